"""Hypothesis strategies: small random boards (format v1, explicit fields only) and
random declarations for them.  Boards stay small enough for tests/reference.py to
enumerate quickly: at most BUDGET candidate declarations ((defenders + 1) ** eligible)."""
import copy
from itertools import count as _counter

from hypothesis import strategies as st

try:
    from . import reference
except ImportError:                                   # run with tests/ on sys.path
    import reference

PLAYER_IDS = ("A", "B", "C", "D")
NAMES = ("Grizzly Bears", "Mogg Flunkies", "Juggernaut", "Llanowar Elves", "Sea Serpent",
         "Silvercoat Lion", "Wall of Omens", "Goblin Guide")
SUBTYPES = ("Goblin", "Soldier", "Bear", "Wall", "Elf")
KEYWORDS = ("haste", "vigilance", "flying", "defender")
COSTS = ("{0}", "{1}", "{2}", "{W}", "{W/P}", "{W/U}", "{2/W}", "{X}", "{C}", "{1}{W}")
MANA = ("{G}", "{W}", "{U}", "{C}", "{C}{C}", "any", ["{W}", "{U}"], ["{R}", "{G}"])
UNLESS = ({"subtypes": ["Island"]}, {"types": ["land"]}, {"types": ["planeswalker"]},
          {"types": ["creature"], "colors": ["U"]})
# kinds a granted ability may also be (Cryptolith Rite-like grants of a creature's own goad,
# cap or tax: each granted copy is that creature's own effect, 613 layer 6)
GRANTED_KINDS = ("grant_keywords", "goad", "max_attackers_against", "max_attackers", "attack_tax",
                 "grant_mana_abilities")
# an original's copiable values where effects changed its fields (a pump, a granted keyword)
COPIABLE = ({"power": 1, "toughness": 1}, {"keywords": []}, {"keywords": ["haste"]}, {"keywords": ["defender"]},
            {"name": "Original", "colors": ["U"]}, {"types": ["artifact", "creature"], "subtypes": ["Soldier"]},
            {"types": ["artifact"]}, {"mana_cost": "{W}{W}"})
COULD_PRODUCE = ({"types": ["land"], "controller": "you"}, {"types": ["land"], "controller": "opponents"},
                 {"types": ["creature"]}, {"controller": "any"}, {"types": ["land"], "other": True})
COPY_EXCEPT = ({}, {"types_add": ["creature"], "subtypes_add": ["Soldier"], "power": 1, "toughness": 1},
               {"keywords_add": ["haste"]}, {"power": 4}, {"name": "Copy", "colors": ["U"]})
CREATURE_KINDS = ("attacks_if_able", "attacks_target_if_able", "attacks_other_than_if_able",
                  "cant_attack", "cant_attack_target", "cant_attack_alone", "attacks_only_alone",
                  "cant_attack_unless_others", "attack_cost", "cant_attack_players_attacked")
ALL_KINDS = CREATURE_KINDS + ("player_attacks_target_if_able", "max_attackers",
                              "max_attackers_against", "attack_tax", "attack_tax", "attack_cost",
                              "goad", "grant_keywords", "modify_pt",  # extensions from here on
                              "mana_replacement", "mana_trigger", "cant_attack_with_odd_number",
                              "remove_keywords", "grant_abilities", "cant_be_goaded", "ignore_defender",
                              "attack_direction", "attacks_if_able", "grant_abilities", "cant_attack",
                              "ignore_defender", "attack_cost", "add_types", "remove_types", "lose_abilities",
                              "activate_as_though_haste", "land_types", "cant_activate", "grant_mana_abilities",
                              "attack_as_though_haste")
COUNTERS = ({"+1/+1": 1}, {"+1/+1": 2}, {"-1/-1": 1}, {"+1/+1": 1, "-1/-1": 2}, {"ice": 1}, {"+1/+1": 0},
            {"haste": 1}, {"vigilance": 1}, {"flying": 1, "+1/+1": 1})  # 122.1b keyword counters too
COUNTER_KINDS = ("+1/+1", "-1/-1", "ice", "any")
# mana costs, for devotion (700.5): hybrid, twobrid and Phyrexian symbols count, {C} and {X} don't
MANA_COSTS = ("{1}{W}", "{W}{W}", "{G}{G}", "{W/U}", "{2/B}", "{1}{R/P}", "{3}", "{C}", "{X}{G}", "{B}{G}")
# the kinds and fields the board format gained with conditions (boards(extended=True) favours them)
EXTENDED_KINDS = ("remove_keywords", "grant_abilities", "cant_be_goaded", "ignore_defender", "attack_direction",
                  "attacks_if_able", "cant_attack", "attack_cost", "attack_tax", "cant_attack_target",
                  "attacks_target_if_able", "grant_keywords", "add_types", "remove_types", "lose_abilities",
                  "activate_as_though_haste", "land_types", "cant_activate", "grant_mana_abilities",
                  "attack_as_though_haste", "cant_attack_players_attacked")
PER_CREATURE_TARGET = ("attacks_target_if_able", "cant_attack_target", "attack_tax", "attacks_other_than_if_able")
BUDGET = 1000
MAX_CONDITIONALS = 4  # requirements that exist only if a creature attacks: more answer unknown (docs/readings.md)


def _mana_ability(draw):
    """An explicit mana ability (_one_mana_ability), at times there only while its permanent
    has (or lacks) a +1/+1 counter (Incubation Druid's `with_counters`)."""
    out = _one_mana_ability(draw)
    # (not where the ability removes +1/+1 counters itself: which abilities it has would change as
    # it pays, a board the format refuses)
    if _maybe(draw, 0.1) and out.get("remove_counter") != "+1/+1":
        out["with_counters"] = draw(st.sampled_from([{"kind": "+1/+1", "at_least": 1},
                                                     {"kind": "+1/+1", "at_least": 0, "at_most": 0}]))
    return out


