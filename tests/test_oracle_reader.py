"""The Oracle reader on real cards, one test per template or per former misreading, each
naming its card (texts from the shipped card index). The reader is asked directly, so these
are the readings whatever effect kinds the board format in use takes (a lookup reports a
sentence whose effects the board does not take as unsupported)."""

from __future__ import annotations

import pytest

from attackcheck.models.cards import describe, lookup, read_oracle

ANY = {"controller": "any"}
YOU = {"controller": "you"}


def read(name: str, face: int = 0):
    shown = describe(name)
    if "faces" in shown:
        shown = shown["faces"][face]
    return read_oracle(shown["name"], shown["oracle_text"], shown["type_line"])


def resolved(name: str) -> list[list[dict]]:
    return [item["effects"] for item in read(name).resolved]


def asked(question: str) -> dict:
    return {"asked": {"question": question, "holds": None}}


# --------------------------------------------------------------------------- former misreadings


@pytest.mark.parametrize("name, sel, keywords", [
    ("Krang, Utrom Warlord", {"controller": "you", "other": True, "types": ["artifact", "creature"]},
     ["flying", "trample", "indestructible", "haste"]),
    ("Helm of Kaldra", "attached", ["first strike", "trample", "haste"]),
    ("Chariot of Victory", "attached", ["first strike", "trample", "haste"]),
    ("Asha's Favor", "attached", ["flying", "first strike", "vigilance"]),
    ("Peregrine Mask", "attached", ["defender", "flying", "first strike"]),
])
def test_the_last_item_of_a_keyword_list_is_granted(name, sel, keywords):
    assert {"kind": "grant_keywords", "creatures": sel, "keywords": keywords} in read(name).effects


def test_sword_of_vengeance_keeps_haste_after_its_power():
    assert read("Sword of Vengeance").effects == [
        {"kind": "modify_pt", "creatures": "attached", "power": 2, "toughness": 0},
        {"kind": "grant_keywords", "creatures": "attached", "keywords": ["first strike", "vigilance", "trample", "haste"]}]


def test_a_condition_after_a_keyword_list_is_kept():
    # Syr Ginger: "... has trample, hexproof, and haste as long as an opponent controls a planeswalker."
    assert read("Syr Ginger, the Meal Ender").effects == [{
        "kind": "grant_keywords", "creatures": "self", "keywords": ["trample", "hexproof", "haste"],
        "condition": {"battlefield": {"selector": {"controller": "opponents", "types": ["planeswalker"]},
                                      "at_least": 1}}}]
    # Baneslayer Aspirant: emblems are on no board field: asked, never guessed
    cond = asked("Is it true that you have one or more emblems?")
    assert read("Baneslayer Aspirant").effects == [
        {"kind": "modify_pt", "creatures": "self", "power": 3, "toughness": 3, "condition": cond},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["flying", "first strike", "lifelink"],
         "condition": cond}]


def test_words_that_are_not_creature_types_are_not_subtypes():
    # "Commander creatures" (Bloodsworn Steward), "modified" (Red XIII), "suspected" (Nelly Borca)
    commander = {"controller": "you", "commander": True}
    assert read("Bloodsworn Steward").effects == [
        {"kind": "modify_pt", "creatures": commander, "power": 2, "toughness": 2},
        {"kind": "grant_keywords", "creatures": commander, "keywords": ["haste"]}]
    assert read("Red XIII, Proud Warrior").effects == [
        {"kind": "grant_keywords", "creatures": {"controller": "you", "other": True, "modified": True},
         "keywords": ["vigilance", "trample"]}]
    assert resolved("Nelly Borca, Impulsive Accuser") == [[{"kind": "goad", "creatures": "chosen"}]]
    # a word no selector field states leaves the sentence unsupported
    r = read_oracle("X", "Multicolored creatures you control have haste.")
    assert r.effects == [] and r.unsupported == ["Multicolored creatures you control have haste."]
    # supertypes are selector fields (205.4a)
    r = read_oracle("X", "Nonlegendary creatures you control have haste.")
    assert r.effects == [{"kind": "grant_keywords", "creatures": {"controller": "you", "not_supertypes": ["legendary"]},
                          "keywords": ["haste"]}]
    r = read_oracle("X", "Hosted creatures get +2/+0 and have haste.")
    assert r.effects == [] and len(r.unsupported) == 1


