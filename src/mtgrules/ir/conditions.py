"""Conditions and amounts: "if it was kicked", "as long as ...", "for each ..."."""
from __future__ import annotations

from mtgrules.ir.amounts import EventAmount, PowerOf, Scaled, ThatMuch, ToughnessOf
from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class WasKicked:
    """"If this spell was kicked", "if it was kicked [twice]", "if it was kicked with its [A]
    kicker" (rules 702.33d-f): true when the spell, or the permanent it became, was kicked at
    least ``times`` times, or (``which``, 0-based) when its ``which``-th kicker cost was paid;
    ``negated``: the opposite ("if this creature wasn't kicked")."""

    times: int = 1
    which: int | None = None
    negated: bool = False

    def holds(self, kicked: int, paid: tuple[int, ...]) -> bool:
        """``kicked``: times kicked; ``paid``: times each optional cost was paid, in order."""
        if self.which is not None:
            held = self.which < len(paid) and paid[self.which] > 0
        else:
            held = kicked >= self.times
        return held is not self.negated


@record
class KickedCount:
    """An amount: ``per`` for each time the spell, or the permanent it became, was kicked
    ("for each time it was kicked", multikicker, 702.33c-d)."""

    per: int = 1


# --- effects ------------------------------------------------------------------------------------



@record
class StateCondition:
    """A condition on the game state, true or false at any moment: "as long as you control an
    artifact" (611.3a: evaluated continuously), "unless you control a Forest" (checked as the
    permanent enters, 614.1c). Evaluated by ``engine/conditions.py``. ``kind``:

    'control' (the source's controller controls at least ``count`` permanents matching
    ``filter``, or at most ``count`` when ``at_most``), 'opponent_controls',
    'opponent_controls_more' (an opponent controls more permanents matching ``filter`` than
    the controller), 'your_turn',
    'life' (the controller's life is at least ``count``, or at most with ``at_most``),
    'opponent_life', 'any_life' (some player's), 'opponents' (how many the controller has),
    'attached' (the source is attached to a permanent: reconfigure, 702.151a-b),
    'graveyard' (cards in the controller's graveyard, matching ``filter`` if given), 'hand'
    (cards in the controller's hand), 'attacking', 'blocking', 'enchanted', 'equipped' (the
    source is attacking ... or has an Aura / Equipment attached), 'counter' (the source has at least
    ``count`` counters named ``detail``, of any kind if it is empty; with ``at_most``, at most), 'marked' (the source carries the mark named ``detail``
    in the game's marks: "if its evoke cost was paid", 702.74a), 'opponent_damaged' (an opponent
    of the controller was dealt damage this turn: bloodthirst, 702.54a); when an ability may be
    activated (602.5b): 'your_step' (the controller's turn, in the step named ``detail``: "during
    your upkeep"), 'before_attackers' (the controller's turn, or any turn with ``detail`` 'any',
    before the declare attackers step), 'combat' (the combat phase); 'spells_last_turn' (the
    spells all players cast during the previous turn), 'player_spells_last_turn' (some player
    cast at least ``count`` spells then); this turn's history: 'creatures_died' (at least
    ``count`` creatures, matching ``filter`` if given, died, 700.4), 'gained_life' (the
    controller gained life), 'life_gained' (it gained at least ``count`` life in all),
    'descended' (at least ``count`` permanent cards were put into its graveyard, 700.11),
    'attacked' (the controller attacked with a creature), 'self_attacked' (the source was declared as an
    attacker: boast, 702.142a), 'opponent_lost_life', 'max_speed' (the controller's speed is
    4, 702.179e), 'speed_below_max'; 'top_card' (``detail`` 'shares a creature type': the top
    card of the controller's library has a creature type of the source's, kinship 207.2c).
    'x' (the X of the spell or ability, or of the spell a permanent was cast as, 107.3m,
    is at least ``count``, or at most with ``at_most``), 'entering_as_creature' (the source's own types, ignoring type-changing effects, include
    creature: sunburst, 702.44a), 'mana_spent' (at least ``count`` mana of one color, or of the
    color ``detail``, was spent to cast the source: adamant, 601.2h; a ``detail`` of several
    colors: ``count`` mana of each, once per time it is named: "if {U}{B} was spent"),
    'mana_spent_total' (at least, or with ``at_most`` at most, ``count`` mana of any kind was
    spent to cast the source: "if no mana was spent to cast it"), 'cast_mana_spent' (the
    same of the spell a cast trigger's event names: "if five or more mana was spent to cast
    that spell"), 'event_player_turn' (it is the turn of the player at place ``count`` of the
    trigger event's data: "if it's not that player's turn"), 'spells_cast_matching'
    (the controller has cast at least ``count`` spells matching ``filter`` this turn, 601.2i;
    with ``filter.another``, the source's spell not counted: "if you've cast another instant or
    sorcery spell this turn"), 'not_starting_player' (the controller didn't take the game's
    first turn, 103.1), 'this_way' (at least ``count`` cards matching ``filter`` were
    ``detail`` ('discarded', 'milled', 'exiled': judged as the cards they became) by the
    resolving spell or ability: "if a land card is discarded this way", 608.2c), 'resolved_times'
    (the resolving ability has resolved exactly ``count`` times this turn, this time included:
    "if this is the second time this ability has resolved this turn", 707.10b), 'target' (in a
    resolving effect only: the mode's target at index ``detail``, still legal, is a permanent
    matching ``filter``: "destroy target creature if its power is 0 or less", 608.2c);
    'starting_life' (the controller's life total against their starting life total, 103.4, as
    ``detail`` says: '+' at least ``count`` more, '<= half', '< half', '>=', '>', '<');
    'opponent_spells_since_your_turn' (the spells the controller's opponents cast since the
    controller's last turn ended, 601.2i: with ``at_most`` and 0, "if no opponent cast a spell
    since your last turn ended");
    'destroyed_this_way' (the resolving spell or ability destroyed a permanent: "if a
    creature is destroyed this way", 701.8a, 608.2c);
    'drawn_last_turn' (the controller drew at least ``count`` cards during the previous turn),
    'damage_taken' (the controller was dealt at least ``count`` damage this turn in all, 120.3),
    'to_your_graveyard' (at least ``count`` cards were put into the controller's graveyard
    this turn from anywhere, 404.1). ``negate`` inverts the result ("it's not your turn").
    ``player``: the reference to the player the condition is about instead of the controller
    (``EventObject``: the player a trigger event names, "if they cast four or more spells this
    turn" after "at the beginning of each opponent's end step", 603.4).
    """

    kind: str
    count: int = 1
    filter: Filter | None = None
    at_most: bool = False
    negate: bool = False
    detail: str = ""
    text: str = ""
    up_to: int | None = None  # 'counter': and at most this many (a leveler's "LEVEL 1-3", 711.2a)
    player: object = None


