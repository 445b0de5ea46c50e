"""Energy paid in an amount the player chooses (rule 107.14)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class PayAnyEnergy(Effect):
    """"You may pay any amount of {E}" (107.14, 118.12): as it resolves, the controller chooses
    a number from 0 to the energy they have and pays that many {E}; "that much" and "for each
    {E} paid this way" after it are that number (608.2h). Paying none is not paying."""
