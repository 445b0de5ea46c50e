"""Casting restrictions of a spell's own text (rule 601.3), whole lines:

* ``Cast this spell only during the declare attackers step [and only if you've been attacked
  this step].``, ``... only during combat before blockers are declared.``, ``... only during an
  opponent's upkeep.``, ``... only during an opponent's turn after their upkeep step.``
* ``[If <condition>,] you may <costs> rather than pay this spell's mana cost.``: an alternative
  cost (118.9) of mana and / or costs other than mana joined by "and" ("pay 1 life and exile a
  blue card from your hand", "sacrifice two Mountains", "return an Island you control to its
  owner's hand"), the condition one on the game for its caster ("If it's not your turn")
* ``Cast this spell only if a creature is attacking you.``, ``... only if <condition>`` (a
  condition on the game, as for a static ability: "if you control two or more Vampires")

Each is a static ability of the card (``CastOnly``, ``AlternativeCost``), looked at as it
would be cast (``engine/cast_limits.py``, ``engine/alternative_costs.py``).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.grammar.costs import read_additional_cost
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.cards.modes import NotUnderstood
from mtgrules.cards.templates.conditional_statics import state_condition

_WINDOWS = {"during the declare attackers step": "declare_attackers",
            "during combat before blockers are declared": "combat_before_blockers",
            "during an opponent's upkeep": "opponent_upkeep",
            "during an opponent's turn after their upkeep step": "opponent_turn_after_upkeep"}
_ATTACKED = " and only if you've been attacked this step"
# the conditions about the caster and the game, not about an object (a spell in a hand has no
# place on the battlefield to be "attacking" or "enchanted")
_ABOUT_PLAYERS = frozenset({"control", "opponent_controls", "life", "opponent_life", "any_life",
                            "graveyard", "hand", "your_turn", "opponents",
                            # what happened this turn, and who is attacking (traps, raid)
                            "attacked", "gained_life", "opponent_gained_life", "opponent_lost_life",
                            "creatures_died", "permanents_entered", "attacking_count",
                            "spells_cast_matching", "spells_this_turn", "not_starting_player"})


@ability_line(r"cast cardname only (" + "|".join(_WINDOWS) + f")({_ATTACKED})?")
def _cast_only(hit, line):
    window = _WINDOWS.get(hit.group(1), "")
    attacked = window == "" or bool(hit.group(2))
    text = hit.group(0).replace("cardname", "this spell")
    return (m.StaticAbility(m.CastOnly(window, attacked, text), text),
            f"static ability (601.3): {text}")


@ability_line(r"cast cardname only if (.+)")
def _cast_only_if(hit, line):
    if hit.group(1) == "a creature is attacking you":
        return _cast_only(hit, line)
    condition = state_condition(hit.group(1), line)  # NotUnderstood if it isn't a condition
    if condition.kind not in _ABOUT_PLAYERS:
        raise NotUnderstood(line, "a casting condition about the spell itself")
    text = hit.group(0).replace("cardname", "this spell")
    return (m.StaticAbility(m.CastOnly(condition=condition, text=text), text),
            f"static ability (601.3): {text}")


@ability_line(r"(?:if (.+?), )?you may (.+) rather than pay cardname's mana cost")
def _alternative_cost(hit, line):
    condition = None
    if hit.group(1):
        condition = state_condition(hit.group(1), line)
        if condition.kind not in _ABOUT_PLAYERS:
            raise NotUnderstood(line, "a condition of an alternative cost about the spell itself")
    mana, others = None, []
    for part in hit.group(2).split(" and "):
        if part.startswith("pay {") and mana is None:
            try:
                mana = parse_mana_cost(part[4:].upper())
            except ManaCostError:
                raise NotUnderstood(line, f"the mana of {part!r}") from None
            if mana.x or mana.snow or mana.nonstandard:
                raise NotUnderstood(line, f"an alternative cost of {part!r}")
            continue
        cost = read_additional_cost(part)
        if cost is None or cost.kind in ("choice", "reveal", "discard_random") or cost.x:
            raise NotUnderstood(line, f"an alternative cost of {part!r}")
        others.append(cost)
    text = re.sub(r"\{[^}]+\}", lambda symbol: symbol.group(0).upper(), hit.group(2))  # {W}{U}
    when = f"if {condition.text}, " if condition is not None else ""
    return (m.StaticAbility(m.AlternativeCost(mana, tuple(others), condition, text), line),
            f"alternative cost (118.9): {when}you may {text} rather than pay this spell's mana cost")


_WHO = {"you": "you", "each player": "each", "players": "each", "each opponent": "opponents",
        "your opponents": "opponents"}
_COUNTS = {"one": 1, "two": 2, "three": 3}


@ability_line(r"(you|each player|players|each opponent|your opponents) can't cast ((?:[a-z-]+ )*?)spells")
def _cant_cast(hit, line):
    """"Your opponents can't cast spells." (with a condition: "... during your turn", 611.3a;
    "If you attacked with creatures this turn, you can't cast spells."),
    "Each player can't cast noncreature spells.": no such spell may be cast by them (101.2,
    601.3), as if none were allowed each turn."""
    flt = spells_described(hit.group(2))
    limit = m.CastCountLimit(_WHO[hit.group(1)], 0, flt, hit.group(0))
    who = {"each": "each player", "you": "its controller"}.get(limit.who, "each opponent of its controller")
    return (m.StaticAbility(limit, hit.group(0)),
            f"static ability (604.1): {who} can't cast {hit.group(2)}spells (101.2, 601.3)")


@ability_line(r"spells that share a card type with the top card of a library can't be cast")
def _top_card_type_lock(hit, line):
    """"Spells that share a card type with the top card of a library can't be cast." (601.3)."""
    return (m.StaticAbility(m.CastSharingTopCardType(hit.group(0)), hit.group(0)),
            "static ability (604.1): no player can cast a spell that shares a card type with the "
            "top card of any library (601.3, 205.2a)")


def spells_described(words: str):
    """The filter of "noncreature " before "spells" (None for none)."""
    if not words:
        return None
    from mtgrules.cards.grammar.objects import description
    from mtgrules.cards.grammar.parser import Parser
    from mtgrules.cards.grammar.tokens import tokenize
    p = Parser(tokenize(words + "spell"))
    desc = description(p)
    if desc is None or not p.done():
        raise NotUnderstood(words, f"no description of spells {words!r}")
    return desc.filter


@ability_line(r"(each player|players|each opponent|your opponents) can't cast more than "
              r"(one|two|three) ((?:[a-z-]+ )*?)spells? each turn")
def _cast_count_limit(hit, line):
    """"Each player can't cast more than one spell each turn." (Rule of Law), "... more than
    one noncreature spell each turn." (Deafening Silence): 101.2, 601.3."""
    flt = spells_described(hit.group(3))
    count = _COUNTS[hit.group(2)]
    limit = m.CastCountLimit(_WHO[hit.group(1)], count, flt, hit.group(0))
    who = "each player" if limit.who == "each" else "each opponent of its controller"
    what = hit.group(3) + "spell" + ("s" if count > 1 else "")
    return (m.StaticAbility(limit, hit.group(0)),
            f"static ability (604.1): {who} can't cast more than {hit.group(2)} {what} each turn "
            "(101.2, 601.3)")
