"""A spell's own casting restrictions (rule 601.3: a player can begin to cast a spell only if no
rule or effect prohibits it): "Cast this spell only during the declare attackers step and only
if you've been attacked this step." (``ir.CastOnly``). They hold however the spell is cast,
from any zone and as an effect instructs (608.2g lifts only the timing of card types)."""
from __future__ import annotations

from mtgrules.engine.objects import seat_name
from mtgrules.engine.steps import Step
from mtgrules.ir import CastCountLimit, CastOnly, CastSharingTopCardType, Filter, StaticAbility


def why_not(game, card, player: int) -> tuple[str, str] | None:
    """None if ``card``'s own restrictions let ``player`` cast it now, else (rule, reason)."""
    for ability in card.abilities:
        if type(ability) is StaticAbility and type(ability.effect) is CastOnly \
                and not _allowed(game, ability.effect, player):
            return "601.3", f"{card.name}: {ability.effect.text}"
    return None


def why_not_count(game, card, player: int) -> tuple[str, str] | None:
    """(rule, reason) if a "can't cast more than one spell each turn" ability (``CastCountLimit``)
    forbids ``player`` to cast a spell of ``card`` now (101.2, 601.3), an effect says they can't
    cast spells ("Target player can't cast spells this turn.", 101.2), or "Spells that share a
    card type with the top card of a library can't be cast" (``CastSharingTopCardType``), else
    None."""
    from mtgrules.engine import player_rules
    from mtgrules.engine.spells_cast import cast_this_turn, spell_matches
    from mtgrules.engine.conditions import holds
    if player_rules.LASTING in game.marks and player_rules.has_rule(game, player, "cant_cast_spells"):
        return "101.2", f"player {seat_name(player)} can't cast spells (an effect, 611.2a)"
    for controller, limit, source in player_rules.rules_of(game, CastCountLimit):
        if player_rules.about(limit, controller, player) \
                and (limit.filter is None or spell_matches(limit.filter, card)) \
                and cast_this_turn(game, player, limit.filter or _ANY) >= limit.count \
                and (limit.condition is None or holds(game, game.chars_table(), source, controller,
                                                      limit.condition)):  # 611.3a
            return "601.3", f"{game.name(source)}: {limit.text}"
    for _, lock, source in player_rules.rules_of(game, CastSharingTopCardType):
        for p in game.players:  # 205.2a: a card type of the top card of any library
            top = game.objects[p.library[0]].card if p.library else None
            if top is not None and not top.types.isdisjoint(card.types):
                return "601.3", (f"{game.name(source)}: {lock.text} (the top card of player {p.name}'s "
                                 f"library is {top.name})")
    return None


_ANY = Filter()


def _allowed(game, limit: CastOnly, player: int) -> bool:
    step, theirs = game.step, game.active != player
    window = limit.window
    if window == "declare_attackers" and step is not Step.DECLARE_ATTACKERS:
        return False
    if window == "combat_before_blockers" and step not in (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS):
        return False
    if window == "opponent_upkeep" and not (theirs and step is Step.UPKEEP):
        return False
    if window == "opponent_turn_after_upkeep" and not (theirs and step > Step.UPKEEP):
        return False
    if limit.attacked and not _attacked(game, player):
        return False
    if limit.condition is not None:
        from mtgrules.engine.conditions import holds_for
        return holds_for(game, player, -1, limit.condition)
    return True


def _attacked(game, player: int) -> bool:
    """Whether a creature is attacking ``player`` or a planeswalker they control: they are a
    defending player of this combat (506.2, 802.2a)."""
    combat = game.combat
    return combat is not None and any(combat.attackers.get(a) is not None and seat == player
                                      for a, seat in combat.defending.items())
