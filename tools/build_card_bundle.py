#!/usr/bin/env python3
"""Build the card bundle ``src/mtgrules/cards/data/cards.jsonl.gz``.

Reads the oracle corpus (a gzip JSON list of MTGJSON-style card dicts) and
writes the block-compressed format described in ``mtgrules.cards.database``.
A multi-face card becomes one record with its ``faces`` (rule 712.8: each
face has its own characteristics): the corpus lists a transforming card's
back face as a record of its own (``face: 'back'``, named in its front's
``back``), which is folded into its card.  The format is
a first gzip member with a header line and the sorted card names, then one
gzip member per block of records.  The output is deterministic (gzip mtime
0), and every card is read back through ``CardDatabase`` and compared with
its source before the script reports success.

Usage::

    python tools/build_card_bundle.py [--source PATH] [--output PATH] [--block N]
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from mtgrules.cards.database import (
    BUNDLE_FORMAT,
    BUNDLE_VERSION,
    CardDatabase,
    _key,
    face_record,
)

DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "oracle-cards.json.gz"
DEFAULT_OUTPUT = ROOT / "src" / "mtgrules" / "cards" / "data" / "cards.jsonl.gz"
#: Vanguard cards' life and hand modifiers (902.4, 902.5), which the corpus lacks.
VANGUARD_MODIFIERS = ROOT / "tools" / "vanguard_modifiers.json"
#: Battles' printed defense (310.4a) and their back faces' color indicators (204), which the
#: corpus lacks.
BATTLE_DEFENSE = ROOT / "tools" / "battle_defense.json"


def _compress(text: str) -> bytes:
    """One gzip member; each ends in a newline so the whole file reads as lines."""
    return gzip.compress(text.encode("utf-8") + b"\n", compresslevel=9, mtime=0)


def fold_faces(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One record per card: each back-face record of the corpus joins its front's ``faces``
    (the front's fields stay at the top level), and the linking fields are dropped."""
    backs = {card["name"]: card for card in cards if card.get("face") == "back"}
    out = []
    for card in cards:
        if card.get("face") == "back":
            continue
        card = dict(card)
        back_name = card.pop("back", None)
        if back_name is not None:
            back = backs.pop(back_name)
            front_name = card["name"].split(" // ")[0]
            if back.get("front") != front_name:
                raise SystemExit(f"{back_name!r} is not the back face of {card['name']!r}")
            card["faces"] = [face_record(card, front_name), face_record(back, back_name)]
        out.append(card)
    if backs:
        raise SystemExit(f"back faces without a front: {sorted(backs)}")
    return out


def build(cards: list[dict[str, Any]], block: int) -> bytes:
    """Encode ``cards`` as bundle bytes."""
    names = [card["name"] for card in cards]
    if len({_key(name) for name in names}) != len(names):
        raise SystemExit("card names are not unique (case-insensitively)")
    if any("\n" in name for name in names):
        raise SystemExit("a card name contains a newline")
    cards = sorted(cards, key=lambda card: (_key(card["name"]), card["name"]))
    records = [
        json.dumps(
            {k: v for k, v in card.items() if k != "name" and v is not None},
            ensure_ascii=False,
            separators=(",", ":"),
        )
        for card in cards
    ]
    blocks = [_compress("\n".join(records[i : i + block])) for i in range(0, len(records), block)]
    offsets = [0]
    for data in blocks:
        offsets.append(offsets[-1] + len(data))
    header = {
        "format": BUNDLE_FORMAT,
        "version": BUNDLE_VERSION,
        "count": len(cards),
        "block": block,
        "offsets": offsets,
    }
    head = json.dumps(header, separators=(",", ":")) + "\n" + "\n".join(c["name"] for c in cards)
    return _compress(head) + b"".join(blocks)


def add_vanguard_modifiers(cards: list[dict[str, Any]], path: Path = VANGUARD_MODIFIERS) -> None:
    """Give the vanguard cards listed in ``path`` their ``life`` and ``hand`` fields."""
    known = {name: value for name, value in json.loads(path.read_text(encoding="utf-8")).items()
             if not name.startswith("_")}
    for card in cards:
        if card.get("layout") == "vanguard" and card["name"] in known:
            card.update(known.pop(card["name"]))
    if known:
        raise SystemExit(f"{path.name}: no vanguard card named {sorted(known)}")


def add_battle_defense(cards: list[dict[str, Any]], path: Path = BATTLE_DEFENSE) -> None:
    """Give the battles listed in ``path`` their ``defense`` (the card's and its front face's)
    and their back face's ``colorIndicator``."""
    known = {name: value for name, value in json.loads(path.read_text(encoding="utf-8")).items()
             if not name.startswith("_")}
    for card in cards:
        entry = known.pop(card["name"].split(" // ")[0], None)
        if entry is None or "Battle" not in (card.get("types") or ()):
            continue
        card["defense"] = entry["defense"]
        faces = card.get("faces") or ()
        if faces:
            faces[0]["defense"] = entry["defense"]
        if len(faces) > 1:
            faces[1].update(entry.get("back", {}))
    if known:
        raise SystemExit(f"{path.name}: no battle named {sorted(known)}")


def verify(path: Path, cards: list[dict[str, Any]]) -> None:
    """Read every card back from ``path`` and compare it with its source."""
    db = CardDatabase.bundled(path)
    if len(db) != len(cards):
        raise SystemExit(f"bundle has {len(db)} cards, source {len(cards)}")
    for card in cards:
        if db.raw(card["name"]) != card:
            raise SystemExit(f"bundle record differs from source: {card['name']!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--block", type=int, default=256, help="records per gzip member")
    args = parser.parse_args(argv)

    with gzip.open(args.source, "rt", encoding="utf-8") as handle:
        cards: list[dict[str, Any]] = fold_faces(json.load(handle))
    add_vanguard_modifiers(cards)
    add_battle_defense(cards)
    data = build(cards, args.block)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    verify(args.output, cards)

    start = time.perf_counter()
    db = CardDatabase.bundled(args.output)
    db.raw(cards[0]["name"])
    elapsed = time.perf_counter() - start
    print(
        f"wrote {args.output} ({len(data):,} bytes, {len(cards):,} cards); "
        f"verified; load + first lookup {elapsed * 1000:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
