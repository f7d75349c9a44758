"""Checks a schema can't express: unique ids and the ids that fields refer to."""

from __future__ import annotations

import json
import re
from itertools import chain
from operator import itemgetter
from typing import Any, Iterator, NamedTuple, Optional, Union

from pydantic import BaseModel

from .base import REFERENCE_WORDS, CountOf
from .conditions import PLAYER_QUANTIFIERS, Choice, choice_of, held_by_one
from .board import BoardModel
from .errors import MAX_ERRORS, BoardError, did_you_mean, near_names
from .seating import in_range

PLAYER_WORDS = {"you"}
SELECTOR_CONTROLLERS = {"you", "opponents", "any", "attached_player"}


def unknown_player(value: str, players) -> str:
    """"unknown player 'a'; did you mean 'A'? (the players: A, B)"."""
    ids = sorted(players)
    hint = did_you_mean(near_names(value, ids))
    shown = ", ".join(ids[:12]) + (f" and {len(ids) - 12} more" if len(ids) > 12 else "")
    return f"unknown player {value!r}{hint} (the players: {shown})"


def unknown_permanent(value: str, perms) -> str:
    """"unknown permanent 'Lion'; did you mean 'lion'?" (a near id looked for among at most
    a thousand permanents)."""
    return f"unknown permanent {value!r}" + did_you_mean(near_names(value, list(perms), limit=1000))


# a permanent's fields that may name another permanent or a player besides its controller
# (its damage_by and abilities may too: looked at after these)
_REFERRING = itemgetter("owner", "protector", "copy_of", "attached_to", "attacked_this_turn")
_NO_REFERENCE = (None, None, None, None, None)


def _attachment_ends(p: Any, perms: dict, base: str, ends: set) -> None:
    """An object can't be attached to itself, nor attachments form a loop (301.5c, 303.4d:
    an Aura or Equipment attached to an illegal object becomes unattached). `ends`: the ids
    known to end a chain (each permanent walked once: linear)."""
    chain = [p.id]
    cur = perms[p.attached_to]
    while cur.id not in ends:
        if cur.id in chain:
            what = "" if cur.id == p.id and len(chain) == 1 else f", even through others (a loop through {cur.id!r})"
            raise BoardError(f"{base}.attached_to", f"a permanent can't be attached to itself{what} (301.5c, 303.4d)")
        chain.append(cur.id)
        nxt = cur.attached_to
        if nxt is None or nxt not in perms:
            break
        cur = perms[nxt]
    ends.update(chain)


class Scanned(NamedTuple):
    """What limits.check_size reads of the permanents, found in validate_references' pass."""

    creatures: int  # creatures, or copies that may be creatures: an upper bound before resolution
    copied: list[Any]  # the permanents that copy another
    holders: list[Any]  # the permanents with abilities or mana abilities (few of a big board)


