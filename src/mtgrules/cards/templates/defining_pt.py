"""Characteristic-defining abilities that define power and toughness (rules 604.3, 613.4a):

* "Nightmare's power and toughness are each equal to the number of Swamps you control."
* "Serra Avatar's power and toughness are each equal to your life total."
* "Maro's power and toughness are each equal to the number of cards in your hand."
* "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and
  its toughness is equal to that number plus 1."

The card's printed "*" counts as 0 ("1+*" as 1) once the ability is lost (e.g. to "loses all
abilities", which applies in layer 6, before 7a). A card whose power or toughness is "*"
without an ability the compiler reads stays unsupported (``cards/compiler.py``).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import NUMBER, number
from mtgrules.cards.sentences import NotUnderstood
from mtgrules.cards.static_predicates import static_count
from mtgrules.cards.templates.conditional_statics import _card_kind, describe_filter


def number_of(text: str, line: str) -> m.CountOf | str:
    """What "equal to ..." counts: "the number of Swamps you control", "the number of cards
    in your hand", "the number of creature cards in your graveyard", "your life total"."""
    if text == "your life total":
        return "life"
    hit = re.fullmatch(r"the number of (.+)", text)
    if not hit:
        raise NotUnderstood(text)
    what = hit.group(1)
    if what == "card types among cards in all graveyards":
        return m.CountOf("graveyard_card_types", text=what)
    cards = re.fullmatch(r"((?:[a-z]+ )?)cards in your (hand|graveyard)", what)
    if cards:
        return m.CountOf(cards.group(2), _card_kind(cards.group(1), what), text=what)
    mine = re.fullmatch(r"(.+?) you control", what)
    if mine:
        return m.CountOf("permanents", describe_filter(mine.group(1), " you control", line,
                                                       plural=True), text=what)
    found = static_count(text)  # any other count of the grammar ("... in all graveyards")
    if found is None:
        raise NotUnderstood(what)
    return found


def _defining(defined: m.DefinedPT, low: str):
    anthem = m.Anthem(m.Filter(), text=low, only_self=True, change=m.Change(defined=defined))
    return m.StaticAbility(anthem, low), f"characteristic-defining ability (604.3, layer 7a): {low}"


@ability_line(rf"cardname's power and toughness are each equal to (.+?)(?: plus {NUMBER})?")
def _each_equal(hit, line):
    count = number_of(hit.group(1), line)
    plus = int(number(hit.group(2))) if hit.group(2) else 0
    return _defining(m.DefinedPT(count, count, plus, plus), hit.group(0))


@ability_line(rf"cardname's power is equal to (.+?)(?: and its toughness is equal to that number "
              rf"plus {NUMBER})?")
def _power_equal(hit, line):
    count = number_of(hit.group(1), line)
    if hit.group(2):
        return _defining(m.DefinedPT(count, count, 0, int(number(hit.group(2)))), hit.group(0))
    return _defining(m.DefinedPT(count, None), hit.group(0))


@ability_line(r"cardname's toughness is equal to (.+?)")
def _toughness_equal(hit, line):
    return _defining(m.DefinedPT(None, number_of(hit.group(1), line)), hit.group(0))
