"""Real cards by name, checked against the Comprehensive Rules: readings that were wrong and
are now right, or now unread where the reader would have guessed (seventh review)."""

from __future__ import annotations

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe, haste_only_if_sick, selectors_read_haste, unread_traits
from helpers import outcome, read


def board(perms: list[dict], players: int = 2, **extra: object) -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p} for p in ids], "turn": {"active": "A"},
                  "permanents": perms, **extra})


def unread(b: Board, attacks: dict) -> tuple[str, list[str]]:
    r = b.check({"attacks": attacks})
    return r.status, [u["permanent"] for u in r.to_dict()["unread"]]


# --------------------------------------------------------------------------- riot on a creature that is not sick


def test_riot_is_asked_only_of_a_sick_creature():
    # 702.136: riot gives haste or a +1/+1 counter; haste matters to attacking only for a
    # creature that came under its controller's control this turn (302.6). Zhur-Taa Goblin
    # on the battlefield since an earlier turn was "unknown" (the riot question asked).
    goblin = {"id": "g", "card": "Zhur-Taa Goblin", "controller": "A"}
    assert unread(board([goblin]), {"g": "B"}) == ("legal", [])
    assert unread(board([dict(goblin, sick=True)]), {"g": "B"}) == ("unknown", ["g"])
    # where a selector reads haste, the question still matters
    reads = [{"kind": "cant_attack", "creatures": {"keywords": ["haste"]}, "controller": "B"}]
    assert unread(board([goblin], effects=reads), {"g": "B"}) == ("unknown", ["g"])
    # a copy enters with riot of its own: still asked
    copy = {"id": "c", "name": "Copy", "controller": "A", "copy_of": "g", "sick": True}
    assert unread(board([goblin, copy]), {"c": "B"})[0] == "unknown"


def test_riot_haste_helpers():
    (effect,) = [e for e in read("Zhur-Taa Goblin").effects if e["kind"] == "grant_keywords"]
    assert haste_only_if_sick(effect)
    assert not haste_only_if_sick({"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"]})
    assert selectors_read_haste({"effects": [{"kind": "x", "creatures": {"lacks_keywords": ["Haste"]}}]})
    # a permanent's own keywords and a grant's keyword list are no selector
    assert not selectors_read_haste({"permanents": [{"id": "a", "keywords": ["haste"]}],
                                     "effects": [{"kind": "grant_keywords", "keywords": ["haste"]}]})


# --------------------------------------------------------------------------- Alchemy: stages and Spacecraft


def test_loopy_lobsters_stage_4_vigilance_is_asked():
    # "Stage 4 — Vigilance." was ignored: an attacking Lobster at stage 4 does not tap
    # (702.20b), which pays for attack costs with its {T}. The stage is on no board field.
    assert outcome("Loopy Lobster", "Stage 4") == "effects"
    assert read("Loopy Lobster").effects == [
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["vigilance"],
         "condition": {"asked": {"question": "Is Loopy Lobster at stage 4?", "holds": None}}}]
    lobster = {"id": "l", "card": "Loopy Lobster", "controller": "A"}
    # no cost to attack: legal at any stage (decided case by case), the question still listed
    assert unread(board([lobster]), {"l": "B"}) == ("legal", ["l"])
    got = board([lobster]).count()  # 2 at any stage: exact, the question still listed
    assert (got.status, got.count, [u["permanent"] for u in got.unread]) == ("exact", 2, ["l"])


def test_a_spacecraft_station_line_without_reminder_text_is_unsupported():
    # Squadron Carrier (4/4) has a power/toughness box: it is an artifact creature at 10+
    # charge counters (702.184), which its bare "Station" line does not say. It was read as
    # a noncreature, so a stationed Carrier of the defending player did not count for Goblin
    # Goon ("more creatures than defending player"): "legal" where it is illegal.
    assert outcome("Squadron Carrier", "Station") == "unsupported"
    perms = [{"id": "goon", "card": "Goblin Goon", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "ogre", "card": "Grizzly Bears", "controller": "B"},
             {"id": "ship", "card": "Squadron Carrier", "controller": "B", "counters": {"charge": 10}}]
    assert unread(board(perms), {"goon": "B"}) == ("unknown", ["ship"])
    stationed = dict(perms[3], unread_text="written", types=["artifact", "creature"])
    assert board(perms[:3] + [stationed]).check({"attacks": {"goon": "B"}}).status == "illegal"
    # a Spacecraft whose reminder text names no creature threshold stays a noncreature
    assert outcome("The Eternity Elevator", "Station") == "effects"


