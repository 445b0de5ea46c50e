"""State-based actions (rule 704): checked whenever a player would receive priority, performed
all at once as a batch, and repeated until none applies (704.3)."""
from __future__ import annotations

from mtgrules.engine import archenemy, battles, hooks, planechase, player_rules, sagas
from mtgrules.engine.effectlib import speed
from mtgrules.engine.actions import ChooseObject
from mtgrules.engine.decision import handler
from mtgrules.engine.leaving import players_lost
from mtgrules.engine.objects import Zone, seat_name


def _legend_groups(game) -> list[tuple[int, str, list[int]]]:
    """Rule 704.5j: (controller, name, permanents) for each legendary name a player controls
    twice; the players choose which to keep in APNAP order (101.4)."""
    seen: dict[tuple[int, str], list[int]] = {}
    for oid in game.battlefield:
        c = game.chars(oid)
        if "Legendary" in c.supertypes and c.name:
            seen.setdefault((c.controller, c.name), []).append(oid)
    groups = [(k[0], k[1], v) for k, v in seen.items() if len(v) > 1]
    if len(groups) > 1:
        order = game.apnap()
        groups.sort(key=lambda group: order.index(group[0]))
    return groups


def _batch(game) -> tuple[list, list]:
    """The state-based actions that apply now: (player results, object actions)."""
    players = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            players.append((p.index, "704.5a", f"player {p.name} has 0 or less life"))
        elif p.drew_from_empty:
            players.append((p.index, "704.5b", f"player {p.name} attempted to draw from an empty library"))
        elif p.poison >= 10:
            players.append((p.index, "704.5c", f"player {p.name} has ten or more poison counters"))
    if players and player_rules.LASTING in game.marks:  # "you can't lose the game" (101.2)
        players = [found for found in players if not player_rules.has_rule(game, found[0], "cant_lose")]
    acts = []
    objects = game.objects
    table = game.chars_table()
    legendary = False
    engines: set[int] = set()  # controllers of permanents with start your engines! (702.179a)
    for oid in game.battlefield:
        perm = objects[oid]
        c = table[oid]
        if speed.KEYWORD in c.keyword_names:
            engines.add(c.controller)
        types = c.types
        if c.supertypes and "Legendary" in c.supertypes:
            legendary = True
        if "Creature" in types:
            if c.toughness is not None and c.toughness <= 0:
                acts.append(("graveyard", oid, "704.5f", "it has toughness 0 or less"))
                continue
            if c.toughness is not None and perm.damage >= c.toughness and perm.damage > 0:
                if not _survives(game, oid, "704.5g", c.name):
                    acts.append(("destroy", oid, "704.5g", "it has lethal damage"))
                continue
        if "Planeswalker" in types and perm.counters.get("loyalty", 0) <= 0:
            acts.append(("graveyard", oid, "704.5i", "it has 0 loyalty"))
            continue
        if "Battle" in types:  # rules 704.5v-x (310.7, 310.10)
            act = battles.state_action(game, oid, perm, c)
            if act is not None and act[0] == "ask_protector":
                return players, [act]
            if act is not None:
                acts.append(act)
                continue
        if perm.attached_to is not None or ("Aura" in c.subtypes and "Enchantment" in types):
            why = _illegal_attachment(game, oid, c)
            if why is not None:
                acts.append(why)
                continue
        counters = perm.counters
        if counters.get("lore") and "Saga" in c.subtypes:
            read = sagas.read_out(game, oid, c)  # rules 714.4, 704.5s
            if read is not None:
                acts.append(read)
                continue
        if counters.get("+1/+1", 0) > 0 and counters.get("-1/-1", 0) > 0:
            acts.append(("annihilate", oid, "704.5q", "+1/+1 and -1/-1 counters"))
    if engines:  # rule 704.5z: start your engines! and no speed
        acts.extend(speed.sba_actions(game, engines))
    destroyed = {a[1] for a in acts}
    for oid, rule, why in hooks.keyword_state_based_actions(game):
        if oid not in destroyed and oid in table and not _survives(game, oid, rule, table[oid].name):
            acts.append(("destroy", oid, rule, why))
            destroyed.add(oid)
    if planechase.FACE_UP in game.marks and planechase.phenomenon_done(game) is not None:
        acts.append(("planeswalk", planechase.face_up(game), "704.6f", "a phenomenon"))
    acts.extend(("scheme_down", oid, "904.10", "") for oid in archenemy.due_to_turn_down(game))
    for controller, name, group in (_legend_groups(game) if legendary else ()):
        keep = game.sba_keep.get((controller, name))
        if keep not in group:
            return players, [("ask_legend", controller, name, group)]
        for oid in group:
            if oid != keep:
                acts.append(("graveyard", oid, "704.5j", f"legend rule: player {seat_name(controller)} keeps another {name}"))
    return players, acts