@pytest.mark.parametrize("name, keywords", [
    ("Odric, Blood-Cursed", []),  # names keywords in a sentence: has none
    ("Steel Seraph", ["flying"]),  # "gains your choice of flying, vigilance, or lifelink"
    ("Angelic Skirmisher", ["flying"]),  # "choose first strike, vigilance, or lifelink"
    ("Aragorn, Company Leader", []),  # "a counter from among first strike, vigilance, ..."
    ("Knight of Cliffhaven", []),  # flying and vigilance only at some levels
])
def test_a_card_has_only_its_own_keywords(name, keywords):
    assert lookup(name)["keywords"] == keywords


def test_keywords_chosen_or_put_as_counters_are_resolved_choices():
    assert resolved("Steel Seraph") == [
        [{"kind": "grant_keywords", "creatures": "target", "keywords": [kw]}] for kw in ("flying", "vigilance",
                                                                                         "lifelink")]
    assert resolved("Angelic Skirmisher") == [
        [{"kind": "grant_keywords", "creatures": YOU, "keywords": [kw]}] for kw in ("first strike", "vigilance",
                                                                                    "lifelink")]
    assert [e["keywords"] for [e] in resolved("Aragorn, Company Leader")] == [
        ["first strike"], ["vigilance"], ["deathtouch"], ["lifelink"]]


def test_they_is_the_player_who_cast_the_spell():
    # Sandswirl Wanderglyph: "Whenever an opponent casts a spell during their turn, they can't attack you ..."
    assert [item["effects"] for item in read("Unstable Glyphbridge // Sandswirl Wanderglyph", 1).resolved] == [[
        {"kind": "cant_attack_target", "creatures": {"controller": "that_player"}, "target": "you",
         "include_planeswalkers": True}]]


def test_other_creatures_of_a_spell_are_other_than_its_target():
    assert resolved("Intimidation Bolt") == [[{"kind": "cant_attack", "creatures": {"controller": "any",
                                                                                  "except": "target"}}]]


def test_a_legendary_creature_named_by_its_first_word():
    assert read("Zurgo Helmsmasher").effects == [
        {"kind": "attacks_if_able", "creatures": "self"},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["indestructible"],
         "condition": {"your_turn": True}}]


# --------------------------------------------------------------------------- conditions


@pytest.mark.parametrize("name, condition", [
    ("Oketra the True", {"you_control_at_most": {"selector": {"types": ["creature"], "other": True}, "at_most": 2}}),
    ("Kefnet the Mindful", {"hand": {"player": "you", "at_most": 6}}),
    ("Hazoret the Fervent", {"hand": {"player": "you", "at_least": 2}}),
    ("Rhonas the Indomitable", {"you_control_at_most": {
        "selector": {"types": ["creature"], "power_greater_than": 3, "other": True}, "at_most": 0}}),
    ("Bontu the Glorified", asked("Is it false that a creature died under your control this turn?")),
    ("Lovestruck Beast", {"you_control_at_most": {"selector": {  # a 1/1: power and toughness each exactly 1
        "types": ["creature"], "power_greater_than": 0, "power_at_most": 1, "toughness_greater_than": 0,
        "toughness_at_most": 1}, "at_most": 0}}),
])
def test_conditions_on_the_attackers_controller(name, condition):
    """The Amonkhet gods and Lovestruck Beast: "can't attack (or block) unless ..." is a
    restriction that applies while the condition does not hold."""
    assert read(name).effects == [{"kind": "cant_attack", "creatures": "self", "condition": condition}]


def test_comparisons_with_the_defending_player():
    assert read("Goblin Goon").effects == [
        {"kind": "cant_attack", "creatures": "self", "unless": {"controls_more_than_defending": {"types": ["creature"]}}}]
    assert read("Monstrous Hound").effects == [
        {"kind": "cant_attack", "creatures": "self", "unless": {"controls_more_than_defending": {"types": ["land"]}}}]
    # a fact about the defending player no field states is asked per player
    assert read("Crown-Hunter Hireling").effects[-1] == {
        "kind": "cant_attack", "creatures": "self", "unless": {"defending_player_asked": {
            "question": "Is it true that this defending player is the monarch?", "holds": None}}}


