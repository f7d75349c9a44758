"""Brute-force reference for attack legality (CR 508.1), written from the rules only.

Independent test oracle: it works on a RAW board dict (board format v1, explicit fields,
no card library), enumerates every declaration and judges each by 508.1 (docs/semantics.md) with
plain Python.  Slow on purpose; meant for boards of at most ~6 creatures and 4 players.

Public API:
    legal_declarations(board) -> list[dict[str, str]]
    judge(board, attacks)     -> {"status": "legal"|"illegal", "obeyed": int, "maximum": int}
    count(board)              -> int

Readings this file had to decide (the rules are silent or loose):
  - every goad designation on the board is in force: one by the active player was made this
    turn (701.15a); a `goad` effect likewise, whoever controls it (Martial Impetus ruling);
  - an unknown `player` of attacks_other_than_if_able is "gone": attacking any player obeys it;
  - explicit copiable fields on a `copy_of` permanent are ignored (copy_except is the way);
    an original's `copiable` gives what its copies copy in place of its own fields;
  - `controller` inside unless_defending_player_controls is ignored (it is the defending
    player); a list there means "controls one of these ids";
  - `you` in an effect with neither source nor controller matches nothing;
  - an unknown id in a creature list, goad or declaration raises ValueError (bad input);
  - a condition (`condition`) is looked at when its effect starts to apply: effects that
    change the board (granted abilities, keywords, power, goad, ...) in their layer, on the
    board as it stands then; the others once every such change is made;
  - a requirement that exists only if some creature attacks (`when_attacking`): a
    declaration's requirements are those its own attacks bring into existence, and it must
    obey as many of them as any declaration (that breaks no restriction, at no cost)
    could; only creatures able to attack (508.1a) bring it into existence or carry it;
  - `controller` inside the selectors of `unless` is ignored, as above.
"""
import re
from collections import Counter
from copy import deepcopy
from itertools import combinations, combinations_with_replacement, permutations, product

COLORS = "WUBRG"
COPIABLE = ("name", "types", "subtypes", "colors", "power", "toughness",
            "keywords", "mana", "mana_abilities", "abilities", "mana_cost")


# --------------------------------------------------------------------- mana strings

def _symbols(text):
    """'{2}{W/U}' -> ['2', 'W/U']."""
    text = (text or "").strip()
    out = []
    while text:
        if not text.startswith("{") or "}" not in text:
            raise ValueError(f"bad mana string {text!r}")
        end = text.index("}")
        out.append(text[1:end].upper())
        text = text[end + 1:]
    return out


NON_MANA = [("non-mana",)]  # the symbol of a non-mana cost (sacrifice, tap, life...): never paid here

def parse_cost(text, x=0):
    """A cost as a list of symbols; each symbol is a list of alternatives, each alternative
    a tuple of units: a color letter, 'C' (colorless), '1' (one generic) or 'life2'.
    Symbols that cost nothing ({0}, {X} with x = 0) are dropped, so [] means 'no cost'."""
    cost = []
    for s in _symbols(text):
        if s.isdigit():
            alts = [("1",) * int(s)]                          # generic
        elif s == "X":
            alts = [("1",) * int(x or 0)]                     # 107.3, 107.4b
        elif s in COLORS or s == "C":
            alts = [(s,)]
        elif "/" in s:
            a, b = s.split("/")
            if b == "P":
                alts = [(a,), ("life2",)]                     # 107.4f Phyrexian
            elif a.isdigit():
                alts = [("1",) * int(a), (b,)]                # {2/W}
            else:
                alts = [(a,), (b,)]                           # hybrid {W/U}
        else:
            raise ValueError(f"unknown mana symbol {{{s}}}")
        if alts != [()]:
            cost.append(alts)
    return cost


def _mana_units(text):
    """Mana produced, e.g. '{C}{C}' -> ('C', 'C'); 'any' -> one mana of any color."""
    if text == "any":
        return [(c,) for c in COLORS]
    units = []
    for s in _symbols(text):
        units.extend(["C"] * int(s) if s.isdigit() else [s])
    return [tuple(units)]


def _option_alternatives(option):
    """A `mana` list entry (string, or a list meaning 'either') -> list of unit tuples."""
    choices = option if isinstance(option, list) else [option]
    return [alt for ch in choices for alt in _mana_units(ch)]


def _covers(pool, need):
    """Can the mana in `pool` pay the mana units in `need` (no life units)?"""
    avail = list(pool)
    for u in need:
        if u != "1":                                  # colored or {C}: that exact mana
            if u not in avail:
                return False
            avail.remove(u)
    return len(avail) >= need.count("1")              # generic: any mana


def _tapped_for_mana(alternatives, replacements, triggers):
    """What tapping for mana makes once replacement effects apply, in every order the
    player may choose (616.1: "produces twice as much", "produces {B} instead"), and then
    each trigger adds its mana, or one mana of a type the source produced (605.1b)."""
    made = set()
    for order in permutations(replacements):
        for alt in alternatives:
            cur = [alt]
            for e in order:
                if e.get("produce_instead"):
                    cur = _mana_units(e["produce_instead"])
                k = e.get("multiply", 1)
                cur = [tuple(u for u in a for _ in range(k)) for a in cur]
            made |= set(cur)
    out = set()
    for base in made:
        combos = [base]
        for e in triggers:
            add = e.get("add", "same")
            if add == "chosen":  # (Utopia Sprawl: a color the board doesn't give)
                raise ValueError("the reference judges no mana of a color chosen as a permanent entered")
            if e.get("of_color") and e["of_color"].upper() not in base:
                continue                                    # fires only on mana of that color (106.12a)
            units = [(u,) for u in set(base)] if add == "same" else _mana_units(add)  # "any": one of each color
            combos = [c + u for c in combos for u in units]
        out |= {tuple(sorted(c)) for c in combos}
    return sorted(out)


PAY1 = "{1}+"  # marks a mana ability whose cost is mana and {T} (a Signet, Cabal Coffers, a filter land)


def _with_counters(p, m):
    """Whether a mana ability with `with_counters` is there: its permanent has that many
    counters of the kind ("any": of every kind together)."""
    w = m.get("with_counters")
    if w is None:
        return True
    counters = p.get("counters") or {}
    n = sum(counters.values()) if w["kind"] == "any" else counters.get(w["kind"], 0)
    return n >= w.get("at_least", 1) and (w.get("at_most") is None or n <= w["at_most"])


def _paid_with(cost):
    """'{1}, {T}' -> ('', 1) (one mana of any type); '{2}, {T}' -> ('', 2); '{W/U}, {T}' ->
    ('WU', 1); '{U}, {T}' -> ('U', 1)."""
    symbol = cost.split(",")[0].strip()[1:-1].upper()
    return ("", int(symbol)) if symbol.isdigit() else (symbol.replace("/", ""), 1)


def _activated(pool, waiting, memo=None):
    """Every pool reachable by activating some of the `waiting` abilities (((types that may
    pay, mana it costs), mana made) each), in any order, each paying its mana of those types
    with the pool as it is then (605.3a, 601.2g)."""
    memo = {} if memo is None else memo
    key = (pool, waiting)
    if key not in memo:
        out = {pool}
        for i, ((allowed, n), made) in enumerate(waiting):
            rest = waiting[:i] + waiting[i + 1:]
            usable = [u for u in pool if not allowed or u in allowed]
            for paid in set(combinations(usable, n)):  # (the pool is sorted: each multiset once)
                left = list(pool)
                for u in paid:
                    left.remove(u)
                out |= _activated(tuple(sorted(left + list(made))), rest, memo)
        memo[key] = out
    return memo[key]


def can_pay(cost, pools, life):
    """Brute force over symbol choices and over the possible mana pools (118.3)."""
    needs = {()}
    for alts in cost:
        needs = {tuple(sorted(n + a)) for n in needs for a in alts}
    for need in needs:
        k = need.count("life2")
        if k and life < 2 * k:                        # 119.4: k Phyrexian by life needs 2k
            continue
        mana = tuple(u for u in need if u != "life2")
        if any(_covers(pool, mana) for pool in pools):
            return True
    return False


# --------------------------------------------------------------------- the board

def _subst(value, old, new):
    if isinstance(value, dict):
        return {k: _subst(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [_subst(v, old, new) for v in value]
    return new if value == old else value


def mana_value(cost):
    """202.3: the total of a mana cost's symbols: a number its amount, X zero, a hybrid symbol
    its larger half, a Phyrexian symbol one, any other one; no cost, zero."""
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        halves = [h for h in sym.upper().split("/") if h != "P"]
        total += max(int(h) if h.isdigit() else 0 if h == "X" else 1 for h in halves)
    return total


def _resolve_copies(raw):
    """707: copiable values from the copied permanent (after its own copy
    effects), self-references renamed to the copy, then copy_except."""
    done = {}

    def resolve(pid, seen):
        if pid in done:
            return done[pid]
        p = deepcopy(raw[pid])
        src_id = p.get("copy_of")
        if src_id is not None:
            if src_id not in raw or src_id in seen:
                raise ValueError(f"bad copy_of on {pid}")
            src = resolve(src_id, seen | {pid})
            if raw[src_id].get("copy_of") is None and raw[src_id].get("copiable"):
                src = {**src, **deepcopy(raw[src_id]["copiable"])}   # 707.2: not what other effects changed
            for f in COPIABLE:
                p.pop(f, None)
                if f in src:
                    p[f] = deepcopy(src[f])
            p["abilities"] = _subst(p.get("abilities") or [], src_id, pid)   # names the copy
            for k, v in (p.get("copy_except") or {}).items():
                if k.endswith("_add"):
                    p[k[:-4]] = list(p.get(k[:-4]) or []) + list(v)
                else:
                    p[k] = deepcopy(v)
        done[pid] = p
        return p

    return {pid: resolve(pid, frozenset()) for pid in raw}


def _after_704_5q(counters):
    """704.5q: +1/+1 and -1/-1 counters on one permanent cancel in pairs."""
    out = {k: n for k, n in (counters or {}).items() if n}
    both = min(out.get("+1/+1", 0), out.get("-1/-1", 0))
    for k in ("+1/+1", "-1/-1"):
        if both:
            out[k] -= both
            if not out[k]:
                del out[k]
    return out


def _counted(counters, kind):
    return sum(counters.values()) if kind == "any" else counters.get(kind, 0)


BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Cave", "Cloud", "Desert", "Gate", "Lair",  # 205.3i
              "Locus", "Mine", "Planet", "Power-Plant", "Sphere", "Tower", "Town", "Urza's")
NONCREATURE_TYPES = set(LAND_TYPES) | {                  # 205.3g-j: artifact, enchantment, battle types
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
    "Siege"}
BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}  # 305.6
KEYWORD_COUNTERS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",  # 122.1b
                    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")


