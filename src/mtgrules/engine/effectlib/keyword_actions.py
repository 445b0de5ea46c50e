"""Keyword actions with choices of their own (rule 701): explore (701.44), connive (701.50),
bolster (701.39), amass (701.47), populate (701.36). Each asks its question as a decision whose data carries what
the rest of the action needs; the handler finishes the action and the resolution goes on."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import layers, replacement
from mtgrules.engine.actions import ChooseObject, ChooseYesNo
from mtgrules.engine.decision import handler, yes_or_no
from mtgrules.engine.effects import amount, discard, effect, resolve_ref
from mtgrules.engine.game_events import CountersEvent
from mtgrules.engine.objects import Zone, seat_name


def on_battlefield(game, oid: int) -> bool:
    return oid >= 0 and oid in game.objects and game.objects[oid].zone is Zone.BATTLEFIELD


def actor(game, res, e, offset) -> tuple[int | None, int]:
    """The permanent an object action names and the player who carries it out: its controller,
    or, if it has left the battlefield, the player who controlled it as the ability did
    (701.44c, 701.50c: last known information)."""
    named = [o for o in resolve_ref(game, res, e.what, offset) if o >= 0]
    oid = named[0] if named else None
    if oid is not None and on_battlefield(game, oid):
        return oid, game.controller(oid)
    return oid, res.item.controller


def _counter(game, oid: int | None, n: int, rule: str) -> None:
    if oid is not None and on_battlefield(game, oid) and n > 0:
        replacement.happen(game, CountersEvent(oid, "+1/+1", n, rule))


# --- explore (701.44) -------------------------------------------------------------------------

@effect(m.Explore)
def _explore(game, res, e: m.Explore, offset) -> bool:
    """Rule 701.44a: reveal the top card of the library; a land card goes to the hand;
    otherwise a +1/+1 counter on the exploring permanent, and the player may put the card into
    their graveyard. With an empty library, nothing is revealed (701.44b: it still explores)."""
    oid, player = actor(game, res, e, offset)
    library = game.players[player].library
    who = f"player {seat_name(player)}"
    if not library:
        game.event("701.44b", f"{who} reveals nothing: their library is empty")
        return True
    top = library[0]
    game.event("701.44a", f"{who} reveals {game.name(top)} from the top of their library")
    if "Land" in game.objects[top].card.types:
        game.event("701.44a", f"{who} puts {game.name(top)} into their hand")
        game.move(top, Zone.HAND)
        return True
    _counter(game, oid, 1, "701.44a")
    game.ask("explore", player, f"put {game.name(top)} into your graveyard (no: leave it on top)?",
             (top,))
    return False


def _explore_perform(game, decision, action: ChooseYesNo) -> None:
    top = decision.data[0]
    who = f"player {seat_name(decision.player)}"
    if action.yes and top in game.players[decision.player].library:
        game.event("701.44a", f"{who} puts {game.name(top)} into their graveyard")
        game.move(top, Zone.GRAVEYARD)
    else:
        game.event("701.44a", f"{who} leaves {game.name(top)} on top of their library")
    game.resolving.queue.pop(0)


handler("explore", yes_or_no, _explore_perform)


# --- connive (701.50) -------------------------------------------------------------------------

@effect(m.Connive)
def _connive(game, res, e: m.Connive, offset) -> bool:
    """Rule 701.50a: draw a card, then discard a card (asked next); a +1/+1 counter on the
    conniving permanent if a nonland card was discarded."""
    oid, player = actor(game, res, e, offset)
    game.draw(player, 1)
    if not game.players[player].hand:  # nothing to discard (701.50b: it still connives)
        return True
    game.ask("connive", player, "connive: choose a card to discard", (oid,))
    return False


def _connive_legal(game, decision) -> list:
    return [ChooseObject(c, game.name(c)) for c in game.players[decision.player].hand]


def _connive_perform(game, decision, action: ChooseObject) -> None:
    oid = decision.data[0]
    land = "Land" in game.objects[action.object].card.types
    discard(game, decision.player, action.object)
    if not land:
        _counter(game, oid, 1, "701.50a")
    game.resolving.queue.pop(0)


handler("connive", _connive_legal, _connive_perform)


# --- bolster (701.39) -------------------------------------------------------------------------

@effect(m.Bolster)
def _bolster(game, res, e: m.Bolster, offset) -> bool:
    """Rule 701.39a: among the creatures the controller controls with the least toughness, they
    choose one (asked only if several are tied); it gets N +1/+1 counters."""
    player = res.item.controller
    n = amount(game, res, e.count, offset)
    table = game.chars_table()
    mine = [o for o in game.battlefield if table[o].controller == player
            and "Creature" in table[o].types]
    if not mine:
        game.event("701.39a", f"player {seat_name(player)} bolsters {n}: they control no creature")
        return True
    least = min(table[o].toughness or 0 for o in mine)
    tied = [o for o in mine if (table[o].toughness or 0) == least]
    if len(tied) == 1:
        _bolstered(game, player, tied[0], n)
        return True
    game.ask("bolster", player, f"bolster {n}: choose a creature with the least toughness",
             (tuple(tied), n))
    return False


def _bolstered(game, player: int, oid: int, n: int) -> None:
    game.event("701.39a", f"player {seat_name(player)} bolsters {n}, choosing {game.name(oid)}")
    _counter(game, oid, n, "701.39a")


def _bolster_legal(game, decision) -> list:
    return [ChooseObject(o, game.name(o)) for o in decision.data[0] if on_battlefield(game, o)]


def _bolster_perform(game, decision, action: ChooseObject) -> None:
    _bolstered(game, decision.player, action.object, decision.data[1])
    game.resolving.queue.pop(0)


handler("bolster", _bolster_legal, _bolster_perform)


# --- amass (701.47) ---------------------------------------------------------------------------

def _armies(game, player: int) -> list[int]:
    table = game.chars_table()
    return [o for o in game.battlefield if table[o].controller == player
            and "Creature" in table[o].types and "Army" in table[o].subtypes]


@effect(m.Amass)
def _amass(game, res, e: m.Amass, offset) -> bool:
    """Rule 701.47a: with no Army creature, the controller creates a 0/0 black [subtype] Army
    creature token; then chooses an Army creature they control (asked only if several)."""
    player = res.item.controller
    n = amount(game, res, e.count, offset)
    armies = _armies(game, player)
    if not armies:
        from mtgrules.cards.tokens import token_card
        from mtgrules.engine.effectlib.token_creation import create_tokens
        spec = m.TokenSpec(f"{e.subtype} Army", 0, 0, frozenset({"B"}), frozenset({"Creature"}),
                           (e.subtype, "Army"))
        create_tokens(game, player, token_card(spec), 1, rule="701.47a",
                      what=f"creates a 0/0 black {e.subtype} Army creature token")
        armies = _armies(game, player)
    if len(armies) == 1:
        _amassed(game, player, armies[0], n, e.subtype)
    elif armies:
        game.ask("amass", player, f"amass {e.subtype} {n}: choose an Army creature you control",
                 (tuple(armies), n, e.subtype))
        return False
    return True


def _amassed(game, player: int, oid: int, n: int, subtype: str) -> None:
    """N +1/+1 counters on the Army chosen; it becomes a [subtype] in addition to its other
    types if it isn't one (a type-changing effect without end, 613.1d)."""
    game.event("701.47a", f"player {seat_name(player)} amasses {subtype} {n}, choosing "
                          f"{game.name(oid)}")
    _counter(game, oid, n, "701.47a")
    if on_battlefield(game, oid) and subtype not in game.chars(oid).subtypes:
        layers.begin_effect(game, (oid,), m.Change(add_subtypes=(subtype,)), oid, layers.PERMANENT)
        game.event("701.47a", f"{game.name(oid)} becomes a {subtype} in addition to its other types")


