"""Targets (rule 115): who and what a spell or ability may target, and target legality on
resolution (rule 608.2b)."""
from __future__ import annotations

from mtgrules.ir import Filter, TargetSpec
from mtgrules.cards.keyword_syntax import times_kicked
from mtgrules.engine import hooks, player_rules
from mtgrules.engine.chosen import of_chosen
from mtgrules.engine.conditions import attached_count
from mtgrules.engine.objects import StackObject, Zone, player_ref
from mtgrules.engine.turn_state import entered_this_turn
from mtgrules.engine.modified import is_modified

_ZONES = {"battlefield": Zone.BATTLEFIELD, "graveyard": Zone.GRAVEYARD, "hand": Zone.HAND,
          "stack": Zone.STACK, "exile": Zone.EXILE}
# ``Filter.controller`` naming a trigger event's player: not yet known, or known
_EVENT_PLAYER = ("event:", "seat:")


def card_matches(game, obj, flt: Filter, controller: int, source: int) -> bool:
    """Whether a card (not a permanent) passes ``flt``: its printed characteristics."""
    card = obj.card
    if not flt.accepts(card.types, card.colors, card.subtypes, card.supertypes, card.name):
        return False
    mana_value = card.mana_value
    if obj.zone is Zone.STACK and card.mana_cost is not None and card.mana_cost.x:
        mana_value += card.mana_cost.x * obj.x  # 202.3e: X as chosen, on the stack
    if not flt.accepts_values(card.supertypes, card.power, card.toughness, mana_value,
                              obj.zone is not Zone.STACK and obj.token):
        return False
    if flt.chosen is not None and not of_chosen(game, source, flt.chosen, card.colors, card.subtypes):
        return False  # "a spell of the chosen color" (607.2d)
    if flt.owner_you and obj.owner != controller:
        return False
    if obj.zone is not Zone.STACK and flt.controller == "opponent" and obj.owner == controller:
        return False
    if obj.zone is not Zone.STACK and flt.controller is not None and flt.controller.startswith("seat:") \
            and obj.owner != seat_of(flt):
        return False  # "a card in that player's graveyard" (404.2: its owner's graveyard)
    if flt.another and obj.id == source:
        return False
    if obj.zone is Zone.STACK:
        if flt.controller is not None and flt.controller.startswith(_EVENT_PLAYER):
            if obj.controller != seat_of(flt):
                return False  # "target spell that player controls" (603.2)
        elif flt.controller is not None and (obj.controller == controller) != (flt.controller == "you"):
            return False  # "target spell you control" / "... an opponent controls" (110.2, 112.1)
        if obj.id == source:
            return False  # rule 115.5: a spell or ability can't target itself
        if flt.spell is not None and obj.is_spell != flt.spell:
            return False  # "target spell" (112.1) / "target activated ability" (113.1)
        if flt.face_down is not None and (obj.face_down_card is not None) != flt.face_down:
            return False  # "face-down creature spells" (708.4)
        if flt.cast_from is not None and not cast_from_fits(flt.cast_from, obj.cast_from):
            return False  # "a spell cast from exile" (601.2a)
        if flt.targeting is not None and not _targets_one(game, obj, flt.targeting, controller, source):
            return False  # "a spell that targets a creature you control" (115.1)
        if flt.kicked and not (obj.is_spell and times_kicked(obj.card, obj.optional_paid)):
            return False  # "a kicked spell" (702.33d)
    elif flt.face_down:
        return False  # a card in a hand, library or graveyard here is face up
    return True


def _targets_one(game, item, flt: Filter, controller: int, source: int) -> bool:
    """Whether one of the targets of spell or ability ``item`` is a permanent passing ``flt``."""
    return any(t > 0 and t in game.battlefield and permanent_matches(game, t, flt, controller, source)
               for t in item.targets)


def cast_from_fits(wanted: str, zone: str) -> bool:
    """Whether a spell cast from ``zone`` (a zone's name; '' for a copy, which wasn't cast,
    707.10) was cast from where a filter's ``cast_from`` asks (601.2a)."""
    if not zone:
        return False
    return zone != "hand" if wanted == "not_hand" else zone == wanted


def _lesser_power(game, c, source: int) -> bool:
    """Whether characteristics ``c`` have less power than the source has now (a source no longer
    on the battlefield has no power to compare with)."""
    if source not in game.battlefield:
        return False
    mine = game.chars(source).power
    return c.power is not None and mine is not None and c.power < mine


