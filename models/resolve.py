"""From a validated board to the facts the solver reads: copies resolved (707), the
effect kinds that act at resolution applied in their order (granted abilities, goad
designations, keyword and power/toughness statics and counters, mana effects), each
effect's condition evaluated (models/conditions.py), selectors expanded to ids, `you` and
the other reference words resolved, and what the board leaves unread listed.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter, defaultdict
from itertools import chain
from dataclasses import dataclass, field, replace
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Iterable, Mapping, NamedTuple, Optional, Union

from pydantic import BaseModel
from attackcheck.solver.effects import ORDERED, Family
from attackcheck.solver.effects.base import Repeats, Step, kind_of
from attackcheck.solver.effects.mana import after_replacements, after_triggers
from attackcheck.solver.effects.type_changing import COLOR_ORDER

from .base import (BASIC_LAND_TYPES, LAND_SUBTYPES, REFERENCE_WORDS, BasicLandTypes, CountersOnAttacker, CountOf,
                   DefenderCondition, HandOf, SelectorObject, selector_key)
from .board import BoardModel, Permanent
from .conditions import (Question, Verdict, counts, defender_missing, defender_questions, devotion, devotion_unknowns,
                         evaluate, held_by_one, uses_controller, uses_source)
from .errors import BoardError
from .identical import Identical
from .mana import COLORS, MANA_TYPES, ManaCost, ManaOption, parse_pool
from .mana import ability_options as _options
from .seating import in_range

if TYPE_CHECKING:
    from attackcheck.solver.deadline import Deadline

PLAYER_TARGET_FIELDS = ("target", "player")
OWNER = "owner"  # a target word kept as is: each creature's owner, read per creature
# 305.6: the mana ability each basic land type gives a land
BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
TYPES_ORDER = 4.0  # 613.1d: type-changing effects
DEPENDENCY_LIMIT = 40  # layer-4 effects whose dependencies (613.8) are worked out
COUNTERS_ORDER = 7.3  # 613.4c: +1/+1 and -1/-1 counters apply with the other layer-7c changes
KEYWORD_COUNTERS_ORDER = 6.0  # 613.1f: a keyword counter's ability, with the keyword grants
# 122.1b: a counter with one of these names gives its permanent that keyword ability
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                              "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                              "vigilance"})


@dataclass
class RPlayer:
    id: str
    seat: int
    life: int
    hand: Optional[int]
    pool: Counter


@dataclass(slots=True)  # 100,000 of them on a big board: no per-object dict
class RPermanent:
    id: str
    index: int
    name: str
    controller: str
    owner: str
    types: frozenset
    subtypes: frozenset
    supertypes: frozenset
    colors: frozenset
    power: Optional[int]
    toughness: Optional[int]
    loyalty: Optional[int]
    defense: Optional[int]
    protector: Optional[str]
    keywords: frozenset
    tapped: bool
    sick: bool
    token: bool
    mana: tuple  # ManaOption options of its {T} mana ability (choose one per use), as given
    abilities: list
    attached_to: Optional[str]
    mana_cost: Optional[str]
    model: Permanent
    mana_raw: list = field(default_factory=list)  # ManaAbility models (copiable)
    # (symbol, options) per mana ability after replacement effects and triggers; "T", "Q" or
    # "R" (counters removed for its whole cost: ManaAbility.remove_counter), "O" (other
    # permanents tapped for its whole cost: ManaAbility.tap_untapped)
    mana_abilities: tuple = ()
    counters: dict = field(default_factory=dict)  # name -> number, +1/+1 and -1/-1 annihilated (704.5q)
    commander: bool = False

    @property
    def is_creature(self) -> bool:
        return "creature" in self.types

    @property
    def is_planeswalker(self) -> bool:
        return "planeswalker" in self.types

    @property
    def is_battle(self) -> bool:
        return "battle" in self.types

    def label(self) -> str:
        return self.id if self.name == self.id else f"{self.name} ({self.id})"

    def not_creature_hint(self) -> str:
        """What makes this noncreature a creature, where the board may have left it out: a
        Vehicle's crewing (702.122)."""
        if "Vehicle" in self.subtypes:
            return " (a Vehicle is one once crewed, 702.122: write what crewing it left, an add_types effect " \
                   "making it an artifact creature)"
        return ""


class RawEffect(NamedTuple):
    """An effect as it stands on the board, before its selectors are read."""

    model: Any  # the board-format effect
    label: str  # where it stands: effects[2] or jug.abilities[0]
    path: str  # its field path in the file: effects[2] or permanents[0].abilities[0]
    source: Optional[str]
    controller: Optional[str]


_NO_LABELS: list[str] = []  # REffect.also of most: never changed in place (an effect gets its own list)


@dataclass(slots=True)  # one per distinct effect: no per-object dict
class REffect:
    """An effect with its selectors expanded: `creatures` are ids, player words resolved.
    `also` labels the effects identical to it that it stands for (Repeats in the solver's
    effect kinds says what they come to)."""

    kind: str
    label: str  # where it stands: effects[2] or jug.abilities[0]
    source: Optional[str]
    controller: Optional[str]
    model: Any
    creatures: tuple[str, ...] = ()
    target: Optional[str] = None  # a player or permanent id (maybe gone)
    player: Optional[str] = None
    cost: Optional[ManaCost] = None  # X fixed, unless X is read per attacker (x_attacker)
    unless: Optional[DefenderCondition] = None  # cant_attack: unless the defending player meets it
    x_attacker: Optional[str] = None  # X is the number of these counters on each attacker
    also: list[str] = field(default_factory=lambda: _NO_LABELS)  # labels of identical effects it stands for

    @property
    def times(self) -> int:
        """How many identical effects it stands for, itself included."""
        return 1 + len(self.also)

    # (read off the model's fields: a field its kind lacks is slow to getattr on a pydantic model)
    @property
    def include_planeswalkers(self) -> bool:
        return self.model.__dict__.get("include_planeswalkers", False)

    @property
    def include_player(self) -> bool:
        return self.model.__dict__.get("include_player", True)

    @property
    def count(self) -> int:
        return self.model.__dict__.get("count", 0)


# what a note of the state-based checks says of itself: it is about the board as read, and no
# card text that could change types (attackcheck.api reads it so)
AS_READ = "as the board is read"


@dataclass
class ResolvedBoard:
    model: BoardModel
    players: list  # RPlayer in seating order
    player_ids: list
    permanents: dict  # id -> RPermanent, in board order
    effects: list  # REffect (statics from abilities and effects in force)
    goads: dict  # creature id -> sorted tuple of goading players
    active: str
    combat: int
    attack_mode: str
    range_of_influence: Optional[int]
    # what the board leaves unread: {"permanent", "card", "text"} (docs/semantics.md)
    unread: list = field(default_factory=list)
    # creature -> the defenders it may attack as though it didn't have defender (None: all)
    ignore_defender: dict = field(default_factory=dict)
    abilities_as_though_haste: frozenset = frozenset()  # creatures whose {T} abilities 302.6 doesn't stop
    # creature -> the defenders it may attack as though it had haste (None: all; 302.6)
    attack_as_though_haste: dict = field(default_factory=dict)
    directions: list = field(default_factory=list)  # 803.1: left / right, from attack_direction effects
    direction_sources: dict = field(default_factory=dict)  # direction -> the names of the effects giving it
    # traits (power, colors, subtypes) the selectors and conditions of effects applied at
    # resolution read (a keyword grant to Goblins); kept only where the board has unread traits
    traits_read: frozenset = frozenset()
    # of those, the power, keywords and colors read of permanents the active player may not
    # control (traits_read_beyond)
    traits_beyond: frozenset = frozenset()
    # permanents making mana of a commander's color identity the board doesn't give (903.4)
    identity_unknown: frozenset = frozenset()
    # a permanent with "could produce" abilities (106.7: Exotic Orchard) -> the permanents they read
    could_read: dict = field(default_factory=dict)
    # permanents that lost all their abilities (613 layer 6) or those of their rules text (305.7)
    abilities_lost: frozenset = frozenset()
    # permanents whose activated abilities can't be activated (602.5: Null Rod, Clarion Conqueror)
    activation_stopped: frozenset = frozenset()
    # mana abilities read wider than they may be, where a cost to attack needs mana: (the
    # permanent `unread` names, the words, the permanents read wider); a name not chosen yet
    # (Phyrexian Revoker's question) or a cost increase the board format can't hold
    mana_doubts: tuple = ()
    narrow_mana: tuple = ()  # (permanent, why): mana abilities read narrower than they are (Resolver.narrow_mana)
    counted_paid: Mapping = field(default_factory=dict)  # (Resolver.counted_paid)
    sacrifice_outlets: bool = False  # a mana ability sacrifices other permanents (Ashnod's Altar)
    # a permanent -> the {T} options effects gave it (305.6, 613.1f; Resolver.mana_added)
    mana_added: Mapping = field(default_factory=dict)
    # (permanent, mana, condition, whether it holds) of each of its own {T} mana abilities read
    # with a condition (a grant to itself: Mox Opal's "Activate only if ...", 602.5b)
    own_mana_conditions: tuple = ()
    # permanents whose mana a replacement effect or a triggered mana ability changes (106.12,
    # 605.1b): one mana of any color among their options is then spelled out as each color
    mana_changed: frozenset = frozenset()
    # permanents a mana trigger adds to only where they make mana of one color (of_color: Caged Sun)
    color_triggered: frozenset = frozenset()
    # (a permanent, the permanents it may sacrifice, its options) of each "{T}, Sacrifice a
    # creature: Add ..." ability (Phyrexian Tower, Gilded Goose), read as its {T} one
    tap_sacrifice: tuple = ()
    # a permanent -> the {T} options a granted "{T}, Sacrifice this artifact: Add ..." gave it
    # (Goldspan Dragon's grant to Treasures), read as {T}
    sacrifice_granted: Mapping = field(default_factory=dict)
    # a permanent -> the sources of the triggered mana abilities adding one mana of a color chosen
    # as they entered when it is tapped for mana (Utopia Sprawl), read as any color
    chosen_mana: Mapping = field(default_factory=dict)
    # the answers taken for `asked` questions (one case of a check decided case by case), and
    # the `asked` questions left open (conditions.Question), each with the words `unread` gives it
    assumed: Mapping = field(default_factory=dict)
    asked_open: Mapping = field(default_factory=dict)
    # (source, question) of a bonus to power and toughness left out on an unanswered condition
    # where nothing read it (settle_open_pt): a max-power objective reads it
    pt_open: tuple = ()
    # (source, question, the permanents it may apply to, whether it asks a color made: of_color) of
    # a triggered mana ability left out on an unanswered condition (settle_open_mana): it only adds
    # ways to pay
    mana_open: tuple = ()

    def player(self, pid: str) -> RPlayer:
        return next(p for p in self.players if p.id == pid)

    def describe(self, pid: str) -> str:
        if pid in self.permanents:
            return self.permanents[pid].label()
        return pid


def _lower(values) -> frozenset:
    return frozenset(str(v).lower() for v in values)


_COPIABLE = ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness", "keywords",
             "mana", "mana_abilities", "abilities", "mana_cost", "loyalty", "defense")


# an effect's fields that list permanents by id (keywords and players list none)
PERMANENT_ID_LISTS = ("creatures", "when_attacking", "others", "sources", "defenders", "permanents",
                      "per_color_among", "per_count")


_SELECTOR_FIELDS: dict[type, frozenset[str]] = {}  # per model class: its fields that take a selector


def _selector_fields(cls: type[BaseModel]) -> frozenset[str]:
    got = _SELECTOR_FIELDS.get(cls)
    if got is None:
        got = _SELECTOR_FIELDS[cls] = frozenset(
            n for n, f in cls.model_fields.items() if "Selector" in repr(f.annotation)) | frozenset(PERMANENT_ID_LISTS)
    return got


def _rename_ids(value: Any, old: str, new: str) -> Any:
    """707.2, 201.5: an ability of the copied permanent that names that permanent names the
    copy: in every id list of a selector, however deep (an `except`, a condition's `source`,
    a granted ability's), and as a target, player or source."""
    update: dict[str, Any] = {}
    selectors = _selector_fields(type(value))
    for name, v in value.__dict__.items():
        if v is None or isinstance(v, (bool, int)):
            continue
        if isinstance(v, str):
            if v == old and name in ("target", "player", "source"):
                update[name] = new
        elif isinstance(v, list):
            if name in selectors and all(isinstance(c, str) for c in v):
                if old in v:
                    update[name] = [new if c == old else c for c in v]
            elif v and (isinstance(v[0], BaseModel) or name in selectors):  # abilities; `except`'s selectors
                got = [_rename_ids(x, old, new) if isinstance(x, BaseModel) else
                       [new if c == old else c for c in x] if isinstance(x, list) and old in x else x for x in v]
                if any(a is not b for a, b in zip(got, v)):
                    update[name] = got
        elif isinstance(v, BaseModel):
            got = _rename_ids(v, old, new)
            if got is not v:
                update[name] = got
    return value.model_copy(update=update) if update else value


def _renamed(effect: Any, old: str, new: str, cache: dict) -> Any:
    """_rename_ids, after a look (remembered per ability and id) whether the ability names
    `old` at all: the copies of a permanent share the abilities that don't."""
    key = ("names", id(effect), old)
    names = cache.get(key)
    if names is None:
        names = cache[key] = (effect, _rename_ids(effect, old, old + "\x00") is not effect)
    return _rename_ids(effect, old, new) if names[1] else effect


def _copiable_values(board: BoardModel, pid: str, cache: dict) -> dict:
    """The copiable values of a permanent (707.2), after its own copy effect. Iterative: a
    chain of copies of copies is walked to its original, then back (no recursion)."""
    if pid in cache:
        return cache[pid]
    by_id = cache.get(None)
    if by_id is None:
        by_id = cache[None] = {p.id: p for p in board.permanents}
    chain = []  # pid, what it copies, ... up to the first one known or not a copy
    cur = pid
    while cur not in cache and by_id[cur].copy_of is not None:
        chain.append(cur)
        cur = by_id[cur].copy_of
    if cur not in cache:
        perm = by_id[cur]
        vals: dict[str, Any] = {f: getattr(perm, f) for f in _COPIABLE}
        vals["name"] = perm.name or perm.card or perm.id
        if perm.copiable is not None:  # fields hold current values; these are the copiable ones
            vals.update({f: getattr(perm.copiable, f) for f in perm.copiable.model_fields_set})
        cache[cur] = vals
    for cid in reversed(chain):
        perm = by_id[cid]
        base = dict(cache[perm.copy_of])
        base["abilities"] = [_renamed(a, perm.copy_of, cid, cache) for a in base["abilities"]]
        if base.get("mana_cost"):
            base["mana_cost"] = str(ManaCost.parse(base["mana_cost"]).with_x(0))  # 707.9: X is 0
        exc = perm.copy_except
        if exc is not None:
            for f in _COPIABLE:
                if getattr(exc, f, None) is not None:
                    base[f] = getattr(exc, f)
                add = getattr(exc, f + "_add", None)
                if add:
                    base[f] = list(base[f] or []) + [v for v in add if v not in (base[f] or [])]
        cache[cid] = base
    return cache[pid]


