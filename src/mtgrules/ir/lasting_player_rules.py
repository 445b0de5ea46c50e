"""The card model of a rule about players that a resolving spell or ability gives for a time
(rules 611.2a, 402.2, 702.11d, 702.18d): "You have no maximum hand size until your next turn.",
"You have hexproof until end of turn."."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class PlayerRuleFor(Effect):
    """``who`` have the rule ``kind`` ('no_max_hand_size' 402.2, 'hexproof' 702.11d, 'shroud'
    702.18d, as ``PlayerRule``; 'cant_cast_spells', 101.2; 'cant_lose' and 'cant_win', 101.2:
    "you can't lose the game and your opponents can't win the game") for ``duration``: 'end_of_turn'
    (514.2), 'your_next_turn' (until the controller's next turn begins, 611.2a),
    'rest_of_game' (611.2a) or 'until_planeswalk' (until a player planeswalks, 701.31)."""

    who: Ref
    kind: str
    duration: str = "end_of_turn"
