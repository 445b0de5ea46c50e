"""Replacement effects of static abilities on objects going to a graveyard (rule 614.1a):

* "If this creature would die, exile it instead." / "... put it on top of (on the bottom of)
  its owner's library instead." / "... return it to its owner's hand instead."
* "If a creature an opponent controls would die, exile it instead." ("a"/"another" and an
  object description; 700.4: "dies" is put into a graveyard from the battlefield)
* "If this creature would be put into a graveyard from anywhere, exile it instead."
* "If a card [or token] would be put into a [an opponent's / your] graveyard from anywhere,
  exile it instead." and "If an instant or sorcery card would be put ..." (Rest in Peace,
  Dryad Militant).

Each becomes an :class:`InsteadOfGraveyard` static ability, applied to zone changes by
``engine/effectlib/instead.py``.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import object_filter
from mtgrules.cards.sentences import NotUnderstood

_INSTEAD = (r"(exile it|put it on top of its owner's library|put it on the bottom of its owner's "
            r"library|return it to its owner's hand) instead")
_TO = {"exile it": "exile", "put it on top of its owner's library": "library top",
       "put it on the bottom of its owner's library": "library bottom",
       "return it to its owner's hand": "hand"}
_GRAVEYARD_OF = {"a": None, "your": "you", "an opponent's": "opponent"}
_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker",
               "sorcery")


def _read(text: str, to: str, **fields) -> tuple:
    effect = m.InsteadOfGraveyard(to=_TO[to], text=text, **fields)
    where = {"exile": "exile", "library top": "the top of its owner's library",
             "library bottom": "the bottom of its owner's library",
             "hand": "its owner's hand"}[effect.to]
    return (m.StaticAbility(effect, text),
            f"replacement effect (614.1a): {'dying' if effect.dies else 'put into a graveyard'}"
            f" becomes put into {where}")


@ability_line(rf"if cardname would die, {_INSTEAD}")
def _self_dies(hit, line):
    return _read(hit.group(0), hit.group(1), what=None, dies=True, tokens=True)


@ability_line(rf"if cardname would be put into a graveyard from anywhere, {_INSTEAD}")
def _self_anywhere(hit, line):
    return _read(hit.group(0), hit.group(1), what=None, dies=False, tokens=True)


@ability_line(rf"if (a|another) (.+?) would die, {_INSTEAD}")
def _object_dies(hit, line):
    flt = object_filter(hit.group(2))
    if flt is None or flt.zone != "battlefield":
        raise NotUnderstood(hit.group(2))
    if hit.group(1) == "another":
        import dataclasses
        flt = dataclasses.replace(flt, another=True)
    return _read(hit.group(0), hit.group(3), what=flt, dies=True, tokens=True)


@ability_line(r"if (a card or token|a card|an? [a-z ]+? card) would be put into (a|your|an opponent's) "
              rf"graveyard from anywhere, {_INSTEAD}")
def _cards_anywhere(hit, line):
    what, whose, to = hit.groups()
    tokens = what == "a card or token"
    types: frozenset = frozenset()
    if what not in ("a card", "a card or token"):
        words = what.split(" ", 1)[1][:-len(" card")].split(" or ")
        if not all(w in _CARD_TYPES for w in words):
            raise NotUnderstood(what)
        types = frozenset(w.capitalize() for w in words)
    return _read(hit.group(0), to, what=m.Filter(types=types, zone="anywhere"), dies=False,
                 tokens=tokens, graveyard_of=_GRAVEYARD_OF[whose])
