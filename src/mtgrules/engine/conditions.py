"""Conditions and counts of static abilities, evaluated against the current game state.

"This creature gets +2/+2 as long as you control three or more artifacts" (metalcraft),
"... as long as there are seven or more cards in your graveyard" (threshold), "This land enters
tapped unless you control a Forest or a Plains": a :class:`StateCondition` is read from the
game as it is now. A static ability's condition is evaluated each time characteristics are
computed (rule 611.3a: the effect applies at any moment the condition holds, and stops the
moment it doesn't); an "enters tapped unless" condition is checked once, as the permanent
enters (614.1c). A :class:`CountOf` ("for each other creature you control") is counted the same
way, as layer 7c applies (613.4c).

The characteristics cache (``game.changed()``) is dropped by every change these read: the
battlefield, attachments and counters already call it; life totals (``Game.lose_life`` /
``gain_life``), cards entering or leaving hands and graveyards (``Game.move`` /
``remove_from_zone``), the turn (``turn.start_next_turn``) and attacking and blocking
creatures (``combat``) drop it too.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import optional_costs, times_kicked, times_paid
from mtgrules.cards.type_line import CREATURE_TYPES
from mtgrules.engine import ring
from mtgrules.engine.command_counters import counters_on
from mtgrules.engine.objects import MANA_INDEX, CardObject, Zone, ref_player
from mtgrules.engine.spells_cast import cast_this_turn, opponents_cast_since_turn
from mtgrules.engine.starting_life import starting_life
from mtgrules.engine.steps import Step
from mtgrules.engine.turn_state import died_matching, entered_this_turn, resolved_times


def _permanents(game, table: dict, source: int, flt: m.Filter) -> int:
    from mtgrules.engine.layers import matches
    return sum(1 for oid in game.battlefield if oid in table and matches(game, table, oid, flt, source))


def _cards(game, player: int, zone: Zone, flt: m.Filter | None) -> int:
    cards = game.players[player].zone_list(zone)
    if flt is None:
        return len(cards)
    objects = game.objects
    cards_of = (objects[oid].card for oid in cards)
    return sum(1 for c in cards_of if flt.accepts(c.types, c.colors, c.subtypes, c.supertypes, c.name)
               and flt.accepts_values(c.supertypes, c.power, c.toughness, c.mana_value, False))


def attached_count(game, source: int, subtype: str) -> int:
    """How many permanents of ``subtype`` ('Aura', 'Equipment') are attached to ``source``."""
    objects = game.objects
    return sum(1 for oid in game.battlefield
               if objects[oid].attached_to == source and subtype in objects[oid].card.subtypes)


def _number_or_zero(value) -> int:
    return value if type(value) is int else 0


# the same values of a card in a hidden or graveyard zone: as printed
_CARD_STATS = {"greatest_power": lambda card: _number_or_zero(card.power),
               "total_power": lambda card: _number_or_zero(card.power),
               "total_mana_value": lambda card: card.mana_value,
               "greatest_toughness": lambda card: _number_or_zero(card.toughness),
               "greatest_mana_value": lambda card: card.mana_value}


def _zone_cards(game, controller: int, flt: m.Filter) -> list:
    """The cards in ``flt``'s zone ("your graveyard": the controller's; else every player's)
    that match it."""
    zone = {"graveyard": Zone.GRAVEYARD, "hand": Zone.HAND, "exile": Zone.EXILE}.get(flt.zone)
    if zone is None:
        return []
    seats = (controller,) if flt.owner_you else range(len(game.players))
    objects = game.objects
    cards = (objects[oid].card for seat in seats for oid in game.players[seat].zone_list(zone))
    return [c for c in cards if flt.accepts(c.types, c.colors, c.subtypes, c.supertypes, c.name)
            and flt.accepts_values(c.supertypes, c.power, c.toughness, c.mana_value, False)]


_STATS = {"greatest_power": lambda c: c.power, "total_power": lambda c: c.power,
          "total_mana_value": lambda c: c.copiable.mana_value,
          "greatest_toughness": lambda c: c.toughness,
          "greatest_mana_value": lambda c: c.copiable.mana_value}


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PARTY = ("Cleric", "Rogue", "Warrior", "Wizard")


def _party(game, table: dict, controller: int) -> int:
    """Rule 700.8: up to one Cleric, one Rogue, one Warrior and one Wizard creature the player
    controls, each creature counted once, in the way that counts the most (700.8a-b)."""
    members = [frozenset(t for t in _PARTY if t in table[oid].subtypes) for oid in game.battlefield
               if table[oid].controller == controller and "Creature" in table[oid].types]
    members = [m for m in members if m]
    best = 0

    def fill(i: int, used: frozenset, n: int) -> None:
        nonlocal best
        best = max(best, n)
        if i == len(members) or best == len(_PARTY):
            return
        for role in members[i] - used:
            fill(i + 1, used | {role}, n + 1)
        fill(i + 1, used, n)
    fill(0, frozenset(), 0)
    return best


def count_for_effect(game, controller: int, source: int, per: m.CountOf) -> int:
    """"The number of Swamps you control" in a resolving spell's or ability's effect, counted
    once as the effect applies (608.2h), relative to its ``controller`` and ``source``."""
    if per.kind == "permanents":  # "you" is the resolving object's controller, not a permanent's
        from mtgrules.engine.targets import permanent_matches
        n = sum(1 for oid in game.battlefield if permanent_matches(game, oid, per.filter, controller, source))
        return max(0, n - 1) if per.detail == "beyond_first" else n
    return count(game, game.chars_table(), source, controller, per)


def intervening_if(game, cond, card, optional_paid: tuple, controller: int, source: int,
                   event: tuple = ()) -> bool:
    """Whether a triggered ability's intervening "if" clause holds (603.4: checked as it
    triggers and again as it resolves): whether its source's spell was kicked (702.33d), or a
    condition on the game state for the ability's controller; ``event``: the data of the
    trigger event (of a spell cast: the mana spent to cast it, 601.2h)."""
    if type(cond) is m.StateCondition and cond.kind == "cast_mana_spent":
        return (len(event) > 3 and _compare(event[3], cond)) != cond.negate
    if type(cond) is m.StateCondition and cond.kind == "event_player_turn":  # "that player's turn"
        who = event[cond.count] if len(event) > cond.count else None
        seat = ref_player(who) if type(who) is int and who < 0 else None  # a player's reference
        return (game.active == seat) != cond.negate
    if type(cond) is m.StateCondition:
        if cond.player is not None:  # about the player the event names, not the controller
            ref = event[cond.player.index] if cond.player.index < len(event) else None
            if type(ref) is not int or ref >= 0:
                return False
            controller = -1 - ref
        return holds_for(game, controller, source, cond)
    if type(cond) is m.CostPaid:  # "if its squad / offspring cost was paid" (702.157a, 702.175a)
        return times_paid(card, optional_paid, cond.label) > 0
    return cond.holds(times_kicked(card, optional_paid), optional_paid)


def _could_pay(game, obj, label: str) -> bool:
    """Whether the optional cost labelled ``label`` of the card ``obj`` could be announced as
    it is cast (601.2b), for the most favourable cost it could be cast for (601.2f): collecting
    evidence N only with cards of total mana value N or more in its owner's graveyard (701.59b)."""
    objects = game.objects
    for cost in optional_costs(obj.card):
        if cost.label == label:
            return all(sum(objects[oid].card.mana_value for oid in game.players[obj.owner].graveyard)
                       >= extra.count for extra in cost.extra if extra.kind == "evidence")
    return False


