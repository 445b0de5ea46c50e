"""The abilities a battle has by the rules (rule 310), which the compiler gives every battle
card as it gives a Saga its lore counter (714.3a) and a basic land its mana ability (305.6).

310.4b: "This permanent enters with a number of defense counters on it equal to its printed
defense number." 310.11a: as a Siege enters, its controller chooses an opponent to protect it
(310.8a). 310.11b: "When the last defense counter is removed from this permanent, exile it, then
you may cast it transformed without paying its mana cost." Every battle printed is a Siege
(310.11); a battle of another type has rules the engine doesn't know, and its card is refused.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards import describe_battles  # noqa: F401  (its description)

_DEFEATED = "exile it, then you may cast it transformed without paying its mana cost"
_PROTECTOR = "as this siege enters, its controller chooses an opponent to protect it"


def battle_rules(types, subtypes, defense: int | None) -> tuple[tuple, tuple] | str:
    """The intrinsic abilities of a battle face as (abilities, lines: (label, how it was read)),
    () for a face that isn't a battle, or why the battle can't be played (a reason)."""
    if "Battle" not in types:
        return (), ()
    if defense is None:
        return "its printed defense (310.4a) is not in the card data"
    if "Siege" not in subtypes:
        return "only Sieges have battle rules the engine knows (310.11); other battle types' are not defined"
    entering = f"this permanent enters with {defense} defense counter{'s' if defense != 1 else ''} on it"
    abilities = (
        m.StaticAbility(m.EntersWith("defense", defense, text=entering), entering),
        m.StaticAbility(m.ChooseProtector(_PROTECTOR), _PROTECTOR),
        m.TriggeredAbility(m.LAST_DEFENSE_REMOVED, m.Mode((), (m.SiegeDefeated(),), _DEFEATED),
                           "Siege (310.11b)"),
    )
    lines = (
        ("(Battle)", f"310.4b: {entering}"),
        ("(Siege)", "310.11a: as it enters, its controller chooses one of their opponents to be "
                    "its protector (310.8a); 310.11b: when the last defense counter is removed "
                    f"from it, {_DEFEATED} (712.11a)"),
    )
    return abilities, lines
