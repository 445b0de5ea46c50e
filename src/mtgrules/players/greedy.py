"""A simple greedy player: plays a land, casts the most expensive spell it can, attacks with
creatures that survive or trade well, blocks to save life, aims removal at the biggest threat.

It scores each legal action by a fixed preference and takes the best, so it is quick and
deterministic (ties go to the first listed action).
"""
from __future__ import annotations

from mtgrules.engine import actions as a
from mtgrules.engine import stickers
from mtgrules.engine.objects import Zone
from mtgrules.engine.targets import NO_TARGET


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game):
        options = game.legal_actions()
        best = max(range(len(options)), key=lambda i: (self.score(game, options[i]), -i))
        return options[best]

    def score(self, game, action) -> float:
        kind = type(action)
        me = game.actor
        if kind is a.Mulligan:
            lands = sum(1 for o in game.players[me].hand if "Land" in game.objects[o].card.types)
            good = 2 <= lands <= 5 or game.players[me].mulligans >= 2
            return 1.0 if action.keep == good else 0.0
        if kind is a.PlayLand:
            return 100.0
        if kind is a.CastSpell:
            return 50.0 + game.objects[action.card].card.mana_value
        if kind is a.ActivateAbility:
            ability = game.chars(action.source).abilities[action.index]
            return -1.0 if ability.is_mana else 10.0
        if kind is a.PayCost:
            return 10.0
        if kind is a.PassPriority:
            return 0.0
        if kind is a.ChooseTarget:
            return self._target_score(game, action.target, me)
        if kind is a.DeclareAttacker:
            return self._attack_score(game, action.creature, me)
        if kind is a.DeclareBlocker:
            return self._block_score(game, action.blocker, action.attacker)
        if kind is a.FinishDeclaration:
            return 0.5
        if kind is a.ChooseYesNo:
            return 1.0 if action.yes else 0.0
        if kind is a.ChooseObject:
            obj = game.objects.get(action.object)
            if obj is not None and obj.zone is Zone.HAND:  # discard: the costliest-to-lose last
                return -obj.card.mana_value if "Land" not in obj.card.types else -0.5
            if game.pending.kind == "attack_cost":  # enlist (702.154a): the most power added
                return 1.0 + (game.chars(action.object).power or 0)
            return 0.0
        if kind is a.ChooseSticker:  # 123.3: the costliest sticker it can pay for
            st = stickers.sticker(game, me, (action.sheet, action.index))
            return 1.0 + st.tickets
        if kind is a.ChooseX:
            return action.value
        return 0.0

    def _target_score(self, game, target: int, me: int) -> float:
        item = game.objects.get(game.casting.item) if game.casting is not None else None
        if game.pending.kind == "copy_target":  # a copy's new target: as for the spell copied
            item = game.objects.get(game.pending.data[0])
        harmful = True
        if item is not None and item.ability is None and (item.card.spell is not None
                                                          or "Aura" in item.card.subtypes):
            text = (item.card.text or "").lower()
            harmful = not ("gets +" in text or "return target" in text)
        elif item is not None and item.ability is not None and any(
                type(e).__name__ == "Attach" for e in item.ability.mode.effects):
            harmful = False  # equip (702.6a): the best creature is the one to equip
        if target == NO_TARGET:  # "up to N" (601.2c): choosing none is neutral
            return 0.0
        if target < 0:
            mine = (-1 - target) == me
            return (-5.0 if mine else 5.0) if harmful else (5.0 if mine else -5.0)
        obj = game.objects[target]
        if obj.zone is not Zone.BATTLEFIELD:
            return obj.card.mana_value
        c = game.chars(target)
        value = (c.power or 0) + (c.toughness or 0) / 2
        mine = c.controller == me
        return (-value if mine else value) if harmful else (value if mine else -value)

    def _attack_score(self, game, oid: int, me: int) -> float:
        c = game.chars(oid)
        opponent_blockers = [b for b in game.creatures() if game.chars(b).controller != me
                             and not game.objects[b].tapped]
        if not opponent_blockers:
            return 2.0
        biggest = max((game.chars(b).power or 0) for b in opponent_blockers)
        return 1.0 if (c.toughness or 0) > biggest else -1.0

    def _block_score(self, game, blocker: int, attacker: int) -> float:
        b, at = game.chars(blocker), game.chars(attacker)
        if (b.toughness or 0) > (at.power or 0):
            return 2.0
        if (b.power or 0) >= (at.toughness or 0):
            return 1.5
        return -1.0
