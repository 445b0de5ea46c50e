"""Sentences that create delayed or reflexive triggered abilities (rules 603.7, 603.12), and
exile "until" the source leaves the battlefield (610.3):

    delayed    := sentence "at" when | "at" when "," sentence
                | "when you next cast" spells "this turn ," sentence   ("that spell", "it": the
                                                                         spell cast, 601.2i)
    when       := "the beginning of" ("the next end step" | "the next upkeep"
                  | "the next turn's upkeep" | "your next upkeep") | "end of combat"
    reflexive  := "you may" ... "." "when you do ," sentence     (its own targets, 603.12)
    until      := ["you may"] "exile" objects "until cardname leaves the battlefield"
                  (targets, "all <objects>", "that creature")

The sentence inside is read like any other (``parse``), with the same targets and words ("it",
"that card", "those tokens"); the engine fixes what they name as the ability is created
(603.7c).
"""
from __future__ import annotations

import re
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.if_done import follow
from mtgrules.cards.modes import UNNAMED, ModeBuilder, NotUnderstood

# "the next turn's upkeep" is the next upkeep: one that has begun is not "next" (603.7)
_WHEN = {"the beginning of the next end step": "end", "the beginning of the next upkeep": "upkeep",
         "the beginning of the next turn's upkeep": "upkeep",
         "the beginning of your next upkeep": "your_upkeep",
         # said of a card revealed from an opening hand (103.6b): the game's first upkeep is
         # the next one, and so is its controller's first
         "the beginning of the first upkeep": "upkeep", "the beginning of your first upkeep": "your_upkeep",
         "end of combat": "end_of_combat"}  # 511.2
_WHEN_WORDS = "|".join(_WHEN)
_PREFIX = re.compile(rf"at ({_WHEN_WORDS}), (.+)")
_SUFFIX = re.compile(rf"(.+?),? at ({_WHEN_WORDS})")
_UNTIL = re.compile(r"((?:you may )?exile .+) until cardname leaves the battlefield")
_NEXT_CAST = re.compile(r"when you next cast (.+?) this turn, (.+)")
# what the tokens just created are called in a later sentence (111.1)
_TOKEN_WORDS = ("that token", "those tokens", "the token", "the tokens", "them")


def read_delayed(s: str, b: ModeBuilder, parse: Callable) -> list | None:
    """Sentence ``s`` as the creation of a delayed triggered ability, or an "until" exile;
    None if it is neither (NotUnderstood if it is, but its inner sentence isn't read)."""
    hit = _NEXT_CAST.fullmatch(s)
    if hit:
        return _next_cast(s, hit.group(1), hit.group(2), b, parse)
    hit = _PREFIX.fullmatch(s)
    if hit:
        when, inner = _WHEN[hit.group(1)], hit.group(2)
    else:
        hit = _SUFFIX.fullmatch(s)
        if hit is None:
            return _until(s, b, parse)
        inner, when = hit.group(1), _WHEN[hit.group(2)]
    mark = len(b.targets)
    effects = parse(inner, b)
    if len(b.targets) != mark:  # a delayed triggered ability chooses no targets of its own here
        raise NotUnderstood(s, "targets chosen by a delayed triggered ability are not supported")
    return [m.DelayedTrigger(when, tuple(effects), inner)]


def _next_cast(s: str, spells: str, inner: str, b: ModeBuilder, parse: Callable) -> list:
    """"When you next cast an instant or sorcery spell this turn, copy that spell" (603.7a): a
    delayed triggered ability triggered by its controller's casting such a spell this turn,
    whose effects name that spell ("that spell", "it")."""
    from mtgrules.cards.grammar.objects import description
    from mtgrules.cards.grammar.parser import Parser
    from mtgrules.cards.grammar.tokens import tokenize
    p = Parser(tokenize(spells))
    p.take_any("a", "an")
    desc = description(p)
    if desc is None or desc.filter.zone != "stack" or not p.done():
        raise NotUnderstood(s, p.complaint() if desc is None or not p.done() else
                            "'when you next cast' is said of spells")
    spell = m.EventObject(0)  # the spell of the cast event (engine/triggers.py)
    saved = b.refs, b.last_object
    b.refs, b.last_object = {**b.refs, "that spell": spell}, spell
    mark = len(b.targets)
    try:
        effects = parse(inner, b)
    finally:
        b.refs, b.last_object = saved
    if len(b.targets) != mark:
        raise NotUnderstood(s, "targets chosen by a delayed triggered ability are not supported")
    return [m.DelayedTrigger("next_cast", tuple(effects), inner, desc.filter)]