def characteristics(board: BoardModel, perm: Permanent, cache: dict) -> dict:
    vals = dict(_copiable_values(board, perm.id, cache))
    if perm.copy_of is None and perm.copiable is not None:
        # its own fields hold its current values; `copiable` only changes what copies see
        for f in perm.copiable.model_fields_set:
            vals[f] = (perm.name or perm.card or perm.id) if f == "name" else getattr(perm, f)
    if perm.copy_of is not None:
        # Fields written on the copy itself state its current values; abilities add.
        for f in perm.model_fields_set & set(_COPIABLE):
            if f == "abilities":
                vals["abilities"] = list(vals["abilities"]) + list(perm.abilities)
            else:
                vals[f] = getattr(perm, f)
    return vals


# a permanent's fields that resolving it reads, in the order Resolver.__init__ takes them
_FIELDS = itemgetter("copy_of", "copiable", "types", "subtypes", "supertypes", "colors", "keywords", "id", "controller",
                     "mana", "abilities", "mana_abilities", "name", "card", "owner", "power", "toughness", "loyalty",
                     "defense", "protector", "tapped", "sick", "token", "attached_to", "mana_cost", "commander",
                     "counters", "damage")


class Resolver:
    """Resolves one board (see the module text)."""

    def __init__(self, board: BoardModel, deadline: Optional["Deadline"] = None,
                 assumed: Optional[Mapping[Question, bool]] = None):
        self.board = board
        self.deadline = deadline  # checked once per selector read and per effect
        # answers taken for `asked` questions the board leaves open (conditions.Question): one
        # case of a check decided case by case (solver/cases.py); asked_open: those still open
        # ("you" in a question is the effect's controller), each with its words in `unread`
        self.assumed: Mapping[Question, bool] = assumed or {}
        # the board's answers to `asked` questions, by (permanent asking, question)
        self.answers = board_answers(board)
        self.asked_open: dict[Question, str] = {}
        self._selected: dict[tuple, tuple] = {}  # selector results while the permanents stay as they are
        self._index: dict[str, dict[Optional[str], list]] = {}  # "subtypes" / "controller" -> value -> permanents, likewise
        self.goads: dict[str, set[str]] = {}  # creature -> goading players (701.15)
        self.mana_replacements: dict[str, list[Any]] = {}  # permanent -> replacement effects (106.12b)
        self.mana_triggers: dict[str, list[Any]] = {}  # permanent -> triggered mana abilities (605.1b)
        self.chosen_mana: dict[str, list[Optional[str]]] = {}  # see ResolvedBoard
        self.players = [
            RPlayer(p.id, i, p.life, p.hand, parse_pool(p.mana_pool) + _hand_mana(p.hand_cards))
            for i, p in enumerate(board.players)
        ]
        self.player_ids = [p.id for p in self.players]
        self.player_models = {p.id: p for p in board.players}
        # permanents with a mana ability of the commander's color identity (903.4) whose
        # controller's identity the board doesn't give
        self.identity_unknown: list[str] = []
        self.could_read: dict[str, set[str]] = {}  # a permanent with "could produce" abilities -> what they read
        self.far_players: dict[str, frozenset[str]] = {}  # out_of_range, per effect controller
        self.hand = {p.id: p.hand for p in self.players}
        cache: dict = {}
        self.perms: dict[str, RPermanent] = {}
        self.pt_counters: list[RPermanent] = []  # permanents with +1/+1 or -1/-1 counters (613.4c)
        self.with_counters: list[RPermanent] = []  # permanents with counters, in board order (122.1b)
        self.base_toughness: set[str] = set()  # permanents whose base toughness an effect set (613.4b)
        # Characteristics repeat across a board (tokens, lands): one frozenset or option
        # tuple per distinct value, shared by every permanent that has it.
        shared: dict[Any, Any] = {}
        keep: list[Any] = []

        def lowered(kind: str, values: list) -> frozenset:
            # by the list itself first: alike permanents share their lists once loaded
            got = shared.get((kind, id(values)))
            if got is None:
                key = (kind, *values)
                got = shared.get(key)
                if got is None:
                    got = shared[key] = (_lower(values) if kind in ("t", "p", "k")
                                         else frozenset(c.upper() for c in values) if kind == "c" else frozenset(values))
                shared[(kind, id(values))] = got
                keep.append(values)  # its id stays its own while the board is resolved
            return got

        def options(entries: list) -> tuple:
            got = shared.get(("m", id(entries)))
            if got is None:
                key = ("m", *(tuple(e) if isinstance(e, list) else e for e in entries))
                got = shared.get(key)
                if got is None:
                    got = shared[key] = _options(entries)
                shared[("m", id(entries))] = got
                keep.append(entries)
            return got

        perms = self.perms
        get = shared.get
        # nothing changes these in place (a permanent's counters are replaced): one empty
        # list and mapping for the many permanents without any
        no_abilities: list = []
        no_counters: dict = {}
        changeling = False  # whether some permanent has changeling in its keywords (a shape, or a copy)
        self.damaged: list[str] = []  # permanents with damage marked on them
        for i, p in enumerate(board.permanents):
            # its fields, read off its __dict__ at once (reading them off the model is slower)
            (copy_of, copiable, types, subtypes, supertypes, colors, keywords, pid, controller, mana, abilities,
             mana_abilities, name, card, owner, power, toughness, loyalty, defense, protector, tapped, sick, token,
             attached_to, mana_cost, commander, counters, damage) = _FIELDS(p.__dict__)
            if damage:
                self.damaged.append(pid)  # 704.5g: read in state_based_deaths
            if copy_of is None and copiable is None:  # its fields are its characteristics
                # the five sets and its {T} options at once, by the lists themselves (each kept)
                key = (id(types), id(subtypes), id(supertypes), id(colors), id(keywords), id(mana))
                shape = get(key)
                if shape is None:
                    shape = shared[key] = (
                        lowered("t", types), lowered("s", subtypes), lowered("p", supertypes), lowered("c", colors),
                        lowered("k", keywords), options(mana) if mana else ())
                    keep.append(mana)
                    changeling = changeling or "changeling" in shape[4]
                t, s, sp, c, k, m = shape
                r = perms[pid] = RPermanent(
                    pid, i, name or card or pid, controller, owner or controller, t, s, sp, c, power, toughness,
                    loyalty, defense, protector, k, tapped, sick, token, m,
                    list(abilities) if abilities else no_abilities, attached_to, mana_cost, p,
                    list(mana_abilities) if mana_abilities else no_abilities, (), no_counters, commander,
                )
            else:
                v = characteristics(board, p, cache)
                r = perms[p.id] = RPermanent(
                    id=p.id, index=i, name=v["name"] or p.id, controller=p.controller, owner=p.owner or p.controller,
                    types=_lower(v["types"]), subtypes=frozenset(v["subtypes"]), supertypes=_lower(v["supertypes"]),
                    colors=frozenset(c.upper() for c in v["colors"]), power=v["power"], toughness=v["toughness"],
                    loyalty=v["loyalty"], defense=v["defense"], protector=p.protector, keywords=_lower(v["keywords"]),
                    tapped=p.tapped, sick=p.sick, token=p.token, mana=_options(v["mana"]),
                    abilities=list(v["abilities"]), attached_to=p.attached_to, mana_cost=v["mana_cost"], model=p,
                    mana_raw=list(v["mana_abilities"]), commander=p.commander,
                )
                changeling = changeling or "changeling" in r.keywords
            if counters:
                r.counters = _annihilated(counters)
                self.with_counters.append(r)
                if r.counters.get("+1/+1") or r.counters.get("-1/-1"):
                    self.pt_counters.append(r)
            if protector is not None and r.protector == r.controller and "battle" in r.types and (
                    "Siege" in r.subtypes):  # 310.11a, 704.5x: never its controller at this step
                raise BoardError(f"permanents[{i}].protector",
                                 f"a Siege's protector is an opponent of its controller {r.controller!r} (310.11a)")
        changelings = [r for r in perms.values() if "changeling" in r.keywords] if changeling else None
        if changelings:  # 702.73a: changeling written in its keywords (a Shapeshifter token): every creature type
            from .cards import every_creature_type

            every = frozenset(every_creature_type())
            for r in changelings:
                r.subtypes = r.subtypes | every
        self.count_cache: dict = {}  # conditions' counts of matching permanents
        self._attached_by: Optional[dict[str, list[str]]] = None
        self.raw: list[RawEffect] = []  # every effect in force, granted abilities included
        self.traits_read: set[str] = set()  # see note_traits
        self.traits_beyond: set[str] = set()  # (traits_read_beyond) likewise
        self._read_beyond: Optional[set[str]] = None  # (read_beyond) once
        # permanents that lose all abilities (lose_abilities, 613 layer 6) -> the timestamp of the
        # latest such effect; abilities granted to them by a later effect (by their labels) are
        # theirs all the same (613.7)
        self.lost: dict[str, float] = {}
        self.granted_later: set[str] = set()
        # lands whose subtype an effect set to a basic land type: they lost the abilities of
        # their rules text (305.7), not those other effects grant them
        self.text_lost: set[str] = set()
        self.cant_activate: set[str] = set()  # permanents whose activated abilities can't be activated (602.5)
        self.cost_more: dict[str, int] = {}  # permanents whose activated abilities cost more (601.2f)
        # mana abilities read narrower than they are (Selvala's any combination of colors
        # doubled by Mana Reflection): (permanent, why); a payment found stands, a failing one
        # is not judged
        self.narrow_mana: list[tuple[str, str]] = []
        # permanents whose counted mana ability's activation costs mana -> what its count reads
        self.counted_paid: dict[str, frozenset[str]] = {}
        self.mana_doubts: list[tuple[Optional[str], str, tuple[str, ...]]] = []  # see ResolvedBoard
        self.sacrifice_outlets = False  # see ResolvedBoard
        # the {T} options an effect gave a permanent (a basic land type, 305.6; a granted ability,
        # 613.1f): abilities of their own, whatever prohibition stops one of its printed ones
        self.mana_added: dict[str, set[ManaOption]] = {}
        self.sacrifice_granted: dict[str, set[ManaOption]] = {}  # see ResolvedBoard
        self.tap_sacrifice: list[tuple[str, tuple[str, ...], tuple[ManaOption, ...]]] = []  # see ResolvedBoard
        self._stamps: dict[int, float] = {}  # id(raw effect) -> its timestamp (timestamp())
        self._ability_owners: list[int] = []  # the board index of each permanent ability's permanent in raw
        # effect label -> the permanents it chose in the first layer it acted in (613.6)
        self.started: dict[str, tuple[str, ...]] = {}
        self.current_order = -1.0  # the order of the kind being applied (613 layers)
        self.verdicts: dict[str, Verdict] = {}  # effect label -> its condition's verdict
        self.unread: list[dict] = []
        self._unread_seen: set[tuple] = set()  # (permanent, card, text) of each entry of unread
        # keyword grants whose condition is unanswered, with its questions (settle_open_grants)
        self._open_grants: list[tuple[RawEffect, tuple[str, ...]]] = []
        # effects on creatures judged at the declare-attackers step whose condition is
        # unanswered (settle_open_attackers)
        self._open_attackers: list[tuple[RawEffect, tuple[str, ...]]] = []
        # bonuses to power and toughness whose condition is unanswered (settle_open_pt)
        self._open_pt: list[tuple[RawEffect, tuple[str, ...]]] = []
        # triggered mana abilities whose condition is unanswered (settle_open_mana)
        self._open_mana: list[tuple[RawEffect, tuple[str, ...]]] = []
        self.mana_open: list[tuple[Optional[str], str, tuple[str, ...], bool]] = []
        self.pt_open: list[tuple[Optional[str], str]] = []
        self.ignore_defender: dict[str, Optional[set]] = {}  # creature -> defenders (None: all), 702.3b
        self.abilities_as_though_haste: set[str] = set()  # 302.6 stops not their activated abilities
        self.attack_as_though_haste: dict[str, Optional[set[str]]] = {}  # creature -> defenders (None: all), 302.6
        self.ungoadable: set[str] = set()  # 701.15: goad adds nothing to them
        self.directions: list[str] = []  # 803.1
        self.direction_sources: dict[str, list[str]] = {}  # (for explanations)
        self.acting_now = frozenset(k.model for k in ORDERED if k.family.at_resolution)  # the kinds that act now
        self._own_effects = 0  # the permanents' abilities at the head of raw (raw_effects)
        self._board_acting = 0  # the effects of the board's list in raw after them, acting at resolution

    # -- selectors --------------------------------------------------------------------
    def matches(self, perm: RPermanent, sel: SelectorObject, ctl: Optional[str], source: Optional[str],
                path: str, creatures_only: bool = True) -> bool:
        if creatures_only and not perm.is_creature:
            return False
        c = sel.controller
        if c is not None and c != "any":
            if c == "you":
                if perm.controller != ctl:
                    return False
            elif c == "opponents":
                if perm.controller == ctl:
                    return False
            elif c == "attached_player":
                src = self.perms.get(source) if source else None
                if src is None or perm.controller != src.attached_to:
                    return False
            elif perm.controller != c:
                return False
        if sel.other and perm.id == source:
            return False
        if any(t.lower() not in perm.types for t in sel.types):
            return False
        if any(s not in perm.subtypes for s in sel.subtypes):
            return False
        if sel.colors and not any(c.upper() in perm.colors for c in sel.colors):
            return False
        if any(c.upper() in perm.colors for c in sel.not_colors):
            return False
        if any(k.lower() not in perm.keywords for k in sel.keywords):
            return False
        if any(k.lower() in perm.keywords for k in sel.lacks_keywords):
            return False
        if sel.power_greater_than is not None:
            above: Optional[int]
            if sel.power_greater_than == "hand":
                above = self.hand.get(ctl) if ctl is not None else None
                if above is None:
                    raise BoardError(path, f"power_greater_than: hand needs {self._hand_field(ctl)}")
            elif sel.power_greater_than == "source":  # "with greater power" than the source's (Okk)
                above = self._source_power(source)
            else:
                above = sel.power_greater_than
            if above is None or (perm.power or 0) <= above:
                return False
        if sel.power_at_most is not None and (perm.power or 0) > sel.power_at_most:
            return False
        if sel.power_less_than is not None:  # Baeloth Barrityl: "with power less than ~'s power"
            below = self._source_power(source) if sel.power_less_than == "source" else sel.power_less_than
            if below is None or (perm.power or 0) >= below:
                return False
        if sel.extended:
            return self._matches_more(perm, sel, ctl, source, path)
        return True

    def _source_power(self, source: Optional[str]) -> Optional[int]:
        """The source's power as it is now; None when it has none (gone, or no creature):
        nothing then compares with it."""
        src = self.perms.get(source) if source else None
        return src.power if src is not None and src.is_creature else None

    def _matches_more(self, perm: RPermanent, sel: SelectorObject, ctl: Optional[str], source: Optional[str],
                      path: str) -> bool:
        """The later selector fields: names, not_subtypes, counters, states, except."""
        if sel.names and perm.name.casefold() not in {n.casefold() for n in sel.names}:
            return False
        if sel.toughness_greater_than is not None and (perm.toughness or 0) <= sel.toughness_greater_than:
            return False
        if sel.toughness_at_most is not None and (perm.toughness or 0) > sel.toughness_at_most:
            return False
        if any(s in perm.subtypes for s in sel.not_subtypes):
            return False
        if any(s.lower() not in perm.supertypes for s in sel.supertypes):
            return False
        if any(s.lower() in perm.supertypes for s in sel.not_supertypes):
            return False
        if sel.any_subtypes and not any(s in perm.subtypes for s in sel.any_subtypes):
            return False
        if sel.counters is not None and counts(perm.counters, sel.counters) < 1:
            return False
        if sel.token is not None and perm.token != sel.token:
            return False
        if sel.tapped is not None and perm.tapped != sel.tapped:
            return False
        if sel.sick is not None and perm.sick != sel.sick:
            return False
        if sel.commander is not None and perm.commander != sel.commander:
            return False
        if sel.enchanted is not None and self.attached_kind(perm, "Aura") != sel.enchanted:
            return False
        if sel.equipped is not None and self.attached_kind(perm, "Equipment") != sel.equipped:
            return False
        if sel.modified is not None and self.modified(perm) != sel.modified:
            return False
        if sel.enchanted_by is not None and not self.enchanted_by(perm, sel.enchanted_by, ctl):
            return False
        excepts = sel.excepts
        for k, exc in enumerate(excepts):  # left out where any of them selects it
            if exc == "self":
                excluded = perm.id == source
            elif exc == "attached":
                src = self.perms.get(source) if source else None
                excluded = src is not None and src.attached_to == perm.id
            elif isinstance(exc, list):
                excluded = perm.id in exc
            else:
                where = path + ".except" + (f"[{k}]" if len(excepts) > 1 or isinstance(sel.except_, list) else "")
                excluded = self.matches(perm, exc, ctl, source, where, creatures_only=False)
            if excluded:
                return False
        return True

    def attached_by(self, pid: str) -> list[str]:
        """The permanents attached to `pid` (Auras, Equipment, Fortifications)."""
        if self._attached_by is None:
            index: dict[str, list[str]] = {}
            for p in self.perms.values():
                if p.attached_to is not None and p.attached_to in self.perms:
                    index.setdefault(p.attached_to, []).append(p.id)
            self._attached_by = index
        return self._attached_by.get(pid, [])

    def attached_kind(self, perm: RPermanent, subtype: str, controller: Optional[str] = None) -> bool:
        """Is an Aura (or Equipment) attached to it (controlled by `controller`, if given)?"""
        return any(subtype in self.perms[a].subtypes and (controller is None or self.perms[a].controller == controller)
                   for a in self.attached_by(perm.id))

    def enchanted_by(self, perm: RPermanent, who: str, ctl: Optional[str]) -> bool:
        """Is it enchanted by an Aura controlled by `who` (you: the effect's controller,
        opponents: another player, or a player id)?"""
        for a in self.attached_by(perm.id):
            aura = self.perms[a]
            if "Aura" in aura.subtypes and (aura.controller == ctl if who == "you" else aura.controller != ctl
                                            if who == "opponents" else aura.controller == who):
                return True
        return False

    def modified(self, perm: RPermanent) -> bool:
        """700.9: it has counters, is equipped, or is enchanted by an Aura its controller controls."""
        return (any(n > 0 for n in perm.counters.values()) or self.attached_kind(perm, "Equipment")
                or self.attached_kind(perm, "Aura", perm.controller))

    def _selector_key(self, sel: SelectorObject, ctl: Optional[str], source: Optional[str],
                      creatures_only: bool) -> tuple:
        """What a selector's result depends on: its fields, and the effect's controller and
        source only where the selector reads them."""
        return (creatures_only, ctl if uses_controller(sel) else None, source if uses_source(sel) else None,
                selector_key(sel))

    def changed(self, subtypes: bool = True) -> None:
        """The permanents' characteristics may have changed: what was counted or selected is
        read again (the index by subtype too, unless they stay as they are)."""
        self.count_cache.clear()
        self._selected.clear()
        if subtypes:
            self._index.clear()

    def _matching(self, sel: SelectorObject, ctl: Optional[str], source: Optional[str], path: str,
                  creatures_only: bool) -> tuple:
        """The ids a selector object names, read once per distinct selector (and controller)
        while the permanents stay as they are: 10,000 effects with one selector read the
        board once, and share one tuple."""
        key = self._selector_key(sel, ctl, source, creatures_only)
        got = self._selected.get(key)
        if got is None:
            if sel.other or sel.extended:  # reads the permanent's id or its later fields
                got = tuple(p.id for p in self._candidates(sel, ctl)
                            if self.matches(p, sel, ctl, source, path, creatures_only))
            else:  # reads only these, which alike permanents share: matched once per distinct set
                seen: dict[tuple, bool] = {}
                out = []
                for p in self._candidates(sel, ctl):
                    k = (p.types, p.controller, p.subtypes, p.colors, p.keywords, p.power)
                    hit = seen.get(k)
                    if hit is None:
                        hit = seen[k] = self.matches(p, sel, ctl, source, path, creatures_only)
                    if hit:
                        out.append(p.id)
                got = tuple(out)
            self._selected[key] = got
        return got

    def _candidates(self, sel: SelectorObject, ctl: Optional[str]) -> Any:
        """The permanents a selector object may name, in board order: those with its first
        subtype, or of the player it names, when it names one (else all)."""
        best = None
        if sel.subtypes:
            best = self._indexed("subtypes").get(sel.subtypes[0], [])
        c = sel.controller
        if c is not None and c not in ("any", "opponents", "attached_player"):
            mine = self._indexed("controller").get(ctl if c == "you" else c, [])
            if best is None or len(mine) < len(best):
                best = mine
        return self.perms.values() if best is None else best

    def _indexed(self, field_name: str) -> dict[Optional[str], list]:
        got = self._index.get(field_name)
        if got is not None:
            return got
        index: dict[Optional[str], list] = {}
        self._index[field_name] = index
        if field_name == "subtypes":
            for p in self.perms.values():
                for s in set(p.subtypes):
                    index.setdefault(s, []).append(p)
        else:
            for p in self.perms.values():
                index.setdefault(p.controller, []).append(p)
        return index

    def out_of_range(self, ctl: Optional[str]) -> frozenset[str]:
        """801.10: the players outside the range of influence of `ctl` (an effect's
        controller), whom its effects can't affect, nor the permanents they control. Nothing
        without a range of influence, or for an effect of no player on the board."""
        roi = self.board.turn.range_of_influence
        if roi is None or ctl is None or ctl not in self.player_models:
            return frozenset()
        got = self.far_players.get(ctl)
        if got is None:
            seats = self.player_ids
            got = self.far_players[ctl] = frozenset(p for p in seats if not in_range(seats, ctl, p, roi))
        return got

    def _in_range(self, ids: tuple, ctl: Optional[str]) -> tuple:
        far = self.out_of_range(ctl)
        if not far:
            return ids
        perms = self.perms
        return tuple(i for i in ids if i not in perms or perms[i].controller not in far)

    def _hand_field(self, who: Optional[str]) -> str:
        """What a board that needs a player's hand size should write."""
        if who is None or who not in self.player_ids:
            return "the hand size of a player the board doesn't name"
        return f"player {who}'s hand size: write `hand: N` on that player (players[{self.player_ids.index(who)}].hand)"

    def select(self, sel, ctl, source, path) -> tuple:
        return self._in_range(self._select(sel, ctl, source, path), ctl)

    def _select(self, sel, ctl, source, path) -> tuple:
        if self.deadline is not None:
            self.deadline.check("resolving the board (reading the effects' selectors)")
        if sel is None:
            return tuple(pid for pid, p in self.perms.items() if p.is_creature)
        if sel == "self":
            return (source,) if source else ()
        if sel == "attached":
            src = self.perms.get(source) if source else None
            target = src.attached_to if src else None
            return (target,) if target in self.perms else ()
        if isinstance(sel, list):
            return tuple(dict.fromkeys(sel))
        return self._matching(sel, ctl, source, path, True)

    # -- effects ----------------------------------------------------------------------
    def raw_effects(self) -> list[RawEffect]:
        """Every effect in force that resolution reads: permanents' abilities, then those of
        the board's effects list whose kinds act at resolution. The others of that list
        (requirements, restrictions, costs: most of a big board's) resolution only passes on:
        `resolve` reads them off the list itself, in their place (their timestamps, 613.7,
        keep their order among these)."""
        out = []
        owners = self._ability_owners
        for p in filter(_ABILITIES, self.perms.values()):  # (few permanents of a big board have any)
            for j, eff in enumerate(p.abilities):
                out.append(RawEffect(eff, f"{p.id}.abilities[{j}]", f"permanents[{p.index}].abilities[{j}]",
                                     p.id, p.controller))
                owners.append(p.index)
        self._own_effects = len(out)
        new = tuple.__new__  # (RawEffect's own __new__ is a Python function: one call less per effect)
        perms = self.perms
        acting = self.acting_now
        for i, eff in enumerate(self.board.effects):
            if type(eff) not in acting:
                continue
            fields = eff.__dict__
            source = fields["source"]
            ctl = fields["controller"] or (perms[source].controller if source else None)
            label = f"effects[{i}]"  # its label is its path
            out.append(new(RawEffect, (eff, label, label, source, ctl)))
        self._board_acting = len(out) - self._own_effects
        return out

    def goad(self, creature: str, player: str) -> None:
        """`player` goads `creature` (701.15; the same player again adds nothing, 701.15d)."""
        self.goads.setdefault(creature, set()).add(player)

    # -- conditions -------------------------------------------------------------------
    def in_force(self, e: RawEffect) -> bool:
        """Whether an effect applies now: its condition holds (evaluated once, when its kind
        applies or, for the kinds judged at the declare-attackers step, on the resolved
        board). An unanswered condition makes the effect unread and leaves it out, unless its
        source's `unread_text` says how its text applies."""
        cond = getattr(e.model, "condition", None)
        if cond is None:
            return True
        verdict = self.verdicts.get(e.label)
        if verdict is None:
            verdict = self.verdicts[e.label] = evaluate(cond, self, e.controller, e.source, e.path)
            if verdict.holds is None:
                src = self.perms.get(e.source) if e.source else None
                if src is None or src.model.unread_text is None:
                    if e.model.kind == "grant_keywords":  # it may give nothing new: settled once resolved
                        self._open_grants.append((e, verdict.questions))
                    elif e.model.kind == "modify_pt" and e.model.power >= 0 and e.model.toughness >= 0:
                        self._open_pt.append((e, verdict.questions))  # it may change nothing read
                    elif _ON_ATTACKERS.get(type(e.model), False):  # it may name no possible attacker
                        self._open_attackers.append((e, verdict.questions))
                    elif e.model.kind == "mana_trigger":  # it only adds mana (605.1b): settle_open_mana
                        self._open_mana.append((e, verdict.questions))
                    else:
                        for question in verdict.questions:
                            self.note_unread(e.source, question)
        return verdict.holds is True

    def _still_in_force(self, e: RawEffect) -> bool:
        """Whether an effect found in force as its layer began (types or colors) still is at
        its turn in that layer (613.7), the layer's earlier runs applied: "as long as you
        control a Goblin" no longer holds once an earlier effect made the Goblin a Frog. One
        that started applying in an earlier layer goes on (613.6)."""
        cond = getattr(e.model, "condition", None)
        if cond is None or e.label in self.started:
            return True
        verdict = evaluate(cond, self, e.controller, e.source, e.path)
        if verdict.holds is True:
            return True
        self.verdicts[e.label] = verdict
        if verdict.holds is None:
            src = self.perms.get(e.source) if e.source else None
            if src is None or src.model.unread_text is None:
                for question in verdict.questions:
                    self.note_unread(e.source, question)
        return False

    def settle_open_grants(self) -> None:
        """A keyword grant whose condition is unanswered (riot's haste, 702.136; dash's, 702.109)
        changes nothing where every creature it would give them has those keywords without it
        (a keyword twice is once, 113.2c) and no selector reads keywords (an effect's creatures
        or condition as of its layer): the question matters only elsewhere."""
        if not self._open_grants:
            return
        reads = any(_reads_keywords(e.model) for e in self.raw) or any(map(_reads_keywords, self.board.effects))
        beyond: Optional[bool] = None
        for e, questions in self._open_grants:
            words = {k.lower() for k in e.model.keywords}
            chosen = [self.perms[c] for c in self.select(e.model.creatures, e.controller, e.source,
                                                          e.path + ".creatures") if c in self.perms]
            if not reads and all(words <= p.keywords for p in chosen):
                continue
            if self._beyond_active(chosen):  # no attacker's: only a selector of others' keywords sees them
                if beyond is None:
                    beyond = "keywords" in self.read_beyond()
                if not beyond:
                    continue
            for question in questions:
                self.note_unread(e.source, question)
        self._open_grants = []

    def _answered(self, unless: Optional[DefenderCondition], source: Optional[str],
                  ctl: Optional[str]) -> Optional[DefenderCondition]:
        """A `cant_attack`'s `unless` with the per-player answers to its question: those taken
        for one case (assumed), the board's, and those written on the effect, which win."""
        if unless is None or unless.defending_player_asked is None:
            return unless
        asked = unless.defending_player_asked
        one = held_by_one(asked.question)  # the monarch: yes for one player is no for the others
        if not (self.answers or self.assumed or one and asked.holds):
            return unless
        given = self.answers.get((source, asked.question))
        holds = dict(given) if isinstance(given, dict) else {}
        for (s, c, q, player), value in self.assumed.items():
            if player is not None and (s, c, q) == (source, ctl, asked.question):
                holds.setdefault(player, value)
        holds.update(asked.holds or {})
        if one and True in holds.values():
            for player in self.player_ids:
                holds.setdefault(player, False)
        if not holds or holds == (asked.holds or {}):
            return unless
        return unless.model_copy(update={"defending_player_asked": asked.model_copy(update={"holds": holds})})

    def settle_open_pt(self) -> None:
        """A bonus to power and toughness whose condition is unanswered (Heraldic Banner's
        chosen color) changes no answer where no selector reads power or toughness (an
        effect's creatures or condition, a mana ability's "for each") and no creature it may
        apply to has damage marked or toughness 0 or less without it (704.5f-g): the question
        matters only elsewhere, and to a max-power proposal (pt_open)."""
        if not self._open_pt:
            return
        reads = any("power" in traits_read(m) for m in chain(
            (e.model for e in self.raw), self.board.effects,
            (a for p in self.perms.values() for a in p.model.mana_abilities or ())))
        beyond: Optional[bool] = None
        for e, questions in self._open_pt:
            chosen = [p for c in self.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")
                      if (p := self.perms.get(c)) is not None]
            if any(p.model.damage or p.model.damage_by or (p.toughness is not None and p.toughness <= 0)
                   for p in chosen):
                pass  # 704.5f-g: whether it stays on the battlefield may hang on the bonus
            elif self._beyond_active(chosen):  # no attacker's power (an opponent's Heraldic Banner)
                if beyond is None:
                    beyond = "power" in self.read_beyond()
                if not beyond:
                    continue
            elif not reads:
                self.pt_open += [(e.source, q) for q in questions]
                continue
            for question in questions:
                self.note_unread(e.source, question)
        self.pt_open = list(dict.fromkeys(self.pt_open))  # each once, in board order
        self._open_pt = []

    def _beyond_active(self, chosen: list[RPermanent]) -> bool:
        """Whether none of these permanents is the active player's (none attacks, 508.1a)."""
        active = self.board.turn.active
        return all(p.controller != active for p in chosen)

    def read_beyond(self) -> set[str]:
        """The power, keywords and colors the effects in force, and the active player's mana
        abilities, read of permanents the active player may not control (traits_read_beyond),
        found once the effects are all in (settle_open_grants, settle_open_pt)."""
        if self._read_beyond is None:
            active = self.board.turn.active
            self._read_beyond = traits_beyond_of(
                chain(((e.model, e.controller) for e in self.raw), ((m, m.controller) for m in self.board.effects)),
                (a for p in self.perms.values() if p.controller == active for a in p.model.mana_abilities or ()),
                active)
        return self._read_beyond

    def settle_open_mana(self) -> None:
        """A triggered mana ability whose condition is unanswered (Caged Sun's chosen color,
        Regal Behemoth's monarch) only adds mana (605.1b): it matters only where a payment
        fails without it (solver: Context), so its questions are kept with the permanents it
        may apply to (mana_open) rather than made unread."""
        for e, questions in self._open_mana:
            sources = self.select_permanents(e.model.sources, e.controller, e.source, e.path + ".sources")
            self.mana_open += [(e.source, q, sources, e.model.of_color is not None) for q in questions]
        self._open_mana = []

    def settle_open_attackers(self) -> None:
        """An effect on creatures judged when attackers are declared (a requirement,
        restriction, cost or permission) whose condition is unanswered matters only where it
        names a creature that may attack: the active player's untapped creature (508.1a). An
        opponent's Bontu the Glorified, whatever its condition, changes nothing now."""
        for e, questions in self._open_attackers:
            kind = kind_of(e.model)
            if kind.defended_player(e.model, e.controller) == self.board.turn.active:
                continue  # no one attacks its controller now (508.1b): Island Sanctuary's
            chosen = self.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")
            if any((p := self.perms.get(c)) is not None and p.controller == self.board.turn.active
                   and p.is_creature and not p.tapped and kind.matters_to(p) for c in chosen):
                for question in questions:
                    self.note_unread(e.source, question)
        self._open_attackers = []

    def unknown_mana_value(self, pid: str) -> Optional[str]:
        """Why its mana value is not known (202.3), where its `mana_cost` is not written: its
        card's printed cost the board format can't hold, or a back face's that is its front
        face's (its own or what it copies); else None."""
        table = self.board.trait_text
        src = text_source(self.perms, pid, table) if table else None
        if src is None:
            return None
        return next((text for text, trait in table[src][1] if trait in ("mana cost", "mana value")), None)

    def note_unread(self, source: Optional[str], text: str) -> None:
        src = self.perms.get(source) if source else None
        self._add_unread({"permanent": source, "card": (src.model.card or src.name) if src is not None else None,
                          "text": text})

    def _add_unread(self, entry: dict) -> None:
        """An entry of `unread`, once (looked up in a set: 100,000 creatures may each be asked)."""
        key = (entry["permanent"], entry["card"], entry["text"])
        if key not in self._unread_seen:
            self._unread_seen.add(key)
            self.unread.append(entry)

    # -- the kinds that act at resolution ------------------------------------------------
    def apply_resolution_kinds(self, effects: list[RawEffect]) -> None:
        """The kinds that act at resolution, step by step in their order (613 layers: a kind
        may act in several, Step), each step's effects in force at once; +1/+1 and -1/-1
        counters with layer 7c, keyword counters first in layer 6. Steps of one order (the
        type changes of layer 4, the keyword grants, removals and losses of layer 6, the base
        power of 7b) take their effects together, in timestamp order (613.7)."""
        self.raw = effects
        counters_done = keywords_done = False
        by_type: dict[type, list[RawEffect]] = {}  # raw effects of these kinds by model type, in their order
        indexed = 0  # raw only grows (granted abilities): the new ones are indexed at each kind
        models = self.acting_now
        for layer in _same_order(_STEPS):
            order = layer[0].order
            if not keywords_done and order >= KEYWORD_COUNTERS_ORDER:
                self.apply_keyword_counters()
                keywords_done = True
            if not counters_done and order > COUNTERS_ORDER:
                self.apply_counters()
                counters_done = True
            self.current_order = order
            raw = self.raw
            if indexed < len(raw):
                added = raw[indexed:]
                indexed = len(raw)
                if not models.isdisjoint(map(type, map(_MODEL, added))):  # (most effects of a big board act later)
                    for e in added:
                        if type(e.model) in models:
                            by_type.setdefault(type(e.model), []).append(e)
            runs: list[tuple[Step, list[RawEffect]]] = []
            for step in layer:
                kind = step.kind
                mine = by_type.get(kind.model, [])
                if step.takes is not None:
                    mine = [e for e in mine if step.takes(e.model)]
                if self.lost or self.text_lost:  # (613.6: an effect that started applying goes on)
                    mine = [e for e in mine if e.label in self.started or not self.is_lost(e)]
                if kind.repeats is Repeats.SAME and len(mine) > 1:  # identical copies are one
                    same = Identical()
                    mine = [e for e in mine if same.first(e.model, e.source, e.controller, e) is e]
                self.note_traits(mine)  # what a condition reads matters whether it holds or not
                mine = [e for e in mine if self.in_force(e)]
                if mine:
                    runs.append((step, mine))
            self._apply_runs(runs)
        if not keywords_done:
            self.apply_keyword_counters()
        if not counters_done:
            self.apply_counters()
        self.current_order = float("inf")

    def _apply_runs(self, runs: list[tuple[Step, list[RawEffect]]]) -> None:
        """Each step's effects in force; where several kinds act in one layer, in the order
        of self.raw (timestamp order, 613.7), a run of one kind's effects at once. In layer 4,
        an effect that depends on another (613.8) applies after it, in a run of its own."""
        if runs and runs[0][0].order == TYPES_ORDER and sum(len(mine) for _, mine in runs) > 1:
            runs = self._dependency_runs(runs)
        elif len(runs) > 1:
            stamp = self.timestamp
            merged = sorted(((stamp(e), n, e) for n, (_, mine) in enumerate(runs) for e in mine), key=lambda t: t[0])
            steps = [step for step, _ in runs]
            runs = []
            for _, n, e in merged:
                if runs and runs[-1][0] is steps[n]:
                    runs[-1][1].append(e)
                else:
                    runs.append((steps[n], [e]))
        for k, (step, mine) in enumerate(runs):
            if self.text_lost:  # 305.7 earlier in this layer: its own effects don't apply (613.8a)
                mine = [e for e in mine if e.label in self.started or not self.is_lost(e)]
            if k and step.order <= COLOR_ORDER:  # types, colors: read again once the earlier runs applied
                mine = [e for e in mine if self._still_in_force(e)]
            if not mine:
                continue
            step.apply(mine, self)
            # what conditions counted and selectors read may have changed (subtypes only in layer 4)
            self.changed(subtypes=step.order < 5)

    def _dependency_runs(self, runs: list[tuple[Step, list[RawEffect]]]) -> list[tuple[Step, list[RawEffect]]]:
        """613.8a: in layer 4 an effect depends on another when applying the other first
        changes what it applies to (March of the Machines' "noncreature artifact" and a
        Vehicle crewed later): it waits until that one is applied (613.8b), in timestamp
        order otherwise and within a dependency loop (613.8b). Dependencies are found by
        applying each other effect alone to the permanents as layer 4 begins, up to
        DEPENDENCY_LIMIT effects (beyond, where one reads a selector object, the board is
        unread)."""
        stamp = self.timestamp
        items = sorted(((stamp(e), n, step, e) for n, (step, mine) in enumerate(runs) for e in mine),
                       key=lambda t: (t[0], t[1]))
        flat = [(step, e) for _, _, step, e in items]
        n = len(flat)
        readers = [i for i, (_, e) in enumerate(flat) if isinstance(e.model.permanents, SelectorObject)]
        deps: list[set[int]] = [set() for _ in range(n)]
        if readers and n > DEPENDENCY_LIMIT:  # timestamp order could be wrong (613.8): not a guess
            self.note_unread(None, f"{n} type-changing effects apply in layer 4 (613.1d): their dependencies "
                                   f"(613.8a) are worked out for at most {DEPENDENCY_LIMIT}")
        if readers and n <= DEPENDENCY_LIMIT:
            for j, (step, y) in enumerate(flat):
                touched = self.select_permanents(y.model.permanents, y.controller, y.source, y.path + ".permanents")
                targets = [self.perms[pid] for pid in touched if pid in self.perms]
                if not targets:
                    continue
                readers_j = [i for i in readers if i != j]
                if not readers_j:
                    continue
                before = {i: self._chooses(flat[i][1], targets) for i in readers_j}
                saved = [(p, p.types, p.subtypes, p.keywords, p.mana, p.mana_raw) for p in targets]
                started, text_lost = dict(self.started), set(self.text_lost)
                added = {pid: set(opts) for pid, opts in self.mana_added.items()}
                sacrificed = {pid: set(opts) for pid, opts in self.sacrifice_granted.items()}
                step.apply([y], self)
                self.changed()
                after = {i: self._chooses(flat[i][1], targets) for i in readers_j}
                for p, types, subtypes, keywords, mana, mana_raw in saved:
                    p.types, p.subtypes, p.keywords, p.mana, p.mana_raw = types, subtypes, keywords, mana, mana_raw
                self.started, self.text_lost, self.mana_added = started, text_lost, added
                self.sacrifice_granted = sacrificed
                self.changed()
                for i in readers_j:
                    if before[i] != after[i]:
                        deps[i].add(j)
        # an effect of a land's rules text depends on an effect that takes that text away
        # (305.7): applying that one changes whether it exists (613.8a)
        for j, (step, y) in enumerate(flat):
            if step.kind.removes_rules_text(y.model):
                lands = set(self.select_permanents(y.model.permanents, y.controller, y.source,
                                                   y.path + ".permanents"))
                for i, (_, x) in enumerate(flat):
                    if i != j and x.source in lands and _rules_text_ability(x):
                        deps[i].add(j)
        waits: list[set[int]] = deps
        if not any(deps):
            order = list(range(n))
        else:
            reach = [set(d) for d in deps]  # what each depends on, directly or not
            grew = True
            while grew:
                grew = False
                for i in range(n):
                    more = set().union(*(reach[j] for j in reach[i])) - reach[i] if reach[i] else set()
                    if more:
                        reach[i] |= more
                        grew = True
            waits = [{j for j in deps[i] if i not in reach[j]} for i in range(n)]  # a loop: timestamp order
            order, left = [], list(range(n))
            while left:
                i = next((i for i in left if not (waits[i] & set(left))), left[0])
                order.append(i)
                left.remove(i)
        out: list[tuple[Step, list[RawEffect]]] = []
        in_run: set[int] = set()
        for i in order:
            step, e = flat[i]
            if out and out[-1][0] is step and not (waits[i] & in_run):
                out[-1][1].append(e)
                in_run.add(i)
            else:
                out.append((step, [e]))
                in_run = {i}
        return out

    def _chooses(self, e: RawEffect, targets: list[RPermanent]) -> frozenset:
        """Which of these permanents the effect's selector object matches now."""
        sel = e.model.permanents
        return frozenset(p.id for p in targets if self.matches(p, sel, e.controller, e.source, e.path, False))

    def add_effects(self, added: list[RawEffect]) -> None:
        """Effects that start to exist now (abilities granted, 613.1f): those of kinds whose
        turn has passed apply at once, the others in their turn."""
        self.raw.extend(added)
        by_kind: dict[Any, list[RawEffect]] = {}
        for e in added:
            by_kind.setdefault(type(e.model), []).append(e)
        for layer in _same_order(_STEPS):
            if layer[0].order >= self.current_order:
                continue
            runs = []
            for step in layer:
                mine = [e for e in by_kind.get(step.kind.model, []) if step.takes is None or step.takes(e.model)]
                self.note_traits(mine)
                mine = [e for e in mine if self.in_force(e) and (e.label in self.started or not self.is_lost(e))]
                if mine:
                    runs.append((step, mine))
            self._apply_runs(runs)

    def timestamp(self, e: RawEffect) -> float:
        """An effect's timestamp (613.7), as a number: its place among the effects the board
        holds (the permanents' abilities in board order, then the board's effects); a granted
        ability's is set when it is granted (stamp_granted)."""
        stamps = self._stamps
        got = stamps.get(id(e))
        if got is None:
            if len(stamps) < len(self.raw):  # the board's own effects, once
                stamps.update((id(x), float(i)) for i, x in enumerate(self.raw) if id(x) not in stamps)
            got = stamps[id(e)]
        return got

    def stamp_granted(self, granted: RawEffect, grant: RawEffect, holder: RPermanent) -> None:
        """613.7a: an effect of a granted ability has the later of the timestamps of the
        permanent that has the ability and of the effect that granted it."""
        self._stamps[id(granted)] = max(self.timestamp(grant), self._held(holder))

    def _held(self, p: RPermanent) -> float:
        """The permanent's own timestamp: after its own abilities, before the next permanent's."""
        return bisect_right(self._ability_owners, p.index) - 0.5

    def newer_counter_keywords(self, p: RPermanent, e: RawEffect) -> frozenset[str]:
        """The keywords p's keyword counters give that are newer than effect e: a counter is
        no older than its permanent (read as of its permanent's timestamp, after its own
        abilities), so an older effect that removes a keyword leaves it (613.7, 122.1b)."""
        named = _counter_keywords(p)
        return named if named and self.timestamp(e) < self._held(p) else frozenset()

    def lose_abilities(self, p: RPermanent, e: RawEffect, keep: frozenset[str]) -> None:
        """p loses all abilities but the keywords `keep` (613 layer 6, applied first there: the
        abilities it removes add nothing, 613.8): its keywords and mana abilities now, the
        effects of its abilities from here on (is_lost); in timestamp order with the keyword
        grants, its keywords are `keep` again (LoseAbilitiesKind)."""
        self.lost[p.id] = max(self.lost.get(p.id, -1.0), self.timestamp(e))
        p.keywords = keep
        p.mana = ()
        p.mana_raw = []
        self.mana_added.pop(p.id, None)
        self.sacrifice_granted.pop(p.id, None)

    def is_lost(self, e: RawEffect) -> bool:
        """Whether an effect is one of the abilities of a permanent that lost them all: its
        own or granted before the loss (its path runs through `abilities`), not an effect a
        resolved ability of it left (a board effect naming it as `source`); or one of the
        abilities of its rules text (its own label, not a granted one's) where 305.7 took them."""
        src = e.source
        if src in self.lost and ".abilities[" in e.path and e.label not in self.granted_later:
            return True
        return src in self.text_lost and _rules_text_ability(e)

    def set_land_types(self, p: RPermanent, e: RawEffect, types: frozenset[str], in_addition: bool) -> None:
        """305.7: the land has these basic land types; unless in addition to its others, it
        no longer has its old land types and loses the abilities of its rules text and copy
        effects (its keywords and mana abilities now, its own effects from here on: is_lost;
        a copy keeps its copied name and types). Keywords other effects gave it stay: where
        its fields hold them (an animated manland written as it is now), its `copiable`
        keywords are those of its rules text. 305.6: it has "{T}: Add [mana]" for each basic
        land type it has."""
        if not in_addition:
            p.subtypes = p.subtypes - LAND_SUBTYPES
            copiable = p.model.copiable
            if p.model.copy_of is None and copiable is not None and copiable.keywords is not None:
                p.keywords = p.keywords - _lower(copiable.keywords)  # what other effects gave it stays
            else:
                p.keywords = frozenset()
            p.mana, p.mana_raw = (), []
            self.text_lost.add(p.id)
            self.mana_added.pop(p.id, None)
            self.sacrifice_granted.pop(p.id, None)
        p.subtypes = p.subtypes | types
        gained = _options([BASIC_LAND_MANA[t] for t in BASIC_LAND_TYPES if t in types])
        self.mana_added.setdefault(p.id, set()).update(gained)
        p.mana = p.mana + tuple(o for o in gained if o not in p.mana)

    def note_traits(self, effects: list[RawEffect]) -> None:
        """The traits these effects' selectors and conditions read, where some permanent has
        a trait the card reader does not read (Maskwood Nexus's creature types matter to
        Goblin Warchief's haste grant, 613.1d before 613.1f)."""
        if self.board.trait_text:
            active = self.board.turn.active
            for e in effects:
                self.traits_read |= traits_read(e.model)
                self.traits_beyond |= traits_read_beyond(e.model, e.controller, active)

    def apply_keyword_counters(self) -> None:
        """122.1b: a keyword counter gives its permanent that keyword, in layer 6 with the
        keyword grants (an effect that removes the keyword applies after them)."""
        changed = False
        for p in self.with_counters:  # (nothing else sets counters)
            if p.counters:
                named = _counter_keywords(p)
                if named - p.keywords:
                    p.keywords = p.keywords | named
                    changed = True
        if changed:
            self.changed()

    def apply_counters(self) -> None:
        """613.4c: each +1/+1 counter gives +1/+1, each -1/-1 counter -1/-1."""
        if self.pt_counters:
            self.changed()
        for p in self.pt_counters:
            if p.power is not None or p.toughness is not None:
                n = p.counters.get("+1/+1", 0) - p.counters.get("-1/-1", 0)
                p.power = (p.power or 0) + n
                p.toughness = (p.toughness or 0) + n

    def select_permanents(self, sel, ctl, source, path) -> tuple:
        if isinstance(sel, SelectorObject):
            if self.deadline is not None:
                self.deadline.check("resolving the board (reading the effects' selectors)")
            return self._in_range(self._matching(sel, ctl, source, path, False), ctl)
        return tuple(c for c in self.select(sel, ctl, source, path) if c in self.perms)

    def apply_mana(self) -> None:
        """605, 106: each permanent's mana abilities after replacement effects ("if tapped for
        mana ... instead") and triggered mana abilities ("whenever ... is tapped for mana"),
        which their kinds gathered by permanent."""
        replacements = self.mana_replacements
        triggers = self.mana_triggers
        fixed: dict = {}  # pid -> [(symbol, options)] for abilities of known mana
        pending: dict = {}  # pid -> [(symbol, ManaAbility)] for "could produce" abilities
        # pid -> [(symbol, options)] for abilities whose counters to remove it lacks: what they
        # would make counts for "could produce" all the same (106.7: costs ignored)
        unpaid: dict = {}
        tapping: list = []  # (its permanent, ability key, the permanents its cost may tap): "Tap N untapped X"
        sacrificing: list = []  # (its permanent, the permanents it may sacrifice, its options): Ashnod's Altar
        # permanents whose counted mana ability's activation costs mana (Nykthos) -> the permanents
        # its count reads (devotion's mana costs, the creatures whose power, the permanents counted)
        counted_paid: dict[str, set[str]] = {}
        # permanents whose only mana ability is their {T} one, with no replacement or trigger:
        # their abilities are that one as it stands (the lands of a big board)
        plain: list[RPermanent] = []
        for pid, p in self.perms.items():
            if not p.mana and not p.mana_raw:
                continue  # no mana ability: nothing to replace or trigger (most permanents)
            if not p.mana_raw and not replacements.get(pid) and not triggers.get(pid):
                plain.append(p)
                continue
            abil = []
            if p.mana:
                abil.append(("T", p.mana))
            for j, a in enumerate(p.mana_raw):
                if a.with_counters is not None and not _counters_within(p, a.with_counters):
                    continue  # there only while it has such counters (Incubation Druid's three mana)
                # "R": no {T} nor {Q}, counters removed for its whole cost (Pentad Prism)
                sym = "Q" if a.cost == "{Q}" else "R" if a.cost == "" else "T"
                have = p.counters.get(a.remove_counter, 0) if a.remove_counter is not None else 0
                if a.remove_counter is not None and have < a.remove_count:
                    # 602.2b: counters to remove are part of its cost (Vivid Meadow without one)
                    if a.produce is not None:
                        unpaid.setdefault(pid, []).append((sym, _options(a.produce)))
                    continue
                pay = _activation(a.cost)  # its options carry what it costs besides {T} (a Signet's {1})
                if a.tap_untapped is not None:
                    # "Tap N untapped X you control" (Springleaf Drum, Heritage Druid): its
                    # controller's untapped permanents that a selector selects (not itself when
                    # {T} taps it already); none enough: it can't be activated (602.2b)
                    ability = f"{pid}:{j}"
                    sym = "T" if a.cost == "{T}" else "O"
                    chosen = [q for q in self._own_selected(a.tap_untapped, p, f"mana_abilities[{j}].tap_untapped")
                              if not self.perms[q].tapped and not (sym == "T" and q == pid)]
                    most = 1 if sym == "T" else len(chosen) // a.tap_count
                    if len(chosen) < a.tap_count:
                        unpaid.setdefault(pid, []).append((sym, _options(a.produce or [])))
                        continue
                    tapping.append((pid, ability, tuple(chosen)))
                    abil.append((sym, tuple(replace(o, taps=a.tap_count, tap_key=ability, activations=most)
                                            for o in _options(a.produce or []))))
                    continue
                if a.sacrifice:  # sacrificed for its whole cost: once, tapped or not (Reckless Barbarian)
                    abil.append(("S", _options(a.produce or [])))
                elif a.sacrifice_one is not None and sym == "T":
                    # "{T}, Sacrifice a creature: Add {B}{B}." (Phyrexian Tower): its {T} ability,
                    # there while one of its controller's permanents it selects may be sacrificed
                    # (602.2b: itself too); whether another cost takes that one: Context
                    victims = self._own_selected(a.sacrifice_one, p, f"mana_abilities[{j}].sacrifice_one")
                    options = _options(a.produce or [])
                    if victims:
                        abil.append((sym, options))
                        self.tap_sacrifice.append((pid, tuple(victims), options))
                    else:
                        unpaid.setdefault(pid, []).append((sym, options))
                elif a.sacrifice_one is not None:
                    # "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar): its mana is made by
                    # sacrificing one of its controller's permanents a selector selects (701.21a),
                    # each at most once, itself too; it could produce that mana (106.7)
                    victims = self._own_selected(a.sacrifice_one, p, f"mana_abilities[{j}].sacrifice_one")
                    unpaid.setdefault(pid, []).append((sym, _options(a.produce or [])))
                    if victims:
                        sacrificing.append((pid, tuple(victims), _options(a.produce or [])))
                elif a.per_devotion:
                    if pay[0]:
                        counted_paid.setdefault(pid, set()).update(
                            q for q, r in self.perms.items() if r.controller == p.controller and r.mana_cost)
                    # 700.5: Karametra's Acolyte, Nykthos: each option's color times its
                    # controller's devotion to that color (no mana for a devotion of 0)
                    if (unsure := devotion_unknowns(self, p.controller)):
                        for text in unsure:  # an effect adding to devotion, a cost the board can't hold
                            self.note_unread(pid, f"{p.controller}'s devotion, which its mana ability counts: {text}")
                    made_each = []
                    for made in _options(a.produce or []):
                        color = made.fixed[0][0] if made.fixed else ""
                        n = devotion(self, p.controller, [color]) if color else 0
                        if n:
                            made_each.append(made.times(n))
                    if made_each:
                        abil.append((sym, _paying(tuple(made_each), pay)))
                elif a.for_each is not None or a.per_counter is not None or a.per_power or \
                        a.greatest_power_among is not None:
                    # Gaea's Cradle: its symbol for each permanent selected; Everflowing Chalice:
                    # for each counter of a kind on it (122.1); Viridian Joiner: for each point of
                    # its power (after layer 7, 613.4); Bighorner Rancher: of the greatest power
                    # among the creatures selected (none: 0)
                    path = f"permanents[{p.index}].mana_abilities[{j}]"
                    reads = self.select_permanents(a.for_each, p.controller, pid, path + ".for_each") \
                        if a.for_each is not None else tuple(
                            q for q in self.select_permanents(a.greatest_power_among, p.controller, pid,
                                                              path + ".greatest_power_among")
                            if q in self.perms and self.perms[q].is_creature) \
                        if a.greatest_power_among is not None else (pid,)
                    n = len(reads) if a.for_each is not None else p.counters.get(a.per_counter or "", 0) \
                        if a.per_counter is not None else max(p.power or 0, 0) if a.per_power and p.is_creature \
                        else 0 if a.per_power else max([self.perms[q].power or 0 for q in reads] + [0])  # (208.3)
                    if n:  # none selected: it makes no mana
                        options = tuple(made.times(n) for made in _options(a.produce or []))
                        if n > 1 and any(o.any_color for o in options) and (replacements.get(pid) or triggers.get(pid)):
                            # Selvala's X mana in any combination, each doubled (106.12) or added to:
                            # spelled out as one color each time, narrower than it is
                            self.narrow_mana.append((pid, "its mana in any combination of colors, replaced or "
                                                          "added to by another effect (106.12, 605.1b), is read as "
                                                          "one color: a payment failing without the other "
                                                          "combinations is not judged"))
                        abil.append((sym, _paying(options, pay)))
                        if pay[0]:
                            counted_paid.setdefault(pid, set()).update(reads)
                elif a.colors_among is not None:
                    # Bloom Tender: one mana of each color among the permanents selected, their
                    # colors as attackers are declared (613.1e); none colored: no mana
                    among = self.select_permanents(a.colors_among, p.controller, pid,
                                                   f"permanents[{p.index}].mana_abilities[{j}].colors_among")
                    colors = set().union(*(self.perms[q].colors for q in among if q in self.perms))
                    symbols = "".join("{%s}" % c for c in "WUBRG" if c in colors)
                    if symbols:
                        abil.append((sym, _paying(_options([symbols]), pay)))
                elif a.produce is not None and sym == "R":
                    # 602.2b: activated up to once for each `remove_count` counters, each time
                    # its one option (one mana of any color each time: any combination)
                    n = 1 if a.once_each_turn else have // a.remove_count
                    made = _options(a.produce)[0]
                    if a.once_each_turn and not self._mana_written(p):
                        # read from its card: whether it was activated earlier this turn is on no
                        # board field, so it is read as usable, wider than it may be
                        self.mana_doubts.append((pid, "its mana ability is activated only once each turn (Mana "
                                                      "Bloom's): whether it was this turn is on no board field, so "
                                                      "a payment needing it is not judged; write its "
                                                      "mana_abilities (without that one once activated) to judge "
                                                      "it", (pid,)))
                    abil.append((sym, (replace(made, activations=n),)))
                elif a.produce is not None:
                    abil.append((sym, _paying(_options(a.produce), pay)))
                elif a.commander_color_identity:
                    known: tuple[str, ...] = ()
                    if self.player_models[p.controller].commander_color_identity is None:
                        known = self._identity_known(p.controller) if p.controller == self.board.turn.active else ()
                        if known:  # read as those colors, narrower than it may be (Context: narrow_mana)
                            self.narrow_mana.append((pid, _IDENTITY_NARROW.format(p.controller, "".join(known))))
                        else:
                            self.identity_unknown.append(pid)
                    abil.append((sym, _paying(self._commander_mana(p.controller, known), pay)))
                else:
                    pending.setdefault(pid, []).append((sym, a, f"permanents[{p.index}].mana_abilities[{j}]"))
            fixed[pid] = abil

        memo: dict = {}  # sources alike (lands under the same effects) are worked out once

        def replaced(pid, sym, options):
            # only tapping for mana is replaced (106.12); the player orders replacements (616.1)
            effs = replacements.get(pid, []) if sym == "T" else []
            if not effs:
                return tuple(options)
            key = ("r", tuple(options), tuple(map(id, effs)))
            if key not in memo:
                memo[key] = _by_activation_cost(options, lambda opts: after_replacements(opts, effs))
            return memo[key]

        def triggered(pid, options):
            effs = triggers.get(pid, [])
            if not effs:
                return tuple(options)
            key = ("t", tuple(options), tuple(map(id, effs)))
            if key not in memo:
                memo[key] = _by_activation_cost(options, lambda opts: after_triggers(opts, effs))
            return memo[key]

        # "could produce" (106.7): a fixpoint over the types each permanent could make,
        # ignoring costs; a type nobody defines means no mana (106.7).
        could: dict = defaultdict(set)
        for pid, abil in fixed.items() if pending else ():  # read for "could produce" abilities only
            for sym, opts in abil + unpaid.get(pid, []):
                could[pid] |= types_of(replaced(pid, sym, opts))
        for p in plain if pending else ():
            could[p.id] |= types_of(p.mana)
        targets = {}
        for pid, items in pending.items():
            p = self.perms[pid]
            for sym, a, path in items:
                targets[pid, path] = self.select_permanents(a.could_produce, p.controller, pid, path + ".could_produce")
                self.could_read.setdefault(pid, set()).update(targets[pid, path])
        changed = True
        while changed:
            changed = False
            for pid, items in pending.items():
                for sym, a, path in items:
                    ts = set().union(*[could.get(q, ()) for q in targets[pid, path]]) if targets[pid, path] else set()
                    if a.of == "color":
                        ts -= {"C"}
                    new = types_of(replaced(pid, sym, tuple(ManaOption(((t, 1),)) for t in sorted(ts))))
                    if not new <= could[pid]:
                        could[pid] |= new
                        changed = True
        as_is: dict[int, tuple] = {}  # its {T} options (by id: each is kept by its permanent) -> its abilities
        for p in plain:
            got = as_is.get(id(p.mana))
            if got is None:
                got = as_is[id(p.mana)] = (("T", p.mana),)  # its options are distinct (_options)
            p.mana_abilities = got
        alike: dict = {}  # (its {T} options, its replacements, its triggers) -> (options, abilities)
        for pid in fixed:
            p = self.perms[pid]
            key = None
            if not p.mana_raw:  # its abilities follow from these alone (lands of one kind)
                key = (id(p.mana), tuple(map(id, replacements.get(pid, ()))), tuple(map(id, triggers.get(pid, ()))))
                got = alike.get(key)
                if got is not None:
                    p.mana_abilities = got[1]
                    continue
            out = []
            abil = list(fixed[pid])
            for sym, a, path in pending.get(pid, []):
                ts = set().union(*[could.get(q, ()) for q in targets[pid, path]]) if targets[pid, path] else set()
                if a.of == "color":
                    ts -= {"C"}
                abil.append((sym, _paying(tuple(ManaOption(((t, a.times),)) for t in _ordered(ts)), _activation(a.cost))))
            for sym, opts in abil:
                opts = replaced(pid, sym, opts)
                if sym == "T":
                    opts = triggered(pid, opts)
                if opts:  # an ability that would make mana of no defined type makes none
                    out.append((sym, opts))
            # 107.5: once tapped, a permanent can't pay {T} again, so its {T} abilities are
            # one choice per payment (likewise its {Q} abilities, 107.6); each "R" ability
            # removes counters of its own (models/board.py) and stays apart (602.2b), as does
            # each "O" one (no {T}: it taps other permanents, Heritage Druid's)
            merged: dict = {}
            for k, (sym, opts) in enumerate(out):
                have = merged.setdefault(sym if sym not in ("R", "O") else (sym, k), [])  # ("S": sacrificed once)
                have += [o for o in opts if o not in have]
            p.mana_abilities = tuple((sym if isinstance(sym, str) else sym[0], tuple(opts))
                                     for sym, opts in merged.items())
            if key is not None:
                alike[key] = (p.mana, p.mana_abilities)  # its options kept: their id stays theirs
        for pid in self.cant_activate:  # 602.5: no mana ability of theirs can be activated
            if pid in self.perms:
                self.perms[pid].mana_abilities = ()
        for pid, more in self.cost_more.items():  # 601.2f: paid with mana made before (605.3a)
            p = self.perms[pid]
            # {2}{W/U}: not held by a ManaOption; "R" (Pentad Prism's): {N} more for each activation
            if any(o.pay_with for _, opts in p.mana_abilities for o in opts) or any(
                    sym == "R" for sym, _ in p.mana_abilities):
                self.mana_doubts.append((pid, f"its mana abilities cost {{{more}}} more to activate (a name chosen: "
                                              "Skyseer's Chariot), beside a colored symbol or once for each counter "
                                              "removed (601.2f): a payment needing them is not judged", (pid,)))
                continue
            p.mana_abilities = tuple((sym, tuple(replace(o, pay=o.pay + more) for o in opts))
                                     for sym, opts in p.mana_abilities)
        # (after the increases: tapping a permanent for another's cost activates none of its own)
        self._tapped_for_costs(tapping)
        self._sacrificed_for_costs(sacrificing)
        self._sacrificed_before_paid()
        self.counted_paid = {pid: frozenset(reads) for pid, reads in counted_paid.items() if pid in self.perms
                             and pid not in self.cant_activate}

    def _sacrificed_before_paid(self) -> None:
        """Mana made by sacrificing a permanent may pay its own mana ability's activation cost
        in the payment model (605.3a), but a sacrificed permanent can't then be tapped: a
        payment needing such a permanent is not judged. (A count that loses what a sacrifice
        took, Nykthos' devotion: Context._counted_after_sacrifice.)"""
        for pid, p in self.perms.items():
            abilities = p.mana_abilities
            if abilities and any(sym == "S" for sym, _ in abilities) and any(  # (most have none)
                    o.pay or o.pay_with for sym, opts in abilities if sym in ("T", "Q") for o in opts):
                self.mana_doubts.append((pid, "its mana ability's activation cost may be paid with mana made by "
                                              "sacrificing it, after which it can't be tapped (605.3a): a payment "
                                              "needing it is not judged", (pid,)))

    def _sacrificed_for_costs(self, sacrificing: list) -> None:
        """Each permanent another's mana ability may sacrifice ("Sacrifice a creature: Add
        {C}{C}.") gets that ability's mana as options of its "S" ability: it is sacrificed once
        (701.21a), for its own such ability or another's, tapped, attacking or summoning sick
        alike; the ability's permanent may be activated any number of times, and an increase
        of its cost (601.2f) is paid at each. None if its abilities can't be activated (602.5)."""
        for pid, chosen, options in sacrificing:
            if pid in self.cant_activate:
                continue
            self.sacrifice_outlets = True
            more = self.cost_more.get(pid, 0)
            made = tuple(replace(o, sacrificed_by=pid, pay=o.pay + more) for o in options)
            for q in chosen:
                _join_ability(self.perms[q], "S", made)

    def _tapped_for_costs(self, tapping: list) -> None:
        """Each permanent another's mana ability may tap for its cost ("Tap an untapped
        creature you control") gets an option making no mana: tapped for that cost. It is one
        with its {T} abilities (107.5: tapped once), but not tapped for mana (106.12: no
        replacement or trigger applies) and usable summoning sick (302.6 limits {T} only);
        an ability that can't be activated (602.5) taps none."""
        for pid, key, chosen in tapping:
            if not any(o.tap_key == key for _, opts in self.perms[pid].mana_abilities for o in opts):
                continue
            tapped = (ManaOption(taps_for=key),)
            for q in chosen:
                _join_ability(self.perms[q], "T", tapped)

    def _own_selected(self, selectors: list, p: RPermanent, field: str) -> list[str]:
        """The permanents p's controller controls that any of these selectors (p's ability's
        `field`) selects, each once, in the order found."""
        path = f"permanents[{p.index}].{field}"
        found = {q: None for i, sel in enumerate(selectors)
                 for q in self.select_permanents(sel, p.controller, p.id, f"{path}[{i}]")
                 if self.perms[q].controller == p.controller}
        return list(found)

    def _mana_written(self, p: RPermanent) -> bool:
        """Whether the board writes p's `mana_abilities` itself (not its card, nor a copy's)."""
        given = self.board._given.get(p.index)
        return "mana_abilities" in (given if given is not None else p.model.model_fields_set)

    def _commander_mana(self, player: str, known: tuple[str, ...] = ()) -> tuple:
        """903.4: one mana of any color in the player's commander's color identity; none for
        a colorless commander or none (a board that doesn't say is read as any color, and
        the answers where its controller pays a cost to attack are unknown; or as the `known`
        colors surely in it, _identity_known)."""
        colors = self.player_models[player].commander_color_identity
        if colors is None and known:
            return tuple(ManaOption(((c, 1),)) for c in known)
        if colors is None:
            return _options(["any"])  # unread where it matters: identity_unknown
        return tuple(ManaOption(((c, 1),)) for c in _ordered({c.upper() for c in colors}))

    def _identity_known(self, player: str) -> tuple[str, ...]:
        """Colors surely in a player's commander's color identity where the board doesn't give
        it: those of the commanders they own on the battlefield, the mana symbols of their mana
        costs and, for a card, of its rules text and its colors (903.4; a partner elsewhere may
        add more)."""
        colors: set[str] = set()
        for q in self.perms.values():
            if q.model.commander and (q.model.owner or q.controller) == player:
                if q.model.mana_cost:
                    from .cards.sources import cost_colors

                    colors.update(cost_colors(q.model.mana_cost))
                if q.model.card:  # its card's rules text and colors too (Kenrith's {R}, {G}, {U}, {B})
                    from . import cards

                    colors |= cards.identity_colors(q.model.card)
        return tuple(c for c in "WUBRG" if c in colors)

    def player_word(self, value: Optional[str], ctl: Optional[str], source: Optional[str] = None) -> Optional[str]:
        """A `target` or `player` value: `you` is the controller, `self` the source,
        `attached_controller` the controller of the permanent the source is attached to
        (None: nothing, like a target that is gone); `owner` stays (read per creature)."""
        if value == "you":
            return ctl
        if value == "self":
            return source
        if value == "attached_controller":
            src = self.perms.get(source) if source else None
            host = self.perms.get(src.attached_to) if src is not None and src.attached_to else None
            return host.controller if host is not None else None
        return value

    def amount(self, x, ctl, source, path) -> int:
        if x is None:
            return 0
        if isinstance(x, int):
            return x
        if x == "paid":
            # An enters-the-battlefield trigger or replacement effect that refers to X uses the
            # X of the spell the permanent was; without a source it is 0.
            src = self.perms.get(source) if source else None
            return src.model.x_paid if src is not None else 0
        if isinstance(x, CountersOnAttacker):
            return 0  # read per attacker (REffect.x_attacker)
        if isinstance(x, BasicLandTypes):
            who = self.player_word(x.basic_land_types, ctl, source)
            return sum(1 for t in BASIC_LAND_TYPES
                       if any(p.controller == who and "land" in p.types and t in p.subtypes
                              for p in self.perms.values()))
        if isinstance(x, HandOf):
            who = self.player_word(x.hand, ctl, source)
            hand = self.hand.get(who) if who is not None else None
            if hand is None:
                raise BoardError(path, f"x: hand needs {self._hand_field(who)}")
            return hand
        assert isinstance(x, CountOf)
        far = self.out_of_range(ctl)  # 801.11: it sees only what is within its controller's range
        return sum(
            1 for p in self.perms.values()
            if p.controller not in far and self.matches(p, x.count, ctl, source, path, creatures_only=False)
        )

    def card_unread(self) -> None:
        """A permanent filled from a card whose attack-relevant text the reader did not
        understand is unread, unless its `unread_text` says how that text applies; a copy
        has the copied card's text (707.2), unless it or the original says so."""
        card_text = self.board.card_text
        if not card_text:
            return
        for p in self.perms.values():
            pid, seen = p.id, {p.id}
            m = p.model
            while pid not in card_text and m.copy_of is not None and m.copy_of not in seen and m.unread_text is None:
                pid = m.copy_of
                seen.add(pid)
                m = self.perms[pid].model
                if m.unread_text == "written":
                    break
            if pid in card_text and m.unread_text is None and p.model.unread_text is None:
                card, sentences = card_text[pid]
                for text in sentences:
                    if p.controller != self.board.turn.active and _YOUR_COMBAT_UNTIL_EOT.match(text):
                        continue  # its controller's beginning of combat, this turn only: not now (Xenagos)
                    self._add_unread({"permanent": p.id, "card": card, "text": text})

    def graveyard_unread(self) -> None:
        """113.6b: a card's ability that functions while the card is in a graveyard (Anger's
        haste, Wonder's flying) is not modelled: a graveyard that lists such a card by name
        leaves the answers unknown."""
        named = [(p.id, c.name) for p in self.board.players for c in p.graveyard if c.name]
        if not named:
            return
        from . import cards

        for player, name in named:
            for text in cards.graveyard_abilities(name):
                self._add_unread({"permanent": None, "card": name, "text": f"{text} (in {player}'s graveyard)"})

    def resolve(self) -> ResolvedBoard:
        raw = self.raw_effects()
        self.card_unread()
        self.graveyard_unread()
        self.apply_resolution_kinds(raw)
        self.settle_open_grants()
        self.settle_open_pt()
        self.settle_open_mana()
        self.apply_mana()
        effects: list[REffect] = []
        opponents = [pid for pid in self.player_ids if pid != self.board.turn.active]
        identical = Identical()
        heads = identical.heads
        costs: dict[str, ManaCost] = {}
        fixed_costs: dict[tuple, ManaCost] = {}  # (cost, X given as a number or not at all) -> the cost
        t = self.board.turn
        in_reach = t.range_of_influence is None  # 801.10: every effect can affect the attack
        words = _PLAYER_WORDS
        plans: dict[type, tuple[bool, bool, bool]] = {}  # model type -> the fields below it has (_plan)
        perms = self.perms
        # the effects in force of kinds that don't act at resolution, in their order: the
        # permanents' abilities, the board's effects list, abilities granted at resolution (the
        # deadline checked at each effect in force, those acting at resolution counted)
        raw, own, acting_now, deadline = self.raw, self._own_effects, self.acting_now, self.deadline
        listed = self.board.effects
        total = len(raw) + len(listed) - self._board_acting  # every effect in force
        granted = own + self._board_acting  # where granted abilities begin in raw
        e: Optional[RawEffect]
        for n, item in enumerate(chain(raw[:own], listed, raw[granted:])):
            if deadline is not None:
                deadline.check(f"resolving the board (effect {n + 1} of {total})")
            if type(item) is RawEffect:  # a permanent's ability, its own or granted
                e = item
                eff, label, path, source, ctl = e
                model_type = type(eff)
                if model_type in acting_now or ((self.lost or self.text_lost) and self.is_lost(e)):
                    continue
                fields = eff.__dict__  # an effect's fields (a missing one is slow to getattr on pydantic models)
            else:  # one of the board's list (no RawEffect made, but where its condition is read); it is
                # none of a permanent's abilities: no loss of abilities takes it (613.1f)
                e, eff = None, item
                model_type = type(eff)
                if model_type in acting_now:
                    continue
                fields = eff.__dict__
                source = fields["source"]
                ctl = fields["controller"] or (perms[source].controller if source else None)
                label = path = f"effects[{n - own}]"  # its label is its path
            if not in_reach and t.active in self.out_of_range(ctl):  # 801.10: it can't affect the attack
                continue
            sel = fields.get("creatures")
            ids = tuple(sel) if type(sel) is list else None  # a list of ids as a tuple
            head = (model_type, source, ctl, ids)  # (Identical.head, made here: one call less per effect)
            # its fields by position (one per effect on a big board; `also` shared until it has some)
            r = REffect(fields["kind"], label, source, ctl, eff, (), None, None, None, None, None, _NO_LABELS)
            kept = (eff, r)
            # the first effect of its head is the first of those identical to it
            if heads.setdefault(head, kept) is not kept and (first := identical.first_at(head, eff, r)) is not r:
                # resolved as the first of them (or left out with it)
                if first.also:
                    first.also.append(label)
                else:
                    first.also = [label]
                continue
            if fields.get("condition") is not None and not self.in_force(  # nor are its copies
                    e if e is not None else RawEffect(eff, label, path, source, ctl)):
                if self.board.trait_text:  # a trait its condition reads (Lovestruck Beast's "a 1/1 creature")
                    self.traits_read |= traits_read(eff)
                    self.traits_beyond |= traits_read_beyond(eff, ctl, self.board.turn.active)
                continue
            if sel is not None:  # no selector: the kind says what that means (a tax on every creature)
                if ids is not None and in_reach:  # ids, each once, as select reads them (the deadline checked above)
                    r.creatures = ids if len(ids) < 2 else tuple(dict.fromkeys(ids))
                else:
                    r.creatures = self.select(sel, ctl, source, path + ".creatures")
            plan = plans.get(model_type)
            if plan is None:
                plan = plans[model_type] = _plan(model_type)
            players, priced, unless_fields = plan
            if players:
                target, player = fields.get("target"), fields.get("player")
                if target is not None:
                    r.target = self.player_word(target, ctl, source) if target in words else target
                if player is not None:
                    r.player = self.player_word(player, ctl, source) if player in words else player
            cost = fields.get("cost") if priced else None
            if isinstance(cost, str):
                x = fields.get("x")
                if x is None or type(x) is int:  # X fixed by the effect itself: one cost per (cost, X)
                    got = fixed_costs.get((cost, x))
                    if got is None:
                        parsed = costs.get(cost)
                        if parsed is None:
                            parsed = costs[cost] = ManaCost.parse(cost)  # immutable: shared by equal costs
                        got = fixed_costs[cost, x] = parsed.with_x(x or 0)
                    r.cost = got
                else:
                    parsed = costs.get(cost)
                    if parsed is None:
                        parsed = costs[cost] = ManaCost.parse(cost)
                    if isinstance(x, CountersOnAttacker):
                        r.cost = parsed
                        r.x_attacker = x.counters_on_attacker
                    else:
                        r.cost = parsed.with_x(self.amount(x, ctl, source, path + ".x"))
            if unless_fields and (fields.get("unless") is not None
                                  or fields.get("unless_defending_player_controls") is not None):
                r.unless = unless = self._answered(_unless(eff), source, ctl)
                if unless is not None:
                    questions = defender_questions(unless, opponents)
                    if questions:
                        src = self.perms.get(source) if source else None
                        if src is not None and src.model.unread_text is not None:
                            continue  # its text says how it applies: left out, as with an unanswered condition
                        for question in questions:
                            self.note_unread(source, question)
                        asked = unless.defending_player_asked
                        assert asked is not None
                        for player in defender_missing(unless, opponents):  # each open once per player
                            self.asked_open[(source, ctl, asked.question, player)] = questions[0]
            effects.append(r)
        self.settle_open_attackers()
        self.state_based_deaths()
        self.state_based_defenders()
        self.state_based_unattachment()
        self.state_based_legends()
        goading = self.goads
        for g in self.board.designations:  # each in force: the active player's was made this turn (701.15a)
            fields = g.__dict__
            goading.setdefault(fields["goad"], set()).add(fields["by"])  # (goad, one call less per designation)
        goads = {c: v for c, v in self.goads.items() if c not in self.ungoadable}  # 701.15
        seat = {pid: i for i, pid in enumerate(self.player_ids)}
        gone = len(seat)  # goaders who have left the game (800.4m) after the seated ones, by id
        return ResolvedBoard(
            model=self.board, players=self.players, player_ids=self.player_ids, permanents=self.perms,
            effects=effects,
            goads={c: tuple(v) if len(v) < 2 else tuple(sorted(v, key=lambda p: (seat.get(p, gone), p)))
                   for c, v in goads.items()},
            active=t.active, combat=t.combat, attack_mode=t.attack_mode, range_of_influence=t.range_of_influence,
            unread=self.unread, ignore_defender=self.ignore_defender, directions=self.directions,
            direction_sources=self.direction_sources,
            abilities_as_though_haste=frozenset(self.abilities_as_though_haste),
            attack_as_though_haste=self.attack_as_though_haste,
            traits_read=frozenset(self.traits_read), traits_beyond=frozenset(self.traits_beyond),
            identity_unknown=frozenset(self.identity_unknown),
            could_read={pid: frozenset(read) for pid, read in self.could_read.items()},
            abilities_lost=frozenset(self.lost) | frozenset(self.text_lost),
            activation_stopped=frozenset(self.cant_activate), mana_doubts=tuple(self.mana_doubts),
            narrow_mana=tuple(self.narrow_mana), counted_paid=self.counted_paid,
            sacrifice_outlets=self.sacrifice_outlets,
            mana_added={pid: frozenset(opts) for pid, opts in self.mana_added.items()},
            own_mana_conditions=self._own_mana_conditions(),
            chosen_mana={pid: tuple(srcs) for pid, srcs in self.chosen_mana.items() if pid in self.perms},
            sacrifice_granted={pid: frozenset(opts) for pid, opts in self.sacrifice_granted.items()
                               if pid in self.perms},
            tap_sacrifice=tuple(self.tap_sacrifice),
            mana_changed=frozenset(pid for pid in (*self.mana_replacements, *self.mana_triggers) if pid in self.perms),
            color_triggered=frozenset(pid for pid, triggers in self.mana_triggers.items()
                                      if any(t.of_color is not None for t in triggers)),
            assumed=self.assumed, asked_open=dict(self.asked_open), pt_open=tuple(self.pt_open),
            mana_open=tuple(self.mana_open),
        )

    def _own_mana_conditions(self) -> tuple:
        """The permanents' own {T} mana abilities read with a condition (grants to themselves),
        as the board is resolved: (permanent, mana, condition, whether it holds) each; one whose
        condition is unanswered is unread already (in_force)."""
        return tuple((e.source, tuple(e.model.mana), e.model.condition, v.holds) for e in self.raw
                     if e.model.kind == "grant_mana_abilities" and e.model.permanents == "self"
                     and e.model.condition is not None and e.source in self.perms
                     and (v := self.verdicts.get(e.label)) is not None and v.holds is not None
                     and not self.is_lost(e))

    def state_based_deaths(self) -> None:
        """704.5f: a creature with toughness 0 or less is put into its owner's graveyard as
        state-based actions are checked, before any player gets priority (704.3), so before
        attackers are declared: a board holding one is no board attacks are declared on. Where
        text that is not read could change toughness, whether it is there is unread instead."""
        dead = [p for p in self.perms.values()
                if p.toughness is not None and p.toughness <= 0 and "creature" in p.types and self._stated_toughness(p)]
        # 704.5g: damage marked on it at least its toughness destroys it, unless indestructible (702.12b)
        for pid in self.damaged:
            p = self.perms[pid]
            if (p.toughness is not None and 0 < p.toughness <= p.model.damage and "creature" in p.types
                    and "indestructible" not in p.keywords and self._stated_toughness(p)):
                dead.append(p)
        if not dead:
            return
        table = self.board.trait_text
        if any(_PT_WORDS.search(u["text"]) for u in self.unread) or any(
                trait == "power" for _, traits in table.values() for _, trait in traits):
            said = {u["permanent"] for u in self.unread}
            for p in dead:
                if p.id in said:  # its own values are unread already
                    continue
                damaged = (p.toughness or 0) > 0
                self.note_unread(p.id, f"{p.label()} has toughness {p.toughness} {AS_READ}" + (
                    f" and {p.model.damage} damage" if damaged else "") + ", and would be put into its "
                    f"owner's graveyard ({'704.5g' if damaged else '704.5f'}) unless text not read changes that")
            return
        errors = [(f"permanents[{p.index}]",
                   f"{p.label()} has toughness {p.toughness} here (its effects and counters applied), so it is put "
                   "into its owner's graveyard before attackers are declared (704.5f, 704.3): leave it off the board"
                   if (p.toughness or 0) <= 0 else
                   f"{p.label()} has {p.model.damage} damage marked on it and toughness {p.toughness} here (its "
                   "effects and counters applied), so it is destroyed before attackers are declared (704.5g, 704.3): "
                   "leave it off the board, or give it indestructible if it has it")
                  for p in sorted(dead, key=attrgetter("index"))]
        raise BoardError(errors[0][0], errors[0][1], errors[1:])

    def state_based_defenders(self) -> None:
        """704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard; 704.5v: so
        is a battle with defense 0 (the trigger that could keep it has left the stack: the
        declare-attackers step begins with an empty stack). Both happen before any player gets
        priority (704.3), so before attackers are declared: such a permanent is no defender
        and a board holding one is no board attacks are declared on. Its loyalty (defense) is
        its loyalty (defense) counters where `counters` gives them, else the stated value
        (122.1d, 306.5b); left out, it is not known. With unread text (which might change its
        types) that is unread instead."""
        gone: list[tuple[RPermanent, str, int, str]] = []
        for p in [p for p in self.perms.values() if "planeswalker" in p.types or "battle" in p.types]:
            written = p.model.counters or {}
            for kind, has, stated, rule in (("loyalty", p.is_planeswalker, p.loyalty, "704.5i"),
                                            ("defense", p.is_battle, p.defense, "704.5v")):
                if not has:
                    continue
                n = written[kind] if kind in written else stated
                if n is not None and n <= 0:
                    gone.append((p, kind, n, rule))
        if not gone:
            return
        if self.unread:
            for p, kind, n, rule in gone:
                self.note_unread(p.id, f"{p.label()} has {kind} {n} {AS_READ}, and would be put into its owner's "
                                       f"graveyard ({rule}) unless text not read changes that")
            return
        errors = [(f"permanents[{p.index}]",
                   f"{p.label()} has {kind} {n}, so it is put into its owner's graveyard before attackers are "
                   f"declared ({rule}, 704.3): leave it off the board")
                  for p, kind, n, rule in sorted(gone, key=lambda g: g[0].index)]
        raise BoardError(errors[0][0], errors[0][1], errors[1:])

    def state_based_unattachment(self) -> None:
        """704.5n: an Equipment or Fortification that is also a creature (March of the
        Machines, Ensoul Artifact) becomes unattached before attackers are declared (301.5c:
        it can't equip a creature; a reconfigured one is no creature while attached); 704.5m:
        an Aura that is also a creature (Pacifism under March of the Machines) can't enchant
        anything (303.4d) and goes to the graveyard. A board that has it attached is no board
        attacks are declared on. With unread text (which might change its types) that is
        unread instead."""
        perms = self.perms
        # each attached permanent the rules take off what it is attached to, and why (as read)
        gone: list[tuple[RPermanent, str, str]] = []
        for p in perms.values():
            if p.attached_to is None:
                continue
            if "creature" in p.types and "Aura" in p.subtypes:  # 303.4d, 704.5m
                gone.append((p, "an Aura that is also a creature, so it can't enchant anything (303.4d) and is put "
                                "into its owner's graveyard (704.5m)", "leave it out"))
            elif "creature" in p.types and p.attached_to in perms and \
                    not {"Equipment", "Fortification"}.isdisjoint(p.subtypes):  # 301.5c, 704.5n
                gone.append((p, "an Equipment that is also a creature, so it can't equip a creature (301.5c) and "
                                "becomes unattached (704.5n)", "leave out its attached_to"))
            elif "Equipment" in p.subtypes and "creature" not in p.types and \
                    (p.attached_to not in perms or not perms[p.attached_to].is_creature):
                # a reconfigured one is a creature again once unattached (702.151b)
                gone.append((p, f"an Equipment attached to {p.attached_to!r}, which is no creature, so it becomes "
                                "unattached (301.5c, 704.5n)", "leave out its attached_to"))
            elif "Aura" in p.subtypes and not self._may_enchant(p):  # 303.4d, 704.5m
                gone.append((p, f"an Aura attached to {p.attached_to!r}, which its enchant ability doesn't allow "
                                "(303.4a), so it is put into its owner's graveyard (303.4d, 704.5m)", "leave it out"))
            elif "Aura" in p.subtypes and (quality := self._protected_from(p)) is not None:  # 702.16c, 704.5m
                gone.append((p, f"an Aura attached to {p.attached_to!r}, which has protection from {quality} "
                                "(702.16c), so it is put into its owner's graveyard (704.5m)", "leave it out"))
        if not gone:
            return
        if self.unread:
            for p, why, _ in gone:
                self.note_unread(p.id, f"{p.label()} is {why} {AS_READ} before attackers are declared, unless text "
                                       "not read changes that")
            return
        errors = [(f"permanents[{p.index}].attached_to", f"{p.label()} is {why} before attackers are declared: {fix}")
                  for p, why, fix in gone]  # (in board order)
        raise BoardError(errors[0][0], errors[0][1], errors[1:])

    def _protected_from(self, aura: RPermanent) -> Optional[str]:
        """The quality of the enchanted permanent's own protection (its card's keywords) that
        the Aura has (702.16c: it can't be enchanted by such an Aura), or None; None too where
        the permanent is a copy (707.2) or has lost its abilities."""
        host = self.perms.get(aura.attached_to or "")
        if host is None or host.model.card is None or host.model.copy_of is not None \
                or host.id in self.lost or host.id in self.text_lost:
            return None
        from . import cards

        for quality in cards.protections(host.model.card):
            colors = aura.colors
            if quality == "everything" or (quality in ("enchantments", "auras") and "enchantment" in aura.types) \
                    or (quality == "all colors" and colors) or (quality == "monocolored" and len(colors) == 1) \
                    or (quality == "multicolored" and len(colors) > 1) \
                    or (_COLOR_OF.get(quality) in colors):
                return quality
        return None

    def _may_enchant(self, aura: RPermanent) -> bool:
        """Whether the card's "Enchant ..." line (303.4a) allows what the Aura is attached to, as
        it is now; True where the line isn't read, the Aura is a copy (707.2) or has lost its
        abilities, or what it names is gone."""
        m = aura.model
        if m.card is None or m.copy_of is not None or aura.id in self.lost or aura.id in self.text_lost:
            return True
        from . import cards

        allowed = cards.enchant_restriction(m.card)
        host = aura.attached_to
        if allowed is None or host is None:
            return True
        if host in self.player_ids:
            return any(a.get("player") == "any" or (a.get("player") == "opponent" and host != aura.controller)
                       for a in allowed)
        if host not in self.perms:
            return True
        path = f"permanents[{aura.index}].attached_to"
        return any("player" not in a and self.matches(self.perms[host], SelectorObject.model_validate(a),
                                                      aura.controller, aura.id, path, creatures_only=False)
                   for a in allowed)

    def state_based_legends(self) -> None:
        """704.5j: a player who controls two or more legendary permanents with the same name
        keeps one and puts the rest into their owners' graveyards; 704.5k: of two or more world
        permanents only the newest stays. Both happen before attackers are declared (704.3),
        so a board holding them is no board attacks are declared on (two Nils, Discipline
        Enforcer of one player would tax twice). Where card text on the board speaks of the
        legend rule (Mirror Gallery, Mirror Box, Brothers Yamazaki) or of a copy that isn't
        legendary (Spark Double) two legends are left as written; with unread text (which might
        change names or supertypes) that is unread."""
        legends: dict[tuple[str, str], list[RPermanent]] = {}  # by controller and name
        worlds: list[RPermanent] = []
        for p in [p for p in self.perms.values() if p.supertypes]:  # (most have none: one pass, no more)
            if "legendary" in p.supertypes:
                legends.setdefault((p.controller, p.name), []).append(p)
            if "world" in p.supertypes:
                worlds.append(p)
        gone = [(ps[1:], "704.5j", f"{ps[0].label()} and {ps[1].label()} are legendary permanents with the same "
                                   f"name controlled by {ps[0].controller}, who keeps one and puts the rest into "
                                   "their owners' graveyards")
                for ps in legends.values() if len(ps) > 1]
        if gone and self._legend_rule_changed():
            gone = []
        # 801.13: only world permanents within each other's range of influence (one per controller suffices)
        first: dict[str, RPermanent] = {}
        pair = None
        for w in worlds:
            if w.controller in first:
                pair = (first[w.controller], w)
                break
            first[w.controller] = w
        roi = self.board.turn.range_of_influence
        if pair is None and len(first) > 1:
            ws = list(first.values())
            pair = next(((a, b) for i, a in enumerate(ws) for b in ws[i + 1:]
                         if in_range(self.player_ids, a.controller, b.controller, roi)), None)
        if pair is not None:
            gone.append(([pair[1]], "704.5k", f"{pair[0].label()} and {pair[1].label()} are world permanents: only "
                                              "the newest stays"))
        if not gone:
            return
        if self.unread:
            for ps, rule, why in gone:
                self.note_unread(ps[0].id, f"{why} ({rule}) {AS_READ}, unless text not read changes that")
            return
        errors = [(f"permanents[{ps[0].index}]", f"{why} before attackers are declared ({rule}, 704.3): leave "
                                                 + ("all but one off the board (a copy that isn't legendary takes "
                                                    "copy_except: {supertypes: []})" if rule == "704.5j" else
                                                    "all but the newest off the board"))
                  for ps, rule, why in gone]
        raise BoardError(errors[0][0], errors[0][1], errors[1:])

    def _legend_rule_changed(self) -> bool:
        """Whether card text on the board speaks of the legend rule ("The 'legend rule' doesn't
        apply ...") or makes a copy that isn't legendary (Spark Double, Helm of the Host): then
        two legends with one name may both be there, as written."""
        from . import cards

        names = {name for p in self.perms.values() for name in (p.model.card, p.name) if name}
        return any(map(cards.changes_legend_rule, names))

    def _stated_toughness(self, p: RPermanent) -> bool:
        """Whether the board states its toughness: written (or its card's, or what it copies),
        or set by an effect. A toughness left out is not known, whatever changes it."""
        if p.id in self.base_toughness:
            return True
        m = p.model
        if m.copy_of is None and m.copiable is None:
            return m.toughness is not None
        return characteristics(self.board, m, {})["toughness"] is not None

    @classmethod
    def view(cls, rb: ResolvedBoard) -> "Resolver":
        """A resolver over an already resolved board, to read selectors and conditions."""
        r = cls.__new__(cls)
        r.board = rb.model
        r.assumed = rb.assumed
        r.answers = board_answers(rb.model)
        r.asked_open = {}
        r.perms = rb.permanents
        r.players = rb.players
        r.player_ids = rb.player_ids
        r.player_models = {p.id: p for p in rb.model.players}
        r.far_players = {}
        r.traits_read = set(rb.traits_read)
        r.traits_beyond = set(rb.traits_beyond)
        r._read_beyond = None
        r.lost = {}
        r.text_lost = set()
        r.cant_activate = set()
        r.cost_more = {}
        r.mana_doubts = []
        r.started = {}
        r.granted_later = set()
        r._stamps = {}
        r._ability_owners = []
        r.raw = []
        r.hand = {p.id: p.hand for p in rb.players}
        r.count_cache = {}
        r._selected = {}
        r._index = {}
        r.deadline = None
        r._attached_by = None
        r.base_toughness = set()
        r.with_counters = []
        return r