# --------------------------------------------------------------------------- an added artifact or enchantment type


@pytest.mark.parametrize("card", ["Mycosynth Lattice", "Biotransference", "Enchanted Evening", "Nyx"])
def test_an_added_card_type_is_unread_only_where_card_types_are_read(card):
    # 613.1d: "All permanents are artifacts in addition to their other types" makes no
    # creature and unmakes none (506.3): with no effect reading card types, the answer is
    # decided. It was unknown on every board.
    assert outcome(card, "All permanents" if card in ("Mycosynth Lattice", "Enchanted Evening")
                   else ("Creatures" if card == "Biotransference" else "Nontoken")) == "ignored"
    assert [t for _, t in unread_traits(describe(card)["name"], describe(card)["oracle_text"],
                                        describe(card)["type_line"]) if t == "types"]
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True},
             {"id": "types", "card": card, "controller": "A"}]
    assert unread(board(perms), {"bear": "B"}) == ("illegal", [])
    # Goblin Warchief reads subtypes, not card types
    warchief = {"id": "chief", "card": "Goblin Warchief", "controller": "A"}
    assert unread(board(perms + [warchief]), {"bear": "B"}) == ("illegal", [])
    # "artifact creatures you control have haste": unread (test_cards_review5 has the rest)
    engineer = {"id": "engineer", "card": "Thopter Engineer", "controller": "A"}
    assert unread(board(perms + [engineer]), {"bear": "B"}) == ("unknown", ["types"])


def test_a_type_added_with_more_in_one_sentence_stays_unsupported():
    # "gets +1/+1 and is an artifact": the +1/+1 is not read with it
    assert outcome("Silverskin Armor", "Equipped creature") == "unsupported"
    assert outcome("Ygra, Eater of All", "Other creatures") == "unsupported"   # Food artifacts with an ability
    assert outcome("Ashaya, Soul of the Wild", "Nontoken creatures") == "unsupported"  # Forest lands


# --------------------------------------------------------------------------- unearth or blitz given by an ability


@pytest.mark.parametrize("card, start", [
    ("Ghost Ark", "Repair Barge"),          # crewed in the main phase, unearth {3} (sorcery speed)
    ("Highway Reaver", "Whenever this creature enters or attacks"),
])
def test_unearth_given_by_a_trigger_before_combat_is_unsupported(card, start):
    # 702.84a: a creature returned with unearth has haste. Ghost Ark gives unearth to the
    # artifact creature cards in its controller's graveyard when it becomes crewed (possible
    # in a main phase, before attackers are declared); that was ignored, so such a sick
    # creature attacking was "illegal". As for Sedris (static), it is unsupported.
    assert outcome(card, start) == "unsupported"
    b = board([{"id": "x", "card": "Grizzly Bears", "controller": "A", "sick": True},
               {"id": "giver", "card": card, "controller": "A"}])
    assert unread(b, {"x": "B"}) == ("unknown", ["giver"])
    # "If it has unearth, instead exile it" gives nothing
    assert outcome("Meticulous Excavation", "If it has unearth") == "ignored"


# --------------------------------------------------------------------------- Equipment, Auras and names: as read


def test_equipment_and_auras_apply_to_what_they_are_attached_to():
    bear = {"id": "x", "card": "Grizzly Bears", "controller": "A", "sick": True}
    greaves = {"id": "g", "card": "Lightning Greaves", "controller": "A"}
    assert unread(board([bear, dict(greaves, attached_to="x")]), {"x": "B"}) == ("legal", [])
    assert unread(board([bear, greaves]), {"x": "B"}) == ("illegal", [])  # unattached: nothing
    other = dict(bear, id="y")
    assert unread(board([bear, other, dict(greaves, attached_to="y")]), {"x": "B"}) == ("illegal", [])
    human = {"id": "h", "card": "Elite Vanguard", "controller": "A"}
    bonds = {"id": "b", "card": "Bonds of Faith", "controller": "B"}
    assert unread(board([human, dict(bonds, attached_to="h")]), {"h": "B"}) == ("legal", [])
    assert unread(board([dict(bear, sick=False), dict(bonds, attached_to="x")]), {"x": "B"}) == ("illegal", [])
    suit = {"id": "s", "card": "Assault Suit", "controller": "B", "attached_to": "x"}
    assert unread(board([bear, suit], players=3), {"x": "B"}) == ("illegal", [])
    assert unread(board([bear, suit], players=3), {"x": "C"}) == ("legal", [])