def holds_for(game, controller: int, source: int, cond: m.StateCondition) -> bool:
    """Whether ``cond`` holds now for a spell or ability controlled by ``controller`` ("if you
    control an artifact" as it resolves, 608.2c; an intervening "if" as it triggers, 603.4):
    permanents are counted relative to that player, whatever ``source`` is."""
    if cond.kind in ("control", "opponent_controls"):
        from mtgrules.engine.targets import permanent_matches
        n = sum(1 for oid in game.battlefield
                if permanent_matches(game, oid, cond.filter, controller, source))
        return _compare(n, cond) != cond.negate
    if cond.kind == "opponent_controls_more":
        return controls_more(game, controller, source, cond.filter) != cond.negate
    if cond.kind == "this_way":
        return _compare(moved_this_way(game, cond.detail, cond.filter), cond) != cond.negate
    if cond.kind == "destroyed_this_way":  # "if a creature is destroyed this way" (701.8a)
        res = game.resolving
        return (res is not None and bool(res.destroyed)) != cond.negate
    return holds(game, game.chars_table(), source, controller, cond)


#: What a card "discarded", "milled" or "exiled this way" did: the zone it left (None: any)
#: and the zone it went to (701.9a, 701.17a, 406.2).
THIS_WAY = {"discarded": (Zone.HAND, Zone.GRAVEYARD), "milled": (Zone.LIBRARY, Zone.GRAVEYARD),
            "exiled": (None, Zone.EXILE)}


