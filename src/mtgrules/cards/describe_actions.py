"""How keyword actions (701) and counters on players and permanents (122) read, for ``mtgrules
cards show``: the descriptions of the effects of ``mtgrules.ir.actions``."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.describe import _amount, _with_article, describe_effect, describe_filter, describes, ref


def _counters(n, kind: str) -> str:
    plural = "" if n == 1 else "s"
    if type(n) is m.Scaled and type(n.amount) is m.CountOf and n.amount.text.startswith("for each"):
        return f"{n.factor} {kind} counter{'s' if n.factor != 1 else ''} {n.amount.text}"
    if type(n) in (int, str):
        return f"{_amount(n)} {kind} counter{plural}"
    return f"a number of {kind} counters equal to {_amount(n)}"


def describe_entering(e: m.EntersWith | m.EntersTapped | m.RevealOrEnterTapped) -> str:
    """"replacement effect (614.1c): enters with 2 +1/+1 counters"."""
    if type(e) is m.EntersTapped:
        return "replacement effect (614.1c): enters tapped"
    if type(e) is m.RevealOrEnterTapped:
        return (f"replacement effect (614.1c): as it enters, its controller may reveal "
                f"{_with_article(describe_filter(e.filter, 'card'))} (701.20a); if they don't, it "
                "enters tapped")
    x = " (X as announced for its spell, 107.3)" if e.count == "X" else ""
    when = f" if {e.condition.text}" if type(e.condition) is m.StateCondition and e.condition.text else ""
    return f"replacement effect (614.1c): enters with {_counters(e.count, e.kind)}{x}{when}"


def _energy(n) -> str:
    """"{E}{E}", "{E} for each creature you control", "{E} equal to ..."."""
    if type(n) is int:
        return "{E}" * n
    if type(n) is m.Scaled and type(n.amount) is m.CountOf and n.amount.text.startswith("for each"):
        return "{E}" * n.factor + " " + n.amount.text
    return f"an amount of {{E}} equal to {_amount(n)}"


describes(m.RemoveCounters)(
    lambda e: f"remove {_counters(e.count, e.kind)} from {ref(e.what)} (122.1)")
describes(m.Evolve)(
    lambda e: "if the creature that entered has greater power or greater toughness than this "
              "creature, put a +1/+1 counter on this creature (702.100a)")
describes(m.IncreaseSpeed)(lambda e: "your speed increases by 1 (702.179d)")
describes(m.Proliferate)(
    lambda e: "proliferate" + (" twice" if e.times == 2 else "") + ": choose any number of "
              "permanents and/or players with counters; each gets another counter of each kind "
              "it already has (701.34a)")
describes(m.DistributeCounters)(lambda e: f"distribute {e.amount} {e.kind} counters among "
                                          f"{ref(e.to)}, as announced when cast (601.2d)")
describes(m.DoubleCounters)(lambda e: f"double the number of {e.kind or 'each kind of'} counters on "
                                      f"{ref(e.what)} (701.10e)")
describes(m.GetPoison)(lambda e: f"{ref(e.who)} get {_amount(e.count)} poison counter(s) (122.1f)")
describes(m.GetEnergy)(lambda e: f"{ref(e.who)} get {_energy(e.count)} (energy counters, 107.14)")
describes(m.PayEnergy)(lambda e: f"pay {_energy(e.count)} (107.14)")
describes(m.Explore)(
    lambda e: f"{ref(e.what)} explores: its controller reveals the top card of their library; a "
              "land card goes to their hand, otherwise a +1/+1 counter on it and the card may go "
              "to the graveyard (701.44a)")
describes(m.Connive)(
    lambda e: f"{ref(e.what)} connives: its controller draws a card, then discards a card; a "
              "+1/+1 counter on it if a nonland card was discarded (701.50a)")
describes(m.Bolster)(
    lambda e: f"bolster {_amount(e.count)}: {_amount(e.count)} +1/+1 counter(s) on a creature you "
              "control with the least toughness (701.39a)")
describes(m.BecomeMonarch)(
    lambda e: f"{ref(e.who)} become the monarch: at the beginning of the monarch's end step, they "
              "draw a card; a creature dealing combat damage to the monarch makes its controller "
              "the monarch (724.1-724.3)")
describes(m.Planeswalk)(
    lambda e: "planeswalk: the face-up plane goes to the bottom of its owner's planar deck, then "
              "the top card of your planar deck is turned face up (701.31b)")
describes(m.ChaosEnsues)(
    lambda e: "chaos ensues: the face-up plane's chaos abilities trigger (311.7)")
describes(m.ReverseTurnOrder)(
    lambda e: "reverse the game's turn order: the next player in turn order is the one who was "
              "the previous (101.4)")
_PLANAR_RULES = {"blank_rolls_chaos": "each blank roll of the planar die is a chaos roll (901.9a-b)",
                 "die_planeswalk_chaos": "if a player would planeswalk as a result of rolling the "
                                         "planar die, chaos ensues instead (614.1a, 901.8)"}
_PLANAR_DURATIONS = {"end_of_turn": "until end of turn", "your_next_turn": "until your next turn",
                     "planeswalk_away_from_plane": "until a player planeswalks away from a plane "
                                                   "(901.11b)"}
describes(m.LastingPlanarRule)(
    lambda e: f"{_PLANAR_RULES[e.kind]} {_PLANAR_DURATIONS[e.duration]} (611.2a)")
describes(m.RevealPlanarCards)(
    lambda e: (f"reveal cards from the top of your planar deck until you reveal {e.count} plane "
               f"card{'s' if e.count != 1 else ''}" if e.until_planes else
               f"reveal the top {'card' if e.count == 1 else f'{e.count} cards'} of your planar "
               "deck") + " (701.20a, 901.4)")
describes(m.RevealedChaosTriggers)(
    lambda e: "the chaos abilities of the revealed cards trigger, though in the planar deck (311.7)")
describes(m.PlaneswalkToRevealed)(
    lambda e: "planeswalk to the revealed plane cards, turned face up at the same time"
              + ("" if e.away else ", without planeswalking away from any plane (they stay face up)")
              + " (701.31b, 901.11c)")
_PUT_PLANAR = {"plane": "a plane card you choose from among the revealed cards", "it": "the revealed card",
               "rest": "the revealed cards not put elsewhere"}
describes(m.PutRevealedPlanar)(
    lambda e: f"put {_PUT_PLANAR[e.which]} {'on the bottom' if e.bottom else 'on top'} of your "
              f"planar deck{_PLANAR_ORDER[e.random] if e.which == 'rest' else ''} (901.4)")
_PLANAR_ORDER = {True: " in a random order", False: " in any order"}
describes(m.Designate)(
    lambda e: f"{ref(e.what)} becomes {e.designation} (a designation, {e.rule})")
describes(m.Manifest)(
    lambda e: f"{ref(e.who)} " + (
        "manifest dread: look at the top two cards of the library, put one onto the battlefield "
        "face down as a 2/2 creature and the other into the graveyard (701.62a)" if e.dread else
        "cloak the top card of the library: put it onto the battlefield face down as a 2/2 "
        "creature with ward {2} (701.58a)" if e.cloak else
        "manifest the top card of the library: put it onto the battlefield face down as a 2/2 "
        "creature (701.40a)"))
describes(m.Clash)(
    lambda e: "clash with an opponent: each reveals the top card of their library and may put it "
              "on the bottom (701.30a-c)" + ("; if you win (a higher mana value, 701.30d): "
                                             + ", ".join(describe_effect(x) for x in e.won)
                                             if e.won else ""))
describes(m.FlipCoin)(
    lambda e: (f"{ref(e.who)} flips" if e.who is not None else "flip") + " a coin (705.1-705.2)"
              + (f"; if {'that player wins' if e.who is not None else 'you win'} the flip: "
                 + ", ".join(describe_effect(x) for x in e.won) if e.won else "")
              + (f"; if {'that player loses' if e.who is not None else 'you lose'} the flip: "
                 + ", ".join(describe_effect(x) for x in e.lost) if e.lost else ""))
describes(m.RepeatProcess)(
    lambda e: ", ".join(describe_effect(x) for x in e.process)
              + f"; if you {'win' if e.won else 'lose'} the flip, repeat this process (705)")


def _die(e: m.RollDie) -> str:
    rows = "; ".join(f"{lo if lo == hi else f'{lo}-{hi}'}: " + ", ".join(describe_effect(x) for x in effects)
                     for lo, hi, effects in e.table)
    return f"roll a d{e.sides} (706.1)" + (f" — {rows} (706.3)" if rows else "")


describes(m.RollDie)(_die)
describes(m.Populate)(
    lambda e: "populate: create a token that's a copy of a creature token you control (701.36a)")
describes(m.Amass)(
    lambda e: f"amass {e.subtype}s {_amount(e.count)}: if you control no Army, create a 0/0 black "
              f"{e.subtype} Army creature token; {_amount(e.count)} +1/+1 counter(s) on an Army you "
              f"control, which becomes a {e.subtype} too (701.47a)")
describes(m.ExtraTurn)(
    lambda e: f"{ref(e.who)} take an extra turn after this one (500.7)"
              + "".join(_THAT_TURN[rule] for rule in e.that_turn))
# what each rule of an extra turn (``ExtraTurn.that_turn``) reads as
_THAT_TURN = {"untap skipped": ", whose untap step is skipped (614.10)",
              "no schemes set in motion": ", in which schemes can't be set in motion (701.32, 904.9)"}
describes(m.AdditionalCombat)(
    lambda e: f"after this {'main ' if e.main_only else ''}phase, there is an additional combat "
              f"phase{' followed by an additional main phase' if e.then_main else ''} (500.8)")
describes(m.SkipTurns)(
    lambda e: f"{ref(e.who)} skip their next {'turn' if e.count == 1 else f'{e.count} turns'} (614.10)")
describes(m.PlayAdditionalLands)(
    lambda e: f"{ref(e.who)} may play {_amount(e.count)} additional land(s) this turn (305.2)")
describes(m.CantGainLife)(
    lambda e: f"{ref(e.who)} can't gain life "
              f"{'for the rest of the game' if e.rest_of_game else 'this turn'} (119.7)")
describes(m.PlayerRuleFor)(
    lambda e: f"{ref(e.who)} {_PLAYER_RULES[e.kind]} {_PLAYER_RULE_DURATIONS[e.duration]} (611.2a)")
_PLAYER_RULE_DURATIONS = {"end_of_turn": "until end of turn", "your_next_turn": "until your next turn",
                          "rest_of_game": "for the rest of the game",
                          "until_planeswalk": "until a player planeswalks (701.31)"}
_PLAYER_RULES = {"no_max_hand_size": "have no maximum hand size (402.2)", "hexproof": "have hexproof (702.11d)",
                 "shroud": "have shroud (702.18d)", "cant_cast_spells": "can't cast spells (101.2)",
                 "cant_lose": "can't lose the game (101.2, 104.3)",
                 "cant_win": "can't win the game (101.2, 104.2)"}
describes(m.WinGame)(lambda e: f"{ref(e.who)} win the game (104.2b)")
describes(m.LoseGame)(lambda e: f"{ref(e.who)} lose the game (104.3e)")
describes(m.ExchangeLifeTotals)(
    lambda e: f"{ref(e.first)} and {ref(e.second)} exchange life totals: each gains or loses the "
              "difference (701.12c)")
describes(m.SetLife)(
    lambda e: f"{_whose(ref(e.who))} life total becomes {_amount(e.amount)}: gain or lose the "
              "difference (119.5)")


def _whose(who: str) -> str:
    """"your", "target 1's", "each player's"."""
    return "your" if who == "you" else f"{who}'s"


def describe_counters_replaced(e: m.CountersReplaced) -> str:
    """"if +1/+1 counters would be put on a creature you control, twice that many are put
    instead (also as it enters with them, 614.1c)"."""
    how = {(2, 0): "twice that many", (3, 0): "three times that many"}.get(
        (e.factor, e.plus), f"that many plus {e.plus}")
    kind = f"{e.kind} counters" if e.kind else "counters of any kind"
    what = describe_filter(e.filter)
    what = ("an " if what[0] in "aeiou" else "a ") + what
    return (f"if one or more {kind} would be put on {what}, {how} are put "
            f"on it instead (also as it enters with them, 614.1c)")


