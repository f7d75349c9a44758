"""Prohibitions on paying an activation's cost (602.2b, 601.2h): Yasharn, Implacable Earth
("Players can't pay life or sacrifice nonland permanents to cast spells or activate
abilities") and Angel of Jubilation ("... or sacrifice creatures ...") stop mana abilities
that pay life (Mana Confluence) or sacrifice such a permanent (Lotus Petal). The reader reads
those abilities as their {T}, so under such a prohibition, where the active player pays a cost
to attack, they are unread: never a payment they can't make. Karn's Sylex spares mana
abilities; a land's self-sacrifice is not a nonland permanent's."""

from __future__ import annotations

from attackcheck import Board


def board(*cards: tuple[str, str]) -> Board:
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]
    perms += [{"id": f"x{i}", "card": name, "controller": who} for i, (name, who) in enumerate(cards)]
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                  "permanents": perms})


def unread(b: Board, attacks: dict) -> tuple[str, list]:
    r = b.check({"attacks": attacks})
    return str(r.status), sorted(u["permanent"] for u in r.to_dict()["unread"])


def test_yasharn_stops_lotus_petal_602_2b():
    petals = [("Lotus Petal", "A"), ("Lotus Petal", "A")]
    assert unread(board(*petals), {"bear": "B"}) == ("legal", [])  # two Petals pay Ghostly Prison's {2}
    status, which = unread(board(("Yasharn, Implacable Earth", "B"), *petals), {"bear": "B"})
    assert status == "unknown" and which == ["x1", "x2"]
    r = board(("Yasharn, Implacable Earth", "B"), *petals).check({"attacks": {"bear": "B"}})
    assert "602.2b" in r.to_dict()["unread"][0]["text"] and "Yasharn" in r.to_dict()["unread"][0]["text"]


def test_a_prohibition_changes_nothing_where_no_cost_is_paid():
    b = board(("Yasharn, Implacable Earth", "A"), ("Lotus Petal", "A"))
    assert unread(b, {"bear": "C"}) == ("legal", [])  # C has no Ghostly Prison: no cost (508.1h)
    assert unread(board(("Yasharn, Implacable Earth", "B"), ("Forest", "A"), ("Forest", "A")),
                  {"bear": "B"}) == ("legal", [])  # Forests pay no life and sacrifice nothing


def test_yasharn_spares_a_lands_self_sacrifice():
    # Dwarven Ruins: "{T}, Sacrifice this land: Add {R}{R}." A land is no nonland permanent.
    assert unread(board(("Yasharn, Implacable Earth", "B"), ("Dwarven Ruins", "A")), {"bear": "B"}) == ("legal", [])


def test_angel_of_jubilation_stops_paying_life_not_sacrificing_artifacts():
    confluences = [("Mana Confluence", "A"), ("Mana Confluence", "A")]
    assert unread(board(*confluences), {"bear": "B"}) == ("legal", [])
    assert unread(board(("Angel of Jubilation", "B"), *confluences), {"bear": "B"}) == ("unknown", ["x1", "x2"])
    # "sacrifice creatures": Lotus Petal is an artifact
    petals = [("Lotus Petal", "A"), ("Lotus Petal", "A")]
    assert unread(board(("Angel of Jubilation", "B"), *petals), {"bear": "B"}) == ("legal", [])


def test_karns_sylex_spares_mana_abilities():
    # "Players can't pay life to cast spells or to activate abilities that aren't mana abilities."
    b = board(("Karn's Sylex", "A"), ("Mana Confluence", "A"), ("Mana Confluence", "A"))
    assert unread(b, {"bear": "B"}) == ("legal", [])


def test_a_payment_without_the_stopped_abilities_stands():
    # two Forests pay Ghostly Prison's {2}: the Petals are not needed, and the plan leaves them
    b = board(("Yasharn, Implacable Earth", "B"), ("Lotus Petal", "A"), ("Lotus Petal", "A"), ("Forest", "A"),
              ("Forest", "A"))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and {m["source"] for m in r.payment["mana"]} == {"x3", "x4"}
    # counting and proposing would have to leave the Petals out: not judged
    assert b.count().status == "unknown" and b.propose().status == "unknown"


def test_a_payment_failing_with_the_stopped_abilities_fails():
    # two Grizzly Bears attacking B cost {4}; one Petal and one Forest make two at most
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "bear2", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                              {"id": "y", "card": "Yasharn, Implacable Earth", "controller": "B"},
                              {"id": "petal", "card": "Lotus Petal", "controller": "A"},
                              {"id": "forest", "card": "Forest", "controller": "A"}]})
    assert b.check({"attacks": {"bear": "B", "bear2": "B"}}).status == "illegal"


def test_platinum_emperion_stops_its_controllers_life_payments_119_8():
    # "Your life total can't change": Mana Confluence's "Pay 1 life" can't be paid either
    b = board(("Platinum Emperion", "A"), ("Mana Confluence", "A"), ("Mana Confluence", "A"))
    assert unread(b, {"bear": "B"}) == ("unknown", ["x1", "x2"])
    # a painland's damage changes no life there, and its mana pays
    b = board(("Platinum Emperion", "A"), ("Caves of Koilos", "A"), ("Caves of Koilos", "A"))
    assert unread(b, {"bear": "B"}) == ("legal", []) and b.count().status == "exact"


def test_a_written_out_treasure_is_stopped_too_111_10a():
    # a Treasure token written out (mana: [any]) has "{T}, Sacrifice this artifact: Add one
    # mana of any color" (111.10a): Yasharn stops it as it stops Lotus Petal
    treasure = {"name": "Treasure", "types": ["artifact"], "subtypes": ["Treasure"], "token": True,
                "controller": "A", "mana": ["any"]}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
             {"id": "t1", **treasure}, {"id": "t2", **treasure}]
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "legal"
    data["permanents"] = perms + [{"id": "y", "card": "Yasharn, Implacable Earth", "controller": "B"}]
    r = Board(data).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and sorted(u["permanent"] for u in r.to_dict()["unread"]) == ["t1", "t2"]
    # Angel of Jubilation stops sacrificing creatures only
    data["permanents"] = perms + [{"id": "y", "card": "Angel of Jubilation", "controller": "B"}]
    assert Board(data).check({"attacks": {"bear": "B"}}).status == "legal"
