"""Amounts read as the effect applies and references to what an earlier part of the same effect
did (rule 608.2h, 400.7j): "Its controller gains life equal to its power" (Swords to
Plowshares), "target creature you control deals damage equal to its power to ..." (Rabid Bite),
"deals damage to any target equal to the number of Swamps you control. You gain life equal to
the damage dealt this way." (Corrupt), "exile target creature you control, then return that
card to the battlefield under your control" (Cloudshift).

"It" / "its" / "that card" name the mode's only target so far, which may have left the
battlefield by then: its last known information is used (608.2h), and "that card" is the new
object it became in a public zone (400.7j).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref, player_ref, recipient
from mtgrules.cards.templates.conditional_statics import describe_filter

_ITS = r"(?:its|that creature's|that permanent's)"
_AMOUNT = (rf"{_ITS} power|{_ITS} toughness|the damage dealt this way|that much"
           r"|the number of [a-z ,'-]+")


def _only_target(b) -> m.TargetRef:
    """The mode's only target so far, an object ("it", "its", "that card")."""
    if len(b.targets) != 1 or b.targets[0].objects is None or b.targets[0].players is not None:
        raise NotUnderstood("it")
    return m.TargetRef(0)


def amount_of(text: str, b, subject=None):
    """"its power", "the number of Swamps you control", "the damage dealt this way" -> an
    amount; ``subject``: what "its" names when the clause's subject is an object ("that
    creature's" is never the subject: "this creature deals damage equal to that creature's
    power", 608.2c)."""
    hit = re.fullmatch(rf"({_ITS}) (power|toughness)", text)
    if hit:  # "its" is the subject's; "that creature's" the one target named before (608.2c)
        what = subject if subject is not None and hit.group(1) == "its" else _only_target(b)
        return m.PowerOf(what) if hit.group(2) == "power" else m.ToughnessOf(what)
    if text in ("the damage dealt this way", "that much"):
        return m.ThatMuch()
    hit = re.fullmatch(r"the number of (.+?)( you control| an opponent controls)", text)
    if hit:  # "the number of Swamps you control", "... creatures an opponent controls"
        flt = describe_filter(hit.group(1), hit.group(2), text, plural=True)
        return m.CountOf("permanents", flt, text=text)
    raise NotUnderstood(text)


@clause(rf"(you|its controller|target player|target opponent|that player) (gains?|loses?) life "
        rf"equal to ({_AMOUNT})")
def _life_equal_to(hit, b) -> list:
    """"Its controller gains life equal to its power" (608.2h: after the creature was exiled,
    its last known controller and power)."""
    word, verb, text = hit.groups()
    who = m.ControllerOf(_only_target(b)) if word == "its controller" else player_ref(word, b)
    n = amount_of(text, b)
    return [m.GainLife(who, n) if verb.startswith("gain") else m.LoseLife(who, n)]


@clause(rf"(cardname|target [a-z ,'-]+?) deals damage equal to ({_AMOUNT}) to (.+)")
def _damage_equal_to(hit, b) -> list:
    """"Target creature you control deals damage equal to its power to target creature you
    don't control": the creature is the source of the damage (120.1, 608.2b)."""
    source_text, amount_text, to_text = hit.groups()
    source = object_ref(source_text, b)
    n = amount_of(amount_text, b, subject=source)
    to = recipient(to_text, b)
    return [m.DealDamage(n, to, None if source == m.This() else source)]


@clause(rf"cardname deals damage to (.+?) equal to ({_AMOUNT})")
def _damage_to_equal_to(hit, b) -> list:
    """"Corrupt deals damage to any target equal to the number of Swamps you control"."""
    to = recipient(hit.group(1), b)
    return [m.DealDamage(amount_of(hit.group(2), b), to)]


@clause(r"return (that card|it|her|him|the exiled card) to the battlefield( transformed)? under "
        r"(your|its owner's|her owner's|his owner's) control")
def _return_moved(hit, b) -> list:
    """After "exile target ..." (or "exile this creature"): the exiled card returns as a new
    object (400.7j), which later sentences' "it" then names; "transformed": with its back face
    up (712.14a). "Her" and "him" name only the exiled source itself."""
    pronoun, transformed, whose = hit.groups()
    exiled_self = not b.targets and b.last_object == m.This() and b.last_gone
    if pronoun in ("her", "him") and not exiled_self:
        raise NotUnderstood(hit.group(0))
    target = m.This() if exiled_self else _only_target(b)
    b.now[target] = m.Moved(target)
    return [m.PutOntoBattlefield(b.now[target], whose == "your", transformed=bool(transformed))]
