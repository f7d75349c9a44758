"""Mistakes a newcomer makes writing a board or calling the API, each told what to write."""

import pytest

from attackcheck import Board, InputError, UnknownAnswer

HEAD = "version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\n"
BEAR = "permanents:\n  - {id: bear, card: Grizzly Bears, controller: A%s}\n"


def _errors(text: str) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as info:
        Board(text)
    assert isinstance(info.value, ValueError)
    return info.value.errors


@pytest.mark.parametrize("text,error", [
    # a comma-separated text where a list goes: the list of its items, and players as mappings
    ("version: 1\nplayers: A, B\nturn: {active: A}\npermanents: []\n",
     ("players", "should be a list of players in seating order: write [{id: A}, {id: B}]")),
    (HEAD + "permanents:\n  - id: x\n    controller: A\n    types: artifact, creature\n",
     ("permanents[0].types", 'should be a list: write [artifact, creature] (in JSON, ["artifact", "creature"])')),
    # a list of mana strings is quoted in YAML too ([{G}] would be a mapping)
    (HEAD + "permanents:\n  - {id: f, name: F, controller: A, types: [land], mana: '{G}'}\n",
     ("permanents[0].mana", 'should be a list: write ["{G}"]')),
    # one error for a mana option, not a second one saying it should be a list
    (HEAD + "permanents:\n  - {id: f, name: F, controller: A, types: [land], mana: [G]}\n",
     ("permanents[0].mana[0]", "'G' is not mana a source can make: each symbol is in braces: '{G}'")),
    ("version: 1\nplayers: [{id: A, mana_pool: RG}, {id: B}]\nturn: {active: A}\npermanents: []\n",
     ("players[0].mana_pool", "'RG' is not mana a source can make: each symbol is in braces: '{R}{G}'")),
    ("version: 1\nplayers: [{id: A, mana_pool: '{R} {G}'}, {id: B}]\nturn: {active: A}\npermanents: []\n",
     ("players[0].mana_pool", "'{R} {G}' is not mana a source can make: write the symbols together, without "
                              "spaces: '{R}{G}'")),
    ("version: 1\nplayers: [{id: A, mana_pool: ['{R}', '{G}']}, {id: B}]\nturn: {active: A}\npermanents: []\n",
     ("players[0].mana_pool", 'should be one mana string, such as "{R}{G}"')),
    # the symbols without braces: the hint writes them with braces, as the field takes them
    ("version: 1\nplayers: [{id: A, mana_pool: [R]}, {id: B}]\nturn: {active: A}\npermanents: []\n",
     ("players[0].mana_pool", 'should be one mana string, such as "{R}"')),
    (HEAD + "permanents:\n  - {id: f, name: F, controller: A, types: [land], mana: G}\n",
     ("permanents[0].mana", 'should be a list of mana strings: write ["{G}"]')),
    # a placeholder pasted from a card's `resolved` template
    (HEAD + BEAR % "" + "effects:\n  - {kind: attacks_if_able, creatures: target, controller: A}\n",
     ("effects[0].creatures", "'target' is a placeholder of a card's template (the creature(s) the spell or "
                              "ability targets or refers to (it, that creature, each of them)): write the ids it "
                              "stands for, such as [bear]")),
    (HEAD + BEAR % "" + "effects:\n  - {kind: attack_tax, target: you, cost: 2, controller: B}\n",
     ("effects[0].cost", 'should be a mana string, written in quotes: "{2}"')),
    (HEAD + BEAR % "" + "effects:\n  - {kind: attack_tax, target: you, cost: '{2} {W}', controller: B}\n",
     ("effects[0].cost", "'{2} {W}' is not a mana string: unexpected ' '; write the symbols together, without "
                         "spaces: '{2}{W}'")),
    # an effect without its kind
    (HEAD + BEAR % "" + "effects:\n  - {creatures: [bear]}\n",
     ("effects[0].kind", "missing: the effect's kind, such as kind: attacks_if_able (every kind: "
                         "docs/effect-kinds.md)")),
    # fields by other names
    (HEAD + BEAR % ", summoning_sick: true", ("permanents[0].summoning_sick", "unknown field; did you mean 'sick'?")),
    (HEAD + BEAR % ", pt: 2/2", ("permanents[0].pt", "unknown field; did you mean 'power' and 'toughness'? (two "
                                                     "fields: power: 2, toughness: 2)")),
    # a flag written as a word, an id as a list
    (HEAD + BEAR % ", tapped: 'yes'", ("permanents[0].tapped", 'should be true or false, not "yes"')),
    (HEAD + BEAR % "" + "designations:\n  - {goad: [bear], by: B}\n",
     ("designations[0].goad", "should be one text, not a list: write bear")),
    (HEAD + BEAR % ", power: 3/3", ("permanents[0].power", "should be a whole number: power and toughness are two "
                                                           "fields, power: 3, toughness: 3")),
])
def test_a_mistake_is_told_what_to_write(text, error):
    assert _errors(text) == [error]


def test_an_unknown_answer_names_the_permanent_and_how_to_answer():
    board = Board(HEAD + "permanents:\n  - {id: k, card: \"Ketramose, the New Dawn\", controller: A}\n")
    with pytest.raises(UnknownAnswer) as info:
        board.is_legal({"attacks": {"k": "B"}})
    message = str(info.value)
    assert message.startswith("unknown: the board has text attackcheck did not read: Ketramose, the New Dawn (k): ")
    assert "unread_text" in message and "answers" in message
    assert info.value.unread and info.value.unread[0]["permanent"] == "k"


def test_len_of_the_legal_attacks_points_to_count():
    board = Board(HEAD + BEAR % "")
    with pytest.raises(TypeError, match=r"legal_attacks\.count\(\)"):
        len(board.legal_attacks)
    assert list(board.legal_attacks) and board.legal_attacks.count() == 2  # list() still works


@pytest.mark.parametrize("path,says", [("/validate", "POST /board/view"), ("/enumerate", "POST /count")])
def test_a_command_line_command_the_service_does_not_serve_says_what_does(path, says):
    from fastapi.testclient import TestClient

    from attackcheck.service import create_app

    answer = TestClient(create_app()).post(path, json={})
    assert answer.status_code == 404
    message = answer.json()["violations"][0]["message"]
    assert says in message and "/board/view" in message.rsplit("the API is", 1)[1]


def test_the_question_named_in_an_unknown_answer_is_answered_in_answers():
    text = HEAD + "permanents:\n  - {id: k, card: \"Ketramose, the New Dawn\", controller: A}\n"
    with pytest.raises(UnknownAnswer) as info:
        Board(text).is_legal({"attacks": {"k": "B"}})
    question = info.value.unread[0]["text"]
    for holds, status in (("true", "illegal"), ("false", "legal")):  # "Is it false that ... seven or more ...?"
        answered = Board(text + f"answers:\n  - {{permanent: k, question: \"{question}\", holds: {holds}}}\n")
        assert answered.check({"attacks": {"k": "B"}}).status == status
