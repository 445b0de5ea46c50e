"""How each kind of effect reads, for ``mtgrules cards show`` (one description per effect kind,
``DESCRIPTIONS``, as the engine has one executor per kind). Each description cites the rule the
effect follows."""
from __future__ import annotations

import dataclasses

from typing import Callable

from mtgrules import ir as m
from mtgrules.ir.filters import CHOSEN_NAME

DESCRIPTIONS: dict[type, Callable[[m.Effect], str]] = {}


def describes(kind: type) -> Callable:
    """Register the description of effect kind ``kind``."""
    def register(fn: Callable[[m.Effect], str]) -> Callable[[m.Effect], str]:
        if kind in DESCRIPTIONS:
            raise ValueError(f"{kind.__name__} already has a description")
        DESCRIPTIONS[kind] = fn
        return fn
    return register


def describe_effect(e: m.Effect) -> str:
    text = DESCRIPTIONS[type(e)](e)
    if any(type(getattr(e, f, None)) is m.KickedCount for f in ("count", "amount")):
        return text + " for each time it was kicked (702.33d)"
    return text


def describe_mode(mode: m.Mode) -> str:
    """A readable account of a mode: its effects, then its targets."""
    targets = "; ".join(f"target {i + 1}: {t.text}"
                        + (f" (not target {t.other_than + 1}, 115.3)" if t.other_than >= 0 else "")
                        for i, t in enumerate(mode.targets))
    effects = ", ".join(describe_effect(e) for e in mode.effects)
    return effects + (f" [{targets}]" if targets else "")


def describe_condition(cond: m.WasKicked | m.StateCondition) -> str:
    if type(cond) is m.StateCondition:
        return f"if {cond.text} (608.2c)"
    if cond.negated:
        return "if not kicked (702.33d)"
    if cond.which is not None:
        return f"if kicked with kicker cost {cond.which + 1} (702.33f)"
    return "if kicked" + (f" {cond.times} times" if cond.times > 1 else "") + " (702.33d)"


_CARD_ZONES = ("graveyard", "hand", "library")  # where an object described is a card


def describe_filter(flt: m.Filter, noun: str = "permanent") -> str:
    """An object description in rules English, every field of the filter included:
    "other tapped nonblack creature token you control with flying with power 2 or less"."""
    words = ["other"] if flt.another else []
    if flt.tapped is not None:
        words.append("tapped" if flt.tapped else "untapped")
    if flt.in_combat:
        words.append(flt.in_combat)
    words += [t.lower() for t in sorted(flt.supertypes)]
    if flt.historic:  # 700.6
        words.append("historic")
    words += [f"non{t.lower()}" for t in sorted(flt.not_supertypes)]
    words += [f"non{t.lower()}" for t in sorted(flt.not_types)]
    words += [f"non-{t}" for t in sorted(flt.not_subtypes)]
    words += [f"non{_COLOR_NAMES[c]}" for c in sorted(flt.not_colors)]
    if flt.colors:
        words.append(" or ".join(_COLOR_NAMES[c] for c in sorted(flt.colors)))
    if flt.min_colors:
        words.append("multicolored" if flt.min_colors > 1 else "colored")
    if flt.token is False:
        words.append("nontoken")
    words += [t.lower() for t in sorted(flt.all_types)]
    kinds = sorted(flt.subtypes) + sorted(t.lower() for t in flt.types) + sorted(flt.or_subtypes)
    if flt.subtypes and flt.types:
        kinds = [" or ".join(sorted(flt.subtypes)) + " " + " or ".join(
            sorted(t.lower() for t in flt.types))]
    main = " or ".join(kinds) or ("spell" if flt.zone == "stack" else "card" if flt.zone in _CARD_ZONES
                                      else "source" if not flt.zone else noun)
    if flt.zone == "stack" and kinds:  # "instant or sorcery spell"
        main += " spell"
    if flt.zone not in ("battlefield", "stack", "") and (flt.types or flt.subtypes):
        main += " card"
    words.append(main)
    if flt.token:
        words.append("token")
    card_zone = flt.zone in _CARD_ZONES
    if flt.controller == "you":
        words.append("you control")
    elif flt.controller == "opponent" and card_zone:  # a card's owner (108.4a)
        words.append("an opponent owns")
    elif flt.controller == "opponent":
        words.append("an opponent controls")
    elif flt.controller == "enchanted":
        words.append("enchanted player controls")
    elif flt.controller == "defending":
        words.append("the defending player controls")
    elif flt.controller == m.EACH_TIME:  # "for each opponent, ... that player controls"
        words.append("that opponent owns" if card_zone else "that opponent controls")
    elif flt.controller is not None and flt.controller.startswith(("event:", "that player")):
        words.append("the player of the trigger event controls")
    if flt.same_name_as >= 0:  # 201.2
        words.append(f"with the name of target {flt.same_name_as + 1} (201.2)")
    if flt.names == {CHOSEN_NAME}:
        words.append("with the chosen name")
    elif flt.names:
        words.append("named " + " or ".join(sorted(flt.names)))
    if flt.with_keyword:
        words.append(f"with {flt.with_keyword}")
    if flt.without_keyword:
        words.append(f"without {flt.without_keyword}")
    if flt.without_any:
        words.append("without " + " or ".join(flt.without_any))
    if flt.lesser:
        words.append(f"with lesser {flt.lesser}")
    if flt.shares_color:
        words.append("that shares a color with it")
    if flt.with_counter is not None:
        words.append(f"with a {flt.with_counter + ' ' if flt.with_counter else ''}counter on it")
    if flt.attached_by is not None:
        words.append("that's " + ("enchanted" if flt.attached_by == "Aura" else "equipped"))
    if flt.not_attached_by is not None:
        words.append("that isn't " + ("enchanted" if flt.not_attached_by == "Aura" else "equipped"))
    for stat, op, n in flt.compare:
        fixed = type(n) is int or n == "X"  # else an amount fixed as it resolves (608.2h)
        words.append(f"with {stat} {n if fixed else 'X'}"
                     + {"<=": " or less", ">=": " or greater", "==": ""}[op]
                     + ("" if fixed else f" (where X is {_amount(n)})"))
    if flt.zone not in ("battlefield", "stack", ""):  # "" : a source, anywhere (120.3)
        words.append(f"in {'your' if flt.owner_you else 'a'} {flt.zone}")
    elif flt.cast_from is not None:  # 601.2a
        where = _CAST_FROM_WORDS[flt.cast_from]
        if flt.cast_from == "graveyard":
            where = where.format("your" if flt.owner_you else "a")
        elif flt.owner_you:
            where = "you own " + where
        words.append(where + " (601.2a)")
    elif flt.owner_you:
        words.append("you own")
    if flt.kicked:  # 702.33d
        words.append("that was kicked")
    if flt.targeting is not None:  # 115.1
        words.append("that targets " + _with_article(describe_filter(flt.targeting)))
    if flt.attached:
        words.append("(the one it's attached to)")
    if flt.damaged_this_turn:
        words.append("that was dealt damage this turn")
    if flt.attacked_this_turn:
        words.append("that attacked this turn (508.1)")
    if flt.entered_this_turn:  # 400.7
        words.append("that entered this turn")
    if flt.stickered:  # 123.4
        words.insert(0, "stickered")
    if flt.modified:  # 700.9
        words.insert(0, "modified")
    if flt.blocking_what is not None:  # 509.1g
        words.append(_BLOCKING_WORDS.get(flt.blocking_what.partition(":")[0], "blocking it"))
    if flt.face_down is not None:
        words.append("(face down, 708)" if flt.face_down else "(face up, 708)")
    if flt.chosen is not None:
        words.append(f"of the chosen {'color' if flt.chosen == 'color' else 'type'} (607.2d)")
    return " ".join(words)


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_CAST_FROM_WORDS = {"graveyard": "from {} graveyard", "exile": "from exile",
                    "hand": "from its caster's hand",
                    "not_hand": "from anywhere other than its caster's hand"}