def _one_mana_ability(draw):
    """An explicit mana ability: {T} (one choice with the permanent's `mana`, 107.5) or {Q}
    (usable only while tapped, 107.6; an attacker is tapped by attacking, 508.1f)."""
    # {1}, {T}: a Signet's; {W/U}, {T}: a filter land's; {G}, {T}: Ceta Disciple's; {2}, {T}: Cabal Coffers'
    cost = draw(st.sampled_from(["{T}", "{Q}", "{Q}", "{1}, {T}", "{W/U}, {T}", "{G}, {T}", "{2}, {T}"]))
    if _maybe(draw, 0.1):  # 903.4: Command Tower, Arcane Signet
        return {"cost": cost, "commander_color_identity": True}
    if _maybe(draw, 0.3):  # 106.7: Reflecting Pool, Exotic Orchard, Fellwar Stone, ...
        out = {"cost": cost, "could_produce": draw(st.sampled_from(COULD_PRODUCE))}
        if _maybe(draw):
            out["of"] = draw(st.sampled_from(["type", "color"]))
        if _maybe(draw, 0.2):  # Incubation Druid: three mana of that type
            out["times"] = draw(st.sampled_from([2, 3]))
        return out
    if _maybe(draw, 0.05):  # Everflowing Chalice: one symbol for each charge counter on it
        return {"cost": cost, "produce": ["{C}"], "per_counter": "charge"}
    if _maybe(draw, 0.05):  # Wirewood Channeler, Axebane Guardian: X of one color, or in any combination
        return {"cost": cost, "produce": draw(st.sampled_from([[["{W}", "{U}", "{B}", "{R}", "{G}"]], ["any"], ["{G}"]])),
                "for_each": draw(st.sampled_from([{"types": ["creature"], "controller": "you"}, {"subtypes": ["Elf"]}]))}
    if _maybe(draw, 0.05):  # Vivid Meadow: usable while it has a charge counter to remove (602.2b)
        return {"cost": "{T}", "produce": [draw(st.sampled_from(["any", "{U}"]))], "remove_counter": "charge"}
    if _maybe(draw, 0.05):  # Pentad Prism, Runaway Steam-Kin: no {T}, once for each counters removed
        out = {"cost": "", "produce": [draw(st.sampled_from(["any", "{C}", "{R}{R}"]))],
               "remove_counter": draw(st.sampled_from(["charge", "+1/+1"]))}
        if _maybe(draw, 0.3):
            out["remove_count"] = 2
        if _maybe(draw, 0.2):
            out["once_each_turn"] = True
        return out
    if _maybe(draw, 0.08):  # Springleaf Drum ({T} and a creature), Heritage Druid (three Elves, no {T})
        out = {"cost": draw(st.sampled_from(["{T}", ""])), "produce": [draw(st.sampled_from(["any", "{G}", "{U}{U}"]))],
               "tap_untapped": draw(st.sampled_from([{"types": ["creature"]}, {"types": ["artifact"]}, {"subtypes": ["Elf"]},
                                                     [{"types": ["artifact"]}, {"types": ["creature"]}]]))}
        if _maybe(draw, 0.4):
            out["tap_count"] = draw(st.integers(2, 3))
        return out
    if _maybe(draw, 0.04):  # Reckless Barbarian: sacrificed for its whole cost, once, tapped or not
        return {"cost": "", "sacrifice": True, "produce": [draw(st.sampled_from(["any", "{R}{R}", "{U}"]))]}
    if _maybe(draw, 0.04):  # Viridian Joiner, Heronblade Elite: once for each point of its power
        return {"cost": "{T}", "per_power": True,
                "produce": [draw(st.sampled_from(["{G}", ["{W}", "{U}", "{B}", "{R}", "{G}"]]))]}
    if _maybe(draw, 0.15):  # Gaea's Cradle, Priest of Titania: one symbol for each permanent selected
        return {"cost": cost, "produce": [draw(st.sampled_from(["{G}", "{C}"]))],
                "for_each": draw(st.sampled_from([{"types": ["creature"], "controller": "you"},
                                                  {"types": ["land"], "controller": "any"}]))}
    return {"cost": cost, "produce": [draw(st.sampled_from(["{G}", "{W}", "{C}", "any"]))]}


def _maybe(draw, p_true=0.5):
    return draw(st.integers(0, 99)) < p_true * 100


def _sublist(draw, pool, max_size=2, min_size=0):
    return draw(st.lists(st.sampled_from(list(pool)), min_size=min_size, max_size=max_size, unique=True))


def _selector(draw, ctx):
    if _maybe(draw) and ctx["creatures"]:
        return _sublist(draw, ctx["creatures"], max_size=3, min_size=1)
    sel = {}
    if _maybe(draw, 0.5):
        sel["controller"] = draw(st.sampled_from(["you", "opponents", "any", "attached_player"] + ctx["players"]))
    if _maybe(draw, 0.3):
        sel["other"] = True
    if _maybe(draw, 0.2):
        sel["types"] = [draw(st.sampled_from(["creature", "artifact"]))]
    if _maybe(draw, 0.2):
        sel["subtypes"] = _sublist(draw, SUBTYPES, 1, 1)
    if _maybe(draw, 0.2):
        sel["colors"] = _sublist(draw, "WUBRG", 2, 1)
    if _maybe(draw, 0.15):
        sel["not_colors"] = _sublist(draw, "WUBRG", 1, 1)
    if _maybe(draw, 0.15):
        sel["keywords"] = _sublist(draw, KEYWORDS[:3], 1, 1)
    if _maybe(draw, 0.15):
        sel["lacks_keywords"] = _sublist(draw, KEYWORDS[:3], 1, 1)
    if _maybe(draw, 0.4 if ctx.get("extended") else 0.2):
        sel["power_greater_than"] = draw(st.sampled_from([0, 1, 2, 3, "hand"]))
    if _maybe(draw, 0.3 if ctx.get("extended") else 0.15):
        sel["power_at_most"] = draw(st.integers(0, 4))
    _more_selector(draw, ctx, sel)
    return sel


def _more_selector(draw, ctx, sel, depth=0):
    """The later selector fields: names, not_subtypes, counters, states, except."""
    if _maybe(draw, 0.1):
        sel["names"] = _sublist(draw, NAMES, 2, 1)
    if _maybe(draw, 0.1):
        sel["not_subtypes"] = _sublist(draw, SUBTYPES, 1, 1)
    if _maybe(draw, 0.1):
        sel["counters"] = draw(st.sampled_from(COUNTER_KINDS))
    for state in ("token", "tapped", "commander", "sick", "enchanted", "equipped", "modified"):
        if _maybe(draw, 0.05):
            sel[state] = draw(st.booleans())
    if _maybe(draw, 0.05):                                            # Eriette: "enchanted by an Aura you control"
        sel["enchanted_by"] = draw(st.sampled_from(["you", "opponents"] + ctx["players"]))
    if depth == 0 and _maybe(draw, 0.1):
        if ctx["creatures"] and _maybe(draw):
            sel["except"] = _sublist(draw, ctx["creatures"], 2, 1)
        else:
            inners = []
            for _ in range(draw(st.integers(1, 2))):                  # two: Akron Legionnaire's list
                inner = {}
                if _maybe(draw):
                    inner["subtypes"] = _sublist(draw, SUBTYPES, 1, 1)
                _more_selector(draw, ctx, inner, depth + 1)
                inners.append(inner)
            if len(inners) == 2 and ctx["creatures"] and _maybe(draw, 0.3):
                inners[1] = _sublist(draw, ctx["creatures"], 2, 1)   # ids among the selectors
            sel["except"] = inners[0] if len(inners) == 1 else inners


