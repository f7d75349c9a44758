"""Two kinds of card text that only matter somewhere, read as such:

- a bonus to power and toughness on a condition the board leaves unanswered (Heraldic
  Banner's, Caged Sun's and Gauntlet of Power's chosen color: one `asked` question a color)
  changes no answer where nothing reads power or toughness (613.4c: layer 7c is read by
  selectors such as Ensnaring Bridge's; 704.5g reads toughness against damage marked);
- a triggered mana ability whose one effect is more mana (605.1b: Market Festival, and Caged
  Sun's and Gauntlet of Power's while the color is unanswered) only adds ways to pay: a payment found without it
  stands, and only a cost left unpaid without it is unknown.

A is the active player, B the opponent; Propaganda costs {2} a creature attacking B.
"""

from __future__ import annotations

import pytest

from attackcheck import Board
from attackcheck.models.cards import lookup, unmodelled_mana

from test_rulings_audit import C

BEAR = C("bear", "Grizzly Bears")
PROP = C("prop", "Propaganda", "B")


def board(*perms: dict, players: list | None = None) -> Board:
    return Board({"version": 1, "players": players or [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms)})


def texts(unread: list) -> list[str]:
    return [u["text"] for u in unread]


# -- a bonus on an unanswered condition, where nothing reads power or toughness (613.4c) ----


@pytest.mark.parametrize("card", ["Heraldic Banner", "Caged Sun", "Gauntlet of Power"])
def test_a_chosen_color_bonus_changes_no_check_or_count_where_power_is_not_read(card: str) -> None:
    b = board(BEAR, C("x", card))
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    c = b.count()
    assert c.status == "exact" and c.count == 2


def test_a_chosen_color_bonus_matters_where_a_selector_reads_power_ensnaring_bridge() -> None:
    # Ensnaring Bridge: power greater than the cards in its controller's hand (2) can't attack;
    # a green bear under a Banner naming green has power 3: whether it may attack hangs on the color
    b = board(BEAR, C("banner", "Heraldic Banner"), C("bridge", "Ensnaring Bridge", "B"),
              players=[{"id": "A"}, {"id": "B", "hand": 2}])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert "Is the color chosen for Heraldic Banner green?" in texts(r.unread)
    # answered (the board says how its text applies): the bear's printed power, 2, is not greater than 2
    banner = C("banner", "Heraldic Banner", unread_text="inactive")
    b = board(BEAR, banner, C("bridge", "Ensnaring Bridge", "B"), players=[{"id": "A"}, {"id": "B", "hand": 2}])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_a_chosen_color_bonus_matters_to_a_damaged_creature_704_5g() -> None:
    # 1 damage on a 2/2: alive either way, so the one question that selects it (green) is
    # decided case by case; 2 damage: alive only if green was chosen (704.5g), so unknown
    r = board(C("bear", "Grizzly Bears", damage=1), C("g", "Gauntlet of Power")).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and texts(r.unread) == ["Is the color chosen for Gauntlet of Power green?"]
    r = board(C("bear", "Grizzly Bears", damage=2), C("g", "Gauntlet of Power")).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and "Is the color chosen for Gauntlet of Power green?" in texts(r.unread)


def test_a_chosen_color_bonus_matters_to_a_mana_ability_counting_power() -> None:
    # Leafkin Avenger: {G} for each creature you control with power 4 or greater: itself, and
    # the 3/3 Centaur Courser only if green was chosen for Gauntlet of Power (+1/+1)
    b = board(C("bear", "Grizzly Bears"), C("courser", "Centaur Courser"), C("leaf", "Leafkin Avenger"),
              C("g", "Gauntlet of Power"), PROP)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and "Is the color chosen for Gauntlet of Power green?" in texts(r.unread)
    # its bonus alone, whatever the color: Leafkin counts itself, {2} is not paid
    b = board(C("bear", "Grizzly Bears"), C("leaf", "Leafkin Avenger"), C("g", "Gauntlet of Power"), PROP)
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_a_max_power_proposal_reads_the_bonus_others_do_not() -> None:
    b = board(BEAR, C("banner", "Heraldic Banner"))
    p = b.propose(objective="max-power")
    # the green bonus is the bear's; the red one names no creature: it changes no power
    assert p.status == "unknown" and texts(p.unread) == ["Is the color chosen for Heraldic Banner green?"]
    p = b.propose(objective="max-attackers")
    assert p.status == "legal" and p.declaration == {"bear": "B"}


