"""Triggered mana abilities (rules 605.1b, 605.4a, 106.12a): "Whenever enchanted land is
tapped for mana, its controller adds an additional {G}", "Whenever a player taps a land for
mana, that player adds one mana of any type that land produced", "... its controller adds an
additional one mana of any color". A permanent is tapped for
mana when a mana ability with {T} in its cost is activated (106.12); such an ability triggers
when that mana ability resolves and produces mana (106.12a), doesn't use the stack and
resolves at once, right after the mana ability that triggered it (605.4a). The automatic
payment search counts the mana they add (``extra``), so that whether a cost can be paid stays
exact.

They function on the battlefield, from the command zone (a plane's, 901.7) and as delayed
triggered abilities lasting a while ("until end of turn, whenever a player taps an Island for
mana, ...", 603.7b). The same event triggers the abilities that aren't mana abilities ("...,
this enchantment deals 1 damage to that player", 605.5a): they wait to be put on the stack
like any triggered ability (603.3), through the trigger event 'tapped_for_mana'.
"""
from __future__ import annotations

from mtgrules.engine import command_zone, mana, targets, triggers
from mtgrules.engine.actions import ChooseColor
from mtgrules.engine.chosen import chosen_value
from mtgrules.engine.conditions import holds_for
from mtgrules.engine.decision import handler
from mtgrules.engine.objects import player_ref
from mtgrules.ir import StaticAbility, TappedForManaAdds


def watching(game) -> tuple:
    """(source, controller, ability, source's name) of the triggered mana abilities that
    function now: of permanents, of command-zone objects and lasting delayed ones; found once
    per characteristics table (a new table is computed on every change, 613) and set of those."""
    table = game.chars_table()
    delayed = game.delayed
    command = _NONE
    for p in game.players:  # (a loop, not any(): this runs on every look at mana sources)
        if p.command:
            command = command_zone.functioning(game)
            break
    if _LAST[0] is not table or _LAST[1] is not delayed or _LAST[2] != command:
        found = [(oid, c.controller, a.effect, None) for oid, c in table.items() for a in c.abilities
                 if type(a) is StaticAbility and type(a.effect) is TappedForManaAdds]
        for oid in command:  # a plane's, an emblem's (114.4, 901.7)
            found.extend((oid, command_zone.controller(game, oid), a.effect, None)
                         for a in game.objects[oid].card.abilities
                         if type(a) is StaticAbility and type(a.effect) is TappedForManaAdds)
        for w in delayed:  # "until end of turn, whenever ..." (603.7b)
            if w.when.startswith(triggers.LASTING_PREFIX):
                found.extend((w.source, w.controller, a.effect, w.card.name) for a in w.effects
                             if type(a) is StaticAbility and type(a.effect) is TappedForManaAdds)
        _LAST[:] = [table, delayed, command, tuple(found)]
    return _LAST[3]


#: The last characteristics table, delayed abilities and command-zone objects looked at, and
#: the triggered mana abilities found then.
_LAST: list = [None, None, None, ()]
_NONE: list = []  # no object in any command zone (never changed)


def _triggered(game, oid: int, watchers: tuple) -> list:
    """The (source, its controller, ability, source's name) of ``watchers`` that trigger when
    ``oid`` is tapped for mana."""
    out = []
    for source, controller, effect, name in watchers:
        if effect.condition is not None and not holds_for(game, controller, source, effect.condition):
            continue  # 603.4
        if effect.tapped is None:  # "enchanted land": the permanent its source is attached to
            if game.objects[source].attached_to == oid:
                out.append((source, controller, effect, name))
        elif targets.permanent_matches(game, oid, effect.tapped, controller, source):
            out.append((source, controller, effect, name))
    return out


def extra(game, oid: int, watchers: tuple, units: tuple) -> tuple[str, ...] | None:
    """The mana the triggered mana abilities of ``watchers`` add when ``oid``, whose mana
    ability makes ``units`` (each a set of colors one of which is made), is tapped for mana
    (605.1b), for the payment search: a string of the types one unit may be, in the order
    ``tapped_for_mana`` reads them back. The search takes all the mana of a source as being
    from a snow source or not (107.4h): when ``oid`` is snow and one of those abilities' sources
    isn't, none is counted (the search then finds only payments that need less). "One mana of
    any type that land produced" is one of the types its units make, when each is of one type;
    of a single unit of several colors, the same as the one chosen for it, which the search
    can't tie to it: not counted; None when the source makes several units some of which have
    a choice: then it isn't used automatically."""
    found = _triggered(game, oid, watchers)
    if not found:
        return ()
    if "Snow" in game.chars(oid).supertypes and \
            not all(mana.snow_source(game, source) for source, _who, _effect, _name in found):
        return ()
    fixed = all(len(unit) == 1 for unit in units)
    out = []
    for source, controller, effect, _name in found:
        out.extend(_fixed(game, source, controller, effect))
        out.extend([_ANY_COLOR] * effect.any_color)
        if effect.produced and fixed:
            out.append("".join(_types(tuple(c for unit in units for c in unit))))
        elif effect.produced and len(units) > 1:
            return None
    return tuple(out)


#: "one mana of any color" (105.1, 106.1a)
_ANY_COLOR = "WUBRG"