def test_conditions_a_board_states():
    assert read("Archangel of Tithes").effects[0]["condition"] == {"source_untapped": True}
    assert read("Mirri, Weatherlight Duelist").effects[-1] == {
        "kind": "max_attackers_against", "target": "you", "count": 1, "condition": {"source_tapped": True}}
    assert read("Dragon's Rage Channeler").effects[-1] == {
        "kind": "attacks_if_able", "creatures": "self",
        "condition": {"graveyard": {"player": "you", "at_least": 4, "of": "card_types"}}}
    assert read("Demon Wall").effects[-1] == {
        "kind": "ignore_defender", "creatures": "self", "condition": {"source_counters": {"kind": "any", "at_least": 1}}}
    assert read("Dog Umbra").effects[0] == {
        "kind": "cant_attack", "creatures": "attached", "condition": {"attached": {"controller": "opponents"}}}
    assert read("Harbor Serpent").effects[-1] == {
        "kind": "cant_attack", "creatures": "self",
        "condition": {"battlefield": {"selector": {"subtypes": ["Island"]}, "at_most": 4}}}


def test_a_player_who_cast_a_spell_cant_attack():
    cond = asked("Did the attacking player (an opponent) cast a spell this turn?")
    assert read("Angelic Arbiter").effects == [{"kind": "cant_attack", "creatures": {"controller": "opponents"},
                                                "condition": cond}]
    assert read("Prahv").effects == [{"kind": "cant_attack", "creatures": YOU,
                                      "condition": asked("Is it true that you cast a spell this turn?")}]


# --------------------------------------------------------------------------- costs


def test_quantities_in_taxes_and_costs():
    assert read("Nils, Discipline Enforcer").effects[-1] == {
        "kind": "attack_tax", "target": "you", "include_planeswalkers": True, "creatures": {"counters": "any"},
        "cost": "{X}", "x": {"counters_on_attacker": "any"}}
    assert read("Collective Restraint").effects == [
        {"kind": "attack_tax", "target": "you", "cost": "{X}", "x": {"basic_land_types": "you"}}]
    assert read("Cowed by Wisdom").effects == [
        {"kind": "attack_cost", "creatures": "attached", "cost": "{X}", "x": {"hand": "you"}}]
    assert read("Phyrexian Marauder").effects[-1] == {
        "kind": "attack_cost", "creatures": "self", "cost": "{X}", "x": {"counters_on_attacker": "+1/+1"}}


def test_attack_costs_that_are_not_mana():
    assert read("Leviathan").effects[-1] == {
        "kind": "attack_cost", "creatures": "self", "pay": {"sacrifice": {"selector": {"subtypes": ["Island"]},
                                                                         "count": 2}}}
    assert read("Hollow Warrior").effects == [
        {"kind": "attack_cost", "creatures": "self", "pay": {"tap": {"selector": {"types": ["creature"]}, "count": 1}}}]
    assert resolved("Sivitri, Dragon Master") == [[
        {"kind": "attack_tax", "target": "you", "include_planeswalkers": True, "pay": {"life": 2}}]]
    assert read("Floodtide Serpent").effects == [  # returning an enchantment you control (508.1h)
        {"kind": "attack_cost", "creatures": "self",
         "pay": {"return_to_hand": {"selector": {"types": ["enchantment"]}, "count": 1}}}]


# --------------------------------------------------------------------------- defender, goad, detain


def test_defender_grants_losses_and_permissions():
    assert read("Guard Duty").effects == [{"kind": "grant_keywords", "creatures": "attached", "keywords": ["defender"]}]
    assert read("Animate Wall").effects == [{"kind": "ignore_defender", "creatures": "attached"}]
    assert read("High Alert").effects == [{"kind": "ignore_defender", "creatures": YOU}]
    assert read("Ogre Jailbreaker").effects == [{"kind": "ignore_defender", "creatures": "self", "condition": {
        "you_control": {"selector": {"subtypes": ["Gate"]}, "at_least": 1}}}]
    assert resolved("Gargoyle Sentinel") == [[
        {"kind": "remove_keywords", "creatures": "self", "keywords": ["defender"]},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["flying"]}]]
    # losing defender for good when it blocks: lasts beyond that combat
    assert resolved("Elder Land Wurm") == [[{"kind": "remove_keywords", "creatures": "self", "keywords": ["defender"]}]]