# A trigger at its controller's beginning of combat whose effect ends with that turn: nothing
# of it is in force on another player's turn
_YOUR_COMBAT_UNTIL_EOT = re.compile(r"^At the beginning of combat on your turn, [^.]*\buntil end of turn\b[^.]*\.?$")
_PT_WORDS = re.compile(r"[+-](?:\d+|[XY])/[+-](?:\d+|[XY])|\bpower\b|\btoughness\b|\bcounters?\b|\bcopy\b", re.I)
_ABILITIES = attrgetter("abilities")
_MODEL = itemgetter(0)  # RawEffect.model
# effect models judged when attackers are declared, on the creatures their `creatures` names
# (requirements, restrictions, costs, goad, permissions): an unanswered condition matters only
# where those may attack (settle_open_attackers)
_ON_ATTACKERS: dict[type, bool] = {
    k.model: "creatures" in k.model.model_fields and k.family in (
        Family.REQUIREMENT, Family.GROUP_REQUIREMENT, Family.PAIR_RESTRICTION, Family.GROUP_RESTRICTION, Family.COST,
        Family.DESIGNATION, Family.RULE_CHANGE)
    for k in ORDERED}


def _rules_text_ability(e: RawEffect) -> bool:
    """Whether an effect is one of its source permanent's own abilities (printed or copied,
    labelled `id.abilities[j]`), not one another effect granted it (its label names the
    holder after "@")."""
    return e.source is not None and e.label.startswith(e.source + ".abilities[") and "@" not in e.label
