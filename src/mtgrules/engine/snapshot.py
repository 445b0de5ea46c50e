"""Copying a game (for search) and saving it to JSON and back.

``copy_game`` shares everything immutable (card definitions, cards in hidden zones and
graveyards, continuous effects, log events, actions, decisions) and copies what changes
(players, permanents, stack objects, combat, casting and resolution progress).

JSON holds the full state: objects refer to their card by name, and cards defined inline (by
scenarios) travel with the game so it can be loaded anywhere.
"""
from __future__ import annotations

import dataclasses
import json
from enum import Enum

from mtgrules import ir as m
from mtgrules.engine import face_down, layers, replacement
from mtgrules.engine.prototype import prototyped
from mtgrules.engine.damage import DamageSource
from mtgrules.engine.game_events import EVENT_TYPES
from mtgrules.engine.casting import Casting
from mtgrules.engine.choices import PlayerChoices
from mtgrules.engine.combat import Combat
from mtgrules.engine.decision import Decision
from mtgrules.engine.effects import Resolution
from mtgrules.engine.effectlib.delayed import Waiting
from mtgrules.engine.events import Event
from mtgrules.engine.game import Game
from mtgrules.engine.objects import CardObject, Permanent, PhasedOut, Player, StackObject, Zone
from mtgrules.engine.rng import Rng
from mtgrules.engine.steps import Stage, Step
from mtgrules.engine.triggers import PendingTrigger
from mtgrules.engine.turn_state import TurnState
from mtgrules.errors import SavedGameError

FORMAT = "mtgrules-game"
VERSION = 1


def copy_game(game: Game) -> Game:
    g = Game.__new__(Game)
    g.players = [p.copy() for p in game.players]
    objects = dict(game.objects)
    for oid in game.battlefield:
        objects[oid] = objects[oid].copy()
    for oid in game.stack:
        objects[oid] = objects[oid].copy()
    g.objects = objects
    g.battlefield = game.battlefield[:]
    g.stack = game.stack[:]
    g.turn = game.turn
    g.active = game.active
    g.step = game.step
    g.stage = game.stage
    g.priority = game.priority
    g.passes = game.passes
    g.pending = game.pending
    g.casting = game.casting.copy() if game.casting is not None else None
    res = game.resolving
    if res is not None:
        res = res.copy()
        _share_resolving_item(res, objects)
    g.resolving = res
    g.combat = game.combat.copy() if game.combat is not None else None
    g.triggers = game.triggers[:]
    g.event_batch = game.event_batch
    g.placing = game.placing[:]
    g.effects = game.effects[:]
    g.next_id = game.next_id
    g.next_timestamp = game.next_timestamp
    g.rng = game.rng.copy()
    g.log = game.log[:]
    g.over = game.over
    g.winner_index = game.winner_index
    g.starting_player = game.starting_player
    g.custom_cards = game.custom_cards
    g.sba_keep = dict(game.sba_keep)
    g.sba_due = game.sba_due
    g.marks = dict(game.marks)
    g.turn_state = game.turn_state.copy()
    g.day_night = game.day_night
    g.active_spells = game.active_spells
    g.replacement_effects = game.replacement_effects
    g.replacing = game.replacing.copy() if game.replacing is not None else None
    g.unregenerable = game.unregenerable
    g.delayed = game.delayed
    g._replacement_statics = None
    g._chars = None
    g._tap_key = None
    g._legal = None
    return g


def _share_resolving_item(res, objects: dict) -> None:
    """The resolving spell or ability is its stack object itself (608.2), as in the game copied:
    what its effects record on it (the objects they moved, 608.2h) is seen in both places."""
    item = objects.get(res.item.id)
    if type(item) is StackObject:
        res.item = item


# --- JSON -------------------------------------------------------------------------------------

# every data value of the card model (effects, references, abilities, ...) plus engine values
_SAVED_CLASSES = [cls for cls in vars(m).values() if isinstance(cls, type) and dataclasses.is_dataclass(cls)]
_SAVED_CLASSES += [cls for cls in (layers.ContinuousEffect, Decision, PlayerChoices, DamageSource, Waiting)
                   + EVENT_TYPES + tuple(replacement.APPLIERS) if dataclasses.is_dataclass(cls)]
_DATACLASSES = {cls.__name__: cls for cls in _SAVED_CLASSES}
# values are saved by class name: two saved classes of one name would load as the same class
if len(_DATACLASSES) != len(set(_SAVED_CLASSES)):
    raise TypeError("classes saved to JSON must have distinct names")


