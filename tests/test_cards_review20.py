"""Cards read badly or not at all before: Timber Paladin's keywords on a count of Auras (asked,
only while enchanted), Tribal Golem's and Tek's "... as long as ..." lists, Archon of the Wild
Rose, Curse of Conformity, Blade of the Oni, and mana: a color among permanents you control (Mox
Amber, Plaza of Heroes), a creature's own colors (Katilda), two mana of different colors
(Firemind Vessel, Component Pouch) and spending mana as though it were another type (Chromatic
Orrery, 609.4b). Raised by Giants and Pentad Prism stay unread where they matter."""

from attackcheck import Board
from attackcheck.models.cards import describe, lookup, unmodelled_mana
from helpers import creature, make, outcome

_TWO = "Is it true that Timber Paladin is enchanted by exactly two Auras?"
_THREE = "Is it true that Timber Paladin is enchanted by three or more Auras?"
# creatures with power 4 or greater can't attack (a restriction that reads power)
_BIG_CANT = {"kind": "cant_attack", "creatures": {"power_greater_than": 3}, "controller": "B"}


def _card(pid, name, controller="A", **kw):
    return {"id": pid, "card": name, "controller": controller, **kw}


def _board(perms, effects=(), answers=()):
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms), "effects": list(effects), "answers": list(answers)})