def _condition(draw, ctx, with_source):
    """A condition of one or two keys (never an unanswered one: the reference can judge it)."""
    keys = ["you_control", "you_control_at_most", "battlefield", "hand", "life", "your_turn", "asked", "combat",
            "devotion"]
    if ctx["graveyards"]:
        keys.append("graveyard")
    if with_source:
        keys += ["source_untapped", "source_tapped", "source_attached", "attached", "source", "source_counters"]
    cond = {}
    for key in _sublist(draw, keys, 2, 1):
        if key in ("source_untapped", "source_tapped", "source_attached"):
            cond[key] = True
        elif key in ("attached", "source"):
            cond[key] = _simple_object(draw)
        elif key == "source_counters":
            cond[key] = {"kind": draw(st.sampled_from(COUNTER_KINDS)), "at_least": draw(st.integers(0, 2))}
            if draw(st.booleans()):
                cond[key]["at_most"] = draw(st.integers(cond[key]["at_least"], 3))  # a range a number is in
        elif key == "you_control":
            cond[key] = {"selector": _simple_object(draw), "at_least": draw(st.integers(0, 3))}
            if _maybe(draw, 0.2):  # a list: each holds
                cond[key] = [cond[key], {"selector": _simple_object(draw), "at_least": draw(st.integers(1, 2))}]
        elif key == "you_control_at_most":
            cond[key] = {"selector": _simple_object(draw), "at_most": draw(st.integers(0, 2))}
        elif key == "battlefield":
            bf = {"selector": _simple_object(draw)}
            if _maybe(draw):
                bf["at_least"] = draw(st.integers(0, 3))
            if _maybe(draw):
                bf["at_most"] = draw(st.integers(bf.get("at_least", 0), 3))
            cond[key] = bf
        elif key in ("hand", "life"):
            num = {"player": draw(st.sampled_from(["you", "an_opponent", "each_opponent", "a_player", "each_player"]
                                                  + ctx["players"]))}
            if _maybe(draw):
                num["at_least"] = draw(st.integers(0, 20) if key == "life" else st.integers(0, 4))
            else:
                num["at_most"] = draw(st.integers(0, 20) if key == "life" else st.integers(0, 4))
            cond[key] = num
        elif key == "graveyard":
            cond[key] = {"player": draw(st.sampled_from(["you", "an_opponent", "each_opponent"] + ctx["players"])),
                         draw(st.sampled_from(["at_least", "at_least", "at_most"])): draw(st.integers(0, 3)),
                         "of": draw(st.sampled_from(["cards", "card_types"]))}
        elif key == "devotion":                               # 700.5: a Theros God
            dv = {"to": _sublist(draw, "WUBRG", 2, 1)}
            if _maybe(draw, 0.2):
                dv["player"] = draw(st.sampled_from(ctx["players"]))
            if _maybe(draw, 0.7):
                dv["at_most"] = draw(st.integers(0, 4))
            else:
                dv["at_least"] = draw(st.integers(0, 4))
            cond[key] = dv
        elif key == "your_turn":
            cond[key] = draw(st.booleans())
        elif key == "combat":                                 # which combat of the turn (turn.combat)
            cond[key] = draw(st.sampled_from([{"at_least": 2}, {"at_most": 1}, {"at_least": 1, "at_most": 2}]))
        else:
            cond[key] = {"question": "was a creature spell cast this turn?", "holds": draw(st.booleans())}
    return cond


def _simple_object(draw):
    """A selector object for conditions (any permanent type)."""
    sel = {}
    if _maybe(draw):
        sel["types"] = [draw(st.sampled_from(["creature", "land", "artifact", "planeswalker", "enchantment"]))]
    if _maybe(draw, 0.3):
        sel["controller"] = draw(st.sampled_from(["you", "opponents", "any"]))
    if _maybe(draw, 0.3):
        sel["subtypes"] = _sublist(draw, SUBTYPES + ("Island", "Aura"), 1, 1)
    if _maybe(draw, 0.2):
        sel["power_greater_than"] = draw(st.integers(0, 3))
    if _maybe(draw, 0.15):
        sel["any_subtypes"] = _sublist(draw, SUBTYPES, 2, 1)
    if _maybe(draw, 0.15):
        sel["toughness_greater_than"] = draw(st.integers(0, 3))
    if _maybe(draw, 0.15):
        sel["toughness_at_most"] = draw(st.integers(0, 4))
    if _maybe(draw, 0.2):
        sel["counters"] = draw(st.sampled_from(COUNTER_KINDS))
    return sel


def _unless(draw, ctx):
    """cant_attack's conditions on the defending player (answered for every player)."""
    unless = {}
    keys = _sublist(draw, ["defending_player_controls", "defending_player_controls_none", "controls_more_than_defending",
                           "controls_fewer_than_defending", "defending_player_life_at_most", "defending_player_asked"],
                    2, 1)
    for key in keys:
        if key == "defending_player_life_at_most":
            unless[key] = draw(st.sampled_from([1, 3, 20]))
        elif key == "defending_player_asked":
            unless[key] = {"question": "cast a spell this turn?", "holds": {p: draw(st.booleans()) for p in ctx["players"]}}
        else:
            unless[key] = dict(draw(st.sampled_from(UNLESS)))
    return unless


def _player_ref(draw, ctx, gone=True):
    options = ctx["players"] + ["you"] + (["gone_player"] if gone else [])
    return draw(st.sampled_from(options))


def _include_pw(draw, eff):
    choice = draw(st.sampled_from([None, True, False]))
    if choice is not None:
        eff["include_planeswalkers"] = choice


def _cost(draw, eff):
    eff["cost"] = draw(st.sampled_from(COSTS + ("{X}", "{X}{W/P}")))
    if "{X}" in eff["cost"]:
        eff["x"] = draw(st.integers(0, 2))


