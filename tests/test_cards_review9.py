"""Real cards by name, checked against an independent rules engine's card scripts (ninth
review): each reading here agreed with the engine's structured attack constraint (selector,
defender, count, controller scope, condition) and with the Oracle text and the Comprehensive
Rules; the boards pin the verdicts."""

from __future__ import annotations

from attackcheck import Board

from helpers import outcome


def board(perms: list[dict], players: int = 3) -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p} for p in ids], "turn": {"active": "A"},
                  "permanents": perms})


def verdict(perms: list[dict], attacks: dict, players: int = 3) -> tuple[str, list[str]]:
    r = board(perms, players).check({"attacks": attacks})
    return r.status, [u["permanent"] for u in r.to_dict()["unread"]]


def bear(cid: str, controller: str = "A", **kw) -> dict:
    return {"id": cid, "card": "Grizzly Bears", "controller": controller, **kw}


def walker(cid: str, controller: str) -> dict:
    return {"id": cid, "card": "Ajani Goldmane", "controller": controller, "loyalty": 4}


# --------------------------------------------------------------------------- defenders and controller scope


def test_fealty_to_the_realm_binds_the_creature_away_from_the_auras_controller():
    # "Enchanted creature attacks each combat if able and can't attack you": "you" is the
    # Aura's controller (109.5), whoever controls the creature (the monarch, a fact the board
    # states as the creature's controller).
    assert outcome("Fealty to the Realm", "The monarch controls") == "ignored"
    perms = [bear("x"), {"id": "f", "card": "Fealty to the Realm", "controller": "B", "attached_to": "x"}]
    assert verdict(perms, {"x": "C"}) == ("legal", [])
    assert verdict(perms, {"x": "B"}) == ("illegal", [])
    assert verdict(perms, {}) == ("illegal", [])  # 508.1d: attacking C obeys the requirement


def test_public_enemy_sends_every_creature_at_the_enchanted_creatures_controller():
    perms = [bear("x"), bear("y", "C"),
             {"id": "p", "card": "Public Enemy", "controller": "A", "attached_to": "y"}]
    assert verdict(perms, {"x": "C"}) == ("legal", [])
    assert verdict(perms, {"x": "B"}) == ("illegal", [])
    assert verdict(perms, {}) == ("illegal", [])


def test_xantcha_attacks_but_never_its_owner_or_the_owners_planeswalkers():
    perms = [{"id": "x", "card": "Xantcha, Sleeper Agent", "controller": "A", "owner": "B"}, walker("w", "B")]
    assert verdict(perms, {"x": "C"}) == ("legal", [])
    assert verdict(perms, {"x": "B"}) == ("illegal", [])
    assert verdict(perms, {"x": "w"}) == ("illegal", [])
    assert verdict(perms, {}) == ("illegal", [])


def test_varchild_keeps_survivors_its_opponents_control_off_it_and_its_planeswalkers():
    survivor = {"id": "s", "controller": "A", "token": True, "types": ["creature"], "subtypes": ["Survivor"],
                "power": 1, "toughness": 1}
    perms = [survivor, bear("x"), walker("w", "B"),
             {"id": "v", "card": "Varchild, Betrayer of Kjeldor", "controller": "B"}]
    assert verdict(perms, {"s": "B"}) == ("illegal", [])
    assert verdict(perms, {"s": "w"}) == ("illegal", [])
    assert verdict(perms, {"s": "C", "x": "B"}) == ("legal", [])  # only Survivors, only its controller


def test_dog_umbra_stops_the_creature_only_under_another_players_control():
    ours = [bear("x"), {"id": "u", "card": "Dog Umbra", "controller": "A", "attached_to": "x"}]
    theirs = [bear("x"), {"id": "u", "card": "Dog Umbra", "controller": "B", "attached_to": "x"}]
    assert verdict(ours, {"x": "B"}) == ("legal", [])
    assert verdict(theirs, {"x": "C"}) == ("illegal", [])


# --------------------------------------------------------------------------- counts


def test_judoon_enforcers_caps_attacks_on_its_controller_not_on_their_planeswalkers():
    perms = [bear("x"), bear("y"), walker("w", "B"), {"id": "j", "card": "Judoon Enforcers", "controller": "B"}]
    assert verdict(perms, {"x": "B", "y": "B"}) == ("illegal", [])
    assert verdict(perms, {"x": "B", "y": "w"}) == ("legal", [])
    assert verdict(perms, {"x": "B", "y": "C"}) == ("legal", [])


def test_the_eternal_wanderer_caps_attacks_on_itself_only():
    perms = [bear("x"), bear("y"), {"id": "e", "card": "The Eternal Wanderer", "controller": "B", "loyalty": 5}]
    assert verdict(perms, {"x": "e", "y": "e"}) == ("illegal", [])
    assert verdict(perms, {"x": "e", "y": "B"}) == ("legal", [])


# --------------------------------------------------------------------------- conditions and their polarity