def _tax(cost):
    return {"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}


def _status(perms, attacker, effects=(), answers=()):
    return _board(perms, effects, answers).check({"attacks": {attacker: "B"}}).status


# --------------------------------------------------------------------------- Timber Paladin, 508.1f


def test_timber_paladin_reads_its_keywords_on_the_auras_asked_only_while_enchanted():
    card = describe("Timber Paladin")
    assert card["unsupported"] == []
    grants = [e for e in card["effects"] if e["kind"] == "grant_keywords"]
    assert [(g["keywords"], g["condition"]) for g in grants] == [
        (["vigilance"], {"source": {"enchanted": True}, "asked": {"question": _TWO, "holds": None}}),
        (["vigilance", "trample"], {"source": {"enchanted": True}, "asked": {"question": _THREE, "holds": None}})]
    # the base power and toughness are left unread, where an effect reads power
    assert {n["matters"] for n in card["not_modelled"]} == {"where an effect reads power"}


def test_timber_paladin_vigilance_decides_a_restriction_that_reads_it_508_1f():
    vigilant_cant = {"kind": "cant_attack", "creatures": {"keywords": ["vigilance"]}, "controller": "B"}
    paladin = _card("tp", "Timber Paladin")
    strength = [_card("a1", "Holy Strength", attached_to="tp"), _card("a2", "Holy Strength", attached_to="tp")]
    # no Aura attached: neither grant applies, whatever the answers (it was unknown on every board)
    r = _board([paladin], [vigilant_cant]).check({"attacks": {"tp": "B"}})
    assert r.status == "legal" and r.unread == []
    # two Auras: the board answers how many (no condition key counts them)
    assert _status([paladin, *strength], "tp", [vigilant_cant]) == "unknown"
    two = [{"permanent": "tp", "question": _TWO, "holds": True}]
    assert _status([paladin, *strength], "tp", [vigilant_cant], two) == "illegal"
    neither = [{"permanent": "tp", "question": _TWO, "holds": False},
               {"permanent": "tp", "question": _THREE, "holds": False}]
    assert _status([paladin, *strength], "tp", [vigilant_cant], neither) == "legal"


def test_living_conundrum_flying_and_vigilance_with_its_library_empty_are_asked():
    # "As long as there are no cards in your library, this creature has base power and toughness
    # 10/10 and has flying and vigilance": the keywords read, asked; the base power unread
    assert outcome("Living Conundrum", "As long as there are no cards") == "effects"
    vigilant_cant = {"kind": "cant_attack", "creatures": {"keywords": ["vigilance"]}, "controller": "B"}
    question = "Is it true that there are no cards in your library?"
    assert _status([_card("lc", "Living Conundrum")], "lc", [vigilant_cant]) == "unknown"
    assert _status([_card("lc", "Living Conundrum")], "lc", [vigilant_cant],
                   [{"permanent": "lc", "question": question, "holds": False}]) == "legal"


# --------------------------------------------------------------------------- "... as long as ..." lists


def test_tribal_golem_has_haste_while_you_control_a_goblin_302_6():
    effects = lookup("Tribal Golem")["abilities"]
    assert {e["keywords"][0]: e["condition"]["you_control"]["selector"]["subtypes"] for e in effects} == {
        "trample": ["Beast"], "haste": ["Goblin"], "first strike": ["Soldier"], "flying": ["Wizard"]}
    golem = _card("g", "Tribal Golem", sick=True)
    assert _status([golem], "g") == "illegal"  # 302.6: summoning sick, no Goblin
    assert _status([golem, _card("gob", "Goblin Piker")], "g") == "legal"
    assert _status([golem, _card("gob", "Goblin Piker", "B")], "g") == "illegal"  # not yours


def test_tek_gets_power_while_you_control_a_swamp():
    effects = lookup("Tek")["abilities"]
    assert [e["kind"] for e in effects] == ["modify_pt", "grant_keywords", "modify_pt", "grant_keywords",
                                            "grant_keywords"]
    assert "not_modelled" not in describe("Tek")
    # a 2/2 (its printed power): +2/+0 with a Swamp makes it 4/2, which can't attack here
    assert _status([_card("tek", "Tek")], "tek", [_BIG_CANT]) == "legal"
    assert _status([_card("tek", "Tek"), _card("sw", "Swamp")], "tek", [_BIG_CANT]) == "illegal"


# --------------------------------------------------------------------------- base power and types, 613.4b


def test_archon_of_the_wild_rose_makes_creatures_enchanted_by_your_auras_4_4_613_4b():
    assert lookup("Archon of the Wild Rose")["abilities"][0]["permanents"] == {
        "controller": "you", "other": True, "enchanted_by": "you", "types": ["creature"]}
    archon, bear = _card("ar", "Archon of the Wild Rose"), creature("bear")
    assert _status([archon, bear], "bear", [_BIG_CANT]) == "legal"  # a 2/2
    mine = _card("aura", "Holy Strength", attached_to="bear")  # +1/+2 beside the base 4/4: 5/6
    assert _status([archon, bear, mine], "bear", [_BIG_CANT]) == "illegal"
    theirs = _card("aura", "Holy Strength", "B", attached_to="bear")  # not an Aura you control: 3/4
    assert _status([archon, bear, theirs], "bear", [_BIG_CANT]) == "legal"


def test_curse_of_conformity_makes_nonlegendary_creatures_3_3_without_creature_types_205_1b():
    curse = _card("c", "Curse of Conformity", "B", attached_to="A")
    goblin = _card("gob", "Goblin Piker")  # a 2/1 Goblin Warrior
    no_goblins = {"kind": "cant_attack", "creatures": {"subtypes": ["Goblin"]}, "controller": "B"}
    big = {"kind": "cant_attack", "creatures": {"power_greater_than": 2}, "controller": "B"}
    assert _status([goblin], "gob", [no_goblins]) == "illegal"
    assert _status([goblin, curse], "gob", [no_goblins]) == "legal"  # no creature type left
    assert _status([goblin, curse], "gob", [big]) == "illegal"  # 3/3
    # a legendary creature keeps its own (Isamaru, a 2/2), and the other player's creatures theirs
    assert _status([_card("is", "Isamaru, Hound of Konda"), curse], "is", [big]) == "legal"
    assert _status([goblin, dict(curse, attached_to="B")], "gob", [no_goblins]) == "illegal"


def test_blade_of_the_oni_makes_the_equipped_creature_a_5_5_black_demon_beside_its_colors_105_3():
    assert lookup("Blade of the Oni")["abilities"][:2] == [
        {"kind": "add_types", "permanents": "attached", "types": [], "power": 5, "toughness": 5,
         "subtypes": ["Demon"], "colors": ["B"], "colors_in_addition": True},
        {"kind": "grant_keywords", "creatures": "attached", "keywords": ["menace"]}]
    bear = _card("bear", "Grizzly Bears")
    blade = _card("blade", "Blade of the Oni", attached_to="bear")
    for restriction in ({"colors": ["B"]}, {"colors": ["G"]}, {"subtypes": ["Demon"]}, {"subtypes": ["Bear"]},
                        {"power_greater_than": 4}):
        cant = {"kind": "cant_attack", "creatures": restriction, "controller": "B"}
        assert _status([bear, blade], "bear", [cant]) == "illegal", restriction
    assert _status([bear], "bear", [{"kind": "cant_attack", "creatures": {"colors": ["B"]},
                                     "controller": "B"}]) == "legal"


def test_raised_by_giants_stays_unread_where_power_is_read():
    # "Commander creatures you own": no selector names permanents by their owner
    assert {n["matters"] for n in describe("Raised by Giants")["not_modelled"]} == {
        "where an effect reads power", "where an effect reads subtypes"}
    perms = [_card("bear", "Grizzly Bears", commander=True), _card("rbg", "Raised by Giants")]
    assert _status(perms, "bear") == "legal"
    assert _status(perms, "bear", [_BIG_CANT]) == "unknown"


# --------------------------------------------------------------------------- mana, 106.1, 508.1h


def test_mox_amber_makes_a_color_among_your_legendary_creatures_and_planeswalkers_106_1():
    grants = lookup("Mox Amber")["abilities"]
    assert len(grants) == 10 and unmodelled_mana(describe("Mox Amber")["oracle_text"]) == ()
    mox, bear = _card("mox", "Mox Amber"), _card("bear", "Grizzly Bears")
    assert _status([mox, bear], "bear", [_tax("{1}")]) == "illegal"  # no legendary permanent: no mana
    ajani = _card("aj", "Ajani Goldmane")  # a white planeswalker
    assert _status([mox, bear, ajani], "bear", [_tax("{W}")]) == "legal"
    assert _status([mox, bear, ajani], "bear", [_tax("{R}")]) == "illegal"
    isamaru = _card("is", "Isamaru, Hound of Konda")  # a white legendary creature
    assert _status([mox, bear, isamaru], "bear", [_tax("{W}")]) == "legal"
    assert _status([mox, bear, dict(isamaru, controller="B")], "bear", [_tax("{W}")]) == "illegal"
    # 105.2c: a colorless legendary creature gives no color
    assert _status([mox, bear, _card("hope", "Hope of Ghirapur")], "bear", [_tax("{1}")]) == "illegal"


def test_plaza_of_heroes_makes_a_color_among_your_legendary_permanents():
    plaza, bear = _card("plaza", "Plaza of Heroes"), _card("bear", "Grizzly Bears")
    assert _status([plaza, bear], "bear", [_tax("{C}")]) == "legal"
    assert _status([plaza, bear], "bear", [_tax("{W}")]) == "illegal"  # its "any color" is for legendary spells
    assert _status([plaza, bear, _card("is", "Isamaru, Hound of Konda")], "bear", [_tax("{W}")]) == "legal"


def test_katilda_gives_humans_a_mana_ability_of_their_own_colors_105_2():
    kat = _card("kat", "Katilda, Dawnhart Prime")  # a green and white Human herself
    bear = creature("bear")
    human = creature("human", subtypes=["Human"], colors=["R"])
    assert _status([kat, bear, human], "bear", [_tax("{R}{G}")]) == "legal"  # the human's {R}, Katilda's {G}
    assert _status([kat, bear, human], "bear", [_tax("{R}{B}")]) == "illegal"
    assert _status([kat, bear, dict(human, subtypes=["Elf"])], "bear", [_tax("{R}")]) == "illegal"


def test_firemind_vessel_and_component_pouch_make_two_mana_of_different_colors_106_1():
    assert len(lookup("Firemind Vessel")["mana"][0]) == 10
    vessel, bear = _card("v", "Firemind Vessel"), _card("bear", "Grizzly Bears")
    assert _status([vessel, bear], "bear", [_tax("{W}{U}")]) == "legal"
    assert _status([vessel, bear], "bear", [_tax("{G}{G}")]) == "illegal"  # colors that differ
    assert _status([vessel, bear], "bear", [_tax("{3}")]) == "illegal"
    # "{T}, Remove a component counter from this artifact": only while it has one (602.2b)
    pouch = _card("p", "Component Pouch")
    assert _status([pouch, bear], "bear", [_tax("{R}{G}")]) == "illegal"
    assert _status([dict(pouch, counters={"component": 1}), bear], "bear", [_tax("{R}{G}")]) == "legal"


def test_chromatic_orrery_spending_permission_only_adds_ways_to_pay_609_4b():
    orrery, bear, forest = _card("o", "Chromatic Orrery"), _card("bear", "Grizzly Bears"), _card("f", "Forest")
    # found with its {C}{C}{C}{C}{C} alone, or the Forest's {G}: it stands (was unknown)
    r = _board([orrery, bear], [_tax("{5}")]).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert _status([orrery, bear, forest], "bear", [_tax("{G}")]) == "legal"
    # {G} only as though {C} were green: not modelled, so unknown rather than illegal
    assert _status([orrery, bear], "bear", [_tax("{G}")]) == "unknown"
    # Celestial Dawn's "other mana only as though it were colorless" takes ways away: unread where
    # a symbol asks a type of mana ({G}), and nothing where none does ({1}: colorless mana pays it)
    dawn = _card("dawn", "Celestial Dawn")
    assert _status([dawn, bear, forest], "bear", [_tax("{G}")]) == "unknown"
    assert _status([dawn, bear, forest], "bear", [_tax("{1}")]) == "legal"


def test_pentad_prism_without_tap_605_1a():
    # "Remove a charge counter from this artifact: Add one mana of any color": no {T} or {Q},
    # once for each counter (602.2b); once unread, now a mana ability with `cost: ""`
    # (tests/test_counter_mana.py)
    assert unmodelled_mana(describe("Pentad Prism")["oracle_text"]) == ()
    prism = _card("pp", "Pentad Prism", counters={"charge": 2})
    bear, forest = _card("bear", "Grizzly Bears"), _card("f", "Forest")
    assert _status([prism, bear, forest], "bear", [_tax("{G}")]) == "legal"
    assert _status([prism, bear, forest], "bear", [_tax("{3}")]) == "legal"  # two from the Prism, one Forest
    assert _status([prism, bear, forest], "bear", [_tax("{4}")]) == "illegal"