def moved_this_way(game, verb: str, flt: m.Filter) -> int:
    """How many cards matching ``flt`` the resolving spell or ability has "discarded" /
    "milled" / "exiled this way" so far (608.2c): the cards it moved from zone to zone,
    judged as the cards they became (400.7; a token exiled is no card)."""
    objects = game.objects
    n = 0
    for oid in cards_moved_this_way(game, verb):
        card = objects[oid].card
        if flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name) \
                and flt.accepts_values(card.supertypes, card.power, card.toughness, card.mana_value, False):
            n += 1
    return n


def cards_moved_this_way(game, verb: str) -> list[int]:
    """The ids of the cards the resolving spell or ability has "discarded" / "milled" /
    "exiled this way" so far and that are still where they went (400.7, 608.2c)."""
    res = game.resolving
    if res is None or not res.item.moved:
        return []
    origin, to = THIS_WAY[verb]
    objects = game.objects
    out = []
    for record in res.item.moved.values():
        new = objects.get(record[0]) if record[0] is not None else None
        left = record[5] if len(record) > 5 else None
        if new is None or new.zone is not to or left is None or origin is not None and left != int(origin):
            continue
        out.append(record[0])
    return out


def controls_more(game, controller: int, source: int, flt) -> bool:
    """"an opponent controls more creatures than you": some opponent of ``controller``
    controls more permanents matching ``flt`` than ``controller`` does."""
    from mtgrules.engine.targets import permanent_matches
    counts: dict[int, int] = {}
    for oid in game.battlefield:
        if permanent_matches(game, oid, flt, controller, source):
            who = game.controller(oid)
            counts[who] = counts.get(who, 0) + 1
    mine = counts.get(controller, 0)
    return any(counts.get(seat, 0) > mine for seat in game.opponents(controller))


def _compare(value: int, cond: m.StateCondition) -> bool:
    return value <= cond.count if cond.at_most else value >= cond.count


def holds(game, table: dict, source: int, controller: int, cond: m.StateCondition) -> bool:
    """Whether ``cond`` holds now for the ability of permanent ``source`` controlled by
    ``controller`` (``table``: the characteristics computed so far, rule 613)."""
    return _holds(game, table, source, controller, cond) != cond.negate


def _x_of(game, source: int) -> int:
    """The value of X for the spell or ability of ``source`` (107.3): the resolving one's, else
    the X its spell had as cast for a permanent's enters-the-battlefield ability (107.3m)."""
    res = game.resolving
    if res is not None and res.item.source == source:
        return res.item.x
    obj = game.objects.get(source)
    return getattr(obj, "spell_x", None) or getattr(obj, "x", 0) or 0