def test_a_penalty_on_an_unanswered_condition_is_unread_at_once() -> None:
    # a -1/-1 could kill a creature (704.5f) whatever reads power: not deferred; the case in
    # which it applies is no board attacks are declared on, so the cases don't decide it
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "name": "Bear", "controller": "A", "types": ["creature"],
                               "power": 2, "toughness": 1}],
               "effects": [{"kind": "modify_pt", "creatures": ["bear"], "power": -1, "toughness": -1,
                            "controller": "B", "condition": {"asked": {"question": "kicked?", "holds": None}}}]})
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and texts(r.unread) == ["kicked?"]
    assert b.count().status == "unknown"
    assert b.propose().status == "unknown"


# -- triggered mana abilities that only add mana (605.1b) ----------------------------------


@pytest.mark.parametrize("card,scope", [
    ("Market Festival", "more_attached"), ("Dawn's Reflection", "more_attached"),
    ("Forsaken Monument", "more_any"), ("Extraplanar Lens", "more_any"),
])
def test_the_reader_marks_a_trigger_that_only_adds_mana(card: str, scope: str) -> None:
    entry = lookup(card)
    assert entry is not None
    assert scope in [s for _, s in unmodelled_mana(entry["oracle_text"])]


@pytest.mark.parametrize("card", ["Overabundance", "Barbflare Gremlin", "Runaway Growth"])
def test_a_trigger_with_damage_or_more_besides_is_not_only_more_mana(card: str) -> None:
    entry = lookup(card)
    assert entry is not None
    text = entry["oracle_text"]
    assert not any(s.startswith("more_") for _, s in unmodelled_mana(text))


def sprawl(forests: int, controller: str = "A") -> list[dict]:
    """Forests, the first enchanted by Market Festival ("adds an additional two mana in any
    combination of colors"), not read."""
    tag = controller.lower()
    out = [C(f"{tag}f{i}", "Forest", controller) for i in range(1, forests + 1)]
    return out + [C(f"{tag}sprawl", "Market Festival", controller, attached_to=f"{tag}f1")]


def test_more_mana_not_read_leaves_a_payment_found_without_it_standing() -> None:
    b = board(BEAR, *sprawl(2), PROP)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert {m["source"] for m in r.payment["mana"]} == {"af1", "af2"}


def test_more_mana_not_read_makes_a_cost_it_may_pay_unknown_never_illegal() -> None:
    # one Forest with Market Festival makes {G} and two more: {2} is paid
    b = board(BEAR, *sprawl(1), PROP)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert any("Market Festival" == u["card"] for u in r.unread)
    c = b.count()  # read narrow (one {G}) and with costs not paid: staying home, maybe attacking
    assert (c.status, c.lower, c.upper) == ("bounds", 1, 2)


def test_more_mana_not_read_leaves_other_breaches_illegal() -> None:
    # Propaganda's cost aside, Grizzly Bears attacking a player twice over is no declaration;
    # a restriction: Pacifism
    b = board(BEAR, *sprawl(1), PROP, C("pac", "Pacifism", "B", attached_to="bear"))
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_an_opponents_more_mana_changes_nothing_of_a_payment_found() -> None:
    b = board(BEAR, C("f1", "Forest"), C("f2", "Forest"), *sprawl(1, "B"), PROP)
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


# -- the board's answers to questions its permanents' effects ask ---------------------------

BANNER_Q = "Is the color chosen for Heraldic Banner {}?"


def bridged(*answers: dict, banner: str = "banner") -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 2}], "turn": {"active": "A"},
                  "permanents": [BEAR, C(banner, "Heraldic Banner"), C("bridge", "Ensnaring Bridge", "B")],
                  "answers": list(answers)})


@pytest.mark.parametrize("color,status", [("green", "illegal"), ("red", "legal")])
def test_answers_decide_a_chosen_color(color: str, status: str) -> None:
    # green: the bear is 3/2, power greater than B's 2 cards (Ensnaring Bridge); red: still 2/2
    answers = [{"permanent": "banner", "question": BANNER_Q.format(c), "holds": c == color}
               for c in ("white", "blue", "black", "red", "green")]
    b = bridged(*answers)
    assert b.unread == []
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == status and r.unread == []
    c = b.count()
    assert c.status == "exact" and c.count == (1 if status == "illegal" else 2)