def _effect(draw, ctx, kind, creatures=None):
    """One effect of `kind`; `creatures` (if given) replaces the random selector."""
    eff = {"kind": kind}
    sel = creatures if creatures is not None else _selector(draw, ctx)
    if kind in CREATURE_KINDS:
        eff["creatures"] = sel
    if kind == "attacks_if_able" and _maybe(draw, 0.6 if ctx.get("extended") else 0.3):
        eff["when_attacking"] = draw(st.sampled_from([_selector(draw, ctx), {"controller": "you", "other": True},
                                                      {"controller": "any"}]))
    if kind == "attacks_target_if_able":
        eff["target"] = draw(st.sampled_from(ctx["players"] + ["you", "gone_pw"] + ctx["pws"] + ctx["battles"]))
        _include_pw(draw, eff)
    elif kind == "attacks_other_than_if_able":
        eff["player"] = _player_ref(draw, ctx)
    elif kind == "player_attacks_target_if_able":
        if _maybe(draw, 0.8):  # else attacking anything obeys it
            eff["target"] = _player_ref(draw, ctx)
            _include_pw(draw, eff)
        if _maybe(draw):
            eff["count"] = draw(st.integers(1, 3))
    elif kind == "cant_attack" and _maybe(draw, 0.35):
        eff["unless"] = _unless(draw, ctx)
    elif kind == "cant_attack" and _maybe(draw, 0.4):
        eff["unless_defending_player_controls"] = dict(draw(st.sampled_from(UNLESS)))
    elif kind == "cant_attack_target":
        eff["target"] = _player_ref(draw, ctx)
        _include_pw(draw, eff)
    elif kind == "cant_attack_unless_others":
        eff["count"] = draw(st.integers(1, 2))
        if _maybe(draw, 0.4):
            eff["others"] = _selector(draw, ctx)
    elif kind == "max_attackers":
        eff["count"] = draw(st.integers(0, 3))
    elif kind == "max_attackers_against":
        eff["target"] = _player_ref(draw, ctx)
        eff["count"] = draw(st.integers(0, 2))
        _include_pw(draw, eff)
    elif kind == "attack_tax":
        eff["target"] = _player_ref(draw, ctx)
        _cost(draw, eff)
        _include_pw(draw, eff)
        if eff.get("include_planeswalkers") and _maybe(draw, 0.3):   # Onakke Oathkeeper: planeswalkers only
            eff["include_player"] = False
        if _maybe(draw, 0.3):
            eff["creatures"] = sel
    elif kind == "attack_cost":
        _cost(draw, eff)
    elif kind in ("goad", "grant_keywords", "modify_pt"):
        eff["creatures"] = draw(st.sampled_from([sel, sel, "self"]))
        if kind == "grant_keywords":
            eff["keywords"] = draw(st.sampled_from([["haste"], ["vigilance"], ["defender"], ["haste", "flying"]]))
        elif kind == "modify_pt":
            eff["power"] = draw(st.integers(-1, 2))
            eff["toughness"] = draw(st.integers(0, 2))
            if _maybe(draw, 0.2):  # Faeburrow Elder's "for each color among permanents you control"
                eff["per_color_among"] = draw(st.sampled_from([{"controller": "you"}, {"types": ["creature"]}]))
            elif _maybe(draw, 0.2):  # Ethereal Armor's "for each enchantment you control"
                eff["per_count"] = draw(st.sampled_from([{"controller": "you", "types": ["land"]},
                                                         {"controller": "you", "other": True}]))
            elif _maybe(draw, 0.2):  # Kor Spiritdancer's "for each Aura attached to it", Goblin Gaveleer's Equipment
                eff["per_attached"] = draw(st.sampled_from([["Aura"], ["Equipment"], ["Aura", "Equipment"]]))
    elif kind == "cant_attack_with_odd_number":
        eff["player"] = _player_ref(draw, ctx)
    elif kind in ("remove_keywords", "cant_be_goaded", "ignore_defender", "grant_abilities",
                  "activate_as_though_haste", "attack_as_though_haste"):
        eff["creatures"] = draw(st.sampled_from([sel, sel, "self"]))
        if kind == "remove_keywords":
            eff["keywords"] = _sublist(draw, KEYWORDS, 2, 1)
        elif kind == "ignore_defender" and _maybe(draw, 0.6):
            eff["defenders"] = _sublist(draw, ctx["players"] + ["you"], 2, 1)
        elif kind == "attack_as_though_haste" and _maybe(draw, 0.6):
            eff["defenders"] = draw(st.sampled_from(["opponents", _sublist(draw, ctx["players"] + ["you"], 2, 1)]))
        elif kind == "grant_abilities":
            eff["abilities"] = [_effect(draw, ctx, draw(st.sampled_from(CREATURE_KINDS + GRANTED_KINDS)),
                                        creatures="self")
                                for _ in range(draw(st.integers(1, 2)))]
            for a in eff["abilities"]:
                if _maybe(draw, 0.2):
                    a["condition"] = _condition(draw, ctx, with_source=True)
    elif kind == "add_types":                                     # 613 layer 4: Nature's Revolt, March of the Machines
        eff["permanents"] = draw(st.sampled_from([{"types": ["artifact"]}, {"types": ["land"], "controller": "you"},
                                                  {"controller": "any"}, sel]))
        eff["types"] = draw(st.sampled_from([["creature"], ["artifact", "creature"], ["artifact"], []]))
        if _maybe(draw, 0.3):                                     # [] alone: a leveler's base power (711.2b)
            eff["subtypes"] = ["Soldier"]
        if _maybe(draw, 0.2):                                     # 205.1b: "is a Soldier", its creature types replaced
            eff["replaces_creature_types"] = True
        if _maybe(draw, 0.3):
            eff["colors"] = draw(st.sampled_from([["B"], [], ["W", "U"]]))
            if _maybe(draw, 0.3):                                 # 105.3: Deep Freeze's "in addition to its other colors"
                eff["colors_in_addition"] = True
        if _maybe(draw, 0.2):                                     # 202.3: Opalescence, March of the Machines
            eff["power"] = eff["toughness"] = "mana_value"
        elif _maybe(draw):
            eff["power"], eff["toughness"] = draw(st.integers(0, 3)), draw(st.integers(1, 3))
    elif kind == "remove_types":                                  # 613 layer 4: "isn't a creature"
        eff["permanents"] = draw(st.sampled_from([{"types": ["artifact"]}, {"types": ["creature"], "controller": "you"},
                                                  sel]))
        eff["types"] = draw(st.sampled_from([["creature"], ["artifact"], ["artifact", "creature"]]))
    elif kind == "lose_abilities":                                # 613 layer 6: Dress Down, Humility
        eff["permanents"] = draw(st.sampled_from([{"types": ["creature"]}, {"controller": "you"}, sel]))
        if _maybe(draw, 0.3):
            eff["power"], eff["toughness"] = draw(st.integers(0, 3)), draw(st.integers(1, 3))
        if _maybe(draw, 0.2):
            eff["subtypes"] = ["Frog"]
        if _maybe(draw, 0.2):                                     # Darksteel Mutation, Minimus Containment (205.1a)
            eff["types"] = draw(st.sampled_from([["artifact", "creature"], ["artifact"], ["creature"]]))
        if _maybe(draw, 0.2):
            eff["colors"] = draw(st.sampled_from([["U"], []]))
        if _maybe(draw, 0.25):                                    # Stasis Field: "has defender, ... all other"
            eff["keywords"] = draw(st.sampled_from([["defender"], ["haste"], ["vigilance", "haste"]]))
    elif kind == "grant_mana_abilities":                          # 613 layer 6: Cryptolith Rite, Chromatic Lantern
        eff["permanents"] = draw(st.sampled_from([{"types": ["creature"], "controller": "you"},
                                                  {"types": ["land"], "controller": "you"}, {"subtypes": ["Elf"]},
                                                  "self", sel]))
        eff["mana"] = draw(st.sampled_from([["any"], ["{W}"], ["{C}{C}"], ["{W}", "{U}"]]))
    elif kind == "cant_activate":                                 # 602.5: Null Rod, Cursed Totem, Arrest
        eff["permanents"] = draw(st.sampled_from([{"types": ["artifact"]}, {"types": ["creature"]},
                                                  {"types": ["land"], "controller": "you"}, sel]))
    elif kind == "land_types":                                    # 305.7: Blood Moon, Spreading Seas, Urborg
        eff["permanents"] = draw(st.sampled_from([{"types": ["land"], "not_supertypes": ["basic"]},
                                                  {"types": ["land"], "controller": "you"}, {"subtypes": ["Island"]},
                                                  {"types": ["land"], "supertypes": ["basic"]}, sel]))
        eff["subtypes"] = draw(st.sampled_from([["Mountain"], ["Forest"], ["Island", "Swamp"],
                                                ["Plains", "Island", "Swamp", "Mountain", "Forest"]]))
        if _maybe(draw, 0.3):
            eff["in_addition"] = True
        if _maybe(draw, 0.2):                                     # Song of the Dryads: a land only
            eff["types"] = ["land"]
            eff["permanents"] = draw(st.sampled_from([{"types": ["land"], "controller": "you"}, {"subtypes": ["Island"]}]))
        if _maybe(draw, 0.2):
            eff["colors"] = []
    elif kind == "attack_direction":
        eff["direction"] = draw(st.sampled_from(["left", "right"]))
        if _maybe(draw, 0.3):
            eff["players"] = _sublist(draw, ctx["players"] + ["you"], 2, 1)
    elif kind in ("mana_replacement", "mana_trigger"):
        eff["sources"] = draw(st.sampled_from([{"types": ["land"]}, {"controller": "you"}, "self",
                                               {"controller": "any", "types": ["artifact"]}]))
        if kind == "mana_replacement":
            if _maybe(draw):
                eff["multiply"] = 2
            if _maybe(draw):
                eff["produce_instead"] = draw(st.sampled_from(["{B}", "{C}{C}", "any"]))
        else:
            eff["add"] = draw(st.sampled_from(["same", "{G}", "any"]))
            if _maybe(draw, 0.3):
                eff["of_color"] = draw(st.sampled_from(["G", "W"]))   # Gauntlet of Power's "of the chosen color"
    if kind in ("attack_tax", "attack_cost") and "{X}" in eff.get("cost", "") and _maybe(draw, 0.7):
        which = draw(st.integers(0, 4))
        if which == 4:
            eff["x"] = "paid"                                  # X paid for the source's spell (x_paid)
        elif which == 0:
            eff["x"] = {"counters_on_attacker": draw(st.sampled_from(COUNTER_KINDS))}
        elif which == 1:
            eff["x"] = {"count": {"controller": draw(st.sampled_from(["you", "any"])), "types": ["land"]}}
        elif which == 2:
            eff["x"] = {"basic_land_types": draw(st.sampled_from(["you"] + ctx["players"]))}
        else:
            eff["x"] = {"hand": draw(st.sampled_from(["you"] + ctx["players"]))}
    if kind in PER_CREATURE_TARGET and _maybe(draw, 0.15):
        eff["target" if kind != "attacks_other_than_if_able" else "player"] = "owner"
    return eff