def _holds(game, table, source, controller, cond) -> bool:
    kind = cond.kind
    if kind == "control" or kind == "opponent_controls":
        return _compare(_permanents(game, table, source, cond.filter), cond)
    if kind == "opponent_controls_more":
        return controls_more(game, controller, source, cond.filter)
    if kind == "your_turn":
        return game.active == controller
    if kind == "first_combat":  # 500.8: the turn's first combat phase is under way
        return game.step.is_combat and game.turn_state.combats == 1
    if kind == "main_phase":  # 505.1: a main phase (``count`` 1: of your turn)
        return game.step.is_main and (not cond.count or game.active == controller)
    if kind == "x":  # "if X is 5 or more": the X of the spell or ability (107.3), of the spell
        return _compare(_x_of(game, source), cond)  # a permanent was cast as (107.3m)
    if kind == "entering_as_creature":  # its own types, ignoring type-changing effects (702.44a)
        return "Creature" in game.objects[source].card.types
    if kind == "mana_spent":  # adamant: that much mana of one color spent to cast it (601.2h)
        spent = getattr(game.objects.get(source), "spent", ())
        if cond.detail:  # "{U}{B} was spent": of each color named, once per symbol
            return bool(spent) and all(spent[MANA_INDEX[c]] >= cond.count * cond.detail.count(c)
                                       for c in cond.detail)
        return _compare(max(spent[:5], default=0), cond)
    if kind == "mana_spent_total":  # "five or more mana / no mana was spent to cast it" (601.2h)
        return _compare(sum(getattr(game.objects.get(source), "spent", ())), cond)
    if kind == "your_step":  # "during your upkeep" (602.5b)
        return game.active == controller and game.step.label == cond.detail
    if kind == "before_attackers":  # "during your turn, before attackers are declared"
        return (cond.detail == "any" or game.active == controller) \
            and game.step < Step.DECLARE_ATTACKERS
    if kind == "combat":  # the combat phase (506.1)
        return Step.BEGINNING_OF_COMBAT <= game.step <= Step.END_OF_COMBAT
    if kind == "life":
        return _compare(game.players[controller].life, cond)
    if kind == "opponent_life":
        return any(_compare(p.life, cond) for p in game.players if p.index != controller and not p.lost)
    if kind == "any_life":
        return any(_compare(p.life, cond) for p in game.players if not p.lost)
    if kind == "opponents":
        return _compare(game.remaining() - 1, cond)  # rule 102.2-102.3
    if kind == "graveyard":
        return _compare(_cards(game, controller, Zone.GRAVEYARD, cond.filter), cond)
    if kind == "hand":
        return _compare(_cards(game, controller, Zone.HAND, cond.filter), cond)
    if kind == "attacking":
        return game.combat is not None and game.combat.is_attacking(source)
    if kind == "blocking":
        return game.combat is not None and game.combat.is_blocking(source)
    if kind == "attached":  # the source is attached to a permanent (702.151b)
        host = game.objects[source].attached_to
        return host is not None and host >= 0
    if kind == "enchanted":
        return attached_count(game, source, "Aura") > 0
    if kind == "equipped":
        return attached_count(game, source, "Equipment") > 0
    if kind == "optional_paid":  # its optional cost labelled ``detail`` was paid (601.2b, 701.59a)
        obj = game.objects.get(source)
        if obj is None:
            return False
        if type(obj) is CardObject:  # a card not yet cast: whether the cost could be announced
            return _could_pay(game, obj, cond.detail)
        return times_paid(obj.card, obj.optional_paid, cond.detail) > 0
    if kind == "marked":  # the source carries a mark a rule put on it ("evoked", 702.74a)
        return source in game.marks.get(cond.detail, ())
    if kind == "class_level" or kind == "class_level_is":  # 716.2a; no level: level 1 (716.2d)
        perm = game.objects.get(source)
        level = getattr(perm, "class_level", 0) or 1
        return level == cond.count if kind == "class_level_is" else _compare(level, cond)
    if kind == "solved":  # rule 719.3b-c
        return getattr(game.objects.get(source), "solved", False)
    if kind == "opponent_damaged":  # an opponent was dealt damage this turn (702.54a)
        return any(seat != controller for seat in game.turn_state.players_damaged)
    if kind == "creatures_died":  # "if a creature died this turn" (700.4)
        return _compare(died_matching(game.turn_state.creatures_died, cond.filter, controller), cond)
    if kind == "gained_life":  # "if you gained life this turn" (119.3)
        return controller in game.turn_state.gained_life
    if kind == "planeswalked_here":  # "if you planeswalked to Unyaro this turn" (901.11)
        from mtgrules.engine.planechase import planeswalked_to_this_turn
        return planeswalked_to_this_turn(game, controller, source)
    if kind == "descended":  # a permanent card was put into your graveyard this turn (700.11)
        return _compare(sum(1 for owner, types in game.turn_state.to_graveyard
                            if owner == controller and not types.isdisjoint(m.PERMANENT_TYPES)), cond)
    if kind == "life_gained":  # "if you gained 3 or more life this turn" (119.3), in all
        return _compare(_nth(game.turn_state.life_gained, controller), cond)
    if kind == "attacked":  # "if you attacked this turn" (508.1)
        return controller in game.turn_state.attacked
    if kind == "permanent_left":  # "if a permanent you controlled left the battlefield this turn"
        return controller in game.turn_state.left_battlefield
    if kind == "self_attacked":  # "if this creature attacked this turn" (508.1, 702.142a)
        return source in game.turn_state.attackers
    if kind == "max_speed" or kind == "speed_below_max":  # rules 702.179d-e (no speed: 0)
        speeds = game.marks.get("speed")
        now = speeds[controller] if speeds else 0
        return now >= 4 if kind == "max_speed" else now < 4
    if kind == "opponent_gained_life":  # "if an opponent gained life this turn" (119.3)
        return any(seat != controller for seat in game.turn_state.gained_life)
    if kind == "opponent_lost_life":  # "if an opponent lost life this turn" (119.3)
        return any(p.life_lost_this_turn > 0 for p in game.players if p.index != controller)
    if kind == "spells_last_turn":  # all the spells cast during the previous turn
        return _compare(sum(game.turn_state.spells_last_turn), cond)
    if kind == "player_spells_last_turn":  # some player's spells during the previous turn
        return any(_compare(n, cond) for n in game.turn_state.spells_last_turn)
    if kind == "starting_life":  # against the starting life total (103.4, 119.1)
        return _against_starting(game.players[controller].life, starting_life(game, controller), cond)
    if kind == "opponent_spells_since_your_turn":  # "... since your last turn ended" (601.2i)
        return _compare(opponents_cast_since_turn(game, controller), cond)
    if kind == "drawn_last_turn":  # "if you drew a card last turn" (121.1)
        return _compare(_nth(game.turn_state.drawn_last_turn, controller), cond)
    if kind == "damage_taken":  # "if you've been dealt 5 or more damage this turn" (120.3)
        return _compare(_nth(game.turn_state.damage_taken, controller), cond)
    if kind == "to_your_graveyard":  # cards put into your graveyard this turn from anywhere
        return _compare(sum(1 for owner, _ in game.turn_state.to_graveyard if owner == controller), cond)
    if kind in _ABOUT:  # grammar/state_conditions.py
        return _ABOUT[kind](game, table, source, controller, cond)
    if kind == "counter":  # rule 122.1: of the kind ``detail``, or of any kind
        if source not in game.objects:
            return False
        counters = counters_on(game, source)
        n = counters.get(cond.detail, 0) if cond.detail else sum(counters.values())
        return _compare(n, cond) and (cond.up_to is None or n <= cond.up_to)
    raise ValueError(f"unknown condition {kind!r}")


