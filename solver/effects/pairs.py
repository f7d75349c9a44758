"""Restrictions on creature-defender pairs (508.1c): "can't attack", "can't attack unless
defending player controls ..." (and the other conditions on the defending player), "can't
attack you", "can't attack its owner", "can't attack a player it has already attacked this
turn", and the defender keyword (702.3b) unless an effect lets the creature attack as though
it didn't have defender.

Each forbids some pairs outright; a declaration that uses one is illegal, and no variable
exists for it in the models. In the explanation's relaxed model each effect's pairs are
forbidden only under that effect's literal, so a minimal blocking set can name it.
"""


import re
from typing import TYPE_CHECKING, Any, Literal, Optional

from attackcheck.models.base import COLOR_WORDS, DefenderCondition, EffectBase, PlayerRef, Selector, SelectorObject
from attackcheck.solver.results import ViolationKind

from .base import EffectKind, Family, Reason, Repeats, board_ordered, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import REffect, RPermanent
    from attackcheck.solver.context import Context


class CantAttack(EffectBase):
    kind: Literal["cant_attack"]
    creatures: Selector
    unless_defending_player_controls: Optional[SelectorObject] = None  # = unless: {defending_player_controls: ...}
    unless: Optional[DefenderCondition] = None  # can attack a defender whose defending player meets it


class CantAttackTarget(EffectBase):
    kind: Literal["cant_attack_target"]
    creatures: Selector
    target: PlayerRef
    include_planeswalkers: bool = False


class CantAttackPlayersAttacked(EffectBase):
    kind: Literal["cant_attack_players_attacked"]
    creatures: Selector


_PLAIN_FIELDS = frozenset({"types", "subtypes", "any_subtypes", "colors", "not_colors", "keywords", "lacks_keywords",
                           "tapped", "token", "names", "power_greater_than", "power_at_most", "toughness_greater_than",
                           "toughness_at_most", "controller", "enchanted", "other"})


def _alternatives(sel: Any) -> Optional[list]:
    """The selectors of `{except: {except: [S, T]}}`, which matches what S or T matches."""
    inner = sel.except_ if isinstance(sel, SelectorObject) and sel.model_fields_set == {"except_"} else None
    if isinstance(inner, SelectorObject) and inner.model_fields_set == {"except_"} and isinstance(inner.except_, list) \
            and all(isinstance(s, SelectorObject) for s in inner.except_):
        return list(inner.except_)
    return None


def permanents_text(sel: Any, many: bool = False) -> str:
    """A selector object as the card would say it: "an Island", "untapped creatures with
    power 3 or greater", "an enchantment or an enchanted permanent"; "matching permanent(s)"
    for what it doesn't word."""
    alternatives = _alternatives(sel)
    if alternatives is not None:
        return " or ".join(permanents_text(s, many) for s in alternatives)
    if not isinstance(sel, SelectorObject) or not sel.model_fields_set <= _PLAIN_FIELDS \
            or isinstance(sel.power_greater_than, str):  # "hand", "source": no number to word
        return "matching permanents" if many else "a matching permanent"
    words = []
    if sel.enchanted is not None:
        words.append("enchanted" if sel.enchanted else "unenchanted")
    if sel.tapped is not None:
        words.append("tapped" if sel.tapped else "untapped")
    if sel.colors:
        words.append(" or ".join(COLOR_WORDS[c.upper()] for c in sel.colors))
    words += ["non" + COLOR_WORDS[c.upper()] for c in sel.not_colors]
    if sel.token:
        words.append("token")
    kinds = list(sel.subtypes) + ([" or ".join(sel.any_subtypes)] if sel.any_subtypes else [])
    kinds += [t for t in sel.types if t != "creature" or not kinds] if sel.types else ([] if kinds else ["permanent"])
    noun = " ".join(words + kinds)
    if many:
        noun += "s" if not noun.endswith("s") else ""
    tail = []
    if sel.names:
        tail.append("named " + " or ".join(sel.names))
    for trait in ("power", "toughness"):
        low, high = getattr(sel, trait + "_greater_than"), getattr(sel, trait + "_at_most")
        if low is not None and high is not None and low + 1 == high:
            tail.append(f"with {trait} {high}")  # Lovestruck Beast's "1/1 creature": power 1, toughness 1
            continue
        if low is not None:
            tail.append(f"with {trait} {low + 1} or greater")
        if high is not None:
            tail.append(f"with {trait} {high} or less")
    if sel.keywords:
        tail.append("with " + " and ".join(sel.keywords))
    if sel.lacks_keywords:
        tail.append("without " + " or ".join(sel.lacks_keywords))
    withs = [t[len("with "):] for t in tail if t.startswith("with ")]
    if len(withs) > 1:  # "with power 1 and toughness 1"
        tail = [t for t in tail if not t.startswith("with ")] + ["with " + " and ".join(withs)]
    text = " ".join([noun] + tail)
    if sel.other:  # Rhonas's "another creature with power 4 or greater"
        return ("other " if many else "another ") + text
    return text if many else ("an " if text[0].lower() in "aeiou" else "a ") + text


