"""Sentences that can't change a declaration's payment don't make its answers unknown: a
triggered ability creating a token with a mana ability in quotes (the token, once created, is a
permanent of the board's with its own abilities, 111.4), a cost increase on loyalty abilities
(605.1a: never mana abilities). Found by putting every card of the corpus, under each player, on
a board where a cost to attack is paid."""

from __future__ import annotations

import pytest

from attackcheck import Board


def board_data(card: str, controller: str) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "f1", "card": "Forest", "controller": "A"},
                           {"id": "f2", "card": "Forest", "controller": "A"},
                           {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                           {"id": "x", "card": card, "controller": controller}]}


def board(card: str, controller: str) -> Board:
    return Board(board_data(card, controller))


@pytest.mark.parametrize("card", [
    "Catacomb Sifter",  # When this creature enters, create a 1/1 Eldrazi Scion token. It has "Sacrifice ...: Add {C}."
    "Awakening Zone",  # At the beginning of your upkeep, you may create a 0/1 Eldrazi Spawn token. It has "..."
    "Kozilek's Predator",  # ... create two 0/1 colorless Eldrazi Spawn creature tokens. They have "..."
    "Jugan Defends the Temple",  # I — Create a 1/1 green Human Monk creature token with "{T}: Add {G}."
    "Eidolon of Obstruction",  # Loyalty abilities of planeswalkers your opponents control cost {1} more
    "Oran-Rief Hydra",  # Landfall — Whenever a land you control enters, ... If that land is a Forest, ...
    "Akoum Hellkite",  # Landfall — Whenever ... If that land is a Mountain, ... (207.2c: an ability word)
    "Kopala, Warden of Waves",  # Abilities your opponents activate that target a Merfolk ... cost {2} more (605.1a)
    "Loreseeker's Stone",  # {3}, {T}: Draw three cards. This ability costs {1} more to activate for each ...
    "Chromatic Orrery",  # You may spend mana as though it were mana of any color (609.4b): {2} asks no color
    "Mycosynth Lattice",  # Players may spend mana as though it were mana of any color.
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


def with_permanents(data: dict, *extra: dict, effects: tuple = ()) -> Board:
    return Board({**data, "permanents": data["permanents"] + list(extra), "effects": list(effects)})


@pytest.mark.parametrize("card", [
    "Generator Servant",  # If that mana is spent on a creature spell, it gains haste until end of turn.
    "Thundermane Dragon",  # If you cast a creature spell this way, it gains haste until end of turn.
    "Maze Rusher",  # Multicolored creatures you control have haste.
    "Carnelian Orb of Dragonkind",  # If that mana is spent on a Dragon creature spell, it gains haste ...
])
def test_a_sentence_about_haste_alone_matters_only_to_a_sick_creature_302_6(card):
    b = board_data(card, "A")
    assert unread_of(Board(b), {"bear": "B"}) == ("legal", [])
    # a creature that came under A's control this turn: haste would let it attack
    sick = with_permanents(b, {"id": "new", "card": "Grizzly Bears", "controller": "A", "sick": True})
    assert unread_of(sick, {"bear": "B"}) == ("unknown", ["x"])
    # B's sick creature changes nothing: only the active player's creatures attack
    theirs = with_permanents(b, {"id": "new", "card": "Grizzly Bears", "controller": "B", "sick": True})
    assert unread_of(theirs, {"bear": "B"}) == ("legal", [])
    # where a selector reads haste, haste on any creature may matter
    read = with_permanents(b, effects=({"kind": "cant_attack", "creatures": {"keywords": ["haste"]},
                                        "controller": "B"},))
    assert unread_of(read, {"bear": "B"}) == ("unknown", ["x"])


def test_haste_beside_more_still_matters():
    # Frostcliff Siege's "Temur — Creatures you control get +1/+0 and have trample and haste."
    # changes power too (a selector may read it): not judged, sick creature or not
    assert unread_of(board("Frostcliff Siege", "A"), {"bear": "B"})[0] == "unknown"


def unread_of(b: Board, attacks: dict) -> tuple[str, list]:
    r = b.check({"attacks": attacks})
    return str(r.status), sorted({u["permanent"] for u in r.to_dict()["unread"]})


def test_goblin_caves_condition_sets_no_land_type():
    # "As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2.": a condition
    data = board_data("Grizzly Bears", "B")
    data["permanents"][-1] = {"id": "x", "card": "Goblin Caves", "controller": "A", "attached_to": "f1"}
    assert unread_of(Board(data), {"bear": "B"}) == ("legal", [])


@pytest.mark.parametrize("card", ["Chromatic Orrery", "Celestial Dawn"])
def test_spending_mana_as_though_matters_where_a_symbol_asks_a_type_609_4b(card):
    # Norn's Annex: "{W/P}" to attack you or planeswalkers you control. With only Forests and 1
    # life (119.4: 2 life can't be paid), whether green mana may pay {W} hangs on the card's text,
    # which is not modelled (Chromatic Orrery's permission only adds ways to pay: with 20 life
    # the payment found without it stands)
    data = board_data(card, "A")
    data["permanents"][3] = {"id": "prison", "card": "Norn's Annex", "controller": "B"}
    data["players"][0] = {"id": "A", "life": 1}
    assert unread_of(Board(data), {"bear": "B"}) == ("unknown", ["x"])
    data["players"][0] = {"id": "A", "life": 20}
    assert unread_of(Board(data), {"bear": "B"}) == ("legal" if card == "Chromatic Orrery" else "unknown",
                                                     [] if card == "Chromatic Orrery" else ["x"])


@pytest.mark.parametrize("counters, status", [({}, "illegal"), ({"charge": 1}, "legal")])
def test_pentad_prism_without_a_charge_counter_makes_no_mana_602_2b(counters, status):
    # "Remove a charge counter from this artifact: Add one mana of any color.": without a
    # counter to remove, its cost can't be paid; with one, the Forest and the Prism pay {2}
    # (once unknown: no {T}, used once per counter; now read, tests/test_counter_mana.py)
    data = board_data("Pentad Prism", "A")
    data["permanents"] = [p for p in data["permanents"] if p["id"] != "f2"]
    data["permanents"][-1]["counters"] = counters
    assert unread_of(Board(data), {"bear": "B"})[0] == status


@pytest.mark.parametrize("sentence, alone", [
    ("If that mana is spent on a creature spell, it gains haste until end of turn.", True),
    ("Multicolored creatures you control have haste.", True),
    ("Creatures you control have haste and are Zombies.", False),  # a subtype a selector may read (205.3m)
    ("Creatures you control get +1/+0 and have haste.", False),  # power a selector may read
    ("Creatures you control have flying and haste.", False),  # flying: Moat-like restrictions read it
    ("Creatures without haste can't attack.", False),  # attack wording beside it
])
def test_only_haste_is_a_sentence_whose_one_change_is_haste(sentence, alone):
    from attackcheck.models.cards import only_haste

    assert only_haste(sentence) is alone


def vigilance_board(*extra: dict) -> Board:
    # Maze Sentinel: "Multicolored creatures you control have vigilance." (not read)
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                                 {"id": "f1", "card": "Forest", "controller": "A"},
                                 {"id": "f2", "card": "Forest", "controller": "A"},
                                 {"id": "x", "card": "Maze Sentinel", "controller": "A"}, *extra]})


