"""Objects "blocking it" (rule 509.1g: a blocking creature blocks the attacker it was declared
to block): "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each
creature blocking it", "each creature blocking it gets -1/-1 until end of turn", "Whenever a
Beast becomes blocked, ...". The grammar reads "blocking it" in any object description
(``grammar/objects.py``); once the mode is read, "it" becomes what the trigger's "it" names:
the source, the permanent it is attached to, or the object of the trigger event (bound as the
ability is put on the stack, ``engine/triggers.py``); outside a trigger, the source when it
is the subject of the sentence ("{R}: This creature deals 1 damage to target creature blocking
it.", 608.2c). Where "it" names nothing of the kind, the text is not understood."""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.modes import NotUnderstood
from mtgrules.ir.rewrite import filters_in, replace_filters

#: ``Filter.blocking_what`` as the grammar reads "blocking it".
IT = "it"
# a sentence whose subject is the source and whose object is described "blocking it"
_SOURCE_SUBJECT = re.compile(r"(?:^|\. )cardname [^.]*\bblocking it\b")


def bind_blocking_it(mode: m.Mode, refs: dict) -> m.Mode:
    """``mode`` with its objects "blocking it" blocking what the trigger's "it" names."""
    if not any(flt.blocking_what == IT for flt in filters_in(mode)):
        return mode
    it = refs.get("it")
    if it is None and _SOURCE_SUBJECT.search(mode.text):
        it = m.This()
    if type(it) is m.This:
        bound = "source"
    elif type(it) is m.AttachedTo:
        bound = "attached"
    elif type(it) is m.EventObject:
        bound = f"event:{it.index}"
    else:
        raise NotUnderstood(mode.text, "'blocking it' where 'it' names no object of a trigger event")
    return replace_filters(mode, lambda flt: dataclasses.replace(flt, blocking_what=bound)
                           if flt.blocking_what == IT else flt)


def unbound(value) -> bool:
    """Whether ``value`` still has an object "blocking it" whose "it" is not known."""
    return any(flt.blocking_what == IT for flt in filters_in(value))