class Board:
    def __init__(self, board):
        self.players = [p["id"] for p in board["players"]]
        self.pinfo = {p["id"]: p for p in board["players"]}
        turn = board.get("turn") or {}
        self.active = turn["active"]
        self.mode = turn.get("attack_mode") or "multiple"
        self.roi = turn.get("range_of_influence")
        self.combat = turn.get("combat") or 1
        raw = {p["id"]: p for p in board.get("permanents") or []}
        resolved = _resolve_copies(raw)

        def name_of(pid):                              # a copy of a nameless permanent: its id
            if resolved[pid].get("name"):
                return resolved[pid]["name"]
            src = raw[pid].get("copy_of")
            return name_of(src) if src else pid

        self.perms = {}
        for pid, p in resolved.items():
            q = dict(p)
            for f in ("types", "subtypes", "colors", "keywords", "mana", "mana_abilities", "abilities"):
                q[f] = list(q.get(f) or [])
            q.setdefault("power", 0)
            q["toughness"] = q.get("toughness") or 0
            q["tapped"] = bool(q.get("tapped"))
            q["sick"] = bool(q.get("sick"))
            q["token"] = bool(q.get("token"))
            q["commander"] = bool(q.get("commander"))
            q["counters"] = _after_704_5q(q.get("counters"))   # never copied (707.2)
            q["owner"] = q.get("owner") or q["controller"]
            q["label"] = name_of(pid)
            self.perms[pid] = q
        self.directions = []                           # 803.1 (attack_direction)
        self.may_ignore_defender = {}                  # creature -> defenders (None: all), 702.3b
        # effects: top level ones, then each permanent's abilities (source = it)
        self.effects = []
        for e in board.get("effects") or []:
            src = e.get("source")
            ctrl = e.get("controller") or (self.perms[src]["controller"] if src in self.perms else None)
            self.effects.append((e, src, ctrl))
        for pid, p in self.perms.items():
            for e in p["abilities"]:
                self.effects.append((e, pid, e.get("controller") or p["controller"]))
        # 613: the kinds that change characteristics, layer by layer: types (layer 4: added,
        # as a stationed Spacecraft's; removed, as a Theros God's; set by a loss of all
        # abilities, "is a blue Frog creature"), colors (5), abilities lost (6, first), base
        # power (7b, before the changes of 7c). In each layer, timestamp order (613.7): the
        # permanents' abilities in board order, then the board's effects; a run of one kind
        # selects before any of it applies. An effect's condition is read in the first layer
        # it acts in, and it goes on with the permanents it chose there (613.6).
        has_pt = {q for q in self.perms if "power" in resolved[q] or "toughness" in resolved[q]}
        stated_toughness = {q for q in self.perms if resolved[q].get("toughness") is not None}
        self.board_effects = board.get("effects") or []
        n_board = len(self.board_effects)
        stamped = self.effects[n_board:] + self.effects[:n_board]
        ability_ids = {id(a) for p in self.perms.values() for a in p["abilities"]}
        chosen = {}                                    # (id(effect), source) -> permanents, None: not in force
        self.lost = {}                                 # -> the timestamp of the latest loss of all abilities
        self.text_lost = set()                         # lands that lost their rules text's abilities (305.7)

        def layer(parts, apply, depends=None):
            todo = [(i, x) for i, x in enumerate(stamped) if x[0].get("kind") in parts and parts[x[0]["kind"]](x[0])]
            waits = {}
            if depends is not None:                    # 613.8: an effect waits for those it depends on
                todo, waits = depends(todo)
            while todo:
                kind = todo[0][1][0]["kind"]
                n = next((j for j, (i, x) in enumerate(todo) if x[0]["kind"] != kind
                          or any(w in waits.get(i, ()) for w, _ in todo[:j])), len(todo))
                run, todo = todo[:n], todo[n:]
                changes = []
                for i, (e, src, ctrl) in run:
                    key = (id(e), src)
                    if key not in chosen:
                        lost = (src in self.lost or src in self.text_lost) and id(e) in ability_ids
                        chosen[key] = ([q for q in self.select(e.get("permanents"), src, ctrl) if q in self.perms]
                                       if not lost and self.cond(e, src, ctrl) else None)
                    changes += [(q, e, i) for q in chosen[key] or []]
                for q, e, i in changes:
                    apply(self.perms[q], q, e, i)

        def types(p, q, e, i):
            if e["kind"] == "remove_types":
                p["types"] = [t for t in p["types"] if t not in [t.lower() for t in e["types"]]]
            elif e["kind"] == "add_types":
                p["types"] = p["types"] + [t.lower() for t in e["types"] if t.lower() not in p["types"]]
                if e.get("replaces_creature_types"):   # 205.1b: "is a Spirit" replaces its creature types
                    p["subtypes"] = [s for s in p["subtypes"] if s in NONCREATURE_TYPES]
                p["subtypes"] = p["subtypes"] + [t for t in e.get("subtypes", []) if t not in p["subtypes"]]
            elif e["kind"] == "land_types":            # 305.6, 305.7
                if e.get("types") is not None:         # [land] only: other types' subtypes go too
                    p["types"] = ["land"]
                    p["subtypes"] = [s for s in p["subtypes"] if s in LAND_TYPES]
                if "land" in p["types"]:
                    if not e.get("in_addition"):       # old land types, rules text and its mana gone
                        p["subtypes"] = [s for s in p["subtypes"] if s not in LAND_TYPES]
                        printed = (p.get("copiable") or {}).get("keywords")
                        p["keywords"] = ([k for k in p["keywords"] if k not in [x.lower() for x in printed]]
                                         if printed is not None and p.get("copy_of") is None else [])
                        p["mana"], p["mana_abilities"] = [], []
                        self.text_lost.add(q)
                    p["subtypes"] = p["subtypes"] + [t for t in e["subtypes"] if t not in p["subtypes"]]
                    p["mana"] = p["mana"] + [BASIC_MANA[t] for t in e["subtypes"] if BASIC_MANA[t] not in p["mana"]]
            else:                                      # 205.1a: the types it names replace the others
                if e.get("types") is not None:
                    p["types"] = [t.lower() for t in e["types"]]
                    if e.get("subtypes") is None and p["types"] == ["land"]:   # their subtypes go too
                        p["subtypes"] = [s for s in p["subtypes"] if s in LAND_TYPES]
                if e.get("subtypes") is not None:
                    p["subtypes"] = list(e["subtypes"])

        def colors(p, q, e, i):                        # 105.3: colors set, or added to its others
            given = [c.upper() for c in e["colors"]]
            have = [c.upper() for c in p["colors"]] if e.get("colors_in_addition") else []
            p["colors"] = have + [c for c in given if c not in have]

        def loses(p, q, e, i):                         # its keywords and mana abilities now, its effects below
            self.lost[q] = max(self.lost.get(q, -1), i)
            p["keywords"], p["mana"], p["mana_abilities"] = [k.lower() for k in e.get("keywords", [])], [], []
            p["mana"] = list(e.get("mana") or [])     # what it has after all (Imprisoned in the Moon)

        def base_power(p, q, e, i):
            if e.get("power") is not None:
                p["power"] = mana_value(p.get("mana_cost")) if e["power"] == "mana_value" else e["power"]
                has_pt.add(q)
            if e.get("toughness") is not None:
                p["toughness"] = mana_value(p.get("mana_cost")) if e["toughness"] == "mana_value" else e["toughness"]
                has_pt.add(q)
                stated_toughness.add(q)

        def depends(todo):
            """613.8a: in layer 4, X depends on Y when applying Y alone, as the layer begins,
            changes which permanents X's selector object picks (among those Y changes); X then
            applies after Y (613.8b), in timestamp order otherwise and within a loop."""
            live = [(i, x) for i, x in todo if self.cond(x[0], x[1], x[2])]
            deps = {i: set() for i, _ in todo}
            for j, (e, src, ctrl) in live:             # 305.7: X of a land's rules text depends on Y
                if e["kind"] == "land_types" and not e.get("in_addition"):     # that takes it away
                    touched = set(self.select(e.get("permanents"), src, ctrl))
                    for i, x in live:
                        if i != j and x[1] in touched and id(x[0]) in ability_ids:
                            deps[i].add(j)
            for j, (e, src, ctrl) in (live if 2 <= len(live) <= 40 else []):
                touched = [q for q in self.select(e.get("permanents"), src, ctrl) if q in self.perms]
                readers = [(i, x) for i, x in live if i != j and isinstance(x[0].get("permanents"), dict)]
                if not touched or not readers:
                    continue

                def picks(x):
                    return set(self.select(x[0]["permanents"], x[1], x[2])) & set(touched)
                before = {i: picks(x) for i, x in readers}
                fields = ("types", "subtypes", "keywords", "mana", "mana_abilities")
                saved = {q: {f: list(self.perms[q][f]) for f in fields} for q in touched}
                text_lost = set(self.text_lost)
                for q in touched:
                    types(self.perms[q], q, e, j)
                after = {i: picks(x) for i, x in readers}
                for q, values in saved.items():
                    self.perms[q].update(values)
                self.text_lost = text_lost
                for i, _ in readers:
                    if before[i] != after[i]:
                        deps[i].add(j)
            reach = {i: set(d) for i, d in deps.items()}
            for _ in range(len(deps)):
                for i in reach:
                    reach[i] |= {k for j in list(reach[i]) for k in reach.get(j, ())}
            waits = {i: {j for j in deps[i] if i not in reach[j]} for i in deps}
            order, left = [], list(todo)
            while left:
                pick = next((t for t in left if not (waits[t[0]] & {i for i, _ in left})), left[0])
                order.append(pick)
                left.remove(pick)
            return order, waits

        every = lambda e: True                         # noqa: E731
        sets_colors = lambda e: e.get("colors") is not None     # noqa: E731
        sets_pt = lambda e: e.get("power") is not None or e.get("toughness") is not None   # noqa: E731
        adds = lambda e: bool(e["types"] or e.get("subtypes") or e.get("replaces_creature_types"))  # noqa: E731
        layer({"add_types": adds, "remove_types": every, "land_types": every,
               "lose_abilities": lambda e: e.get("types") is not None or e.get("subtypes") is not None}, types, depends)
        layer({"add_types": sets_colors, "lose_abilities": sets_colors, "land_types": sets_colors}, colors)
        layer({"lose_abilities": every}, loses)
        # 613 layer 6: a permanent that lost all abilities has none of its abilities (printed
        # or copied) nor those granted by an effect older than the loss; abilities granted to
        # creatures are each the creature's own, their effects with the later timestamp of the
        # creature's and the granting effect's (613.7a)
        gone = lambda e, src: (src in self.lost or src in self.text_lost) and id(e) in ability_ids     # noqa: E731
        self.effects = [(e, src, ctrl) for e, src, ctrl in self.effects if not gone(e, src)]
        stamp = {(id(e), src): float(i) for i, (e, src, ctrl) in enumerate(stamped)}
        board_index = {q: n for n, q in enumerate(self.perms)}

        def held(q):                                   # after the permanent's own abilities
            return sum(len(self.perms[r]["abilities"]) for r in self.perms if board_index[r] <= board_index[q]) - 0.5

        granted = []                                   # (effect, source, controller, timestamp)
        todo = [(*x, stamp[(id(x[0]), x[1])]) for x in stamped
                if x[0].get("kind") == "grant_abilities" and not gone(x[0], x[1]) and self.cond(*x)]
        while todo:
            more = []
            for e, src, ctrl, when in todo:
                named = isinstance(e.get("creatures"), list)   # ids name any permanent (613.1f)
                for q in self.select(e.get("creatures"), src, ctrl):
                    if (named or self.is_(q, "creature")) and when > self.lost.get(q, -1):
                        mine = self.perms[q]["controller"]
                        for a in e["abilities"]:
                            granted.append((a, q, mine, max(when, held(q))))
                            if a.get("kind") == "grant_abilities" and self.cond(a, q, mine):
                                more.append((a, q, mine, max(when, held(q))))
            todo = more
        self.effects += [(a, q, ctrl) for a, q, ctrl, _ in granted]
        # layer 6: a {T} mana ability granted (Cryptolith Rite) is each permanent's own, one more
        # option of its one {T} ability, unless it lost all abilities after the grant (613.7)
        mana_grants = [(e, src, ctrl, stamp[(id(e), src)]) for e, src, ctrl in stamped
                       if e.get("kind") == "grant_mana_abilities" and not gone(e, src)]
        mana_grants += [x for x in granted if x[0].get("kind") == "grant_mana_abilities"]
        # a permanent's own mana ability on a condition reading power is checked as it is
        # activated (602.5b), on power after layer 7 (613.4): below
        late = [x for x in mana_grants if x[0].get("permanents") == "self" and re.search(
            r"'(?:power|toughness)_(?:greater_than|at_most|less_than)'", repr(x[0].get("condition")))]
        mana_grants = [x for x in mana_grants if not any(x is y for y in late)]

        def grant_mana(grants):
            picked = [(q, e, when) for e, src, ctrl, when in grants if self.cond(e, src, ctrl)
                      for q in self.select(e.get("permanents"), src, ctrl)]
            for q, e, when in picked:
                if q in self.perms and when > self.lost.get(q, -1):
                    self.perms[q]["mana"] = self.perms[q]["mana"] + [m for m in e["mana"] if m not in self.perms[q]["mana"]]

        grant_mana(mana_grants)
        # keywords given, taken away, and all lost but those the loss gives, in timestamp order
        # (613.7, 613.7a), a run of one kind selecting before any of it applies
        seq = [(e, src, ctrl, stamp[(id(e), src)]) for e, src, ctrl in stamped
               if (e.get("kind") == "lose_abilities" and chosen.get((id(e), src)))
               or (e.get("kind") in ("grant_keywords", "remove_keywords") and not gone(e, src) and self.cond(e, src, ctrl))]
        seq += [x for x in granted if x[0].get("kind") in ("grant_keywords", "remove_keywords") and self.cond(*x[:3])]
        for q, p in self.perms.items():                # 122.1b: a keyword counter gives its keyword as of
            named = [k.lower() for k, n in sorted(p["counters"].items())    # its permanent's timestamp
                     if n > 0 and k.lower() in KEYWORD_COUNTERS]
            if named:
                seq.append(({"kind": "grant_keywords", "counter": q, "keywords": named}, q, None, held(q)))
        seq = [x[:3] for x in sorted(seq, key=lambda x: x[3])]
        while seq:
            kind = seq[0][0]["kind"]
            n = next((j for j, x in enumerate(seq) if x[0]["kind"] != kind), len(seq))
            run, seq = seq[:n], seq[n:]
            if kind == "lose_abilities":
                changes = [(q, e) for e, src, ctrl in run for q in chosen[(id(e), src)]]
            else:
                changes = [(q, e) for e, src, ctrl in run
                           for q in ([e["counter"]] if "counter" in e else self.select(e.get("creatures"), src, ctrl))
                           if "counter" in e or self.is_(q, "creature")]
            for q, e in changes:
                kws = self.perms[q]["keywords"]
                if kind == "grant_keywords":
                    kws += [k for k in e["keywords"] if k not in kws]
                elif kind == "remove_keywords":
                    self.perms[q]["keywords"] = [k for k in kws if k not in e["keywords"]]
                else:
                    self.perms[q]["keywords"] = [k.lower() for k in e.get("keywords", [])]
        # layer 7b (after layer 6: a grant's selector reads power as it is there), then 7c and counters
        layer({"add_types": sets_pt, "lose_abilities": sets_pt}, base_power)
        # layer 7c: P/T changes, then counters
        for e, src, ctrl in self.in_force("modify_pt"):
            n = 1                                    # or once per color among permanents (105.2)
            if e.get("per_color_among") is not None:
                n = len({c for q in self.select(e["per_color_among"], src, ctrl) for c in self.perms[q].get("colors", [])})
            if e.get("per_count") is not None:
                n = len(self.select(e["per_count"], src, ctrl))
            for q in self.select(e.get("creatures"), src, ctrl):
                if self.is_(q, "creature"):
                    k = n if not e.get("per_attached") else n * sum(  # once per Aura/Equipment on it (303.4, 301.5)
                        1 for r in self.perms.values() if r.get("attached_to") == q and any(
                            sub in r["subtypes"] and {"Aura": "enchantment", "Equipment": "artifact"}[sub] in r["types"]
                            for sub in e["per_attached"]))
                    self.perms[q]["power"] += e.get("power", 0) * k
                    self.perms[q]["toughness"] += e.get("toughness", 0) * k
        for q, p in self.perms.items():                # 613.4c: counters, with 7c
            if q in has_pt:
                p["power"] += p["counters"].get("+1/+1", 0) - p["counters"].get("-1/-1", 0)
                p["toughness"] += p["counters"].get("+1/+1", 0) - p["counters"].get("-1/-1", 0)
        grant_mana(late)
        # 704.5f: a creature whose toughness the board states and that is 0 or less is put into
        # its owner's graveyard before attackers are declared: no such board is judged (bad input)
        self.dying = [q for q in self.perms if q in stated_toughness and self.is_(q, "creature")
                      and self.perms[q]["toughness"] <= 0]
        # 704.5n, 301.5c: an Equipment that is a creature becomes unattached: no such board is judged
        self.dying += [q for q, p in self.perms.items() if p.get("attached_to") in self.perms and self.is_(q, "creature")
                       and {"Equipment", "Fortification"} & set(p.get("subtypes", ()))]
        # 704.5n, 301.5c: an Equipment attached to what is no creature (or to a player) becomes unattached
        self.dying += [q for q, p in self.perms.items() if p.get("attached_to") is not None
                       and "Equipment" in p.get("subtypes", ()) and not self.is_(q, "creature")
                       and not self.is_(p["attached_to"], "creature")]
        # 704.5m, 303.4d: an Aura that is a creature enchants nothing and goes to the graveyard
        self.dying += [q for q, p in self.perms.items() if p.get("attached_to") is not None and self.is_(q, "creature")
                       and "Aura" in p.get("subtypes", ())]
        self.goads = {}                                # creature -> distinct goaders (701.15c-d)
        for e, src, ctrl in self.in_force("goad"):     # extension: the goad effect kind
            if ctrl is not None:                       # in force, even the active player's
                for q in self.select(e.get("creatures"), src, ctrl):
                    if self.is_(q, "creature"):
                        gs = self.goads.setdefault(q, [])
                        if ctrl not in gs:
                            gs.append(ctrl)
        for d in board.get("designations") or []:
            if "goad" in d and (d["goad"] not in self.perms or d["by"] in self.perms):
                raise ValueError(f"unknown id in goad designation {d}")    # bad input
            # a `by` naming no player: a goader who has left the game; the goad lasts until
            # their turn would have begun (800.4m), and any player is "other than" them
            if "goad" in d:                            # in force, the active player's too (701.15a)
                gs = self.goads.setdefault(d["goad"], [])
                if d["by"] not in gs:
                    gs.append(d["by"])
        for e, src, ctrl in self.in_force("cant_be_goaded"):   # 701.15: goad gives them nothing
            for q in self.select(e.get("creatures"), src, ctrl):
                self.goads.pop(q, None)
        self.as_though_haste = set()                   # 302.6 doesn't stop their activated abilities
        for e, src, ctrl in self.in_force("activate_as_though_haste"):
            self.as_though_haste |= set(self.select(e.get("creatures"), src, ctrl))
        for e, src, ctrl in self.in_force("ignore_defender"):
            allowed = e.get("defenders")
            if isinstance(allowed, str):
                allowed = [allowed]
            if allowed is not None:
                allowed = {self.target(ctrl, w, src) for w in allowed}
            for q in self.select(e.get("creatures"), src, ctrl):
                had = self.may_ignore_defender.get(q, set())
                self.may_ignore_defender[q] = None if allowed is None or had is None else had | allowed
        self.may_attack_as_haste = {}                  # creature -> defenders (None: all), 302.6
        for e, src, ctrl in self.in_force("attack_as_though_haste"):
            allowed = e.get("defenders")
            if allowed == "opponents":                 # their opponents within range and their planeswalkers
                foes = {p for p in self.players if p != ctrl and p not in self.far(ctrl)}
                allowed = foes | {q for q, p in self.perms.items()
                                  if p["controller"] in foes and self.is_(q, "planeswalker")}
            elif allowed is not None:
                allowed = {self.target(ctrl, w, src) for w in allowed}
            for q in self.select(e.get("creatures"), src, ctrl):
                had = self.may_attack_as_haste.get(q, set())
                self.may_attack_as_haste[q] = None if allowed is None or had is None else had | allowed
        for e, src, ctrl in self.in_force("attack_direction"):
            if self.active in self.far(ctrl):          # 801.10
                continue
            who = e.get("players", "each")
            if who == "each" or self.active in {self.player(ctrl, w) for w in who}:
                self.directions.append(e["direction"])

    def in_force(self, kind):
        """The effects of a kind whose condition holds now."""
        return [(e, src, ctrl) for e, src, ctrl in self.effects if e.get("kind") == kind and self.cond(e, src, ctrl)]

    # -- conditions
    def cond(self, e, src, ctrl):
        """An effect's condition: every key holds (an unanswered one counts as false). An
        effect of a permanent with `unread_text` whose `unless` leaves a defending player's
        question unanswered is left out: that text is written out on the board, or inactive."""
        asked = (e.get("unless") or {}).get("defending_player_asked")
        if asked is not None and (self.perms.get(src) or {}).get("unread_text") is not None:
            answers = asked.get("holds") or {}
            if any(p not in answers for p in self.players if p != self.active):
                return False
        c = e.get("condition")
        if not c:
            return True
        me = self.perms.get(src)
        host = me.get("attached_to") if me else None
        checks = []
        if c.get("source_untapped"):
            checks.append(me is not None and not me["tapped"])
        if c.get("source_tapped"):
            checks.append(me is not None and me["tapped"])
        if c.get("source_attached"):
            checks.append(host is not None and (host in self.perms or host in self.pinfo))
        if "attached" in c:
            checks.append(host in self.perms and host in self.select_any(c["attached"], src, ctrl))
        if "source" in c:
            checks.append(src in self.perms and src in self.select_any(c["source"], src, ctrl))
        if "source_counters" in c:
            sc = c["source_counters"]
            n = _counted(me["counters"], sc["kind"]) if me is not None else 0
            if me is not None and sc["kind"] == "loyalty" and "loyalty" not in me["counters"] \
                    and me.get("loyalty") is not None:
                n = me["loyalty"]                      # 306.5b: its loyalty counters
            checks.append(me is not None and n >= sc.get("at_least", 1)
                          and (sc.get("at_most") is None or n <= sc["at_most"]))
        if "you_control" in c:
            for yc in c["you_control"] if isinstance(c["you_control"], list) else [c["you_control"]]:
                mine = [q for q in self.select_any(yc["selector"], src, ctrl) if self.ctrl(q) == ctrl]
                checks.append(ctrl is not None and len(mine) >= yc.get("at_least", 1))
        if "you_control_at_most" in c:
            yc = c["you_control_at_most"]
            mine = [q for q in self.select_any(yc["selector"], src, ctrl) if self.ctrl(q) == ctrl]
            checks.append(ctrl is not None and len(mine) <= yc["at_most"])
        if "battlefield" in c:
            bf = c["battlefield"]
            n = len(self.select(bf["selector"], src, ctrl))    # 801.11: what is within range
            checks.append(n >= bf.get("at_least", 0) and ("at_most" not in bf or bf["at_most"] is None
                                                            or n <= bf["at_most"]))
        if "devotion" in c:                            # 700.5: symbols of any of the colors
            dv = c["devotion"]
            who = self.player(ctrl, dv.get("player", "you"))
            wanted = {x.upper() for x in dv["to"]}
            n = sum(1 for p in self.perms.values() if p["controller"] == who
                    for sym in re.findall(r"\{([^}]*)\}", p.get("mana_cost") or "")
                    if wanted & set(sym.upper().split("/")))
            lo, hi = dv.get("at_least"), dv.get("at_most")
            checks.append(who in self.pinfo and (lo is None or n >= lo) and (hi is None or n <= hi))
        if "your_turn" in c:
            checks.append((ctrl == self.active) == c["your_turn"])
        if "combat" in c:
            n, lo, hi = self.combat, c["combat"].get("at_least"), c["combat"].get("at_most")
            checks.append((lo is None or n >= lo) and (hi is None or n <= hi))
        for key in ("hand", "life", "graveyard"):
            if key in c:
                word = c[key].get("player", "you")  # an_opponent: any opponent of the controller, each_...: all
                if word in ("an_opponent", "each_opponent", "a_player", "each_player"):
                    whos = [q for q in self.pinfo if q not in self.far(ctrl)
                            and not (word.endswith("_opponent") and q == ctrl)]
                else:
                    whos = [self.player(ctrl, word)]
                lo, hi = c[key].get("at_least"), c[key].get("at_most")
                ns = [self._number_of(key, w, c[key]) for w in whos if w in self.pinfo]
                held = [n is not None and (lo is None or n >= lo) and (hi is None or n <= hi) for n in ns]
                checks.append(all(held) if word.startswith("each_") else any(held))
        if "asked" in c:
            checks.append(c["asked"].get("holds") is (False if c["asked"].get("negated") else True))
        return all(checks)

    def _number_of(self, key, who, cond):
        """A player's cards in hand, life, or graveyard cards (or card types); None: not given
        (the reference is asked only where the solver answers)."""
        info = self.pinfo[who]
        if key == "life":
            return info.get("life", 20)
        if key == "hand":
            return info.get("hand")
        cards = info.get("graveyard")
        if cards is None:
            return None
        if cond.get("of", "cards") == "card_types":
            return len({t.lower() for card in cards for t in card.get("types", [])})
        return len(cards)

    # -- basic facts
    def is_(self, pid, t):
        return pid in self.perms and t in self.perms[pid]["types"]

    def ctrl(self, pid):
        return self.perms[pid]["controller"] if pid in self.perms else None

    def has(self, pid, kw):
        return kw in self.perms[pid]["keywords"]

    def attached_to_it(self, pid, subtype, controller=None):
        return any(p.get("attached_to") == pid and subtype in p["subtypes"]
                   and (controller is None or p["controller"] == controller) for p in self.perms.values())

    def eligible(self, c):                             # 508.1a, 302.6
        p = self.perms.get(c)
        return (p is not None and p["controller"] == self.active and self.is_(c, "creature")
                and not self.is_(c, "battle") and not p["tapped"]
                and (self.has(c, "haste") or not p["sick"] or self.haste_lets_attack(c)))

    def haste_lets_attack(self, c):                    # 302.6: only if it allows some defender now
        if c not in self.may_attack_as_haste:
            return False
        free = self.may_attack_as_haste[c]
        return free is None or any(d in free for d in self.defenders())

    def attackable_players(self):                      # 506.2, 801, 802, 803
        n, i = len(self.players), self.players.index(self.active)
        if self.mode == "multiple":
            seats = [j for j in range(n) if j != i]
        elif self.mode == "left":                      # the next entry sits to the left
            seats = [(i + 1) % n]
        elif self.mode == "right":
            seats = [(i - 1) % n]
        else:
            seats = [self.players.index(self.mode)] if self.mode in self.players else []
        for way in self.directions:                    # 803.1: only the nearest opponent that way
            seats = [j for j in seats if j == ((i + 1) % n if way == "left" else (i - 1) % n)]
        if self.roi is not None:                       # 801: shorter way round the table
            seats = [j for j in seats if min(abs(i - j), n - abs(i - j)) <= self.roi]
        return [self.players[j] for j in seats if j != i]

    def defenders(self):
        ps = self.attackable_players()
        pws = [q for q in self.perms if self.is_(q, "planeswalker") and self.ctrl(q) in ps]
        bts = [q for q in self.perms if self.is_(q, "battle")     # 310.8b: never its protector
               and self.perms[q].get("protector") in ps
               and not self.directions]                 # Mystic Barrier names players and planeswalkers
        return ps + pws + bts

    def defending_player(self, d):                     # 508.5, 310.8d
        if d in self.pinfo:
            return d
        if self.is_(d, "battle"):
            return self.perms[d].get("protector")
        if self.is_(d, "planeswalker"):
            return self.ctrl(d)
        return None

    def attacks_player(self, d, player, include_pw):
        """d is `player`, or (if included) a planeswalker `player` controls; never a battle."""
        if player is None:
            return False
        return d == player or (include_pw and self.is_(d, "planeswalker") and self.ctrl(d) == player)

    # -- effect helpers
    def player(self, ctrl, name):
        """'you' = effect controller; an unknown id is something gone (None)."""
        if name == "you":
            return ctrl
        return name if name in self.pinfo else None

    def target(self, ctrl, name, src=None, creature=None):
        """A target or player word: you, self (the source), attached_controller, owner (the
        creature's); an unknown id is something gone (None)."""
        if name == "you":
            return ctrl
        if name == "self":
            return src if src in self.perms else None
        if name == "attached_controller":
            host = self.perms.get(src, {}).get("attached_to")
            return self.ctrl(host) if host in self.perms else None
        if name == "owner":
            return self.perms[creature]["owner"] if creature in self.perms else None
        return name if name in self.pinfo or name in self.perms else None

    def source_power(self, src):
        """The source's power, None unless it is a creature on the board."""
        s = self.perms.get(src)
        return s["power"] if s is not None and "creature" in s["types"] else None

    def matches(self, obj, pid, src, ctrl, check_controller=True):
        p = self.perms[pid]
        if check_controller:
            want = obj.get("controller", "any")
            if want == "you" and (ctrl is None or p["controller"] != ctrl):
                return False
            if want == "opponents" and (ctrl is None or p["controller"] == ctrl):
                return False
            if want == "attached_player":
                if p["controller"] != self.perms.get(src, {}).get("attached_to"):
                    return False
            elif want not in ("you", "opponents", "any") and p["controller"] != want:
                return False
        if obj.get("other") and pid == src:
            return False
        if not all(t in p["types"] for t in obj.get("types", [])):
            return False
        if not all(t in p["subtypes"] for t in obj.get("subtypes", [])):
            return False
        if any(t in p["subtypes"] for t in obj.get("not_subtypes", [])):
            return False
        supertypes = [t.lower() for t in p.get("supertypes") or []]
        if not all(t.lower() in supertypes for t in obj.get("supertypes", [])):
            return False
        if any(t.lower() in supertypes for t in obj.get("not_supertypes", [])):
            return False
        if obj.get("any_subtypes") and not any(t in p["subtypes"] for t in obj["any_subtypes"]):
            return False
        if obj.get("colors") and not any(c in p["colors"] for c in obj["colors"]):
            return False
        if any(c in p["colors"] for c in obj.get("not_colors", [])):
            return False
        if not all(k in p["keywords"] for k in obj.get("keywords", [])):
            return False
        if any(k in p["keywords"] for k in obj.get("lacks_keywords", [])):
            return False
        if "power_greater_than" in obj:
            limit = obj["power_greater_than"]
            if limit == "hand":
                if ctrl not in self.pinfo or "hand" not in self.pinfo[ctrl]:
                    raise ValueError("a `hand` selector needs the controller's hand")
                limit = self.pinfo[ctrl]["hand"]
            elif limit == "source":
                limit = self.source_power(src)
                if limit is None:
                    return False
            if not p["power"] > limit:
                return False
        if "power_at_most" in obj and not p["power"] <= obj["power_at_most"]:
            return False
        if "toughness_greater_than" in obj and not p["toughness"] > obj["toughness_greater_than"]:
            return False
        if "toughness_at_most" in obj and not p["toughness"] <= obj["toughness_at_most"]:
            return False
        if "power_less_than" in obj:
            limit = obj["power_less_than"]
            if limit == "source":
                limit = self.source_power(src)
                if limit is None:
                    return False
            if not p["power"] < limit:
                return False
        if obj.get("names") and p["label"].casefold() not in [n.casefold() for n in obj["names"]]:
            return False
        if obj.get("counters") is not None and _counted(p["counters"], obj["counters"]) == 0:
            return False
        for state in ("token", "tapped", "commander", "sick"):
            if obj.get(state) is not None and p[state] != obj[state]:
                return False
        if obj.get("enchanted") is not None and self.attached_to_it(pid, "Aura") != obj["enchanted"]:
            return False
        if obj.get("equipped") is not None and self.attached_to_it(pid, "Equipment") != obj["equipped"]:
            return False
        if obj.get("modified") is not None:            # 700.9
            modified = (any(p["counters"].values()) or self.attached_to_it(pid, "Equipment")
                        or self.attached_to_it(pid, "Aura", p["controller"]))
            if modified != obj["modified"]:
                return False
        by = obj.get("enchanted_by")                   # an Aura of you, an opponent, a player
        if by is not None and not any(
                p2.get("attached_to") == pid and "Aura" in p2["subtypes"]
                and (p2["controller"] == ctrl if by == "you" else p2["controller"] != ctrl if by == "opponents"
                     else p2["controller"] == by) for p2 in self.perms.values()):
            return False
        exc = obj.get("except")
        if exc is not None:
            if isinstance(exc, list) and any(not isinstance(e, str) for e in exc):  # any of these selectors
                if any(pid in self.select_any(e, src, ctrl) for e in exc):
                    return False
            elif pid in self.select_any(exc, src, ctrl):
                return False
        return True

    def far(self, ctrl):
        """801.10: the players outside the range of influence of an effect's controller: its
        effects can't affect them or the permanents they control (none without a range, or
        for an effect of no player on the board)."""
        if self.roi is None or ctrl not in self.pinfo:
            return set()
        n, i = len(self.players), self.players.index(ctrl)
        return {p for j, p in enumerate(self.players) if min(abs(i - j), n - abs(i - j)) > self.roi}

    def select(self, sel, src, ctrl):
        """What a selector names that the effect's controller can affect (801.10)."""
        far = self.far(ctrl)
        return [q for q in self.select_any(sel, src, ctrl)
                if q not in self.perms or self.perms[q]["controller"] not in far]

    def select_any(self, sel, src, ctrl):
        """A selector -> list of permanent ids (a list of ids, or an object)."""
        if sel is None:
            return []
        if sel == "self":                              # extension: the source itself
            return [src] if src in self.perms else []
        if sel == "attached":                          # extension: what the source is attached to
            host = self.perms.get(src, {}).get("attached_to")
            return [host] if host in self.perms else []
        if isinstance(sel, list):
            if any(q not in self.perms for q in sel):       # bad input, not "gone"
                raise ValueError(f"unknown id in creature list {sel}")
            return list(dict.fromkeys(sel))
        return [q for q in self.perms if self.matches(sel, q, src, ctrl)]

    def controls_matching(self, player, obj, src, ctrl):
        """unless_defending_player_controls (310.8d): a permanent of `player` matching obj."""
        return self.count_matching(player, obj, src, ctrl) > 0

    def count_matching(self, player, obj, src, ctrl):
        if isinstance(obj, list):
            return sum(1 for q in obj if self.ctrl(q) == player)
        if isinstance(obj, str):
            return sum(1 for q in self.select_any(obj, src, ctrl) if self.ctrl(q) == player)
        return sum(1 for q in self.perms if self.ctrl(q) == player
                   and self.matches(obj, q, src, ctrl, check_controller=False))

    def meets_unless(self, e, player, src, ctrl):
        """cant_attack's `unless` (and unless_defending_player_controls) for a defending player."""
        u = dict(e.get("unless") or {})
        if e.get("unless_defending_player_controls") is not None:
            u["defending_player_controls"] = e["unless_defending_player_controls"]
        if not u:
            return False
        if player is None:
            return False
        if "defending_player_controls" in u and not self.controls_matching(player, u["defending_player_controls"], src, ctrl):
            return False
        if "defending_player_controls_none" in u and self.controls_matching(
                player, u["defending_player_controls_none"], src, ctrl):
            return False
        if "controls_more_than_defending" in u:
            sel = u["controls_more_than_defending"]
            if not self.count_matching(ctrl, sel, src, ctrl) > self.count_matching(player, sel, src, ctrl):
                return False
        if "controls_fewer_than_defending" in u:
            sel = u["controls_fewer_than_defending"]
            if not self.count_matching(ctrl, sel, src, ctrl) < self.count_matching(player, sel, src, ctrl):
                return False
        if "defending_player_life_at_most" in u and self.pinfo[player].get("life", 20) > u["defending_player_life_at_most"]:
            return False
        if "defending_player_asked" in u and not (u["defending_player_asked"].get("holds") or {}).get(player):
            return False
        return True


