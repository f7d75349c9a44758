"""Mana for the greatest power among creatures you control: Bighorner Rancher's "Add an amount
of {G} equal to the greatest power among creatures you control", Avatar Kyoshi's "X mana of
any one color", Selvala's "{G}, {T}: Add X mana in any combination of colors". The power is
each creature's as attackers are declared (after layer 7, 613.4), tapped or not, the
controller's creatures only; it pays a cost to attack (508.1h). Checked against the rules and
the brute-force reference."""

from __future__ import annotations

import pytest

import reference
from attackcheck import Board, InputError
from attackcheck.models.cards import describe
from helpers import judged

MINE = {"types": ["creature"], "controller": "you"}


def board(perms: list[dict], tax: str = "propaganda") -> Board:
    taxes = {"propaganda": {"id": "tax", "card": "Propaganda", "controller": "B"},
             "annex": {"id": "tax", "card": "Norn's Annex", "controller": "B"}}
    return Board({"version": 1, "players": [{"id": "A", "life": 1}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [taxes[tax], *perms]})


def counted(b: Board) -> int:
    got = b.count().count
    assert got == reference.count(b.model.model_dump(mode="json", by_alias=True, exclude_none=True))
    return got


@pytest.mark.parametrize("name, cost, produce", [
    ("Bighorner Rancher", "{T}", ["{G}"]),
    ("Avatar Kyoshi", "{T}", [["{W}", "{U}", "{B}", "{R}", "{G}"]]),
    ("Selvala, Heart of the Wilds", "{G}, {T}", ["any"]),
])
def test_the_three_wordings_are_read(name, cost, produce):
    assert describe(name)["mana_abilities"] == [{"cost": cost, "greatest_power_among": MINE, "produce": produce}]


def test_the_greatest_power_among_your_creatures_tapped_or_not_pays():
    # Grizzly Bears attacks B under Propaganda ({2}). The Rancher (2/5) alone makes {G}{G}; a
    # tapped Craw Wurm (6/4) of its controller's counts too (6 mana); an opponent's doesn't.
    rancher = {"id": "rancher", "card": "Bighorner Rancher", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    wurm = {"id": "wurm", "card": "Craw Wurm", "controller": "A", "tapped": True}
    assert judged(board([rancher, bear]), {"bear": "B"}) == "legal"
    # two attackers, {4}: the Rancher's {G}{G} (its own power, 2) falls short; with the Wurm's 6, paid
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    assert judged(board([rancher, bear, lions]), {"bear": "B", "lions": "B"}) == "illegal"
    assert judged(board([rancher, bear, lions, wurm]), {"bear": "B", "lions": "B"}) == "legal"
    assert judged(board([rancher, bear, lions, dict(wurm, controller="B")]), {"bear": "B", "lions": "B"}) == "illegal"
    counted(board([rancher, bear, lions, wurm]))


def test_power_as_attackers_are_declared_counters_included():
    # 613.4c: +1/+1 and -1/-1 counters count
    rancher = {"id": "rancher", "card": "Bighorner Rancher", "controller": "A", "counters": {"+1/+1": 2}}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    assert judged(board([rancher, bear, lions]), {"bear": "B", "lions": "B"}) == "legal"  # 4/7: {G}x4
    weak = {"id": "rancher", "card": "Bighorner Rancher", "controller": "A", "counters": {"-1/-1": 2}}
    # 0/3: the greatest power is the Bears' or the Lions' 2, {G}{G} for {4}
    assert judged(board([weak, bear, lions]), {"bear": "B", "lions": "B"}) == "illegal"


def test_selvala_makes_any_combination_and_pays_its_own_g_first():
    # Norn's Annex: {W/P} for each attacker; A has 1 life, so only {W} pays (119.4). Selvala's
    # {G}, {T} (a Forest pays the {G}, 605.3a) with a tapped Craw Wurm makes six mana in any
    # combination of colors: {W}{W} for two attackers. Without the Forest it can't be activated.
    selvala = {"id": "selvala", "card": "Selvala, Heart of the Wilds", "controller": "A"}
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    wurm = {"id": "wurm", "card": "Craw Wurm", "controller": "A", "tapped": True}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    b = board([selvala, forest, wurm, bear, lions], "annex")
    assert judged(b, {"bear": "B", "lions": "B"}) == "legal"
    assert judged(board([selvala, wurm, bear, lions], "annex"), {"bear": "B"}) == "illegal"
    counted(b)


def test_kyoshis_mana_is_of_one_color():
    # "X mana of any one color": {W}{W} for two Norn's Annex symbols from a power of 2 or more
    kyoshi = {"id": "kyoshi", "card": "Avatar Kyoshi", "controller": "A", "colors": ["G"]}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    lions = {"id": "lions", "card": "Savannah Lions", "controller": "A"}
    assert judged(board([kyoshi, bear, lions], "annex"), {"bear": "B", "lions": "B"}) == "legal"


def test_greatest_power_among_is_counted_mana_alone():
    with pytest.raises(InputError) as info:
        board([{"id": "x", "controller": "A", "types": ["artifact"], "mana_abilities": [
            {"cost": "{T}", "greatest_power_among": MINE, "per_power": True, "produce": ["{G}"]}]}])
    assert "counts either permanents" in info.value.message


def test_any_combination_doubled_or_sacrificed_for_its_cost_is_not_judged():
    # 106.12: Mana Reflection doubles each mana Selvala makes, so {W}{U} from two points of
    # power is {W}{W}{U}{U}; the model spells "any combination" doubled as one color: a
    # payment failing so is unknown, never "illegal". And a permanent sacrificed for mana that
    # pays its own ability's {G} can't then be tapped (605.3a): a payment needing that is unknown.
    selvala = {"id": "selvala", "card": "Selvala, Heart of the Wilds", "controller": "A"}
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    tax = {"kind": "attack_tax", "target": "B", "cost": "{W}{U}", "controller": "B"}
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [selvala, forest, bear, {"id": "refl", "card": "Mana Reflection", "controller": "A"}],
            "effects": [tax]}
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "unknown"
    # no Forest: Selvala's {G} comes only from Phyrexian Altar, which may sacrifice Selvala
    # herself; a {4} tax needs Selvala's mana: not judged (the model can't tell her sacrifice
    # from another's)
    altar = {"id": "altar", "card": "Phyrexian Altar", "controller": "A"}
    wurm = {"id": "wurm", "card": "Craw Wurm", "controller": "A", "tapped": True}
    data["permanents"] = [selvala, altar, wurm, bear]
    data["effects"] = [{"kind": "attack_tax", "target": "B", "cost": "{4}", "controller": "B"}]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "unknown"
    data["effects"] = [{"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"}]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "legal"  # the Altar alone pays


def test_any_combination_is_the_whole_choice():
    with pytest.raises(InputError):
        board([{"id": "x", "controller": "A", "types": ["artifact"], "mana_abilities": [
            {"cost": "{T}", "greatest_power_among": MINE, "produce": [["{G}", "any"]]}]}])


def test_a_selvala_that_cant_tap_is_not_a_doubt():
    # sick (302.6) or tapped, Selvala makes nothing, Mana Reflection or not: the Forest's {G}{G}
    # doesn't pay {3}, illegal
    for state in ({"sick": True}, {"tapped": True}):
        data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                               {"id": "selvala", "card": "Selvala, Heart of the Wilds", "controller": "A", **state},
                               {"id": "forest", "card": "Forest", "controller": "A"},
                               {"id": "refl", "card": "Mana Reflection", "controller": "A"}],
                "effects": [{"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}]}
        assert Board(data).check({"attacks": {"bear": "B"}}).status == "illegal"
