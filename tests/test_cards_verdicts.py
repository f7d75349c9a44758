"""Verdicts on real cards read from their Oracle text (`card: NAME`): for each card, a small
board where the card's attack wording decides whether a declaration is legal, illegal or
unknown (a fact the board does not give). The expected verdicts were derived by hand from
the Oracle text, the Comprehensive Rules and the cards' rulings before the engine was run.

A is the active player; B (and C) are opponents in seating order. A spell or ability that
leaves an effect behind is written from the card's resolved template (`cast`), its
placeholders filled with the board's ids.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe

L, I, U = "legal", "illegal", "unknown"


def P(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    """A permanent filled from the card index by its real name."""
    return {"id": pid, "card": card, "controller": controller, **kw}


def bear(pid: str = "bear", controller: str = "A", **kw: Any) -> dict:
    return P(pid, "Grizzly Bears", controller, **kw)


def jug(pid: str = "jug", controller: str = "A", **kw: Any) -> dict:
    """Juggernaut: attacks each combat if able (508.1d)."""
    return P(pid, "Juggernaut", controller, **kw)


def token(pid: str, subtype: str, power: int = 1, toughness: int = 1, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "name": subtype, "controller": controller, "token": True, "types": ["creature"],
            "subtypes": [subtype], "power": power, "toughness": toughness, **kw}


def cards(player: str, n: int, types: tuple[str, ...] = ("instant",)) -> dict:
    """A player with n cards of these types in their graveyard."""
    return {"id": player, "graveyard": [{"name": f"card{i}", "types": [types[i % len(types)]]} for i in range(n)]}


def _resolved(name: str) -> list[dict]:
    shown = describe(name)
    faces = shown.get("faces") or [shown]
    return [item for face in faces for item in face.get("resolved", [])]


def cast(name: str, controller: str, text: str | None = None, source: str | None = None, **fill: Any) -> list[dict]:
    """The effects the card's spell or ability leaves once resolved (its resolved template
    whose text holds `text`), each placeholder replaced by the board's ids in `fill`."""
    items = [item for item in _resolved(name) if text is None or text in item["text"]]
    assert len(items) == 1, (name, text, [item["text"] for item in _resolved(name)])

    def sub(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: sub(v) for k, v in value.items()}
        if isinstance(value, list):
            return [sub(v) for v in value]
        if isinstance(value, str) and value in fill:
            return fill[value]
        return value

    effects = [sub(copy.deepcopy(e)) for e in items[0]["effects"]]
    for e in effects:
        e["controller"] = controller
        if source is not None:
            e["source"] = source
    return effects


def V(card: str, perms: list, checks: list, *, players: tuple = ("A", "B"), effects: list | tuple = (),
      goads: tuple = (), turn: dict | None = None, holds: bool | None = None) -> Any:
    """One card's verdicts: `checks` is a list of (attacks, expected status). `holds` answers
    every question the board leaves unread (an `asked` condition) with that truth value."""
    raw = {"version": 1, "players": [p if isinstance(p, dict) else {"id": p} for p in players],
           "turn": {"active": "A", **(turn or {})}, "permanents": perms, "effects": list(effects),
           "designations": [{"goad": c, "by": g} for c, g in goads]}
    return pytest.param(raw, checks, holds, id=card)


def _answered(raw: dict, holds: bool | None) -> dict:
    if holds is None:
        return raw
    asked = [u for u in Board(raw).unread if u["text"].endswith("?")]
    assert asked, "no question to answer"
    return dict(raw, answers=[{"question": u["text"], "holds": holds, **({"permanent": u["permanent"]} if u["permanent"] else {})}
                              for u in asked])


def pacifism(aura: str, on: str = "Juggernaut", controller: str = "B") -> Any:
    """An Aura (or Equipment) saying the permanent it's attached to can't attack, on A's
    Juggernaut: the requirement can't be obeyed, so staying home is legal (508.1d), attacking
    is not (508.1c); a Grizzly Bears beside it attacks freely."""
    return V(aura, [P("jug", on), bear(), P("aura", aura, controller, attached_to="jug")],
             [({}, L), ({"jug": "B"}, I), ({"bear": "B"}, L)])


def forced(card: str, **kw: Any) -> Any:
    """A creature that attacks each combat if able: staying home is illegal (508.1d)."""
    return V(card, [P("x", card, **kw)], [({}, I), ({"x": "B"}, L)])


def island_serpent(card: str, **kw: Any) -> Any:
    """"Can't attack unless defending player controls an Island" (508.1c): B controls an
    Island, C a Forest and a planeswalker, whose defending player is C (506.2)."""
    return V(card, [P("x", card, **kw), P("isl", "Island", "B"), P("for", "Forest", "C"),
                    P("jace", "Jace Beleren", "C")],
             [({"x": "B"}, L), ({"x": "C"}, I), ({"x": "jace"}, I), ({}, L)], players=("A", "B", "C"))


def defender(card: str, **kw: Any) -> Any:
    """Defender and no static way past it: it can't attack (702.3b)."""
    return V(card, [P("x", card, **kw), bear()], [({"x": "B"}, I), ({"bear": "B"}, L)])


def canta(card: str, text: str | None = None, **fill: Any) -> Any:
    """B's spell or ability on A's Juggernaut says it can't attack (a detain alike, 701.35a):
    staying home is legal (508.1d), attacking is not (508.1c)."""
    return V(card, [jug(), bear()], [({}, L), ({"jug": "B"}, I), ({"bear": "B"}, L)],
             effects=cast(card, "B", text, target=["jug"], **fill))


def must(card: str, text: str | None = None, **fill: Any) -> Any:
    """B's spell or ability: A's bear attacks this turn if able (508.1d); the other bear need not."""
    return V(card, [bear(), bear("b2")], [({}, I), ({"bear": "B"}, L), ({"b2": "B"}, I)],
             effects=cast(card, "B", text, target=["bear"], **fill))


def goad3(card: str, text: str | None = None, **fill: Any) -> Any:
    """B goads A's bear in a three-player game: it attacks, and attacks C, the player other
    than B (701.15b)."""
    return V(card, [bear()], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC,
             effects=cast(card, "B", text, target=["bear"], **fill))


def unwall(card: str, text: str | None = None, **kw: Any) -> Any:
    """Its own ability resolved: it can attack this turn as though it didn't have defender
    (or lost defender, 702.3b)."""
    return V(f"{card} (its ability)", [P("x", card, **kw)], [({"x": "B"}, L), ({}, L)],
             effects=cast(card, "A", text, source="x"))


ABC = ("A", "B", "C")


