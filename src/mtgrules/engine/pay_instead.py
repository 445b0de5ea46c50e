"""Paying part of a spell's total cost otherwise than with mana (601.2h): convoke (702.51a: tap
an untapped creature you control for one mana of one of its colors or one generic mana),
improvise (702.126a: tap an untapped artifact you control for one generic mana) and delve
(702.66a: exile a card from your graveyard for one generic mana). They apply once the total
cost is determined and locked in (702.51b, 702.126b, 702.66b; 601.2f).

While paying, each object that could still pay a part is offered (``ChooseObject``) when the
rest of the cost stays payable with mana and the other helpers; the part it pays (a color, or
"1" for generic mana) is the first that keeps it so, colored before generic. What was chosen
is kept with the cast in progress (``Casting.instead``: (object, part, way)) and tapped or
exiled as the cost is paid. A helper that is also a mana source counts, for the question
whether a spell can be paid at all, only as a mana source (which pays at least as much).
"""
from __future__ import annotations

from mtgrules.engine import mana
from mtgrules.engine.objects import Zone, seat_name

_KINDS = ("convoke", "improvise", "delve")
_RULE = {"convoke": "702.51a", "improvise": "702.126a", "delve": "702.66a"}
_GENERIC = frozenset()


def kinds(card) -> tuple[str, ...]:
    """The ways ``card``'s keywords let its total cost be paid otherwise than with mana."""
    if not card.keywords:
        return ()
    return tuple(k for k in _KINDS if any(inst.name == k for inst in card.keywords))


def helpers(game, player: int, ways: tuple, taken=()) -> list[tuple[int, str, frozenset]]:
    """(object, way, what it pays: colors, or none for generic only) of every object that could
    pay a part of the cost, apart from those ``taken``."""
    out = []
    table = game.chars_table()
    objects = game.objects
    for way in ways:
        if way == "delve":
            out.extend((oid, way, _GENERIC) for oid in game.players[player].graveyard
                       if oid not in taken)
            continue
        wanted = "Creature" if way == "convoke" else "Artifact"
        for oid in game.battlefield:
            chars = table[oid]
            if oid in taken or objects[oid].tapped or chars.controller != player \
                    or wanted not in chars.types:
                continue
            out.append((oid, way, frozenset(chars.colors) if way == "convoke" else _GENERIC))
    seen: dict[int, tuple] = {}
    for entry in out:  # an artifact creature with convoke and improvise: its best use
        if entry[0] not in seen or entry[2]:
            seen[entry[0]] = entry
    return list(seen.values())


def rest(req: mana.Requirement, instead: tuple) -> mana.Requirement:
    """What is left of ``req`` once the parts ``instead`` pays are taken off."""
    if not instead:
        return req
    colored = list(req.colored)
    hybrid = list(req.hybrid)
    phyrexian = list(req.phyrexian)
    generic = req.generic
    for _oid, part, _way in instead:
        if part == "1":
            generic -= 1
        elif part in colored:
            colored.remove(part)
        elif part in phyrexian:  # a colored mana symbol too (107.4f)
            phyrexian.remove(part)
        else:  # a hybrid symbol with that color (107.4e), paid with that half
            hybrid.remove(next(h for h in hybrid if part in h))
    return mana.Requirement(colored, generic, hybrid, phyrexian)


def payable(game, player: int, req: mana.Requirement, available: list, exclude=None,
            used=()) -> bool:
    """Whether ``req`` can be paid with mana and the ``available`` helpers (none of ``used``
    pays mana then: a permanent tapped for convoke can't also tap for mana)."""
    sources = [s for s in mana.mana_sources(game, player, exclude) if s.oid not in used]
    if mana.find_payment(game, player, req, exclude, sources) is not None:
        return True
    if not available:
        return False
    taken = {s.oid for s in sources}
    extra = [mana.Source(oid, -1, (colors,)) for oid, _way, colors in available if oid not in taken]
    return mana.payable_with(game, player, req, sources + extra)


def part_for(game, player: int, req: mana.Requirement, choice: tuple, others: list,
             exclude=None, used=()) -> str | None:
    """The part of ``req`` that helper ``choice`` pays so that the rest stays payable with mana
    and ``others`` (a color it has, else generic mana), or None if there is none."""
    oid, way, colors = choice
    options = [c for c in "WUBRG" if c in colors and (c in req.colored or c in req.phyrexian or any(
        c in h for h in req.hybrid))] + (["1"] if req.generic else [])
    for part in options:
        if payable(game, player, rest(req, ((oid, part, way),)), others, exclude, tuple(used) + (oid,)):
            return part
    return None


def pay(game, player: int, instead: tuple, name: str) -> None:
    """Rule 601.2h: tap the creatures and artifacts chosen (701.26a), exile the cards chosen."""
    from mtgrules.engine.abilities import pay_tap
    who = f"player {seat_name(player)}"
    for oid, part, way in instead:
        paid = "one generic mana" if part == "1" else "{" + part + "}"
        if way == "delve":
            game.event("702.66a", f"{who} exiles {game.name(oid)} from their graveyard to pay "
                                  f"{paid} of the cost of {name} (delve)")
            game.move(oid, Zone.EXILE)
        else:
            game.event(_RULE[way], f"{who} taps {game.name(oid)} to pay {paid} of the cost of "
                                   f"{name} ({way})")
            pay_tap(game, oid)