COLOR_WORDS = ("white", "blue", "black", "red", "green")


@pytest.mark.parametrize("color,status", [("green", "illegal"), ("red", "legal")])
def test_heraldic_banner_one_color_answered_yes_settles_the_other_four_no_105_4(color: str, status: str) -> None:
    # "As this artifact enters, choose a color": one of the five (105.4), so one answer says all
    b = bridged({"permanent": "banner", "question": BANNER_Q.format(color), "holds": True})
    assert b.unread == []
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == status and r.unread == []
    assert b.count().count == (1 if status == "illegal" else 2)


@pytest.mark.parametrize("left,status", [("green", "illegal"), ("red", "legal")])
def test_heraldic_banner_four_colors_answered_no_settle_the_last_yes_105_4(left: str, status: str) -> None:
    b = bridged(*[{"permanent": "banner", "question": BANNER_Q.format(c), "holds": False}
                  for c in COLOR_WORDS if c != left])
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == status


def test_heraldic_banner_answers_agreeing_with_what_they_settle_stay_valid() -> None:
    # green yes and red no: red's answer says what green's settles
    b = bridged({"permanent": "banner", "question": BANNER_Q.format("green"), "holds": True},
                {"permanent": "banner", "question": BANNER_Q.format("red"), "holds": False})
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "illegal"


@pytest.mark.parametrize("answers,field,words", [
    ([("red", True), ("blue", False), ("green", True)], "answers[2].holds",
     "'Is the color chosen for Heraldic Banner green?' and 'Is the color chosen for Heraldic Banner red?' "
     "(answers[0]) are both answered yes, but they are options of one choice, the color chosen for Heraldic "
     "Banner: exactly one of them holds (105.4)"),
    ([(c, False) for c in COLOR_WORDS], "answers[4].holds",
     "every option of the color chosen for Heraldic Banner is answered no, but exactly one of them holds (105.4)"),
])
def test_heraldic_banner_two_colors_yes_or_every_color_no_is_bad_input_naming_the_entry(
        answers: list, field: str, words: str) -> None:
    with pytest.raises(ValueError) as info:
        bridged(*[{"permanent": "banner", "question": BANNER_Q.format(c), "holds": h} for c, h in answers])
    assert str(info.value).startswith(f"{field}: {words}")


def test_two_banners_choose_their_colors_apart() -> None:
    # each permanent's color is its own choice (a copy too chooses as it enters): one Banner's
    # green says nothing of the other's
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 2}], "turn": {"active": "A"},
           "permanents": [BEAR, C("b1", "Heraldic Banner"), C("b2", "Heraldic Banner"),
                          C("bridge", "Ensnaring Bridge", "B")],
           "answers": [{"permanent": "b1", "question": BANNER_Q.format("red"), "holds": True},
                       {"permanent": "b2", "question": BANNER_Q.format("red"), "holds": True}]}
    assert Board(raw).unread == [] and Board(raw).check({"attacks": {"bear": "B"}}).status == "legal"
    raw["answers"][1]["holds"] = False  # b2's color left open among four: green makes the bear 3/2
    r = Board(raw).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and {u["permanent"] for u in r.unread} == {"b2"}


@pytest.mark.parametrize("card", ["Heraldic Banner", "Caged Sun", "Gauntlet of Power"])
def test_the_readers_chosen_color_questions_are_the_options_of_one_choice(card: str) -> None:
    # the card reader asks a chosen color once a color; the conditions model knows them as
    # the options of one choice by their words (105.4)
    from attackcheck.models.conditions import asked_questions, choice_of

    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [C("x", card)]})
    asked = [q for e in b.model.permanents[0].abilities for q, _ in asked_questions(e)]
    choice = choice_of(asked[0])
    assert choice is not None and choice.name == f"the color chosen for {card}"
    assert sorted(set(asked)) == sorted(choice.options) and len(choice.options) == 5


