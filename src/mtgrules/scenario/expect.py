"""Checking a scenario's expectations against the game.

Each failure reads ``path: expected X, got Y`` (e.g. ``permanents.Grizzly Bears.power: expected
4, got 2``). Zone contents compare as multisets of card names (a label in the list must name
that very object); ``counters`` checks only the kinds it lists (a kind not on the permanent
counts 0); ``types`` and ``subtypes`` are exact sets (supertypes such as Legendary take part
only if the expected set names one).
"""
from __future__ import annotations

from collections import Counter

from mtgrules.engine.objects import Zone, seat_name
from mtgrules.ir.mana_cost import COLOR_NAMES, COLORS
from mtgrules.scenario.loader import PLAYERS, SUPERTYPES, Expect
from mtgrules.scenario.names import BATTLEFIELD, NameError_, Names

_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE,
          "library": Zone.LIBRARY, "command": Zone.COMMAND}


def _list(items) -> str:
    return "[" + ", ".join(str(i) for i in items) + "]"


def _zone_ids(game, seat: int, zone: str) -> list[int]:
    if zone == "battlefield":
        return [oid for oid in game.battlefield if game.chars(oid).controller == seat]
    return list(game.players[seat].zone_list(_ZONES[zone]))


def evaluate(game, names: Names, ex: Expect) -> list[str]:
    """Every expectation of ``ex`` that does not hold, as messages (empty: all hold)."""
    out: list[str] = []
    for seat, checks in sorted(ex.players.items()):
        who = seat_name(seat)
        p = game.players[seat]
        for key, want in checks.items():
            path = f"{who}.{key}"
            if key in ("life", "poison", "tickets", "energy", "lost"):
                got = getattr(p, key)
                if got != want:
                    out.append(f"{path}: expected {_show(want)}, got {_show(got)}")
            else:
                msg = _zone(game, names, seat, key, want)
                if msg:
                    out.append(f"{path}: {msg}")
    for name, props in ex.permanents.items():
        out.extend(_permanent(game, names, name, props))
    for name, props in ex.command_zone.items():
        out.extend(_command_zone_card(game, name, props))
    if ex.absent is not None:
        for name in ex.absent:
            present = _present(game, names, name)
            if present:
                out.append(f"absent.{name}: expected no {name} on the battlefield, but it is "
                           f"there (controlled by {seat_name(game.chars(present[0]).controller)})")
    if ex.stack is not None:
        items = [game.objects[oid] for oid in reversed(game.stack)]
        if isinstance(ex.stack, int):
            if len(items) != ex.stack:
                out.append(f"stack: expected {ex.stack} object(s), got {len(items)} "
                           f"{_list(i.card.name for i in items)}")
        else:
            got = [i.card.name for i in items]
            ok = len(got) == len(ex.stack) and all(
                names.matches(game, want, item.id) or names.card_name(want).lower() == item.card.name.lower()
                for want, item in zip(ex.stack, items))
            if not ok:
                out.append(f"stack: expected {_list(ex.stack)} (top first), got {_list(got)}")
    if ex.over is not None and bool(game.over) != ex.over:
        out.append(f"over: expected {_show(ex.over)}, got {_show(bool(game.over))}")
    if ex.winner is not None:
        if not game.over:
            out.append(f"winner: expected {ex.winner}, got none (the game is not over)")
        else:
            got = "draw" if game.winner is None else seat_name(game.winner)
            if got != ex.winner:
                out.append(f"winner: expected {ex.winner}, got {got}")
    if ex.day_night is not None:
        got = game.day_night or "neither"
        if got != ex.day_night:
            out.append(f"day_night: expected {ex.day_night}, got {got}")
    if ex.log is not None:
        lines = [str(e) for e in game.log]
        for want in ex.log:
            if not any(want in line for line in lines):
                out.append(f"log: expected an event containing {want!r}, found none")
    return out


def _colors(colors) -> str:
    return _list(COLOR_NAMES[c] for c in COLORS if c in colors)


