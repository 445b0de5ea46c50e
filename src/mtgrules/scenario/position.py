"""Building the game of a scenario's ``start``: the position the script begins from.

Player A (seat 0) is the starting player and takes the odd turns (rule 103.1 as scenarios fix
it); the zones are exactly as listed, with no opening hands or mulligans. The game begins at the
start of ``start.step`` of ``start.turn``; the earlier steps of that turn do not happen.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards import keyword_syntax
from mtgrules.cards.type_line import CREATURE_TYPES
from mtgrules.engine import hooks
from mtgrules.engine.battles import DEFENSE
from mtgrules.engine.command_zone import put_vanguard
from mtgrules.engine.faces import set_face
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone, player_ref, seat_name
from mtgrules.engine.setup import sticker_sheets
from mtgrules.engine.steps import Stage, Step
from mtgrules.errors import ScenarioError
from mtgrules.scenario.loader import COLORS, ZONES, Scenario, lookup_card
from mtgrules.scenario.names import BATTLEFIELD, PLAYER_NAMES, NameError_, Names

DEFAULT_LIBRARY = ("Wastes", 40)

_ZONE = {"battlefield": Zone.BATTLEFIELD, "hand": Zone.HAND, "graveyard": Zone.GRAVEYARD,
         "exile": Zone.EXILE, "library": Zone.LIBRARY}


def _planar_decks(scenario: Scenario, game: Game, database) -> None:
    """Rules 901.4-901.5: the planar decks as listed (top first, not shuffled), and the top
    plane of A's turned face up as the starting plane."""
    from mtgrules.engine import planechase
    decks = [[lookup_card(scenario.file, scenario, name, f"start.{seat_name(seat)}.planar_deck", database)
              for name in ps.planar_deck] for seat, ps in enumerate(scenario.start.players)]
    for seat, cards in enumerate(decks):
        wrong = next((c.name for c in cards if not planechase.PLANAR_TYPES & set(c.types)), None)
        if wrong is not None:
            raise ScenarioError(f"{scenario.file}: start.{seat_name(seat)}.planar_deck: {wrong} is not "
                                "a plane or phenomenon card (901.3)")
    planechase.add_planar_decks(game, decks, shuffle=False)
    try:
        planechase.set_starting_plane(game)
    except ValueError as exc:
        raise ScenarioError(f"{scenario.file}: start.A.planar_deck: {exc}") from None


def _conspiracies(scenario: Scenario, game: Game, seat: int, given, database) -> None:
    """Rules 315.2, 702.106a: the player's conspiracy cards in their command zone, with the names
    their agendas chose."""
    from mtgrules.engine import conspiracies
    where = f"start.{seat_name(seat)}.conspiracies"
    try:
        cards = [conspiracies.with_names(lookup_card(scenario.file, scenario, name, where, database), chosen)
                 for name, chosen in given]
        conspiracies.put_conspiracies(game, seat, cards)
    except ValueError as exc:
        raise ScenarioError(f"{scenario.file}: {where}: {exc}") from None


def _scheme_decks(scenario: Scenario, game: Game, database) -> None:
    """Rules 904.3-904.4: the scheme decks as listed (top first, not shuffled); the life totals
    are those of the start (no minimum deck size is enforced)."""
    from mtgrules.engine import archenemy
    decks = [[lookup_card(scenario.file, scenario, name, f"start.{seat_name(seat)}.scheme_deck", database)
              for name in ps.scheme_deck] or None for seat, ps in enumerate(scenario.start.players)]
    for seat, cards in enumerate(decks):
        wrong = next((c.name for c in cards or () if "Scheme" not in c.types), None)
        if wrong is not None:
            raise ScenarioError(f"{scenario.file}: start.{seat_name(seat)}.scheme_deck: {wrong} is not "
                                "a scheme card (904.3)")
    archenemy.add_scheme_decks(game, decks, shuffle=False, starting_life=False)


