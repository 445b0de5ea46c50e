"""Activated abilities' costs that are not mana (rule 118, 602.1a): tapping ({T}, rule 107.5),
untapping ({Q}, 107.6), sacrificing the source, tapping other creatures with a total power
(crew, 702.122a); and summoning sickness (rule 302.6)."""
from __future__ import annotations

from mtgrules.engine import hooks
from mtgrules.engine.objects import seat_name


def summoning_sick(game, oid: int) -> bool:
    """Rule 302.6: a creature that has not been under its controller's control continuously
    since their most recent turn began."""
    perm = game.objects[oid]
    controller = game.chars(oid).controller
    return perm.control_turn >= game.players[controller].turn_started


def can_tap_for_cost(game, oid: int) -> bool:
    """Rule 302.6: a creature's {T} and {Q} abilities can't be activated while it is summoning
    sick, unless it has haste (702.10b)."""
    if not game.is_creature(oid):
        return True
    return not summoning_sick(game, oid) or hooks.ignores_summoning_sickness(game, oid)


def cost_payable_apart_from_mana(game, oid: int, cost) -> tuple[str, str] | None:
    """Why the non-mana part of ``cost`` can't be paid now, as (rule, reason), or None."""
    perm = game.objects[oid]
    if cost.tap:
        if perm.tapped:
            return "602.5b", f"{perm.card.name} is tapped, so its {{T}} cost can't be paid"
        if not can_tap_for_cost(game, oid):
            return "302.6", f"{perm.card.name} has summoning sickness"
    if cost.untap:
        if not perm.tapped:
            return "107.6", f"{perm.card.name} is untapped, so its {{Q}} cost can't be paid"
        if not can_tap_for_cost(game, oid):
            return "302.6", f"{perm.card.name} has summoning sickness"
    if cost.loyalty is not None:
        if oid in game.turn_state.loyalty_activated:
            return "606.3", f"a loyalty ability of {perm.card.name} was already activated this turn"
        if cost.loyalty < 0 and perm.counters.get("loyalty", 0) < -cost.loyalty:
            return "606.6", f"{perm.card.name} has too few loyalty counters"
    if cost.pay_life and game.players[game.controller(oid)].life < cost.pay_life:
        return "119.4", f"paying {cost.pay_life} life needs a life total at least that high"
    for kind, n in cost.remove_counters:
        if n != "X" and perm.counters.get(kind, 0) < n:  # X: as many as it has at most (118.3)
            return "118.3", f"{perm.card.name} has fewer than {n} {kind} counter(s) to remove"
    if cost.energy and game.players[game.chars(oid).controller].energy < cost.energy:
        return "107.14", f"paying {'{E}' * cost.energy} needs that many energy counters"
    if cost.crew is not None:
        controller = game.chars(oid).controller
        if sum(crew_power(game, c) for c in crew_candidates(game, oid, controller)) < cost.crew:
            return "702.122a", (f"player {seat_name(controller)}'s other untapped creatures have "
                                f"less than {cost.crew} total power to crew {perm.card.name}")
    return None


def crew_candidates(game, vehicle: int, controller: int) -> list[int]:
    """Rule 702.122a: the other untapped creatures ``controller`` controls, which may be tapped
    to crew ``vehicle``; summoning sickness doesn't matter (the cost has no {T} of theirs,
    302.6)."""
    table = game.chars_table()
    return [oid for oid in game.battlefield
            if oid != vehicle and not game.objects[oid].tapped and "Creature" in table[oid].types
            and table[oid].controller == controller]


def crew_power(game, oid: int) -> int:
    """What creature ``oid`` adds to a crew cost's total: its power, or its toughness if it
    "crews Vehicles using its toughness", plus N if it crews "as though its power were N
    greater" (702.122a)."""
    from mtgrules.ir import CrewsAs, StaticAbility
    c = game.chars(oid)
    value, plus = c.power or 0, 0
    for a in c.abilities:
        if type(a) is StaticAbility and type(a.effect) is CrewsAs:
            if a.effect.toughness:
                value = c.toughness or 0
            plus += a.effect.plus
    return value + plus


