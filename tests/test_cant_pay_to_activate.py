"""Prohibitions on paying an activation's cost (602.2b, 601.2h): Yasharn, Implacable Earth
("Players can't pay life or sacrifice nonland permanents to cast spells or activate
abilities") and Angel of Jubilation ("... or sacrifice creatures ...") stop mana abilities
that pay life (Mana Confluence) or sacrifice such a permanent (Lotus Petal). Under such a
prohibition those abilities can't be activated, and what their text makes is taken from their
permanent: a payment is judged without it, exactly. Where the permanent's mana as given doesn't
hold what the text makes (a replacement effect changed it), the ability is read as usable and a
payment needing it is not judged. Karn's Sylex spares mana abilities; a land's self-sacrifice is
not a nonland permanent's."""

from __future__ import annotations

from attackcheck import Board


def board(*cards: tuple[str, str]) -> Board:
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
    perms += [{"id": f"x{i}", "card": name, "controller": who} for i, (name, who) in enumerate(cards)]
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                  "permanents": perms})


def unread(b: Board, attacks: dict) -> tuple[str, list]:
    r = b.check({"attacks": attacks})
    return str(r.status), sorted(u["permanent"] for u in r.to_dict()["unread"])


def test_yasharn_stops_lotus_petal_602_2b():
    petals = [("Lotus Petal", "A"), ("Lotus Petal", "A")]
    assert unread(board(*petals), {"bear": "B"}) == ("legal", [])  # two Petals pay Ghostly Prison's {2}
    assert unread(board(("Yasharn, Implacable Earth", "B"), *petals), {"bear": "B"}) == ("illegal", [])
    r = board(("Yasharn, Implacable Earth", "B"), *petals).check({"attacks": {"bear": "B"}})
    (cost,) = [v for v in r.to_dict()["violations"] if v["kind"] == "cost"]
    assert "at most 0 can be made" in cost["message"] and "Lotus Petal (x1) can't pay" in cost["message"]
    assert "Yasharn, Implacable Earth (x0) applies, so its cost can't be paid (602.2b)" in cost["message"]


def test_a_prohibition_changes_nothing_where_no_cost_is_paid():
    b = board(("Yasharn, Implacable Earth", "A"), ("Lotus Petal", "A"))
    assert unread(b, {"bear": "C"}) == ("legal", [])  # C has no Ghostly Prison: no cost (508.1h)
    assert unread(board(("Yasharn, Implacable Earth", "B"), ("Forest", "A"), ("Forest", "A")),
                  {"bear": "B"}) == ("legal", [])  # Forests pay no life and sacrifice nothing


def test_yasharn_spares_a_lands_self_sacrifice():
    # Dwarven Ruins: "{T}, Sacrifice this land: Add {R}{R}." A land is no nonland permanent.
    assert unread(board(("Yasharn, Implacable Earth", "B"), ("Dwarven Ruins", "A")), {"bear": "B"}) == ("legal", [])


def test_angel_of_jubilation_stops_paying_life_not_sacrificing_artifacts():
    confluences = [("Mana Confluence", "A"), ("Mana Confluence", "A")]
    assert unread(board(*confluences), {"bear": "B"}) == ("legal", [])
    assert unread(board(("Angel of Jubilation", "B"), *confluences), {"bear": "B"}) == ("illegal", [])
    # "sacrifice creatures": Lotus Petal is an artifact
    petals = [("Lotus Petal", "A"), ("Lotus Petal", "A")]
    assert unread(board(("Angel of Jubilation", "B"), *petals), {"bear": "B"}) == ("legal", [])


def test_karns_sylex_spares_mana_abilities():
    # "Players can't pay life to cast spells or to activate abilities that aren't mana abilities."
    b = board(("Karn's Sylex", "A"), ("Mana Confluence", "A"), ("Mana Confluence", "A"))
    assert unread(b, {"bear": "B"}) == ("legal", [])


def test_a_payment_without_the_stopped_abilities_stands():
    # two Forests pay Ghostly Prison's {2}: the Petals are not needed, and the plan leaves them
    b = board(("Yasharn, Implacable Earth", "B"), ("Lotus Petal", "A"), ("Lotus Petal", "A"), ("Forest", "A"),
              ("Forest", "A"))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and {m["source"] for m in r.payment["mana"]} == {"x3", "x4"}
    # counting and proposing leave the Petals out: the board counts as it does without them
    without = board(("Yasharn, Implacable Earth", "B"), ("Forest", "A"), ("Forest", "A"))
    assert b.count().status == "exact" and b.count().count == without.count().count == 3
    assert b.propose().status == "legal"


def test_a_payment_failing_with_the_stopped_abilities_fails():
    # two Grizzly Bears attacking B cost {4}; one Petal and one Forest make two at most
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "bear2", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                              {"id": "y", "card": "Yasharn, Implacable Earth", "controller": "B"},
                              {"id": "petal", "card": "Lotus Petal", "controller": "A"},
                              {"id": "forest", "card": "Forest", "controller": "A"}]})
    assert b.check({"attacks": {"bear": "B", "bear2": "B"}}).status == "illegal"


def test_platinum_emperion_stops_its_controllers_life_payments_119_8():
    # "Your life total can't change": Mana Confluence's "Pay 1 life" can't be paid either
    b = board(("Platinum Emperion", "A"), ("Mana Confluence", "A"), ("Mana Confluence", "A"))
    assert unread(b, {"bear": "B"}) == ("illegal", [])
    # a painland's damage changes no life there, and its mana pays
    b = board(("Platinum Emperion", "A"), ("Caves of Koilos", "A"), ("Caves of Koilos", "A"))
    assert unread(b, {"bear": "B"}) == ("legal", []) and b.count().status == "exact"


