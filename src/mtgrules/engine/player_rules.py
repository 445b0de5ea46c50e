"""Static abilities about players (rules 604.1, 611.3): a ``PlayerRule`` of a permanent (or an
emblem, 114.4) applies to its controller while its condition holds (611.3a).

* 'no_max_hand_size': the player discards nothing to hand size in their cleanup step (402.2,
  514.1);
* 'hexproof': the player can't be the target of spells or abilities their opponents control
  (702.11d); 'shroud': of any spells or abilities (702.18d);
* 'cant_attack': none of the player's creatures can attack (508.1c, ``engine/combat``);
* 'top_card_revealed': the top card of the player's library is revealed (401.5,
  ``top_card_revealed``);
* 'reveals_draws': the player reveals each card they draw (701.20a, ``Game.draw_now``).

An ``AdditionalLandPlays`` lets its controller (or each player) play more lands each turn
(305.2; ``land_plays``). A ``CastCountLimit`` limits the spells players cast each turn
(``cast_limits``), a ``CombatCountLimit`` the creatures attacking or blocking each combat
(508.1c, 509.1b: ``restrictions.combat_count_limit``), a ``CastSharingTopCardType`` the spells
sharing a card type with a library's top card (601.3: ``cast_limits.why_not_count``), a
``PlayFromLibraryTop`` lets a player play the top card of a library (``engine/library_play``).
"""
from __future__ import annotations

from mtgrules.ir import (AdditionalLandPlays, CastCountLimit, CastSharingTopCardType, CombatCountLimit, PlayerRule,
                         PlayFromLibraryTop, StaticAbility)

_KINDS = (PlayerRule, AdditionalLandPlays, CastCountLimit, CombatCountLimit, CastSharingTopCardType,
          PlayFromLibraryTop)

_FOUND: list = [None, ()]  # the characteristics table last read, and its (seat, rule, source)


def _rules(game) -> tuple:
    """(seat, rule, source) of the permanents' and emblems' static abilities about players
    (``_KINDS``), found once per state of the characteristics."""
    table = game.chars_table()
    if _FOUND[0] is not table:
        _FOUND[0] = table
        found = [(c.controller, a.effect, oid) for oid, c in table.items() for a in c.abilities
                 if type(a) is StaticAbility and type(a.effect) in _KINDS]
        from mtgrules.engine.command_zone import controller, functioning
        for oid in functioning(game):  # emblems (114.4), the face-up plane (901.7), vanguards (902.7)
            seat = controller(game, oid)
            found.extend((seat, a.effect, oid) for a in game.objects[oid].card.abilities
                         if type(a) is StaticAbility and type(a.effect) in _KINDS)
        _FOUND[1] = tuple(found)
    return _FOUND[1]


#: ``game.marks`` key: (seat, kind, duration, controller) of each rule about a player that an
#: effect gives for a time (611.2a, ``effectlib/lasting_player_rules``)
LASTING = "player_rules_for"


def has_rule(game, seat: int, kind: str) -> bool:
    """Whether player ``seat`` has the rule ``kind`` now (its condition holding, 611.3a), from
    a static ability or an effect lasting for a time (611.2a)."""
    if LASTING in game.marks and any(s == seat and k == kind for s, k, _, _ in game.marks[LASTING]):
        return True
    rules = _rules(game)
    if not rules:
        return False
    from mtgrules.engine import conditions
    return any(type(rule) is PlayerRule and rule.kind == kind and about(rule, controller, seat)
               and (rule.condition is None or conditions.holds(game, game.chars_table(), source,
                                                               controller, rule.condition))
               for controller, rule, source in rules)


def rules_of(game, kind: type) -> list:
    """(seat of its controller, effect, source) of each static ability about players of type
    ``kind`` now."""
    return [found for found in _rules(game) if type(found[1]) is kind]


def about(rule, controller: int, seat: int) -> bool:
    """Whether ``rule`` of a permanent ``controller`` controls is about player ``seat``."""
    if rule.who == "you":
        return seat == controller
    return rule.who == "each" or seat != controller


#: ``game.marks`` key: the seats of players who can't gain life for the rest of the game
NO_LIFE_GAIN = "no_life_gain"


def cant_gain_life(game, seat: int) -> bool:
    """Rule 119.7: whether an effect says player ``seat`` can't gain life now: a static ability
    ("Your opponents can't gain life."), an effect of this turn ("Players can't gain life this
    turn.") or for the rest of the game."""
    return seat in game.turn_state.no_life_gain or seat in game.marks.get(NO_LIFE_GAIN, ()) \
        or has_rule(game, seat, "cant_gain_life")


def why_untargetable(game, seat: int, controller: int) -> tuple[str, str] | None:
    """(rule, reason) if player ``seat`` can't be the target of a spell or ability controlled
    by ``controller`` (702.18d shroud, 702.11d hexproof); None if they can."""
    if not _rules(game) and LASTING not in game.marks:
        return None
    if has_rule(game, seat, "shroud"):
        return "702.18d", "that player has shroud"
    if controller != seat and has_rule(game, seat, "hexproof"):
        return "702.11d", "that player has hexproof"
    return None


def top_card_revealed(game, seat: int) -> int | None:
    """Rules 401.5, 701.18c: the id of the top card of player ``seat``'s library if they play
    with it revealed ("Play with the top card of your library revealed."), else None. While a
    spell is being cast or an ability activated, a new top card isn't revealed until that ends
    (401.5): none is given then."""
    library = game.players[seat].library
    if not library or game.casting is not None or not _rules(game) and LASTING not in game.marks:
        return None
    return library[0] if has_rule(game, seat, "top_card_revealed") else None


def land_plays(game, seat: int) -> int | float:
    """Rule 305.2: how many lands player ``seat`` can play this turn: one, plus what static
    abilities ("You may play an additional land on each of your turns") and effects of this
    turn ("You may play an additional land this turn") add; infinity with "You may play any
    number of lands on each of your turns"."""
    extra = game.turn_state.extra_lands.count(seat)
    for who, rule, _ in _rules(game):
        if type(rule) is AdditionalLandPlays and (who == seat or rule.each_player):
            if rule.count is None:
                return float("inf")
            extra += rule.count
    return 1 + extra
