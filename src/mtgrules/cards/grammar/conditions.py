"""Conditions on the game state: "if you control an artifact, ...", "if you have 10 or less
life", "if it's your turn" (rules 608.2c, 603.4).

    condition := ("you control" | "an opponent controls") quantity description
               | "an opponent controls more" plural-description "than you"
               | ("you have" | "an opponent has") N "or" ("more" | "less") "life"
               | "it's your turn" | "it's not your turn"
               | "it's that player's turn" | "it's not that player's turn"
                                     (the player a trigger event names, ``read_in``)
               | "you have no cards in hand" | "you have" N "or more cards in hand"
               | "there are" N "or more cards in your graveyard"
               | "there are" N "or more" description "in your graveyard"   (spell mastery)
               | "no spells were cast last turn" | "a player cast" N "or more spells last turn"
               | quantity description "died" ["under your control"] "this turn"
                                                           (700.4; "a creature": morbid)
               | "you gained life this turn" | "you attacked this turn"
               | ("you gained" | "you've gained") N "or more life this turn"       (119.3)
               | "you descended this turn"                                        (700.11)
               | "you planeswalked to cardname this turn"                  (901.11, 701.31d)
               | "this is the" ordinal "time this ability has resolved this turn"  (707.10b)
               | "an opponent lost life this turn"
               | "a permanent you controlled left the battlefield this turn"      (revolt)
               | "a permanent left the battlefield under your control this turn"
               | ("its" | "cardname's") ("spectacle" | "surge" | "blitz" | "warp" | "prowl" | "freerunning")
                 "cost was paid"
               | "evidence was collected"       (its optional cost to collect evidence, 701.59a)
               | ("it" | "cardname") "escaped"              (cast with escape, 702.138b)
               | "x is" N ("or more" | "or greater" | "or less")             (107.3, 107.3m)
               | "at least" N ("mana of the same color" | color "mana") "was spent to cast"
                 spell                                              (adamant, 601.2h)
               | mana-symbols "was spent to cast" spell        ("if {U}{B} was spent", 601.2h)
               | ("no" | N "or more" | "at least" N) "mana was spent to cast" spell
    spell     := "it" | "cardname" | "this spell" | "this creature" | "that spell"
                 (the source, or in a cast trigger the spell cast: ``read_in``)
               | ("a" | "an" | "at least one") card-description ("is" | "was")
                 ("discarded" | "milled" | "exiled") "this way"                (608.2c)
               | the conditions on permanents, cards and counts of state_conditions.py
               | "you" did | "you've been dealt" N "or more damage this turn"          (120.3)
               | N "or more cards were put into your graveyard this turn from anywhere"
               | "no opponent cast a spell since your last turn ended"            (601.2i)
    did       := "drew a card last turn" | "drew" N "or more cards last turn"   (121.1)
               | "cast" N "or more spells this turn"     (601.2i; of "you": state_conditions)
               | "has less than half their starting life total"     (103.4, 119.1)
    starting  := "you have at least" N "life more than your starting life total"
               | "your life total is" ("less than" | "less than or equal to") "half your
                 starting life total"
               | "your life total is" ("greater than" | "greater than or equal to" | "less
                 than") "your starting life total"                          (103.4, 119.1)
    player-condition := ("they" | "that player") did   (the player a trigger event names,
                                                        its words ``refs``: ``player_condition``)
    destroyed := ("a" | "an") noun "is destroyed this way"   (after an effect that destroys
                 only what the noun names, 701.8a: ``destroyed_condition``)
    quantity  := "a" | "an" | "no" | N "or more" | N "or fewer"
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, died_filter, names_destroyed
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.state_conditions import state_of
from mtgrules.cards.phrases import COLOR_WORDS


@rule
def _number(p: Parser) -> int | None:
    """A number written as a word or digits ("three", "7"); not "a" or X."""
    word = p.peek()
    n = amount(p) if word not in ("a", "an", "x") else None
    return n if type(n) is int else None


@rule
def _quantity(p: Parser) -> tuple[int, bool] | None:
    """(count, at most): "a" (at least 1), "no" (at most 0), "three or more", "two or fewer"."""
    if p.take_any("a", "an"):
        return 1, False
    if p.at("another"):  # "an other": the description keeps the word (109.1)
        return 1, False
    if p.take("no"):
        return 0, True
    n = _number(p)
    if n is None:
        return None
    bound = p.take_any("or more", "or fewer")
    return None if bound is None else (n, bound == "or fewer")


@rule
def condition(p: Parser) -> m.StateCondition | None:
    """A condition (see the module docstring), its text kept for descriptions."""
    start = p.pos
    found = _condition(p)
    if found is None:
        return None
    kind, count, flt, at_most, negate, *detail = found
    text = " ".join(p.tokens[start:p.pos]).replace(" / ", "/")  # "and/or", as printed
    if kind in SPENT_KINDS:  # "{U} was spent to cast this spell", as printed
        text = re.sub(r"\{[wubrgc]\}", lambda s: s.group(0).upper(), text).replace(
            "cardname", "this spell")
    return m.StateCondition(kind, count, flt, at_most, negate, text=text, detail="".join(detail))


def _condition(p: Parser):
    about = state_of(p)  # permanents, cards and counts (grammar/state_conditions.py)
    if about is not None:
        return about
    starting = _starting_life(p)  # "you have at least 7 life more than your starting ..."
    if starting is not None:
        return starting
    paid = _cost_paid(p)
    if paid is not None:
        return paid
    spent = _same_color_spent(p)
    if spent is None:
        spent = _symbols_spent(p)
    if spent is None:
        spent = _total_spent(p)
    if spent is not None:
        return spent
    if p.take("x is"):  # "If X is 5 or more" (107.3: the X chosen for the spell or ability)
        n = _number(p)
        bound = p.take_any("or more", "or greater", "or less") if n is not None else None
        return None if bound is None else ("x", n, None, bound == "or less", False)
    if p.take("an opponent controls more"):  # "... more creatures than you"
        desc = description(p)
        if desc is None or not desc.plural or desc.filter.zone != "battlefield" \
                or desc.filter.controller is not None or not p.take("than you"):
            return None
        return "opponent_controls_more", 1, desc.filter, False, False
    who = p.take_any("you control", "an opponent controls")
    if who is not None:
        qty = _quantity(p)
        desc = description(p) if qty is not None else None
        if desc is None or desc.filter.zone != "battlefield":
            return None
        kind = "control" if who == "you control" else "opponent_controls"
        flt = dataclasses.replace(desc.filter, controller="you" if kind == "control" else "opponent")
        return kind, qty[0], flt, qty[1], False
    if p.take_any("it's your turn", "it is your turn"):
        return "your_turn", 1, None, False, False
    if p.take_any("it's not your turn", "it isn't your turn"):
        return "your_turn", 1, None, False, True
    that = p.take_any("it's that player's turn", "it's not that player's turn")
    if that is not None:  # the player a trigger event names (``read_in``)
        return "event_player_turn", 0, None, False, "not" in that
    if p.take("it's the first combat phase of the turn"):  # 500.8: others may be added
        return "first_combat", 1, None, False, False
    main = p.take_any("it's your main phase", "it's a main phase")
    if main is not None:  # 505.1 (yours: one of your turn's)
        return "main_phase", int(main == "it's your main phase"), None, False, False
    if p.take("you have no cards in hand"):
        return "hand", 0, None, True, False
    who = p.take_any("you have", "an opponent has")
    if who is not None:
        n = _number(p)
        if n is None:
            return None
        if p.take_any("or more cards in hand", "or more cards in your hand") and who == "you have":
            return "hand", n, None, False, False
        if p.take_any("or fewer cards in hand", "or fewer cards in your hand") and who == "you have":
            return "hand", n, None, True, False
        bound = p.take_any("or more life", "or less life")
        if bound is None:
            return None
        return ("life" if who == "you have" else "opponent_life"), n, None, bound == "or less life", False
    last_turn = _spells_last_turn(p)
    if last_turn is not None:
        return last_turn
    did = _you_did(p)
    if did is not None:
        return did
    if p.take("no opponent cast a spell since your last turn ended"):  # 601.2i, 500.1
        return "opponent_spells_since_your_turn", 0, None, True, False
    if p.take("you've been dealt"):  # in all, this turn (120.3)
        n = _number(p)
        return None if n is None or not p.take("or more damage this turn") else \
            ("damage_taken", n, None, False, False)
    to_graveyard = _to_your_graveyard(p)
    if to_graveyard is not None:
        return to_graveyard
    this_way = _this_way(p)
    if this_way is not None:
        return this_way
    nth = _resolved_times(p)
    if nth is not None:
        return nth
    this_turn = p.take_any(*_THIS_TURN)
    if this_turn is not None:
        return _THIS_TURN[this_turn]
    died = _died_this_turn(p)
    if died is not None:
        return died
    if p.take_any("you gained", "you've gained"):  # "if you gained 3 or more life this turn"
        n = _number(p)
        if n is None or not p.take("or more life this turn"):
            return None
        return "life_gained", n, None, False, False
    if p.take("there are"):
        n = _number(p)
        if n is not None and p.take("or more cards in your graveyard"):
            return "graveyard", n, None, False, False
        return None if n is None or not p.take("or more") else _in_your_graveyard(p, n)
    p.miss("a condition")
    return None


@rule
def _in_your_graveyard(p: Parser, n: int):
    """"there are two or more instant and/or sorcery cards in your graveyard" (spell mastery):
    how many cards of the description the controller's graveyard holds (404.1)."""
    desc = description(p, "graveyard")
    if desc is None or not desc.may_be_plural() or desc.filter.zone != "graveyard" \
            or not desc.filter.owner_you:
        return None
    return "graveyard", n, desc.filter, False, False


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


