"""Mana for devotion (700.5): Karametra's Acolyte's "Add an amount of {G} equal to your devotion
to green", Nykthos' "{2}, {T}: Choose a color. Add an amount of mana of that color equal to
your devotion to that color" (Nyx Lotus's with {T} alone). Devotion counts the mana symbols of
that color in the mana costs of the permanents its controller controls, hybrid and Phyrexian
symbols included, each symbol once; checked against the rules and the brute-force reference."""

from __future__ import annotations

import pytest

import reference
from attackcheck import Board, InputError
from attackcheck.models.cards import describe
from helpers import judged

FIVE = [["{W}", "{U}", "{B}", "{R}", "{G}"]]


def board(perms: list[dict]) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "prop", "card": "Propaganda", "controller": "B"}, *perms]})


@pytest.mark.parametrize("name, cost, produce", [
    ("Karametra's Acolyte", "{T}", ["{G}"]),
    ("Nykthos, Shrine to Nyx", "{2}, {T}", FIVE),
    ("Nyx Lotus", "{T}", FIVE),
])
def test_the_wordings_are_read(name, cost, produce):
    assert describe(name)["mana_abilities"] == [{"cost": cost, "per_devotion": True, "produce": produce}]


def test_karametras_acolyte_makes_its_controllers_devotion_to_green():
    # Karametra's Acolyte ({3}{G}) and Grizzly Bears ({1}{G}): devotion to green 2, {G}{G} for
    # Propaganda's {2}; an opponent's green permanents add nothing; Llanowar Elves' {G} one more.
    acolyte = {"id": "acolyte", "card": "Karametra's Acolyte", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    assert judged(board([acolyte, bear]), {"bear": "B"}) == "legal"
    assert judged(board([acolyte, bear, lions]), {"bear": "B", "lions": "B"}) == "illegal"  # {4}: {G}{G}
    elves = {"id": "elves", "card": "Llanowar Elves", "controller": "A", "tapped": True}  # devotion 3, tapped
    assert judged(board([acolyte, bear, lions, elves]), {"bear": "B", "lions": "B"}) == "illegal"  # {G}x3
    kalonian = {"id": "kal", "card": "Kalonian Tusker", "controller": "A", "tapped": True}  # {G}{G}
    assert judged(board([acolyte, bear, lions, kalonian]), {"bear": "B", "lions": "B"}) == "legal"  # {G}x4
    assert judged(board([acolyte, bear, lions, dict(kalonian, controller="B")]),
                  {"bear": "B", "lions": "B"}) == "illegal"


def test_nykthos_pays_two_then_makes_one_color():
    # Nykthos: {2}, {T} paid with mana made before it (605.3a); then one color's devotion.
    # Two Forests pay the {2}; Kalonian Tusker ({G}{G}) and Grizzly Bears ({1}{G}): three {G};
    # Savannah Lions ({W}) one {W}: Nykthos makes {G}{G}{G} (one color), {2} for one attacker.
    nykthos = {"id": "nykthos", "card": "Nykthos, Shrine to Nyx", "controller": "A"}
    forests = [{"id": f"forest{i}", "card": "Forest", "controller": "A"} for i in (1, 2)]
    kalonian = {"id": "kal", "card": "Kalonian Tusker", "controller": "A", "tapped": True}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    b = board([nykthos, *forests, kalonian, bear, lions])
    assert judged(b, {"bear": "B"}) == "legal"
    assert judged(b, {"bear": "B", "lions": "B"}) == "illegal"  # {4}: three {G} after paying two
    got = b.count().count
    assert got == reference.count(b.model.model_dump(mode="json", by_alias=True, exclude_none=True))


def test_hybrid_and_phyrexian_symbols_count_once_each():
    # 700.5: {G/W} counts toward green and white, each once; Nyx Lotus, {T} alone
    lotus = {"id": "lotus", "card": "Nyx Lotus", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A", "mana_cost": "{G/W}{G/W}"}
    assert judged(board([lotus, bear]), {"bear": "B"}) == "legal"  # {G}{G} or {W}{W}
    assert judged(board([lotus, dict(bear, mana_cost="{G/W}")]), {"bear": "B"}) == "illegal"


def test_per_devotion_makes_colored_mana_alone():
    with pytest.raises(InputError) as info:
        board([{"id": "x", "controller": "A", "types": ["artifact"], "mana_abilities": [
            {"cost": "{T}", "per_devotion": True, "produce": ["{C}"]}]}])
    assert "per_devotion makes one colored symbol" in info.value.message


def test_devotion_lost_to_a_sacrifice_that_pays_nykthos_is_not_judged():
    # Nykthos' {2} paid by Reckless Barbarian's "Sacrifice this creature: Add {R}{R}": the
    # Barbarian ({1}{R}) is gone before Nykthos counts devotion to red (700.5, 605.3a): four,
    # not five. The model counts the board as it stands: a payment needing that is unknown.
    nykthos = {"id": "nyk", "card": "Nykthos, Shrine to Nyx", "controller": "A"}
    barbarian = {"id": "barb", "card": "Reckless Barbarian", "controller": "A", "tapped": True}
    haulers = [{"id": f"h{i}", "card": "Ember Hauler", "controller": "A", "tapped": True} for i in (1, 2)]
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [nykthos, barbarian, *haulers, bear],
               "effects": [{"kind": "attack_tax", "target": "B", "cost": "{5}", "controller": "B"}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"


def test_a_tap_and_sacrifice_ability_counts_as_a_sacrifice_too():
    # Basal Thrull's "{T}, Sacrifice this creature: Add {B}{B}." paying Nykthos' {2} leaves its
    # {B}{B} out of the devotion Nykthos then counts (700.5): Gray Merchant's {B}{B} only, so
    # three mana at most for a {4} tax; the model would count four: not judged.
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "nyk", "card": "Nykthos, Shrine to Nyx", "controller": "A"},
                              {"id": "thrull", "card": "Basal Thrull", "controller": "A"},
                              {"id": "gary", "card": "Gray Merchant of Asphodel", "controller": "A", "tapped": True}],
               "effects": [{"kind": "attack_tax", "target": "B", "cost": "{4}", "controller": "B"}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"


def test_a_count_no_sacrifice_reaches_is_judged():
    # Cabal Coffers counts Swamps; Ashnod's Altar sacrifices creatures only: Coffers' {2} paid
    # by the Altar leaves the Swamps as they were, so the payment is judged: two Swamps pay
    # Coffers' {2} for {B}x4, two more {B}{B}, the Altar {C}{C} for the Wurm and {C}{C} for the
    # Bears' sacrifice would be ten, nine are asked
    swamps = [{"id": f"s{i}", "card": "Swamp", "controller": "A"} for i in range(4)]
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "coffers", "card": "Cabal Coffers", "controller": "A"}, *swamps,
                              {"id": "altar", "card": "Ashnod's Altar", "controller": "A"},
                              {"id": "wurm", "card": "Craw Wurm", "controller": "A", "tapped": True}],
               "effects": [{"kind": "attack_tax", "target": "B", "cost": "{9}", "controller": "B"}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_the_card_report_says_the_mana_sentences_are_read():
    # `attackcheck cards` lists Nykthos' two sentences among the ignored (no attack wording):
    # their reason says they are read as a mana ability, not that nothing was read
    for name in ("Nykthos, Shrine to Nyx", "Bloom Tender"):
        reasons = {i["reason"] for i in describe(name)["ignored"]}
        assert reasons == {"a mana ability, read (mana_abilities)"}, (name, reasons)
