"""How much of a card database the compiler understands (``mtgrules cards coverage``): counts
of supported cards in all, by card type and by layout, and the most frequent shapes of the
text that stopped the others, each with an example card."""
from __future__ import annotations

import re
from collections import Counter

from mtgrules.cards.compiler import normalise

# where the compiler's reason quotes the words it stopped at
_STOPPED_AT = re.compile(r"not understood(?: from|:) (['\"])(.*?)\1|no template for (['\"])(.*?)\3")
_NUMBER = re.compile(r"\b\d+\b|\bx\b")
_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"[+-](?:\d+|x)/[+-](?:\d+|x)")
_SHAPE_WORDS = 6


def shape(name: str, line: str, reason: str) -> str:
    """The shape of the text a card was refused for: the words where understanding stopped
    (else the line), the card's name as ``cardname``, numbers as N, mana as {M}, power and
    toughness changes as +N/+N, cut to a few words."""
    stopped = _STOPPED_AT.search(reason)
    text = (stopped.group(2) or stopped.group(4)) if stopped else normalise(name, line)
    text = _PT.sub("+N/+N", _MANA.sub("{M}", text.lower()))
    words = _NUMBER.sub("N", text).split()
    return " ".join(words[:_SHAPE_WORDS]) + (" ..." if len(words) > _SHAPE_WORDS else "")


def coverage(db, top: int = 30) -> dict:
    """Supported and total counts of every card in ``db`` (a ``CardDatabase``), by card type
    and by layout, and the ``top`` most frequent unsupported shapes."""
    by_type: dict[str, list[int]] = {}
    by_layout: dict[str, list[int]] = {}
    shapes: Counter = Counter()
    examples: dict[str, str] = {}
    supported = 0
    names = db.names()
    for name in names:
        card = db.get(name)
        raw = db.raw(name)
        ok = card.unsupported is None
        supported += ok
        for card_type in raw.get("types") or ["(none)"]:
            counts = by_type.setdefault(card_type, [0, 0])
            counts[0] += ok
            counts[1] += 1
        counts = by_layout.setdefault(raw.get("layout") or "normal", [0, 0])
        counts[0] += ok
        counts[1] += 1
        if not ok:
            key = shape(card.name.split(" // ")[0], card.unsupported, card.unsupported_reason)
            shapes[key] += 1
            examples.setdefault(key, name)

    def table(counts: dict[str, list[int]]) -> dict:
        return {k: {"supported": v[0], "total": v[1]}
                for k, v in sorted(counts.items(), key=lambda kv: -kv[1][1])}

    return {"supported": supported, "total": len(names), "by_type": table(by_type),
            "by_layout": table(by_layout),
            "unsupported_shapes": [{"shape": k, "cards": n, "example": examples[k]}
                                   for k, n in shapes.most_common(top)]}


def report(data: dict) -> str:
    """``coverage()`` as text for a terminal."""
    def pct(s: int, t: int) -> str:
        return f"{s:>6,} / {t:>6,}  {100 * s / t:5.1f}%" if t else f"{s:>6,} / {t:>6,}"

    out = [f"supported: {pct(data['supported'], data['total'])}", "", "by card type:"]
    out += [f"  {k:<14} {pct(v['supported'], v['total'])}" for k, v in data["by_type"].items()]
    out += ["", "by layout:"]
    out += [f"  {k:<14} {pct(v['supported'], v['total'])}" for k, v in data["by_layout"].items()]
    out += ["", "most frequent text not understood (cards, shape, example):"]
    out += [f"  {s['cards']:>5}  {s['shape']}  [{s['example']}]" for s in data["unsupported_shapes"]]
    return "\n".join(out)
