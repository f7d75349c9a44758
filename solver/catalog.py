"""The catalogue of effect kinds in docs/effect-kinds.md, written from the registry:

    python -m attackcheck.solver.catalog > docs/effect-kinds.md

Each kind's family, what it does (its rule's docstring), its fields and its example on the
example board. tests/test_docs.py fails when the file is not what this writes.
"""

from __future__ import annotations

import inspect
import json
import typing
from typing import Any

import yaml

from .effects import ORDERED
from .effects.base import EXAMPLE_BOARD, EffectKind, Family

_FAMILY_TEXT = {
    Family.REQUIREMENT: "requirement (508.1d): one instance per creature",
    Family.GROUP_REQUIREMENT: "requirement (508.1d): one instance for the attackers together",
    Family.DESIGNATION: "designation, given while the board is resolved",
    Family.PAIR_RESTRICTION: "restriction (508.1c) on creature-defender pairs",
    Family.GROUP_RESTRICTION: "restriction (508.1c) on the attackers together",
    Family.COST: "cost to attack (508.1h)",
    Family.CHARACTERISTIC: "characteristic change (613), applied while the board is resolved",
    Family.MANA: "change to mana abilities (605, 106.12), applied while the board is resolved",
    Family.RULE_CHANGE: "change to how a rule applies (302.6, 702.3b, 803.1), applied while the board is resolved",
}

_TYPE_NAMES = {
    "Selector": "selector",
    "PlayerRef": "player (or `you`)",
    "ManaCostText": "mana cost",
    "ManaOptionText": "mana a source makes",
    "ManaAddText": "`same` or mana",
    "Amount": "`X`: a number, `paid`, `{count: SELECTOR}`, `{counters_on_attacker: NAME}`, "
              "`{basic_land_types: PLAYER}` or `{hand: PLAYER}`",
    "NonManaCost": "non-mana cost (`sacrifice`, `tap`, `discard`, `life`, `remove_counters`, "
                   "`return_to_hand`)",
    "DefenderCondition": "condition on the defending player",
    "Effect": "effect",
}


def _type(annotation: Any) -> str:
    text = str(annotation)
    for name, shown in _TYPE_NAMES.items():
        if name in text:
            return shown
    if annotation is bool:
        return "true / false"
    if annotation is int:
        return "integer"
    if typing.get_origin(annotation) is list:
        item = typing.get_args(annotation)[0]
        if typing.get_origin(item) is typing.Literal:
            return "list of " + ", ".join(f"`{v}`" for v in typing.get_args(item))
        return "list of " + _type(item) + "s"
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if args:
        return _type(args[0])
    return getattr(annotation, "__name__", text)


# Fields whose annotation alone says little (plain strings, unions): what they hold.
_FIELD_TYPES: dict[Any, str] = {
    "target": "player or permanent (or `you`, `owner`, `self`, `attached_controller`)",
    "player": "player (or `you`, `owner`, `self`, `attached_controller`)",
    "cost": "mana cost",
    "x": "`X`: a number, `paid`, `{count: SELECTOR}`, `{counters_on_attacker: NAME}`, "
         "`{basic_land_types: PLAYER}` or `{hand: PLAYER}`",
    "keywords": "list of keywords",
    "abilities": "list of effects",
    "direction": "`left` or `right`",
    "players": "`each` or a list of players",
    "defenders": "a player, or a list of players, planeswalkers and battles",
    ("attack_as_though_haste", "defenders"): "`opponents` (the controller's opponents within its range of "
                                              "influence and their planeswalkers), or a list of players, "
                                              "planeswalkers and battles",
    ("chosen_name_abilities", "name"): "card name (none: the board's `answers` say)",
    ("chosen_name_abilities", "chooses"): "`any` or `nonland` (a nonland card's name, 201.3a)",
    ("chosen_name_abilities", "chosen_for"): "what its questions call the choice: `Phyrexian Revoker`",
    "add": "`same` or mana",
    "produce_instead": "mana a source makes",
}


def _fields(kind: EffectKind[Any]) -> list[str]:
    rows = ["| field | type | default |", "|---|---|---|"]
    for name, info in kind.model.model_fields.items():
        if name in ("kind", "source", "controller", "condition"):
            continue
        default = "required" if info.is_required() else json.dumps(
            info.default_factory() if info.default_factory is not None else info.default)  # type: ignore[call-arg]
        shown = _FIELD_TYPES.get((kind.kind, name)) or _FIELD_TYPES.get(name) or _type(info.annotation)
        rows.append(f"| `{name}` | {shown} | {default} |")
    return rows if len(rows) > 2 else []


def _yaml(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100).strip()


def markdown() -> str:
    out = [
        "# Effect kinds",
        "",
        "Every kind of effect the board format knows, with its fields and an example. Every effect",
        "also takes `source` (the permanent it comes from), `controller` (the player who controls",
        "it; by default the source's controller) and `condition` (it applies only while that",
        "holds). Written from the registry by `python -m attackcheck.solver.catalog`; see",
        "[board-format.md](board-format.md) for selectors, conditions, target words and the rest",
        "of the board.",
        "",
        "The examples stand on this board: A attacks, B and C are opponents, B controls a",
        "planeswalker, and A's Goblin Piker came under A's control this turn.",
        "",
        "```yaml",
        _yaml(EXAMPLE_BOARD),
        "```",
        "",
    ]
    for kind in ORDERED:
        doc = inspect.getdoc(type(kind)) or inspect.getdoc(kind.model) or ""
        out += [f"## `{kind.kind}`", "", f"*{_FAMILY_TEXT[kind.family]}.*", ""]
        if doc:
            out += [doc, ""]
        out += _fields(kind) + ([""] if _fields(kind) else [])
        out += ["Example:", "", "```yaml", _yaml(kind.example[0]), "```", ""]
        if kind.example[1:]:
            out += ["with, so that it matters on the example board:", "", "```yaml", _yaml(kind.example[1:]), "```", ""]
        if kind.example_board:  # written as board fields: the turn's, and the permanents' by id
            changed: dict[str, Any] = {}
            if kind.example_board.get("turn"):
                changed["turn"] = kind.example_board["turn"]
            if kind.example_board.get("permanents"):
                changed["permanents"] = [{"id": pid, **fields}
                                         for pid, fields in kind.example_board["permanents"].items()]
            out += ["on the example board, with these fields added:", "", "```yaml", _yaml(changed), "```", ""]
        for variant in kind.variants:
            out += ["Also:", "", "```yaml", _yaml(variant[0]), "```", ""]
            if variant[1:]:
                out += ["with:", "", "```yaml", _yaml(variant[1:]), "```", ""]
    return "\n".join(out)


if __name__ == "__main__":  # pragma: no cover
    print(markdown(), end="")
