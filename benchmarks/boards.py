"""Seeded generators of benchmark boards (board format v1, explicit fields only, no `card:`).

`generate(family, n_creatures, seed)` returns a board dict with exactly `n_creatures`
creatures on the battlefield (all controllers). The active player is always `A` and holds
most of them; the other creatures, the lands, planeswalkers, battles and enchantments are
there because real boards have them (and the loader has to read them).

Families:

- `duel`: two players; Juggernauts, Mogg Flunkies, walls, mana creatures, a Ghostly Prison
  and a planeswalker.
- `commander`: four players at 40 life; creatures goaded by several players, Propaganda and
  Ghostly Prison, a Crawlspace, planeswalkers, battles (one protected by the active player),
  an Alluring Siren effect, Spectral Grasps, Birds of Paradise and a Sol Ring.
- `swarm`: eight players; thousands of tokens of a few kinds, some goaded, some copies of a
  Juggernaut, Bident of Thassa (every creature of the active player attacks if able),
  several taxes and a Crawlspace.
- `pigeonhole`: adversarial. Identical 1/1 tokens goaded by C, a Crawlspace on B, Propaganda
  and Ghostly Prison with scarce mana, C's planeswalker, and a cap on all attackers below
  the Crawlspace's: M is a pigeonhole count that symmetric Booleans cannot prove quickly.
- `distinct`: the creatures differ (power, colors, keywords, and above all each its own
  requirement effect, often a restriction or cost of its own), so classes of
  interchangeable creatures are (almost) all singletons.

`declarations(board)` gives a legal declaration (from `Board.propose`) and an illegal one
(a forced creature kept home, else a cap broken, else a tapped creature attacking).
"""

from __future__ import annotations

import random
from typing import Callable, Optional

FAMILIES = ("duel", "commander", "swarm", "pigeonhole", "distinct")


class _Builder:
    def __init__(self, players: list, active: str = "A"):
        self.players = players
        self.active = active
        self.permanents: list = []
        self.designations: list = []
        self.effects: list = []
        self.creatures = 0
        self._n: dict = {}

    def new_id(self, stem: str) -> str:
        k = self._n.get(stem, 0) + 1
        self._n[stem] = k
        return f"{stem}{k}"

    def add(self, stem: str, **fields) -> str:
        pid = self.new_id(stem)
        perm = {"id": pid}
        perm.update({k: v for k, v in fields.items() if v not in (None, [], False)})
        if "creature" in perm.get("types", ()):
            self.creatures += 1
        self.permanents.append(perm)
        return pid

    def creature(self, stem, ctrl, name, power, toughness, *, types=("creature",), colors=(), subtypes=(),
                 keywords=(), tapped=False, sick=False, token=False, mana=None, abilities=None) -> str:
        return self.add(stem, name=name, controller=ctrl, types=list(types), subtypes=list(subtypes),
                        colors=list(colors), power=power, toughness=toughness, keywords=list(keywords),
                        tapped=tapped, sick=sick, token=token, mana=mana, abilities=abilities)

    def land(self, ctrl, name, mana, *, tapped=False, subtypes=()) -> str:
        stem = name.split()[0].lower()[:6]
        return self.add(stem, name=name, controller=ctrl, types=["land"], subtypes=list(subtypes),
                        mana=list(mana), tapped=tapped)

    def goad(self, cid: str, by: str) -> None:
        self.designations.append({"goad": cid, "by": by})

    def board(self, **turn) -> dict:
        out = {
            "version": 1,
            "players": self.players,
            "turn": {"active": self.active, **turn},
            "permanents": self.permanents,
        }
        if self.designations:
            out["designations"] = self.designations
        if self.effects:
            out["effects"] = self.effects
        return out


# A creature "card": (stem, name, power, toughness, colors, keywords, extra)
# extra: "jugg" attacks each combat, "flunk" can't attack alone, "wall" defender,
# "elf" {T}: add {G}, "birds" {T}: any color, "serpent" Sea Serpent.
_DUEL_MENU = [
    (30, ("bear", "Grizzly Bears", 2, 2, ["G"], [], None)),
    (15, ("lion", "Silvercoat Lion", 2, 2, ["W"], [], None)),
    (8, ("angel", "Serra Angel", 4, 4, ["W"], ["flying", "vigilance"], None)),
    (10, ("elf", "Llanowar Elves", 1, 1, ["G"], [], "elf")),
    (8, ("jug", "Juggernaut", 5, 3, [], [], "jugg")),
    (5, ("wall", "Wall of Stone", 0, 8, ["R"], ["defender"], None)),
    (5, ("flunk", "Mogg Flunkies", 3, 3, ["R"], [], "flunk")),
    (6, ("guide", "Goblin Guide", 2, 2, ["R"], ["haste"], None)),
    (2, ("serp", "Sea Serpent", 5, 5, ["U"], [], "serpent")),
]