describes(m.ExileTop)(
    lambda e: (f"exile the top {'card' if e.count == 1 else f'{e.count} cards' if type(e.count) is int else 'X cards'}"
               f" of your library{'' if type(e.count) is int else f', where X is {_amount(e.count)}'} (406.3)"
               if type(e.who) is m.You else
               f"{ref(e.who)} exiles the top {_amount(e.count)} card(s) of their library (406.3)"))
describes(m.IfAnother)(
    lambda e: f"if {ref(e.what)} is another object than this one (608.2c): "
              + ", ".join(describe_effect(x) for x in e.effects))
describes(m.Discover)(
    lambda e: f"discover {_amount(e.count)}: exile cards from the top of your library until a nonland "
              f"card with mana value {_amount(e.count)} or less; cast it without paying its mana cost "
              "or put it into your hand; the rest on the bottom in a random order (701.57a)")
describes(m.Learn)(
    lambda e: "learn: you may discard a card, and if you do, draw a card; if you didn't, you may reveal a "
              "Lesson card you own from outside the game and put it into your hand (701.48a)")
describes(m.MiracleCast)(
    lambda e: "you may cast this card from your hand by paying its miracle cost rather than its mana "
              "cost (702.94a)")
describes(m.Encode)(
    lambda e: "you may exile this spell card encoded on a creature you control (702.99a)")
