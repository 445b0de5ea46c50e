"""Mana: the pool (rule 106.4), mana sources, and paying costs (rules 118, 601.2g-h).

Automatic payment finds a payment whenever one exists among the player's pool and the mana
abilities whose only cost is {T} (or none): colored requirements are matched to mana units by
bipartite matching (every choice of how to pay hybrid and Phyrexian symbols is tried, mana before
life), and generic mana takes whatever is left. Mana abilities with other costs can still be
activated by the player before paying.
"""
from __future__ import annotations

from itertools import product

from mtgrules.cards.describe import describe_mana_use
from mtgrules.ir.mana_cost import ManaCost
from mtgrules.ir import ActivatedAbility, AddMana, DealDamage, Draw, GainLife, LoseLife, PowerOf, SkipNextUntap, You
from mtgrules.engine.objects import MANA_INDEX, MANA_ORDER, Zone, seat_name
from mtgrules.engine.chosen import chosen_value
from mtgrules.engine.restrictions import UNTAP_SKIPPED

_ANY = frozenset("WUBRG")


class Requirement:
    """A total mana cost reduced to its parts: colored (and {C}) symbols, generic mana, and the
    hybrid / Phyrexian symbols whose way of payment is still open. A snow symbol is among the
    colored ones as ``'S'``: it is paid with one mana of any type from a snow source, and an
    effect reducing generic mana doesn't reduce it (107.4h)."""

    __slots__ = ("colored", "generic", "hybrid", "phyrexian")

    def __init__(self, colored: list[str], generic: int, hybrid: list[tuple[str, ...]],
                 phyrexian: list[str]) -> None:
        self.colored = colored
        self.generic = generic
        self.hybrid = hybrid
        self.phyrexian = phyrexian

    @classmethod
    def of(cls, costs: list[ManaCost | None], x: int = 0, extra_generic: int = 0) -> "Requirement":
        colored: list[str] = []
        generic = extra_generic
        hybrid: list[tuple[str, ...]] = []
        phyrexian: list[str] = []
        for cost in costs:
            if cost is None:
                continue
            for color, n in zip("WUBRG", cost.colored):
                colored.extend(color * n)
            colored.extend("C" * cost.colorless)
            colored.extend("S" * cost.snow)
            generic += cost.generic + x * cost.x
            hybrid.extend(cost.hybrid)
            phyrexian.extend(cost.phyrexian)
        return cls(colored, generic, hybrid, phyrexian)

    @property
    def total(self) -> int:
        return len(self.colored) + self.generic + len(self.hybrid) + len(self.phyrexian)

    def ways(self, life: int):
        """Every way to settle hybrid and Phyrexian symbols: (colored, generic, life paid), mana
        before life (rule 107.4e-f, 119.4: life can be paid only if the total is high enough)."""
        if not self.hybrid and not self.phyrexian:
            yield self.colored, self.generic, 0
            return
        hybrid_options = [_hybrid_options(h, life) for h in self.hybrid]
        phyrexian_options = [(c, "life") for c in self.phyrexian]
        choices = list(product(*hybrid_options, *phyrexian_options))
        choices.sort(key=lambda ch: sum(1 for c in ch if c == "life"))
        for choice in choices:
            colored = list(self.colored)
            generic = self.generic
            paid_life = 0
            for c in choice:
                if c == "life":
                    paid_life += 2
                elif c.isdigit():
                    generic += int(c)
                else:
                    colored.append(c)
            if paid_life and paid_life > life:
                continue
            yield colored, generic, paid_life


def _hybrid_options(symbol: tuple[str, ...], life: int) -> tuple[str, ...]:
    # {G/U/P}: G, U, or 2 life (rule 107.4f); {2/W}: 2 generic or W (rule 107.4e)
    return tuple(("life" if s == "P" else s) for s in symbol)


