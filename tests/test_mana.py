"""Mana strings (107.4) and their arithmetic (601.2f)."""

import pytest

from attackcheck.models.mana import ManaCost, ManaError, ManaOption


@pytest.mark.parametrize("text", ["{2}", "{W}", "{W/U}", "{W/P}", "{X}", "{C}", "{2/W}", "{0}", "{3}{W}{W}"])
def test_107_4_symbols_parse(text):
    ManaCost.parse(text)


@pytest.mark.parametrize("text", ["", "{Q}", "{W", "2", "{W/W}", "{T}", "{G}x"])
def test_malformed_mana_strings_are_rejected(text):
    with pytest.raises(ManaError):
        ManaCost.parse(text)


def test_601_2f_costs_add_and_x_is_fixed():
    total = ManaCost.parse("{2}") + ManaCost.parse("{X}{W/P}").with_x(3)
    assert str(total) == "{5}{W/P}"
    assert ManaCost.parse("{X}").with_x(0).is_zero()


def test_118_7_generic_reductions_never_reduce_colored_mana_or_go_below_zero():
    assert str(ManaCost.parse("{1}{G}").reduce_generic(2)) == "{G}"
    assert ManaCost.parse("{1}").reduce_generic(2).is_zero()


def test_mana_options():
    assert ManaOption.parse("any").any_color == 1
    assert ManaOption.parse("{C}{C}").amount() == 2
    with pytest.raises(ManaError):
        ManaOption.parse("{2}")
