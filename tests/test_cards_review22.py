"""Real cards by name, checked against the Comprehensive Rules and the card data: a mana
ability whose cost moves its card out of a hand (113.6m: Elvish Spirit Guide on the
battlefield makes no mana), one activated only as an instant or with a target (Lion's Eye
Diamond, Witch Engine: never while attackers are declared), and Utopia Sprawl's chosen color
(105.4)."""

from __future__ import annotations

from attackcheck import Board
from attackcheck.models.cards import describe


def board(perms: list[dict], pool: str = "") -> Board:
    a: dict = {"id": "A"}
    if pool:
        a["mana_pool"] = pool
    return Board({"version": 1, "players": [a, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# ------------------------------------------------------------------ 113.6m: a hand's mana ability


def test_a_spirit_guide_on_the_battlefield_makes_no_mana():
    # 113.6m: "Exile this creature from your hand: Add {G}" moves the card out of a hand, so it
    # works only there; on the battlefield it can't be activated. Ghostly Prison asks {2} a
    # creature attacking A's opponent B: the bear's attack can't be paid with nothing else, which
    # is illegal, not unknown; the Guide exiled from a hand earlier is mana in A's pool.
    for name in ("Elvish Spirit Guide", "Simian Spirit Guide"):
        read = describe(name)
        assert read["mana"] == [] and "not_modelled" not in read, name
        perms = [{"id": "guide", "card": name, "controller": "A"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                 {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
        assert status(board(perms), {"bear": "B"}) == "illegal"
        assert status(board(perms), {}) == "legal"
        assert status(board(perms, "{G}{R}"), {"bear": "B"}) == "legal"


def test_a_card_exiled_from_a_hand_for_another_permanent_still_asks():
    # Cadaverous Bloom exiles *a* card from your hand, a cost its permanent pays on the
    # battlefield: how many cards the hand holds, and whether any is left, the board doesn't
    # say, so a payment needing it is unknown.
    perms = [{"id": "bloom", "card": "Cadaverous Bloom", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
    assert describe("Cadaverous Bloom")["not_modelled"]
    assert status(board(perms), {"bear": "B"}) == "unknown"


# ------------------------------------------- 117.3a: no priority while attackers are declared


def test_a_mana_ability_activated_only_as_an_instant_never_pays_to_attack():
    # Lion's Eye Diamond: "Activate only as an instant": only while its controller has
    # priority. Attackers are declared, and their costs paid, as the declare attackers step
    # begins, before anyone has priority (508.1, 117.3a), and mana made in the beginning of
    # combat step is gone by then (500.4). Witch Engine's ability has a target, so it is no
    # mana ability (605.1a) and likewise needs priority. A bear under Ghostly Prison is
    # illegal beside them, not unknown.
    for name in ("Lion's Eye Diamond", "Diamond Lion", "Witch Engine", "Rhystic Cave"):
        read = describe(name)
        assert read["mana"] == [] and "not_modelled" not in read, name
        perms = [{"id": "x", "card": name, "controller": "A"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                 {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
        assert status(board(perms), {"bear": "B"}) == "illegal", name
    # a copy's "new targets" is no target of the mana ability's own (Pyromancer's Goggles)
    assert describe("Pyromancer's Goggles")["mana"] == ["{R}"]


# ------------------------------------------------------- 105.4: Utopia Sprawl's chosen color


def sprawl_board(tax: str | None, answers: list[dict] | None = None, wild_growth: bool = False) -> Board:
    perms = [{"id": "f", "card": "Forest", "controller": "A"},
             {"id": "us", "card": "Utopia Sprawl", "controller": "A", "attached_to": "f"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "bear2", "card": "Grizzly Bears", "controller": "A"}]
    if wild_growth:
        perms += [{"id": "f2", "card": "Forest", "controller": "A"},
                  {"id": "wg", "card": "Wild Growth", "controller": "A", "attached_to": "f2"}]
    effects = [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}] if tax else []
    if tax is None:
        perms.append({"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": perms, "effects": effects, "answers": answers or []})


def chosen(color: str) -> list[dict]:
    return [{"permanent": "us", "question": f"Is the color chosen for Utopia Sprawl {color}?", "holds": True}]


def test_utopia_sprawl_adds_one_mana_of_the_color_chosen_as_it_entered():
    # "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana
    # of the chosen color" (605.1b, 106.12a): the Forest it enchants makes {G} and one mana of
    # the color chosen as the Aura entered (105.4), which the board may answer.
    read = describe("Utopia Sprawl")
    assert [e["add"] for e in read["effects"]] == ["{W}", "{U}", "{B}", "{R}", "{G}"]
    assert all(e["sources"] == "attached" for e in read["effects"])
    assert read["effects"][0]["condition"] == {
        "asked": {"question": "Is the color chosen for Utopia Sprawl white?", "holds": None}}
    # Ghostly Prison's {2}: one bear, whichever color was chosen; two ({4}) never
    r = sprawl_board(None).check({"attacks": {"bear": "B"}})
    assert str(r.status) == "legal" and r.payment is None and len(r.unread) == 5
    assert str(sprawl_board(None).check({"attacks": {"bear": "B", "bear2": "B"}}).status) == "illegal"
    assert sprawl_board(None).count().count == 3
    # {1}{W}: only where the color chosen is white
    assert status(sprawl_board("{1}{W}"), {"bear": "B"}) == "unknown"
    assert status(sprawl_board("{1}{W}", chosen("white")), {"bear": "B"}) == "legal"
    assert status(sprawl_board("{1}{W}", chosen("green")), {"bear": "B"}) == "illegal"
    answered = sprawl_board(None, chosen("green")).check({"attacks": {"bear": "B"}})
    assert str(answered.status) == "legal" and answered.payment is not None and answered.unread == []


def test_utopia_sprawl_adds_mana_to_the_forest_it_enchants_only():
    # "enchanted Forest" is the one it is attached to (303.4), not a Forest another Aura
    # enchants: with Wild Growth on a second Forest, A makes 2 + 2 mana, short of {5}.
    assert status(sprawl_board("{4}", chosen("green"), wild_growth=True), {"bear": "B"}) == "legal"
    assert status(sprawl_board("{5}", chosen("green"), wild_growth=True), {"bear": "B"}) == "illegal"


# ------------------------------------------------- colors fixed earlier, read as any color


def taxed(perms: list[dict], tax: str = "{2}") -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, *perms],
                  "effects": [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}]})


def test_chrome_mox_is_read_as_any_color_and_judged_where_that_is_enough():
    # "{T}: Add one mana of any of the exiled card's colors": the imprinted card's colors, none
    # where no card (or a colorless one) was exiled; the board holds no such field. Read as one
    # mana of any color, wider than it is: a payment failing even so fails, one found without
    # the Mox stands, and one that needs it is unknown.
    mox = {"id": "mox", "card": "Chrome Mox", "controller": "A"}
    forest = {"id": "f1", "card": "Forest", "controller": "A"}
    assert describe("Chrome Mox")["mana"] == ["any"]
    assert status(taxed([mox]), {"bear": "B"}) == "illegal"  # at most 1 mana for {2}
    assert status(taxed([mox, forest]), {"bear": "B"}) == "unknown"
    assert status(taxed([mox, forest, {**forest, "id": "f2"}]), {"bear": "B"}) == "legal"
    # written out by the board, it is judged: the exiled card was blue
    written = {**mox, "mana": ["{U}"], "unread_text": "written"}
    assert status(taxed([written, forest], "{1}{U}"), {"bear": "B"}) == "legal"
    assert status(taxed([written, forest], "{1}{R}"), {"bear": "B"}) == "illegal"


def test_star_compass_makes_the_colors_basic_lands_could_produce():
    # 106.7: "one mana of any color that a basic land you control could produce": a basic
    # Plains gives {W}; a nonbasic land with the Plains type (Scrubland) is no basic land.
    compass = {"id": "compass", "card": "Star Compass", "controller": "A"}
    plains = {"id": "p", "card": "Plains", "controller": "A"}
    scrub = {"id": "s", "card": "Scrubland", "controller": "A"}
    assert status(taxed([compass, plains], "{W}{W}"), {"bear": "B"}) == "legal"
    assert status(taxed([compass, scrub], "{W}{W}"), {"bear": "B"}) == "illegal"