_PLAYER_WORDS = frozenset(REFERENCE_WORDS) - {OWNER}  # what player_word reads (other values stand)


def _plan(model_type: Any) -> tuple[bool, bool, bool]:
    """Which of the fields `resolve` reads after the creatures an effect kind has: a target or
    player, a cost, a condition on the defending player (a field it lacks is never set)."""
    names = model_type.model_fields
    return ("target" in names or "player" in names, "cost" in names,
            "unless" in names or "unless_defending_player_controls" in names)


def _hand_mana(hand_cards: Any) -> Counter:
    """The mana the cards known in a hand make by exiling themselves (Simian Spirit Guide's
    "Exile this card from your hand: Add {R}."; 113.6m, 605.3a: activated while a cost is
    paid): in the pool, as it may go unspent."""
    if not hand_cards:
        return Counter()
    from . import cards
    from .cards.oracle import hand_mana

    made: Counter = Counter()
    for c in hand_cards:
        entry = cards.lookup(c.name) if c.name else None
        mana = hand_mana(entry.get("oracle_text") or "", entry["name"]) if entry else None
        if mana:
            made += parse_pool(mana)
    return made


def _counters_within(p: Any, within: Any) -> bool:
    """Whether p has as many counters of `within.kind` as its range asks (SourceCounters)."""
    n = counts(p.counters, within.kind)
    return n >= within.at_least and (within.at_most is None or n <= within.at_most)


