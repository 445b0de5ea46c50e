"""How a creature counts when it crews a Vehicle (rule 702.122a): "This creature crews Vehicles
as though its power were 2 greater." (Dragonfly Pilot) and "This creature crews Vehicles using
its toughness rather than its power." (Giant Ox)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import NUMBER, number


@ability_line(rf"cardname crews vehicles as though its power were {NUMBER} greater")
def _crews_as_greater(hit, line):
    plus = number(hit.group(1))
    if type(plus) is not int:
        from mtgrules.cards.sentences import NotUnderstood
        raise NotUnderstood(hit.group(0))
    return (m.StaticAbility(m.CrewsAs(plus=plus, text=hit.group(0)), hit.group(0)),
            f"static ability (604.1): crews Vehicles as though its power were {plus} greater (702.122a)")


@ability_line(r"cardname crews vehicles using its toughness rather than its power")
def _crews_with_toughness(hit, line):
    return (m.StaticAbility(m.CrewsAs(toughness=True, text=hit.group(0)), hit.group(0)),
            "static ability (604.1): crews Vehicles using its toughness rather than its power (702.122a)")
