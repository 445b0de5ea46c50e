"""Static abilities letting a player play the top card of a library (rule 601.3: an effect allows
casting a spell from a zone other than the hand; 305.1 playing a land from it): "You may play
lands and cast spells from the top of your library." (Future Sight), "... of any player's
library." (Windriddle Palaces)."""
from __future__ import annotations

from mtgrules.records import record


@record
class PlayFromLibraryTop:
    """Its controller may play the top card of ``whose`` library ('you': their own, 'any': any
    player's): as a land (``lands``; 305.1, counted among their land plays, 305.2) and cast it
    as a spell (``spells``: a ``Filter`` of spells, an empty one for any spell; None: not cast),
    with its usual timing and costs."""

    whose: str
    lands: bool
    spells: object = None  # a Filter of spells, or None
    text: str = ""
