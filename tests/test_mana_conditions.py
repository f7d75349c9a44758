"""Mana abilities that may be activated only on a condition about what their controller
controls (602.5b: "Activate only if you control an artifact"), read as the permanent's own
grant with that condition, checked on the board at the declare-attackers step: usable where
it holds, not where it doesn't, and an unpaid cost's explanation says so. Spire of Industry's
second ability also costs 1 life, read as Mana Confluence's (119.4): it matters where life
pays Phyrexian mana, and not at all while the condition doesn't hold."""

from __future__ import annotations

from typing import Optional

from attackcheck import Board
from attackcheck.models.cards import lookup, read_oracle
from attackcheck.models.cards.oracle import unmodelled_mana

SPIRE_COLORS = "{T}, Pay 1 life: Add one mana of any color. Activate only if you control an artifact."
ARTIFACT = {"id": "thopter", "card": "Ornithopter", "controller": "A", "tapped": True}  # (it makes no mana)


def _board(*perms: dict, cost: Optional[str] = None, life: int = 20, bears: int = 1) -> Board:
    """A attacks B; B's enchantment taxes each attacker `cost` (a written effect: a colored
    one), or only the cards among `perms` do (Norn's Annex)."""
    out = [{"id": f"bear{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(bears)]
    if cost is not None:
        out.append({"id": "tax", "name": "Tax", "types": ["enchantment"], "controller": "B",
                    "abilities": [{"kind": "attack_tax", "target": "you", "cost": cost}]})
    return Board({"version": 1, "players": [{"id": "A", "life": life}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": out + list(perms)})


def _spire(**kw) -> dict:
    return {"id": "spire", "card": "Spire of Industry", "controller": "A", **kw}


def _attack(b: Board, bears: int = 1):
    return b.check({"attacks": {f"bear{i}": "B" for i in range(bears)}})


def _cost_message(result) -> str:
    (cost,) = [v for v in result.to_dict()["violations"] if v["kind"] == "cost"]
    return cost["message"]


# -- the reader ---------------------------------------------------------------------------


def test_the_reader_reads_spire_of_industry_as_c_and_a_grant_on_its_condition_602_5b():
    card = lookup("Spire of Industry")
    assert card is not None
    assert card["mana"] == ["{C}"]  # "{T}: Add {C}.": always
    assert [e for e in card["abilities"] if e["kind"] == "grant_mana_abilities"] == [
        {"kind": "grant_mana_abilities", "permanents": "self", "mana": ["any"],
         "condition": {"you_control": {"selector": {"types": ["artifact"]}, "at_least": 1}}}]
    # its life, as Mana Confluence's, where life matters (119.4); nothing else left unread
    assert unmodelled_mana(card["oracle_text"], "Spire of Industry") == ((SPIRE_COLORS, "life"),)
    got = read_oracle("Spire of Industry", card["oracle_text"])
    assert got.unsupported == [] and got.ignored == []


def test_the_reader_reads_the_same_template_on_other_cards():
    def grants(name: str) -> list:
        card = lookup(name)
        assert card is not None and unmodelled_mana(card["oracle_text"], name) == ()
        return [(e["mana"], e["condition"]) for e in card["abilities"] if e["kind"] == "grant_mana_abilities"]

    def control(sel: dict, n: int = 1) -> dict:
        return {"you_control": {"selector": sel, "at_least": n}}

    # "{T}: Add one mana of any color. Activate only if you control a Dragon."
    assert grants("Mox Jasper") == [(["any"], control({"subtypes": ["Dragon"]}))]
    # "{T}: Add {B} or {R}. Activate only if you control a Swamp."
    assert grants("Tainted Peak") == [(["{B}", "{R}"], control({"subtypes": ["Swamp"]}))]
    # "{T}: Add {W}. Activate only if you control an Island." and "{T}: Add {U}. ... a Plains."
    assert grants("Nimbus Maze") == [(["{W}"], control({"subtypes": ["Island"]})),
                                     (["{U}"], control({"subtypes": ["Plains"]}))]
    # "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts."
    assert grants("Mox Opal") == [(["any"], control({"types": ["artifact"]}, 3))]


def test_a_condition_the_reader_cant_read_stays_unread():
    # "... Activate only if you control three or more lands with the same name." no selector
    # says "with the same name": not read, the line left as mana not modelled (no guess)
    card = lookup("Sceptre of Eternal Glory")
    assert card is not None and not any(e["kind"] == "grant_mana_abilities" for e in card["abilities"])
    assert [s for _, s in unmodelled_mana(card["oracle_text"], "Sceptre of Eternal Glory")] == ["own"]


# -- Spire of Industry on a board --------------------------------------------------------


def test_spire_with_an_artifact_pays_a_colored_cost_602_5b():
    for cost, made in (("{U}", "{U}"), ("{W/B}", None)):
        got = _attack(_board(_spire(), ARTIFACT, cost=cost))
        assert got.status == "legal" and got.unread == []
        assert [m["source"] for m in got.payment["mana"]] == ["spire"]
        if made is not None:
            assert got.payment["mana"] == [{"source": "spire", "mana": made}]


def test_spire_without_an_artifact_makes_no_colored_mana_602_5b():
    got = _attack(_board(_spire(), cost="{U}"))
    assert got.status == "illegal" and got.unread == []  # it was unknown
    message = _cost_message(got)
    assert "at most 0 {U} can be made" in message
    assert ("Spire of Industry (spire) can't pay with its mana ability making one mana of any color: it can be "
            "activated only if you control an artifact (602.5b)") in message
    assert _attack(_board(_spire(), cost="{W/B}")).status == "illegal"
    # the tapped artifact counts (602.5b asks what you control, tapped or not); an opponent's doesn't
    theirs = {**ARTIFACT, "controller": "B"}
    assert _attack(_board(_spire(), theirs, cost="{U}")).status == "illegal"


def test_spires_c_ability_works_regardless_of_the_condition():
    for perms in ((_spire(),), (_spire(), ARTIFACT)):
        got = _attack(_board(*perms, cost="{1}"))
        assert got.status == "legal" and got.unread == [] and got.payment["mana"][0]["source"] == "spire"
    # one {T}: {C} or any color, never both (106.4)
    assert _attack(_board(_spire(), ARTIFACT, cost="{1}{U}")).status == "illegal"
    got = _attack(_board(_spire(), cost="{2}"))
    assert got.status == "illegal" and "can be activated only if" not in _cost_message(got)  # no color asked
    assert _attack(_board(_spire(tapped=True), ARTIFACT, cost="{U}")).status == "illegal"


def test_spires_life_is_read_as_mana_confluences_under_norns_annex_119_4():
    annex = {"id": "annex", "card": "Norn's Annex", "controller": "B"}
    # {W/P} at 1 life: 2 life can't be paid (119.4); Spire's {W} for 1 life can, with an artifact
    got = _attack(_board(_spire(), ARTIFACT, annex, life=1))
    assert got.status == "legal" and got.payment == {"mana": [{"source": "spire", "mana": "{W}"}], "life": 0}
    got = _attack(_board(_spire(), annex, life=1))
    assert got.status == "illegal" and got.unread == []
    assert "only if you control an artifact (602.5b)" in _cost_message(got)
    # two {W/P} at 3 life: Spire's {W} (1 life) and 2 life; without an artifact its life is no
    # question (it can't be activated) and 3 life pays one symbol only: illegal, not unknown
    got = _attack(_board(_spire(), ARTIFACT, annex, life=3, bears=2), bears=2)
    assert got.status == "legal" and got.payment["life"] == 2
    got = _attack(_board(_spire(), annex, life=3, bears=2), bears=2)
    assert got.status == "illegal" and got.unread == []
    # at 2 life with an artifact: the bound that reads every such ability activated proves
    # nothing, as for Mana Confluence (unknown, never a guess)
    got = _attack(_board(_spire(), ARTIFACT, annex, life=2, bears=2), bears=2)
    assert got.status == "unknown" and [u["text"] for u in got.unread] == [SPIRE_COLORS]


def test_a_prohibition_on_paying_life_stops_spires_colored_ability_602_2b():
    # Yasharn: "Players can't pay life ... to activate abilities": only the {C} is left
    yasharn = {"id": "yasharn", "card": "Yasharn, Implacable Earth", "controller": "B"}
    got = _attack(_board(_spire(), ARTIFACT, yasharn, cost="{U}"))
    assert got.status == "illegal" and got.unread == []
    assert _attack(_board(_spire(), ARTIFACT, yasharn, cost="{1}")).status == "legal"
    assert _attack(_board(_spire(), yasharn, cost="{U}")).status == "illegal"


# -- other cards of the template ----------------------------------------------------------


def test_mox_jasper_with_and_without_a_dragon_602_5b():
    mox = {"id": "mox", "card": "Mox Jasper", "controller": "A"}
    dragon = {"id": "dragon", "card": "Shivan Dragon", "controller": "A", "tapped": True}
    got = _attack(_board(mox, dragon, cost="{R}"))
    assert got.status == "legal" and got.payment["mana"] == [{"source": "mox", "mana": "{R}"}]
    got = _attack(_board(mox, cost="{R}"))
    assert got.status == "illegal" and got.unread == []
    assert ("Mox Jasper (mox) can't pay: its mana ability making one mana of any color can be activated only if "
            "you control a Dragon (602.5b)") in _cost_message(got)


def test_tainted_peak_with_and_without_a_swamp_602_5b():
    peak = {"id": "peak", "card": "Tainted Peak", "controller": "A"}
    swamp = {"id": "swamp", "card": "Swamp", "controller": "A", "tapped": True}
    assert _attack(_board(peak, swamp, cost="{R}")).status == "legal"
    got = _attack(_board(peak, cost="{R}"))
    assert got.status == "illegal" and got.unread == []
    assert ("Tainted Peak (peak) can't pay with its mana ability making {B} or {R}: it can be activated only if "
            "you control a Swamp (602.5b)") in _cost_message(got)
    assert _attack(_board(peak, cost="{1}")).status == "legal"  # its {C} regardless


def test_nimbus_maze_each_color_on_its_own_condition_602_5b():
    maze = {"id": "maze", "card": "Nimbus Maze", "controller": "A"}
    island = {"id": "island", "card": "Island", "controller": "A", "tapped": True}
    plains = {"id": "plains", "card": "Plains", "controller": "A", "tapped": True}
    assert _attack(_board(maze, island, cost="{W}")).status == "legal"
    got = _attack(_board(maze, plains, cost="{W}"))
    assert got.status == "illegal" and got.unread == []
    message = _cost_message(got)
    assert "its mana ability making {W}: it can be activated only if you control an Island (602.5b)" in message
    assert "making {U}" not in message  # (it holds, and {U} is not asked)
    assert _attack(_board(maze, plains, cost="{U}")).status == "legal"
