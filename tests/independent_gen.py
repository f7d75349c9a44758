"""Random small boards of real cards for the independent oracle (tests/independent.py), and
the comparison of the engine against it."""

from __future__ import annotations

import random
from collections import Counter
import copy
from dataclasses import dataclass, field
from typing import Any

from independent import CARDS, COLORS, IBoard, Oracle, Perm, Player

ATTACKERS = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Raging Goblin", "Goblin Guide",
             "Llanowar Elves", "Birds of Paradise", "Juggernaut", "Juggernaut", "Windborn Muse",
             "Silent Arbiter", "Master of Cruelties", "Mogg Flunkies", "Wall of Stone",
             "Baird, Steward of Argive", "Alluring Siren", "Goblin Rabblemaster",
             "Goblin Warchief", "Archangel of Tithes", "Seeker of Slaanesh", "Raging Goblin"]
OTHER_CREATURES = ["Windborn Muse", "Baird, Steward of Argive", "Silent Arbiter", "Grizzly Bears",
                   "Llanowar Elves", "Juggernaut", "Archangel of Tithes", "Blazing Archon",
                   "Seeker of Slaanesh", "Peacekeeper"]
MANA = ["Forest", "Plains", "Island", "Swamp", "Mountain", "Sol Ring", "Mind Stone",
        "Command Tower", "Arcane Signet", "Koskun Keep", "Gaea's Cradle", "Azorius Signet",
        "Orzhov Signet", "Cabal Coffers", "Mystic Gate", "Celestial Prism", "Swamp", "Plains"]
STATICS = ["Propaganda", "Ghostly Prison", "Sphere of Safety", "Norn's Annex", "Crawlspace",
           "Dueling Grounds", "Ensnaring Bridge", "Fervor", "Trove of Temptation",
           "Pacifism", "Vow of Duty", "Trove of Temptation", "Propaganda", "Norn's Annex",
           "Moat", "Moat", "Collective Restraint", "Collective Restraint", "Archangel of Tithes"]
# cards that help the attacker: mostly the active player's
OWN = ["Fervor", "Levitation", "Brave the Sands", "Cryptolith Rite", "Lightning Greaves",
       "Goblin Warchief", "Vow of Duty"]
WALKERS = ["Jace Beleren", "Garruk Wildspeaker"]
BATTLES = [("Invasion of Tarkir", 5), ("Invasion of Zendikar", 3)]
# extended boards: range of influence, copies, earlier combats, conditional and
# planeswalker requirements, more Commander cards
EXT_ATTACKERS = ["Port Razer", "Bloodthirster", "Ekundu Cyclops", "Ekundu Cyclops",
                 "Vengeful Ancestor", "Kazuul, Tyrant of the Cliffs", "Arcades, the Strategist",
                 "Pramikon, Sky Rampart", "Wall of Stone", "Juggernaut", "Grizzly Bears",
                 "Hill Giant", "Goblin Rabblemaster", "Raging Goblin", "Master of Cruelties",
                 "Mogg Flunkies", "Serra Angel", "Llanowar Elves", "Baird, Steward of Argive"]
EXT_OTHER = ["Kazuul, Tyrant of the Cliffs", "Port Razer", "Pramikon, Sky Rampart",
             "Windborn Muse", "Archangel of Tithes", "Blazing Archon", "Seeker of Slaanesh",
             "Baird, Steward of Argive", "Silent Arbiter", "Juggernaut",
             "Nils, Discipline Enforcer", "Nils, Discipline Enforcer"]
EXT_STATICS = ["Grand Melee", "Koskun Falls", "Mystic Barrier", "Bloodthirsty Blade",
               "Bloodthirsty Blade", "Assault Suit", "Assault Suit", "Propaganda",
               "Norn's Annex", "Ghostly Prison", "Ensnaring Bridge", "Moat", "Crawlspace",
               "Pacifism", "Vow of Duty", "Trove of Temptation", "Silent Arbiter",
               "Peacekeeper", "Sphere of Safety", "Lightning Greaves", "Fervor"]
