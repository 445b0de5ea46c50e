"""Playing the top card of a library by a static ability (rules 601.3, 305.1): "You may play lands
and cast spells from the top of your library." (Future Sight), "... from the top of any player's
library." (Windriddle Palaces), "You may play lands from the top of your library." (Courser of
Kruphix). The card is played or cast as from a hand, with its usual timing and costs (a land
counts among the player's land plays, 305.2); the abilities are found with the other static
abilities about players (``engine/player_rules``), from permanents and the command zone.
"""
from __future__ import annotations

from mtgrules.ir import PlayFromLibraryTop
from mtgrules.engine import player_rules
from mtgrules.engine.spells_cast import spell_matches


def _permissions(game, seat: int) -> list:
    """The ``PlayFromLibraryTop`` abilities whose controller is ``seat``."""
    return [rule for controller, rule, _ in player_rules.rules_of(game, PlayFromLibraryTop) if controller == seat]


def _top_of(game, seat: int, rule, oid: int) -> bool:
    """Whether ``oid`` is the top card of a library ``rule`` (controlled by ``seat``) names."""
    owners = (seat,) if rule.whose == "you" else range(len(game.players))
    return any(game.players[p].library and game.players[p].library[0] == oid for p in owners)


def playable_tops(game, seat: int) -> tuple:
    """Ids of the top cards of libraries ``seat`` may play or cast now by such an ability."""
    rules = _permissions(game, seat)
    if not rules:
        return ()
    owners = {seat} if all(r.whose == "you" for r in rules) else set(range(len(game.players)))
    return tuple(game.players[p].library[0] for p in sorted(owners) if game.players[p].library)


def may_play_land(game, seat: int, oid: int) -> bool:
    """Whether ``seat`` may play the land card ``oid`` from the top of a library (305.1)."""
    return any(rule.lands and _top_of(game, seat, rule, oid) for rule in _permissions(game, seat))


def may_cast(game, seat: int, oid: int, card) -> bool:
    """Whether ``seat`` may cast ``card`` (the face cast of ``oid``) from the top of a library
    (601.3)."""
    return any(rule.spells is not None and _top_of(game, seat, rule, oid) and spell_matches(rule.spells, card)
               for rule in _permissions(game, seat))