class _Encoder:
    def __init__(self) -> None:
        self.cards: dict[str, m.CardDef] = {}

    def card(self, card: m.CardDef):
        """A card by name; a token by its spec (rule 111.3), which is not in any database."""
        if card.token is not None:
            return {"$token": self.value(card.token)}
        if card.emblem is not None:  # an emblem (114.3): by what it is
            return {"$emblem": self.value(card.emblem)}
        if card.name == "":  # face-down characteristics (708.2a; with ward {2}, 702.168a)
            return {"$face_down": face_down.way_of_characteristics(card)}
        if card.prototype_of is not None:  # cast prototyped (718.3b): by its card
            self.cards[card.name] = card.prototype_of
            return {"$prototype": card.name}
        if card.face_of is not None:  # a face of a card with several (712.8): by its card
            self.cards[card.face_of] = card
            return {"$face": [card.face_of, card.name]}
        self.cards[card.name] = card
        if card.agenda_names:  # a conspiracy with the names its agenda chose (702.106a)
            return {"$agenda": [card.name, list(card.agenda_names)]}
        return card.name

    def value(self, v):
        kind = type(v)
        if kind in _PLAIN:
            return v
        if kind is tuple:
            return {"$tuple": [self.value(x) for x in v]}
        if kind is list:
            return [self.value(x) for x in v]
        if kind is dict:
            return {"$dict": [[self.value(k), self.value(x)] for k, x in v.items()]}
        if kind is frozenset:  # in a fixed order, whatever the elements (tuples too)
            return {"$frozenset": sorted((self.value(x) for x in v), key=_order)}
        if kind is set:
            return {"$set": sorted((self.value(x) for x in v), key=_order)}
        if isinstance(v, Enum):
            return v.value
        if kind is m.CardDef:
            return {"$card": self.card(v)}
        names = _INIT_FIELDS.get(kind)
        if names is None and dataclasses.is_dataclass(v):
            names = _INIT_FIELDS[kind] = tuple(f.name for f in dataclasses.fields(v) if f.init)
        if names is not None:
            return {"$dc": kind.__name__, "f": {n: self.value(getattr(v, n)) for n in names}}
        slots = getattr(kind, "__slots__", None)
        if slots is not None and kind.__name__ in _SLOTTED:
            return {"$obj": kind.__name__, "f": {s: self.value(getattr(v, s)) for s in slots}}
        raise TypeError(f"cannot save {kind.__name__} to JSON")


_PLAIN = frozenset({type(None), bool, int, str, float})
_INIT_FIELDS: dict[type, tuple[str, ...]] = {}  # a dataclass's fields given to its __init__


def _order(encoded) -> str:
    return json.dumps(encoded, sort_keys=True)


_SLOTTED = {cls.__name__: cls for cls in (CardObject, Permanent, StackObject, Player, Casting,
                                          Combat, Resolution, PendingTrigger, TurnState,
                                          replacement.Replacing)}
_ENUM_FIELDS = {("CardObject", "zone"): Zone}


class _Decoder:
    def __init__(self, cards: dict[str, m.CardDef]) -> None:
        self.cards = cards

    def card(self, key):
        if isinstance(key, dict) and "$face_down" in key:
            return face_down.spell_card(key["$face_down"])
        if isinstance(key, dict) and "$face" in key:
            whole, face = key["$face"]
            return next(f for f in self.cards[whole].faces if f.name == face)
        if isinstance(key, dict) and "$prototype" in key:
            return prototyped(self.cards[key["$prototype"]])
        if isinstance(key, dict) and "$agenda" in key:  # rule 702.106a: the names chosen
            from mtgrules.engine.conspiracies import with_names
            name, names = key["$agenda"]
            return with_names(self.cards[name], names)
        if isinstance(key, dict) and "$emblem" in key:
            from mtgrules.cards.emblems import emblem_card
            return emblem_card(self.value(key["$emblem"]))
        if isinstance(key, dict):
            from mtgrules.cards.tokens import token_card
            return token_card(self.value(key["$token"]))
        return self.cards[key]

    def value(self, v):
        kind = type(v)
        if kind is list:
            return [self.value(x) for x in v]
        if kind is not dict:
            return v
        marker = next(iter(v))  # every encoded mapping starts with its "$..." marker
        decode = _DECODE.get(marker)
        if decode is None:
            raise ValueError(f"unknown JSON value {v!r}")
        return decode(self, v)

    def _object(self, v):
        name = v["$obj"]
        cls = _SLOTTED[name]
        obj = cls.__new__(cls)
        for k, x in v["f"].items():
            val = self.value(x)
            enum = _ENUM_FIELDS.get((name, k))
            setattr(obj, k, enum(val) if enum is not None else val)
        return obj


_DECODE = {
    "$card": lambda dec, v: dec.card(v["$card"]),
    "$tuple": lambda dec, v: tuple([dec.value(x) for x in v["$tuple"]]),
    "$frozenset": lambda dec, v: frozenset([dec.value(x) for x in v["$frozenset"]]),
    "$set": lambda dec, v: set([dec.value(x) for x in v["$set"]]),
    "$dict": lambda dec, v: {dec.value(k): dec.value(x) for k, x in v["$dict"]},
    "$dc": lambda dec, v: _DATACLASSES[v["$dc"]](**{k: dec.value(x) for k, x in v["f"].items()}),
    "$obj": _Decoder._object,
}