def _amass_legal(game, decision) -> list:
    return [ChooseObject(o, game.name(o)) for o in decision.data[0] if on_battlefield(game, o)]


def _amass_perform(game, decision, action: ChooseObject) -> None:
    _armies_chosen, n, subtype = decision.data
    _amassed(game, decision.player, action.object, n, subtype)
    game.resolving.queue.pop(0)


handler("amass", _amass_legal, _amass_perform)


# --- populate (701.36) ------------------------------------------------------------------------

@effect(m.Populate)
def _populate(game, res, e: m.Populate, offset) -> bool:
    """Rule 701.36a: the controller chooses a creature token they control (asked only if
    several) and creates a token that's a copy of it; 701.36b: with none, no token."""
    player = res.item.controller
    table = game.chars_table()
    tokens = [o for o in game.battlefield if game.objects[o].token and table[o].controller == player
              and "Creature" in table[o].types]
    if not tokens:
        game.event("701.36b", f"player {seat_name(player)} populates: they control no creature token")
        return True
    if len(tokens) == 1:
        _populated(game, player, tokens[0])
        return True
    game.ask("populate", player, "populate: choose a creature token you control to copy", (tuple(tokens),))
    return False


def _populated(game, player: int, oid: int) -> None:
    """The new token's characteristics are the copiable values of the one chosen (707.2)."""
    from mtgrules.engine.effectlib.token_creation import create_tokens
    create_tokens(game, player, game.chars(oid).copiable, 1, rule="701.36a",
                  what=f"populates: they create a token that's a copy of {game.name(oid)}")


def _populate_legal(game, decision) -> list:
    return [ChooseObject(o, game.name(o)) for o in decision.data[0] if on_battlefield(game, o)]


def _populate_perform(game, decision, action: ChooseObject) -> None:
    _populated(game, decision.player, action.object)
    game.resolving.queue.pop(0)


handler("populate", _populate_legal, _populate_perform)
