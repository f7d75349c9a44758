"""Sentences that can't change a declaration's payment don't make its answers unknown: a
triggered ability creating a token with a mana ability in quotes (the token, once created, is a
permanent of the board's with its own abilities, 111.4), a cost increase on loyalty abilities
(605.1a: never mana abilities). Found by putting every card of the corpus, under each player, on
a board where a cost to attack is paid."""

from __future__ import annotations

import pytest

from attackcheck import Board


def board(card: str, controller: str) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                                 {"id": "f1", "card": "Forest", "controller": "A"},
                                 {"id": "f2", "card": "Forest", "controller": "A"},
                                 {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                                 {"id": "x", "card": card, "controller": controller}]})


@pytest.mark.parametrize("card", [
    "Catacomb Sifter",  # When this creature enters, create a 1/1 Eldrazi Scion token. It has "Sacrifice ...: Add {C}."
    "Awakening Zone",  # At the beginning of your upkeep, you may create a 0/1 Eldrazi Spawn token. It has "..."
    "Kozilek's Predator",  # ... create two 0/1 colorless Eldrazi Spawn creature tokens. They have "..."
    "Jugan Defends the Temple",  # I — Create a 1/1 green Human Monk creature token with "{T}: Add {G}."
    "Eidolon of Obstruction",  # Loyalty abilities of planeswalkers your opponents control cost {1} more
])
@pytest.mark.parametrize("controller", ["A", "B"])
def test_a_sentence_that_cant_change_the_payment_is_not_unread(card, controller):
    b = board(card, controller)
    r = b.check({"attacks": {"bear": "B"}})  # Ghostly Prison's {2}, paid by two Forests
    assert str(r.status) == "legal" and not r.to_dict()["unread"]
    assert b.count().status == "exact"


def test_a_granted_sacrifice_mana_ability_still_matters():
    # Kylem All-Star: "Enchantments you control are Gold artifacts ... and have 'Sacrifice this
    # artifact: Add one mana of any color.'": it gives existing permanents a mana ability it
    # doesn't read, so under its controller's cost to attack the answer stays unknown
    b = board("Kylem All-Star", "A")
    assert str(b.check({"attacks": {"bear": "B"}}).status) == "unknown"