def _activation(cost: str) -> tuple[int, str]:
    """What a mana ability's activation costs besides {T} or {Q}: (mana, the types that may
    pay it: "" any)."""
    if cost in ("{T}", "{Q}", ""):
        return (0, "")
    paid = ManaCost.parse(cost.split(",")[0])
    if paid.hybrid:
        return (1, "".join(paid.hybrid[0][0]))
    if paid.colored:
        return (1, paid.colored[0][0])
    return (paid.generic, "")


def _paying(options: tuple, pay: tuple[int, str]) -> tuple:
    """The options of an ability whose activation costs `pay` (_activation) besides {T}."""
    return tuple(replace(o, pay=pay[0], pay_with=pay[1]) for o in options) if pay[0] else options


def _join_ability(p: RPermanent, sym: str, options: tuple) -> None:
    """`options` added to p's mana ability of symbol `sym` (one choice: a permanent is tapped,
    or sacrificed, once), or as one of its own."""
    have = list(p.mana_abilities)
    at = next((i for i, (s, _) in enumerate(have) if s == sym), None)
    if at is None:
        have.append((sym, options))
    else:
        have[at] = (sym, have[at][1] + tuple(o for o in options if o not in have[at][1]))
    p.mana_abilities = tuple(have)


def _by_activation_cost(options: tuple, change: Any) -> tuple:
    """`change` (replacements or triggers, 106.12, 605.1b) applied to the mana each ability
    makes: its activation cost stays what it is."""
    bare = ManaOption().cost_key()
    pays = sorted({o.cost_key() for o in options})
    if pays == [bare]:
        return change(options)
    out: list = []
    for pay in pays:
        made = change(tuple(_with_cost(o, bare) for o in options if o.cost_key() == pay))
        out += [o for o in (_with_cost(m, pay) for m in made) if o not in out]
    return tuple(out)


