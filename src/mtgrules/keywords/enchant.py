"""Enchant (rule 702.5), written "Enchant [object or player]" (702.5a).

702.5a: enchant is a static ability restricting what an Aura spell can target and what the
Aura can enchant. The keyword implements two hooks:

* ``spell_targets``: an Aura spell targets an object or player its enchant ability allows
  (303.4a); the target is chosen as the spell is cast (601.2c) and checked again as it resolves
  (608.2b, 608.3b); the Aura then enters attached to it (608.3c).
* ``attach_limit``: an Aura can be attached only to what it can enchant (701.3a); one that
  enchants anything else is put into its owner's graveyard by the state-based action of
  704.5m (303.4d).

Objects understood are those of ``cards.phrases.object_filter`` on the battlefield: "Enchant
creature", "Enchant creature you control", "Enchant land", "Enchant artifact", "Enchant
permanent", "Enchant nonland permanent", "Enchant artifact or creature", "Enchant creature or
Vehicle" ...; and players: "Enchant player", "Enchant opponent" (702.5d: the Aura is attached
to a player, 303.4b). "Enchant Forest" and Auras enchanting cards in graveyards are not
supported: the line is not recognised, so the card stays unsupported. Several enchant
abilities (702.5c) all limit what the Aura may enchant and what its spell may target.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules.ir import Filter, KeywordInstance, TargetSpec
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.objects import ref_player

_PLAYERS = {"player": "any", "opponent": "opponent"}  # 702.5d


@lru_cache(maxsize=None)
def enchant_filter(param: str) -> Filter | None:
    """What "Enchant ``param``" lets the Aura enchant among permanents, or None if it names
    players or is not understood."""
    from mtgrules.cards.phrases import object_filter
    flt = object_filter(param)
    if flt is None or flt.zone != "battlefield" or flt.another:
        return None
    return flt


class Enchant(Keyword):
    name = "enchant"
    starts = ("enchant",)
    rule = "702.5"
    subrules = {"spell_targets": "303.4a", "attach_limit": "702.5a"}

    def parse(self, low: str, text: str):
        hit = re.fullmatch(r"enchant ([a-z ,-]+)", low)
        if not hit:
            return None
        param = hit.group(1).strip()
        if param not in _PLAYERS and enchant_filter(param) is None:
            return None
        return (KeywordInstance(self.name, param),)

    def spell_targets(self, instances) -> tuple[TargetSpec, ...]:
        """303.4a: the Aura spell targets what it can enchant (a player: 702.5d); with several
        enchant abilities, one target that all of them allow (702.5c): "enchant player" and
        "enchant opponent" together allow an opponent, and an Aura that enchants a player
        can't target a permanent (702.5d), so one that has both kinds has no legal target."""
        params = tuple(dict.fromkeys(inst.param for inst in instances))
        text = "target " + " and ".join(params)
        players = [p for p in params if p in _PLAYERS]
        if players and len(players) < len(params):
            return (TargetSpec(text, None, None),)
        if players:
            return (TargetSpec(text, None, "opponent" if "opponent" in players else "any"),)
        first, *others = (enchant_filter(p) for p in params)
        return (TargetSpec(text, first, None, also=tuple(others)),)

    def attach_limit(self, game, attachment: int, target: int, inst):
        """702.5a / 303.4d: the Aura can enchant only what its enchant ability names; an Aura
        with "enchant player" only a player, "enchant opponent" only an opponent of its
        controller (702.5d)."""
        from mtgrules.engine.targets import permanent_matches
        controller = game.controller(attachment)
        if inst.param in _PLAYERS:
            if target < 0 and not (inst.param == "opponent" and ref_player(target) == controller):
                return None
            return "702.5d", (f"{game.name(attachment)} can enchant only "
                              f"{'a player' if inst.param == 'player' else 'an opponent'}, "
                              f"not {game.name(target)}")
        if target >= 0 and permanent_matches(game, target, enchant_filter(inst.param), controller,
                                             attachment):
            return None
        return "702.5a", f"{game.name(attachment)} can enchant only a {inst.param}, not {game.name(target)}"


register(Enchant())
