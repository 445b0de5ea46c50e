"""Trigger conditions (rule 603.1): "When/Whenever [event], [effect]".

    ability      := trigger (join trigger)* ","          (any of them triggers it, 603.2, 113.6k;
                                                      "it" in a later one: cardname)
    join         := "and" | "or"                     ("whenever you planeswalk here or at the
                                                      beginning of your upkeep")
                  | "," (before a last ", and" / ", or": "whenever you planeswalk here, at the
                     beginning of your upkeep, or whenever chaos ensues")
                  (after "or", a bare event keeps the first's "whenever": "whenever you
                   planeswalk here or chaos ensues")
    trigger      := ("when" | "whenever") event [during] | "at the beginning of" step
                  | ("when" | "whenever") description leaves-event ", if it had" [kind]
                    ("counter" | "counters") "on it"   (a quality of what it last was, 603.10a)
                  | "when" condition               (a state trigger, 603.8; ``conditions``)
                  | "at end of combat" ["on your turn"]                               (511.2)
                  | "when you cast cardname"                              (113.6k, 601.2i)
    step         := whose step-name | "the" step-name ["of" "enchanted" ("creature's" |
                    "permanent's" | "artifact's" | "enchantment's" | "land's") "controller"]
                  | "combat on" whose "turn"
    whose        := "your" | "each" | "each player's" | "each opponent's" | "each other player's"
                  | "your opponents'"   (each opponent's: "they" is that player, 102.2, 513.1a)
                  | "enchanted player's" | "enchanted opponent's"
                  | "each of" ("your" | "enchanted player's")    ("... postcombat main phases")
    during       := "during your turn" | "during an opponent's turn" | "during each opponent's
                    turn"              (whose turn it is: an intervening "if", 603.4)
    (the game's first upkeep: "the first upkeep", 103.8)
    step-name    := "upkeep" | "draw step" | "end step" | "combat" | ("first" | "precombat")
                    "main phase" | ("second" | "postcombat") "main phase"
    event        := "cardname" self-event                            (the source itself)
                  | counters-put                         ("one or more +1/+1 counters are put
                                                          on ...", "you put one or more +1/+1
                                                          counters on ...", ``counters.put_event``)
                  | "cardname" object-event
                  | "cardname or another" description object-event   (603.2, self included)
                  | "cardname or" attached (object-event | subject-event)
                  | "cardname" ("blocks or becomes blocked by" | "becomes blocked by" | "blocks")
                    ("a" | "an") description                     (509.3b, 509.3d)
                  | ("a" | "an" | "another") description (object-event | subject-event)
                  | "a source" ["you control" | "an opponent controls"] ["other than cardname"]
                    ("deals damage to" ("you" | "an opponent" | "cardname")
                    | "deals noncombat damage to an opponent")                      (120.3)
                  | ("a" | "an" | "another") description "is put into" graveyard "from" origin
                  | "one or more" description "are put into" graveyard "from" origin
                                  (700.4, 603.6c: "from the battlefield" looks back, 603.10a;
                                   from elsewhere, judged in the graveyard; once for the cards
                                   put there at once, 603.2c)
                  | "one or more" cards "leave your graveyard" ["during your turn"]
                                                  (603.10a; once for the cards leaving at once)
                  | "one or more" description ("deal combat damage to a player" | "attack"
                    | "attack you" ["or a planeswalker you control"] | "die"
                    | "enter" ["the battlefield"] ["under your control"] | "leave the battlefield")
                                                          (once for each batch at once, 603.2c)
                  | attached (object-event | subject-event)           (301.5f, 303.4m)
                  | player player-event
                  | "the ring tempts you"                             (701.54d)
                  | planar-event            ("chaos ensues", "you planeswalk to cardname": ``planar``)
                  | scheme-event            ("you set cardname in motion", "you set a non-ongoing
                                             scheme in motion": ``schemes``)
                  | "you choose a creature as your ring-bearer"       (701.54a)
    attached     := ("enchanted" | "equipped") ("creature" | "permanent" | "land" | "artifact")
    object-event := one-event ["or" one-event]                      (603.2: either triggers it)
    one-event    := "enters" ["the battlefield"] ["under your control"] | "dies" | "attacks"
                  | "blocks" | "becomes blocked" | "leaves the battlefield"
                  | "is turned face up"                               (708.8)
                  | "becomes tapped"                                  (701.26a)
                  | "is tapped for mana"                  (106.12a; on the stack, 605.5a)
    subject-event:= "deals combat damage to" ("a player" | "an opponent" | "you" | "cardname")
                  | "attacks alone"
                  | "deals" ["combat"] "damage" ["to a player" | "to an opponent" | "to a creature"
                    | "to you"]
                  | "is dealt damage" | "becomes the target of a spell" ["or ability" ["an
                    opponent controls"]]
    player       := "you" | "a player" | "an opponent"
    graveyard    := "a graveyard" | "a player's graveyard" | "your graveyard"
                  | "an opponent's graveyard"                      (its owner's, 404.2)
    origin       := "the battlefield" | "anywhere" | ("your" | "their" | "a") "library"
                  | ("your" | "their") "hand" ["or library"] | "your library or hand"
    described-event := "attacks you" ["or a planeswalker you control"]   (after a description)
                  | "dealt damage by cardname this turn dies"          (120.3, 700.4)
    self-event   := "transforms into cardname" | "enters or transforms into cardname" (701.27e)
                  | "is tapped for mana"                  (106.12a; on the stack, 605.5a)
                  | "is dealt" ["combat"] "damage" | "becomes untapped" | "attacks and isn't blocked"
                  | "attacks for the first time each turn"                  (500.8, 508.1)
                  | "and at least two other creatures attack" | "blocks a creature"
                  | "becomes blocked by a creature" | "blocks or becomes blocked by a creature"
                  | "is put into" ("a" | "your") "graveyard from" origin   (the card's own,
                    from outside the battlefield triggering from the graveyard, 113.6k)
                  | "becomes the target of a spell" ["or ability" ["an opponent controls"
                    | "you control"]] ["for the first time each turn"]
    player-event := ("cast" | "casts") ["or copy" | "or copies"] ("a" | "an") description
                    ["during an opponent's turn" (you only) | "during your turn"]
                  | "cast your second spell each turn" | "draw your second card each turn"
                  | "cast your first spell each turn" | "cast your first spell during each
                    opponent's turn"
                  | ("draw" | "draws") "a card" | ("gain" | "gains") "life"
                  | ("scry" | "scries") ["or surveil" | "or surveils"] | ("surveil" | "surveils")
                                                                       (701.22d, 701.25d)
                  | ("lose" | "loses") "life" | "attack"               (you only, 508.1)
                  | "attack with" N "or more" description           (you only, N up to 5)
                  | ("cycle" ["or discard"] | "cycles" ["or discards"]) ("a" | "another") "card"
                  | ("discard" | "discards") "a card"                 (701.9a)
                  | ("commit" | "commits") "a crime" ["during your turn" (you only)]  (700.13)
                  | ("activate" | "activates") "an ability" ["of" ("a" | "an") description]
                    "that isn't a mana ability"                                     (602.2)
                  | "expend" N                                    (you only, N up to 10; 700.14)
                  | "cycle cardname"                                   (702.29c-d; you only)
                  | ("sacrifice" | "sacrifices") sacrificed                        (701.21a)
                  | ("play" | "plays") ("a" | "an") description ["or cast a spell"] (305.1)
                  | ("tap" | "taps") ("a" | "an") description "for mana"   (106.12a, 605.5a)
                  | "tap cardname for mana"                             (you only, 106.12a)
    sacrificed   := "cardname" | "cardname or another" description
                  | ("a" | "an" | "another") description | "one or more" description

The result names the engine's event and what it must be about; the words of the effect that
refer back to the event ("that creature", "that player", "it") are given their meaning.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar import counters
from mtgrules.cards.grammar.amounts import THAT_MUCH, amount
from mtgrules.cards.grammar.conditions import CAST_SPENT, condition
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.planar import planar_event
from mtgrules.cards.grammar.schemes import EVENT_REFS as SCHEME_REFS, scheme_event
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import LEFT
from mtgrules.cards.that_player import THEY

_OBJECT_EVENTS = (("enters the battlefield", "enters"), ("enters", "enters"), ("dies", "dies"),
                  ("attacks", "attacks"), ("blocks", "blocks"),
                  ("becomes blocked", "becomes_blocked"),
                  ("leaves the battlefield", "leaves"),
                  ("is turned face up", "turned_face_up"), ("becomes tapped", "becomes_tapped"),
                  ("is tapped for mana", "tapped_for_mana"))
# "whenever you cycle or discard a card" triggers once for a card cycled (702.29d); "when you
# cycle this card" from wherever the card is then (702.29c, 113.6k). The source of an ability on
# the battlefield is never the card discarded, so "another card" is "a card" there.
_CYCLING_EVENTS = tuple((f"{verb} {what}", event) for verb, event in (
    ("cycle or discard", "discard"), ("cycles or discards", "discard"),
    ("cycle", "cycle"), ("cycles", "cycle")) for what in ("a card", "another card")) + (
    ("cycle cardname", "cycled_self"),)
_PLAYERS = (("you", "you"), ("a player", "any"), ("an opponent", "opponent"))
# whose step or phase "at the beginning of" names (one token each after tokenizing)
_WHOSE = {"your": "you", "each": "each", "each player's": "each", "each opponent's": "opponent",
          "each other player's": "opponent", "your opponents'": "opponent", "enchanted player's": "enchanted",
          "enchanted opponent's": "enchanted",
          # "at the beginning of each of your postcombat main phases": every one (505.1)
          "each of your": "you", "each of enchanted player's": "enchanted"}
_STEP_NAMES = {"upkeep": "upkeep", "draw step": "draw", "end step": "end", "combat": "beginning_of_combat",
               "first main phase": "precombat_main", "precombat main phase": "precombat_main",
               "second main phase": "postcombat_main", "postcombat main phase": "postcombat_main",
               "precombat main phases": "precombat_main", "postcombat main phases": "postcombat_main"}
# events after which the object is still where it was, so the effect can name it
_STAYS = frozenset({"enters", "attacks", "blocks", "becomes_blocked", "turned_face_up",
                    "attacks_you", "attacks_you_or_yours", "becomes_tapped"})
# events about the source and how it took part (engine/trigger_events.py); "+" joins events of
# one ability that triggers on either (603.2)
_SELF_EVENTS = (("transforms into cardname", "transforms_into_self"),
                ("is tapped for mana", "tapped_for_mana_self"),                  # 106.12a
                ("enters or transforms into cardname", "enters+transforms_into_self"),
                ("is dealt combat damage", "dealt_combat_damage"),
                ("is dealt damage", "dealt_damage"), ("becomes untapped", "becomes_untapped_self"),
                ("becomes monstrous", "becomes_monstrous_self"),
                ("attacks and isn't blocked", "attacks_unblocked"), ("attacks alone", "attacks_alone"),
                # its first attack this turn, whatever combat phase (500.8, 508.1)
                ("attacks for the first time each turn", "attacks_first_time"),
                ("attacks a battle", "attacks_battle"),
                ("and at least two other creatures attack", "attacks_with_two_others"),
                ("blocks or becomes blocked by a creature", "blocks_a_creature+becomes_blocked_by"),
                ("blocks a creature", "blocks_a_creature"),
                ("becomes blocked by a creature", "becomes_blocked_by"),
                # "for the first time each turn": the first such event of the turn (the turn's
                # record: engine/triggers.py)
                ("becomes the target of a spell or ability you control for the first time each "
                 "turn", "becomes_target_by_you_first"),
                ("becomes the target of a spell or ability for the first time each turn",
                 "becomes_target_first"),
                ("becomes the target of a spell or ability you control", "becomes_target_by_you"),
                ("becomes the target of a spell or ability an opponent controls",
                 "becomes_target_by_opponent"),
                ("becomes the target of a spell or ability", "becomes_target"),
                ("becomes the target of a spell", "becomes_target_of_spell"))
# events about an object the ability describes (engine/trigger_events.py)
_SUBJECT_EVENTS = (("deals combat damage to a player or battle", "combat_damage_to_player_or_battle_by"),
                   ("deals combat damage to a player", "combat_damage_to_player_by"),
                   ("deals combat damage to an opponent", "combat_damage_to_opponent_by"),
                   ("attacks alone", "attacks_alone_by"),
                   ("deals combat damage to cardname", "combat_damage_to_self_by"))
# what an attached or described object does or undergoes (damage: 120.3, 510.2; becoming a
# target: 115.1), beyond the object events
_ATTACHED_EVENTS = _SUBJECT_EVENTS + (
    ("is dealt damage", "is_dealt_damage"),
    ("becomes the target of a spell or ability an opponent controls", "targeted_by_opponent"),
    ("becomes the target of a spell or ability", "targeted"),
    ("becomes the target of a spell", "targeted_by_spell"),
    ("deals combat damage to a creature", "combat_damage_to_creature_by"),
    ("deals combat damage to you", "combat_damage_to_you_by"),
    ("deals combat damage", "combat_damage_by"),
    ("deals damage to you", "damage_to_you_by"),
    ("deals damage to one or more players for the first time each turn", "first_damage_to_player_by"),
    ("deals damage to a player", "damage_to_player_by"),
    ("deals damage to an opponent", "damage_to_opponent_by"),
    ("deals damage to a creature", "damage_to_creature_by"),
    ("deals damage", "damage_by"))
_ATTACHED_NOUNS = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "permanent": None}
_DEALER = {"that player": m.EventObject(1), "that creature": m.EventObject(0), "it": m.EventObject(0),
           "that source": m.EventObject(0)}
_DAMAGED = {"that creature": m.EventObject(1)}
_DEALER_TO_YOU = {"that creature": m.EventObject(0), "it": m.EventObject(0),
                  "that source": m.EventObject(0)}
_THE_OBJECT = {"that creature": m.EventObject(1), "it": m.EventObject(1)}
_TARGETED = {"that creature": m.EventObject(0), "it": m.EventObject(0),
             "that spell": m.EventObject(1), "that spell or ability": m.EventObject(1)}
_SUBJECT_REFS = {"combat_damage_to_player_by": _DEALER, "combat_damage_to_opponent_by": _DEALER,
                 "noncombat_damage_to_opponent_by": _DEALER,
                 "damage_to_self_by": {"that source": m.EventObject(0)},
                 "damage_to_player_by": _DEALER, "damage_to_opponent_by": _DEALER,
                 "first_damage_to_player_by": _DEALER,
                 "combat_damage_to_creature_by": _DAMAGED, "damage_to_creature_by": _DAMAGED,
                 "combat_damage_to_you_by": _DEALER_TO_YOU, "damage_to_you_by": _DEALER_TO_YOU,
                 "is_dealt_damage": _THE_OBJECT, "targeted": _TARGETED,
                 "targeted_by_opponent": _TARGETED, "targeted_by_spell": _TARGETED,
                 "combat_damage_to_player_by_one_or_more": {"that player": m.EventObject(1)},
                 "attacks_alone_by": {"that creature": m.EventObject(0), "it": m.EventObject(0)},
                 "combat_damage_to_self_by": _DEALER}
_THAT_SPELL = {"that spell": m.EventObject(1), "that spell or ability": m.EventObject(1)}
_THAT_PLAYER = {"that player": m.EventObject(1)}
_SELF_REFS = {"blocks_a_creature+becomes_blocked_by": {"that creature": m.EventObject(1)},
              **{event: _THAT_PLAYER for event in ("combat_damage_to_player", "combat_damage_to_opponent",
                                                   "damage_to_player", "damage_to_opponent")},
              "combat_damage_to_creature": {"that creature": m.EventObject(1)},
              "damage_to_creature": {"that creature": m.EventObject(1)},
              "attacks_unblocked": {"defending player": m.EventObject(1)},
              "blocks_a_creature": {"that creature": m.EventObject(1)},
              "becomes_blocked_by": {"that creature": m.EventObject(1)},
              "becomes_target_by_opponent": _THAT_SPELL, "becomes_target": _THAT_SPELL,
              "becomes_target_by_you_first": _THAT_SPELL, "becomes_target_first": _THAT_SPELL,
              "becomes_target_by_you": _THAT_SPELL,
              "becomes_target_of_spell": _THAT_SPELL}
_THAT = ("it", "that creature", "that permanent", "that land", "that artifact",
         "that enchantment", "that token")
# events by which the object has left the battlefield: the effect names it as it last existed
# (603.10a, 608.2h) or as the card it became (400.7e: "return that card to the battlefield")
_LEAVES = frozenset({"dies", "leaves", "put_into_graveyard", "dies_damaged_by_self", "sacrificed",
                     "put_into_your_graveyard", "to_graveyard_from_battlefield",
                     "to_your_graveyard_from_battlefield", "to_opponents_graveyard_from_battlefield"})
# a described card put into a graveyard from elsewhere, or from anywhere: the card there now
# ("it", "that card") and its owner ("that player"; the event's data: the card, its owner's
# seat, the zone it came from, its owner)
_TO_GRAVEYARD = {"it": m.EventObject(0), "that card": m.EventObject(0), "that player": m.EventObject(3)}


# "whenever you cast a spell during an opponent's turn": the turn can't change while the
# ability waits or is on the stack, so it is an intervening "if" (603.4) on whose turn it is
_YOUR_TURN = m.StateCondition("your_turn", 1, text="it's your turn")
_NOT_YOUR_TURN = m.StateCondition("your_turn", 1, negate=True, text="it's not your turn")

# what only a described object does: attacking you (508.1, 506.2), dying after the source
# dealt it damage this turn (120.3, 700.4)
_DESCRIBED_EVENTS = (("attacks you or a planeswalker you control", "attacks_you_or_yours"),
                     ("attacks you", "attacks_you"),
                     ("dealt damage by cardname this turn dies", "dies_damaged_by_self"))

# what one or more objects do at once ("whenever one or more creatures you control attack"):
# declared attackers are one event (508.1); dying, entering, leaving one batch of events
_PLURAL_EVENTS = (("attack you or a planeswalker you control", "attacks_you_or_yours"),
                  ("attack you", "attacks_you"), ("attack", "attacks_one_or_more"), ("die", "dies"),
                  ("enter the battlefield", "enters"), ("enter", "enters"),
                  ("leave the battlefield", "leaves"))


class Trigger:
    """A trigger condition read: ``event``, ``subject``, ``self_too``, ``player``, ``state`` (as
    on :class:`mtgrules.ir.TriggeredAbility`), the effect text after it and the words it
    defines."""

    __slots__ = ("event", "subject", "self_too", "player", "state", "effect_text", "refs", "batch",
                 "during", "others")

    def __init__(self, event: str, subject=None, self_too: bool = False, player=None,
                 state=None) -> None:
        self.event, self.subject, self.self_too, self.player = event, subject, self_too, player
        self.state = state
        self.batch = False  # "one or more ...": once for objects that do it at once
        self.during = None  # "during an opponent's turn": a condition on whose turn it is
        self.effect_text = ""
        self.refs: dict = {}
        # the other trigger conditions of the same ability ("when this creature enters and at
        # the beginning of your upkeep"): any of them triggers it (603.2, 113.6k)
        self.others: tuple[Trigger, ...] = ()

    def parts(self) -> tuple[Trigger, ...]:
        """This trigger condition and the others joined to it by "and"."""
        return (self,) + self.others


def read_trigger(text: str) -> Trigger | None:
    """The trigger condition at the start of ``text`` (lowercase, the card's name as
    ``cardname``) and the effect text after its comma, or None if the grammar doesn't cover
    it. The condition ends at a comma: the first one before which the whole is a trigger
    condition (a description it contains may list items with commas: "whenever an artifact,
    creature, or enchantment enters", and mustn't run on into the effect: "whenever you cast
    an instant or sorcery spell, Wizards you control get +1/+1")."""
    tokens = tokenize(text)
    ends = _commas(tokens)
    for i, end in enumerate(ends):
        p = Parser(tokens[:end])
        trigger = _conditions(p)
        if trigger is None or not p.done():
            continue
        if tokens[end + 1:end + 2] and tokens[end + 1] in _STARTS:  # "..., at X, or whenever Y,"
            end, trigger = _listed(tokens, ends[i + 1:], end, trigger)
        commas = tokens[:end + 1].count(",")
        parts = text.split(",", commas)
        if len(parts) <= commas:
            return None
        trigger.effect_text = parts[commas].strip()
        return _had_counters(trigger)
    return None


def _listed(tokens: tuple[str, ...], later: list[int], end: int, trigger: Trigger) -> tuple:
    """The trigger conditions joined by commas into a list ("whenever you planeswalk here, at
    the beginning of your upkeep, or whenever chaos ensues,") rather than the first alone: the
    comma ending the longest such list, and its conditions; else (``end``, ``trigger``)."""
    for later_end in reversed(later):
        p = Parser(tokens[:later_end])
        listed = _conditions(p)
        if listed is not None and p.done() and len(listed.parts()) > len(trigger.parts()):
            return later_end, listed
    return end, trigger


def _had_counters(trigger: Trigger) -> Trigger | None:
    """"Whenever a creature dies, if it had a -1/-1 counter on it, ...": of an object that
    left the battlefield, what it last was can't change while the ability waits (603.10a), so
    the intervening "if" (603.4) is a quality of the event's object: it had counters of that
    kind ('' for any, 122.1)."""
    if not trigger.effect_text.startswith("if it had ") or trigger.subject is None \
            or trigger.self_too or trigger.batch or trigger.event not in _LEAVES:
        return trigger
    head, comma, rest = trigger.effect_text.partition(",")
    p = Parser(tokenize(head))
    p.take("if it had")
    p.take_any("a", "an", "one or more")
    kind = ""
    if p.peek(1) in ("counter", "counters"):
        kind = p.next()
    if not comma or not p.take_any("counter", "counters") or not p.take("on it") or not p.done() \
            or not (kind in ("+1/+1", "-1/-1") or kind.isalpha() or not kind):
        return trigger
    trigger.subject = dataclasses.replace(trigger.subject, with_counter=kind)
    trigger.effect_text = rest.strip()
    return trigger


def trigger_complaint(text: str) -> str:
    """Where the grammar stopped reading the trigger condition at the start of ``text`` (for a
    line :func:`read_trigger` doesn't read): its furthest point over each comma that could end
    the condition."""
    tokens = tokenize(text)
    best = None
    for end in _commas(tokens) or (len(tokens),):
        p = Parser(tokens[:end])
        if _conditions(p) is not None and not p.done():
            p.miss("','")
        if best is None or p.far > best.far:
            best = p
    return best.complaint()


def _commas(tokens: tuple[str, ...]) -> list[int]:
    return [i for i, token in enumerate(tokens) if token == ","]


def read_trigger_condition(text: str) -> Trigger | None:
    """``text`` as a whole trigger condition ("when this creature dies"), with no effect
    after it (a modal ability's modes follow on their own lines); None if not understood."""
    p = Parser(tokenize(text))
    trigger = _conditions(p)
    return trigger if trigger is not None and p.done() else None


_STARTS = ("when", "whenever", "at")


def _conditions(p: Parser) -> Trigger | None:
    """trigger-condition (join trigger-condition)*: "when this creature enters and at the
    beginning of your upkeep", "when you cycle this card and when this creature dies",
    "whenever you planeswalk here or chaos ensues", "whenever you planeswalk here, at the
    beginning of your upkeep, or whenever chaos ensues" (603.2: one ability that any of them
    triggers; 113.6k: each from the zones it can trigger from). In a later one, "it" is the
    source ("... and whenever it deals combat damage to a player"). A list joined by commas
    ends with ", and" or ", or"; else it stops before its first comma."""
    first = _condition(p)
    if first is None:
        return None
    others, listed = [], None  # listed: where a list joined by commas began, and its length
    while True:
        start = p.pos
        joined = _join(p)
        if joined is None:
            break
        other = _joined_condition(p, bare=joined != "and")
        if other is None:
            p.pos = start
            break
        if joined == ",":
            listed = listed or (start, len(others))
        elif listed is not None and p.tokens[start] == ",":
            listed = None  # the list's last ", and" / ", or": complete
        others.append(other)
    if listed is not None:  # "when A, when B" with no conjunction: not a list
        p.pos, others = listed[0], others[:listed[1]]
    if others:
        first.others = tuple(others)
        first.refs = _shared_refs([first] + others)
    return first


def _join(p: Parser) -> str | None:
    """The words joining two trigger conditions: "and", "or", ", and", ", or", or a comma
    before another condition's "when", "whenever" or "at"; None (nothing taken) otherwise."""
    start = p.pos
    comma = p.take(",")
    word = p.take_any("and", "or")
    if word is not None:
        return word
    if comma and p.peek() in _STARTS:
        return ","
    p.pos = start
    return None


def _joined_condition(p: Parser, bare: bool) -> Trigger | None:
    """A trigger condition after a join; ``bare``: after "or" (or a comma) an event may go
    without its "when" / "whenever", which the first one gave ("... here or chaos ensues")."""
    tokens = p.tokens
    if p.peek() not in _STARTS:
        if not bare:
            return None
        tokens = tokens[:p.pos] + ("whenever",) + tokens[p.pos:]
    if "it" in tokens[p.pos:]:  # "whenever it attacks", "when you sacrifice it": the source
        tokens = tokens[:p.pos] + tuple("cardname" if t == "it" else t for t in tokens[p.pos:])
    if tokens is p.tokens:
        return _condition(p)
    q = Parser(tokens)
    q.pos, q.far, q.expected = p.pos, p.far, p.expected
    other = _condition(q)
    added = len(tokens) - len(p.tokens)  # the "whenever" supplied, not in the text
    p.pos, p.far, p.expected = q.pos - added, max(p.far, q.far - added), q.expected
    return other


def _shared_refs(parts: list[Trigger]) -> dict:
    """The words of an effect that mean the same thing whichever condition triggered it; a
    word naming the source itself in one condition ("it" after "when you planeswalk to
    Pompeii") names it whatever triggered the ability, where no other condition gives that
    word another meaning ("... and at the beginning of your upkeep, put an eruption counter on
    it")."""
    shared = dict(parts[0].refs)
    for part in parts[1:]:
        shared = {word: ref for word, ref in shared.items() if part.refs.get(word) == ref}
    for part in parts:
        for word, ref in part.refs.items():
            if type(ref) is m.This and word not in shared \
                    and all(other.refs.get(word, ref) == ref for other in parts):
                shared[word] = ref
    return shared


def _condition(p: Parser) -> Trigger | None:
    if p.take("at the beginning of"):
        return _step(p)
    if p.take("at end of combat"):  # 511.2: every combat's, or "on your turn"
        return Trigger("step:end_of_combat" if p.take("on your turn") else "step:end_of_combat:each")
    if not p.take_any("when", "whenever"):
        return None
    if p.take("you cast cardname"):  # 113.6k: from the stack, as it becomes cast (601.2i)
        return Trigger("cast_self")
    if p.tokens[p.pos - 1] == "when":  # a state trigger (603.8): "when you control no islands"
        state = condition(p)
        if state is not None and (p.at(",") or p.done()):
            return Trigger("state", state=state)
    trigger = _event(p)
    if trigger is not None:
        if trigger.during is None:  # "whenever a land enters during your turn" (603.4)
            if p.take("during your turn"):
                trigger.during = _YOUR_TURN
            elif p.take_any("during an opponent's turn", "during each opponent's turn") is not None:
                trigger.during = _NOT_YOUR_TURN
        if trigger.event == "turned_face_up" and trigger.subject is not None and trigger.subject.face_down:
            # "whenever a face-down permanent is turned face up": it was face down until then (708.8)
            trigger.subject = dataclasses.replace(trigger.subject, face_down=None)
        trigger.refs = _refs(trigger)
    return trigger


def _event(p: Parser) -> Trigger | None:
    put = counters.put_event(p) or counters.put_by_you_event(p)  # "one or more +1/+1 counters
    if put is not None:                         # are put on ...", "you put one or more ..." (122.6)
        return Trigger(put[0], put[1])
    if p.take("cardname"):
        other = _combat_partner(p)
        if other is not None:
            return other
        start = p.pos
        attached = _attached(p) if p.take("or") else None
        if attached is not None:  # "this creature or equipped creature" (301.5f, 603.2)
            kind = _attached_event(p)
            return None if kind is None else Trigger(kind, attached, self_too=True)
        p.pos = start
        if p.take("or another"):
            desc = description(p)
            kind = _object_event(p) if desc is not None else None
            if kind is None:
                return None
            subject = dataclasses.replace(desc.filter, another=True)
            return Trigger(kind[0], _controlled(subject, kind[1]), self_too=True)
        events = [_self_event(p)]
        while events[-1] is not None and p.take("or"):  # either triggers it (603.2)
            events.append(_self_event(p))
        if None in events or len(set(events)) < len(events):
            return None
        return Trigger("+".join(events))
    attached = _attached(p)
    if attached is not None:
        kind = _attached_event(p)
        return None if kind is None else Trigger(kind, attached)
    planar = planar_event(p)  # "chaos ensues", "you planeswalk to cardname" (311.7, 901.11)
    if planar is not None:
        return Trigger(planar)
    scheme = scheme_event(p)  # "you set cardname in motion" (904.9)
    if scheme is not None:
        return Trigger(scheme)
    if p.take("the ring tempts you"):  # 701.54d
        return Trigger("ring_tempts")
    if p.take("you choose a creature as your ring-bearer"):  # 701.54a
        return Trigger("ring_bearer_chosen")
    for words, relation in _PLAYERS:
        if p.take(words):
            return _player_event(p, relation)
    if p.take("one or more"):  # several objects, one event (510.2): "deal combat damage"
        left = _cards_leave_graveyard(p) or _put_into_graveyard(p, True)
        if left is not None:
            return left
        desc = description(p)
        if desc is None or not (desc.plural or desc.either):  # "one or more Merfolk"
            return None
        if p.take("deal combat damage to a player or battle"):  # 310.5
            return Trigger("combat_damage_to_player_or_battle_by_one_or_more", desc.filter)
        if p.take("deal combat damage to a player"):
            return Trigger("combat_damage_to_player_by_one_or_more", desc.filter)
        kind = next((event for words, event in _PLURAL_EVENTS if p.take(words)), None)
        if kind is None:
            return None
        trigger = Trigger(kind, _controlled(desc.filter, kind == "enters" and p.take("under your control")))
        trigger.batch = True
        return trigger
    article = p.take_any("a", "an", "another")
    if article is not None:
        milled = _put_into_graveyard(p, False)
        if milled is not None and article == "another":  # not the source (603.2)
            milled.subject = dataclasses.replace(milled.subject, another=True)
        if milled is not None:
            return milled
        dealer = _source_deals_damage(p) if article == "a" else None
        if dealer is not None:
            return dealer
        desc = description(p)
        kind = None
        if desc is not None and not desc.plural:
            kind = next(((event, False) for words, event in _ATTACHED_EVENTS + _DESCRIBED_EVENTS
                         if p.take(words)), None) or _object_event(p)
        if kind is None:
            return None
        subject = desc.filter
        if article == "another":
            subject = dataclasses.replace(subject, another=True)
        return Trigger(kind[0], _controlled(subject, kind[1]))
    return None


@rule
def _cards_leave_graveyard(p: Parser) -> Trigger | None:
    """"[one or more] creature cards leave your graveyard": the cards of the description, as
    they were there (603.10a), once for those that leave at once (603.2c)."""
    rest = p.tokens[p.pos:]
    end = next((k for k in range(len(rest)) if rest[k:k + 3] == ("leave", "your", "graveyard")), None)
    if end is None:
        return None
    q = Parser(rest[:end] + ("in", "your", "graveyard"))
    desc = description(q)
    if desc is None or not q.done() or not desc.plural or desc.filter.zone != "graveyard":
        return None
    p.pos += end + 3
    trigger = Trigger("leaves_graveyard", desc.filter)
    trigger.batch = True
    if p.take("during your turn"):  # an intervening "if" on whose turn it is (603.4)
        trigger.during = _YOUR_TURN
    return trigger


# what "a source" deals damage to (120.3): the events about a described object dealing it
_SOURCE_DAMAGE = (("deals damage to you", "damage_to_you_by"),
                  ("deals damage to an opponent", "damage_to_opponent_by"),
                  ("deals noncombat damage to an opponent", "noncombat_damage_to_opponent_by"),
                  ("deals damage to cardname", "damage_to_self_by"))
_SOURCE_CONTROLLERS = {"you control": "you", "an opponent controls": "opponent"}
#: The zone of a description of "a source" (an object in any zone dealing damage, 120.3)
SOURCE_ZONE = ""


@rule
def _source_deals_damage(p: Parser) -> Trigger | None:
    """"[a] source [you control | an opponent controls] [other than cardname] deals damage to
    you / an opponent / cardname", "... deals noncombat damage to an opponent" (120.3: any
    object dealing damage, a spell or a permanent, 120.2b)."""
    if not p.take("source"):
        return None
    whose = _phrase(p, _SOURCE_CONTROLLERS)
    other = p.take("other than cardname")
    kind = next((event for words, event in _SOURCE_DAMAGE if p.take(words)), None)
    if kind is None:
        return None
    return Trigger(kind, m.Filter(controller=whose, zone=SOURCE_ZONE, another=other))


def _activated(p: Parser, relation: str) -> Trigger | None:
    """"[a player activates an ability] [of an artifact or creature] that isn't a mana
    ability" (602.2: an ability put on the stack as it is activated; a mana ability never is,
    605.3b, so the words must say so)."""
    desc = None
    if p.take("of"):
        if not p.take_any("a", "an"):
            return None
        desc = description(p)
        if desc is None or desc.plural or desc.filter.zone != "battlefield":
            return None
    if not p.take("that isn't a mana ability"):
        return None
    return Trigger("activate", desc.filter if desc is not None else None, player=relation)


# where a card put into a graveyard came from (its own event, or a described card's): "from
# anywhere" is never a leaves-the-battlefield trigger (603.6c), so it is judged after the
# event, the card in the graveyard; "from the battlefield" is one, and looks back (603.10a)
_ORIGINS = (("anywhere", "anywhere"), ("your library", "library"), ("their library", "library"),
            ("a library", "library"), ("your hand", "hand"), ("their hand", "hand"),
            ("the battlefield", "battlefield"))
# whose graveyard (a card always goes to its owner's, 404.2): the owner, relative to the
# source's controller
_GRAVEYARDS = (("a graveyard", "any"), ("a player's graveyard", "any"), ("your graveyard", "you"),
               ("an opponent's graveyard", "opponent"))
#: The trigger events of a described object put into a graveyard from the battlefield (700.4:
#: leaves-the-battlefield abilities, 603.6c), by whose graveyard.
FROM_BATTLEFIELD = {"any": "to_graveyard_from_battlefield", "you": "to_your_graveyard_from_battlefield",
                    "opponent": "to_opponents_graveyard_from_battlefield"}
#: The trigger events of a card's own arrival in a graveyard from elsewhere than the
#: battlefield, or from anywhere (603.6c), which trigger from the graveyard (113.6k).
SELF_TO_GRAVEYARD = {origin: f"self_to_graveyard_from_{origin}" for origin in ("anywhere", "library", "hand")}


def _graveyard_words(p: Parser) -> tuple[str, str] | None:
    """ "into" whose-graveyard "from" origin ["or" origin]: (whose, origins joined by "+")."""
    whose = next((who for words, who in _GRAVEYARDS if p.take(words)), None)
    if whose is None or not p.take("from"):
        return None
    origins = [next((origin for words, origin in _ORIGINS if p.take(words)), None)]
    if origins[0] in ("hand", "library") and p.take_any("or library", "or hand"):
        origins.append("library" if origins[0] == "hand" else "hand")
    if None in origins:
        return None
    return whose, "+".join(origins)


@rule
def _self_to_graveyard(p: Parser) -> str | None:
    """cardname "is put into" ("a" | "your") "graveyard from" ("the battlefield" | "anywhere" |
    "your library" | "your hand" ["or library"]): from the battlefield a leaves-the-battlefield
    ability (603.6c, 603.10a: 'put_into_graveyard', or 'put_into_your_graveyard' when its
    controller owns it); from elsewhere, or from anywhere, the card's own ability triggering
    from the graveyard (603.6c, 113.6k)."""
    if not p.take("is put into"):
        return None
    read = _graveyard_words(p)
    if read is None or read[0] == "opponent":
        return None
    whose, origins = read
    if origins == "battlefield":
        return "put_into_graveyard" if whose == "any" else "put_into_your_graveyard"
    return "+".join(SELF_TO_GRAVEYARD[origin] for origin in origins.split("+"))


@rule
def _put_into_graveyard(p: Parser, several: bool) -> Trigger | None:
    """[a | one or more] description ("is" | "are") "put into" whose-graveyard "from" origin:
    "a land card is put into your graveyard from your library", "a black card is put into an
    opponent's graveyard from anywhere", "one or more creature cards are put into your graveyard
    from your library" (once for the cards put there at once, 603.2c): the card as it is in the
    graveyard (603.6c); "a nontoken creature is put into your graveyard from the battlefield",
    "an artifact an opponent controls is put into a graveyard from the battlefield": the
    permanent as it last existed (700.4, 603.10a), whose owner the graveyard names."""
    rest = p.tokens[p.pos:]
    verb = ("are" if several else "is", "put", "into")
    end = next((k for k in range(len(rest)) if rest[k:k + len(verb)] == verb), None)
    if end is None or not end:
        return None
    q = Parser(rest[end + len(verb):])
    read = _graveyard_words(q)
    if read is None or not (q.done() or q.at(",")):
        return None
    whose, origins = read
    if origins == "battlefield":
        q_desc = Parser(rest[:end])
        desc = description(q_desc)
        if desc is None or not q_desc.done() or desc.plural != several or desc.filter.zone != "battlefield":
            return None
        event, subject = FROM_BATTLEFIELD[whose], desc.filter
    else:
        q_desc = Parser(rest[:end] + ("in", "a", "graveyard"))
        desc = description(q_desc)
        if desc is None or not q_desc.done() or desc.plural != several or desc.filter.zone != "graveyard":
            return None
        subject = dataclasses.replace(desc.filter, owner_you=whose == "you",
                                      controller="opponent" if whose == "opponent" else None)
        event = "+".join(f"to_graveyard_from_{origin}" for origin in origins.split("+"))
    p.pos += end + len(verb) + q.pos
    trigger = Trigger(event, subject)
    trigger.batch = several
    return trigger


def _step(p: Parser) -> Trigger | None:
    """"[at the beginning of] your upkeep", "each player's draw step", "each opponent's end
    step", "the end step of enchanted creature's controller", "combat on your turn" (503.1a,
    504.2, 505.4, 507.1, 513.1a): event 'step:<step>' with whose turn it must be (data: the
    active player, "that player")."""
    if p.take("combat on"):
        whose = _phrase(p, _WHOSE)
        if whose is None or not p.take("turn"):
            return None
        step = "beginning_of_combat"
    elif p.take("the first upkeep"):  # the game's first upkeep, that of its first turn (103.8)
        p.take("of the game")
        step, whose = "upkeep", "first"
    elif p.take("the"):
        step = _phrase(p, _STEP_NAMES)
        if step is None:
            return None
        whose = "each"
        if p.take("of"):
            if not p.take_any("enchanted creature's controller", "enchanted permanent's controller",
                              "enchanted artifact's controller", "enchanted enchantment's controller",
                              "enchanted land's controller"):
                return None
            whose = "enchanted"
    else:
        whose = _phrase(p, _WHOSE)
        step = _phrase(p, _STEP_NAMES) if whose is not None else None
        if step is None:
            return None
    trigger = Trigger(f"step:{step}" + (f":{whose}" if whose != "you" else ""))
    if whose == "enchanted":  # 303.4m, 702.5d
        trigger.refs = {"that player": m.EventObject(1), "they": m.EventObject(1),
                        "that creature": m.AttachedTo(), "that permanent": m.AttachedTo()}
    elif whose == "opponent":  # the opponent whose step it is: "that player", "they" (513.1a)
        trigger.refs = {"that player": m.EventObject(1), "they": m.EventObject(1)}
    elif whose != "you":
        trigger.refs = {"that player": m.EventObject(1)}
    return trigger


# the source blocking or being blocked by a described creature (509.3b, 509.3d): events
# whose object is the source and whose other creature (data[1]) the description names
_PARTNER_EVENTS = (("blocks or becomes blocked by", "blocks_a_creature+becomes_blocked_by"),
                   ("becomes blocked by", "becomes_blocked_by"), ("blocks", "blocks_a_creature"))


@rule
def _combat_partner(p: Parser) -> Trigger | None:
    """"cardname blocks or becomes blocked by a nonblack creature", "... becomes blocked by a
    non-Wall creature", "... blocks a creature with flying"."""
    event = next((event for words, event in _PARTNER_EVENTS if p.take(words)), None)
    if event is None or not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural or "Creature" not in desc.filter.types or not (p.at(",") or p.done()):
        return None
    plain = desc.filter == m.Filter(types=frozenset({"Creature"}))
    return Trigger(event, None if plain else desc.filter)


# what the source itself does (engine/triggers.py): its damage (120.3, 510.2)
_SELF_DAMAGE_EVENTS = (
    ("deals combat damage to a player or planeswalker", "combat_damage_to_player_or_planeswalker"),
    ("deals combat damage to a player or battle", "combat_damage_to_player_or_battle"),
    ("deals combat damage to a player", "combat_damage_to_player"),
    ("deals combat damage to an opponent", "combat_damage_to_opponent"),
    ("deals combat damage to a creature", "combat_damage_to_creature"),
    ("deals combat damage", "combat_damage"),
    ("deals damage to a player", "damage_to_player"),
    ("deals damage to an opponent", "damage_to_opponent"),
    ("deals damage to a creature", "damage_to_creature"),
    ("deals damage", "deals_damage"))


def _self_event(p: Parser) -> str | None:
    """One event of the source: ``_SELF_EVENTS``, its damage, its being put into a graveyard,
    or an object event."""
    for words, event in _SELF_EVENTS + _SELF_DAMAGE_EVENTS:
        if p.take(words):
            return event
    to_graveyard = _self_to_graveyard(p)
    if to_graveyard is not None:
        return to_graveyard
    kind = _one_object_event(p)
    return None if kind is None or kind[1] else kind[0]


def _attached_event(p: Parser) -> str | None:
    """What the object an Aura or Equipment is attached to does (``_ATTACHED_EVENTS``, or an
    object event)."""
    kind = next((event for words, event in _ATTACHED_EVENTS if p.take(words)), None)
    if kind is not None:
        return kind
    both = _object_event(p)
    return None if both is None or both[1] else both[0]


def _phrase(p: Parser, table: dict[str, str]) -> str | None:
    """The value of the longest phrase of ``table`` that comes next, consumed."""
    for words in sorted(table, key=lambda w: -len(w.split())):
        if p.take(words):
            return table[words]
    return None


def _attached(p: Parser) -> m.Filter | None:
    """"enchanted creature", "equipped creature", "enchanted land" ...: the object the source
    is attached to (301.5f, 303.4m)."""
    word = p.peek(1)
    if word not in _ATTACHED_NOUNS or not p.take_any("enchanted", "equipped"):
        return None
    p.pos += 1
    noun = _ATTACHED_NOUNS[word]
    return m.Filter(types=frozenset({noun}) if noun else frozenset(), attached=True)


def _object_event(p: Parser) -> tuple[str, bool] | None:
    """(event, whether "under your control" followed "enters"); "attacks or blocks", "enters
    or leaves the battlefield": either event triggers it (603.2), the events joined by "+"."""
    first = _one_object_event(p)
    if first is None or first[1]:
        return first
    start = p.pos
    if p.take("or"):
        second = _one_object_event(p)
        if second is not None and not second[1] and second[0] != first[0]:
            return f"{first[0]}+{second[0]}", False
        p.pos = start
    return first


def _one_object_event(p: Parser) -> tuple[str, bool] | None:
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
                             ("draw your second card each turn", "second_card_drawn"),
                             ("cast your first spell each turn", "first_spell_cast"),
                             ("gain life for the first time each turn", "first_life_gain"),
                             ("lose life for the first time each turn", "first_life_loss")):
            if p.take(words):
                return Trigger(event)
        if p.take("cast your first spell during each opponent's turn"):
            trigger = Trigger("first_spell_cast")
            trigger.during = _NOT_YOUR_TURN
            return trigger
    if p.take_any("cast", "casts"):
        event = "cast_or_copy" if p.take_any("or copy", "or copies") else "cast"
        if not p.take_any("a", "an"):
            return None
        desc = description(p)
        if desc is None or desc.filter.zone != "stack" or desc.plural:
            return None
        trigger = Trigger(event, desc.filter, player=relation)
        if relation == "you" and p.take("during an opponent's turn"):
            trigger.during = _NOT_YOUR_TURN
        elif p.take("during your turn"):  # "whenever an opponent casts a spell during your turn"
            trigger.during = _YOUR_TURN
        return trigger
    drawn = _drawn_card(p, relation)
    if drawn is not None:
        return drawn
    for words, event in (("draw a card", "draw"), ("draws a card", "draw"),
                         ("scry or surveil", "scry+surveil"), ("scries or surveils", "scry+surveil"),
                         ("scry", "scry"), ("scries", "scry"),                    # 701.22d
                         ("surveil", "surveil"), ("surveils", "surveil"),         # 701.25d
                         ("discard a card", "discard"), ("discards a card", "discard"),
                         ("gain life", "gain_life"), ("gains life", "gain_life"),
                         ("lose life", "lose_life"), ("loses life", "lose_life")):
        if p.take(words):
            return Trigger(event, player=relation)
    if relation == "you" and p.take("expend"):  # 700.14
        n = amount(p)
        return Trigger(f"expend:{n}") if type(n) is int and 0 < n <= _MOST_EXPENDED else None
    if p.take_any("activate an ability", "activates an ability"):  # 602.2
        return _activated(p, relation)
    if p.take_any("commit a crime", "commits a crime"):  # 700.13
        trigger = Trigger("crime", player=relation)
        if relation == "you" and p.take("during your turn"):
            trigger.during = _YOUR_TURN
        return trigger
    if p.take_any("sacrifice", "sacrifices"):
        return _sacrificed(p, relation)
    if p.take_any("play", "plays"):
        return _land_played(p, relation)
    if p.take_any("tap", "taps"):
        return _tapped_for_mana(p, relation)
    for words, event in _CYCLING_EVENTS:  # 702.29c-d
        if p.take(words):
            if event == "cycled_self":
                return Trigger(event) if relation == "you" else None
            return Trigger(event, player=relation)
    if relation == "you" and p.take("attack"):
        if p.take("with"):  # "you attack with two or more creatures" (508.1)
            n = _at_least(p)
            desc = description(p) if n is not None else None
            if desc is None or not desc.plural or n > _MOST_ATTACKERS:
                return None
            return Trigger(f"attack_with:{n}", desc.filter, player="you")
        return Trigger("attack", player="you")
    return None


