"""Real cards whose text the reader got wrong. Where a cost to attack applies (508.1h-j),
mana whose spending is restricted (106.6) pays nothing, and mana text the reader does not
model (Crypt of Agadeem, Dawn's Reflection) leaves the answers unknown; a creature
that loses all its abilities (Dress Down, Humility) is unsupported. Never a guess."""

from __future__ import annotations

import pytest

from attackcheck import Board
from attackcheck.models.cards import unmodelled_mana


def board(perms: list[dict], players: int = 2) -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p} for p in ids], "turn": {"active": "A"},
                  "permanents": perms})


BEAR = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
PRISON = {"id": "prison", "card": "Ghostly Prison", "controller": "B"}


def test_spend_only_mana_pays_no_attack_tax():
    # 106.6: Eldrazi Temple's {C}{C} is spent only on Eldrazi spells and abilities, Mishra's
    # Workshop's only on artifact spells: with {1} of usable mana, Ghostly Prison's {2} can't
    # be paid (the reader once counted both, a "legal" that was wrong).
    b = board([BEAR, PRISON, {"id": "temple", "card": "Eldrazi Temple", "controller": "A"},
               {"id": "shop", "card": "Mishra's Workshop", "controller": "A"}])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.violations[0].kind == "cost"
    assert b.legal_attacks.count() == 1


