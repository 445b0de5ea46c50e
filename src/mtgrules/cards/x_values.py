"""Rule 107.3: where an X gets its value. An enters-the-battlefield triggered ability uses the X
of the spell that became its source (107.3m; the engine gives it that value as it triggers);
in any other triggered ability an X its text doesn't define ("where X is ...") would need a
value the engine doesn't give it — the X of a monstrosity ability as the permanent became
monstrous (701.37c), say — so the card is refused; but "you may pay {X}. If you do, ..."
defines it: the number chosen as it is paid (107.3). So is an activated ability whose effect
uses an X that neither its text nor its cost defines, and a spell preventing the next X damage
without X in its mana cost (107.3a: the X of a cost is announced as it is paid)."""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.records import field_names


def undefined_x(abilities: tuple) -> tuple[str, str] | None:
    """(the ability's text, why) for the first triggered ability other than an
    enters-the-battlefield one whose effects use an X they don't define, or None."""
    for ability in abilities:
        if type(ability) is m.TriggeredAbility and ability.event != "enters" \
                and _uses_x((ability.mode, ability.modes)) and not paid_x(ability.mode):
            return ability.text, ("X in a triggered ability other than an enters-the-battlefield "
                                  "one (107.3m) is not supported")
    return None


def paid_x(value) -> bool:
    """Whether ``value`` (a mode, a record, a tuple of them) pays a mana cost with {X} ("you
    may pay {X}. If you do, ..."): its X is then the number chosen as it is paid (107.3)."""
    if type(value) is m.PayMana:
        return value.cost.x > 0
    if type(value) is tuple:
        return any(paid_x(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(paid_x(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init)
    return False


def undefined_cost_x(spell, cost, abilities: tuple) -> tuple[str, str] | None:
    """(the text, why) for a spell whose prevention shield ("Prevent the next X damage ...")
    uses an X its mana cost (``cost``) doesn't have, or an activated ability whose effect uses
    an X its cost doesn't have; else None."""
    if spell is not None and (cost is None or "X" not in cost.symbols) and any(
            type(e) is m.PreventDamage and e.amount == "X" for mode in spell.modes for e in mode.effects):
        return spell.modes[0].text, "X in a spell without {X} in its mana cost (107.3a) is not supported"
    for ability in abilities:  # X in any part of the cost: mana, loyalty ("[-X]"), counters
        if type(ability) is m.ActivatedAbility and _uses_x(ability.mode) and not _cost_has_x(ability.cost):
            return ability.text, "X in an activated ability without X in its cost (107.3a) is not supported"
    return None


def _cost_has_x(cost) -> bool:
    """Whether an activated ability's cost has an X: in its mana, or a part announced as X
    (a field ``..._x`` set, such as a loyalty ability's "[-X]", 606.4)."""
    return _uses_x(cost) or any(f.name.endswith("_x") and getattr(cost, f.name)
                                for f in dataclasses.fields(cost))


def x_mana_unsupported(spell, abilities: tuple) -> tuple[str, str] | None:
    """(the text, why) for the first spell or ability adding "X mana" or "{W} for each counter
    removed this way" that isn't a mana ability whose cost removes X counters (the only X such
    mana is counted by, 107.3, 605.3b), or None."""
    for ability in abilities:
        if type(ability) is m.ActivatedAbility and _x_mana(ability.mode.effects) and not (
                ability.is_mana and any(n == "X" for _, n in ability.cost.remove_counters)):
            return ability.text, "mana counted by an X other than counters its cost removes is not supported"
    if spell is not None and any(_x_mana(mode.effects) for mode in spell.modes):
        return spell.modes[0].text, "a spell adding X mana is not supported"
    return None


def _x_mana(effects: tuple) -> bool:
    return any(type(e) is m.AddMana and e.per == "X" for e in effects)


def _uses_x(value) -> bool:
    if type(value) is str:
        return value == "X"
    if type(value) is tuple:
        return any(_uses_x(v) for v in value)
    return any(_uses_x(getattr(value, name)) for name in field_names(value) if name != "text")


def x_targets_not_last(spell, abilities: tuple) -> tuple[str, str] | None:
    """(the text, why) for a modal spell or ability whose "up to X target ..." or "any number of
    target ..." mode is followed
    by another mode: its targets run to the end of those chosen (601.2c), so it must be the
    last mode; else None."""
    for owner in ((spell,) if spell is not None else ()) + abilities:
        modes = getattr(owner, "modes", ())
        if type(owner) is not m.SpellAbility:
            modes = (owner.mode,) + modes if hasattr(owner, "mode") else modes
        for mode in modes[:-1]:
            if mode.last_times is not None:
                return mode.text, "a variable number of targets in a mode other than the last is not supported"
    return None