def _with_source(draw, ctx, eff):
    """What an effect with a source may also say: the source as a target, the controller
    of what it is attached to, a power compared with the source's, a condition about the
    source."""
    if "target" in eff and _maybe(draw, 0.15):
        eff["target"] = draw(st.sampled_from(["self", "attached_controller"]))
    if isinstance(eff.get("creatures"), list) and _maybe(draw, 0.1):
        eff["creatures"] = "attached"
    if isinstance(eff.get("creatures"), dict) and _maybe(draw, 0.3):
        field = draw(st.sampled_from(["power_less_than", "power_greater_than"]))
        eff["creatures"] = {**eff["creatures"], field: "source"}
    if _maybe(draw, 0.25):
        eff["condition"] = _condition(draw, ctx, with_source=True)


def boards(extended=False, dying=False):
    """A random board; with `extended`, effects are drawn mostly from EXTENDED_KINDS. Without
    `dying`, none holds a creature put into the graveyard by state-based actions (704.5f),
    which both the reference and attackcheck refuse (see test_state_based)."""
    drawn = _boards(extended)
    return drawn if dying else drawn.filter(lambda raw: not dies(raw))


def dies(raw):
    """Whether the reference refuses the board for a creature of toughness 0 or less (704.5f),
    an Equipment that is a creature attached to one or one attached to no creature (704.5n),
    or an Aura that is a creature (704.5m)."""
    return bool(reference.Board(raw).dying)