class Source:
    """One mana ability usable for automatic payment: tapping ``oid`` for ability ``index``
    yields ``units`` (each a set of colors one of which is produced); ``snow``: ``oid`` is a
    snow permanent, so its mana can pay {S} (107.4h); ``added``: how many of the last units are
    added by the triggered mana abilities tapping it triggers (605.1b)."""

    __slots__ = ("oid", "index", "units", "snow", "added")

    def __init__(self, oid: int, index: int, units: tuple[frozenset[str], ...],
                 snow: bool = False, added: int = 0) -> None:
        self.oid = oid
        self.index = index
        self.units = units
        self.snow = snow
        self.added = added


def snow_source(game, oid: int) -> bool:
    """Whether ``oid``, the source of mana being produced (106.3: the spell, or the source of
    the ability), is snow (205.4g), so that its mana can pay {S} (107.4h)."""
    obj = game.objects.get(oid)
    if obj is None:
        return False
    if oid in game.battlefield:
        return "Snow" in game.chars(oid).supertypes
    card = getattr(obj, "card", None)  # a spell, or a source that has left the battlefield
    return card is not None and "Snow" in card.supertypes


def simple_mana_ability(ability) -> AddMana | None:
    """The AddMana effect of a mana ability that costs only {T}, else None."""
    return ability.tap_mana if type(ability) is ActivatedAbility else None


def choices(game, oid: int, add: AddMana) -> str:
    """The colors the player chooses the mana ``add`` makes among ('' when it is fixed): with
    "Add {R} or one mana of the chosen color", the color chosen as ``oid`` entered too, if it
    made that choice (607.2d); for "one mana of any color that a land an opponent controls
    could produce", the types such a permanent could produce now (106.7)."""
    if add.could_produce is not None:
        from mtgrules.engine.mana_could_produce import could_produce
        return could_produce(game, oid, add)
    if add.chosen_color and add.one_of:
        color = chosen_value(game, oid, "color")
        return "".join(add.one_of) + (color if color is not None and color not in add.one_of else "")
    return add.choices


def produced(game, oid: int, add: AddMana, player: int | None = None) -> tuple[str, ...]:
    """The fixed mana ``add`` makes when permanent ``oid``'s ability resolves: its symbols, once
    per counter of a kind on ``oid`` for "for each [kind] counter on this artifact"; of the color
    chosen as ``oid`` entered for "one mana of the chosen color" (none if it made no such
    choice, 607.2d)."""
    if add.chosen_color:
        color = chosen_value(game, oid, "color")
        return (color,) * add.chosen_color if color is not None else ()
    if add.per is not None:  # "Add {G} for each creature you control"
        return add.symbols * times(game, oid, add, player)
    if add.per_counter is None:
        return add.symbols
    obj = game.objects.get(oid)
    return add.symbols * (obj.counters.get(add.per_counter, 0) if obj is not None and
                          hasattr(obj, "counters") else 0)


def times(game, oid: int, add: AddMana, player: int | None = None) -> int:
    """How many times ``add`` adds its mana, counted as it is added relative to ``player``
    (default: the controller of ``oid``, its source): "for each creature you control", "where
    X is this creature's power" (106.4, 608.2h)."""
    per = add.per
    if per is None:
        return 1
    if type(per) is PowerOf:  # this object's power (a mana ability's source on the battlefield)
        obj = game.objects.get(oid)
        power = game.chars(oid).power if obj is not None and obj.zone is Zone.BATTLEFIELD else None
        return max(0, power or 0)
    from mtgrules.engine.conditions import count_for_effect
    return count_for_effect(game, game.controller(oid) if player is None else player, oid, per)


def amount_of(game, oid: int, add: AddMana, player: int | None = None) -> int:
    """How much mana ``add`` makes when ``oid``'s ability or spell makes it (106.4)."""
    return add.amount * times(game, oid, add, player) if add.per is not None else add.amount