ATTACHED = ("Pacifism", "Vow of Duty", "Lightning Greaves", "Bloodthirsty Blade", "Assault Suit")


def random_board(rng: random.Random) -> IBoard:
    n = rng.randint(2, 4)
    ids = ["A", "B", "C", "D"][:n]
    active = rng.choice(ids)
    players = []
    for p in ids:
        life = rng.choice([20, 20, 40, rng.randint(0, 5)])
        pool: tuple[str, ...] = ()
        if p == active and rng.random() < 0.25:
            pool = tuple(rng.choice(["W", "C", "R", "U"]) for _ in range(rng.randint(1, 2)))
        identity = tuple(c for c in COLORS if rng.random() < 0.4)
        players.append(Player(p, life, rng.randint(0, 6), pool, identity))
    opps = [p for p in ids if p != active]
    perms: list[Perm] = []
    legends: set[tuple[str, str]] = set()
    k = 0

    def add(card: str, ctrl: str, **kw: Any) -> Perm | None:
        nonlocal k
        if CARDS[card].legendary:          # 704.5j: one of each name per controller
            if (card, ctrl) in legends:
                return None
            legends.add((card, ctrl))
        k += 1
        q = Perm(f"p{k}", card, ctrl, **kw)
        perms.append(q)
        return q

    for _ in range(rng.randint(1, 6)):
        add(rng.choice(ATTACKERS), active, tapped=rng.random() < 0.1, sick=rng.random() < 0.25)
    for _ in range(rng.randint(0, 2)):
        add(rng.choice(OTHER_CREATURES), rng.choice(opps), tapped=rng.random() < 0.2)
    for _ in range(rng.randint(0, 5)):
        add(rng.choice(MANA), active, tapped=rng.random() < 0.15, sick=rng.random() < 0.15)
    for _ in range(rng.choice([0, 0, 1, 3])):
        add(rng.choice(["Forest", "Plains", "Island", "Swamp", "Mountain"]), rng.choice(opps))
    creatures = [q.id for q in perms if "creature" in CARDS[q.card].types]
    mine = [q.id for q in perms if q.controller == active and "creature" in CARDS[q.card].types]
    for _ in range(rng.randint(0, 4)):
        card = rng.choice(STATICS + OWN)
        if card in OWN:
            ctrl = active if rng.random() < 0.8 else rng.choice(ids)
        else:
            ctrl = rng.choice(ids) if rng.random() < 0.2 else rng.choice(opps)
        if card in ("Pacifism", "Vow of Duty", "Lightning Greaves"):
            add(card, ctrl, attached_to=rng.choice(mine if rng.random() < 0.8 else creatures))
        else:
            add(card, ctrl)
    for _ in range(rng.choice([0, 0, 1, 2])):
        add(rng.choice(WALKERS), rng.choice(ids), loyalty=rng.randint(1, 5))
    if rng.random() < 0.3:
        name, defense = rng.choice(BATTLES)
        ctrl = rng.choice(ids)
        add(name, ctrl, defense=defense, protector=rng.choice([p for p in ids if p != ctrl]))
    goads = []
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        goads.append((rng.choice(mine), rng.choice(ids if rng.random() < 0.2 else opps)))
    sirens = []
    for q in list(perms):
        if q.card == "Alluring Siren" and q.controller != active and rng.random() < 0.7:
            sirens.append((rng.choice(mine), q.controller, q.id))
    if rng.random() < 0.15:
        ctrl = rng.choice(opps)
        s = add("Alluring Siren", ctrl)
        assert s is not None
        sirens.append((rng.choice(mine), ctrl, s.id))
    mode = "multiple"
    if n > 2 and rng.random() < 0.15:
        mode = rng.choice(["left", "right", rng.choice(opps)])
    if rng.random() < 0.1:
        players[ids.index(active)].identity = None    # not given: Command Tower undecided
    return IBoard(players, active, perms, goads, sirens, mode)


