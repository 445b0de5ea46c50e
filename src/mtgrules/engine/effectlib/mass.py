"""Finding every permanent an effect such as "creatures you control get +1/+1 until end of turn"
or "destroy all creatures" applies to (``ir.EachPermanent``).

Rule 611.2c: a continuous effect from a resolving spell or ability that modifies
characteristics affects only the objects determined as it begins; the set is locked in then.
Rule 701.8: "destroy all ..." destroys them all at the same time, with no state-based actions
checked between.
"""
from __future__ import annotations

from mtgrules.engine.targets import card_matches, permanent_matches


def each_permanent(game, item, flt, player: int) -> list[int]:
    """The ids of the permanents now matching ``flt``, "you" being ``player`` (the resolving
    object's controller unless the text names another, "creatures target player controls")
    and "other" relative to its source (rule 109.5)."""
    controller = player
    source = item.source
    if flt.zone == "graveyard":  # "all creature cards from all graveyards / your graveyard"
        return each_card_in_graveyards(game, item, flt, player)
    return [oid for oid in list(game.battlefield)
            if permanent_matches(game, oid, flt, controller, source)]


def sharing_a_name(game, res, target: int, group: list[int]) -> list[int]:
    """Rule 201.2: of ``group``, the permanents with the name of the resolving object's target
    at position ``target`` ("target creature and all other creatures with the same name as that
    creature": the target among them); none if that target is no longer legal (608.2b) or has
    no name (a face-down permanent, 708.2)."""
    if target >= len(res.item.targets) or not res.legal[target]:
        return []
    named = res.item.targets[target]
    name = game.chars(named).name if named in game.battlefield else ""
    return [oid for oid in group if name and game.chars(oid).name == name]


def each_card_in_graveyards(game, item, flt, player: int) -> list[int]:
    """The cards now in a graveyard matching ``flt`` (in ``player``'s own if it says "your
    graveyard"), in APNAP order of their owners (101.4)."""
    seats = [player] if flt.owner_you else game.apnap()
    return [oid for seat in seats for oid in list(game.players[seat].graveyard)
            if card_matches(game, game.objects[oid], flt, player, item.source)]