# --- conditions on permanents, cards and counts (611.3a) ------------------------------------------

def _is(game, table, source, controller, cond) -> bool:
    """The source, or the permanent it is attached to (``detail`` 'attached'), matches the
    condition's filter now: "as long as this creature is untapped", "as long as enchanted
    creature is a Human"."""
    from mtgrules.engine.layers import matches
    oid = source
    if cond.detail == "attached":
        oid = game.objects[source].attached_to
    return oid is not None and oid in table and matches(game, table, oid, cond.filter, source)


def _graveyard_values(game, controller: int, value) -> int:
    objects = game.objects
    return len(frozenset().union(*(value(objects[o].card) for o in game.players[controller].graveyard)))


def _devotion_to(game, table, controller: int, colors: str) -> int:
    """Rule 700.5: the mana symbols among the mana costs of the player's permanents that are
    of any of ``colors`` (a hybrid symbol of two of them counts once, 700.5a)."""
    total = 0
    for oid in game.battlefield:
        chars = table[oid]
        cost = chars.copiable.mana_cost if chars.controller == controller else None
        if cost is None:
            continue
        total += sum(cost.colored["WUBRG".index(c)] for c in colors)
        total += sum(1 for h in cost.hybrid if any(c in h for c in colors))
        total += sum(1 for c in cost.phyrexian if c in colors)
    return total


