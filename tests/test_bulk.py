"""Big boards: equal values of the permanents are one object after loading, the boards
read the same, and the garbage collector is as it was after loading."""

import gc
import json

from attackcheck import Board
from attackcheck.models.load import board_from_data, load_board_source


def _board(n: int = 50) -> dict:
    perms = [{"id": f"t{i}", "name": "Soldier", "controller": "A", "types": ["creature"], "subtypes": ["Soldier"],
              "colors": ["W"], "power": 1, "toughness": 1, "token": True} for i in range(n)]
    perms.append({"id": "land", "name": "Forest", "controller": "A", "types": ["land"], "mana": ["{G}", ["{G}", "any"]]})
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}


def test_alike_permanents_share_their_values_and_read_the_same():
    data = _board()
    text = json.dumps(data)
    shared = load_board_source(text)
    plain = board_from_data(json.loads(text))  # the dict path, without sharing
    assert shared == plain
    a, b = shared.permanents[0], shared.permanents[1]
    assert a.subtypes is b.subtypes and a.name is b.name and a.abilities is b.abilities
    assert a.model_fields_set is b.model_fields_set
    assert shared.permanents[-1].mana == ["{G}", ["{G}", "any"]]


def test_the_library_leaves_the_collector_alone():
    # no global side effect in a library constructor: Board() neither pauses nor starts it
    assert gc.isenabled()
    Board(json.dumps(_board()))
    assert gc.isenabled()
    gc.disable()
    try:
        Board(json.dumps(_board()))
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_paused_gc_pauses_inside_and_restores_as_it_was():
    from attackcheck.models.bulk import paused_gc

    assert gc.isenabled()
    with paused_gc():
        assert not gc.isenabled()
        with paused_gc():  # re-entrant
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_paused_gc_keep_freezes_what_exists_before_the_collector_runs_again():
    from attackcheck.models.bulk import paused_gc

    assert gc.isenabled()
    try:
        with paused_gc(keep=True):
            kept = [[i] for i in range(1000)]
            assert gc.get_freeze_count() == 0 or not gc.isenabled()
        assert gc.isenabled() and gc.get_freeze_count() >= len(kept)
    finally:
        gc.unfreeze()


def test_json_text_and_the_same_board_as_a_mapping_resolve_alike():
    data = _board(5)
    data["permanents"][0]["card"] = None
    b1, b2 = Board(json.dumps(data)), Board(data)
    assert b1.model == b2.model
    assert list(b1.context.creatures) == list(b2.context.creatures)