def test_a_chosen_color_left_open_is_split_one_color_a_case_105_4() -> None:
    # Heraldic Banner unanswered: the bear is legal unless green; the other colors' bonuses name
    # no creature, so green alone is asked
    b = bridged()
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    c = b.count()
    assert (c.status, c.lower, c.upper) == ("bounds", 1, 2) and texts(c.unread) == [BANNER_Q.format("green")]
    # a red and green 2/2: 3/2 whichever of red and green was chosen (white, blue and black
    # answered no), so it can't attack; never both or neither, as a split of two questions
    # into four cases would have it
    rg = {"id": "rg", "name": "Gruul Bear", "controller": "A", "types": ["creature"], "colors": ["R", "G"],
          "power": 2, "toughness": 2}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 2}], "turn": {"active": "A"},
               "permanents": [rg, C("banner", "Heraldic Banner"), C("bridge", "Ensnaring Bridge", "B")],
               "answers": [{"permanent": "banner", "question": BANNER_Q.format(c), "holds": False}
                           for c in ("white", "blue", "black")]})
    r = b.check({"attacks": {"rg": "B"}})
    assert r.status == "illegal" and sorted(texts(r.unread)) == [BANNER_Q.format("green"), BANNER_Q.format("red")]
    assert b.count().count == 1


def test_an_answer_is_the_same_as_holds_written_on_the_condition() -> None:
    # the bear's restriction written out with its question answered, or answered in `answers`
    effect = {"kind": "cant_attack", "creatures": ["bear"], "controller": "B", "source": "w",
              "condition": {"asked": {"question": "Is it night?", "holds": None}}}
    perms = [BEAR, {"id": "w", "name": "Watcher", "controller": "B", "types": ["enchantment"]}]
    for holds in (True, False):
        written = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                         "permanents": perms,
                         "effects": [{**effect, "condition": {"asked": {"question": "Is it night?", "holds": holds}}}]})
        answered = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                          "permanents": perms, "effects": [effect],
                          "answers": [{"permanent": "w", "question": "Is it night?", "holds": holds}]})
        for attacks in ({}, {"bear": "B"}):
            assert written.check({"attacks": attacks}).status == answered.check({"attacks": attacks}).status
        assert written.count().count == answered.count().count


@pytest.mark.parametrize("answer,field,words", [
    ({"permanent": "baner", "question": "x", "holds": True}, "answers[0].permanent", "did you mean 'banner'"),
    ({"permanent": "banner", "question": BANNER_Q.format("gren"), "holds": True}, "answers[0].question",
     "did you mean 'Is the color chosen for Heraldic Banner green?'"),
    ({"permanent": "bear", "question": "x", "holds": True}, "answers[0].question", "it asks none"),
    ({"question": BANNER_Q.format("red"), "holds": True}, "answers[0].question", "an effect without a source"),
    ({"permanent": "banner", "question": BANNER_Q.format("red")}, "answers[0].holds", ""),
])
def test_a_wrong_answer_is_bad_input_naming_it(answer: dict, field: str, words: str) -> None:
    with pytest.raises(ValueError) as info:
        bridged(answer)
    assert field in str(info.value) and words in str(info.value)


def test_a_question_answered_twice_is_bad_input() -> None:
    a = {"permanent": "banner", "question": BANNER_Q.format("red"), "holds": True}
    with pytest.raises(ValueError, match=r"answers\[1\]\.question: answered twice"):
        bridged(a, {**a, "holds": False})


HIRELING_Q = "Is it true that this defending player is the monarch?"


def hireling(*answers: dict) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                  "permanents": [C("h", "Crown-Hunter Hireling")], "answers": list(answers)})


@pytest.mark.parametrize("question", [HIRELING_Q, HIRELING_Q + " (for B, C)"])
def test_a_question_about_each_defending_player_is_answered_per_player(question: str) -> None:
    # Crown-Hunter Hireling: "can't attack unless defending player is the monarch" (508.1c)
    b = hireling({"permanent": "h", "question": question, "holds": {"B": True, "C": False}})
    assert b.unread == []
    assert b.check({"attacks": {"h": "B"}}).status == "legal"
    assert b.check({"attacks": {"h": "C"}}).status == "illegal"
    assert b.count().count == 2
    left = hireling({"permanent": "h", "question": question, "holds": {"B": False}}).check({"attacks": {"h": "C"}})
    assert left.status == "unknown" and texts(left.unread) == [HIRELING_Q + " (for C)"]