def test_a_written_out_treasure_is_stopped_too_111_10a():
    # a Treasure token written out (mana: [any]) has "{T}, Sacrifice this artifact: Add one
    # mana of any color" (111.10a): Yasharn stops it as it stops Lotus Petal
    treasure = {"name": "Treasure", "types": ["artifact"], "subtypes": ["Treasure"], "token": True,
                "controller": "A", "mana": ["any"]}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
             {"id": "t1", **treasure}, {"id": "t2", **treasure}]
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "legal"
    data["permanents"] = perms + [{"id": "y", "card": "Yasharn, Implacable Earth", "controller": "B"}]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "illegal"
    # Angel of Jubilation stops sacrificing creatures only
    data["permanents"] = perms + [{"id": "y", "card": "Angel of Jubilation", "controller": "B"}]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "legal"


def test_yasharn_takes_only_the_life_paying_ability_starting_town():
    # Starting Town: "{T}: Add {C}." and "{T}, Pay 1 life: Add one mana of any color." Under
    # Yasharn only its {C} is left: two of them pay Ghostly Prison's {2}, not a {W} tax
    towns = [("Starting Town", "A"), ("Starting Town", "A")]
    assert unread(board(("Yasharn, Implacable Earth", "B"), *towns), {"bear": "B"}) == ("legal", [])
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "tax", "name": "White tax", "types": ["enchantment"], "controller": "B",
                               "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W}"}]},
                              {"id": "town", "card": "Starting Town", "controller": "A"},
                              {"id": "y", "card": "Yasharn, Implacable Earth", "controller": "B"}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert b.count().status == "exact" and b.count().count == 1  # nobody attacks


def test_a_stopped_ability_whose_mana_was_replaced_is_not_judged():
    # Contamination: a land tapped for mana makes {B} instead (106.12b); Mana Confluence's
    # mana as read is then not what its text makes, so which mana the stopped ability would
    # have made is not known here: a payment needing it is not judged
    b = board(("Yasharn, Implacable Earth", "B"), ("Contamination", "B"), ("Mana Confluence", "A"),
              ("Mana Confluence", "A"))
    assert unread(b, {"bear": "B"}) == ("unknown", ["x2", "x3"])


def _enchanted(aura: str, creature: str, *extra: dict) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": creature, "controller": "A"},
                                 {"id": "aura", "card": aura, "controller": "B", "attached_to": "bear"},
                                 {"id": "f1", "card": "Forest", "controller": "A"},
                                 {"id": "f2", "card": "Forest", "controller": "A"},
                                 {"id": "f3", "card": "Forest", "controller": "A"}, *extra]})


def test_oppressive_rays_cost_increase_on_a_creature_without_mana_abilities_601_2f():
    # "Enchanted creature can't attack or block unless its controller pays {3}. Activated
    # abilities of enchanted creature cost {3} more to activate." The bear has no mana ability,
    # so the increase changes no mana: three Forests pay {3} to attack
    b = _enchanted("Oppressive Rays", "Grizzly Bears")
    assert unread(b, {"bear": "B"}) == ("legal", []) and unread(b, {}) == ("legal", [])
    assert b.count().status == "exact" and b.count().count == 2
    # on a creature with a mana ability ({T}: Add {G}), what it makes is not modelled: unknown
    assert unread(_enchanted("Oppressive Rays", "Llanowar Elves"), {}) == ("unknown", ["aura"])


def test_serra_bestiary_stops_only_tap_abilities_of_a_creature_without_any():
    # "... its activated abilities with {T} in their costs can't be activated" (602.5): on a
    # creature without mana abilities no mana is lost, and a second bear pays Ghostly Prison
    b = _enchanted("Serra Bestiary", "Grizzly Bears", {"id": "bear2", "card": "Grizzly Bears", "controller": "A"},
                   {"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    assert unread(b, {"bear": "B"}) == ("illegal", [])  # it can't attack (508.1c)
    assert unread(b, {"bear2": "B"}) == ("legal", [])
    assert b.count().status == "exact" and b.count().count == 2


def _taxed(tax: str, *cards: tuple[str, str]) -> Board:
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "tax", "name": "Tax", "types": ["enchantment"], "controller": "B",
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": tax}]}]
    perms += [{"id": f"x{i}", "card": name, "controller": who} for i, (name, who) in enumerate(cards)]
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms})


def test_a_stopped_ability_leaves_the_same_mana_an_effect_gave_602_2b_613_1f_305_6():
    # Joiner Adept: lands have "{T}: Add one mana of any color." Starting Town's "Pay 1 life"
    # ability is stopped (Yasharn; Platinum Emperion, 119.8), the granted one is not: {B}
    for stopper in ("Yasharn, Implacable Earth", "Platinum Emperion"):
        b = _taxed("{B}", ("Starting Town", "A"), ("Joiner Adept", "A"), (stopper, "A"))
        assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # Urborg makes Ifnir Deadlands a Swamp: "{T}: Add {B}" beside its stopped "{T}, Pay 1 life: Add {B}"
    b = _taxed("{B}", ("Ifnir Deadlands", "A"), ("Urborg, Tomb of Yawgmoth", "B"), ("Platinum Emperion", "A"))
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # Chromatic Lantern of the active player's: Mana Confluence taps for {B} without life
    b = _taxed("{B}{B}", ("Mana Confluence", "A"), ("Chromatic Lantern", "A"), ("Yasharn, Implacable Earth", "B"))
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # without the grant, only its {C}
    b = _taxed("{B}", ("Starting Town", "A"), ("Platinum Emperion", "A"))
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