describes(m.CipherCast)(
    lambda e: "you may copy the encoded card and cast the copy without paying its mana cost (702.99a)")


@describes(m.RevealFromOutside)
def _outside(e: m.RevealFromOutside) -> str:
    what = describe_filter(dataclasses.replace(e.filter, owner_you=False, zone="battlefield"), "card")
    what = what if what.endswith("card") else what + " card"
    return f"reveal {_with_article(what)} you own from outside the game and put it into your hand (400.11a)"


describes(m.MoveCounters)(
    lambda e: f"move {_counters(e.count, e.kind)} from {ref(e.source)} onto {ref(e.to)} (122.5)")
describes(m.ExileWarped)(
    lambda e: f"exile {ref(e.what)}; its owner may cast it from exile after this turn has ended, for as "
              "long as it remains exiled (702.185a-b)")
describes(m.EnterAttacking)(
    lambda e: f"put {ref(e.what)} onto the battlefield from your hand tapped and attacking what the "
              "returned creature attacked (702.49a, 702.49c, 508.4)")
describes(m.Encore)(
    lambda e: f"for each opponent, create a token that's a copy of {ref(e.what)} that attacks that "
              "opponent this turn if able; the tokens gain haste; sacrifice them at the beginning of "
              "the next end step (702.141a)")