def describe_trigger(ability: m.TriggeredAbility) -> str:
    """What a triggered ability triggers on: "enters", "dies of another creature you control",
    "cast of a creature spell, by you"."""
    if ability.event.startswith("expend:"):  # 700.14
        n = ability.event.partition(":")[2]
        nth = n + {"1": "st", "2": "nd", "3": "rd"}.get(n, "th")
        return f"your expending {n}: spending your {nth} total mana to cast spells this turn (700.14)"
    if ability.event.startswith("attack_with:"):  # 508.1
        n = ability.event.partition(":")[2]
        return f"your attacking with {n} or more {describe_filter(ability.subject)} (508.1)"
    if ability.state is not None:
        return f"the state \"{ability.state.text}\" (a state trigger: again only once it has " \
               "left the stack, 603.8)"
    if ability.event in _CASTING and ability.player is not None:  # 601.2i, 707.10
        what = _with_article(describe_filter(ability.subject)) if ability.subject else "a spell"
        return f"{what} being {_CASTING[ability.event]} by " \
               f"{_PLAYER_WORDS[ability.player]} ({'601.2i, 707.10' if 'copy' in ability.event else '601.2i'})"
    event = describe_event(ability.event)
    if ability.subject is not None and ability.subject.attached:  # 301.5f, 303.4m
        what = describe_filter(dataclasses.replace(ability.subject, attached=False))
        event += f" of {'this or ' if ability.self_too else ''}the {what} it's attached to"
    elif ability.subject is not None and ability.event in ("blocks_a_creature", "becomes_blocked_by"):
        event += f", if that creature is {_with_article(describe_filter(ability.subject))}"
    elif ability.subject is not None:
        this = "this or " if ability.self_too else ""
        what = describe_filter(ability.subject)
        article = "an " if what[0] in "aeiouAEIOU" else "a "
        what = "another " + what[len("other "):] if what.startswith("other ") else article + what
        event += f" of {this}{what}"
    if ability.player is not None:
        event += {"you": ", by you", "opponent": ", by an opponent", "any": ", by any player"}[
            ability.player]
    if ability.batched:
        event += ", once for all of them at once (603.2c)"
    return event


_CASTING = {"cast": "cast", "cast_or_copy": "cast or copied"}
_PLAYER_WORDS = {"you": "you", "opponent": "an opponent", "any": "any player"}


def _with_article(what: str) -> str:
    return ("an " if what[0] in "aeiouAEIOU" else "a ") + what


def describe_event(event: str) -> str:
    """A trigger event (``TriggeredAbility.event``) in words."""
    words = _EVENT_WORDS.get(event)
    if words is not None:
        return words
    if event.startswith(("counters_put_on", "counters_by_you")):  # "counters_put_on_self:+1/+1"
        base, _, name = event.partition(":")                      # (122.6)
        from mtgrules.cards.grammar.counters import event_kind
        kind = event_kind(name)
        on = " on this object" if base.endswith("_self") else ""
        by = " by you" if base.startswith("counters_by_you") else ""
        return f"one or more {kind + ' ' if kind else ''}counters being put{on}{by} (122.6)"
    if event.startswith("step:"):  # "step:upkeep:opponent": "at the beginning of ..." (603.2)
        _, step, *whose = event.split(":")
        owner = _STEP_OWNER.get(whose[0] if whose else "", "your")
        if step == "beginning_of_combat":
            return f"the beginning of combat on {owner} turn (603.2)"
        if step == "end_of_combat":
            return f"the end of combat on {owner} turn (511.2)"
        return f"the beginning of {owner} {_STEP_NAMES.get(step, step.replace('_', ' '))} (603.2)"
    return event.replace("_", " ")


_STEP_NAMES = {"upkeep": "upkeep", "draw": "draw step", "end": "end step",
               "precombat_main": "precombat main phase", "postcombat_main": "postcombat main phase"}


_STEP_OWNER = {"": "your", "each": "each player's", "opponent": "each opponent's",
               "enchanted": "the enchanted player's or enchanted permanent's controller's",
               "first": "the game's first"}


def describe_combat_kinds(kinds) -> str:
    """Attack, block, untap and activation rules of a permanent (CombatRule kinds) in words."""
    return " and ".join(_COMBAT_WORDS.get(k, k.replace("_", " ")) for k in kinds)


_COMBAT_WORDS = {
    "cant_attack": "can't attack", "cant_block": "can't block", "unblockable": "can't be blocked",
    "must_attack": "attacks each combat if able", "cant_attack_alone": "can't attack alone",
    "cant_block_alone": "can't block alone",
    "attacks_despite_defender": "can attack as though it didn't have defender (702.3b)",
    "doesnt_untap": "doesn't untap during its controller's untap step",
    "no_activated": "its activated abilities can't be activated",
    "no_nonmana_activated": "its activated abilities can't be activated unless they're mana "
                            "abilities",
    "must_block": "blocks each combat if able", "must_be_blocked": "must be blocked if able",
    "lure": "must be blocked by all creatures able to block it",
}

