"""Exert as a creature attacks (rule 701.43), read as a keyword-like line.

701.43d: "You may exert this creature as it attacks" is an optional cost to attack (508.1g),
chosen once the attackers are (``attack_cost_options``: the creature itself, 701.43c: only an
object on the battlefield) and paid with the other costs to attack (508.1j,
``pay_attack_cost``). A "When you do, ..." printed in the same paragraph is a triggered ability
linked to it (607.2h): it triggers when the creature is exerted, and its effect is read by the
oracle grammar (``parse_mode``; "it" is the creature). 701.43a: an exerted permanent doesn't
untap during its controller's next untap step (``restrictions.UNTAP_SKIPPED``); 701.43b: it
may be exerted though untapped (vigilance), and exerting it again before then changes nothing
more. Lines beyond this form (exert in an activated ability's cost, "if it hasn't been exerted this
turn", the card's name instead of "this creature") are not read: such cards stay unsupported.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.triggers import PendingTrigger
from mtgrules.engine.restrictions import UNTAP_SKIPPED

EVENT = "exerted"  # the linked ability's event: the creature was exerted (never fired otherwise)
_LINE = re.compile(r"you may exert this creature as it attacks(?:\. when you do, (.+))?")


@lru_cache(maxsize=None)
def _linked(effect: str) -> m.Mode | None:
    """The mode of the "When you do, ..." ability (lowercase text), or None if not understood."""
    from mtgrules.cards.sentences import NotUnderstood, parse_mode
    text = effect.replace("this creature", "cardname")
    try:
        return parse_mode(text + ".", {"it": m.This()})
    except NotUnderstood:
        return None


class Exert(Keyword):
    name = "exert"
    starts = ("you",)
    rule = "701.43"
    subrules = {"attack_cost_options": "701.43d"}

    def parse(self, low, text):
        if not low.startswith("you may exert "):
            return None
        hit = _LINE.fullmatch(low)
        if hit is None:
            return None
        effect = hit.group(1) or ""
        if effect and _linked(effect) is None:
            return None
        return (m.KeywordInstance(self.name, effect or None),)

    def label(self, inst):
        return "Exert"

    def meaning(self, inst):
        linked = f"; when you do, {inst.param}" if inst.param else ""
        return ("you may exert this creature as it attacks (an optional cost to attack: it won't "
                "untap during your next untap step)" + linked)

    def expand(self, inst):
        if not inst.param:
            return ()
        mode = _linked(inst.param)
        return (m.TriggeredAbility(EVENT, m.Mode(mode.targets, mode.effects, inst.param),
                                   "Exert (701.43d): when you do, " + inst.param),)

    def attack_cost_options(self, game, attacker: int, inst) -> list[int]:
        return [attacker]

    def pay_attack_cost(self, game, attacker: int, chosen: int, inst) -> None:
        game.marks[UNTAP_SKIPPED] = game.marks.get(UNTAP_SKIPPED, frozenset()) | {attacker}
        game.event("701.43a", f"player {game.players[game.chars(attacker).controller].name} exerts "
                              f"{game.name(attacker)}: it won't untap during their next untap step")
        if inst.param:
            perm = game.objects[attacker]
            linked = next(a for a in self.expand(inst))
            trig = PendingTrigger(game.new_id(), attacker, perm.card, linked,
                                  game.chars(attacker).controller, (attacker,))
            trig.optional_paid = perm.optional_paid
            game.triggers.append(trig)  # rule 607.2h: the linked ability triggers ("when you do")


register(Exert())