CASES = [
    # ------------------------------------------------------------------ can't attack: Auras
    # 508.1c: "Enchanted creature can't attack or block."
    pacifism("Arachnus Web"),
    # 508.1c: "can't attack, block, or transform"
    pacifism("Bound by Moonsilver"),
    # 508.1c: "Enchanted permanent can't attack, block, or crew Vehicles"
    pacifism("Bound in Gold"),
    # 508.1c
    pacifism("Cage of Hands"),
    # 508.1c: "gets +2/+2 and can't attack", on its controller's own creature alike
    pacifism("Cagemail", controller="A"),
    # 508.1c
    pacifism("Captured by Lagacs"),
    # 508.1c: "Enchant creature you don't control"
    pacifism("Captured by the Consulate"),
    # 508.1c
    pacifism("Caught in the Brights"),
    # 508.1c: "Enchanted creature can't attack."
    pacifism("Cessation"),
    # 508.1c
    pacifism("Choking Restraints"),
    # 508.1c
    pacifism("Compulsory Rest"),
    # 508.1c
    pacifism("Cooped Up"),
    # 508.1c
    pacifism("Crystallization"),
    # 508.1c: "Enchanted creature can't attack."
    pacifism("Demonic Torment"),
    # 508.1c
    pacifism("Desert's Hold"),
    # 508.1c
    pacifism("Detained by Legionnaires"),
    # 508.1c: "Enchant nonland permanent ... can't attack or block"
    pacifism("Detention Vortex"),
    # 508.1c
    pacifism("Dreadful Apathy"),
    # 508.1c: "Enchanted creature can't attack."
    pacifism("Forced Worship"),
    # 508.1c: can't attack; its "can't block if it's black" is about blocking
    pacifism("Hobble"),
    # 508.1c
    pacifism("Hold for Ransom"),
    # 508.1c
    pacifism("Ice Cage"),
    # 508.1c: "can't attack"; threshold limits only blocking
    pacifism("Kirtar's Desire"),
    # 508.1c
    pacifism("Krasis Incubation"),
    # 508.1c
    pacifism("Lawmage's Binding"),
    # 508.1c
    pacifism("Luminous Bonds"),
    # 508.1c: "Enchanted creature can't attack."
    pacifism("Manacles of Decay"),
    # 508.1c: "Enchant creature or planeswalker"
    pacifism("Nahiri's Binding"),
    # 508.1c
    pacifism("One Thousand Lashes"),
    # 508.1c
    pacifism("Path to Redemption"),
    # 508.1c: "Enchant artifact or creature"
    pacifism("Petrify"),
    # 508.1c
    pacifism("Pillory of the Sleepless"),
    # 508.1c
    pacifism("Pious Interdiction"),
    # 508.1c: "Enchant artifact, creature, or planeswalker"
    pacifism("Planar Disruption"),
    # 508.1c
    pacifism("Prison Sentence"),
    # 508.1c
    pacifism("Prison Term"),
    # 508.1c: "Enchant artifact or creature"
    pacifism("Realmbreaker's Grasp"),
    # 508.1c
    pacifism("Recumbent Bliss"),
    # 508.1c: "can't attack, block, or crew Vehicles"
    pacifism("Revoke Privileges"),
    # 508.1c: "Enchant creature or planeswalker you don't control"
    pacifism("Seatower Imprisonment"),
    # 508.1c
    pacifism("Secure Detention"),
    # 508.1c
    pacifism("Serra Bestiary"),
    # 508.1c
    pacifism("Sigarda's Imprisonment"),
    # 508.1c
    pacifism("Spiral into Solitude"),
    # 508.1c: "Enchant artifact": Juggernaut is an artifact creature
    pacifism("Stasis Cocoon"),
    # 508.1c: "Enchant nonland permanent"
    pacifism("Suppression Bonds"),
    # 508.1c: "Enchant creature without flying"
    pacifism("Trapped in the Tower"),
    # 508.1c
    pacifism("Uneasy Alliance"),
    # 508.1c: "Enchanted creature can't attack."
    pacifism("Weight of Conscience"),
    # 508.1c: "Equipped creature can't attack, block, or transform" (shackled by B, 301.5d)
    pacifism("Avacyn's Collar, the Symbol of Her Church"),
    # 508.1c: the enchanted creature taps for mana (its granted "{T}: Add one mana of any color", 302.6)
    # to pay Propaganda's {2} for another attacker (508.1h)
    V("Utopia Vow", [jug(), bear("b2"), P("for", "Forest"), P("v", "Utopia Vow", "B", attached_to="jug"),
                     P("prop", "Propaganda", "B")],
      [({}, L), ({"jug": "B"}, I), ({"b2": "B"}, L)]),
    # 508.1c: "Enchant creature ... can't block"; attacking is untouched, so Juggernaut must attack (508.1d)
    V("Gelid Shackles", [jug(), P("gs", "Gelid Shackles", "B", attached_to="jug")], [({}, I), ({"jug": "B"}, L)]),
    # 508.1c: "As long as you can see the chosen person from your seat": the board doesn't say (unknown)
    V("Gobsmacked", [jug(), P("g", "Gobsmacked", "B", attached_to="jug")], [({}, U), ({"jug": "B"}, U)]),
    # 508.1c: "If enchanted permanent isn't a stickered playtest card": the board doesn't say (unknown)
    V("Unstickerify", [jug(), P("u", "Unstickerify", "B", attached_to="jug")], [({}, U), ({"jug": "B"}, U)]),
    # 702.3b: "Enchanted creature has defender."
    V("Candletrap", [jug(), P("t", "Candletrap", "B", attached_to="jug")], [({}, L), ({"jug": "B"}, I)]),
    # 702.3b: "has defender and flying"
    V("Zephyr Net", [jug(), P("t", "Zephyr Net", "B", attached_to="jug")], [({}, L), ({"jug": "B"}, I)]),
    # 702.3b: "has defender and loses flying"; Felothar lets A's creatures attack as though they hadn't
    V("Sky Tether", [P("sa", "Serra Angel"), P("t", "Sky Tether", "B", attached_to="sa"), P("sa2", "Serra Angel"),
                     P("t2", "Sky Tether", "B", attached_to="sa2")],
      [({"sa": "B"}, I), ({"sa2": "B"}, I), ({}, L)]),
    # 702.3b: "Enchanted land is a 2/6 white Wall creature with defender."
    V("Guardian Zendikon", [P("f", "Forest"), P("t", "Guardian Zendikon", attached_to="f")], [({"f": "B"}, I)]),
    # 702.3b: "Equipped creature has defender"
    V("Dragon Throne of Tarkir", [bear(), P("t", "Dragon Throne of Tarkir", attached_to="bear")], [({"bear": "B"}, I)]),

    # ------------------------------------------------------------------ the Vow cycle
    # 508.1c: "can't attack you or planeswalkers you control": B and Jace are out, C and C's walker in
    V("Vow of Flight", [bear(), P("v", "Vow of Flight", "B", attached_to="bear"), P("jace", "Jace Beleren", "B"),
                        P("ch", "Chandra, Torch of Defiance", "C")],
      [({"bear": "C"}, L), ({"bear": "B"}, I), ({"bear": "jace"}, I), ({"bear": "ch"}, L), ({}, L)], players=ABC),
    # 508.1c, 701.15b: goaded by C, it can't attack B (Vow) nor Jace, so it attacks C: staying home is illegal
    V("Vow of Torment", [bear(), P("v", "Vow of Torment", "B", attached_to="bear"), P("jace", "Jace Beleren", "B")],
      [({"bear": "C"}, L), ({}, I), ({"bear": "B"}, I), ({"bear": "jace"}, I)], players=ABC, goads=(("bear", "C"),)),
    # 508.1c: on its controller's own creature "you" is the attacker: nothing is forbidden
    V("Vow of Wildness", [bear(), P("v", "Vow of Wildness", "A", attached_to="bear"), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, L), ({"bear": "jace"}, L)]),

    # ------------------------------------------------------------------ goad Auras (701.15)
    # 701.15b: goaded by B, it attacks C if able
    V("Acquired Mutation", [bear(), P("v", "Acquired Mutation", "B", attached_to="bear")],
      [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC),
    # ruling: "If you goad a creature you control, it must attack and it must attack a player rather than a planeswalker."
    V("Coercive Impetus", [bear(), P("v", "Coercive Impetus", "A", attached_to="bear"), P("jace", "Jace Beleren", "B")],
      [({}, I), ({"bear": "jace"}, I), ({"bear": "B"}, L)]),
    # 701.15b: two players: the goader is the only one it can attack
    V("Ghoulish Impetus", [bear(), P("v", "Ghoulish Impetus", "B", attached_to="bear")], [({}, I), ({"bear": "B"}, L)]),
    # ruling: it attacks a player other than B if able, a planeswalker of B's is no such player
    V("Incriminating Impetus", [bear(), P("v", "Incriminating Impetus", "B", attached_to="bear"),
                                P("jace", "Jace Beleren", "B")],
      [({"bear": "C"}, L), ({"bear": "jace"}, I), ({}, I)], players=ABC),
    # ruling: a cost to attack C (Ghostly Prison) is never required, so B, free, is obeyed the most
    V("Predatory Impetus", [bear(), P("v", "Predatory Impetus", "B", attached_to="bear"), P("gp", "Ghostly Prison", "C")],
      [({}, I), ({"bear": "B"}, L)], players=ABC),
    # ruling: attacking C (a player other than B) obeys more than attacking C's planeswalker
    V("Redemption Arc", [bear(), P("v", "Redemption Arc", "B", attached_to="bear"), P("jace", "Jace Beleren", "C")],
      [({"bear": "C"}, L), ({"bear": "jace"}, I), ({"bear": "B"}, I), ({}, I)], players=ABC),
    # 701.15b: "Enchanted creature is goaded." by C: it attacks B
    V("The Sound of Drums", [bear(), P("v", "The Sound of Drums", "C", attached_to="bear")],
      [({"bear": "B"}, L), ({"bear": "C"}, I), ({}, I)], players=ABC),
    # 701.15b: "it's goaded for as long as they control it": goaded by B, whose ability it was
    V("Vislor Turlough", [P("v", "Vislor Turlough", owner="B")], [({}, I), ({"v": "B"}, I), ({"v": "C"}, L)],
      players=ABC, effects=cast("Vislor Turlough", "B", source="v")),

    # ------------------------------------------------------------------ attacks each combat if able
    # 508.1d with haste (302.6): a creature that came this turn still must attack
    forced("Akoum Firebird", sick=True),
    # 508.1d, haste
    forced("Ashen Monstrosity", sick=True),
    # 508.1d, haste
    forced("Flameborn Hellion", sick=True),
    # 508.1d, haste
    forced("Reckless Brute", sick=True),
    # 508.1d, haste
    forced("Daring Fiendbonder", sick=True),
    # 508.1d, haste
    forced("Flamewake Phoenix", sick=True),
    # 508.1d, haste
    forced("Impetuous Sunchaser", sick=True),
    # 508.1d
    forced("Alpine Guide"),
    # 508.1d
    forced("Amarant Coral"),
    # 508.1d
    forced("Anje's Ravager"),
    # 508.1d
    forced("Ares, God of War"),
    # 508.1d
    forced("Barricade Breaker"),
    # 508.1d; its power and toughness from dice are written on the board
    forced("Boomstacker", power=2, toughness=2),
    # 508.1d
    forced("Crazed Goblin"),
    # 508.1d
    forced("Darksteel Juggernaut"),
    # 508.1d
    forced("Dauthi Slayer"),
    # 508.1d
    forced("Deathbellow Raider"),
    # 508.1d
    forced("Emberwilde Caliph"),
    # 508.1d
    forced("Frontline Rebel"),
    # 508.1d
    forced("Galvanic Juggernaut"),
    # 508.1d
    forced("Hulk, Always Angry"),
    # 508.1d
    forced("Hulk, Brutal Brawler"),
    # 508.1d
    forced("Insatiable Gorgers"),
    # 508.1d
    forced("Kill-Suit Cultist"),
    # 508.1d
    forced("Kuldotha Ringleader"),
    # 508.1d
    forced("Mage-Ring Bully"),
    # 508.1d
    forced("Manticore Eternal"),
    # 508.1d
    forced("Mishra's Juggernaut"),
    # 508.1d
    forced("Monstrous Carabid"),
    # 508.1d; it enters with four +1/+1 counters
    forced("Oathsworn Knight", counters={"+1/+1": 4}),
    # 508.1d
    forced("Phyrexian Juggernaut"),
    # 508.1d
    forced("Phyrexian Snowcrusher"),
    # 508.1d
    forced("Primordial Ooze"),
    # 508.1d
    forced("Riot Piker"),
    # 508.1d
    forced("Rubblebelt Recluse"),
    # 508.1d
    forced("Ruric Thar, the Unbowed"),
    # 508.1d
    forced("Sabertooth Alley Cat"),
    # 508.1d
    forced("Sprinting Warbrute"),
    # 508.1d
    forced("Tattermunge Maniac"),
    # 508.1d
    forced("Tectonic Fiend"),
    # 508.1d
    forced("Thran War Machine"),
    # 508.1d
    forced("Toski, Bearer of Secrets"),
    # 508.1d
    forced("Ulamog's Crusher"),
    # 508.1d
    forced("Underworld Rage-Hound"),
    # 508.1d
    forced("Urborg Drake"),
    # 508.1d
    forced("Utvara Scalper"),
    # 508.1d: "attacks or blocks each combat if able": on its controller's turn, it attacks
    forced("Khârn the Betrayer"),
    # 508.1d, ruling: "If Relentless Raptor is untapped and able to attack ... it must attack."
    forced("Relentless Raptor"),
    # 508.1d: the front face has defender (702.3b); the back face attacks each combat
    V("Weary Prisoner // Wrathful Jailbreaker", [P("x", "Weary Prisoner // Wrathful Jailbreaker"),
                                                P("y", "Wrathful Jailbreaker")],
      [({"y": "B"}, L), ({}, I), ({"x": "B", "y": "B"}, I)]),
    # 508.1d: "unless you control a creature named Advocate of the Beast": B's Advocate doesn't count
    V("Marauding Maulhorn", [P("x", "Marauding Maulhorn"), P("y", "Marauding Maulhorn", "B"),
                             P("adv", "Advocate of the Beast", "B")], [({}, I), ({"x": "B"}, L)]),
    # 508.1d: with A's own Advocate of the Beast it needn't attack
    V("Marauding Maulhorn (with Advocate)", [P("x", "Marauding Maulhorn"), P("adv", "Advocate of the Beast")],
      [({}, L), ({"x": "B"}, L)]),
    # 508.1d: threshold, seven cards in A's graveyard
    V("Otarian Juggernaut", [P("x", "Otarian Juggernaut")], [({}, I), ({"x": "B"}, L)], players=(cards("A", 7), "B")),
    # 508.1d: six cards in A's graveyard (nine in B's don't count): no requirement
    V("Otarian Juggernaut (six cards)", [P("x", "Otarian Juggernaut")], [({}, L), ({"x": "B"}, L)],
      players=(cards("A", 6), cards("B", 9))),
    # 508.1d, 613.1d: the bear is a Juggernaut (layer 4), and Juggernauts A controls attack
    V("Graaz, Unstoppable Juggernaut", [P("g", "Graaz, Unstoppable Juggernaut"), bear()],
      [({"g": "B"}, I), ({"bear": "B"}, I), ({"g": "B", "bear": "B"}, L)]),
    # 508.1d: "Equipped creature ... attacks each combat if able."
    V("Tormentor's Trident", [bear(), P("t", "Tormentor's Trident", attached_to="bear")], [({}, I), ({"bear": "B"}, L)]),
    # 508.1d: "Enchanted creature attacks each combat if able."
    V("Bloodshed Fever", [bear(), P("t", "Bloodshed Fever", "B", attached_to="bear")], [({}, I), ({"bear": "B"}, L)]),
    # 508.1d
    V("Guise of Fire", [bear(), P("t", "Guise of Fire", "B", attached_to="bear")], [({}, I), ({"bear": "B"}, L)]),
    # 508.1d with the haste it grants (302.6)
    V("Infectious Bloodlust", [bear(sick=True), P("t", "Infectious Bloodlust", "B", attached_to="bear")],
      [({}, I), ({"bear": "B"}, L)]),
    # 508.1d with the haste it grants (302.6)
    V("Craving of Yeenoghu", [bear(sick=True), P("t", "Craving of Yeenoghu", attached_to="bear")],
      [({}, I), ({"bear": "B"}, L)]),
    # 302.6: no haste granted, so a creature that came this turn can't attack and needn't
    V("Uncontrollable Anger", [bear(sick=True), P("t", "Uncontrollable Anger", "B", attached_to="bear")],
      [({}, L), ({"bear": "B"}, I)]),
    # 508.1d
    V("Skin Invasion // Skin Shedder", [bear(), P("t", "Skin Invasion // Skin Shedder", "B", attached_to="bear")],
      [({}, I), ({"bear": "B"}, L)]),

    # ------------------------------------------------------------------ can't attack unless defending player ...
    # 508.1c, 506.2: "can't attack unless defending player controls an Island"
    island_serpent("Armored Galleon"),
    # 508.1c, 506.2
    island_serpent("Dandân"),
    # 508.1c, 506.2
    island_serpent("Deep-Sea Serpent"),
    # 508.1c, 506.2
    island_serpent("Dreamwinder"),
    # 508.1c, 506.2
    island_serpent("Ethereal Whiskergill"),
    # 508.1c, 506.2
    island_serpent("Giant Shark"),
    # 508.1c, 506.2
    island_serpent("Hammerhead Shark"),
    # 508.1c, 506.2
    island_serpent("Island Fish Jasconius"),
    # 508.1c, 506.2
    island_serpent("Manta Ray"),
    # 508.1c, 506.2
    island_serpent("Marjhan"),
    # 508.1c, 506.2
    island_serpent("Merchant Ship"),
    # 508.1c, 506.2
    island_serpent("Pirate Ship"),
    # 508.1c, 506.2
    island_serpent("Red Cliffs Armada"),
    # 508.1c, 506.2
    island_serpent("Slipstream Eel"),
    # 508.1c, 506.2
    island_serpent("Slipstream Serpent"),
    # 508.1c, 506.2
    island_serpent("Vodalian Knights"),
    # 508.1c, 506.2
    island_serpent("Vodalian Serpent"),
    # 508.1c, 506.2
    island_serpent("Wu Warship"),
    # 508.1c, 506.2
    island_serpent("Zhou Yu, Chief Commander"),
    # 508.1c, 506.2; it enters with six +1/+1 counters
    island_serpent("Floodchaser", counters={"+1/+1": 6}),
    # 508.1c, 506.2
    island_serpent("Serpent of the Endless Sea"),
    # 508.1c, 205.3i: Tropical Island is an Island
    V("Sea Monster", [P("x", "Sea Monster"), P("t", "Tropical Island", "B"), P("f", "Forest", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c, 305.7: Spreading Seas makes C's Forest an Island
    V("Sealock Monster", [P("x", "Sealock Monster"), P("f", "Forest", "C"), P("ss", "Spreading Seas", attached_to="f"),
                          P("m", "Mountain", "B")], [({"x": "C"}, L), ({"x": "B"}, I)], players=ABC),
    # 508.1c, 506.2, 310.8: attacking a battle, the defending player is its protector (B), not its controller
    V("Steam Frigate", [P("x", "Steam Frigate"), P("isl", "Island", "B"),
                        P("bt", "Invasion of Ergamon", "C", protector="B", counters={"defense": 5})],
      [({"x": "bt"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: its own ability resolved on C's Forest: "Target land becomes an Island until end of turn."
    V("Dreamwinder (its ability)", [P("x", "Dreamwinder"), P("f", "Forest", "C")], [({"x": "C"}, L), ({"x": "B"}, I)],
      players=ABC, effects=cast("Dreamwinder", "A", source="x", target=["f"])),
    # 508.1c: "unless defending player controls a Forest"
    V("Gorilla Pack", [P("x", "Gorilla Pack"), P("f", "Forest", "B"), P("i", "Island", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "unless defending player controls a Mountain"
    V("Goblin Rock Sled", [P("x", "Goblin Rock Sled"), P("f", "Mountain", "B"), P("i", "Island", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "unless defending player controls a creature with flying"
    V("Lurking Green Dragon", [P("x", "Lurking Green Dragon"), P("sc", "Storm Crow", "B"), bear("cb", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "if defending player controls an untapped land": B's only land is tapped
    V("Branded Brawlers", [P("x", "Branded Brawlers"), P("f", "Forest", "B", tapped=True), P("i", "Island", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c
    V("Veteran Brawlers", [P("x", "Veteran Brawlers"), P("f", "Forest", "B", tapped=True), P("i", "Island", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "an untapped creature with power 3 or greater": B's Hill Giant is tapped, C's isn't
    V("Goblin Mutant", [P("x", "Goblin Mutant"), P("hg", "Hill Giant", "B", tapped=True), P("hg2", "Hill Giant", "C"),
                        bear("cb", "B")], [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "unless you control more creatures than defending player": 2 against B's 1, C's 2
    V("Mogg Toady", [P("x", "Mogg Toady"), bear(), bear("b1", "B"), bear("c1", "C"), bear("c2", "C")],
      [({"x": "B"}, L), ({"x": "C"}, I)], players=ABC),
    # 508.1c: "unless there is a Mountain on the battlefield": anyone's
    V("Glacial Crasher", [P("x", "Glacial Crasher"), P("m", "Mountain", "B"), P("y", "Glacial Crasher", "C")],
      [({"x": "B"}, L), ({"x": "C"}, L)], players=ABC),

    # ------------------------------------------------------------------ can't attack unless you ...
    # 508.1c: "unless you control three or more creatures": Bast counts, a creature that came this turn too
    V("Bast, Panther Goddess", [P("x", "Bast, Panther Goddess"), bear("b1"), bear("b2", sick=True)], [({"x": "B"}, L)]),
    # 508.1c: two creatures of A's (B's don't count)
    V("Bast, Panther Goddess (two)", [P("x", "Bast, Panther Goddess"), bear("b1"), bear("b2", "B"), bear("b3", "B")],
      [({"x": "B"}, I), ({"b1": "B"}, L)]),
    # 508.1c: "unless you control four or more artifacts"
    V("Gadrak, the Crown-Scourge", [P("x", "Gadrak, the Crown-Scourge"), P("s1", "Sol Ring"), P("s2", "Sol Ring"),
                                    P("m", "Memnite"), P("o", "Ornithopter")], [({"x": "B"}, L)]),
    # 508.1c: three (B's Sol Ring isn't A's)
    V("Gadrak, the Crown-Scourge (three)", [P("x", "Gadrak, the Crown-Scourge"), P("s1", "Sol Ring"), P("m", "Memnite"),
                                            P("o", "Ornithopter"), P("s2", "Sol Ring", "B")],
      [({"x": "B"}, I), ({"m": "B"}, L)]),
    # 508.1c: "unless you control a creature with power 4 or greater": itself, 4/4 with a counter, counts, and
    # lets the other attack too
    V("Lambholt Pacifist // Lambholt Butcher", [P("x", "Lambholt Pacifist // Lambholt Butcher", counters={"+1/+1": 1}),
                                                P("y", "Lambholt Pacifist // Lambholt Butcher")],
      [({"x": "B", "y": "B"}, L)]),
    # 508.1c: a 3/3 Hill Giant is too small, B's Craw Wurm isn't A's
    V("Lambholt Pacifist // Lambholt Butcher (none)", [P("x", "Lambholt Pacifist // Lambholt Butcher"), P("hg", "Hill Giant"),
                                                       P("cw", "Craw Wurm", "B")], [({"x": "B"}, I), ({"hg": "B"}, L)]),
    # 508.1c: "unless you control another artifact"
    V("Mouser Mark III", [P("x", "Mouser Mark III"), P("s", "Sol Ring", "B"), P("y", "Mouser Mark III", "B")],
      [({"x": "B"}, I)]),
    # 508.1c: the other Steelclad Serpent is another artifact
    V("Steelclad Serpent", [P("x", "Steelclad Serpent"), P("y", "Steelclad Serpent"), P("z", "Steelclad Serpent", "B")],
      [({"x": "B", "y": "B"}, L)]),
    # 508.1c: "another creature with power 4 or greater": a 4/4 Hill Giant with a counter
    V("Warden of the Chained", [P("x", "Warden of the Chained"), P("hg", "Hill Giant", counters={"+1/+1": 1}),
                                P("y", "Warden of the Chained", "B")],
      [({"x": "B"}, L), ({"hg": "B"}, L)]),
    # 508.1c: "another creature with power 4 or greater": the other Tiger-Dillo
    V("Tiger-Dillo", [P("x", "Tiger-Dillo"), P("y", "Tiger-Dillo"), P("z", "Tiger-Dillo", "B"), P("cw", "Craw Wurm", "B")],
      [({"x": "B", "y": "B"}, L)]),
    # 508.1c: "unless you control seven or more lands": six
    V("Topiary Stomper", [P("x", "Topiary Stomper")] + [P(f"f{i}", "Forest") for i in range(6)] + [P("fb", "Forest", "B")],
      [({"x": "B"}, I)]),
    # 508.1c: "five or more cards in your graveyard"
    V("River Serpent", [P("x", "River Serpent")], [({"x": "B"}, L)], players=(cards("A", 5), "B")),
    # 508.1c: delirium, four card types among A's graveyard's cards (three here: illegal)
    V("Patchwork Beastie", [P("x", "Patchwork Beastie"), P("y", "Patchwork Beastie", "B")], [({"x": "B"}, I)],
      players=(cards("A", 9, ("instant", "sorcery", "land")), cards("B", 4, ("instant", "sorcery", "land", "creature")))),
    # 508.1c: "unless there are three or more Lesson cards in your graveyard": the board doesn't say
    V("The Lion-Turtle", [P("x", "The Lion-Turtle")], [({"x": "B"}, U)]),
    # 508.1c: "as long as it has a cage counter on it"
    V("Seer of the Bright Side", [P("x", "Seer of the Bright Side", counters={"cage": 1}),
                                  P("y", "Seer of the Bright Side")], [({"x": "B"}, I), ({"y": "B"}, L)]),
    # 508.1c: "unless it has five or more +1/+1 counters on it"
    V("Slumbering Dragon", [P("x", "Slumbering Dragon", counters={"+1/+1": 5}),
                            P("y", "Slumbering Dragon", counters={"+1/+1": 4})], [({"x": "B"}, L), ({"y": "B"}, I)]),
    # 508.1c: "As long as you control another creature": a creature that came this turn counts
    V("Ethrimik, Imagined Fiend", [P("x", "Ethrimik, Imagined Fiend"), bear(sick=True)], [({"x": "B"}, I)]),
    # 508.1c: B's creature isn't one A controls
    V("Ethrimik, Imagined Fiend (alone)", [P("x", "Ethrimik, Imagined Fiend"), bear("bb", "B")], [({"x": "B"}, L)]),
    # 508.1c: "if there's another creature on the battlefield": B's counts
    V("Shauku, Endbringer", [P("x", "Shauku, Endbringer"), bear("bb", "B")], [({"x": "B"}, I)]),
    # 508.1c: "if an enchantment is on the battlefield": B's counts
    V("Wirecat", [P("x", "Wirecat"), P("e", "Glorious Anthem", "B"), P("y", "Wirecat", "B")], [({"x": "B"}, I)]),
    # 508.1c: "Non-Eye creatures you control can't attack": B's Eye stops B's creatures, not A's
    V("Evil Eye of Urborg", [P("x", "Evil Eye of Urborg"), bear(), P("eye", "Evil Eye of Urborg", "B"), bear("bb", "B")],
      [({"x": "B"}, L), ({"bear": "B"}, I)]),
    # 508.1c: "Sculptures you control can't attack"
    V("Doomed Artisan", [P("x", "Doomed Artisan"), token("s", "Sculpture", 2, 2, types=["artifact", "creature"]), bear()],
      [({"s": "B"}, I), ({"bear": "B", "x": "B"}, L)]),
    # 508.1c: "Creatures named Rock Lobster can't attack", whoever controls Paper Tiger
    V("Paper Tiger", [P("x", "Paper Tiger", "B"), P("rl", "Rock Lobster"), bear()], [({"rl": "B"}, I), ({"bear": "B"}, L)]),
    # 508.1c: "Creatures your opponents control with counters on them can't attack"
    V("Kulrath Knight", [P("x", "Kulrath Knight", "B"), bear("b1", counters={"+1/+1": 1}), bear("b2"),
                         P("y", "Kulrath Knight", counters={"-1/-1": 1})],
      [({"b1": "B"}, I), ({"b2": "B"}, L), ({"y": "B"}, I)]),
    # 508.1c: "Creatures with power 7 or greater can't attack"
    V("Hedron Fields of Agadeem", [P("x", "Hedron Fields of Agadeem", "B"), P("cw", "Craw Wurm", counters={"+1/+1": 1}),
                                   P("c2", "Craw Wurm")], [({"cw": "B"}, I), ({"c2": "B"}, L)]),
    # 508.1c: "Creatures with flying can't attack"
    V("Katabatic Winds", [P("x", "Katabatic Winds", "B"), P("sc", "Storm Crow"), bear()], [({"sc": "B"}, I), ({"bear": "B"}, L)]),
    # 508.1c: "Creatures without flying or islandwalk can't attack"
    V("Celestine Reef", [P("x", "Celestine Reef", "B"), P("sc", "Storm Crow"), bear()], [({"sc": "B"}, L), ({"bear": "B"}, I)]),
    # 508.1c: "This creature can't attack or block."
    V("Vigean Hydropon", [P("x", "Vigean Hydropon", counters={"+1/+1": 5})], [({"x": "B"}, I)]),
    # 508.1c: "unless you control a 1/1 creature": A's token is 1/1, B's isn't A's
    V("Lovestruck Beast // Heart's Desire", [P("x", "Lovestruck Beast // Heart's Desire"), token("t", "Human"),
                                             P("y", "Lovestruck Beast // Heart's Desire", "B")], [({"x": "B"}, L)]),
    # 508.1c: only B controls a 1/1
    V("Lovestruck Beast // Heart's Desire (none)", [P("x", "Lovestruck Beast // Heart's Desire"), bear(),
                                                    token("t", "Human", controller="B")], [({"x": "B"}, I)]),
    # 508.1c: "unless you have the city's blessing": not a board field, asked; staying home is legal either way
    V("Wayward Swordtooth", [P("x", "Wayward Swordtooth")], [({"x": "B"}, U), ({}, L)]),
    # 508.1c: "unless you have max speed": asked
    V("Hazoret, Godseeker", [P("x", "Hazoret, Godseeker")], [({"x": "B"}, U), ({}, L)]),
    # 508.1c: "unless an opponent has been dealt damage this turn": asked
    V("Bloodcrazed Goblin", [P("x", "Bloodcrazed Goblin")], [({"x": "B"}, U), ({}, L)]),
    # 508.1c: "unless there are eight or more permanent cards in your graveyard": no graveyard given; a bear
    # beside it attacks either way
    V("The Ancient One", [P("x", "The Ancient One"), bear()], [({"x": "B"}, U), ({"bear": "B"}, L), ({}, L)]),
    # 508.1c: "unless it has an even number of counters on it" limits only Sab-Sunen
    V("Sab-Sunen, Luxa Embodied", [P("x", "Sab-Sunen, Luxa Embodied"), bear()], [({"bear": "B"}, L), ({}, L)]),
    # 702.3b: its exception lets only it attack; the bear attacks either way
    V("Backstreet Bruiser", [P("x", "Backstreet Bruiser"), bear()], [({"bear": "B"}, L), ({}, L)]),
    # 508.1c: "unless defending player has seven or more cards in their graveyard": no graveyard given
    V("Vantress Gargoyle", [P("x", "Vantress Gargoyle")], [({"x": "B"}, U)]),
    # 508.1c: "unless you've cast a creature spell this turn": A has ("Is it false that ...?": no)
    V("Mogg Conscripts", [P("x", "Mogg Conscripts")], [({"x": "B"}, L)], holds=False),
    # 508.1c: "unless you've cast a noncreature spell this turn": A hasn't ("Is it false that ...?": yes)
    V("Silburlind Snapper", [P("x", "Silburlind Snapper")], [({"x": "B"}, I)], holds=True),
    # 508.1c: "if it attacked during your last turn": answered no
    V("Giant Turtle", [P("x", "Giant Turtle")], [({"x": "B"}, L)], holds=False),
    # 508.1c: "can't attack during extra turns": asked
    V("Medomai the Ageless", [P("x", "Medomai the Ageless")], [({"x": "B"}, U)]),
    # 508.1c: "unless it's paired with a creature with soulbond": asked
    V("Flowering Lumberknot", [P("x", "Flowering Lumberknot")], [({"x": "B"}, U)]),
    # 508.1c: "As long as this creature is turned off": asked
    V("Togglodyte", [P("x", "Togglodyte")], [({"x": "B"}, U)]),

    # ------------------------------------------------------------------ costs to attack (508.1h)
    # 508.1h: "unless you pay {1} for each +1/+1 counter on it": {2} with one Forest can't be paid
    V("Myr Prototype", [P("x", "Myr Prototype", counters={"+1/+1": 2}), P("f", "Forest")], [({"x": "B"}, I), ({}, L)]),
    # 508.1h: two Forests pay {2}
    V("Myr Prototype (paid)", [P("x", "Myr Prototype", counters={"+1/+1": 2}), P("f", "Forest"), P("f2", "Forest")],
      [({"x": "B"}, L)]),
    # 508.1h: "unless you pay {2}"
    V("Qal Sisma Behemoth", [P("x", "Qal Sisma Behemoth"), P("f", "Forest"), P("y", "Qal Sisma Behemoth"),
                             P("f2", "Forest")], [({"x": "B"}, L), ({"x": "B", "y": "B"}, I)]),
    # 508.1h, 508.1d: a cost is never required: Juggernaut may stay home or pay {2}; one Forest can't pay
    V("Propaganda // Propaganda", [jug(), P("pp", "Propaganda // Propaganda", "B"), P("f", "Forest"), jug("j2"),
                                   P("f2", "Forest")],
      [({}, L), ({"jug": "B"}, L), ({"jug": "B", "j2": "B"}, I)]),

    # ------------------------------------------------------------------ can't attack alone (506.5)
    # 506.5: "can't attack alone"
    V("Militia Rallier", [P("x", "Militia Rallier"), bear()], [({"x": "B"}, I), ({"x": "B", "bear": "B"}, L),
                                                             ({"bear": "B"}, L)]),
    # 506.5: "can't attack or block alone"
    V("Wojek Bodyguard", [P("x", "Wojek Bodyguard"), bear()], [({"x": "B"}, I), ({"x": "B", "bear": "B"}, L)]),

    # ------------------------------------------------------------------ defender and its exceptions (702.3b)
    # 702.3b: "As long as an opponent has eight or more cards in their graveyard"
    V("Expedition Lookout", [P("x", "Expedition Lookout")], [({"x": "C"}, L)], players=("A", cards("B", 8), "C")),
    # 702.3b: seven each (A's nine aren't an opponent's)
    V("Expedition Lookout (seven)", [P("x", "Expedition Lookout")], [({"x": "B"}, I)],
      players=(cards("A", 9), cards("B", 7), cards("C", 7))),
    # 702.3b: "three or more judgment counters"
    V("Faithbound Judge // Sinner's Judgment", [P("x", "Faithbound Judge // Sinner's Judgment", counters={"judgment": 3}),
                                                P("y", "Faithbound Judge // Sinner's Judgment", counters={"judgment": 2})],
      [({"x": "B"}, L), ({"y": "B"}, I)]),
    # 702.3b: delirium, four card types among the cards in A's graveyard
    V("Geist of the Lonely Vigil", [P("x", "Geist of the Lonely Vigil")], [({"x": "B"}, L)],
      players=(cards("A", 4, ("instant", "sorcery", "land", "creature")), "B")),
    # 702.3b: "As long as Ichor Aberration's power is 7 or greater": 3 + 4 counters
    V("Ichor Aberration", [P("x", "Ichor Aberration", counters={"+1/+1": 4}),
                           P("y", "Ichor Aberration", counters={"+1/+1": 3})], [({"x": "B"}, L), ({"y": "B"}, I)]),
    # 702.3b: "power is 5 or greater": Glorious Anthem makes it 5/4
    V("Karsus Depthguard", [P("x", "Karsus Depthguard"), P("ga", "Glorious Anthem"), P("y", "Karsus Depthguard", "B")],
      [({"x": "B"}, L)]),
    # 702.3b: "as long as this creature is monstrous": no board field says, asked
    V("Colossus of Akros", [P("x", "Colossus of Akros")], [({"x": "B"}, U)]),
    # 702.3b: "a Lesson card in your graveyard": asked
    V("Platypus-Bear", [P("x", "Platypus-Bear")], [({"x": "B"}, U)]),
    # 702.3b: "you've cast an instant or sorcery spell this turn": asked
    V("Piston-Fist Cyclops", [P("x", "Piston-Fist Cyclops")], [({"x": "B"}, U)]),
    # 702.3b: "an artifact entered the battlefield under your control this turn": asked
    V("Shipwreck Sentry", [P("x", "Shipwreck Sentry")], [({"x": "B"}, U)]),
    # 702.3b: the same, answered yes
    V("Mechan Shieldmate", [P("x", "Mechan Shieldmate")], [({"x": "B"}, L)], holds=True),
    # 702.3b: "As long as this creature has a +1/+1 counter on it"
    V("Skyclave Sentinel", [P("x", "Skyclave Sentinel", counters={"+1/+1": 2}), P("y", "Skyclave Sentinel")],
      [({"x": "B"}, L), ({"y": "B"}, I)]),
    # 702.3b: metalcraft, three artifacts
    V("Spire Serpent", [P("x", "Spire Serpent"), P("s1", "Sol Ring"), P("s2", "Sol Ring"), P("s3", "Memnite")],
      [({"x": "B"}, L)]),
    # 702.3b: two artifacts (B's Sol Ring isn't A's)
    V("Spire Serpent (two)", [P("x", "Spire Serpent"), P("s1", "Sol Ring"), P("s2", "Sol Ring"), P("s3", "Sol Ring", "B")],
      [({"x": "B"}, I)]),
    # 702.3b: "three or more +1/+1 counters"
    V("Thoughtbound Phantasm", [P("x", "Thoughtbound Phantasm", counters={"+1/+1": 3}),
                                P("y", "Thoughtbound Phantasm", counters={"+1/+1": 2})], [({"x": "B"}, L), ({"y": "B"}, I)]),
    # 702.3b: "Creatures you control can attack as though they didn't have defender"; B's don't
    V("Felothar the Steadfast", [P("x", "Felothar the Steadfast"), P("w", "Wall of Stone"), P("y", "Felothar the Steadfast", "B"),
                                 P("w2", "Wall of Stone", "B")], [({"w": "B"}, L)]),
    # 702.3b: "As long as equipped creature has defender, it can attack as though it didn't"
    V("Warmonger's Chariot", [P("x", "Warmonger's Chariot", attached_to="w"), P("w", "Wall of Stone"),
                              P("w2", "Wall of Stone")], [({"w": "B"}, L), ({"w2": "B"}, I)]),
    # 702.3b: "As long as this creature has an ice counter on it, ... it has defender"
    V("Woolly Razorback", [P("x", "Woolly Razorback", counters={"ice": 1}), P("y", "Woolly Razorback")],
      [({"x": "B"}, I), ({"y": "B"}, L)]),
    # 702.3b: "All Sliver creatures have defender", its own and B's alike
    V("Dormant Sliver", [P("x", "Dormant Sliver"), P("s", "Muscle Sliver"), P("s2", "Dormant Sliver", "B"), bear()],
      [({"s": "B"}, I), ({"x": "B"}, I), ({"bear": "B"}, L)]),
    # 702.3b: defender, and only an activated ability takes it away
    V("Manor Gargoyle", [P("x", "Manor Gargoyle")], [({"x": "B"}, I)]),
    # 702.3b: "If this creature was kicked, it enters with ... 'can attack as though ...'": not on the board, asked
    V("Prison Barricade", [P("x", "Prison Barricade")], [({"x": "B"}, U)]),
    # 702.3b
    defender("Grozoth"),
    # 702.3b
    defender("Tidewater Minion"),
    # 702.3b
    defender("Torpid Moloch"),
    # 702.3b
    defender("Wall of Dust"),
    # 702.3b
    defender("Jaded Analyst"),
    # 702.3b
    defender("Loyal Gyrfalcon"),
    # 702.3b
    defender("Shoal Serpent"),
    # 702.3b
    defender("Mirror Wall"),
    # 702.3b
    defender("Dark Maze"),
    # 702.3b
    defender("Krotiq Nestguard"),
    # 702.3b
    defender("Returned Phalanx"),
    # 702.3b
    defender("Hightide Hermit"),
    # 702.3b
    defender("Walking Wall"),
    # 702.3b
    defender("Mobile Fort"),
    # 702.3b
    defender("Wall of Wonder"),
    # 702.3b
    defender("Wall of One Thousand Cuts"),
    # 702.3b
    defender("Glade Watcher"),
    # 702.3b
    defender("Vodalian War Machine"),
    # 702.3b
    defender("Prismari Pledgemage"),
    # 702.3b
    defender("Skyclave Squid"),
    # 702.3b
    defender("Stalked Researcher"),
    # 702.3b
    defender("Steelclad Spirit"),
    # 702.3b
    defender("Nivix Cyclops"),
    # 702.3b: it loses defender only once a creature has attacked (a trigger after attackers are declared)
    defender("Guardian of the Ages"),
    # 702.3b
    defender("Wakestone Gargoyle"),
    # 702.3b
    defender("Walking Bulwark"),
    # 702.3b
    defender("Surge Engine"),
    # 702.3b
    defender("Sentry Oak"),
    # 702.3b
    defender("Territorial Witchstalker"),
    # 702.3b
    defender("The Pride of Hull Clade"),
    # 702.3b: "{0}: This creature can attack this turn as though it didn't have defender."
    unwall("Dark Maze"),
    # 702.3b: "{G}: ... as though it didn't have defender"
    unwall("Glade Watcher"),
    # 702.3b: "{4}: This creature loses defender until end of turn."
    unwall("Grozoth"),
    # 702.3b
    unwall("Hightide Hermit"),
    # 702.3b
    unwall("Krotiq Nestguard"),
    # 702.3b: "loses defender and gains flying"
    unwall("Manor Gargoyle"),
    # 702.3b
    unwall("Mirror Wall"),
    # 702.3b
    unwall("Mobile Fort"),
    # 702.3b
    unwall("Returned Phalanx"),
    # 702.3b
    unwall("Tidewater Minion"),
    # 702.3b
    unwall("Torpid Moloch"),
    # 702.3b
    unwall("Wall of One Thousand Cuts"),
    # 702.3b
    unwall("Wall of Wonder"),
    # 702.3b
    unwall("Walking Wall"),
    # 702.3b
    unwall("Vodalian War Machine"),
    # 702.3b: "loses defender until end of turn"
    unwall("Loyal Gyrfalcon"),
    # 702.3b
    unwall("Shoal Serpent"),
    # 702.3b: "loses defender and gains vigilance"
    unwall("Jaded Analyst"),
    # 702.3b
    unwall("Nivix Cyclops"),
    # 702.3b
    unwall("Prismari Pledgemage"),
    # 702.3b
    unwall("Skyclave Squid"),
    # 702.3b
    unwall("Stalked Researcher"),
    # 702.3b
    unwall("Steelclad Spirit"),
    # 702.3b: "gets +2/+0 and loses defender until end of turn"
    unwall("Sentry Oak"),
    # 702.3b
    unwall("Territorial Witchstalker"),
    # 702.3b: "loses defender and gains 'This creature can't be blocked.'"
    unwall("Surge Engine"),
    # 702.3b: "Creatures you control with defender can attack this turn as though they didn't"
    V("Wakestone Gargoyle (its ability)", [P("x", "Wakestone Gargoyle"), P("w", "Wall of Stone"),
                                           P("w2", "Wall of Stone", "B")],
      [({"x": "B", "w": "B"}, L)], effects=cast("Wakestone Gargoyle", "A", source="x")),
    # 702.3b, 302.6: the target gains haste and can attack as though it didn't have defender
    V("Walking Bulwark (its ability)", [P("x", "Walking Bulwark"), P("w", "Wall of Stone", sick=True)],
      [({"w": "B"}, L), ({"x": "B"}, I)], effects=cast("Walking Bulwark", "A", source="x", target=["w"])),
    # 702.3b: the target perpetually gains "This creature can attack as though it didn't have defender."
    V("Teyo, Aegis Adept", [P("w", "Wall of Stone"), P("t", "Teyo, Aegis Adept")], [({"w": "B"}, L)],
      effects=cast("Teyo, Aegis Adept", "A", "perpetually gains", target=["w"])),
    # 702.3b: the target "can attack as though it didn't have defender", not the Pride itself
    V("The Pride of Hull Clade (its ability)", [P("x", "The Pride of Hull Clade"), P("w", "Wall of Stone")],
      [({"w": "B"}, L), ({"x": "B"}, I)], effects=cast("The Pride of Hull Clade", "A", source="x", target=["w"])),
    # 702.3b: "{S}: Enchanted creature gains defender until end of turn."
    V("Gelid Shackles (its ability)", [jug(), P("gs", "Gelid Shackles", "B", attached_to="jug")],
      [({}, L), ({"jug": "B"}, I)], effects=cast("Gelid Shackles", "B", source="gs")),

    # ------------------------------------------------------------------ can't attack you / planeswalkers
    # 508.1c: "Creatures can't attack you": B's planeswalker may be attacked
    V("Form of the Squirrel", [P("fs", "Form of the Squirrel", "B"), bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, L)]),
    # 508.1c: "Inklings can't attack you or planeswalkers you control"
    V("Combat Calligrapher", [P("cc", "Combat Calligrapher", "B"), token("ink", "Inkling", 2, 1),
                              P("jace", "Jace Beleren", "B"), bear()],
      [({"ink": "C"}, L), ({"ink": "B"}, I), ({"ink": "jace"}, I), ({"bear": "B"}, L)], players=ABC),
    # 508.1c: "Creatures named Lightning Rager can't attack you or planeswalkers you control"; the token has haste
    V("Rite of the Raging Storm", [P("r", "Rite of the Raging Storm", "B"),
                                   token("lr", "Elemental", 5, 1, sick=True, name="Lightning Rager"),
                                   P("jace", "Jace Beleren", "B")],
      [({"lr": "C"}, L), ({"lr": "B"}, I), ({"lr": "jace"}, I)], players=ABC,
      effects=cast("Rite of the Raging Storm", "B", created_token=["lr"])),
    # 508.1c: "Creatures the chosen player controls can't attack you": who was chosen is asked
    V("Bow to My Command", [P("s", "Bow to My Command", "B"), bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, U), ({"bear": "C"}, L)], players=ABC),
    # 508.1c: A chosen: neither B nor B's planeswalker
    V("Bow to My Command (A chosen)", [P("s", "Bow to My Command", "B"), bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, I), ({"bear": "C"}, L)], players=ABC, holds=True),
    # 508.1d: "If a creature with a magnet counter on it attacks, all creatures with magnet counters ... attack if able"
    V("Magnetic Web", [P("mw", "Magnetic Web", "B"), bear(counters={"magnet": 1}), bear("b2", counters={"magnet": 1}),
                       bear("b3")],
      [({}, L), ({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L), ({"b3": "B"}, L)]),

    # ------------------------------------------------------------------ spells and abilities: can't attack
    # 508.1c: "Target creature can't attack or block this turn."
    canta("Off Balance"),
    # 508.1c: "Target creature can't attack this turn."
    canta("Change of Heart"),
    # 508.1c: "Until your next turn, it can't attack or block"
    canta("Academic Probation"),
    # 701.35a: detain
    canta("Inaction Injunction"),
    # 701.35a
    canta("Lyev Decree"),
    # 701.35a
    canta("Isperia's Skywatch"),
    # 701.35a
    canta("Azorius Justiciar"),
    # 701.35a
    canta("Soulsworn Spirit"),
    # 701.35a
    canta("Martial Law"),
    # 701.35a
    canta("Tax Collector"),
    # 701.35a
    canta("Lyev Skyknight"),
    # 701.35a
    canta("New Prahv Guildmage"),
    # 701.35a
    canta("Stormcage Containment Facility"),
    # 701.35a
    canta("Archon of the Triumvirate"),
    # 701.35a
    canta("Azorius Traffic Enforcement"),
    # 508.1c
    canta("Alchemist's Vial"),
    # 508.1c
    canta("Briber's Purse"),
    # 508.1c
    canta("Endbringer"),
    # 508.1c
    canta("Thundersong Trumpeter"),
    # 508.1c
    canta("Netter en-Dal"),
    # 508.1c
    canta("Martyred Rusalka"),
    # 508.1c: "{1}, {T}: Target creature can't attack this turn."
    canta("Edifice of Authority", "{1}, {T}: Target creature can't attack this turn."),
    # 508.1c: "+1: Up to one target creature can't attack or block until your next turn."
    canta("Kaito, Dancing Shadow", "+1"),
    # 508.1c
    canta("Spara's Adjudicators"),
    # 508.1c: "If {W}{U} was spent ... those permanents can't attack or block"
    canta("Mythos of Vadrok"),
    # 508.1c
    canta("Linvala, Shield of Sea Gate"),
    # 508.1c: "that creature can't attack during its controller's next turn"
    canta("Wall of Dust"),
    # 508.1c: "That creature can't attack or block for as long as you control this Vehicle."
    canta("Possession Engine"),
    # 508.1c: "That creature can't attack or block for as long as you control this creature."
    V("Extraction Specialist", [P("es", "Extraction Specialist"), bear()], [({"bear": "B"}, I), ({"es": "B"}, L)],
      effects=cast("Extraction Specialist", "A", source="es", target=["bear"])),
    # 508.1c: kicked, "creatures can't attack this turn"
    V("Orim's Chant", [jug()], [({}, L), ({"jug": "B"}, I)], effects=cast("Orim's Chant", "B")),
    # 508.1c: "This turn and next turn, creatures can't attack"
    V("Peace Talks", [jug()], [({}, L), ({"jug": "B"}, I)], effects=cast("Peace Talks", "B")),
    # 508.1c: "If they don't, creatures can't attack this combat."
    V("Overencumbered", [jug()], [({}, L), ({"jug": "B"}, I)], effects=cast("Overencumbered", "B")),
    # 508.1c: "up to one target opponent can't attack with creatures"
    V("Know Evil", [jug()], [({}, L), ({"jug": "B"}, I)], effects=cast("Know Evil", "B", target_player="A")),
    # 508.1c: "only you and the chosen player can ... attack with creatures": A isn't (answered)
    V("Choose Your Champion", [jug()], [({}, L), ({"jug": "B"}, I)], players=ABC, effects=cast("Choose Your Champion", "B"),
      holds=True),
    # 508.1c: "Until your next turn, creatures can't attack you": B's planeswalker and C remain
    V("Chronomantic Escape", [bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, L), ({"bear": "C"}, L)], players=ABC, effects=cast("Chronomantic Escape", "B")),
    # 508.1c: "creatures they control can't attack you this turn"
    V("Web of Inertia", [bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, L), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Web of Inertia", "B", that_player="A")),
    # 508.1c: "can't attack you or planeswalkers you control until your next turn"
    V("Orzhov Advokist", [bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Orzhov Advokist", "B", that_player="A")),
    # 508.1c: "they can't attack you this combat"
    V("Champions of Minas Tirith", [bear(), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, L), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Champions of Minas Tirith", "B", that_player="A")),
    # 508.1c: "Each player who does can't attack you during their next turn."
    V("City Hall", [bear(), P("jace", "Jace Beleren", "B")], [({"bear": "B"}, I), ({"bear": "jace"}, L)], players=ABC,
      effects=cast("City Hall", "B", that_player="A")),
    # 508.1c: "creatures can't attack you until a player planeswalks"
    V("Agyrem", [bear(), P("jace", "Jace Beleren", "B")], [({"bear": "B"}, I), ({"bear": "jace"}, L), ({"bear": "C"}, L)],
      players=ABC, effects=cast("Agyrem", "B")),
    # 508.1c: "can't attack you or planeswalkers you control for as long as it has a vow counter"
    V("Promise of Loyalty", [bear(counters={"vow": 1}), P("jace", "Jace Beleren", "B")],
      [({"bear": "B"}, I), ({"bear": "jace"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Promise of Loyalty", "B", target=["bear"])),
    # 508.1c, 302.6: B's creatures, now A's, have haste; "You can't attack that player this turn."
    V("Call for Aid", [bear("bb", sick=True, owner="B")], [({"bb": "C"}, L), ({"bb": "B"}, I), ({}, L)], players=ABC,
      effects=cast("Call for Aid", "A", "They gain haste", target=["bb"])
      + cast("Call for Aid", "A", "You can't attack", target=["bb"], that_player="B")),
    # 508.1c: "Only the chosen creatures can attack during that combat phase."
    V("Last Night Together", [bear(), bear("b2")], [({"bear": "B"}, L), ({"b2": "B"}, I)], turn={"combat": 2},
      effects=cast("Last Night Together", "A", "Only the chosen", chosen=["bear"])),
    # 508.1c: "Only land creatures can attack during that combat phase." (Dryad Arbor is one)
    V("Bumi, Unleashed", [bear(), P("da", "Dryad Arbor")], [({"da": "B"}, L), ({"bear": "B"}, I)], turn={"combat": 2},
      effects=cast("Bumi, Unleashed", "A", "Only land creatures")),
    # 508.1h: "creatures can't attack you unless their controller pays {2} for each"
    V("Summon: Yojimbo", [jug(), P("f", "Forest"), P("f2", "Forest"), jug("j2")],
      [({}, L), ({"jug": "B"}, L), ({"jug": "B", "j2": "B"}, I)], effects=cast("Summon: Yojimbo", "B")),
    # 803.1: "each player may attack only the nearest opponent in the last chosen direction": left (answered)
    V("Teyo, Geometric Tactician", [bear(), P("jace", "Jace Beleren", "B"), P("ch", "Chandra, Torch of Defiance", "C")],
      [({"bear": "B"}, L), ({"bear": "jace"}, L), ({"bear": "C"}, I), ({"bear": "ch"}, I)], players=("A", "B", "C", "D"),
      effects=cast("Teyo, Geometric Tactician", "B", "nearest"), holds=True),
    # 506.5: the token's "This token can't attack or block alone."
    V("Toby, Beastie Befriender", [token("beast", "Beast", 4, 4), bear()],
      [({"beast": "B"}, I), ({"beast": "B", "bear": "B"}, L)],
      effects=cast("Toby, Beastie Befriender", "A", created_token=["beast"])),

    # ------------------------------------------------------------------ spells and abilities: attacks if able
    # 508.1d: "Target creature attacks this turn if able."
    must("Boiling Blood"),
    # 508.1d
    must("Imps' Taunt"),
    # 508.1d: "attacks or blocks this turn if able": on A's turn, it attacks
    must("Hustle // Bustle"),
    # 508.1d
    must("Chemister's Trick"),
    # 508.1d
    must("Courtly Provocateur"),
    # 508.1d
    must("Heckling Fiends"),
    # 508.1d
    must("Rage Nimbus"),
    # 508.1d
    must("Bullwhip"),
    # 508.1d
    must("Norritt"),
    # 508.1d: not paid for, "the creature attacks this turn if able"
    must("Arcum's Whistle"),
    # 508.1d: "attacks during its controller's next combat phase if able"
    must("Trench Behemoth"),
    # 508.1d
    must("Sizzling Soloist"),
    # 508.1d: "That creature attacks each turn if able"
    must("Evil Presents"),
    # 508.1d: "Those creatures attack this turn if able."
    must("Suicidal Charge"),
    # 508.1d: "Each creature dealt damage this way attacks this turn if able."
    must("Aggravate", chosen=["bear"]),
    # 508.1d: "Creatures target player controls attack this turn if able."
    V("Incite War", [bear(), bear("b2")], [({}, I), ({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Incite War", "B", target_player="A")),
    # 508.1d: "Creatures target opponent controls attack this turn if able."
    V("Imaginary Threats", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Imaginary Threats", "B", target_player="A")),
    # 508.1d
    V("Instigator", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Instigator", "B", target_player="A")),
    # 508.1d: "During target player's next turn, each creature that player controls attacks if able."
    V("Rowan Kenrith", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Rowan Kenrith", "B", "+2", target_player="A")),
    # 508.1d: "{6}: Creatures your opponents control attack this turn if able."
    V("Grizzled Angler // Grisly Anglerfish", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Grizzled Angler // Grisly Anglerfish", "B")),
    # 508.1d: chapter II, "creatures your opponents control attack each combat if able"
    V("The Akroan War", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("The Akroan War", "B")),
    # 508.1d: "Non-Wall creatures the active player controls attack this turn if able."
    V("Maddening Imp", [bear(), P("w", "Wall of Stone")], [({}, I), ({"bear": "B"}, L)],
      effects=cast("Maddening Imp", "B", active_player="A")),
    # 508.1d: "Creatures you control have ... and must attack if able until end of turn."
    V("Math is for Blockers", [bear(), bear("b2")], [({"bear": "B"}, I), ({"bear": "B", "b2": "B"}, L)],
      effects=cast("Math is for Blockers", "A")),
    # 508.1d, 508.1c: "the chosen creatures attack if able, and other creatures can't attack"
    V("Oracle en-Vec", [bear(), bear("b2")], [({}, I), ({"bear": "B"}, L), ({"bear": "B", "b2": "B"}, I)],
      effects=cast("Oracle en-Vec", "B", chosen=["bear"], that_player="A")),
    # 508.1d: "{1}{R}: Enchanted creature attacks this turn if able."
    V("Nettling Curse", [bear(), P("nc", "Nettling Curse", "B", attached_to="bear")], [({}, I), ({"bear": "B"}, L)],
      effects=cast("Nettling Curse", "B", source="nc")),
    # 508.1d: "this creature deals 3 damage to you and attacks this turn if able"
    V("Kookus", [P("x", "Kookus")], [({}, I), ({"x": "B"}, L)], effects=cast("Kookus", "A", source="x")),
    # 508.1d: "Up to one target creature attacks a player each combat if able": a planeswalker is no player
    V("Nahiri, the Unforgiving", [bear(), P("jace", "Jace Beleren", "B")], [({}, I), ({"bear": "jace"}, I), ({"bear": "B"}, L)],
      effects=cast("Nahiri, the Unforgiving", "B", "+1", target=["bear"], active_player="A")),
    # 508.1d: "+2: Up to one target creature an opponent controls attacks Gideon ... if able"
    V("Kytheon, Hero of Akros // Gideon, Battle-Forged", [bear(), P("g", "Gideon, Battle-Forged", "B")],
      [({}, I), ({"bear": "B"}, I), ({"bear": "g"}, L)],
      effects=cast("Kytheon, Hero of Akros // Gideon, Battle-Forged", "B", target=["bear"], source="g")),
    # 508.1d: "target creature attacks that player each combat if able" (B was dealt damage)
    V("Silver Surfer, Galactus's Herald", [bear()], [({}, I), ({"bear": "C"}, I), ({"bear": "B"}, L)], players=ABC,
      effects=cast("Silver Surfer, Galactus's Herald", "C", target=["bear"], that_player="B")),
    # 508.1d: "This creature attacks that player this combat if able." (C chosen at random)
    V("Knight Rampager", [P("x", "Knight Rampager")], [({}, I), ({"x": "B"}, I), ({"x": "C"}, L)], players=ABC,
      effects=cast("Knight Rampager", "A", source="x", target=["x"], that_player="C")),
    # 508.1d
    V("Raving Dead", [P("x", "Raving Dead")], [({}, I), ({"x": "B"}, I), ({"x": "C"}, L)], players=ABC,
      effects=cast("Raving Dead", "A", source="x", target=["x"], that_player="C")),
    # 508.1d
    V("Territorial Hellkite", [P("x", "Territorial Hellkite")], [({}, I), ({"x": "B"}, I), ({"x": "C"}, L)], players=ABC,
      effects=cast("Territorial Hellkite", "A", source="x", target=["x"], that_player="C")),
    # 508.1d, 302.6: the token "attacks this combat if able"; Goblins A controls have haste
    V("Howlsquad Heavy", [P("h", "Howlsquad Heavy"), token("tok", "Goblin", sick=True, colors=["R"])],
      [({}, I), ({"tok": "B"}, L)], effects=cast("Howlsquad Heavy", "A", source="h", created_token=["tok"])),
    # 508.1d: each pair of tokens "attack that opponent this turn if able", with haste
    V("Furygale Flocking", [token("t1", "Elemental", 3, 3, sick=True), token("t2", "Elemental", 3, 3, sick=True)],
      [({"t1": "B", "t2": "C"}, L), ({"t1": "C", "t2": "B"}, I), ({"t1": "B"}, I)], players=ABC,
      effects=cast("Furygale Flocking", "A", "For each opponent", created_token=["t1"], target=["t1"], that_player="B")
      + cast("Furygale Flocking", "A", "For each opponent", created_token=["t2"], target=["t2"], that_player="C")
      + cast("Furygale Flocking", "A", "haste", created_token=["t1", "t2"])),
    # 508.1d: a Dalek for each opponent "that attacks that opponent this turn if able"
    V("City of the Daleks", [token("t1", "Dalek", 3, 3, sick=True, types=["artifact", "creature"]),
                             token("t2", "Dalek", 3, 3, sick=True, types=["artifact", "creature"])],
      [({"t1": "B", "t2": "C"}, L), ({"t1": "C", "t2": "B"}, I)], players=ABC,
      effects=cast("City of the Daleks", "A", "for each opponent", created_token=["t1"], target=["t1"], that_player="B")
      + cast("City of the Daleks", "A", "for each opponent", created_token=["t2"], target=["t2"], that_player="C")
      + cast("City of the Daleks", "A", "haste", created_token=["t1", "t2"])),
    # 508.1d: "a 2/2 black Zombie creature token that attacks that player each combat if able"
    V("Rotted Ones, Lay Siege", [token("t1", "Zombie", 2, 2), token("t2", "Zombie", 2, 2)],
      [({"t1": "B", "t2": "C"}, L), ({"t1": "C", "t2": "B"}, I), ({}, I)], players=ABC,
      effects=cast("Rotted Ones, Lay Siege", "A", created_token=["t1"], target=["t1"], that_player="B")
      + cast("Rotted Ones, Lay Siege", "A", created_token=["t2"], target=["t2"], that_player="C")),
    # 508.1d: "Each of those creatures attacks its owner each combat if able."
    V("The Dead Shall Serve", [bear("x", owner="B")], [({}, I), ({"x": "C"}, I), ({"x": "B"}, L)], players=ABC,
      effects=cast("The Dead Shall Serve", "A", target=["x"])),
    # 508.1d, 302.6: the conjured card "gains haste until end of turn and attacks this combat if able"
    V("Tajic, Legion's Valor", [P("t", "Tajic, Legion's Valor"), bear("x", sick=True)],
      [({"t": "B"}, I), ({"t": "B", "x": "B"}, L)], effects=cast("Tajic, Legion's Valor", "A", target=["x"])),
    # 508.1d: "Gogo and that creature each ... attack this turn if able"
    V("Gogo, Mysterious Mime", [P("g", "Gogo, Mysterious Mime"), bear()], [({"g": "B"}, I), ({"g": "B", "bear": "B"}, L)],
      effects=cast("Gogo, Mysterious Mime", "A", target=["bear"], source="g")),
    # 508.1d, 302.6: "It gains haste ... perpetually gains 'This creature attacks each combat if able.'"
    V("Incessant Provocation", [bear("bb", owner="B", sick=True)], [({}, I), ({"bb": "B"}, L)],
      effects=cast("Incessant Provocation", "A", "haste", target=["bb"])
      + cast("Incessant Provocation", "A", "perpetually", target=["bb"])),
    # 508.1d, 302.6: the returned creature gains "attacks each combat if able", but came this turn (an older one
    # given it attacks)
    V("Carnage, Crimson Chaos", [bear(sick=True), bear("b2"), bear("b3")], [({}, I), ({"b3": "B"}, L)],
      effects=cast("Carnage, Crimson Chaos", "A", target=["bear"]) + cast("Carnage, Crimson Chaos", "A", target=["b3"])),
    # 508.1d: the Pirate's "Creatures you control attack each combat if able" (A created it)
    V("Pursued Whale", [token("pir", "Pirate", 1, 1, sick=True), bear()], [({}, I), ({"bear": "B"}, L)],
      effects=cast("Pursued Whale", "B", created_token=["pir"])),

    # ------------------------------------------------------------------ goad from spells and abilities (701.15)
    # 701.15b, ruling: goaded by A itself, it attacks a player (B or C), not a planeswalker
    V("Besmirch", [bear("bb", sick=True, owner="B"), P("jace", "Jace Beleren", "B")],
      [({}, I), ({"bb": "B"}, L), ({"bb": "C"}, L), ({"bb": "jace"}, I)], players=ABC,
      effects=cast("Besmirch", "A", "Until end of turn", target=["bb"]) + cast("Besmirch", "A", "Untap and goad", target=["bb"])),
    # 701.15b
    goad3("Coronation of Chaos"),
    # 701.15b
    goad3("Bjorna, Nightfall Alchemist"),
    # 701.15b
    goad3("Bloodboil Sorcerer"),
    # 701.15b
    goad3("Farid, Enterprising Salvager"),
    # 701.15b
    goad3("Laser Screwdriver"),
    # 701.15b
    goad3("Laurine, the Diversion"),
    # 701.15b
    goad3("Maeve, Insidious Singer"),
    # 701.15b
    goad3("Ransom Note"),
    # 701.15b
    goad3("Red Death, Shipwrecker"),
    # 701.15b
    goad3("Jeering Homunculus"),
    # 701.15b
    goad3("Oceanus Dragon"),
    # 701.15b
    goad3("Insufferable Balladeer"),
    # 701.15b
    goad3("Sly Instigator"),
    # 701.15b
    goad3("The Master, Mesmerist"),
    # 701.15b
    goad3("Kitt Kanto, Mayhem Diva"),
    # 701.15b
    goad3("Kros, Defense Contractor"),
    # 701.15b
    goad3("Killian, Decisive Mentor"),
    # 701.15b
    goad3("Bhaal, Lord of Murder"),
    # 701.15b
    goad3("Bohn, Beguiling Balladeer"),
    # 701.15b
    goad3("Bothersome Quasit"),
    # 701.15b
    goad3("Coveted Peacock"),
    # 701.15b
    goad3("Goblin Racketeer"),
    # 701.15b
    goad3("Taunting Kobold"),
    # 701.15b
    goad3("Puppet Master, String Puller"),
    # 701.15b
    goad3("Seifer, Balamb Rival"),
    # 701.15b
    goad3("Firkraag, Cunning Instigator"),
    # 701.15b
    goad3("Alela, Cunning Conqueror"),
    # 701.15b
    goad3("Frenzied Gorespawn"),
    # 701.15b
    goad3("Havoc Eater"),
    # 701.15b
    goad3("Death Kiss"),
    # 701.15b
    goad3("Sontaran General"),
    # 701.15b
    goad3("Renegade Silent"),
    # 701.15b
    goad3("Ood Sphere"),
    # 701.15b
    goad3("Math is for Blockers (Plane)"),
    # 701.15b
    goad3("Bowie Base One"),
    # 701.15b
    goad3("Kang Dynasty"),
    # 701.15b: "Untap all attacking creatures and goad them." (an additional combat follows)
    goad3("Take the Bait"),
    # 701.15b
    goad3("Day of the Moon", chosen=["bear"]),
    # 701.15b
    goad3("Fell Beast's Shriek", chosen=["bear"]),
    # 701.15b
    goad3("Spectacular Showdown", chosen=["bear"]),
    # 701.15b
    goad3("The Beamtown Bullies", "Goad it"),
    # 701.15b: "Goad all creatures your opponents control."
    V("Fast Forward", [bear(), bear("bc", "C")], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Fast Forward", "B")),
    # 701.15b
    V("Taunt from the Rampart", [bear()], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Taunt from the Rampart", "B")),
    # 701.15b: "Goad each creature target player controls."
    V("Maestros Confluence", [bear()], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Maestros Confluence", "B", target_player="A")),
    # 701.15b: "goad each creature that player controls"
    V("Komainu Battle Armor", [bear()], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)], players=ABC,
      effects=cast("Komainu Battle Armor", "B", that_player="A")),
    # 508.1d: "creatures your opponents control attack each combat if able and attack a player other than you if able"
    V("Kardur, Doomscourge // Kardur, Doomscourge", [bear()], [({}, I), ({"bear": "B"}, I), ({"bear": "C"}, L)],
      players=ABC, effects=cast("Kardur, Doomscourge // Kardur, Doomscourge", "B")),
    # 701.15b: "The tokens are goaded for as long as this Saga remains on the battlefield."
    V("The War Games", [P("wg", "The War Games", "B"), token("w", "Warrior")], [({}, I), ({"w": "B"}, I), ({"w": "C"}, L)],
      players=ABC, effects=cast("The War Games", "B", created_token=["w"])),
    # 701.15b: "The token is goaded for the rest of the game."
    V("Nettling Nuisance", [token("pir", "Pirate", 4, 2)], [({}, I), ({"pir": "B"}, I), ({"pir": "C"}, L)], players=ABC,
      effects=cast("Nettling Nuisance", "B", created_token=["pir"])),
    # 508.1c: "unless defending player controls an enchantment or an enchanted permanent": either one
    V("Godhunter Octopus", [P("x", "Godhunter Octopus"), bear("bb", "B"), P("hs", "Holy Strength", attached_to="bb"),
                            P("ga", "Glorious Anthem", "C"), bear("db", "D")],
      [({"x": "B"}, L), ({"x": "C"}, L), ({"x": "D"}, I), ({}, L)], players=("A", "B", "C", "D")),
    # 702.3b: "As long as this creature is enchanted or equipped": an Aura of B's counts, so does Bonesplitter
    V("Novice Knight", [P("x", "Novice Knight"), P("hs", "Holy Strength", "B", attached_to="x"), P("y", "Novice Knight"),
                        P("b", "Bonesplitter", attached_to="y"), P("z", "Novice Knight")],
      [({"x": "B", "y": "B"}, L), ({"z": "B"}, I)]),
    # 701.15b, 613.1f: the Aura token has "Enchanted creature gets +2/+2 and is goaded." (C controls it)
    V("The Rani", [P("r", "The Rani", "C"), bear(),
                   {"id": "mark", "name": "Mark of the Rani", "controller": "C", "token": True, "types": ["enchantment"],
                    "subtypes": ["Aura"], "colors": ["R"], "attached_to": "bear"}],
      [({}, I), ({"bear": "C"}, I), ({"bear": "B"}, L)], players=ABC, effects=cast("The Rani", "C", created_token=["mark"])),
    # 302.6, 613.1f: the Equipment token Cragflame has "Equipped creature ... has vigilance, trample, and haste"
    V("Mabel, Heir to Cragflame", [P("m", "Mabel, Heir to Cragflame"), bear(sick=True), bear("b2", sick=True),
                                   {"id": "crag", "name": "Cragflame", "controller": "A", "token": True,
                                    "types": ["artifact"], "subtypes": ["Equipment"], "supertypes": ["legendary"],
                                    "attached_to": "bear"}],
      [({"bear": "B"}, L), ({"b2": "B"}, I)], effects=cast("Mabel, Heir to Cragflame", "A", created_token=["crag"])),
    # 508.1c: "Grandeur — ... creatures that player controls can't attack this turn."
    V("Oriss, Samite Guardian", [jug(), bear()], [({}, L), ({"jug": "B"}, I), ({"bear": "B"}, I)],
      effects=cast("Oriss, Samite Guardian", "B", that_player="A")),
    # 701.15b, 302.6: A controls B's Slicer this turn, goaded by B; it has haste
    V("Slicer, Hired Muscle // Slicer, High-Speed Antagonist",
      [P("s", "Slicer, Hired Muscle // Slicer, High-Speed Antagonist", owner="B", sick=True)],
      [({}, I), ({"s": "B"}, I), ({"s": "C"}, L)], players=ABC,
      effects=cast("Slicer, Hired Muscle // Slicer, High-Speed Antagonist", "B", source="s")),
    # 701.15b: "The tokens are goaded for the rest of the game."
    V("Rendmaw, Creaking Nest", [token("bird", "Bird", 2, 2)], [({}, I), ({"bird": "B"}, I), ({"bird": "C"}, L)],
      players=ABC, effects=cast("Rendmaw, Creaking Nest", "B", created_token=["bird"])),
]


@pytest.mark.parametrize("raw, checks, holds", CASES)
def test_card_verdict(raw: dict, checks: list, holds: bool | None) -> None:
    board = Board(_answered(raw, holds))
    got = [(attacks, board.check({"attacks": attacks}).status) for attacks, _ in checks]
    assert got == [(attacks, want) for attacks, want in checks]


@pytest.mark.parametrize("aura, controller, bad, good", [
    # "Enchant creature without flying": Serra Angel has flying
    ("Trapped in the Tower", "B", P("x", "Serra Angel"), P("x", "Grizzly Bears")),
    # "Enchant creature you don't control"
    ("Captured by the Consulate", "A", P("x", "Juggernaut"), P("x", "Juggernaut", "B")),
    # "Enchant creature or planeswalker you don't control"
    ("Seatower Imprisonment", "A", P("x", "Grizzly Bears"), P("x", "Jace Beleren", "B")),
    # "Enchant artifact": Grizzly Bears is none
    ("Stasis Cocoon", "B", P("x", "Grizzly Bears"), P("x", "Juggernaut")),
    # "Enchant creature you control": B's creature
    ("Craving of Yeenoghu", "A", P("x", "Grizzly Bears", "B"), P("x", "Grizzly Bears")),
    # "Enchant opponent": its own controller
    ("Overencumbered", "A", "A", "B"),
], ids=lambda v: v if isinstance(v, str) and len(v) > 1 else "")
def test_an_aura_attached_to_what_its_enchant_line_excludes_is_refused_704_5m(aura: str, controller: str,
                                                                              bad: Any, good: Any) -> None:
    # 303.4d, 704.5m: such an Aura is put into its owner's graveyard before attackers are
    # declared, so a board holding it attached is no board attacks are declared on
    from attackcheck import InputError

    def raw(host: Any) -> dict:
        perms = [host] if isinstance(host, dict) else []
        perms.append(P("aura", aura, controller, attached_to=host["id"] if isinstance(host, dict) else host))
        return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}

    with pytest.raises(InputError, match="enchant ability doesn't allow") as got:
        Board(raw(bad))
    assert got.value.path == f"permanents[{len(raw(bad)['permanents']) - 1}].attached_to"
    assert Board(raw(good)).unread == []  # attached as its enchant line allows, it stands


def test_godhunter_octopus_and_novice_knight_read_their_either_or_as_one_selector() -> None:
    # "an enchantment or an enchanted permanent", "enchanted or equipped": all but what is neither
    either = {"except": {"except": [{"types": ["enchantment"]}, {"enchanted": True}]}}
    assert describe("Godhunter Octopus")["effects"] == [
        {"kind": "cant_attack", "creatures": "self", "unless": {"defending_player_controls": either}}]
    assert describe("Novice Knight")["effects"][-1] == {
        "kind": "ignore_defender", "creatures": "self",
        "condition": {"source": {"except": {"except": [{"enchanted": True}, {"equipped": True}]}}}}
    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                   "permanents": [P("x", "Godhunter Octopus")]})
    assert board.unread == []
    message = board.check({"attacks": {"x": "B"}}).violations[0].message
    assert "unless B controls an enchantment or an enchanted permanent" in message