def _with_cost(option: ManaOption, key: tuple) -> ManaOption:
    """`option` with the activation cost `key` (ManaOption.cost_key)."""
    pay, pay_with, taps, tap_key, activations, taps_for, sacrificed_by = key
    return replace(option, pay=pay, pay_with=pay_with, taps=taps, tap_key=tap_key, activations=activations,
                   taps_for=taps_for, sacrificed_by=sacrificed_by)


def _ordered(types) -> list:
    return [t for t in MANA_TYPES if t in types]


_COLOR_OF = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}  # protection's colors


def types_of(options) -> set:
    out = set()
    for o in options:
        out |= {t for t, _ in o.fixed}
        if o.any_color:
            out |= set(COLORS)
    return out


def resolve_board(board: BoardModel, deadline: Optional["Deadline"] = None,
                  assumed: Optional[Mapping[Question, bool]] = None) -> ResolvedBoard:
    """The resolved board; past `deadline` (when given) TimeLimitReached names what was
    unfinished. `assumed` answers `asked` questions (conditions.Question)."""
    return Resolver(board, deadline, assumed).resolve()


def _annihilated(counters: dict) -> dict:
    """704.5q: if a permanent has both +1/+1 and -1/-1 counters, N of each are removed, N
    being the smaller number."""
    out = {k: n for k, n in counters.items() if n > 0}
    both = min(out.get("+1/+1", 0), out.get("-1/-1", 0))
    if both:
        for k in ("+1/+1", "-1/-1"):
            out[k] -= both
            if not out[k]:
                del out[k]
    return out


