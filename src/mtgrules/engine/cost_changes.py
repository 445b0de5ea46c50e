"""Cost increases and reductions (rules 601.2f, 602.2b, 118.7).

The total cost of a spell is its mana cost (or alternative cost) plus additional costs and cost
increases, minus cost reductions (601.2f); an activated ability's likewise (602.2b). The changes
come from the spell's own static abilities ("This spell costs {1} less to cast for each ...",
which work while it is on the stack and tell what casting it will cost), from an activated
ability's own text ("This ability costs {1} less to activate ..."), and from static abilities of
permanents ("Creature spells your opponents cast cost {1} more to cast") and of the face-up plane
or a vanguard card in the command zone (901.7, 902.7: "Red spells cost {1} less to cast").

Applying them (118.7): increases add their mana; a generic reduction lowers only the generic
part (118.7a) and never below {0} (601.2f); a colored reduction lowers that color's part, and
what it can't lower there lowers the generic part (118.7b-c). The reductions are applied colored
first, the order that leaves the least to pay (601.2f lets the player choose the order).

A change is a ``Delta`` (plain data, so a total cost locked in as it is determined, 601.2f, can
be kept with the cast in progress). Without any change in play, finding none costs a look at the
card's abilities and one cached scan of the permanents' static abilities per state of the
characteristics.
"""
from __future__ import annotations

from mtgrules.ir import CostChange, StaticAbility
from mtgrules.engine import command_zone, conditions, pay_instead
from mtgrules.engine.mana import Requirement
from mtgrules.engine.objects import ZONE_NAMES, StackObject
from mtgrules.engine.spells_cast import cast_this_turn, spell_matches
from mtgrules.engine import next_spell_costs
from mtgrules.engine.next_spell_costs import NEXT_SPELL, THIS_TURN_SPELLS
from mtgrules.engine.targets import cast_from_fits

_COLORS = "WUBRG"
NO_CHANGE = (0, "", 0, "")  # (generic added, colored added, generic removed, colored removed)


def spell_changes(game, player: int, card, source: int) -> list:
    """(change, controller, source) of every cost change that applies to ``card`` cast by
    ``player`` (601.2f): its own ("this spell ...") and those of permanents' static abilities."""
    # its own "this spell costs ...", not its "<spells> you cast cost ...", which works only
    # from the battlefield (a permanent's static ability)
    out = [(a.effect, player, source) for a in card.abilities
           if type(a) is StaticAbility and type(a.effect) is CostChange and a.effect.scope == "self"]
    found = _permanent_changes(game)
    cast_from = _cast_from(game, source) if found else None
    for controller, src, change in found:
        if change.caster == "you" and controller != player or \
                change.caster == "opponent" and controller == player:
            continue
        if spell_matches(change.spells, card) and (
                change.spells.cast_from is None or cast_from is None
                or cast_from_fits(change.spells.cast_from, cast_from)) and (
                not change.nth or cast_this_turn(game, player, change.spells) == change.nth - 1):
            # a spell being cast is among those cast only once its costs are paid (601.2i)
            out.append((change, controller, src))
    if game.marks.get(NEXT_SPELL):  # "the next spell you cast this turn costs {1} less"
        out.extend(next_spell_costs.changes_for(game, player, card))
    if game.marks.get(THIS_TURN_SPELLS):  # "artifact spells you cast this turn cost {2} less"
        out.extend(next_spell_costs.changes_for(game, player, card, THIS_TURN_SPELLS))
    return out


def _cast_from(game, source: int) -> str | None:
    """Where the spell ``source`` is cast from (601.2a: "spells you cast from your graveyard
    cost {1} less"): the zone it left, or the zone the card is in before it is cast; None if
    not known (``may_cost_less`` asks of any card)."""
    obj = game.objects.get(source)
    if obj is None:
        return None
    return obj.cast_from if type(obj) is StackObject else ZONE_NAMES[obj.zone]


def ability_changes(ability, player: int, source: int) -> list:
    """(change, controller, source) of an activated ability's own "This ability costs ..."."""
    return [(c, player, source) for c in ability.cost_changes]


def may_cost_less(game, player: int, card) -> bool:
    """Whether ``card`` cast by ``player`` might cost less than its mana value in mana: a
    reduction of its own or of a permanent applies to it, or convoke, improvise or delve lets
    other things pay (so its mana value is no bound on the mana needed). Asked by
    ``legal_actions`` for every card in hand that costs more than the mana available."""
    hit = _OWN.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _OWN[id(card)] = (card, bool(pay_instead.kinds(card)) or any(
            type(a) is StaticAbility and type(a.effect) is CostChange and not a.effect.more
            for a in card.abilities))
    if hit[1]:
        return True
    found = _permanent_changes(game) or game.marks.get(NEXT_SPELL) or game.marks.get(THIS_TURN_SPELLS)
    return bool(found) and any(not change.more for change, _, _ in spell_changes(game, player, card, -1))