def test_goad_variants():
    assert resolved("Jon Irenicus, Shattered One")[-1] == [{"kind": "goad", "creatures": "target"}]
    assert [{"kind": "goad", "creatures": "target"}] in resolved("Hot Pursuit")  # "is also goaded"
    assert read("The Kami Knight").effects == [{"kind": "cant_be_goaded", "creatures": YOU}]
    assert any("no longer goaded" in i["text"] and "designations" in i["reason"] for i in read("Serene Sleuth").ignored)
    assert resolved("Life of the Party")[-1] == [{"kind": "goad", "creatures": "created_token"}]


def test_detain():
    # 701.35a: it can't attack or block, and its activated abilities can't be activated (602.5)
    assert resolved("Azorius Arrester") == [[{"kind": "cant_attack", "creatures": "target"},
                                             {"kind": "cant_activate", "permanents": "target"}]]
    assert resolved("Lavinia of the Tenth") == [[{"kind": "cant_attack", "creatures": "chosen"},
                                                 {"kind": "cant_activate", "permanents": "chosen"}]]


# --------------------------------------------------------------------------- requirements, direction, caps


def test_attacks_or_blocks_each_combat_is_an_attack_requirement():
    assert read("Iron Golem").effects == [{"kind": "attacks_if_able", "creatures": "self"}]


def test_requirements_that_exist_when_another_creature_attacks():
    assert read("Ekundu Cyclops").effects == [
        {"kind": "attacks_if_able", "creatures": "self", "when_attacking": YOU}]
    assert read("Viashino Bey").effects == [{"kind": "attacks_if_able", "creatures": YOU, "when_attacking": "self"}]
    assert read("War's Toll").effects == [
        {"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "when_attacking": {"controller": "opponents"}}]


def test_attack_direction_is_asked():
    for name in ("Mystic Barrier", "Pramikon, Sky Rampart"):
        effects = read(name).effects
        assert [e["direction"] for e in effects] == ["left", "right"]
        assert all(e["kind"] == "attack_direction" and e["players"] == "each" and e["condition"]["asked"]["holds"]
                   is None for e in effects)


def test_player_level_caps():
    assert read("Rule with an Even Hand").effects == [{"kind": "cant_attack_with_odd_number", "player": "you"}]
    assert read("The Eternal Wanderer").effects[0] == {"kind": "max_attackers_against", "target": "self", "count": 1}
    assert read("Personal Decoy").effects[0] == {"kind": "cant_attack_target", "creatures": ANY, "target": "you"}


# --------------------------------------------------------------------------- grants and quoted abilities


def test_static_grants_of_haste_and_vigilance():
    assert read("Goblin Warchief").effects == [
        {"kind": "grant_keywords", "creatures": {"controller": "you", "subtypes": ["Goblin"]}, "keywords": ["haste"]}]
    assert read("Brudiclad, Telchor Engineer").effects[0] == {
        "kind": "grant_keywords", "creatures": {"controller": "you", "token": True}, "keywords": ["haste"]}
    # a leveler's and a Spacecraft's keywords at their levels; a level section's power and
    # toughness, from its first to its last level (711.2b)
    assert read("Knight of Cliffhaven").effects == [
        {"kind": "add_types", "permanents": "self", "types": [], "power": 2, "toughness": 3,
         "condition": {"source_counters": {"kind": "level", "at_least": 1, "at_most": 3}}},
        {"kind": "add_types", "permanents": "self", "types": [], "power": 4, "toughness": 4,
         "condition": {"source_counters": {"kind": "level", "at_least": 4}}},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["flying"],
         "condition": {"source_counters": {"kind": "level", "at_least": 1}}},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["vigilance"],
         "condition": {"source_counters": {"kind": "level", "at_least": 4}}}]
    assert read("Hearthhull, the Worldseed").effects == [
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["flying", "vigilance", "haste"],
         "condition": {"source_counters": {"kind": "charge", "at_least": 8}}},
        {"kind": "add_types", "permanents": "self", "types": ["artifact", "creature"],  # "an artifact creature at 8+"
         "condition": {"source_counters": {"kind": "charge", "at_least": 8}}}]