def random_ext_board(rng: random.Random) -> IBoard:
    """A board with what random_board leaves out: a range of influence (801), copies
    (707), a later combat phase (Port Razer), Ekundu Cyclops, Taunt and Gideon Jura's +2,
    Disrupt Decorum, equipment that goads or restricts, Mystic Barrier and Pramikon."""
    roi = None
    n = rng.randint(2, 4)
    if rng.random() < 0.35:
        n = rng.randint(3, 5)
        roi = 1 if n < 5 or rng.random() < 0.7 else 2
    ids = ["A", "B", "C", "D", "E"][:n]
    active = rng.choice(ids)
    i = ids.index(active)

    def near(p: str) -> bool:
        j = ids.index(p)
        return roi is None or min(abs(i - j), n - abs(i - j)) <= roi
    players = [Player(p, rng.choice([20, 40, rng.randint(1, 5)]), rng.randint(0, 6),
                      (), tuple(c for c in COLORS if rng.random() < 0.4)) for p in ids]
    opps = [p for p in ids if p != active]
    combat = 1 if rng.random() < 0.7 else rng.randint(2, 3)
    perms: list[Perm] = []
    legends: set[tuple[str, str]] = set()
    names: dict[str, str] = {}      # id -> the name it has (a copy's is what it copies)
    k = 0

    def add(card: str, ctrl: str, copy_of: str | None = None, **kw: Any) -> Perm | None:
        nonlocal k
        name = names[copy_of] if copy_of else card
        # at most four requirements that exist only if a creature attacks are judged
        # (docs/readings.md); more answer unknown
        if name == "Ekundu Cyclops" and list(names.values()).count(name) >= 4:
            return None
        if CARDS[name].legendary:          # 704.5j: one of each name per controller
            if (name, ctrl) in legends:
                return None
            legends.add((name, ctrl))
        k += 1
        q = Perm(f"p{k}", card, ctrl, copy_of=copy_of, **kw)
        names[q.id] = name
        perms.append(q)
        return q

    for _ in range(rng.randint(1, 4)):
        add(rng.choice(EXT_ATTACKERS), active, tapped=rng.random() < 0.1, sick=rng.random() < 0.2)
    for _ in range(rng.randint(0, 2)):
        add(rng.choice(EXT_OTHER), rng.choice(opps), tapped=rng.random() < 0.2)
    for _ in range(rng.choice([0, 1, 1, 2])):       # Clone: a copy of a creature (707.2)
        cands = [q.id for q in perms if "creature" in CARDS[names[q.id]].types
                 and names[q.id] != "Pramikon, Sky Rampart"]
        if cands:
            add("Clone", active if rng.random() < 0.8 else rng.choice(opps),
                copy_of=rng.choice(cands), sick=rng.random() < 0.3)
    for _ in range(rng.randint(0, 4)):
        add(rng.choice(["Plains", "Island", "Sol Ring", "Swamp", "Command Tower"]), active,
            tapped=rng.random() < 0.15)
    creatures = [q.id for q in perms if "creature" in CARDS[names[q.id]].types]
    mine = [q.id for q in perms if q.controller == active and q.id in creatures]
    falls = False
    for _ in range(rng.randint(0, 3)):
        card = rng.choice(EXT_STATICS)
        ctrl = rng.choice(ids) if rng.random() < 0.2 else rng.choice(opps)
        if card == "Koskun Falls":         # one world permanent (704.5k)
            if falls:
                continue
            falls = True
        if card in ("Lightning Greaves", "Fervor"):
            ctrl = active
        if card in ATTACHED:
            if not mine:
                continue
            add(card, ctrl, attached_to=rng.choice(mine))
        elif card == "Mystic Barrier":
            add(card, ctrl, direction=rng.choice(["left", "right"]))
        else:
            add(card, ctrl)
    for q in perms:
        if names[q.id] == "Pramikon, Sky Rampart" and q.copy_of is None:
            q.direction = rng.choice(["left", "right"])
    taunts: list[tuple[str, str]] = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        w = rng.choice(["Jace Beleren", "Gideon Jura", "Gideon Jura"])
        pw = add(w, rng.choice(ids), loyalty=rng.randint(1, 6))
        if pw is not None and w == "Gideon Jura" and pw.controller != active and rng.random() < 0.7:
            taunts.append((pw.id, pw.controller))      # +2: attack Gideon Jura if able
    if rng.random() < 0.2:
        x = rng.choice(opps)
        taunts.append((x, x))                        # Taunt: attack you if able
    if rng.random() < 0.15:
        name, defense = rng.choice(BATTLES)
        ctrl = rng.choice(ids)
        add(name, ctrl, defense=defense, protector=rng.choice([p for p in ids if p != ctrl]))
    decorum = [rng.choice(opps)] if rng.random() < 0.15 else []
    goads = []
    for q in list(perms):                            # Vengeful Ancestor's goad, resolved
        if names[q.id] == "Vengeful Ancestor" and mine and rng.random() < 0.6:
            goads.append((rng.choice(mine), q.controller))
    if mine and rng.random() < 0.2:
        goads.append((rng.choice(mine), rng.choice(ids)))
    for q in perms:
        if q.id in mine and rng.random() < 0.3:
            q.plus = rng.randint(1, 2)         # Nils's counters
    if combat > 1:                     # earlier combats: whom each creature attacked
        for q in perms:
            if q.controller == active and q.id in creatures and (
                    names[q.id] in ("Port Razer", "Bloodthirster") or rng.random() < 0.5):
                q.attacked = tuple(p for p in opps if rng.random() < 0.5)
    mode = "multiple"
    if n > 2 and rng.random() < 0.12:
        mode = rng.choice(["left", "right", rng.choice([p for p in opps if near(p)])])
    b = IBoard(players, active, perms, goads, [], mode, roi, combat, taunts, decorum)
    return b


