"""Copy effects (rule 707): "You may have this creature enter as a copy of any creature on the
battlefield." (Clone), of "a creature you control" (Mirror Image), "any artifact or enchantment
on the battlefield" (Mirrormade), ..., with the exceptions of 707.9a-b: "..., except it's an
artifact in addition to its other types" (Phyrexian Metamorph), "except it has changeling"
(Omni-Changeling), "except it's 7/7" (Quicksilver Gargantuan). The choice is made as it enters
(614.1c; ``engine/effectlib/copies.py``).

    line       := "you may have cardname enter as a copy of" ("any" | "a" | "an") description
                  ["on the battlefield"] [", except" exception ("and" exception)*]
    exception  := "it's" ["a" | "an"] (supertype | card type | creature type)+ "in addition to its
                  other" ["creature"] "types"
                  | ("its" | "his" | "her") "name is cardname"        (its own name, 707.9a)
                  | "it has" keywords | "it has" '"' ability '"' | "it's" N "/" N
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line, read_ability
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.phrases import TYPE_WORDS
from mtgrules.cards.sentences import NotUnderstood
from mtgrules.cards.type_line import CREATURE_TYPE_WORDS

_EXCEPTIONS = re.compile(r",? and (?=it(?:'s| has) )|, (?=it(?:'s| has) |(?:its|his|her) name is )")
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}


@ability_line(r"you may have cardname enter as a copy of (?:any|a|an) (.+?)(?:, except (.+))?")
def _enter_as_copy(hit, line):
    what, exceptions = hit.groups()
    text = what.removesuffix(" on the battlefield")
    p = Parser(tokenize(text))
    desc = description(p)
    if desc is None or not p.done() or desc.plural:
        raise NotUnderstood(what, p.complaint())
    if desc.filter.zone != "battlefield":  # Body Double: a card in a graveyard
        raise NotUnderstood(what, "entering as a copy of a card not on the battlefield is not supported")
    fields: dict = {}
    for part in _EXCEPTIONS.split(exceptions) if exceptions else ():
        _exception(part, fields)
    effect = m.EntersAsCopy(desc.filter, hit.group(0), **fields)
    return (m.StaticAbility(effect, hit.group(0)),
            f"replacement effect (614.1c): may enter as a copy of any {what} (707.2, layer 1a)"
            + (f", except {exceptions} (707.9a-b: part of its copiable values)" if exceptions else ""))


def _exception(part: str, fields: dict) -> None:
    """One exception to the copying process (707.9a-b), into the ``EntersAsCopy`` fields."""
    if re.fullmatch(r"(?:its|his|her) name is cardname", part):
        fields["own_name"] = True
        return
    added = re.fullmatch(r"it's (?:an? )?(.+) in addition to its other (creature )?types", part)
    if added:
        types, subtypes = set(), []
        for word in added.group(1).split():
            if word in _SUPERTYPES and not added.group(2):
                fields["add_supertypes"] = fields.get("add_supertypes", frozenset()) | {_SUPERTYPES[word]}
            elif word in TYPE_WORDS and not added.group(2):
                types.add(TYPE_WORDS[word])
            elif word in CREATURE_TYPE_WORDS:
                subtypes.append(CREATURE_TYPE_WORDS[word])
            else:
                raise NotUnderstood(part, f"not a card type or creature type: {word!r}")
        fields["add_types"] = fields.get("add_types", frozenset()) | frozenset(types)
        fields["add_subtypes"] = fields.get("add_subtypes", ()) + tuple(subtypes)
        return
    quoted = re.fullmatch(r'it has "(.+)"', part)
    if quoted:  # 707.9a: an ability it gains as part of the copying process
        read, _how = read_ability(quoted.group(1), quoted.group(1))
        fields["abilities"] = fields.get("abilities", ()) + (read if isinstance(read, tuple) else (read,))
        return
    has = re.fullmatch(r"it has ([^\"]+)", part)
    if has:
        keywords = parse_keyword_line(has.group(1).replace(" and ", ", "))
        if not keywords:
            raise NotUnderstood(part, f"no keyword ability {has.group(1)!r}")
        fields["keywords"] = fields.get("keywords", ()) + tuple(keywords)
        return
    pt = re.fullmatch(r"it's (\d+)/(\d+)", part)
    if pt:
        fields["power"], fields["toughness"] = int(pt.group(1)), int(pt.group(2))
        return
    raise NotUnderstood(part, f"no template for the exception {part!r} (707.9)")
