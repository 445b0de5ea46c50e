"""Emblems in the game (rule 114): put into the command zone by an effect (114.2), owned and
controlled by their player, with no characteristics but their abilities (114.3), which work in
the command zone (114.4): their triggered abilities trigger (``engine/triggers.fire``) and their
static abilities apply in the layers (``engine/layers``) as a permanent's would (the objects
functioning there: ``engine/command_zone``). An emblem is a
card object of the command zone whose definition is ``cards.emblems.emblem_card``: immutable,
so copies of a game share it, and saved with the game by what it is (``CardDef.emblem``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.emblems import emblem_card
from mtgrules.engine.objects import CardObject, Zone, seat_name


def create_emblem(game, seat: int, origin: str, abilities: tuple, text: str) -> int:
    """Rule 114.2: ``seat`` puts an emblem with ``abilities`` into the command zone."""
    spec = m.EmblemSpec(origin, abilities, text, game.new_timestamp())  # 613.7d
    oid = game.new_id()
    game.objects[oid] = CardObject(oid, emblem_card(spec), seat, Zone.COMMAND)
    game.players[seat].command.append(oid)
    game.changed()
    game.event("114.2", f"player {seat_name(seat)} gets an emblem with {text}")
    return oid
