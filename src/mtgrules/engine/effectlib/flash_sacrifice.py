"""Casting "as though it had flash" at a price (Mirage's flash enchantments: Armor of Thorns,
Soar): "You may cast this spell as though it had flash. If you cast it any time a sorcery
couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
beginning of the next cleanup step."

Whether a sorcery could have been cast is judged as the spell is cast (307.1: a main phase of
its caster's turn, the stack empty before it), and kept for the spell in ``game.marks`` by its
stack id; when it resolves into a permanent (608.3) that permanent gets a delayed triggered
ability (603.7a, controlled by the player who controls it then, 603.7d) triggering at the
beginning of the next cleanup step, when players then get priority and another cleanup step
follows (514.3a). The one who sacrifices it is whoever controls it as that ability resolves.
A spell countered or moved away never becomes the permanent, and nothing happens.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref

# the stack ids of spells with this ability cast any time a sorcery couldn't have been
FLASHED = "flashed_spells"


def has_it(card) -> bool:
    return any(type(a) is m.StaticAbility and type(a.effect) is m.SacrificedIfFlashed
               for a in card.abilities)


def cast(game, sid: int, card, sorcery_could: bool) -> None:
    """Rule 307.1: spell ``sid`` with this ability is being cast; mark it if a sorcery couldn't
    have been cast now."""
    if not sorcery_could and has_it(card):
        game.marks[FLASHED] = game.marks.get(FLASHED, frozenset()) | {sid}
        game.event("307.1", f"{card.name} is cast when a sorcery couldn't have been: the permanent it "
                            "becomes will be sacrificed at the beginning of the next cleanup step")


def entered(game, oid: int, sid: int, controller: int) -> None:
    """Rule 603.7a: spell ``sid`` became permanent ``oid``; if it was marked, the delayed
    triggered ability waits for the next cleanup step (marks of spells no longer on the stack
    are dropped too)."""
    marked = game.marks.get(FLASHED)
    if not marked or sid not in marked:
        return
    kept = frozenset(s for s in marked if s != sid and s in game.stack)
    if kept:
        game.marks[FLASHED] = kept
    else:
        del game.marks[FLASHED]
    from mtgrules.engine.effectlib.delayed import Waiting
    card = game.objects[oid].card
    text = "the controller of the permanent it became sacrifices it"
    game.delayed += (Waiting("cleanup", (m.ControllerSacrifices(m.Bound((oid,))),), text,
                             controller, oid, card),)
    game.event("603.7a", f"{card.name} creates a delayed triggered ability: "
                         f"{m.DELAYED_WHEN['cleanup']}, {text}")


@effect(m.ControllerSacrifices)
def _controller_sacrifices(game, res, e: m.ControllerSacrifices, offset) -> bool:
    """Rule 701.21a: the permanent's controller sacrifices it."""
    from mtgrules.engine.effectlib.sacrifice import sacrifice
    for oid in resolve_ref(game, res, e.what, offset):
        if oid >= 0 and oid in game.battlefield:
            sacrifice(game, game.chars(oid).controller, oid)
    return True