def mana_sources(game, player: int, exclude: int | None = None) -> list[Source]:
    """Untapped permanents ``player`` controls whose {T} mana abilities can be activated now.
    Tapping a permanent for one of its abilities uses it up: a permanent with several abilities
    that each add one mana (a dual land: "{T}: Add {B}" and "{T}: Add {R}", 305.6) is one source
    of one mana of any of their colors; otherwise its first such ability is used."""
    from mtgrules.engine.abilities import can_tap_for_cost
    from mtgrules.engine import mana_triggers
    sources = []
    later = []
    objects = game.objects
    table = game.chars_table()
    watchers = mana_triggers.watching(game)  # triggered mana abilities add mana too (605.1b)
    for oid in game.battlefield:
        if oid == exclude:
            continue
        perm = objects[oid]
        if perm.tapped:
            continue
        chars = table[oid]
        if chars.controller != player or not chars.abilities or "no_activated" in chars.imposed:
            continue  # rule 602.5: its activated abilities can't be activated
        found: Source | None = None
        for index, ability in enumerate(chars.abilities):
            add = simple_mana_ability(ability)
            if add is None:
                continue
            if found is None and not can_tap_for_cost(game, oid):
                break
            colors = choices(game, oid, add)
            if colors:
                units = (frozenset(colors),) * add.amount
            else:
                units = tuple(frozenset(s) for s in (
                    add.symbols if add.per_counter is None and not add.chosen_color and add.per is None
                    else produced(game, oid, add)))
                if not units:
                    continue  # "for each charge counter" with none: it makes no mana
            if found is None:
                found = Source(oid, index, units, "Snow" in chars.supertypes)
            elif len(found.units) == 1 and len(units) == 1:
                found = Source(oid, found.index, (found.units[0] | units[0],), found.snow)
        if found is not None:
            if watchers:
                more = mana_triggers.extra(game, oid, watchers, found.units)
                if more is None:
                    continue  # what its triggers add can't be counted (``mana_triggers.extra``)
                if more:
                    found = Source(oid, found.index, found.units + tuple(frozenset(s) for s in more),
                                   found.snow, len(more))
            if len(chars.abilities[found.index].mode.effects) > 1:
                later.append(found)
            else:
                sources.append(found)
    # sources whose mana ability does something else too (a painland's damage) come last, so
    # that a payment uses them only when it needs them
    return sources + later if later else sources


class Payment:
    """How to pay: sources to tap (source, ability index, the mana it and the triggered mana
    abilities it triggers produce, how many of those the triggers add), the mana then spent from the
    pool (counts in W U B R G C order), how many of those came from snow sources (same order,
    107.4h), the restricted mana spent (indexes in the player's ``restricted``, 106.6) and life
    paid for Phyrexian symbols."""

    __slots__ = ("taps", "spend", "life", "restricted", "snow")

    def __init__(self, taps: list[tuple[int, int, tuple[str, ...], int]], spend: list[int], life: int,
                 restricted: tuple[int, ...] = (), snow: list[int] | None = None) -> None:
        self.taps = taps
        self.spend = spend
        self.life = life
        self.restricted = restricted
        self.snow = snow if snow is not None else [0] * 6


class ForAbility:
    """What is paid for: an activated ability of object ``source`` (106.6: mana that may be
    spent only to activate abilities of some objects)."""

    __slots__ = ("source",)

    def __init__(self, source: int) -> None:
        self.source = source


def spending_on(game):
    """What the cost being paid now is for (106.6): the spell being cast (601.2g-h), a
    ``ForAbility`` while an activated ability is activated (602.2b), or None while anything
    else is paid for (a cost asked for as a spell or ability resolves)."""
    casting = game.casting
    if casting is None:
        return None
    item = game.objects.get(casting.item)
    if item is None:
        return None
    if item.ability is None:
        return item
    return ForAbility(item.source) if type(item.ability) is ActivatedAbility else None


def spendable(game, use, player: int, spending) -> bool:
    """Whether mana that may be spent only as ``use`` (a ``ManaUse``) says pays for
    ``spending``: a spell on the stack or a card about to be cast, a ``ForAbility``, or None
    for anything else; judged from ``player`` (106.6)."""
    from mtgrules.engine.targets import card_matches, permanent_matches
    if spending is None:
        return use.but_spells is not None
    if type(spending) is ForAbility:
        if use.any_ability or use.but_spells is not None:
            return True
        flt = use.abilities
        obj = game.objects.get(spending.source)
        if flt is None or obj is None:
            return False
        if spending.source in game.battlefield:
            return permanent_matches(game, spending.source, flt, player, -1)
        return flt.zone == "anywhere" and card_matches(game, obj, flt, player, -1)
    if use.but_spells is not None:
        return not card_matches(game, spending, use.but_spells, player, -1)
    return use.spells is not None and card_matches(game, spending, use.spells, player, -1)


