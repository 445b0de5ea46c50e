"""The game log: every event names the rule that made it happen."""
from __future__ import annotations


class Event:
    """One line of the log: the rule number, what happened, and the turn it happened in."""

    __slots__ = ("rule", "text", "turn")

    def __init__(self, rule: str, text: str, turn: int) -> None:
        self.rule = rule
        self.text = text
        self.turn = turn

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"

    def __repr__(self) -> str:
        return f"Event({self.rule!r}, {self.text!r}, turn={self.turn})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self.rule, self.text, self.turn) == (
            other.rule, other.text, other.turn)

    def __hash__(self) -> int:
        return hash((self.rule, self.text, self.turn))