@rule
def _resolved_times(p: Parser):
    """"this is the second time this ability has resolved this turn": the resolving ability's
    resolutions this turn, this one included, are exactly that many (707.10b)."""
    if not p.take("this is the"):
        return None
    nth = _ORDINALS.get(p.next() or "")
    if nth is None or not p.take("time this ability has resolved this turn"):
        return None
    return "resolved_times", nth, None, False, False


@rule
def _died_this_turn(p: Parser):
    """"a creature died this turn" (morbid), "three or more creatures died this turn", "no
    creatures died this turn", "a Zombie creature died this turn" (700.4): how many creatures
    of the description died this turn, as they last existed (603.10a)."""
    qty = _quantity(p)
    desc = description(p) if qty is not None else None
    if desc is None or not p.take("died"):
        return None
    yours = p.take("under your control")  # as they last existed (603.10a)
    if not p.take("this turn"):
        return None
    flt = died_filter(desc.filter)
    if flt is None:
        return None
    if yours:
        return ("creatures_died", qty[0], dataclasses.replace(flt, controller="you"), qty[1], False)
    return ("creatures_died", qty[0], None if flt == _CREATURE else flt, qty[1], False)


_CREATURE = m.Filter(types=frozenset({"Creature"}))

# what happened this turn (the turn's record, engine/turn_state.py)
_THIS_TURN = {"you descended this turn": ("descended", 1, None, False, False),  # 700.11
              # the source, a plane, turned face up by the controller's planeswalking (901.11)
              "you planeswalked to cardname this turn": ("planeswalked_here", 1, None, False, False),
              "you gained life this turn": ("gained_life", 1, None, False, False),
              "you attacked this turn": ("attacked", 1, None, False, False),  # raid
              "you attacked with a creature this turn": ("attacked", 1, None, False, False),
              "you attacked with creatures this turn": ("attacked", 1, None, False, False),
              "an opponent lost life this turn": ("opponent_lost_life", 1, None, False, False),
              "an opponent gained life this turn": ("opponent_gained_life", 1, None, False, False),
              # revolt: a permanent left the battlefield under its controller's control
              "a permanent you controlled left the battlefield this turn":
                  ("permanent_left", 1, None, False, False),
              "a permanent left the battlefield under your control this turn":
                  ("permanent_left", 1, None, False, False)}