_ABOUT_DEFENDER = re.compile(r"Is it true that (?:this|the) defending player (.+)\?")


def condition_text(cond: Any) -> Optional[str]:
    """An effect's condition in the card's words where they are plain ("you control no
    creature with power 1 and toughness 1": Lovestruck Beast), else None."""
    if cond is None:
        return None
    parts: list[str] = []
    for key, value in cond.__dict__.items():
        if value is None:
            continue
        if key == "you_control":
            for counted in value if isinstance(value, list) else [value]:
                n = counted.at_least
                parts.append(f"you control {permanents_text(counted.selector)}" if n == 1
                             else f"you control {n} or more {permanents_text(counted.selector, True)}")
        elif key == "you_control_at_most" and value.at_most == 0:
            parts.append(f"you control no {_without_article(value.selector)}")
        elif key == "you_control_at_most":
            parts.append(f"you control at most {value.at_most} {permanents_text(value.selector, True)}")
        elif key == "your_turn":
            parts.append("it is your turn" if value else "it is not your turn")
        elif key in ("source_untapped", "source_tapped"):
            parts.append("it is untapped" if key == "source_untapped" else "it is tapped")
        else:
            return None
    if any("matching" in part for part in parts):  # a selector it can't word
        return None
    return " and ".join(parts) or None


def _without_article(sel: Any) -> str:
    """A selector's words after "no": permanents_text less its article ("a creature with power 4
    or greater" -> "creature with power 4 or greater"; "another creature" -> "other creature")."""
    return permanents_text(sel)[2:].lstrip()


def unless_text(unless: DefenderCondition, player: str = "the defending player") -> str:
    """An `unless` in the rules' words."""
    parts = []
    if unless.defending_player_controls is not None:
        parts.append(f"{player} controls {permanents_text(unless.defending_player_controls)}")
    if unless.defending_player_controls_none is not None:
        parts.append(f"{player} controls no {_without_article(unless.defending_player_controls_none)}")
    if unless.controls_more_than_defending is not None:
        parts.append(f"its controller controls more {permanents_text(unless.controls_more_than_defending, True)} "
                     f"than {player}")
    if unless.controls_fewer_than_defending is not None:
        parts.append(f"its controller controls fewer {permanents_text(unless.controls_fewer_than_defending, True)} "
                     f"than {player}")
    if unless.defending_player_life_at_most is not None:
        parts.append(f"{player} has at most {unless.defending_player_life_at_most} life")
    if unless.defending_player_asked is not None:
        question = unless.defending_player_asked.question
        said = _ABOUT_DEFENDER.fullmatch(question)  # "Is it true that this defending player is the monarch?"
        parts.append(f"{player} {said.group(1)}" if said else f"the answer to {question!r} is yes for {player}")
    return " and ".join(parts) or "always"


@register
class CantAttackKind(EffectKind[CantAttack]):
    """Pacifism, Moat, Ensnaring Bridge: can't attack. Sea Serpent: can't attack unless the
    defending player controls a matching permanent (a battle's defending player is its
    protector, 310.8d); Goblin Goon: unless its controller controls more creatures than the
    defending player. `unless` holds every condition on the defending player (all must
    hold); `unless_defending_player_controls` is its `defending_player_controls`."""

    model = CantAttack
    family = Family.PAIR_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack", "creatures": {"subtypes": ["Bear"]},
                "unless_defending_player_controls": {"types": ["planeswalker"]}, "controller": "B"}]
    variants = [[{"kind": "cant_attack", "creatures": "self", "source": "bear",
                  "unless": {"controls_more_than_defending": {"types": ["planeswalker"]}}}],
                [{"kind": "cant_attack", "creatures": ["bear", "elf"], "controller": "A",
                  "unless": {"defending_player_asked": {"question": "is the defending player the monarch?",
                                                        "holds": {"B": True, "C": False}}}}],
                [{"kind": "cant_attack", "creatures": ["bear"], "controller": "A",
                  "unless": {"defending_player_life_at_most": 20,
                             "defending_player_controls": {"types": ["planeswalker"]}}}]]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        from attackcheck.models.conditions import defender_holds

        name = ctx.effect_name(effect)
        unless = effect.unless
        exempt: set[str] = set()
        if unless is not None:
            view = ctx.view
            ok = {p: defender_holds(unless, view, effect.controller, effect.source, p, effect.label + ".unless")
                  for p in set(ctx.defending_player.values())}
            exempt = {d for d in ctx.defenders if ok[ctx.defending_player[d]]}
        held = condition_text(effect.model.condition)  # in force: its condition holds
        plain = "can't attack" if held is None else f"can't attack while {held}"
        for c in ctx.eligible(effect.creatures):
            for d in ctx.defenders:
                if d in exempt:
                    continue
                why = plain if unless is None else f"can't attack unless {unless_text(unless, ctx.defending_player[d])}"
                ctx.forbid(c, d, Reason(ViolationKind.RESTRICTION, "508.1c", f"{ctx.label(c)} {why} ({name})",
                                        effect.label))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        what = "can't attack" if effect.unless is None else f"can't attack unless {unless_text(effect.unless)}"
        return f"{ctx.names(effect.creatures)} {what} ({ctx.effect_name(effect)})"


