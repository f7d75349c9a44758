"""Mana abilities whose cost is {1} and {T} (Signets, Cluestones, Mana Prism): the {1} is paid
with mana the player already has (the pool or an ability activated before it, 605.3a and
601.2g), so the mana an ability makes never pays its own activation, and one such ability
needs mana made without one to start. Tested against the brute-force reference, which
activates them one at a time in every order."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
from attackcheck import Board, InputError


PRISON = {"id": "prison", "name": "Ghostly Prison", "types": ["enchantment"], "controller": "B",
          "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}


def bear(i: int = 0, **kw) -> dict:
    return {"id": f"bear{i}", "name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2,
            "controller": "A", **kw}


def signet(i: int = 0, produce: str = "{W}{U}", cost: str = "{1}, {T}", **kw) -> dict:
    return {"id": f"signet{i}", "name": "Azorius Signet", "types": ["artifact"], "controller": "A",
            "mana_abilities": [{"cost": cost, "produce": [produce]}], **kw}


def gate(i: int = 0) -> dict:
    """Mystic Gate: "{T}: Add {C}. {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." """
    return {"id": f"gate{i}", "name": "Mystic Gate", "types": ["land"], "controller": "A", "mana": ["{C}"],
            "mana_abilities": [{"cost": "{W/U}, {T}", "produce": ["{W}{W}", "{W}{U}", "{U}{U}"]}]}


def land(i: int, mana: str = "{G}", **kw) -> dict:
    return {"id": f"land{i}", "name": "Land", "types": ["land"], "controller": "A", "mana": [mana], **kw}


def board_dict(perms: list[dict], pool: str = "") -> dict:
    a: dict = {"id": "A"}
    if pool:
        a["mana_pool"] = pool
    return {"version": 1, "players": [a, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"}, "permanents": perms}


def status(perms: list[dict], attacks: dict, pool: str = "") -> str:
    data = board_dict(perms, pool)
    got = Board(data).check({"attacks": attacks}).status
    assert got == reference.judge(data, attacks)["status"], "the reference disagrees"
    return str(got)


def test_a_signet_alone_pays_nothing_605_3a():
    # nothing pays its {1}: Ghostly Prison's {2} can't be paid with the {W}{U} it would make
    assert status([bear(), signet(), PRISON], {"bear0": "B"}) == "illegal"
    r = Board(board_dict([bear(), signet(), PRISON])).check({"attacks": {"bear0": "B"}})
    assert r.violations[0]["message"].endswith("it needs 2 mana but at most 0 can be made")


def test_one_land_starts_a_signet_601_2g():
    # the Forest's {G} pays the {1}; {W}{U} pay the {2}
    assert status([bear(), signet(), land(0), PRISON], {"bear0": "B"}) == "legal"


def test_the_mana_pool_starts_a_signet_106_4():
    assert status([bear(), signet(), PRISON], {"bear0": "B"}, pool="{R}") == "legal"


def test_signets_chain_from_one_land():
    # Forest -> Signet 1 ({W}{U}) -> one of them pays Signet 2 ({W}{U}): three mana left, each
    # Signet adding one; not two attackers' {4}, which a second land pays
    perms = [bear(0), bear(1), signet(0), signet(1), land(0), PRISON]
    assert status(perms, {"bear0": "B"}) == "legal"
    assert status(perms, {"bear0": "B", "bear1": "B"}) == "illegal"
    assert status(perms + [land(1)], {"bear0": "B", "bear1": "B"}) == "legal"
    # without the Forest, neither Signet can be activated first
    assert status([bear(0), signet(0), signet(1), PRISON], {"bear0": "B"}) == "illegal"


def test_the_mana_that_starts_a_signet_is_spent_colored_costs_601_2g():
    # {G}{1}: the Forest's {G} must pay the Signet's {1} (nothing else can be made first), so
    # no {G} is left for the cost, although {G} + {W}{U} would be enough mana in total
    perms = [bear(), signet(), land(0, "{G}"),
             {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{G}{1}"}]}]
    assert status(perms, {"bear0": "B"}) == "illegal"
    # with a second land, one land starts the Signet and the other's {G} pays {G}
    assert status(perms + [land(1, "{G}")], {"bear0": "B"}) == "legal"


def test_an_attacking_mana_creature_cannot_start_a_signet_508_1f():
    # the Elves are tapped by attacking (508.1f) before costs are paid: nothing starts the Signet
    elves = {"id": "elves", "name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1,
             "controller": "A", "mana": ["{G}"]}
    perms = [elves, signet(), PRISON]
    assert status(perms, {"elves": "B"}) == "illegal"
    assert status(perms + [bear()], {"bear0": "B"}) == "legal"  # the Elves stay home and start it


def test_the_plan_says_which_ability_was_activated_for_1():
    b = Board(board_dict([bear(), signet(), land(0), PRISON]))
    r = b.check({"attacks": {"bear0": "B"}})
    assert r.status == "legal"
    made = {m["source"]: m for m in r.payment["mana"]}
    assert made["signet0"] == {"source": "signet0", "mana": "{W}{U}", "activation": "{1}"}
    assert made["land0"] == {"source": "land0", "mana": "{G}"}


def test_count_and_proposal_with_signets_match_the_reference():
    data = board_dict([bear(0), bear(1), signet(0), land(0), PRISON])
    b = Board(data)
    assert b.count().count == reference.count(data)
    assert b.propose().status == "legal"


def test_mana_reflection_doubles_what_a_signet_makes_not_its_cost_106_12():
    # tapped for mana (106.12a: {T} in its cost): {W}{W}{U}{U} for {1}
    reflection = {"id": "refl", "name": "Mana Reflection", "types": ["enchantment"], "controller": "A",
                  "abilities": [{"kind": "mana_replacement", "sources": {"controller": "you"}, "multiply": 2}]}
    perms = [bear(0), bear(1), signet(0), land(0), reflection, PRISON]
    # Forest: {G}{G}; one pays the {1}; {W}{W}{U}{U} + {G}: five mana for {4}
    assert status(perms, {"bear0": "B", "bear1": "B"}) == "legal"


@pytest.mark.parametrize("written", ["{1},{T}", "{1}, {t}", " {1} ,  {T} "])
def test_the_cost_is_read_in_any_spacing(written):
    b = Board(board_dict([bear(), {**signet(), "mana_abilities": [{"cost": written, "produce": ["{W}{U}"]}]},
                          land(0), PRISON]))
    assert b.check({"attacks": {"bear0": "B"}}).status == "legal"


@pytest.mark.parametrize("cost", ["{1}{B}, {T}", "{2}{G}{G}, {T}", "{X}, {T}", "{W/P}, {T}", "{T}, {1}"])
def test_a_cost_other_than_mana_and_t_is_refused_by_name(cost):
    # mixed generic and colored symbols (Castle Garenbrig's {2}{G}{G}) are not read
    with pytest.raises(InputError) as exc:
        Board(board_dict([{**signet(), "mana_abilities": [{"cost": cost, "produce": ["any"]}]}]))
    assert "mana_abilities" in str(exc.value) and "{1}, {T}" in str(exc.value)


def test_signets_by_card_name():
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "signet", "card": "Azorius Signet", "controller": "A"},
                           {"id": "island", "card": "Island", "controller": "A"},
                           {"id": "prop", "card": "Propaganda", "controller": "B"}]}
    b = Board(data)
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"  # Island starts the Signet: {W}{U}
    del data["permanents"][2]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_a_filter_land_is_paid_with_one_of_its_hybrid_colors_601_2g():
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}{W}"}]}
    # a Forest's {G} can't pay {W/U}: the Gate alone makes {C}
    assert status([bear(), gate(), land(0, "{G}"), tax], {"bear0": "B"}) == "illegal"
    # a Plains' {W} pays {W/U}; the Gate makes {W}{W}
    assert status([bear(), gate(), land(0, "{W}"), tax], {"bear0": "B"}) == "legal"
    paid = Board(board_dict([bear(), gate(), land(0, "{W}"), tax])).check({"attacks": {"bear0": "B"}}).payment
    assert {"source": "gate0", "mana": "{W}{W}", "activation": "{W/U}"} in paid["mana"]
    # two Gates: the first one's {C} is no {W} or {U}; the Island starts one, whose {W}{U}
    # starts the other
    tax3 = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}{W}{U}"}]}
    assert status([bear(), gate(0), gate(1), land(0, "{U}"), tax3], {"bear0": "B"}) == "legal"


def test_a_colored_activation_is_paid_with_that_color():
    # Apprentice Wizard: "{U}, {T}: Add {C}{C}{C}."
    wizard = signet(0, "{C}{C}{C}", "{U}, {T}")
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{3}"}]}
    assert status([bear(), wizard, land(0, "{G}"), tax], {"bear0": "B"}) == "illegal"
    assert status([bear(), wizard, land(0, "{U}"), tax], {"bear0": "B"}) == "legal"


def test_filter_lands_by_card_name():
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "gate", "card": "Mystic Gate", "controller": "A"},
                           {"id": "plains", "card": "Plains", "controller": "A"},
                           {"id": "tax", "name": "Tax", "types": ["enchantment"], "controller": "B",
                            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{U}{U}"}]}]}
    b = Board(data)
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"  # Plains pays {W/U}: {U}{U}
    data["permanents"][2] = {"id": "forest", "card": "Forest", "controller": "A"}
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_more_abilities_to_order_than_judged_leave_a_failed_payment_unknown():
    # seven filter lands: past the six a payment orders, they are mana not judged (a payment
    # found without them stands; one that fails is unknown)
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{U}{U}"}]}
    gates = [gate(i) for i in range(7)]
    b = Board(board_dict([bear()] + gates + [land(0, "{W}"), tax]))
    r = b.check({"attacks": {"bear0": "B"}})
    assert r.status == "unknown" and {u["permanent"] for u in r.to_dict()["unread"]} == {g["id"] for g in gates}
    free = Board(board_dict([bear()] + gates + [land(0, "{U}"), land(1, "{U}"), tax]))
    assert free.check({"attacks": {"bear0": "B"}}).status == "legal"  # the Islands pay it


COSTS = ["{2}", "{G}{1}", "{W}", "{1}{U}", "{W/U}", "{2/G}", "{G/P}", "{C}", "{U}{U}"]
PAID = ["{1}, {T}", "{1}, {T}", "{W/U}, {T}", "{G}, {T}", "{U/B}, {T}", "{2}, {T}", "{3}, {T}"]
MADE = ["{W}{U}", "any", "{C}{C}", "{G}", "{R}{G}", "{B}{B}{B}"]


@st.composite
def signet_boards(draw):
    """Small boards where Signet-like abilities, lands, the pool and mana creatures pay taxes
    of every kind of symbol."""
    perms: list[dict] = []
    for i in range(draw(st.integers(1, 3))):
        b = bear(i)
        if draw(st.booleans()):
            b["mana"] = [draw(st.sampled_from(["{G}", "any"]))]  # a mana creature (508.1f)
        perms.append(b)
    for i in range(draw(st.integers(1, 3))):
        s = signet(i, draw(st.sampled_from(MADE)), draw(st.sampled_from(PAID)))
        if draw(st.integers(0, 3)) == 0:  # Mana Prism: {T} and {1}, {T} are one choice (107.5)
            s["mana"] = ["{C}"]
        perms.append(s)
    for i in range(draw(st.integers(0, 2))):
        perms.append(land(i, draw(st.sampled_from(["{G}", "{W}", "{U}", "{C}"]))))
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": draw(st.sampled_from(COSTS))}]}
    data = board_dict(perms + [tax], pool=draw(st.sampled_from(["", "", "{G}", "{U}"])))
    attacks = {p["id"]: draw(st.sampled_from(["B", "C", None])) for p in perms if p["id"].startswith("bear")}
    return data, {c: d for c, d in attacks.items() if d}


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(signet_boards())
def test_signet_payments_match_the_reference(case):
    data, attacks = case
    b = Board(data)
    assert b.check({"attacks": attacks}).status == reference.judge(data, attacks)["status"]
    assert b.count().count == reference.count(data)


def test_a_self_sacrifice_is_read_as_its_tap_for_one_payment_lotus_petal():
    # "{T}, Sacrifice this artifact: Add one mana of any color." (Lotus Petal), and Chromatic
    # Star's "{1}, {T}, Sacrifice this artifact": each source pays once (107.5), and the cost to
    # attack is locked in before mana abilities are activated (508.1h-i)
    def data(*names: str) -> dict:
        return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                               {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
                + [{"id": f"r{i}", "card": n, "controller": "A"} for i, n in enumerate(names)]}

    assert Board(data("Lotus Petal", "Lotus Petal")).check({"attacks": {"bear": "B"}}).status == "legal"
    assert Board(data("Lotus Petal")).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert Board(data("Black Lotus")).check({"attacks": {"bear": "B"}}).status == "legal"
    b = Board(data("Chromatic Star", "Forest"))  # the Forest pays the Star's {1}: one mana in all
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert Board(data("Chromatic Star", "Forest", "Forest")).check({"attacks": {"bear": "B"}}).status == "legal"


def test_mana_for_each_permanent_gaeas_cradle():
    # "{T}: Add {G} for each creature you control": counted as attackers are declared (an
    # attacking creature is still controlled); none, no mana
    def data(n: int) -> dict:
        return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                "permanents": [{"id": f"bear{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(n)]
                + [{"id": "cradle", "card": "Gaea's Cradle", "controller": "A"},
                   {"id": "prop", "card": "Propaganda", "controller": "B"}]}

    assert Board(data(1)).check({"attacks": {"bear0": "B"}}).status == "illegal"
    r = Board(data(2)).check({"attacks": {"bear0": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "cradle", "mana": "{G}{G}"}]
    assert Board(data(2)).unread == [] and Board(data(3)).count().count == 20


def test_for_each_against_the_reference():
    # Priest of Titania's "{G} for each Elf on the battlefield", written out, both players' Elves
    elf = {"name": "Elf", "types": ["creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1}
    perms = [{"id": "priest", **elf, "controller": "A",
              "mana_abilities": [{"cost": "{T}", "produce": ["{G}"],
                                  "for_each": {"subtypes": ["Elf"], "controller": "any"}}]},
             {"id": "elf", **elf, "controller": "B"}, bear(0), bear(1),
             {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{G}{1}"}]}]
    data = board_dict(perms)
    assert status(perms, {"bear0": "B"}) == "legal"  # two Elves: {G}{G} pays {G}{1}
    assert status(perms, {"bear0": "B", "bear1": "B"}) == "illegal"
    assert Board(data).count().count == reference.count(data)


def test_mana_for_each_counter_everflowing_chalice_122_1():
    # "{T}: Add {C} for each charge counter on this artifact"
    def data(charge: int) -> dict:
        chalice = {"id": "chalice", "card": "Everflowing Chalice", "controller": "A"}
        if charge:
            chalice["counters"] = {"charge": charge}
        return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, chalice,
                               {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]}

    assert Board(data(0)).check({"attacks": {"bear": "B"}}).status == "illegal"  # no counter, no mana
    assert Board(data(1)).check({"attacks": {"bear": "B"}}).status == "illegal"
    r = Board(data(2)).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "chalice", "mana": "{C}{C}"}]
    chalice = {"id": "chalice", "name": "Chalice", "types": ["artifact"], "controller": "A", "counters": {"charge": 2},
               "mana_abilities": [{"cost": "{T}", "produce": ["{C}"], "per_counter": "charge"}]}
    assert status([bear(), chalice, PRISON], {"bear0": "B"}) == "legal"  # written out, as the reference reads it
    assert status([bear(), {**chalice, "counters": {"charge": 1}}, PRISON], {"bear0": "B"}) == "illegal"


def coffers_board(swamps: int, *extra: str) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "jug", "card": "Juggernaut", "controller": "A"},
                           {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "prop", "card": "Propaganda", "controller": "B"},
                           {"id": "coffers", "card": "Cabal Coffers", "controller": "A"}]
            + [{"id": f"swamp{i}", "card": "Swamp", "controller": "A"} for i in range(swamps)]
            + [{"id": f"x{i}", "card": n, "controller": "A"} for i, n in enumerate(extra)]}


@pytest.mark.parametrize("swamps, counted", [(0, 1), (1, 1), (2, 3), (3, 4)])
def test_cabal_coffers_pays_its_2_with_mana_made_before_605_3a(swamps, counted):
    # "{2}, {T}: Add {B} for each Swamp you control." Two mana made before pays its {2}
    # (601.2g): with one Swamp it can't be activated; with two it gives back what it took
    # ({2}: one attacker under Propaganda); with three, {B}{B}{B} and a Swamp's {B} pay both
    # attackers. Juggernaut need not attack: a cost is never required (508.1d).
    b = Board(coffers_board(swamps))
    assert b.unread == []
    assert b.count().count == counted
    both = b.check({"attacks": {"jug": "B", "bear": "B"}})
    assert both.status == ("legal" if swamps >= 3 else "illegal")
    if swamps >= 3:
        assert {"source": "coffers", "mana": "{B}{B}{B}", "activation": "{2}"} in both.payment["mana"]


def test_a_2_activation_fixes_a_color_celestial_prism():
    # "{2}, {T}: Add one mana of any color.": two Forests pay {2} and make the {W} an attack
    # cost asks for; one Forest can't start it
    def data(forests: int) -> dict:
        perms = [bear(), {"id": "prism", "name": "Celestial Prism", "types": ["artifact"], "controller": "A",
                          "mana_abilities": [{"cost": "{2}, {T}", "produce": ["any"]}]},
                 {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}"}]}]
        return board_dict(perms + [land(i) for i in range(forests)])

    card = dict(data(2), permanents=[{"id": "prism", "card": "Celestial Prism", "controller": "A"} if p["id"] == "prism"
                                     else p for p in data(2)["permanents"]])
    assert Board(card).unread == [] and Board(card).check({"attacks": {"bear0": "B"}}).status == "legal"
    for forests, verdict in ((1, "illegal"), (2, "legal")):
        got = Board(data(forests)).check({"attacks": {"bear0": "B"}}).status
        assert got == verdict == reference.judge(data(forests), {"bear0": "B"})["status"]


def test_crystal_quarry_and_the_order_of_activations():
    # Crystal Quarry's "{5}, {T}: Add {W}{U}{B}{R}{G}." alone makes the five colors the tax
    # asks; its {5} is paid with mana made before it (601.2g). Two Forests and two Signets
    # make four ({G} pays one Signet's {1}, one of its {C}{C} the other's): not enough. A
    # third Forest makes five. The Quarry's own {T}: {C} can't help: it needs the same {T}.
    quarry = {"id": "quarry", "name": "Crystal Quarry", "types": ["land"], "controller": "A", "mana": ["{C}"],
              "mana_abilities": [{"cost": "{5}, {T}", "produce": ["{W}{U}{B}{R}{G}"]}]}
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}{U}{B}{R}{G}"}]}
    perms = [bear(), quarry, signet(0, "{C}{C}"), signet(1, "{C}{C}"), land(0), land(1), tax]
    assert status(perms, {"bear0": "B"}) == "illegal"
    assert status(perms + [land(2)], {"bear0": "B"}) == "legal"


def test_more_than_six_abilities_costing_2_leave_a_failed_payment_unknown():
    # seven Celestial Prisms among the abilities a payment would order: mana not judged
    prisms = [{"id": f"prism{i}", "card": "Celestial Prism", "controller": "A"} for i in range(7)]
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}"}]}
    b = Board(board_dict([bear()] + prisms + [land(0), land(1), tax]))
    r = b.check({"attacks": {"bear0": "B"}})
    assert r.status == "unknown" and {u["permanent"] for u in r.to_dict()["unread"]} == {p["id"] for p in prisms}
    paid = Board(board_dict([bear()] + prisms + [land(0, "{W}"), tax]))
    assert paid.check({"attacks": {"bear0": "B"}}).status == "legal"  # a Plains pays it


def _mana_board(*perms: dict, players: tuple = ("A", "B")) -> dict:
    return {"version": 1, "players": [{"id": p} for p in players], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "prop", "card": "Propaganda", "controller": "B"}, *perms]}


def test_for_each_basic_swamp_cabal_stronghold_205_4a():
    # "{T}: Add {C}. {3}, {T}: Add {B} for each basic Swamp you control.": with five basic
    # Swamps, {3} paid and {B} x 5 back makes seven mana; a Swamp that isn't basic pays the
    # {3} but isn't counted: six either way (the {C} instead)
    stronghold = {"id": "stronghold", "card": "Cabal Stronghold", "controller": "A"}
    swamps = [{"id": f"s{i}", "card": "Swamp", "controller": "A"} for i in range(5)]
    bog = {"id": "bog", "name": "Bog", "types": ["land"], "subtypes": ["Swamp"], "controller": "A", "mana": ["{B}"]}
    tax = {"id": "prop", "name": "Tax", "types": ["enchantment"], "controller": "B",
           "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{7}"}]}

    def check(*lands: dict) -> str:
        data = _mana_board(stronghold, *lands)
        data["permanents"][1] = tax
        b = Board(data)
        assert b.unread == []
        return str(b.check({"attacks": {"bear": "B"}}).status)

    assert check(*swamps) == "legal"
    assert check(*swamps[:4], bog) == "illegal"


def test_for_each_creature_with_defender_overgrown_battlement():
    # "{T}: Add {G} for each creature you control with defender": itself and Wall of Stone
    walls = [{"id": "wall", "card": "Overgrown Battlement", "controller": "A"}]
    assert Board(_mana_board(*walls)).check({"attacks": {"bear": "B"}}).status == "illegal"
    walls.append({"id": "stone", "card": "Wall of Stone", "controller": "A"})
    r = Board(_mana_board(*walls)).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "wall", "mana": "{G}{G}"}]


def test_for_each_creature_with_power_4_or_greater_leafkin_avenger():
    # "{T}: Add {G} for each creature with power 4 or greater you control" (itself, 4/3)
    avenger = {"id": "avenger", "card": "Leafkin Avenger", "controller": "A"}
    big = {"id": "big", "name": "Big", "types": ["creature"], "power": 4, "toughness": 4, "controller": "A",
           "tapped": True}
    small = dict(big, id="small", power=3)
    assert Board(_mana_board(avenger, small)).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert Board(_mana_board(avenger, big)).check({"attacks": {"bear": "B"}}).status == "legal"


def test_for_each_plus_one_counter_gyre_sage_122_1():
    # "{T}: Add {G} for each +1/+1 counter on this creature."
    def sage(n: int) -> dict:
        return {"id": "sage", "card": "Gyre Sage", "controller": "A", **({"counters": {"+1/+1": n}} if n else {})}

    assert Board(_mana_board(sage(1))).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert Board(_mana_board(sage(2))).check({"attacks": {"bear": "B"}}).status == "legal"


def test_a_counter_removed_to_make_mana_602_2b():
    # Vivid Meadow: "{T}: Add {W}. {T}, Remove a charge counter from this land: Add one mana
    # of any color." Without a charge counter the second can't be activated: no {U}
    def check(counters: dict, cost: str = "{U}") -> str:
        meadow = {"id": "meadow", "card": "Vivid Meadow", "controller": "A", **({"counters": counters} if counters
                                                                              else {})}
        tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": cost}]}
        b = Board(board_dict([bear(), meadow, tax]))
        assert b.unread == []
        return str(b.check({"attacks": {"bear0": "B"}}).status)

    assert check({}) == "illegal" and check({"charge": 1}) == "legal"
    assert check({}, "{W}") == "legal"  # its own {T}: Add {W}
    # Gemstone Mine and the depletion lands: a mining or depletion counter, else no mana
    mine = {"id": "mine", "card": "Gemstone Mine", "controller": "A"}
    bog = {"id": "bog", "card": "Peat Bog", "controller": "A", "counters": {"depletion": 2}}
    assert Board(board_dict([bear(), mine, PRISON])).check({"attacks": {"bear0": "B"}}).status == "illegal"
    assert Board(board_dict([bear(), bog, PRISON])).check({"attacks": {"bear0": "B"}}).status == "legal"  # {B}{B}


def test_remove_counter_written_out_against_the_reference():
    land_ = {"id": "vivid", "name": "Vivid", "types": ["land"], "controller": "A", "mana": ["{W}"],
             "mana_abilities": [{"cost": "{T}", "produce": ["any"], "remove_counter": "charge"}]}
    tax = {**PRISON, "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{U}"}]}
    assert status([bear(), land_, tax], {"bear0": "B"}) == "illegal"
    assert status([bear(), {**land_, "counters": {"charge": 2}}, tax], {"bear0": "B"}) == "legal"
