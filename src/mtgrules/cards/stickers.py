"""Sticker sheets (rule 123.2) as card data: the cards of type Stickers in the card database.

Each sheet holds name stickers (123.6), ability stickers (123.7) and power and toughness
stickers (123.8). The bundled data prints a sheet's ability and power/toughness stickers as
lines "{TK}{TK} — Flying" and "{TK}{TK}{TK} — 4/2": the ticket symbols before the dash are
the sticker's ticket cost (107.17a, 123.3c). Its name stickers are the words of the sheet's
name (a "word" as 123.6a defines it); they have no ticket cost. An ability sticker is read
with the compiler, as the line it would be on a permanent; one the compiler does not
understand is kept with ``unsupported`` set, and can't be put on an object, so no object is
played without the text of its stickers.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mtgrules.records import record

_LINE = re.compile(r"((?:\{TK\})+) — (.+)")
_PT = re.compile(r"(\d+)/(\d+)")


@record
class Sticker:
    """One sticker of a sheet: ``kind`` 'name', 'ability' or 'pt'; ``text`` as printed, without
    its ticket cost ("Elf", "Flying", "4/2"); ``tickets``, its ticket cost; what it gives: the
    ``keywords`` and ``abilities`` of an ability sticker, the ``power`` and ``toughness`` of a
    power and toughness sticker; ``unsupported``: why an ability sticker can't be used."""

    kind: str
    text: str
    tickets: int = 0
    keywords: tuple = ()
    abilities: tuple = ()
    power: int | None = None
    toughness: int | None = None
    unsupported: str | None = None


class NotASheet(ValueError):
    """A name that is not a sticker sheet of the card database (rule 123.2)."""


def is_sheet(raw: dict) -> bool:
    return "Stickers" in (raw.get("types") or ())


@lru_cache(maxsize=None)
def _sheet(name: str, text: str) -> tuple[Sticker, ...]:
    stickers = [Sticker("name", word) for word in name.split()]
    for line in filter(str.strip, text.split("\n")):
        hit = _LINE.fullmatch(line.strip())
        if hit is None:
            raise NotASheet(f"{name}: {line!r} is not a sticker")
        tickets = hit.group(1).count("{TK}")
        body = hit.group(2).strip()
        pt = _PT.fullmatch(body)
        if pt:
            stickers.append(Sticker("pt", body, tickets, power=int(pt.group(1)),
                                    toughness=int(pt.group(2))))
        else:
            stickers.append(_ability_sticker(name, body, tickets))
    return tuple(stickers)


def _ability_sticker(sheet: str, body: str, tickets: int) -> Sticker:
    """Rule 123.7: the abilities printed on the sticker, read as a permanent's text."""
    from mtgrules.cards.compiler import compile_card
    card = compile_card({"name": sheet, "type": "Creature", "types": ["Creature"], "power": "0",
                         "toughness": "0", "text": body})
    text = re.sub(r"\s*\([^()]*\)", "", body).strip()
    if card.unsupported:
        return Sticker("ability", text, tickets, unsupported=card.unsupported_reason or card.unsupported)
    return Sticker("ability", text, tickets, card.keywords, card.abilities)


def sticker_sheet(name: str, database=None) -> tuple[Sticker, ...]:
    """The stickers of the sheet named ``name``, names first (NotASheet if it isn't one)."""
    from mtgrules.cards.database import default_database
    db = database or default_database()
    if name not in db:
        raise NotASheet(f"{name!r} is not in the card database")
    raw = db.raw(name)
    if not is_sheet(raw):
        raise NotASheet(f"{raw['name']} is not a sticker sheet (its type is {raw.get('type')})")
    return _sheet(raw["name"], raw.get("text") or "")
