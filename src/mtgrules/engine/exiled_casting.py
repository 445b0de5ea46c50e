"""Exiling a card from a hand by a keyword's special action, and casting it from exile on a
later turn: foretell (702.143) and plot (702.170); and casting a warped card (702.185).

702.143a-b: any time a player has priority during their turn, they may pay {2} and exile a card
with foretell from their hand face down, a special action (116.2h); they may cast it after the
current turn has ended by paying its foretell cost rather than its mana cost (an alternative
cost, 601.2b, 601.2f-h). 702.170a-b, 702.170d: any time a player has priority during their main
phase while the stack is empty, they may pay a card's plot cost and exile it from their hand, a
special action (116.2k); it becomes a plotted card, which its owner may cast from exile without
paying its mana cost during their main phase while the stack is empty, during any turn after
the turn in which it became plotted.

``legal_actions()`` offers the special action as ``ExileFromHand(card, by="foretell" | "plot")``
and the cast as ``CastSpell(card, alternative="foretell" | "plot")``; the spell records the way
(``StackObject.cast_by``). The exiled cards are kept in ``game.marks`` (copied and saved
with the game) as (card id, turn it was exiled) pairs under the way's name; a card that leaves
exile is a new object (400.7), and its entry is dropped as it is cast. A foretold card is face
down in exile (702.143a): the log doesn't name it until it is cast.

702.185a-b: a card exiled by warp's delayed triggered ability (``mark_warped``) is a warped
card, which its owner may cast after the current turn has ended, for as long as it remains
exiled, paying its mana cost, its timing unchanged: ``CastSpell(card, alternative="warped")``.
"""
from __future__ import annotations

from typing import NamedTuple

from mtgrules.ir import EMPTY
from mtgrules.engine.objects import Zone, seat_name

FORETELL, PLOT, WARPED = "foretell", "plot", "warped"
_FORETELL_COST = "{2}"


class Way(NamedTuple):
    """One keyword's way: the rule of its special action (``action_rule``), of the keyword
    (``rule``), and of casting the exiled card (``cast_rule``); whether the special action and
    the cast need a main phase with an empty stack (``sorcery``: plot) or only the player's own
    turn (foretell); whether the card is exiled face down."""

    action_rule: str
    rule: str
    cast_rule: str
    sorcery: bool
    face_down: bool


WAYS = {
    FORETELL: Way("116.2h", "702.143a", "702.143a", False, True),
    PLOT: Way("116.2k", "702.170a", "702.170d", True, False),
    # exiled by warp's delayed triggered ability, not by a special action (702.185a-b)
    WARPED: Way("", "702.185a", "702.185a", False, False),
}
_ADJECTIVE = {FORETELL: "foretold", PLOT: "plotted", WARPED: "warped"}


def _keyword_param(card, way: str) -> str | None:
    for inst in card.keywords:
        if inst.name == way:
            return inst.param
    return None


def action_cost(card, way: str):
    """The mana paid to exile ``card`` by ``way``'s special action: {2} for foretell
    (702.143a), the plot cost (702.170a); None if the card hasn't the keyword."""
    from mtgrules.ir.mana_cost import parse_mana_cost
    param = _keyword_param(card, way)
    if param is None:
        return None
    return parse_mana_cost(_FORETELL_COST if way == FORETELL else param)


def cast_cost(card, way: str):
    """The mana paid to cast the exiled ``card`` by ``way``: its foretell cost (702.143a),
    nothing for a plotted card (702.170d, 118.9), its mana cost for a warped card (702.185a);
    None if it has no foretell cost."""
    if way == PLOT:
        return EMPTY
    if way == WARPED:
        return card.mana_cost
    return card.keyword_cost(FORETELL)


def _timing(game, player: int, way: str) -> str | None:
    """Why ``player`` can't take ``way``'s action or cast by it now, for its timing."""
    if game.active != player:
        return f"only during {'their main phase' if WAYS[way].sorcery else 'their own turn'}"
    if WAYS[way].sorcery and (not game.step.is_main or game.stack):
        return "only during their main phase while the stack is empty"
    return None