_MOST_ATTACKERS = 5  # "whenever you attack with N or more ..." is read up to N = 5
_MOST_EXPENDED = 10  # "whenever you expend N" (engine/triggers.py registers N up to 10)


def _drawn_card(p: Parser, relation: str) -> Trigger | None:
    """"[a player] draws a land card / a nonland card" (121.1, 603.2: the card drawn, judged in
    the hand it was drawn into); None for "a card", any card (read with the other events)."""
    start = p.pos
    if p.take_any("draw", "draws") and p.take_any("a", "an"):
        desc = description(p, "hand")
        if desc is not None and not desc.plural and desc.filter != m.Filter(zone="hand"):
            return Trigger("draw", desc.filter, player=relation)
    p.pos = start
    return None


def _land_played(p: Parser, relation: str) -> Trigger | None:
    """"[you] play a land", "a player plays an Island" (305.1: the special action, the land
    then on the battlefield), "[you] play a land or cast a spell" (either triggers it, 603.2)."""
    if not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural or "Land" not in desc.filter.types and not (
            desc.filter.subtypes and not desc.filter.types):
        return None
    land = desc.filter if desc.filter != m.Filter(types=frozenset({"Land"})) else None
    if land is None and p.take("or cast a spell"):
        return Trigger("land_played+cast", player=relation)
    return Trigger("land_played", land, player=relation)


