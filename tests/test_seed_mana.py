"""The mana preamble shared by the seed documents (../shared/seeds/*.txt), inside the payment
of attack costs (508.1i: mana abilities may be activated while paying). Each test quotes the
sentence it checks."""

from helpers import board, creature, land, make, status

TAX2 = {"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"}


def tax(cost):
    return {"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}


def test_tap_symbol_already_tapped_permanent_cant_be_tapped_again():
    """"A permanent that's already tapped can't be tapped again to pay the cost." """
    b = make([creature("x"), land("f1", ["{G}"], tapped=True), land("f2", ["{G}"])], [TAX2])
    assert status(b, {"x": "B"}) == "illegal"


def test_tap_symbol_two_tap_abilities_of_one_permanent_pay_once():
    """"A permanent that's already tapped can't be tapped again to pay the cost": a land with
    two {T} mana abilities makes one mana per payment, not one per ability (107.5)."""
    two = land("l", ["{G}"], mana_abilities=[{"cost": "{T}", "produce": ["{C}"]}])
    b = make([creature("x"), two], [TAX2])
    assert status(b, {"x": "B"}) == "illegal"
    assert status(make([creature("x"), two], [tax("{1}")]), {"x": "B"}) == "legal"
    assert b.count().count == 1  # only the empty declaration
    assert b.context.rb.permanents["l"].mana_abilities == (("T", b.context.rb.permanents["l"].mana_abilities[0][1]),)


def test_tap_symbol_creature_ability_needs_continuous_control_302_6():
    """"A creature's activated ability with the tap symbol in its activation cost can't be
    activated unless the creature has been under its controller's control continuously since
    their most recent turn began." """
    b = make([creature("x"), creature("elf", sick=True, mana=["{G}"]), land("f", ["{G}"])], [TAX2])
    assert status(b, {"x": "B"}) == "illegal"
    hasty = make([creature("x"), creature("elf", sick=True, keywords=["haste"], mana=["{G}"]), land("f", ["{G}"])], [TAX2])
    assert status(hasty, {"x": "B"}) == "legal"


def test_untap_symbol_needs_a_tapped_permanent():
    """"The untap symbol in an activation cost means 'Untap this permanent.' A permanent that's
    already untapped can't be untapped again to pay the cost." """
    q = [{"cost": "{Q}", "produce": ["{G}"]}]
    untapped = make([creature("x"), land("f", ["{G}"]), {"id": "rock", "controller": "A", "types": ["artifact"],
                                                         "mana_abilities": q}], [TAX2])
    assert status(untapped, {"x": "B"}) == "illegal"
    tapped = make([creature("x"), land("f", ["{G}"]), {"id": "rock", "controller": "A", "types": ["artifact"],
                                                       "tapped": True, "mana_abilities": q}], [TAX2])
    assert status(tapped, {"x": "B"}) == "legal"


def test_untap_symbol_an_attacker_tapped_by_attacking_can_use_its_q_ability():
    """{Q} abilities need the permanent tapped: attacking taps it first (508.1f)."""
    b = make([creature("x", mana_abilities=[{"cost": "{Q}", "produce": ["{W}"]}])], [tax("{W}")])
    r = b.check({"attacks": {"x": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "x", "mana": "{W}"}]


def test_untap_symbol_creature_ability_needs_continuous_control_302_6():
    """"A creature's activated ability with the untap symbol in its activation cost can't be
    activated unless the creature has been under its controller's control continuously..." """
    sick = creature("elf", sick=True, tapped=True, mana_abilities=[{"cost": "{Q}", "produce": ["{W}"]}])
    assert status(make([creature("x"), sick], [tax("{W}")]), {"x": "B"}) == "illegal"


def test_could_produce_reflecting_pool_copies_the_types_of_your_lands():
    """"Some abilities produce mana based on the type of mana another permanent or permanents
    'could produce.'" """
    pool = {"id": "pool", "controller": "A", "types": ["land"],
            "mana_abilities": [{"could_produce": {"controller": "you", "types": ["land"]}}]}
    b = make([creature("x"), pool, land("f", ["{G}"])], [tax("{G}{G}")])
    assert status(b, {"x": "B"}) == "legal"


def test_could_produce_ignores_whether_costs_could_be_paid():
    """"Ignore whether any costs of the ability could or could not be paid." A tapped Forest
    could still produce {G}."""
    pool = {"id": "pool", "controller": "A", "types": ["land"],
            "mana_abilities": [{"could_produce": {"controller": "you", "types": ["land"]}}]}
    b = make([creature("x"), pool, land("f", ["{G}"], tapped=True)], [tax("{G}")])
    assert status(b, {"x": "B"}) == "legal"


def test_could_produce_no_defined_type_means_no_mana():
    """"If that permanent wouldn't produce any mana under these conditions, or no type of mana
    can be defined this way, there's no type of mana it could produce." and "If an ability
    would produce one or more mana of an undefined type, it produces no mana instead." """
    pool = lambda i: {"id": f"pool{i}", "controller": "A", "types": ["land"],
                      "mana_abilities": [{"could_produce": {"controller": "you", "types": ["land"]}}]}
    b = make([creature("x"), pool(1), pool(2)], [tax("{1}")])
    assert b.resolved.permanents["pool1"].mana_abilities == ()
    assert status(b, {"x": "B"}) == "illegal"


def test_could_produce_color_excludes_colorless_exotic_orchard():
    """Exotic Orchard: one mana of any *color* an opponent's land could produce; colorless is a
    type, not a color."""
    orchard = {"id": "orchard", "controller": "A", "types": ["land"],
               "mana_abilities": [{"could_produce": {"controller": "opponents", "types": ["land"]}, "of": "color"}]}
    wastes = land("wastes", ["{C}"], controller="B")
    assert status(make([creature("x"), orchard, wastes], [tax("{1}")]), {"x": "B"}) == "illegal"
    island = land("island", ["{U}"], controller="B")
    assert status(make([creature("x"), orchard, island], [tax("{U}")]), {"x": "B"}) == "legal"


def test_tapped_for_mana_replacement_effect_doubles():
    """"A replacement effect that applies if a permanent 'is tapped for mana' ... modifies the
    mana production event while such an ability is resolving." (Mana Reflection)"""
    reflection = {"id": "reflection", "controller": "A", "types": ["enchantment"],
                  "abilities": [{"kind": "mana_replacement", "sources": {"controller": "you"}, "multiply": 2}]}
    b = make([creature("x"), land("f", ["{G}"]), reflection], [TAX2])
    assert status(b, {"x": "B"}) == "legal"


def test_tapped_for_mana_replacement_effect_changes_the_type():
    """Contamination: a land tapped for mana produces {B} instead; a Plains can't pay {W}."""
    contamination = {"id": "cont", "controller": "B", "types": ["enchantment"],
                     "abilities": [{"kind": "mana_replacement", "sources": {"types": ["land"]}, "produce_instead": "{B}"}]}
    b = make([creature("x"), land("plains", ["{W}"]), contamination], [tax("{W}")])
    assert status(b, {"x": "B"}) == "illegal"
    assert status(make([creature("x"), land("plains", ["{W}"]), contamination], [tax("{B}")]), {"x": "B"}) == "legal"


def test_could_produce_takes_replacement_effects_into_account_in_any_order():
    """"...taking into account any applicable replacement effects in any possible order." With
    Contamination, lands could produce only {B}, so Reflecting Pool makes {B}."""
    contamination = {"id": "cont", "controller": "B", "types": ["enchantment"],
                     "abilities": [{"kind": "mana_replacement", "sources": {"types": ["land"]}, "produce_instead": "{B}"}]}
    pool = {"id": "pool", "controller": "A", "types": ["artifact"],  # not a land itself
            "mana_abilities": [{"could_produce": {"controller": "you", "types": ["land"]}}]}
    b = make([creature("x"), pool, land("plains", ["{W}"], tapped=True), contamination], [tax("{B}")])
    assert status(b, {"x": "B"}) == "legal"


def test_tapped_for_mana_trigger_adds_mana_of_a_type_it_produced():
    """"An ability that triggers whenever a permanent 'is tapped for mana' ... triggers whenever
    such a mana ability resolves and produces mana." (Mana Flare, Wild Growth)"""
    flare = {"id": "flare", "controller": "B", "types": ["enchantment"],
             "abilities": [{"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same"}]}
    assert status(make([creature("x"), land("f", ["{G}"]), flare], [tax("{G}{G}")]), {"x": "B"}) == "legal"
    growth = {"id": "growth", "controller": "A", "types": ["enchantment"], "attached_to": "f",
              "abilities": [{"kind": "mana_trigger", "sources": "attached", "add": "{G}"}]}
    assert status(make([creature("x"), land("f", ["{W}"]), growth], [tax("{W}{G}")]), {"x": "B"}) == "legal"


def test_mana_flare_adds_a_type_the_land_produced_not_one_wild_growth_added():
    """Mana Flare: "add one mana of any type that land produced". A Swamp enchanted with
    Wild Growth produces {B}; Wild Growth's trigger adds {G}, which the land did not
    produce, so Mana Flare adds {B}: {B}{G}{G} can't be paid, {B}{B}{G} can (605.1b)."""
    flare = {"id": "flare", "controller": "B", "types": ["enchantment"],
             "abilities": [{"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same"}]}
    growth = {"id": "growth", "controller": "A", "types": ["enchantment"], "attached_to": "swamp",
              "abilities": [{"kind": "mana_trigger", "sources": "attached", "add": "{G}"}]}
    for order in ((flare, growth), (growth, flare)):
        perms = [creature("x"), land("swamp", ["{B}"]), *order]
        assert status(make(perms, [tax("{B}{G}{G}")]), {"x": "B"}) == "illegal"
        assert status(make(perms, [tax("{B}{B}{G}")]), {"x": "B"}) == "legal"


def test_to_tap_for_mana_means_a_t_ability_untap_abilities_are_not_replaced():
    """"To 'tap [a permanent] for mana' is to activate a mana ability of that permanent that
    includes the {T} symbol in its activation cost." A {Q} ability isn't doubled."""
    reflection = {"id": "reflection", "controller": "A", "types": ["enchantment"],
                  "abilities": [{"kind": "mana_replacement", "sources": {"controller": "you"}, "multiply": 2}]}
    rock = {"id": "rock", "controller": "A", "types": ["artifact"], "tapped": True,
            "mana_abilities": [{"cost": "{Q}", "produce": ["{C}"]}]}
    assert status(make([creature("x"), rock, reflection], [TAX2]), {"x": "B"}) == "illegal"


def test_x_of_a_copied_permanent_is_zero():
    """"...the value of X for that permanent is 0." A token copy's mana cost has X = 0 (707.9)."""
    b = make([{"id": "orig", "controller": "A", "types": ["artifact"], "mana_cost": "{X}{R}"},
              {"id": "copy", "copy_of": "orig", "controller": "A", "token": True}])
    assert b.resolved.permanents["copy"].mana_cost == "{R}"


def test_library_reflecting_pool_and_exotic_orchard_could_produce():
    """The card library reads "one mana of any type that a land you control could produce"
    (Reflecting Pool) and "... any color that a land an opponent controls could produce"
    (Exotic Orchard) as "could produce" abilities, not as "any color"."""
    pool = make([{"id": "pool", "card": "Reflecting Pool", "controller": "A"}, land("wastes", ["{C}"])])
    (sym, opts), = pool.resolved.permanents["pool"].mana_abilities
    assert [str(o) for o in opts] == ["{C}"]
    orchard = make([{"id": "orchard", "card": "Exotic Orchard", "controller": "A"},
                    land("island", ["{U}"], controller="B"), land("wastes", ["{C}"], controller="B")])
    (sym, opts), = orchard.resolved.permanents["orchard"].mana_abilities
    assert [str(o) for o in opts] == ["{U}"]


def test_x_of_an_etb_ability_is_the_x_paid_for_the_spell_but_the_permanents_x_is_0():
    """"If an object's enters-the-battlefield triggered ability or replacement effect refers to
    X, and the spell that became that object as it resolved had a value of X chosen for any of
    its costs, the value of X for that ability is the same as the value of X for that spell,
    although the value of X for that permanent is 0." An attack tax set up as it entered
    ("creatures can't attack you unless their controller pays {X}") uses the spell's X; the
    permanent's own mana cost counts X as 0, and a copy of it has no paid X (707.9)."""
    wall = {"id": "wall", "controller": "B", "types": ["enchantment"], "mana_cost": "{X}{W}", "x_paid": 3,
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{X}", "x": "paid"}]}
    lands = [land(f"l{i}", ["{G}"]) for i in range(2)]
    b = make([creature("x"), wall, *lands])
    r = b.check({"attacks": {"x": "B"}})
    assert r.cost["mana"] == "{3}" and r.status == "illegal"
    from attackcheck.models.mana import ManaCost
    assert ManaCost.parse(b.resolved.permanents["wall"].mana_cost).with_x(0).mana_value() == 1
    copy = make([creature("x"), wall, {"id": "copy", "copy_of": "wall", "controller": "C"}, *lands],
                players=("A", "B", "C"))
    assert copy.check({"attacks": {"x": "C"}}).cost["mana"] == "{0}"