def _pick(rng: random.Random, menu):
    weights = [w for w, _ in menu]
    return rng.choices([c for _, c in menu], weights)[0]


def _menu_creature(b: _Builder, rng, ctrl, card, *, tapped_p=0.1, sick_p=0.15) -> str:
    stem, name, p, t, colors, kws, extra = card
    types = ["artifact", "creature"] if extra == "jugg" else ["creature"]
    mana = {"elf": ["{G}"], "birds": ["any"]}.get(extra)
    cid = b.creature(stem, ctrl, name, p, t, types=types, colors=colors, keywords=kws,
                     tapped=rng.random() < tapped_p, sick=rng.random() < sick_p, mana=mana)
    perm = b.permanents[-1]
    if extra == "jugg":  # Juggernaut attacks each combat if able
        perm["abilities"] = [{"kind": "attacks_if_able", "creatures": [cid]}]
    elif extra == "flunk":  # Mogg Flunkies can't attack alone (508.1c)
        perm["abilities"] = [{"kind": "cant_attack_alone", "creatures": [cid]}]
    elif extra == "serpent":  # can't attack unless defending player controls an Island
        perm["abilities"] = [{"kind": "cant_attack", "creatures": [cid],
                              "unless_defending_player_controls": {"types": ["land"], "subtypes": ["Island"]}}]
    return cid


def _opponent_creatures(b: _Builder, rng, owners: list, k: int) -> None:
    for i in range(k):
        ctrl = owners[i % len(owners)]
        card = _pick(rng, _DUEL_MENU[:4])
        _menu_creature(b, rng, ctrl, card)


def _lands(b: _Builder, rng, ctrl, k: int, kinds=(("Forest", "{G}"), ("Plains", "{W}"), ("Mountain", "{R}")),
           tapped_p=0.1) -> None:
    for _ in range(k):
        name, mana = rng.choice(kinds)
        b.land(ctrl, name, [mana], tapped=rng.random() < tapped_p, subtypes=[name])


def _enchantment(b: _Builder, ctrl, stem, name, abilities) -> str:
    return b.add(stem, name=name, controller=ctrl, types=["enchantment"], abilities=abilities)


def _planeswalker(b: _Builder, ctrl, stem, name, loyalty) -> str:
    return b.add(stem, name=name, controller=ctrl, types=["planeswalker"], loyalty=loyalty)


def _battle(b: _Builder, ctrl, stem, name, protector) -> str:
    return b.add(stem, name=name, controller=ctrl, types=["battle"], subtypes=["Siege"],
                 protector=protector, defense=5)


# --------------------------------------------------------------------------- families