def _tapped_for_mana(p: Parser, relation: str) -> Trigger | None:
    """"[a player] taps a land for mana" (106.12: activates a mana ability of it with {T} in
    its cost; 106.12a: it triggers as that ability resolves and produces mana). Only the
    permanent's controller can (602.2). An ability on it that adds mana is a triggered mana
    ability (605.1b, ``mana_triggers``); the others use the stack (605.5a). "You tap cardname
    for mana": its own event."""
    if relation == "you" and p.take("cardname for mana"):
        return Trigger("tapped_for_mana_self")
    if not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural or desc.filter.zone != "battlefield" or desc.filter.controller \
            or not p.take("for mana"):
        return None
    return Trigger("tapped_for_mana", desc.filter, player=relation)


def _sacrificed(p: Parser, relation: str) -> Trigger | None:
    """What a player sacrifices (701.21a; a leaves-the-battlefield event, 603.6c): "this
    creature" (only its controller can), "this creature or another Clue", "a creature", "another
    permanent", "one or more other creatures" (once for those sacrificed at once)."""
    if p.take("cardname"):
        if not p.take("or another"):
            return Trigger("sacrificed_self") if relation == "you" else None
        desc = description(p)
        if desc is None or desc.plural:
            return None
        return Trigger("sacrificed", dataclasses.replace(desc.filter, another=True),
                       self_too=True, player=relation)
    several = p.take("one or more")
    article = None if several else p.take_any("a", "an", "another")
    if not several and article is None:
        return None
    desc = description(p)
    if desc is None or desc.plural != several:
        return None
    subject = dataclasses.replace(desc.filter, another=True) if article == "another" else desc.filter
    trigger = Trigger("sacrificed", subject, player=relation)
    trigger.batch = several
    return trigger


