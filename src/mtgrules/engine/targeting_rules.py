"""Static abilities forbidding some spells and abilities to target some permanents (611.3,
601.2c; ``CantBeTargeted``): "This creature can't be the target of white spells or abilities
from white sources." Checked with the targeting keywords (hexproof, shroud, protection) wherever
a target is chosen or checked again (608.2b)."""
from __future__ import annotations

from mtgrules.ir import CantBeTargeted, StaticAbility

_FOUND: list = [None, ()]  # the characteristics table last read, and its (source, controller, rule)


def _rules(game) -> tuple:
    """(source, its controller, rule) of the permanents' ``CantBeTargeted`` static abilities,
    found once per state of the characteristics."""
    table = game.chars_table()
    if _FOUND[0] is not table:
        _FOUND[0] = table
        _FOUND[1] = tuple((oid, c.controller, a.effect) for oid, c in table.items() for a in c.abilities
                          if type(a) is StaticAbility and type(a.effect) is CantBeTargeted)
    return _FOUND[1]


def why_untargetable(game, target: int, source_card, source_controller: int,
                     spell: bool = False) -> tuple[str, str] | None:
    """(rule, reason) if a static ability forbids a spell (``spell``) or an ability from
    ``source_card`` controlled by ``source_controller`` to target permanent ``target``; None
    otherwise."""
    rules = _rules(game)
    if not rules:
        return None
    for source, controller, rule in rules:
        if not (rule.spells if spell else rule.abilities):
            continue
        if not _affects(game, rule, target, source, controller):
            continue
        if rule.opponents and source_controller == game.chars(target).controller:
            continue
        if rule.quality is not None and not _has_quality(rule.quality, source_card):
            continue
        return "601.2c", f"{game.name(target)} can't be the target of {_named(source_card)} ({rule.text})"
    return None


def _affects(game, rule: CantBeTargeted, target: int, source: int, controller: int) -> bool:
    if rule.only_self:
        return target == source
    if rule.affects.attached:
        if getattr(game.objects.get(source), "attached_to", None) != target:
            return False
        chars = game.chars(target)
        return rule.affects.accepts(chars.types, (), (), chars.supertypes)
    from mtgrules.engine.targets import permanent_matches
    return permanent_matches(game, target, rule.affects, controller, source)


def _has_quality(quality, card) -> bool:
    """Whether a spell or source with ``card``'s colors, card types and subtypes has the
    quality (105.2, 205)."""
    if card is None:
        return False
    return quality.accepts(card.types, card.colors, card.subtypes)


def _named(card) -> str:
    return "it" if card is None else card.name