def why_cannot_exile(game, player: int, oid: int, way: str) -> tuple[str, str] | None:
    """Why ``player`` can't exile card ``oid`` from their hand by ``way``'s special action now
    (116.2h, 116.2k), as (rule, reason), or None."""
    from mtgrules.engine import mana, suspended
    if way == suspended.ALTERNATIVE:
        return suspended.why_cannot_suspend(game, player, oid)
    rule = WAYS[way].action_rule if way in WAYS else ""
    rule = rule or "116.2"  # a warped card is exiled by no special action (702.185a)
    obj = game.objects.get(oid)
    if way not in WAYS or obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return rule, f"{game.name(oid)} is not a card in player {seat_name(player)}'s hand to {way or 'exile'}"
    cost = action_cost(obj.card, way)
    if cost is None or not WAYS[way].action_rule or obj.card.unsupported:
        return WAYS[way].rule, f"{obj.card.name} has no {way}"
    late = _timing(game, player, way)
    if late:
        return rule, f"player {seat_name(player)} may {way} a card {late}"
    if mana.find_payment(game, player, mana.Requirement.of([cost])) is None:
        return "601.2h", f"player {seat_name(player)} can't pay {cost} to {way} {obj.card.name}"
    return None


def exile_from_hand(game, player: int, oid: int, way: str) -> None:
    """Rules 116.2h, 116.2k: pay the cost and exile the card (face down for foretell,
    702.143a); it is foretold or plotted from now on (702.143c, 702.170a). Suspend's special
    action is ``suspended.suspend`` (116.2f)."""
    from mtgrules.engine import mana, suspended
    if way == suspended.ALTERNATIVE:
        suspended.suspend(game, player, oid)
        return
    card = game.objects[oid].card
    cost = action_cost(card, way)
    mana.execute_payment(game, player, mana.find_payment(game, player, mana.Requirement.of([cost])))
    what = "a card from their hand face down" if WAYS[way].face_down else f"{card.name} from their hand"
    game.event(WAYS[way].rule, f"player {seat_name(player)} pays {cost} and exiles {what} "
                               f"({way}, a special action, {WAYS[way].action_rule})")
    new = game.move(oid, Zone.EXILE)
    if new is not None and new in game.objects:
        game.marks[way] = game.marks.get(way, frozenset()) | {(new, game.turn)}


def mark_warped(game, oid: int) -> None:
    """The card ``oid`` was exiled by warp's delayed triggered ability this turn (702.185b)."""
    game.marks[WARPED] = game.marks.get(WARPED, frozenset()) | {(oid, game.turn)}


def _exiled_turn(game, oid: int, way: str) -> int | None:
    for held, turn in game.marks.get(way, ()):
        if held == oid:
            return turn
    return None


def castable(game, player: int) -> tuple[tuple[int, str], ...]:
    """(card, way) for each foretold, plotted or warped card ``player`` owns in exile, in exile
    order."""
    marks = game.marks
    if not marks or (FORETELL not in marks and PLOT not in marks and WARPED not in marks):
        return ()
    exile = game.players[player].exile
    return tuple((oid, way) for way in WAYS for oid, _ in sorted(marks.get(way, ()))
                 if oid in exile)


def why_not(game, player: int, obj, way: str) -> tuple[str, str] | None:
    """Why the card ``obj`` can't be cast from exile by ``way`` now (702.143a, 702.170d)."""
    rule = WAYS[way].cast_rule
    name = game.name(obj.id) if obj is not None else "that card"
    if obj is None or obj.zone is not Zone.EXILE or obj.owner != player:
        return rule, f"{name} is not a card player {seat_name(player)} owns in exile"
    turn = _exiled_turn(game, obj.id, way)
    if turn is None:
        return rule, f"{obj.card.name} is not {_ADJECTIVE[way]}"
    if turn >= game.turn:
        return rule, f"{obj.card.name} can be cast this way only after the turn it was exiled has ended"
    if way == FORETELL and cast_cost(obj.card, way) is None:
        return rule, f"{obj.card.name} has no foretell cost"
    if way == PLOT:
        late = _timing(game, player, way)
        if late:
            return rule, f"a plotted card can be cast {late}"
    return None


def used(game, oid: int) -> None:
    """The card leaves exile as it is cast (400.7): it is no longer foretold, plotted or warped."""
    for way in WAYS:
        held = game.marks.get(way)
        if not held:
            continue
        rest = frozenset(entry for entry in held if entry[0] != oid)
        if rest != held:
            if rest:
                game.marks[way] = rest
            else:
                del game.marks[way]


def describe_cast(way: str) -> str:
    """How the spell was cast, for the log."""
    if way == FORETELL:
        return " from exile for its foretell cost (702.143a)"
    if way == WARPED:
        return " from exile, a warped card (702.185a)"
    return " from exile without paying its mana cost, a plotted card (702.170d)"