def build_game(scenario: Scenario, *, seed: int = 0, database=None) -> tuple[Game, Names]:
    """The game at the scenario's starting position (not yet run) and its object names."""
    start = scenario.start
    game = Game(seed=seed, starting_player=0)
    game.custom_cards = dict(scenario.inline)
    names = Names()
    turn = start.turn
    active = 0 if turn % 2 == 1 else 1
    game.turn = turn
    game.active = active
    game.step = start.step
    game.stage = Stage.BEGIN
    for seat in (0, 1):
        # rule 302.6 reads turn_started: the active player's turn began this turn
        game.players[seat].turn_started = turn if seat == active else turn - 1
    game.day_night = start.day_night  # rule 730.1
    if start.step > Step.UNTAP:
        game.active_spells = 0  # the start turn is seen from its start step on (730.2)
    counts: dict[str, int] = {}
    attachments: list[tuple[int, str, str]] = []
    for seat, ps in enumerate(start.players):
        player = game.players[seat]
        player.life = ps.life
        player.poison = ps.poison
        player.tickets = ps.tickets
        player.energy = ps.energy
        if ps.stickers:
            try:
                player.sticker_sheets = sticker_sheets(ps.stickers, database)
            except ValueError as exc:
                raise ScenarioError(f"{scenario.file}: start.{seat_name(seat)}.stickers: {exc}") from None
        player.sideboard = tuple(lookup_card(scenario.file, scenario, name, f"start.{seat_name(seat)}.sideboard",
                                             database) for name in ps.sideboard)
        if ps.conspiracies:  # rules 315.2, 905.4, 702.106a
            _conspiracies(scenario, game, seat, ps.conspiracies, database)
        if ps.vanguard is not None:  # rules 902.3-902.4: its life modifier unless life is given
            where = f"start.{seat_name(seat)}.vanguard"
            try:
                put_vanguard(game, seat, lookup_card(scenario.file, scenario, ps.vanguard, where, database))
            except ValueError as exc:
                raise ScenarioError(f"{scenario.file}: {where}: {exc}") from None
            if ps.life_given:
                player.life = ps.life
        for zone in ZONES:
            entries = ps.zones[zone]
            if zone == "library" and not ps.library_given:
                card = lookup_card(scenario.file, scenario, DEFAULT_LIBRARY[0], "start", database)
                for _ in range(DEFAULT_LIBRARY[1]):
                    game.make_card(card, seat, Zone.LIBRARY)
                continue
            for entry in entries:
                card = lookup_card(scenario.file, scenario, entry.card, entry.where, database)
                if zone == "battlefield":
                    oid = _permanent(game, card, seat, entry, turn, scenario.file)
                    if entry.attached_to is not None:
                        attachments.append((oid, entry.attached_to, entry.where))
                else:
                    oid = game.make_card(card, seat, _ZONE[zone])
                now = game.objects[oid].card.name  # the name it has now: its face up (712.8)
                k = counts[now.lower()] = counts.get(now.lower(), 0) + 1
                names.add(f"{now}#{k}", oid, card.name, numbered=True)
                if entry.label is not None:
                    if names.is_label(entry.label):
                        raise ScenarioError(f"{scenario.file}: {entry.where}.name: the label "
                                            f"{entry.label!r} is used twice")
                    names.add(entry.label, oid, card.name)
    for oid, target, where in attachments:
        if target in PLAYER_NAMES:  # an Aura enchanting a player (702.5d)
            game.objects[oid].attached_to = player_ref(PLAYER_NAMES[target])
            continue
        try:
            game.objects[oid].attached_to = names.find(game, target, BATTLEFIELD)
        except NameError_ as exc:
            raise ScenarioError(f"{scenario.file}: {where}.attached_to: expected a permanent "
                                f"in start, but {exc}") from None
    if any(ps.planar_deck for ps in start.players):
        _planar_decks(scenario, game, database)
    if any(ps.scheme_deck for ps in start.players):
        _scheme_decks(scenario, game, database)
    if Step.BEGINNING_OF_COMBAT < start.step <= Step.END_OF_COMBAT:
        from mtgrules.engine.combat import begin_combat
        begin_combat(game)  # rule 506.1: the combat phase is under way (with no attackers)
    game.changed()
    hooks.day_night_check(game)  # a daybound or nightbound permanent at the start (702.145d, g)
    names.start_watch(game)
    return game, names