def validate_references(board: BoardModel) -> Scanned:
    players = {p.id for p in board.players}
    perms: dict[str, Any] = {}
    referring: list[int] = []  # the permanents that may name an id wrongly (few of a big board)
    creatures = 0
    copied: list[Any] = []
    holders: list[Any] = []
    for i, p in enumerate(board.permanents):  # one pass: a big board's permanents are slow to reach
        d = p.__dict__  # (reading fields off the model is slower, per permanent)
        perms[d["id"]] = p
        named = _REFERRING(d)
        abilities = d["abilities"]
        if named != _NO_REFERENCE or d["controller"] not in players or d["damage_by"] or abilities:
            referring.append(i)
        if named[2] is not None:  # copy_of
            creatures += 1
            copied.append(p)
        elif "creature" in d["types"] or "creature" in map(str.lower, d["types"]):
            creatures += 1
        if abilities or d["mana_abilities"]:
            holders.append(p)
    seen: dict[str, object] = {}  # id -> "players[i]", or a permanent's index (its path made if needed)
    unique = (len(players) == len(board.players) and len(perms) == len(board.permanents)
              and not any(map(perms.__contains__, players)))  # else the loops below name the first id given twice
    for i, pl in enumerate(() if unique else board.players):
        if pl.id in seen:
            raise BoardError(f"players[{i}].id", f"duplicate id {pl.id!r} (also {seen[pl.id]})")
        seen[pl.id] = f"players[{i}]"
    for i, p in enumerate(() if unique else board.permanents):
        if p.id in seen:
            other = seen[p.id]
            also = other if isinstance(other, str) else f"permanents[{other}]"
            raise BoardError(f"permanents[{i}].id", f"duplicate id {p.id!r} (also {also})")
        seen[p.id] = i

    t = board.turn
    errors: list[tuple[str, str]] = []  # the turn's, every permanent's and effect's, up to MAX_ERRORS
    if t.active not in players:
        errors.append(("turn.active", unknown_player(t.active, players)))  # (said with the permanents')
    elif t.attack_mode not in ("multiple", "left", "right"):
        if t.attack_mode not in players:
            raise BoardError(
                "turn.attack_mode", f"{t.attack_mode!r} is neither multiple, left, right nor a player id"
            )
        if t.attack_mode == t.active:
            raise BoardError("turn.attack_mode", "the active player can't attack themselves (506.2)")
        if not in_range([p.id for p in board.players], t.active, t.attack_mode, t.range_of_influence):
            raise BoardError("turn.attack_mode", f"{t.attack_mode!r} is outside the range of influence of "
                                                 f"{t.active!r}, and the defending player is chosen within it "
                                                 "(506.2a, 801.5a)")

    copies: list[int] = []  # the permanents that copy another (707)
    attach_ends: set[str] = set()
    for i in referring:
        p = board.permanents[i]
        if p.copy_of is not None:
            copies.append(i)
        try:
            _check_permanent(p, f"permanents[{i}]", players, perms, attach_ends)
            if p.attacked_this_turn and t.combat == 1:
                raise BoardError(f"permanents[{i}].attacked_this_turn",
                                 "no creature has attacked yet this turn: this is its first combat phase (turn.combat)")
        except BoardError as exc:
            errors += exc.errors
            if len(errors) >= MAX_ERRORS:
                break
    if errors:  # (the copy chains below follow ids known to be there)
        raise BoardError(errors[0][0], errors[0][1], errors[1:])

    # 707: copy chains must end. Each permanent is walked once: a chain that reaches one
    # already known to end ends too (linear in the number of permanents).
    ends: set[str] = set()
    for i in copies:  # (a chain ends at any other)
        p = board.permanents[i]
        chain = [p.id]
        on_chain = {p.id}
        cur = p
        while cur.copy_of is not None and cur.id not in ends:
            if cur.copy_of in on_chain:
                raise BoardError(f"permanents[{i}].copy_of", f"copies form a cycle through {cur.copy_of!r}")
            chain.append(cur.copy_of)
            on_chain.add(cur.copy_of)
            cur = perms[cur.copy_of]
        ends.update(chain)

    for i, g in enumerate(board.designations):
        if g.goad not in perms:
            errors.append((f"designations[{i}].goad", unknown_permanent(g.goad, perms)))
        if g.by in perms:
            errors.append((f"designations[{i}].by", f"{g.by!r} is a permanent, not a player"))
        elif g.by not in players and (typo := _case_typo(g.by, players)):
            errors.append((f"designations[{i}].by", typo))
        # a `by` naming nothing else is a goader who has left the game: the goad lasts until
        # their turn would have begun (800.4m), and the resolver keeps it

    if board.answers:
        errors += _answer_errors(board, perms, players)

    for i, eff in enumerate(board.effects):
        fields = eff.__dict__
        source, controller = fields["source"], fields["controller"]
        # a plain effect (_plain_ids) whose target and player (if any) are no word: nothing in
        # it can be wrong for _check_effect, whatever its controller and source
        target, player = fields.get("target"), fields.get("player")
        if (source is None or source in perms) and (controller is None or controller in players) \
                and (target is None or target in players or target in perms) \
                and (player is None or player in players or player in perms) \
                and _plain_ids(eff, fields, perms):
            continue  # (most effects of a big board)
        if len(errors) >= MAX_ERRORS:
            break
        path = f"effects[{i}]"
        if eff.source is not None and eff.source not in perms:
            errors.append((f"{path}.source", unknown_permanent(eff.source, perms)))
            continue
        if eff.controller is not None and eff.controller not in players:
            errors.append((f"{path}.controller", unknown_player(eff.controller, players)))
            continue
        has_controller = eff.controller is not None or eff.source is not None
        try:
            _check_effect(eff, path, players, perms, has_controller, eff.source)
        except BoardError as exc:
            errors += exc.errors
    if errors:
        raise BoardError(errors[0][0], errors[0][1], errors[1:])
    return Scanned(creatures, copied, holders)


# what `unread` adds after a question about each defending player: "(for B, C)"
_FOR_PLAYERS = re.compile(r" \(for [^()]*\)$")