def pay_crew(game, vehicle: int, crew: tuple[int, ...]) -> None:
    """Rule 702.122a-b: tap the creatures chosen; each crews the Vehicle."""
    for oid in crew:
        pay_tap(game, oid)
        game.event("702.122b", f"{game.name(oid)} is tapped to crew {game.name(vehicle)}")


def pay_tap(game, oid: int) -> None:
    """Tap a permanent to pay a cost (rule 701.26a)."""
    from mtgrules.engine import triggers
    game.objects[oid].tapped = True
    triggers.became_tapped(game, oid)


def remove_counters(game, oid: int, kind: str, n: int, *, rule: str = "122.1", cause: str = "") -> int:
    """Remove up to ``n`` counters of ``kind`` from permanent ``oid`` (122.1); how many were.
    ``rule`` and ``cause``: what removed them, for the log ("... deals 3 damage to it", 120.3h)."""
    perm = game.objects[oid]
    before = perm.counters.get(kind, 0)
    n = min(n, before)
    if n > 0:
        perm.counters[kind] -= n
        if not perm.counters[kind]:
            del perm.counters[kind]
        game.changed()
        removed = f"{n} {kind} counter{'s' if n != 1 else ''}"
        game.event(rule, f"{cause}, removing {removed}" if cause else
                   f"{removed} {'are' if n != 1 else 'is'} removed from {game.name(oid)}")
        from mtgrules.engine import triggers
        triggers.counters_removed(game, oid, kind, before, before - n)
    return n


def pay_energy(game, player: int, n: int) -> None:
    """Rule 107.14: to pay {E}, a player removes one energy counter from themselves."""
    p = game.players[player]
    p.energy -= n
    game.event("107.14", f"player {seat_name(player)} pays {'{E}' * n} ({p.energy} energy left)")


def pay_other_costs(game, oid: int, cost, controller: int, keyword: str = "", x: int = 0) -> tuple:
    """Pay the non-mana parts of an activated ability's cost (rule 602.2b / 601.2h); ``keyword``:
    the keyword ability it stands for (discarding a card to pay a cycling cost is cycling it,
    702.29c); ``x``: the value announced for X (a [−X] loyalty cost, "Remove X storage counters",
    107.3). Returns the (kind, count) counters the source had as it was sacrificed to pay the
    cost (what the ability counts of it as it last existed, 608.2h), else ()."""
    if cost.discard_self:  # rule 701.9a: the card leaves its owner's hand
        from mtgrules.engine.effects import discard
        discard(game, controller, oid, cycled=keyword == "cycling")
    if cost.reveal_self:  # rule 701.20a: revealed until the ability leaves the stack
        game.event("701.20a", f"player {seat_name(controller)} reveals {game.name(oid)} from their hand")
    if cost.exile_self:  # rule 406.2: the card leaves its owner's graveyard
        from mtgrules.engine.objects import Zone
        game.event("406.2", f"player {seat_name(controller)} exiles {game.name(oid)} from their "
                            "graveyard to pay a cost")
        game.move(oid, Zone.EXILE)
    if cost.tap:
        pay_tap(game, oid)
    if cost.untap:
        from mtgrules.engine.untapping import untap
        untap(game, oid)  # 122.1d: a stun counter removed instead
    if cost.loyalty is not None:  # rule 606.4
        perm = game.objects[oid]
        perm.counters["loyalty"] = perm.counters.get("loyalty", 0) + cost.loyalty - (x if cost.loyalty_x else 0)
        game.turn_state.loyalty_activated |= {oid}
        game.changed()
        game.event("606.4", f"{perm.card.name}'s loyalty becomes {perm.counters['loyalty']}")
    if cost.pay_life:
        game.lose_life(controller, cost.pay_life, "119.4")
    for kind, n in cost.remove_counters:
        remove_counters(game, oid, kind, x if n == "X" else n)
    if cost.energy:
        pay_energy(game, controller, cost.energy)
    if cost.sacrifice_self:
        from mtgrules.engine import triggers
        counters = tuple(sorted(game.objects[oid].counters.items()))
        game.event("701.21a", f"player {seat_name(controller)} sacrifices {game.name(oid)}")
        triggers.sacrifice(game, controller, oid)
        return counters
    return ()