describes(m.Incubate)(
    lambda e: f"incubate {_amount(e.count)}: create an Incubator token (an artifact with \"{{2}}: "
              f"Transform this token.\", its back face a 0/0 Phyrexian artifact creature) with "
              f"{_amount(e.count)} +1/+1 counter(s) (701.53a, 111.10i)")
def describe_others_entering(e: m.OthersEnterWith) -> str:
    """"replacement effect (614.1c): each other Warrior creature you control enters with 1
    additional +1/+1 counter"."""
    return (f"replacement effect (614.1c): each {describe_filter(e.filter)} enters with "
            f"{_counters(e.count, e.kind).replace(f' {e.kind} ', f' additional {e.kind} ', 1)}")


def describe_entering_choice(e: m.EntersWithChoice) -> str:
    """"replacement effect (614.1c): enters with your choice of 1 flying counter or 1 first
    strike counter (chosen as it enters, 614.12a)"."""
    return (f"replacement effect (614.1c): enters with your choice of "
            f"{' or '.join(_counters(n, kind) for kind, n in e.choices)} (chosen as it enters, "
            f"614.12a)")


def describe_tokens_replaced(e: m.TokensReplaced) -> str:
    """"replacement effect (614.1a): if one or more tokens would be created under your control,
    twice that many are created instead"."""
    how = {2: "twice", 3: "three times"}.get(e.factor, f"{e.factor} times")
    kind = "creature tokens" if e.types else "tokens"
    whose = " under your control" if e.you else ""
    return (f"replacement effect (614.1a): if one or more {kind} would be created{whose}, "
            f"{how} that many of those tokens are created instead")


