"""The one error hierarchy of mtgrules: every error is a ValueError with a clear message."""
from __future__ import annotations


class MtgRulesError(ValueError):
    """Base class of every error raised by mtgrules."""


class IllegalAction(MtgRulesError):
    """An action that is not among ``Game.legal_actions()``; ``rule`` names the rule that forbids it.

    The game is left exactly as it was before the attempt.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}" if rule else message)


class UnsupportedCard(MtgRulesError):
    """A card whose oracle text the compiler does not fully understand (never played as vanilla)."""

    def __init__(self, name: str, line: str, reason: str = "") -> None:
        self.name = name
        self.line = line
        self.reason = reason
        detail = f" ({reason})" if reason else ""
        super().__init__(f"card {name!r} is not supported: cannot understand {line!r}{detail}")


class ScenarioError(MtgRulesError):
    """A malformed scenario file: names the file, the key and what was expected."""


class SavedGameError(MtgRulesError):
    """A text that ``Game.from_json`` can't restore a game from — not JSON, not a saved game,
    a save of another version, or damaged — with what is wrong."""
