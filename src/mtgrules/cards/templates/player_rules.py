"""Static abilities about their controller, a player (rules 604.1, 611.3): "You have no maximum
hand size." (402.2), "You have hexproof." (702.11d), "You have shroud." (702.18d), "You may
play an additional land on each of your turns." (305.2). Applied by
``engine/player_rules.py``; a condition before or after ("As long as ..., you have hexproof")
comes from ``conditional_statics``."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line

_RULES = {"no maximum hand size": ("no_max_hand_size", "402.2"),
          "hexproof": ("hexproof", "702.11d"),
          "shroud": ("shroud", "702.18d")}
_TOLD = {"no_max_hand_size": "its controller has no maximum hand size",
         "hexproof": "its controller can't be the target of spells or abilities their opponents control",
         "shroud": "its controller can't be the target of spells or abilities"}


@ability_line(r"you have (no maximum hand size|hexproof|shroud)")
def _you_have(hit, line):
    kind, rule = _RULES[hit.group(1)]
    return (m.StaticAbility(m.PlayerRule(kind, hit.group(0)), hit.group(0)),
            f"static ability (604.1): {_TOLD[kind]} ({rule})")


@ability_line(r"(you|each player) may play (an|two|three) additional lands? on each of (?:your|their) turns")
def _more_lands(hit, line):
    """Rule 305.2: "You may play an additional land on each of your turns." (Exploration)."""
    count = {"an": 1, "two": 2, "three": 3}[hit.group(2)]
    each = hit.group(1) == "each player"
    who = "each player" if each else "its controller"
    return (m.StaticAbility(m.AdditionalLandPlays(count, each, hit.group(0)), hit.group(0)),
            f"static ability (604.1): {who} may play {count} more land(s) each turn (305.2)")