# the trigger events, in words (those of the trigger table in cards/compiler.py, and of
# engine/trigger_events.py)
_EVENT_WORDS = {
    "enters": "entering the battlefield (603.6a)", "dies": "dying (700.4)",
    "attacks": "attacking (508.1)", "blocks": "blocking (509.1)",
    "enlists": "enlisting a creature (702.154)", "becomes_blocked": "becoming blocked (509.1h)",
    "crewed": "becoming crewed (702.122)", "leaves": "leaving the battlefield (603.6c)",
    "turned_face_up": "being turned face up (708.8)",
    "becomes_tapped": "becoming tapped (701.26a)",
    "cast": "a spell cast by you (601.2i)", "cast_noncreature": "a noncreature spell cast by you",
    "cast_creature": "a creature spell cast by you", "cast_artifact": "an artifact spell cast by you",
    "cast_enchantment": "an enchantment spell cast by you",
    "cast_any_player": "a spell cast by any player", "cast_opponent": "a spell cast by an opponent",
    "cast_targeting_self": "a spell you cast that targets this object",
    "combat_damage": "this creature dealing combat damage (510.2)",
    "combat_damage_to_player": "this creature dealing combat damage to a player (510.2)",
    "combat_damage_to_opponent": "this creature dealing combat damage to an opponent (510.2)",
    "combat_damage_to_player_or_planeswalker": "this creature dealing combat damage to a player "
                                               "or planeswalker (510.2)",
    "combat_damage_to_creature": "this creature dealing combat damage to a creature (510.2)",
    "equipped_combat_damage_to_player": "the creature it is attached to dealing combat damage to a "
                                        "player (510.2)",
    "attached_attacks": "the creature it is attached to attacking (508.1)",
    "attached_becomes_tapped": "the permanent it is attached to becoming tapped (701.26a)",
    "damage_to_player": "this object dealing damage to a player (120.3)",
    "damage_to_opponent": "this object dealing damage to an opponent (120.3)",
    "damage_to_creature": "this object dealing damage to a creature (120.3)",
    "deals_damage": "this object dealing damage (120.3)",
    "second_spell_cast": "your casting your second spell each turn",
    "first_spell_cast": "your casting your first spell each turn",
    "second_card_drawn": "your drawing your second card each turn (121.1)",
    "first_life_gain": "your gaining life for the first time each turn (119.3)",
    "first_life_loss": "your losing life for the first time each turn (119.3)",
    "cast_or_copy": "cast or copy (601.2i, 707.10)",
    "dealt_damage": "this object being dealt damage (120.3)",
    "becomes_untapped_self": "this object becoming untapped (701.26b)",
    "tapped_for_mana_self": "this permanent being tapped for mana and producing it (106.12a; not "
                            "a mana ability, it uses the stack, 605.5a)",
    "becomes_monstrous_self": "this object becoming monstrous (701.37c)",
    "transforms_into_self": "this object transforming into this face (701.27e)",
    "attacks_unblocked": "this creature attacking and not being blocked (509.3g)",
    "attacks_with_two_others": "this creature and at least two other creatures attacking (508.1)",
    "blocks_a_creature": "this creature blocking a creature, once for each (509.3b)",
    "becomes_blocked_by": "this creature becoming blocked by a creature, once for each (509.3d)",
    "put_into_graveyard": "this object being put into a graveyard from the battlefield (700.4)",
    "becomes_target": "this object becoming the target of a spell or ability (115.1)",
    "becomes_target_by_opponent": "this object becoming the target of a spell or ability an "
                                  "opponent controls (115.1)",
    "becomes_target_of_spell": "this object becoming the target of a spell (115.1)",
    "attacks_alone": "this creature attacking alone (506.5)",
    "attacks_alone_by": "attacking alone (506.5)",
    "combat_damage_to_player_by": "combat damage to a player (510.2)",
    "combat_damage_to_opponent_by": "combat damage to an opponent (510.2)",
    "combat_damage_to_self_by": "combat damage dealt to this object (510.2)",
    "combat_damage_to_player_by_one_or_more": "combat damage to a player, once for each player "
                                              "(510.2, 603.2c)",
    "damage_by": "dealing damage (120.3)",
    "combat_damage_by": "dealing combat damage, once each combat damage step (510.2, 603.2c)",
    "damage_to_player_by": "dealing damage to a player (120.3)",
    "first_damage_to_player_by": "dealing damage to one or more players for the first time this "
                                 "turn (120.3)",
    "damage_to_opponent_by": "dealing damage to an opponent (120.3)",
    "damage_to_creature_by": "dealing damage to a creature (120.3)",
    "combat_damage_to_creature_by": "dealing combat damage to a creature (510.2)",
    "discard": "discarding a card (701.9a)",
    "becomes_target_by_you": "becoming the target of a spell or ability you control (115.1)",
    "becomes_target_by_you_first": "becoming the target of a spell or ability you control for "
                                   "the first time this turn (115.1)",
    "becomes_target_first": "becoming the target of a spell or ability for the first time this "
                            "turn (115.1)",
    "damage_to_self_by": "dealing damage to this object (120.3)",
    "noncombat_damage_to_opponent_by": "dealing noncombat damage to an opponent (120.2b, 120.3)",
    "activate": "activating an ability that isn't a mana ability (602.2)",
    "to_graveyard_from_library": "being put into its owner's graveyard from a library",
    # put into a graveyard (700.4, 603.6c, 603.10a, 404.2: a card's owner's graveyard)
    "attacks_first_time": "this creature attacking for the first time this turn (508.1, 500.8)",
    "put_into_your_graveyard": "this object being put into your graveyard from the battlefield "
                               "(700.4, 404.2: you controlled and own it)",
    "to_graveyard_from_battlefield": "being put into a graveyard from the battlefield (700.4, "
                                     "603.10a: as it last existed)",
    "to_your_graveyard_from_battlefield": "being put into your graveyard from the battlefield "
                                          "(700.4, 404.2: you own it; 603.10a: as it last existed)",
    "to_opponents_graveyard_from_battlefield": "being put into an opponent's graveyard from the "
                                               "battlefield (700.4, 404.2: an opponent owns it; "
                                               "603.10a: as it last existed)",
    "to_graveyard_from_anywhere": "being put into its owner's graveyard from anywhere (603.6c: "
                                  "judged there)",
    "to_graveyard_from_hand": "being put into its owner's graveyard from a hand",
    "self_to_graveyard_from_anywhere": "this card being put into a graveyard from anywhere "
                                       "(603.6c; it triggers from the graveyard, 113.6k)",
    "self_to_graveyard_from_library": "this card being put into its owner's graveyard from a "
                                      "library (it triggers from the graveyard, 113.6k)",
    "self_to_graveyard_from_hand": "this card being put into its owner's graveyard from a hand "
                                   "(it triggers from the graveyard, 113.6k)",
    "leaves_graveyard": "leaving your graveyard, once for the cards that leave at once (603.10a, "
                        "603.2c)",
    "crime": "committing a crime: targeting an opponent, something an opponent controls or a "
             "card in an opponent's graveyard (700.13)",
    "attacks_one_or_more": "attacking, once for all those declared at once (508.1, 603.2c)",
    "is_dealt_damage": "being dealt damage (120.3)",
    "attacks_you": "attacking you (508.1)",
    "attacks_you_or_yours": "attacking you or a planeswalker you control (508.1)",
    "dies_damaged_by_self": "dying after this object dealt it damage this turn (120.3, 700.4)",
    "cast_self": "your casting this spell (601.2i; from the stack, 113.6k)",
    "targeted": "becoming the target of a spell or ability (115.1)",
    "targeted_by_opponent": "becoming the target of a spell or ability an opponent controls (115.1)",
    "targeted_by_spell": "becoming the target of a spell (115.1)",
    "sacrificed": "being sacrificed (701.21a; looking back in time, 603.10a)",
    "sacrificed_self": "this object being sacrificed by you (701.21a)",
    "land_played": "a land being played (305.1)",
    "tapped_for_mana": "being tapped for mana and producing it (106.12a; not a mana ability, "
                       "it uses the stack, 605.5a)",
    "dealt_combat_damage": "this object being dealt combat damage, once each combat damage "
                           "step (510.2, 603.2c)",
    "cycled_self": "your cycling this card (702.29c; from the zone it went to, 113.6k)",
    "cycle": "cycling a card (702.29a)",
    "scry": "scrying (701.22d)", "surveil": "surveilling (701.25d)",
    "damage_to_you_by": "dealing damage to you (120.3)",
    "combat_damage_to_you_by": "dealing combat damage to you (510.2)",
    "ring_tempts": "the Ring tempting you (701.54d)",
    "ring_bearer_chosen": "your choosing a creature as your Ring-bearer (701.54a)",
    "chaos": "chaos ensuing: your rolling the chaos symbol on the planar die, or an effect saying "
             "chaos ensues (311.7, 901.9b)",
    "planeswalk_to_self": "your planeswalking to this plane (901.11, 701.31d)",
    "planeswalk_away_self": "your planeswalking away from this plane (901.11b, 701.31d)",
    "planar_roll": "your rolling the planar die (901.9)",
    "planar_roll_blank": "your rolling a blank on the planar die (901.9a)",
    "encounter_self": "your encountering this phenomenon: moving it off your planar deck and "
                      "turning it face up (312.5)",
    "set_in_motion_self": "your setting this scheme in motion (701.32b, 904.9)",
    "set_in_motion_non_ongoing": "your setting a non-ongoing scheme in motion (701.32b)",
    "combat_damage_to_player_or_battle": "this creature dealing combat damage to a player or "
                                         "battle (510.2, 310.5)",
    "combat_damage_to_player_or_battle_by": "combat damage to a player or battle (510.2, 310.5)",
    "combat_damage_to_player_or_battle_by_one_or_more": "combat damage to a player or battle, "
                                                        "once for each (510.2, 603.2c)",
    "attacks_battle": "this creature attacking a battle (508.1, 310.5)",
    "last_defense_counter_removed": "the last defense counter being removed from this battle "
                                    "(310.11b)",
}


def describe_group(flt: m.Filter) -> str:
    """"each creature you control", "each nonland permanent without flying"."""
    return f"each {describe_filter(flt)} (locked in, 611.2c)"


