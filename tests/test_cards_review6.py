"""Real cards by name, checked against the Comprehensive Rules and the cards' rulings: readings
that were wrong and are now right, or now unread where the reader would have guessed."""

from __future__ import annotations

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe, read_oracle, unmodelled_mana


def read(name: str, face: int = 0):
    shown = describe(name)
    if "faces" in shown:
        shown = shown["faces"][face]
    return read_oracle(shown["name"], shown["oracle_text"], shown["type_line"])


def outcome(name: str, start: str, face: int = 0) -> str:
    return next(s["outcome"] for s in read(name, face).sentences if s["text"].startswith(start))


def asked(question: str) -> dict:
    return {"asked": {"question": question, "holds": None}}


def board(perms: list[dict], players: int = 2, **first: object) -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p, **(first if p == "A" else {})} for p in ids],
                  "turn": {"active": "A"}, "permanents": perms})


# --------------------------------------------------------------------------- spending mana as another type


@pytest.mark.parametrize("card, scope", [
    ("Chromatic Orrery", "own"),        # "You may spend mana as though it were mana of any color."
    ("Sunglasses of Urza", "own"),      # "You may spend white mana as though it were red mana."
    ("Mycosynthwave", "any"),           # "Players may spend mana as though it were mana of any color."
])
def test_mana_spent_as_another_type_is_unmodelled_mana(card, scope):
    assert [s for _, s in unmodelled_mana(describe(card)["oracle_text"])] == [scope]


def test_chromatic_orrery_pays_norns_annex_with_any_mana():
    # Norn's Annex asks {W/P} for each attacker; with Chromatic Orrery its controller's {C}{C}{C}{C}{C}
    # pays {W} (609.4b): a player at 1 life, who can't pay 2 life
    # (119.4), may still attack. It was "illegal"; the spending permission is not modelled,
    # so the answer is unknown and names Orrery.
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "orrery", "card": "Chromatic Orrery", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    r = board(perms, life=1).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert [u["permanent"] for u in r.to_dict()["unread"]] == ["orrery"]
    # only for spells: Agatha's Soul Cauldron, Oath of Nissa spend it so for abilities or spells
    assert unmodelled_mana(describe("Oath of Nissa")["oracle_text"]) == ()
    assert unmodelled_mana(describe("Agatha's Soul Cauldron")["oracle_text"]) == ()
    # the opponent's Orrery changes nothing for the active player
    theirs = [perms[0], dict(perms[1], controller="B"), perms[2]]
    assert board(theirs, life=1).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_platinum_emperion_pays_no_life_to_norns_annex():
    # 119.8: a player who can't lose life can't pay life other than 0; with Platinum Emperion
    # ("Your life total can't change") and no white mana, Norn's Annex's {W/P} can't be paid.
    # The sentence was ignored and the attack was "legal" (2 life paid).
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "emperion", "card": "Platinum Emperion", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    r = board(perms).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and [u["permanent"] for u in r.to_dict()["unread"]] == ["emperion"]
    assert board(perms[:1] + perms[2:]).check({"attacks": {"bear": "B"}}).status == "legal"
    # a spell's "until end of turn" is no permanent's text
    assert unmodelled_mana(describe("Flare of Fortitude")["oracle_text"]) == ()