def _survives(game, oid: int, rule: str, name: str) -> bool:
    """A permanent that can't be destroyed (702.12b) is not an action to perform: the check
    would otherwise find it again forever. Say so in the log once per amount of damage."""
    why = hooks.destruction_prevented(game, oid)
    if why is None:
        return False
    key = (oid, game.objects[oid].damage, rule)
    if key not in game.turn_state.survivals_logged:
        game.turn_state.survivals_logged |= {key}
        game.event(why, f"{name} is not destroyed by {rule} (indestructible)")
    return True


def attach_problem(game, oid: int, target: int, c=None,
                   as_though_creature: bool = False) -> tuple[str, str] | None:
    """(rule, reason) if permanent ``oid`` can't legally be attached to permanent (or player,
    303.4b) ``target``, else None: rules 303.4c-d (Auras, and what their enchant ability allows, through
    ``hooks.can_be_attached``), 301.5c (Equipment), 301.6 (Fortifications), 704.5p (other
    permanents can't be attached), 702.16c-d (protection, through the hook).
    ``as_though_creature``: an equip planeswalker ability attaches an Equipment to a
    planeswalker as though it were a creature (702.6e)."""
    c = c if c is not None else game.chars(oid)
    name = c.name or game.name(oid)
    subtypes = c.subtypes
    if target < 0 and not ("Aura" in subtypes and "Enchantment" in c.types):
        return "303.4b", f"only an Aura can be attached to a player, not {name}"
    if "Aura" in subtypes and "Enchantment" in c.types:
        if target == oid:
            return "303.4d", f"{name} can't enchant itself"
        if "Creature" in c.types:
            return "303.4d", f"{name} is an Aura that's also a creature: it can't enchant anything"
    elif "Equipment" in subtypes:
        if target == oid:
            return "301.5c", f"{name} can't equip itself"
        if "Creature" in c.types and "reconfigure" not in c.keyword_names:
            return "301.5c", f"{name} is an Equipment that's also a creature: it can't equip"
        host_types = game.chars(target).types
        if "Creature" not in host_types and not (as_though_creature and "Planeswalker" in host_types):
            return "301.5c", f"{name} can be attached only to a creature"
    elif "Fortification" in subtypes:
        if target == oid or "Creature" in c.types or "Land" not in game.chars(target).types:
            return "301.6", f"{name} can be attached only to a land"
    else:
        return "704.5p", f"{name} is not an Aura, Equipment or Fortification"
    return hooks.can_be_attached(game, oid, target)


def _illegal_attachment(game, oid: int, c):
    """Rules 704.5m-n, 704.5p / 303.4c-d / 301.5c: Auras and Equipment attached illegally."""
    perm = game.objects[oid]
    target = perm.attached_to
    if target is not None and target < 0:  # attached to a player (303.4b, 702.5d)
        gone = game.players[-1 - target].lost  # who has left the game (800.4a)
    else:
        gone = target is None or target not in game.objects or \
            game.objects[target].zone is not Zone.BATTLEFIELD
    if "Aura" in c.subtypes and "Enchantment" in c.types:
        if gone or attach_problem(game, oid, target, c) is not None:
            if perm.bestowed:  # rule 702.103f, an exception to 704.5m
                return ("unbestow", oid, "702.103f", "it is a bestowed Aura attached to nothing or illegally")
            return ("graveyard", oid, "704.5m", "it is an Aura attached to nothing or illegally")
        return None
    if target is None:
        return None
    rule = "704.5n" if "Equipment" in c.subtypes or "Fortification" in c.subtypes else "704.5p"
    if gone:
        return ("unattach", oid, rule, "it is attached to nothing")
    why = attach_problem(game, oid, target, c)
    if why is not None:
        return ("unattach", oid, rule, f"{why[1]} ({why[0]})")
    return None


