"""Modified permanents (rule 700.9): a permanent is modified if it has one or more counters on
it (122), if it is equipped (301.5), or if it is enchanted by an Aura that is controlled by that
permanent's controller (303.4). ``Filter.modified`` asks it ("each modified creature you
control"); a permanent that has left the battlefield is judged as it last existed (603.10a)."""
from __future__ import annotations


def is_modified(game, oid: int, perm, controller: int, chars_of) -> bool:
    """Whether permanent ``oid`` (its status ``perm``, controlled by ``controller``) is
    modified; ``chars_of(a)``: the characteristics of a permanent attached to it (None if not
    known yet, while layers are applied)."""
    counters = getattr(perm, "counters", None)
    if counters and any(n > 0 for n in counters.values()):
        return True
    objects = game.objects
    if oid in game.battlefield:
        attached = [a for a in game.battlefield if objects[a].attached_to == oid]
    else:  # "whenever a modified creature you control dies" (603.10a)
        from mtgrules.engine.triggers import attached_as_it_left  # triggers imports the matchers
        attached = [a for a in attached_as_it_left(oid) if a in objects]
    for a in attached:
        if a in game.battlefield:
            c = chars_of(a)
            if c is None:
                continue
            subtypes, whose = c.subtypes, c.controller
        else:  # gone with it: as it last was (603.10a)
            obj = objects[a]
            subtypes, whose = obj.card.subtypes, getattr(obj, "controller", obj.owner)
        if "Equipment" in subtypes or "Aura" in subtypes and whose == controller:
            return True
    return False
