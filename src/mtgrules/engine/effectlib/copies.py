"""Copy effects (rule 707, layer 1a): "You may have this creature enter as a copy of any
creature on the battlefield." (Clone).

That ability is a replacement effect applied as the permanent enters (614.1c): as its spell
resolves, its controller chooses whether to use it (yes/no) and then which creature to copy
(``as_enters_choices`` puts the choice into the resolution; the answer is kept on the spell,
``StackObject.enters_as_copy``). The copiable values of the chosen creature are taken at that
moment (707.2: its printed values as modified by other copy effects and its face-down status,
without counters or other effects), and ``replacement.enters_with`` makes them the new
permanent's copiable values through a copy effect that lasts as long as it is on the
battlefield, so nothing sees it enter as anything else.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler
from mtgrules.engine.effects import effect


def as_enters_choices(card: m.CardDef) -> list:
    """The "enter as a copy" choices of a permanent spell, as resolution steps."""
    return [(a.effect, 0) for a in card.abilities
            if type(a) is m.StaticAbility and type(a.effect) is m.EntersAsCopy]


def _candidates(game, flt: m.Filter) -> list[int]:
    table = game.chars_table()
    return [oid for oid in game.battlefield if flt.accepts(table[oid].types, table[oid].colors,
                                                           table[oid].subtypes)]


@effect(m.EntersAsCopy)
def _ask(game, res, e: m.EntersAsCopy, offset) -> bool:
    if not _candidates(game, e.filter):
        return True
    game.ask("enter_as_copy", res.item.controller,
             f"{res.item.card.name}: have it enter as a copy of a permanent on the battlefield?")
    return False


def _yes_no_legal(game, decision) -> list:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _yes_no_perform(game, decision, action: ChooseYesNo) -> None:
    res = game.resolving
    if not action.yes:
        res.queue.pop(0)
        game.event("614.1c", f"{res.item.card.name} will not enter as a copy")
        return
    game.ask("copy_source", decision.player, f"choose what {res.item.card.name} enters as a copy of")


def _source_legal(game, decision) -> list:
    e = game.resolving.queue[0][0]
    return [ChooseObject(oid, game.name(oid)) for oid in _candidates(game, e.filter)]


def _source_perform(game, decision, action: ChooseObject) -> None:
    res = game.resolving
    res.queue.pop(0)
    res.item.enters_as_copy = game.chars(action.object).copiable  # 707.2: taken now
    game.event("614.1c", f"{res.item.card.name} will enter as a copy of {game.name(action.object)}")


handler("enter_as_copy", _yes_no_legal, _yes_no_perform)
handler("copy_source", _source_legal, _source_perform)


def enter_as_copy(game, oid: int, copiable: m.CardDef) -> None:
    """The permanent ``oid`` enters with the copiable values ``copiable`` (layer 1a)."""
    layers.begin_effect(game, (oid,), m.Change(copy=copiable), oid, layers.PERMANENT)
    game.event("707.2", f"{game.objects[oid].card.name} enters as a copy of {copiable.name or 'a face-down permanent'}")
