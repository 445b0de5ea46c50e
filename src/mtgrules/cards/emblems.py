"""Reading "[Player] gets an emblem with "[ability]"" (rule 114.2) into the card model.

    emblem  := player ("get" | "gets") "an emblem with" quoted ("and" quoted)*
    quoted  := '"' ability '"'        (an ability as a card's line would state it)

Inside the quotes "this emblem" is the emblem itself (as a card's name is the card, 201.5). An
emblem's abilities work in the command zone (114.4): those the engine applies from there are
triggered abilities and static abilities that change characteristics (an anthem, layers 6-7);
an emblem with any other kind of ability is not understood, naming it.
"""
from __future__ import annotations

import re
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.command_zone import why_not_from_command_zone
from mtgrules.cards.describe import describe_mode, describe_trigger, describes, ref
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import player
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import ModeBuilder, NotUnderstood

_EMBLEM = re.compile(r'(.+?) gets? an emblem with ((?:"[^"]+"(?:,? and )?)+)')
_QUOTED = re.compile(r'"([^"]+)"')

#: How an ability line is read: text (lowercase, "cardname" for this emblem) -> (abilities,
#: how they were understood); raises NotUnderstood. The compiler fills it (cards/compiler.py).
ABILITY_READER: list[Callable[[str], tuple]] = []


def read_emblem(sentence: str, b: ModeBuilder) -> list | None:
    """The effect of an emblem sentence, or None if ``sentence`` isn't one; NotUnderstood if it
    is one whose player or abilities aren't understood."""
    hit = _EMBLEM.fullmatch(sentence)
    if hit is None:
        return None
    p = Parser(tokenize(hit.group(1)))
    who = player(p, b)
    if who is None or not p.done():
        raise NotUnderstood(hit.group(1), "an emblem for a player not understood")
    abilities: list = []
    for text in _QUOTED.findall(hit.group(2)):
        abilities.extend(emblem_ability(text.strip()))
    return [m.GetEmblem(who, tuple(abilities), hit.group(2))]


def emblem_ability(text: str) -> tuple:
    """The abilities of one quoted line of an emblem (114.3)."""
    if "cardname" in text:  # the name of the card that made it: not the emblem
        raise NotUnderstood(text, "an emblem naming the card that made it")
    text = re.sub(r"\bthis emblem\b", "cardname", text.rstrip(".") + ".")
    read = ABILITY_READER[0](text)
    for ability in read:
        why = why_not_from_command_zone(ability)
        if why is not None:
            raise NotUnderstood(text, f"an emblem with {why}, 114.4")
    return read


def describe_emblem_ability(ability) -> str:
    """An emblem's ability in words, as ``mtgrules cards show`` gives a card's."""
    if type(ability) is m.TriggeredAbility:
        return f"triggered ability (603.1) on {describe_trigger(ability)}: {describe_mode(ability.mode)}"
    return f"static ability (604.1): {ability.effect.text}"


describes(m.GetEmblem)(
    lambda e: f"{ref(e.who)} get an emblem in the command zone (114.2), whose abilities work "
              "there (114.4): " + "; ".join(describe_emblem_ability(a) for a in e.abilities))


def emblem_card(spec: m.EmblemSpec) -> m.CardDef:
    """The definition of an emblem (114.3): its abilities and nothing else; named after the
    card that made it, for the log."""
    return m.CardDef(name=f"emblem ({spec.origin})", mana_cost=None, supertypes=frozenset(),
                     types=frozenset(), subtypes=(), colors=frozenset(), abilities=spec.abilities,
                     text=spec.text, emblem=spec)
