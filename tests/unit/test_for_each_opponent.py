""""For each opponent, <instruction>" in games of three players (rules 608.2c, 608.2f, 601.2c,
608.2b): targets chosen once per opponent among what that opponent controls, the instruction
done for each opponent in APNAP order, an illegal target affecting only its own opponent."""
from __future__ import annotations

from inline_cards import CUSTOM, custom
from test_multiplayer import Table

from mtgrules.engine import actions as a
from mtgrules.engine.objects import Zone
from mtgrules.engine.targets import NO_TARGET

_RED = ["Mountain"] * 5


def _cast(t: Table, label: str, *targets: int) -> None:
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t[label]))
    for target in targets:
        t.do(a.ChooseTarget(target))
    if g.pending.kind == "pay":
        t.do(a.PayCost())


def _resolve(t: Table) -> None:
    while t.game.stack:
        t.do(a.PassPriority())


def _offered_targets(t: Table) -> set[int]:
    return {x.target for x in t.game.legal_actions() if isinstance(x, a.ChooseTarget)}


def test_each_opponents_target_is_chosen_among_what_that_opponent_controls() -> None:
    """Rule 601.2c: Mass Mutiny has one target per opponent, "that player" being B, then C."""
    t = Table([_RED, ["Grizzly Bears", "Forest"], ["Hill Giant"]], [["Mass Mutiny"], [], []])
    t.pass_until("priority")
    t.do(a.CastSpell(t["A:Mass Mutiny"]))
    assert _offered_targets(t) == {t["B:Grizzly Bears"], NO_TARGET}
    t.do(a.ChooseTarget(t["B:Grizzly Bears"]))
    assert _offered_targets(t) == {t["C:Hill Giant"], NO_TARGET}
    t.do(a.ChooseTarget(t["C:Hill Giant"]))
    if t.game.pending.kind == "pay":
        t.do(a.PayCost())
    _resolve(t)
    g = t.game
    for label in ("B:Grizzly Bears", "C:Hill Giant"):
        assert g.chars(t[label]).controller == 0
        assert any(k.name == "haste" for k in g.chars(t[label]).keywords)
    assert "608.2c: Mass Mutiny: for each opponent (players B, C, in APNAP order, 608.2f)" in t.texts()


def test_up_to_one_target_lets_an_opponent_have_none() -> None:
    """Rule 601.2c: "up to one target" of B's left unchosen; C's creature is still taken."""
    t = Table([_RED, ["Grizzly Bears"], ["Hill Giant"]], [["Mass Mutiny"], [], []])
    _cast(t, "A:Mass Mutiny", NO_TARGET, t["C:Hill Giant"])
    _resolve(t)
    g = t.game
    assert g.chars(t["B:Grizzly Bears"]).controller == 1
    assert g.chars(t["C:Hill Giant"]).controller == 0


def test_an_illegal_target_affects_only_its_own_opponent() -> None:
    """Rule 608.2b: B's target has left the battlefield as the spell resolves; C's is still
    gained (each opponent's target is its own)."""
    t = Table([_RED, ["Grizzly Bears"], ["Hill Giant"]], [["Mass Mutiny"], [], []])
    _cast(t, "A:Mass Mutiny", t["B:Grizzly Bears"], t["C:Hill Giant"])
    t.game.move(t["B:Grizzly Bears"], Zone.GRAVEYARD)
    _resolve(t)
    assert t.game.chars(t["C:Hill Giant"]).controller == 0


def test_a_required_target_for_each_opponent_must_be_chosen() -> None:
    """Rule 601.2c: Blatant Thievery's "target permanent that player controls" is required for
    each opponent: with C controlling no permanent, it can't be cast."""
    islands = ["Island"] * 7
    t = Table([islands, ["Grizzly Bears"], []], [["Blatant Thievery"], [], []])
    t.pass_until("priority")
    assert not any(isinstance(x, a.CastSpell) and x.card == t["A:Blatant Thievery"]
                   for x in t.game.legal_actions())


def test_tokens_for_each_opponent_attack_that_opponent() -> None:
    """Rules 608.2c, 508.1d: Furygale Flocking creates two Elementals for each opponent, which
    attack that opponent this turn if able; the tokens of both opponents enter at once
    (608.2f): "whenever one or more creatures you control enter" triggers once (603.2c)."""
    custom("Batch Counter", "Whenever one or more creatures you control enter, you gain 1 life.")
    t = Table([["Mountain"] * 10 + ["Batch Counter"], [], []], [["Furygale Flocking"], [], []])
    g = t.game
    _cast(t, "A:Furygale Flocking")
    _resolve(t)
    from mtgrules.engine.restrictions import must_attack_player
    tokens = [oid for oid in g.battlefield if g.objects[oid].token]
    assert sorted(must_attack_player(g, oid) for oid in tokens) == [1, 1, 2, 2]
    assert g.players[0].life == 21


def test_tokens_tapped_and_attacking_each_opponent_attack_that_player() -> None:
    """Rules 608.2c, 508.4: Stampede Surfer attacks C's planeswalker; for each opponent a Boar
    enters tapped and attacking that player, not a planeswalker: no choice is asked."""
    from mtgrules.engine.objects import player_ref
    from mtgrules.engine.steps import Step
    t = Table([["Stampede Surfer"], ["Grizzly Bears"], ["Jace Beleren"]])
    g = t.game
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    t.do(a.DeclareAttacker(t["A:Stampede Surfer"], t["C:Jace Beleren"]))
    t.finish("attackers")
    while g.pending.kind != "blockers":
        assert g.pending.kind != "enters_attacking"  # only one thing each Boar may attack
        t.do(a.PassPriority())
    boars = {oid: defender for oid, defender in g.combat.attackers.items() if g.objects[oid].token}
    assert sorted(boars.values()) == sorted([player_ref(1), player_ref(2)])
    assert all(g.objects[oid].tapped for oid in boars)


def test_a_token_that_attacks_that_player_each_combat_keeps_it_when_saved() -> None:
    """Rules 111.3, 508.1d: the token created for each opponent has its own text requiring it
    to attack that player each combat; a saved game keeps it (the token's characteristics)."""
    from mtgrules.engine.game import Game
    from mtgrules.engine.restrictions import must_attack_player
    custom("Gift of Soldiers", "For each opponent, create a 1/1 white Soldier creature token that "
                               "attacks that player each combat if able.", type_line="Sorcery",
           power=None)
    t = Table([["Plains"], [], []], [["Gift of Soldiers"], [], []])
    _cast(t, "A:Gift of Soldiers")
    _resolve(t)
    t.game.custom_cards = CUSTOM  # the spell, in the graveyard, is saved with its text
    loaded = Game.from_json(t.game.to_json())
    tokens = [oid for oid in loaded.battlefield if loaded.objects[oid].token]
    assert sorted(must_attack_player(loaded, oid) for oid in tokens) == [1, 2]