def _unless(eff: Any) -> Optional[DefenderCondition]:
    """`cant_attack`'s condition on the defending player: `unless`, and the older
    `unless_defending_player_controls` (the same as its `defending_player_controls`)."""
    unless = eff.__dict__.get("unless")
    older = eff.__dict__.get("unless_defending_player_controls")
    if older is None:
        return unless
    if unless is None:
        return DefenderCondition(defending_player_controls=older)
    return unless.model_copy(update={"defending_player_controls": older})  # validation refuses both


_TRAIT_KEYS = {"power": ('"power_greater_than"', '"power_at_most"', '"power_less_than"', '"toughness_greater_than"',
                         '"toughness_at_most"', '"per_power"', '"greatest_power_among"'),
               "colors": ('"colors"', '"not_colors"', '"colors_among"', '"per_color_among"'),  # (colors_among: Bloom Tender)
               "subtypes": ('"subtypes"', '"not_subtypes"', '"any_subtypes"', '"basic_land_types"', '"per_attached"'),
               # the card types a static effect may add (613.1d); an Aura's and an Equipment's (per_attached)
               "types": ('"artifact"', '"enchantment"', '"per_attached"'),
               "names": ('"names"',)}  # Rock Lobster's "creatures named ..."


def text_source(perms: Mapping[str, RPermanent], pid: str, table: Mapping[str, Any]) -> Optional[str]:
    """The permanent whose card text in `table` this permanent has: itself, or what it copies
    (707.2), following copies; None when it has none or an `unread_text` (its own or the
    copied one's) says how that text applies."""
    src, m, seen = pid, perms[pid].model, {pid}
    while src not in table and m.copy_of is not None and m.copy_of in perms and m.copy_of not in seen \
            and m.unread_text is None:
        src = m.copy_of
        seen.add(src)
        m = perms[src].model
    if src not in table or m.unread_text is not None or perms[pid].model.unread_text is not None:
        return None
    return src


