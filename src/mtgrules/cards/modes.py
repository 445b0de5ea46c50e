"""What reading one mode of a spell or ability collects (its targets, in order, rule 115.1, and
the words its trigger gives a meaning to), and the error for text the compiler can't read."""
from __future__ import annotations

from mtgrules import ir as m


class NotUnderstood(Exception):
    """The compiler met text it has no template for."""

    def __init__(self, fragment: str, reason: str = "") -> None:
        super().__init__(fragment)
        self.fragment = fragment
        self.reason = reason  # where and why, when the grammar says more than the fragment


# the key of a trigger's words (``ModeBuilder.refs``) saying that the object its "it" names
# has left its zone by the event itself ("when enchanted creature dies")
LEFT = "(left its zone)"
# the key of the words of a reflexive triggered ability (603.12) saying that the instruction it
# follows chose or moved an object the ability can't name: "its", "it", "that creature" would
# mean that object, not the trigger event's ("you may sacrifice another creature. When you do,
# ... equal to that creature's power"), so they aren't read
UNNAMED = "(an object it can't name)"


class ModeBuilder:
    """Collects the target specifications of one mode as its sentences are read (rule 115.1)."""

    def __init__(self, refs: dict | None = None, granted: tuple = ()) -> None:
        self.targets: list[m.TargetSpec] = []
        # the abilities in quotation marks of the text, each read in its place as the word
        # "grantedN" ("target creature gains "{T}: ..." until end of turn", 113.10)
        self.granted = granted
        # words naming an object or player of the trigger event ("that player": the player dealt
        # combat damage), as references (rule 603.2, 608.2)
        self.refs: dict = refs or {}
        # what an earlier target is now called, once an earlier effect moved it and brought it
        # back ("exile target creature, then return it ... It gains ...": the new object, 400.7j)
        self.now: dict = {}
        # the object "it" stands for: the last one an effect of this mode named (608.2c), at
        # first the one the trigger event names, if any
        self.last_object = None if self.refs.get(UNNAMED) else self.refs.get("it")
        # the index of the first target chosen only if the spell was kicked (702.33g), if any
        self.kicked_from: int | None = None
        # the last target is chosen again for each time the spell was kicked (multikicker)
        self.per_kick = False
        # "up to X target ...": the last target is chosen up to X times (601.2c)
        self.last_times: str | None = None
        # how many of the last targets a "for each opponent, ..." instruction chooses once per
        # opponent (601.2c, 608.2c)
        self.per_opponent = 0
        # whether that object has since left its zone (a new object, 400.7): "its controller"
        # still reads it as it last existed (608.2h), but "it" can't be acted on; so from the
        # start when the trigger event is its leaving ("when enchanted creature dies", 603.10a)
        self.last_gone = bool(self.refs.get(LEFT))
        # within "Until end of turn, ...": the duration is said once, before the clauses
        self.until_end_of_turn = False
        # within "you may ...": what only an optional action can be ("you may pay {2}")
        self.in_may = False
        # the group of permanents an earlier clause named ("each creature you control"), which
        # "those creatures" names again while no target was named since
        self.last_group = None
        # whether an effect was read before the words being read now, and whether "that much"
        # named the trigger event's amount yet (``grammar.amounts.that_much``)
        self.acted = False
        self.event_amount_named = False
        # whether the effect read just before did a number of things that "that much" / "that
        # many" names ("you may pay any amount of {E}. Deal that much damage", "discard your
        # hand, then draw that many cards": ``grammar.amounts.names_its_amount``)
        self.counted = False
        # the card types of the permanents the effects read so far destroy (an empty set: any
        # permanent), which "for each creature destroyed this way" counts (701.8a); None if
        # none destroys (``grammar.amounts.note_destroyed``)
        self.destroyed: frozenset | None = None
        # the last target named, which "that creature" still names after the source was named
        # ("Choose target creature. ... Cardname deals that much damage to that creature.")
        self.last_target = None
        # what "it" stood for before the subject of the clause being read was named ("target
        # creature blocks it": not that creature), and whether it had left its zone
        self.before_subject: tuple = (None, False)
        # the card an effect revealed from the top of your library (``m.Revealed``), which
        # "that card" / "that card's mana value" name from then on (701.20a, 608.2h): None, or
        # "there" while it stays on top, "moved" once an effect has moved it
        self.revealed: str | None = None

    def target(self, spec: m.TargetSpec) -> m.TargetRef:
        self.targets.append(spec)
        return m.TargetRef(len(self.targets) - 1)
