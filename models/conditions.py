"""Conditions, evaluated on the board while it is resolved: the one place that says when an
effect's `condition` holds (no declaration involved), and when a defending player meets a
`cant_attack` effect's `unless`.

A condition holds when every key given holds. A key about a fact the board does not state
(an `asked` fact whose `holds` is null, a graveyard or hand the board does not give) is
*unanswered*: the effect is then unread, unless another key is false already (then the
effect does not apply, whatever the answer).

Some questions are the options of one choice (`choice_of`): the card reader asks "Is the color
chosen for Heraldic Banner green?" once a color, and exactly one of the five holds (105.4). A
card name chosen (Phyrexian Revoker) is asked once a name the board makes matter ('Is the name
chosen for Phyrexian Revoker "Sol Ring"?'): at most one of them holds, as other names may be
chosen (201.3).

Imports no OR-Tools: the resolver (models/resolve.py) and the solver's kinds both call it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Optional

from pydantic import BaseModel

from .base import Asked, Condition, DefenderAsked, DefenderCondition, SelectorObject, selector_key

if TYPE_CHECKING:
    from .resolve import Resolver

__all__ = ["Verdict", "evaluate", "defender_holds", "defender_questions", "defender_missing", "counts",
           "in_selection", "matching_count", "devotion", "devotion_symbols", "Choice", "choice_of", "Question",
           "name_question", "NAME", "option_of", "chosen_option"]

# an `asked` question as the resolver keeps it open or takes an answer for it: (source,
# controller, question, None), "you" in a question being the effect's controller; a question
# about each defending player once per player, (source, controller, question, player)
Question = tuple[Optional[str], Optional[str], str, Optional[str]]


@dataclass(frozen=True)
class Choice:
    """A choice made once (a color chosen as a permanent entered), asked as one yes-or-no
    question per option: exactly one option holds (`rule`); of an open choice's (a card
    name's), at most one of those asked."""

    name: str  # "the color chosen for Heraldic Banner"
    options: tuple[str, ...]  # the question of each option (none for an open choice)
    rule: str
    # an open choice (a card name, 201.3): its question with the option left as NAME; options
    # are asked as a board makes them matter, and none of them may be the one chosen
    open_form: Optional[str] = None


NAME = "NAME"  # the option of an open choice's question form (Choice.open_form)


def name_question(chosen_for: str, name: str) -> str:
    """The question whether `name` is the card name chosen for a permanent (201.3)."""
    return f'Is the name chosen for {chosen_for} "{name}"?'


# the choices asked as one question per option, as the card reader words them: (the wording,
# with the choice's name and the option as groups; the options; the rule)
_CHOICES: tuple[tuple[re.Pattern[str], tuple[str, ...], str], ...] = (
    # "As this artifact enters, choose a color" (Heraldic Banner, Caged Sun, Gauntlet of Power):
    # one of the five colors (105.4)
    (re.compile(r"Is the (?P<name>color chosen for .+) (?P<option>white|blue|black|red|green)\?"),
     ("white", "blue", "black", "red", "green"), "105.4"),
)
# "As this creature enters, choose a nonland card name" (Phyrexian Revoker): name_question's words
_NAME_CHOICE = re.compile(r'Is the (?P<name>name chosen for .+?) "(?P<option>.+)"\?')


# a question per defending player about a designation one player at most has at a time: the
# monarch, the initiative (once a player has it, one player has it: 722, 723 in the rules of
# 2024); yes for one player is no for every other
_ONE_HOLDER = re.compile(r"\b(?:is the monarch|has the initiative)\?$")


def held_by_one(question: str) -> bool:
    """Whether a per-player question asks about a designation at most one player has."""
    return _ONE_HOLDER.search(question) is not None


# "Is it true that you're the monarch?" (Regal Behemoth): of the asking effect's controller
_YOU_HOLD = re.compile(r"^Is it true that you(?:'re| are) the monarch\?$|^Is it true that you have the initiative\?$")


def designation_held(question: str) -> Optional[tuple[str, bool]]:
    """The designation one player at most has that a question asks about ("the monarch", "the
    initiative"), with whether it asks about the effect's controller ("you're the monarch")
    rather than each defending player; None for any other question."""
    yours = _YOU_HOLD.match(question) is not None
    if not yours and _ONE_HOLDER.search(question) is None:
        return None
    return ("the monarch" if "monarch" in question else "the initiative"), yours