def _top_card(game, table, source, controller, cond) -> bool:
    """The top card of the controller's library has a creature type the source has (205.3m;
    ``detail`` 'shares a creature type', kinship, 207.2c): the source's types now, or its
    card's if it has left the battlefield; with ``detail`` 'is', it matches ``filter`` ("if
    the top card of your library is a nonland card", "reveal the top card of your library. If
    it's a creature card, ...": its printed characteristics, 701.20a)."""
    library = game.players[controller].library
    if not library:
        return False
    card = game.objects[library[0]]
    if cond.detail == "is":
        from mtgrules.engine.targets import card_matches
        return card_matches(game, card, cond.filter, controller, source)
    if source in table:
        types = table[source].subtypes
    else:
        obj = game.objects.get(source)
        types = obj.card.subtypes if obj is not None else ()
    return any(t in CREATURE_TYPES for t in card.card.subtypes if t in types)


def _resolved_times(game, table, source, controller, cond) -> bool:
    """"If this is the second time this ability has resolved this turn": the resolving ability
    has resolved exactly ``count`` times this turn, this time included (707.10b)."""
    res = game.resolving
    if res is None or res.item.is_spell:
        return False
    return resolved_times(game, res.item.source, getattr(res.item.ability, "text", "")) == cond.count


_ABOUT = {
    "is": _is,
    "top_card": _top_card,
    "resolved_times": _resolved_times,
    "graveyard_types": lambda game, table, source, controller, cond: _compare(  # delirium, 205.2a
        _graveyard_values(game, controller, lambda card: card.types), cond),
    "graveyard_mana_values": lambda game, table, source, controller, cond: _compare(  # 202.3
        _graveyard_values(game, controller, lambda card: (card.mana_value,)), cond),
    "devotion": lambda game, table, source, controller, cond: _compare(
        _devotion_to(game, table, controller, cond.detail), cond),
    "poison": lambda game, table, source, controller, cond: any(  # 122.1f
        _compare(p.poison, cond) for p in game.players if p.index != controller and not p.lost),
    "monarch": lambda game, table, source, controller, cond: game.marks.get("monarch") == controller,  # 724
    "no_monarch": lambda game, table, source, controller, cond: game.marks.get("monarch") is None,  # 724.1
    "ring_bearer": lambda game, table, source, controller, cond: (  # 701.54e
        ring.ring_bearer(game, controller) == source if cond.detail == "self"
        else ring.ring_bearer(game, controller) is not None),
    "entered_this_turn": lambda game, table, source, controller, cond: entered_this_turn(game, source),
    "permanents_entered": lambda game, table, source, controller, cond: any(  # celebration
        _compare(sum(1 for _, seat, types, colors, subtypes in game.turn_state.entered
                     if seat == whose and cond.filter.accepts(types, colors, subtypes)), cond)
        for whose in (game.opponents(controller) if cond.detail == "opponent" else (controller,))),
    "attacking_count": lambda game, table, source, controller, cond: _attackers(  # 506.4
        game, table, source, cond),
    "opponent_graveyard": lambda game, table, source, controller, cond: any(
        _compare(len(p.graveyard), cond) for p in game.players if p.index != controller),
    "more_cards_in_hand": lambda game, table, source, controller, cond: all(
        len(game.players[controller].hand) > len(p.hand) for p in game.players
        if p.index != controller and not p.lost),
    "spells_this_turn": lambda game, table, source, controller, cond: _compare(
        _nth(game.turn_state.spells_cast, controller), cond),
    "drawn_this_turn": lambda game, table, source, controller, cond: _compare(
        _nth(game.turn_state.cards_drawn, controller), cond),
    "spells_cast_matching": lambda game, table, source, controller, cond: _compare(  # 601.2i
        cast_this_turn(game, controller, cond.filter, source if cond.filter.another else None), cond),
    "not_starting_player": lambda game, table, source, controller, cond:  # 103.1
        controller != game.starting_player,
    "total_power": lambda game, table, source, controller, cond: _compare(  # formidable, 208.1
        count(game, table, source, controller, m.CountOf("total_power", cond.filter)), cond),
}


