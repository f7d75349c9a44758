"""Changes to how a rule applies, made while the board is resolved: a creature may attack as
though it didn't have defender (702.3b no longer forbids those attacks: Animate Wall,
Arcades, the Strategist), each player may attack only the nearest opponent in a chosen
direction (803.1, Mystic Barrier, Pramikon, Sky Rampart), and creatures' abilities may be
activated as though they had haste (302.6: Thousand-Year Elixir), and creatures may attack as
though they had haste (302.6: Instill Energy, Frenzied Saddlebrute).

They change the facts the other rules read: the pairs the defender keyword forbids, the
defending players of 506.2, and the mana abilities that can pay (508.1g).
"""


from typing import TYPE_CHECKING, Literal, Optional, Sequence, Union

from attackcheck.models.base import EffectBase, PlayerRef, Selector

from attackcheck.solver.results import ViolationKind

from .base import EffectKind, Family, Reason, Repeats, board_ordered, register, resolved_effect_name

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver, RPermanent
    from attackcheck.solver.context import Context


class IgnoreDefender(EffectBase):
    kind: Literal["ignore_defender"]
    creatures: Selector
    defenders: Optional[Union[PlayerRef, list[PlayerRef]]] = None  # the defenders it may attack so (default all)


class ActivateAsThoughHaste(EffectBase):
    kind: Literal["activate_as_though_haste"]
    creatures: Selector


class AttackAsThoughHaste(EffectBase):
    kind: Literal["attack_as_though_haste"]
    creatures: Selector
    # the defenders it may attack so (default all): ids, or "opponents" for the controller's
    # opponents and the planeswalkers they control
    defenders: Optional[Union[Literal["opponents"], list[PlayerRef]]] = None


class AttackDirection(EffectBase):
    kind: Literal["attack_direction"]
    direction: Literal["left", "right"]  # the direction chosen
    players: Union[Literal["each"], list[PlayerRef]] = "each"  # who may attack only that way


@register
class IgnoreDefenderKind(EffectKind[IgnoreDefender]):
    """Animate Wall, Arcades, the Strategist, Assault Formation: the creatures can attack as
    though they didn't have defender (702.3b no longer forbids their attacks), every
    defender or only those listed in `defenders` (ids of players, planeswalkers, battles);
    they keep defender for everything else."""

    model = IgnoreDefender
    family = Family.RULE_CHANGE
    repeats = Repeats.SAME
    example = [{"kind": "ignore_defender", "creatures": {"subtypes": ["Bear"]}, "controller": "A"},
               {"kind": "grant_keywords", "creatures": ["bear", "elf"], "keywords": ["defender"], "controller": "A"}]
    variants = [[{"kind": "ignore_defender", "creatures": ["bear", "elf"], "defenders": ["B"], "controller": "A"},
                 {"kind": "grant_keywords", "creatures": ["bear", "elf"], "keywords": ["defender"],
                  "controller": "A"}]]
    order = 9.0  # once keywords, types and power are known

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            given = e.model.defenders
            allowed: Optional[set[str]] = None
            if given is not None:
                words = [given] if isinstance(given, str) else list(given)
                allowed = {d for d in (resolver.player_word(w, e.controller, e.source) for w in words) if d}
            for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"):
                have = resolver.ignore_defender.get(cid, set())
                resolver.ignore_defender[cid] = None if allowed is None or have is None else have | allowed

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        given = effect.model.defenders
        whom = "" if given is None else " " + (given if isinstance(given, str) else ", ".join(given))
        return (f"{ctx.names(effect.creatures)} can attack{whom} as though they didn't have defender "
                f"({ctx.effect_name(effect)})")


@register
class ActivateAsThoughHasteKind(EffectKind[ActivateAsThoughHaste]):
    """Thousand-Year Elixir: the creatures' abilities may be activated as though they had haste,
    so one that came under its controller's control this turn may still tap for mana to pay a
    cost to attack (302.6 no longer stops its {T} and {Q} mana abilities). It may not attack
    for it: attacking is no activated ability."""

    model = ActivateAsThoughHaste
    family = Family.RULE_CHANGE
    repeats = Repeats.SAME
    # the mystic came this turn: the elf attacking alone has its tax of {3} paid only with it
    example = [{"kind": "activate_as_though_haste", "creatures": {"controller": "you"}, "controller": "A"},
               {"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}]
    order = 9.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            resolver.abilities_as_though_haste.update(
                resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)}: abilities may be activated as though they had haste "
                f"({ctx.effect_name(effect)})")