@lru_cache(maxsize=4096)
def choice_of(question: str) -> Optional[Choice]:
    """The choice a question is an option of, or None."""
    for pattern, options, rule in _CHOICES:
        m = pattern.fullmatch(question)
        if m is not None:
            name = m.group("name")
            return Choice("the " + name, tuple(f"Is the {name} {o}?" for o in options), rule)
    m = _NAME_CHOICE.fullmatch(question)
    if m is not None:
        return Choice("the " + m.group("name"), (), "201.3", f'Is the {m.group("name")} "{NAME}"?')
    return None


def option_of(question: str) -> Optional[str]:
    """The option a question of an open choice asks about (a card name), or None."""
    m = _NAME_CHOICE.fullmatch(question)
    return m.group("option") if m is not None else None


def chosen_option(view: "Resolver", source: Optional[str], ctl: Optional[str], choice: Choice) -> Optional[str]:
    """The option of an open choice that the answers say was chosen: taken for one case
    (assumed) or the board's; None where none is answered yes."""
    for (s, c, q, player), taken in view.assumed.items():
        if taken is True and player is None and (s, c) == (source, ctl) and choice_of(q) == choice:
            return option_of(q)
    for (s, q), given in view.answers.items():
        if given is True and s == source and choice_of(q) == choice:
            return option_of(q)
    return None


@dataclass(frozen=True)
class Verdict:
    """True or false, or None with the questions the board leaves unanswered."""

    holds: Optional[bool]
    questions: tuple[str, ...] = ()


TRUE = Verdict(True)
FALSE = Verdict(False)


def counts(counters: dict[str, int], kind: str) -> int:
    """The counters of a kind on a permanent ("any": of every kind)."""
    if kind == "any":
        return sum(counters.values())
    return counters.get(kind, 0)


def in_selection(view: "Resolver", pid: Optional[str], sel: Any, ctl: Optional[str], source: Optional[str],
                 path: str) -> bool:
    """Whether permanent `pid` is one `sel` selects (any permanent type: an object's `types`
    say which; a list names ids; `self` the source; `attached` what the source is attached to)."""
    if pid is None or pid not in view.perms:
        return False
    if sel == "self":
        return pid == source
    if sel == "attached":
        src = view.perms.get(source) if source else None
        return src is not None and src.attached_to == pid
    if isinstance(sel, list):
        return pid in sel
    assert isinstance(sel, SelectorObject)
    return view.matches(view.perms[pid], sel, ctl, source, path, creatures_only=False)


def matching_count(view: "Resolver", sel: Any, ctl: Optional[str], source: Optional[str], path: str,
                   controller: Optional[str] = None) -> int:
    """How many permanents `sel` selects (controlled by `controller`, if given; else those
    within the range of influence of `ctl`, 801.11). Counted once per selector (by content,
    so that alike effects share one pass over the battlefield)."""
    counts = _counts(view, sel, ctl, source, path)
    if controller is not None:
        return counts.get(controller, 0)
    far = view.out_of_range(ctl)
    return sum(n for c, n in counts.items() if c not in far)


def uses_source(sel: Any) -> bool:
    """Whether what a selector names depends on the effect's source (other, attached_player,
    self, attached, a power compared with the source's, and an `except` that reads them)."""
    if isinstance(sel, SelectorObject):
        return (sel.other or sel.controller == "attached_player" or sel.power_greater_than == "source"
                or sel.power_less_than == "source" or any(map(uses_source, sel.excepts)))
    return isinstance(sel, str) and sel in ("self", "attached")


def uses_controller(sel: Any) -> bool:
    """Whether what a selector names depends on the effect's controller (you, opponents, the
    controller's hand size, an Aura's controller, and an `except` that reads them)."""
    if isinstance(sel, SelectorObject):
        return (sel.controller in ("you", "opponents") or sel.power_greater_than == "hand"
                or sel.enchanted_by in ("you", "opponents") or any(map(uses_controller, sel.excepts)))
    return False


def _counts(view: "Resolver", sel: Any, ctl: Optional[str], source: Optional[str], path: str) -> dict[str, int]:
    """The permanents `sel` selects, counted by controller."""
    key = (selector_key(sel), ctl, source if uses_source(sel) else None)  # not its JSON: ids may hold lone surrogates
    cache = view.count_cache
    if key not in cache:
        out: dict[str, int] = {}
        if isinstance(sel, SelectorObject):
            for p in view.perms.values():
                if view.matches(p, sel, ctl, source, path, creatures_only=False):
                    out[p.controller] = out.get(p.controller, 0) + 1
        else:
            for pid in _ids(view, sel, source):
                c = view.perms[pid].controller
                out[c] = out.get(c, 0) + 1
        cache[key] = out
    return cache[key]


