"""Trigger conditions (rule 603.1): "When/Whenever [event], [effect]".

    trigger      := ("when" | "whenever") event ","
    event        := "cardname" self-event                            (the source itself)
                  | counters-put                         ("one or more +1/+1 counters are put
                                                          on ...", ``counters.put_event``)
                  | "cardname" object-event
                  | "cardname or another" description object-event   (603.2, self included)
                  | ("a" | "an" | "another") description object-event
                  | player player-event
    object-event := "enters" ["the battlefield"] ["under your control"] | "dies" | "attacks"
                  | "blocks" | "becomes blocked" | "leaves the battlefield"
                  | "is turned face up"                               (708.8)
    player       := "you" | "a player" | "an opponent"
    self-event   := "transforms into cardname" | "enters or transforms into cardname" (701.27e)
                  | "is dealt damage" | "becomes untapped" | "attacks and isn't blocked"
                  | "and at least two other creatures attack" | "blocks a creature"
                  | "becomes blocked by a creature" | "blocks or becomes blocked by a creature"
                  | "is put into a graveyard from the battlefield"
                  | "becomes the target of a spell" ["or ability" ["an opponent controls"]]
    player-event := ("cast" | "casts") ["or copy" | "or copies"] ("a" | "an") description
                  | "cast your second spell each turn" | "draw your second card each turn"
                  | ("draw" | "draws") "a card" | ("gain" | "gains") "life"
                  | ("lose" | "loses") "life" | "attack"               (you only, 508.1)
                  | ("cycle" ["or discard"] | "cycles" ["or discards"]) ("a" | "another") "card"
                  | "cycle cardname"                                   (702.29c-d; you only)

The result names the engine's event and what it must be about; the words of the effect that
refer back to the event ("that creature", "that player", "it") are given their meaning.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar import counters
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize

_OBJECT_EVENTS = (("enters the battlefield", "enters"), ("enters", "enters"), ("dies", "dies"),
                  ("attacks", "attacks"), ("blocks", "blocks"),
                  ("becomes blocked", "becomes_blocked"),
                  ("leaves the battlefield", "leaves"),
                  ("is turned face up", "turned_face_up"))
# "whenever you cycle or discard a card" triggers once for a card cycled (702.29d); "when you
# cycle this card" from wherever the card is then (702.29c, 113.6k). The source of an ability on
# the battlefield is never the card discarded, so "another card" is "a card" there.
_CYCLING_EVENTS = tuple((f"{verb} {what}", event) for verb, event in (
    ("cycle or discard", "discard"), ("cycles or discards", "discard"),
    ("cycle", "cycle"), ("cycles", "cycle")) for what in ("a card", "another card")) + (
    ("cycle cardname", "cycled_self"),)
_PLAYERS = (("you", "you"), ("a player", "any"), ("an opponent", "opponent"))
# events after which the object is still where it was, so the effect can name it
_STAYS = frozenset({"enters", "attacks", "blocks", "becomes_blocked", "turned_face_up"})
# events about the source and how it took part (engine/trigger_events.py); "+" joins events of
# one ability that triggers on either (603.2)
_SELF_EVENTS = (("transforms into cardname", "transforms_into_self"),
                ("enters or transforms into cardname", "enters+transforms_into_self"),
                ("is dealt damage", "dealt_damage"), ("becomes untapped", "becomes_untapped_self"),
                ("becomes monstrous", "becomes_monstrous_self"),
                ("attacks and isn't blocked", "attacks_unblocked"), ("attacks alone", "attacks_alone"),
                ("and at least two other creatures attack", "attacks_with_two_others"),
                ("blocks or becomes blocked by a creature", "blocks_a_creature+becomes_blocked_by"),
                ("blocks a creature", "blocks_a_creature"),
                ("becomes blocked by a creature", "becomes_blocked_by"),
                ("is put into a graveyard from the battlefield", "put_into_graveyard"),
                ("becomes the target of a spell or ability an opponent controls",
                 "becomes_target_by_opponent"),
                ("becomes the target of a spell or ability", "becomes_target"),
                ("becomes the target of a spell", "becomes_target_of_spell"))
# events about an object the ability describes (engine/trigger_events.py)
_SUBJECT_EVENTS = (("deals combat damage to a player", "combat_damage_to_player_by"),
                   ("deals combat damage to an opponent", "combat_damage_to_opponent_by"),
                   ("attacks alone", "attacks_alone_by"))
_DEALER = {"that player": m.EventObject(1), "that creature": m.EventObject(0), "it": m.EventObject(0)}
_SUBJECT_REFS = {"combat_damage_to_player_by": _DEALER, "combat_damage_to_opponent_by": _DEALER,
                 "combat_damage_to_player_by_one_or_more": {"that player": m.EventObject(1)},
                 "attacks_alone_by": {"that creature": m.EventObject(0), "it": m.EventObject(0)}}
_THAT_SPELL = {"that spell": m.EventObject(1), "that spell or ability": m.EventObject(1)}
_SELF_REFS = {"blocks_a_creature+becomes_blocked_by": {"that creature": m.EventObject(1)},
              "attacks_unblocked": {"defending player": m.EventObject(1)},
              "blocks_a_creature": {"that creature": m.EventObject(1)},
              "becomes_blocked_by": {"that creature": m.EventObject(1)},
              "becomes_target_by_opponent": _THAT_SPELL, "becomes_target": _THAT_SPELL,
              "becomes_target_of_spell": _THAT_SPELL}
_THAT = ("it", "that creature", "that permanent", "that land", "that artifact",
         "that enchantment", "that token")


class Trigger:
    """A trigger condition read: ``event``, ``subject``, ``self_too``, ``player`` (as on
    :class:`mtgrules.ir.TriggeredAbility`), the effect text after it and the words it defines."""

    __slots__ = ("event", "subject", "self_too", "player", "effect_text", "refs")

    def __init__(self, event: str, subject=None, self_too: bool = False, player=None) -> None:
        self.event, self.subject, self.self_too, self.player = event, subject, self_too, player
        self.effect_text = ""
        self.refs: dict = {}


def read_trigger(text: str) -> Trigger | None:
    """The trigger condition at the start of ``text`` (lowercase, the card's name as
    ``cardname``) and the effect text after its comma, or None if the grammar doesn't cover
    it."""
    p = Parser(tokenize(text))
    trigger = _condition(p)
    if trigger is None or not p.take(","):
        return None
    commas = p.tokens[:p.pos].count(",")
    parts = text.split(",", commas)
    if len(parts) <= commas:
        return None
    trigger.effect_text = parts[commas].strip()
    return trigger


def read_trigger_condition(text: str) -> Trigger | None:
    """``text`` as a whole trigger condition ("when this creature dies"), with no effect
    after it (a modal ability's modes follow on their own lines); None if not understood."""
    p = Parser(tokenize(text))
    trigger = _condition(p)
    return trigger if trigger is not None and p.done() else None


def _condition(p: Parser) -> Trigger | None:
    if not p.take_any("when", "whenever"):
        return None
    trigger = _event(p)
    if trigger is not None:
        if trigger.event == "turned_face_up" and trigger.subject is not None and trigger.subject.face_down:
            # "whenever a face-down permanent is turned face up": it was face down until then (708.8)
            trigger.subject = dataclasses.replace(trigger.subject, face_down=None)
        trigger.refs = _refs(trigger)
    return trigger


def _event(p: Parser) -> Trigger | None:
    put = counters.put_event(p)  # "one or more +1/+1 counters are put on ..." (122.6)
    if put is not None:
        return Trigger(put[0], put[1])
    if p.take("cardname"):
        for words, event in _SELF_EVENTS:
            if p.take(words):
                return Trigger(event)
        if p.take("or another"):
            desc = description(p)
            kind = _object_event(p) if desc is not None else None
            if kind is None:
                return None
            subject = dataclasses.replace(desc.filter, another=True)
            return Trigger(kind[0], _controlled(subject, kind[1]), self_too=True)
        kind = _object_event(p)
        return None if kind is None or kind[1] else Trigger(kind[0])
    for words, relation in _PLAYERS:
        if p.take(words):
            return _player_event(p, relation)
    if p.take("one or more"):  # several objects, one event (510.2): "deal combat damage"
        desc = description(p)
        if desc is None or not desc.plural or not p.take("deal combat damage to a player"):
            return None
        return Trigger("combat_damage_to_player_by_one_or_more", desc.filter)
    article = p.take_any("a", "an", "another")
    if article is not None:
        desc = description(p)
        kind = None
        if desc is not None and not desc.plural:
            kind = next(((event, False) for words, event in _SUBJECT_EVENTS if p.take(words)),
                        None) or _object_event(p)
        if kind is None:
            return None
        subject = desc.filter
        if article == "another":
            subject = dataclasses.replace(subject, another=True)
        return Trigger(kind[0], _controlled(subject, kind[1]))
    return None


def _object_event(p: Parser) -> tuple[str, bool] | None:
    """(event, whether "under your control" followed "enters")."""
    for words, event in _OBJECT_EVENTS:
        if p.take(words):
            return event, event == "enters" and p.take("under your control")
    p.miss("an event ('enters', 'dies', 'attacks', ...)")
    return None


def _controlled(subject: m.Filter, under_your_control: bool) -> m.Filter:
    return dataclasses.replace(subject, controller="you") if under_your_control else subject


def _player_event(p: Parser, relation: str) -> Trigger | None:
    if relation == "you":
        for words, event in (("cast your second spell each turn", "second_spell_cast"),
                             ("draw your second card each turn", "second_card_drawn")):
            if p.take(words):
                return Trigger(event)
    if p.take_any("cast", "casts"):
        event = "cast_or_copy" if p.take_any("or copy", "or copies") else "cast"
        if not p.take_any("a", "an"):
            return None
        desc = description(p)
        if desc is None or desc.filter.zone != "stack" or desc.plural:
            return None
        return Trigger(event, desc.filter, player=relation)
    for words, event in (("draw a card", "draw"), ("draws a card", "draw"),
                         ("gain life", "gain_life"), ("gains life", "gain_life"),
                         ("lose life", "lose_life"), ("loses life", "lose_life")):
        if p.take(words):
            return Trigger(event, player=relation)
    for words, event in _CYCLING_EVENTS:  # 702.29c-d
        if p.take(words):
            if event == "cycled_self":
                return Trigger(event) if relation == "you" else None
            return Trigger(event, player=relation)
    if relation == "you" and p.take("attack"):
        return Trigger("attack", player="you")
    return None


def _refs(trigger: Trigger) -> dict:
    """The words of the effect that name something of the event (603.2, 608.2)."""
    if trigger.event in ("cast", "cast_or_copy", "second_spell_cast"):
        return {"that spell": m.EventObject(0), "that player": m.EventObject(2)}
    if trigger.event == "second_card_drawn":
        return {}
    if trigger.event in _SUBJECT_REFS:
        return _SUBJECT_REFS[trigger.event]
    if trigger.event in _SELF_REFS:  # the source, and the other object of the event
        return {"it": m.This(), **_SELF_REFS[trigger.event]}
    if trigger.event in ("draw", "gain_life", "lose_life", "discard", "cycle"):
        return {"that player": m.EventObject(1)}
    if trigger.subject is None and trigger.player is None:
        return {"it": m.This()}
    if trigger.subject is not None and not trigger.self_too and (
            trigger.event in _STAYS or trigger.event.startswith("counters_put_on:")):
        return {word: m.EventObject(0) for word in _THAT}
    return {}
