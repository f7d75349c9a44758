"""The shapes the Oracle reader may emit (the board format's effect kinds, conditions,
selectors and costs, as agreed with the effect kinds): `check_effect` asserts that one
effect keeps to them. Static effects (a permanent's abilities) may not use placeholders;
resolved templates may."""

from __future__ import annotations

import re
from typing import Any

from attackcheck.models.cards import BOARD_KEYWORDS, PLACEHOLDERS

CONDITION = "condition"
FIELDS: dict[str, tuple[set[str], set[str]]] = {  # kind: (required, optional)
    "attacks_if_able": ({"creatures"}, {"when_attacking"}),
    "attacks_target_if_able": ({"creatures", "target"}, {"include_planeswalkers"}),
    "attacks_other_than_if_able": ({"creatures", "player"}, set()),
    "player_attacks_target_if_able": (set(), {"target", "include_planeswalkers", "count"}),
    "goad": ({"creatures"}, set()),
    "cant_attack": ({"creatures"}, {"unless_defending_player_controls", "unless"}),
    "cant_attack_target": ({"creatures", "target"}, {"include_planeswalkers"}),
    "cant_attack_alone": ({"creatures"}, set()),
    "attacks_only_alone": ({"creatures"}, set()),
    "cant_attack_unless_others": ({"creatures", "count"}, {"others"}),
    "cant_attack_with_odd_number": (set(), {"player"}),
    "max_attackers": ({"count"}, set()),
    "max_attackers_against": ({"target", "count"}, {"include_planeswalkers"}),
    "attack_tax": ({"target"}, {"cost", "pay", "include_planeswalkers", "include_player", "creatures", "x"}),
    "attack_cost": ({"creatures"}, {"cost", "pay", "x"}),
    "grant_keywords": ({"creatures", "keywords"}, set()),
    "remove_keywords": ({"creatures", "keywords"}, set()),
    "grant_abilities": ({"creatures", "abilities"}, set()),
    "modify_pt": ({"creatures", "power", "toughness"}, {"per_color_among", "per_count", "per_attached"}),
    "ignore_defender": ({"creatures"}, {"defenders"}),
    "activate_as_though_haste": ({"creatures"}, set()),
    "attack_as_though_haste": ({"creatures"}, {"defenders"}),
    "cant_attack_players_attacked": ({"creatures"}, set()),
    "cant_be_goaded": ({"creatures"}, set()),
    "attack_direction": ({"direction", "players"}, set()),
    "add_types": ({"permanents", "types"}, {"subtypes", "colors", "power", "toughness", "replaces_creature_types",
                                            "colors_in_addition"}),
    "remove_types": ({"permanents", "types"}, set()),
    "lose_abilities": ({"permanents"}, {"types", "subtypes", "colors", "power", "toughness", "keywords", "mana"}),
    "land_types": ({"permanents", "subtypes"}, {"in_addition", "types", "colors"}),
    "cant_activate": ({"permanents"}, set()),
    "chosen_name_abilities": ({"chosen_for"}, {"chooses", "cost_more"}),
    "grant_mana_abilities": ({"permanents", "mana"}, {"sacrifice"}),
    "mana_trigger": ({"sources", "add"}, {"of_color"}),
    "mana_replacement": ({"sources"}, {"multiply", "produce_instead"}),
}
SELECTOR_KEYS = {"controller", "other", "types", "subtypes", "colors", "not_colors", "keywords", "lacks_keywords",
                 "power_greater_than", "power_at_most", "power_less_than", "toughness_greater_than", "toughness_at_most", "any_subtypes", "names", "not_subtypes", "supertypes", "not_supertypes", "counters", "modified", "enchanted",
                 "equipped", "commander", "token", "except", "tapped", "sick", "enchanted_by"}
STATIC_CONTROLLERS = {"you", "opponents", "any", "attached_player"}
STATIC_TARGETS = {"you", "self", "owner", "attached_controller"}
CONDITION_KEYS = {"source_untapped", "source_tapped", "source_attached", "attached", "source", "source_counters",
                  "you_control", "you_control_at_most", "battlefield", "graveyard", "hand", "life", "your_turn",
                  "asked", "devotion"}
DEFENDER_KEYS = {"defending_player_controls", "defending_player_controls_none", "controls_more_than_defending",
                 "controls_fewer_than_defending", "defending_player_life_at_most", "defending_player_asked"}
