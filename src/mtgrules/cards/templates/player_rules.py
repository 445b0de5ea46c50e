"""Static abilities about their controller, a player (rules 604.1, 611.3): "You have no maximum
hand size." (402.2; also "Players have ...", "Your opponents have ..."), "You have hexproof."
(702.11d), "You have shroud." (702.18d), "You and permanents you control have hexproof." (with
the keyword granted to the permanents, 702.11b), "You may play an additional land / any number
of lands on each of your turns." (305.2). Applied by
``engine/player_rules.py``; a condition before or after ("As long as ..., you have hexproof")
comes from ``conditional_statics``."""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line, group_static
from mtgrules.cards.sentences import NotUnderstood
from mtgrules.cards.templates.cast_limits import spells_described

_RULES = {"no maximum hand size": ("no_max_hand_size", "402.2"),
          "hexproof": ("hexproof", "702.11d"),
          "shroud": ("shroud", "702.18d")}
_TOLD = {"no_max_hand_size": "has no maximum hand size",
         "hexproof": "can't be the target of spells or abilities their opponents control",
         "shroud": "can't be the target of spells or abilities"}
# who the rule is about (``PlayerRule.who``), and how a description names them
_WHO = {"you": ("you", "its controller"), "players": ("each", "each player"),
        "your opponents": ("opponents", "each opponent of its controller")}


@ability_line(r"(you|players|your opponents) have (no maximum hand size|hexproof|shroud)")
def _players_have(hit, line):
    """"You have hexproof.", "Players have no maximum hand size." (a plane, 402.2)."""
    kind, rule = _RULES[hit.group(2)]
    who, told = _WHO[hit.group(1)]
    return (m.StaticAbility(m.PlayerRule(kind, hit.group(0), None, who), hit.group(0)),
            f"static ability (604.1): {told} {_TOLD[kind]} ({rule})")


@ability_line(r"you(?:,| and) (.+) have (hexproof|shroud)")
def _you_and_permanents_have(hit, line):
    """"You and permanents you control have hexproof.", "You, planeswalkers you control, and other
    creatures you control have hexproof.": the player's rule (702.11d, 702.18d) and the keyword
    granted to each group of permanents (702.11b, 613.1f), one static ability each."""
    groups, keyword = hit.groups()
    kind, rule = _RULES[keyword]
    abilities = [m.StaticAbility(m.PlayerRule(kind, hit.group(0)), hit.group(0))]
    told = [f"its controller {_TOLD[kind]} ({rule})"]
    for group in re.split(r",? and |, ", groups):
        found = group_static(f"{group} have {keyword}", line)
        if found is None:
            raise NotUnderstood(group, "no description of permanents")
        abilities.append(dataclasses.replace(found[0], text=hit.group(0)))
        told.append(found[1].removeprefix("static ability (604.1): "))
    return tuple(abilities), "static abilities (604.1): " + "; ".join(told)


_MORE_LANDS = {"an additional land": 1, "two additional lands": 2, "three additional lands": 3,
               "any number of lands": None}


@ability_line(r"(you|each player) may play (an additional land|two additional lands|three additional lands"
              r"|any number of lands) on each of (?:your|their) turns")
def _more_lands(hit, line):
    """Rule 305.2: "You may play an additional land on each of your turns." (Exploration), "You
    may play any number of lands on each of your turns." (Fastbond, Naya: no limit)."""
    count = _MORE_LANDS[hit.group(2)]
    each = hit.group(1) == "each player"
    who = "each player" if each else "its controller"
    told = "any number of lands on each of their turns" if count is None else f"{count} more land(s) each turn"
    return (m.StaticAbility(m.AdditionalLandPlays(count, each, hit.group(0)), hit.group(0)),
            f"static ability (604.1): {who} may play {told} (305.2)")


@ability_line(r"(you|players|your opponents) can't attack with creatures")
def _cant_attack_with_creatures(hit, line):
    """Rule 508.1c: "You can't attack with creatures." (Prahv, with a condition before it): a
    restriction on the player's declaration of attackers."""
    who, told = _WHO[hit.group(1)]
    return (m.StaticAbility(m.PlayerRule("cant_attack", hit.group(0), None, who), hit.group(0)),
            f"static ability (604.1): {told} can't attack with creatures (508.1c)")


@ability_line(r"(players play|play) with the top card of (?:their libraries|your library) revealed")
def _top_card_revealed(hit, line):
    """Rules 401.5, 701.18c: "Play with the top card of your library revealed.", "Players play
    with the top card of their libraries revealed.": every player sees that card."""
    who, told = _WHO["players" if hit.group(1) == "players play" else "you"]
    return (m.StaticAbility(m.PlayerRule("top_card_revealed", hit.group(0), None, who), hit.group(0)),
            f"static ability (604.1): {told} plays with the top card of their library revealed (401.5)")


@ability_line(r"(players reveal each card they draw|reveal each card you draw)")
def _reveal_draws(hit, line):
    """Rule 701.20a: "Players reveal each card they draw." (Sea of Sand): each card drawn is
    shown to every player as it is drawn."""
    who, told = _WHO["players" if hit.group(1).startswith("players") else "you"]
    return (m.StaticAbility(m.PlayerRule("reveals_draws", hit.group(0), None, who), hit.group(0)),
            f"static ability (604.1): {told} reveals each card they draw (701.20a)")


@ability_line(r"you may (play lands and cast (?:(.+?) )?spells|play lands|cast (?:(.+?) )?spells) from the top of "
              r"(your library|any player's library)")
def _play_from_library_top(hit, line):
    """Rule 601.3, 305.1: "You may play lands and cast spells from the top of your library." (Future
    Sight), "... from the top of any player's library." (Windriddle Palaces), "You may cast
    creature spells from the top of your library."."""
    what, kind_both, kind_only, whose = hit.groups()
    kinds = kind_both or kind_only
    spells = None
    if what != "play lands":
        spells = spells_described(kinds + " " if kinds else "") or m.Filter(zone="stack", spell=True)
    rule = m.PlayFromLibraryTop("any" if whose.startswith("any") else "you", what.startswith("play lands"),
                                spells, hit.group(0))
    return (m.StaticAbility(rule, hit.group(0)),
            f"static ability (604.1): its controller may {what} from the top of {whose.replace('your', 'their')} "
            "(601.3, 305.1)")


@ability_line(r"(players|your opponents) can't gain life")
def _no_life_gain(hit, line):
    """Rule 119.7: "Your opponents can't gain life.", "Players can't gain life."."""
    who = "each" if hit.group(1) == "players" else "opponents"
    told = "no player" if who == "each" else "no opponent of its controller"
    return (m.StaticAbility(m.PlayerRule("cant_gain_life", hit.group(0), None, who), hit.group(0)),
            f"static ability (604.1): {told} can gain life (119.7)")