@st.composite
def _boards(draw, extended=False):
    kinds = EXTENDED_KINDS if extended else ALL_KINDS
    ids = _counter(1)
    n = draw(st.integers(2, 4))
    players = list(PLAYER_IDS[:n])
    active = draw(st.sampled_from(players))
    opponents = [p for p in players if p != active]
    pl = []
    graveyards = _maybe(draw, 0.4)
    for p in players:
        d = {"id": p, "hand": draw(st.integers(0, 4))}
        if graveyards:
            d["graveyard"] = [{"name": "Card", "types": list(t)} for t in
                              draw(st.lists(st.sampled_from([("creature",), ("land",), ("instant",),
                                                             ("artifact", "creature")]), max_size=3))]
        life = draw(st.sampled_from([None, None, 1, 2, 3, 4, 20, 40]))
        if life is not None:
            d["life"] = life
        if p == active:
            pool = draw(st.sampled_from([None, None, "{W}", "{R}{G}", "{C}", "{W}{U}"]))
            if pool:
                d["mana_pool"] = pool
        pl.append(d)
    turn = {"active": active}
    if _maybe(draw, 0.2):
        turn["combat"] = draw(st.integers(1, 2))
    mode = draw(st.sampled_from([None, "multiple", "multiple", "left", "right"] + opponents))
    if mode:
        turn["attack_mode"] = mode
    roi = draw(st.sampled_from(["absent", "absent", "absent", None, 1, 1, 0, 2]))
    if roi != "absent":
        turn["range_of_influence"] = roi
        i, j, n = players.index(active), players.index(mode) if mode in players else 0, len(players)
        if roi is not None and mode in players and min(abs(i - j), n - abs(i - j)) > roi:
            turn["attack_mode"] = "multiple"                      # 801.5a: chosen within range

    perms = []

    def creature(ctrl):
        p = {"id": f"c{next(ids)}", "name": draw(st.sampled_from(NAMES)), "controller": ctrl,
             "types": ["creature"] if _maybe(draw, 0.7) else ["artifact", "creature"],
             "power": draw(st.integers(0, 5)), "toughness": draw(st.integers(1, 5))}
        if _maybe(draw):
            p["subtypes"] = _sublist(draw, SUBTYPES, 2)
        if _maybe(draw, 0.7):
            p["colors"] = _sublist(draw, "WUBRG", 2)
        kws = [k for k in KEYWORDS if _maybe(draw, (0.3 if extended else 0.1) if k == "defender" else 0.25)]
        if kws:
            p["keywords"] = kws
        if _maybe(draw, 0.2):
            p["tapped"] = True
        elif _maybe(draw, 0.2):
            p["tapped"] = False
        if _maybe(draw, 0.25):
            p["sick"] = True
        if _maybe(draw, 0.25):
            p["mana"] = [draw(st.sampled_from(MANA))]
        if _maybe(draw, 0.15):
            p["mana_abilities"] = [_mana_ability(draw)]
        if _maybe(draw, 0.5 if extended else 0.25):
            p["counters"] = dict(draw(st.sampled_from(COUNTERS)))
        if _maybe(draw, 0.1):
            p["commander"] = True
        if _maybe(draw, 0.15):
            p["owner"] = draw(st.sampled_from(players))
        if _maybe(draw, 0.1):
            p["token"] = True
        if _maybe(draw, 0.1):
            p["x_paid"] = draw(st.integers(1, 3))
        if _maybe(draw, 0.12):                                     # 707.2: what its copies copy
            p["copiable"] = dict(draw(st.sampled_from(COPIABLE)))
        if _maybe(draw, 0.4):
            p["mana_cost"] = draw(st.sampled_from(MANA_COSTS))
        if _maybe(draw, 0.2 if extended else 0.08):                # a Theros God: 700.5, 613 layer 4
            p["types"] = ["enchantment", "creature"]
            p["abilities"] = [{"kind": "remove_types", "permanents": "self", "types": ["creature"],
                               "condition": {"devotion": {"to": _sublist(draw, "WUBRG", 2, 1),
                                                          "at_most": draw(st.integers(0, 4))}}}]
        perms.append(p)

    for _ in range(draw(st.integers(1, 5))):
        creature(active)
    for _ in range(draw(st.integers(0, 2))):
        creature(draw(st.sampled_from(opponents)))
    for _ in range(draw(st.integers(0, 2))):                       # 306
        perms.append({"id": f"pw{next(ids)}", "name": "Jace Beleren", "types": ["planeswalker"],
                      "controller": draw(st.sampled_from(players)), "loyalty": draw(st.integers(1, 6))})
    if _maybe(draw, 0.4):                                          # 310: battle and protector
        ctrl = draw(st.sampled_from(players))
        perms.append({"id": f"bt{next(ids)}", "name": "Invasion of Belenon", "types": ["battle"],
                      "subtypes": ["Siege"], "controller": ctrl, "defense": 5,
                      "protector": draw(st.sampled_from([q for q in players if q != ctrl]))})   # 310.11a
    for _ in range(draw(st.integers(0, 3))):                       # the active player's mana
        land = {"id": f"l{next(ids)}", "name": "Land", "controller": active, "types": ["land"],
                "mana": [draw(st.sampled_from(MANA))]}
        if _maybe(draw, 0.2):
            land["mana"].append(draw(st.sampled_from(MANA)))
        if _maybe(draw, 0.12):                                     # Reflecting Pool: "could produce" alone
            del land["mana"]
            land["mana_abilities"] = [{"cost": "{T}", "could_produce": draw(st.sampled_from(COULD_PRODUCE)),
                                       "of": draw(st.sampled_from(["type", "color"]))}]
        if _maybe(draw, 0.2):
            land["tapped"] = True
        if _maybe(draw, 0.2):
            land["sick"] = True                                    # lands are never sick
        if _maybe(draw, 0.25):                                     # a basic land (305.6, 305.7)
            land.update(name="Forest", supertypes=["basic"], subtypes=["Forest"], mana=["{G}"])
        elif _maybe(draw, 0.15 if extended else 0.05):             # Glacial Chasm, Urborg: a land's own ability
            land["abilities"] = [draw(st.sampled_from([
                {"kind": "cant_attack", "creatures": {"controller": "you"}},
                {"kind": "land_types", "permanents": {"types": ["land"]}, "subtypes": ["Swamp"], "in_addition": True},
                {"kind": "land_types", "permanents": {"types": ["land"], "not_supertypes": ["basic"]},
                 "subtypes": ["Mountain"]}]))]
        perms.append(land)
    for _ in range(draw(st.integers(0, 2))):                       # opponents' lands
        perms.append({"id": f"l{next(ids)}", "name": "Island", "controller": draw(st.sampled_from(opponents)),
                      "types": ["land"], "subtypes": _sublist(draw, ["Island", "Forest"], 1)})
    if _maybe(draw, 0.3):                                          # a noncreature artifact
        art = {"id": f"a{next(ids)}", "name": "Relic", "controller": draw(st.sampled_from(players)),
               "types": ["artifact"]}
        if _maybe(draw):
            art["mana"] = ["{C}"]
        if _maybe(draw, 0.4):
            art["mana_abilities"] = [_mana_ability(draw)]
            if _maybe(draw):  # charge counters for per_counter and remove_counter
                art["counters"] = {"charge": draw(st.integers(0, 2))}
        if _maybe(draw, 0.3):
            art["tapped"] = True
        if _maybe(draw, 0.3):
            art["sick"] = True
        if _maybe(draw, 0.3):                                      # 702.184: a Spacecraft, a creature at N+
            art.update(name="Spacecraft", subtypes=["Spacecraft"], power=draw(st.integers(0, 4)), toughness=3,
                       counters={"charge": draw(st.integers(0, 3))})
            art["abilities"] = [{"kind": "add_types", "permanents": "self", "types": ["artifact", "creature"],
                                 "condition": {"source_counters": {"kind": "charge", "at_least": draw(st.integers(1, 3))}}}]
            if _maybe(draw):
                art["abilities"].append({"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"],
                                         "condition": {"source_counters": {"kind": "charge", "at_least": 2}}})
        perms.append(art)
    for kind, sub in (("enchantment", "Aura"), ("artifact", "Equipment")):   # 303.4, 301.5
        if _maybe(draw, 0.25):
            hosts = [p["id"] for p in perms if "creature" in p.get("types", [])]
            if sub == "Aura" and _maybe(draw, 0.3):
                hosts = players                                    # 303.4: an Aura enchanting a player
            if hosts:
                perms.append({"id": f"x{next(ids)}", "name": sub, "types": [kind], "subtypes": [sub],
                              "controller": draw(st.sampled_from(players)), "attached_to": draw(st.sampled_from(hosts))})
    if _maybe(draw, 0.2 if extended else 0.08):                   # Frogify: an Aura whose creature loses all abilities
        hosts = [p["id"] for p in perms if "creature" in p.get("types", [])]
        if hosts:
            frog = {"kind": "lose_abilities", "permanents": "attached"}
            if _maybe(draw):
                frog.update(types=["creature"], subtypes=["Frog"], colors=["U"], power=1, toughness=1)
            perms.append({"id": f"fr{next(ids)}", "name": "Frogify", "types": ["enchantment"], "subtypes": ["Aura"],
                          "controller": draw(st.sampled_from(players)), "attached_to": draw(st.sampled_from(hosts)),
                          "abilities": [frog]})
    if _maybe(draw, 0.15 if extended else 0.05):                   # Song of the Dryads, Imprisoned in the Moon
        hosts = [p["id"] for p in perms if p.get("types") and "attached_to" not in p]
        if hosts:
            song = draw(st.sampled_from([
                {"kind": "land_types", "permanents": "attached", "subtypes": ["Forest"], "types": ["land"], "colors": []},
                {"kind": "lose_abilities", "permanents": "attached", "types": ["land"], "colors": [], "mana": ["{C}"]}]))
            perms.append({"id": f"sg{next(ids)}", "name": "Song", "types": ["enchantment"], "subtypes": ["Aura"],
                          "controller": draw(st.sampled_from(players)), "attached_to": draw(st.sampled_from(hosts)),
                          "abilities": [song]})
    if _maybe(draw, 0.25 if extended else 0.1):                    # 702.151b: reconfigure, no creature while attached
        hosts = [p["id"] for p in perms if "creature" in p.get("types", [])]
        rc = {"id": f"rc{next(ids)}", "name": "Lion Sash", "types": ["artifact", "creature"], "subtypes": ["Equipment"],
              "controller": active if _maybe(draw, 0.7) else draw(st.sampled_from(players)),
              "power": 1, "toughness": 1, "mana_cost": "{1}{W}",
              "abilities": [{"kind": "remove_types", "permanents": "self", "types": ["creature"],
                             "condition": {"source_attached": True}}]}
        if hosts and _maybe(draw):
            rc["attached_to"] = draw(st.sampled_from(hosts))
        if _maybe(draw, 0.3):
            rc["sick"] = True
        perms.append(rc)
    originals = [p["id"] for p in perms]
    for _ in range(draw(st.integers(0, 2)) if _maybe(draw, 0.35) else 0):   # 707 copies
        copiable = [p["id"] for p in perms if "battle" not in p.get("types", [])]
        cp = {"id": f"cp{next(ids)}", "copy_of": draw(st.sampled_from(copiable)),
              "controller": active if _maybe(draw, 0.8) else draw(st.sampled_from(players)),
              "token": True}
        if _maybe(draw, 0.5):
            cp["sick"] = True
        exc = draw(st.sampled_from(COPY_EXCEPT))
        if exc:
            cp["copy_except"] = dict(exc)
        perms.append(cp)

    if turn.get("combat") == 2:                                   # whom each attacked in the first combat
        for p in perms:
            if p["controller"] == active:
                p["attacked_this_turn"] = _sublist(draw, opponents, 2)
    board = {"version": 1, "players": pl, "turn": turn, "permanents": perms}
    b = reference.Board(board)
    ctx = {"players": players, "graveyards": graveyards, "extended": extended,
           "creatures": [q for q in b.perms if b.is_(q, "creature")],
           "pws": [q for q in b.perms if b.is_(q, "planeswalker")],
           "battles": [q for q in b.perms if b.is_(q, "battle")]}
    by_id = {p["id"]: p for p in perms}

    goads = []                                                     # 701.15
    if ctx["creatures"]:
        for c in _sublist(draw, ctx["creatures"], 3):
            for g in draw(st.lists(st.sampled_from(players), min_size=1, max_size=3)):
                goads.append({"goad": c, "by": g})
    if goads:
        board["designations"] = goads

    # abilities naming their own permanent (copied along with it), then other abilities
    own = [q for q in originals if q in ctx["creatures"]]
    for c in (_sublist(draw, own, 2) if own else []):
        kind = draw(st.sampled_from(CREATURE_KINDS))
        eff = _effect(draw, ctx, kind, creatures=[c])
        _with_source(draw, ctx, eff)
        by_id[c].setdefault("abilities", []).append(eff)
    for _ in range(draw(st.integers(0, 2))):
        host = by_id[draw(st.sampled_from(originals))]
        eff = _effect(draw, ctx, draw(st.sampled_from(kinds)))
        _with_source(draw, ctx, eff)
        host.setdefault("abilities", []).append(eff)
    effects = []
    for _ in range(draw(st.integers(0, 4))):
        eff = _effect(draw, ctx, draw(st.sampled_from(kinds)))
        if _maybe(draw) or "self" in (eff.get("creatures"), eff.get("permanents")):  # "self" names the source
            eff["source"] = draw(st.sampled_from([p["id"] for p in perms]))
        if "source" not in eff or _maybe(draw, 0.3):
            eff["controller"] = draw(st.sampled_from(players))
        if "source" in eff:
            _with_source(draw, ctx, eff)
        elif _maybe(draw, 0.2):
            eff["condition"] = _condition(draw, ctx, with_source=False)
        effects.append(eff)
    # identical effects: the solver keeps one with their number (Repeats), the reference each
    for _ in range(draw(st.integers(0, 2))):
        if effects:
            effects.append(copy.deepcopy(draw(st.sampled_from(effects))))
    hosts = [p for p in perms if p.get("abilities")]
    if hosts and _maybe(draw, 0.3):
        host = draw(st.sampled_from(hosts))
        host["abilities"].append(copy.deepcopy(draw(st.sampled_from(host["abilities"]))))
    if effects:
        board["effects"] = effects
    if any(a.get("commander_color_identity") for p in perms for a in p.get("mana_abilities", ())):
        for d in pl:  # 903.4: each player's commander's color identity, given (never unread)
            d["commander_color_identity"] = _sublist(draw, "WUBRG", 3, 0)

    _within_mana_effect_limit(board)
    # keep the enumeration small: tap eligible creatures until under BUDGET
    while True:
        b = reference.Board(board)
        if reference.Rules(b).conditional_effects > MAX_CONDITIONALS:
            board = unconditional(board)
            by_id = {p["id"]: p for p in board["permanents"]}
            continue
        eligible = [q for q in b.perms if b.eligible(q)]
        if (len(b.defenders()) + 1) ** len(eligible) <= BUDGET:
            return board
        by_id[eligible[-1]]["tapped"] = True