def random_declarations(rng: random.Random, o: Oracle, k: int) -> list[dict[str, str]]:
    """Some declarations: wholly random ones (ineligible creatures, any defender), and
    ones drawn from the oracle's legal and restriction-abiding declarations."""
    out: list[dict[str, str]] = []
    targets = list(o.defenders) + [p.id for p in o.b.players] + \
        [q.id for q in o.b.perms if set(o.card(q).types) & {"planeswalker", "battle"}]
    for _ in range(k // 2):
        out.append({c: rng.choice(targets) for c in o.creatures if rng.random() < 0.5})
    pool = o.legal + [d for d in o.declarations() if rng.random() < 0.3][:50]
    for _ in range(k - k // 2):
        if pool:
            out.append(dict(rng.choice(pool)))
    return out


@dataclass
class Stats:
    boards: int = 0
    checks: int = 0
    counts: int = 0
    proposals: int = 0
    unknown: Counter[str] = field(default_factory=Counter)
    unknown_decidable: int = 0   # unknown checks with an identity not given, the same either way
    disagreements: list[str] = field(default_factory=list)


def compare(b: IBoard, rng: random.Random, stats: Stats, n_decl: int = 6,
            objectives: tuple[str, ...] = ("forced",)) -> None:
    """Compare the engine's check, count and propose with the oracle on one board."""
    from attackcheck import Board

    # a commander color identity not given: the answer holds for every identity when it
    # holds for none (no mana from Command Tower) and for all five colors, the payment
    # growing with the colors (903.4); the oracle judges both
    lo, hi = copy.deepcopy(b), copy.deepcopy(b)
    for x, ident in ((lo, ()), (hi, COLORS)):
        for pl in x.players:
            if pl.identity is None:
                pl.identity = ident
    o, o_hi = Oracle(lo), Oracle(hi)
    o.solve()
    o_hi.solve()
    open_identity = lo.to_engine() != hi.to_engine()
    eb = Board(b.to_engine(), time_limit=20)
    stats.boards += 1

    def bad(what: str) -> None:
        stats.disagreements.append(f"{what}\n  board: {b.to_engine()}")

    for decl in random_declarations(rng, o, n_decl):
        r = eb.check({"attacks": decl}, explain=False)
        st = str(r.status.value)
        mine, mine_hi = o.is_legal(decl), o_hi.is_legal(decl)
        if st == "unknown":
            why = "; ".join(str(u["text"]) for u in r.unread)[:80]
            stats.unknown["check: " + why] += 1
            if mine == mine_hi and not open_identity:
                bad(f"check {decl}: engine unknown ({why}), oracle {mine}")
            elif mine == mine_hi:
                stats.unknown_decidable += 1
            continue
        stats.checks += 1
        if st == "legal" and not mine or st == "illegal" and mine_hi:
            bad(f"check {decl}: engine {st}, oracle {'legal' if mine else 'illegal'} "
                f"(with every color {mine_hi}; M={o.M_of(decl)}, obeyed={o.obeyed(decl)}, "
                f"cost={o.cost(decl) if set(decl.values()) <= set(o.def_player) else None}; "
                f"engine obeyed {r.obeyed} max {r.maximum}: "
                f"{[v.message for v in r.violations]})")
        elif r.maximum is not None and r.maximum != o.M_of(decl):
            bad(f"check {decl}: M engine {r.maximum}, oracle {o.M_of(decl)}")
        elif all(o.may_attack(c, d) for c, d in decl.items()) and r.obeyed != o.obeyed(decl):
            bad(f"check {decl}: obeyed engine {r.obeyed}, oracle {o.obeyed(decl)}")
    c = eb.count()
    if str(c.status.value) != "exact":
        stats.unknown["count: " + str(c.status.value)] += 1
        if not open_identity:
            bad(f"count: {c.status.value} on a board with everything given")
        elif c.lower is not None and c.upper is not None and \
                not c.lower <= len(o.legal) <= len(o_hi.legal) <= c.upper:
            bad(f"count: bounds {c.lower}..{c.upper}, oracle {len(o.legal)}..{len(o_hi.legal)}")
    else:
        stats.counts += 1
        if c.count != len(o.legal) or c.count != len(o_hi.legal):
            bad(f"count: engine {c.count}, oracle {len(o.legal)}: {o.legal}")
    for obj in objectives:
        p = eb.propose(objective=obj)
        st = str(p.status.value)
        if st == "unknown":
            stats.unknown["propose: unknown"] += 1
            if not open_identity:
                bad(f"propose {obj}: unknown on a board with everything given")
            elif p.declaration and not o.is_legal(dict(p.declaration)):
                # a legal declaration not proved best must be legal for every identity
                bad(f"propose {obj}: unknown, {p.declaration} not legal for every identity")
            continue
        stats.proposals += 1
        if st == "none":
            if o_hi.legal:
                bad(f"propose {obj}: engine none, oracle has {o.legal[:3]}")
            continue
        decl = dict(p.declaration or {})
        if not o.is_legal(decl):
            bad(f"propose {obj}: {decl} illegal for the oracle (M={o.M_of(decl)})")
            continue
        sizes = [len(d) for d in o.legal]
        want = min(sizes) if obj == "forced" else max(sizes)
        if obj in ("forced", "max-attackers") and len(decl) != want:
            bad(f"propose {obj}: {decl} has {len(decl)} attackers, oracle's best {want}")
    if not o.legal:
        # 508.1: staying home is always obeying the restrictions; with no legal
        # declaration at all something is off in the oracle
        bad("oracle finds no legal declaration")


def run(seed: int, boards: int, n_decl: int = 6,
        objectives: tuple[str, ...] = ("forced",), extended: bool = False) -> Stats:
    rng = random.Random(seed)
    stats = Stats()
    for _ in range(boards):
        b = random_ext_board(rng) if extended else random_board(rng)
        compare(b, rng, stats, n_decl, objectives)
    return stats