def test_blind_spot_giant_needs_another_giant():
    # "can't attack or block unless you control another Giant": itself does not count
    giant = {"id": "g", "card": "Blind-Spot Giant", "controller": "A"}
    assert verdict([giant], {"g": "B"}) == ("illegal", [])
    assert verdict([giant, {"id": "h", "card": "Hill Giant", "controller": "A"}], {"g": "B"}) == ("legal", [])
    assert verdict([giant, {"id": "h", "card": "Hill Giant", "controller": "B"}], {"g": "B"}) == ("illegal", [])
    assert verdict([giant, dict(giant, id="g2")], {"g": "B", "g2": "C"}) == ("legal", [])


def test_technodrome_attacks_only_with_power_six_or_more():
    drome = {"id": "t", "card": "Technodrome", "controller": "A"}
    assert verdict([drome], {"t": "B"}) == ("illegal", [])
    assert verdict([dict(drome, power=6)], {"t": "B"}) == ("legal", [])


def test_mogg_jailer_is_stopped_by_an_untapped_small_creature_of_that_defending_player():
    # "can't attack if defending player controls an untapped creature with power 2 or less"
    perms = [{"id": "m", "card": "Mogg Jailer", "controller": "A"}, bear("b", "B")]
    assert verdict(perms, {"m": "B"}) == ("illegal", [])
    assert verdict(perms, {"m": "C"}) == ("legal", [])  # another defending player (508.1b)
    assert verdict([perms[0], bear("b", "B", tapped=True)], {"m": "B"}) == ("legal", [])
    assert verdict([perms[0], dict(bear("b", "B"), power=3)], {"m": "B"}) == ("legal", [])


def test_elephant_grass_stops_black_creatures_and_taxes_the_others():
    grass = {"id": "e", "card": "Elephant Grass", "controller": "B"}
    black = {"id": "k", "card": "Vampire Nighthawk", "controller": "A"}
    lands = [{"id": f"l{i}", "card": "Forest", "controller": "A"} for i in range(2)]
    assert verdict([grass, black] + lands, {"k": "B"}) == ("illegal", [])
    assert verdict([grass, black], {"k": "C"}) == ("legal", [])
    assert verdict([grass, bear("x")], {"x": "B"}) == ("illegal", [])  # {2} unpaid
    assert verdict([grass, bear("x")] + lands, {"x": "B"}) == ("legal", [])


# --------------------------------------------------------------------------- permanents of a creature type


def test_a_kindred_permanent_of_the_type_counts_as_another_giant():
    # 205.3m, 109.2: "another Giant" is any permanent with the subtype; Favor of the Mighty is
    # a Kindred Enchantment - Giant
    giant = {"id": "g", "card": "Blind-Spot Giant", "controller": "A"}
    favor = {"id": "f", "card": "Favor of the Mighty", "controller": "A"}
    assert verdict([giant, favor], {"g": "B"}) == ("legal", [])
    assert verdict([giant, dict(favor, controller="B")], {"g": "B"}) == ("illegal", [])


def test_a_bestowed_aura_enchants_its_creature():
    # 702.103b: cast bestowed, Boon Satyr is an Aura attached to Pillar of War, which is then
    # enchanted and "can attack as though it didn't have defender"
    pillar = {"id": "p", "card": "Pillar of War", "controller": "A"}
    satyr = {"id": "s", "card": "Boon Satyr", "controller": "A", "attached_to": "p"}
    assert verdict([pillar, satyr], {"p": "B"}) == ("legal", [])
    assert verdict([pillar], {"p": "B"}) == ("illegal", [])


def test_an_attached_card_has_no_creature_types():
    # 205.1a: with the creature type go the creature types; a bestowed Nyxborn Shieldmate is
    # no Human, so Night Revelers (haste while an opponent controls a Human) stays sick
    revelers = {"id": "r", "card": "Night Revelers", "controller": "A", "sick": True}
    host = bear("h", "B")
    shieldmate = {"id": "n", "card": "Nyxborn Shieldmate", "controller": "B"}
    assert verdict([revelers, host, shieldmate], {"r": "B"}) == ("legal", [])
    assert verdict([revelers, host, dict(shieldmate, attached_to="h")], {"r": "B"}) == ("illegal", [])


def test_a_reconfigured_equipment_keeps_equipment_and_loses_lizard():
    # 702.151b, 205.1a; a Licid that became an Aura is an Aura enchantment (its text)
    from attackcheck.models.load import board_from_data

    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [bear("x"), {"id": "l", "card": "Lizard Blades", "controller": "A", "attached_to": "x"},
                          {"id": "c", "card": "Convulsing Licid", "controller": "A", "attached_to": "x"},
                          {"id": "w", "card": "Lizard Blades", "controller": "A", "attached_to": "x",
                           "subtypes": ["Equipment", "Lizard"]}]}
    perms = {p.id: p for p in board_from_data(raw).permanents}
    assert (perms["l"].types, perms["l"].subtypes) == (["artifact"], ["Equipment"])
    assert (perms["c"].types, perms["c"].subtypes) == (["enchantment"], ["Aura"])
    assert (perms["w"].types, perms["w"].subtypes) == (["artifact"], ["Equipment", "Lizard"])  # as the board writes