def _answer_errors(board: BoardModel, perms: dict, board_players: set) -> list[tuple[str, str]]:
    """Each answer names a permanent of the board (or none, for the board's effects without a
    source) and a question one of its effects asks, once; the answers to the options of one
    choice agree (exactly one holds). The answers as the resolver reads them are kept on the
    board (board._answers, see settled_answers)."""
    errors: list[tuple[str, str]] = []
    settled: dict[tuple[Optional[str], str], Union[bool, dict[str, bool]]] = {}
    at: dict[tuple[Optional[str], str], int] = {}  # (permanent, question) -> the index of its answer
    questions = _Questions(board, perms)
    active = board.turn.active
    for i, a in enumerate(board.answers):
        if len(errors) >= MAX_ERRORS:
            break
        if a.permanent is not None and a.permanent not in perms:
            errors.append((f"answers[{i}].permanent", unknown_permanent(a.permanent, perms)))
            continue
        question = a.question
        per_player = questions.asks(a.permanent, question)
        if per_player is None and (m := _FOR_PLAYERS.search(question)) is not None \
                and questions.asks(a.permanent, question[:m.start()]):
            question = question[:m.start()]  # "(for B, C)", which `unread` adds after a per-player question
            per_player = True
        key = (a.permanent, question)
        if key in at:
            errors.append((f"answers[{i}].question", "answered twice: give each question one answer"))
            continue
        at[key] = i
        if per_player is not None and per_player != isinstance(a.holds, dict):
            errors.append((f"answers[{i}].holds", "a question about each defending player is answered per player, "
                                                  "{B: true, C: false}" if per_player else
                           "true or false (only a question about each defending player is answered per player)"))
        elif per_player is not None and isinstance(a.holds, dict) and (unknown := [p for p in a.holds
                                                                                     if p not in board_players]):
            errors.append((f"answers[{i}].holds.{unknown[0]}", unknown_player(unknown[0], board_players)))
        elif per_player is not None and isinstance(a.holds, dict) and active in a.holds:
            errors.append((f"answers[{i}].holds.{active}", f"{active!r} is the active player, the attacking player "
                                                           "(506.2), never a defending player: leave them out"))
        elif per_player is not None and isinstance(a.holds, dict) and held_by_one(question) and \
                len(yes := [p for p, holds in a.holds.items() if holds]) > 1:
            errors.append((f"answers[{i}].holds.{yes[1]}", f"{yes[0]!r} and {yes[1]!r} are both answered yes, but one "
                                                          "player at most has this designation at a time (the "
                                                          "monarch, 722; the initiative, 723)"))
        elif per_player is None:
            asked = questions.of(a.permanent)
            who = f"permanent {a.permanent!r}" if a.permanent is not None else "the board (an effect without a source)"
            listed = sorted(asked)
            shown = "; it asks: " + " | ".join(listed[:6]) + (" ..." if len(listed) > 6 else "") if listed else \
                "; it asks none"
            near = did_you_mean(near_names(a.question, listed))
            errors.append((f"answers[{i}].question", f"no effect of {who} asks {a.question!r}"
                           + (near or shown + " (answer a question as `unread` words it)")))
        else:
            settled[key] = a.holds
    errors += _written_twice(settled, at, questions)
    errors += _settle_choices(settled, at)
    errors += _one_holder(settled, at, perms)
    errors += _impossible_names(settled, at, questions)
    board._answers = settled
    return errors


def _written_twice(settled: dict, at: dict, questions: "_Questions") -> list[tuple[str, str]]:
    """An answer that says otherwise than the `holds` written on the effect's condition for
    the same question (for a player, per player): the board answers it twice, both ways."""
    from .base import Asked, DefenderAsked

    def written(value: Any, question: str) -> Iterator[Any]:
        if isinstance(value, (Asked, DefenderAsked)):
            if value.question == question and value.holds is not None:
                yield value.holds
        elif isinstance(value, BaseModel):
            for f in type(value).model_fields:
                v = getattr(value, f)
                if v is not None and not isinstance(v, (str, int, bool, float)):
                    yield from written(v, question)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from written(v, question)

    errors: list[tuple[str, str]] = []
    for (pid, question), holds in settled.items():
        for given in (h for e in questions.effects(pid) for h in written(e, question)):
            if isinstance(given, dict) and isinstance(holds, dict):
                clash = [p for p, v in holds.items() if p in given and given[p] != v]
            else:
                clash = ["it"] if given != holds else []
            if clash:
                errors.append((f"answers[{at[pid, question]}].holds",
                               f"the effect's own `asked` condition answers {question!r} otherwise (holds: "
                               f"{json.dumps(given)}): give it one answer, there or here"))
                break
    return errors