#: The alternative costs whose payment a spell or the permanent it became remembers (702.137a,
#: 702.117a, 702.152a, 702.185a, 702.76a, 702.173a; engine/conditional_costs.py and engine/end_step_costs.py mark them).
PAID_COSTS = ("spectacle", "surge", "blitz", "warp", "prowl", "freerunning")


def cost_paid_mark(keyword: str) -> str:
    """The mark (``game.marks``) of the spells and permanents whose ``keyword`` cost was paid."""
    return f"{keyword}_paid"


#: The label of the optional additional cost "you may collect evidence N" (601.2b, 701.59a),
#: which "if evidence was collected" asks about.
EVIDENCE = "collect evidence"


def _cost_paid(p: Parser):
    """"its spectacle cost was paid", "this spell's surge cost was paid": a mark on the spell
    or the permanent it became (400.7: not on a new object). "Evidence was collected": the
    optional cost to collect evidence was paid for the spell, or for the spell the permanent
    was (kind 'optional_paid', its label the detail; 701.59a)."""
    if p.take("evidence was collected"):
        return "optional_paid", 1, None, False, False, EVIDENCE
    if p.take_any("it escaped", "cardname escaped"):  # cast with escape (702.138b)
        return "marked", 1, None, False, False, cost_paid_mark("escape")
    start = p.pos
    if p.take_any("its", "cardname's"):
        keyword = p.take_any(*PAID_COSTS)
        if keyword is not None and p.take("cost was paid"):
            return "marked", 1, None, False, False, cost_paid_mark(keyword)
        p.pos = start
    return None