_STATE = ("players", "objects", "battlefield", "stack", "turn", "active", "priority", "passes",
          "pending", "casting", "resolving", "combat", "triggers", "placing", "effects", "next_id",
          "next_timestamp", "over", "winner_index", "starting_player", "sba_keep", "marks", "turn_state",
          "day_night", "active_spells", "replacement_effects", "replacing", "unregenerable", "delayed",
          "event_batch")


def _encode_objects(enc: _Encoder, objects: dict) -> list:
    """Cards and permanents, the bulk of a game, get compact rows; the rest the general form."""
    rows = []
    for oid, obj in objects.items():
        kind = type(obj)
        if kind is CardObject:
            row = ["C", oid, enc.card(obj.card), obj.owner, int(obj.zone), obj.token]
            if obj.stickers or obj.timestamp:  # rule 123.5: kept in public zones
                row.append(enc.value(obj.stickers))
            if obj.timestamp:  # rule 613.7d: when it was put into a graveyard
                row.append(obj.timestamp)
            rows.append(row)
        elif kind is Permanent or kind is PhasedOut:
            # its whole card only when another face is up (712.8e): usually it is ``card``
            whole = None if obj.whole_card is obj.card else enc.card(obj.whole_card)
            rows.append(["P" if kind is Permanent else "Q", oid, enc.card(obj.card), whole]
                        + [enc.value(getattr(obj, s)) for s in _PERMANENT_FIELDS])
        else:
            rows.append(["O", oid, enc.value(obj)])
    return rows


_ZONES = tuple(Zone)
_PERMANENT_FIELDS = tuple(s for s in Permanent.__slots__ if s not in ("id", "card", "whole_card"))


def _decode_objects(dec: _Decoder, rows: list) -> dict:
    objects = {}
    for row in rows:
        kind, oid = row[0], row[1]
        if kind == "C":
            objects[oid] = CardObject(oid, dec.card(row[2]), row[3], _ZONES[row[4]], row[5],
                                      dec.value(row[6]) if len(row) > 6 else (),
                                      row[7] if len(row) > 7 else 0)
        elif kind == "P" or kind == "Q":  # "Q": phased out (702.26b)
            perm = Permanent.__new__(Permanent if kind == "P" else PhasedOut)
            perm.id = oid
            perm.card = dec.card(row[2])
            perm.whole_card = perm.card if row[3] is None else dec.card(row[3])
            for slot, value in zip(_PERMANENT_FIELDS, row[4:]):
                setattr(perm, slot, dec.value(value))
            objects[oid] = perm
        else:
            objects[oid] = dec.value(row[2])
    return objects


def game_to_json(game: Game) -> str:
    enc = _Encoder()
    state = {name: enc.value(getattr(game, name)) for name in _STATE if name != "objects"}
    state["objects"] = _encode_objects(enc, game.objects)
    state["step"] = int(game.step)
    state["stage"] = int(game.stage)
    state["rng"] = game.rng.state
    state["log"] = [[e.rule, e.text, e.turn] for e in game.log]
    cards = {}
    for name in enc.cards:
        cards[name] = game.custom_cards.get(name)
    return json.dumps({"format": FORMAT, "version": VERSION, "cards": cards,
                       "custom_cards": game.custom_cards, "state": state},
                      separators=(",", ":"))


def game_from_json(text: str) -> Game:
    """The game saved in ``text`` by ``Game.to_json``; anything else raises
    :class:`SavedGameError` saying what is wrong (the cause chained)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SavedGameError(f"not a saved mtgrules game: not JSON ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError("not a saved mtgrules game (missing format marker)")
    if data.get("version") != VERSION:
        raise SavedGameError(f"saved game version {data.get('version')} is not supported "
                             f"(expected {VERSION})")
    try:
        game = _restore(data)
        game.legal_actions()  # a damaged state fails here rather than later, in play
    except SavedGameError:
        raise
    except KeyError as exc:
        raise SavedGameError(f"damaged saved game: the field {exc} is missing") from exc
    except Exception as exc:  # any damage to the state: one documented error, cause chained
        raise SavedGameError(f"damaged saved game: {type(exc).__name__}: {exc}") from exc
    return game


def _restore(data: dict) -> Game:
    from mtgrules.cards.compiler import compile_card
    from mtgrules.cards.database import default_database
    db = default_database()
    cards = {}
    for name, raw in data["cards"].items():
        cards[name] = compile_card(raw) if raw is not None else db.get(name)
    dec = _Decoder(cards)
    state = data["state"]
    game = Game.__new__(Game)
    for name in _STATE:
        if name != "objects":
            setattr(game, name, dec.value(state[name]))
    game.objects = _decode_objects(dec, state["objects"])
    if game.resolving is not None:
        _share_resolving_item(game.resolving, game.objects)
    game.step = Step(state["step"])
    game.stage = Stage(state["stage"])
    rng = Rng()
    rng.state = state["rng"]
    game.rng = rng
    game.log = [Event(r, t, n) for r, t, n in state["log"]]
    game.custom_cards = data.get("custom_cards") or {}
    game.sba_due = True
    game._replacement_statics = None
    game._chars = None
    game._tap_key = None
    game._legal = None
    return game
