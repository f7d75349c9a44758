"""Mana abilities whose cost is {T} and life (Mana Confluence, the horizon lands, the Amonkhet
deserts): read as {T} abilities. The life they cost (119.4: only life one has can be paid)
matters where life also pays Phyrexian mana, or where these abilities together could cost
more life than the active player has: a check stands where its payment is found without
them or with the life they would leave, and is unknown otherwise, never a guess."""

from __future__ import annotations

from attackcheck import Board
from attackcheck.models.cards import lookup, unmodelled_mana


def board(life: int, rocks: list[str], cost: str = "{2}") -> Board:
    tax = {"id": "tax", "name": "Tax", "types": ["enchantment"], "controller": "B",
           "abilities": [{"kind": "attack_tax", "target": "you", "cost": cost}]}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, tax]
    perms += [{"id": f"r{i}", "card": name, "controller": "A"} for i, name in enumerate(rocks)]
    return Board({"version": 1, "players": [{"id": "A", "life": life}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms})


def test_mana_confluence_is_read_as_any_color():
    assert lookup("Mana Confluence")["mana"] == ["any"]
    assert unmodelled_mana(lookup("Mana Confluence")["oracle_text"]) == (
        ("{T}, Pay 1 life: Add one mana of any color.", "life"),)
    assert lookup("Horizon Canopy")["mana"] == [["{G}", "{W}"]]


def test_two_confluences_pay_a_tax_of_two_508_1h():
    b = board(40, ["Mana Confluence", "Mana Confluence"])
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert board(40, ["Mana Confluence"]).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_colors_of_a_horizon_land():
    b = board(40, ["Horizon Canopy", "Horizon Canopy"], "{G}{W}")
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert board(40, ["Horizon Canopy", "Horizon Canopy"], "{U}").check({"attacks": {"bear": "B"}}).status == "illegal"


def test_more_life_to_pay_than_the_player_has_is_unknown_119_4():
    # at 1 life, only one of two Confluences can be activated: not modelled, so unknown
    b = board(1, ["Mana Confluence", "Mana Confluence"])
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    assert [u["permanent"] for u in b.unread] == ["r0", "r1"]
    assert board(2, ["Mana Confluence", "Mana Confluence"]).check({"attacks": {"bear": "B"}}).status == "legal"


def test_life_that_also_pays_phyrexian_mana_is_unknown_107_4f():
    # {G/P}{1}: the two Confluences pay it with mana, no life paid for the {G/P}: it stands
    r = board(40, ["Mana Confluence", "Mana Confluence"], "{G/P}{1}").check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["life"] == 0
    # {G/P}{G/P}{1}: one {G/P} is paid with 2 life besides the Confluences' own 1 each (601.2g
    # before 601.2h): 4 of 40 life
    b = board(40, ["Mana Confluence", "Mana Confluence"], "{G/P}{G/P}{1}")
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # at 3 life it can't be paid (two Confluences leave 1 life; one leaves 2, and both {G/P}
    # by life cost 4): attackcheck's bound (every such ability activated) doesn't prove it
    b = board(3, ["Mana Confluence", "Mana Confluence"], "{G/P}{G/P}{1}")
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"


def test_no_cost_to_attack_no_question():
    b = board(1, ["Mana Confluence", "Mana Confluence"], "{0}")
    assert b.check({"attacks": {"bear": "B"}}).status == "legal" and b.unread == []


def test_mana_spent_only_on_spells_pays_nothing_and_asks_nothing_106_6():
    # Memory of Toshiro: "{T}, Pay 1 life: Add {B}. Spend this mana only to cast an instant or sorcery spell."
    assert unmodelled_mana("{T}, Pay 1 life: Add {B}. Spend this mana only to cast an instant or sorcery spell.") == ()


def annex_board(extra: list[str], plains: int) -> Board:
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    perms += [{"id": f"p{i}", "card": "Plains", "controller": "A"} for i in range(plains)]
    perms += [{"id": f"x{i}", "card": name, "controller": "A"} for i, name in enumerate(extra)]
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms})


