"""Cards with several faces: each face compiled on its own, and the card's characteristics
in each zone (rules 709 split cards, 710 flip cards, 712 double-faced cards, 715 adventurers).

A record of such a card (``cards/database.py``) is named ``'A // B'`` and lists its known faces
in ``faces``. The compiled card (:class:`mtgrules.ir.CardDef`) keeps every face in ``faces``;
its own fields are its characteristics outside the battlefield and the stack: a double-faced
card's front face (712.8a), a flip card's unflipped characteristics (710.1), an adventurer
card's normal characteristics (715.4), a split card's halves combined (709.4).

What the engine can play of such a card (``engine/faces.py``, ``engine/face_casting.py``): a
nonmodal double-faced card ("transform" layout) is cast with its front face up (712.11) and may
be on the battlefield with either face up; a modal double-faced card is cast or played with
either face up (712.11b, 712.12); either half of a split card is cast (709.3), the aftermath
half of an aftermath card from a graveyard (702.127a); an adventurer card is cast normally or
as an Adventure (715.3), then from exile (715.3d). Such a card is supported when every line of
every face is. Flipping (710), melding (712.4), Rooms (split cards with permanent halves, whose
halves are unlocked, 709.5) and the other layouts are not implemented, so such cards stay
unsupported, naming the face.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable

from mtgrules import ir as m

#: Layouts whose cards have several faces or halves (MTGJSON's names).
FACED_LAYOUTS = frozenset({"transform", "modal_dfc", "split", "aftermath", "adventure", "flip",
                           "meld", "reversible_card", "prepare"})

#: Why a layout's other faces can't be played yet: layout -> (rule, what is missing).
_UNPLAYABLE = {
    "prepare": ("715.3", "casting {face} as an Adventure is not supported"),
    "flip": ("710.2", "flipping to {face} is not supported"),
    "meld": ("712.4", "melding into {face} is not supported"),
    "reversible_card": ("712", "playing the face {face} of a reversible card is not supported"),
}


#: The rule giving each face of a layout its own characteristics.
_FACE_RULE = {"split": "709.1", "aftermath": "709.1", "flip": "710.1", "adventure": "715.2",
              "prepare": "715.2"}


def compile_faced_card(raw: dict, compile_face: Callable[[dict], m.CardDef]) -> m.CardDef:
    """The :class:`CardDef` of a card with several faces, each face compiled by
    ``compile_face``; unsupported (naming the face) if a face is unknown, unsupported, or
    can't be played."""
    layout = raw["layout"]
    names = raw["name"].split(" // ")
    if layout == "reversible_card" and len(set(names)) == 1:
        return _reversible(raw, names[0], compile_face)
    known = {face["name"]: face for face in raw.get("faces") or ()}
    if names[0] not in known:  # the top-level fields are the first face's
        known[names[0]] = dict(raw, name=names[0])
    problems: list[tuple[str, str]] = [
        (name, f"the data of its face {name} is not in the card data")
        for name in names if name not in known]
    if layout in _UNPLAYABLE:
        rule, what = _UNPLAYABLE[layout]
        face_name = names[-1]
        problems.append((f"{face_name} ({layout})", f"{what.format(face=face_name)} ({rule})"))
    elif layout == "split" and any(_is_room(known[n]) for n in names if n in known):
        problems.append((f"{names[-1]} (Room)", "unlocking the halves of a split card with "
                                                 "permanent halves (a Room) is not supported (709.5)"))
    faces = []
    colorless_unknown: set[str] = set()
    for index, name in enumerate(n for n in names if n in known):
        record = _with_colors(known[name])
        if index and not record.get("manaCost") and "colorIndicator" not in record:
            colorless_unknown.add(name)
            problems.append((name, f"the colors of its face {name} (its color indicator, 204) "
                                   "are not in the card data"))
        face = compile_face(record)
        if face.unsupported is not None:
            problems.append((face.unsupported, f"{name}: {face.unsupported_reason}"))
        faces.append(face)
    if layout == "transform" and len(faces) > 1:
        faces[1] = dataclasses.replace(faces[1], front_mana_cost=faces[0].mana_cost)  # 202.3b
    card = _combined(raw["name"], faces) if layout in ("split", "aftermath") else faces[0]
    if layout == "split" and all(_has_fuse(face) for face in faces):
        card, why = _fusable(card, faces)
        if why:
            problems.append((f"{raw['name']} (fuse)", why))
    card = dataclasses.replace(card, layout=layout, lines=_lines(faces, layout, colorless_unknown))
    faces = [dataclasses.replace(face, face_of=card.name) for face in faces]
    card = dataclasses.replace(card, faces=tuple(faces))
    if problems:
        line, reason = problems[0]
        card = dataclasses.replace(card, unsupported=line, unsupported_reason=reason,
                                   lines=card.lines + ((line, f"NOT UNDERSTOOD: {reason}"),))
    return card