# references whose description needs nothing of their fields
_FIXED_REFS = {
    m.This: "this object",
    m.AttachedTo: "what this is attached to (303.4m, 301.5f)",
    m.You: "you",
    m.EachOpponent: "each opponent",
    m.DefendingPlayer: "the defending player (506.2)",
    m.EachPlayer: "each player",
    m.ChosenByThem: "the permanent each player chose (their own)",
    m.EachTarget: "each of its targets",
    m.EventObject: "the player or object the trigger event names (\"that player\", \"that creature\")",
    m.ChosenPlayer: "the chosen player (608.2d)",
    m.Recipient: "the player dealt that damage (608.2h)",
    m.Created: "the tokens it created (111.1)",
    m.ExiledBy: "the cards this object's linked ability exiled (607.2a)",
    m.Bound: "the objects named as it was created (603.7c)",
    m.Sacrificed: "the object sacrificed to pay its cost (601.2h)",
    m.Revealed: "the card it looked at, revealed or exiled from the top of the library (701.20a, 406.3)",
    m.ThatOpponent: "that opponent",
}


def ref(r) -> str:
    """Who or what a reference names."""
    kind = type(r)
    fixed = _FIXED_REFS.get(kind)
    if fixed is not None:
        return fixed
    if kind is m.TargetRef:
        if r.count > 1:
            return f"targets {r.index + 1}-{r.index + r.count}"
        return f"target {r.index + 1}"
    if kind is m.ControllerOf:
        return f"the controller of {ref(r.ref)}"
    if kind is m.EachPermanent:
        text = describe_group(r.filter)
        if r.player is not None:  # "you control" stands for that player (611.2c)
            text = text.replace(" you control", f" {ref(r.player)} controls")
        return text
    if kind is m.Moved:
        return f"the card {ref(r.what)} became (400.7j)"
    if kind is m.DamagedThisWay:
        return f"a {describe_filter(r.filter)} it dealt damage to (120.3)"
    if kind is m.OtherOpponents:
        return f"each of your other opponents (each opponent but {ref(r.excluded)}, 102.2)"
    raise TypeError(f"no description for the reference {r!r}")


# an object's characteristic as an amount: as it is, or as it last existed (608.2h)
_CHARACTERISTICS = {m.PowerOf: "power", m.ToughnessOf: "toughness", m.ManaValueOf: "mana value"}


def counter_rule(kind: str) -> str:
    """The rule of a kind of counter: 122.1b for keyword counters, 122.1c for shield counters,
    122.1 for the others."""
    return "122.1b" if kind in m.KEYWORD_COUNTERS else "122.1c" if kind == m.SHIELD else "122.1"


def _amount(value) -> str:
    kind = type(value)
    if kind is m.KickedCount:
        return str(value.per)
    if kind is m.ManaValueOf and type(value.what) is m.EventObject:  # "that spell's mana value"
        return ("the mana value of the object the trigger event names (\"that spell\": on the "
                "stack, X included, 202.3e) (608.2h)")
    characteristic = _CHARACTERISTICS.get(kind)
    if characteristic is not None:
        return f"the {characteristic} of {ref(value.what)} (608.2h)"
    if kind is m.ThatMuch:
        return "that much"
    if kind is m.EventAmount:
        return "the amount of the trigger event (608.2h)"
    if kind is m.CountOf:
        return value.text or f"the number of {value.kind}"
    if kind is m.Plus:
        return f"{_amount(value.first)} plus {_amount(value.second)}"
    if kind is m.SpellsCastBefore:
        return "the number of spells cast before it this turn (702.40a)"
    if kind is m.TimesPaid:
        return f"the number of times its {value.label} cost was paid"
    if kind is m.Scaled:
        inner = _amount(value.amount)
        if inner.startswith("for each"):
            return f"{value.factor} {inner}"
        if value.factor == 2:  # "twice the number of creatures you control"
            return f"twice {inner}"
        return inner if value.factor == 1 else f"{value.factor} x {inner}"
    return str(value)


def _counted(value) -> str:
    """A number, or X where a count stands (said after the sentence by ``_where_x``)."""
    return _amount(value) if type(value) in (int, str) else "X"


def _where_x(value) -> str:
    """", where X is the number of Clerics on the battlefield" for a count, else nothing."""
    return "" if value is None or type(value) in (int, str) else f", where X is {_amount(value)}"


def _gained(e) -> str:
    """The keywords, and abilities in quotation marks (113.10), an effect grants."""
    parts = [", ".join(map(str, e.keywords))] if e.keywords else []
    return " and ".join(parts + [f'"{a.text}" (113.10)' for a in e.abilities])


def _signed(value) -> str:
    """"+2", "-1", "+(the number of ...)" for a power/toughness change."""
    if type(value) is int:
        return f"{value:+d}"
    if type(value) is m.Scaled and value.factor < 0:
        return f"-({_amount(m.Scaled(-value.factor, value.amount))})"
    return f"+({_amount(value)})"


def _quantity(value, noun: str) -> str:
    """"3 damage", "X life", "damage equal to the power of target 1 (608.2h)", "2 life for
    each creature you control"."""
    if type(value) is m.Scaled and type(value.amount) is m.CountOf \
            and value.amount.text.startswith("for each"):
        return f"{value.factor} {noun} {value.amount.text}"
    if type(value) in (int, str, m.KickedCount):
        return f"{_amount(value)} {noun}"
    return f"{noun} equal to {_amount(value)}"


def _mana(e: m.AddMana) -> str:
    if e.per == "X":  # X: the number of counters its cost removed (107.3)
        if e.symbols:
            return "".join("{" + s + "}" for s in e.symbols) + " for each counter removed to pay its cost"
        if e.one_of:
            return "X mana in any combination of " + " and/or ".join("{" + s + "}" for s in e.one_of) + \
                " (X: the number of counters removed to pay its cost)"
        return "X mana of any one color (X: the number of counters removed to pay its cost)"
    if e.per is not None:  # counted as it is added (106.4, 608.2h)
        count = _amount(e.per)
        if e.symbols:
            each = count if count.startswith("for each") else f"as many times as {count}"
            return "".join("{" + s + "}" for s in e.symbols) + " " + each
        return f"X mana of any one color, where X is {count}"
    if e.could_produce is not None:
        kind = "type" if e.could_produce_colorless else "color"
        return f"1 mana of any {kind} that {_a(describe_filter(e.could_produce))} could produce (106.7)"
    if e.chosen_color and e.one_of:
        return " or ".join("{" + s + "}" for s in e.one_of) + " or 1 mana of the chosen color (607.2d)"
    if e.chosen_color:
        return f"{e.chosen_color} mana of the chosen color (607.2d)"
    if e.one_of:
        return " or ".join("{" + s + "}" for s in e.one_of)
    return "".join("{" + s + "}" for s in e.symbols) or (
        f"{e.any_color} mana of any one color" if e.any_color > 1 else "1 mana of any color")


def _with_counters(counters: tuple) -> str:
    """" with a -1/-1 counter on it" (122.6): the counters an object enters with."""
    if not counters:
        return ""
    parts = [f"{'a' if n == 1 else n} {kind} counter{'' if n == 1 else 's'}" for kind, n in counters]
    return f" with {' and '.join(parts)} on it (122.6)"


_BLOCKING_WORDS = {"source": "blocking this object", "attached": "blocking the creature it's attached to",
                   "event": "blocking the object of the trigger event"}


def _duration(duration: str) -> str:
    return _DURATIONS.get(duration, "")


_DURATIONS = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn (611.2a)",
              "you_control_source": " for as long as you control this object (611.2b)",
              "source_on_battlefield": " for as long as this object remains on the battlefield (611.2b)"}


