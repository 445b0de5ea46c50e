"""Phases and steps of a turn (rules 500-514), in order."""
from __future__ import annotations

from enum import IntEnum


class Step(IntEnum):
    """The steps of rule 500.1, named as scenarios name them; main phases count as steps here."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    POSTCOMBAT_MAIN = 10
    END = 11
    CLEANUP = 12

    @property
    def label(self) -> str:
        return self.name.lower()

    @property
    def words(self) -> str:
        """The step's name in words (rule 500.1): "precombat main phase", "declare attackers
        step", "cleanup step"."""
        words = self.name.lower().replace("_", " ")
        return words + (" phase" if self.is_main else " step")

    @property
    def is_main(self) -> bool:
        """Rule 505.1: the precombat and postcombat main phases."""
        return self is Step.PRECOMBAT_MAIN or self is Step.POSTCOMBAT_MAIN

    @property
    def is_combat(self) -> bool:
        """Rule 506.1: the combat phase's steps."""
        return Step.BEGINNING_OF_COMBAT <= self <= Step.END_OF_COMBAT


STEP_BY_NAME = {s.label: s for s in Step}


class Stage(IntEnum):
    """Where the game is within a step: its turn-based actions, priority, or its end."""

    BEGIN = 0
    PRIORITY = 1
    END = 2
