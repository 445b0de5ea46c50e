"""Effects on every permanent of a kind: "creatures you control get +1/+1 until end of turn",
"all creatures get -2/-2 until end of turn", "destroy all creatures", "cardname deals 2 damage
to each creature and each player".

The permanents are found as the effect begins and that set is locked in (rule 611.2c): a
creature entering later in the turn is not affected (``ir.EachPermanent``).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.phrases import NUMBER, TYPE_WORDS, number, object_filter
from mtgrules.cards.sentences import NotUnderstood, clause, player_ref, until_end_of_turn

_OWNERS = (("your opponents control", "an opponent controls"),
           ("you don't control", "you don't control"),
           ("you control", "you control"))


def plural_filter(text: str) -> m.Filter | None:
    """A plural description of permanents ("creatures", "nonland permanents", "other creatures
    you control", "artifacts and enchantments", "creatures your opponents control",
    "creatures without flying") as a Filter, or None."""
    t = text.strip()
    for plural, singular in _OWNERS:
        if t.endswith(" " + plural):
            t = t[: -len(plural)] + singular
            break
    words = t.split(" ")
    out = []
    plural_seen = False
    in_noun = True
    for w in words:
        if w in ("with", "without", "you", "an"):
            in_noun = False
        base = w.rstrip(",")
        comma = "," if w.endswith(",") else ""
        if in_noun and base.endswith("s"):
            single = base[:-1]
            core = single[3:].lstrip("-") if single.startswith("non") else single
            if core in TYPE_WORDS or core == "permanent":
                out.append(single + comma)
                plural_seen = True
                continue
        if in_noun and base == "and":
            out.append("or")
            continue
        out.append(w)
    if not plural_seen:
        return None
    flt = object_filter(" ".join(out))
    if flt is None or flt.zone != "battlefield":
        return None
    return flt


_WHOSE = re.compile(r"(.+?) (target player|target opponent|that player) controls")


def group_ref(text: str, b=None) -> m.EachPermanent:
    """"all creatures", "each creature you control", "creatures you control", "each other
    creature" -> a reference to every such permanent (611.2c). "... target player / that
    player controls" (with the mode's builder ``b``): "you" in the filter is that player."""
    t = text.strip()
    whose = _WHOSE.fullmatch(t)
    if whose and b is not None:
        inner = group_ref(whose.group(1) + " you control")
        return m.EachPermanent(inner.filter, player_ref(whose.group(2), b))
    if t.startswith("each "):
        flt = object_filter(t[len("each "):])
        if flt is None or flt.zone != "battlefield" or t[len("each "):].startswith(("player", "opponent")):
            raise NotUnderstood(text)
        return m.EachPermanent(flt)
    if t.startswith("all "):
        t = t[len("all "):]
    flt = plural_filter(t)
    if flt is None:
        raise NotUnderstood(text)
    return m.EachPermanent(flt)


_PT = r"([+-]\d+)/([+-]\d+)"
_SUBJECT = r"((?:all |each )?(?!target |cardname)[a-z ,'-]+?)"


@clause(rf"{_SUBJECT} gets? {_PT}(?: and gains? (.+))? until end of turn")
def _group_pump(hit, b) -> list:
    """"Creatures you control get +1/+1 until end of turn" (613.4c, 611.2c); with "and gain
    <keywords>" also layer 6 (613.1f)."""
    return until_end_of_turn(group_ref(hit.group(1), b), int(hit.group(2)), int(hit.group(3)),
                             hit.group(4))


@clause(rf"{_SUBJECT} gains? (.+) until end of turn")
def _group_keywords(hit, b) -> list:
    """"Creatures you control gain trample until end of turn" (layer 6, 613.1f; 611.2c)."""
    return until_end_of_turn(group_ref(hit.group(1), b), None, None, hit.group(2))


@clause(r"destroy ((?:all|each) .+)")
def _destroy_all(hit, b) -> list:
    """"Destroy all creatures" (701.8): every such permanent is destroyed at the same time."""
    return [m.Destroy(group_ref(hit.group(1), b))]


def each_recipient(text: str):
    """"each player", "each opponent", "each creature [without flying]", "each other creature",
    "you" -> a reference to them all."""
    if text == "each player":
        return m.EachPlayer()
    if text == "each opponent":
        return m.EachOpponent()
    if text == "you":
        return m.You()
    return group_ref(text)


@clause(rf"cardname deals {NUMBER} damage to ((?:each|all) .+)")
def _damage_each(hit, b) -> list:
    """"Cardname deals 2 damage to each creature and each player" (120.3): one effect per
    group of recipients, dealt as the spell or ability resolves."""
    amount = number(hit.group(1))
    parts = re.split(r",? and |, ", hit.group(2))
    return [m.DealDamage(amount, each_recipient(p.strip())) for p in parts]