def find_payment(game, player: int, req: Requirement, exclude: int | None = None,
                 sources: list[Source] | None = None, spending=None) -> Payment | None:
    """A way to pay ``req`` now, or None if there is none. ``sources``: the player's
    ``mana_sources`` if already known (they must not include ``exclude``). ``spending``: the
    spell or ability paid for, which restricted mana in the pool may pay for (106.6; default:
    what is being cast or activated, ``spending_on``)."""
    p = game.players[player]
    if req.total == 0:
        return Payment([], [0] * 6, 0)
    if sources is None:
        sources = mana_sources(game, player, exclude)
    # units: (slot owner, colors, from a snow source); pool units first so they are spent
    # before tapping; mana with a restriction that allows this spending has owner
    # -1 - (its index in the pool)
    units = _pool_units(p)
    if p.restricted:
        spell = spending if spending is not None else spending_on(game)
        units.extend((-1 - k, color, False) for k, (color, only) in enumerate(p.restricted)
                     if spendable(game, only, player, spell))
    units.extend(_source_units(sources))
    found = _settle(req, units, p.life)
    return _build(sources, units, *found) if found is not None else None


def pool_pays(game, player: int, cost) -> bool:
    """Whether the mana already in ``player``'s pool pays ``cost`` (118.3a) without a mana
    ability activated or life paid for it."""
    return not cost.phyrexian and find_payment(game, player, Requirement.of([cost]), sources=[]) is not None


def payable_with(game, player: int, req: Requirement, sources: list[Source]) -> bool:
    """Whether ``req`` could be paid from the pool and ``sources``, each of whose units pays
    one symbol of its colors or one generic mana (a unit of no color pays only generic): also
    for what pays instead of mana (convoke's creatures, improvise's artifacts, 601.2h)."""
    p = game.players[player]
    if req.total == 0:
        return True
    units = _pool_units(p)
    units.extend(_source_units(sources))
    return _settle(req, units, p.life) is not None


def _pool_units(p) -> list:
    """The mana in ``p``'s pool as payment units (None, color, from a snow source): of each
    type, ``p.snow`` of it came from snow sources (107.4h)."""
    units: list = []
    for i, n in enumerate(p.pool):
        if n:
            snow = p.snow[i]
            units.extend([(None, MANA_ORDER[i], False)] * (n - snow))
            units.extend([(None, MANA_ORDER[i], True)] * snow)
    return units


def _source_units(sources: list[Source]) -> list:
    return [(s_index, u, src.snow) for s_index, src in enumerate(sources) for u in src.units]


def _settle(req: Requirement, units: list, life: int):
    """(colored, match, generic, life paid) of the first way to pay ``req`` with ``units``."""
    if len(units) < req.total - len(req.phyrexian) - sum(1 for h in req.hybrid if "P" in h):
        return None
    for colored, generic, paid_life in req.ways(life):
        if len(colored) + generic > len(units):
            continue
        match = _match(colored, units)
        if match is None:
            continue
        return colored, match, generic, paid_life
    return None


def _produces(unit, color: str) -> bool:
    if color == "S":  # 107.4h: mana of any type from a snow source
        return unit[2]
    colors = unit[1]
    if type(colors) is str:
        return colors == color
    return color in colors


def _match(colored: list[str], units) -> dict[int, int] | None:
    """Kuhn's augmenting paths: colored symbol index -> unit index, saturating every symbol."""
    owner_of_unit: dict[int, int] = {}
    # Try scarce colors first for fewer augmentations.
    order = sorted(range(len(colored)), key=lambda i: colored[i])
    for sym in order:
        if not _augment(sym, colored, units, owner_of_unit, set()):
            return None
    return {sym: unit for unit, sym in owner_of_unit.items()}