def _ids(view: "Resolver", sel: Any, source: Optional[str]) -> Iterable[str]:
    if sel == "self":
        return [source] if source in view.perms else []
    if sel == "attached":
        src = view.perms.get(source) if source else None
        return [src.attached_to] if src is not None and src.attached_to in view.perms else []
    return [pid for pid in dict.fromkeys(sel) if pid in view.perms]


@lru_cache(maxsize=1024)
def devotion_symbols(mana_cost: str) -> tuple[frozenset[str], ...]:
    """The colors of each colored mana symbol of a mana cost (700.5): {W} is W, {W/U} W and U,
    {2/W} and {W/P} W; generic, {X} and {C} symbols are of no color and left out."""
    from .mana import ManaCost

    cost = ManaCost.parse(mana_cost)
    out: list[frozenset[str]] = []
    for color, n in cost.colored:
        if color != "C":
            out += [frozenset(color)] * n
    for pair, n in cost.hybrid:
        out += [frozenset(pair)] * n
    for color, n in cost.twobrid + cost.phyrexian:
        out += [frozenset(color)] * n
    return tuple(out)


def devotion(view: "Resolver", player: Optional[str], colors: Iterable[str]) -> int:
    """A player's devotion to these colors (700.5): the mana symbols that are at least one of
    them among the mana costs of the permanents the player controls, each symbol once. Read
    after copy effects (700.5a: a copy has the mana cost it copies); a permanent without a
    mana cost (a token, a land, one the board writes without `mana_cost`) adds nothing."""
    wanted = frozenset(c.upper() for c in colors)
    key = ("devotion", player, wanted)  # once per player and colors (copies of a God alike)
    cache = view.count_cache
    if key not in cache:
        cache[key] = sum(1 for p in view.perms.values() if p.controller == player and p.mana_cost
                         for symbol in devotion_symbols(p.mana_cost) if symbol & wanted)
    return cache[key]


def devotion_unknowns(view: "Resolver", player: Optional[str]) -> list[str]:
    """What a player's devotion can't be counted without (700.5, 700.5a): a mana cost the board
    format can't hold (Ajani, Sleeper Agent's {G/W/P}), an effect that modifies devotion (Altar
    of the Pantheon), on a permanent the player controls (or on what it copies) whose
    `unread_text` does not say how its text applies."""
    table = view.board.trait_text
    if not table:
        return []
    key = ("devotion unknowns", player)  # once per player (copies of a God alike)
    cache = view.count_cache
    if key in cache:
        return cache[key]
    from .resolve import text_source

    out: list[str] = []
    cache[key] = out
    for p in view.perms.values():
        src = text_source(view.perms, p.id, table) if p.controller == player else None  # a copy's is its original's
        if src is not None:
            out += [f"{table[src][0]}: {text}" for text, trait in table[src][1] if trait in ("devotion", "mana cost")]
    return out


def _player(word: str, ctl: Optional[str]) -> Optional[str]:
    return ctl if word == "you" else word


# Words for several players in a hand, life or graveyard condition, and whether one of them
# (any) or all of them (each) must hold it: "an opponent has 10 or less life" (Bloodghast),
# "unless an opponent has eight or more cards in their graveyard" (Relic Golem: each opponent
# has at most seven), "a player has no cards in hand" (Lupine Prototype)
PLAYER_QUANTIFIERS = {"an_opponent": any, "each_opponent": all, "a_player": any, "each_player": all}


def _players(view: "Resolver", word: str, ctl: Optional[str]) -> list:
    """The players a hand, life or graveyard condition is about: one (none for a player who
    is gone), or those a quantifier word names within the controller's range of influence
    (801.11): its opponents, or every player."""
    if word in PLAYER_QUANTIFIERS:
        if ctl is None:
            return []
        far = view.out_of_range(ctl)
        opponents_only = word.endswith("_opponent")
        return [p for pid, p in view.player_models.items()
                if pid not in far and not (opponents_only and pid == ctl)]
    who = _player(word, ctl)
    player = view.player_models.get(who) if who else None
    return [player] if player is not None else []


def _judged(word: str, verdicts: list[Optional[bool]]) -> Optional[bool]:
    """One verdict of a condition over its players (None: a number the board doesn't give):
    one player's, or any or each of several; None where the unknown ones decide."""
    quantifier = PLAYER_QUANTIFIERS.get(word, any)
    known = [v for v in verdicts if v is not None]
    if quantifier is any:
        return True if any(known) else None if len(known) < len(verdicts) else False
    return False if not all(known) else None if len(known) < len(verdicts) else True