def would_apply(game) -> bool:
    players, acts = _batch(game)
    return bool(players or acts)


def check(game) -> bool:
    """Perform state-based actions until none applies (704.3). True if anything was done or a
    decision (the legend rule's choice) is now pending.

    ``game.sba_due`` is set by every change that can make one apply (``game.changed()``, damage,
    life loss, drawing from an empty library); while it is clear the check is skipped, unless a
    face-up phenomenon waits for no ability of its own (704.6f) or a scheme is due to be turned
    face down (904.10)."""
    if not game.sba_due and (not game.marks or planechase.phenomenon_done(game) is None
                             and not archenemy.due_to_turn_down(game)):  # whenever they apply
        return False
    did = False
    while True:
        players, acts = _batch(game)
        if acts and acts[0][0] == "ask_legend":
            _, controller, name, group = acts[0]
            game.ask("legend", controller, f"legend rule: choose the {name} to keep", (name,))
            return True
        if acts and acts[0][0] == "ask_protector":  # rules 704.5w-x: its controller chooses
            _, oid, rule, controller = acts[0]
            game.ask("protector", controller, f"choose the protector of {game.name(oid)} ({rule})",
                     (oid, rule))
            return True
        if not players and not acts:
            hooks.state_based_actions_checked(game)
            game.sba_keep.clear()
            game.sba_due = False
            return did
        did = True
        _perform(game, players, acts)
        if game.over or game.replacing is not None:
            return True  # a choice of replacement effects is pending (616.1)


def _perform(game, players, acts) -> None:
    game.event_batch += 1  # rule 704.3: performed at once, one batch of events (603.2c)
    for index, rule, why in players:
        game.players[index].lost = True
        game.event(rule, f"player {seat_name(index)} loses the game: {why}")
    for act, oid, rule, why in acts:
        if act == "speed":  # rule 704.5z (``oid``: the player's reference)
            speed.perform_sba(game, oid, rule)
            continue
        if act == "planeswalk":  # rule 704.6f: away from the face-up phenomenon
            planechase.leave_phenomenon(game, rule)
            continue
        if act == "scheme_down":  # rule 904.10
            archenemy.turn_down(game, oid)
            continue
        if oid not in game.objects:
            continue
        if act == "destroy":
            from mtgrules.engine.effects import destroy
            destroy(game, oid, rule, why)
        elif act == "sacrifice":
            from mtgrules.engine.effectlib.sacrifice import sacrifice
            game.event(rule, f"{game.name(oid)} is sacrificed: {why}")
            sacrifice(game, game.controller(oid), oid)
        elif act == "protector":  # rules 704.5w-x: the only player who can be chosen
            battles.set_protector(game, oid, why, rule, "(the only player who can be chosen)")
        elif act == "graveyard":
            game.event(rule, f"{game.name(oid)} is put into its owner's graveyard: {why}")
            game.move(oid, Zone.GRAVEYARD)
        elif act == "unattach":
            game.event(rule, f"{game.name(oid)} becomes unattached: {why}")
            game.objects[oid].attached_to = None
            game.changed()
        elif act == "unbestow":
            game.event(rule, f"{game.name(oid)} becomes unattached and stops being bestowed: {why}; "
                             "it is an enchantment creature")
            perm = game.objects[oid]
            perm.attached_to = None
            perm.bestowed = False
            game.changed()
        elif act == "annihilate":
            counters = game.objects[oid].counters
            n = min(counters["+1/+1"], counters["-1/-1"])
            counters["+1/+1"] -= n
            counters["-1/-1"] -= n
            game.changed()
            game.event(rule, f"{n} +1/+1 and {n} -1/-1 counters are removed from {game.name(oid)}")
    hooks.state_based_actions_checked(game)
    if players:
        players_lost(game, [index for index, _, _ in players])


def _legend_legal(game, decision) -> list:
    name = decision.data[0]
    return [ChooseObject(oid, name) for oid in game.battlefield
            if game.chars(oid).name == name and game.chars(oid).controller == decision.player]


def _legend_perform(game, decision, action: ChooseObject) -> None:
    game.sba_keep[(decision.player, decision.data[0])] = action.object


handler("legend", _legend_legal, _legend_perform)
