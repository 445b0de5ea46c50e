"""Static abilities about which spells and abilities may target some permanents (611.3,
601.2c): "This creature can't be the target of white spells or abilities from white sources.",
"Thrun can't be the target of nongreen spells your opponents control or abilities from nongreen
sources your opponents control.", "Enchanted creature can't be the target of spells or
abilities your opponents control.", "Creatures you control can't be the targets of blue spells
or abilities from blue sources.", "Creatures can't be the targets of spells.", "This creature
can't be the target of Aura spells.", "Enchanted creature can't be the target of abilities from
artifact sources."::

    line      := subject "can't be the target(s) of" by
    subject   := "cardname" | "enchanted creature" | a plural object description
    by        := spells ["or" abilities] | abilities
    spells    := [quality] "spells" [whose]
    abilities := "abilities" ["from" quality "sources"] [whose]
    quality   := word (("," | "or") word)*    (all colors, "non"colors, card types or subtypes)
    whose     := "your opponents control"

With both spells and abilities, the sources of the abilities have the spells' quality (or none
said) and "your opponents control" ends the sentence. Applied by ``engine/targeting_rules.py``."""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.phrases import COLOR_WORDS, TYPE_WORDS
from mtgrules.cards.sentences import NotUnderstood

_WORD = r"(?:non)?[a-z]+"
_QUALITY = rf"{_WORD}(?:(?:,| or|, or) {_WORD})*"
_OPPONENTS = r"(?: (your opponents control))?"
_BY = re.compile(rf"(?:(?:({_QUALITY}) )?spells{_OPPONENTS}(?: or (abilities)(?: from ({_QUALITY}) "
                 rf"sources)?{_OPPONENTS})?"
                 rf"|(abilities)(?: from ({_QUALITY}) sources)?{_OPPONENTS})")
# the subtypes a spell or source is described by here ("Aura spells")
_SUBTYPES = {"aura": "Aura", "equipment": "Equipment", "vehicle": "Vehicle"}


@ability_line(r"(.+?) can't be the targets? of (.+)")
def _cant_be_targeted(hit, line):
    subject, by = hit.groups()
    found = _BY.fullmatch(by)
    if found is None:
        raise NotUnderstood(by, "no template for this ability")
    spell_words, opp1, abilities, source_words, opp2, only_abilities, only_words, only_opp = found.groups()
    spells = only_abilities is None
    if spells:
        if source_words is not None and source_words != spell_words or opp1 and abilities and not opp2:
            raise NotUnderstood(by, "spells and sources of abilities described differently")
        words, opponents, abilities = spell_words, bool(opp1 or opp2), abilities is not None
    else:
        words, opponents, abilities = only_words, bool(only_opp), True
    quality = None if words is None else _quality(words, by)
    affects, only_self, who = _subject(subject)
    rule = m.CantBeTargeted(affects, only_self, quality, opponents, hit.group(0), spells, abilities)
    if words is not None:  # as printed: "Aura spells"
        words = " ".join(_SUBTYPES.get(w.rstrip(","), w.rstrip(",")) + ("," if w.endswith(",") else "")
                         for w in words.split())
    what = [f"{words} spells" if words else "spells"] if spells else []
    if abilities:
        what.append(f"abilities from {words} sources" if words else "abilities")
    whose = " their controller's opponents control" if opponents else ""
    return (m.StaticAbility(rule, hit.group(0)),
            f"static ability (604.1): {who} can't be the target of {' or '.join(what)}{whose} "
            "(601.2c, 611.3)")


def _quality(words: str, by: str) -> m.Filter:
    """The quality of "blue or black", "nongreen", "Aura", "artifact" spells or sources: any of
    those colors (none of them for "non"colors), card types or subtypes (105.2, 205)."""
    kinds: dict[str, set] = {"colors": set(), "not_colors": set(), "types": set(), "subtypes": set()}
    for word in re.split(r",? or |, ", words):
        non = word.startswith("non") and word[3:] in COLOR_WORDS
        if non:
            kinds["not_colors"].add(COLOR_WORDS[word[3:]])
        elif word in COLOR_WORDS:
            kinds["colors"].add(COLOR_WORDS[word])
        elif word in TYPE_WORDS:
            kinds["types"].add(TYPE_WORDS[word])
        elif word in _SUBTYPES:
            kinds["subtypes"].add(_SUBTYPES[word])
        else:
            raise NotUnderstood(by, "no template for this ability")
    used = {k: frozenset(v) for k, v in kinds.items() if v}
    if len(used) != 1 or "not_colors" in used and len(words.split()) > 1:
        raise NotUnderstood(by, "spells or sources described by qualities of different kinds")
    return m.Filter(**used)


def _subject(text: str) -> tuple:
    """(filter, only the source, how it reads) of the permanents the ability is about."""
    if text == "cardname":
        return m.Filter(), True, "this permanent"
    if text == "enchanted creature":
        return m.Filter(types=frozenset({"Creature"}), attached=True), False, "the enchanted creature"
    p = Parser(tokenize(text))
    desc = description(p)
    if desc is None or not p.done() or not desc.plural or desc.filter.zone != "battlefield":
        raise NotUnderstood(text, "no template for this ability")
    from mtgrules.cards.describe import describe_filter
    return desc.filter, False, "each " + describe_filter(desc.filter)