def _graveyard_holds(player: Any, gy: Any) -> Optional[bool]:
    """Whether a player's graveyard holds the number a condition says (None: not listed)."""
    if "graveyard" not in player.model_fields_set:
        return None
    if gy.of == "card_types":
        return _between(len({t.lower() for card in player.graveyard for t in card.types}), gy.at_least, gy.at_most)
    return _between(len(player.graveyard), gy.at_least, gy.at_most)


def _between(n: int, at_least: Optional[int], at_most: Optional[int]) -> bool:
    return (at_least is None or n >= at_least) and (at_most is None or n <= at_most)


def evaluate(cond: Optional[Condition], view: "Resolver", ctl: Optional[str], source: Optional[str],
             path: str) -> Verdict:
    """Whether an effect with this condition applies now (see the module text)."""
    if cond is None:
        return TRUE
    path = path + ".condition"
    src = view.perms.get(source) if source else None
    questions: list[str] = []
    checks: list[bool] = []
    if cond.source_untapped:
        checks.append(src is not None and not src.tapped)
    if cond.source_tapped:
        checks.append(src is not None and src.tapped)
    if cond.source_attached:
        checks.append(src is not None and src.attached_to is not None
                      and (src.attached_to in view.perms or src.attached_to in view.player_ids))
    if cond.attached is not None:
        host = src.attached_to if src is not None else None
        checks.append(in_selection(view, host, cond.attached, ctl, source, path + ".attached"))
    if cond.source is not None:
        checks.append(in_selection(view, source, cond.source, ctl, source, path + ".source"))
    if cond.source_counters is not None:
        sc = cond.source_counters
        n = counts(src.counters, sc.kind) if src is not None else 0
        if src is not None and sc.kind == "loyalty" and "loyalty" not in src.counters and src.loyalty is not None:
            n = src.loyalty  # 306.5b: a planeswalker's loyalty is its loyalty counters
        checks.append(src is not None and n >= sc.at_least and (sc.at_most is None or n <= sc.at_most))
    if cond.you_control is not None:
        for where, yc in cond.you_control_each():
            checks.append(ctl is not None and matching_count(view, yc.selector, ctl, source,
                                                             f"{path}.you_control{where}", ctl) >= yc.at_least)
    if cond.you_control_at_most is not None:
        ym = cond.you_control_at_most
        checks.append(ctl is not None and
                      matching_count(view, ym.selector, ctl, source, path + ".you_control_at_most", ctl) <= ym.at_most)
    if cond.battlefield is not None:
        bf = cond.battlefield
        n = matching_count(view, bf.selector, ctl, source, path + ".battlefield")
        checks.append(_between(n, bf.at_least, bf.at_most))
    if cond.your_turn is not None:
        checks.append((ctl == view.board.turn.active) == cond.your_turn)
    if cond.combat is not None:
        checks.append(_between(view.board.turn.combat, cond.combat.at_least, cond.combat.at_most))
    if cond.life is not None:
        checks.append(bool(_judged(cond.life.player, [_between(p.life, cond.life.at_least, cond.life.at_most)
                                                      for p in _players(view, cond.life.player, ctl)])))
    if cond.devotion is not None:
        dv = cond.devotion
        who = _player(dv.player, ctl)
        n = devotion(view, who, dv.to) if who in view.player_ids else 0
        if who not in view.player_ids or (dv.at_most is not None and n > dv.at_most):
            checks.append(False)  # what is not counted only adds to it
        elif not (dv.at_most is None and n >= (dv.at_least or 0)) and (unsure := devotion_unknowns(view, who)):
            questions += [f"{who}'s devotion to {' and '.join(dv.to)} (at least {n}): {text}" for text in unsure]
        else:
            checks.append(_between(n, dv.at_least, dv.at_most))
    if cond.hand is not None:
        players = _players(view, cond.hand.player, ctl)  # none: a player who is gone
        got = _judged(cond.hand.player, [None if p.hand is None else _between(p.hand, cond.hand.at_least,
                                                                              cond.hand.at_most) for p in players])
        if got is None:
            questions += [f"how many cards are in {p.id}'s hand (the board gives no hand size)"
                          for p in players if p.hand is None]
        else:
            checks.append(got)
    if cond.graveyard is not None:
        gy = cond.graveyard
        players = _players(view, gy.player, ctl)  # none: a player who is gone
        got = _judged(gy.player, [_graveyard_holds(p, gy) for p in players])
        if got is None:
            what = "card types" if gy.of == "card_types" else "cards"
            bounds = " and ".join(f"{w} {n}" for w, n in (("at least", gy.at_least), ("at most", gy.at_most))
                                  if n is not None)
            questions += [f"whether {p.id}'s graveyard holds {bounds} {what} (the board lists no graveyard)"
                          for p in players if _graveyard_holds(p, gy) is None]
        else:
            checks.append(got)
    if cond.asked is not None:
        holds = cond.asked.holds
        if holds is None:
            holds = view.assumed.get((source, ctl, cond.asked.question, None))
        if holds is None and view.answers:
            given = view.answers.get((source, cond.asked.question))
            holds = given if isinstance(given, bool) else None
        if holds is None:
            questions.append(cond.asked.question)
            view.asked_open[(source, ctl, cond.asked.question, None)] = cond.asked.question
        else:
            checks.append(not holds if cond.asked.negated else holds)
    if not all(checks):
        return FALSE
    if questions:
        return Verdict(None, tuple(questions))
    return TRUE