def _one_holder(settled: dict, at: dict, perms: dict) -> list[tuple[str, str]]:
    """Answers that make two players the monarch (or give two the initiative), each answer
    alone agreeing: bad input (722, 723: one player at most has it). "You" is the controller
    of the permanent asking."""
    from .conditions import designation_held

    errors: list[tuple[str, str]] = []
    first: dict[str, tuple[str, int]] = {}  # designation -> (player, the index of the answer)
    told: dict[tuple[str, str], tuple[bool, int]] = {}  # (designation, player) -> (holds, the answer's index)
    for (pid, question), holds in settled.items():
        held = designation_held(question)
        if held is None:
            continue
        what, yours = held
        if yours:
            owner = perms[pid].controller if pid in perms else None
            said = [(owner, holds)] if owner is not None and isinstance(holds, bool) else []
        else:
            said = list(holds.items()) if isinstance(holds, dict) else []
        i = at[pid, question]
        clash = next(((player, told[what, player][1]) for player, v in said
                      if told.setdefault((what, player), (v, i))[0] != v), None)
        if clash is not None:
            errors.append((f"answers[{i}].holds", f"it answers whether {clash[0]!r} is {what} otherwise than "
                                                  f"answers[{clash[1]}]: one answer for one fact"))
            continue
        yes = [player for player, v in said if v]
        for player in yes:
            seen = first.setdefault(what, (player, at[pid, question]))
            if seen[0] != player:
                errors.append((f"answers[{at[pid, question]}].holds",
                               f"it makes {player!r} {what}, but answers[{seen[1]}] makes {seen[0]!r} {what}: one "
                               f"player at most is (722, 723)"))
                break
    return errors


def _impossible_names(settled: dict, at: dict, questions: "_Questions") -> list[tuple[str, str]]:
    """A land card's name answered yes as a "nonland card name" chosen (201.3a): bad input."""
    from . import cards
    from .conditions import option_of

    errors: list[tuple[str, str]] = []
    for (pid, question), holds in settled.items():
        choice = choice_of(question) if holds is True else None
        if choice is None or not choice.open_form or not questions.chooses_nonland(pid, choice):
            continue
        name = option_of(question)
        types = cards.name_types(name)[1] if name is not None else None
        if types is not None and "land" in types:
            errors.append((f"answers[{at[pid, question]}].holds",
                           f"{name!r} is a land card's name, but {choice.name} is a nonland card name (201.3a)"))
    return errors


def _settle_choices(settled: dict, at: dict) -> list[tuple[str, str]]:
    """The options of one choice a permanent asks (conditions.choice_of: a color chosen as it
    entered, 105.4) settled by its answers: one yes makes the others no, every option but one
    no makes that one yes (added to `settled`); two yeses, or every option no, are errors
    naming the answer. An open choice (a card name, 201.3) is settled as it is read
    (conditions.chosen_option): only two yeses are an error."""
    errors: list[tuple[str, str]] = []
    groups: dict[tuple[Optional[str], str], tuple[Choice, list[tuple[str, bool]]]] = {}
    for (pid, question), holds in settled.items():
        if isinstance(holds, bool) and (choice := choice_of(question)) is not None:
            groups.setdefault((pid, choice.name), (choice, []))[1].append((question, holds))
    for (pid, _), (choice, given) in groups.items():
        yes = [q for q, holds in given if holds]
        no = {q for q, holds in given if not holds}
        if len(yes) > 1:
            first, second = sorted(yes, key=lambda q: at[pid, q])[:2]
            errors.append((f"answers[{at[pid, second]}].holds",
                           f"{second!r} and {first!r} (answers[{at[pid, first]}]) are both answered yes, but they are "
                           f"options of one choice, {choice.name}: "
                           f"{'at most' if choice.open_form else 'exactly'} one of them holds ({choice.rule})"))
            continue
        if choice.open_form:
            continue  # an open choice (a card name): a name asked no is one not chosen (conditions.chosen_option)
        left = [q for q in choice.options if q not in no]
        if not left:
            last = max(at[pid, q] for q in no)
            errors.append((f"answers[{last}].holds",
                           f"every option of {choice.name} is answered no, but exactly one of them holds "
                           f"({choice.rule}): answer yes to the one chosen"))
            continue
        for q in choice.options:
            if yes:
                settled.setdefault((pid, q), q == yes[0])
            elif len(left) == 1:
                settled.setdefault((pid, q), q == left[0])
    return errors


def settled_answers(board: BoardModel) -> dict[tuple[Optional[str], str], Union[bool, dict[str, bool]]]:
    """The board's answers by (permanent asking, question), the options of a choice settled
    by the others (_settle_choices); worked out once, as the board is validated."""
    if board._answers is None:
        perms = {p.id: p for p in board.permanents}
        errors = _answer_errors(board, perms, {p.id for p in board.players})
        if errors:
            raise BoardError(errors[0][0], errors[0][1], errors[1:])
    assert board._answers is not None
    return board._answers


