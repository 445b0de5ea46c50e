"""A simple greedy player: plays a land, casts the most expensive spell it can, attacks with
creatures that survive or trade well, blocks to save life, aims removal at the biggest threat.

It scores each legal action by a fixed preference and takes the best, so it is quick and
deterministic (ties go to the first listed action).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import actions as a
from mtgrules.engine import stickers
from mtgrules.engine.face_casting import spell_face
from mtgrules.engine.objects import Zone
from mtgrules.engine.targets import NO_TARGET
from mtgrules.engine.zone_abilities import activated_ability


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
            # bestowed (702.103a) when it has a creature of its own to enchant: a bigger threat
            bestow = action.alternative == "bestow" and any(
                game.chars(oid).controller == me for oid in game.creatures())
            spell = spell_face(game.objects[action.card].card, action.face)  # 709.3b, 715.3b
            return 50.0 + spell.mana_value + (0.5 if bestow else 0.0)
        if kind is a.ActivateAbility:
            ability = activated_ability(game, action.source, action.index)
            if ability.zone == "hand":
                return 1.0  # cycling (702.29a): only once nothing better is left to do
            if ability.is_mana:
                return -1.0
            if _attaches_source(ability) and not self._better_host(game, action.source, ability, me):
                return -1.0  # equipping the creature it already equips does nothing (701.3b)
            if ability.cost.crew is not None and not self._crew_to_attack(game, action.source, me):
                return -1.0
            if any(type(e) is m.Unattach for e in ability.mode.effects):
                return -1.0  # reconfigure's unattach (702.151a): keep the Equipment where it is
            return 10.0
        if kind is a.PayCost:
            return 10.0
        if kind is a.TurnFaceUp:  # a special action (116.2b): the creature face up is the bigger threat
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
        if game.pending is not None and game.pending.kind == "crew":
            if kind is a.ChooseYesNo:  # enough power tapped: stop (702.122a)
                return 1.0
            return -(game.chars(action.object).power or 0)  # the weakest crew first
        if kind is a.ChooseYesNo:
            return 1.0 if action.yes else 0.0
        if kind is a.ChooseObject:
            obj = game.objects.get(action.object)
            if obj is not None and obj.zone is Zone.HAND:  # discard: the costliest-to-lose last
                return -obj.card.mana_value if "Land" not in obj.card.types else -0.5
            if game.pending.kind == "attack_cost":  # enlist (702.154a): the most power added
                return 1.0 + (game.chars(action.object).power or 0)
            if game.pending.kind == "cost_choice" and obj is not None and obj.zone is Zone.BATTLEFIELD:
                # sacrificing or tapping to pay (602.2b): never what the ability targets (an
                # equip ability's creature), else the permanent worth the least
                item = game.objects.get(game.casting.item) if game.casting is not None else None
                if item is not None and (action.object in item.targets or action.object == item.source):
                    return -100.0
                return -self._worth(game, action.object)
            return 0.0
        if kind is a.ChooseSticker:  # 123.3: the costliest sticker it can pay for
            st = stickers.sticker(game, me, (action.sheet, action.index))
            return 1.0 + st.tickets
        if kind is a.ChooseX:
            return action.value
        pending = game.pending.kind
        if pending in ("replacement_option", "choose_as_it_resolves") and kind in (a.ChooseValue, a.ChooseColor):
            return self._choice_score(game, action, me)
        if pending == "color_of_choice":  # protection (608.2d): the color its opponents have most
            return float(sum(action.color in game.chars(o).colors for o in game.battlefield
                             if game.chars(o).controller != me)
                         + sum(action.color in game.objects[o].card.colors for o in game.stack
                               if game.objects[o].controller != me))
        return 0.0

    @staticmethod
    def _choice_score(game, action, me: int) -> float:
        """A color or creature type chosen as a permanent enters (614.12a) or a spell resolves
        (608.2d): the one most of its own creatures and cards in hand have, or, for a permanent
        that shrinks creatures of the chosen kind ("get -1/-1"), the one most of its opponents'
        creatures have."""
        entering = game.replacing.queue[0][0].oid if game.pending.kind == "replacement_option" else None
        harmful = entering is not None and any(
            type(ab) is m.StaticAbility and type(ab.effect) is m.Anthem
            and ab.effect.affects.chosen is not None and ab.effect.power < 0
            for ab in game.chars(entering).abilities)
        is_color = type(action) is a.ChooseColor
        value = action.color if is_color else action.value
        count = 0
        for oid in game.battlefield:
            c = game.chars(oid)
            if oid != entering and "Creature" in c.types and (c.controller == me) != harmful \
                    and value in (c.colors if is_color else c.subtypes):
                count += 1
        if not harmful:
            for oid in game.players[me].hand:
                card = game.objects[oid].card
                count += value in (card.colors if is_color else card.subtypes)
        return float(count)

    def _target_score(self, game, target: int, me: int) -> float:
        item = game.objects.get(game.casting.item) if game.casting is not None else None
        if game.pending.kind == "copy_target":  # a copy's new target: as for the spell copied
            item = game.objects.get(game.pending.data[0])
        harmful = True
        if item is not None and item.ability is None and (item.card.spell is not None or item.bestowed
                                                          or "Aura" in item.card.subtypes):
            text = (item.card.text or "").lower()
            harmful = not ("gets +" in text or "return target" in text)
        elif item is not None and item.ability is not None and _attaches_source(item.ability):
            if game.objects[item.source].attached_to == target:
                return -100.0  # already attached there: nothing would happen (701.3b)
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

    def _better_host(self, game, source: int, ability, me: int) -> bool:
        """Whether ``source`` could be attached to a creature worth more than the one it is
        attached to now (or to any, when it is attached to nothing or to another's)."""
        from mtgrules.engine.targets import legal_targets
        host = game.objects[source].attached_to
        spec = ability.mode.targets[0] if ability.mode.targets else None
        if spec is None:
            return False
        card = game.objects[source].card
        others = [t for t in legal_targets(game, spec, me, source, card) if t != host]
        if not others:
            return False
        if host is None or host < 0 or host not in game.objects or game.chars(host).controller != me:
            return True
        return max(self._worth(game, t) for t in others) > self._worth(game, host)

    @staticmethod
    def _crew_to_attack(game, vehicle: int, me: int) -> bool:
        """Crew a Vehicle (702.122a) at the beginning of its controller's combat, when it isn't
        a creature yet and could attack once it is (302.6)."""
        from mtgrules.engine.abilities import summoning_sick
        from mtgrules.engine.steps import Step
        from mtgrules.ir import ActivatedAbility
        crewing = any(game.objects[sid].source == vehicle
                      and type(game.objects[sid].ability) is ActivatedAbility  # not its triggers
                      and game.objects[sid].ability.cost.crew is not None for sid in game.stack)
        return (game.active == me and game.step is Step.BEGINNING_OF_COMBAT and not crewing
                and not game.is_creature(vehicle) and not game.objects[vehicle].tapped
                and not summoning_sick(game, vehicle))

    @staticmethod
    def _worth(game, oid: int) -> float:
        c = game.chars(oid)
        return (c.power or 0) + (c.toughness or 0) / 2

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


def _attaches_source(ability) -> bool:
    """An ability attaching its own source (equip, 702.6a; "attach this to ...", 701.3)."""
    return any(type(e) is m.Attach and type(e.what) is m.This for e in ability.mode.effects)
