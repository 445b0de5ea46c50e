"""Exile (rule 406.2) and returning cards from a graveyard to the battlefield (400.7):
"Exile target creature", "Exile target card from a graveyard", "Return target creature card
from your graveyard to the battlefield [under your control]"."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref
from mtgrules.cards.templates.mass import group_ref

_ANY_CARD = {
    "card from a graveyard": m.Filter(zone="graveyard"),
    "card from your graveyard": m.Filter(zone="graveyard", owner_you=True),
    "card from an opponent's graveyard": m.Filter(zone="graveyard", controller="opponent"),
}


def _card_or_object(text: str, b):
    """``object_ref``, plus "target card from a graveyard" (any card there, 115.1)."""
    rest = text[len("target "):] if text.startswith("target ") else None
    if rest in _ANY_CARD:
        return b.target(m.TargetSpec(text, _ANY_CARD[rest], None))
    return object_ref(text, b)


@clause(r"exile (cardname|target .+)")
def _exile(hit, b) -> list:
    """"Exile target creature", "exile target card from a graveyard" (406.2)."""
    return [m.Exile(_card_or_object(hit.group(1), b))]


@clause(r"exile ((?:all|each) .+)")
def _exile_all(hit, b) -> list:
    """"Exile all creatures" (406.2, 611.2c)."""
    return [m.Exile(group_ref(hit.group(1), b))]


@clause(r"return (target .+?) to the battlefield( under your control)?")
@clause(r"put (target .+?) onto the battlefield( under your control)?")
def _reanimate(hit, b) -> list:
    """"Return target creature card from your graveyard to the battlefield [under your
    control]" (400.7; 110.2: otherwise under its owner's control)."""
    ref = _card_or_object(hit.group(1), b)
    if b.targets[ref.index].objects.zone != "graveyard":
        raise NotUnderstood(hit.group(0))
    return [m.PutOntoBattlefield(ref, bool(hit.group(2)))]
