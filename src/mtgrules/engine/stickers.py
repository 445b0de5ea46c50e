"""Stickers (rule 123) and ticket counters (rules 122.1, 107.17).

Each player plays with the sticker sheets given as the game begins (``Player.sticker_sheets``,
123.2) and has access to every sticker on them (123.2c); ``Player.tickets`` counts their ticket
counters. A sticker on an object is recorded on the object (``stickers``) as (sheet, index,
timestamp, position): the sheet's index among its owner's sheets, the sticker's index on the
sheet (``cards/stickers.sticker_sheet``), when it was put on (its timestamp, 613.7) and, for a
name sticker, how many words of the name were before it (123.6b-c).

123.3: a player puts on an object a sticker they have access to that is on no object they own;
only on an object they own (123.3b), paying its ticket cost (123.3c, 107.17a). 123.5: stickers
stay on an object that moves to a public zone (``Game.perform_move``), and are lost in a hidden
one. 123.6: a name sticker adds its word to the object's name (613.1c); 123.7: an ability
sticker gives its abilities (613.1f); 123.8: a power and toughness sticker sets the base power
and toughness (613.4b): on the battlefield these are continuous effects in their layers,
applied in timestamp order (``changes``, read by ``engine/layers.py``).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import keyword_abilities
from mtgrules.cards.stickers import Sticker, sticker_sheet
from mtgrules.engine.objects import seat_name


def sticker(game, owner: int, entry: tuple) -> Sticker:
    """The sticker an object's ``stickers`` entry stands for."""
    return sticker_sheet(game.players[owner].sticker_sheets[entry[0]])[entry[1]]


def in_use(game, player: int) -> set[tuple[int, int]]:
    """Rule 123.3: the stickers of ``player`` now on objects they own, as (sheet, index)."""
    return {(e[0], e[1]) for obj in game.objects.values()
            if obj.owner == player for e in getattr(obj, "stickers", ())}


def options(game, player: int, oid: int, extra_tickets: int = 0) -> list[tuple[int, int, Sticker]]:
    """Rule 123.3: the stickers ``player`` may put on object ``oid`` now, as (sheet, index,
    sticker): one they have access to (123.2c), on no object they own, whose ticket cost they
    can pay (123.3c; ``extra_tickets``: ticket counters they get first), and only on an object
    they own (123.3b). A sticker whose abilities the engine can't read is not offered."""
    p = game.players[player]
    if not p.sticker_sheets or game.objects[oid].owner != player:
        return []
    used = in_use(game, player)
    tickets = p.tickets + extra_tickets
    out = []
    for si, name in enumerate(p.sticker_sheets):
        for i, st in enumerate(sticker_sheet(name)):
            if (si, i) not in used and st.unsupported is None and st.tickets <= tickets:
                out.append((si, i, st))
    return out


def put(game, player: int, oid: int, sheet: int, index: int, position: int = 0) -> None:
    """Rule 123.3: ``player`` pays the sticker's ticket cost (107.17a) and puts it on ``oid``."""
    st = sticker_sheet(game.players[player].sticker_sheets[sheet])[index]
    who = f"player {seat_name(player)}"
    if st.tickets:
        game.players[player].tickets -= st.tickets
        game.event("107.17a", f"{who} removes {st.tickets} ticket counter"
                              f"{'s' if st.tickets != 1 else ''} from themselves")
    obj = game.objects[oid]
    before = game.name(oid)
    obj.stickers = obj.stickers + ((sheet, index, game.new_timestamp(), position),)
    game.changed()
    game.event("123.3", f"{who} puts the {_KINDS[st.kind]} sticker {st.text} on {before}")


_KINDS = {"name": "name", "ability": "ability", "pt": "power and toughness"}


def change(st: Sticker, position: int) -> m.Change:
    """What a sticker does to the object it is on, as a continuous effect's parts (613.1c,
    613.1f, 613.4b)."""
    if st.kind == "name":
        return m.Change(name_word=(position, st.text))
    if st.kind == "pt":
        return m.Change(base_power=st.power, base_toughness=st.toughness)
    granted = keyword_abilities(st.keywords)
    return m.Change(keywords=st.keywords, abilities=tuple(a for a in st.abilities if a not in granted))


def changes(game, perm) -> list[tuple[int, m.Change]]:
    """The stickers on permanent ``perm`` as (timestamp, change)."""
    return [(e[2], change(sticker(game, perm.owner, e), e[3])) for e in perm.stickers]


def name_with_stickers(game, obj) -> str:
    """Rule 123.6c: the name of an object off the battlefield with its name stickers added, in
    timestamp order."""
    words = obj.card.name.split()
    for e in sorted(obj.stickers, key=lambda e: e[2]):
        st = sticker(game, obj.owner, e)
        if st.kind == "name":
            words.insert(min(e[3], len(words)), st.text)
    return " ".join(words)
