"""Static abilities about which spells and abilities may target some permanents (611.3,
601.2c): "This creature can't be the target of white spells or abilities from white sources.",
"Thrun can't be the target of nongreen spells your opponents control or abilities from nongreen
sources your opponents control.", "Enchanted creature can't be the target of spells or
abilities your opponents control.", "Creatures you control can't be the targets of blue spells
or abilities from blue sources."::

    line    := subject "can't be the target(s) of" by
    subject := "cardname" | "enchanted creature" | a plural object description
    by      := [quality] "spells" [whose] "or abilities" ["from" quality "sources"] [whose]
    quality := color | "non"color
    whose   := "your opponents control"

The spells and the sources of the abilities have one quality or none (a restriction on spells
alone, or on abilities alone, is not read). Applied by ``engine/targeting_rules.py``."""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.phrases import COLOR_WORDS
from mtgrules.cards.sentences import NotUnderstood

_QUALITY = r"(?:(non)?(white|blue|black|red|green) )?"
_OPPONENTS = r"(?: (your opponents control))?"
_BY = re.compile(rf"{_QUALITY}spells{_OPPONENTS} or abilities(?: from {_QUALITY}sources)?{_OPPONENTS}")


@ability_line(r"(.+?) can't be the targets? of (.+)")
def _cant_be_targeted(hit, line):
    subject, by = hit.groups()
    found = _BY.fullmatch(by)
    if found is None:
        raise NotUnderstood(by, "no template for this ability")
    non, color, opp1, source_non, source_color, opp2 = found.groups()
    if (non, color) != (source_non, source_color) and source_color is not None or \
            color is None and source_color is not None or opp1 and not opp2:
        raise NotUnderstood(by, "spells and sources of abilities described differently")
    quality = None
    if color is not None:
        colors = frozenset({COLOR_WORDS[color]})
        quality = m.Filter(not_colors=colors) if non else m.Filter(colors=colors)
    affects, only_self, who = _subject(subject)
    rule = m.CantBeTargeted(affects, only_self, quality, bool(opp2), hit.group(0))
    spells = f"{non or ''}{color} spells" if color else "spells"
    abilities = f"abilities from {non or ''}{color} sources" if color else "abilities"
    whose = " their controller's opponents control" if opp2 else ""
    return (m.StaticAbility(rule, hit.group(0)),
            f"static ability (604.1): {who} can't be the target of {spells} or {abilities}{whose} "
            "(601.2c, 611.3)")


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