@rule
def _same_color_spent(p: Parser):
    """Adamant: "at least three mana of the same color / three black mana was spent to cast
    this spell / it" (the mana spent on its total cost, 601.2h; of a permanent, its spell's)."""
    if not p.take("at least"):
        return None
    n = _number(p)
    if n is None:
        return None
    color = "" if p.take("mana of the same color") else COLOR_WORDS.get(p.next() or "")
    if color is None or color and not p.take("mana") or not _spent_to_cast(p):
        return None
    return "mana_spent", n, None, False, False, color


#: The conditions on the mana spent to cast something (601.2h); 'cast_mana_spent': on the
#: spell a cast trigger's event names, the total as it was cast (the event's data)
SPENT_KINDS = ("mana_spent", "mana_spent_total", "cast_mana_spent")
#: The key of a trigger's words (``ModeBuilder.refs``) saying that its event is a spell cast,
#: whose mana spent the event gives ("whenever you cast a spell, if at least four mana was
#: spent to cast it")
CAST_SPENT = "(mana spent to cast that spell)"


def read_in(cond: m.StateCondition, refs: dict) -> m.StateCondition | None:
    """``cond`` as the words of the sentence mean it where ``refs`` are what a trigger event
    names (608.2c): the mana spent to cast "it" is the source's only where "it" names the
    source (an enters trigger's "if {R} was spent to cast it"); in a cast trigger with no
    other "it", "it" and "that spell" are the spell cast, of which the total is known
    ('cast_mana_spent'); else (another object) None: not read. "That player's turn": of the
    player the event names, its place in the event's data as ``count``; not read where the
    words name no player of the event."""
    if cond.kind == "event_player_turn":
        that = refs.get("that player")
        return dataclasses.replace(cond, count=that.index) if type(that) is m.EventObject else None
    if cond.kind not in SPENT_KINDS:
        return cond
    named = cond.text.rpartition(" cast ")[2]
    if named == "that spell" or named == "it" and "it" not in refs:
        if refs.get(CAST_SPENT) and cond.kind == "mana_spent_total":
            return dataclasses.replace(cond, kind="cast_mana_spent")
        return None
    return None if named == "it" and refs.get("it") != m.This() else cond


def _spent_to_cast(p: Parser) -> bool:
    """"was spent to cast" and the spell: "it", "this spell", its name, "that spell" (601.2h;
    which one it is, ``read_in`` says)."""
    return p.take("was spent to cast") and p.take_any("it", "cardname", "this spell",
                                                      "this creature", "that spell") is not None


@rule
def _symbols_spent(p: Parser):
    """"{U}{B} was spent to cast this spell": at least that mana of each color was spent on
    its total cost (601.2h): the symbols' colors as the detail, one each of a repeated symbol
    more ("{G}{G}" is two green)."""
    symbols = _MANA_SYMBOLS.fullmatch(p.peek() or "")
    if symbols is None:
        return None
    p.pos += 1
    if not _spent_to_cast(p):
        return None
    colors = "".join(c.upper() for c in re.findall(r"\{([wubrgc])\}", symbols.group(0)))
    return "mana_spent", 1, None, False, False, colors


_MANA_SYMBOLS = re.compile(r"(?:\{[wubrgc]\})+")


@rule
def _total_spent(p: Parser):
    """"no mana was spent to cast it", "five or more mana / at least four mana was spent to
    cast it": the total amount of mana of any kind spent on its total cost (601.2h)."""
    if p.take("no"):
        n, at_most = 0, True
    else:
        at_least = p.take("at least")
        n, at_most = _number(p), False
        if n is None or not at_least and not p.take("or more"):
            return None
    if not p.take("mana") or not _spent_to_cast(p):
        return None
    return "mana_spent_total", n, None, at_most, False


@rule
def _this_way(p: Parser):
    """"a land card is discarded this way", "at least one Zombie card is milled this way",
    "a creature card was exiled this way" (608.2c): cards the resolving spell or ability moved
    (a card's characteristics: "a card", never a permanent's)."""
    if not p.take_any("a", "an", "at least one"):
        return None
    desc = description(p, "graveyard")
    if desc is None or desc.plural or p.tokens[p.pos - 1] != "card" or not p.take_any("is", "was"):
        return None  # "a Pirate was exiled this way": a permanent, as it last existed (not read)
    verb = p.take_any("discarded", "milled", "exiled")
    if verb is None or not p.take("this way"):
        return None
    return "this_way", 1, desc.filter, False, False, verb