def _unless(e: m.CounterUnlessPays) -> str:
    parts = ([str(e.mana)] if e.mana is not None else []) + ([f"{e.life} life"] if e.life else [])
    each = f" {_amount(e.per)} (608.2h)" if e.per is not None else ""
    return " and ".join(parts) + each


def _delayed_when(e: m.DelayedTrigger) -> str:
    """When a delayed triggered ability triggers; for the next spell cast, which spells (the
    trigger event's object, in its effects, is that spell)."""
    if e.when == "next_cast":
        return f"when you next cast {_a(describe_filter(e.spells, 'spell'))} this turn (601.2i; " \
               "the object the trigger event names is that spell)"
    return m.DELAYED_WHEN[e.when]


def describe_mana_use(use: m.ManaUse) -> str:
    """What restricted mana may be spent on (106.6), as the card says it."""
    if use.but_spells is not None:
        return f"this mana can't be spent to cast {_a(describe_filter(use.but_spells, 'spell'))}"
    uses = [f"cast {_a(describe_filter(use.spells, 'spell'))}"] if use.spells is not None else []
    if use.any_ability:
        uses.append("activate abilities")
    elif use.abilities is not None:
        anywhere = use.abilities.zone == "anywhere"
        sources = describe_filter(dataclasses.replace(use.abilities, zone="battlefield"))
        uses.append(f"activate an ability of {_a(sources)}" + (" source" if anywhere else ""))
    return "spend this mana only to " + " or ".join(uses)


