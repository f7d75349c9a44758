"""Real cards by name, checked against the Comprehensive Rules: readings that were wrong and
are now unread where the reader would have guessed (eighth review)."""

from __future__ import annotations

from attackcheck import Board
from attackcheck.models.cards import describe, read_oracle


def read(name: str):
    shown = describe(name)
    return read_oracle(shown["name"], shown["oracle_text"], shown["type_line"])


def outcome(name: str, start: str) -> str:
    return next(s["outcome"] for s in read(name).sentences if s["text"].startswith(start))


def board(perms: list[dict], players: int = 2) -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p} for p in ids], "turn": {"active": "A"},
                  "permanents": perms})


def unread(b: Board, attacks: dict) -> tuple[str, list[str]]:
    r = b.check({"attacks": attacks})
    return r.status, [u["permanent"] for u in r.to_dict()["unread"]]


# --------------------------------------------------------------------------- attacking without tapping


def test_johans_attackers_that_do_not_tap_are_unsupported():
    # Johan's beginning-of-combat trigger resolves before attackers are declared: "attacking
    # doesn't cause creatures you control to tap" (as vigilance, 702.20b) lets an attacking
    # Llanowar Elves tap for mana to pay Windborn Muse's {2} (508.1f, 508.1g). The sentence was
    # ignored as a trigger, so the declaration was "illegal"; no board field states it.
    assert outcome("Johan", "If you do, attacking") == "unsupported"
    assert outcome("Johan", "At the beginning of combat") == "resolved"
    elves = [{"id": e, "card": "Llanowar Elves", "controller": "A"} for e in ("e1", "e2")]
    muse = {"id": "m", "card": "Windborn Muse", "controller": "B"}
    johan = {"id": "j", "card": "Johan", "controller": "A"}
    assert unread(board(elves + [muse]), {"e1": "B"}) == ("illegal", [])  # one {G} for {2}
    assert unread(board(elves + [muse, johan]), {"e1": "B"}) == ("unknown", ["j"])


def test_a_die_result_that_gives_vigilance_is_unsupported():
    # Celebr-8000 rolls at the beginning of combat, before attackers are declared; a 3 gives it
    # vigilance until end of turn. The bare "3 — vigilance" line was ignored; it is unsupported,
    # as Urza's Science Fair Project's "3 — It gains vigilance until end of turn" is.
    assert outcome("Celebr-8000", "3 \u2014 vigilance") == "unsupported"
    assert outcome("Urza's Science Fair Project", "3 \u2014 It gains vigilance") == "unsupported"
    assert outcome("Celebr-8000", "5 \u2014 flying") == "ignored"
    robot = {"id": "c", "card": "Celebr-8000", "controller": "A"}
    # vigilance keeps an attacker untapped (508.1f): with nothing to pay it changes nothing
    assert unread(board([robot]), {"c": "B"}) == ("legal", [])
    # where an attacker that may tap for mana pays Ghostly Prison's {2}, it matters: unread
    elves = {"id": "e", "card": "Llanowar Elves", "controller": "A"}
    prison = {"id": "p", "card": "Ghostly Prison", "controller": "B"}
    assert unread(board([robot, elves, prison]), {"c": "B"}) == ("unknown", ["c"])


# --------------------------------------------------------------------------- readings confirmed