def _attackers(game, table: dict, source: int, cond: m.StateCondition) -> bool:
    """Whether as many attacking creatures as ``cond`` asks for match its filter (506.4: the
    creatures declared as attackers still in combat), exactly that many with 'exactly'."""
    from mtgrules.engine.layers import matches
    combat = game.combat
    n = 0 if combat is None else sum(
        1 for oid in combat.attackers if oid in table and matches(game, table, oid, cond.filter, source))
    return n == cond.count if cond.detail == "exactly" else _compare(n, cond)


def _against_starting(life: int, start: int, cond: m.StateCondition) -> bool:
    """A life total ``life`` against the starting life total ``start`` as ``cond.detail`` says:
    '+' (at least ``count`` more), '<= half', '< half', '>=', '>', '<'."""
    how = cond.detail
    if how == "+":
        return life >= start + cond.count
    if how.endswith("half"):  # compared exactly: half of an odd total is not rounded
        return 2 * life <= start if how == "<= half" else 2 * life < start
    return life >= start if how == ">=" else life > start if how == ">" else life < start


def _nth(counts: tuple, seat: int) -> int:
    return counts[seat] if seat < len(counts) else 0


def count(game, table: dict, source: int, controller: int, per: m.CountOf) -> int:
    """How many things ``per`` counts now, for the static ability of ``source``."""
    kind = per.kind
    if kind == "permanents":
        n = _permanents(game, table, source, per.filter)
        return max(0, n - 1) if per.detail == "beyond_first" else n  # "beyond the first"
    if kind == "hand":
        return _cards(game, controller, Zone.HAND, per.filter)
    if kind == "graveyard":
        return _cards(game, controller, Zone.GRAVEYARD, per.filter)
    if kind == "all_graveyards":  # "creature cards in all graveyards": every player's (404.1)
        return len(_zone_cards(game, controller, per.filter))
    if kind == "exile":  # the cards the controller owns in exile (406.1)
        return _cards(game, controller, Zone.EXILE, per.filter)
    if kind == "attached":
        return attached_count(game, source, per.detail)
    if kind == "planar_rolls":  # the controller's rolls of the planar die this turn (901.9)
        from mtgrules.engine.planechase import rolls_this_turn
        return rolls_this_turn(game, controller)
    if kind == "opponents":  # the players still in the game other than the controller (800.4a)
        return sum(1 for p in game.players if p.index != controller and not p.lost)
    if kind == "party":
        return _party(game, table, controller)
    if kind == "life":  # "your life total" (119.1), as it is now (608.2h)
        return game.players[controller].life
    if kind == "opponents_life":  # "the lowest / highest life total among your opponents"
        lives = [game.players[s].life for s in game.opponents(controller) if not game.players[s].lost]
        return (min if per.detail == "lowest" else max)(lives, default=0)
    if kind in _STATS:  # "the greatest power among / total power of <objects>"
        flt = per.filter
        if flt is not None and flt.zone != "battlefield":  # "... among creature cards in your graveyard"
            values = [_CARD_STATS[kind](card) for card in _zone_cards(game, controller, flt)]
        else:  # by the characteristics in ``table`` (for a static ability, those computed so far, 613.4c)
            from mtgrules.engine.targets import chars_match
            objects = game.objects
            values = [_STATS[kind](table[oid]) or 0 for oid in game.battlefield
                      if oid in table and chars_match(game, oid, table[oid], objects[oid], flt, controller, source)]
        return max(values, default=0) if kind.startswith("greatest") else sum(values)
    if kind == "devotion":  # rule 700.5: mana symbols of those colors among their permanents' costs
        return _devotion_to(game, table, controller, per.detail)
    if kind == "basic_land_types":  # domain: the basic land types among lands you control (305.6)
        found = set()
        for oid in game.battlefield:
            chars = table[oid]
            if chars.controller == controller and "Land" in chars.types:
                found.update(t for t in _BASIC_LAND_TYPES if t in chars.subtypes)
        return len(found)
    if kind in ("counters", "host_counters"):  # rule 122.1
        perm = game.objects.get(source)
        if perm is not None and kind == "host_counters":
            perm = game.objects.get(perm.attached_to) if perm.attached_to is not None else None
        # a card in a hand or library has none; a face-up plane may (122.1, 901.7)
        counters = counters_on(game, perm.id) if perm is not None else None
        if not counters:
            return 0
        return counters.get(per.detail, 0) if per.detail else sum(counters.values())
    if kind == "opponents_attacked":  # "each opponent you attacked with a creature this combat" (702.121a)
        combat = game.combat
        return 0 if combat is None else sum(1 for seat in combat.attacked_players if seat != controller)
    if kind == "attackers":  # the creatures declared as attackers this turn, those gone too (508.1)
        return len(game.turn_state.attackers)
    if kind == "targets_beyond_first":  # strive: the spell's targets chosen so far but one (601.2c, 601.2f)
        from mtgrules.engine.targets import NO_TARGET
        chosen = getattr(game.objects.get(source), "targets", ())
        return max(0, sum(1 for t in chosen if t != NO_TARGET) - 1)
    if kind == "blockers_beyond_first":  # "each creature blocking it beyond the first" (702.23a)
        combat = game.combat
        return max(0, len(combat.blocked_by.get(source, ())) - 1) if combat is not None else 0
    if kind == "died":  # "for each Zubera that died this turn", as they last existed (700.4)
        return died_matching(game.turn_state.creatures_died, per.filter, controller)
    if kind == "colors_spent":  # "the number of colors of mana spent to cast it" (601.2h, 702.44a)
        spent = getattr(game.objects.get(source), "spent", ())
        return sum(1 for n in spent[:5] if n)
    if kind == "mana_spent":  # "the amount of mana spent to cast it" (601.2h): 0 if not cast
        return sum(getattr(game.objects.get(source), "spent", ()))
    if kind == "graveyard_card_types":  # "card types among cards in all graveyards" (205.2a)
        objects = game.objects
        return len(frozenset().union(*(objects[o].card.types for p in game.players for o in p.graveyard)))
    raise ValueError(f"unknown count {kind!r}")
