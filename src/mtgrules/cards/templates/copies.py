"""Copy effects (rule 707): "You may have this creature enter as a copy of any creature on the
battlefield." (Clone; the choice is made as it enters, 614.1c; ``engine/effectlib/copies.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.compiler import ability_line
from mtgrules.cards.phrases import object_filter
from mtgrules.cards.sentences import NotUnderstood


@ability_line(r"you may have cardname enter as a copy of any (creature|artifact|enchantment) on "
              r"the battlefield")
def _enter_as_copy(hit, line):
    flt = object_filter(hit.group(1))
    if flt is None:
        raise NotUnderstood(hit.group(1))
    return (m.StaticAbility(m.EntersAsCopy(flt, hit.group(0)), hit.group(0)),
            f"replacement effect (614.1c): may enter as a copy of any {hit.group(1)} on the "
            "battlefield (707.2, layer 1a)")