# --------------------------------------------------------------------- the rules

class Rules:
    """Requirement instances, restrictions and costs as plain predicates on a declaration
    D (dict creature -> defender)."""

    def __init__(self, b):
        self.b = b
        self.requirements = []     # D -> bool (obeyed)     508.1d
        self.conditional = []      # (D -> exists, D -> obeyed): exists only if a creature attacks
        self.conditional_effects = 0  # effects making them (the solver judges at most 4: docs/readings.md)
        self.restrictions = []     # D -> bool (broken)     508.1c
        self.taxes = []            # (creature, defender) -> cost list   508.1h
        for eff, src, ctrl in b.effects:
            handler = getattr(self, "_" + str(eff.get("kind")), None)
            if handler is None:
                raise ValueError(f"unknown effect kind {eff.get('kind')!r}")
            if b.active in b.far(ctrl):               # 801.10: it can't affect the attack
                continue
            if b.cond(eff, src, ctrl):                 # the condition, on the board as it stands
                handler(eff, src, ctrl)
        for c, goaders in b.goads.items():             # 701.15b-d: two instances per goader
            for g in goaders:
                self.requirements.append(lambda D, c=c: c in D)
                self.requirements.append(lambda D, c=c, g=g: D.get(c) in b.pinfo and D[c] != g)
        for c, free in b.may_attack_as_haste.items():  # 302.6: sick, it may attack only these
            if free is not None and b.perms[c]["sick"] and not b.has(c, "haste"):
                self.restrictions.append(lambda D, c=c, free=free: c in D and D[c] not in free)
        for c in b.perms:                              # 702.3b defender, unless it may attack as though not
            if b.has(c, "defender"):
                free = b.may_ignore_defender.get(c, set())
                self.restrictions.append(lambda D, c=c, free=free: c in D and free is not None and D[c] not in free)

    # requirements ---------------------------------------------------------------
    def x_value(self, e, src, ctrl):
        """X of a cost: a number, the X paid for the source's spell, or a count of permanents."""
        x = e.get("x", 0)
        if x == "paid":
            return self.b.perms[src].get("x_paid", 0) if src in self.b.perms else 0
        if isinstance(x, dict) and "basic_land_types" in x:      # domain
            who = self.b.target(ctrl, x["basic_land_types"], src)
            return sum(1 for t in BASIC if any(p["controller"] == who and "land" in p["types"] and t in p["subtypes"]
                                               for p in self.b.perms.values()))
        if isinstance(x, dict) and "hand" in x:
            return self.b.pinfo[self.b.target(ctrl, x["hand"], src)]["hand"]
        if isinstance(x, dict):                         # 801.11: what is within range
            return sum(1 for q in self.b.select(x["count"], src, ctrl))
        return x or 0

    def _goad(self, e, src, ctrl):                     # handled on the board (designations)
        pass

    def _grant_keywords(self, e, src, ctrl):           # applied to the board first
        pass

    def _modify_pt(self, e, src, ctrl):
        pass

    def _add_types(self, e, src, ctrl):               # applied to the board first
        pass

    def _remove_types(self, e, src, ctrl):
        pass

    def _lose_abilities(self, e, src, ctrl):          # applied to the board first
        pass

    def _land_types(self, e, src, ctrl):              # applied to the board first
        pass

    def _grant_mana_abilities(self, e, src, ctrl):     # applied to the mana sources (layer 6)
        pass

    def _cant_activate(self, e, src, ctrl):            # applied to the mana sources
        pass

    def _chosen_name_abilities(self, e, src, ctrl):    # applied to the mana sources
        pass

    def _mana_replacement(self, e, src, ctrl):        # applied to the sources (Oracle)
        pass

    def _mana_trigger(self, e, src, ctrl):
        pass

    def _grant_abilities(self, e, src, ctrl):         # the granted abilities are on the board
        pass

    def _remove_keywords(self, e, src, ctrl):
        pass

    def _cant_be_goaded(self, e, src, ctrl):
        pass

    def _ignore_defender(self, e, src, ctrl):
        pass

    def _activate_as_though_haste(self, e, src, ctrl):   # applied to the mana sources
        pass

    def _attack_as_though_haste(self, e, src, ctrl):   # applied to eligibility
        pass

    def _attack_direction(self, e, src, ctrl):
        pass

    def _attacks_if_able(self, e, src, ctrl):
        b = self.b
        if e.get("when_attacking") is not None:       # exists only if one of them attacks
            when = [q for q in b.select(e["when_attacking"], src, ctrl) if b.eligible(q)]
            self.conditional_effects += any(b.eligible(c) for c in b.select(e.get("creatures"), src, ctrl))
            for c in b.select(e.get("creatures"), src, ctrl):
                if b.eligible(c):
                    self.conditional.append((lambda D, when=when: any(q in D for q in when),
                                             lambda D, c=c: c in D))
            return
        for c in b.select(e.get("creatures"), src, ctrl):
            self.requirements.append(lambda D, c=c: c in D)

    def _attacks_target_if_able(self, e, src, ctrl):
        b, inc = self.b, e.get("include_planeswalkers", False)
        for c in b.select(e.get("creatures"), src, ctrl):
            t = b.target(ctrl, e.get("target"), src, c)
            self.requirements.append(lambda D, c=c, t=t: t is not None and c in D and (
                D[c] == t or (t in b.pinfo and b.attacks_player(D[c], t, inc))))

    def _attacks_other_than_if_able(self, e, src, ctrl):
        b = self.b
        for c in b.select(e.get("creatures"), src, ctrl):   # a *player* only (goad rulings)
            p = b.target(ctrl, e.get("player"), src, c)
            self.requirements.append(lambda D, c=c, p=p: D.get(c) in b.pinfo and D[c] != p)

    def _player_attacks_target_if_able(self, e, src, ctrl):
        b, inc, n = self.b, e.get("include_planeswalkers", True), e.get("count", 1)
        if e.get("target") is None:                    # no target: attacking anything obeys it
            self.requirements.append(lambda D: len(D) >= n)
            return
        p = b.target(ctrl, e.get("target"), src)
        self.requirements.append(                      # one instance whatever the count
            lambda D: p is not None and sum(b.attacks_player(d, p, inc) for d in D.values()) >= n)

    # restrictions ---------------------------------------------------------------
    def _cant_attack(self, e, src, ctrl):
        b = self.b
        for c in b.select(e.get("creatures"), src, ctrl):
            self.restrictions.append(lambda D, c=c: c in D and not b.meets_unless(
                e, b.defending_player(D[c]), src, ctrl))

    def _cant_attack_target(self, e, src, ctrl):
        b, inc = self.b, e.get("include_planeswalkers", False)
        for c in b.select(e.get("creatures"), src, ctrl):
            t = b.target(ctrl, e.get("target"), src, c)
            self.restrictions.append(lambda D, c=c, t=t: t is not None and c in D and (
                D[c] == t or b.attacks_player(D[c], t, inc)))

    def _cant_attack_players_attacked(self, e, src, ctrl):
        b = self.b
        if b.combat < 2:                               # nobody has attacked yet this turn
            return
        for c in b.select(e.get("creatures"), src, ctrl):
            attacked = set(b.perms[c].get("attacked_this_turn") or ())
            self.restrictions.append(lambda D, c=c, attacked=attacked: c in D and D[c] in attacked)

    def _cant_attack_alone(self, e, src, ctrl):
        for c in self.b.select(e.get("creatures"), src, ctrl):
            self.restrictions.append(lambda D, c=c: c in D and len(D) == 1)

    def _attacks_only_alone(self, e, src, ctrl):
        for c in self.b.select(e.get("creatures"), src, ctrl):
            self.restrictions.append(lambda D, c=c: c in D and len(D) > 1)

    def _cant_attack_unless_others(self, e, src, ctrl):
        n = e.get("count", 1)
        if e.get("others") is not None:                # only other attackers it selects count
            pool = set(self.b.select(e["others"], src, ctrl))
            for c in self.b.select(e.get("creatures"), src, ctrl):
                self.restrictions.append(lambda D, c=c: c in D and sum(d in pool for d in D if d != c) < n)
            return
        for c in self.b.select(e.get("creatures"), src, ctrl):
            self.restrictions.append(lambda D, c=c: c in D and len(D) - 1 < n)

    def _cant_attack_with_odd_number(self, e, src, ctrl):
        if self.b.target(ctrl, e.get("player", "you"), src) == self.b.active:
            self.restrictions.append(lambda D: len(D) % 2 == 1)

    def _max_attackers(self, e, src, ctrl):
        self.restrictions.append(lambda D: len(D) > e["count"])

    def _max_attackers_against(self, e, src, ctrl):
        b, p, inc = self.b, self.b.target(ctrl, e.get("target"), src), e.get("include_planeswalkers", False)
        self.restrictions.append(
            lambda D: p is not None and sum(b.attacks_player(d, p, inc) for d in D.values()) > e["count"])

    # costs ----------------------------------------------------------------------
    def _cost_of(self, e, src, ctrl, c):
        """The mana cost for attacker c: X fixed, or read off c (counters on the attacker)."""
        if e.get("pay") is not None:                   # not decided: a cost all the same (508.1d)
            return (parse_cost(e["cost"], self.x_value(e, src, ctrl)) if e.get("cost") else []) + [NON_MANA]
        if e.get("cost") is None:
            return []
        x = e.get("x")
        if isinstance(x, dict) and "counters_on_attacker" in x:
            cost = parse_cost(e["cost"], _counted(self.b.perms[c]["counters"], x["counters_on_attacker"]))
        else:
            cost = parse_cost(e["cost"], self.x_value(e, src, ctrl))
        return cost or [[()]]                          # 118.5: {0} is a cost all the same, paid with nothing

    def _attack_tax(self, e, src, ctrl):
        b, inc = self.b, e.get("include_planeswalkers", False)
        who = None if e.get("creatures") is None else set(b.select(e["creatures"], src, ctrl))
        walkers_only = not e.get("include_player", True)   # Onakke Oathkeeper: planeswalkers only
        self.taxes.append(lambda c, d: self._cost_of(e, src, ctrl, c) if (who is None or c in who)
                          and b.attacks_player(d, b.target(ctrl, e.get("target"), src, c), inc)
                          and not (walkers_only and d in b.pinfo) else [])

    def _attack_cost(self, e, src, ctrl):
        who = set(self.b.select(e.get("creatures"), src, ctrl))
        self.taxes.append(lambda c, d: self._cost_of(e, src, ctrl, c) if c in who else [])

    # judging ----------------------------------------------------------------------
    def pattern(self, D):
        """The conditional requirements D brings into existence."""
        return tuple(i for i, (exists, _) in enumerate(self.conditional) if exists(D))

    def obeyed(self, D, pattern=None):
        """Requirements obeyed: the unconditional ones and those of the pattern (D's own)."""
        pattern = self.pattern(D) if pattern is None else pattern
        return (sum(1 for r in self.requirements if r(D))
                + sum(1 for i in pattern if self.conditional[i][1](D)))

    def breaks(self, D):
        return any(r(D) for r in self.restrictions)

    def total_cost(self, D):                           # 508.1h: sum of every tax and cost
        return [sym for c, d in D.items() for tax in self.taxes for sym in tax(c, d)]