def _reversible(raw: dict, name: str, compile_face: Callable[[dict], m.CardDef]) -> m.CardDef:
    """A reversible card printed with the same card on both sides (one name, mana cost, type
    line and text, two arts) is that one card, whichever side is up."""
    card = compile_face(dict(raw, name=name))
    heading = (f"[{raw['name']}]", f"a reversible card: both sides are {name}, played as one card")
    return dataclasses.replace(card, lines=(heading,) + card.lines)


def _has_fuse(face: m.CardDef) -> bool:
    return any(k.name == "fuse" for k in face.keywords)


def _fusable(card: m.CardDef, halves: list[m.CardDef]) -> tuple[m.CardDef, str]:
    """A split card with fuse (702.102): its halves combined carry the fused split spell, whose
    two modes are the halves' instructions, the left half's first, both always chosen
    (702.102b, 702.102d; ``engine/face_casting.py``). A half that is itself modal can't be
    fused here: (card, why not)."""
    if any(h.spell is None or len(h.spell.modes) != 1 for h in halves):
        return card, "fusing a split card whose half is modal or not a spell is not supported (702.102)"
    spell = m.SpellAbility(modes=tuple(h.spell.modes[0] for h in halves), choose=len(halves))
    return dataclasses.replace(card, spell=spell), ""


def _is_room(record: dict) -> bool:
    """A half of a split card with a shared permanent type line (709.5: a Room)."""
    return not {"Instant", "Sorcery"} & set((record.get("type") or "").split(" \u2014 ")[0].split())


def _with_colors(record: dict) -> dict:
    """A face with no mana cost has the colors of its color indicator (204, 105.2); MTGJSON
    gives them as the face's ``colors``."""
    if "colorIndicator" in record or record.get("colors") is None or record.get("manaCost"):
        return record
    return dict(record, colorIndicator=record["colors"])


def _lines(faces: list[m.CardDef], layout: str, unknown: set[str]) -> tuple[tuple[str, str], ...]:
    """How each face's lines were read, under a heading naming the face and giving its
    characteristics (its colors are unknown for the faces in ``unknown``)."""
    out: list[tuple[str, str]] = []
    for index, face in enumerate(faces):
        article = "an" if layout[0] in "aeiou" else "a"
        out.append((f"[{face.name}]", f"face {index + 1} of {article} {layout} card "
                                      f"({_FACE_RULE.get(layout, '712.8')}): "
                                      f"{_summary(face, face.name in unknown)}"
                                      f"{_how_played(face, index, layout)}"))
        if face.unsupported is None:
            out.extend(face.lines)
    return tuple(out)


def _how_played(face: m.CardDef, index: int, layout: str) -> str:
    """How a face is played, for the heading of its lines ("" for a card's usual face)."""
    if layout == "split":
        return f"; cast as the {('left', 'right')[min(index, 1)]} half alone (709.3)"
    if layout == "aftermath":
        return ("; cast as the first half alone (709.3)" if index == 0 else
                "; cast only from a graveyard, then exiled as it leaves the stack (702.127a)")
    if not index:
        return ""
    if layout == "adventure":
        return ("; cast as an Adventure: exiled as it resolves, the card then cast from exile "
                "(715.3, 715.3d)")
    if layout == "modal_dfc":
        return ("; played as a land with this face up (712.12)" if "Land" in face.types else
                "; cast with this face up (712.11b)")
    if layout == "transform":
        return "; the face up once transformed (701.27a, 712.8e)"
    return ""


def _summary(face: m.CardDef, colors_unknown: bool) -> str:
    """A face's characteristics in one line: mana cost, colors, type line, power/toughness."""
    colors = "".join(c for c in "WUBRG" if c in face.colors) or "colorless"
    if colors_unknown:
        colors = "colors unknown"
    types = " ".join([*sorted(face.supertypes), *sorted(face.types)])
    if face.subtypes:
        types += " \u2014 " + " ".join(face.subtypes)
    parts = [str(face.mana_cost) if face.mana_cost is not None else "no mana cost",
             f"mana value {face.mana_value}", colors, types]
    if face.power is not None:
        parts.append(f"{face.power}/{face.toughness}")
    if face.loyalty is not None:
        parts.append(f"loyalty {face.loyalty}")
    return ", ".join(parts)


def _combined(name: str, halves: list[m.CardDef]) -> m.CardDef:
    """A split card's characteristics outside the stack: its two halves combined (709.4):
    both names, the combined mana cost (whose symbols stay separate, 709.4b) and so its
    colors and mana value, every card type and ability of either half (709.4c)."""
    costs = [h.mana_cost for h in halves if h.mana_cost is not None]
    cost = sum(costs[1:], costs[0]) if costs else None
    colors = frozenset().union(*(h.colors for h in halves))
    subtypes = tuple(dict.fromkeys(s for h in halves for s in h.subtypes))
    return m.CardDef(
        name=name, mana_cost=cost,
        supertypes=frozenset().union(*(h.supertypes for h in halves)),
        types=frozenset().union(*(h.types for h in halves)), subtypes=subtypes,
        colors=colors | (cost.colors if cost is not None else frozenset()),
        text="\n//\n".join(h.text for h in halves),
        abilities=tuple(a for h in halves for a in h.abilities),
        keywords=tuple(k for h in halves for k in h.keywords),
    )
