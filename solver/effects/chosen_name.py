"""Activated abilities of sources with a chosen card name: "Activated abilities of sources with
the chosen name can't be activated" (Phyrexian Revoker, Voidstone Gargoyle) or "cost {2} more
to activate" (Skyseer's Chariot).

While attackers are declared only mana abilities can be activated (508.1g, 605.3a), so such an
effect matters only through the mana abilities that pay a cost to attack (508.1h): those of
the active player's permanents bearing the name. The name is the board's: the effect's `name`,
or its answers to one question per name that could matter, 'Is the name chosen for Phyrexian
Revoker "Sol Ring"?' (201.3: one name, possibly another than these). A name asked is one of a
card (201.3: a token's is not, unless a card has it) of the kind the effect chooses (201.3a:
Phyrexian Revoker's "nonland card name" by the card's Oracle types, whatever the permanent is
now). Where no answer says, the solver reads those permanents' mana as though the effect
stopped nothing (its widest reading) and judges only what every name gives (solver/context.py,
cases.py).
"""


from typing import TYPE_CHECKING, Literal, Optional, Sequence

from pydantic import Field

from attackcheck.models.base import EffectBase
from attackcheck.models.conditions import NAME, chosen_option, choice_of, name_question

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver, RPermanent
    from attackcheck.solver.context import Context


class ChosenNameAbilities(EffectBase):
    """"Activated abilities of sources with the chosen name can't be activated" (Phyrexian
    Revoker), or cost `cost_more` more to activate (Skyseer's Chariot)."""

    kind: Literal["chosen_name_abilities"]
    name: Optional[str] = None  # the card name chosen; None: the board's `answers` say (open_question)
    chooses: Literal["any", "nonland"] = "any"  # the card names that may be chosen (201.3a)
    chosen_for: str = "this permanent"  # the choice in the questions' words: "Phyrexian Revoker"
    cost_more: Optional[int] = Field(None, ge=1)  # {N} more to activate; None: can't be activated

    @property
    def open_question(self) -> Optional[str]:
        """Its questions' form, the name left as NAME (conditions.asked_questions)."""
        return name_question(self.chosen_for, NAME) if self.name is None else None


def names_of(p: "RPermanent") -> tuple[str, ...]:
    """The names a permanent has: a split card's (a Room's) each half's (201.2a)."""
    return tuple(p.name.split(" // ")) if " // " in p.name else (p.name,)


def _key(name: str) -> str:
    from attackcheck.models.cards.names import key

    return key(name) or name


def choosable(p: "RPermanent", known: bool, types: Optional[frozenset[str]], chooses: str) -> bool:
    """Whether a name of p's (`known`: a card's, with that face's `types`: cards.name_types)
    may be the name chosen (201.3): a card's (a token's name is not, unless a card has it),
    nonland where a nonland card name is chosen (201.3a: by the card's types; a face the index
    knows by name only may be). A name no known card has is judged by the permanent's types
    as the board writes them (a card written out)."""
    if not known:
        if p.token:
            return False
        types = frozenset(t.lower() for t in p.model.types) if p.model.copy_of is None else p.types
    return chooses == "any" or types is None or "land" not in types


def candidates(resolver: "Resolver", chooses: str) -> dict[str, list[str]]:
    """The names the choice could be that matter to a payment, in board order, each with
    the active player's permanents with mana abilities bearing it (508.1h)."""
    from attackcheck.models import cards

    active = resolver.board.turn.active
    out: dict[str, list[str]] = {}
    found: dict[str, tuple[bool, Optional[frozenset[str]]]] = {}  # name -> cards.name_types
    for p in resolver.perms.values():
        if p.controller == active and (p.mana or p.mana_raw):
            for name in names_of(p):
                if name in out:
                    out[name].append(p.id)
                    continue
                if name not in found:
                    found[name] = cards.name_types(name)
                if choosable(p, *found[name], chooses):
                    out[name] = [p.id]
    return out


@register
class ChosenNameAbilitiesKind(EffectKind[ChosenNameAbilities]):
    """Phyrexian Revoker, Voidstone Gargoyle, Skyseer's Chariot: the mana abilities (605.1a)
    of the permanents with the chosen name can't be activated (602.5), or cost `cost_more`
    more (601.2f: paid with mana made before, 605.3a); each name of a Room counts (201.2a).
    Without `name`, the board's `answers` give it: where a cost to attack needs mana (508.1h),
    'Is the name chosen for Phyrexian Revoker "Sol Ring"?' is asked of each card name (201.3;
    a nonland card's with `chooses: nonland`, 201.3a) borne by a permanent the active player
    could tap for mana. Unanswered, those permanents' mana is read as without the effect: a
    payment found without them stands, and the rest is decided case by case.
    """

    model = ChosenNameAbilities
    family = Family.MANA
    # the elf taps for {G} no more: the Forest and Plains alone can't pay the bear's {3} to attack B
    example = [{"kind": "chosen_name_abilities", "name": "Llanowar Elves", "chooses": "nonland",
                "chosen_for": "Phyrexian Revoker", "controller": "B"},
               {"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}]
    variants = [[{"kind": "chosen_name_abilities", "name": "Llanowar Elves", "chooses": "nonland",
                  "chosen_for": "Skyseer's Chariot", "cost_more": 2, "controller": "B"},
                 {"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}]]
    order = 10.0  # with cant_activate: after the abilities granted in layer 6 (613.1f)

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            m = e.model
            chosen = m.name
            if chosen is None:
                choice = choice_of(name_question(m.chosen_for, NAME))
                assert choice is not None
                chosen = chosen_option(resolver, e.source, e.controller, choice)
            if chosen is not None:
                key = _key(chosen)
                keys: dict[str, str] = {}  # (each name normalised once: a big board repeats them)
                for p in resolver.perms.values():
                    if any((keys.get(n) or keys.setdefault(n, _key(n))) == key for n in names_of(p)):
                        _stop(resolver, p.id, m.cost_more)
                continue
            src = resolver.perms.get(e.source) if e.source else None
            if src is not None and src.model.unread_text is not None:
                continue  # its text's effects are written out, or it does not apply now (unanswered)
            for name, ids in candidates(resolver, m.chooses).items():
                question = name_question(m.chosen_for, name)
                holds = resolver.assumed.get((e.source, e.controller, question, None))
                if holds is None:
                    given = resolver.answers.get((e.source, question))
                    holds = given if isinstance(given, bool) else None
                if holds is None:  # (a yes is chosen_option's)
                    resolver.asked_open[(e.source, e.controller, question, None)] = question
                    resolver.mana_doubts.append((e.source, question, tuple(ids)))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        named = f"named {m.name}" if m.name is not None else f"with the name chosen for {m.chosen_for}"
        what = f"cost {{{m.cost_more}}} more to activate" if m.cost_more else "can't be activated"
        return f"activated abilities of sources {named} {what} ({ctx.effect_name(effect)})"


def _stop(resolver: "Resolver", pid: str, more: Optional[int]) -> None:
    """A permanent with the chosen name: its activated abilities can't be activated (602.5),
    or cost `more` more (601.2f, applied with its mana abilities: Resolver.apply_mana)."""
    if more is None:
        resolver.cant_activate.add(pid)
    else:
        resolver.cost_more[pid] = resolver.cost_more.get(pid, 0) + more