class _Questions:
    """The `asked` questions of the board's permanents, each with whether it is asked per
    defending player, worked out once a permanent."""

    def __init__(self, board: BoardModel, perms: dict) -> None:
        self.board, self.perms = board, perms
        self.cache: dict = {}  # copiable values (707.2)
        self.by_source: dict[Any, list] = {}
        for e in board.effects:
            self.by_source.setdefault(e.source, []).append(e)
        self.known: dict[tuple[Any, bool], dict[str, bool]] = {}
        self._granted: Optional[dict[str, bool]] = None

    def of(self, pid: Any, granted: bool = False) -> dict[str, bool]:
        """Those of a permanent's effects (its copiable values', 707.2) or, for None, of the
        board's effects without a source; with `granted`, those of the abilities they grant
        instead."""
        from .conditions import asked_questions

        key = (pid, granted)
        if key not in self.known:
            self.known[key] = dict(q for e in self.effects(pid) for q in asked_questions(e, granted))
        return self.known[key]

    def effects(self, pid: Any) -> list:
        """A permanent's effects (its copiable values', 707.2), or the board's without a source."""
        from .resolve import characteristics

        effects = list(self.by_source.get(pid, ()))
        if pid is not None:
            effects += characteristics(self.board, self.perms[pid], self.cache)["abilities"]
        return effects

    def chooses_nonland(self, pid: Any, choice: Choice) -> bool:
        """Whether the open choice (a card name) is a "nonland card name" (201.3a)."""
        return any(getattr(e, "open_question", None) == choice.open_form and getattr(e, "chooses", None) == "nonland"
                   for e in self.effects(pid))

    def asks(self, pid: Any, question: str) -> Optional[bool]:
        """Whether a permanent (None: the board's effects without a source) asks a question
        per defending player (True) or not (False); None where it does not ask it. A granted
        ability is the permanent's that has it (613.1f), known only as the board resolves:
        any permanent may be asked its questions."""
        got = self._asks(pid, question)
        if got is None and (choice := choice_of(question)) is not None and choice.open_form:
            got = self._asks(pid, choice.open_form)  # any name of an open choice (201.3)
        return got

    def _asks(self, pid: Any, question: str) -> Optional[bool]:
        got = self.of(pid).get(question)
        if got is None and pid is not None:
            got = self.granted().get(question)
        return got

    def granted(self) -> dict[str, bool]:
        """Those of every ability an effect grants."""
        if self._granted is None:
            self._granted = {q: per for pid in (None, *self.perms) for q, per in self.of(pid, granted=True).items()}
        return self._granted


def _check_permanent(p: Any, base: str, players: set, perms: dict, attach_ends: set) -> None:
    """The ids one permanent names (a BoardError naming the field, else nothing)."""
    for field in ("controller", "owner", "protector"):
        v = getattr(p, field)
        if v is not None and v not in players:
            raise BoardError(f"{base}.{field}", unknown_player(v, players))
    if p.copy_of is not None and p.copy_of not in perms:
        raise BoardError(f"{base}.copy_of", unknown_permanent(p.copy_of, perms))
    if p.attached_to is not None and p.attached_to not in perms and p.attached_to not in players:
        raise BoardError(f"{base}.attached_to", f"unknown id {p.attached_to!r}")
    if p.attached_to is not None and p.attached_to in perms:
        _attachment_ends(p, perms, base, attach_ends)
    for who in p.damage_by:
        if who not in players:
            raise BoardError(f"{base}.damage_by.{who}", unknown_player(who, players))
    for j, who in enumerate(p.attacked_this_turn or ()):
        if who not in players:
            raise BoardError(f"{base}.attacked_this_turn[{j}]", unknown_player(who, players))
    for j, eff in enumerate(p.abilities):
        _check_effect(eff, f"{base}.abilities[{j}]", players, perms, has_controller=True, source=p.id)


def _plain_ids(eff, fields: dict, perms) -> bool:
    """An effect without a condition, naming permanents of the board by id, whose fields of
    _OTHER_FIELDS (if its kind has any) are all unset, with no {X} in its cost that x would
    have to fix: only its player words are left to check."""
    others = _OTHERS.get(type(eff))
    if others is None:
        others = _OTHERS[type(eff)] = tuple(sorted(_OTHER_FIELDS.intersection(type(eff).model_fields)))
    creatures = fields.get("creatures")
    if type(creatures) is not list or fields.get("condition") is not None:
        return False
    if others:
        for field in others:
            if fields[field] is not None:
                return False
        cost = fields.get("cost")
        if isinstance(cost, str) and "{X}" in cost.upper():  # (what _check_effect refuses without x)
            return False
    if len(creatures) == 1:  # (most effects of a big board name one creature)
        return creatures[0] in perms
    return all(map(perms.__contains__, creatures))


