"""Crew (rule 702.122), written "Crew N", and Vehicles (301.7).

702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total
power N or greater: This permanent becomes an artifact creature until end of turn." The keyword
stands for that activated ability (``expand``). Its cost (``Cost.crew``) is paid as the ability
is activated: ``legal_actions()`` offers it only when the other untapped creatures its
controller controls have that much power in all, and the creatures are chosen one by one
(decision ``crew``, ``engine/casting.py``), with "done" offered once their total reaches N.
Creatures that came under their controller's control this turn may crew: the cost has no {T}
of theirs (302.6). "This creature crews Vehicles as though its power were N greater" and "...
using its toughness rather than its power" change what a creature adds
(``engine/abilities.crew_power``; their lines are read in ``cards/templates/crewing.py``).

301.7a-b: a Vehicle has its printed power and toughness, but only while it is a creature; a
Vehicle that isn't a creature can't attack or block (506.4), and once crewed it still needs
to have been under its controller's control since their turn began to attack (302.6).
702.122d: "Whenever this Vehicle becomes crewed" triggers when a crew ability of it resolves
(``BecomesCrewed``, the last part of the ability's effect).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_ARTIFACT_CREATURE = m.Change(add_types=frozenset({"Artifact", "Creature"}))


class Crew(Keyword):
    name = "crew"
    rule = "702.122"
    numbered = True

    def expand(self, inst) -> tuple:
        """702.122a: the crew ability."""
        effects = (m.ApplyChange(m.This(), _ARTIFACT_CREATURE, "end_of_turn",
                                 "this permanent becomes an artifact creature until end of turn"),
                   m.BecomesCrewed())
        mode = m.Mode((), effects, "this permanent becomes an artifact creature until end of turn")
        return (m.ActivatedAbility(m.Cost(crew=int(inst.param)), mode, False, False,
                                   f"Crew {inst.param}"),)


register(Crew())