def _a(noun: str) -> str:
    """``noun`` with its indefinite article."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


_COMBAT_RULES = {"cant_block": "can't block", "cant_attack": "can't attack",
                 "unblockable": "can't be blocked", "must_attack": "attacks if able",
                 "must_attack_owner": "attacks its owner each combat if able",
                 "attacks_despite_defender": "can attack as though it didn't have defender",
                 "blocks_more": "can block an additional creature",
                 "must_block": "blocks if able", "must_be_blocked": "must be blocked if able",
                 "lure": "must be blocked by all creatures able to block it",
                 "no_activated": "can't have its activated abilities activated",
                 m.NO_COMBAT_DAMAGE: "assigns no combat damage",
                 "doesnt_untap": "doesn't untap during its controller's untap step"}
# the rules of those that are not restrictions: requirements (508.1d, 509.1c) and permissions
_IMPOSED_RULES = {"must_attack": "508.1d", "must_attack_owner": "508.1d", "attacks_despite_defender": "702.3b", "blocks_more": "509.1a",
                  "must_block": "509.1c", "must_be_blocked": "509.1c", "lure": "509.1c",
                  "no_activated": "602.5, 701.35a", m.NO_COMBAT_DAMAGE: "510.1a",
                  "doesnt_untap": "502.3"}

_SIMPLE: dict[type, Callable[[m.Effect], str]] = {
    m.DealDamage: lambda e: (f"{ref(e.source)} deals" if e.source is not None else "deal")
                            + f" {_quantity(e.amount, 'damage')} to {ref(e.to)} (120.3)",
    m.Destroy: lambda e: f"destroy {ref(e.what)} (701.8)",
    m.Draw: lambda e: f"{ref(e.who)} draw {_amount(e.count)} (121.1)",
    m.GainLife: lambda e: f"{ref(e.who)} gain {_quantity(e.amount, 'life')} (119.3)",
    m.LoseLife: lambda e: f"{ref(e.who)} lose {_quantity(e.amount, 'life')} (119.3)",
    m.Discard: lambda e: f"{ref(e.who)} discard {_amount(e.count)}"
                         f"{' at random' if e.at_random else ''} (701.9)",
    m.SacrificeUnlessPays: lambda e: f"sacrifice {ref(e.what)} unless you pay "
                                 + ", ".join(([str(e.mana)] if e.mana else []) + [c.text for c in e.extra])
                                 + (f" for each {e.per_counter} counter on it" if e.per_counter else "")
                                 + " (118.12)",
    m.ReturnChosen: lambda e: f"{ref(e.who)} return {_amount(e.count)} "
                              f"{describe_filter(e.filter, 'permanent')} of their choice to its "
                              "owner's hand (400.7)",
    m.SacrificeThat: lambda e: f"sacrifice {ref(e.what)} (701.21a)",
    m.ReturnToHand: lambda e: f"put {ref(e.what)} into its owner's hand (400.7)" if e.from_zone == "library"
    else f"return {ref(e.what)}{' from its graveyard' if e.from_zone else ''} to its owner's hand (400.7)",
    m.ControllerSacrifices: lambda e: f"the controller of {ref(e.what)} sacrifices it (701.21a)",
    m.ModifyPT: lambda e: f"{ref(e.what)} gets {_signed(e.power)}/{_signed(e.toughness)}"
                          f"{_duration(e.duration)} (613.4c)",
    m.GrantKeywords: lambda e: f"{ref(e.what)} gains {_gained(e)}{_duration(e.duration)} (613.1f)",
    m.AddMana: lambda e: f"add {_mana(e)}"
                         + (f" for each {e.per_counter} counter on this object" if e.per_counter else "")
                         + " (106.4)"
                         + (f"; {describe_mana_use(e.spend_only)} (106.6)" if e.spend_only is not None else ""),
    m.Mill: lambda e: f"{ref(e.who)} mill {_amount(e.count)} (701.13)",
    m.ChooseAsItResolves: lambda e: f"you choose a {e.kind} (608.2d)",
    m.ChooseOpponent: lambda e: "you choose an opponent" + (
        " with the highest life total among your opponents (119.1)" if e.highest_life else "")
        + " (608.2d, 102.2)",
    m.PutCounters: lambda e: f"put {_amount(e.count)} {e.kind} counter(s) on {ref(e.what)} "
                             f"({counter_rule(e.kind)})",
    m.Attach: lambda e: f"attach {ref(e.what)} to {ref(e.to)} (701.3)",
    m.May: lambda e: ("you" if e.who is None else ref(e.who)) + " may: " + ", ".join(describe_effect(x) for x in e.effects) + " (609.3)" + (
        ("; if you don't: " if e.who is None else "; if they don't: ")
        + ", ".join(describe_effect(x) for x in e.otherwise) if e.otherwise else ""),
    m.ForEachOpponent: lambda e: "for each opponent, in APNAP order (608.2c, 608.2f)"
                                 + (f", with its {e.targets} target(s) chosen once per opponent, for "
                                    "that opponent (601.2c)" if e.targets else "")
                                 + ": " + (", ".join(describe_effect(x) for x in e.effects)
                                           or "nothing but choosing them (115.1)"),
    m.Conditional: lambda e: describe_condition(e.condition) + ": "
                             + ", ".join(describe_effect(x) for x in e.effects)
                             + ("; otherwise: " + ", ".join(describe_effect(x) for x in e.otherwise)
                                if e.otherwise else ""),
    m.CounterUnlessPays: lambda e: f"counter {ref(e.what)} unless its controller pays {_unless(e)}"
                                   " (701.6a, 118.12a)",
    m.Tap: lambda e: f"{'untap' if e.untap else 'tap'} {ref(e.what)} (701.26)",
    m.RemoveFromCombat: lambda e: f"remove {ref(e.what)} from combat (506.4)",
    m.Attacking: lambda e: f"{ref(e.what)} is attacking (508.4)",
    m.MyriadCopies: lambda e: ("for each opponent other than defending player, you may create a token "
                               "copy of it tapped and attacking that player or a planeswalker they "
                               "control (508.4); exile those tokens at end of combat (702.116a)"),
    m.BlocksThis: lambda e: f"{ref(e.what)} blocks {ref(e.attacker)} this {'combat' if e.combat else 'turn'} "
                            "if able (509.1c)" if e.must
                            else f"{ref(e.what)} can't block {ref(e.attacker)} this turn (509.1b)",
    m.Goad: lambda e: f"goad {ref(e.what)}: until your next turn it attacks each combat if able, and a "
                      "player other than you if able (701.15)",
    m.UntapChosen: lambda e: f"untap up to {_amount(e.count)} permanent(s) of your choice, each a "
                             f"{describe_filter(e.filter, 'permanent')} (608.2d, 701.26b)",
    m.TapOrUntap: lambda e: f"tap or untap {ref(e.what)}, as you choose (608.2d, 701.26)",
    m.SkipNextUntap: lambda e: f"{ref(e.what)} doesn't untap during its controller's next untap "
                               "step (502.3)",
    m.Transform: lambda e: f"transform {ref(e.what)} (701.27a)",
    m.BecomesCrewed: lambda e: "it becomes crewed (702.122d)",
    m.Unattach: lambda e: f"unattach {ref(e.what)} (701.3d)",
    m.Exile: lambda e: f"exile {ref(e.what)} (406.2)",
    m.PutOntoBattlefield: lambda e: f"put {ref(e.what)} onto the battlefield"
                                    f"{' tapped (110.5b)' if e.tapped else ''}"
                                    f"{' transformed (712.14a)' if e.transformed else ''} under "
                                    f"{'your' if e.under_your_control else 'its owner' + chr(39) + 's'}"
                                    " control (400.7, 110.2)" + _with_counters(e.counters),
    m.EntersUnderYourControl: lambda e: (f"this turn, a {' or '.join(sorted(t.lower() for t in e.what.types)) or 'permanent'} that would enter "
                                         "under an opponent's control enters under your control "
                                         "instead (614.1, 616.1b)"),
    m.ExchangeControl: lambda e: (f"exchange control of {ref(e.first)} and {ref(e.second)}: each of their "
                                  "controllers gains control of the other's (701.12b, 613.1b)"),
    m.GainControl: lambda e: f"{'you' if e.who is None else ref(e.who)} gain control of {ref(e.what)}"
                             f"{_duration(e.duration)} (613.1b; 302.6)",
    m.ImposeCombatRule: lambda e: f"{ref(e.what)} {_COMBAT_RULES[e.kind]}"
                                  f"{' this turn' if e.duration == 'end_of_turn' else _duration(e.duration)}"
                                  f" ({_IMPOSED_RULES.get(e.kind, '508.1c, 509.1b')})",
    m.LookAtTop: lambda e: f"{ref(e.who)} surveil {e.count} (701.25a)" if e.surveil
                           else f"{ref(e.who)} scry {e.count} (701.22a)",
    m.Search: lambda e: f"{e.text} (701.23a, 701.24a)",
    m.Counter: lambda e: f"counter {ref(e.what)} (701.6a)",
    m.MadnessCast: lambda e: ("its owner may cast it by paying its madness cost rather than its mana "
                              "cost; if they don't, they put it into their graveyard (702.35a)"),
    m.ReboundCast: lambda e: "you may cast it from exile without paying its mana cost (702.88a)",
    m.RemoveTimeCounter: lambda e: "if this card is suspended, remove a time counter from it (702.62a)",
    m.SuspendCast: lambda e: ("if this card is exiled, you may cast it without paying its mana cost; if it's "
                              "a creature spell, it gains haste until you lose control of it (702.62a)"),
    m.Cascade: lambda e: ("exile cards from the top of your library until you exile a nonland card "
                          "whose mana value is less than this spell's; you may cast it without paying "
                          "its mana cost; put the other exiled cards on the bottom of your library in "
                          "a random order (702.85a)"),
    m.CopySpell: lambda e: (f"{ref(e.who)} copies " if e.who is not None else "copy ") + ref(e.what)
                           + ("" if e.times == 1 else f" as many times as {_amount(e.times)}") + " (707.10)"
                           + (f"; {'that player' if e.who is not None else 'you'} may choose new "
                              "targets for the copy (707.10c)" if e.new_targets else ""),
    m.Regenerate: lambda e: f"regenerate {ref(e.what)} (701.19a)",
    m.CantBeRegenerated: lambda e: f"{ref(e.what)} can't be regenerated this turn (701.19c)"
                                   if e.this_turn else "what it destroys can't be regenerated (701.19c)",
    m.PreventDamage: lambda e: f"prevent {'all' if e.amount is None else 'the next ' + _counted(e.amount)} "
                               f"{'combat damage' if e.combat_only else 'damage'} to {ref(e.to)}"
                               f" this turn{_where_x(e.amount)} (615.7)",
    m.PhaseOut: lambda e: f"{ref(e.what)} phases out (702.26b)"
                          + (" until a player planeswalks (611.2a, 701.31)" if e.until_planeswalk else ""),
    m.RedirectNextDamage: lambda e: f"the next {_counted(e.amount)} "
                                    f"{_damage_described(e.to, e.by, None)} this turn is dealt to "
                                    f"{ref(e.into)} instead{_where_x(e.amount)} (614.9)",
    m.PreventDividedDamage: lambda e: f"prevent the next {_amount(e.amount)} damage to {ref(e.to)} this turn, "
                                      "divided as announced, at least 1 each (601.2d, 615.7)",
    m.PreventAllCombatDamage: lambda e: "prevent all combat damage this turn (615.1)",
    m.StopPrevention: lambda e: "damage can't be prevented this turn (615.12)",
    m.DealDividedDamage: lambda e: f"deal {_amount(e.amount)} damage divided as announced among "
                                   f"{ref(e.to)}, at least 1 each (601.2d, 120.3)",
    m.PreventAll: lambda e: f"prevent the next instance of {_damage_described(e.to, e.by, e.combat)}"
                            " this turn (615.8)" if e.next_time else
                            f"prevent all {_damage_described(e.to, e.by, e.combat)}"
                            f"{' this turn (615.1)' if e.duration == 'end_of_turn' else ' until your next turn (611.2a, 615.1)'}",
    m.CounteredInstead: lambda e: f"a spell countered this way goes to "
                                  f"{'exile' if e.to == 'exile' else 'its owner' + chr(39) + 's ' + e.to}"
                                  " instead of the graveyard (614.15)",
    m.Unearth: lambda e: ("return this card from your graveyard to the battlefield; it gains haste; exile it "
                          "at the beginning of the next end step, or instead if it would leave the "
                          "battlefield (702.84a)"),
    m.ExileGraveyard: lambda e: f"exile the graveyard of {ref(e.who)} (406.2)",
    m.SkipNextStep: lambda e: f"{ref(e.who)} skip their next {e.step} step (614.10)",
    m.PayMana: lambda e: f"pay {e.cost} (118.1" + (
        "; from mana already in the pool it must be paid, 118.12, 118.3c)" if e.must else
        "; X chosen by the payer as it is paid, and X is then that number, 107.3)" if e.cost.x else ")"),
    m.DiscardChosen: lambda e: f"{ref(e.who)} reveals their hand; you choose {e.count} "
                               f"{describe_filter(e.filter, 'card') if e.filter else 'card'} "
                               + ("from it, which is exiled (701.20a, 406.2)" if e.exile else
                                  "from it, which they discard (701.20a, 701.9b)"),
    m.SacrificeRest: lambda e: f"{ref(e.who)} choose {'up to ' if e.up_to else ''}{_amount(e.count)} "
                               f"{describe_filter(e.filter)} they control, then sacrifice the other "
                               "ones (101.4, 701.21a)",
    m.Sacrifice: lambda e: f"{ref(e.who)} sacrifice {_amount(e.count)} "
                           f"{describe_filter(e.filter)} of their choice (701.21a)",
}
_SIMPLE.update({
    m.DelayedTrigger: lambda e: _delayed_when(e) + " (a delayed triggered ability, once, 603.7): "
                                + ", ".join(describe_effect(x) for x in e.effects),
    m.Reflexive: lambda e: "when you do (a reflexive triggered ability, 603.12): " + describe_mode(e.mode),
    m.ExileUntilLeaves: lambda e: f"exile {ref(e.what)} until this object leaves the battlefield; "
                                  "then it returns under its owner's control (610.3, 610.3c)",
})
for _kind, _fn in _SIMPLE.items():
    describes(_kind)(_fn)


def _party(party: m.DamageParty, noun: str) -> str:
    """Who is dealt damage, or what deals it (609.7): "you and each creature you control"."""
    if party.chosen:
        text = describe_filter(party.filter, noun)
        return f"{'an' if text[0] in 'aeiou' else 'a'} {text} of your choice (609.7a)"
    parts = [ref(r) for r in party.refs]
    if party.filter is not None:
        parts.append(f"each {describe_filter(party.filter, noun)}")
    if party.players is not None:
        parts.append({"any": "each player", "opponent": "each opponent"}[party.players])
    return " and ".join(parts)


def _damage_described(to, by, combat) -> str:
    text = {None: "damage", True: "combat damage", False: "noncombat damage"}[combat]
    if to is not None:
        text += f" to {_party(to, 'permanent')}"
    if by is not None:
        text += f" from {_party(by, 'source')}"
    return text


def describe_static_prevention(e) -> str:
    """A static ability's prevention or replacement effect on damage (615.1a, 615.10, 615.12,
    614.1a)."""
    kind = type(e)
    if kind is m.DamageCantBePrevented:
        return f"{_damage_described(e.to, e.by, e.combat)} can't be prevented (615.12)"
    if kind is m.DamageReplaced:
        how = {2: "double that damage", 3: "triple that damage"}.get(e.factor, "that damage")
        if e.plus:
            how = f"that much damage plus {e.plus}"
        return f"{_damage_described(e.to, e.by, e.combat)} is dealt as {how} instead (614.1a)"
    if kind is m.DamageRedirected:
        return f"{_damage_described(e.to, e.by, e.combat)} is dealt to {ref(e.into)} instead (614.9)"
    if e.amount is not None:
        return f"prevent {e.amount} of each {_damage_described(e.to, e.by, e.combat)} (615.10)"
    return f"prevent all {_damage_described(e.to, e.by, e.combat)} (615.1a)"


def describe_change(ch: m.Change) -> str:
    """A readable account of a change, citing each layer (613.1)."""
    parts = []
    if ch.controller is not None:
        parts.append("its controller is " + ("you" if ch.controller == "you" else f"seat {ch.controller}")
                     + " (613.1b)")
    if ch.types is not None:
        parts.append(f"is a {' '.join(sorted(ch.types))} and no other card type (613.1d, 205.1b)")
    if ch.supertypes is not None:
        parts.append(f"its supertypes are {' '.join(sorted(ch.supertypes)) or 'none'} (613.1d)")
    if ch.remove_types:
        parts.append(f"isn't a {' '.join(sorted(ch.remove_types))} (613.1d, 205.1b)")
    if ch.add_types:
        parts.append(f"is also {_with_article(' '.join(sorted(t.lower() for t in ch.add_types)))} (613.1d, 205.1b)")
    if ch.creature_types is not None:
        parts.append(f"its creature types are {' '.join(ch.creature_types)} (613.1d)")
    if ch.land_types is not None:
        parts.append(f"its land type is {' '.join(ch.land_types)} (613.1d, 305.7)")
    if ch.add_subtypes:
        parts.append(f"also has the subtypes {' '.join(ch.add_subtypes)} (613.1d, 205.1b)")
    if ch.colors is not None:
        parts.append(f"its color is {''.join(sorted(ch.colors)) or 'colorless'} (613.1e)")
    if ch.add_colors:
        parts.append(f"is also {''.join(sorted(ch.add_colors))} (613.1e, 105.3)")
    if ch.lose_all_abilities:
        parts.append("loses all abilities (613.1f)")
    if ch.lose_keywords:
        parts.append(f"loses {', '.join(ch.lose_keywords)} (613.1f)")
    if ch.keywords or ch.abilities:
        parts.append(f"has {_gained(ch)} (613.1f)")
    if ch.base_power is not None and ch.base_toughness is not None:
        parts.append(f"has base power and toughness {ch.base_power}/{ch.base_toughness} (613.4b)")
    elif ch.base_power is not None or ch.base_toughness is not None:
        stat, value = ("power", ch.base_power) if ch.base_power is not None else ("toughness", ch.base_toughness)
        parts.append(f"has base {stat} {value} (613.4b)")
    if ch.switch:
        parts.append("its power and toughness are switched (613.4d)")
    if m.DAMAGE_BY_TOUGHNESS in ch.combat_rules:
        parts.append("assigns combat damage equal to its toughness rather than its power (510.1a)")
    if m.DAMAGE_AS_UNBLOCKED in ch.combat_rules:
        parts.append("may assign its combat damage as though it weren't blocked (its controller chooses, 510.1c)")
    return "; ".join(parts)


@describes(m.ApplyChange)
def _apply_change(e: m.ApplyChange) -> str:
    return f"{ref(e.what)}: {describe_change(e.change)}{_duration(e.duration)}"


@describes(m.BecomesChosen)
def _becomes_chosen(e: m.BecomesChosen) -> str:
    also = " in addition to its other types (205.1b)" if e.added else ""
    kind = "color or colors" if e.kind == "colors" else e.kind
    return (f"{ref(e.what)} becomes the {kind} of your choice{also} (608.2d, 613.1d-e)"
            f"{_duration(e.duration)}")


@describes(m.CreateTokenCopy)
def _create_token_copy(e: m.CreateTokenCopy) -> str:
    tapped = "tapped " if e.tapped else ""
    x = e.exceptions
    parts = ([f"it's also {' '.join(sorted(x.add_types) + list(x.add_subtypes))}"]
             if x is not None and (x.add_types or x.add_subtypes) else [])
    parts += [f"it has {', '.join(map(str, x.keywords))}"] if x is not None and x.keywords else []
    parts += [f'it has "{a.text}"' for a in x.abilities] if x is not None else []
    if x is not None and x.colors is not None:
        parts.append(f"it's {' and '.join(_COLOR_NAMES[c] for c in 'WUBRG' if c in x.colors) or 'colorless'}")
    if x is not None and x.power is not None:
        parts.append(f"it's {x.power}/{x.toughness}")
    if x is not None and x.no_mana_cost:
        parts.append("it has no mana cost")
    if x is not None and x.not_legendary:
        parts.append("it isn't legendary")
    if x is not None and x.loyalty is not None:
        parts.append(f"its starting loyalty is {x.loyalty} (306.5b)")
    except_ = f", except {' and '.join(parts)} (707.9a-b)" if parts else ""
    attacking = " that's tapped and attacking (508.4)" if e.attacking else ""
    tapped = "" if e.attacking else tapped
    who = f"{ref(e.who)} creates" if e.who is not None else "create"  # 111.1: under their control
    return (f"{who} {_amount(e.count)} {tapped}token(s) that's a copy of {ref(e.what)} "
            f"(its copiable values, 707.2){except_}{attacking}")


def _token_line(line: str) -> str:
    """A line of a token's text as rules English: its self-reference "this token" (201.5)."""
    line = line.replace("cardname", "this token")
    return line[:1].upper() + line[1:]