MAX_MANA_EFFECTS = 6  # mana replacements, and mana triggers, that may apply to one source (Limits)


def _within_mana_effect_limit(board):
    """At most MAX_MANA_EFFECTS mana effects of each kind on the whole board (a copy counts the
    ones it copies again): a bigger board is refused as too large, not judged."""
    perms = {p["id"]: p for p in board["permanents"]}

    def count(kind):
        n = sum(e["kind"] == kind for e in board.get("effects", []))
        for p in board["permanents"]:
            src = p
            while "copy_of" in src and src["copy_of"] in perms:       # what it copies, abilities included
                n += sum(e["kind"] == kind for e in src.get("abilities", []))
                src = perms[src["copy_of"]]
            n += sum(e["kind"] == kind for e in src.get("abilities", []))
        return n

    for kind in ("mana_replacement", "mana_trigger"):
        while count(kind) > MAX_MANA_EFFECTS:
            holders = [board.get("effects", [])] + [p.get("abilities", []) for p in board["permanents"]]
            for effects in holders:
                mine = [e for e in effects if e["kind"] == kind]
                if mine:
                    effects.remove(mine[-1])
                    break


def unconditional(board):
    """The board with every `when_attacking` dropped: its requirements exist in every
    declaration (the solver judges at most MAX_CONDITIONALS that exist only if a creature
    attacks; more answer unknown, which the comparisons can't use)."""
    if isinstance(board, dict):
        return {k: unconditional(v) for k, v in board.items() if k != "when_attacking"}
    if isinstance(board, list):
        return [unconditional(v) for v in board]
    return board