def permanent_matches(game, oid: int, flt: Filter, controller: int, source: int) -> bool:
    """Whether permanent ``oid`` passes ``flt``, by its current characteristics (rule 613)."""
    return chars_match(game, oid, game.chars(oid), game.objects[oid], flt, controller, source)


def chars_match(game, oid: int, c, perm, flt: Filter, controller: int, source: int) -> bool:
    """Whether a permanent with characteristics ``c`` and status ``perm`` passes ``flt``:
    as it is, or as it last existed on the battlefield (603.10a: "whenever a creature you
    control dies" looks back in time)."""
    if not flt.accepts(c.types, c.colors, c.subtypes, c.supertypes, c.name):
        return False
    if not flt.accepts_values(c.supertypes, c.power, c.toughness, c.mana_value, perm.token):
        return False
    if flt.chosen is not None and not of_chosen(game, source, flt.chosen, c.colors, c.subtypes):
        return False  # "creature of the chosen type" (607.2d)
    if flt.tapped is not None and perm.tapped != flt.tapped:
        return False
    if flt.controller == "you" and c.controller != controller:
        return False
    if flt.controller == "opponent" and c.controller == controller:
        return False
    if flt.controller == "defending" and c.controller != defending_player(game, source):
        return False
    if flt.controller is not None and flt.controller.startswith(_EVENT_PLAYER) \
            and c.controller != seat_of(flt):
        return False  # "target artifact that player controls" (603.2)
    if flt.another and oid == source:
        return False
    if flt.in_combat is not None:
        from mtgrules.engine.combat import in_combat_as
        if oid not in game.battlefield or not in_combat_as(game, oid, flt.in_combat):
            return False
    if flt.with_keyword is not None and flt.with_keyword not in c.keyword_names:
        return False  # "creature with flying"
    if flt.without_keyword is not None and flt.without_keyword in c.keyword_names:
        return False  # "creature without flying"
    if flt.without_any and not c.keyword_names.isdisjoint(flt.without_any):
        return False  # "creatures without flying or islandwalk"
    if flt.lesser is not None and not _lesser_power(game, c, source):
        return False  # "with lesser power" (702.134a)
    if flt.damaged_this_turn and getattr(perm, "damaged_turn", 0) != game.turn:
        return False  # "creature that was dealt damage this turn" (120.3)
    if flt.attacked_this_turn and oid not in game.turn_state.attackers:
        return False  # "creatures that attacked this turn" (508.1)
    if flt.face_down is not None and getattr(perm, "face_down", False) != flt.face_down:
        return False  # "face-down creature" (708)
    if flt.with_counter is not None:  # "creature with a +1/+1 counter on it" (122.1)
        from mtgrules.engine.layers import has_counter
        if not hasattr(perm, "counters") or not has_counter(perm, flt.with_counter):
            return False
    if flt.attached_by is not None and not _attached_by(game, oid, flt.attached_by):
        return False  # "enchanted creatures", "creatures that are equipped" (303.4, 301.5)
    if flt.not_attached_by is not None and _attached_by(game, oid, flt.not_attached_by):
        return False  # "target creature that isn't enchanted" (303.4)
    if flt.shares_color and c.colors.isdisjoint(_source_colors(game, source)):
        return False  # "that each share a color with it" (702.78a, 105.2)
    if flt.blocking_what is not None and not blocking_what(game, oid, flt.blocking_what, source):
        return False  # "target creature blocking it" (509.1g)
    if flt.stickered and not getattr(perm, "stickers", ()):
        return False  # "a stickered permanent" (123.4)
    if flt.entered_this_turn and not entered_this_turn(game, oid):
        return False  # "creature that entered this turn" (400.7)
    if flt.modified and not is_modified(game, oid, perm, c.controller, game.chars):
        return False  # "modified creature you control" (700.9)
    return True


def blocking_what(game, oid: int, what: str, source: int) -> bool:
    """Whether ``oid`` is blocking what ``what`` names (``Filter.blocking_what``, 509.1g)."""
    combat = game.combat
    if combat is None or oid not in combat.blocks:
        return False
    if what == "source":
        blocked = source
    elif what == "attached":
        blocked = game.objects[source].attached_to if source in game.objects else None
    elif what.startswith("object:"):
        blocked = int(what[7:])
    else:  # an event's object not yet known
        return False
    return blocked in combat.blocks[oid]


def _source_colors(game, source: int) -> frozenset:
    """The colors of the source: a permanent's now (613), else those of the card or spell."""
    if source in game.battlefield:
        return game.chars(source).colors
    obj = game.objects.get(source)
    return obj.card.colors if obj is not None else frozenset()