def tapped_for_mana(game, player: int, oid: int, made: tuple[str, ...],
                    chosen: tuple[str, ...] = (), watchers: tuple | None = None) -> None:
    """Rule 605.4a: ``player`` has just tapped ``oid`` for mana and its mana ability made
    ``made``; if it made any (106.12a), the triggered mana abilities this triggers resolve at
    once, each adding its mana to that player's pool, and the abilities on this event that
    aren't mana abilities trigger (605.5a). ``chosen``: the types the payment search chose for
    the mana they add (as ``extra`` lists them)."""
    if not made:
        return
    found = _triggered(game, oid, watching(game) if watchers is None else watchers)
    if found:
        _resolve(game, player, oid, made, _steps(game, found, made, chosen))
    if triggers.listens_anywhere(game, "tapped_for_mana"):
        triggers.fire(game, "tapped_for_mana", (oid, player, player_ref(player)))


def _types(made: tuple[str, ...]) -> list[str]:
    """The types of mana among ``made`` (106.1b, 106.12a), in W U B R G C order."""
    return sorted(set(made), key=mana.MANA_INDEX.__getitem__)


def _fixed(game, source: int, controller: int, effect) -> tuple[str, ...]:
    """The mana of fixed types ``effect`` adds: its symbols, once for each object it counts
    ("{G} for each Elf on the battlefield", counted from ``controller`` as it resolves, 608.2h),
    and one mana of the color chosen as ``source`` entered (607.2d; none if it made no such
    choice)."""
    symbols = effect.symbols
    if effect.per is not None:
        from mtgrules.engine.conditions import count_for_effect
        symbols = symbols * count_for_effect(game, controller, source, effect.per)
    if not effect.chosen_color:
        return symbols
    color = chosen_value(game, source, "color")
    return symbols + ((color,) if color is not None else ())


def _steps(game, found: list, made: tuple[str, ...], chosen: tuple[str, ...]) -> tuple:
    """The mana the abilities ``found`` add, in order, as (source, its name, fixed symbols, the
    types one mana may be of, the type the payment search chose for it or '', whether it is
    the first of its ability): the search's choices ``chosen`` are read back in the order
    ``extra`` gave them; it counted "any type that land produced" only if ``chosen`` is that
    long (else the land made one type, 106.12a)."""
    symbols = [_fixed(game, source, controller, effect) for source, controller, effect, _name in found]
    fixed = sum(len(s) + found[k][2].any_color for k, s in enumerate(symbols))
    counted = len(chosen) > fixed
    ahead = iter(chosen) if len(chosen) >= fixed else iter(())
    steps = []
    for (source, _controller, effect, name), own in zip(found, symbols):
        first = True
        if own:
            steps.append((source, name, own, "", "", first))
            first = False
            for _ in own:
                next(ahead, "")
        for _ in range(effect.any_color):
            steps.append((source, name, (), _ANY_COLOR, next(ahead, ""), first))
            first = False
        if effect.produced:
            steps.append((source, name, (), "".join(_types(made)), next(ahead, "") if counted else "", first))
    return tuple(steps)


def _resolve(game, player: int, oid: int, made: tuple[str, ...], steps: tuple) -> None:
    """The triggered mana abilities resolve in turn (605.4a), adding the mana of ``steps``
    (``_steps``); a mana of one of several types takes the one the payment search chose, or
    asks ``player`` to choose."""
    for n, (source, name, fixed, options, preset, first) in enumerate(steps):
        if fixed:
            _add(game, player, oid, source, fixed, name, first)
            continue
        pick = preset if preset and preset in options else options if len(options) == 1 else ""
        if pick:
            _add(game, player, oid, source, (pick,), name, first)
            continue
        game.ask("mana_type", player,
                 f"choose the type of mana {name or game.name(source)} adds "
                 f"({game.name(oid)} produced {''.join('{' + c + '}' for c in made)})",
                 (oid, made, steps[n:]))
        return


def _add(game, player: int, oid: int, source: int, symbols: tuple[str, ...], name: str | None,
         first: bool) -> None:
    name = name or game.name(source)
    if first:
        game.event("605.4a", f"{name}'s triggered mana ability resolves at once ({game.name(oid)} "
                             f"was tapped for mana, 106.12a)")
    mana.add_mana(game, player, symbols, name, snow=mana.snow_source(game, source))


def _type_legal(game, decision) -> list:
    """The types the mana may be (106.1, 106.12a); while a cost is being paid, those keeping it
    payable (as for a mana ability's color, 601.2g)."""
    from mtgrules.engine.casting import colors_keeping_payable
    source, _name, _fixed, options, _preset, _first = decision.data[2][0]
    return [ChooseColor(c) for c in colors_keeping_payable(game, decision.player, source, 1, options)]


def _type_perform(game, decision, action: ChooseColor) -> None:
    """The chosen type of mana is added (106.1, 106.12a), and the rest of the triggered mana
    abilities' mana; then the spell or ability being cast or activated goes on (601.2g)."""
    oid, made, steps = decision.data
    source, name, _fixed, _options, _preset, first = steps[0]
    _add(game, decision.player, oid, source, (action.color,), name, first)
    _resolve(game, decision.player, oid, made, steps[1:])
    if game.pending is None and game.casting is not None:
        from mtgrules.engine.casting import proceed
        proceed(game)


handler("mana_type", _type_legal, _type_perform)