def _permanent(game: Game, card, seat: int, entry, turn: int, file: str) -> int:
    if entry.transformed and not card.can_transform:
        raise ScenarioError(f"{file}: {entry.where}.transformed: {card.name} is not a double-faced "
                            "card that can have its back face up (712.9, 712.10)")
    oid = game.make_permanent(card, seat, seat, tapped=entry.tapped)
    perm = game.objects[oid]
    if entry.transformed:
        set_face(perm, True)  # rule 712.8e: it has its back face's characteristics
        perm.counters.pop("loyalty", None)
        card = perm.card
    # rule 302.6: "sick" means it came under its controller's control this turn
    perm.control_turn = turn if entry.sick else -1
    if card.loyalty is not None:
        perm.counters["loyalty"] = card.loyalty  # rule 306.5b
    if "Battle" in card.types:
        _battle(game, perm, card, seat, entry, file)
    for kind, n in entry.counters.items():
        if n:
            perm.counters[kind] = n
        else:
            perm.counters.pop(kind, None)
    perm.damage = entry.damage
    perm.face_down = entry.face_down
    if entry.bestowed:
        if not any(k.name == "bestow" for k in card.keywords):
            raise ScenarioError(f"{file}: {entry.where}.bestowed: {card.name} has no bestow (702.103)")
        perm.bestowed = True
    if entry.kicked:
        _kicked(game, perm, entry, file)
    if entry.chosen:
        _chosen(perm, entry, file)
    return oid


def _battle(game: Game, perm, card, seat: int, entry, file: str) -> None:
    """Rules 310.4b, 310.8: a battle has its defense counters and a protector: ``protector``,
    else for a Siege the opponent after its controller (310.11a), else its controller (310.8a)."""
    if card.defense is not None:
        perm.counters[DEFENSE] = card.defense
    if entry.protector is not None:
        perm.protector = "AB".index(entry.protector)  # rule 310.8
    else:
        perm.protector = (seat + 1) % len(game.players) if "Siege" in card.subtypes else seat
    if "Siege" in card.subtypes and perm.protector == seat:
        raise ScenarioError(f"{file}: {entry.where}.protector: a Siege's protector is an opponent "
                            "of its controller (310.11a)")


def _chosen(perm, entry, file: str) -> None:
    """Rule 614.12a: the values chosen as the permanent entered ("As this creature enters,
    choose a color"), each a color or a creature type its abilities ask for."""
    kinds = [a.effect.kind for a in perm.card.abilities
             if type(a) is m.StaticAbility and type(a.effect) is m.ChooseOnEntry]
    chosen = []
    for value in entry.chosen:
        kind = "color" if value.lower() in COLORS else "creature type"
        if kind not in kinds or kind == "creature type" and value not in CREATURE_TYPES:
            raise ScenarioError(f"{file}: {entry.where}.chosen: {perm.card.name} chooses no "
                                f"{kind} {value!r} as it enters (614.12a)")
        chosen.append((kind, COLORS[value.lower()] if kind == "color" else value))
    perm.chosen = tuple(chosen)


def _kicked(game: Game, perm, entry, file: str) -> None:
    """Rule 702.33d-f: how many times, and with which kicker costs, the permanent's spell was
    kicked (``kicked``: true, a number of times, or a list of 1-based kicker cost indexes)."""
    costs = keyword_syntax.optional_costs(perm.card)
    try:
        counts = kicker_counts(entry.kicked, costs)
    except ScenarioError as exc:
        raise ScenarioError(f"{file}: {entry.where}.kicked: {exc}") from None
    perm.optional_paid = tuple(counts)


def kicker_counts(kicked, costs) -> list[int]:
    """How many times to pay each of a spell's optional costs (``keyword_syntax.optional_costs``), from a
    scenario's ``kicked``: a number of times (with several kicker costs, 0 or all of them), or a
    list of 1-based indexes of the kicker costs paid (702.33b-d)."""
    n = len(costs)
    if isinstance(kicked, list):
        counts = [0] * n
        for i in kicked:
            if not 1 <= i <= n:
                raise ScenarioError(f"kicker cost {i}: the card has {n} kicker cost(s)")
            counts[i - 1] += 1
    elif not kicked:
        counts = [0] * n
    elif n == 1:
        counts = [kicked]
    elif n > 1 and kicked == n:
        counts = [1] * n
    elif n > 1:
        raise ScenarioError(f"the card has {n} kicker costs: give the list of the ones "
                            "paid, e.g. [1] or [1, 2]")
    else:
        raise ScenarioError("the card has no kicker")
    for count, cost in zip(counts, costs):
        if cost.max_times is not None and count > cost.max_times:
            raise ScenarioError(f"{cost.label} can be paid only {cost.max_times} time(s)")
    return counts