def _attached_by(game, oid: int, subtype: str) -> bool:
    """Whether a permanent of ``subtype`` is attached to ``oid``, or was as it left the
    battlefield (603.10a: leaves-the-battlefield abilities look back in time)."""
    if oid in game.battlefield:
        return attached_count(game, oid, subtype) > 0
    from mtgrules.engine.triggers import attached_as_it_left  # triggers imports this module
    return any(a in game.objects and subtype in game.objects[a].card.subtypes
               for a in attached_as_it_left(oid))
def seat_of(flt: Filter) -> int | None:
    """The seat of the player a filter's objects must be controlled by, if it names one: 'seat:S'
    (a trigger event's player, known once the ability is on the stack, 603.2); None for one not
    yet known ('event:N')."""
    return int(flt.controller[5:]) if flt.controller.startswith("seat:") else None


def defending_player(game, attacker: int) -> int | None:
    """The seat of the defending player of ``attacker`` (506.2, 802.2a), None if it isn't
    attacking."""
    combat = game.combat
    return None if combat is None else combat.defending.get(attacker)


# what an "up to N" target left unchosen holds (601.2c); no object or player has this id
NO_TARGET = 0


def by_spell(game, source: int, spell: bool | None = None) -> bool:
    """Whether the targets are chosen for a spell (115.1a) rather than an ability (115.1b-d):
    ``spell`` if told (a card about to be cast), else whether ``source`` is a spell on the
    stack (a spell is its own source; an ability's is the object it came from)."""
    if spell is not None:
        return spell
    obj = game.objects.get(source)
    return type(obj) is StackObject and obj.is_spell


def is_legal_target(game, spec: TargetSpec, target: int, controller: int, source: int,
                    source_card, spell: bool | None = None) -> bool:
    """Rule 115.1 / 608.2b: ``target`` fits ``spec`` and nothing forbids targeting it
    (``spell``: see ``by_spell``)."""
    if target == NO_TARGET:
        return False
    if target < 0:
        who = -1 - target
        if spec.players is None or who >= len(game.players) or game.players[who].lost:
            return False
        if spec.players == "opponent" and who == controller:
            return False
        if spec.players == "you" and who != controller:
            return False
        return player_rules.why_untargetable(game, who, controller) is None  # 702.11d, 702.18d
    flt = spec.objects
    obj = game.objects.get(target)
    if flt is None or obj is None or obj.zone is not _ZONES[flt.zone]:
        return False
    if obj.zone is Zone.BATTLEFIELD:
        if not permanent_matches(game, target, flt, controller, source):
            return False
        if spec.also and not all(permanent_matches(game, target, f, controller, source) for f in spec.also):
            return False  # rule 702.5c
        return hooks.targeting_restriction(game, target, source_card, controller,
                                           by_spell(game, source, spell)) is None
    return card_matches(game, obj, flt, controller, source)


def legal_targets(game, spec: TargetSpec, controller: int, source: int, source_card,
                  spell: bool | None = None) -> list[int]:
    """Every legal choice for ``spec`` now: player refs first, then objects in zone order
    (``spell``: see ``by_spell``)."""
    out: list[int] = []
    if spec.players is not None:
        for p in game.players:
            ref = player_ref(p.index)
            if is_legal_target(game, spec, ref, controller, source, source_card, spell):
                out.append(ref)
    flt = spec.objects
    if flt is None:
        return out
    zone = _ZONES[flt.zone]
    if zone is Zone.BATTLEFIELD:
        candidates = game.battlefield
    elif zone is Zone.STACK:
        candidates = game.stack
    else:
        candidates = [oid for p in game.players for oid in p.zone_list(zone)]
    for oid in candidates:
        if is_legal_target(game, spec, oid, controller, source, source_card, spell):
            out.append(oid)
    return out


def why_not_target(game, spec: TargetSpec, target: int, controller: int, source: int,
                   source_card) -> tuple[str, str]:
    """(rule, reason) explaining why ``target`` can't be chosen for ``spec``."""
    if target >= 0 and target in game.objects and game.objects[target].zone is Zone.BATTLEFIELD:
        why = hooks.targeting_restriction(game, target, source_card, controller, by_spell(game, source))
        if why:
            return why
    if target < 0 and -1 - target < len(game.players):
        why = player_rules.why_untargetable(game, -1 - target, controller)
        if why:
            return why
    return "115.1", f"{game.name(target)} is not a legal choice for {spec.text}"