describes(m.PutCountersOfSource)(
    lambda e: f"move this object's {e.kind + ' ' if e.kind else ''}counters onto {ref(e.what)} "
              f"(once it has left the battlefield, put as many of each kind as it had as it last "
              f"existed, 122.8)")
describes(m.PutFromHandInLibrary)(
    lambda e: f"{ref(e.who)} put "
              f"{'all the cards' if type(e.count) is m.CountOf else f'{_amount(e.count)} card(s)'} from their hand on "
              f"{'the bottom of' if e.bottom else 'top of'} their library in the order they choose (401.4)")
describes(m.EachMayPutFromHand)(
    lambda e: f"{'starting with you, ' if e.starting_with_you else ''}{ref(e.who)} may put "
              f"{_with_article(describe_filter(e.filter, 'card').removesuffix(' in a hand'))} from "
              f"their hand onto the battlefield (each choosing in turn"
              f"{', starting with you' if e.starting_with_you else ''}, then all at once: 101.4, 400.7)")
describes(m.EachChooses)(
    lambda e: f"{ref(e.who)} chooses {_with_article(describe_filter(e.filter))} "
              f"{'they control' if e.controlled_by == 'self' else 'controlled by the player to their left'} "
              "(each in turn, 101.4; 608.2d)")
describes(m.OpponentCopies)(
    lambda e: f"choose an opponent: that player copies {ref(e.what)} and may choose new targets for that "
              "copy (702.144a, 707.10c)")
describes(m.GainFlashback)(
    lambda e: f"{ref(e.what)} gains flashback until end of turn, its flashback cost equal to its "
              "mana cost (702.34a, 611.2a)")


def _endure(e: m.Endure) -> str:
    """"it endures 2: its controller puts 2 +1/+1 counters on it or creates a 2/2 ..."."""
    n = e.count if type(e.count) in (int, str) else "X"
    where = "" if n is e.count else f", where X is {_amount(e.count)}"
    return (f"{ref(e.what)} endures {n}: its controller puts {_counters(n, '+1/+1')} on it or "
            f"creates a {n}/{n} white Spirit creature token{where} (701.63a)")


describes(m.Endure)(_endure)
describes(m.RingTempts)(
    lambda e: "the Ring tempts you: you get the emblem The Ring if you have none, choose a "
              "creature you control as your Ring-bearer (legendary, can't be blocked by creatures "
              "with greater power; more abilities as the Ring tempts you again) (701.54a, 701.54c)")


_UNTAP_STEPS = {"each": "each player's", "opponent": "each opponent's", "other": "each other player's"}


def describe_untap_rule(e: m.UntapsSkipped | m.UntapsDuring) -> str:
    """"each nonbasic land doesn't untap during its controller's untap step (502.3)", "each
    permanent you control untaps during each opponent's untap step (502.3)"."""
    if type(e) is m.UntapsDuring:
        return f"each {describe_filter(e.filter)} untaps during {_UNTAP_STEPS[e.steps]} untap step (502.3)"
    return f"each {describe_filter(e.filter)} doesn't untap during its controller's untap step (502.3)"
