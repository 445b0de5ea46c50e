"""Static abilities about every creature's landwalk (702.14c): "Creatures with swampwalk can be
blocked as though they didn't have swampwalk.", "Creatures with landwalk abilities can be
blocked as though they didn't have those abilities." Applied by ``engine/evasion_rules.py``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.sentences import NotUnderstood


@ability_line(r"creatures with ([a-z ]+walk) can be blocked as though they didn't have \1")
def _one_landwalk(hit, line):
    keywords = parse_keyword_line(hit.group(1))
    if not keywords or len(keywords) != 1:
        raise NotUnderstood(hit.group(1), f"no landwalk ability {hit.group(1)!r}")
    name = keywords[0].name
    return (m.StaticAbility(m.BlockedAsThoughWithout(name, hit.group(0)), hit.group(0)),
            f"static ability (604.1): creatures with {name} can be blocked as though they didn't "
            f"have {name} (702.14c)")


@ability_line(r"creatures with landwalk abilities can be blocked as though they didn't have those abilities")
def _every_landwalk(hit, line):
    return (m.StaticAbility(m.BlockedAsThoughWithout(None, hit.group(0)), hit.group(0)),
            "static ability (604.1): creatures with landwalk abilities can be blocked as though "
            "they didn't have them (702.14c)")
