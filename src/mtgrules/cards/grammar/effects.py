"""Effect sentences (rule 608.2c: a spell or ability does what its text says, in order):
clauses of a subject and a verb phrase, joined into sentences.

    sentence   := "if" condition "," sentence | ["then"] "you may" clauses
                | "if" objects "would die this turn , exile it instead"    (``fights``)
                | "that creature can't be regenerated" ...             (``regeneration``)
                | "until end of turn ," clauses   (each effect lasting until end of turn)
                | "for each" description "," clauses   (their numbers counted per each, 608.2h)
                | ["then"] clauses
    clauses    := clause [unless] (("and" | ", then" | "then" | ",") clause [unless])*
                  (a later clause without a subject keeps the last one; unless: "unless
                   they pay {2}", ``payments``)
                  [(", then" | "then") "you may" clauses]
    clause     := player player-verb | objects ["each"] object-verb | group ["each"] object-verb | verb
                | ("your" | "target player's" | "each player's" ...) "life total becomes"
                  amount                                                          (119.5)
                | "you and" player "each" player-verb                 (ending the sentence)
                | "you may play" ["up to"] amount "additional land(s) this turn"   (305.2)
                | "two target players exchange life totals"              (701.12c, 115.3)
                | "after this phase , there is an additional combat phase" ...
                                                            (500.8, ``additional_phases``)
    player-verb:= ("draw" | "draws") amount ["additional"] "card(s)" | "get(s)" energy (``energy``) | "discard(s)" amount "card(s)" ["at random"]
                | ("discard(s)" | "mill(s)") "that many cards"      (the event's amount, 608.2h)
                | "discard(s)" ("your hand" | "their hand" | "all the cards in your hand")
                  [", then draw that many cards" ["plus one"]]
                | "gain(s)" amount "life" | "lose(s)" amount "life" | "mill(s)" amount "card(s)"
                | "exile(s) the top" ("card" | amount "cards") "of their library"     (406.3)
                | "may pay" payment                                        (``payments``)
                | "chooses" ("a" | "an") description ("they control" | "controlled by the
                  player to their left")  (after "each player", 101.4, 608.2d; then named "the
                  <noun> they chose", and "each player creates a token that's a copy of the
                  creature they chose": ``m.EachChooses``, ``m.ChosenByThem``)
                | "may put" ("a" | "an") description "from their hand onto the battlefield"
                  (after "each player" / "each opponent", ``m.EachMayPutFromHand``; with
                  "starting with you ," before the clause: 101.4)
                | "may" player-verb   (a single player other than you: "that player may draw a
                  card", "its controller may gain 2 life"; that player chooses, 609.3)
                | "sacrifice(s)" amount description ["of their choice"]
                | "copies it" ["and may choose new targets for the copy"]
                  (a cast trigger's spell, by that player: 707.10, 707.10c)
                | "returns all" description "from their graveyard to" ("their hand" | "the
                  battlefield" ["tapped"])   (after "each player": every graveyard's, 400.7)
                | "take(s) an extra turn after this one" | "reveal(s) their hand"
                | "gain(s) control of" objects ["until end of turn"]  (a player other than you, 613.1b)
                | "reveal" a card "you own from outside the game and put it into your hand"
                                                           (by you, ``outside_game``, 400.11a)
                | "skip(s)" ("their" | "your") "next" ("untap step" | "draw step" | "turn"
                  | N "turns")                                                (614.10)
                | "win(s) the game" | "lose(s) the game"                   (104.2b, 104.3e)
                | "can't gain life" ("this turn" | "for the rest of the game")       (119.7;
                  also after "players" and "your opponents")
                | ("have" | "has") ("no maximum hand size" | "hexproof" | "shroud")
                  "until end of turn"                          (611.2a, ``lasting_player_rules``)
    object-verb:= "get(s)" ["an additional"] P/T ["and gain(s)" keywords] "until end of turn"
                | "can't attack" | "can't block" | "can't attack or block" | "can't be blocked"
                  "this turn"
                | "attacks its owner each combat if able"    (508.1d: no duration, 611.2a)
                | "gain(s)" keywords ["and get(s)" P/T] "until end of turn"
                | ("has" | "have") "base power and toughness" N/N ... | "lose(s) all abilities" ...
                  [duration]                                               (``becomes``)
                | "deal(s)" damage "to" recipients ("and" damage "to" recipients)*
                  (a recipient may be "itself": the one object dealing the damage;
                  recipients: ``damage_recipients``)
                | "deal(s)" damage "divided as you choose among" ...     (``division``)
                | "fight(s)" objects | "fight(s) each other"                (``fights``)
                | "can't be regenerated this turn"                     (``regeneration``)
    verb       := ("destroy" | "exile" | "tap" | "untap") objects ("and" targets)*
                | "untap up to" N description     (chosen as it resolves, 608.2d, 701.26b)
                | "tap or untap" objects
                | "gain control of" objects ["until end of turn"]
                | "transform" objects | "remove" objects "from combat"           (506.4)
                | "return" objects "to" ("its owner's hand" | "their owners' hands")
                | ("return" objects "to" | "put" objects "onto") "the battlefield" ... (``moves``)
                | "put" objects ("on top of" | "on the bottom of") "its owner's library" (``moves``)
                | "put" / "remove" / "move" counters, "proliferate" (``counters``) | "create" tokens (``create``)
                | "add" mana "for each" description | "add x mana of any one color, where x is" count
                                                                            (``mana``)
                | "support" amount   (701.41a: read as "put a +1/+1 counter on each of up to N other
                                    target creatures")
                | "copy" objects                  (a spell: "copy target instant or sorcery spell")
                | "counter" objects ["unless its controller pays" mana]
                                        (a spell of any description, 701.6a: ``counterspells``)
                | "attach" objects "to" objects                                     (701.3a)
                | "prevent" ... | "the next time" ...                    (``prevention``)
                | "look at" ("target player's" | "target opponent's") "hand"
                | "reveal the top card of your library"      (701.20a; the card then named
                  "that card" / "the revealed card" / "it", ``m.Revealed``: "put" it "into your
                  hand" or "onto the battlefield" ["tapped"], "if it's" / "if that card is"
                  ["a" | "an"] description (while it is still on top), "that card's mana value")
                | ("scry" | "surveil") amount                             (701.22a, 701.25a)
                | "put" (amount "card(s) from your hand" | "the cards in your hand")
                  ("on top of" | "on the bottom of") "your library" ["in any order"]
                  ("..., then draw that many cards": the cards put, 608.2h)  (401.4, 400.7)
                | "shuffle" objects ("into its owner's library" | "into their owners' libraries")
                | "put" ("a" | "an") description "from your hand onto the battlefield" ["tapped"]
                  (after "you may")
                | "have" objects object-verb    ("you may have it fight target creature")
                | "have" whose "life total become" amount   ("you may have your life total
                                                             become 20", 119.5)
                | "regenerate" objects                                 (``regeneration``)
                | "chaos ensues" | "planeswalk" | "reverse the game's turn order" | the planar
                  die's rules for a time | reveals from the planar deck and putting them back
                                                  (311.7, 701.31b, 101.4, 901: ``planar``)
                | "exchange life totals with" player                           (701.12c)
                | "exchange control of two target" description            (701.12b, 115.3)
                | player-verb (by you)
    damage     := amount "damage" | "damage equal to" (("its" | "cardname's") "power" | count)
                  (also "deal(s) damage to" recipient "equal to" ...)
    (amount, count and "for each": see ``amounts``; a sentence may end ", where X is" count)

Each verb builds one effect of the card model; its executor is in the engine and its
description in ``cards/describe.py``.
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.grammar import becomes, counters, energy, keyword_actions, mana, payments
from mtgrules.cards.grammar import counterspells
from mtgrules.cards.grammar import planar
from mtgrules.cards.grammar.additional_phases import additional_combat
from mtgrules.cards.grammar.amounts import amount, count, for_each, names_its_amount, note_destroyed, number_or_that_much
from mtgrules.cards.grammar import schemes
from mtgrules.cards.grammar.amounts import per_each, with_x
from mtgrules.cards.grammar.costs import keyword_costs, read_unless_cost
from mtgrules.cards.grammar.chosen_targets import choose_target
from mtgrules.cards.grammar.conditions import (SPENT_KINDS, condition, destroyed_condition,
                                               player_condition, read_in)
from mtgrules.cards.grammar.library_position import owner_puts
from mtgrules.cards.grammar.create import create
from mtgrules.cards.grammar.damage_recipients import joined_recipients
from mtgrules.cards.grammar.moves import into_library, onto_battlefield
from mtgrules.cards.grammar.next_spell import next_spell_costs, spells_this_turn_cost
from mtgrules.cards.grammar.outside_game import reveal_from_outside
from mtgrules.cards.grammar.division import divided
from mtgrules.cards.grammar.fights import exile_if_dies, fights
from mtgrules.cards.grammar.regeneration import cant_be_regenerated, destroyed_unregenerable, regenerate
from mtgrules.cards.grammar.lasting_player_rules import player_rule_for
from mtgrules.cards.grammar.objects import Description, description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.grammar.top_cards import top_of
from mtgrules.cards.grammar.exile_to_play import play_permission
from mtgrules.cards.grammar.prevention import prevent_sentence
from mtgrules.cards.grammar.references import objects, player, recipient, with_its_name
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.modes import LEFT
from mtgrules.cards import describe_hands  # noqa: F401  (their descriptions)



def _verb(p: Parser, stem: str) -> bool:
    """The verb ``stem`` in either person ("draw" / "draws", "get" / "gets")."""
    return p.take_any(stem, stem + ("es" if stem.endswith("ss") else "s")) is not None


@rule
def _cards(p: Parser, *, additional: bool = False) -> int | str | None:
    """"two cards"; ``additional``: also "an additional card", "two additional cards" (a draw
    step trigger's draw, an ordinary draw as it resolves: 121.1, 504.1)."""
    n = amount(p)
    if additional and n is not None:
        p.take("additional")
    if n is None or not p.take_any("cards", "card"):
        return None
    return n


@rule
def _that_many_cards(p: Parser, b) -> m.EventAmount | None:
    """"that many cards": as many as the trigger event's amount (608.2h)."""
    n = number_or_that_much(p, b)
    if type(n) not in (m.EventAmount, m.ThatMuch) or not p.take("cards"):
        return None
    if p.at("plus"):  # "draw that many cards plus one" (608.2h)
        start = p.pos
        p.pos += 1
        more = amount(p)
        if type(more) is not int:
            p.pos = start
            return n
        return m.Plus(n, more)
    return n


@rule
def player_verb(p: Parser, b, who) -> list | None:
    """A verb phrase whose subject is a player (``who``)."""
    if _verb(p, "draw"):
        if p.take("cards equal to"):  # "draw cards equal to the number of ..." (608.2h)
            n = count(p, b)
            return None if n is None else [m.Draw(who, n)]
        n = _cards(p, additional=True) or _that_many_cards(p, b)
        return None if n is None else [m.Draw(who, n)]
    if _verb(p, "discard"):
        if p.take_any("their hand", "your hand", "all the cards in their hand",
                      "all the cards in your hand"):  # 701.9a
            return [m.DiscardHand(who)]
        n = _cards(p)
        if n is None:
            n = _that_many_cards(p, b)  # "that player discards that many cards" (608.2h)
        if n is None:
            return None
        return [m.Discard(who, n, bool(p.take("at random")))]
    if _verb(p, "mill"):
        n = _cards(p)
        if n is None:
            n = _that_many_cards(p, b)  # "target player mills that many cards" (608.2h)
        return None if n is None else [m.Mill(who, n)]
    if _verb(p, "shuffle"):  # "shuffles their hand and graveyard into their library" (701.24a)
        hand = p.take_any("their hand and graveyard", "your hand and graveyard")
        if (hand or p.take_any("their graveyard", "your graveyard")) \
                and p.take_any("into their library", "into your library"):
            return [m.ShuffleZonesInto(who, bool(hand))]
        return None
    if p.take("can't gain life"):  # 119.7
        if p.take("this turn"):
            return [m.CantGainLife(who)]
        return [m.CantGainLife(who, True)] if p.take("for the rest of the game") else None
    if _verb(p, "win"):  # 104.2b
        return [m.WinGame(who)] if p.take("the game") else None
    if p.at("have") or p.at("has") or p.at("can't", "cast", "spells") or p.at("can't", "lose", "the") \
            or p.at("can't", "win", "the"):  # "you have no maximum hand size until end of turn" (611.2a)
        return player_rule_for(p, who, b.until_end_of_turn)
    if type(who) is not m.You and _verb(p, "exile") and p.take("the top"):
        n = 1 if p.take("card") else _cards(p)  # "that player exiles the top card of their library"
        if n is None or not p.take("of their library"):
            return None
        b.last_gone = True  # the exiled cards are new objects (400.7): "it" can't name them
        return [m.ExileTop(who, n)]
    if type(who) not in _EACH and (p.at("gains", "control", "of") or p.at("gain", "control", "of")):
        p.pos += 3  # "target opponent gains control of this Equipment" (613.1b)
        found = objects(p, b)
        if found is None:
            return None
        return [m.GainControl(found[0], "end_of_turn" if p.take("until end of turn") else "permanent", who)]
    for stem, kind in (("gain", m.GainLife), ("lose", m.LoseLife)):
        if _verb(p, stem):
            if stem == "lose" and p.take("the game"):  # 104.3e
                return [m.LoseGame(who)]
            if p.take("life equal to"):
                n = count(p, b)
                return None if n is None else [kind(who, n)]
            n = number_or_that_much(p, b)
            if n is None or not p.take("life"):
                return None
            return [kind(who, n)]
    if p.take("may pay"):  # "that player may pay {2}" (609.3, 118.12)
        return payments.offered(p, who)
    if p.take("may search their library for") and type(who) not in _EACH:
        found = _search(p, b, "their")  # "its controller may search their library for ..." (701.23a, 609.3)
        if found is None:
            return None
        search = dataclasses.replace(found[0], who=who)
        return [m.May((search,), search.text, who=who)]
    if type(who) in (m.EachPlayer, m.EachOpponent) and p.at("may", "put"):
        return _each_may_put_from_hand(p, who)  # 400.7, 609.3, 101.4
    if type(who) is m.EachPlayer and p.at("chooses") and "rest" not in p.tokens[p.pos:]:  # 101.4, 608.2d
        return _each_chooses(p, b, who)  # (not "..., then sacrifices the rest": ``_keep_chosen``)
    if type(who) not in _EACH and p.take("may"):  # "that player may draw a card" (609.3)
        start = p.pos
        inner = player_verb(p, b, who)
        if inner is None:
            return None
        return [m.May(tuple(inner), " ".join(p.tokens[start:p.pos]), who=who)]
    if type(who) is m.You and p.at("reveal") and "outside" in p.tokens[p.pos:]:
        p.pos += 1  # "reveal a sorcery card you own from outside the game and put it ..." (400.11a)
        return reveal_from_outside(p)
    if _verb(p, "reveal") and p.take("their hand"):  # 701.20a
        return [m.RevealHand(who)]
    if _verb(p, "take") and p.take("an extra turn after this one"):  # 500.7
        return [m.ExtraTurn(who)]
    if _verb(p, "skip"):  # 614.10
        return _skips(p, who)
    if type(who) is m.You and p.at("flip", "a", "coin"):  # "..., then you flip a coin" (705)
        return keyword_actions.action(p)
    if _verb(p, "get"):  # "you get {E}{E}" (107.14), "gets a poison counter" (122.1f)
        return energy.get(p, who) or counters.poison(p, who)
    if p.at("become") or p.at("becomes") or p.at("manifests") or p.at("cloaks"):
        # "you become the monarch" (724.1), "its controller manifests dread" (701.62a)
        return _face_down_unnamed(b, keyword_actions.player_action(p, who))
    if type(who) is m.You and p.take("create"):  # "you create a 1/1 ... token" (111.1)
        return _create(p, b)
    if type(who) is not m.You and _verb(p, "create"):  # "its controller creates a 3/3 ... token"
        made = _create(p, b)  # also "... creates a token that's a copy of that creature" (707.2)
        if made is None or any(type(e) not in (m.CreateToken, m.CreateTokenCopy)
                               or type(who) is m.EachPlayer and type(e) is m.CreateTokenCopy
                               and not _copies_own_choice(e, who) for e in made):
            return None
        return [dataclasses.replace(e, who=who) for e in made]
    if type(who) is m.EachPlayer and _verb(p, "return"):
        return _each_returns(p, b)
    if type(who) not in _EACH and p.take("flips a coin"):  # "that player flips a coin" (705.2)
        return [m.FlipCoin(who=who)]
    if type(who) not in _EACH and p.take_any("copies", "copy"):  # "that player copies it" (707.10)
        spell = b.refs.get("that spell")
        if spell is None or not p.take_any("it", "that spell"):
            return None
        new = bool(p.take("and may choose new targets for the copy"))  # 707.10c
        return [m.CopySpell(spell, new, who=who)]
    if "rest" in p.tokens[p.pos:] and _verb(p, "choose"):  # "chooses up to two creatures they
        return _keep_chosen(p, who)                           # control, then sacrifices the rest"
    if _verb(p, "sacrifice"):
        if type(who) is m.You and p.peek() in ("it", "cardname", "that", "those", "the", "them"):
            found = objects(p, b)  # "sacrifice it", "sacrifice those tokens" (701.21a)
            return None if found is None else [m.SacrificeThat(found[0])]
        another = bool(p.take("another"))  # "sacrifice another creature": not the source
        n = 1 if another else amount(p)
        desc = description(p) if n is not None else None
        if desc is None or another and desc.plural:
            return None
        p.take("of their choice")
        flt = dataclasses.replace(desc.filter, another=True) if another else desc.filter
        return [m.Sacrifice(who, n, flt)]
    p.miss("a verb")
    return None


@rule
def _each_may_put_from_hand(p: Parser, who) -> list | None:
    """After "each player": "may put an artifact, creature, enchantment, or land card from
    their hand onto the battlefield" (400.7, 609.3; each choosing in turn, 101.4)."""
    p.take("may put")
    if not p.take_any("a", "an"):
        return None
    desc = description(p, "hand")
    if desc is None or desc.plural or not p.take("from their hand onto the battlefield"):
        return None
    return [m.EachMayPutFromHand(who, desc.filter)]


@rule
def _each_chooses(p: Parser, b, who) -> list | None:
    """After "each player": "chooses a creature controlled by the player to their left" / "...
    a creature they control" (101.4, 608.2d); later "the creature they chose" names each
    player's choice (``m.ChosenByThem``)."""
    p.take("chooses")
    if not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or desc.plural:
        return None
    flt = desc.filter
    if flt.controller == "they":
        whose = "self"
    elif flt.controller is None and p.take("controlled by the player to their left"):
        whose = "left"
    else:
        return None
    noun = next(iter(flt.types)).lower() if len(flt.types) == 1 else "permanent"
    b.refs = {**b.refs, f"the {noun} they chose": m.ChosenByThem()}
    return [m.EachChooses(who, dataclasses.replace(flt, controller=None), whose)]


def _starting_with_you(p: Parser, b) -> tuple[list, object] | None:
    """"starting with you, each player may put ..." (101.4: the players choose in turn order
    beginning with the controller)."""
    who = player(p, b)
    effects = player_verb(p, b, who) if type(who) is m.EachPlayer else None
    if effects is None or any(type(e) is not m.EachMayPutFromHand for e in effects):
        return None
    return [dataclasses.replace(e, starting_with_you=True) for e in effects], who


def _copies_own_choice(e, who) -> bool:
    """"each player creates a token that's a copy of the creature they chose": each player's
    copy of their own choice (``m.ChosenByThem``)."""
    return type(e) is m.CreateTokenCopy and type(e.what) is m.ChosenByThem and type(who) is m.EachPlayer


def _exchange_control(p: Parser, b) -> list | None:
    """After "exchange control of two target": a plural description of permanents ("creatures",
    "permanents"), the two targets different objects (115.3), exchanged (701.12b)."""
    said = p.pos - 1
    desc = description(p)
    if desc is None or not desc.may_be_plural() or desc.filter.zone != "battlefield":
        return None
    text = " ".join(("two", *p.tokens[said:p.pos]))
    spec = m.TargetSpec(text, desc.filter, None, len(b.targets) + 1)
    first, second = b.target(spec), b.target(spec)
    return [m.ExchangeControl(first, second)]


@rule
def _each_returns(p: Parser, b) -> list | None:
    """After "each player returns": "all creature cards from their graveyard to the battlefield
    [tapped] / to their hand" — every such card of every graveyard, each put by its owner onto
    the battlefield under their control (110.2) or into their hand, all at once (400.7)."""
    if not p.take("all"):
        return None
    desc = description(p, "graveyard")
    if desc is None or not desc.plural or desc.filter.owner_you or not p.take("from their graveyard to"):
        return None
    flt = dataclasses.replace(desc.filter, zone="graveyard")
    group = m.EachPermanent(flt)
    b.last_gone = True  # new objects (400.7)
    if p.take("their hand"):
        return [m.ReturnToHand(group)]
    if not p.at("the", "battlefield") or "under" in p.tokens[p.pos:]:
        return None  # each card under its owner's control: no one else's (110.2)
    return onto_battlefield(p, (group, Description(flt, True)))


def _keep_chosen(p: Parser, who) -> list | None:
    """After "choose(s)": "[up to] two creatures they control, then sacrifices the rest",
    "five lands they control and sacrifices the rest" (701.21a: the rest of the permanents of
    that description)."""
    up_to = bool(p.take("up to"))
    n = amount(p)
    desc = description(p) if type(n) is int else None
    if desc is None or desc.filter.controller != "they" or desc.filter.zone != "battlefield":
        return None
    if not p.take_any(", then sacrifices the rest", "and sacrifices the rest", ", then sacrifice the rest",
                      "and sacrifice the rest"):
        return None
    return [m.SacrificeRest(who, n, dataclasses.replace(desc.filter, controller=None), up_to)]


def _skips(p: Parser, who) -> list | None:
    """After "skip(s)": "their next untap step", "your next draw step", "your next turn",
    "their next two turns" (614.1b, 614.10)."""
    if not p.take_any("their next", "your next"):
        return None
    step = p.take_any("untap step", "draw step")
    if step is not None:
        return [m.SkipNextStep(who, step.split()[0])]
    if p.take("turn"):
        return [m.SkipTurns(who)]
    n = amount(p)
    return [m.SkipTurns(who, n)] if type(n) is int and n > 1 and p.take("turns") else None


#: Player references naming several players (each chooses and searches for themselves).
_EACH = (m.You, m.EachPlayer, m.EachOpponent)

_PT = "a power/toughness change like +1/+1"


def _pt(p: Parser) -> tuple | None:
    """"+2/+2", "-1/-0", "+x/+0", "-x/-x" (X given by "where X is ...")."""
    word = p.peek()
    if word is None or "/" not in word or word[0] not in "+-":
        p.miss(_PT)
        return None
    p.pos += 1
    return tuple(_signed(part) for part in word.split("/"))


def _signed(part: str):
    if part[1:] == "x":
        return "X" if part[0] == "+" else m.Scaled(-1, "X")
    return int(part)


def _keywords(p: Parser, b, *, stop: str) -> tuple | None:
    """Keyword abilities and abilities in quotation marks (113.10; the word "grantedN" stands
    for the N-th) up to the word ``stop``, or to "and get(s)" ("flying", "first strike,
    vigilance, and lifelink", 'flying and "{T}: ..."'), as (keywords, abilities)."""
    tokens = p.tokens
    end = p.pos
    while end < len(tokens) and tokens[end] != stop and not (
            tokens[end] == "and" and end + 1 < len(tokens) and tokens[end + 1] in ("get", "gets")) \
            and not _listed_verb(tokens, end):
        end += 1
    abilities = tuple(b.granted[int(t[7:])] for t in tokens[p.pos:end]
                      if t.startswith("granted") and t[7:].isdigit())
    words = [t for t in tokens[p.pos:end] if not (t.startswith("granted") and t[7:].isdigit())]
    text = " ".join(words).replace(" , and ", ", ").replace(" , ", ", ").strip(" ,")
    text = re.sub(r"^and |, and$| and$|,$", "", text.replace(" and ,", ",")).strip(" ,")
    kws = parse_keyword_line(text.replace(" and ", ", ")) if text else ()
    if kws is None or not (kws or abilities) or (text and not kws):
        p.miss("keyword abilities")
        return None
    p.pos = end
    return tuple(kws), abilities


# verbs that may follow a comma in a list of what one subject does ("gets +2/+2, gains
# trample, and becomes a Werewolf ... until end of turn")
_LISTED_VERBS = frozenset({"get", "gets", "gain", "gains", "become", "becomes", "lose", "loses"})


def _listed_verb(tokens: tuple, i: int) -> bool:
    """Whether a comma at ``i`` begins the next verb phrase of such a list (", gains ...",
    ", and becomes ...")."""
    if tokens[i] != "," or i + 1 >= len(tokens):
        return False
    after = tokens[i + 2] if tokens[i + 1] == "and" and i + 2 < len(tokens) else tokens[i + 1]
    return after in _LISTED_VERBS


@rule
def object_verb(p: Parser, b, what) -> list | None:
    """A verb phrase whose subject is an object or group (``what``)."""
    pt = keywords = None
    if _verb(p, "get"):
        p.take("an additional")  # "It gets an additional +2/+2 until end of turn for each ..."
        pt = _pt(p)
        if pt is None:
            return None
        if p.take("and") and _verb(p, "gain"):
            keywords = _keywords(p, b, stop="until")
            if keywords is None:
                return None
    elif _verb(p, "gain"):
        keywords = _keywords(p, b, stop="until")
        if keywords is None:
            return None
        if p.take("and") and _verb(p, "get"):
            pt = _pt(p)
            if pt is None:
                return None
    elif _verb(p, "deal"):
        if p.take("damage to"):  # "deals damage to any target equal to the number of ..."
            return _damage_to_equal(p, b, what)
        damage = _damage(p, b, what)
        if damage is not None and p.at("divided"):  # 601.2d
            return divided(p, b, damage, None if type(what) is m.This else what)
        if damage is None or not p.take("to"):
            return None
        to = _recipient(p, b, what)
        if to is None:
            return None
        source = None if type(what) is m.This else what
        return [m.DealDamage(damage, to, source) for to in joined_recipients(p, b, to)] \
            + _more_damage(p, b, what, source)
    elif _verb(p, "become"):  # "becomes a 3/3 Elemental creature" (205.1, 613.4b)
        return becomes.becomes(p, b, what, _keywords)
    elif p.at("is") and p.peek(1) in ("a", "an"):  # "is a black Zombie in addition to ..."
        p.pos += 2
        return becomes.also(p, b, what, _keywords, p.pos - 3)
    elif p.peek() in ("has", "have", "loses", "lose"):  # "has base power and toughness 0/1" (613.4b)
        return becomes.has_base(p, b, what, _keywords)
    elif p.take_any(*_SKIP_UNTAP):
        return [m.SkipNextUntap(what)]
    elif _verb(p, "fight"):  # 701.14
        return fights(p, b, what)
    elif p.at("can't", "be", "regenerated"):  # 701.19c
        return cant_be_regenerated(p, what)
    elif p.at("blocks") or p.at("block") or p.at("can't", "block"):
        return _blocks_one(p, b, what)
    elif p.take_any("attacks its owner each combat if able", "attack their owners each combat if able"):
        return [m.ImposeCombatRule(what, "must_attack_owner", "permanent")]  # 508.1d, 611.2a
    else:
        rules = _combat_rules(p)
        if rules is None:  # "it explores", "target creature connives" (701.44, 701.50)
            return keyword_actions.object_action(p, what)
        return [m.ImposeCombatRule(what, kind) for kind in rules]
    per = for_each(p) if pt is not None and p.at("for", "each") else None
    if type(what) is m.Created and pt is None and keywords is not None and p.done():
        # "That token gains haste.": no duration, so for as long as it exists (611.2a)
        return [m.GrantKeywords(what, *keywords, duration="permanent")]
    if not p.take("until end of turn") and not b.until_end_of_turn:
        return None
    effects: list = [m.ModifyPT(what, *pt)] if pt is not None else []
    if per is not None:  # "gets +1/+1 for each creature you control until end of turn"
        effects = per_each(effects, per)
    if keywords is not None and effects is not None:
        effects.append(m.GrantKeywords(what, *keywords))
    return effects


# what an object can't do this turn (508.1c, 509.1b), as the engine's combat rules
_CANT = (("can't attack or block this turn", ("cant_attack", "cant_block")),
         ("can't block this turn", ("cant_block",)), ("can't attack this turn", ("cant_attack",)),
         ("can't be blocked this turn", ("unblockable",)),
         # requirements and permissions for this turn (508.1d, 509.1a, 702.3b)
         ("attacks this turn if able", ("must_attack",)), ("attack this turn if able", ("must_attack",)),
         ("can attack this turn as though it didn't have defender", ("attacks_despite_defender",)),
         ("can attack this turn as though they didn't have defender", ("attacks_despite_defender",)),
         ("can block an additional creature this turn", ("blocks_more",)),
         # requirements on blocking this turn (509.1c)
         ("must be blocked this turn if able", ("must_be_blocked",)),
         ("blocks this turn if able", ("must_block",)), ("block this turn if able", ("must_block",)),
         # no combat damage assigned this turn (510.1a)
         ("assigns no combat damage this turn", (m.NO_COMBAT_DAMAGE,)),
         ("assign no combat damage this turn", (m.NO_COMBAT_DAMAGE,)),
         # kept tapped (502.3): only with a lasting duration ("for as long as you control
         # cardname", 611.2b), which the sentence is read with as "until end of turn"
         ("doesn't untap during its controller's untap step until end of turn", ("doesnt_untap",)),
         ("don't untap during their controllers' untap steps until end of turn", ("doesnt_untap",)))


# what a detained permanent can't do until its detainer's next turn (701.35a)
_DETAINED = ("cant_attack", "cant_block", "no_activated")


# "It doesn't untap during its controller's next untap step." (502.3)
_SKIP_UNTAP = ("doesn't untap during its controller's next untap step",
               "doesn't untap during your next untap step",
               "don't untap during their controllers' next untap steps",
               "don't untap during their controller's next untap step",
               "don't untap during your next untap step")


@rule
def _blocks_one(p: Parser, b, what) -> list | None:
    """"blocks this turn if able" (any attacking creature), "blocks cardname this turn if
    able", "block it this turn if able", "... this combat if able" (one creature; 509.1c);
    "can't block this turn", "can't
    block cardname this turn" (509.1b)."""
    rules = _combat_rules(p)
    if rules is not None:
        return [m.ImposeCombatRule(what, kind) for kind in rules]
    must = p.take_any("blocks", "block") is not None
    if not must and not p.take("can't block"):
        return None
    if p.take("it"):  # what "it" stood for before the subject was named
        attacker, gone = b.before_subject
        if attacker is None or gone:
            return None
    else:
        found = objects(p, b)
        attacker = None if found is None else found[0]
    combat = must and p.take("this combat if able")  # provoke's words (702.39a)
    if attacker is None or attacker == what or not combat and not p.take("this turn if able" if must else "this turn"):
        return None
    return [m.BlocksThis(what, attacker, must, combat)]


def _combat_rules(p: Parser) -> tuple | None:
    """"can't block this turn", "can't be blocked this turn", "can't attack or block this turn"."""
    for words, rules in _CANT:
        if p.take(words):
            return rules
    return None


def _recipient(p: Parser, b, dealer):
    """Who or what is dealt the damage (120.1): a recipient, or "itself", the one object
    dealing it ("target creature deals damage to itself equal to its power")."""
    if p.take("itself"):
        if type(dealer) is m.This or type(dealer) is m.TargetRef and dealer.count == 1:
            return dealer
        p.pos -= 1
        p.miss("one object dealing damage to itself")
        return None
    return recipient(p, b)


def _more_damage(p: Parser, b, dealer, source) -> list:
    """"... and 3 damage to you", "... and 2 damage to that creature's controller": more damage
    the same object deals (120.3), with the damage before it; nothing if none follows."""
    more: list = []
    while p.at("and") and (p.peek(1) or "") not in ("damage", "") and p.peek(2) == "damage":
        mark = p.pos
        p.pos += 1
        n = _damage(p, b, dealer)
        to = _recipient(p, b, dealer) if n is not None and p.take("to") else None
        if to is None:
            p.pos = mark
            break
        more.append(m.DealDamage(n, to, source))
    return more


def _damage_to_equal(p: Parser, b, what) -> list | None:
    """"damage to <recipient> equal to <count>" (the amount after the recipient, 608.2h), also
    to several recipients ("to each creature and each player equal to ...", 120.3)."""
    to = _recipient(p, b, what)
    if to is None:
        return None
    recipients = joined_recipients(p, b, to, _BEFORE_EQUAL)
    if not p.take("equal to"):
        return None
    refs = b.refs
    if len(recipients) == 1 and type(to) in (m.EachOpponent, m.EachPlayer) and "that player" not in refs:
        b.refs = {**refs, "that player": m.Recipient()}  # each one dealt damage (608.2h)
    n = m.PowerOf(what) if p.take_any("its power", "cardname's power") else count(p, b)
    b.refs = refs
    source = None if type(what) is m.This else what
    return None if n is None else [m.DealDamage(n, to, source) for to in recipients]


# what may follow the last of several recipients of damage whose amount comes after them
_BEFORE_EQUAL = ("equal",)


def _damage(p: Parser, b, dealer):
    """"3 damage", "x damage", "damage equal to its power", "damage equal to the number of
    ..." (608.2h)."""
    n = number_or_that_much(p, b)
    if n is not None:
        return n if p.take("damage") else None
    if p.take("damage equal to"):
        if p.take_any("its power", "cardname's power"):  # the dealer's (120.3)
            return m.PowerOf(dealer)
        return count(p, b)
    return None


def _and_targets(p: Parser, b, first) -> list:
    """``first`` and the other targets joined to it by "and", each of its own description
    ("untap up to two target creatures and up to two target lands", 115.1), or a list of them
    ("destroy up to one target artifact, up to one target enchantment, and up to one target
    nonbasic land": the commas only with an "and" before the last)."""
    named = with_its_name(p, b, first)  # "target creature and all other creatures with the same name ..."
    if named is not None:
        return [named[0]]
    out = [first]
    listed = None  # where a list joined by commas began, until its ", and" is read
    while type(out[-1]) is m.TargetRef:
        mark, targets = p.pos, len(b.targets)
        comma = p.take(",")
        joined = p.take("and")
        if not (comma or joined) or not (p.at("target") or p.at("another") or p.at("up", "to")):
            p.pos = mark
            break
        more = objects(p, b)
        if more is None or type(more[0]) is not m.TargetRef:
            p.pos = mark
            del b.targets[targets:]
            break
        if comma and listed is None:
            listed = (mark, targets, len(out))
        if joined:
            listed = None
        out.append(more[0])
    if listed is not None:  # "A, B" with no "and": not a list of targets
        p.pos = listed[0]
        del b.targets[listed[1]:]
        del out[listed[2]:]
    return out


@rule
def imperative(p: Parser, b) -> list | None:
    """A verb with no subject: the spell or ability's controller does it (608.2c)."""
    if p.peek() in planar.FIRST_WORDS or b.revealed == "planar":  # 311.7, 701.31b, 901.4, 101.4
        found = planar.planar_action(p, b)
        if found is not None:
            return found
    if p.at("exile", "the", "top"):  # "exile the top card of your library" (406.3)
        return _exile_top(p, b)
    for verb, build in (("destroy", m.Destroy), ("exile", m.Exile)):
        if p.take(verb):
            if verb == "exile" and b.last_gone and b.last_object is not None and p.at("it") \
                    and b.refs.get(LEFT):  # "whenever a creature dies, exile it": the card it
                p.pos += 1                 # became (400.7e)
                return [m.Exile(m.Moved(b.last_object))]
            found = objects(p, b)
            b.last_gone = found is not None
            return None if found is None else [build(what) for what in _and_targets(p, b, found[0])]
    if p.take("tap or untap"):  # the controller chooses which as it resolves (608.2d)
        found = objects(p, b)
        return None if found is None else [m.TapOrUntap(found[0])]
    if p.take_any("tap", "untap"):
        untap = p.tokens[p.pos - 1] == "untap"
        if untap and p.at("up", "to"):  # "untap up to three lands": chosen, no target (608.2d)
            chosen = _untap_chosen(p)
            if chosen is not None:
                return chosen
        found = objects(p, b)
        return None if found is None else [m.Tap(what, untap) for what in _and_targets(p, b, found[0])]
    if p.take("gain control of"):  # 613.1b: until end of turn, or for good (611.2a)
        found = objects(p, b)
        if found is None:
            return None
        return [m.GainControl(found[0], "end_of_turn" if p.take("until end of turn") else "permanent")]
    if p.take("exchange control of two target"):  # rule 701.12b, 115.3
        return _exchange_control(p, b)
    if p.take("exchange life totals with"):  # rule 701.12c
        who = player(p, b)
        return None if who is None else [m.ExchangeLifeTotals(m.You(), who)]
    if p.take("transform"):  # rule 701.27a
        found = objects(p, b)
        return None if found is None else [m.Transform(found[0])]
    start = p.pos
    if p.take("remove"):  # rule 506.4: "remove it from combat"
        found = objects(p, b)
        if found is not None and p.take("from combat"):
            return [m.RemoveFromCombat(found[0])]
        p.pos = start
    if p.take("return"):
        if p.at("a") or p.at("an"):  # "return a land you control to its owner's hand"
            return _return_chosen(p)
        back = p.pos
        if b.last_gone and b.last_object is not None and p.take_any(*_MOVED_PRONOUNS) \
                and p.take("to"):  # "exile it, then return it to the battlefield" (400.7j)
            if p.at("the", "battlefield"):
                moved = m.Moved(b.last_object)
                b.now[b.last_object] = moved  # later sentences' "it": the new object (400.7j)
                b.last_object, b.last_gone = moved, False
                return onto_battlefield(p, (moved, None))
            if p.take("its owner's hand"):  # "whenever a creature dies, return it to its owner's
                return [m.ReturnToHand(m.Moved(b.last_object))]  # hand": the card it became (400.7e, 400.7j)
        p.pos = back
        found = objects(p, b, zone="graveyard") if _card_ahead(p) else objects(p, b)
        if found is not None and p.at("and"):  # "... and all other permanents with the same name ..."
            found = with_its_name(p, b, found[0]) or found
        if found is not None and type(found[0]) is m.This and p.take("from your graveyard to"):
            return _return_self(p, b)  # an ability working from the graveyard (113.6b)
        if found is None or not p.take("to"):
            return None
        if p.at("the", "battlefield"):  # "... from your graveyard to the battlefield [tapped]"
            b.last_gone = True  # a new object (400.7): "it" can't name it ...
            if type(found[0]) is m.TargetRef and found[0].count == 1:
                moved = m.Moved(found[0])  # ... but "that creature" names the permanent (400.7j)
                b.now[found[0]] = moved
                b.last_object, b.last_gone = moved, False
            return onto_battlefield(p, found)
        own = found[1] is not None and found[1].filter.owner_you
        if not (p.take_any("its owner's hand", "their owners' hands", "their owner's hand")
                or own and p.take("your hand")):
            return None
        b.last_gone = True
        return [m.ReturnToHand(found[0])]
    if p.take("put"):
        to_library = _hand_to_library(p)
        if to_library is not None:
            return to_library
        if b.in_may and (p.at("a") or p.at("an")):
            from_hand = _put_from_hand(p)
            if from_hand is not None:
                return from_hand
        if p.at("a") or p.at("an"):
            milled = _put_milled(p)
            if milled is not None:
                return milled
        found = objects(p, b, zone="graveyard") if _card_ahead(p) else objects(p, b)
        if found is not None and type(found[0]) is m.Revealed:  # the card revealed (701.20a)
            b.last_gone = True  # a new object (400.7): "its mana value" looks back (608.2h)
            b.revealed = "moved"
            if p.take("into your hand"):
                return [m.ReturnToHand(found[0], from_zone="library")]
            return onto_battlefield(p, found)
        if found is not None:  # "put target creature on top of its owner's library"
            b.last_gone = True  # a new object (400.7): "it" can't name it
            return into_library(p, found) or onto_battlefield(p, found)
        return counters.put(p, b)
    if p.take("remove"):
        return counters.remove(p, b)
    if p.take("move"):  # 122.5
        return counters.move(p, b)
    if p.take("counter"):  # 701.6a: a spell
        return counterspells.counter(p, b)
    if p.at("support"):
        return _support(p, b)
    if p.take("proliferate"):
        return counters.proliferate(p)
    if p.take("distribute"):  # 601.2d
        return counters.distribute(p, b)
    if p.take("double the number of"):  # 701.10e
        return counters.double(p, b)
    if p.at("bolster") or p.at("amass") or p.at("populate") or p.at("clash") or p.at("monstrosity") \
            or p.at("adapt") or p.at("discover") or p.at("incubate") or p.at("learn") \
            or p.at("flip", "a", "coin") or p.at("roll", "a") or p.at("manifest") or p.at("cloak") \
            or p.at("the", "ring", "tempts", "you"):
        return _face_down_unnamed(b, keyword_actions.action(p))
    if p.take("abandon cardname"):  # 701.33b: "abandon this scheme"
        return [m.Abandon()]
    if p.take("set"):  # 701.32b: "set that scheme in motion again"
        return schemes.set_again(p, b, objects)
    if p.take("goad"):  # 701.15a
        found = objects(p, b)
        return None if found is None else [m.Goad(found[0])]
    if p.take("detain"):  # 701.35a: until your next turn
        found = objects(p, b)
        return None if found is None else [m.ImposeCombatRule(found[0], kind, "your_next_turn")
                                           for kind in _DETAINED]
    if p.take("create"):
        return _create(p, b)
    if p.take("attach"):
        return _attach(p, b)
    if p.at("sacrifice") and "unless" in p.tokens[p.pos:p.pos + 4]:
        found = _sacrifice_unless(p, b)  # echo's form; else "unless" after the clause (118.12a)
        if found is not None:
            return found
    if p.take("add"):  # "add {g} for each creature you control" (106.4)
        return mana.add(p, b)
    if p.take("pay"):  # "you may pay {2}" / "{E}{E}" / "1 life"; "Pay {2}{G}{G}." (118.12)
        if not b.in_may:
            return payments.mandatory(p)
        if p.take("any amount of {e}"):  # 107.14: the amount chosen as it resolves
            return [m.PayAnyEnergy()]
        paid = payments.payment(p, None, True)
        return None if paid is None else [paid]
    if p.take("copy"):
        return _copy_spell(p, b)
    if p.take("switch"):  # "switch target creature's power and toughness" (613.4d)
        return becomes.switch(p, b)
    if p.take("search your library for"):
        return _search(p, b)
    if p.at("shuffle", "your"):  # "shuffle your [hand and] graveyard into your library"
        return player_verb(p, b, m.You())
    if p.take("shuffle"):  # "shuffle cardname into its owner's library" (701.24a)
        found = objects(p, b, zone="graveyard") if _card_ahead(p) else objects(p, b)
        own = found is not None and found[1] is not None and found[1].filter.owner_you \
            and found[1].filter.zone == "graveyard"  # "... from your graveyard into your library"
        if found is None or not (p.take_any("into its owner's library", "into their owners' libraries")
                                 or own and p.take("into your library")):
            return None
        b.last_gone = True  # a new object in a hidden zone: "it" can't name it (400.7)
        return [m.ShuffleInto(found[0])]
    if p.at("reveal", "the", "top", "card"):  # "reveal the top card of your library" (701.20a)
        return _reveal_top(p, b)
    if p.take_any("scry", "surveil"):  # "scry 3, then reveal the top card ..." (701.22a, 701.25a)
        surveil = p.tokens[p.pos - 1] == "surveil"
        n = amount(p)
        return None if n is None else [m.LookAtTop(m.You(), n, surveil)]
    if p.take("look at"):  # "look at target player's hand" (701.20e)
        whose = p.take_any(*_HANDS)
        if whose is None:
            return None
        spec = m.TargetSpec(whose.removesuffix("'s hand"), None, _HANDS[whose])
        return [m.RevealHand(b.target(spec), revealed=False)]
    if p.at("prevent") or p.at("the", "next", "time") or p.at("damage", "can't"):
        return prevent_sentence(p, b)
    if p.at("the", "next"):  # "The next 1 damage that would be dealt to ... is dealt to ..."
        redirected = prevent_sentence(p, b)
        if redirected is not None:
            return redirected
    if p.take("regenerate"):  # 701.19a
        return regenerate(p, b)
    if p.take("have"):  # "you may have it fight target creature you don't control"
        life = _life_total(p, b, "become")  # "you may have your life total become 20" (119.5)
        if life is not None:
            return life[0]
        b.before_subject = (b.last_object, b.last_gone)
        found = objects(p, b)
        return None if found is None else object_verb(p, b, found[0])
    return player_verb(p, b, m.You())


_HAND_SIZE = m.CountOf("hand", None, "", "the number of cards in your hand")


def _hand_to_library(p: Parser) -> list | None:
    """After "put": "two cards from your hand on top of your library in any order", "a card
    from your hand on the bottom of your library", "the cards in your hand on the bottom of
    your library in any order" (401.4, 400.7); "that many" after it names the cards put
    (608.2h)."""
    start = p.pos
    if p.take("the cards in your hand"):  # all of them (401.4)
        n = _HAND_SIZE
    else:
        n = amount(p)
        if n is None or not p.take("card" if n == 1 else "cards") or not p.take("from your hand"):
            p.pos = start
            return None
    where = p.take_any("on top of your library", "on the bottom of your library")
    if where is None or (n != 1 and not p.take("in any order")):
        p.pos = start
        return None
    return [m.PutFromHandInLibrary(m.You(), n, bottom=where.startswith("on the bottom"))]


def _reveal_top(p: Parser, b) -> list | None:
    """"Reveal the top card of your library" (701.20a): the card stays there, named by later
    instructions ("put that card into your hand", "if it's a creature card", "its mana value";
    608.2c) as ``m.Revealed``."""
    start = p.pos
    p.take("reveal")
    top = top_of(p, b)
    if top is None or top[0] != 1 or type(top[1]) is not m.You:
        p.pos = start
        p.miss("the top card of your library")
        return None
    b.last_object, b.last_gone, b.revealed = m.Revealed(), False, "there"
    return [m.TakeFromTop(m.You(), 1, take=0, revealed=True)]


def _exile_top(p: Parser, b) -> list | None:
    """"Exile the top card / the top two cards of your library" (406.3): the cards exiled are
    named by later instructions ("that card", "it", "those cards", "them", "that card's mana
    value", "if it's a land card"; 608.2c) as ``m.Revealed``."""
    start = p.pos
    p.take("exile")
    top = top_of(p, b)
    if top is None or type(top[1]) is not m.You or p.at("face", "down"):
        p.pos = start
        return None
    b.last_object, b.last_gone = m.Revealed(), False
    b.revealed = "exiled one" if top[0] == 1 else "exiled"
    return [m.ExileTop(m.You(), top[0])]


def revealed_is(p: Parser, b) -> m.StateCondition | None:
    """"it's a creature card" / "that card is a nonland card" / "the revealed card is ...",
    after "if", of the card just revealed from the top of your library while it is still
    there (701.20a): the condition that the top card of your library is one."""
    if b.revealed not in ("there", "exiled one"):
        return None
    start = p.pos
    if not (type(b.last_object) is m.Revealed and not b.last_gone and p.take("it's")
            or p.take_any("that card is", "the revealed card is", "the card is")):
        return None
    said = p.pos
    p.take_any("a", "an")
    zone = "library" if b.revealed == "there" else "exile"
    desc = description(p, zone)
    if desc is None or desc.plural or desc.filter.zone != zone:
        p.pos = start
        return None
    if zone == "exile":  # the card exiled from the top of your library (406.3)
        text = "the exiled card is " + " ".join(p.tokens[said:p.pos])
        return m.StateCondition("revealed", filter=desc.filter, detail="is", text=text)
    text = "the top card of your library is " + " ".join(p.tokens[said:p.pos])
    return m.StateCondition("top_card", filter=desc.filter, detail="is", text=text)


#: Whose hand is looked at, and the kind of target that player is (115.1).
_HANDS = {"target player's hand": "any", "target opponent's hand": "opponent"}

#: What names the object an earlier part of the effect exiled or destroyed, as a new object.
_MOVED_PRONOUNS = ("that card", "the exiled card", "it", "her", "him")


def _support(p: Parser, b) -> list | None:
    """Rule 701.41a: "support N" on a permanent means "put a +1/+1 counter on each of up to N
    other target creatures", on an instant or sorcery the same without "other" — which, as a
    spell is never a creature on the battlefield, excludes nothing: the one reading serves both."""
    start = p.pos
    p.pos += 1
    n = amount(p)
    if type(n) is not int or n < 1:
        p.pos = start
        p.miss("a number ('support 2')")
        return None
    meaning = Parser(tokenize(f"put a +1/+1 counter on each of up to {n} other target creatures"))
    return imperative(meaning, b)


def _sacrifice_unless(p: Parser, b) -> list | None:
    """"Sacrifice this enchantment unless you pay {2}", "... unless you pay 2 life" (118.12):
    paying is the controller's choice as the effect happens (``effectlib/sacrifice.py``)."""
    begin = p.pos
    p.take("sacrifice")
    found = objects(p, b)
    if found is None or type(found[0]) is not m.This or not p.take("unless you"):
        p.pos = begin
        return None
    paying = p.take("pay")
    start = p.pos
    while not p.done() and p.peek() not in (",", "."):
        p.pos += 1
    text = " ".join(p.tokens[start:p.pos])
    if paying:
        costs = keyword_costs(text.upper() if text.startswith("{") else "—pay " + text)
    else:  # "unless you exile another creature you control" (champion, 702.72a)
        cost = read_unless_cost(text)
        costs = None if cost is None else (None, (cost,))
    if costs is None:  # not a cost of these kinds: read as a clause followed by "unless"
        p.pos = begin
        return None
    return [m.SacrificeUnlessPays(found[0], *costs)]


@rule
def _untap_chosen(p: Parser) -> list | None:
    """"untap up to three lands" (after "untap"): the controller chooses up to that many of the
    permanents described, whoever controls them, as the effect happens (608.2d; not targets,
    115.1), and untaps them (701.26b)."""
    p.take("up to")
    n = amount(p)
    if type(n) is not int:
        return None
    desc = description(p)
    if desc is None or desc.plural != (n > 1) or desc.filter.zone != "battlefield":
        return None
    return [m.UntapChosen(n, desc.filter)]


def _return_chosen(p: Parser) -> list | None:
    """"Return a land you control to its owner's hand": the controller chooses one as the
    effect happens (no target; 608.2c), which is returned (400.7); "return a creature card
    from your graveyard to your hand" likewise (608.2d), or "return a Zombie card at random
    from your graveyard to your hand" (no one chooses)."""
    p.pos += 1
    if _card_ahead(p):
        desc = description(p, "graveyard")
        if desc is None or desc.plural:
            return None
        flt = desc.filter
        at_random = bool(p.take("at random"))  # "a card at random from your graveyard"
        if at_random and flt.zone == "graveyard" and not flt.owner_you and p.take("from your graveyard"):
            flt = dataclasses.replace(flt, owner_you=True)
        if flt.zone != "graveyard" or not flt.owner_you or not p.take("to your hand"):
            return None
        return [m.ReturnCardChosen(flt, at_random=at_random)]
    desc = description(p)
    if desc is None or desc.plural or desc.filter.controller != "you" \
            or not p.take("to its owner's hand"):
        return None
    return [m.ReturnChosen(m.You(), 1, desc.filter)]


_MILLED = ("from among the cards milled this way", "from among the milled cards", "milled this way")


@rule
def _put_milled(p: Parser) -> list | None:
    """"(you may) put a land card from among the cards milled this way into your hand" (also
    "from among the milled cards", "an instant or sorcery card milled this way"): a card the
    spell or ability milled (701.17a, 608.2c), chosen as the effect happens (608.2d)."""
    p.next()  # "a" / "an"
    desc = description(p, "graveyard")
    if desc is None or desc.plural or desc.filter.zone != "graveyard" or desc.filter.owner_you \
            or not p.take_any(*_MILLED) or not p.take("into your hand"):
        return None
    return [m.ReturnCardChosen(desc.filter, milled=True)]


@rule
def _put_from_hand(p: Parser) -> list | None:
    """"(you may) put a land card from your hand onto the battlefield [tapped]": the card is
    chosen as the effect happens (400.7; not played, 305.4)."""
    p.next()  # "a" / "an"
    desc = description(p, "hand")
    if desc is None or desc.plural or desc.filter.zone != "hand" or not desc.filter.owner_you \
            or not p.take("onto the battlefield"):
        return None
    tapped = bool(p.take("tapped"))
    flt = desc.filter
    return [m.PutFromHand(None if flt == m.Filter(zone="hand", owner_you=True) else flt, tapped)]


def _return_self(p: Parser, b) -> list | None:
    """"Return this card from your graveyard to your hand / to the battlefield [tapped]": the
    card the ability belongs to, if it is still in its owner's graveyard as the same object
    (400.7; it is a new object in its new zone, so "it" can't name it after)."""
    b.last_gone = True
    if p.take("your hand"):
        return [m.ReturnToHand(m.This(), "graveyard")]
    if not p.take("the battlefield"):
        return None
    tapped = bool(p.take("tapped"))
    mine = bool(p.take("under your control"))
    return [m.PutOntoBattlefield(m.This(), mine, tapped)]


def _create(p: Parser, b) -> list | None:
    """Tokens created (111.1); after them, "it" names them ("create a 1/1 token, then attach
    this Equipment to it")."""
    made = create(p, b)
    if made is not None:
        b.last_object, b.last_gone = m.Created(), False
    return made

def _face_down_unnamed(b, found: list | None) -> list | None:
    """After "manifest ..." / "cloak ...", "it" can't name the card put onto the battlefield
    face down (a new object, 400.7, which the model doesn't refer to): a sentence going on
    about it ("then attach this Equipment to it") is not understood."""
    if found and type(found[0]) is m.Manifest:
        b.last_object, b.last_gone = None, True
    return found


def _attach(p: Parser, b) -> list | None:
    """"Attach cardname to it", "attach target Equipment you control to target creature you
    control" (701.3a): what is attached and what to; an attachment that couldn't be legal
    doesn't happen (701.3b, checked as it resolves). In "attach cardname to it", "it" is
    what was named before (the token just created), not this permanent."""
    before = b.last_object, b.last_gone
    what = objects(p, b)
    if what is None or not p.take("to"):
        return None
    b.last_object, b.last_gone = before
    to = objects(p, b)
    if to is None:
        return None
    return [m.Attach(what[0], to[0])]

_PUT = (("onto the battlefield tapped", "battlefield"), ("onto the battlefield", "battlefield"),
        ("into your hand", "hand"), ("into your graveyard", "graveyard"))


def _search(p: Parser, b, whose: str = "your") -> list | None:
    """"Search your library for a basic land card, put it onto the battlefield tapped, then
    shuffle" (701.23a, 701.24a): the cards found match the description (701.23b). "For up to X
    basic land cards, where X is the number of lands you control, ...": X is counted as it
    resolves (608.2h), or is the spell's. ``whose``: the searcher's word for their own hand
    and graveyard ("target player may search their library ..., put it into their hand")."""
    start = p.pos - 4
    if p.take("any number of"):  # 701.23b: as many as they like
        up_to, n = True, m.ANY_NUMBER
    else:
        up_to = p.take("up to")
        n = amount(p)
    if n is None or n == "X" and not up_to:
        return None
    desc = description(p, "library")
    if desc is None or desc.filter.zone != "library" \
            or desc.plural != (n in ("X", m.ANY_NUMBER) or n > 1):
        return None
    if n == "X" and p.at(",", "where", "x", "is"):
        p.pos += 4
        n = count(p, b)
        if n is None:
            return None
    pronoun = ("them", "those cards") if type(n) is not int or n > 1 else ("it", "that card")
    reveal = p.take(",") and p.take("reveal") and p.take_any(*pronoun) is not None
    if not reveal and p.tokens[p.pos - 1] == "reveal":
        return None
    if p.tokens[p.pos - 1] != ",":
        p.take(",")
    to = tapped = None
    if p.take("put"):
        if not p.take_any(*pronoun):
            return None
        for words, zone in _PUT:
            if p.take(words.replace("your", whose)):
                to, tapped = zone, words.endswith("tapped")
                break
        if to is None:
            return None
        p.take(",")
    if not p.take("then shuffle"):
        return None
    p.take(f"{whose} library")  # "then shuffle your library": the one searched (701.24a)
    if to is None:
        if not p.take_any("and put that card on top", "and put the card on top") or n != 1:
            return None
        to, tapped = "top", False
    text = " ".join(p.tokens[start:p.pos]).replace(" ,", ",")
    flt, basic = desc.filter, "Basic" in desc.filter.supertypes
    if basic:
        flt = dataclasses.replace(flt, supertypes=flt.supertypes - {"Basic"})
    if flt == m.Filter(zone="library"):
        flt = None  # "a card": no quality, so one must be found if there is one (701.23d)
    return [m.Search(n, flt, up_to, basic, False, to, tapped, reveal, text)]


def _copy_spell(p: Parser, b) -> list | None:
    """"copy target instant or sorcery spell [you control] [with mana value N or less]" (rule
    707.10): a spell on the stack, never an ability or a permanent."""
    found = objects(p, b)
    if found is not None and found[1] is None and found[0] == b.refs.get("that spell"):
        return [m.CopySpell(found[0])]  # the spell of a cast event ("copy that spell", 601.2i)
    if found is None or found[1] is None or not found[1].filter.spell:
        p.miss("a spell to copy")
        return None
    return [m.CopySpell(found[0])]


def _card_ahead(p: Parser) -> bool:
    """Whether the object phrase coming is of cards ("target creature card from your
    graveyard"), so its description reads in that zone."""
    for word in p.tokens[p.pos:p.pos + 8]:
        if word in ("card", "cards"):
            return True
        if word in ("to", ","):
            return False
    return False


def _you_and(p: Parser, b) -> tuple[list, object] | None:
    """"You and target opponent each draw three cards" (the sentence's end): the same player
    verb for each of the two players, you first (608.2c)."""
    start, mark = p.pos, len(b.targets)
    p.pos += 2
    other = player(p, b)
    if other is not None and type(other) is not m.You and p.take("each"):
        effects = player_verb(p, b, m.You())
        if effects and p.done() and all(getattr(e, "who", None) == m.You() for e in effects):
            return effects + [dataclasses.replace(e, who=other) for e in effects], other
    del b.targets[mark:]
    p.pos = start
    return None


@rule
def clause(p: Parser, b, subject) -> tuple[list, object] | None:
    """One clause -> (effects, its subject, which a following clause may share); also "All
    creatures able to block target creature this turn do so" (509.1c), whose subject is the
    creature they must block."""
    if "choice" in p.tokens[p.pos:]:  # "target creature's owner puts it on their choice ..."
        put = owner_puts(p, b)
        if put is not None:
            return put, None
    if p.at("you", "and"):
        both = _you_and(p, b)
        if both is not None:
            return both
    life = _life_total(p, b)
    if life is not None:
        return life
    if p.at("players", "can't") or p.at("your", "opponents", "can't"):  # 119.7
        who = m.EachPlayer() if p.take("players") else m.EachOpponent()
        p.take("your opponents")  # nothing left to take after "players"
        effects = player_verb(p, b, who)
        return None if effects is None else (effects, who)
    if p.at("after", "this") or p.at("there", "is") or p.at("there's"):  # 500.8
        added = additional_combat(p)
        if added is not None:
            return added, None
    if p.at("the", "next"):  # "the next spell you cast this turn costs {1} less to cast"
        upcoming = next_spell_costs(p, b)
        if upcoming is not None:
            return upcoming, None
    if p.take("starting with you ,"):  # 101.4: in turn order from the controller
        return _starting_with_you(p, b)
    if "this" in p.tokens[p.pos:]:  # "instant and sorcery spells you cast this turn cost {3} less"
        lasting = spells_this_turn_cost(p)
        if lasting is not None:
            return lasting, None
    if p.at("two", "target", "players", "exchange", "life", "totals"):  # 701.12c, 115.3
        p.pos += 6
        first = b.target(m.TargetSpec("two target players", None, "any", len(b.targets) + 1))
        second = b.target(m.TargetSpec("two target players", None, "any", first.index + 1))
        return [m.ExchangeLifeTotals(first, second)], None
    said = p.pos
    who = player(p, b)
    if who is not None:
        effects = player_verb(p, b, who)
        if effects is not None or p.tokens[said] != "they":
            return None if effects is None else (effects, who)
        p.pos = said  # "they" naming objects after all ("... two target creatures. They ...")
    if p.take("all creatures able to block"):  # "... target creature this turn do so" (509.1c)
        found = objects(p, b)
        if found is None or not p.take("this turn do so"):
            return None
        return [m.ImposeCombatRule(found[0], "lure")], found[0]
    b.before_subject = (b.last_object, b.last_gone)
    found = objects(p, b)
    if found is None:
        group = description(p)
        if group is not None and group.may_be_plural():  # "creatures you control get +1/+1 ..."
            found = (m.EachPermanent(group.filter), group)
            b.last_group = found[0]
    if found is not None:
        found = with_its_name(p, b, found[0]) or found  # "... and all other creatures with the same name ..."
        each = p.at("each") and p.peek(1) in _EACH_VERBS  # "two target creatures each get +1/+1"
        p.pos += each
        effects = object_verb(p, b, found[0])
        if each and effects and any(type(e) is m.DealDamage and type(e.amount) is not int
                                    for e in effects):
            p.refuse("damage each of several objects deals by an amount of its own")
            return None
        return None if effects is None else (effects, found[0])
    if subject is not None:
        effects = (player_verb(p, b, subject) if _is_player(subject, b)
                   else object_verb(p, b, subject))
        if effects is not None:
            return effects, subject
    effects = imperative(p, b)
    return None if effects is None else (effects, m.You())


#: Whose life total a sentence sets (119.5): the possessive, and the player reference it stands for.
_LIFE_TOTALS = {"your": "you", "target player's": "target player",
                "target opponent's": "target opponent", "each player's": "each player",
                "each opponent's": "each opponent"}


def _life_total(p: Parser, b, verb: str = "becomes") -> tuple[list, object] | None:
    """"Target player's life total becomes 10", "your life total becomes 15", "each
    opponent's life total becomes the lowest life total among your opponents" (119.5); with
    ``verb`` "become", after "have": "you may have your life total become 20"."""
    start = p.pos
    whose = p.take_any(*_LIFE_TOTALS)
    if whose is None or not p.take(f"life total {verb}"):
        p.pos = start
        return None
    n = amount(p)
    if n is None:
        n = count(p, b)
    if n is None:
        p.pos = start
        return None
    who = player(Parser(tokenize(_LIFE_TOTALS[whose])), b)
    return [m.SetLife(who, n)], who


# verbs after "each" whose effect on several objects is the same effect on each of them
_EACH_VERBS = ("get", "gain", "have", "lose", "deal")  # "they each deal 1 damage to ...": each of them


def _more_lands(p: Parser) -> list | None:
    """"You may play an additional land this turn", "... up to three additional lands this
    turn", "... x additional lands this turn" (305.2): a permission, not an optional action."""
    start = p.pos
    p.pos += 3
    p.take("up to")
    n = 1 if p.take("an") else amount(p)
    if n is None or not p.take_any("additional land this turn", "additional lands this turn") \
            or not p.done():
        p.pos = start
        return None
    return [m.PlayAdditionalLands(m.You(), n)]


def _is_player(ref, b) -> bool:
    """Whether ``ref`` names players (so a following clause takes a player's verb)."""
    if type(ref) is m.TargetRef:
        return b.targets[ref.index].objects is None
    return type(ref) in (m.You, m.EachPlayer, m.EachOpponent, m.ControllerOf, m.EventObject,
                         m.ThatOpponent)


def clauses(p: Parser, b) -> list | None:
    """Clauses joined by "and", "then" and commas (see the module docstring)."""
    first = clause(p, b, None)
    if first is None:
        return None
    effects, subject = first
    if p.at("unless"):  # "tap target creature unless its controller pays {1}" (118.12a)
        effects = payments.unless(p, b, effects, subject)
        if effects is None:
            return None
    effects = _for_each(p, effects, b)
    b.acted = True
    while effects is not None and not p.done():
        b.counted = bool(effects) and names_its_amount(effects[-1])  # "..., then draw that many"
        if effects:  # "..., then create an X/X token, where X is the number of creatures
            note_destroyed(effects[-1], b)  # destroyed this way"
        start = p.pos
        listed = _listed_verb(p.tokens, p.pos) and "and" in p.tokens[p.pos:]
        p.take(",")
        if not p.take_any("then", "and") and not listed:
            p.pos = start
            break
        if p.tokens[p.pos - 1] == "then" and not b.in_may and p.at("you", "may"):
            later = _may(p, b)  # "draw a card, then you may put a land card ..." (609.3)
            if later is None:
                p.pos = start
                break
            return effects + later
        more = clause(p, b, subject)
        if more is None:
            p.pos = start
            break
        more_effects = more[0]
        if p.at("unless"):
            more_effects = payments.unless(p, b, more_effects, more[1])
            if more_effects is None:
                return None
        more_effects = _for_each(p, more_effects, b)
        if more_effects is None:
            return None
        effects = effects + more_effects
        subject = more[1]
    return effects


def _for_each(p: Parser, effects: list, b) -> list | None:
    """A clause's effects, with "for each ..." after it applied to its numbers."""
    if not p.at("for", "each"):
        return effects
    per = for_each(p, b)
    return None if per is None else per_each(effects, per)


def _where_x(p: Parser, b, effects: list | None, mark: int) -> list | None:
    """``effects`` with their X given by ", where X is ..." if that follows (608.2h); the
    targets from ``b.targets[mark]`` on can't take it: they are chosen before it resolves."""
    if effects is None or not p.at(",", "where", "x", "is"):
        return effects
    if m.dynamic_bounds(tuple(b.targets[mark:])):
        p.refuse("a target whose description has an X given by 'where X is'")
        return None
    p.pos += 4
    x = count(p, b)
    return with_x(effects, x) if x is not None else None


def _may(p: Parser, b) -> list | None:
    """"you may" clauses, to the end of the sentence (609.3)."""
    p.take("you may")
    start, mark = p.pos, len(b.targets)
    b.in_may = True
    try:
        inner = _where_x(p, b, clauses(p, b), mark)
    finally:
        b.in_may = False
    if inner is None or not p.done():
        return None
    if inner == [m.PayAnyEnergy()]:  # its own choice: paying none is not paying (107.14)
        return inner
    return [m.May(tuple(inner), " ".join(p.tokens[start:]))]


def sentence(p: Parser, b) -> list | None:
    """A whole sentence (its final period already removed)."""
    if p.at("then") and p.pos == 0:  # "Then it fights ...": the sentences happen in order anyway
        p.pos += 1
    permission = play_permission(p, b)  # "You may play that card this turn." (601.3)
    if permission is not None:
        return permission
    instead = exile_if_dies(p, b)  # "If that creature would die this turn, exile it instead."
    if instead is not None:
        return instead if p.done() else None
    unregenerable = destroyed_unregenerable(p)  # "That creature can't be regenerated." (701.19c)
    if unregenerable is not None:
        return unregenerable
    if p.take("if"):  # "If you control an artifact, draw a card." (608.2c)
        start = p.pos
        cond = revealed_is(p, b) or player_condition(p, b.refs) or destroyed_condition(p, b) \
            or condition(p)
        cond = read_in(cond, b.refs) if cond is not None else None
        if cond is None or not p.take(","):
            return None
        inner = sentence(p, b)
        if inner is None:
            return None
        return [m.Conditional(cond, tuple(inner), " ".join(p.tokens[start:]))]
    if p.take("until end of turn ,"):  # the duration first: "Until end of turn, X gets ..."
        effects = _lasting_until_end_of_turn(p, b)
        return effects if p.done() else None
    if p.at("for", "each") and p.pos == 0:  # "For each creature card in your graveyard, put
        per = for_each(p, b)                 # a +1/+1 counter on each creature you control."
        if per is None or not p.take(","):
            return None
        effects = clauses(p, b)
        return per_each(effects, per) if effects is not None and p.done() else None
    p.take("then")  # "Then you may ...": what follows the sentence before (608.2c)
    if p.at("choose"):  # "Choose target creature." (115.1): named by later sentences
        chosen = choose_target(p, b, clauses)
        if chosen is not None:
            return chosen
    if p.at("you", "may", "play"):
        more = _more_lands(p)
        if more is not None:
            return more
    if p.at("you", "may"):
        start, saved, mark = p.pos, dict(vars(b)), len(b.targets)
        found = _may(p, b)
        if found is None and "if" in p.tokens[start:]:  # "you may destroy target creature if
            p.pos = start                                  # its power is 0 or less" (608.2c)
            vars(b).update(saved)
            del b.targets[mark:]
            found = _trailing_if(p, b)
        return found
    start, saved, mark = p.pos, dict(vars(b)), len(b.targets)
    effects = _where_x(p, b, clauses(p, b), mark)
    if (effects is None or not p.done()) and p.tokens[-4:] == _UNTIL_EOT \
            and p.tokens.count("until") == 1:
        p.pos = start  # "... gets +2/+2, gains trample, and becomes a Werewolf ... until end of
        vars(b).update(saved)  # turn": the duration at the end is every verb's (611.2a)
        del b.targets[mark:]
        effects = _lasting_until_end_of_turn(p, b)
    if effects is None or not p.done():
        if effects is not None:
            p.miss("the end of the sentence")
        if "if" in p.tokens[start:]:  # read again as "<effects> if <condition>"
            p.pos = start
            vars(b).update(saved)
            del b.targets[mark:]
            return _trailing_if(p, b)
        return None
    return effects


_UNTIL_EOT = ("until", "end", "of", "turn")


def _lasting_until_end_of_turn(p: Parser, b) -> list | None:
    """Clauses each of whose effects lasts until end of turn (611.2a), the duration said once
    for all of them, before them ("Until end of turn, ...") or after the last one."""
    b.until_end_of_turn = True
    try:
        effects = clauses(p, b)
    finally:
        b.until_end_of_turn = False
    if effects is None or not all(getattr(e, "duration", None) == "end_of_turn" for e in effects):
        return None
    return effects


# words of a condition that would name something other than the source or a player: after
# effects that named an object ("destroy target creature if it's black"), "it" is that object,
# which the conditions (about the source) don't read
_NAMING_WORDS = frozenset({"it", "it's", "its", "they", "their", "them", "that", "those"})


# a characteristic of the target asked about: "its power is 0 or less" (608.2c)
_STATS = {"power": "power", "toughness": "toughness", "mana value": "mana value"}


def _its_stat(p: Parser) -> tuple | None:
    """"its power is 0 or less", "its toughness is 4 or greater": (stat, "<=" | ">=", N) of
    the object "its" names, to the end of the words; None otherwise."""
    start = p.pos
    if not p.take("its"):
        return None
    stat = p.take_any(*_STATS)
    n = amount(p) if stat is not None and p.take("is") else None
    bound = p.take_any("or less", "or greater") if type(n) is int else None
    if bound is None or not p.done():
        p.pos = start
        return None
    return _STATS[stat], "<=" if bound == "or less" else ">=", n


def _trailing_if(p: Parser, b) -> list | None:
    """"<effects> if <condition>" at the end of a sentence ("Draw a card if a creature died this
    turn."): the effects happen only if the condition holds as the spell or ability resolves
    (608.2c); never an intervening "if" (603.4: that one follows the trigger condition). None
    (nothing consumed) unless the words after the sentence's last "if" are a whole condition;
    then the effects must be the whole rest."""
    tokens = p.tokens
    at = len(tokens) - 1 - tokens[::-1].index("if") if "if" in tokens[p.pos:] else -1
    if at <= p.pos or "instead" in tokens[p.pos:at]:
        return None
    q = Parser(tokens[at + 1:])
    stat = _its_stat(q)  # "if its power is 0 or less": of the target the effects named
    cond = condition(q) if stat is None else None
    if stat is None and (cond is None or not q.done()):
        return None
    if cond is not None:
        cond = read_in(cond, b.refs)  # the spell "it" names (601.2h)
        if cond is None or set(tokens[at + 1:]) & _NAMING_WORDS and cond.kind not in SPENT_KINDS:
            return None  # "... if it's attacking": "it" names what the effects named
    head = Parser(tokens[:at])
    head.pos = p.pos
    mark = len(b.targets)
    effects = _may(head, b) if head.at("you", "may") else _where_x(head, b, clauses(head, b), mark)
    if effects is None or not head.done():
        return None
    if stat is not None:
        if len(b.targets) != 1 or type(b.last_target) is not m.TargetRef or b.last_target.count != 1:
            return None  # "its": the one target, still a permanent as it resolves
        cond = m.StateCondition("target", filter=m.Filter(compare=(stat,)), detail="0",
                                text=" ".join(tokens[at + 1:]))
    p.pos = len(tokens)
    return [m.Conditional(cond, tuple(effects), " ".join(tokens[at + 1:]), after=True)]