@pytest.mark.parametrize("holds,field", [(True, "answers[0].holds"), ({"Z": True}, "answers[0].holds.Z")])
def test_a_per_player_answer_of_the_wrong_form_is_bad_input(holds: object, field: str) -> None:
    with pytest.raises(ValueError, match=field.replace("[", r"\[").replace("]", r"\]")):
        hireling({"permanent": "h", "question": HIRELING_Q, "holds": holds})


def test_a_per_player_answer_for_the_active_player_is_bad_input_506_2() -> None:
    # the active player is the attacking player (506.2), never a defending player
    with pytest.raises(ValueError, match=r"^answers\[0\]\.holds\.A: 'A' is the active player, the attacking "
                                         r"player \(506\.2\), never a defending player"):
        hireling({"permanent": "h", "question": HIRELING_Q, "holds": {"B": True, "A": False}})


def test_crown_hunter_hireling_answered_for_b_alone_attacks_b_exactly() -> None:
    # "can't attack unless defending player is the monarch" (508.1c), B the monarch: C is not,
    # one player at most being the monarch (722)
    b = hireling({"permanent": "h", "question": HIRELING_Q, "holds": {"B": True}})
    r = b.check({"attacks": {"h": "B"}})
    assert (r.status, r.maximum) == ("legal", 0) and r.unread == []
    assert b.check({"attacks": {"h": "C"}}).status == "illegal"
    assert b.count().count == 2  # home and B
    # B not the monarch, C not said: an attack on B is illegal whatever C's answer; on C it hangs on it
    no = hireling({"permanent": "h", "question": HIRELING_Q, "holds": {"B": False}})
    r = no.check({"attacks": {"h": "B"}})
    assert r.status == "illegal" and [v.rule for v in r.violations] == ["508.1c"]
    assert texts(r.unread) == [HIRELING_Q + " (for C)"]
    assert no.check({"attacks": {"h": "C"}}).status == "unknown"
    c = no.count()  # home; C too if C is the monarch
    assert (c.status, c.lower, c.upper) == ("bounds", 1, 2)


def test_two_monarchs_answered_are_bad_input() -> None:
    with pytest.raises(ValueError, match=r"answers\[0\]\.holds\.C: 'B' and 'C' are both answered yes"):
        hireling({"permanent": "h", "question": HIRELING_Q, "holds": {"B": True, "C": True}})


def test_crown_hunter_hireling_unanswered_is_split_once_per_defending_player() -> None:
    # two questions, B's and C's: staying home is legal in all three cases (neither, B, C)
    b = hireling()
    assert texts(b.unread) == [HIRELING_Q + " (for B, C)"]
    assert b.check({"attacks": {}}).status == "legal"
    assert b.check({"attacks": {"h": "B"}}).status == "unknown"
    c = b.count()  # home, and one of B and C at most: never both the monarch (722)
    assert (c.status, c.lower, c.upper) == ("bounds", 1, 2)


def test_a_question_ending_in_for_is_stripped_only_where_it_is_per_player() -> None:
    # "(for B, C)" is what `unread` adds after a per-player question: a question of its own
    # words ending so is answered as written, and a plain question with it added is no question
    night = {"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
             "condition": {"asked": {"question": "Is it night? (for now)"}}}

    def asked(question: str) -> Board:
        return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                      "permanents": [BEAR], "effects": [night],
                      "answers": [{"question": question, "holds": True}]})

    b = asked("Is it night? (for now)")
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "illegal"
    with pytest.raises(ValueError, match=r"^answers\[0\]\.question: no effect of the board .* asks "
                                         r"'Is it night\?'; did you mean 'Is it night\? \(for now\)'\?"):
        asked("Is it night?")
    with pytest.raises(ValueError, match=r"^answers\[1\]\.question: answered twice"):
        hireling({"permanent": "h", "question": HIRELING_Q + " (for B)", "holds": {"B": True}},
                 {"permanent": "h", "question": HIRELING_Q, "holds": {"C": True}})


def test_answers_null_is_bad_input_with_its_shape() -> None:
    with pytest.raises(ValueError, match=r"^answers: should be a list, such as \[\{permanent: PERMANENT, question: "
                                         r"QUESTION, holds: true\}\]: leave answers out, or write \[\], for none$"):
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "answers": None})