# what may be exiled "until" the source leaves (610.3): targets, every permanent of a
# description ("all creatures with power 5 or greater"), the trigger event's object ("that
# creature")
_EXILED_UNTIL = (m.TargetRef, m.EachPermanent, m.EventObject)


def _until(s: str, b: ModeBuilder, parse: Callable) -> list | None:
    """"[you may] exile <objects> until cardname leaves the battlefield" (610.3)."""
    hit = _UNTIL.fullmatch(s)
    if hit is None:
        return None
    effects = parse(hit.group(1), b)
    may = effects[0] if len(effects) == 1 and type(effects[0]) is m.May and effects[0].who is None \
        and not effects[0].otherwise else None
    inner = may.effects if may is not None else effects
    if len(inner) != 1 or type(inner[0]) is not m.Exile or type(inner[0].what) not in _EXILED_UNTIL:
        raise NotUnderstood(s, "only 'exile <objects> until cardname leaves the battlefield' is read")
    until = m.ExileUntilLeaves(inner[0].what)
    return [m.May((until,), may.prompt)] if may is not None else [until]


def name_tokens(b: ModeBuilder, effects: list) -> None:
    """After a sentence that created tokens, "it" / "that token" / "those tokens" / "them" name
    them (111.1)."""
    last = effects[-1] if effects else None
    if type(last) is m.ForEachOpponent and last.effects:  # "For each opponent, create ..."
        last = last.effects[-1]
    if type(last) is m.May and last.effects:  # "you may pay {2}. If you do, create ..."
        last = last.effects[-1]
    if type(last) is m.CreateToken:
        b.refs = {**b.refs, **{word: m.Created() for word in _TOKEN_WORDS}}
        b.last_object, b.last_gone = m.Created(), False


def read_reflexive(s: str, effects: list, last: int, b: ModeBuilder, parse_mode: Callable) -> bool:
    """"You may X. When you do, Y." (603.12): Y becomes a reflexive triggered ability of the
    "you may", with its own targets; also after an instruction that isn't optional ("Sacrifice
    it. When you do, ...", 118.12: ``cards/if_done.py``), whose effects are ``effects[last:]``.
    True if ``s`` was that sentence."""
    if not s.startswith("when you do, "):
        return False
    before = effects[-1].effects if effects and type(effects[-1]) is m.May else effects[last:]
    refs = b.refs
    if any(_chooses_object(e) for e in before):  # its words can't name what was chosen
        refs = {word: value for word, value in refs.items() if "player" in word or "opponent" in word
                or not word.startswith(("that ", "those ", "the ")) and word not in ("it", "them")}
        refs[UNNAMED] = True
    reflexive = lambda: (m.Reflexive(parse_mode(s[len("when you do, "):], refs)),)  # noqa: E731
    if effects and type(effects[-1]) is m.May:
        effects[-1] = m.May(effects[-1].effects + reflexive(), effects[-1].prompt)
    else:
        follow(effects, last, reflexive, s)
    return True


def _chooses_object(e) -> bool:
    """Whether instruction ``e`` acts on an object chosen as it resolves or targeted ("sacrifice
    another creature", "discard a card", "exile target creature"), one a reflexive triggered
    ability's own words can't name (603.12)."""
    what = getattr(e, "what", None)
    return type(what) is m.TargetRef or type(e).__name__ in ("Sacrifice", "Discard")
