"""An independent legality oracle for attack declarations (CR 508.1), by brute force.

Written from the Comprehensive Rules and the cards' Oracle text, sharing nothing with the
engine: it knows a few real cards by NAME and enumerates every declaration (each creature
home or attacking one defender). Small boards only (at most ~6 possible attackers).

Semantics (docs/semantics.md): a declaration is legal when every attacker is eligible and
attacks a defender it may (508.1a-b), it breaks no restriction (508.1c), its costs can be
paid (508.1h-i, attackers without vigilance tapped first, 508.1f), and it obeys at least M
requirement instances, M the most obeyed by a declaration obeying the restrictions at no
cost (508.1d).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional

COLORS = ("W", "U", "B", "R", "G")


@dataclass(frozen=True)
class Card:
    """The Oracle facts this oracle uses, typed by hand."""

    types: tuple[str, ...]
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    # mana one {T} activation makes: "W".."G", "C", or "any" (one of any color);
    # "identity" for Command Tower / Arcane Signet (903.4)
    mana: tuple[str, ...] = ()
    legendary: bool = False
    subtypes: frozenset[str] = frozenset()


def _cr(p: int, t: int, kw: tuple[str, ...] = (), mana: tuple[str, ...] = (), artifact: bool = False,
        legendary: bool = False, goblin: bool = False) -> Card:
    types = ("artifact", "creature") if artifact else ("creature",)
    return Card(types, p, t, frozenset(kw), mana, legendary,
                frozenset({"Goblin"}) if goblin else frozenset())


CARDS: dict[str, Card] = {
    # creatures
    "Grizzly Bears": _cr(2, 2),
    "Hill Giant": _cr(3, 3),
    "Serra Angel": _cr(4, 4, ("flying", "vigilance")),
    "Raging Goblin": _cr(1, 1, ("haste",), goblin=True),
    "Goblin Guide": _cr(2, 2, ("haste",), goblin=True),
    "Goblin Rabblemaster": _cr(2, 2, goblin=True),       # other Goblins you control attack
    "Goblin Warchief": _cr(2, 2, goblin=True),           # Goblins you control have haste
    "Archangel of Tithes": _cr(3, 5, ("flying",)),       # untapped: {1} tax, you + PWs
    "Blazing Archon": _cr(5, 6, ("flying",)),            # creatures can't attack you
    "Peacekeeper": _cr(1, 1),                            # creatures can't attack
    "Seeker of Slaanesh": _cr(3, 3, ("haste",)),         # each opponent attacks with one
    "Llanowar Elves": _cr(1, 1, mana=("G",)),            # {T}: Add {G}.
    "Birds of Paradise": _cr(0, 1, ("flying",), mana=("any",)),
    "Juggernaut": _cr(5, 3, artifact=True),              # attacks each combat if able
    "Windborn Muse": _cr(2, 3, ("flying",)),             # Propaganda's text
    "Silent Arbiter": _cr(1, 5, artifact=True),          # no more than one creature can attack
    "Master of Cruelties": _cr(1, 4, ("first strike", "deathtouch")),  # can only attack alone
    "Mogg Flunkies": _cr(3, 3, goblin=True),                          # can't attack or block alone
    "Wall of Stone": _cr(0, 8, ("defender",)),
    "Baird, Steward of Argive": _cr(2, 4, ("vigilance",), legendary=True),  # {1} tax, you+PWs
    "Alluring Siren": _cr(1, 1),                         # its activated ability: as an effect
    "Clone": _cr(0, 0),                                  # enters as a copy (707): copy_of
    "Port Razer": _cr(4, 4),                 # can't attack a player it has already attacked this turn
    "Bloodthirster": _cr(6, 6, ("flying", "trample")),   # the same
    "Ekundu Cyclops": _cr(3, 4),             # if a creature you control attacks, it also attacks
    "Vengeful Ancestor": _cr(3, 4, ("flying",)),         # its goad: a designation
    "Kazuul, Tyrant of the Cliffs": _cr(5, 4, legendary=True),  # a trigger: no cost (508.2)
    "Arcades, the Strategist": _cr(3, 5, ("flying", "vigilance"), legendary=True),
    "Pramikon, Sky Rampart": _cr(1, 5, ("flying", "defender"), legendary=True),
    # {X} per creature with counters attacking you or your planeswalkers, X its counters
    "Nils, Discipline Enforcer": _cr(2, 2, legendary=True),
    # mana
    "Forest": Card(("land",), mana=("G",)),
    "Plains": Card(("land",), mana=("W",)),
    "Island": Card(("land",), mana=("U",)),
    "Swamp": Card(("land",), mana=("B",)),
    "Mountain": Card(("land",), mana=("R",)),
    "Sol Ring": Card(("artifact",), mana=("C", "C")),    # {T}: Add {C}{C}.
    "Mind Stone": Card(("artifact",), mana=("C",)),
    "Command Tower": Card(("land",), mana=("identity",)),
    "Arcane Signet": Card(("artifact",), mana=("identity",)),
    "Koskun Keep": Card(("land",), mana=("C",)),         # its {1},{2} filters add nothing
    "Gaea's Cradle": Card(("land",), mana=("cradle",), legendary=True),  # {G} per creature
    "Azorius Signet": Card(("artifact",), mana=("signet-wu",)),   # {1}, {T}: Add {W}{U}.
    "Orzhov Signet": Card(("artifact",), mana=("signet-wb",)),    # {1}, {T}: Add {W}{B}.
    "Cabal Coffers": Card(("land",), mana=("coffers",)),  # {2}, {T}: Add {B} per Swamp you control
    "Mystic Gate": Card(("land",), mana=("gate",)),       # {T}: {C}; {W/U}, {T}: WW, WU or UU
    "Celestial Prism": Card(("artifact",), mana=("prism",)),   # {2}, {T}: one mana of any color
    # static effects
    "Propaganda": Card(("enchantment",)),
    "Ghostly Prison": Card(("enchantment",)),
    "Sphere of Safety": Card(("enchantment",)),
    "Norn's Annex": Card(("artifact",)),
    "Crawlspace": Card(("artifact",)),
    "Collective Restraint": Card(("enchantment",)),      # {X} per attacker, X = your basic types
    "Dueling Grounds": Card(("enchantment",)),
    "Ensnaring Bridge": Card(("artifact",)),
    "Fervor": Card(("enchantment",)),
    "Trove of Temptation": Card(("enchantment",)),
    "Moat": Card(("enchantment",)),                      # creatures without flying can't
    "Levitation": Card(("enchantment",)),                # creatures you control have flying
    "Brave the Sands": Card(("enchantment",)),           # ... have vigilance
    "Cryptolith Rite": Card(("enchantment",)),           # ... have "{T}: Add any color"
    "Lightning Greaves": Card(("artifact",)),            # Equipment: haste (and shroud)
    "Pacifism": Card(("enchantment",)),                  # Aura
    "Vow of Duty": Card(("enchantment",)),               # Aura
    "Grand Melee": Card(("enchantment",)),               # all creatures attack each combat
    "Koskun Falls": Card(("enchantment",)),              # Propaganda's text (world)
    "Mystic Barrier": Card(("enchantment",)),            # nearest opponent in the direction
    "Bloodthirsty Blade": Card(("artifact",)),           # Equipment: +2/+0, goaded
    "Assault Suit": Card(("artifact",)),                 # Equipment: +2/+2, haste, can't attack you
    # things to attack
    "Jace Beleren": Card(("planeswalker",), legendary=True),
    "Garruk Wildspeaker": Card(("planeswalker",), legendary=True),
    "Gideon Jura": Card(("planeswalker",), legendary=True),   # +2: attack Gideon Jura if able
    "Invasion of Tarkir": Card(("battle",)),
    "Invasion of Zendikar": Card(("battle",)),
}

# "Creatures can't attack you unless their controller pays {2} for each creature they
# control that's attacking you": the player only, not their planeswalkers.
TAX2_PLAYER = {"Propaganda", "Ghostly Prison", "Windborn Muse", "Koskun Falls"}
# the question a direction chosen as it entered is answered by (Mystic Barrier, Pramikon)
DIRECTION_Q = "Is the direction chosen for %s left?"
BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


@dataclass
class Player:
    id: str
    life: int = 20
    hand: int = 7
    pool: tuple[str, ...] = ()           # mana in pool, e.g. ("W", "C")
    identity: Optional[tuple[str, ...]] = ()   # commander color identity (903.4); None: not given


@dataclass
class Perm:
    id: str
    card: str
    controller: str
    tapped: bool = False
    sick: bool = False
    attached_to: Optional[str] = None
    protector: Optional[str] = None      # battles (310.8)
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    copy_of: Optional[str] = None        # 707: a copy of that permanent (Clone)
    attacked: Optional[tuple[str, ...]] = None   # attacked_this_turn (earlier combats)
    direction: Optional[str] = None      # left / right, chosen as it entered (Mystic Barrier)
    plus: int = 0                        # +1/+1 counters (122.1a)


@dataclass
class IBoard:
    players: list[Player]
    active: str
    perms: list[Perm]
    goads: list[tuple[str, str]] = field(default_factory=list)      # (creature, goader)
    # resolved "target creature ... attacks you this turn if able" (Alluring Siren):
    # (creature, player, source)
    sirens: list[tuple[str, str, str]] = field(default_factory=list)
    attack_mode: str = "multiple"        # multiple, left, right, or a player id
    roi: Optional[int] = None            # range of influence (801), None: unlimited
    combat: int = 1                      # which combat phase of the turn
    # resolved "creatures that player controls attack X if able" (Taunt: X the caster;
    # Gideon Jura's +2: X the planeswalker): (target, controller)
    taunts: list[tuple[str, str]] = field(default_factory=list)
    # resolved "goad all creatures you don't control" (Disrupt Decorum): its controllers
    decorum: list[str] = field(default_factory=list)

    # -- board text for the engine -------------------------------------------------
    def to_engine(self) -> dict[str, Any]:
        players = []
        for p in self.players:
            d: dict[str, Any] = {"id": p.id, "life": p.life, "hand": p.hand}
            if p.identity is not None:
                d["commander_color_identity"] = list(p.identity)
            if p.pool:
                d["mana_pool"] = "".join("{%s}" % m for m in p.pool)
            players.append(d)
        perms = []
        for q in self.perms:
            d = {"id": q.id, "card": q.card, "controller": q.controller}
            if q.tapped:
                d["tapped"] = True
            if q.sick:
                d["sick"] = True
            if q.attached_to is not None:
                d["attached_to"] = q.attached_to
            if q.protector is not None:
                d["protector"] = q.protector
            if q.loyalty is not None:
                d["loyalty"] = q.loyalty
            if q.defense is not None:
                d["defense"] = q.defense
            if q.copy_of is not None:
                d["copy_of"] = q.copy_of
            if q.attacked is not None:
                d["attacked_this_turn"] = list(q.attacked)
            if q.plus:
                d["counters"] = {"+1/+1": q.plus}
            perms.append(d)
        turn: dict[str, Any] = {"active": self.active}
        if self.attack_mode != "multiple":
            turn["attack_mode"] = self.attack_mode
        if self.roi is not None:
            turn["range_of_influence"] = self.roi
        if self.combat != 1:
            turn["combat"] = self.combat
        board: dict[str, Any] = {"version": 1, "players": players, "turn": turn, "permanents": perms}
        if self.goads:
            board["designations"] = [{"goad": c, "by": g} for c, g in self.goads]
        if self.sirens:
            board["effects"] = [{"kind": "attacks_target_if_able", "creatures": [c], "target": p,
                                 "source": s, "controller": p} for c, p, s in self.sirens]
        eff = board.setdefault("effects", [])
        ids = {p.id for p in self.players}
        for t, ctl in self.taunts:
            e: dict[str, Any] = {"kind": "attacks_target_if_able",
                                 "creatures": {"controller": self.active}, "target": t,
                                 "controller": ctl}
            if t not in ids:
                e["source"] = t
            eff.append(e)
        for ctl in self.decorum:
            eff.append({"kind": "goad", "creatures": {"controller": "opponents"}, "controller": ctl})
        if not eff:
            del board["effects"]
        ans = [{"permanent": q.id, "question": DIRECTION_Q % q.card, "holds": q.direction == "left"}
               for q in self.perms if q.direction is not None]
        if ans:
            board["answers"] = ans
        return board


def _mana_units(m: tuple[str, ...], identity: Optional[tuple[str, ...]]) -> list[frozenset[str]]:
    """Each mana one activation makes, as the set of colors it may be."""
    out = []
    for s in m:
        if s == "any":
            out.append(frozenset(COLORS))
        elif s == "identity":
            if identity:                  # 903.4: no mana with an empty identity
                out.append(frozenset(identity))
        else:
            out.append(frozenset({s}))
    return out


class Oracle:
    """Brute force over every declaration of an IBoard."""

    def __init__(self, b: IBoard) -> None:
        assert all(p.identity is not None for p in b.players), "an oracle needs every identity"
        self.b = b
        self.perm = {q.id: q for q in b.perms}
        self.player = {p.id: p for p in b.players}
        self.act = b.active
        order = [p.id for p in b.players]
        i = order.index(self.act)
        n = len(order)
        # 801.2: seats counted the shorter way round; the same range for every player
        self.in_range = {p: b.roi is None or min(abs(j - i), n - abs(j - i)) <= b.roi
                         for j, p in enumerate(order)}
        # 707.2: a copy has the copiable values of what it copies (a copy of a copy too)
        self.nm: dict[str, str] = {}
        for q in b.perms:
            r = q
            while r.copy_of is not None:
                r = self.perm[r.copy_of]
            self.nm[q.id] = r.card
        # 802 / 803 / 506.2a: the players the active player may attack
        if b.attack_mode == "multiple":
            self.opponents = [p for p in order if p != self.act]
        elif b.attack_mode == "left":
            self.opponents = [order[(i + 1) % n]]
        elif b.attack_mode == "right":
            self.opponents = [order[(i - 1) % n]]
        else:
            self.opponents = [b.attack_mode]
        # 801.3: only opponents within range
        self.opponents = [p for p in self.opponents if self.in_range[p]]
        # Mystic Barrier, Pramikon: only the nearest opponent in the direction chosen
        for q in b.perms:
            if q.direction is not None and self.on(q):
                near = order[(i + (1 if q.direction == "left" else -1)) % n]
                self.opponents = [p for p in self.opponents if p == near]
        self.directed = any(q.direction is not None and self.on(q) for q in b.perms)
        self.all_opponents = [p for p in order if p != self.act]

        def card(q: Perm) -> Card:
            return CARDS[self.nm[q.id]]
        self.card = card
        # auras by what they enchant
        self.auras: dict[str, list[Perm]] = {}
        for q in b.perms:
            if q.attached_to is not None:
                self.auras.setdefault(q.attached_to, []).append(q)
        # defenders (506.2, 508.1b, 310.8): opponents, their planeswalkers, battles they protect
        self.defenders: list[str] = list(self.opponents)
        self.def_player: dict[str, str] = {p: p for p in self.opponents}
        for q in b.perms:
            t = card(q).types
            if "planeswalker" in t and q.controller in self.opponents:
                self.defenders.append(q.id)
                self.def_player[q.id] = q.controller
            # the direction's text names no battle
            if "battle" in t and q.protector in self.opponents and not self.directed:
                self.defenders.append(q.id)
                self.def_player[q.id] = q.protector
        self.creatures = [q.id for q in b.perms if "creature" in card(q).types
                          and q.controller == self.act]
        self.eligible = [c for c in self.creatures if self._eligible(c)]
        self._pool_cache: dict[tuple[tuple[str, ...], ...], set[tuple[int, int, int]]] = {}

    # -- characteristics -------------------------------------------------------------
    def on(self, q: Perm) -> bool:
        """801.10: an effect whose controller is outside the active player's range can't
        affect the active player's creatures or attack."""
        return self.in_range[q.controller]

    def named(self, name: str) -> list[Perm]:
        """The permanents of that name (copies too) whose effects reach the attack."""
        return [q for q in self.b.perms if self.nm[q.id] == name and self.on(q)]

    def att(self, c: str) -> list[str]:
        """Names of the Auras and Equipment on c whose effects reach it (801.10)."""
        return [self.nm[a.id] for a in self.auras.get(c, []) if self.on(a)]

    def power(self, c: str) -> int:
        # Vow of Duty +2/+2, Bloodthirsty Blade +2/+0, Assault Suit +2/+2 (613.4c)
        return self.card(self.perm[c]).power + self.perm[c].plus + 2 * sum(
            a in ("Vow of Duty", "Bloodthirsty Blade", "Assault Suit") for a in self.att(c))

    def has(self, c: str, kw: str) -> bool:
        q = self.perm[c]
        cd = self.card(q)
        if kw in cd.keywords:
            return True
        attached = self.att(c)
        mine = [self.nm[e.id] for e in self.b.perms if e.controller == q.controller]
        if kw == "vigilance":
            return "Vow of Duty" in attached or "Brave the Sands" in mine
        if kw == "haste":
            return ("Fervor" in mine or "Lightning Greaves" in attached
                    or "Assault Suit" in attached
                    or ("Goblin" in cd.subtypes and "Goblin Warchief" in mine))
        if kw == "flying":
            return "Levitation" in mine
        return False

    def _eligible(self, c: str) -> bool:
        q = self.perm[c]
        # 508.1a: untapped; 302.6: continuous control since the turn began, or haste
        return not q.tapped and (not q.sick or self.has(c, "haste"))

    # -- per-pair restrictions (508.1c) ----------------------------------------------
    def may_attack(self, c: str, d: str) -> bool:
        if c not in self.eligible or d not in self.defenders:
            return False
        if self.has(c, "defender") and not any(   # 702.3b; Arcades: as though it didn't
                x.controller == self.perm[c].controller for x in self.named("Arcades, the Strategist")):
            return False
        q = self.perm[c]
        if (self.nm[c] in ("Port Razer", "Bloodthirster") and d == self.def_player[d]
                and d in (q.attacked or ())):             # a player it has already attacked
            return False
        if self.named("Peacekeeper"):                     # creatures can't attack
            return False
        if self.named("Moat") and not self.has(c, "flying"):
            return False
        if d == self.def_player[d] and any(x.controller == d for x in self.named("Blazing Archon")):
            return False                                  # creatures can't attack you
        for a in self.auras.get(c, []):
            if not self.on(a):                            # 801.10
                continue
            if self.nm[a.id] == "Pacifism":               # can't attack or block
                return False
            # Vow of Duty, Assault Suit: can't attack you or planeswalkers you control
            if self.nm[a.id] in ("Vow of Duty", "Assault Suit"):
                # can't attack you or planeswalkers you control (a battle is neither)
                if d == a.controller or (d in self.perm and self.perm[d].controller == a.controller
                                         and "planeswalker" in self.card(self.perm[d]).types):
                    return False
        for br in self.named("Ensnaring Bridge"):
            # power greater than the number of cards in your hand can't attack
            if self.power(c) > self.player[br.controller].hand:
                return False
        return True

    # -- whole-declaration restrictions (508.1c) -------------------------------------
    def restrictions_ok(self, decl: dict[str, str]) -> bool:
        n = len(decl)
        if n > 1 and (self.named("Silent Arbiter") or self.named("Dueling Grounds")):
            return False                                  # no more than one creature
        for cs in self.named("Crawlspace"):               # no more than two attack you
            if sum(1 for d in decl.values() if d == cs.controller) > 2:
                return False
        for c in decl:
            name = self.nm[c]
            if name == "Master of Cruelties" and n > 1:   # can only attack alone
                return False
            if name == "Mogg Flunkies" and n == 1:        # can't attack alone
                return False
        return True

    # -- costs (508.1h) ---------------------------------------------------------------
    def cost(self, decl: dict[str, str]) -> tuple[int, int]:
        """(generic mana, Phyrexian white symbols)."""
        return self._cost(decl)[:2]

    def taxed(self, decl: dict[str, str]) -> bool:
        """Some attack is taxed, if only {0} (118.5: a cost of zero is still a cost; War
        Tax's ruling), so 508.1d never asks for it."""
        return self._cost(decl)[2] > 0

    def _cost(self, decl: dict[str, str]) -> tuple[int, int, int]:
        generic = phy = taxes = 0
        for c, d in decl.items():
            p = self.def_player[d]
            is_player = d == p
            is_pw = not is_player and "planeswalker" in self.card(self.perm[d]).types
            for q in self.b.perms:
                if q.controller != p:
                    continue
                name = self.nm[q.id]
                if name in TAX2_PLAYER and is_player:
                    generic += 2
                    taxes += 1
                elif name == "Baird, Steward of Argive" and (is_player or is_pw):
                    generic += 1
                    taxes += 1
                elif name == "Archangel of Tithes" and not q.tapped and (is_player or is_pw):
                    generic += 1
                    taxes += 1
                elif name == "Sphere of Safety" and (is_player or is_pw):
                    generic += sum(1 for e in self.b.perms if e.controller == p
                                   and "enchantment" in self.card(e).types)
                    taxes += 1
                elif name == "Collective Restraint" and is_player:
                    generic += len({self.nm[e.id] for e in self.b.perms if e.controller == p
                                    and self.nm[e.id] in BASICS})
                    taxes += 1
                elif name == "Nils, Discipline Enforcer" and (is_player or is_pw) \
                        and self.perm[c].plus:
                    generic += self.perm[c].plus
                    taxes += 1
                elif name == "Norn's Annex" and (is_player or is_pw):
                    phy += 1
                    taxes += 1
        return generic, phy, taxes

    def payable(self, decl: dict[str, str]) -> bool:
        generic, phy = self.cost(decl)
        if generic == 0 and phy == 0:
            return True                                   # {0}: acknowledged (118.5)
        me = self.player[self.act]
        rite = any(r.controller == self.act for r in self.named("Cryptolith Rite"))
        usable = []
        for q in self.b.perms:
            cd = self.card(q)
            if q.controller != self.act or q.tapped:
                continue
            mana = cd.mana
            if "creature" in cd.types:
                if rite:
                    mana = ("any",)                       # one {T}: its own or the Rite's
                if not mana:
                    continue
                # 302.6: a creature's {T} ability needs haste or continuous control;
                # 508.1f: an attacker without vigilance is tapped before costs are paid
                if q.sick and not self.has(q.id, "haste"):
                    continue
                if q.id in decl and not self.has(q.id, "vigilance"):
                    continue
            if mana:
                usable.append(mana)
        pools = self._pools(tuple(sorted(usable)))
        for w, u, o in pools:
            # pay j Phyrexian symbols with 2 life each (107.4f, 119.4), the rest with {W}
            for j in range(phy + 1):
                if phy - j <= w and generic <= w - (phy - j) + u + o and 2 * j <= me.life:
                    return True
        return False

    def _pools(self, sources: tuple[tuple[str, ...], ...]) -> set[tuple[int, int, int]]:
        """Every pool (white, blue, other mana) reachable by activating some of these mana
        abilities one at a time, each activation's mana cost paid from the pool (605.3a,
        601.2g-h). Blue is kept apart only for Mystic Gate's {W/U}."""
        key = sources
        if key in self._pool_cache:
            return self._pool_cache[key]
        me = self.player[self.act]
        w0 = sum(1 for m in me.pool if m == "W")
        u0 = sum(1 for m in me.pool if m == "U")
        start = (w0, u0, len(me.pool) - w0 - u0)
        swamps = sum(1 for e in self.b.perms if e.controller == self.act and self.nm[e.id] == "Swamp")
        ncre = len(self.creatures)

        def pay(pool: tuple[int, int, int], n: int) -> set[tuple[int, int, int]]:
            out = set()
            w, u, o = pool
            for a in range(min(w, n) + 1):
                for b in range(min(u, n - a) + 1):
                    c = n - a - b
                    if c <= o:
                        out.add((w - a, u - b, o - c))
            return out

        def steps(mana: tuple[str, ...], pool: tuple[int, int, int]) -> set[tuple[int, int, int]]:
            w, u, o = pool
            kind = mana[0]
            if kind in ("signet-wu", "signet-wb"):
                return {(x + 1, y + (kind == "signet-wu"), z + (kind == "signet-wb"))
                        for x, y, z in pay(pool, 1)}
            if kind == "coffers":
                return {(x, y, z + swamps) for x, y, z in pay(pool, 2)}
            if kind == "prism":
                return {r for x, y, z in pay(pool, 2) for r in ((x + 1, y, z), (x, y + 1, z))}
            if kind == "gate":
                out = {(w, u, o + 1)}
                for x, y, z in ({(w - 1, u, o)} if w else set()) | ({(w, u - 1, o)} if u else set()):
                    out |= {(x + 2, y, z), (x + 1, y + 1, z), (x, y + 2, z)}
                return out
            if kind == "cradle":
                return {(w, u, o + ncre)}
            out = {(w, u, o)}
            for units in [_mana_units(mana, me.identity)]:
                cur = {(w, u, o)}
                for unit in units:
                    nxt = set()
                    for x, y, z in cur:
                        if "W" in unit:
                            nxt.add((x + 1, y, z))
                        if "U" in unit:
                            nxt.add((x, y + 1, z))
                        if unit - {"W", "U"} or not unit:
                            nxt.add((x, y, z + 1))
                    cur = nxt
                out = cur
            return out

        seen: set[tuple[int, tuple[int, int, int]]] = set()
        stack = [(0, start)]
        while stack:
            used, pool = stack.pop()
            if (used, pool) in seen:
                continue
            seen.add((used, pool))
            for i, mana in enumerate(sources):
                if not used >> i & 1:
                    for nxt in steps(mana, pool):
                        stack.append((used | 1 << i, nxt))
        pools = {pool for _, pool in seen}
        self._pool_cache[key] = pools
        return pools

    # -- requirements (508.1d): instances obeyed --------------------------------------
    def goads(self) -> set[tuple[str, str]]:
        """(creature, goader): designations as given, Bloodthirsty Blade's, Disrupt
        Decorum's (701.15d: goaded twice by one player is goaded once)."""
        if hasattr(self, "_goads"):
            return self._goads
        out = set(self.b.goads)
        for c in self.creatures:
            out |= {(c, a.controller) for a in self.auras.get(c, [])
                    if self.nm[a.id] == "Bloodthirsty Blade" and self.on(a)}
            out |= {(c, x) for x in self.b.decorum if x != self.act and self.in_range[x]}
        self._goads: set[tuple[str, str]] = out
        return out

    def pattern(self, decl: dict[str, str]) -> bool:
        """Ekundu Cyclops: "If a creature you control attacks, this creature also attacks if
        able": the requirement exists only when a creature able to attack (508.1a) attacks,
        the Cyclops itself included ("a creature you control")."""
        return any(c in self.eligible for c in decl)

    def obeyed(self, decl: dict[str, str], pat: Optional[bool] = None) -> int:
        if pat is None:
            pat = self.pattern(decl)
        n = 0
        for c in decl:
            if self.nm[c] == "Juggernaut":                # attacks each combat if able
                n += 1
            if pat and self.nm[c] == "Ekundu Cyclops":
                n += 1
        n += len(decl) * len(self.named("Grand Melee"))   # all creatures attack each combat
        for c, g in self.goads():                         # 701.15b-d: per goader, twice
            if c in decl:
                n += 1
                d = decl[c]
                if d in self.player and d != g:           # a player other than the goader
                    n += 1
        for r in self.named("Goblin Rabblemaster"):      # other Goblins you control attack
            if r.controller == self.act:
                n += sum(1 for c in decl if c != r.id and "Goblin" in self.card(self.perm[c]).subtypes)
        for s in self.named("Seeker of Slaanesh"):        # each opponent attacks with one
            if s.controller in self.all_opponents and decl:
                n += 1
        for c, p, _ in self.b.sirens:
            if decl.get(c) == p:
                n += 1
        for tg, ctl in self.b.taunts:                     # Taunt, Gideon Jura's +2
            if self.in_range[ctl]:                        # 801.10
                n += sum(1 for d in decl.values() if d == tg)
        for t in self.named("Trove of Temptation"):
            if t.controller in self.all_opponents:        # each opponent must attack you
                if any(self.def_player[d] == t.controller and
                       (d == t.controller or "planeswalker" in self.card(self.perm[d]).types)
                       for d in decl.values()):
                    n += 1
        return n

    # -- enumeration ------------------------------------------------------------------
    def declarations(self) -> Iterator[dict[str, str]]:
        """Every declaration whose attackers are eligible and whose pairs are allowed."""
        opts = [[None] + [d for d in self.defenders if self.may_attack(c, d)] for c in self.eligible]
        for combo in itertools.product(*opts):
            yield {c: d for c, d in zip(self.eligible, combo) if d is not None}

    def solve(self) -> None:
        # M of 508.1d for each pattern of conditional requirements: the alternatives are
        # judged by the requirements of the declaration being judged
        self.Mp = {False: 0, True: 0}
        self.legal: list[dict[str, str]] = []
        cand = []
        for decl in self.declarations():
            if not self.restrictions_ok(decl):
                continue
            if not self.taxed(decl):
                for pat in (False, True):
                    self.Mp[pat] = max(self.Mp[pat], self.obeyed(decl, pat))
            cand.append(decl)
        self.M = self.Mp[False]
        for decl in cand:
            if self.obeyed(decl) >= self.M_of(decl) and self.payable(decl):
                self.legal.append(decl)

    def M_of(self, decl: dict[str, str]) -> int:
        if not hasattr(self, "Mp"):
            self.solve()
        return self.Mp[self.pattern(decl)]

    def is_legal(self, decl: dict[str, str]) -> bool:
        if not hasattr(self, "M"):
            self.solve()
        for c, d in decl.items():
            if not self.may_attack(c, d):
                return False
        return (self.restrictions_ok(decl) and self.payable(decl)
                and self.obeyed(decl) >= self.M_of(decl))
