"""Deathtouch (rule 702.2).

702.2b: a creature with toughness greater than 0 dealt damage by a source with deathtouch since
state-based actions were last checked is destroyed (the state-based action of 704.5h; this module
marks the damage). 702.2c: any nonzero amount of combat damage assigned to a creature by a source
with deathtouch counts as lethal damage when checking a damage assignment (so with trample, 1 to
each blocker is enough and the rest may go to the player). 702.2d: it works from any zone, and
702.2e uses last known information: both come from the ``DamageSource`` the engine captures.
702.2f: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Deathtouch(Keyword):
    name = "deathtouch"
    rule = "702.2"

    def lethal_damage(self, game, source: int, target: int, needed: int, inst) -> int:
        """702.2c: 1 damage is lethal damage for assignment purposes."""
        return min(needed, 1)

    def on_damage(self, game, src, recipient: int, amount: int, combat: bool, inst) -> None:
        """702.2b: mark the creature for the state-based action of 704.5h (the mark is this
        keyword's, kept in ``game.marks``)."""
        if recipient < 0 or amount <= 0 or recipient not in game.objects:
            return
        perm = game.objects[recipient]
        if perm.zone.name != "BATTLEFIELD" or "Creature" not in game.chars(recipient).types:
            return
        marked = game.marks.get(self.name, frozenset())
        if recipient not in marked:
            game.marks[self.name] = marked | {recipient}
            game.sba_due = True
            game.event("702.2b", f"{game.name(recipient)} has been dealt damage by {src.name}, "
                                 "a source with deathtouch")

    def state_based_actions(self, game) -> list[tuple[int, str, str]]:
        """704.5h: a creature with toughness greater than 0 that's been dealt damage by a source
        with deathtouch since state-based actions were last checked is destroyed."""
        marked = game.marks.get(self.name)
        if not marked:
            return []
        out = []
        for oid in marked:
            obj = game.objects.get(oid)
            if obj is None or obj.zone.name != "BATTLEFIELD":
                continue
            c = game.chars(oid)
            if "Creature" in c.types and c.toughness is not None and c.toughness > 0:
                out.append((oid, "704.5h", "it was dealt damage by a source with deathtouch"))
        return sorted(out)

    def state_based_actions_checked(self, game) -> None:
        game.marks.pop(self.name, None)


register(Deathtouch())
