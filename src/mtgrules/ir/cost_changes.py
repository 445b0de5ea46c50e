"""Cost increases and reductions (rules 601.2f, 118.7): static abilities that change what a
player pays to cast a spell or activate an ability, not the mana cost itself (118.8d)."""
from __future__ import annotations

from mtgrules.ir.conditions import CountOf, StateCondition
from mtgrules.ir.filters import Filter
from mtgrules.ir.mana_cost import ManaCost
from mtgrules.records import record


@record
class CostChange:
    """"This spell costs {1} less to cast for each artifact you control", "Creature spells your
    opponents cast cost {1} more to cast", "This ability costs {2} less to activate if ..."
    (601.2f, 602.2b).

    ``mana``: the change once (``{1}``, ``{U}``), ``more``: an increase, else a reduction;
    ``per``: the change is made once for each thing counted, as the total cost is determined
    ("for each ...", "where X is the number of ..."). ``scope``: 'self' (the spell itself: it
    works while the spell is on the stack, and tells what casting it from its zone will cost),
    'ability' (the activated ability this is part of) or 'spells' (spells matching ``spells``
    cast by ``caster`` — 'you', 'opponent' or 'any' — relative to the source's controller: a
    permanent's static ability). ``condition``: it applies only if that holds ("if you control
    a Wizard"); ``targets``: only if one of the spell's targets matches ("if it targets a tapped
    creature", 601.2c happens before 601.2f; for 'spells', "that target a creature you control",
    relative to the source's controller), ``targets_source``: only if one of them is the source
    ("Spells your opponents cast that target this creature cost {2} more to cast")."""

    mana: ManaCost
    more: bool = False
    scope: str = "self"
    per: CountOf | None = None
    spells: Filter | None = None
    caster: str = "you"
    condition: StateCondition | None = None
    targets: Filter | None = None
    targets_source: bool = False
    text: str = ""
    # "The first creature spell you cast each turn costs {2} less to cast", "The second spell
    # you cast each turn ...": only the spell that would be the ``nth`` matching ``spells``
    # its caster has cast this turn (601.2i; those cast before the permanent came count too);
    # 0: every such spell
    nth: int = 0
