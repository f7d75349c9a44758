"""Real cards by name, checked against the Comprehensive Rules and the card data: a mana
ability whose cost moves its card out of a hand (113.6m: Elvish Spirit Guide on the
battlefield makes no mana), one activated only as an instant or with a target (Lion's Eye
Diamond, Witch Engine: never while attackers are declared), and Utopia Sprawl's chosen color
(105.4)."""

from __future__ import annotations

from attackcheck import Board
from attackcheck.models.cards import describe


def board(perms: list[dict], pool: str = "") -> Board:
    a: dict = {"id": "A"}
    if pool:
        a["mana_pool"] = pool
    return Board({"version": 1, "players": [a, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# ------------------------------------------------------------------ 113.6m: a hand's mana ability


def test_a_spirit_guide_on_the_battlefield_makes_no_mana():
    # 113.6m: "Exile this creature from your hand: Add {G}" moves the card out of a hand, so it
    # works only there; on the battlefield it can't be activated. Ghostly Prison asks {2} a
    # creature attacking A's opponent B: the bear's attack can't be paid with nothing else, which
    # is illegal, not unknown; the Guide exiled from a hand earlier is mana in A's pool.
    for name in ("Elvish Spirit Guide", "Simian Spirit Guide"):
        read = describe(name)
        assert read["mana"] == [] and "not_modelled" not in read, name
        perms = [{"id": "guide", "card": name, "controller": "A"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                 {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
        assert status(board(perms), {"bear": "B"}) == "illegal"
        assert status(board(perms), {}) == "legal"
        assert status(board(perms, "{G}{R}"), {"bear": "B"}) == "legal"


def test_a_card_exiled_from_a_hand_for_another_permanent_still_asks():
    # Cadaverous Bloom exiles *a* card from your hand, a cost its permanent pays on the
    # battlefield: how many cards the hand holds, and whether any is left, the board doesn't
    # say, so a payment needing it is unknown.
    perms = [{"id": "bloom", "card": "Cadaverous Bloom", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
    assert describe("Cadaverous Bloom")["not_modelled"]
    assert status(board(perms), {"bear": "B"}) == "unknown"


# ------------------------------------------- 117.3a: no priority while attackers are declared


def test_a_mana_ability_activated_only_as_an_instant_never_pays_to_attack():
    # Lion's Eye Diamond: "Activate only as an instant": only while its controller has
    # priority. Attackers are declared, and their costs paid, as the declare attackers step
    # begins, before anyone has priority (508.1, 117.3a), and mana made in the beginning of
    # combat step is gone by then (500.4). Witch Engine's ability has a target, so it is no
    # mana ability (605.1a) and likewise needs priority; so does "Activate only as a sorcery"
    # (Grinning Ignus: 307.1, a main phase). A bear under Ghostly Prison is
    # illegal beside them, not unknown.
    for name in ("Lion's Eye Diamond", "Diamond Lion", "Witch Engine", "Rhystic Cave", "Grinning Ignus"):
        read = describe(name)
        assert read["mana"] == [] and "not_modelled" not in read, name
        perms = [{"id": "x", "card": name, "controller": "A"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                 {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
        assert status(board(perms), {"bear": "B"}) == "illegal", name
    # a copy's "new targets" is no target of the mana ability's own (Pyromancer's Goggles)
    assert describe("Pyromancer's Goggles")["mana"] == ["{R}"]


# ------------------------------------------------------- 105.4: Utopia Sprawl's chosen color


def sprawl_board(tax: str | None, wild_growth: bool = False, written: str | None = None) -> Board:
    sprawl: dict = {"id": "us", "card": "Utopia Sprawl", "controller": "A", "attached_to": "f"}
    if written:  # the Aura written out by the board, with the color chosen
        sprawl = {"id": "us", "name": "Utopia Sprawl", "controller": "A", "attached_to": "f", "types": ["enchantment"],
                  "subtypes": ["Aura"], "abilities": [{"kind": "mana_trigger", "sources": "attached", "add": written}]}
    perms = [{"id": "f", "card": "Forest", "controller": "A"}, sprawl,
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "bear2", "card": "Grizzly Bears", "controller": "A"}]
    if wild_growth:
        perms += [{"id": "f2", "card": "Forest", "controller": "A"},
                  {"id": "wg", "card": "Wild Growth", "controller": "A", "attached_to": "f2"}]
    effects = [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}] if tax else []
    if tax is None:
        perms.append({"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms, "effects": effects})


def test_utopia_sprawl_adds_one_mana_of_the_color_chosen_as_it_entered():
    # "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana
    # of the chosen color" (605.1b, 106.12a): the Forest it enchants makes {G} and one mana of
    # the color chosen as the Aura entered (105.4), on no board field: read as any color. Where
    # no type of mana is asked (Ghostly Prison's {2}) that is exact: one bear, not two, and
    # three declarations in all.
    read = describe("Utopia Sprawl")
    assert read["effects"] == [{"kind": "mana_trigger", "sources": "attached", "add": "chosen"}]
    r = sprawl_board(None).check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.unread == []
    assert r.payment == {"mana": [{"source": "f", "mana": "{G} and one mana of the color chosen as it entered"}],
                         "life": 0}
    assert str(sprawl_board(None).check({"attacks": {"bear": "B", "bear2": "B"}}).status) == "illegal"
    assert sprawl_board(None).count().count == 3
    # {1}{W}: only where the color chosen is white; {W}{W} never; {1}{G}: the Forest's {G}
    assert status(sprawl_board("{1}{W}"), {"bear": "B"}) == "unknown"
    assert status(sprawl_board("{W}{W}"), {"bear": "B"}) == "illegal"
    paid = sprawl_board("{1}{G}").check({"attacks": {"bear": "B"}})
    assert str(paid.status) == "legal" and paid.payment["mana"] == [
        {"source": "f", "mana": "{G} and one mana of the color chosen as it entered"}]
    # written out with its color, it is judged
    assert status(sprawl_board("{1}{W}", written="{W}"), {"bear": "B"}) == "legal"
    assert status(sprawl_board("{1}{W}", written="{U}"), {"bear": "B"}) == "illegal"


def test_utopia_sprawl_adds_mana_to_the_forest_it_enchants_only():
    # "enchanted Forest" is the one it is attached to (303.4), not a Forest another Aura
    # enchants: with Wild Growth on a second Forest, A makes 2 + 2 mana, short of {5}.
    assert status(sprawl_board("{4}", wild_growth=True), {"bear": "B"}) == "legal"
    assert status(sprawl_board("{5}", wild_growth=True), {"bear": "B"}) == "illegal"


def test_a_color_chosen_as_it_entered_is_exact_where_no_type_of_mana_is_asked():
    # Coldsteel Heart's "one mana of the chosen color" pays generic mana as any color would:
    # under Propaganda's {2}, the Heart and a Forest pay one bear, and the count is exact.
    b = taxed([{"id": "heart", "card": "Coldsteel Heart", "controller": "A"},
               {"id": "f1", "card": "Forest", "controller": "A"}])
    r = b.check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.unread == []
    assert {"source": "heart", "mana": "one mana of the color chosen as it entered"} in r.payment["mana"]
    assert b.count().count == 2
    # {1}{U}: the Heart's color decides it
    assert status(taxed([{"id": "heart", "card": "Coldsteel Heart", "controller": "A"},
                         {"id": "f1", "card": "Forest", "controller": "A"}], "{1}{U}"), {"bear": "B"}) == "unknown"


# ------------------------------------------------- colors fixed earlier, read as any color


def taxed(perms: list[dict], tax: str = "{2}") -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, *perms],
                  "effects": [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}]})


def test_chrome_mox_is_read_as_any_color_and_judged_where_that_is_enough():
    # "{T}: Add one mana of any of the exiled card's colors": the imprinted card's colors, none
    # where no card (or a colorless one) was exiled; the board holds no such field. Read as one
    # mana of any color, wider than it is: a payment failing even so fails, one found without
    # the Mox stands, and one that needs it is unknown.
    mox = {"id": "mox", "card": "Chrome Mox", "controller": "A"}
    forest = {"id": "f1", "card": "Forest", "controller": "A"}
    assert describe("Chrome Mox")["mana"] == ["any"]
    assert status(taxed([mox]), {"bear": "B"}) == "illegal"  # at most 1 mana for {2}
    assert status(taxed([mox, forest]), {"bear": "B"}) == "unknown"
    assert status(taxed([mox, forest, {**forest, "id": "f2"}]), {"bear": "B"}) == "legal"
    # written out by the board, it is judged: the exiled card was blue
    written = {**mox, "mana": ["{U}"], "unread_text": "written"}
    assert status(taxed([written, forest], "{1}{U}"), {"bear": "B"}) == "legal"
    assert status(taxed([written, forest], "{1}{R}"), {"bear": "B"}) == "illegal"


def test_star_compass_makes_the_colors_basic_lands_could_produce():
    # 106.7: "one mana of any color that a basic land you control could produce": a basic
    # Plains gives {W}; a nonbasic land with the Plains type (Scrubland) is no basic land.
    compass = {"id": "compass", "card": "Star Compass", "controller": "A"}
    plains = {"id": "p", "card": "Plains", "controller": "A"}
    scrub = {"id": "s", "card": "Scrubland", "controller": "A"}
    assert status(taxed([compass, plains], "{W}{W}"), {"bear": "B"}) == "legal"
    assert status(taxed([compass, scrub], "{W}{W}"), {"bear": "B"}) == "illegal"


# ------------------------------------------------ 106.7: Incubation Druid with a +1/+1 counter


def test_incubation_druid_makes_three_mana_of_a_type_with_a_counter():
    # "{T}: Add one mana of any type that a land you control could produce. If this creature
    # has a +1/+1 counter on it, add three mana of that type instead." With a Forest, one {G}
    # (two with the Forest: one bear through Ghostly Prison); with a counter, {G}{G}{G} (four in
    # all: both bears). Without a land it makes nothing (106.7); summoning sick, it can't tap.
    druid = {"id": "druid", "card": "Incubation Druid", "controller": "A"}
    forest = {"id": "f1", "card": "Forest", "controller": "A"}
    bear2 = {"id": "bear2", "card": "Grizzly Bears", "controller": "A"}
    assert describe("Incubation Druid").get("not_modelled") is None
    plain = taxed([druid, forest, bear2])
    assert status(plain, {"bear": "B"}) == "legal" and status(plain, {"bear": "B", "bear2": "B"}) == "illegal"
    grown = taxed([{**druid, "counters": {"+1/+1": 1}}, forest, bear2])
    assert status(grown, {"bear": "B", "bear2": "B"}) == "legal"
    paid = grown.check({"attacks": {"bear": "B", "bear2": "B"}}).payment
    assert paid is not None and {"source": "druid", "mana": "{G}{G}{G}"} in paid["mana"]
    assert status(taxed([{**druid, "counters": {"+1/+1": 1}}]), {"bear": "B"}) == "illegal"
    assert status(taxed([{**druid, "counters": {"+1/+1": 1}, "sick": True}, forest]), {"bear": "B"}) == "illegal"
    # an Island too: three of one type, {U}{U}{U} or {G}{G}{G}, never mixed
    island = {"id": "i1", "card": "Island", "controller": "A", "tapped": True}
    assert status(taxed([{**druid, "counters": {"+1/+1": 1}}, island], "{U}{U}{U}"), {"bear": "B"}) == "legal"
    assert status(taxed([{**druid, "counters": {"+1/+1": 1}}, island], "{U}{G}{G}"), {"bear": "B"}) == "illegal"


def test_a_check_legal_in_every_case_but_paid_differently_has_no_payment_plan():
    # An asked grant of "{T}: Add {G}{G}" on one of two Forests: answered yes, that Forest pays
    # Ghostly Prison's {2} alone; no, both pay. The bear may attack either way (legal whatever
    # the answer), but which permanents pay depends on it: no payment plan is given. (An asked
    # mana trigger only adds mana: the payment found without it is given, test_cards_review23.)
    aura = {"id": "aura", "name": "Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "attached_to": "f1", "abilities": [{"kind": "grant_mana_abilities", "permanents": "attached",
                                                "mana": ["{G}{G}"],
                                                "condition": {"asked": {"question": "Is it raining?", "holds": None}}}]}
    b = taxed([{"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"},
               aura])
    r = b.check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.payment is None and [u["text"] for u in r.unread] == ["Is it raining?"]
    p = b.propose(objective="max-attackers")
    assert str(p.status) == "legal" and dict(p.declaration) == {"bear": "B"} and p.payment is None


# ------------------------------------ "X mana of any one color, where X is the number of ..."


def test_x_mana_of_one_color_for_each_permanent_counted():
    # Wirewood Channeler: "Add X mana of any one color, where X is the number of Elves on the
    # battlefield" (every player's Elves, itself too): with an opponent's Elf, {U}{U} for a
    # {U}{U} tax, never {U}{G}; Axebane Guardian's "X mana in any combination of colors, where
    # X is the number of creatures you control with defender" pays {U}{G}.
    channeler = {"id": "ch", "card": "Wirewood Channeler", "controller": "A"}
    elf = {"id": "elf", "card": "Llanowar Elves", "controller": "B"}
    assert describe("Wirewood Channeler")["mana_abilities"] == [
        {"cost": "{T}", "produce": [["{W}", "{U}", "{B}", "{R}", "{G}"]], "for_each": {"controller": "any",
                                                                                    "subtypes": ["Elf"]}}]
    assert status(taxed([channeler, elf], "{U}{U}"), {"bear": "B"}) == "legal"
    assert status(taxed([channeler, elf], "{U}{G}"), {"bear": "B"}) == "illegal"
    assert status(taxed([channeler], "{U}{U}"), {"bear": "B"}) == "illegal"  # one Elf: one mana
    guardian = {"id": "ag", "card": "Axebane Guardian", "controller": "A"}
    wall = {"id": "wall", "card": "Wall of Stone", "controller": "A"}
    assert status(taxed([guardian, wall], "{U}{G}"), {"bear": "B"}) == "legal"
    assert status(taxed([guardian, wall], "{U}{G}{B}"), {"bear": "B"}) == "illegal"


# ------------------------------------------------- 111.10a: Goldspan Dragon's grant to Treasures


def test_goldspan_dragon_makes_each_treasure_tap_for_two_mana_of_one_color():
    # "Treasures you control have '{T}, Sacrifice this artifact: Add two mana of any one
    # color.'" (613.1f): a Treasure pays once (it is sacrificed, 701.21a), two mana of one
    # color or its own one of any color. Ghostly Prison asks {2} a creature: the bear and the
    # Dragon together ({4}) with two Forests and a Treasure. Under Yasharn ("Players can't pay
    # life or sacrifice nonland permanents to cast spells or activate abilities", 602.2b) the
    # Treasure pays nothing, granted ability or its own.
    read = describe("Goldspan Dragon")
    assert read["effects"] == [{"kind": "grant_mana_abilities", "permanents": {"controller": "you",
                                                                               "subtypes": ["Treasure"]},
                                "mana": ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"], "sacrifice": True}]
    assert "not_modelled" not in read
    perms = [{"id": "gd", "card": "Goldspan Dragon", "controller": "A"},
             {"id": "t1", "name": "Treasure", "controller": "A", "token": True, "types": ["artifact"],
              "subtypes": ["Treasure"], "mana": ["any"]},
             {"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"}]
    assert status(taxed(perms), {"bear": "B", "gd": "B"}) == "legal"
    assert status(taxed(perms, "{3}"), {"bear": "B", "gd": "B"}) == "illegal"  # {6}: 4 mana at most
    assert status(taxed(perms, "{U}{U}"), {"bear": "B"}) == "legal"
    yasharn = {"id": "yas", "card": "Yasharn, Implacable Earth", "controller": "A"}
    assert status(taxed([*perms, yasharn]), {"bear": "B", "gd": "B"}) == "illegal"
    assert status(taxed([*perms, yasharn]), {"bear": "B"}) == "legal"  # the Forests


# ---------------------------------------- "{T}, Sacrifice a creature: Add {B}{B}." (701.21a)


FOOD = {"name": "Food", "controller": "A", "token": True, "types": ["artifact"], "subtypes": ["Food"]}


def test_a_tap_ability_that_sacrifices_a_permanent_pays_while_one_may_be_sacrificed():
    # Phyrexian Tower: "{T}, Sacrifice a creature: Add {B}{B}." The bear attacking B under
    # Ghostly Prison may be the creature sacrificed: its {2} is locked in (508.1h) and paid
    # with the Tower's mana (508.1i-j). Gilded Goose: "{T}, Sacrifice a Food: Add one mana of
    # any color", with a Food only.
    tower = {"id": "tower", "card": "Phyrexian Tower", "controller": "A"}
    assert describe("Phyrexian Tower")["mana_abilities"] == [
        {"cost": "{T}", "sacrifice_one": {"types": ["creature"]}, "produce": ["{B}{B}"]}]
    r = taxed([tower]).check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.payment["mana"] == [{"source": "tower", "mana": "{B}{B}"}]
    assert status(taxed([tower], "{3}"), {"bear": "B"}) == "illegal"
    goose = {"id": "goose", "card": "Gilded Goose", "controller": "A"}
    forest = {"id": "f1", "card": "Forest", "controller": "A"}
    assert status(taxed([goose, forest, {**FOOD, "id": "food1"}]), {"bear": "B"}) == "legal"
    assert status(taxed([goose, forest]), {"bear": "B"}) == "illegal"  # no Food: no mana from the Goose
    assert status(taxed([{**goose, "sick": True}, forest, {**FOOD, "id": "food1"}]), {"bear": "B"}) == "illegal"


def test_a_permanent_two_mana_abilities_may_sacrifice_is_not_judged_where_needed():
    # 701.21a: one Food, two Geese: one Goose may make mana, not both (read wider: unknown
    # where both are needed, judged where one is enough or even both are too few). Phyrexian
    # Tower beside Ashnod's Altar: the bear sacrificed to one is gone for the other.
    goose = {"id": "g1", "card": "Gilded Goose", "controller": "A"}
    two = [goose, {**goose, "id": "g2"}, {**FOOD, "id": "food1"}]
    assert status(taxed(two), {"bear": "B"}) == "unknown"
    assert status(taxed(two, "{1}"), {"bear": "B"}) == "legal"
    assert status(taxed(two, "{3}"), {"bear": "B"}) == "illegal"
    altar = [{"id": "tower", "card": "Phyrexian Tower", "controller": "A"},
             {"id": "altar", "card": "Ashnod's Altar", "controller": "A"}]
    assert status(taxed(altar, "{4}"), {"bear": "B"}) == "unknown"


def test_a_doubt_about_mana_matters_only_where_a_cost_asks_for_mana():
    # Lotus Petal beside Krark-Clan Ironworks (which may sacrifice it too) with no cost to
    # attack: every declaration is judged, and counted (508.1h: no payment)
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "lp", "card": "Lotus Petal", "controller": "A"},
                              {"id": "kci", "card": "Krark-Clan Ironworks", "controller": "A"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]})
    assert b.count().count == 2 and b.count().unread == []


def test_a_chosen_color_spelled_out_or_read_by_another_ability_is_not_judged_where_a_type_is_asked():
    # Norn's Annex's {W/P} at 1 life (119.4: no life to pay): white mana is needed. A Thriving
    # Isle makes {U} or one mana of the color chosen as it entered; Incubation Druid makes one
    # mana of a type it could produce (106.7), so white only if white was chosen: unknown, not
    # legal. So is Coldsteel Heart doubled by Mana Reflection (two of the chosen color).
    annex = {"id": "annex", "card": "Norn's Annex", "controller": "B"}

    def one_life(perms: list[dict]) -> Board:
        return Board({"version": 1, "players": [{"id": "A", "life": 1}, {"id": "B"}], "turn": {"active": "A"},
                      "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, annex, *perms]})

    druid = [{"id": "druid", "card": "Incubation Druid", "controller": "A"},
             {"id": "isle", "card": "Thriving Isle", "controller": "A", "tapped": True}]
    assert status(one_life(druid), {"bear": "B"}) == "unknown"
    heart = [{"id": "heart", "card": "Coldsteel Heart", "controller": "A"},
             {"id": "refl", "card": "Mana Reflection", "controller": "A"}]
    assert status(one_life(heart), {"bear": "B"}) == "unknown"
    # where no type is asked, one mana pays as any other would: judged, the plan saying so
    r = taxed([{"id": "isle", "card": "Thriving Isle", "controller": "A"},
               {"id": "flare", "card": "Mana Flare", "controller": "A"}]).check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.payment["mana"][0]["mana"].endswith(
        ", or as much of a color chosen as it entered")


def test_a_payment_plan_says_every_chosen_color_of_a_source():
    # two Utopia Sprawls on one Forest: {G} and two mana of the colors chosen, none of it {C}
    sprawl = {"card": "Utopia Sprawl", "controller": "A", "attached_to": "f1"}
    b = taxed([{"id": "f1", "card": "Forest", "controller": "A"}, {**sprawl, "id": "us1"}, {**sprawl, "id": "us2"},
               {"id": "p1", "card": "Plains", "controller": "A"}], "{2}{W}")
    r = b.check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal"
    assert {"source": "f1", "mana": "{G} and 2 mana of the colors chosen as they entered"} in r.payment["mana"]


def test_with_counters_on_counters_a_mana_ability_removes_is_refused():
    # the abilities a permanent has would change as it pays (602.2b): not a board the format holds
    import pytest

    from attackcheck import InputError

    gizmo = {"id": "gizmo", "name": "Gizmo", "controller": "A", "types": ["artifact"], "counters": {"charge": 2},
             "mana_abilities": [{"cost": "", "remove_counter": "charge", "produce": ["{C}"],
                                 "with_counters": {"kind": "charge", "at_least": 2}}]}
    with pytest.raises(InputError, match="with_counters"):
        taxed([gizmo])


def test_mana_in_any_combination_of_some_colors():
    # Relic of Sauron: "{T}: Add two mana in any combination of {U}, {B}, and/or {R}" pays
    # {U}{R} or {B}{B}, never a {G}
    relic = {"id": "relic", "card": "Relic of Sauron", "controller": "A"}
    assert status(taxed([relic], "{U}{R}"), {"bear": "B"}) == "legal"
    assert status(taxed([relic], "{B}{B}"), {"bear": "B"}) == "legal"
    assert status(taxed([relic], "{U}{G}"), {"bear": "B"}) == "illegal"


def test_x_mana_for_each_other_creature_of_one_of_two_colors():
    # Brigid, Doun's Mind: "{T}: Add X {G} or X {W}, where X is the number of other creatures
    # you control": with the bear and one more creature, {G}{G} or {W}{W}, never {G}{W}
    brigid = {"id": "brigid", "card": "Brigid, Doun's Mind", "controller": "A"}
    other = {"id": "bear2", "card": "Grizzly Bears", "controller": "A"}
    assert status(taxed([brigid, other], "{W}{W}"), {"bear": "B"}) == "legal"
    assert status(taxed([brigid, other], "{G}{W}"), {"bear": "B"}) == "illegal"
    assert status(taxed([brigid, other], "{3}"), {"bear": "B"}) == "illegal"  # not herself: 2 mana


def test_sacrifice_outlets_and_tap_sacrifice_abilities_that_take_each_others_permanents():
    # Krark-Clan Stoker ("{T}, Sacrifice an artifact: Add {R}{R}") beside Ashnod's Altar
    # ("Sacrifice a creature: Add {C}{C}"): the Altar is the Stoker's only artifact and the
    # Stoker one of the Altar's creatures, so whichever goes first takes the other (701.21a):
    # at most 4 mana with the bear, not 6. Read wider, a payment needing both is not judged.
    perms = [{"id": "stoker", "card": "Krark-Clan Stoker", "controller": "A"},
             {"id": "altar", "card": "Ashnod's Altar", "controller": "A"}]
    assert status(taxed(perms, "{6}"), {"bear": "B"}) == "unknown"
    assert status(taxed(perms, "{7}"), {"bear": "B"}) == "illegal"
    # Phyrexian Tower under Yasharn: every creature is a nonland permanent it may not sacrifice
    # (602.2b): it makes no {B}{B}, and its {C} alone doesn't pay {2}
    tower = [{"id": "tower", "card": "Phyrexian Tower", "controller": "A"},
             {"id": "yas", "card": "Yasharn, Implacable Earth", "controller": "B"}]
    assert status(taxed(tower), {"bear": "B"}) == "illegal"
    assert status(taxed(tower, "{1}"), {"bear": "B"}) == "legal"


def test_a_goldspan_grant_under_yasharn_pays_nothing_whatever_the_timestamps():
    # a Treasure that lost all its abilities before Goldspan's grant (613.7) has the granted
    # ability, which Yasharn still stops (602.2b)
    perms = [{"id": "hum", "name": "Blank", "controller": "A", "types": ["enchantment"],
              "abilities": [{"kind": "lose_abilities", "permanents": {"subtypes": ["Treasure"]}}]},
             {"id": "gd", "card": "Goldspan Dragon", "controller": "A"},
             {"id": "t1", "name": "Treasure", "controller": "A", "token": True, "types": ["artifact"],
              "subtypes": ["Treasure"], "mana": ["any"]},
             {"id": "yas", "card": "Yasharn, Implacable Earth", "controller": "B"}]
    assert status(taxed(perms, "{1}"), {"bear": "B"}) == "illegal"


def test_any_combination_doubled_is_exact_where_no_type_of_mana_is_asked():
    # Axebane Guardian and a Wall, two creatures with defender, beside Mana Reflection: two
    # mana in any combination, doubled: four, whatever colors (106.12)
    perms = [{"id": "ag", "card": "Axebane Guardian", "controller": "A"},
             {"id": "wall", "card": "Wall of Stone", "controller": "A"},
             {"id": "refl", "card": "Mana Reflection", "controller": "A"}]
    assert status(taxed(perms, "{4}"), {"bear": "B"}) == "legal"
    assert status(taxed(perms, "{5}"), {"bear": "B"}) == "illegal"


# ------------------------------------------------- the Commander mana staples audit, second round


def test_a_spirit_guide_in_hand_adds_its_mana():
    # 113.6m: "Exile this card from your hand: Add {R}" works from a hand, and a mana ability
    # may be activated while a cost is paid (605.3a, 508.1i): Simian and Elvish Spirit Guide
    # known in A's hand pay Ghostly Prison's {2}
    b = Board({"version": 1, "players": [{"id": "A", "hand": 2, "hand_cards": [
        {"name": "Simian Spirit Guide", "types": ["creature"]}, {"name": "Elvish Spirit Guide", "types": ["creature"]}]},
        {"id": "B"}], "turn": {"active": "A"},
        "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                       {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]})
    assert status(b, {"bear": "B"}) == "legal" and b.count().count == 2


def test_a_tapped_painful_source_changes_no_life():
    # Talisman of Progress deals 1 damage to you when tapped for {W} or {U}; tapped already, it
    # can't be activated, so under Norn's Annex ({W/P}) nothing hangs on it: the count is exact
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "p", "card": "Plains", "controller": "A"},
                              {"id": "tal", "card": "Talisman of Progress", "controller": "A", "tapped": True},
                              {"id": "annex", "card": "Norn's Annex", "controller": "B"}]})
    assert b.count().count == 2 and b.count().unread == []


def test_urzas_saga_mana_matters_only_to_its_controller():
    # chapter I: "This Saga gains '{T}: Add {C}.'" (714.2b): mana not read, its controller's:
    # an opponent's Saga leaves A's payment alone
    b = taxed([{"id": "saga", "card": "Urza's Saga", "controller": "B", "counters": {"lore": 1}},
               {"id": "f1", "card": "Forest", "controller": "A"}], "{1}")
    assert status(b, {"bear": "B"}) == "legal" and b.count().unread == []