# the player placeholders of a card's resolved templates (`attackcheck cards`): the board names the player
_TEMPLATE_PLAYERS = {"target_player": "the player the spell or ability targets",
                     "that_player": "the player the ability refers to",
                     "active_player": "the player whose turn it is"}


_WORDS = frozenset(REFERENCE_WORDS) | frozenset(_TEMPLATE_PLAYERS)  # what _player_words reads


_SOURCE_KEYS = ("source_untapped", "source_tapped", "source_attached", "attached", "source", "source_counters")
_GROUP_KINDS = ("max_attackers_against", "player_attacks_target_if_able", "cant_attack_with_odd_number")


class _Uses:
    """What an effect's words need: its controller (`you`), its source (`self`...)."""

    def __init__(self, players: frozenset = frozenset()) -> None:
        self.you = False
        self.source: list[str] = []  # paths of the fields that need the source
        self.players = players  # the board's player ids, which a selector's controller may name


def _placeholder(word: str, path: str) -> BoardError:
    return BoardError(path, f"{word!r} is a placeholder of a card's template ({_TEMPLATE_PLAYERS[word]}): write "
                            "that player's id")


def _selector(sel, path: str, perms, uses: _Uses) -> None:
    """A selector: ids must name permanents; `self` and `attached` need the source; `you`
    and `opponents` (and a power above the hand size) need the controller."""
    if sel is None:
        return
    if isinstance(sel, list):
        if not all(map(perms.__contains__, sel)):
            for k, cid in enumerate(sel):
                if cid not in perms:
                    raise BoardError(f"{path}[{k}]", unknown_permanent(cid, perms))
        return
    if isinstance(sel, str):
        if sel in ("self", "attached"):
            uses.source.append(path)
        return
    if sel.controller in ("you", "opponents") or sel.power_greater_than == "hand":
        uses.you = True
    elif sel.controller is not None and sel.controller not in SELECTOR_CONTROLLERS and sel.controller not in uses.players:
        if sel.controller in _TEMPLATE_PLAYERS:
            raise _placeholder(sel.controller, path + ".controller")
        raise BoardError(path + ".controller", unknown_player(sel.controller, uses.players) +
                         "; or you, opponents, any, attached_player")
    if sel.power_greater_than == "source":
        uses.source.append(path + ".power_greater_than")
    if sel.power_less_than == "source":
        uses.source.append(path + ".power_less_than")
    by = sel.enchanted_by
    if by in ("you", "opponents"):
        uses.you = True
    elif by is not None and by not in uses.players:
        if by in _TEMPLATE_PLAYERS:
            raise _placeholder(by, path + ".enchanted_by")
        raise BoardError(path + ".enchanted_by", unknown_player(by, uses.players) + "; or you, opponents")
    excepts = sel.excepts
    if len(excepts) == 1 and excepts[0] is sel.except_:
        _selector(sel.except_, path + ".except", perms, uses)
    else:  # a list of selectors
        for k, exc in enumerate(excepts):
            _selector(exc, f"{path}.except[{k}]", perms, uses)


def _condition(cond, path: str, perms, uses: _Uses) -> None:
    if cond is None:
        return
    path += ".condition"
    for key in _SOURCE_KEYS:
        if getattr(cond, key) is not None:
            uses.source.append(f"{path}.{key}")
    _selector(cond.attached, path + ".attached", perms, uses)
    _selector(cond.source, path + ".source", perms, uses)
    for where, counted in cond.you_control_each():
        uses.you = True
        _selector(counted.selector, f"{path}.you_control{where}.selector", perms, uses)
    if cond.you_control_at_most is not None:
        uses.you = True
        _selector(cond.you_control_at_most.selector, f"{path}.you_control_at_most.selector", perms, uses)
    if cond.battlefield is not None:
        _selector(cond.battlefield.selector, path + ".battlefield.selector", perms, uses)
    if cond.your_turn is not None:
        uses.you = True
    for key in ("graveyard", "hand", "life"):
        if getattr(cond, key) is not None and getattr(cond, key).player in ("you", *PLAYER_QUANTIFIERS):
            uses.you = True


# The fields _check_effect reads besides `creatures`, `target`, `player` and `condition`: an
# effect where none of them is set (most effects) is checked by the first part alone.
_OTHER_FIELDS = frozenset({"when_attacking", "others", "sources", "unless_defending_player_controls", "unless", "x", "pay",
                           "defenders", "players", "abilities", "permanents", "per_color_among", "per_count"})