def _at_least(p: Parser) -> int | None:
    """"one or more", "two or more", ... (the N of "N or more")."""
    start = p.pos
    n = amount(p)
    if type(n) is int and p.take("or more"):
        return n
    p.pos = start
    return None


def _may_name(word: str, subject: m.Filter) -> bool:
    """Whether "that creature" / "that land" ... may name the event's object (``subject`` its
    description): "that creature" after "whenever a land enters, target creature gets ..."
    is the target (608.2c), not the land."""
    noun = word.split()[-1]
    if noun in ("it", "permanent", "token") or not subject.types:
        return True
    return noun.capitalize() in subject.types


# events with an amount (data[2]): the damage dealt (120.3; combat damage dealt at once is one
# event, 510.2, its amounts added up) and the life gained or lost (119.9), which "that much"
# names (608.2h)
_AMOUNT_EVENTS = frozenset({
    "noncombat_damage_to_opponent_by", "damage_to_self_by",
    "dealt_damage", "dealt_combat_damage", "is_dealt_damage", "gain_life", "lose_life",
    "first_life_gain", "first_life_loss",
    *(f"counters_by_you{on}:{counters.event_kind_name(kind)}" for on in ("", "_on_self")
      for kind in counters.PUT_EVENT_KINDS),
    *(event for _, event in _SELF_DAMAGE_EVENTS),
    *(event for _, event in _ATTACHED_EVENTS if "damage" in event)})


