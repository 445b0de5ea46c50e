"""Control-changing effects (layer 2, rule 613.1b): "Gain control of target creature until end
of turn. Untap that creature. It gains haste until end of turn." (Threaten, Act of Treason),
and the later sentences' "that creature" / "it", meaning the creature targeted before; and
the replacement effect changing under whose control a permanent enters (614.1, 616.1b): "If a
creature would enter the battlefield under an opponent's control this turn, it enters under
your control instead." (Gather Specimens).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.phrases import object_filter
from mtgrules.cards.sentences import NotUnderstood, clause, object_ref, until_end_of_turn

_PT = r"([+-]\d+)/([+-]\d+)"
THAT = r"(?:that creature|that permanent|it)"


def earlier_target(b) -> m.TargetRef | m.Moved:
    """"That creature" / "it": the permanent chosen for the mode's only target so far (with
    several, which one is meant is not read). Only a target on the battlefield (a card moved to
    another zone becomes a new object, 400.7)."""
    if len(b.targets) != 1:
        raise NotUnderstood("that creature")
    spec = b.targets[-1]
    if spec.objects is None or spec.players is not None or spec.objects.zone != "battlefield":
        raise NotUnderstood("that creature")
    ref = m.TargetRef(len(b.targets) - 1)
    return b.now.get(ref, ref)


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
    return until_end_of_turn(earlier_target(b), None, None, hit.group(1))


@clause(rf"{THAT} gets? {_PT}(?: and gains? (.+))? until end of turn")
def _it_gets(hit, b) -> list:
    """"It gets +2/+0 until end of turn" about an earlier target (613.4c)."""
    return until_end_of_turn(earlier_target(b), int(hit.group(1)), int(hit.group(2)), hit.group(3))


@clause(r"if an? ([a-z ]+?) would enter (?:the battlefield )?under an opponent's control this turn, "
        r"it enters (?:the battlefield )?under your control instead")
def _enters_under_your_control(hit, b) -> list:
    flt = object_filter(hit.group(1))
    if flt is None or flt.zone != "battlefield" or flt.controller is not None:
        raise NotUnderstood(hit.group(1))
    return [m.EntersUnderYourControl(flt)]