# The other fields of effects: the short pass reads the first six itself; the rest name no
# id nor player (numbers, keywords, mana, a direction). A new field goes in one of the two
# sets (a test holds them complete), or the short pass would skip its checks.
_SHORT_PASS_FIELDS = frozenset({"kind", "creatures", "condition", "controller", "source", "target", "player",
                                "cost", "count", "keywords", "power", "toughness", "include_planeswalkers",
                                "direction", "add", "multiply", "produce_instead", "types", "subtypes", "colors",
                                "in_addition", "mana", "include_player", "replaces_creature_types",
                                "colors_in_addition", "name", "chooses", "chosen_for", "cost_more", "sacrifice",
                                "of_color", "per_attached"})
_OTHERS: dict[type, tuple[str, ...]] = {}  # an effect model -> its fields of _OTHER_FIELDS


def _case_typo(value: str, players: Any, perms: Any = ()) -> str:
    """The error for an id that names nothing but a player or permanent in another case
    (`by: c` for C): a goader or target that has left the game is an id nothing has (800.4m).
    "" for any other id."""
    meant = near_names(value, [*players, *perms], limit=0)  # (limit 0: the same letters in another case only)
    if not meant:
        return ""
    return (f"{value!r} names nothing{did_you_mean(meant)} (ids are case-sensitive; a player or permanent that "
            f"has left the game is written by an id nothing on the board has, 800.4m)")


def _player_words(eff, fields: dict, path: str, players: Any = (), perms: Any = ()) -> tuple[bool, str]:
    """What `target` and `player` name: (whether one is `you`, the first that needs the
    source, or ""); `owner` on a kind that names no creatures is an error, and so is an id
    that names nothing but one in another case."""
    you = False
    needs_source = ""
    for field in ("target", "player"):
        word = fields.get(field)
        if isinstance(word, str) and word not in _WORDS and word not in players and word not in perms and (
                typo := _case_typo(word, players, perms)):
            raise BoardError(f"{path}.{field}", typo)
        if word == "you":
            you = True
        elif word in ("self", "attached_controller"):
            needs_source = needs_source or f"{path}.{field}"
        elif word == "owner" and eff.kind in _GROUP_KINDS:
            raise BoardError(f"{path}.{field}", "'owner' is each creature's owner: the kind names no creatures")
        elif word in _TEMPLATE_PLAYERS:
            raise _placeholder(word, f"{path}.{field}")
    return you, needs_source


def _check_effect(eff, path, players, perms, has_controller, source) -> None:
    fields = eff.__dict__  # the effect's fields (no getattr: missing ones are slow on pydantic models)
    if _plain_ids(eff, fields, perms):
        you, needs_source = _player_words(eff, fields, path, players, perms)
        if needs_source and source is None:
            raise BoardError(needs_source, "this needs the effect's source permanent")
        if you and not has_controller:
            raise BoardError(f"{path}.controller", "'you' needs the effect's controller or source")
        return
    uses = _Uses(players)
    for field in ("creatures", "permanents"):  # the permanents it applies to (type-changing kinds: any)
        sel = fields.get(field)
        if isinstance(sel, str) and sel in ("self", "attached") and source is None:
            raise BoardError(f"{path}.{field}", f"{sel!r} needs the effect's source permanent")
        _selector(sel, f"{path}.{field}", perms, uses)
    for field in ("when_attacking", "others", "per_color_among", "per_count"):  # more permanents it reads
        sel = fields.get(field)
        if sel is not None:
            _selector(sel, f"{path}.{field}", perms, uses)
    sources = fields.get("sources")  # mana kinds: `self` without a source selects nothing
    if sources is not None and not isinstance(sources, str):
        _selector(sources, f"{path}.sources", perms, uses)
    you, needs_source = _player_words(eff, fields, path, players, perms)
    uses.you = uses.you or you
    if needs_source:
        uses.source.append(needs_source)
    older = fields.get("unless_defending_player_controls")
    if older is not None:
        _selector(older, path + ".unless_defending_player_controls", perms, uses)
    unless = fields.get("unless")
    if unless is not None:
        if older is not None and unless.defending_player_controls is not None:
            raise BoardError(f"{path}.unless.defending_player_controls",
                             "give it once: unless_defending_player_controls is the same condition")
        for field in ("defending_player_controls", "defending_player_controls_none", "controls_more_than_defending",
                      "controls_fewer_than_defending"):
            _selector(getattr(unless, field), f"{path}.unless.{field}", perms, uses)
        if unless.controls_more_than_defending is not None or unless.controls_fewer_than_defending is not None:
            uses.you = True
    x = fields.get("x")
    cost = fields.get("cost")
    if x is None and isinstance(cost, str) and "{X}" in cost.upper():
        # 107.3: X is a number the effect fixed (War Tax's activation); without it the cost is unknown
        raise BoardError(f"{path}.x", f"the cost {cost} has {{X}}: give x, the value of X (107.3)")
    if isinstance(x, CountOf):  # {count: SELECTOR}
        _selector(x.count, path + ".x.count", perms, uses)
    for field in ("basic_land_types", "hand"):
        if x is not None and getattr(x, field, None) == "you":
            uses.you = True
    pay = fields.get("pay")
    if pay is not None:
        for field in ("sacrifice", "tap", "return_to_hand"):
            if getattr(pay, field) is not None:
                _selector(getattr(pay, field).selector, f"{path}.pay.{field}.selector", perms, uses)
    for field in ("defenders", "players"):
        words = fields.get(field)
        if isinstance(words, str):
            words = [words]
        if isinstance(words, list) and "you" in words:
            uses.you = True
    _condition(fields.get("condition"), path, perms, uses)
    if uses.source and source is None:
        raise BoardError(uses.source[0], "this needs the effect's source permanent")
    if uses.you and not has_controller:
        raise BoardError(f"{path}.controller", "'you' needs the effect's controller or source")
    for j, granted in enumerate(fields.get("abilities") or []):
        # granted abilities: each creature's own (its source and controller)
        _check_effect(granted, f"{path}.abilities[{j}]", players, perms, True, "(the creature)")


