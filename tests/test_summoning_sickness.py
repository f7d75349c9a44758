"""302.6: a creature that came under its controller's control this turn can't attack and can't
use its {T} or {Q} abilities unless it has haste; an effect may let its abilities be activated
as though it had haste (Thousand-Year Elixir), which lets it pay a cost to attack (508.1g)
without letting it attack. Each test names the rule or card it checks."""

from attackcheck import Board
from attackcheck.models import cards


def board(perms, effects=()):
    b = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}
    if effects:
        b["effects"] = list(effects)
    return Board(b)


BEAR = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
ELF = {"id": "elf", "card": "Llanowar Elves", "controller": "A", "sick": True}
PRISON = {"id": "prison", "card": "Ghostly Prison", "controller": "B"}  # {2} for each creature attacking B
FOREST = {"id": "forest", "card": "Forest", "controller": "A"}


def test_thousand_year_elixir_lets_a_sick_elf_pay_a_tax_302_6():
    """Ghostly Prison asks {2} for the bear. A's Forest makes one mana; the Llanowar Elves that
    came this turn can't tap for the second (302.6), unless Thousand-Year Elixir lets their
    abilities be activated as though they had haste."""
    assert board([BEAR, ELF, FOREST, PRISON]).check({"attacks": {"bear": "B"}}).status == "illegal"
    elixir = {"id": "elixir", "card": "Thousand-Year Elixir", "controller": "A"}
    b = board([BEAR, ELF, FOREST, PRISON, elixir])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and b.unread == []
    # the elves still can't attack: attacking is no activated ability
    assert b.check({"attacks": {"bear": "B", "elf": "B"}}).status != "legal"
    # an opponent's Elixir gives A's creatures nothing ("creatures you control")
    theirs = board([BEAR, ELF, FOREST, PRISON, dict(elixir, controller="B")])
    assert theirs.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_the_haste_for_abilities_templates_read():
    """"You may activate abilities of [other] creatures you control as though those creatures
    had haste" (Thousand-Year Elixir, Tyvar, Jubilant Brawler) read into
    activate_as_though_haste."""
    assert cards.require("Thousand-Year Elixir")["abilities"] == [
        {"kind": "activate_as_though_haste", "creatures": {"controller": "you"}}]
    assert {"kind": "activate_as_though_haste", "creatures": {"controller": "you"}} in cards.require(
        "Tyvar, Jubilant Brawler")["abilities"]
