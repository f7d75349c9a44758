"""Audit: continuous effects and layers (CR 613) meeting the declaration of attackers, with
real cards read from their Oracle text (`card: NAME`).

Each scenario's verdicts (and counts) were worked out by hand from CR 302.6, 305.6-7, 508.1,
613.1-613.8, 702 and the cards' rulings before the engine was run; the comment above each
says why. A is the active player; B (and C) are opponents. Permanents are listed in
timestamp order (the board's order is its timestamps: docs/readings.md, 613.7). Ghostly
Prison and Propaganda tax {2} a creature attacking their controller; Norn's Annex {W/P}
(107.4f: {W} or 2 life, so at 1 life only {W} pays it).

A check written "input" expects bad input (the permanent declared is no creature, 508.1a);
one written "a|b" accepts either, for a verdict the program documents it may leave unknown
(it must never be the other definite verdict).
"""

from __future__ import annotations

from typing import Any

import pytest

from attackcheck import InputError
from test_rulings_audit import C, S, board_of, judge_count_and_proposal

PROP = C("prop", "Propaganda", "B")
PRISON = C("gp", "Ghostly Prison", "B")
ANNEX = C("annex", "Norn's Annex", "B")
BEAR = C("bear", "Grizzly Bears")


def att(*ids: str, to: str = "B") -> dict:
    return {i: to for i in ids}


def hand(b: int, a: int | None = None) -> list:
    return [{"id": "A"} if a is None else {"id": "A", "hand": a}, {"id": "B", "hand": b}]


def life(n: int) -> list:
    return [{"id": "A", "life": n}, "B"]