def duel(n: int, rng: random.Random) -> dict:
    b = _Builder([{"id": "A", "life": 20, "hand": 3}, {"id": "B", "life": 20}])
    n_a = max(2, round(0.75 * n)) if n > 2 else n
    for _ in range(n_a):
        _menu_creature(b, rng, "A", _pick(rng, _DUEL_MENU))
    _lands(b, rng, "A", max(2, n_a // 3))
    _enchantment(b, "B", "prison", "Ghostly Prison", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _planeswalker(b, "B", "jace", "Jace Beleren", 3)
    b.land("B", "Island", ["{U}"], subtypes=["Island"])
    _opponent_creatures(b, rng, ["B"], n - n_a)
    return b.board()


def commander(n: int, rng: random.Random) -> dict:
    players = [{"id": p, "life": 40} for p in "ABCD"]
    players[0]["hand"] = 5
    b = _Builder(players)
    n_a = max(2, round(0.6 * n)) if n > 2 else n
    menu = _DUEL_MENU + [(6, ("birds", "Birds of Paradise", 0, 1, ["G"], ["flying"], "birds"))]
    mine = [_menu_creature(b, rng, "A", _pick(rng, menu)) for _ in range(n_a)]
    for cid in mine:  # goads from several players (701.15)
        r = rng.random()
        if r < 0.15:
            b.goad(cid, "B")
        elif r < 0.25:
            b.goad(cid, "C")
        elif r < 0.30:
            b.goad(cid, "B")
            b.goad(cid, "D")
    _lands(b, rng, "A", max(2, n_a // 4))
    b.add("solring", name="Sol Ring", controller="A", types=["artifact"], mana=["{C}{C}"])
    _enchantment(b, "C", "propag", "Propaganda", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _enchantment(b, "D", "prison", "Ghostly Prison", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _enchantment(b, "B", "crawl", "Crawlspace", [{"kind": "max_attackers_against", "target": "you", "count": 2}])
    _planeswalker(b, "B", "gideon", "Gideon Jura", 6)
    _planeswalker(b, "D", "jace", "Jace Beleren", 3)
    _battle(b, "A", "invasion", "Invasion of Ergamon", "C")  # A may attack it (C protects it)
    _battle(b, "B", "siege", "Invasion of Tarkir", "A")  # protected by A: A can't attack it
    b.land("C", "Island", ["{U}"], subtypes=["Island"])
    siren = [c for c in mine if rng.random() < 0.05]
    if siren:  # Alluring Siren: target creature attacks B this turn if able
        b.effects.append({"kind": "attacks_target_if_able", "creatures": siren, "target": "B", "controller": "B"})
    grasp = [c for c in mine if rng.random() < 0.03]
    for c in grasp:  # Spectral Grasp: enchanted creature can't attack D
        b.effects.append({"kind": "cant_attack_target", "creatures": [c], "target": "D", "controller": "D"})
    _opponent_creatures(b, rng, ["B", "C", "D"], n - n_a)
    return b.board()


_TOKENS = [
    (40, ("sold", "Soldier", 1, 1, ["W"], [], None)),
    (25, ("zomb", "Zombie", 2, 2, ["B"], [], None)),
    (15, ("gob", "Goblin", 1, 1, ["R"], ["haste"], None)),
    (10, ("beast", "Beast", 3, 3, ["G"], [], None)),
    (5, ("angel", "Angel", 4, 4, ["W"], ["flying", "vigilance"], None)),
    (5, ("sap", "Saproling", 1, 1, ["G"], [], None)),
]


def swarm(n: int, rng: random.Random) -> dict:
    players = [{"id": p, "life": 40} for p in "ABCDEFGH"]
    b = _Builder(players)
    n_a = max(2, round(0.85 * n)) if n > 2 else n
    n_jug = max(1, n_a // 200)
    n_copy = min(20, n_a // 100)
    jugs = [_menu_creature(b, rng, "A", _DUEL_MENU[4][1], tapped_p=0, sick_p=0) for _ in range(n_jug)]
    for _ in range(n_copy):  # token copies of a Juggernaut (707): its ability names the copy
        b.add("jcopy", controller="A", copy_of=rng.choice(jugs), token=True, sick=rng.random() < 0.3)
        b.creatures += 1
    tokens = []
    for _ in range(n_a - n_jug - n_copy):
        stem, name, p, t, colors, kws, _ = _pick(rng, _TOKENS)
        tokens.append(b.creature(stem, "A", name, p, t, colors=colors, subtypes=[name], keywords=kws,
                                 token=True, tapped=rng.random() < 0.1, sick=rng.random() < 0.25))
    opponents = list("BCDEFGH")
    for cid in tokens:
        r = rng.random()
        if r < 0.05:
            b.goad(cid, rng.choice(opponents))
        elif r < 0.06:
            for g in rng.sample(opponents, 2):
                b.goad(cid, g)
    _lands(b, rng, "A", max(2, n_a // 8))
    _enchantment(b, "C", "propag", "Propaganda", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _enchantment(b, "E", "prison", "Ghostly Prison", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    b.add("annex", name="Norn's Annex", controller="H", types=["artifact"],
          abilities=[{"kind": "attack_tax", "target": "you", "cost": "{W/P}", "include_planeswalkers": True}])
    _enchantment(b, "D", "crawl", "Crawlspace", [{"kind": "max_attackers_against", "target": "you", "count": 2}])
    b.add("bident", name="Bident of Thassa", controller="G", types=["enchantment", "artifact"],
          abilities=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}}])
    _planeswalker(b, "B", "gideon", "Gideon Jura", 6)
    _planeswalker(b, "F", "jace", "Jace Beleren", 3)
    _battle(b, "A", "invasion", "Invasion of Ergamon", "G")
    _opponent_creatures(b, rng, opponents, n - n_a)
    return b.board()


def pigeonhole(n: int, rng: random.Random) -> dict:
    """Adversarial: identical tokens goaded by C; the only cost-free defenders are B (under
    a Crawlspace) and C's planeswalker (which obeys one goad instance, B obeys two); C and D
    are taxed and the active player has little mana; an attack cap below the Crawlspace's
    makes M = 2 x cap. Symmetric Booleans find that optimum at once and then try to prove it
    by search over which creatures attack (a pigeonhole proof)."""
    b = _Builder([{"id": p, "life": 20} for p in "ABCD"])
    for _ in range(n):
        cid = b.creature("gob", "A", "Goblin", 1, 1, colors=["R"], subtypes=["Goblin"], token=True)
        b.goad(cid, "C")
    cap_b = max(2, n // 12 + rng.randint(0, 2))
    cap_all = max(1, min(cap_b - 1, n // 14 + rng.randint(0, 1)))
    _enchantment(b, "B", "crawl", "Crawlspace", [{"kind": "max_attackers_against", "target": "you", "count": cap_b}])
    _enchantment(b, "C", "propag", "Propaganda", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _enchantment(b, "D", "prison", "Ghostly Prison", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    # a cap on all attackers (Caverns of Despair says two; raised with the board's size)
    _enchantment(b, "D", "caverns", "Caverns of Despair", [{"kind": "max_attackers", "count": cap_all}])
    _planeswalker(b, "C", "jace", "Jace Beleren", 3)
    _lands(b, rng, "A", max(1, n // 50), kinds=(("Mountain", "{R}"),), tapped_p=0)
    return b.board()


_COSTS = ["{1}", "{2}", "{W}", "{U/P}", "{G/W}", "{2/B}", "{1}{R}"]


def distinct(n: int, rng: random.Random) -> dict:
    """Mostly distinct creatures: grouping into classes can't help."""
    players = [{"id": p, "life": 30} for p in "ABCD"]
    b = _Builder(players)
    n_a = max(2, round(0.7 * n)) if n > 2 else n
    kws = ["flying", "vigilance", "trample", "haste", "first strike", "reach", "lifelink"]
    mine = []
    for i in range(n_a):
        keywords = sorted(rng.sample(kws, rng.randint(0, 3)), key=kws.index)
        colors = sorted(rng.sample("WUBRG", rng.randint(0, 2)), key="WUBRG".index)
        mana = [rng.choice(["{G}", "{W}", "any"])] if rng.random() < 0.04 else None
        mine.append(b.creature("c", "A", f"Creature {i + 1}", i + 1, rng.randint(1, 9), colors=colors,
                               keywords=keywords, tapped=rng.random() < 0.05, sick=rng.random() < 0.1, mana=mana))
    targets = ["B", "C", "D", "gideon1", "jace1", "invasion1"]
    for cid in mine:
        # each creature its own requirement (its own effect, so its own instance), and often
        # a restriction or a cost of its own too; one in twenty is vanilla
        r = rng.random()
        if r < 0.40:
            b.effects.append({"kind": "attacks_target_if_able", "creatures": [cid], "target": rng.choice(targets),
                              "controller": "B"})
        elif r < 0.60:
            b.goad(cid, rng.choice("BCD"))
        elif r < 0.80:
            b.effects.append({"kind": "attacks_if_able", "creatures": [cid], "controller": "D"})
        elif r < 0.95:
            b.effects.append({"kind": "attacks_other_than_if_able", "creatures": [cid], "player": rng.choice("BCD"),
                              "controller": "B"})
        r = rng.random()
        if r < 0.15:
            b.effects.append({"kind": "cant_attack_target", "creatures": [cid], "target": rng.choice("BCD"),
                              "controller": "C"})
        elif r < 0.30:
            b.effects.append({"kind": "attack_cost", "creatures": [cid], "cost": rng.choice(_COSTS),
                              "controller": "D"})
    _lands(b, rng, "A", max(2, n_a // 4), kinds=(("Forest", "{G}"), ("Plains", "{W}"), ("Island", "{U}"),
                                                  ("Swamp", "{B}"), ("Mountain", "{R}")))
    _enchantment(b, "C", "propag", "Propaganda", [{"kind": "attack_tax", "target": "you", "cost": "{2}"}])
    _enchantment(b, "B", "crawl", "Crawlspace",
                 [{"kind": "max_attackers_against", "target": "you", "count": max(2, n_a // 10)}])
    _planeswalker(b, "B", "gideon", "Gideon Jura", 6)
    _planeswalker(b, "D", "jace", "Jace Beleren", 3)
    _battle(b, "A", "invasion", "Invasion of Ergamon", "C")
    _opponent_creatures(b, rng, ["B", "C", "D"], n - n_a)
    return b.board()


GENERATORS: dict[str, Callable[[int, random.Random], dict]] = {
    "duel": duel, "commander": commander, "swarm": swarm, "pigeonhole": pigeonhole, "distinct": distinct,
}


def generate(family: str, n_creatures: int, seed: int = 0) -> dict:
    """A board of `family` with `n_creatures` creatures, the same for the same seed."""
    if family not in GENERATORS:
        raise ValueError(f"unknown family {family!r}; choose one of {', '.join(FAMILIES)}")
    if n_creatures < 1:
        raise ValueError("n_creatures must be at least 1")
    rng = random.Random(f"{family}:{n_creatures}:{seed}")
    board = GENERATORS[family](n_creatures, rng)
    assert count_creatures(board) == n_creatures, (family, n_creatures, count_creatures(board))
    return board


def count_creatures(board: dict) -> int:
    perms = {p["id"]: p for p in board["permanents"]}

    def is_creature(p):
        while "types" not in p and p.get("copy_of"):
            p = perms[p["copy_of"]]
        return "creature" in p.get("types", ())

    return sum(1 for p in board["permanents"] if is_creature(p))


# --------------------------------------------------------------------------- declarations


def declarations(board_dict: dict, legal_board=None, time_limit: float = 60.0) -> dict:
    """A legal declaration (Board.propose, max-attackers) and an illegal one, with how each
    was made. `legal_board` is an attackcheck Board of the same board (loaded if None)."""
    from attackcheck import Board

    board = legal_board or Board.from_dict(board_dict, time_limit=time_limit)
    out: dict = {}
    prop = board.propose(objective="max-attackers")
    if prop.status == "legal":
        legal = dict(prop.declaration)
        out["legal"] = {"attacks": legal, "how": "propose(max-attackers)"}
    else:
        prop = board.propose()
        legal = dict(prop.declaration or {}) if prop.status == "legal" else {}
        out["legal"] = {"attacks": legal, "how": f"propose(forced): {prop.status}"}
    out["illegal"] = _illegal_from(board, legal)
    return out


def _illegal_from(board, legal: dict) -> dict:
    """The first candidate that `board.check` proves illegal."""
    first = None
    for attacks, how in _illegal_candidates(board.context, legal):
        first = first or {"attacks": attacks, "how": how}
        if board.check(attacks).status == "illegal":
            return {"attacks": attacks, "how": how}
    return first or {"attacks": legal, "how": "none found"}


def _illegal_candidates(ctx, legal: dict):
    tried = 0
    # 1. a forced creature kept home: drop an attacker that obeys a requirement instance
    for c, d in legal.items():
        info = ctx.creatures.get(c)
        if info and any(d in i.sat for i in info.instances):
            yield {k: v for k, v in legal.items() if k != c}, f"forced creature {c} kept home"
            tried += 1
            if tried >= 3:
                break
    # 2. a cap broken: one more attacker at a Crawlspace player than allowed
    from attackcheck.solver.effects.caps import Cap

    for cap in ctx.group_restrictions:
        if not isinstance(cap, Cap) or cap.aggregate.kind != "column":
            continue
        defenders, count = cap.aggregate.defenders, cap.count
        free = [c for c, i in ctx.creatures.items() if any(d in defenders for d in i.allowed)]
        if len(free) > count:
            attacks = dict(legal)
            for c in free[: count + 1]:
                attacks[c] = next(d for d in ctx.creatures[c].allowed if d in defenders)
            yield attacks, f"{count + 1} attackers at{cap.against} (Crawlspace allows {count})"
    # 3. a tapped or summoning-sick creature attacks
    for c in ctx.ineligible:
        if ctx.defenders:
            yield {**legal, c: ctx.defenders[0]}, f"ineligible {c} attacks"
            break
    # 4. a creature attacks its own controller
    c = next(iter(ctx.creatures), None)
    if c is not None:
        yield {**legal, c: ctx.active}, f"{c} attacks its controller"


def candidates(board_dict: dict) -> int:
    """How many declarations the brute-force reference would enumerate."""
    from attackcheck import Board

    ctx = Board.from_dict(board_dict).context
    return (1 + len(ctx.defenders)) ** len(ctx.creatures)


def main(argv: Optional[list[str]] = None) -> int:
    """`python -m benchmarks.boards FAMILY CREATURES [--seed N] [--out FILE]`: one generated
    board as JSON (on standard output without --out), to time the command line on."""
    import argparse
    import json
    import sys

    parser = argparse.ArgumentParser(prog="python -m benchmarks.boards", description=main.__doc__)
    parser.add_argument("family", choices=sorted(GENERATORS), help="the family of board (benchmarks/README.md)")
    parser.add_argument("creatures", type=int, help="how many creatures, at least 1")
    parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same board (default 0)")
    parser.add_argument("--out", help="the JSON file to write (default: standard output)")
    args = parser.parse_args(argv)
    if args.creatures < 1:
        parser.error("creatures must be at least 1")
    text = json.dumps(generate(args.family, args.creatures, args.seed))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
