"""Control-changing effects (layer 2, rule 613.1b): "Gain control of target creature until end
of turn. Untap that creature. It gains haste until end of turn." (Threaten, Act of Treason),
and the later sentences' "that creature" / "it", meaning the creature targeted before.
"""
from __future__ import annotations

import re

from mtgrules.cards import model as m
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref

_PT = r"([+-]\d+)/([+-]\d+)"
THAT = r"(?:that creature|that permanent|it)"


def earlier_target(b) -> m.TargetRef:
    """"That creature" / "it": the permanent chosen for the mode's only target so far (with
    several, which one is meant is not read). Only a target on the battlefield (a card moved to
    another zone becomes a new object, 400.7)."""
    if len(b.targets) != 1:
        raise NotUnderstood("that creature")
    spec = b.targets[-1]
    if spec.objects is None or spec.players is not None or spec.objects.zone != "battlefield":
        raise NotUnderstood("that creature")
    return m.TargetRef(len(b.targets) - 1)


def subject_ref(text: str, b):
    """``cardname``, ``target ...`` or "that creature" / "it" (an earlier target)."""
    if re.fullmatch(THAT, text):
        return earlier_target(b)
    return object_ref(text, b)


@clause(rf"gain control of (target .+?|{THAT})( until end of turn)?")
def _gain_control(hit, b) -> list:
    """"Gain control of target creature [until end of turn]", "untap target creature and gain
    control of it until end of turn" (613.1b, 611.2c)."""
    duration = "end_of_turn" if hit.group(2) else "permanent"
    return [m.GainControl(subject_ref(hit.group(1), b), duration)]


@clause(rf"{THAT} gains? (.+) until end of turn")
def _it_gains(hit, b) -> list:
    """"It gains haste until end of turn" about an earlier target (613.1f)."""
    from mtgrules.keywords.registry import parse_keyword_line
    kws = parse_keyword_line(hit.group(1).replace(" and ", ", "))
    if not kws:
        raise NotUnderstood(hit.group(1))
    return [m.GrantKeywords(earlier_target(b), tuple(kws))]


@clause(rf"{THAT} gets? {_PT}(?: and gains? (.+))? until end of turn")
def _it_gets(hit, b) -> list:
    """"It gets +2/+0 until end of turn" about an earlier target (613.4c)."""
    from mtgrules.keywords.registry import parse_keyword_line
    ref = earlier_target(b)
    effects: list = [m.ModifyPT(ref, int(hit.group(1)), int(hit.group(2)))]
    if hit.group(3):
        kws = parse_keyword_line(hit.group(3).replace(" and ", ", "))
        if not kws:
            raise NotUnderstood(hit.group(3))
        effects.append(m.GrantKeywords(ref, tuple(kws)))
    return effects


def _describe_gain_control(self, ref) -> str:
    until = " until end of turn" if self.duration == "end_of_turn" else ""
    return f"you gain control of {ref(self.what)}{until} (613.1b; 302.6)"


m.GainControl.describe = _describe_gain_control