@describes(m.CreateToken)
def _create_token(e: m.CreateToken) -> str:
    if e.who is not None:  # "its controller creates ..." (111.1: under that player's control)
        return f"{ref(e.who)} " + _create_token(dataclasses.replace(e, who=None)).replace("create ", "creates ", 1)
    t = e.token
    tapped = "tapped " if e.tapped else ""
    if t.power is None and not t.name.endswith(" Token"):  # a named noncreature token (111.4)
        colors = " and ".join(_COLOR_NAMES[c] for c in "WUBRG" if c in t.colors) or "colorless"
        has = " and ".join(f'"{_token_line(line)}"' for line in t.text.split("\n") if line)
        return (f"create {_amount(e.count)} {tapped}{colors} {' '.join(x.lower() for x in sorted(t.types))} "
                f"token named {t.name}{' with ' + has if has else ''} (111.1, 111.4)")
    if t.power is None:  # a predefined noncreature token (111.10)
        if type(e.count) not in (int, str):
            return (f"create a number of {tapped}{t.name}s with \"{t.text}\" equal to "
                    f"{_amount(e.count)} (111.10)")
        return f"create {_amount(e.count)} {tapped}{t.name} with \"{t.text}\" (111.10)"
    colors = " and ".join(_COLOR_NAMES[c] for c in "WUBRG" if c in t.colors) or "colorless"
    types = " ".join(x.lower() for x in sorted(t.types - {"Creature"}) + ["Creature"])
    has = [str(k) for k in t.keywords] + [f'"{_token_line(line)}"' for line in t.text.split("\n") if line]
    kws = f" with {' and '.join(has)}" if has else ""
    named = "" if t.name == " ".join(t.subtypes) + " Token" else f" named {t.name}"  # 111.4
    pt, x = f"{t.power}/{t.toughness}", ""
    if e.power is not None:  # set as it resolves (608.2h)
        pt, x = "X/X", f", where X is {_amount(e.power)} as it resolves (608.2h)"
    many, equal, n = _amount(e.count), "", e.count
    if type(n) is m.Scaled and type(n.amount) is m.CountOf and n.amount.text.startswith("for each"):
        many, equal = _amount(n.factor), f" {n.amount.text}"
    elif type(n) not in (int, str):  # "a number of ... tokens equal to ..." (608.2h)
        many, equal = "a number of", f" equal to {many}"
    if e.attacking:
        tapped = "tapped and attacking (508.4) "
    whom = ""
    if e.attacks is not None:
        whom = f" attacking {ref(e.attacks)}" + (" or a planeswalker they control" if e.attacks_planeswalkers else "")
    if e.must_attack is not None:
        when = "this turn (611.2a)" if e.must_attack_this_turn else "each combat (its own text, 111.3)"
        whom += f" that attacks {ref(e.must_attack)} {when} if able (508.1d)"
    return (f"create {many} {tapped}{pt} {colors} "
            f"{' '.join(t.subtypes)} {types} token{named}{kws}{equal}{x}{whom} (111.1)")


