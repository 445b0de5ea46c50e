"""Delayed triggered abilities with a stated duration (rule 603.7b): "Whenever a creature
attacks this turn, put a +1/+1 counter on it", "Until your next turn, whenever a creature
deals combat damage to this planeswalker, destroy that creature"."""
from __future__ import annotations

from mtgrules.ir.abilities import StaticAbility, TriggeredAbility
from mtgrules.ir.effects import Effect
from mtgrules.records import record

# how long such an ability lasts (611.2a): until the cleanup step of this turn (514.2), or until
# its controller's next turn begins
LASTING = {"end_of_turn": "this turn", "your_next_turn": "until your next turn"}


@record
class DelayedWhenever(Effect):
    """Create a delayed triggered ability that triggers each time ``ability``'s event happens
    until ``duration`` (a key of :data:`LASTING`) ends, rather than only once (603.7b). Its
    source and controller are those of the spell or ability that creates it (603.7d-e); it
    chooses its own targets each time it triggers (603.3d). A triggered mana ability ("whenever
    a player taps an Island for mana, that player adds an additional {U}") is a
    ``StaticAbility`` of a ``TappedForManaAdds``, as on a permanent (605.1b)."""

    ability: TriggeredAbility | StaticAbility
    duration: str = "end_of_turn"
