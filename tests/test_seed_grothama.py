"""Grothama, All-Devouring (seed 002): `plan_fights` and `attackcheck fights`.

Each test is named after the ruling it checks and quotes it. A brute force over every fight
order (written independently of the planner: it simulates fights one by one) checks the
planner's answers, objective values and tie-breaks exactly on random boards.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest
import typer
from typer.testing import CliRunner

from attackcheck.api import Board
from helpers import write_json
from attackcheck.models import InputError
from attackcheck.solver.seeds.ursine import begin_combat
from attackcheck.solver.seeds.grothama import plan_fights

GROTHAMA = "Grothama, All-Devouring"


def grothama(controller="B", pid="g", **kw):
    p = {"id": pid, "name": GROTHAMA, "controller": controller, "types": ["creature"], "supertypes": ["legendary"],
         "subtypes": ["Wurm"], "power": 10, "toughness": 8}
    p.update(kw)
    return p


def cr(pid, power, toughness, controller="A", **kw):
    p = {"id": pid, "name": pid, "controller": controller, "types": ["creature"], "power": power, "toughness": toughness}
    p.update(kw)
    return p


def board(*permanents, players=("A", "B", "C"), **turn):
    return {"version": 1, "players": [{"id": p} for p in players], "turn": {"active": players[0], **turn},
            "permanents": list(permanents)}


def plan(b, attacks, objective="cards"):
    bd = Board(b)
    assert bd.check({"attacks": attacks}).status == "legal"
    return plan_fights(bd, attacks, objective)


def order(result):
    return [f["attacker"] for f in result["fights"]]


# --- "Grothama's last ability triggers even if it dies without being fought" ---------------


def test_blaze_damage_earlier_this_turn_counts_for_the_draws():
    """Grothama's last ability triggers even if it dies without being fought by attacking
    creatures. For example, if you use Blaze to deal 10 damage to Grothama, you draw ten cards.
    (Blaze dealt 7 before combat: a 1/1's fight finishes Grothama and A draws 7 + 1.)"""
    b = board(grothama(damage=7, damage_by={"A": 7}), cr("squirrel", 1, 1))
    r = plan(b, {"squirrel": "B"})
    assert r == {"fights": [{"attacker": "squirrel", "dealt": 1, "taken": 10, "attacker_dies": True}],
                 "grothama_destroyed": True, "draws": {"A": 8, "B": 0, "C": 0}, "attacking": []}


def test_each_player_draws_the_damage_their_sources_dealt_this_turn():
    """When Grothama leaves the battlefield, each player draws cards equal to the amount of
    damage dealt to Grothama this turn by sources they controlled (B's and C's earlier damage
    too, through the trigger, not through fights)."""
    b = board(grothama(controller="B", damage=3, damage_by={"A": 1, "B": 1, "C": 1}), cr("ox", 4, 4), cr("elk", 3, 3))
    r = plan(b, {"ox": "C", "elk": "B"})
    assert r["grothama_destroyed"]
    assert r["draws"] == {"A": 1 + 4 + 3, "B": 1, "C": 1}  # 3 marked + 4 < 8, then + 3 >= 8
    assert order(r) == ["ox", "elk"]


def test_no_draws_when_grothama_survives():
    """When Grothama leaves the battlefield [...] draws: it doesn't leave, nobody draws (even
    with damage dealt to it earlier)."""
    b = board(grothama(damage=2, damage_by={"A": 2, "C": 0}), cr("bear", 2, 2), cr("cat", 2, 2))
    for objective in ("cards", "kill"):
        r = plan(b, {"bear": "B", "cat": "C"}, objective)
        assert r == {"fights": [], "grothama_destroyed": False, "draws": {"A": 0, "B": 0, "C": 0},
                     "attacking": ["bear", "cat"]}


# --- "The controller of the attacking creature chooses" ---------------------------------------


def test_controller_of_the_attacking_creature_chooses_whether_it_fights():
    """The controller of the attacking creature chooses whether that creature fights Grothama
    (it's "you may": the attacking player fights with some creatures, not others)."""
    b = board(grothama(controller="B"), cr("giant", 8, 8), cr("bear", 2, 2), cr("wall", 0, 4), cr("home", 9, 9),
              cr("theirs", 9, 9, controller="C"))
    r = plan(b, {"giant": "B", "bear": "C", "wall": "B"})
    # cards: bear (2) then giant (8) destroy it for 10 cards; the 0-power wall needn't fight
    assert order(r) == ["bear", "giant"]
    assert r["draws"] == {"A": 10, "B": 0, "C": 0}
    assert r["attacking"] == ["wall"]
    # only attacking creatures have the triggered ability fire: home and theirs never fight
    assert {"home", "theirs"}.isdisjoint(order(r))


def test_own_grothama_attacking_doesnt_fight_itself_and_dies_leaving_combat():
    """Other creatures have "Whenever this creature attacks, you may have it fight Grothama":
    A's own attacking Grothama is fought by A's other attackers; destroyed, it stops
    attacking."""
    b = board(grothama(controller="A", pid="g"), cr("giant", 8, 8), players=("A", "B"))
    r = plan(b, {"g": "B", "giant": "B"})
    assert order(r) == ["giant"] and r["grothama_destroyed"]
    assert r["draws"] == {"A": 8, "B": 0}
    assert r["attacking"] == []  # both died
    k = plan(b, {"g": "B", "giant": "B"}, "kill")
    assert k["grothama_destroyed"] and order(k) == ["giant"]
    # Grothama attacking alone: nobody else may fight it
    assert plan(b, {"g": "B"}) == {"fights": [], "grothama_destroyed": False, "draws": {"A": 0, "B": 0},
                                   "attacking": ["g"]}


# --- "Creatures fight Grothama before blockers are declared" ---------------------------------


def test_creatures_that_die_in_the_fight_are_no_longer_attacking_survivors_still_attack():
    """Creatures fight Grothama before blockers are declared. Any creatures that die in the
    fight can't be blocked. Any attacking creatures that survive the fight will still be
    attacking, may be blocked as normal, and will deal damage to the player or planeswalker
    they're attacking if unblocked."""
    b = board(grothama(), cr("titan", 6, 12), cr("goblin", 2, 1), cr("knight", 3, 3), cr("sentinel", 2, 2))
    r = plan(b, {"titan": "B", "goblin": "C", "knight": "B", "sentinel": "B"})
    assert r["grothama_destroyed"]
    # 2 + 3 + 2 = 7 < 8, then the titan's 6: all four fight, 13 cards
    assert order(r) == ["goblin", "knight", "sentinel", "titan"]
    assert r["draws"]["A"] == 13
    by = {f["attacker"]: f for f in r["fights"]}
    assert by["titan"]["attacker_dies"] is False and by["titan"]["taken"] == 10
    assert all(by[c]["attacker_dies"] for c in ("goblin", "sentinel", "knight"))
    assert r["attacking"] == ["titan"]  # the survivor still attacks; the dead are removed


def test_survivor_keeps_attacking_with_kill_objective():
    """Any attacking creatures that survive the fight will still be attacking."""
    b = board(grothama(), cr("titan", 6, 12), cr("goblin", 2, 1), cr("knight", 3, 3))
    r = plan(b, {"titan": "B", "goblin": "C", "knight": "B"}, "kill")
    assert order(r) == ["titan", "goblin"]  # loses 2 attacking power, the least possible
    assert r["attacking"] == ["titan", "knight"]
    assert r["draws"]["A"] == 8


# --- "each desired fight happens individually in the order the attacking players choose" ------


def test_fights_happen_one_at_a_time_in_the_chosen_order():
    """If multiple creatures attack, each desired fight happens individually in the order the
    attacking players choose. (Grothama 10/8: 5, 4 and 3 power all fight only if the 5 comes
    last: 4 + 3 < 8 and then 12 damage; 5 first would stop the fights at 9 or 8.)"""
    b = board(grothama(), cr("a5", 5, 5), cr("b4", 4, 4), cr("c3", 3, 3))
    r = plan(b, {"a5": "B", "b4": "B", "c3": "C"})
    assert order(r) == ["b4", "c3", "a5"]
    assert [f["dealt"] for f in r["fights"]] == [4, 3, 5]
    assert r["draws"]["A"] == 12


def test_once_grothama_has_been_defeated_remaining_attackers_cant_fight():
    """Once Grothama has been defeated, any remaining attacking creatures can't fight it."""
    b = board(grothama(), cr("hydra", 10, 10), cr("wurm", 10, 10))
    r = plan(b, {"hydra": "B", "wurm": "C"})
    assert order(r) == ["hydra"]  # the wurm's fight would come after Grothama is gone
    assert r["draws"]["A"] == 10
    assert r["attacking"] == ["wurm"]


# --- deathtouch, indestructible ---------------------------------------------------------------------


def test_deathtouch_destroys_grothama_and_must_fight_last():
    """702.2b: any damage from a deathtouch fighter destroys Grothama, so once it has
    fought no other attacker can: the deathtouch fight comes last."""
    b = board(grothama(), cr("viper", 1, 1, keywords=["deathtouch"]), cr("ox", 3, 3), cr("elk", 3, 3))
    r = plan(b, {"viper": "B", "ox": "B", "elk": "B"})
    assert order(r) == ["ox", "elk", "viper"]
    assert r["draws"]["A"] == 7 and r["grothama_destroyed"]
    k = plan(b, {"viper": "B", "ox": "B", "elk": "B"}, "kill")
    assert order(k) == ["viper"] and k["attacking"] == ["ox", "elk"]


def test_zero_power_deathtouch_deals_no_damage():
    """702.2b: deathtouch matters only when damage is dealt; a 0-power fighter deals none."""
    b = board(grothama(), cr("spore", 0, 1, keywords=["deathtouch"]))
    assert plan(b, {"spore": "B"}, "kill")["grothama_destroyed"] is False


def test_grothama_with_deathtouch_kills_big_fighters_but_not_indestructible():
    """702.2b: a creature dealt damage by a deathtouch source is destroyed (indestructible
    creatures aren't destroyed)."""
    b = board(grothama(keywords=["deathtouch"]), cr("colossus", 20, 20), cr("god", 8, 5, keywords=["indestructible"]))
    r = plan(b, {"colossus": "B", "god": "B"}, "kill")
    assert order(r) == ["god"] and r["fights"][0]["attacker_dies"] is False
    assert r["attacking"] == ["colossus", "god"]


def test_indestructible_ursine_monstrosity_survives_its_fight():
    """Ursine Monstrosity's "Until end of turn, it gains indestructible" meets Grothama:
    after the beginning-of-combat trigger it fights Grothama, takes 10 and keeps attacking
    the chosen player."""
    b = board(grothama(controller="B"),
              {"id": "urs", "name": "Ursine Monstrosity", "controller": "A", "types": ["creature"],
               "power": 3, "toughness": 3, "keywords": ["trample"]},
              cr("ox", 5, 5), players=("A", "B"))
    b["players"][0]["library"] = [{"name": "Forest", "types": ["Land"]}]
    b["players"][0]["graveyard"] = [{"name": "Bear", "types": ["Creature"]}]
    after = begin_combat(b, seed=0)["board"]  # Ursine is 5/5 indestructible, must attack B
    bd = Board(after)
    assert bd.check({"attacks": {"urs": "B", "ox": "B"}}).status == "legal"
    r = plan_fights(bd, {"urs": "B", "ox": "B"}, "kill")
    # kill: ox (5) then Ursine (5), or Ursine then ox; only the ox dies: 5 power lost either way
    assert r["grothama_destroyed"] and set(order(r)) == {"urs", "ox"}
    by = {f["attacker"]: f for f in r["fights"]}
    assert by["urs"] == {"attacker": "urs", "dealt": 5, "taken": 10, "attacker_dies": False}
    assert r["attacking"] == ["urs"]
    solo = plan_fights(bd, {"urs": "B"}, "cards")  # alone it can't kill: no fight is worth it
    assert solo["fights"] == [] and solo["attacking"] == ["urs"]


def test_indestructible_grothama_is_never_destroyed():
    b = board(grothama(keywords=["indestructible"]), cr("hydra", 12, 12), cr("viper", 1, 1, keywords=["deathtouch"]))
    for objective in ("cards", "kill"):
        r = plan(b, {"hydra": "B", "viper": "B"}, objective)
        assert r["fights"] == [] and not r["grothama_destroyed"] and set(r["draws"].values()) == {0}


# --- objectives and ties -------------------------------------------------------------------------


def test_cards_keeps_the_most_attacking_power_among_equal_draws():
    """`cards` maximises the attacking player's draws, then keeps the most attacking
    power (the indestructible 4-power fighter is used rather than a dying 4-power one)."""
    b = board(grothama(), cr("bear4", 4, 4), cr("stone4", 4, 4, keywords=["indestructible"]), cr("ox4", 4, 4))
    r = plan(b, {"bear4": "B", "stone4": "B", "ox4": "B"})
    # 8 damage is needed: 4 + 4 = 8 draws; a third fight can't happen after the kill
    assert r["draws"]["A"] == 8 and len(r["fights"]) == 2
    assert "stone4" in order(r)
    assert order(r) == ["bear4", "stone4"]  # the first such order by permanent order


def test_ties_go_to_the_fight_order_first_by_permanent_order():
    """Among equally good plans, the one whose fight order is first by permanent
    order on the board wins."""
    b = board(grothama(), cr("x", 9, 9), cr("y", 9, 9))
    assert order(plan(b, {"y": "B", "x": "C"})) == ["x"]
    assert order(plan(b, {"x": "B", "y": "C"}, "kill")) == ["x"]


def test_marked_damage_on_fighters_and_grothama_counts():
    """A creature dies when its marked damage plus the fight's reaches its toughness."""
    b = board(grothama(power=3, damage=4), cr("hurt", 4, 6, damage=3), cr("fresh", 1, 6))
    r = plan(b, {"hurt": "B", "fresh": "B"})
    # Grothama has 4 left: hurt's 4 kills it; fresh's 1 first adds a card
    assert order(r) == ["fresh", "hurt"]
    assert [f["attacker_dies"] for f in r["fights"]] == [False, True]
    assert r["draws"]["A"] == 5  # damage_by not given: only the fights' damage
    assert r["attacking"] == ["fresh"]


def test_no_grothama_no_fights():
    b = board(cr("bear", 2, 2))
    assert plan(b, {"bear": "B"}) == {"fights": [], "grothama_destroyed": False,
                                      "draws": {"A": 0, "B": 0, "C": 0}, "attacking": ["bear"]}


def test_two_grothamas_are_refused():
    b = board(grothama("B", "g1"), grothama("C", "g2"), cr("bear", 2, 2))
    with pytest.raises(InputError) as exc:
        plan_fights(Board(b), {"bear": "B"})
    assert exc.value.path == "permanents[1]"


def test_unknown_objective_and_unknown_creature():
    b = board(grothama(), cr("bear", 2, 2))
    with pytest.raises(InputError):
        plan_fights(Board(b), {"bear": "B"}, "most")
    with pytest.raises(InputError):
        plan_fights(Board(b), {"nobody": "B"})


# --- exactness against a brute force over all fight orders -----------------------------------------


def brute_force(b, attacks, objective):
    """Every sequence of distinct attackers, simulated fight by fight (no shortcut)."""
    perms = {p["id"]: p for p in b["permanents"]}
    index = {p["id"]: i for i, p in enumerate(b["permanents"])}
    g = perms["g"]
    active = b["turn"]["active"]
    kw = lambda p, k: k in (p.get("keywords") or [])
    fighters = [c for c in attacks if c != "g"]
    best = None
    for n in range(len(fighters) + 1):
        for seq in itertools.permutations(fighters, n):
            g_damage = g.get("damage", 0)
            destroyed = False
            dead = set()
            dealt_total = 0
            ok = True
            for c in seq:
                if destroyed:
                    ok = False  # can't fight a Grothama that is gone
                    break
                p = perms[c]
                dealt, taken = max(0, p["power"]), max(0, g["power"])
                dealt_total += dealt
                g_damage += dealt
                if taken > 0 and not kw(p, "indestructible") and (
                        p.get("damage", 0) + taken >= p["toughness"] or kw(g, "deathtouch")):
                    dead.add(c)
                if not kw(g, "indestructible") and (g_damage >= g["toughness"] or (kw(p, "deathtouch") and dealt > 0)):
                    destroyed = True
            if not ok:
                continue
            if destroyed:
                dead.add("g")
            draws = (g.get("damage_by", {}).get(active, 0) + dealt_total) if destroyed else 0
            power = sum(max(0, perms[c]["power"]) for c in attacks if c not in dead)
            primary = draws if objective == "cards" else int(destroyed)
            key = (-primary, -power, [index[c] for c in seq])
            if best is None or key < best[0]:
                best = (key, list(seq), destroyed, draws)
    return best


def random_board(rng):
    n = rng.randint(1, 5)
    g_keywords = rng.choice([[], [], [], ["deathtouch"], ["indestructible"]])
    perms = [grothama(controller=rng.choice(["A", "B"]), power=rng.randint(0, 6), toughness=rng.randint(3, 12),
                      keywords=g_keywords)]
    perms[0]["damage"] = rng.randint(0, perms[0]["toughness"] - 1)
    perms[0]["damage_by"] = {"A": rng.randint(0, perms[0]["damage"])}
    for i in range(n):
        kws = rng.choice([[], [], [], ["deathtouch"], ["indestructible"]])
        perms.append(cr(f"c{i}", rng.randint(0, 7), rng.randint(1, 7), keywords=kws, damage=rng.randint(0, 1)))
    for p in perms[1:]:
        p["damage"] = min(p["damage"], p["toughness"] - 1)  # no lethal damage already marked
    rng.shuffle(perms)
    b = board(*perms, players=("A", "B"))
    attacks = {p["id"]: "B" for p in perms if p["controller"] == "A" and rng.random() < 0.85}
    return b, attacks


@pytest.mark.parametrize("seed", range(60))
def test_planner_matches_brute_force(seed):
    rng = random.Random(seed)
    b, attacks = random_board(rng)
    bd = Board(b)
    for objective in ("cards", "kill"):
        r = plan_fights(bd, attacks, objective)
        key, seq, destroyed, draws = brute_force(b, attacks, objective)
        assert order(r) == seq, (objective, b, attacks)
        assert r["grothama_destroyed"] == destroyed
        assert r["draws"]["A"] == draws


# --- the command line -----------------------------------------------------------------------------


@pytest.fixture
def app():
    from attackcheck.cli import app

    return app


write = write_json


def test_cli_fights_plan_exit_0(app, tmp_path):
    b = write(tmp_path, "b.json", board(grothama(), cr("a5", 5, 5), cr("b4", 4, 4), cr("c3", 3, 3)))
    d = write(tmp_path, "d.json", {"attacks": {"a5": "B", "b4": "B", "c3": "C"}})
    runner = CliRunner()
    res = runner.invoke(app, ["fights", b, d, "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert [f["attacker"] for f in out["fights"]] == ["b4", "c3", "a5"]
    assert out["draws"] == {"A": 12, "B": 0, "C": 0}
    res = runner.invoke(app, ["fights", b, '{"attacks": {"a5": "B", "b4": "B", "c3": "C"}}', "--objective", "kill", "--json"])
    assert res.exit_code == 0
    assert json.loads(res.stdout)["attacking"] == ["b4"]
    res = runner.invoke(app, ["fights", b, d])
    assert res.exit_code == 0 and "Grothama is destroyed" in res.stdout and "A 12" in res.stdout


def test_cli_fights_without_grothama_says_so(app, tmp_path):
    # it said "no fights" and then "Grothama survives", of a Grothama the board doesn't hold
    b = write(tmp_path, "b.json", board(cr("a5", 5, 5)))
    res = CliRunner().invoke(app, ["fights", b, '{"attacks": {"a5": "B"}}'])
    assert res.exit_code == 0 and "no Grothama, All-Devouring is on the battlefield" in res.stdout
    assert "survives" not in res.stdout


def test_cli_fights_illegal_declaration_exit_1_prints_check(app, tmp_path):
    b = write(tmp_path, "b.json", board(grothama(), cr("a5", 5, 5, tapped=True)))
    res = CliRunner().invoke(app, ["fights", b, '{"attacks": {"a5": "B"}}', "--json"])
    assert res.exit_code == 1
    out = json.loads(res.stdout)
    assert out["status"] == "illegal"
    assert out == Board(json.loads(open(b).read())).check({"attacks": {"a5": "B"}}).to_dict()


def test_cli_fights_bad_input_exit_2(app, tmp_path):
    b = write(tmp_path, "b.json", board(grothama(), cr("a5", 5, 5)))
    runner = CliRunner()
    res = runner.invoke(app, ["fights", b, '{"attacks": {"zz": "B"}}', "--json"])
    assert res.exit_code == 2
    assert json.loads(res.stdout)["violations"][0]["field"] == "declaration.attacks.zz"
    res = runner.invoke(app, ["fights", b, '{"attacks": {"a5": "B"}}', "--objective", "most", "--json"])
    assert res.exit_code == 2
    assert json.loads(res.stdout)["violations"][0]["field"] == "--objective"
    bad = board(grothama(), cr("a5", 5, 5))
    bad["turn"]["active"] = "nobody"
    res = runner.invoke(app, ["fights", write(tmp_path, "bad.json", bad), '{"attacks": {}}', "--json"])
    assert res.exit_code == 2
    assert json.loads(res.stdout)["violations"][0]["field"] == "turn.active"


def test_card_field_names_grothama_and_the_library_fills_it():
    """A permanent is Grothama when its `card` is that name (its 10/8 from the card library)."""
    b = board({"id": "g", "card": "Grothama, All-Devouring", "controller": "B"}, cr("a", 5, 5), cr("b", 3, 3))
    try:
        Board(b)
    except InputError:
        pytest.skip("the card library has no Grothama, All-Devouring")
    r = plan(b, {"a": "B", "b": "C"})
    assert order(r) == ["a", "b"] and r["draws"]["A"] == 8 and r["attacking"] == []


def test_one_deadline_bounds_every_solve_of_a_plan(monkeypatch):
    # a plan takes several solves (one per objective level, then the order): each gets what is
    # left of the call's one time limit, never the whole limit again
    import attackcheck.solver.seeds.grothama as g
    from attackcheck.solver.deadline import Deadline

    limits: list = []
    real = g.new_solver

    def recording(time_limit=None, **kw):
        limits.append(time_limit)
        return real(time_limit, **kw)

    monkeypatch.setattr(g, "new_solver", recording)
    b = board(grothama(), cr("x", 3, 3), cr("y", 4, 4), cr("z", 5, 5))
    bd = Board(b)
    plan_fights(bd, {"x": "B", "y": "B", "z": "B"}, "cards", time_limit=Deadline(5.0))
    assert len(limits) >= 2 and all(0 < t <= 5.0 for t in limits)
    assert limits == sorted(limits, reverse=True)  # what is left only shrinks
