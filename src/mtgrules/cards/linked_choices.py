"""Rule 607.2d: an ability that refers to "the chosen color / type" is linked to the ability of
the same object that makes the choice ("As this permanent enters, choose ..."). A card is
refused if such a reference has no choice of its kind to refer to, or stands where the engine
does not look up the choice: object descriptions are read with their source's choice in
static abilities' affected objects (layers), in targets, and in triggered abilities' subjects
(``engine/chosen.py``), and in the permanents "enter with" effects of others look at (614.1c)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.records import field_names

# the records in which an object description "of the chosen ..." is matched with the choice
# of its source
_READ_WITH_CHOICE = (m.Anthem, m.TargetSpec, m.TriggeredAbility, m.EachPermanent,
                     m.OthersEnterWith,
                     m.SparedByOwnProtection,  # engine/attachment_rules.py
                     m.UntapsSkipped)  # engine/untapping.py
# "protection from the color of your choice": chosen as the effect granting it happens
YOUR_CHOICE = "color of your choice"
# trigger events that look back in time (603.10a), when the source may have left with its choice
_LOOKING_BACK = ("dies", "leaves")


def unlinked_choice(abilities: tuple) -> tuple[str, str] | None:
    """(the ability's text, why) for the first ability referring to a choice it can't use,
    or None."""
    on_entry = {a.effect.kind for a in abilities
                if type(a) is m.StaticAbility and type(a.effect) is m.ChooseOnEntry}
    for ability in abilities:
        made = on_entry | set(_choices(ability))  # and its own "Choose a color." (608.2d)
        if type(ability) is m.TriggeredAbility and ability.event in _LOOKING_BACK \
                and any(True for _ in _references(ability, None)):
            return ability.text, ("'of the chosen ...' in a leaves-the-battlefield trigger (its "
                                  "source's choice as it left, 603.10a) is not supported")
        for kind, where in _references(ability, None):
            if kind == YOUR_CHOICE:
                return _text(ability), ("'protection from the color of your choice' other than "
                                        "granted by an effect is not supported")
            if kind not in made:
                return _text(ability), f"'the chosen {kind}' refers to no choice of a {kind} (607.2d)"
            if where is not None and where not in _READ_WITH_CHOICE:
                return _text(ability), f"'of the chosen {kind}' in {where.__name__} is not supported"
    return None


def _choices(value):
    """The kind of each "Choose a color / creature type." instruction within ``value``
    (608.2d)."""
    kind = type(value)
    if kind is m.ChooseAsItResolves:
        yield value.kind
    elif kind is tuple:
        for item in value:
            yield from _choices(item)
    elif kind is not m.Filter:
        for name in field_names(value):
            yield from _choices(getattr(value, name))


def _references(value, parent: type | None):
    """(kind, the record type holding the description or None) for every reference to a
    chosen value within ``value``."""
    kind = type(value)
    if kind is m.Filter:
        if value.chosen is not None:
            yield value.chosen, parent
        return
    if kind is m.AddMana:
        if value.chosen_color:
            yield "color", None
        return
    if kind is m.Change and m.CHOSEN_TYPE in value.add_subtypes:  # "is the chosen type ..."
        yield "creature type", None if parent is m.Anthem else parent
    if kind is m.KeywordInstance:  # "protection from the chosen color", granted by layers
        if value.param == m.CHOSEN_COLOR:
            yield "color", None if parent in (m.Anthem, m.CardDef, m.GrantKeywords) else parent
        elif value.param == m.COLOR_OF_YOUR_CHOICE and parent is not m.GrantKeywords:
            yield YOUR_CHOICE, parent  # chosen as an effect grants it (608.2d), nowhere else
        return
    if kind is tuple or kind is frozenset:
        for item in value:
            yield from _references(item, parent)
        return
    for name in field_names(value):
        yield from _references(getattr(value, name), kind)


def _text(ability) -> str:
    """The text of an ability, or of a spell's modes."""
    if type(ability) is m.SpellAbility:
        return " ".join(mode.text for mode in ability.modes)
    return ability.text