@register
class CantAttackTargetKind(EffectKind[CantAttackTarget]):
    """Blazing Archon, Spectral Grasp, Reverence: can't attack that player (their
    planeswalkers only when included)."""

    model = CantAttackTarget
    family = Family.PAIR_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you", "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        name = ctx.effect_name(effect)
        targets: dict[str, frozenset[str]] = {}
        for c in ctx.eligible(effect.creatures):
            banned = ctx.defenders_for(effect, c, targets)
            for d in board_ordered(ctx, banned):
                # (Alexios: read per creature; Xantcha's "or planeswalkers its owner controls")
                whose = ("" if effect.model.target != "owner" else ", its owner" if d in ctx.rb.player_ids
                         else ", controlled by its owner")
                ctx.forbid(c, d, Reason(ViolationKind.RESTRICTION, "508.1c",
                                        f"{ctx.label(c)} can't attack {ctx.rb.describe(d)}{whose} ({name})",
                                        effect.label))

    def defended_player(self, model: CantAttackTarget, controller: Optional[str]) -> Optional[str]:
        return controller if model.target == "you" else None

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        whom = "their owners" if effect.model.target == "owner" else ctx.rb.describe(effect.target or '')
        return f"{ctx.names(effect.creatures)} can't attack {whom} ({ctx.effect_name(effect)})"


@register
class CantAttackPlayersAttackedKind(EffectKind[CantAttackPlayersAttacked]):
    """Port Razer, Bloodthirster: each creature can't attack a player it has already attacked
    this turn, as its `attacked_this_turn` says (in the turn's first combat phase, none; a
    planeswalker or battle it attacked is no player). From the second combat phase on, a
    creature that may attack whose `attacked_this_turn` the board doesn't give leaves the
    answers unknown."""

    model = CantAttackPlayersAttacked
    family = Family.PAIR_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack_players_attacked", "creatures": ["bear", "elf"], "controller": "A"}]
    # the second combat phase: the bear attacked B in the first
    example_board = {"turn": {"combat": 2}, "permanents": {"bear": {"attacked_this_turn": ["B"]},
                                                           "elf": {"attacked_this_turn": []}}}

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        if ctx.rb.combat < 2:
            return  # no creature has attacked yet this turn
        name = ctx.effect_name(effect)
        for c in ctx.eligible(effect.creatures):
            perm = ctx.perms[c]
            attacked = perm.model.attacked_this_turn
            if attacked is None:
                ctx.note_unread(effect.source, f"Which players has {perm.label()} attacked this turn? "
                                               "(its attacked_this_turn)")
                continue
            for d in board_ordered(ctx, frozenset(attacked) & ctx.players_set):
                ctx.forbid(c, d, Reason(ViolationKind.RESTRICTION, "508.1c",
                                        f"{perm.label()} can't attack {d}, a player it has already attacked this "
                                        f"turn ({name})", effect.label))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} can't attack a player they have already attacked this turn " \
               f"({ctx.effect_name(effect)})"


def keyword_restrictions(ctx: "Context", perm: "RPermanent") -> None:
    """702.3b: a creature with defender can't attack (but where an effect lets it attack as
    though it didn't have defender)."""
    if "defender" in perm.keywords:
        reason = Reason(ViolationKind.RESTRICTION, "702.3b", f"{perm.label()} has defender and can't attack",
                        f"{perm.id}:defender")
        ignored = ctx.rb.ignore_defender.get(perm.id, frozenset()) if ctx.rb.ignore_defender else frozenset()
        if ignored is None:
            return
        for d in ctx.defenders:
            if d not in ignored:
                ctx.forbid(perm.id, d, reason)