SCENARIOS = [
    # === losing all abilities (613.1f, layer 6) against requirements and restrictions ======
    # Humility: Juggernaut loses "attacks each combat if able"; nothing is required (508.1d).
    S("humility-juggernaut", "613.1f, 508.1d", "Juggernaut under Humility has no requirement",
      perms=[C("jug", "Juggernaut"), C("hum", "Humility", "B")],
      checks=[({}, "legal"), (att("jug"), "legal")], count=2),
    # Humility: Wall of Omens loses defender (702.3b), so it may attack.
    S("humility-defender", "613.1f, 702.3b", "a Wall under Humility loses defender",
      perms=[C("wall", "Wall of Omens"), C("hum", "Humility", "B")],
      checks=[(att("wall"), "legal")], count=2),
    # Pacifism's "can't attack" is the Aura's ability, not the creature's: Humility (creatures
    # only) leaves it (613.1f), the bear still can't attack (508.1c).
    S("humility-pacifism", "613.1f, 508.1c", "Pacifism's restriction is the Aura's: Humility leaves it",
      perms=[BEAR, C("hum", "Humility", "B"), C("pac", "Pacifism", "B", attached_to="bear")],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    # Furor of the Bitten's "attacks each combat if able" is the Aura's: it stays (508.1d).
    S("humility-furor", "613.1f, 508.1d", "Furor of the Bitten's requirement is the Aura's: Humility leaves it",
      perms=[BEAR, C("hum", "Humility", "B"), C("furor", "Furor of the Bitten", "A", attached_to="bear")],
      checks=[({}, "illegal"), (att("bear"), "legal")], count=1, propose={"bear": "B"}),
    # Goad is a designation, no ability: Humility doesn't end it (701.15b).
    S("humility-goad", "701.15b, 613.1f", "a goaded creature under Humility is still goaded",
      players=["A", "B", "C"], goads=[("bear", "B")],
      perms=[BEAR, C("hum", "Humility", "B")],
      checks=[({}, "illegal"), (att("bear", to="C"), "legal"), (att("bear"), "illegal")], count=1, propose={"bear": "C"}),
    # Opalescence makes Ghostly Prison a 3/3 creature (layer 4) and Dress Down then takes its
    # abilities (layer 6): no tax; Dress Down, a 2/2 creature that came this turn, is sick (302.6).
    S("dress-down-opal-prison", "613.1d, 613.1f, 508.1h", "Dress Down takes the tax of a Ghostly Prison Opalescence animates",
      perms=[BEAR, C("opal", "Opalescence"), PRISON, C("dd", "Dress Down", sick=True)],
      checks=[(att("bear"), "legal"), (att("dd"), "illegal")], count=2),
    # Without Opalescence Ghostly Prison is no creature: Dress Down leaves its tax (508.1h).
    S("dress-down-prison", "613.1f, 508.1h", "Dress Down leaves a noncreature Ghostly Prison's tax",
      perms=[BEAR, PRISON, C("dd", "Dress Down", sick=True)],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    # Humility + Opalescence: Propaganda is a creature without abilities: no tax.
    S("humility-opal-propaganda", "613.1d, 613.1f, 508.1h", "Propaganda animated under Humility taxes nothing",
      perms=[BEAR, C("opal", "Opalescence", "B"), C("hum", "Humility", "B"), PROP],
      checks=[(att("bear"), "legal")], count=2),
    # March of the Machines makes Ensnaring Bridge a 3/3 artifact creature; Humility takes its
    # ability: a 1/1 bear attacks with B's hand empty.
    S("humility-march-bridge", "613.1d, 613.1f, 508.1c", "Ensnaring Bridge animated under Humility restricts nothing",
      players=hand(0), perms=[BEAR, C("march", "March of the Machines", "B"), C("hum", "Humility", "B"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # The same without Humility: the animated Bridge keeps its ability; 2 > 0 cards (508.1c).
    S("march-bridge", "613.1d, 508.1c", "Ensnaring Bridge animated by March of the Machines still restricts",
      players=hand(0), perms=[BEAR, C("march", "March of the Machines", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    # Sol Ring animated by March and humbled: a 1/1 with no mana ability; the Forest alone
    # can't pay {2} (508.1h).
    S("humility-march-sol-ring", "613.1d, 613.1f, 605.1a", "an animated Sol Ring under Humility makes no mana",
      perms=[BEAR, C("ring", "Sol Ring"), C("f", "Forest"), C("march", "March of the Machines", "B"),
             C("hum", "Humility", "B"), PROP],
      checks=[(att("bear"), "illegal"), (att("ring"), "illegal"), ({}, "legal")], count=1),
    # Without Humility the artifact creature Sol Ring (controlled since the turn began, 302.6)
    # taps for {C}{C}; attacking, it is tapped first (508.1f) and the Forest alone can't pay.
    S("march-sol-ring", "302.6, 508.1f", "an animated Sol Ring pays for the bear but not for itself",
      perms=[BEAR, C("ring", "Sol Ring"), C("f", "Forest"), C("march", "March of the Machines", "B"), PROP],
      checks=[(att("bear"), "legal"), (att("ring"), "illegal"), (att("bear", "ring"), "illegal")], count=2),
    # Sol Ring that came this turn, animated: a creature's {T} ability needs 302.6.
    S("march-sol-ring-sick", "302.6", "a Sol Ring that came this turn, animated, can't tap for mana",
      perms=[BEAR, C("ring", "Sol Ring", sick=True), C("f", "Forest"), C("march", "March of the Machines", "B"), PROP],
      checks=[(att("bear"), "illegal"), (att("ring"), "illegal")], count=1),
    # Cursed Totem: activated abilities of creatures, mana abilities among them, can't be
    # activated (602.5): Llanowar Elves pays nothing.
    S("cursed-totem-elves", "602.5, 605.1a", "Cursed Totem stops Llanowar Elves' mana",
      perms=[BEAR, C("elf", "Llanowar Elves"), C("f", "Forest"), C("totem", "Cursed Totem", "B"), PROP],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    S("elves-pay-baseline", "605.1a, 508.1h", "without Cursed Totem the Elves and Forest pay {2}",
      perms=[BEAR, C("elf", "Llanowar Elves"), C("f", "Forest"), PROP],
      checks=[(att("bear"), "legal"), (att("elf"), "illegal")], count=2),
    # Cursed Totem reads creature-ness after layer 4: Sol Ring animated by March can't tap.
    S("cursed-totem-march-sol-ring", "613.1d, 602.5", "Cursed Totem stops an animated Sol Ring",
      perms=[BEAR, C("ring", "Sol Ring"), C("f", "Forest"), C("march", "March of the Machines", "B"),
             C("totem", "Cursed Totem", "B"), PROP],
      checks=[(att("bear"), "illegal")], count=1),
    # Layer 6 in timestamp order (613.7): Humility first, then Brave the Sands' vigilance and
    # Cryptolith Rite's mana ability: the Elves keep both, attack and tap for their own tax
    # (508.1f taps only attackers without vigilance) with the Forest: {2}.
    S("humility-older-vigilance-rite", "613.7, 702.20b, 508.1f", "grants newer than Humility stay: the Elves pay their own tax",
      perms=[C("hum", "Humility", "B"), C("elf", "Llanowar Elves"), C("f", "Forest"), C("bts", "Brave the Sands"),
             C("rite", "Cryptolith Rite"), PROP],
      checks=[(att("elf"), "legal")], count=2),
    # Humility newest: the Elves lose vigilance, Rite's ability and their own: Forest only.
    S("humility-newer-vigilance-rite", "613.7, 508.1f", "Humility newer than the grants takes them",
      perms=[C("elf", "Llanowar Elves"), C("f", "Forest"), C("bts", "Brave the Sands"), C("rite", "Cryptolith Rite"),
             C("hum", "Humility", "B"), PROP],
      checks=[(att("elf"), "illegal")], count=1),
    # Opalescence makes Fervor a 3/3 creature; Humility removes Fervor's ability, on which
    # Fervor's effect depends (613.8a), whatever the timestamps: the sick bear has no haste.
    # Fervor (controlled since the turn began) may attack.
    S("opal-humility-fervor-newer", "613.8a, 302.6", "an animated Fervor under Humility gives no haste (Fervor newest)",
      perms=[C("bear", "Grizzly Bears", sick=True), C("opal", "Opalescence", "B"), C("hum", "Humility", "B"),
             C("fervor", "Fervor")],
      checks=[(att("bear"), "illegal"), (att("fervor"), "legal")], count=2, propose={}),
    S("opal-humility-fervor-older", "613.8a, 302.6", "an animated Fervor under Humility gives no haste (Fervor oldest)",
      perms=[C("fervor", "Fervor"), C("bear", "Grizzly Bears", sick=True), C("opal", "Opalescence", "B"),
             C("hum", "Humility", "B")],
      checks=[(att("bear"), "illegal"), (att("fervor"), "legal")], count=2),
    # Without Humility the animated Fervor keeps its haste grant: both may attack.
    S("opal-fervor", "613.1d, 702.10b", "an animated Fervor still gives haste",
      perms=[C("bear", "Grizzly Bears", sick=True), C("opal", "Opalescence", "B"), C("fervor", "Fervor")],
      checks=[(att("bear"), "legal"), (att("bear", "fervor"), "legal")], count=4),
    # Mass Hysteria is no creature: its grant and Humility go by timestamp (613.7).
    S("humility-older-mass-hysteria", "613.7, 302.6", "haste granted after Humility stays",
      perms=[C("hum", "Humility", "B"), C("bear", "Grizzly Bears", sick=True), C("mh", "Mass Hysteria", "B")],
      checks=[(att("bear"), "legal")], count=2),
    S("humility-newer-mass-hysteria", "613.7, 302.6", "haste granted before Humility is gone",
      perms=[C("mh", "Mass Hysteria", "B"), C("bear", "Grizzly Bears", sick=True), C("hum", "Humility", "B")],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    # Opalescence + Reverence + Humility: Reverence is a creature without its ability; the 1/1
    # bear may attack B (508.1c).
    S("humility-opal-reverence", "613.1d, 613.1f, 508.1c", "Reverence animated under Humility restricts nothing",
      perms=[BEAR, C("rev", "Reverence", "B"), C("opal", "Opalescence", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # Without Opalescence Reverence keeps its ability; the bear is 1/1 (power 2 or less).
    S("humility-reverence", "613.4b, 508.1c", "a 1/1 under Humility can't attack Reverence's controller",
      perms=[BEAR, C("rev", "Reverence", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    # Glacial Chasm is a land: Humility (creatures) leaves it: nothing attacks.
    S("humility-glacial-chasm", "613.1f, 508.1c", "Humility leaves Glacial Chasm's restriction",
      perms=[BEAR, C("chasm", "Glacial Chasm"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    # Nature's Revolt makes Glacial Chasm a 2/2 land creature (layer 4); with its ability,
    # still nothing attacks.
    S("revolt-glacial-chasm", "613.1d, 508.1c", "an animated Glacial Chasm keeps its restriction",
      perms=[BEAR, C("chasm", "Glacial Chasm"), C("rev", "Nature's Revolt", "B")],
      checks=[(att("bear"), "illegal"), (att("chasm"), "illegal"), ({}, "legal")], count=1),
    # With Humility too the animated Chasm loses it: the bear and the Chasm may attack.
    S("revolt-humility-glacial-chasm", "613.1d, 613.1f, 508.1c", "an animated Glacial Chasm under Humility restricts nothing",
      perms=[BEAR, C("chasm", "Glacial Chasm"), C("rev", "Nature's Revolt", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "legal"), (att("bear", "chasm"), "legal")], count=4),
    # Blood Moon makes Glacial Chasm a Mountain without its rules text (305.7).
    S("blood-moon-glacial-chasm", "305.7, 508.1c", "Glacial Chasm under Blood Moon restricts nothing",
      perms=[BEAR, C("chasm", "Glacial Chasm"), C("moon", "Blood Moon", "B")],
      checks=[(att("bear"), "legal")], count=2),

    # === type changes and dependency in layer 4 (613.8) =====================================
    # Living Lands depends on Yavimaya (613.8a: Yavimaya changes what it applies to), so
    # Yavimaya applies first whatever the timestamps: every land is a Forest, a 1/1 creature.
    # The Island and Yavimaya, controlled since the turn began, may attack (302.6).
    S("yavimaya-living-lands", "613.8a, 302.6", "Yavimaya makes the Island a Forest that Living Lands animates",
      perms=[C("ll", "Living Lands", "B"), C("isl", "Island"), C("yav", "Yavimaya, Cradle of Growth")],
      checks=[(att("isl"), "legal"), (att("isl", "yav"), "legal")], count=4),
    # Without Yavimaya the Island is no creature (508.1a).
    S("living-lands-island", "508.1a", "Living Lands doesn't animate an Island",
      perms=[C("ll", "Living Lands", "B"), C("isl", "Island"), C("f", "Forest")],
      checks=[(att("isl"), "input|illegal"), (att("f"), "legal")], count=2),
    # Blood Moon makes Yavimaya a Mountain without its ability (305.7; Yavimaya's effect
    # depends on it, 613.8a): only the basic Forest is a creature.
    S("blood-moon-yavimaya-living-lands", "305.7, 613.8a", "Blood Moon stops Yavimaya: only real Forests are animated",
      perms=[C("yav", "Yavimaya, Cradle of Growth"), C("ll", "Living Lands", "B"), C("isl", "Island"), C("f", "Forest"),
             C("moon", "Blood Moon", "B")],
      checks=[(att("f"), "legal"), (att("isl"), "input|illegal"), (att("yav"), "input|illegal")], count=2),
    # Kormus Bell + Urborg: every land is a Swamp, a 1/1 creature.
    S("urborg-kormus-bell", "613.8a, 305.7", "Urborg makes every land a Swamp that Kormus Bell animates",
      perms=[C("bell", "Kormus Bell", "B"), C("f", "Forest"), C("urb", "Urborg, Tomb of Yawgmoth")],
      checks=[(att("f"), "legal"), (att("f", "urb"), "legal")], count=4),
    # Blood Moon stops Urborg: the Forest is no Swamp, Urborg a Mountain: no creature at all.
    S("blood-moon-urborg-kormus-bell", "305.7, 613.8a", "Blood Moon stops Urborg: nothing is animated",
      perms=[C("bell", "Kormus Bell", "B"), C("f", "Forest"), C("urb", "Urborg, Tomb of Yawgmoth"),
             C("moon", "Blood Moon", "B")],
      checks=[({}, "legal"), (att("f"), "input|illegal")], count=1),
    # Living Lands: a Forest played this turn is a sick creature: it can't attack or tap for
    # mana (302.6); the other Forest alone can't pay {2}.
    S("living-lands-sick-forest", "302.6", "a Forest played this turn, animated, can't tap for mana",
      perms=[BEAR, C("f1", "Forest", sick=True), C("f2", "Forest"), C("ll", "Living Lands", "B"), PROP],
      checks=[(att("bear"), "illegal"), (att("f1"), "illegal"), ({}, "legal")], count=1),
    # Thousand-Year Elixir lets it tap as though it had haste, not attack: {2} for the bear.
    S("living-lands-sick-forest-elixir", "302.6, Thousand-Year Elixir", "Thousand-Year Elixir lets the sick Forest tap",
      perms=[BEAR, C("f1", "Forest", sick=True), C("f2", "Forest"), C("ll", "Living Lands", "B"),
             C("elixir", "Thousand-Year Elixir"), PROP],
      checks=[(att("bear"), "legal"), (att("f1"), "illegal"), (att("f2"), "illegal")], count=2),
    # Nature's Revolt: all lands are 2/2 creatures; an attacking Forest is tapped (508.1f).
    S("natures-revolt-lands-pay", "613.1d, 508.1f", "animated Forests pay for the bear, not for an attacking Forest",
      perms=[BEAR, C("f1", "Forest"), C("f2", "Forest"), C("rev", "Nature's Revolt", "B"), PROP],
      checks=[(att("bear"), "legal"), (att("f1"), "illegal"), (att("bear", "f1"), "illegal")], count=2),
    # Dryad Arbor under Blood Moon is a Mountain Dryad land creature (305.7): it taps for {R}
    # and may attack.
    S("blood-moon-dryad-arbor", "305.7, 205.1b", "Dryad Arbor under Blood Moon is still a creature and taps for {R}",
      perms=[BEAR, C("arbor", "Dryad Arbor"), C("f", "Forest"), C("moon", "Blood Moon", "B"), PROP],
      checks=[(att("bear"), "legal"), (att("arbor"), "illegal"), ({}, "legal")], count=2),
    # A Dryad Arbor played this turn can't tap (302.6).
    S("dryad-arbor-sick", "302.6", "a Dryad Arbor played this turn can't tap for mana",
      perms=[BEAR, C("arbor", "Dryad Arbor", sick=True), C("f", "Forest"), PROP],
      checks=[(att("bear"), "illegal"), (att("arbor"), "illegal")], count=1),
    # Magus of the Moon's effect is of layer 4: Humility removes its ability only in layer 6,
    # after it applied (613.1, 613.6): Scrubland is still a Mountain, makes {R} only, and at
    # 1 life Norn's Annex's {W/P} can't be paid.
    S("humility-magus-moon-scrubland", "613.1d, 613.6, 305.7", "Magus of the Moon under Humility still makes Scrubland a Mountain",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), C("magus", "Magus of the Moon", "B"),
                              C("hum", "Humility", "B"), ANNEX],
      checks=[(att("bear"), "illegal")], count=1),
    S("magus-moon-scrubland", "305.7", "Scrubland under Magus of the Moon makes no {W}",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), C("magus", "Magus of the Moon", "B"), ANNEX],
      checks=[(att("bear"), "illegal")], count=1),
    S("scrubland-annex", "107.4f, 305.6", "Scrubland's {W} pays Norn's Annex",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), ANNEX],
      checks=[(att("bear"), "legal")], count=2),
    # Blood Moon then Prismatic Omen (no dependency either way: 613.7 timestamps): Scrubland is a
    # Mountain, then every basic land type: it taps for {W}.
    S("blood-moon-then-prismatic-omen", "613.7, 305.7", "Prismatic Omen newer than Blood Moon gives back {W}",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), C("moon", "Blood Moon", "B"), C("omen", "Prismatic Omen"), ANNEX],
      checks=[(att("bear"), "legal")], count=2),
    # Prismatic Omen then Blood Moon: only a Mountain.
    S("prismatic-omen-then-blood-moon", "613.7, 305.7", "Blood Moon newer than Prismatic Omen leaves only {R}",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), C("omen", "Prismatic Omen"), C("moon", "Blood Moon", "B"), ANNEX],
      checks=[(att("bear"), "illegal")], count=1),
    # Dryad of the Ilysian Grove, a creature, works the same way after Blood Moon.
    S("blood-moon-then-dryad", "613.7, 305.7", "Dryad of the Ilysian Grove newer than Blood Moon gives back {W}",
      players=life(1), perms=[C("scrub", "Scrubland"), C("moon", "Blood Moon", "B"), C("dryad", "Dryad of the Ilysian Grove"),
                              ANNEX],
      checks=[(att("dryad"), "legal")], count=2),

    # === creatures made of other permanents and summoning sickness (302.6) ==================
    # Propaganda of A's, controlled since the turn began, is a 3/3 under Opalescence: it may
    # attack (302.6 looks at control, not at when it became a creature).
    S("opal-old-enchantment-attacks", "302.6, 613.1d", "an enchantment animated this turn attacks",
      perms=[C("opal", "Opalescence", sick=True), C("myprop", "Propaganda")],
      checks=[(att("myprop"), "legal"), (att("opal"), "input|illegal")], count=2),
    # One that came this turn is sick; Fervor, itself animated, gives it haste.
    S("opal-new-enchantment-fervor", "302.6, 702.10b", "a sick animated enchantment attacks with Fervor's haste",
      perms=[C("opal", "Opalescence", "B"), C("myprop", "Propaganda", sick=True), C("fervor", "Fervor", sick=True)],
      checks=[(att("myprop", "fervor"), "legal")], count=4),
    S("opal-new-enchantment-sick", "302.6", "a sick animated enchantment can't attack",
      perms=[C("opal", "Opalescence", "B"), C("myprop", "Propaganda", sick=True)],
      checks=[(att("myprop"), "illegal"), ({}, "legal")], count=1),
    # Two Opalescences animate each other (4/4 each: "each other").
    S("two-opalescences", "613.1d", "two Opalescences animate each other",
      perms=[C("o1", "Opalescence"), C("o2", "Opalescence")],
      checks=[(att("o1", "o2"), "legal")], count=4),
    # Opalescence excludes Auras: Pacifism stays an Aura, the bear can't attack.
    S("opal-pacifism", "613.1d, 508.1c", "Opalescence leaves an Aura alone",
      perms=[BEAR, C("opal", "Opalescence", "B"), C("pac", "Pacifism", "B", attached_to="bear")],
      checks=[(att("bear"), "illegal")], count=1),
    # Sol Ring animated with Serra's Blessing's vigilance attacks and pays its own {2}.
    S("march-sol-ring-vigilance", "702.20b, 508.1f", "a vigilant animated Sol Ring pays its own tax",
      perms=[C("ring", "Sol Ring"), C("sb", "Serra's Blessing"), C("march", "March of the Machines", "B"), PROP],
      checks=[(att("ring"), "legal")], count=2),
    # Clone copies the animated Sol Ring as the noncreature artifact it is (707.2), then March
    # animates it: a 1/1 that came this turn, sick: it can't
    # tap (302.6); the Sol Ring attacking is tapped: nothing pays.
    S("march-clone-sol-ring-sick", "707.2, 302.6, 508.1f", "a sick animated copy of Sol Ring can't pay",
      perms=[BEAR, C("ring", "Sol Ring"), C("clone", "Clone", sick=True, copy_of="ring"),
             C("march", "March of the Machines", "B"), PROP],
      checks=[(att("bear"), "legal"), (att("ring"), "illegal"), (att("bear", "ring"), "illegal")], count=2),
    # Mass Hysteria: a sick bear has haste.
    S("mass-hysteria", "702.10b", "Mass Hysteria gives an opponent's haste too",
      perms=[C("bear", "Grizzly Bears", sick=True), C("mh", "Mass Hysteria", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # Thousand-Year Elixir doesn't give haste: a sick Juggernaut can't attack, so its
    # requirement asks nothing (508.1d).
    S("elixir-sick-juggernaut", "302.6, 508.1d", "Thousand-Year Elixir doesn't let a sick Juggernaut attack",
      perms=[C("jug", "Juggernaut", sick=True), C("elixir", "Thousand-Year Elixir")],
      checks=[({}, "legal"), (att("jug"), "illegal")], count=1),

    # === power set and changed (613.4) against restrictions on power ========================
    # Humility: 1/1s; Ensnaring Bridge with one card in B's hand: 1 is not greater than 1.
    S("humility-bridge-hand1", "613.4b, 508.1c", "1/1s under Humility attack past Ensnaring Bridge with one card",
      players=hand(1), perms=[BEAR, C("angel", "Serra Angel"), C("hum", "Humility", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear", "angel"), "legal")], count=4),
    S("humility-bridge-hand0", "613.4b, 508.1c", "no 1/1 attacks past Ensnaring Bridge with an empty hand",
      players=hand(0), perms=[BEAR, C("angel", "Serra Angel"), C("hum", "Humility", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear"), "illegal"), (att("angel"), "illegal")], count=1),
    # A +1/+1 counter applies after Humility's 1/1 (613.4b then 613.4c): 2 > 1.
    S("humility-bridge-counter", "613.4c, 508.1c", "a +1/+1 counter on a humbled bear is too big for the Bridge",
      players=hand(1), perms=[C("bear", "Grizzly Bears", counters={"+1/+1": 1}), C("angel", "Serra Angel"),
                              C("hum", "Humility", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear"), "illegal"), (att("angel"), "legal")], count=2),
    # Humility newer than Opalescence: Humility is 1/1 (its 7b effect last): it may attack past
    # the Bridge with one card.
    S("opal-then-humility-bridge", "613.7, 613.4b, 613.6", "Humility newer than Opalescence is a 1/1",
      players=hand(1), perms=[C("opal", "Opalescence"), C("hum", "Humility"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("hum"), "legal")], count=2),
    # Humility older than Opalescence: Opalescence sets it to 4/4 last: 4 > 1.
    S("humility-then-opal-bridge", "613.7, 613.4b, 613.6", "Humility older than Opalescence is a 4/4",
      players=hand(1), perms=[C("hum", "Humility"), C("opal", "Opalescence"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("hum"), "illegal"), ({}, "legal")], count=1),
    # Kenrith's Transformation: a 3/3 Elk with no abilities; Bridge with 3 cards: 3 is not > 3.
    S("kenrith-bridge-hand3", "613.4b, 508.1c", "a 3/3 Elk attacks past Ensnaring Bridge with three cards",
      players=hand(3), perms=[C("angel", "Serra Angel"), C("kt", "Kenrith's Transformation", "B", attached_to="angel"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("angel"), "legal")], count=2),
    S("kenrith-bridge-hand2", "613.4b, 508.1c", "a 3/3 Elk can't attack past Ensnaring Bridge with two cards",
      players=hand(2), perms=[C("angel", "Serra Angel"), C("kt", "Kenrith's Transformation", "B", attached_to="angel"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("angel"), "illegal")], count=1),
    # Kenrith's Transformation on Juggernaut: its requirement is gone; a +1/+1 counter makes
    # the Elk 4/4 (613.4c), too big for the Bridge with three cards.
    S("kenrith-jug-counter-bridge", "613.1f, 613.4c, 508.1c", "a 4/4 Elk Juggernaut can't attack and needn't",
      players=hand(3), perms=[C("jug", "Juggernaut", counters={"+1/+1": 1}),
                              C("kt", "Kenrith's Transformation", "B", attached_to="jug"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[({}, "legal"), (att("jug"), "illegal")], count=1),
    # Opalescence: Ensnaring Bridge is an artifact, not animated; Propaganda is a 3/3 of A's.
    # With two cards in B's hand the 3/3 can't attack, the 2/2 bear can.
    S("opal-bridge-power", "613.1d, 508.1c", "an animated Propaganda is too big for Ensnaring Bridge",
      players=hand(2), perms=[BEAR, C("opal", "Opalescence", "B"), C("myprop", "Propaganda"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("bear"), "legal"), (att("myprop"), "illegal")], count=2),
    # Godhead of Awe sets other creatures' base P/T, which the reader doesn't read: where the
    # Bridge reads power the answer may be unknown, never wrong (1 is not > 1: legal).
    S("godhead-bridge", "613.4b, 508.1c", "Godhead of Awe's 1/1s and Ensnaring Bridge",
      players=hand(1), perms=[C("angel", "Serra Angel"), C("god", "Godhead of Awe", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("angel"), "legal|unknown")]),

    # === control (613.1b) and copies (613.1a, 707.2) =========================================
    # B's Juggernaut stolen this turn (Act of Treason: haste, written as the resolved effect):
    # it attacks B, its owner, if able (508.1d).
    S("act-of-treason-juggernaut", "613.1b, 302.6, 508.1d", "a stolen Juggernaut with haste must attack",
      perms=[C("jug", "Juggernaut", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["jug"], "keywords": ["haste"], "controller": "A"}],
      checks=[({}, "illegal"), (att("jug"), "legal")], count=1, propose={"jug": "B"}),
    # Without haste it is sick: nothing is required.
    S("stolen-juggernaut-sick", "302.6, 508.1d", "a stolen Juggernaut without haste can't attack",
      perms=[C("jug", "Juggernaut", owner="B", sick=True)],
      checks=[({}, "legal"), (att("jug"), "illegal")], count=1),
    # A Ghostly Prison A took control of taxes attacks on A, nobody's: the bear attacks B free.
    S("stolen-ghostly-prison", "613.1b, 508.1h", "a Ghostly Prison A controls taxes no attack on B",
      perms=[BEAR, C("gp", "Ghostly Prison", "A", owner="B")],
      checks=[(att("bear"), "legal")], count=2),
    # Assault Suit (B's) on a creature B gave A: haste, but it can't attack B (the Suit's
    # controller) or B's planeswalkers; C is open.
    S("assault-suit", "613.1b, 508.1c, 702.10b", "a creature under B's Assault Suit can't attack B",
      players=["A", "B", "C"],
      perms=[C("x", "Grizzly Bears", owner="B", sick=True), C("suit", "Assault Suit", "B", attached_to="x")],
      checks=[(att("x", to="C"), "legal"), (att("x"), "illegal"), ({}, "legal")], count=2),
    # Clone copying Juggernaut has its requirement (707.2); one that came this turn can't attack.
    S("clone-juggernaut", "707.2, 508.1d", "a Clone of Juggernaut must attack too",
      perms=[C("jug", "Juggernaut"), C("clone", "Clone", copy_of="jug")],
      checks=[(att("jug"), "illegal"), (att("jug", "clone"), "legal")], count=1, propose={"jug": "B", "clone": "B"}),
    S("clone-juggernaut-sick", "707.2, 302.6", "a Clone of Juggernaut that came this turn can't attack",
      perms=[C("jug", "Juggernaut"), C("clone", "Clone", copy_of="jug", sick=True)],
      checks=[(att("jug"), "legal"), (att("jug", "clone"), "illegal")], count=1),
    # A Clone of a Juggernaut Kenrith's Transformation changed copies the printed Juggernaut
    # (707.2: the Aura's effect isn't copiable): it must attack.
    S("clone-of-transformed-juggernaut", "707.2, 613.1f", "a Clone copies Juggernaut's printed abilities, not the Elk",
      perms=[C("jug", "Juggernaut"), C("kt", "Kenrith's Transformation", "B", attached_to="jug"),
             C("clone", "Clone", copy_of="jug")],
      checks=[(att("clone"), "legal"), ({}, "illegal"), (att("jug"), "illegal")], count=2),
    # Humility and a Clone of Humility: each is an enchantment; nothing changes but 1/1s.
    # Overwhelming Splendor on A: the creatures A controls lose all abilities (613.1f) and are
    # 1/1 (613.4b): Juggernaut needn't attack.
    S("overwhelming-splendor-juggernaut", "613.1f, 508.1d", "Overwhelming Splendor on A takes Juggernaut's requirement",
      perms=[C("jug", "Juggernaut"), C("os", "Overwhelming Splendor", "B", attached_to="A")],
      checks=[({}, "legal"), (att("jug"), "legal")], count=2),
    # On B it changes only B's creatures: Juggernaut attacks.
    S("overwhelming-splendor-on-b", "613.1f, 508.1d", "Overwhelming Splendor on B leaves A's Juggernaut alone",
      perms=[C("jug", "Juggernaut"), C("os", "Overwhelming Splendor", "A", attached_to="B")],
      checks=[({}, "illegal"), (att("jug"), "legal")], count=1, propose={"jug": "B"}),
    # On A, Llanowar Elves lose their mana ability (the Curse's "can't activate" spares mana
    # abilities, but there is none left): the Forest alone can't pay {2}.
    S("overwhelming-splendor-elves", "613.1f, 605.1a", "Overwhelming Splendor on A takes the Elves' mana",
      perms=[BEAR, C("elf", "Llanowar Elves"), C("f", "Forest"), C("os", "Overwhelming Splendor", "B", attached_to="A"), PROP],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    # ... and Ensnaring Bridge (B's, one card in hand) sees A's creatures as 1/1s.
    S("overwhelming-splendor-bridge", "613.4b, 508.1c", "Overwhelming Splendor's 1/1s attack past Ensnaring Bridge",
      players=hand(1), perms=[C("angel", "Serra Angel"), C("os", "Overwhelming Splendor", "B", attached_to="A"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("angel"), "legal")], count=2),
    # Mycosynth Lattice + March of the Machines: Propaganda is an artifact, so a 3/3 artifact
    # creature keeping its tax: the bear can't pay. The Lattice's types may leave it unknown.
    S("lattice-march-propaganda", "613.1d, 508.1h", "Propaganda animated by Lattice and March still taxes",
      perms=[BEAR, C("lat", "Mycosynth Lattice", "B"), C("march", "March of the Machines", "B"), PROP],
      checks=[(att("bear"), "illegal|unknown")]),
    # === more of the same, by timestamp and dependency ======================================
    # Two Opalescences animate each other and Humility (layer 4, before Humility's loss in 6);
    # their 7b effects go on (613.6). Humility newest: all 1/1, past the Bridge with one card.
    S("two-opals-then-humility-bridge", "613.6, 613.7", "Humility newest makes two Opalescences 1/1",
      players=hand(1), perms=[C("o1", "Opalescence"), C("o2", "Opalescence"), C("hum", "Humility", "B"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("o1", "o2"), "legal")], count=4),
    # Humility oldest: each Opalescence sets the other 4/4 after Humility's 1/1: 4 > 1.
    S("humility-then-two-opals-bridge", "613.6, 613.7", "Humility oldest leaves two Opalescences 4/4",
      players=hand(1), perms=[C("hum", "Humility", "B"), C("o1", "Opalescence"), C("o2", "Opalescence"),
                              C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("o1"), "illegal"), ({}, "legal")], count=1),
    # Humility oldest: the animated Propaganda loses its ability all the same (its tax is no
    # layer effect: losing the ability in layer 6 ends it).
    S("humility-oldest-opal-propaganda", "613.1f, 508.1h", "Humility older than Opalescence still takes Propaganda's tax",
      perms=[C("hum", "Humility", "B"), BEAR, C("opal", "Opalescence", "B"), PROP],
      checks=[(att("bear"), "legal")], count=2),
    # Opalescence newer than Heliod's "isn't a creature" (no dependency: 613.7): Heliod, a 3/3
    # (its mana value) controlled since the turn began, may attack.
    S("heliod-then-opalescence", "613.7, 613.1d", "Opalescence newer than Heliod makes it a creature",
      perms=[C("heliod", "Heliod, Sun-Crowned"), C("opal", "Opalescence", "B")],
      checks=[(att("heliod"), "legal")], count=2),
    S("opalescence-then-heliod", "613.7, 613.1d", "Heliod newer than Opalescence is no creature",
      perms=[C("opal", "Opalescence", "B"), C("heliod", "Heliod, Sun-Crowned")],
      checks=[(att("heliod"), "input|illegal"), ({}, "legal")], count=1),
    # Changeling is a characteristic-defining ability applied in layer 4 (604.3, 613.3), before
    # Humility takes it in layer 6: Changeling Outcast is still a Goblin, and B's Goblin Assault
    # (an enchantment, untouched) makes it attack.
    S("humility-changeling-goblin-assault", "702.73a, 613.3, 508.1d", "a humbled changeling is still every creature type",
      perms=[C("co", "Changeling Outcast"), C("ga", "Goblin Assault", "B"), C("hum", "Humility", "B")],
      checks=[({}, "illegal"), (att("co"), "legal")], count=1, propose={"co": "B"}),
    # Turn to Frog sets its creature type to Frog in layer 4 after the changeling CDA (613.3):
    # a Frog only, no Goblin: nothing is required.
    S("frog-changeling-goblin-assault", "613.3, 205.1a, 508.1d", "a changeling turned into a Frog is no Goblin",
      perms=[C("co", "Changeling Outcast"), C("ga", "Goblin Assault", "B")],
      effects=[{"kind": "lose_abilities", "permanents": ["co"], "colors": ["U"], "subtypes": ["Frog"],
                "power": 1, "toughness": 1, "controller": "B"}],
      checks=[({}, "legal"), (att("co"), "legal")], count=2),
    # Goblin Rabblemaster: other Goblins attack if able; Goblin Guide turned into a Frog isn't one.
    S("rabblemaster-frog-guide", "205.1a, 613.1d, 508.1d", "a Goblin Guide turned into a Frog needn't attack for Rabblemaster",
      perms=[C("rabble", "Goblin Rabblemaster"), C("gg", "Goblin Guide")],
      effects=[{"kind": "lose_abilities", "permanents": ["gg"], "colors": ["U"], "subtypes": ["Frog"],
                "power": 1, "toughness": 1, "controller": "B"}],
      checks=[({}, "legal")], count=4),
    S("rabblemaster-guide", "508.1d", "Goblin Rabblemaster makes Goblin Guide attack",
      perms=[C("rabble", "Goblin Rabblemaster"), C("gg", "Goblin Guide")],
      checks=[({}, "illegal"), (att("gg"), "legal")], count=2, propose={"gg": "B"}),
    # Grand Melee's requirement is the enchantment's: Humility leaves it.
    S("humility-grand-melee", "613.1f, 508.1d", "Grand Melee's requirement survives Humility",
      perms=[BEAR, C("gm", "Grand Melee", "B"), C("hum", "Humility", "B")],
      checks=[({}, "illegal"), (att("bear"), "legal")], count=1, propose={"bear": "B"}),
    # Living Lands + Fervor: a Forest played this turn has haste: it may attack and tap.
    S("living-lands-fervor-sick-forest", "702.10b, 302.6", "Fervor lets an animated Forest played this turn tap",
      perms=[BEAR, C("f1", "Forest", sick=True), C("f2", "Forest"), C("ll", "Living Lands", "B"), C("fervor", "Fervor"), PROP],
      checks=[(att("bear"), "legal"), (att("f1"), "illegal"), ({}, "legal")], count=2),
    # Llanowar Elves stolen this turn (sick) with A's Fervor: haste, so it taps (302.6).
    S("stolen-elves-fervor", "613.1b, 302.6", "a stolen Llanowar Elves with A's Fervor taps for mana",
      perms=[BEAR, C("elf", "Llanowar Elves", owner="B", sick=True), C("f", "Forest"), C("fervor", "Fervor"), PROP],
      checks=[(att("bear"), "legal"), (att("elf"), "illegal")], count=2),
    # B's Fervor gives haste to B's creatures only: the Elves, now A's, have none.
    S("stolen-elves-owners-fervor", "613.1b, 302.6", "the Elves' previous controller's Fervor gives them no haste",
      perms=[BEAR, C("elf", "Llanowar Elves", owner="B", sick=True), C("f", "Forest"), C("fervor", "Fervor", "B"), PROP],
      checks=[(att("bear"), "illegal"), (att("elf"), "illegal")], count=1),
    # Nature's Revolt + Humility: the Forests are creatures and lose all abilities, their
    # intrinsic "{T}: Add {G}" (305.6) too, whatever the timestamps: nothing pays.
    S("revolt-humility-forests-no-mana", "305.6, 613.1f", "humbled animated Forests make no mana",
      perms=[C("hum", "Humility", "B"), BEAR, C("f1", "Forest"), C("f2", "Forest"), C("rev", "Nature's Revolt", "B"), PROP],
      checks=[(att("bear"), "illegal"), ({}, "legal")], count=1),
    # Dryad Arbor under Humility: no mana; the Forest alone can't pay {2}.
    S("humility-dryad-arbor", "305.6, 613.1f", "a humbled Dryad Arbor makes no mana",
      perms=[C("hum", "Humility", "B"), BEAR, C("arbor", "Dryad Arbor"), C("f", "Forest"), PROP],
      checks=[(att("bear"), "illegal"), (att("arbor"), "illegal")], count=1),
    # Cryptolith Rite animated by Opalescence is a creature of A's with its own grant: it taps
    # itself for mana (controlled since the turn began); attacking, it is tapped (508.1f) and
    # the bear and the Forest pay.
    S("opal-cryptolith-rite", "613.1d, 302.6, 508.1f", "an animated Cryptolith Rite taps itself for mana",
      perms=[BEAR, C("rite", "Cryptolith Rite"), C("f", "Forest"), C("opal", "Opalescence", "B"), PROP],
      checks=[(att("bear"), "legal"), (att("rite"), "legal"), (att("bear", "rite"), "illegal")], count=3),
    # Mutavault animated this turn (written as it is now) under Blood Moon: the animation,
    # an effect of a resolved ability, stays; a land creature may attack.
    S("blood-moon-animated-mutavault", "305.7, 613.1d", "an animated Mutavault under Blood Moon is still a creature",
      perms=[C("mv", "Mutavault", types=["land", "creature"], power=2, toughness=2), C("moon", "Blood Moon", "B")],
      checks=[(att("mv"), "legal")], count=2),
    # Its animation is newer than Humility: 2/2 (613.7), too big for the Bridge with one card.
    S("humility-animated-mutavault-bridge", "613.7, 613.4b", "Mutavault animated after Humility is 2/2",
      players=hand(1), perms=[C("hum", "Humility", "B"), C("mv", "Mutavault", types=["land", "creature"], power=2,
                                                              toughness=2), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("mv"), "illegal")], count=1),
    # Opalescence: Ghostly Prison is a creature and keeps its tax.
    S("opal-ghostly-prison", "613.1d, 508.1h", "an animated Ghostly Prison still taxes",
      perms=[BEAR, C("opal", "Opalescence", "B"), PRISON],
      checks=[(att("bear"), "illegal")], count=1),
    # Imprisoned in the Moon on a Ghostly Prison Opalescence animates: Opalescence depends on
    # it (613.8a: it takes the enchantment type), so the Prison is a land without abilities.
    S("imprisoned-opal-prison", "613.8a, 613.1d, 508.1h", "Imprisoned in the Moon takes an animated Ghostly Prison's tax",
      perms=[BEAR, C("opal", "Opalescence", "B"), PRISON, C("moon", "Imprisoned in the Moon", attached_to="gp")],
      checks=[(att("bear"), "legal")], count=2),
    # Imprisoned in the Moon on Glacial Chasm: a land with only {T}: Add {C}.
    S("imprisoned-glacial-chasm", "613.1f, 508.1c", "Imprisoned in the Moon takes Glacial Chasm's restriction",
      perms=[BEAR, C("chasm", "Glacial Chasm"), C("moon", "Imprisoned in the Moon", "B", attached_to="chasm")],
      checks=[(att("bear"), "legal")], count=2),
    # Song of the Dryads on Ensnaring Bridge: a Forest land without its ability.
    S("song-ensnaring-bridge", "305.7, 508.1c", "Song of the Dryads takes Ensnaring Bridge's restriction",
      players=hand(0), perms=[BEAR, C("bridge", "Ensnaring Bridge", "B"), C("song", "Song of the Dryads", attached_to="bridge")],
      checks=[(att("bear"), "legal")], count=2),
    # Humility's 1/1 is layer 7b; Glorious Anthem's +1/+1 is 7c, after it whatever the
    # timestamps: a 2/2 (Reverence stops it); two Anthems make it 3/3.
    S("humility-anthem-reverence", "613.4b-c, 508.1c", "Glorious Anthem pumps a humbled bear to 2/2",
      perms=[BEAR, C("anthem", "Glorious Anthem"), C("rev", "Reverence", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    S("humility-two-anthems-reverence", "613.4b-c, 508.1c", "two Glorious Anthems pump a humbled bear to 3/3",
      perms=[BEAR, C("a1", "Glorious Anthem"), C("a2", "Glorious Anthem"), C("rev", "Reverence", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # Light of Day: black creatures can't attack. Kenrith's Transformation makes Vampire
    # Nighthawk green (layer 5): it may attack; Humility changes no color: it may not.
    S("kenrith-light-of-day", "613.1e, 508.1c", "a Nighthawk turned into a green Elk attacks past Light of Day",
      perms=[C("vn", "Vampire Nighthawk"), C("lod", "Light of Day", "B"), C("kt", "Kenrith's Transformation", "B", attached_to="vn")],
      checks=[(att("vn"), "legal")], count=2),
    S("humility-light-of-day", "613.1e, 508.1c", "Humility leaves a black creature black",
      perms=[C("vn", "Vampire Nighthawk"), C("lod", "Light of Day", "B"), C("hum", "Humility", "B")],
      checks=[(att("vn"), "illegal")], count=1),
    # Song of the Dryads (A's) on B's Propaganda: a Forest land, no enchantment: no tax, and
    # Sphere of Safety counts one enchantment of B's: {1}, the Forest pays.
    S("song-propaganda-sphere", "305.7, 613.1d, 508.1h", "Song of the Dryads on Propaganda lowers Sphere of Safety's X",
      perms=[BEAR, C("f", "Forest"), C("sphere", "Sphere of Safety", "B"), PROP, C("song", "Song of the Dryads", attached_to="prop")],
      checks=[(att("bear"), "legal")], count=2),
    S("propaganda-sphere", "508.1h, 601.2f", "Sphere of Safety with Propaganda: {4} for one attacker",
      perms=[BEAR, C("f", "Forest"), C("sphere", "Sphere of Safety", "B"), PROP],
      checks=[(att("bear"), "illegal")], count=1),
    # Collective Restraint counts the basic land types among B's lands: Scrubland and Island
    # are Plains, Swamp, Island (3); under Blood Moon Mountain and Island (2).
    S("blood-moon-collective-restraint", "305.7, 508.1h", "Blood Moon lowers Collective Restraint's X to 2",
      perms=[BEAR, C("f1", "Forest"), C("f2", "Forest"), C("cr", "Collective Restraint", "B"), C("scrub", "Scrubland", "B"),
             C("isl", "Island", "B"), C("moon", "Blood Moon", "B")],
      checks=[(att("bear"), "legal")], count=2),
    S("collective-restraint-3", "305.6, 508.1h", "Collective Restraint with Scrubland and Island: {3}",
      perms=[BEAR, C("f1", "Forest"), C("f2", "Forest"), C("cr", "Collective Restraint", "B"), C("scrub", "Scrubland", "B"),
             C("isl", "Island", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    # B's Prismatic Omen newer than Blood Moon: every basic land type: {5}.
    S("blood-moon-omen-collective-restraint", "613.7, 305.7, 508.1h", "Prismatic Omen after Blood Moon: X is 5",
      perms=[BEAR, *[C(f"f{i}", "Forest") for i in range(1, 5)], C("cr", "Collective Restraint", "B"),
             C("scrub", "Scrubland", "B"), C("moon", "Blood Moon", "B"), C("omen", "Prismatic Omen", "B")],
      checks=[(att("bear"), "illegal")], count=1),
    # Harbor Serpent needs five Islands on the battlefield; Prismatic Omen makes A's five
    # Forests Islands.
    S("omen-harbor-serpent", "305.7, 508.1c", "Prismatic Omen's Islands let Harbor Serpent attack",
      perms=[C("hs", "Harbor Serpent"), *[C(f"f{i}", "Forest") for i in range(1, 6)], C("omen", "Prismatic Omen")],
      checks=[(att("hs"), "legal")], count=2),
    S("harbor-serpent-forests", "508.1c", "five Forests are no Islands for Harbor Serpent",
      perms=[C("hs", "Harbor Serpent"), *[C(f"f{i}", "Forest") for i in range(1, 6)]],
      checks=[(att("hs"), "illegal")], count=1),
    # Sea Serpent attacks only a player who controls an Island: Spreading Seas makes B's Forest one.
    S("spreading-seas-sea-serpent", "305.7, 508.1c", "Spreading Seas gives B an Island for Sea Serpent",
      perms=[C("ss", "Sea Serpent"), C("bf", "Forest", "B"), C("seas", "Spreading Seas", attached_to="bf")],
      checks=[(att("ss"), "legal")], count=2),
    # Blood Moon makes B's Tropical Island a Mountain only: no Island.
    S("blood-moon-sea-serpent", "305.7, 508.1c", "Blood Moon takes the Island type from Tropical Island",
      perms=[C("ss", "Sea Serpent"), C("ti", "Tropical Island", "B"), C("moon", "Blood Moon", "B")],
      checks=[(att("ss"), "illegal")], count=1),
    # === keywords read by restrictions, after layer 6 =======================================
    # Moat (a land) keeps its ability under Humility; Serra Angel loses flying: it can't attack.
    S("humility-moat", "613.1f, 508.1c", "a humbled Serra Angel can't fly over Moat",
      perms=[C("angel", "Serra Angel"), C("moat", "Moat", "B"), C("hum", "Humility", "B")],
      checks=[(att("angel"), "illegal")], count=1),
    # Levitation newer than Humility gives flying back (613.7): it may attack.
    S("humility-then-levitation-moat", "613.7, 508.1c", "Levitation newer than Humility gives flying over Moat",
      perms=[C("hum", "Humility", "B"), C("angel", "Serra Angel"), C("lev", "Levitation"), C("moat", "Moat", "B")],
      checks=[(att("angel"), "legal")], count=2),
    S("levitation-then-humility-moat", "613.7, 508.1c", "Levitation older than Humility: no flying over Moat",
      perms=[C("lev", "Levitation"), C("angel", "Serra Angel"), C("moat", "Moat", "B"), C("hum", "Humility", "B")],
      checks=[(att("angel"), "illegal")], count=1),
    # Magus of the Moat is a creature: Humility takes its ability; everything may attack.
    S("humility-magus-of-the-moat", "613.1f, 508.1c", "a humbled Magus of the Moat restricts nothing",
      perms=[BEAR, C("magus", "Magus of the Moat", "B"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # Instill Energy's "can attack as though it had haste" is the Aura's: Humility leaves it.
    S("humility-instill-energy", "613.1f, 302.6", "Instill Energy lets a sick humbled bear attack",
      perms=[C("bear", "Grizzly Bears", sick=True), C("ie", "Instill Energy", attached_to="bear"), C("hum", "Humility", "B")],
      checks=[(att("bear"), "legal")], count=2),
    # Opalescence makes Blood Moon a creature; Humility takes its ability only in layer 6,
    # after its layer-4 effect applied: Scrubland is still a Mountain (no {W} at 1 life).
    S("opal-humility-blood-moon", "613.1d, 613.1f, 305.7", "an animated, humbled Blood Moon still makes Mountains",
      players=life(1), perms=[BEAR, C("scrub", "Scrubland"), C("moon", "Blood Moon", "B"), C("opal", "Opalescence", "B"),
                              C("hum", "Humility", "B"), ANNEX],
      checks=[(att("bear"), "illegal")], count=1),
    # Gideon Blackblade is a 4/4 creature during A's turn (one effect of layers 4 and 7b,
    # 613.6). Under Humility it stays a creature; its 4/4 and Humility's 1/1 go by timestamp.
    S("gideon-then-humility-bridge", "613.6, 613.7", "Gideon Blackblade older than Humility is a 1/1 creature",
      players=hand(1), perms=[C("gid", "Gideon Blackblade"), C("hum", "Humility", "B"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("gid"), "legal")], count=2),
    S("humility-then-gideon-bridge", "613.6, 613.7", "Gideon Blackblade newer than Humility is a 4/4 creature",
      players=hand(1), perms=[C("hum", "Humility", "B"), C("gid", "Gideon Blackblade"), C("bridge", "Ensnaring Bridge", "B")],
      checks=[(att("gid"), "illegal"), ({}, "legal")], count=1),
    # March of the Machines makes Lightning Greaves a 2/2 creature; an Equipment that is a
    # creature can't equip (301.5c) and is unattached (704.5n): the sick bear has no haste,
    # the Greaves (controlled since the turn began) may attack. (Written still attached, the
    # board is refused: test_an_animated_equipment_written_attached_is_refused.)
    S("march-lightning-greaves", "301.5c, 704.5n, 302.6", "an animated Lightning Greaves gives no haste",
      perms=[C("bear", "Grizzly Bears", sick=True), C("lg", "Lightning Greaves"), C("march", "March of the Machines", "B")],
      checks=[(att("bear"), "illegal"), (att("lg"), "legal")], count=2),
    # === the enchanted player's creatures, control and colors ================================
    # Overwhelming Splendor attached after Fervor takes Fervor's haste from A's creatures
    # (613.7: Fervor is no creature, so no dependency); attached before it, the haste stays.
    S("fervor-then-splendor", "613.7, 302.6", "Overwhelming Splendor newer than Fervor takes the haste",
      perms=[C("fervor", "Fervor"), C("bear", "Grizzly Bears", sick=True), C("os", "Overwhelming Splendor", "B", attached_to="A")],
      checks=[(att("bear"), "illegal")], count=1),
    S("splendor-then-fervor", "613.7, 302.6", "Fervor newer than Overwhelming Splendor gives haste",
      perms=[C("os", "Overwhelming Splendor", "B", attached_to="A"), C("bear", "Grizzly Bears", sick=True), C("fervor", "Fervor")],
      checks=[(att("bear"), "legal")], count=2),
    # Splendor on B with Opalescence: B's Propaganda is B's creature and loses its tax.
    S("splendor-on-b-opal-propaganda", "613.1d, 613.1f, 508.1h", "Overwhelming Splendor on B takes an animated Propaganda's tax",
      perms=[BEAR, C("opal", "Opalescence", "B"), PROP, C("os", "Overwhelming Splendor", "A", attached_to="B")],
      checks=[(att("bear"), "legal")], count=2),
    # Splendor on A with Opalescence: B's Propaganda is no creature of A's: it taxes.
    S("splendor-on-a-opal-propaganda", "613.1d, 613.1f, 508.1h", "Overwhelming Splendor on A leaves B's animated Propaganda",
      perms=[BEAR, C("opal", "Opalescence", "B"), PROP, C("os", "Overwhelming Splendor", "B", attached_to="A")],
      checks=[(att("bear"), "illegal")], count=1),
    # Kenrith's Transformation on a Ghostly Prison Opalescence animates: a green Elk creature
    # without abilities (its enchantment type lost): no tax.
    S("kenrith-opal-prison", "613.1d, 613.1f, 508.1h", "Kenrith's Transformation takes an animated Ghostly Prison's tax",
      perms=[BEAR, C("opal", "Opalescence", "B"), PRISON, C("kt", "Kenrith's Transformation", attached_to="gp")],
      checks=[(att("bear"), "legal")], count=2),
    # Ensnaring Bridge counts its controller's hand: A's own Bridge with A's hand empty stops
    # A's bear; B's hand doesn't matter.
    S("own-ensnaring-bridge", "508.1c", "A's own Ensnaring Bridge counts A's hand",
      players=hand(5, a=0), perms=[BEAR, C("bridge", "Ensnaring Bridge")],
      checks=[(att("bear"), "illegal")], count=1),
    # A took control of B's Bridge (613.1b): A's hand of three counts: the 2/2 attacks.
    S("stolen-ensnaring-bridge", "613.1b, 508.1c", "a Bridge A controls counts A's hand",
      players=hand(0, a=3), perms=[BEAR, C("bridge", "Ensnaring Bridge", owner="B")],
      checks=[(att("bear"), "legal")], count=2),
    # Kormus Bell's Swamps are black (layer 5): Light of Day stops them.
    S("kormus-bell-light-of-day", "613.1e, 508.1c", "Kormus Bell's black Swamps can't attack under Light of Day",
      perms=[C("sw", "Swamp"), C("bell", "Kormus Bell", "B"), C("lod", "Light of Day", "B")],
      checks=[(att("sw"), "illegal")], count=1),
    # Living Lands' Forests have no color: Light of Day lets them attack.
    S("living-lands-light-of-day", "613.1e, 508.1c", "Living Lands' colorless Forests attack under Light of Day",
      perms=[C("f", "Forest"), C("ll", "Living Lands", "B"), C("lod", "Light of Day", "B")],
      checks=[(att("f"), "legal")], count=2),
    # Heliod below its devotion isn't a creature (layer 4); Humility (layer 6) changes nothing.
    S("humility-heliod", "613.1d, 700.5", "Heliod below its devotion is no creature under Humility either",
      perms=[C("heliod", "Heliod, Sun-Crowned"), C("hum", "Humility", "B")],
      checks=[(att("heliod"), "input|illegal"), ({}, "legal")], count=1),
    # Alexios, owned by B, taken by A at A's upkeep with haste until end of turn (the trigger's
    # resolved effect): it attacks each combat if able and can't attack its owner: C.
    S("alexios-3p", "613.1b, 508.1c, 508.1d", "Alexios attacks a player other than its owner",
      players=["A", "B", "C"], perms=[C("alex", "Alexios, Deimos of Kosmos", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["alex"], "keywords": ["haste"], "controller": "A", "source": "alex"}],
      checks=[(att("alex", to="C"), "legal"), (att("alex"), "illegal"), ({}, "illegal")], count=1, propose={"alex": "C"}),
    # Under an older Humility its requirement and restriction are gone; the haste the trigger
    # gave this turn is newer (613.7): any choice.
    S("humility-alexios-3p", "613.7, 613.1f", "a humbled Alexios with this turn's haste may attack anyone or stay",
      players=["A", "B", "C"], perms=[C("hum", "Humility", "C"), C("alex", "Alexios, Deimos of Kosmos", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["alex"], "keywords": ["haste"], "controller": "A", "source": "alex"}],
      checks=[({}, "legal"), (att("alex"), "legal"), (att("alex", to="C"), "legal")], count=3),
    # Cryptolith Rite cast this turn, animated: its own granted {T} ability can't be
    # activated (302.6); with Thousand-Year Elixir it can.
    S("opal-sick-cryptolith-rite", "302.6", "an animated Cryptolith Rite cast this turn can't tap",
      perms=[BEAR, C("rite", "Cryptolith Rite", sick=True), C("f", "Forest"), C("opal", "Opalescence", "B"), PROP],
      checks=[(att("bear"), "illegal"), (att("rite"), "illegal")], count=1),
    S("opal-sick-cryptolith-rite-elixir", "302.6, Thousand-Year Elixir", "Thousand-Year Elixir lets the animated Rite tap",
      perms=[BEAR, C("rite", "Cryptolith Rite", sick=True), C("f", "Forest"), C("opal", "Opalescence", "B"),
             C("elixir", "Thousand-Year Elixir"), PROP],
      checks=[(att("bear"), "legal"), (att("rite"), "illegal")], count=2),
    # Rhythm of the Wild gives riot: whether a sick bear entered with haste or a counter is on
    # no board field (702.136a): attacking with it is unknown, staying home legal either way.
    S("rhythm-of-the-wild-sick", "702.136a, 302.6", "a sick creature under Rhythm of the Wild: haste unknown",
      perms=[C("bear", "Grizzly Bears", sick=True), C("rhythm", "Rhythm of the Wild")],
      checks=[({}, "legal"), (att("bear"), "unknown")]),
    # With Fervor it has haste anyway: nothing is asked.
    S("rhythm-of-the-wild-fervor", "702.10b, 302.6", "Fervor's haste answers the riot question",
      perms=[C("bear", "Grizzly Bears", sick=True), C("rhythm", "Rhythm of the Wild"), C("fervor", "Fervor")],
      checks=[(att("bear"), "legal")], count=2),
]


def run(s: dict) -> None:
    b = board_of(s)
    definite = all("|" not in e and e != "unknown" for _, e in s["checks"])
    if definite:
        assert b.unread == [], (s["rule"], b.unread)
    for attacks, expected in s["checks"]:
        allowed = expected.split("|")
        try:
            r = b.check({"attacks": attacks})
        except InputError as e:
            assert "input" in allowed, f"{s['rule']}: {s['about']}: {attacks} is bad input ({e}), expected {expected}"
            continue
        assert r.status in allowed, f"{s['rule']}: {s['about']}: {attacks} is {r.status}, expected {expected} " \
                                    f"(obeyed {r.obeyed}, maximum {r.maximum}, {[v['message'] for v in r.violations]}, " \
                                    f"{r.to_dict().get('unread')})"
        if r.status == "unknown":
            assert r.to_dict()["unread"], "an unknown answer names what it leaves unread"
    judge_count_and_proposal(b, s)


XFAIL: dict[str, str] = {}


def _param(s: dict) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=XFAIL[s["id"]])] if s["id"] in XFAIL else []
    return pytest.param(s, id=s["id"], marks=marks)


@pytest.mark.parametrize("s", [_param(s) for s in SCENARIOS])
def test_layers_audit(s: dict) -> None:
    run(s)


def test_scenario_ids_are_unique() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids))


def test_an_animated_equipment_written_attached_is_refused() -> None:
    """301.5c, 704.5n: Lightning Greaves made a creature by March of the Machines is unattached
    before attackers are declared; a board writing it attached is refused, saying so."""
    s = S("g", "", "", perms=[C("bear", "Grizzly Bears", sick=True), C("lg", "Lightning Greaves", attached_to="bear"),
                              C("march", "March of the Machines", "B")], checks=[])
    with pytest.raises(InputError, match=r"301\.5c"):
        board_of(s)


SMALL = [s for s in SCENARIOS if s["count"] is not None and s["count"] <= 8]


@pytest.mark.parametrize("s", SMALL, ids=[s["id"] for s in SMALL])
def test_the_enumerated_declarations_are_the_counted_legal_ones(s: dict) -> None:
    """Each declaration `legal_attacks` lists checks legal, and there are `count` of them."""
    b = board_of(s)
    decls = [dict(d.attacks) for d in b.legal_attacks]
    assert len(decls) == s["count"] and len({tuple(sorted(d.items())) for d in decls}) == len(decls)
    assert all(b.check({"attacks": d}).status == "legal" for d in decls)