def _show(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return str(value)


def _zone(game, names: Names, seat: int, zone: str, want) -> str | None:
    ids = _zone_ids(game, seat, zone)
    if isinstance(want, int):
        if len(ids) != want:
            return f"expected {want} card(s), got {len(ids)} {_list(names.describe(game, i) for i in ids)}"
        return None
    rest = list(ids)
    ok = True
    plain = []
    for name in want:
        if names.is_label(name):
            oid = names.labels[name.lower()]
            if oid in rest:
                rest.remove(oid)
            else:
                ok = False
        else:
            plain.append(name.lower())
    if Counter(plain) != Counter(game.objects[i].card.name.lower() for i in rest):
        ok = False
    if ok:
        return None
    return f"expected {_list(want)}, got {_list(names.describe(game, i) for i in ids)}"


def _command_zone_card(game, name: str, props: dict) -> list[str]:
    """The expectations about the face-up card ``name`` of the command zone: the counters on it
    (122.1; a plane's, 901.7)."""
    from mtgrules.engine import command_zone
    from mtgrules.engine.command_counters import counters_on
    base = f"command_zone.{name}"
    face_up = command_zone.functioning(game)
    oid = next((oid for oid in face_up if game.objects[oid].card.name.lower() == name.lower()), None)
    if oid is None:
        return [f"{base}: expected it face up in the command zone, got "
                f"{_list(game.objects[o].card.name for o in face_up)}"]
    counters = counters_on(game, oid)
    return [f"{base}.counters.{kind}: expected {n}, got {counters.get(kind, 0)}"
            for kind, n in props.get("counters", {}).items() if counters.get(kind, 0) != n]


def _present(game, names: Names, name: str) -> list[int]:
    if names.is_label(name):
        oid = names.labels[name.lower()]
        obj = game.objects.get(oid)
        return [oid] if obj is not None and obj.zone is Zone.BATTLEFIELD else []
    return names.candidates(game, name, BATTLEFIELD)


def _matches_keyword(inst, want: str) -> bool:
    w = " ".join(want.lower().split())
    return str(inst).lower() == w or inst.name == w


def _permanent(game, names: Names, name: str, props: dict) -> list[str]:
    base = f"permanents.{name}"
    try:
        oid = names.find(game, name, BATTLEFIELD)
    except NameError_ as exc:
        return [f"{base}: expected it on the battlefield, but {exc}"]
    obj = game.objects[oid]
    if obj.zone is not Zone.BATTLEFIELD:
        where = {Zone.GRAVEYARD: "in a graveyard", Zone.HAND: "in a hand", Zone.EXILE: "in exile",
                 Zone.LIBRARY: "in a library", Zone.STACK: "on the stack"}.get(obj.zone, "elsewhere")
        return [f"{base}: expected it on the battlefield, but it is {where}"]
    c = game.chars(oid)
    combat = game.combat
    out = []

    def check(key: str, want, got) -> None:
        if want != got:
            out.append(f"{base}.{key}: expected {_show(want)}, got {_show(got)}")

    for key, want in props.items():
        if key in ("power", "toughness"):
            check(key, want, getattr(c, key))
        elif key in ("tapped", "damage", "face_down", "transformed"):
            check(key, want, getattr(obj, key))
        elif key == "colors":
            if want != c.colors:
                out.append(f"{base}.colors: expected {_colors(want)}, got {_colors(c.colors)}")
        elif key == "controller":
            check(key, want, seat_name(c.controller))
        elif key == "protector":  # rule 310.8
            check(key, want, None if obj.protector is None else seat_name(obj.protector))
        elif key == "attached_to":
            got = obj.attached_to
            if want is None:
                if got is not None:
                    out.append(f"{base}.attached_to: expected null, got {names.describe(game, got)}")
            elif got is None or not names.matches(game, want, got):
                shown = "null" if got is None else names.describe(game, got)
                out.append(f"{base}.attached_to: expected {want}, got {shown}")
        elif key == "counters":
            for kind, n in want.items():
                check(f"counters.{kind}", n, obj.counters.get(kind, 0))
        elif key == "keywords":
            for kw in want:
                if not any(_matches_keyword(k, kw) for k in c.keywords):
                    out.append(f"{base}.keywords: expected {kw}, got {_list(str(k) for k in c.keywords)}")
        elif key == "not_keywords":
            for kw in want:
                if any(_matches_keyword(k, kw) for k in c.keywords):
                    out.append(f"{base}.not_keywords: expected no {kw}, got "
                               f"{_list(str(k) for k in c.keywords)}")
        elif key in ("types", "subtypes"):
            got = set(c.types) if key == "types" else set(c.subtypes)
            if key == "types" and any(w.capitalize() in SUPERTYPES for w in want):
                got |= set(c.supertypes)
            if {w.lower() for w in want} != {g.lower() for g in got}:
                out.append(f"{base}.{key}: expected {_list(sorted(want))}, got {_list(sorted(got))}")
        elif key in ("not_types", "not_subtypes"):
            got = set(c.types) | set(c.supertypes) if key == "not_types" else set(c.subtypes)
            bad = [w for w in want if w.lower() in {g.lower() for g in got}]
            if bad:
                out.append(f"{base}.{key}: expected none of {_list(want)}, got {_list(sorted(got))}")
        elif key == "attacking":
            attacking = combat is not None and oid in combat.attackers
            if isinstance(want, bool):
                check(key, want, attacking)
            else:
                defender = combat.attackers.get(oid) if attacking else None
                target = PLAYERS.get(want)
                ok = defender is not None and (
                    (target is not None and defender == -1 - target)
                    or (target is None and defender >= 0 and names.matches(game, want, defender)))
                if not ok:
                    got = "not attacking" if defender is None else names.describe(game, defender)
                    out.append(f"{base}.attacking: expected {want}, got {got}")
        elif key == "blocking":
            check(key, want, combat is not None and bool(combat.blocks.get(oid)))
    return out