_OWN: dict[int, tuple] = {}  # id(card) -> (card, whether it may cost less by itself)
_SCAN: list = [None, ()]  # the characteristics table last read, and its permanents' changes


def _permanent_changes(game) -> tuple:
    """(controller, source, CostChange) of the static abilities of permanents and of the command
    zone's objects whose abilities function there changing the cost of spells, found once per state of the characteristics (``legal_actions`` asks for every
    card in hand)."""
    table = game.chars_table()
    if _SCAN[0] is not table:
        _SCAN[0] = table
        found: list = []
        cache = _BY_ABILITIES
        for oid, c in table.items():
            abilities = c.abilities
            if abilities:
                hit = cache.get(id(abilities))
                changes = hit[1] if hit is not None and hit[0] is abilities else _changes_of(abilities)
                if changes:
                    found.extend((c.controller, oid, change) for change in changes)
        for oid in command_zone.functioning(game):  # the face-up plane (901.7), a vanguard (902.7)
            found.extend((command_zone.controller(game, oid), oid, change)
                         for change in _changes_of(game.objects[oid].card.abilities))
        _SCAN[1] = tuple(found)
    return _SCAN[1]


_BY_ABILITIES: dict[int, tuple] = {}  # id(abilities) -> (abilities, their changes of spells)


def _changes_of(abilities: tuple) -> tuple:
    """The CostChanges of spells among ``abilities``, cached for each tuple of abilities."""
    hit = _BY_ABILITIES.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    found = tuple(a.effect for a in abilities if type(a) is StaticAbility
                  and type(a.effect) is CostChange and a.effect.scope == "spells")
    if len(_BY_ABILITIES) > 20000:  # abilities of granted-ability permanents are new tuples
        _BY_ABILITIES.clear()
    _BY_ABILITIES[id(abilities)] = (abilities, found)
    return found


def delta(game, changes: list, targeted=None) -> tuple:
    """The total of ``changes`` as a ``Delta``. ``targeted(change, controller, source)``:
    whether the spell's targets satisfy the change's "if it targets ..." / "that target ..."
    (601.2c comes before 601.2f)."""
    if not changes:
        return NO_CHANGE
    more_generic = less_generic = 0
    more_colored = less_colored = ""
    for change, controller, source in changes:
        if change.condition is not None and not conditions.holds_for(game, controller, source,
                                                                     change.condition):
            continue
        if (change.targets is not None or change.targets_source) and (
                targeted is None or not targeted(change, controller, source)):
            continue
        times = 1 if change.per is None else conditions.count_for_effect(game, controller, source,
                                                                         change.per)
        if times <= 0:
            continue
        generic = change.mana.generic * times
        colored = "".join(c * n for c, n in zip(_COLORS, change.mana.colored)) * times
        if change.more:
            more_generic += generic
            more_colored += colored
        else:
            less_generic += generic
            less_colored += colored
    return more_generic, more_colored, less_generic, less_colored


def apply(req: Requirement, change: tuple) -> Requirement:
    """``req`` with the increases added and the reductions taken off (118.7a-c, 601.2f)."""
    if change == NO_CHANGE:
        return req
    more_generic, more_colored, less_generic, less_colored = change
    colored = list(req.colored) + list(more_colored)
    generic = req.generic + more_generic
    for color in less_colored:
        if color in colored:
            colored.remove(color)
        else:  # rules 118.7b-c: what the colored part can't take reduces the generic part
            less_generic += 1
    return Requirement(colored, max(0, generic - less_generic), req.hybrid, req.phyrexian)


def describe(change: tuple) -> str:
    """"{1}{U} more and {2} less" for the log."""
    more_generic, more_colored, less_generic, less_colored = change
    parts = []
    for generic, colored, word in ((more_generic, more_colored, "more"),
                                   (less_generic, less_colored, "less")):
        if generic or colored:
            mana = (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in colored)
            parts.append(f"{mana} {word}")
    return " and ".join(parts)


def requirement_text(req: Requirement) -> str:
    """A total cost as mana symbols: "{2}{U}"."""
    symbols = ([str(req.generic)] if req.generic or not req.total else []) + req.colored + \
        ["/".join(h) for h in req.hybrid] + [f"{c}/P" for c in req.phyrexian]
    return "".join(f"{{{s}}}" for s in symbols)