def test_a_chosen_color_bonus_matters_to_a_creature_it_keeps_alive_704_5f() -> None:
    # a white 0/0: alive only if Gauntlet of Power's color is white; never refused as dead
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "z", "name": "Zero", "controller": "A", "types": ["creature"], "colors": ["W"],
                               "power": 0, "toughness": 0}, C("g", "Gauntlet of Power")]})
    r = b.check({"attacks": {"z": "B"}})
    assert r.status == "unknown" and "Is the color chosen for Gauntlet of Power white?" in texts(r.unread)


NIGHT = {"kind": "cant_attack", "creatures": "self", "condition": {"asked": {"question": "Is it night?"}}}


def granted(*answers: dict) -> Board:
    # the Watcher gives each creature "can't attack if it is night": the ability is the bear's
    # (its source is the bear, 613.1f), so the bear asks the question
    watcher = {"id": "w", "name": "Watcher", "controller": "B", "types": ["enchantment"],
               "abilities": [{"kind": "grant_abilities", "creatures": {"types": ["creature"]}, "abilities": [NIGHT]}]}
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [BEAR, watcher], "answers": list(answers)})


@pytest.mark.parametrize("holds,status", [(True, "illegal"), (False, "legal")])
def test_a_granted_abilitys_question_is_answered_for_the_permanent_that_has_it(holds: bool, status: str) -> None:
    assert [(u["permanent"], u["text"]) for u in granted().unread] == [("bear", "Is it night?")]
    b = granted({"permanent": "bear", "question": "Is it night?", "holds": holds})
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == status


@pytest.mark.parametrize("field", ["abilities", "abilities_add"])
def test_a_question_of_a_copys_exceptions_is_answered_for_the_copy(field: str) -> None:
    # 707.9a: the exception is part of the copy's copiable values; its question is the copy's
    x = {"id": "x", "name": "X", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}
    cp = {"id": "cp", "controller": "A", "copy_of": "x", "copy_except": {field: [NIGHT]}}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": [x, cp],
               "answers": [{"permanent": "cp", "question": "Is it night?", "holds": True}]})
    assert b.unread == [] and b.check({"attacks": {"cp": "B"}}).status == "illegal"


def test_a_case_of_the_open_questions_past_a_size_limit_leaves_the_answer_unknown() -> None:
    # answered yes, the second doubler makes the land's {C} 40,000 mana, past the 10,000 one
    # activation may make: that case is not judged, so neither is the answer (it was bad input)
    land = {"id": "l", "name": "L", "controller": "A", "types": ["land"], "mana": ["{C}"]}
    double = {"kind": "mana_replacement", "sources": ["l"], "multiply": 200, "controller": "A"}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, land, PROP],
               "effects": [double, {**double, "condition": {"asked": {"question": "Is it night?"}}}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    assert b.count().status == "unknown"


def test_an_answer_written_as_text_is_told_its_shape() -> None:
    with pytest.raises(ValueError, match=r"answers\[0\]: should be a mapping of fields .*such as \{permanent: "
                                         r"PERMANENT, question: QUESTION, holds: true\}"):
        hireling("Is it true that this defending player is the monarch?")  # type: ignore[arg-type]


def test_many_answers_each_answer_their_question() -> None:
    # 3,000 questions of the board's effects, each answered
    n = 3000
    effects = [{"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
                "condition": {"asked": {"question": f"Is it day {i}?"}}} for i in range(n)]
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": [BEAR],
           "effects": effects, "answers": [{"question": f"Is it day {i}?", "holds": i == n - 1} for i in range(n)]}
    b = Board(raw)
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "illegal"  # the last one holds
    raw["answers"][-1]["holds"] = False
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "legal"


def test_many_open_bonuses_are_each_left_open_once() -> None:
    # bonuses each on its own unanswered question, where nothing reads power: none is unread,
    # and a max-power proposal names each question once
    n = 2000
    effects = [{"kind": "modify_pt", "creatures": ["bear"], "power": 1, "toughness": 1, "controller": "A",
                "condition": {"asked": {"question": f"Is it day {i % (n // 2)}?"}}} for i in range(n)]
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": [BEAR],
           "effects": effects}
    b = Board(raw)
    assert b.unread == [] and len(b.context.rb.pt_open) == n // 2
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