def declarations(board):
    """A random, possibly illegal declaration over the board's creatures and defenders
    (known ids only), sometimes a legal one or a legal one perturbed."""
    b = reference.Board(board)
    creatures = [q for q in b.perms if b.is_(q, "creature")]
    mine = [q for q in creatures if b.ctrl(q) == b.active]
    defenders = b.players + [q for q in b.perms if b.is_(q, "planeswalker") or b.is_(q, "battle")]

    def maps(keys):
        if not keys:
            return st.just({})
        return st.dictionaries(st.sampled_from(keys), st.sampled_from(defenders), max_size=len(keys))

    options = [maps(mine), maps(creatures)]
    legal = reference.legal_declarations(board)
    if legal:
        options.append(st.sampled_from(legal))
        options.append(st.tuples(st.sampled_from(legal), maps(mine)).map(lambda t: {**t[0], **t[1]}))
    return st.one_of(options).map(dict)


@st.composite
def with_non_mana_cost(draw, board):
    """The board with a non-mana cost to attack added (508.1h: Exalted Dragon's sacrifice,
    Leviathan's), on some of its creatures or on attacking a player: never paid by the
    solver, judged where a declaration pays none (508.1d: such a pair never counts for M)."""
    board = dict(board, effects=list(board.get("effects", [])))
    creatures = [p["id"] for p in board["permanents"] if "creature" in p.get("types", [])]
    players = [p["id"] if isinstance(p, dict) else p for p in board["players"]]
    pay = draw(st.sampled_from([{"life": 1}, {"sacrifice": {"selector": {"types": ["land"]}, "count": 1}},
                                {"discard": 1},
                                {"return_to_hand": {"selector": {"types": ["enchantment"]}, "count": 1}}]))
    if creatures and draw(st.booleans()):
        eff = {"kind": "attack_cost", "creatures": _sublist(draw, creatures, 2, 1), "pay": pay,
               "controller": board["turn"]["active"]}
    else:
        target = draw(st.sampled_from(players))
        eff = {"kind": "attack_tax", "target": target, "pay": pay, "controller": target,
               "include_planeswalkers": draw(st.booleans())}
    if _maybe(draw, 0.3):
        eff["cost"] = draw(st.sampled_from(["{1}", "{W}"]))
    board["effects"].append(eff)
    return board


@st.composite
def with_chosen_name(draw, board):
    """The board with Phyrexian Revoker's effect added, its name written on it (602.5: the
    mana abilities of the permanents with that name can't be activated), or Skyseer's
    Chariot's (601.2f: {1} or {2} more), the latter only where every permanent with the name
    has {T} mana abilities costing generic mana at most (what the reference judges); mostly
    the name of a permanent of the active player's with mana abilities, and often a tax on
    attacking that makes their mana matter (508.1h)."""
    board = dict(board, effects=list(board.get("effects", [])))
    perms = board["permanents"]
    active = board["turn"]["active"]
    paying = sorted({p["name"] for p in perms if p.get("name") and p["controller"] == active
                     and (p.get("mana") or p.get("mana_abilities"))})
    names = sorted({p["name"] for p in perms if p.get("name")}) + ["Nothing Named So"]
    name = draw(st.sampled_from(paying if paying and _maybe(draw, 0.8) else names))
    players = [p["id"] if isinstance(p, dict) else p for p in board["players"]]
    eff = {"kind": "chosen_name_abilities", "name": name, "controller": draw(st.sampled_from(players))}
    named = [p for p in perms if p.get("name") == name]
    if all(m["cost"] in ("{T}", "{1}, {T}", "{2}, {T}") and "tap_untapped" not in m
           for p in named for m in p.get("mana_abilities") or ()) \
            and _maybe(draw):
        eff["cost_more"] = draw(st.integers(1, 2))
    board["effects"].append(eff)
    if _maybe(draw, 0.7):  # Ghostly Prison, under each opponent
        cost = draw(st.sampled_from(["{1}", "{2}", "{G}", "{C}"]))
        for target in players:
            if target != active:
                board["effects"].append({"kind": "attack_tax", "target": target, "controller": target, "cost": cost})
    return board