def test_quoted_abilities_are_granted():
    assert resolved("Goblin Spymaster") == [[{"kind": "grant_abilities", "creatures": "created_token",
                                              "abilities": [{"kind": "attacks_if_able", "creatures": YOU}]}]]
    assert resolved("Alien Invasion") == [[
        {"kind": "grant_keywords", "creatures": "created_token", "keywords": ["haste"]},
        {"kind": "grant_abilities", "creatures": "created_token",
         "abilities": [{"kind": "attacks_if_able", "creatures": "self"}]}]]
    assert resolved("Whipgrass Entangler") == [[{"kind": "grant_abilities", "creatures": "target", "abilities": [
        {"kind": "attack_cost", "creatures": "self", "cost": "{X}",
         "x": {"count": {"subtypes": ["Cleric"]}}}]}]]
    [item] = read("Taunting Sliver").resolved
    assert item["via"] == "granted triggered" and item["effects"] == [{"kind": "goad", "creatures": "target"}]


def test_sentences_about_attacking_creatures_are_ignored_not_read():
    r = read_oracle("X", "Target attacking creature gets +3/+3 until end of turn.", "Instant")
    assert r.resolved == [] and "already attacking" in r.ignored[0]["reason"]
    r = read_oracle("Y", "Whenever this creature attacks, it gains vigilance until end of turn.", "Creature \u2014 Bear")
    assert r.resolved == [] and "once attackers are declared" in r.ignored[0]["reason"]


def test_describe_lists_every_sentence_with_its_outcome():
    shown = describe("Archangel of Tithes")
    outcomes = {s["text"]: s["outcome"] for s in shown["sentences"]}
    assert outcomes["Flying"] == "effects"
    blocking = [t for t in outcomes if t.startswith("As long as Archangel of Tithes is attacking")]
    assert [outcomes[t] for t in blocking] == ["ignored"]
    tax = next(t for t in outcomes if t.startswith("As long as Archangel of Tithes is untapped"))
    # read into an effect, or unsupported where the board format in use does not take its condition
    assert outcomes[tax] == ("effects" if shown["effects"] else "unsupported")
    assert set(outcomes.values()) <= {"effects", "resolved", "ignored", "unsupported"}


def test_backup_gives_its_target_the_keywords_after_it_702_165a():
    """702.165a: "Backup 1" — when it enters, its target, if another creature, gains the
    abilities printed after it until end of turn: Sigiled Sentinel's vigilance and Joven and
    Chandler's haste are the creature's own keywords and a resolved template for the target."""
    text = ("Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another "
            "creature, it gains the following ability until end of turn.)\nVigilance")
    r = read_oracle("Sigiled Sentinel", text, "Creature — Human Soldier")
    assert r.keywords == ["vigilance"]
    assert r.resolved == [{"text": "Vigilance", "via": "backup", "effects": [
        {"kind": "grant_keywords", "creatures": "target", "keywords": ["vigilance"]}]}]
    joven = lookup("Joven and Chandler")
    assert joven is not None and "haste" in joven["keywords"]
    assert {"kind": "grant_keywords", "creatures": "target", "keywords": ["haste"]} in [
        e for x in joven["resolved"] for e in x["effects"]]


def test_the_same_is_true_for_reads_the_sentence_before_for_each_keyword():
    """"The same is true for ..., haste, ... and vigilance" is the sentence before, its keyword
    replaced by each one: Cairn Wanderer's haste while a creature card with haste is in a
    graveyard (asked: the board lists no keywords of graveyard cards), Majestic Myriarch's
    beginning-of-combat haste (a resolved template). Need for Speed's list is not of keywords."""
    wanderer = read_oracle("Cairn Wanderer", "As long as a creature card with flying is in a graveyard, this creature "
                           "has flying. The same is true for fear, first strike, double strike, deathtouch, haste, "
                           "landwalk, lifelink, protection, reach, trample, shroud, and vigilance.", "Creature — Shapeshifter")
    haste = [e for e in wanderer.effects if e.get("keywords") == ["haste"]]
    assert haste and haste[0]["creatures"] == "self" and haste[0]["condition"]["asked"]["holds"] is None
    assert any(e.get("keywords") == ["vigilance"] for e in wanderer.effects) and wanderer.unsupported == []
    myriarch = read_oracle("Majestic Myriarch", "At the beginning of each combat, this creature gains flying until end "
                           "of turn if you control a creature with flying. The same is true for first strike, double "
                           "strike, deathtouch, haste, hexproof, indestructible, lifelink, menace, reach, trample, and "
                           "vigilance.", "Creature — Griffin")
    assert [{"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"]}] in [
        x["effects"] for x in myriarch.resolved]
    assert myriarch.unsupported == []
