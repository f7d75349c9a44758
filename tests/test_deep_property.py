"""Shrunk cases found by running the property tests (tests/test_property.py) far longer than
CI does, each checked against the brute-force reference (tests/reference.py)."""

import reference
from attackcheck import Board


def _board(permanents: list[dict]) -> dict:
    return {"version": 1, "players": [{"id": "A", "hand": 0}, {"id": "B", "hand": 0}],
            "turn": {"active": "A", "combat": 1}, "permanents": permanents}


def test_a_copy_s_when_attacking_naming_the_original_names_the_copy():
    """201.5, 707.2: c1 "attacks if able when c1 attacks"; its copy cp4 gets "cp4 attacks if
    able when cp4 attacks", so c1 may attack alone."""
    raw = _board([
        {"id": "c1", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 0,
         "toughness": 1, "keywords": ["haste"], "sick": True,
         "abilities": [{"kind": "attacks_if_able", "creatures": ["c1"], "when_attacking": ["c1"]}]},
        {"id": "cp4", "copy_of": "c1", "controller": "A", "token": True, "sick": True},
    ])
    board = Board(raw)
    assert board.check({"attacks": {"c1": "B"}}).status == "legal"
    assert reference.judge(raw, {"c1": "B"})["status"] == "legal"
    assert board.count().count == len(reference.legal_declarations(raw)) == 4


def test_a_copy_s_mana_trigger_naming_the_original_names_the_copy():
    """201.5, 707.2: the land's "whenever this is tapped for mana, add one more" (sources: the
    land itself) is, on its copy, about the copy. The copy is tapped: the untapped original
    makes 2 mana, not 3, so a {3} tax can't be paid (the copied trigger was the original's)."""
    land = {"id": "c1", "name": "Test Land", "controller": "A", "types": ["land"], "mana": ["{G}"],
            "abilities": [{"kind": "mana_trigger", "sources": ["c1"], "add": "same"}]}
    bear = {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 2,
            "toughness": 2}
    tax = {"id": "tax", "name": "Test Tax", "controller": "B", "types": ["enchantment"],
           "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{3}"}]}
    raw = _board([land, {"id": "cp", "copy_of": "c1", "controller": "A", "tapped": True}, bear, tax])
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert reference.judge(raw, {"bear": "B"})["status"] == "illegal"
    raw["permanents"][1]["tapped"] = False  # both untapped: 2 + 2
    raw["permanents"][3]["abilities"][0]["cost"] = "{4}"
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "legal"


def test_every_list_of_ids_is_renamed_in_a_copy():
    # Each effect field that may list ids is one a copy renames (707.2), or lists no permanent.
    import typing

    from attackcheck.models.resolve import PERMANENT_ID_LISTS
    from attackcheck.solver.effects import ORDERED

    def lists_strings(annotation: object) -> bool:
        return annotation == list[str] or any(lists_strings(a) for a in typing.get_args(annotation))

    fields = {name for kind in ORDERED for name, f in kind.model.model_fields.items() if lists_strings(f.annotation)}
    assert fields - {"keywords", "players", "types", "subtypes", "colors"} == set(PERMANENT_ID_LISTS)


def test_a_copy_renames_the_original_inside_a_selector_s_except():
    """201.5, 707.2: c1's "other creatures, except c1, attack a player other than their owner
    if able" (twice) is, on its copy cp4, "other creatures, except cp4": the copy's abilities
    ask it of c1, the original's of cp4. Both attacking B obeys all four instances."""
    ability = {"kind": "attacks_other_than_if_able", "creatures": {"other": True, "except": ["c1"]}, "player": "owner"}
    raw = _board([
        {"id": "c1", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 0,
         "toughness": 1, "keywords": ["haste"], "sick": True, "abilities": [ability, dict(ability)]},
        {"id": "pw2", "name": "Jace Beleren", "types": ["planeswalker"], "controller": "A", "loyalty": 1},
        {"id": "cp4", "copy_of": "c1", "controller": "A", "token": True, "sick": True},
    ])
    board = Board(raw)
    assert board.check({"attacks": {"c1": "B", "cp4": "B"}}).status == "legal"
    assert reference.judge(raw, {"c1": "B", "cp4": "B"}) == {"status": "legal", "obeyed": 4, "maximum": 4}
    assert board.count().count == len(reference.legal_declarations(raw)) == 1