PAY_KEYS = {"sacrifice", "tap", "discard", "life", "remove_counters", "return_to_hand"}
COST = re.compile(r"^(?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+$")


# the players a hand, life or graveyard condition the reader writes is about (Relic Golem:
# each_opponent; Lupine Prototype: each_player)
PLAYER_WORDS = ("you", "an_opponent", "each_opponent", "a_player", "each_player")


def check_selector(sel: Any, static: bool) -> None:
    if isinstance(sel, list):
        assert all(isinstance(i, str) for i in sel), sel
        return
    if isinstance(sel, str):
        allowed = {"self", "attached"} | (set() if static else set(PLACEHOLDERS))
        assert sel in allowed, sel
        return
    assert isinstance(sel, dict) and sel, sel
    assert set(sel) <= SELECTOR_KEYS, sel
    if "controller" in sel:
        allowed = STATIC_CONTROLLERS | (set() if static else set(PLACEHOLDERS))
        assert sel["controller"] in allowed, sel
    for key in ("colors", "not_colors"):
        assert set(sel.get(key, [])) <= set("WUBRG"), sel
    for key in ("keywords", "lacks_keywords"):
        assert set(sel.get(key, [])) <= set(BOARD_KEYWORDS), sel
    if "power_greater_than" in sel:
        assert sel["power_greater_than"] in ("hand", "source") or isinstance(sel["power_greater_than"], int), sel
    for key in ("toughness_greater_than", "toughness_at_most"):
        if key in sel:
            assert isinstance(sel[key], int), sel
    if "power_less_than" in sel:
        assert sel["power_less_than"] == "source" or isinstance(sel["power_less_than"], int), sel
    if "power_at_most" in sel:
        assert isinstance(sel["power_at_most"], int), sel
    for key in ("subtypes", "not_subtypes", "names", "types"):
        assert all(isinstance(v, str) and v for v in sel.get(key, [])), sel
    for key in ("other", "modified", "enchanted", "equipped", "commander", "token", "tapped", "sick"):
        if key in sel:
            assert isinstance(sel[key], bool), sel
    if "counters" in sel:
        assert isinstance(sel["counters"], str) and sel["counters"], sel
    if "enchanted_by" in sel:
        assert sel["enchanted_by"] in ("you", "opponents"), sel
    if "except" in sel:
        exc = sel["except"]
        if isinstance(exc, list) and not all(isinstance(e, str) for e in exc):  # a list of selectors
            assert len(exc) >= 2, sel
            for one in exc:
                check_selector(one, static)
        else:
            check_selector(exc, static)


def _count(spec: dict, key: str) -> None:
    assert isinstance(spec, dict), spec
    check_selector(spec["selector"], True)
    assert isinstance(spec[key], int) and spec[key] >= 0, spec


def check_condition(cond: Any) -> None:
    assert isinstance(cond, dict) and cond and set(cond) <= CONDITION_KEYS, cond
    for key, value in cond.items():
        if key in ("source_untapped", "source_tapped", "source_attached"):
            assert value is True, cond
        elif key == "your_turn":
            assert isinstance(value, bool), cond
        elif key in ("attached", "source"):
            check_selector(value, True)
        elif key == "source_counters":
            assert {"kind", "at_least"} <= set(value) <= {"kind", "at_least", "at_most"}, cond
            assert isinstance(value["at_least"], int) and value.get("at_most", value["at_least"]) >= value["at_least"], cond
        elif key == "you_control":
            for each in value if isinstance(value, list) else [value]:  # a list: each holds
                _count(each, "at_least")
        elif key == "you_control_at_most":
            _count(value, "at_most")
        elif key == "battlefield":
            check_selector(value["selector"], True)
            assert set(value) - {"selector"} and set(value) - {"selector"} <= {"at_least", "at_most"}, cond
        elif key == "graveyard":
            bounds = set(value) - {"player", "of"}
            assert value["player"] in PLAYER_WORDS and len(bounds) == 1 and bounds <= {"at_least", "at_most"}, cond
            assert isinstance(value[bounds.pop()], int) and value["of"] in ("cards", "card_types"), cond
        elif key == "devotion":  # 700.5: a Theros God
            assert set(value) == {"to", "at_most"} and 1 <= len(value["to"]) <= 2, cond
        elif key in ("hand", "life"):  # an_opponent: Bloodghast's "an opponent has 10 or less life"
            assert value["player"] in PLAYER_WORDS and set(value) - {"player"} <= {"at_least", "at_most"}, cond
        elif key == "asked":
            assert set(value) - {"negated"} == {"question", "holds"} and value["holds"] is None, cond
            assert value.get("negated", True) is True, cond
            assert isinstance(value["question"], str) and value["question"].endswith("?"), cond