_TO = {"hand": "into your hand", "battlefield": "onto the battlefield",
       "graveyard": "into your graveyard"}
_REST = {"stay": "", "graveyard": "the rest into the graveyard", "hand": "the rest into your hand",
         "bottom": "the rest on the bottom of the library in any order (401.4)",
         "bottom random": "the rest on the bottom of the library in a random order",
         "top": "the rest back on top in any order (401.4)",
         "may bottom": "you may put the rest on the bottom of the library (609.3)",
         "may graveyard": "you may put the rest into the graveyard (609.3)"}


def _card_filter(flt: m.Filter | None, plural: bool) -> str:
    """"creature card with power 2 or less", "cards": cards in a library."""
    text = "card" if flt is None else describe_filter(flt, "card").removesuffix(" in a library")
    return text.replace("card", "cards", 1) if plural else text


@describes(m.TakeFromTop)
def _take_from_top(e: m.TakeFromTop) -> str:
    verb = "reveal (701.20a)" if e.revealed else "look at (701.20e)"
    library = "your library" if type(e.who) is m.You else f"the library of {ref(e.who)}"
    cards = "card" if e.count == 1 else f"{_amount(e.count)} cards"
    text = f"{verb} the top {cards} of {library}"
    if type(e.count) not in (int, str):
        text = f"{verb} the top X cards of {library}, where X is {_amount(e.count)}"
    if e.take != 0:
        if e.take is None:
            many = "any number of" if e.up_to else "all"
        else:
            many = ("you may put " if e.up_to and e.take == 1 else "put up to " if e.up_to
                    else "put ") + ("a" if e.take == 1 else _amount(e.take))
        many = many if many.startswith(("you", "put")) else "put " + many
        shown = f", revealing {'it' if e.take == 1 else 'them'} (701.20a)," if e.reveal else ""
        text += (f"; {many} {_card_filter(e.filter, e.take != 1)} among them{shown} "
                 f"{_TO[e.to]}{' tapped' if e.tapped else ''}")
    if e.take == 0 and e.rest == "top":
        return text + ", then put them back in any order (401.4)"
    rest = _REST[e.rest]
    return text + (f"; {rest}" if rest else "; the rest stay where they are" if e.take else "")


@describes(m.RevealUntil)
def _reveal_until(e: m.RevealUntil) -> str:
    text = (f"reveal cards from the top of your library until you reveal a "
            f"{_card_filter(e.filter, False)} (701.20a); put it {_TO[e.to]}"
            f"{' tapped' if e.tapped else ''} and {_REST[e.rest]}")
    if type(e.who) is m.You:
        return text
    return (f"{ref(e.who)}, one after the other in APNAP order (608.2e-f): "
            + text.replace("your", "their").replace("until you", "until they")
            + " (a card put onto the battlefield enters under that player's control)")


@describes(m.Shuffle)
def _shuffle(e: m.Shuffle) -> str:
    if type(e.who) is m.You:
        return "you shuffle your library (701.24a)"
    return f"{ref(e.who)} shuffles their library (701.24a)"


@describes(m.PutInLibrary)
def _put_in_library(e: m.PutInLibrary) -> str:
    return f"put {ref(e.what)} {'on the bottom' if e.bottom else 'on top'} of its owner's library (400.7)"


@describes(m.SearchNamed)
def _search_named(e: m.SearchNamed) -> str:
    return (f"search your library and/or graveyard for a card named {e.name} (701.23a), reveal it "
            "and put it into your hand (701.20a); shuffle your library if you searched it (701.24a)")


_PLAY_UNTIL = {"turn": "this turn", "next_turn": "until the end of your next turn"}


@describes(m.ExileTopToPlay)
def _exile_top_to_play(e: m.ExileTopToPlay) -> str:
    one = e.count == 1
    cards = "card" if one else f"{_amount(e.count)} cards"
    verb = "cast" if e.cast_only else "play"
    return (f"exile the top {cards} of your library (406.3); you may {verb} "
            f"{'that card' if one else 'those cards'} {_PLAY_UNTIL[e.until]} (601.3"
            f"{'' if e.cast_only else ', 116.2a'}, 611.2a)")


@describes(m.PlayExiled)
def _play_exiled(e: m.PlayExiled) -> str:
    what = "the card(s) it exiled" if type(e.what) is m.Revealed else ref(e.what)
    return (f"you may {'cast' if e.cast_only else 'play'} {what} {_PLAY_UNTIL[e.until]} (601.3"
            f"{'' if e.cast_only else ', 116.2a'}, 611.2a)")


@describes(m.PutFromHand)
def _put_from_hand(e: m.PutFromHand) -> str:
    what = "a card" if e.filter is None else \
        "a " + describe_filter(e.filter, "card").removesuffix(" in your hand")
    return (f"put {what} from your hand onto the battlefield{' tapped' if e.tapped else ''} "
            "(400.7; not played, 305.4)")


@describes(m.RevealHand)
def _reveal_hand(e: m.RevealHand) -> str:
    if e.revealed:
        return f"{ref(e.who)} reveals their hand (701.20a)"
    return f"look at the hand of {ref(e.who)} (701.20e)"


describes(m.ShuffleInto)(
    lambda e: f"shuffle {ref(e.what)} into its owner's library (400.7, 701.24a)")
