"""704.5j, the "legend rule": a player who controls two or more legendary permanents with the
same name keeps one; the rest go to the graveyard before anyone gets priority in the
declare-attackers step (704.3), so before attackers are declared. A board holding them is
refused, naming the permanent, unless some card's text speaks of the legend rule (Mirror
Gallery, Sakashima of a Thousand Faces: not read, the board is taken as given)."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def data(*perms: dict) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": list(perms)}


ISAMARU = {"card": "Isamaru, Hound of Konda", "controller": "A"}


def test_two_of_one_legend_under_one_controller_are_refused_704_5j():
    with pytest.raises(InputError) as exc:
        Board(data({"id": "i1", **ISAMARU}, {"id": "i2", **ISAMARU}))
    assert exc.value.errors[0][0] == "permanents[1]" and "704.5j" in str(exc.value)


def test_one_each_under_two_controllers_stand():
    b = Board(data({"id": "i1", **ISAMARU}, {"id": "i2", **ISAMARU, "controller": "B"}))
    assert b.check({"attacks": {"i1": "B"}}).status == "legal"


def test_written_out_legendary_tokens_and_a_copy():
    token = {"name": "Legend", "types": ["creature"], "supertypes": ["legendary"], "power": 2, "toughness": 2,
             "controller": "A", "token": True}
    with pytest.raises(InputError, match="704.5j"):
        Board(data({"id": "t1", **token}, {"id": "t2", **token}))
    with pytest.raises(InputError, match="704.5j"):  # a copy has the name and the supertype (707.2)
        Board(data({"id": "t1", **token}, {"id": "t2", "copy_of": "t1", "controller": "A", "token": True}))
    plain = dict(token, supertypes=[])
    assert Board(data({"id": "t1", **plain}, {"id": "t2", **plain})).check({"attacks": {"t1": "B"}}).status == "legal"
    other = dict(token, name="Other Legend")
    assert Board(data({"id": "t1", **token}, {"id": "t2", **other})).check({"attacks": {"t1": "B"}}).status == "legal"


@pytest.mark.parametrize("lifter", ["Mirror Gallery", "Sakashima of a Thousand Faces", "Mirror Box"])
def test_a_card_speaking_of_the_legend_rule_leaves_the_board_as_given(lifter):
    b = Board(data({"id": "i1", **ISAMARU}, {"id": "i2", **ISAMARU}, {"id": "m", "card": lifter, "controller": "A"}))
    assert b.check({"attacks": {"i1": "B", "i2": "B"}}).status == "legal"


def test_with_text_not_read_the_legend_rule_is_unread():
    # Chaos Dragon's "can't attack those players" is not read: it might be anything, so the
    # twin legends make the answers unknown rather than the board refused
    b = Board(data({"id": "i1", **ISAMARU}, {"id": "i2", **ISAMARU},
                   {"id": "dragon", "card": "Chaos Dragon", "controller": "A"}))
    r = b.check({"attacks": {"i1": "B"}})
    assert r.status == "unknown" and any("704.5j" in u["text"] for u in r.to_dict()["unread"])