def check_defender_condition(cond: Any) -> None:
    assert isinstance(cond, dict) and cond and set(cond) <= DEFENDER_KEYS, cond
    for key, value in cond.items():
        if key in ("defending_player_controls", "defending_player_controls_none", "controls_more_than_defending",
                   "controls_fewer_than_defending"):
            check_selector(value, True)
        elif key == "defending_player_life_at_most":
            assert isinstance(value, int), cond
        else:
            assert set(value) - {"negated"} == {"question", "holds"} and value["holds"] is None, cond
            assert value.get("negated", True) is True, cond


def check_pay(pay: Any) -> None:
    assert isinstance(pay, dict) and len(pay) == 1 and set(pay) <= PAY_KEYS, pay
    (key, value), = pay.items()
    if key in ("sacrifice", "tap", "return_to_hand"):
        _count(value, "count")
    elif key in ("discard", "life"):
        assert isinstance(value, int) and value > 0, pay


def check_effect(effect: dict, static: bool) -> None:
    kind = effect["kind"]
    assert kind in FIELDS, kind
    required, optional = FIELDS[kind]
    fields = set(effect) - {"kind"}
    assert required <= fields <= required | optional | {CONDITION}, effect
    targets = STATIC_TARGETS | (set() if static else set(PLACEHOLDERS))
    for key in ("creatures", "when_attacking", "permanents", "sources"):
        if key in effect and not (key == "sources" and effect[key] == {}):  # {}: every permanent (Eloren Wilds)
            check_selector(effect[key], static)
    if kind == "add_types" and not effect["types"] and effect.get("subtypes"):
        # 205.1b: "enchanted creature is a [black] Spirit", its creature types replaced unless "in addition";
        # "other creatures ... are Bears in addition to their other types" (Kudo): a selector of creatures
        if isinstance(effect["permanents"], dict):
            assert "creature" in effect["permanents"]["types"], effect
            assert "replaces_creature_types" not in effect and "colors" not in effect, effect
        else:
            assert effect["permanents"] in ("attached", "self", "target"), effect
            assert effect.get("replaces_creature_types", True) is True, effect
        assert all(s[:1].isupper() for s in effect["subtypes"]), effect
        if effect.get("colors_in_addition"):  # 105.3: "a blue Wall in addition to its other colors" (Deep Freeze)
            assert effect["colors"] and "replaces_creature_types" not in effect, effect
    elif kind == "add_types" and not effect["types"] and effect.get("replaces_creature_types"):
        # 205.1b: "lose all creature types" (Curse of Conformity's creatures), with the base power
        # and toughness the same sentence sets (613.4b): one effect (613.6)
        sel = effect["permanents"]
        assert effect["subtypes"] == [] and "colors" not in effect, effect
        assert sel in ("self", "attached") or (isinstance(sel, dict) and "creature" in sel["types"]), effect
    elif kind == "add_types" and not effect["types"] and "colors" in effect and "power" not in effect:
        # 105.3: a static setting colors alone (Darkest Hour's "All creatures are black", Thran
        # Lens's colorless permanents): a selector of what it colors, the colors spelled out
        assert static and isinstance(effect["permanents"], dict), effect
        assert set(effect) == {"kind", "permanents", "types", "colors"}, effect
        assert all(c in "WUBRG" for c in effect["colors"]) and len(set(effect["colors"])) == len(effect["colors"]), effect
    elif kind == "add_types" and not effect["types"]:
        # 711.2b: a level section's power and toughness; 613.4b: a static's base power and toughness
        # (Godhead of Awe's other creatures, Belt of Giant Strength's equipped creature, Snowmelt Stag;
        # an emblem's, as its ability resolves: The Capitoline Triad)
        sel = effect["permanents"]
        assert sel in ("self", "attached") or (isinstance(sel, dict) and "creature" in sel["types"]
                                               and not any(k.startswith(("power", "toughness")) for k in sel)), effect
        assert set(effect) - {CONDITION} == {"kind", "permanents", "types", "power", "toughness"}, effect
        assert "asked" not in effect.get(CONDITION, {}), effect
        assert isinstance(effect.get("power"), int) and isinstance(effect.get("toughness"), int), effect
    elif kind == "add_types" and "creature" not in effect["types"]:
        # 205.1b: "becomes a [colorless] artifact in addition to its other types" as it resolves
        # (Xathrid Gorgon): the target, no creature made, colorless or its colors kept
        assert not static and effect["permanents"] == "target", effect
        assert effect["types"] in (["artifact"], ["enchantment"]) and effect.get("colors", []) == [], effect
        assert set(effect) <= {"kind", "permanents", "types", "colors"}, effect
    elif kind == "add_types":  # 205.2a: card types (the reader adds creature, and artifact beside it)
        assert "creature" in effect["types"] and set(effect["types"]) <= {"artifact", "creature"}, effect
    if kind == "remove_types" and effect["permanents"] == "attached":  # Luxior: "isn't a planeswalker"
        assert effect["types"] != ["creature"] and len(effect["types"]) == 1, effect
    elif kind == "remove_types":  # "isn't a creature", or a creature only (205.1a: Grand Master of
        # Flowers' "he's a 7/7 Dragon God creature"): the card itself, under a condition
        assert effect["permanents"] == "self" and CONDITION in effect, effect
        assert effect["types"] == ["creature"] or "creature" not in effect["types"], effect
    for key in ("target", "player"):
        if key in effect:
            assert effect[key] in targets, effect
    if kind in ("attack_tax", "attack_cost"):
        assert "cost" in effect or "pay" in effect, effect
    if "cost" in effect:
        assert COST.match(effect["cost"]), effect
        if "{X}" in effect["cost"] and static:
            assert "x" in effect, effect
    if "pay" in effect:
        check_pay(effect["pay"])
    if kind == "grant_mana_abilities":  # 613 layer 6: one {T} ability, its options (a color, any)
        assert effect["mana"] and all(isinstance(o, str) and (o == "any" or COST.match(o)) for o in effect["mana"]), effect
    if kind == "chosen_name_abilities":  # 201.3: the name the board's answers give, never one the reader guesses
        assert static and effect["chosen_for"] and effect.get("chooses", "nonland") == "nonland", effect
        assert effect.get("cost_more", 1) in range(1, 10), effect
    if kind == "mana_trigger":  # 605.1b: a mana string, one of any color, or one of a type it made
        assert effect["add"] in ("same", "any", "chosen") or COST.match(effect["add"]), effect
        if "of_color" in effect:  # 105.4: one effect a color, each asking whether it is the one chosen
            assert effect["add"] == "{" + effect["of_color"] + "}" and "asked" in effect["condition"], effect
    if kind == "mana_replacement":  # 106.12b: twice or three times as much, or one mana instead
        assert effect.get("multiply") in (2, 3) or COST.match(effect.get("produce_instead", "")), effect
    if "x" in effect:
        x = effect["x"]
        assert isinstance(x, int) or x == "paid" or (isinstance(x, dict) and len(x) == 1 and set(x) <= {
            "count", "counters_on_attacker", "basic_land_types", "hand"}), effect
        if isinstance(x, dict) and "count" in x:
            check_selector(x["count"], True)
    if "keywords" in effect:
        assert effect["keywords"] and set(effect["keywords"]) <= set(BOARD_KEYWORDS), effect
    if kind == "cant_attack" and "unless_defending_player_controls" in effect:
        check_selector(effect["unless_defending_player_controls"], True)
    if "unless" in effect:
        check_defender_condition(effect["unless"])
    if "abilities" in effect:
        assert effect["abilities"], effect
        for inner in effect["abilities"]:
            check_effect(inner, True)
    if kind == "attack_direction":
        assert effect["direction"] in ("left", "right") and effect["players"] == "each", effect
    if CONDITION in effect:
        check_condition(effect[CONDITION])
    for key in ("count", "power", "toughness"):
        if key in effect:  # add_types: a base power and toughness each equal to its mana value (202.3)
            assert isinstance(effect[key], int) or (kind == "add_types" and key != "count"
                                                    and effect[key] == "mana_value"), effect