def test_a_sentence_about_vigilance_alone_matters_only_where_an_untapped_attacker_pays_508_1f():
    # without a cost to attack, or with one but no attacker able to tap for mana, an attacker's
    # staying untapped changes nothing
    assert unread_of(vigilance_board(), {"bear": "B"}) == ("legal", [])
    assert vigilance_board().count().status == "exact"
    prison = {"id": "p", "card": "Ghostly Prison", "controller": "B"}
    assert unread_of(vigilance_board(prison), {"bear": "B"}) == ("legal", [])
    # Llanowar Elves attacking with vigilance could tap for the {2}: not judged
    elves = {"id": "e", "card": "Llanowar Elves", "controller": "A"}
    assert unread_of(vigilance_board(prison, elves), {"bear": "B"}) == ("unknown", ["x"])
    # Moat reads flying: a selector reading keywords may read vigilance too
    moat = {"id": "m", "card": "Moat", "controller": "B"}
    assert unread_of(vigilance_board(moat), {})[0] == "unknown"


@pytest.mark.parametrize("sentence, alone", [
    ("Multicolored creatures you control have vigilance.", True),
    ("As long as you're standing, this creature has vigilance.", True),
    ("Creatures you control have vigilance and haste.", False),
    ("Creatures you control get +1/+1 and have vigilance.", False),
])
def test_only_vigilance(sentence, alone):
    from attackcheck.models.cards import only_vigilance

    assert only_vigilance(sentence) is alone
