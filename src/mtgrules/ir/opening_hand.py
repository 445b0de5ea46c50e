"""The card model of actions a player may take with a card from their opening hand (rule 103.6)."""
from __future__ import annotations

from mtgrules.records import record


@record
class OpeningHandAction:
    """Once the mulligans are done, its owner may take this action with the card if it is in
    their opening hand (103.6): ``kind`` 'battlefield', begin the game with it on the
    battlefield (103.6a: "If this card is in your opening hand, you may begin the game with it
    on the battlefield"); or 'reveal', reveal it, and then ``effects`` happen (103.6b: "You may
    reveal this card from your opening hand. If you do, at the beginning of the first upkeep,
    ..."), which create delayed triggered abilities (603.7). ``text``: the line."""

    kind: str
    effects: tuple = ()
    text: str = ""