def test_crawlspace_caps_attacks_on_its_controller_only():
    # Crawlspace: "No more than two creatures can attack you each combat": a planeswalker its
    # controller controls and another player are not "you".
    bears = [{"id": f"x{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(3)]
    perms = bears + [{"id": "p", "card": "Ajani Goldmane", "controller": "B", "loyalty": 4},
                     {"id": "c", "card": "Crawlspace", "controller": "B"}]
    assert unread(board(perms, 3), {"x0": "B", "x1": "B", "x2": "p"}) == ("legal", [])
    assert unread(board(perms, 3), {"x0": "B", "x1": "B", "x2": "C"}) == ("legal", [])
    assert unread(board(perms, 3), {"x0": "B", "x1": "B", "x2": "B"}) == ("illegal", [])


def test_trove_of_temptation_binds_only_its_controllers_opponents():
    bear = {"id": "x", "card": "Grizzly Bears", "controller": "A"}
    ours = {"id": "t", "card": "Trove of Temptation", "controller": "A"}
    theirs = dict(ours, controller="B")
    assert unread(board([bear, ours], 3), {}) == ("legal", [])
    assert unread(board([bear, theirs], 3), {"x": "C"})[0] == "illegal"
    assert unread(board([bear, theirs], 3), {"x": "B"}) == ("legal", [])


def test_defender_permissions_reach_the_creatures_they_name():
    # Rolling Stones names every Wall ("Wall creatures"); High Alert and Arcades only their
    # controller's creatures.
    wall = {"id": "w", "card": "Wall of Stone", "controller": "A"}
    for card, theirs in [("Rolling Stones", "legal"), ("High Alert", "illegal"),
                         ("Arcades, the Strategist", "illegal")]:
        perm = {"id": "s", "card": card, "controller": "A"}
        assert unread(board([wall, perm]), {"w": "B"}) == ("legal", [])
        assert unread(board([wall, dict(perm, controller="B")]), {"w": "B"}) == (theirs, [])


# --------------------------------------------------------------------------- abilities borrowed from another card


def test_abilities_borrowed_from_another_card_are_unsupported():
    # The Kami Knight: "Other creatures you control gain all bonuses conferred by equipment
    # attached to this creature": Lightning Greaves on it gives a sick Grizzly Bears haste
    # (302.6), so the attack was wrongly "illegal". Volrath's Shapeshifter has the full text of
    # the top creature card of its controller's graveyard (defender, haste, a requirement).
    for card, start in [("The Kami Knight", "Other creatures you control gain all bonuses"),
                        ("Volrath's Shapeshifter", "As long as the top card"),
                        ("Polis the Planeshifter", "Polis the Planeshifter has all abilities"),
                        ("Pin Collection", "Equipped creature gets +1/+1 and has all abilities")]:
        assert outcome(card, start) == "unsupported", card
    # only activated abilities: what they do is stated as resolved effects
    assert outcome("Necrotic Ooze", "As long as this creature is on the battlefield") == "ignored"
    knight = {"id": "k", "card": "The Kami Knight", "controller": "A"}
    greaves = {"id": "g", "card": "Lightning Greaves", "controller": "A", "attached_to": "k"}
    bear = {"id": "x", "card": "Grizzly Bears", "controller": "A", "sick": True}
    assert unread(board([dict(greaves, attached_to=None), bear]), {"x": "B"}) == ("illegal", [])
    assert unread(board([knight, greaves, bear]), {"x": "B"}) == ("unknown", ["k"])


def test_a_keyword_named_or_chosen_from_all_keywords_is_unsupported():
    # Pithing Spyglass: "All cards in all zones lose that keyword ability" (defender or haste,
    # named as it entered); Modular Monstrosity gains a keyword chosen from all keywords, or
    # loses all of them. Both were ignored.
    assert outcome("Pithing Spyglass", "All cards in all zones lose") == "unsupported"
    assert outcome("Modular Monstrosity", "If you do, this creature gains that ability") == "unsupported"
    assert outcome("Modular Monstrosity", "Otherwise, this creature loses all keyword") == "unsupported"
    # a keyword chosen from a list is read per choice
    assert outcome("Angelic Skirmisher", "Creatures you control gain that ability") == "resolved"
    wall = {"id": "w", "card": "Wall of Stone", "controller": "A"}
    glass = {"id": "s", "card": "Pithing Spyglass", "controller": "B"}
    assert unread(board([wall]), {"w": "B"}) == ("illegal", [])
    assert unread(board([wall, glass]), {"w": "B"}) == ("unknown", ["s"])
