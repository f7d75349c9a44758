"""The one "did you mean" of every input error: a case-blind match first, then difflib's."""

from attackcheck.models.errors import did_you_mean, near_names


def test_same_letters_in_another_case_come_first():
    # difflib alone picks 'abc' (it compares case): 'AB' is the same name
    assert near_names("ab", ["abc", "AB"]) == ["AB"]


def test_close_match_at_the_cutoff():
    assert near_names("declartion", ["declaration", "board"]) == ["declaration"]
    assert near_names("xyz", ["declaration", "board"]) == []
    assert near_names("toughnes", ["toughness"], cutoff=0.75) == ["toughness"]
    assert near_names("tgh", ["toughness"], cutoff=0.75) == []


def test_past_the_limit_only_the_case_blind_match_is_looked_for():
    ids = [f"token{i}" for i in range(1001)]
    assert near_names("token1x", ids, limit=1000) == []
    assert near_names("TOKEN7", ids, limit=1000) == ["token7"]
    assert near_names("token1x", ids[:1000], limit=1000)  # within the limit difflib looks


def test_several_and_none():
    assert near_names("a", ["A", "a"], n=3) == ["A", "a"]
    assert did_you_mean(["lion"]) == "; did you mean 'lion'?"
    assert did_you_mean(["A", "a"]) == "; did you mean 'A' or 'a'?"
    assert did_you_mean([]) == ""