def test_cant_be_spent_on_spells_still_pays():
    # "This mana can't be spent to cast a nonartifact spell" (Hydraulic Helper) restricts
    # spells only: it pays a cost to attack.
    b = board([BEAR, PRISON, {"id": "helper", "card": "Hydraulic Helper", "controller": "A"},
               {"id": "forest", "card": "Forest", "controller": "A"}])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_gaeas_cradle_under_a_tax_is_read():
    # Gaea's Cradle makes {G} for each creature: three here, enough for Ghostly Prison. It was
    # "illegal" without proof, then unread; now read (for_each): one attacker paid.
    creatures = [{"id": f"b{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(3)]
    cradle = {"id": "cradle", "card": "Gaea's Cradle", "controller": "A"}
    b = board(creatures + [cradle, PRISON])
    assert b.unread == [] and b.check({"attacks": {"b0": "B"}}).status == "legal"
    assert b.legal_attacks.count() == 4
    # Overgrown Battlement's "{G} for each creature you control with defender" is read
    # (for_each with a keyword): itself alone makes {G}, not Ghostly Prison's {2}; with
    # Wall of Stone, {G}{G}: one attacker paid
    wall = {"id": "wall", "card": "Overgrown Battlement", "controller": "A"}
    b = board(creatures + [wall, PRISON])
    assert b.unread == [] and b.check({"attacks": {"b0": "B"}}).status == "illegal"
    assert b.count().count == 1
    stone = {"id": "stone", "card": "Wall of Stone", "controller": "A"}
    assert board(creatures + [wall, stone, PRISON]).legal_attacks.count() == 4
    # Written out on the board ({G}), it is read as written: one Forest more, one attacker paid.
    written = dict(wall, unread_text="written", mana=["{G}"])
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    assert board(creatures + [written, forest, PRISON]).legal_attacks.count() == 4
    # No cost to attack: its mana does not matter.
    assert board(creatures + [wall]).legal_attacks.count() == 8


def test_opponents_mana_ability_does_not_matter():
    # Only the active player pays (508.1h): B's Crypt of Agadeem is no question.
    b = board([BEAR, PRISON, {"id": "signet", "card": "Crypt of Agadeem", "controller": "B"}])
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_null_rod_under_a_tax_stops_sol_ring():
    # Null Rod (B's) stops Sol Ring's mana ability (602.5): the Ring paid Ghostly Prison's {2},
    # a wrong "legal"; then unread, now read (cant_activate). Effects that change mana matter
    # whoever controls them.
    b = board([BEAR, PRISON, {"id": "ring", "card": "Sol Ring", "controller": "A"},
               {"id": "rod", "card": "Null Rod", "controller": "B"}])
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    without = board([BEAR, PRISON, {"id": "ring", "card": "Sol Ring", "controller": "A"}])
    assert without.check({"attacks": {"bear": "B"}}).status == "legal"


def test_arrest_on_the_active_players_creature_under_a_tax_stops_its_mana():
    # Arrest: "its activated abilities can't be activated" stops Llanowar Elves' mana
    # ability; on A's Elves the Forest alone can't pay Ghostly Prison.
    elves = {"id": "elves", "card": "Llanowar Elves", "controller": "A"}
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    arrest = {"id": "arrest", "card": "Arrest", "controller": "B", "attached_to": "elves"}
    assert board([BEAR, PRISON, elves, forest, arrest]).check({"attacks": {"bear": "B"}}).status == "illegal"
    # Arrest on B's creature is no question: A pays with the Elves and the Forest.
    mine = dict(arrest, attached_to="theirs")
    theirs = {"id": "theirs", "card": "Llanowar Elves", "controller": "B"}
    assert board([BEAR, PRISON, elves, forest, mine, theirs]).check({"attacks": {"bear": "B"}}).status == "legal"


def test_unmodelled_mana_sentences():
    got = {name: unmodelled_mana(text) for name, text in {
        "Gaea's Cradle": "{T}: Add {G} for each creature you control.",
        "Azorius Signet": "{1}, {T}: Add {W}{U}.",
        "Celestial Prism": "{2}, {T}: Add one mana of any color.",
        "Crypt of Agadeem": "{2}, {T}: Add {B} for each black creature card in your graveyard.",
        "Wild Growth": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        "Dawn's Reflection": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional "
                             "two mana in any combination of colors.",
        "Blood Moon": "Nonbasic lands are Mountains.",
        "Cryptolith Rite": 'Creatures you control have "{T}: Add one mana of any color."',
        "Katilda, Dawnhart Prime": 'Human creatures you control have "{T}: Add one mana of any of this '
                                   'creature\'s colors."',
        "Sol Ring": "{T}: Add {C}{C}.",
        "Pithing Needle": "As this artifact enters, choose a card name.\nActivated abilities of sources with the "
                          "chosen name can't be activated unless they're mana abilities.",
        "Jewel Thief": "When this creature enters, create a Treasure token.",
        "Oppressive Rays": "Enchant creature\nEnchanted creature can't attack or block unless its controller pays {3}."
                           "\nActivated abilities of enchanted creature cost {3} more to activate.",
    }.items()}
    assert got["Gaea's Cradle"] == ()  # read: for_each
    assert got["Azorius Signet"] == ()  # read: a mana ability whose cost is {1}, {T}
    assert got["Celestial Prism"] == ()  # read: a mana ability whose cost is {2}, {T}
    assert got["Crypt of Agadeem"] == (("{2}, {T}: Add {B} for each black creature card in your graveyard.", "own"),)
    assert got["Wild Growth"] == ()  # read: mana_trigger (605.1b)
    assert got["Dawn's Reflection"][0][1] == "more_attached"  # only more mana (605.1b): only more ways to pay
    assert got["Blood Moon"] == ()  # read: land_types (305.7)
    assert got["Cryptolith Rite"] == ()  # read: grant_mana_abilities (613 layer 6)
    assert got["Katilda, Dawnhart Prime"] == ()  # read: a grant per color (105.2)
    assert got["Oppressive Rays"] == (("Activated abilities of enchanted creature cost {3} more to activate.",
                                       "attached"),)
    assert got["Sol Ring"] == got["Pithing Needle"] == got["Jewel Thief"] == ()


def test_losing_all_abilities_ends_the_creatures_requirement_613_1f():
    # 613.1f: under Dress Down ("Creatures lose all abilities") or Humility, Berserkers of Blood
    # Ridge has no requirement, so not attacking is legal; the reader once ignored the sentence
    # and answered "illegal" (508.1d), then called it unsupported. It is read now
    # (tests/test_ability_loss.py).
    berserkers = {"id": "bz", "card": "Berserkers of Blood Ridge", "controller": "A"}
    for card in ("Dress Down", "Humility"):
        r = board([berserkers, {"id": "x", "card": card, "controller": "B"}]).check({"attacks": {}})
        assert r.status == "legal" and r.to_dict()["unread"] == []
    aura = {"id": "elk", "card": "Kenrith's Transformation", "controller": "B", "attached_to": "bz"}
    assert board([berserkers, aura]).check({"attacks": {}}).status == "legal"
    # Deep Freeze ("... and is a blue Wall in addition to its other colors and types") is read
    # now too: defender, and no requirement of its own (702.3b, 613.1f)
    freeze = {"id": "dm", "card": "Deep Freeze", "controller": "B", "attached_to": "bz"}
    r = board([berserkers, freeze]).check({"attacks": {}})
    assert r.status == "legal" and r.to_dict()["unread"] == []


def test_a_permanent_made_a_creature_by_an_effect_is_unsupported():
    # 508.1a: under Titania's Song a noncreature artifact loses all abilities and becomes a
    # creature whose power is its mana value: unsupported, the answer is unknown, never a
    # guess. (Opalescence, March of the Machines, Gideon Blackblade's "during your turn ... is
    # a 4/4 Human Soldier creature ... that's still a planeswalker", Ambush Commander's Forests
    # and a Theros God below its devotion are read: tests/test_type_changing.py.)
    for card in ("Titania's Song",):
        b = board([BEAR, {"id": "x", "card": card, "controller": "A"}])
        r = b.check({"attacks": {"bear": "B"}})
        assert r.status == "unknown" and r.to_dict()["unread"][0]["card"] == card, card
    # On the opponent's side, on A's turn, Gideon is a planeswalker only: a defender.
    off = {"id": "x", "card": "Gideon Blackblade", "controller": "B"}
    assert board([BEAR, off]).legal_attacks.count() == 3  # home, at B, at Gideon


def test_power_the_reader_does_not_read_under_a_power_restriction_is_unread():
    # Ensnaring Bridge reads power (508.1c). Tarmogoyf's power is "equal to the number of
    # card types among cards in all graveyards": left out, it attacked as if it had none, a
    # guess. Kinbinding's +X/+X likewise. Both are unread there, and only there.
    players = [{"id": "A", "hand": 0}, {"id": "B", "hand": 0}]
    bridge = {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}
    goyf = {"id": "goyf", "card": "Tarmogoyf", "controller": "A"}
    b = Board({"version": 1, "players": players, "turn": {"active": "A"}, "permanents": [goyf, bridge]})
    r = b.check({"attacks": {"goyf": "B"}})
    assert r.status == "unknown" and r.to_dict()["unread"][0]["card"] == "Tarmogoyf"
    with pytest.raises(TimeoutError, match="did not read"):  # the reason is the text, not the time
        b.legal_attacks.count()
    written = dict(goyf, power=2, toughness=3, unread_text="written")
    b = Board({"version": 1, "players": players, "turn": {"active": "A"}, "permanents": [written, bridge]})
    assert b.check({"attacks": {"goyf": "B"}}).status == "illegal"
    elves = {"id": "elves", "card": "Llanowar Elves", "controller": "A"}
    kin = {"id": "kin", "card": "Kinbinding", "controller": "A"}
    b = Board({"version": 1, "players": players, "turn": {"active": "A"}, "permanents": [elves, kin, bridge]})
    assert b.check({"attacks": {}}).status == "unknown"
    # Nothing reads power: Tarmogoyf attacks or not, whatever its power.
    assert board([goyf]).legal_attacks.count() == 2


def test_colors_and_subtypes_the_reader_does_not_read_are_unread_where_read():
    # Painter's Servant makes every permanent the chosen color too: under Light of Day ("Black
    # creatures can't attack or block") Grizzly Bears can't attack if black was chosen; it
    # attacked. Maskwood Nexus makes A's creatures every creature type: Goblin Rabblemaster's
    # "Other Goblin creatures you control attack each combat if able" reaches the Bears; it
    # didn't (508.1d).
    painter = {"id": "ps", "card": "Painter's Servant", "controller": "B"}
    light = {"id": "lod", "card": "Light of Day", "controller": "B"}
    r = board([BEAR, painter, light]).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and r.to_dict()["unread"][0]["card"] == "Painter's Servant"
    assert board([BEAR, painter]).legal_attacks.count() == 2  # nothing reads colors
    nexus = {"id": "mw", "card": "Maskwood Nexus", "controller": "A"}
    rabble = {"id": "rm", "card": "Goblin Rabblemaster", "controller": "A", "sick": True}
    assert board([BEAR, nexus, rabble]).check({"attacks": {}}).status == "unknown"


def test_a_trait_not_read_is_unread_where_a_keyword_grant_reads_it():
    # 613.1d before 613.1f: Maskwood Nexus makes the sick Bears a Goblin, and Goblin
    # Warchief gives Goblins haste (302.6), so the attack is legal; the reader doesn't read
    # the Nexus, and the grant's selector reads subtypes: unknown, never "illegal".
    nexus = {"id": "mw", "card": "Maskwood Nexus", "controller": "A"}
    chief = {"id": "gw", "card": "Goblin Warchief", "controller": "A"}
    sick = {**BEAR, "sick": True}
    r = board([sick, nexus, chief]).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and [u["card"] for u in r.to_dict()["unread"]] == ["Maskwood Nexus"]
    assert board([sick, chief]).check({"attacks": {"bear": "B"}}).status == "illegal"  # a Bear, no haste
    # A grant that reads no trait (Fervor: creatures you control have haste) leaves it judged.
    fervor = {"id": "fv", "card": "Fervor", "controller": "A"}
    r = board([sick, nexus, fervor]).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    # unread_text "inactive" on the Nexus: the board is judged as written.
    quiet = {**nexus, "unread_text": "inactive"}
    assert board([sick, quiet, chief]).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_changeling_is_every_creature_type():
    # 702.73a: Universal Automaton (changeling) is a Goblin, so Goblin Assault's "Goblin
    # creatures attack each combat if able" makes it attack (it was free to stay home).
    automaton = {"id": "u", "card": "Universal Automaton", "controller": "A"}
    b = board([automaton, {"id": "ga", "card": "Goblin Assault", "controller": "B"}])
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 1
    # Evil Eye of Orms-by-Gore: "Non-Eye creatures you control can't attack": it is an Eye.
    eye = {"id": "eye", "card": "Evil Eye of Orms-by-Gore", "controller": "A"}
    assert board([automaton, eye]).check({"attacks": {"u": "B"}}).status == "legal"


def test_max_power_proposal_with_a_power_not_read_is_unknown():
    # Tarmogoyf's power is not read: a max-power proposal can't be vouched for; the other
    # objectives don't read power.
    b = board([BEAR, {"id": "goyf", "card": "Tarmogoyf", "controller": "A"}])
    p = b.propose(objective="max-power")
    assert p.status == "unknown" and p.to_dict()["unread"][0]["card"] == "Tarmogoyf"
    assert b.propose(objective="max-attackers").status == "legal"


def test_collective_restraint_reads_land_types():
    # Collective Restraint's X is the basic land types among B's lands: Urborg makes each
    # land a Swamp as well (305.7, read), so B has Islands and Swamps: {2} for each creature
    forests = [{"id": f"f{i}", "card": "Forest", "controller": "A"} for i in range(2)]
    b = board([BEAR, *forests, {"id": "cr", "card": "Collective Restraint", "controller": "B"},
               {"id": "island", "card": "Island", "controller": "B"},
               {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "B"}])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert b.check({"attacks": {"bear": "B"}}).to_dict()["cost"]["mana"] == "{2}"


def test_wars_toll_with_a_tax_elsewhere():
    # War's Toll (B): if a creature attacks, all of A's attack if able. Ghostly Prison makes
    # attacking B cost {2}, C is free, so M is 2 (both attack, 508.1d): one at B alone obeys
    # one. Its trigger "tap all lands" is no mana ability and waits until attackers are
    # declared: no question for the payment (605.1b).
    perms = [{"id": "b1", "card": "Grizzly Bears", "controller": "A"},
             {"id": "b2", "card": "Grizzly Bears", "controller": "A"},
             {"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"},
             {"id": "toll", "card": "War's Toll", "controller": "B"}, PRISON]
    b = board(perms, players=3)
    r = b.check({"attacks": {"b1": "B"}})
    assert r.status == "illegal" and (r.obeyed, r.maximum) == (1, 2)
    assert b.check({"attacks": {"b1": "C", "b2": "B"}}).status == "legal"
    assert b.legal_attacks.count() == 4  # none; or both, not both at B


def test_an_effect_a_player_may_ignore_is_asked_whether_it_was_ignored():
    # 116.2d: "... may exile three cards from their graveyard for that player to ignore this
    # effect until end of turn" (Lost in Thought, Volrath's Curse) is a special action taken
    # while a player had priority, before attackers are declared: the restriction applies
    # unless it was taken, so the reader asks instead of always keeping the creature home
    for aura in ("Lost in Thought", "Volrath's Curse"):
        on_bear = {"id": "aura", "card": aura, "controller": "B", "attached_to": "bear"}
        b = board([BEAR, on_bear])
        r = b.check({"attacks": {"bear": "B"}})
        assert r.status == "unknown" and "ignored this turn" in r.to_dict()["unread"][0]["text"]
        # staying home is legal whether or not it was ignored (decided case by case)
        assert b.check({"attacks": {}}).status == "legal" and b.unread
        for ignored in (True, False):
            effect = {"kind": "cant_attack", "creatures": "attached", "source": "aura",
                      "condition": {"asked": {"question": "ignored?", "holds": not ignored}}}
            written = dict(on_bear, unread_text="written")
            b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                       "permanents": [BEAR, written], "effects": [effect]})
            assert b.is_legal({"attacks": {"bear": "B"}}) is ignored


