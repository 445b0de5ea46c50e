"""Umbra armor (rule 702.89).

702.89a: Umbra armor is a static ability of some Auras: "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." A replacement effect
(614.1a) on the enchanted permanent's destruction, by any cause (a spell, lethal damage 704.5g,
deathtouch 704.5h); with several, its controller chooses which applies (616.1). The Aura's own
destruction is an event of its own: an indestructible Aura isn't destroyed (702.12b), and the
permanent is saved all the same. 702.89b: "totem armor" is its older name.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import replacement
from mtgrules.engine.effects import destroy
from mtgrules.engine.game_events import UmbraArmored, ZoneChange
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.objects import Zone

_MEANING = ("if enchanted permanent would be destroyed, instead remove all damage marked on it "
            "and destroy this Aura")
_ABILITY = m.StaticAbility(m.UmbraArmor(_MEANING), "Umbra armor (702.89a)")


class UmbraArmor(Keyword):
    name = "umbra armor"
    rule = "702.89"

    def meaning(self, inst):
        return _MEANING

    def expand(self, inst):
        return (_ABILITY,)


def _applies(game, effect: m.UmbraArmor, e: ZoneChange, holder: int) -> bool:
    aura = game.objects.get(holder)
    return e.destroyed and aura is not None and aura.attached_to == e.oid


@replacement.applier(m.UmbraArmor, ZoneChange, applies=_applies, by_holder=True)
def _instead(game, effect: m.UmbraArmor, e: ZoneChange, holder: int):
    game.event("702.89a", f"{game.name(e.oid)} would be destroyed: instead its damage is removed "
                          f"and {game.name(holder)} is destroyed (umbra armor)")
    return UmbraArmored(e.oid, holder)


@replacement.performer(UmbraArmored)
def _umbra_armored(game, e: UmbraArmored) -> None:
    perm = game.objects.get(e.oid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD and perm.damage:
        perm.damage = 0
        game.changed()
    aura = game.objects.get(e.aura)
    if aura is not None and aura.zone is Zone.BATTLEFIELD:
        destroy(game, e.aura, "702.89a", "umbra armor")


register(UmbraArmor())