def _same_order(steps: list[Step]) -> list[list[Step]]:
    """Steps sorted by order, grouped where their order is the same."""
    out: list[list[Step]] = []
    for step in steps:
        if out and out[-1][0].order == step.order:
            out[-1].append(step)
        else:
            out.append([step])
    return out


# where the kinds that act at resolution act, in their order (613 layers)
_STEPS = sorted((s for k in ORDERED if k.family.at_resolution for s in k.steps()), key=lambda s: s.order)


def _counter_keywords(p: RPermanent) -> frozenset[str]:
    """The keywords p's keyword counters give (122.1b)."""
    if not p.counters:
        return frozenset()
    return frozenset(k.lower() for k, n in p.counters.items() if n > 0) & KEYWORD_COUNTERS


def traits_read(model: Any) -> set[str]:
    """The traits an effect's selectors read (in its creatures, its condition or its defender
    condition): power, colors, subtypes, types (artifact or enchantment), keywords. (Devotion's own
    condition asks what it can't count: conditions.devotion_unknowns.) Fields left at their
    defaults (an empty list) read nothing."""
    sets = getattr(type(model), "sets_fields", None)  # the values it sets are not read (land_types)
    text = model.model_dump_json(exclude_none=True, exclude_defaults=True, exclude=sets).lower()
    out = {trait for trait, keys in _TRAIT_KEYS.items() if any(k in text for k in keys)}
    if isinstance(getattr(model, "x", None), BasicLandTypes):  # domain (its default player is left out above)
        out.add("subtypes")
    if _reads_keywords(model):  # Moat's "creatures without flying"
        out.add("keywords")
    return out


# a commander's mana read as the colors its commander on the battlefield has (_identity_known)
_IDENTITY_NARROW = ("one mana of any color in {0}'s commander's color identity (903.4), read as one of {1}, the colors "
                    "of {0}'s commanders on the battlefield (a partner elsewhere may add more): write the player's "
                    "commander_color_identity")
# the traits a sentence changing only its own side's creatures changes (cards.own_side_change)
SIDE_TRAITS = frozenset({"power", "keywords", "colors"})
# a field reading a trait of what its selector selects (Bloom Tender's colors among permanents)
_READ_OF_SELECTED = {"greatest_power_among": "power", "colors_among": "colors", "per_color_among": "colors"}


def traits_read_beyond(model: Any, controller: Optional[str], active: str) -> set[str]:
    """Of the power, keywords and colors an effect or mana ability reads (traits_read), those
    it may read of a permanent the active player does not control. A selector of the active
    player's permanents ("creatures you control" in their own effect) reads only theirs, and so
    do the creatures of an effect that matters only to creatures that may attack (a
    requirement, restriction, cost, goad or permission: _ON_ATTACKERS): attackers are the
    active player's (508.1a). Any other field reading a trait counts."""
    out: set[str] = set()

    def pinned(sel: SelectorObject) -> bool:
        return sel.controller == active or (sel.controller == "you" and controller == active)

    def walk(value: Any, skip: Optional[str] = None) -> None:
        if isinstance(value, SelectorObject):
            if not pinned(value):
                out.update(traits_read(value) & SIDE_TRAITS)
            return
        if isinstance(value, BaseModel):
            sets = getattr(type(value), "sets_fields", None) or ()
            for name in type(value).model_fields:
                v = getattr(value, name)
                if name == skip or name in sets or v is None or v is False or (isinstance(v, (list, tuple)) and not v):
                    continue
                if name == "per_power" and controller == active:
                    continue  # the active player's mana ability: its own permanent's power (Marwyn's)
                if name in _READ_OF_SELECTED and not (isinstance(v, SelectorObject) and pinned(v)):
                    out.add(_READ_OF_SELECTED[name])
                key = f'"{name}"'
                out.update(t for t, keys in _TRAIT_KEYS.items() if t in SIDE_TRAITS and key in keys
                           and not isinstance(v, BaseModel))
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)

    skip = "creatures" if _ON_ATTACKERS.get(type(model), False) else None
    if skip is not None and controller != active and isinstance(sel := getattr(model, "creatures", None),
                                                                SelectorObject) and (
            sel.power_greater_than == "source" or sel.power_less_than == "source"):
        out.add("power")  # its source's power (an opponent's Baeloth Barrityl's)
    walk(model, skip)
    return out


def traits_beyond_of(effects: Iterable[tuple[Any, Optional[str]]], mana_abilities: Iterable[Any],
                     active: str) -> set[str]:
    """traits_read_beyond over effects (each with its controller) and the active player's
    mana abilities."""
    out: set[str] = set()
    for model, controller in effects:
        out |= traits_read_beyond(model, controller, active)
    for a in mana_abilities:
        out |= traits_read_beyond(a, active, active)
    return out


def board_answers(board: BoardModel) -> dict[tuple[Optional[str], str], Union[bool, dict[str, bool]]]:
    """The board's answers to `asked` questions, by (permanent asking, question): a per-player
    question without the "(for B, C)" `unread` adds, and the options of a choice the answers
    to the others settle (a color chosen as it entered, 105.4: validate.settled_answers)."""
    if not board.answers:
        return {}
    from .validate import settled_answers

    return settled_answers(board)


def _reads_keywords(value: Any) -> bool:
    """Whether a selector in this value (an effect, its condition, granted abilities) reads
    keywords."""
    if isinstance(value, SelectorObject):
        return bool(value.keywords or value.lacks_keywords) or _reads_keywords(value.except_)
    if isinstance(value, BaseModel):
        return any(_reads_keywords(getattr(value, f)) for f in type(value).model_fields)
    if isinstance(value, (list, tuple)):
        return any(_reads_keywords(v) for v in value)
    if isinstance(value, dict):
        return any(_reads_keywords(v) for v in value.values())
    return False
