"""Copying a spell (rule 707.10): the copy's choices, new targets through ``legal_actions()``
(707.10c), its state carried by ``copy()`` and JSON, and the compiled copy effects."""
from __future__ import annotations

import pytest

from mtgrules import IllegalAction
from mtgrules import ir as m
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import player_ref

from inline_cards import card
from positions import Pos
from positions import apply_built


def _copy_target_decision() -> Pos:
    """A has cast Shock at B, then Twincast on it; Twincast resolves and A is asked whether
    to keep the copy's target."""
    pos = Pos(["Mountain", "Island", "Island", "Grizzly Bears"], ["Craw Wurm"],
              a_hand=["Shock", "Twincast"])
    g = pos.game
    apply_built(g, a.CastSpell(pos["Shock"]))
    apply_built(g, a.ChooseTarget(player_ref(1)))
    apply_built(g, a.PayCost())
    apply_built(g, a.CastSpell(pos["Twincast"]))  # its only target, Shock, is chosen by itself
    apply_built(g, a.PayCost())
    apply_built(g, a.PassPriority())
    apply_built(g, a.PassPriority())
    assert g.pending.kind == "copy_target"
    return pos


def test_new_targets_offered_and_refused() -> None:
    """Rule 707.10c: keep the target (first) or choose any legal one; anything else is refused
    naming the rule, and the game is unchanged."""
    pos = _copy_target_decision()
    g = pos.game
    legal = g.legal_actions()
    assert legal[0].target == player_ref(1)
    assert {x.target for x in legal[1:]} == {
        player_ref(0), pos["Grizzly Bears"], pos["Craw Wurm"]}
    before = g.to_json()
    with pytest.raises(IllegalAction) as refused:
        apply_built(g, a.ChooseTarget(pos["Mountain"]))
    assert str(refused.value).startswith("115.1")
    assert g.to_json() == before


def test_copy_and_json_carry_the_choice() -> None:
    """The decision is data: a copy and a saved game go on the same way (707.10)."""
    pos = _copy_target_decision()
    g = pos.game
    before = g.to_json()
    for other in (g.copy(), Game.from_json(g.to_json())):
        apply_built(other, a.ChooseTarget(pos["Craw Wurm"]))
        copy_id = other.stack[-1]
        assert other.objects[copy_id].is_copy and other.objects[copy_id].targets == (pos["Craw Wurm"],)
        assert Game.from_json(other.to_json()).objects[copy_id].is_copy
        while other.stack:
            apply_built(other, a.PassPriority())
        assert other.objects[pos["Craw Wurm"]].damage == 2
        assert other.players[1].life == 18
        # the copy ceased to exist as it left the stack (707.10a): no third card in a graveyard
        assert sorted(other.objects[o].card.name for o in other.players[0].graveyard) == ["Shock", "Twincast"]
        assert copy_id not in other.objects
    assert g.to_json() == before and g.pending.kind == "copy_target"


def test_compiled_copy_effects() -> None:
    twincast = card("Twincast").spell.modes[0]
    assert twincast.effects == (m.CopySpell(m.TargetRef(0), new_targets=True),)
    spec = twincast.targets[0]
    assert spec.objects.zone == "stack" and spec.objects.spell
    assert spec.objects.types == frozenset({"Instant", "Sorcery"})
    drafna = card("Drafna, Founder of Lat-Nam").abilities[1].mode
    assert drafna.effects == (m.CopySpell(m.TargetRef(0)),)  # no new targets for it