@register
class AttackAsThoughHasteKind(EffectKind[AttackAsThoughHaste]):
    """Instill Energy, Frenzied Saddlebrute: the creatures can attack as though they had haste,
    every defender or only those `defenders` names ("opponents": the controller's opponents
    within its range of influence and the planeswalkers they control, no battle), though they
    came under their controller's control this turn (302.6 no longer stops those attacks).
    Their {T} abilities stay stopped: they don't have haste. Chaos Lord's "unless it entered
    this turn" is a question the board answers."""

    model = AttackAsThoughHaste
    family = Family.RULE_CHANGE
    repeats = Repeats.SAME
    # the goblin and the mystic came this turn; B's Saddlebrute lets them attack C, not B or B's Jace
    example = [{"kind": "attack_as_though_haste", "creatures": {"controller": "any"}, "defenders": "opponents",
                "controller": "B"}]
    variants = [[{"kind": "attack_as_though_haste", "creatures": ["pup"], "controller": "A"}]]
    order = 9.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            given = e.model.defenders
            allowed: Optional[set[str]] = None
            if given == "opponents":  # those it sees: within its controller's range of influence (801.10-11)
                far = resolver.out_of_range(e.controller)
                foes = {p for p in resolver.player_ids if p != e.controller and p not in far}
                allowed = foes | {r.id for r in resolver.perms.values()
                                  if r.controller in foes and "planeswalker" in r.types}
            elif given is not None:
                allowed = {d for d in (resolver.player_word(w, e.controller, e.source) for w in given) if d}
            for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"):
                have = resolver.attack_as_though_haste.get(cid, set())
                resolver.attack_as_though_haste[cid] = None if allowed is None or have is None else have | allowed

    def matters_to(self, perm: "RPermanent") -> bool:
        return perm.sick and "haste" not in perm.keywords  # 302.6 stops no other

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        given = effect.model.defenders
        whom = ("" if given is None else
                f" {effect.controller}'s opponents and their planeswalkers" if given == "opponents"
                else " " + ", ".join(given))
        return (f"{ctx.names(effect.creatures)} can attack{whom} as though they had haste "
                f"({ctx.effect_name(effect)})")


def sickness_restrictions(ctx: "Context", perm: "RPermanent") -> None:
    """302.6: a creature that came under its controller's control this turn, without haste,
    that may attack only some defenders as though it had haste can't attack the others."""
    allowed = ctx.rb.attack_as_though_haste[perm.id]
    others = [d for d in ctx.defenders if d not in allowed]
    if not others:
        return
    whom = ", ".join(ctx.rb.describe(d) for d in board_ordered(ctx, frozenset(allowed) & ctx.defender_set))
    reason = Reason(ViolationKind.RESTRICTION, "302.6",
                    f"{perm.label()} has not been under {ctx.active}'s control continuously since the turn began "
                    f"and may attack only {whom} as though it had haste", f"{perm.id}:sick")
    for d in others:
        ctx.forbid(perm.id, d, reason)


@register
class AttackDirectionKind(EffectKind[AttackDirection]):
    """Mystic Barrier, Pramikon, Sky Rampart: each player (or those listed) may attack only
    the nearest opponent in the chosen direction and planeswalkers controlled by that
    opponent, as their Oracle text says: no battle (the attack-left or attack-right variant,
    `turn.attack_mode`, lets battles that player protects be attacked, 803.1); with other
    limits on whom the active player may attack, both apply."""

    model = AttackDirection
    family = Family.RULE_CHANGE
    repeats = Repeats.SAME
    example = [{"kind": "attack_direction", "direction": "left", "controller": "B"}]
    order = 9.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        active = resolver.board.turn.active
        for e in effects:
            if active in resolver.out_of_range(e.controller):  # 801.10
                continue
            who = e.model.players
            bound = who == "each" or active in {resolver.player_word(w, e.controller, e.source) for w in who}
            if bound:
                resolver.directions.append(e.model.direction)
                src = resolver.perms.get(e.source) if e.source else None
                resolver.direction_sources.setdefault(e.model.direction, []).append(
                    src.label() if src is not None else resolved_effect_name(e.label, e.model.kind))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        who = "each player" if effect.model.players == "each" else ", ".join(effect.model.players)
        return (f"{who} may attack only the nearest opponent to the {effect.model.direction} "
                f"({ctx.effect_name(effect)})")