def board_notes(board: BoardModel) -> list[tuple[str, str]]:
    """(field, message) for what a valid board reads in a way a slip of the pen would change:
    the ids read as something that has left the game (gone_ids), a player at 0 or less life
    (704.5a), then each creature written
    without `power` (no card, no copy) where an effect reads power: it counts as 0 (107.2)."""
    out = gone_ids(board)
    for i, player in enumerate(board.players):
        if player.life is not None and player.life <= 0:
            out.append((f"players[{i}].life", f"{player.id} has {player.life} life: a player with 0 or less life loses "
                                              "the game as state-based actions are checked (704.5a, 800.4a), unless an "
                                              "effect says they don't (Platinum Angel); they are read as still in it"))
    unwritten = [(i, p) for i, p in enumerate(board.permanents)
                 if p.power is None and p.card is None and p.copy_of is None and "creature" in (p.types or ())]
    if unwritten:
        from .resolve import traits_read

        effects = list(board.effects) + [a for p in board.permanents for a in (*p.abilities, *p.mana_abilities)]
        if any("power" in traits_read(e) for e in effects):
            out += [(f"permanents[{i}].power", f"{p.id!r} is a creature written without power: it counts as 0 where "
                                               "an effect reads power (107.2); write its `power`")
                    for i, p in unwritten]
    return out


def gone_ids(board: BoardModel) -> list[tuple[str, str]]:
    """(field, message) for each id read as something that has left the game (800.4m): a goad
    designation's `by` naming no player, an effect's `target` or `player` naming no player or
    permanent, with the id meant when one is near (`by: CC` for C). The board is valid; a
    misspelt id changes the answers without an error, so the command line says these."""
    players = [p.id for p in board.players]
    out: list[tuple[str, str]] = []
    for i, g in enumerate(board.designations):
        if g.by not in players:
            out.append((f"designations[{i}].by", f"{g.by!r} names no player, so it is read as a goader who has left "
                                                 f"the game (800.4m){did_you_mean(near_names(g.by, players))}"))
    known: set[str] = set(players) | set(REFERENCE_WORDS)
    # (effect index, ability index or -1, field, id) naming no player and no word: a
    # permanent, or nothing (most effects of a big board name a player: nothing is built for them)
    effects = chain(((i, -1, e.__dict__) for i, e in enumerate(board.effects)),
                    ((i, j, e.__dict__) for i, p in enumerate(board.permanents) if p.abilities
                     for j, e in enumerate(p.abilities)))
    loose = [(i, j, field, value) for i, j, fields in effects for field in ("target", "player")
             if (value := fields.get(field)).__class__ is str and value not in known]
    if not loose:
        return out
    perm_ids = {p.id for p in board.permanents}
    ids: Optional[list[str]] = None
    meant: dict[str, str] = {}  # each id once: "did you mean", among at most _IDS_COMPARED ids (else case only)
    for i, j, field, value in loose:
        if value in perm_ids:
            continue
        path = f"effects[{i}].{field}" if j < 0 else f"permanents[{i}].abilities[{j}].{field}"
        if value not in meant:
            if ids is None:
                ids = players + [p.id for p in board.permanents]
            meant[value] = did_you_mean(near_names(value, ids, limit=_IDS_COMPARED))
        out.append((path, f"{value!r} names no player or permanent, so it is read as something that has left the "
                          f"game: the effect never applies to it{meant[value]}"))
    return out


_IDS_COMPARED = 2000  # ids compared letter by letter with one naming nothing (past it: the same letters in another case)