def _augment(sym: int, colored, units, owner_of_unit: dict[int, int], seen: set[int]) -> bool:
    color = colored[sym]
    for u, unit in enumerate(units):
        if u in seen or not _produces(unit, color):
            continue
        seen.add(u)
        if u not in owner_of_unit or _augment(owner_of_unit[u], colored, units, owner_of_unit, seen):
            owner_of_unit[u] = sym
            return True
    return False


def _build(sources, units, colored, match, generic: int, life: int) -> Payment:
    used = set(match.values())
    chosen: dict[int, str] = {u: _any_of(units[u]) if colored[sym] == "S" else colored[sym]
                              for sym, u in match.items()}
    # generic: pool first, then units of sources already being tapped, then new sources
    tapped_sources = {units[u][0] for u in used if units[u][0] is not None}
    free = [u for u in range(len(units)) if u not in used]
    # restricted mana first (it can pay for less), then the pool, then sources being tapped;
    # mana from a snow source after other mana like it (it can pay for more, 107.4h)
    free.sort(key=lambda u: (_rank(units[u][0]), units[u][0] not in tapped_sources, units[u][2]))
    for u in free[:generic]:
        chosen[u] = _any_of(units[u])
        used.add(u)
    spend = [0] * 6
    snow = [0] * 6
    taps: dict[int, list[str]] = {}
    restricted = []
    for u in sorted(used):
        owner = units[u][0]
        if owner is not None and owner < 0:
            restricted.append(-1 - owner)
            continue
        spend[MANA_INDEX[chosen[u]]] += 1
        if units[u][2]:
            snow[MANA_INDEX[chosen[u]]] += 1
        if owner is not None:
            taps.setdefault(owner, [])
    # a tapped source produces all its units; any-color units take the chosen color
    tap_list = []
    for s_index in sorted(taps):
        src = sources[s_index]
        colors = []
        for u, unit in enumerate(units):
            if unit[0] == s_index:
                colors.append(chosen.get(u) or (unit[1] if type(unit[1]) is str else sorted(unit[1])[0]))
        tap_list.append((src.oid, src.index, tuple(colors), src.added))
    return Payment(tap_list, spend, life, tuple(restricted), snow)


def _any_of(unit) -> str:
    """The type of mana a unit is spent as: its own, or for a unit of several, colorless if it
    can be, else the first color."""
    colors = unit[1]
    return colors if type(colors) is str else ("C" if "C" in colors else sorted(colors)[0])


def _rank(owner) -> int:
    return 1 if owner is None else 0 if owner < 0 else 2


def add_mana(game, player: int, colors, source_name: str, only=None, snow: bool = False) -> None:
    """Rule 106.4: mana is added to the player's pool; ``only``: a ``ManaUse``, what it can be
    spent on (106.6: "Spend this mana only to cast a creature spell"), kept with it; ``snow``:
    its source is snow, which the pool remembers (107.4h: such mana can pay {S})."""
    p = game.players[player]
    if only is not None:
        p.restricted = p.restricted + tuple((c, only) for c in colors)
    else:
        for c in colors:
            p.pool[MANA_INDEX[c]] += 1
            if snow:
                p.snow[MANA_INDEX[c]] += 1
    game.event("106.4", f"{source_name} adds {''.join('{' + c + '}' for c in colors)} "
                        f"to player {seat_name(player)}'s mana pool"
                        + (f" ({describe_mana_use(only)}, 106.6)" if only is not None else "")
                        + (" (mana from a snow source, 107.4h)" if snow and only is None and colors else ""))