def defender_holds(dc: DefenderCondition, view: "Resolver", ctl: Optional[str], source: Optional[str],
                   player: str, path: str) -> bool:
    """Whether the defending player `player` meets every key of a `cant_attack` effect's
    `unless` (an unanswered `defending_player_asked` does not hold: the effect is unread)."""
    if dc.defending_player_controls is not None:
        if matching_count(view, dc.defending_player_controls, ctl, source, path + ".defending_player_controls",
                          player) < 1:
            return False
    if dc.defending_player_controls_none is not None:
        if matching_count(view, dc.defending_player_controls_none, ctl, source,
                          path + ".defending_player_controls_none", player) > 0:
            return False
    for sel, more in ((dc.controls_more_than_defending, True), (dc.controls_fewer_than_defending, False)):
        if sel is None:
            continue
        field = "controls_more_than_defending" if more else "controls_fewer_than_defending"
        mine = matching_count(view, sel, ctl, source, f"{path}.{field}", ctl) if ctl is not None else 0
        theirs = matching_count(view, sel, ctl, source, f"{path}.{field}", player)
        if not (mine > theirs if more else mine < theirs):
            return False
    if dc.defending_player_life_at_most is not None:
        p = view.player_models.get(player)
        if p is None or p.life > dc.defending_player_life_at_most:
            return False
    if dc.defending_player_asked is not None:
        answers = dc.defending_player_asked.holds
        if answers is None or not answers.get(player, False):
            return False
    return True


def defender_missing(dc: DefenderCondition, players: Iterable[str]) -> list[str]:
    """Those of these possible defending players an `unless`'s question is not answered for."""
    asked = dc.defending_player_asked
    if asked is None:
        return []
    return [p for p in players if asked.holds is None or p not in asked.holds]


def defender_questions(dc: DefenderCondition, players: Iterable[str]) -> list[str]:
    """The questions an `unless` leaves unanswered for these possible defending players."""
    missing = defender_missing(dc, players)
    if not missing or dc.defending_player_asked is None:
        return []
    return [f"{dc.defending_player_asked.question} (for {', '.join(missing)})"]


def asked_questions(value: Any, granted: bool = False) -> Iterator[tuple[str, bool]]:
    """The questions of the `asked` conditions in an effect, each with whether it is asked per
    defending player (`defending_player_asked`): those it asks itself or, with `granted`, those
    of the abilities it grants (a granted ability's source is the permanent that has it, 613.1f).
    An open choice's questions are given by their form (`open_question`: a chosen name's)."""
    yield from _asked(value, granted, False)


def _asked(value: Any, granted: bool, inside: bool) -> Iterator[tuple[str, bool]]:
    """asked_questions' walk; `inside`: within the abilities a grant_abilities effect grants."""
    if isinstance(value, (Asked, DefenderAsked)):
        if inside == granted:
            yield value.question, isinstance(value, DefenderAsked)
    elif isinstance(value, BaseModel):
        form = getattr(value, "open_question", None)  # an open choice's questions (a chosen name's)
        if isinstance(form, str) and inside == granted:
            yield form, False
        grants = getattr(value, "kind", None) == "grant_abilities"
        for f in type(value).model_fields:
            v = getattr(value, f)
            if v is not None and not isinstance(v, (str, int, bool, float)):
                yield from _asked(v, granted, inside or (grants and f == "abilities"))
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _asked(v, granted, inside)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _asked(v, granted, inside)
