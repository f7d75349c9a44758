"""A mana ability the card reader does not model (Crypt of Agadeem's "{2}, {T}: Add {B} for each
black creature card in your graveyard.", Five Hundred Year Diary's Clues, Katilda, Dawnhart Prime's grant) only adds ways to pay (a player may leave it unused, 605.1a,
601.2g): a payment found without it stands, and so does a verdict that doesn't hang on paying.
Only a cost it leaves unpaid makes a check unknown. Every Commander deck with such a rock was
unknown against Ghostly Prison, even for a declaration paying nothing."""

from __future__ import annotations

import pytest

from attackcheck import Board

PRISON = {"id": "prison", "card": "Ghostly Prison", "controller": "B"}
ROCK = {"id": "signet", "card": "Crypt of Agadeem", "controller": "A"}  # a graveyard's count: not read
# "{T}: Add {U} for each Clue you control" (an artifact type): not read
DIARY = {"id": "signet", "card": "Five Hundred Year Diary", "controller": "A"}
CLUE = {"id": "clue", "name": "Clue", "types": ["artifact"], "subtypes": ["Clue"], "token": True, "controller": "A"}


def board(perms: list[dict]) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                  "permanents": perms})


def plains(n: int) -> list[dict]:
    return [{"id": f"p{i}", "card": "Plains", "controller": "A"} for i in range(n)]


@pytest.mark.parametrize("rock", [ROCK, {"id": "signet", "card": "Energy Refractor", "controller": "A"}, DIARY])
def test_a_declaration_paid_without_the_unread_mana_is_legal(rock):
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    b = board([bears, rock, PRISON] + plains(2))
    assert b.check({"attacks": {"bears": "B"}}).status == "legal"  # two Plains pay {2} (508.1h)
    assert b.check({"attacks": {"bears": "C"}}).status == "legal"  # no cost at all
    assert b.check({"attacks": {}}).status == "legal"
    assert [u["permanent"] for u in b.unread] == ["signet"]


def test_a_cost_the_read_mana_leaves_unpaid_is_unknown_and_said_as_read_508_1j():
    # one Plains and Five Hundred Year Diary's {U} (one Clue) pay the {2}, though the reader
    # doesn't know it. The violation said it "can't be paid in full" under an unknown.
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    r = board([bears, DIARY, CLUE, PRISON] + plains(1)).check({"attacks": {"bears": "B"}})
    assert r.status == "unknown" and [u["permanent"] for u in r.to_dict()["unread"]] == ["signet"]
    (v,) = r.violations
    assert v["rule"] == "508.1j" and v["message"].endswith("with the mana read (a mana ability not read may pay it)")
    assert r.maximum == 0  # M of 508.1d is cost-free, and known


def test_a_declaration_illegal_for_another_reason_stays_illegal():
    # the sick Bears can't attack (302.6), whatever pays Ghostly Prison
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A", "sick": True}
    r = board([bears, ROCK, PRISON] + plains(1)).check({"attacks": {"bears": "B"}})
    assert r.status == "illegal" and "302.6" in {v["rule"] for v in r.violations}


def test_counts_and_proposals_read_the_mana_both_ways():
    # two Plains pay Ghostly Prison's {2}: every declaration is decided without the Crypt
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    b = board([bears, ROCK, PRISON] + plains(2))
    c = b.count()
    assert (c.status, c.count, c.unread) == ("exact", 3, [])  # at home, attacking B or C
    assert b.propose("max-attackers").status == "legal"
    # no Plains: the Crypt's {B} alone doesn't pay {2}; its ability not read might: bounds naming it
    one = board([bears, ROCK, PRISON])
    c = one.count()
    assert (c.status, c.lower, c.upper) == ("bounds", 2, 3) and c.to_dict()["unread"][0]["permanent"] == "signet"
    p = one.propose("max-attackers")  # attacking C, free, is best whatever the Crypt makes
    assert (p.status, p.declaration) == ("legal", {"bears": "C"})


def test_mana_spent_only_on_spells_pays_no_cost_to_attack_106_6():
    # Jeweled Lotus ("Spend this mana only to cast your commander"): the three mana it adds
    # can't pay Ghostly Prison (508.1h), as Mishra's Workshop's can't; it was unread, so every
    # answer with a cost to attack was unknown
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    b = board([bears, {"id": "lotus", "card": "Jeweled Lotus", "controller": "A"}, PRISON])
    assert b.unread == [] and b.check({"attacks": {"bears": "B"}}).status == "illegal"
    assert b.count().count == 2  # at home, or attacking C