def execute_payment(game, player: int, pay: Payment) -> tuple[int, ...]:
    """Rule 601.2g-h: activate the mana abilities (605.3), then pay from the pool and with life.
    Mana produced beyond the cost stays in the pool. The mana spent, per kind in W U B R G C
    order ("for each color of mana spent to cast it", 702.44a)."""
    from mtgrules.engine.abilities import pay_tap
    from mtgrules.engine import mana_triggers
    p = game.players[player]
    watchers = mana_triggers.watching(game)
    for oid, index, colors, added in pay.taps:
        # the units of a source end with the mana its triggers add (605.1b)
        made, chosen = colors[:len(colors) - added], colors[len(colors) - added:]
        ability = _ability_making(game, oid, index, made)
        pay_tap(game, oid)
        add_mana(game, player, made, game.name(oid), snow=snow_source(game, oid))
        side_effects(game, player, oid, ability)
        mana_triggers.tapped_for_mana(game, player, oid, made, chosen, watchers)
    for i in range(6):
        p.pool[i] -= pay.spend[i]
        p.snow[i] -= pay.snow[i]
    spent = list(pay.spend)
    if pay.restricted:  # rule 106.6: restricted mana spent on what it may pay for
        for k in pay.restricted:
            spent[MANA_INDEX[p.restricted[k][0]]] += 1
        used = set(pay.restricted)
        p.restricted = tuple(unit for k, unit in enumerate(p.restricted) if k not in used)
    if pay.life:
        game.lose_life(player, pay.life, "119.4")
    return tuple(spent)


def _ability_making(game, oid: int, index: int, colors: tuple[str, ...]):
    """The {T} mana ability of ``oid`` that makes ``colors``: a source with several abilities
    each adding one mana is one source of any of their colors (``mana_sources``), and which
    ability was activated decides what else happens (605.3b: "This land deals 1 damage to
    you" comes only with the mana of the ability that says it). The first that can make them,
    one doing nothing else first; ``index`` if none is simpler."""
    abilities = game.chars(oid).abilities
    ability = abilities[index]
    if len(colors) != 1 or len(abilities) == 1:
        return ability
    makers = [a for a in abilities if (add := simple_mana_ability(a)) is not None and add.amount == 1
              and colors[0] in (choices(game, oid, add) or add.symbols)]
    plain = [a for a in makers if len(a.mode.effects) == 1]
    return (plain or makers or [ability])[0]


def side_effects(game, player: int, oid: int, ability) -> None:
    """What a mana ability does beside adding mana, at once (605.3b)."""
    for effect in ability.mode.effects:
        if type(effect) is not AddMana:
            side_effect(game, player, oid, effect)


def side_effect(game, player: int, oid: int, effect) -> None:
    """One thing a mana ability does beside adding mana, at once (605.3b): damage its source
    deals to its controller ("This land deals 1 damage to you"), life its controller loses or
    gains, life each opponent gains (in APNAP order, 101.4), cards its controller draws
    (121.1); its source not untapping during its controller's next untap step (502.3)."""
    kind = type(effect)
    if kind is SkipNextUntap:  # "This land doesn't untap during your next untap step."
        game.marks[UNTAP_SKIPPED] = game.marks.get(UNTAP_SKIPPED, frozenset()) | {oid}
        game.event("502.3", f"{game.name(oid)} won't untap during its controller's next untap step")
        return
    if kind is DealDamage:
        from mtgrules.engine.damage import deal_damage, source_info
        deal_damage(game, source_info(game, oid), -1 - player, effect.amount)
    elif kind is LoseLife:
        game.lose_life(player, effect.amount)
    elif kind is GainLife:
        for who in ([player] if type(effect.who) is You else game.opponents(player)):
            game.gain_life(who, effect.amount)
    elif kind is Draw:
        game.draw(player, effect.count)


def available_units(game, player: int, sources: list[Source]) -> int:
    """How much mana the player could have at most right now (pool, restricted mana in it
    included, plus sources)."""
    p = game.players[player]
    return sum(p.pool) + len(p.restricted) + sum(len(s.units) for s in sources)


def empty_pools(game) -> None:
    """Rule 500.4: mana empties from each player's pool at the end of each step and phase."""
    for p in game.players:
        if any(p.pool):
            game.event("500.4", f"unused mana {pool_text(p.pool)} empties from player {p.name}'s mana pool")
            p.pool = [0, 0, 0, 0, 0, 0]
            p.snow = [0, 0, 0, 0, 0, 0]
        if p.restricted:
            game.event("500.4", f"unused mana {''.join('{' + c + '}' for c, _ in p.restricted)} "
                                f"empties from player {p.name}'s mana pool")
            p.restricted = ()


def pool_text(pool: list[int]) -> str:
    return "".join(("{" + MANA_ORDER[i] + "}") * n for i, n in enumerate(pool))