def _refs(trigger: Trigger) -> dict:
    """The words of the effect that name something of the event (603.2, 608.2), and its
    amount, if it has one."""
    refs = _event_refs(trigger)
    if trigger.player not in (None, "you") and type(refs.get("that player")) is m.EventObject:
        # "Whenever an opponent draws a card, they lose 2 life": "they" is the event's player
        refs = {**refs, THEY: refs["that player"]}
    if not trigger.batch and all(e in _AMOUNT_EVENTS for e in trigger.event.split("+")):
        return {**refs, THAT_MUCH: m.EventAmount()}
    return refs


def _graveyard_player(trigger: Trigger) -> dict:
    """"That player" after a permanent was put into a graveyard from the battlefield: the
    player who controlled it, if the description named them ("an artifact an opponent
    controls", as it last existed, 608.2h), else the owner, whose graveyard the event names ("a
    player's graveyard", "an opponent's graveyard", 404.2)."""
    if trigger.event not in FROM_BATTLEFIELD.values():
        return {}
    if trigger.subject.controller == "opponent":
        return {"that player": m.ControllerOf(m.EventObject(0))}
    return {"that player": m.EventObject(3)}


def _event_refs(trigger: Trigger) -> dict:
    if trigger.batch:  # several objects: "it" names none of them
        return {}
    if trigger.event in ("cast", "second_spell_cast", "first_spell_cast"):  # the mana spent
        return {"that spell": m.EventObject(0), "that player": m.EventObject(2), CAST_SPENT: True}
    if trigger.event == "cast_or_copy":  # a copy is not cast (707.10)
        return {"that spell": m.EventObject(0), "that player": m.EventObject(2)}
    if trigger.event == "second_card_drawn":
        return {}
    if trigger.event in _SUBJECT_REFS:
        return _SUBJECT_REFS[trigger.event]
    if trigger.event in _SELF_REFS:  # the source, and the other object of the event
        return {"it": m.This(), **_SELF_REFS[trigger.event]}
    if trigger.event in ("draw", "gain_life", "lose_life", "discard", "cycle", "scry", "surveil",
                         "scry+surveil", "crime", "activate"):
        return {"that player": m.EventObject(1)}
    if trigger.event in ("land_played", "tapped_for_mana"):  # the land, and the player
        return {"that player": m.EventObject(2),
                **{word: m.EventObject(0) for word in ("it", "that land", "that permanent")}}
    if trigger.event == "land_played+cast":
        return {"that player": m.EventObject(2)}
    if trigger.event in SCHEME_REFS:  # "that scheme" (701.32)
        return SCHEME_REFS[trigger.event]
    if trigger.subject is not None and all(event.startswith("to_graveyard_from_") and event not in _LEAVES
                                           for event in trigger.event.split("+")):
        return _TO_GRAVEYARD
    if trigger.subject is None and trigger.player is None:
        return {"it": m.This()}
    if trigger.subject is not None and not trigger.self_too and (
            all(event in _STAYS for event in trigger.event.split("+"))
            or trigger.event.startswith(("counters_put_on:", "counters_by_you:"))):
        return {word: m.EventObject(0) for word in _THAT if _may_name(word, trigger.subject)}
    if trigger.subject is not None and not trigger.self_too and trigger.event in _LEAVES:
        # gone (400.7): named for what it last was ("that creature's controller", 608.2h), not
        # acted on
        return {"it": m.EventObject(0), LEFT: True, **_graveyard_player(trigger),
                **{word: m.EventObject(0) for word in _THAT[1:] if _may_name(word, trigger.subject)}}
    return {}
