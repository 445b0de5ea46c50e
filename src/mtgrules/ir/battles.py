"""Battles (rule 310): the abilities every battle and every Siege has by the rules themselves.

310.4b: a battle enters with defense counters equal to its printed defense (an ``EntersWith``).
310.8a, 310.11a: as a Siege enters, its controller chooses one of their opponents to be its
protector (``ChooseProtector``, a replacement effect on its entering, 614.1c). 310.11b: a Siege
has "When the last defense counter is removed from this permanent, exile it, then you may cast
it transformed without paying its mana cost." (``SiegeDefeated``)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record

# the trigger event of 310.11b: the last defense counter was removed from the source
LAST_DEFENSE_REMOVED = "last_defense_counter_removed"
# the way a defeated Siege is cast: transformed, from exile, without paying its mana cost
SIEGE = "siege"


@record
class ChooseProtector:
    """"As a Siege enters, its controller chooses an opponent to be its protector." (310.8a,
    310.11a): a replacement effect on its entering (614.1c, 614.12a)."""

    text: str = ""


@record
class SiegeDefeated(Effect):
    """"Exile it, then you may cast it transformed without paying its mana cost." (310.11b,
    712.11a): the source is exiled; its controller may then cast the card exiled with its back
    face up, as the ability resolves (608.2g)."""