def test_a_copy_has_the_unread_power_text_of_what_it_copies():
    # 707.2: a copy of Tarmogoyf has its characteristic-defining ability, which the reader
    # does not read: where Ensnaring Bridge reads power, the copy's attack is unknown too
    players = [{"id": "A", "hand": 0}, {"id": "B", "hand": 0}]
    goyf = {"id": "goyf", "card": "Tarmogoyf", "controller": "B"}
    copy = {"id": "copy", "controller": "A", "copy_of": "goyf"}
    bridge = {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}
    b = Board({"version": 1, "players": players, "turn": {"active": "A"}, "permanents": [goyf, copy, bridge]})
    r = b.check({"attacks": {"copy": "B"}})
    assert r.status == "unknown" and any(u["permanent"] == "copy" for u in r.to_dict()["unread"])
    # the copied card's text written out on the original: the copy follows it (power 0 here)
    written = dict(goyf, power=0, toughness=1, unread_text="written")
    b = Board({"version": 1, "players": players, "turn": {"active": "A"}, "permanents": [written, copy, bridge]})
    assert b.check({"attacks": {"copy": "B"}}).status == "legal"


def test_a_cap_for_the_turn_asks_about_earlier_combats_in_a_later_one():
    # "No more than one creature can attack each turn" (Dueling Grounds as printed; its Oracle
    # text now says "each combat"): in the turn's first combat it is a cap of one; in a later
    # combat no creature may attack once one attacked this turn, which no board field states
    from attackcheck.models.cards.oracle import read_oracle

    effects = read_oracle("Grounds", "No more than one creature can attack each turn.", "Enchantment").effects
    assert effects[0] == {"kind": "max_attackers", "count": 1}
    assert effects[1]["condition"]["combat"] == {"at_least": 2}
    bears = [dict(BEAR, id=f"bear{i}") for i in range(2)]
    grounds = {"id": "grounds", "name": "Grounds", "types": ["enchantment"], "controller": "B"}

    def turn(combat: int, earlier: bool | None) -> Board:
        written = [dict(e, source="grounds") for e in effects]
        written[1] = dict(written[1], condition=dict(written[1]["condition"], asked={"question": "?", "holds": earlier}))
        return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A", "combat": combat},
                      "permanents": bears + [grounds], "effects": written})

    one, two = {"attacks": {"bear0": "B"}}, {"attacks": {"bear0": "B", "bear1": "B"}}
    first = turn(1, None)  # the question does not arise in the first combat
    assert first.check(one).status == "legal" and first.check(two).status == "illegal"
    assert turn(2, None).check(one).status == "unknown"
    assert turn(2, True).check(one).status == "illegal" and turn(2, True).check({"attacks": {}}).status == "legal"
    assert turn(2, False).check(one).status == "legal" and turn(2, False).check(two).status == "illegal"
    # a cap of two for the turn would need the number that attacked before: not guessed
    assert read_oracle("G", "No more than two creatures can attack each turn.", "Enchantment").effects == []
    # Dueling Grounds by name: its Oracle text caps each combat, the second one too
    dg = {"id": "dg", "card": "Dueling Grounds", "controller": "B"}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A", "combat": 2},
               "permanents": bears + [dg]})
    assert b.check(one).status == "legal" and b.check(two).status == "illegal"


def test_a_keyword_chosen_as_an_ability_resolves_is_one_resolved_entry_per_choice():
    # "Butcher of the Horde gains your choice of vigilance, lifelink, or haste until end of
    # turn": one resolved template per keyword, as the reader gives it on its own. Through the
    # card library the template with its choice was refused by the board format, so the
    # sentence was unsupported and every board with Butcher or Gideon Blackblade ([+1]) was
    # unknown.
    from attackcheck.models.cards import lookup

    for card, kws in (("Butcher of the Horde", ["vigilance", "lifelink", "haste"]),
                      ("Gideon Blackblade", ["vigilance", "lifelink", "indestructible"])):
        entry = lookup(card)
        assert entry["unsupported"] == [], card
        assert [r["effects"][0]["keywords"] for r in entry["resolved"]] == [[k] for k in kws], card
    b = board([BEAR, {"id": "x", "card": "Butcher of the Horde", "controller": "A"}])
    assert b.unread == [] and b.check({"attacks": {"bear": "B", "x": "B"}}).status == "legal"