def test_a_painland_matters_only_where_life_is_paid_605_3b():
    # Norn's Annex: {W/P}. A Talisman deals 1 damage to its controller when it makes colored
    # mana (605.3b: before the cost is paid): only a payment paying life hangs on it
    b = annex_board(["Talisman of Progress"], 1)
    assert b.check({"attacks": {}}).status == "legal"
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["life"] == 0
    # Ancient Tomb makes {C}{C}, no {W}: the {W/P} is paid with 2 life, the Tomb left untapped
    tomb = annex_board(["Ancient Tomb"], 0)
    assert tomb.check({"attacks": {}}).status == "legal"
    r = tomb.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment == {"mana": [], "life": 2}
    # counted with no life paid but what is left after the Tomb's damage, and as read: both 2
    assert (tomb.count().status, tomb.count().count) == ("exact", 2)


def two_bears_under_annex(life: int) -> Board:
    perms = [{"id": "b1", "card": "Grizzly Bears", "controller": "A"}, {"id": "b2", "card": "Grizzly Bears",
                                                                        "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"},
             {"id": "talisman", "card": "Talisman of Progress", "controller": "A"}]
    return Board({"version": 1, "players": [{"id": "A", "life": life}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms})


def test_damage_before_life_is_paid_601_2g_h():
    # {W/P}{W/P}: the Talisman's {W} (1 damage) and 2 life. At 3 life, 2 are left after the
    # damage: legal; at 2 life, 1 is left and 4 life without the Talisman is too much: it
    # can't be paid, which attackcheck's bound doesn't prove (unknown, never legal)
    r = two_bears_under_annex(3).check({"attacks": {"b1": "B", "b2": "B"}})
    assert r.status == "legal" and r.payment["life"] == 2
    assert two_bears_under_annex(2).check({"attacks": {"b1": "B", "b2": "B"}}).status == "unknown"
    # damage only takes life away: what fails at full life fails (no life gained, 605.3b)
    assert two_bears_under_annex(1).check({"attacks": {"b1": "B", "b2": "B"}}).status == "illegal"
    # counted read narrow (life after the Talisman's damage) and wide (as read): the two
    # attacking together at 2 life is what the bounds leave open
    assert [str(two_bears_under_annex(n).count().status) for n in (1, 3)] == ["exact", "exact"]
    assert [two_bears_under_annex(n).count().count for n in (1, 3)] == [3, 4]
    c = two_bears_under_annex(2).count()
    assert (c.status, c.lower, c.upper) == ("bounds", 3, 4) and c.unread[0]["permanent"] == "talisman"


def test_more_life_to_pay_than_the_player_has_leaves_other_mana_judged_119_4():
    # at 1 life two Confluences can't both be activated; two Forests pay the {2} without them,
    # so the attack stands; without the Forests it is not judged (one Confluence is no {2})
    forests = [{"id": f"f{i}", "card": "Forest", "controller": "A"} for i in range(2)]
    tax = {"id": "tax", "name": "Tax", "types": ["enchantment"], "controller": "B",
           "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, tax,
             {"id": "r0", "card": "Mana Confluence", "controller": "A"},
             {"id": "r1", "card": "Mana Confluence", "controller": "A"}]
    data = {"version": 1, "players": [{"id": "A", "life": 1}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": perms + forests}
    r = Board(data).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and {m["source"] for m in r.payment["mana"]} == {"f0", "f1"}


def test_a_painlands_colorless_mana_changes_no_life_605_3b():
    # Norn's Annex and Propaganda: {W/P}{2}. At 2 life the Talisman's {C} (no damage: only its
    # colored mana hurts) and a Forest's {G} pay the {2}, and 2 life the {W/P}; at 1 life the
    # {W/P} needs the Talisman's {W}, and then one mana is left for the {2}
    def board_at(life: int, rocks: list[str]) -> Board:
        perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                 {"id": "annex", "card": "Norn's Annex", "controller": "B"},
                 {"id": "prop", "card": "Propaganda", "controller": "B"}]
        perms += [{"id": f"x{i}", "card": name, "controller": "A"} for i, name in enumerate(rocks)]
        return Board({"version": 1, "players": [{"id": "A", "life": life}, {"id": "B"}], "turn": {"active": "A"},
                      "permanents": perms})

    r = board_at(2, ["Talisman of Progress", "Forest"]).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment == {"mana": [{"source": "x0", "mana": "{C}"},
                                                         {"source": "x1", "mana": "{G}"}], "life": 2}
    assert board_at(1, ["Talisman of Progress", "Forest"]).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert board_at(2, ["Adarkar Wastes", "Adarkar Wastes"]).check({"attacks": {"bear": "B"}}).status == "legal"