@record
class CountOf:
    """"For each <thing>" in a static ability (a counting P/T change, layer 7c): 'permanents'
    matching ``filter`` (relative to the source: "other creature you control"), 'hand' or
    'graveyard' cards of the source's controller (matching ``filter`` if given), or
    'attached' Auras / Equipment (``detail``: 'Aura' or 'Equipment') attached to the source,
    'all_graveyards': the cards matching ``filter`` in every player's graveyard (404.1),
    'graveyard_card_types': the card types among cards in all graveyards (Tarmogoyf),
    'opponents': the opponents of the controller still in the game (undaunted, 702.125a),
    'party': the creatures in the controller's party (700.8), 'basic_land_types': the basic land
    types among lands the controller controls (domain, 305.6), 'greatest_power',
    'total_power', 'total_mana_value' of the permanents matching ``filter`` (relative to the
    controller), 'devotion' to the color ``detail`` (700.5),
    'counters' on the source or 'host_counters' on the permanent it is attached to (``detail``:
    the kind of counter, '' for counters of any kind; 122.1), 'life': the controller's life
    total (119.1), 'opponents_life': the lowest (``detail`` 'lowest') or highest life total among
    the controller's opponents still in the game, 'blockers_beyond_first': the creatures blocking the source beyond the first
    (rampage, 702.23a), 'targets_beyond_first': the targets chosen for the source (a spell) but
    one (strive, 601.2c before 601.2f), 'attackers': the creatures declared as attackers this
    turn, including those that have left the battlefield (508.1), 'colors_spent': the colors of mana spent to cast the source (the spell,
    or the spell that became the permanent; 601.2h, sunburst 702.44a, converge), 'mana_spent':
    the amount of mana spent to cast it (601.2h), 'died': the
    creatures matching ``filter`` (any, if None) that died this turn, as they last existed
    (700.4, 603.10a); 'this_way': the cards matching ``filter`` the resolving spell or ability
    ``detail`` ('discarded', 'milled', 'exiled': "for each land card discarded this way", 608.2c).
    With 'permanents', ``detail`` 'beyond_first' counts all of them but one ("for each creature
    blocking it beyond the first"). ``player``: in a resolving effect, the reference to the one player the count is relative
    to instead of the controller ("for each creature card in their graveyard" after "target
    opponent", "for each creature target opponent controls"; 608.2h)."""

    kind: str
    filter: Filter | None = None
    detail: str = ""
    text: str = ""
    player: object = None


# an integer, 'X' (rule 107.3), per time kicked, or read as the effect applies (608.2h)
Amount = int | str | KickedCount | PowerOf | ToughnessOf | ThatMuch | CountOf | Scaled | EventAmount
