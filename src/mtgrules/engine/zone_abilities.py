"""Abilities that function from a hand or a graveyard (rules 113.6b, 113.6j, 113.6k, 113.6m).

An object's activated abilities usually function only while it is on the battlefield (113.6);
one that says which zone it functions in functions only there (113.6b): cycling from its
owner's hand (702.29a), "{cost}, Exile this card from your graveyard: ..." and unearth from a
graveyard (113.6m). Such an ability is an ``ActivatedAbility`` whose ``zone`` names the zone;
the card's own abilities are used (outside the battlefield no continuous effect changes them
here). Only the card's owner may activate it: a player activates abilities of objects they
control (602.2), and a card that is not a permanent or a spell is controlled by its owner
(108.4a).

Trigger conditions that can't trigger from the battlefield function in the zones they can
trigger from (113.6k): "When you cycle this card" triggers from wherever the card wound up
(702.29c); ``trigger_own`` puts such an ability of the card itself on the waiting list.
"""
from __future__ import annotations

from mtgrules.ir import ActivatedAbility, TriggeredAbility
from mtgrules.engine import alternative_costs, exiled_casting, face_down, graveyard_casting, zone_grants
from mtgrules.engine.objects import Zone, seat_name

#: The event of "when you cast this spell" (storm 702.40a), which triggers from the stack.
CAST_SELF = "cast_self"

ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD, "command": Zone.COMMAND}  # 902.7

# id(card definition) -> (the definition, its Playable); card definitions are immutable and
# shared, so each is looked at once
_PLAYABLE: dict[int, tuple] = {}


class Playable:
    """What a card offers outside the battlefield (read once per card definition, as
    ``legal_actions`` asks at every priority): ``alternatives``, the alternative ways to cast
    it from a hand (bestow 702.103a, evoke 702.74a, dash 702.109a, overload 702.96a, fuse
    702.102a, spectacle 702.137a, surge 702.117a, blitz 702.152a, warp 702.185a, prowl 702.76a,
    freerunning 702.173a, emerge 702.119a, web-slinging 702.188a, face down with morph or disguise 702.37a,
    702.168a, its own text's alternative cost 118.9); ``flashback`` (702.34a, from a
    graveyard); ``disturb`` (702.146a, transformed from a graveyard); ``graveyard_ways``:
    jump-start and retrace (702.133a, 702.81a: from a graveyard, with a discard);
    ``exile_ways``: foretell, plot and suspend, special actions exiling it from a hand (116.2h,
    116.2k, 116.2f);
    ``hand``, ``graveyard`` and ``command``, the indexes of its activated abilities that
    function there (113.6b; a vanguard card's from the command zone, 902.7). ``nothing``: none of these. ``on_cast``: it has an ability that triggers on its
    own casting and functions on the stack ("when you cast this spell", storm 702.40a).
    """

    __slots__ = ("alternatives", "flashback", "hand", "graveyard", "command", "nothing", "on_cast", "disturb",
                 "graveyard_ways", "exile_ways")

    def __init__(self, card) -> None:
        names = {k.name for k in card.keywords}
        self.alternatives = tuple(n for n in ("bestow", "evoke", "dash", "overload", "fuse", "spectacle", "surge",
                                                "blitz", "warp", "prowl", "freerunning", "emerge",
                                                "web-slinging", "prototype")
                                  if n in names) \
            + face_down.ways(card) + ((alternative_costs.ALTERNATIVE,) if alternative_costs.of(card) else ())
        self.flashback = "flashback" in names
        self.disturb = "disturb" in names
        self.graveyard_ways = graveyard_casting.ways(card)  # jump-start, retrace
        self.exile_ways = tuple(way for way in (*exiled_casting.WAYS, "suspend") if way in names)
        zoned = [(i, a.zone) for i, a in enumerate(card.abilities)
                 if type(a) is ActivatedAbility and a.zone]
        self.hand = tuple(i for i, zone in zoned if zone == "hand")
        self.graveyard = tuple(i for i, zone in zoned if zone == "graveyard")
        self.command = tuple(i for i, zone in zoned if zone == "command")  # a vanguard's (902.7)
        self.nothing = not (self.alternatives or self.flashback or self.disturb or zoned
                            or self.graveyard_ways or self.exile_ways)
        self.on_cast = any(type(a) is TriggeredAbility and a.event == CAST_SELF for a in card.abilities)


def playable(card) -> Playable:
    """The :class:`Playable` of ``card`` (cached per card definition)."""
    entry = _PLAYABLE.get(id(card))
    if entry is None or entry[0] is not card:
        entry = _PLAYABLE[id(card)] = (card, Playable(card))
    return entry[1]


def activated_ability(game, oid: int, index: int):
    """Ability ``index`` of object ``oid``: a permanent's after continuous effects (613), a
    card's elsewhere."""
    obj = game.objects[oid]
    if obj.zone is Zone.BATTLEFIELD:
        return game.chars(oid).abilities[index]
    return zone_grants.card_of(game, oid).abilities[index]


def why_not_from_here(game, player: int, obj, index: int) -> tuple[str, str] | None:
    """Why ability ``index`` of card ``obj`` (not on the battlefield) can't be activated by
    ``player`` from where the card is, as (rule, reason), or None."""
    abilities = zone_grants.card_of(game, obj.id).abilities  # with keywords given to it (613.1f)
    if not 0 <= index < len(abilities) or type(abilities[index]) is not ActivatedAbility:
        return "602.1", f"{obj.card.name} has no such activated ability"
    ability = abilities[index]
    if not ability.zone or ZONES.get(ability.zone) is not obj.zone:
        where = f"a player's {ability.zone}" if ability.zone else "the battlefield"
        return "113.6b", f"that ability of {obj.card.name} functions only while it is in {where}"
    if obj.owner != player:  # rules 602.2, 108.4a, 902.6: such a card is controlled by its owner
        return "602.2", (f"player {seat_name(player)} can't activate that ability of "
                         f"{obj.card.name}: only its owner may (108.4a, 902.6)")
    return None


def trigger_own(game, oid: int, event: str, data: tuple, controller: int, card=None) -> None:
    """Rule 113.6k: the card ``oid``'s own triggered abilities on ``event`` ("When you cycle
    this card", 702.29c), which trigger from the zone it is in now. A spell's carry the optional
    costs paid for it (replicate, 702.56a); an intervening "if" that is false stops one (603.4).
    ``card``: its card with the keywords an effect gives it (cascade, 613.1f), if not its own."""
    from mtgrules.engine.conditions import intervening_if
    from mtgrules.engine.triggers import PendingTrigger
    obj = game.objects.get(oid)
    if obj is None:
        return
    for ability in (card or obj.card).abilities:
        if type(ability) is TriggeredAbility and ability.event == event:
            trig = PendingTrigger(game.new_id(), oid, obj.card, ability, controller, data)
            trig.optional_paid = getattr(obj, "optional_paid", ())
            if ability.condition is not None and not intervening_if(
                    game, ability.condition, obj.card, trig.optional_paid, controller, oid, data):
                game.event("603.4", f"the triggered ability of {obj.card.name} doesn't trigger: its "
                                    "condition is false")
                continue
            game.triggers.append(trig)