class Oracle:
    def __init__(self, board):
        self.b = b = Board(board)
        if b.dying:                                    # 704.5f: no declaration is judged on it
            raise ValueError(f"704.5f, 704.5n: {b.dying} would be put into the graveyard or unattached (bad input)")
        self.rules = Rules(b)
        self.eligible = [c for c in b.perms if b.eligible(c)]
        self.defenders = b.defenders()
        me = b.pinfo[b.active]
        self.life = me.get("life", 20)
        self.pool = _mana_units(me.get("mana_pool") or "")[0]
        # mana abilities by symbol: all {T} ones are one choice (tapped once, 107.5), all {Q}
        # ones another (107.6); a sick creature without haste uses neither (302.6)
        self.abilities = {}
        could = self._could_produce()
        stopped = {q for e, src, ctrl in b.in_force("cant_activate") for q in b.select(e.get("permanents"), src, ctrl)}
        # Phyrexian Revoker, Skyseer's Chariot: the permanents with the name the effect gives
        # (201.2a: any of a Room's names); one left to the board's answers is judged only where
        # every name gives the same answer, so the reference reads it as no name of theirs
        more = {}
        for e, src, ctrl in b.in_force("chosen_name_abilities"):
            for q, p in b.perms.items():
                if e.get("name") and e["name"].casefold() in {n.casefold() for n in p["label"].split(" // ")}:
                    if e.get("cost_more"):                 # 601.2f: {N} more
                        more[q] = more.get(q, 0) + e["cost_more"]
                    else:                                  # 602.5
                        stopped.add(q)
        # "Tap N untapped X you control" (Springleaf Drum, Heritage Druid): each such ability's
        # N and the permanents it may tap; a permanent tapped for one makes "tapfor:" markers,
        # an activation "need:" markers, and a pool is reached when every need is met (602.2b)
        self.tap_count, tap_to = {}, {}
        sacrificed_for = {}                            # "Sacrifice a creature: Add {C}{C}" (Ashnod's Altar): r -> alternatives
        for q, p in b.perms.items():
            for j, m in enumerate(p["mana_abilities"] if p["controller"] == b.active else ()):
                if m.get("sacrifice_one") is not None and m["cost"] == "{T}":
                    continue                           # Phyrexian Tower: a {T} ability (below)
                if m.get("sacrifice_one") is not None and q not in stopped:
                    if more.get(q):
                        raise ValueError("the reference judges no cost increase on an ability sacrificing others")
                    sels = m["sacrifice_one"] if isinstance(m["sacrifice_one"], list) else [m["sacrifice_one"]]
                    for r in sorted({r for sel in sels for r in b.select(sel, q, p["controller"])
                                     if b.perms[r]["controller"] == p["controller"]}):
                        sacrificed_for.setdefault(r, []).extend(self._ability_makes(q, m, could))
                if m.get("tap_untapped") is None:
                    continue
                sels = m["tap_untapped"] if isinstance(m["tap_untapped"], list) else [m["tap_untapped"]]
                targets = sorted({r for sel in sels for r in b.select(sel, q, p["controller"])
                                  if b.perms[r]["controller"] == p["controller"] and not b.perms[r]["tapped"]
                                  and not (m["cost"] == "{T}" and r == q)})
                if q in stopped or len(targets) < m.get("tap_count", 1):
                    continue
                self.tap_count[f"{q}#{j}"] = (m.get("tap_count", 1), len(targets))
                for r in targets:
                    tap_to.setdefault(r, []).append(f"{q}#{j}")
        for q, p in b.perms.items():
            if p["controller"] != b.active:
                continue
            tapped_for = [(f"tapfor:{key}",) for key in tap_to.get(q, [])]  # not tapped for mana (106.12)
            # 302.6: a sick creature's {T} and {Q} abilities only; one removing counters for its
            # whole cost ("R": Pentad Prism's, Crystalline Crawler's) it may activate
            sick = b.is_(q, "creature") and p["sick"] and not b.has(q, "haste") and q not in b.as_though_haste
            if q in stopped:                           # 602.5: its mana abilities can't be activated
                kept = {"T": tapped_for, "S": sacrificed_for.get(q, [])}  # (tapped or sacrificed for another's)
                if any(kept.values()):
                    self.abilities[q] = {k: v for k, v in kept.items() if v}
                continue
            by = {"T": [] if sick else [a for opt in p["mana"] for a in _option_alternatives(opt)], "Q": [], "R": []}
            paying = {}                                # "{1}, {T}", "{W/U}, {T}": paid from mana made before
            drums = []                                 # "{T}, Tap an untapped creature": (key, its mana)
            for j, m in enumerate(p["mana_abilities"]):
                if not _with_counters(p, m):           # there only with such counters (Incubation Druid)
                    continue
                if m.get("tap_untapped") is not None:
                    key = f"{q}#{j}"
                    if key not in self.tap_count or (sick and m["cost"] == "{T}"):
                        continue
                    k, most = self.tap_count[key]
                    if m["cost"] == "{T}":
                        drums.append((key, self._ability_makes(q, m, could)))
                    else:                              # no {T}: once for each k permanents tapped
                        by["O" + str(j)] = [tuple(sorted(sum(combo, ()) + (f"need:{key}",) * n))
                                            for n in range(most // k + 1)
                                            for combo in combinations_with_replacement(self._ability_makes(q, m, could), n)]
                    continue
                have = (p.get("counters") or {}).get(m["remove_counter"], 0) if m.get("remove_counter") else 0
                if m.get("remove_counter") and have < m.get("remove_count", 1):
                    continue                           # 602.2b: no counter to remove, no activation
                if m.get("sacrifice"):                 # sacrificed for its whole cost: once, tapped or not
                    by.setdefault("S", []).extend(self._ability_makes(q, m, could))
                    continue
                if m.get("sacrifice_one") is not None and m["cost"] == "{T}":
                    # Phyrexian Tower: its {T} ability while it has one to sacrifice, none of which
                    # another ability may sacrifice (else the engine doesn't judge it: not here either)
                    sels = m["sacrifice_one"] if isinstance(m["sacrifice_one"], list) else [m["sacrifice_one"]]
                    victims = {r for sel in sels for r in b.select(sel, q, p["controller"])
                               if b.perms[r]["controller"] == p["controller"]}
                    if victims & (set(sacrificed_for) | {r for r, x in b.perms.items() if any(
                            n.get("sacrifice") or n.get("sacrifice_one") is not None for n in x["mana_abilities"]
                            if n is not m)}):
                        raise ValueError("the reference judges no permanent two abilities may sacrifice")
                    if victims and not sick:
                        by["T"].extend(self._ability_makes(q, m, could))
                    continue
                if m.get("sacrifice_one") is not None:  # its mana comes from the permanents it sacrifices
                    continue
                if m["cost"] == "":                    # once for each remove_count counters (602.2b)
                    n = 1 if m.get("once_each_turn") else have // m.get("remove_count", 1)
                    # each such ability its own counters (the board refuses shared ones): "R", "R1", ...
                    by.setdefault("R" + (str(j) if j else ""), []).extend(
                        tuple(sorted(sum(combo, ()))) for combo in
                        combinations_with_replacement(self._ability_makes(q, m, could), n))
                    continue
                if sick:
                    continue
                if m["cost"] in ("{T}", "{Q}"):
                    by[m["cost"][1]].extend(self._ability_makes(q, m, could))
                else:
                    paying.setdefault(_paid_with(m["cost"]), []).extend(self._ability_makes(q, m, could))
            if more.get(q):                            # 601.2f: paid with mana made before, as a Signet's {1}
                if by["Q"] or any(k[0] == "R" and v for k, v in by.items()) or any(allowed for allowed, _ in paying):
                    raise ValueError("the reference judges a cost increase on {T} abilities costing generic mana only")
                increased = {}
                for (_, n), alts in paying.items():
                    increased.setdefault(("", n + more[q]), []).extend(alts)
                if by["T"]:
                    increased.setdefault(("", more[q]), []).extend(by["T"])
                by["T"], paying = [], increased
            if more.get(q) and (drums or any(k[0] == "O" for k in by)):
                raise ValueError("the reference judges no cost increase on an ability tapping other permanents")
            effects = self._mana_effects(q)            # the mana made is replaced or added to, not what it costs
            by["T"] = _tapped_for_mana(by["T"], *effects) + [
                (PAY1, allowed) + a for allowed, alts in paying.items() for a in _tapped_for_mana(alts, *effects)]
            for key, alts in drums:                    # its {T} with the others (107.5); or not activated
                by["T"] += [tuple(sorted(a + (f"need:{key}",))) for a in _tapped_for_mana(alts, *effects)] + [()]
            by["T"] += tapped_for
            by.setdefault("S", []).extend(sacrificed_for.get(q, []))  # sacrificed once (701.21a)
            by = {k: v for k, v in by.items() if v}
            if by:
                self.abilities[q] = by
        self.sources = list(self.abilities)
        self._pools = {}
        self._maxima = {}
        self.maximum = self.maximum_of(())

    def _ability_makes(self, q, m, could):
        """A mana ability's alternatives: its own mana, or one mana of a type (a color) that
        the permanents it names could produce (106.7; none if they could produce none)."""
        if m.get("commander_color_identity"):  # 903.4: none for a colorless commander or none
            identity = self.b.pinfo[self.b.perms[q]["controller"]].get("commander_color_identity")
            if identity is None:
                raise ValueError("the reference judges a commander's color identity only where the board gives it")
            return [(c.upper(),) for c in sorted(set(identity))]
        if m.get("for_each") is not None or m.get("per_counter") is not None or m.get("per_power"):
            # Gaea's Cradle, Everflowing Chalice, Viridian Joiner (its power as it is now)
            n = (len(self.b.select(m["for_each"], q, self.b.perms[q]["controller"])) if m.get("for_each") is not None
                 else (self.b.perms[q].get("counters") or {}).get(m["per_counter"], 0) if m.get("per_counter")
                 else max(self.b.perms[q].get("power") or 0, 0) if self.b.is_(q, "creature") else 0)
            if m["produce"] == ["any"] and n:  # Axebane Guardian: any combination of colors
                return [tuple(sorted(combo)) for combo in combinations_with_replacement("WUBRG", n)]
            return [a * n for a in _option_alternatives(m["produce"][0])] if n else []
        if m.get("per_devotion"):  # Nykthos: each color times its controller's devotion to it (700.5)
            who = self.b.perms[q]["controller"]
            out = []
            for a in _option_alternatives(m["produce"][0]):
                n = sum(1 for p in self.b.perms.values() if p["controller"] == who
                        for sym in re.findall(r"\{([^}]*)\}", p.get("mana_cost") or "") if a[0] in sym.upper().split("/"))
                if n:
                    out.append(a * n)
            return out
        if m.get("greatest_power_among") is not None:  # Bighorner Rancher, Selvala: the greatest power among them
            n = max([self.b.perms[r].get("power") or 0 for r in self.b.select(
                m["greatest_power_among"], q, self.b.perms[q]["controller"]) if self.b.is_(r, "creature")] + [0])
            if m["produce"] == ["any"]:  # any combination of colors
                return [tuple(sorted(combo)) for combo in combinations_with_replacement("WUBRG", n)] if n else []
            return [a * n for a in _option_alternatives(m["produce"][0])] if n else []
        if m.get("colors_among") is not None:  # Bloom Tender: one of each color among them (after layer 5)
            among = self.b.select(m["colors_among"], q, self.b.perms[q]["controller"])
            made = tuple(c for c in "WUBRG" if any(c in [x.upper() for x in self.b.perms[r]["colors"]] for r in among))
            return [made] if made else []
        if m.get("could_produce") is None:
            return [a for opt in m["produce"] for a in _option_alternatives(opt)]
        named = self.b.select(m["could_produce"], q, self.b.perms[q]["controller"])  # 801.11
        kinds = set().union(*(could[r] for r in named if r in could))
        if m.get("of", "type") == "color":
            kinds.discard("C")
        return [(k,) * m.get("times", 1) for k in sorted(kinds)]

    def _could_produce(self):
        """106.7: the types of mana each permanent could produce: what each of its mana
        abilities would make, costs ignored (tapped, sick or not), after the replacement
        effects on tapping it for mana; "could produce" abilities read the permanents they
        name, from nothing up until nothing changes (two Reflecting Pools alone make none)."""
        could = {q: set() for q in self.b.perms}
        while True:
            changed = False
            for q, p in self.b.perms.items():
                tap = [a for opt in p["mana"] for a in _option_alternatives(opt)]
                untap = []
                for m in filter(lambda m: _with_counters(p, m), p["mana_abilities"]):  # 106.7: costs ignored
                    # (not tapped for mana, no replacement applies: {Q}, and counters removed)
                    (untap if m["cost"] in ("{Q}", "") else tap).extend(self._ability_makes(q, m, could))
                repl, _ = self._mana_effects(q)
                kinds = {u for alt in _tapped_for_mana(tap, repl, []) + untap for u in alt}
                if not kinds <= could[q]:
                    could[q] |= kinds
                    changed = True
            if not changed:
                return could

    def maximum_of(self, pattern):
        """The most requirements (the unconditional ones and those of `pattern`) any
        declaration that breaks no restriction and costs nothing obeys (508.1d)."""
        if pattern not in self._maxima:
            self._maxima[pattern] = max(self.rules.obeyed(D, pattern) for D in self.candidates()
                                        if not self.rules.breaks(D) and not self.rules.total_cost(D))
        return self._maxima[pattern]

    def _mana_effects(self, q):
        """Extensions: the replacement effects and triggered mana abilities on tapping q
        for mana ({T} abilities only)."""
        repl, trig = [], []
        for e, src, ctrl in self.b.effects:
            if (e.get("kind") in ("mana_replacement", "mana_trigger") and self.b.cond(e, src, ctrl)
                    and q in self.b.select(e.get("sources"), src, ctrl)):
                (repl if e["kind"] == "mana_replacement" else trig).append(e)
        return repl, trig

    def candidates(self):
        """Every mapping of each eligible creature to no attack or a legal defender."""
        for choice in product([None] + self.defenders, repeat=len(self.eligible)):
            yield {c: d for c, d in zip(self.eligible, choice) if d is not None}

    def pools(self, D):
        """Every mana pool reachable: attackers without vigilance are tapped first (508.1f);
        {T} needs the permanent untapped, {Q} tapped, and with both it can do both (tap,
        untap, or the other way round), each ability once."""
        usable = []
        for q in self.sources:
            by = self.abilities[q]
            tapped = self.b.perms[q]["tapped"] or (q in D and not self.b.has(q, "vigilance"))
            for sym in by:  # "R" (counters removed), "O" (others tapped) for its whole cost: tapped or not
                if sym[0] in "ROS" or ("T" in by and "Q" in by) or (sym == "T") != tapped:
                    usable.append((q, sym))
        usable = tuple(usable)
        if usable not in self._pools:
            # (the mana made, the Signets' mana waiting for its {1}): each ability once, one option each
            states = {(tuple(sorted(self.pool)), ())}
            for q, sym in usable:
                states = {(p, tuple(sorted(w + ((a[1], a[2:]),)))) if a[:1] == (PAY1,) else (tuple(sorted(p + a)), w)
                          for p, w in states for a in self.abilities[q][sym]}
            pools = set()
            for p, w in states:
                p = self._taps_met(p)
                if p is not None:
                    pools |= _activated(p, w)
            self._pools[usable] = pools
        return self._pools[usable]

    def _taps_met(self, pool):
        """The pool without its markers when each activation's permanents to tap were tapped
        for it (602.2b: k of them each; more tapped than needed is no matter), else None."""
        tapped, needed = Counter(), Counter()
        for u in pool:
            if u.startswith("tapfor:"):
                tapped[u[7:]] += 1
            elif u.startswith("need:"):
                needed[u[5:]] += 1
        if any(n * self.tap_count[key][0] > tapped[key] for key, n in needed.items()):
            return None
        return tuple(u for u in pool if ":" not in u)

    def payable(self, D):                               # 508.1i-j
        cost = self.rules.total_cost(D)
        if NON_MANA in cost:
            raise ValueError("the reference does not judge the payment of non-mana costs")
        return not cost or can_pay(cost, self.pools(D), self.life)

    def judge(self, D):
        ok = (all(c in self.eligible and d in self.defenders for c, d in D.items())
              and not self.rules.breaks(D))
        maximum = self.maximum_of(self.rules.pattern(D))
        obeyed = self.rules.obeyed(D)
        cost = self.rules.total_cost(D)
        if ok and obeyed >= maximum and NON_MANA in cost:    # a non-mana cost to pay: not decided, unless
            mana = [s for s in cost if s != NON_MANA]         # the mana alone can't be paid (508.1g-j)
            paid = not mana or can_pay(mana, self.pools(D), self.life)
            return {"status": "unknown" if paid else "illegal", "obeyed": obeyed, "maximum": maximum}
        ok = ok and obeyed >= maximum and self.payable(D)
        return {"status": "legal" if ok else "illegal", "obeyed": obeyed, "maximum": maximum}


# --------------------------------------------------------------------- public API

def legal_declarations(board):
    o = Oracle(board)
    return [D for D in o.candidates()
            if not o.rules.breaks(D) and o.rules.obeyed(D) >= o.maximum_of(o.rules.pattern(D)) and o.payable(D)]


def judge(board, attacks):
    o = Oracle(board)
    if isinstance(attacks.get("attacks"), dict):      # {"attacks": {...}} or a bare mapping
        attacks = attacks["attacks"]
    attacks = dict(attacks)
    for c, d in attacks.items():
        if c not in o.b.perms or (d not in o.b.pinfo and d not in o.b.perms):
            raise ValueError(f"unknown id in declaration: {c} -> {d}")
    return o.judge(attacks)


def count(board):
    return len(legal_declarations(board))