@rule
def _did(p: Parser):
    """What a player did, after the subject: "drew a card last turn", "drew two or more cards
    last turn" (121.1: during the previous turn), "cast four or more spells this turn" (601.2i)."""
    if p.take("drew a card last turn"):
        return "drawn_last_turn", 1, None, False, False
    if p.take("has less than half their starting life total"):  # 103.4, 119.1
        return "starting_life", 1, None, False, False, "< half"
    verb = p.take_any("drew", "cast")
    n = _number(p) if verb is not None else None
    if n is None:
        return None
    if verb == "drew":
        return ("drawn_last_turn", n, None, False, False) if p.take("or more cards last turn") else None
    return ("spells_this_turn", n, None, False, False) if p.take("or more spells this turn") else None


@rule
def _you_did(p: Parser):
    """"you drew a card last turn": ``_did`` of the controller."""
    return _did(p) if p.take("you") else None


# "your life total is ... your starting life total": how the two compare (103.4, 119.1)
_AGAINST_STARTING = {"less than or equal to half your": "<= half", "less than half your": "< half",
                     "greater than or equal to your": ">=", "greater than your": ">",
                     "less than your": "<"}


@rule
def _starting_life(p: Parser):
    """"you have at least 7 life more than your starting life total", "your life total is less
    than or equal to half your starting life total" (103.4, 119.1): the controller's life total
    against their starting life total (kind 'starting_life', the comparison the detail)."""
    if p.take("you have at least"):
        n = _number(p)
        if n is None or not p.take("life more than your starting life total"):
            return None
        return "starting_life", n, None, False, False, "+"
    if not p.take("your life total is"):
        return None
    how = next((words for words in _AGAINST_STARTING if p.take(words)), None)
    if how is None or not p.take("starting life total"):
        return None
    return "starting_life", 1, None, False, False, _AGAINST_STARTING[how]


@rule
def _to_your_graveyard(p: Parser):
    """"three or more cards were put into your graveyard this turn from anywhere": how many
    cards were put into the controller's graveyard this turn (404.1, 400.7)."""
    n = _number(p)
    if n is None or not p.take("or more cards were put into your graveyard this turn from anywhere"):
        return None
    return "to_your_graveyard", n, None, False, False


#: The words naming the player a trigger event names (its words ``refs``), as a condition's subject.
_EVENT_PLAYER_WORDS = ("that player", "they")


@rule
def player_condition(p: Parser, refs: dict) -> m.StateCondition | None:
    """A condition about the player a trigger event names ("at the beginning of each opponent's
    end step, if that player / they cast four or more spells this turn", 603.4): "did" of
    that player (the condition's ``player``: the event's reference to them)."""
    start = p.pos
    word = p.take_any(*_EVENT_PLAYER_WORDS)
    player = refs.get(word) if word is not None else None
    if type(player) is not m.EventObject:
        return None
    found = _did(p)
    if found is None:
        return None
    kind, count, flt, at_most, negate, *detail = found
    return m.StateCondition(kind, count, flt, at_most, negate, "".join(detail), player=player,
                            text=" ".join(p.tokens[start:p.pos]))


@rule
def destroyed_condition(p: Parser, b) -> m.StateCondition | None:
    """"if a creature is destroyed this way" after an effect that destroys only creatures
    (701.8a, 608.2c): the resolving spell or ability destroyed at least one permanent (kind
    'destroyed_this_way'; those indestructible or regenerated aren't destroyed)."""
    start = p.pos
    if not p.take_any("a", "an") or not names_destroyed(b, p.peek() or "") \
            or not p.at(p.peek(), "is", "destroyed", "this", "way"):
        return None
    p.pos += 5
    return m.StateCondition("destroyed_this_way", text=" ".join(p.tokens[start:p.pos]))


def _spells_last_turn(p: Parser):
    """The spells cast during the previous turn (werewolves' 603.4 intervening "if"): "no
    spells were cast last turn" (by all players together), "a player cast two or more spells
    last turn" (some one player)."""
    if p.take("no spells were cast last turn"):
        return "spells_last_turn", 0, None, True, False
    start = p.pos
    if p.take("a player cast"):
        n = _number(p)
        if n is not None and p.take("or more spells last turn"):
            return "player_spells_last_turn", n, None, False, False
        p.pos = start
    return None
