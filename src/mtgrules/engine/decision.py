"""The pending decision: who must decide now, and what kind of decision it is (decisions are
data). Each kind is served by the module that raises it, through :data:`HANDLERS`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from mtgrules.engine.actions import ChooseYesNo
from mtgrules.records import record

if TYPE_CHECKING:
    from mtgrules.engine.game import Game


@record
class Decision:
    """``kind`` names the handler; ``player`` decides; ``prompt`` says what is asked; ``data``
    holds what the handler needs beyond the game state (ids, counts)."""

    kind: str
    player: int
    prompt: str
    data: tuple = ()


@record
class Handler:
    """How one kind of decision lists its legal actions and performs the chosen one.

    ``explain(game, decision, action)`` returns ``(rule, message)`` saying why an action that is
    not legal is not, for ``IllegalAction``; ``None`` falls back to a generic message.
    """

    legal: Callable[["Game", Decision], list]
    perform: Callable[["Game", Decision, object], None]
    explain: Callable[["Game", Decision, object], tuple[str, str] | None] | None = None


HANDLERS: dict[str, Handler] = {}


def handler(kind: str, legal, perform, explain=None) -> None:
    """Register the handler of decisions of ``kind``."""
    HANDLERS[kind] = Handler(legal, perform, explain)


def yes_or_no(game: "Game", decision: Decision) -> list:
    """The legal actions of a decision answered yes or no (a "you may" and its kin, 609.3)."""
    return [ChooseYesNo(True), ChooseYesNo(False)]