def test_a_board_whose_effects_make_too_many_facts_is_refused_as_bad_input(monkeypatch):
    import pytest

    from attackcheck.models import InputError
    from attackcheck.solver import context

    data = _board(40)
    same = [{"kind": "attacks_if_able", "creatures": {"controller": "any"}, "controller": "B"}] * 30
    assert Board(dict(data, effects=same)).context.facts == 40  # identical effects: one instance of weight 30
    data["effects"] = [{"kind": "attacks_if_able", "creatures": {"controller": "any", "power_at_most": 1000 + i},
                        "controller": "B"} for i in range(30)]
    assert Board(data).context.facts == 40 * 30  # each effect's instance on each creature
    monkeypatch.setattr(context, "MAX_FACTS", 1000)
    with pytest.raises(InputError) as info:
        Board(data)
    assert info.value.path == "effects" and "1,200 (effect, creature that can attack) pairs" in info.value.message
    # under the cap in pairs, over it in facts: each creature can't attack any of 3 defenders
    few = _board(40)
    few["players"].append({"id": "C"})
    few["permanents"].append({"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3})
    few["effects"] = [{"kind": "cant_attack", "creatures": {"controller": "any"}, "controller": "B"}]
    monkeypatch.setattr(context, "MAX_FACTS", 100)
    with pytest.raises(InputError) as info:
        Board(few)
    assert "make more than 100 facts" in info.value.message


def _pieces_board(n: int = 60) -> dict:
    data = _board(n)
    for i, p in enumerate(data["permanents"][:n]):
        p["name"] = f'Soldier {i} "{{\\"id\\": x}}, ]'  # brackets, quotes and a false start in a string
        if i % 7 == 3:
            p["abilities"] = [{"kind": "attacks_if_able", "creatures": "self"}]
        if i % 11 == 5:
            data["permanents"][i] = {"controller": p.pop("controller"), **p}  # its id not first
    return data


def _read(text, monkeypatch, piece: int = 200):
    """The board of JSON text (str and bytes) by the piecewise read (pieces of `piece`
    characters) and by the dict path, with the pieces the piecewise read validated."""
    from attackcheck.models import load

    calls = []
    monkeypatch.setattr(load, "_PIECE", piece)
    real = load.TypeAdapter(list[load.Permanent])
    monkeypatch.setattr(load, "_pieces", type("Spy", (), {"validate_json": lambda self, t: (calls.append(t),
                                                                                            real.validate_json(t))[1]})())
    got = [load._board_from_json(text), load._board_from_json(text.encode("utf-8"))]
    return got, calls


def test_a_big_board_read_in_pieces_is_the_board_read_at_once(monkeypatch):
    data = _pieces_board()
    for text in (json.dumps(data), json.dumps(data, separators=(",", ":")), json.dumps(data, indent=2)):
        (a, b), calls = _read(text, monkeypatch)
        assert len(calls) > 4  # read in pieces, from the str and from the bytes
        plain = board_from_data(json.loads(text))
        assert a == plain and b == plain and [p.id for p in a.permanents] == [p.id for p in plain.permanents]


def test_a_big_board_s_errors_read_in_pieces_are_the_whole_text_s(monkeypatch):
    data = _pieces_board()
    data["permanents"][45]["power"] = "many"
    data["permanents"][50]["colour"] = ["W"]
    text = json.dumps(data)
    (a, b), calls = _read(text, monkeypatch)
    assert a is None and b is None and calls  # the pieces before the error were read
    _same_error_as_the_ordinary_read(text, "permanents[45].power")


def _same_error_as_the_ordinary_read(text: str, field: str) -> None:
    """The text read as a file is refused with the error the same board as data gets, at `field`."""
    import pytest

    from attackcheck.models import InputError
    from attackcheck.models.load import board_from_text

    with pytest.raises(InputError) as info:
        board_from_text(text)
    with pytest.raises(InputError) as plain:
        board_from_data(json.loads(text))
    assert str(info.value) == str(plain.value) and field in str(info.value)


def test_the_permanents_of_a_big_board_after_its_other_fields_twice_or_elsewhere(monkeypatch):
    data = _pieces_board()
    data["permanents"][20]["name"] = "Soldér"
    later = {"permanents": data["permanents"], **{k: v for k, v in data.items() if k != "permanents"}}
    later["players"] = later.pop("players")  # the players (their ids first) after the permanents
    (a, b), calls = _read(json.dumps(later, ensure_ascii=False), monkeypatch)
    assert calls and a == b == board_from_data(later)
    (a, b), calls = _read(json.dumps(data, ensure_ascii=False)[:-1] + ', "permanents": []}', monkeypatch)  # the last key counts
    assert not calls and a.permanents == [] == b.permanents
    elsewhere = {k: v for k, v in data.items() if k != "permanents"}
    elsewhere["x"] = {"permanents": data["permanents"]}  # an unknown field: the whole text's error
    (a, b), calls = _read(json.dumps(elsewhere, ensure_ascii=False), monkeypatch)
    assert calls and a is None and b is None


def _effects_board(n: int = 60) -> dict:
    data = _board(n)
    effects: list[dict] = []
    for i in range(n):
        c = f"t{i}"
        effects.append({"kind": "attacks_target_if_able", "creatures": [c], "target": "B", "controller": "B"}
                       if i % 3 == 0 else {"kind": "attack_cost", "creatures": [c], "cost": "{1}", "controller": "B"}
                       if i % 3 == 1 else {"kind": "cant_attack_target", "creatures": [c], "target": "B",
                                            "controller": "B", "source": "land"})
    effects[7] = {"creatures": ["t7"], "kind": "attacks_if_able", "controller": "B"}  # its kind not first
    effects[12]["creatures"] = {"controller": "any", "names": ['x "{\\"kind\\": 1}", ]']}  # a false start in a string
    effects[20] = {"kind": "grant_abilities", "creatures": ["t20"], "controller": "A",  # effects inside an effect
                   "abilities": [{"kind": "attacks_if_able", "creatures": "self"},
                                 {"kind": "cant_attack_target", "creatures": "self", "target": "B"}]}
    data["effects"] = effects
    data["designations"] = [{"goad": "t3", "by": "B"}]
    return data


def _read_effects(text, monkeypatch, piece: int = 300):
    """The board of JSON text (str and bytes) read with its effects in pieces of `piece`
    characters, and the pieces of effects validated on their own."""
    from attackcheck.models import load

    calls = []
    real = load.BoardModel.model_validate_json
    head = load._EFFECTS[str][2]
    monkeypatch.setattr(load, "_PIECE", piece)
    monkeypatch.setattr(load, "_pieces", None)
    monkeypatch.setattr(load.BoardModel, "model_validate_json", lambda t: (
        calls.append(t) if (t if isinstance(t, str) else t.decode()).startswith(head) else None, real(t))[1])
    got = [load._board_from_json(text), load._board_from_json(text.encode("utf-8"))]
    monkeypatch.undo()
    return got, calls


def test_the_effects_of_a_big_board_read_in_pieces_are_the_effects_read_at_once(monkeypatch):
    data = _effects_board()
    assert board_from_data(data).effects[20].abilities[1].kind == "cant_attack_target"
    for text in (json.dumps(data), json.dumps(data, separators=(",", ":")), json.dumps(data, indent=2)):
        (a, b), calls = _read_effects(text, monkeypatch)
        assert len(calls) > 4  # read in pieces, from the str and from the bytes
        plain = board_from_data(json.loads(text))
        assert a == plain and b == plain and a.model_fields_set == plain.model_fields_set
        assert [e.model_fields_set for e in a.effects] == [e.model_fields_set for e in plain.effects]
        assert [e.model_dump() for e in b.effects] == [e.model_dump() for e in plain.effects]
    later = {"effects": data["effects"], **{k: v for k, v in data.items() if k != "effects"}}  # before the rest
    (a, b), calls = _read_effects(json.dumps(later), monkeypatch)
    assert calls and a == b == board_from_data(later)


def test_the_effects_of_a_big_board_twice_elsewhere_or_wrong_read_as_the_whole_text(monkeypatch):
    data = _effects_board()
    text = json.dumps(data)
    (a, b), calls = _read_effects(text[:-1] + ', "effects": []}', monkeypatch)  # the last key counts
    assert not calls and a.effects == [] == b.effects
    elsewhere = {k: v for k, v in data.items() if k != "effects"}
    elsewhere["x"] = {"effects": data["effects"]}  # an unknown field: the whole text's error
    (a, b), calls = _read_effects(json.dumps(elsewhere), monkeypatch)
    assert calls and a is None and b is None
    data["effects"][40]["target"] = 3
    data["effects"][50]["colour"] = "W"
    text = json.dumps(data)
    (a, b), calls = _read_effects(text, monkeypatch)
    assert a is None and b is None and calls  # the pieces before the error were read
    _same_error_as_the_ordinary_read(text, "effects[40].target")


def test_effects_and_designations_share_their_sets_of_fields_given():
    data = _board(4)
    data["effects"] = [{"kind": "attacks_if_able", "creatures": [f"t{i}"], "controller": "B"} for i in range(4)]
    data["designations"] = [{"goad": f"t{i}", "by": "B"} for i in range(4)]
    data["permanents"][0]["abilities"] = [{"kind": "attacks_if_able", "creatures": "self", "controller": "A"}]
    for model in (load_board_source(json.dumps(data)), load_board_source(json.dumps(data, indent=1) + "\n# yaml")):
        effects = [*model.effects, *model.permanents[0].abilities]
        assert all(e.model_fields_set is effects[0].model_fields_set for e in effects)
        assert model.designations[0].model_fields_set is model.designations[3].model_fields_set
        assert model == board_from_data(data)


def _alike_text(n: int = 80) -> str:
    """Compact JSON of tokens alike but for their ids, among odd permanents."""
    data = _board(n)
    perms = data["permanents"]
    perms[5]["abilities"] = [{"kind": "attacks_if_able", "creatures": "self"}]  # nested: never copied
    perms[9]["name"] = "Soldier {1}"  # a brace in a string
    perms[13]["tapped"] = True
    perms[21] = {"controller": "A", **perms[21]}  # its id not first
    perms[30]["name"] = "Sold"
    text = json.dumps(data, separators=(",", ":"))
    text = text.replace('{"id":"t40",', '{"id": "t40",')  # another spacing
    text = text.replace('{"id":"t50","name":"Soldier"', '{"id":"t50","name":"Soldier","id":"t50b"')  # given twice
    return text.replace('"id":"t60"', '"id":"t\\u0036\\u0030"')  # an escape in an id


def _whole_and_pieces(text: str, monkeypatch) -> tuple:
    from attackcheck.models import load

    monkeypatch.setattr(load, "_PIECE", 300)
    whole = load.BoardModel.model_validate_json(text)
    pieces = load._board_from_json(text.encode("utf-8"))
    return whole, pieces


def test_alike_permanents_validated_once_read_as_pydantic_reads_them(monkeypatch):
    from attackcheck.models import load

    calls = []
    real = load._Alike.piece
    monkeypatch.setattr(load._Alike, "piece", lambda self, *a: (calls.append(got := real(self, *a)), got)[1])
    whole, pieces = _whole_and_pieces(_alike_text(), monkeypatch)
    assert [c is not None for c in calls].count(True) > 3  # pieces read with copies
    assert pieces == whole and [p.id for p in pieces.permanents] == [p.id for p in whole.permanents]
    assert [p.model_fields_set for p in pieces.permanents] == [p.model_fields_set for p in whole.permanents]
    assert [p.model_dump() for p in pieces.permanents] == [p.model_dump() for p in whole.permanents]
    ids = [p.id for p in pieces.permanents]
    assert "t50b" in ids and "t60" in ids and "t50" not in ids
    assert pieces.permanents[1] is not pieces.permanents[2] and pieces.permanents[2].types is pieces.permanents[3].types


def test_alike_permanents_errors_are_the_whole_text_s(monkeypatch):
    import pytest

    from attackcheck.models import InputError, load
    from attackcheck.models.load import board_from_text

    whole, pieces = _whole_and_pieces(_alike_text().replace('"id":"t70"', '"id":"t70\\tx"'), monkeypatch)
    assert pieces == whole and whole.permanents[70].id == "t70\tx"
    raw = _alike_text().replace('"id":"t70"', '"id":"t70\t"')  # a raw tab, which JSON forbids
    with pytest.raises(ValueError):
        load.BoardModel.model_validate_json(raw)
    monkeypatch.setattr(load, "_PIECE", 300)
    assert load._board_from_json(raw.encode("utf-8")) is None  # read the ordinary way
    text = _alike_text().replace('"id":"t70","name":"Soldier"', '"id":"t70","name":"Soldier","loyalty":"many"')
    assert load._board_from_json(text.encode("utf-8")) is None
    with pytest.raises(InputError) as info:
        board_from_text(text)
    with pytest.raises(InputError) as plain:
        board_from_data(json.loads(text))
    assert str(info.value) == str(plain.value) and "permanents[70].loyalty" in str(info.value)


# permanents the plain read (load._Permanents) makes itself, and ones it leaves to pydantic
_PLAIN = [{"id": "a", "controller": "A"},
          {"id": "b", "name": "Bear", "controller": "A", "owner": "B", "types": ["creature"], "subtypes": ["Bear"],
           "supertypes": [], "colors": ["G", "w"], "keywords": ["trample"], "power": 2, "toughness": None,
           "tapped": True, "sick": False, "token": True, "commander": False, "mana": ["{G}", "any"]},
          {"controller": "B", "id": "c", "loyalty": -3, "defense": 0, "id2": None},  # unknown field
          {"id": "d", "controller": "A", "colors": ["green"]}, {"id": "e", "controller": "A", "mana": ["{Q}"]},
          {"id": "f", "controller": "A", "power": True}, {"id": "g", "controller": "A", "power": 2.0},
          {"id": "h", "controller": "A", "power": "2"}, {"id": "i", "controller": "A", "tapped": 1},
          {"id": "j", "controller": "A", "name": None}, {"id": "k", "controller": "A", "types": "creature"},
          {"id": "l", "controller": "A", "types": [1]}, {"id": "m", "controller": "A", "types": ["battle"]},
          {"id": "n", "controller": "A", "types": ["battle"], "protector": "B"}, {"id": "o"},
          {"id": "p", "controller": "A", "mana": [["{G}", "{U}"]]}, {"id": "q", "controller": "A", "damage": 1},
          {"id": "r", "controller": "A", "name": "x\ud800"}, {"id": "s", "controller": "A", "name": "caf\u00e9"},
          {"id": "t", "controller": "A", "colors": ["G"], "subtypes": ["G"]}, [], "u", None,
          {"id": "v", "controller": "A", "id": "v2"}]


def test_plain_permanents_are_the_models_pydantic_makes():
    from pydantic import TypeAdapter, ValidationError

    from attackcheck.models import load
    from attackcheck.models.bulk import Sharer, sharing

    plain = load._Permanents()
    made = []
    real = plain._plain
    plain._plain = lambda items, sharer: (made.append(got := real(items, sharer)), got)[1]  # type: ignore[method-assign]
    adapter = TypeAdapter(list[load.Permanent])
    for p in _PLAIN:
        for text in (json.dumps([p, p]), json.dumps([p], ensure_ascii=False).encode("utf-8", "surrogatepass"),
                     json.dumps([p], ensure_ascii=False),
                     json.dumps([p]).replace('"id": "v"', '"id": "v", "id": "v"')):
            try:
                want = adapter.validate_json(text)
            except ValidationError as exc:
                want = exc.errors(include_url=False, include_context=False)
            with sharing(texts=False):
                try:
                    got = plain.validate_json(text)
                except ValidationError as exc:
                    got = exc.errors(include_url=False, include_context=False)
            assert got == want, p
            if isinstance(got, list) and got and not isinstance(got[0], dict):
                assert [m.model_fields_set for m in got] == [m.model_fields_set for m in want]
                assert [list(m.__dict__.items()) for m in got] == [list(m.__dict__.items()) for m in want]
                assert repr(got) == repr(want)
                sharer = Sharer(texts=False)
                for m in want:
                    sharer.share(m)
                assert [m.types for m in got] == [m.types for m in want]
    assert made.count(None) > 30 and sum(1 for m in made if m) > 10  # both ways taken
    with sharing(texts=False):
        made.clear()
        plain.validate_json(json.dumps(_PLAIN[:2]))
        assert made and made[0] is not None  # read by the plain read
        one, two = plain.validate_json(json.dumps(_PLAIN[1:2] * 2))
        assert one.colors is two.colors and one.supertypes is one.mana_abilities and one.damage_by is one.counters
        assert one.model_fields_set is two.model_fields_set


def test_a_big_board_of_plain_permanents_errors_are_the_ordinary_read_s(monkeypatch):
    import pytest

    from attackcheck.models import InputError, load
    from attackcheck.models.load import board_from_text

    monkeypatch.setattr(load, "_PIECE", 300)
    data = _board(80)
    for i, p in enumerate(data["permanents"]):
        p["name"] = f"Soldier {i}"  # none alike: each piece is read as plain permanents
    for bad, where in (({"colors": ["green"]}, "colors[0]"), ({"types": ["battle"]}, ""), ({"mana": ["{Q}"]}, "mana[0]"),
                       ({"power": "many"}, "power")):
        data2 = json.loads(json.dumps(data))
        data2["permanents"][60].update(bad)
        text = json.dumps(data2, separators=(",", ":"))
        assert load._board_from_json(text.encode("ascii")) is None
        with pytest.raises(InputError) as info:
            board_from_text(text)
        with pytest.raises(InputError) as plain:
            board_from_data(json.loads(text))
        assert str(info.value) == str(plain.value) and f"permanents[60]{'.' + where if where else ''}" in str(info.value)
    text = json.dumps(data, separators=(",", ":"))
    assert load._board_from_json(text.encode("ascii")) == board_from_data(data)


def test_the_plain_read_leaves_a_default_it_can_not_share_to_pydantic(monkeypatch):
    """Only empty lists and mappings are shared defaults: a field whose default factory makes
    anything else (a field added later, say) sends the piece to pydantic."""
    from attackcheck.models import load
    from attackcheck.models.bulk import sharing

    plain = load._Permanents()
    text = json.dumps(_PLAIN[:2])
    with sharing(texts=False) as sharer:
        assert plain._plain(json.loads(text), sharer) is not None
        info = load.Permanent.model_fields["counters"]
        monkeypatch.setattr(info, "default_factory", lambda: {"+1/+1": 0})
        assert plain._plain(json.loads(text), sharer) is None


def test_the_abilities_of_a_big_board_read_in_pieces_share_their_fields_given(monkeypatch):
    """share_board takes the abilities pydantic shared as it validated their permanents (the
    plain read and the copies make none): wherever they stand, each set of fields given is one."""
    from attackcheck.models import load

    monkeypatch.setattr(load, "_PIECE", 300)
    data = _board(80)
    for i, p in enumerate(data["permanents"]):
        p["name"] = f"Soldier {i}" if i < 40 else "Soldier"  # distinct pieces, then alike ones
    for i in (3, 20, 45, 60, 79):
        data["permanents"][i]["abilities"] = [{"kind": "attacks_if_able", "creatures": "self"}]
    text = json.dumps(data, separators=(",", ":"))
    model = load._board_from_json(text.encode("ascii"))
    assert model is not None and model == board_from_data(data)
    given = [a.model_fields_set for p in model.permanents for a in p.abilities]
    assert len(given) == 5 and all(g is given[0] for g in given)


def test_a_big_board_s_text_the_limits_or_a_card_must_read_is_read_the_ordinary_way(monkeypatch):
    """The text of a big board is looked at for what only the ordinary read reads (a card to
    fill, a number of seven digits, `multiply`, `except`) but where plain permanents stand:
    anywhere else, in a piece pydantic reads or in the rest of the board, it sends the whole
    board the ordinary way; seven digits in a plain permanent's id or name are read plainly."""
    import pytest

    from attackcheck.models import InputError, load
    from attackcheck.models.load import board_from_text

    monkeypatch.setattr(load, "_PIECE", 300)
    monkeypatch.setattr(load, "_pieces", None)
    data = _board(80)
    for i, p in enumerate(data["permanents"][:80]):
        p["name"] = f"Soldier {i}"  # none alike: each piece is read as plain permanents
    data["permanents"][10]["id"] = "t1234567"
    data["permanents"][11]["name"] = "Soldier 7654321e5"
    text = json.dumps(data, separators=(",", ":"))
    model = load._board_from_json(text.encode("ascii"))
    assert model is not None and model == board_from_data(data)
    assert load._board_from_json(text) == model
    for where in (5, 40, 78):  # a piece read plainly, and the rest of the board
        for bad in ({"power": 1234567}, {"power": -1000000}, {"power": 2 ** 31}, {"card": "Grizzly Bears"},
                    {"abilities": [{"kind": "mana_replacement", "multiply": 2, "sources": "self"}]},
                    {"abilities": [{"kind": "cant_attack", "creatures": {"except": "self"}}]},
                    {"abilities": [{"kind": "attack_cost", "creatures": "self", "cost": "{1}",
                                    "x": 1e3}]}):
            data2 = json.loads(json.dumps(data))
            data2["permanents"][where].update(bad)
            text2 = json.dumps(data2, separators=(",", ":"))
            calls = []
            monkeypatch.setattr(load, "board_from_data", lambda d: (calls.append(1), board_from_data(d))[1])
            try:
                want = board_from_data(json.loads(text2))
            except InputError as exc:
                want = str(exc)
            assert load._board_from_json(text2.encode("ascii")) is None, (where, bad)
            try:
                got = board_from_text(text2)
            except InputError as exc:
                got = str(exc)
            assert got == want and calls, (where, bad)
            monkeypatch.undo()
            monkeypatch.setattr(load, "_PIECE", 300)
            monkeypatch.setattr(load, "_pieces", None)


def test_a_key_spelled_with_an_escape_is_read_as_the_whole_text(monkeypatch):
    # "\u0065ffects" is "effects" (RFC 8259: the last of two keys counts), as is "perm\u0061nents":
    # the pieces are not read, and the board is the one json.load reads
    data = _effects_board()
    text = json.dumps(data)
    (a, b), calls = _read_effects(text[:-1] + ', "\\u0065ffects": []}', monkeypatch)
    assert not calls and a.effects == [] == b.effects
    again = [dict(p, power=9) if p.get("power") is not None else p for p in data["permanents"]]
    later = text[:-1] + ', "perm\\u0061nents": ' + json.dumps(again) + "}"
    (a, b), calls = _read_effects(later, monkeypatch)
    assert a == b == board_from_data(json.loads(later)) and any(p.power == 9 for p in a.permanents)
    # an escape in a value changes nothing: the pieces are read
    data["effects"][3]["creatures"] = {"controller": "any", "names": ["Lim-D\u00fbl"]}
    (a, b), calls = _read_effects(json.dumps(data), monkeypatch)
    assert calls and a == b == board_from_data(data)


def test_a_character_json_takes_for_no_whitespace_at_a_piece_s_end_is_an_error(monkeypatch):
    # \x0c, \x0b and \xa0 are no JSON whitespace: before a piece's end they make the text no
    # board, as they do anywhere else (the ordinary read's error), never a board read
    from attackcheck.models import load

    text = json.dumps(_effects_board())
    for piece in (300, 450, 700):
        monkeypatch.setattr(load, "_PIECE", piece)
        key, item = load._EFFECTS[str][0], load._EFFECTS[str][1]
        cut = item.search(text, key.search(text).end() + piece).start()
        for ch in ("\x0c", "\x0b", "\xa0"):
            bad = text[:cut] + ch + text[cut:]
            (a, b), _ = _read_effects(bad, monkeypatch, piece)
            assert a is None and b is None, (piece, ch)
