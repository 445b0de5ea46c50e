"""Casting as though spells had flash (rules 702.8a, 307.1): "You may cast spells as though they
had flash." (Vedalken Orrery), "You may cast creature spells as though they had flash.",
"Players / Any player may cast enchantment spells as though they had flash." (Akoum), "You
may cast Aura and Equipment spells as though they had flash.", "You may cast legendary spells
and artifact spells as though they had flash.", and a card's own "You may cast this spell as
though it had flash." Read by ``engine/hooks.has_flash``; with Mirage's price, "If you cast it
any time a sorcery couldn't have been cast, the controller of the permanent it becomes
sacrifices it at the beginning of the next cleanup step." (``engine/effectlib/flash_sacrifice.py``)."""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import object_filter
from mtgrules.cards.sentences import NotUnderstood


def _kinds(text: str) -> tuple:
    """"creature", "aura and equipment", "legendary spells and artifact" as filters (any)."""
    out = []
    for part in re.split(r" spells and |,? and |,? or |, ", text):
        flt = object_filter(part.strip())
        if flt is None or flt.controller is not None or flt.zone != "battlefield":
            raise NotUnderstood(text)
        out.append(flt)
    return tuple(out)


@ability_line(r"(you|players|any player) may cast (?:(.+?) )?spells as though they had flash")
def _granted_flash(hit, line):
    who, words = hit.groups()
    kinds = _kinds(words) if words else ()
    what = f"{words} spells" if words else "spells"
    each = who != "you"
    return (m.StaticAbility(m.CastAsThoughFlash(kinds, False, hit.group(0), "each" if each else "you"),
                            hit.group(0)),
            f"static ability (702.8a): {'each player' if each else 'its controller'} may cast {what} "
            "any time they could cast an instant")


@ability_line(r"you may cast cardname as though it had flash")
def _own_flash(hit, line):
    return (m.StaticAbility(m.CastAsThoughFlash((), True, hit.group(0)), hit.group(0)),
            "static ability (702.8a): this card may be cast any time its owner could cast an instant")


@ability_line(r"you may cast cardname as though it had flash\. if you cast it any time a sorcery "
              r"couldn't have been cast, the controller of the permanent it becomes sacrifices it at "
              r"the beginning of the next cleanup step")
def _own_flash_at_a_price(hit, line):
    text = hit.group(0)
    return ((m.StaticAbility(m.CastAsThoughFlash((), True, text), text),
             m.StaticAbility(m.SacrificedIfFlashed(text), text)),
            "static ability (702.8a): this card may be cast any time its owner could cast an "
            "instant; if it was cast when a sorcery couldn't have been (307.1), the controller of "
            "the permanent it becomes sacrifices it at the beginning of the next cleanup step "
            "(603.7, 514.3a)")
