"""Copy effects (rule 707, layer 1a): "You may have this creature enter as a copy of any
creature on the battlefield." (Clone).

That ability is a replacement effect on the permanent entering (614.1c), whatever route it
enters by: its spell resolving, an effect returning it from a graveyard or from exile
(``replacement.enters_with``). It is a copy effect, so it is applied before the other
replacement effects on that event (616.1c), and its controller chooses through
``legal_actions()`` whether to apply it (``ChooseReplacement``, "you may") and which creature to
copy (``ChooseObject``). The copiable values of the chosen creature are taken at that moment
(707.2: its printed values as modified by other copy effects and its face-down status, without
counters or other effects) and become the new permanent's through a copy effect that lasts as
long as it is on the battlefield, so nothing sees it enter as anything else, and the
replacement effects of what it copies ("enters tapped", "enters with counters") then apply to it
(614.12).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers
from mtgrules.engine.game_events import EnterEvent
from mtgrules.engine.replacement import COPY, applier


def _copyable(game, e: m.EntersAsCopy, event: EnterEvent, holder: int) -> list[int]:
    """The permanents ``holder`` may enter as a copy of: those matching the filter, other than
    itself (it is not on the battlefield yet as it enters)."""
    table = game.chars_table()
    flt = e.filter
    return [oid for oid in game.battlefield if oid != holder
            and flt.accepts(table[oid].types, table[oid].colors, table[oid].subtypes)]


def _own_with_something_to_copy(game, e: m.EntersAsCopy, event: EnterEvent, holder: int) -> bool:
    return event.oid == holder and bool(_copyable(game, e, event, holder))


@applier(m.EntersAsCopy, EnterEvent, applies=_own_with_something_to_copy, tier=COPY,
         optional=True, options=_copyable)
def _enter_as_copy(game, e: m.EntersAsCopy, event: EnterEvent, holder: int, chosen: int):
    enter_as_copy(game, holder, game.chars(chosen).copiable)  # 707.2: the values taken now
    return event


def enter_as_copy(game, oid: int, copiable: m.CardDef) -> None:
    """The permanent ``oid`` enters with the copiable values ``copiable`` (layer 1a)."""
    layers.begin_effect(game, (oid,), m.Change(copy=copiable), oid, layers.PERMANENT)
    game.event("707.2", f"{game.objects[oid].card.name} enters as a copy of {copiable.name or 'a face-down permanent'}")
