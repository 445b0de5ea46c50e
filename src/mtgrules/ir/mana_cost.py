"""Mana costs and mana symbols (rules 107.4 and 202).

A mana cost is written as a sequence of mana symbols in braces, e.g.
``{2}{G}{G}``.  :func:`parse_mana_cost` turns that text into an immutable
:class:`ManaCost` that keeps the symbols in printed order and, alongside,
the counts an engine needs to pay the cost and to compute its mana value
(rule 202.3) and colors (rule 202.2).

Canonical symbols are written without braces and in upper case:

==============  ==============================  ====================
symbol          meaning                         rule
==============  ==============================  ====================
``'3'``         generic mana                    107.4b
``'W'``         one white mana                  107.4a
``'C'``         one colorless mana              107.4c
``'X'``         variable generic mana           107.3, 107.4b
``'W/U'``       hybrid                          107.4e
``'2/W'``       monocolored hybrid ("twobrid")  107.4e
``'C/W'``       colorless-or-white hybrid       107.4e
``'B/P'``       Phyrexian                       107.4f
``'G/U/P'``     hybrid Phyrexian                107.4f
``'S'``         snow                            107.4h
==============  ==============================  ====================

A handful of symbols printed only on Un-set and playtest cards are also
accepted so that every card in the corpus parses: ``{Y}`` and ``{Z}``
(further variables, counted with ``{X}``), half mana such as ``{HW}``,
``{L}`` (one mana from a legendary source) and ``{D}`` (a land drop).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from mtgrules.records import record

__all__ = [
    "COLORS",
    "COLOR_NAMES",
    "EMPTY",
    "ManaCost",
    "ManaCostError",
    "parse_mana_cost",
    "parse_mana_symbols",
]

#: The five colors in WUBRG order (rule 105.1).
COLORS: tuple[str, str, str, str, str] = ("W", "U", "B", "R", "G")

#: Color symbol -> color name (rule 202.2a).
COLOR_NAMES: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}

_COLOR_SET = frozenset(COLORS)
_VARIABLES = frozenset({"X", "Y", "Z"})
_SINGLE = _COLOR_SET | _VARIABLES | {"C", "S"}
_HALF = frozenset("H" + c for c in COLORS)
_NONSTANDARD = _HALF | {"D", "L"}
_DIGITS = re.compile(r"[0-9]+")


class ManaCostError(ValueError):
    """A mana cost or mana-symbol string could not be parsed.

    ``text`` is the whole input, ``symbol`` the offending piece and
    ``position`` its 0-based character offset in ``text``.
    """

    def __init__(self, text: str, symbol: str, position: int, reason: str) -> None:
        self.text = text
        self.symbol = symbol
        self.position = position
        super().__init__(f"{reason} {symbol!r} at position {position} in mana cost {text!r}")


@record
class ManaCost:
    """An immutable mana cost (rule 202.1).

    Build one with :func:`parse_mana_cost` or :meth:`from_symbols`; the
    count fields are derived from ``symbols`` and must agree with it.

    * ``symbols`` -- canonical symbols in printed order (see module doc).
    * ``generic`` -- total of the numeric symbols (107.4b).
    * ``colored`` -- counts of the plain colored symbols, W, U, B, R, G (107.4a).
    * ``colorless`` -- number of ``{C}`` symbols (107.4c).
    * ``hybrid`` -- each hybrid symbol as its alternatives, e.g. ``('W', 'U')``,
      ``('2', 'W')``, ``('C', 'W')``; hybrid Phyrexian ``{G/U/P}`` is
      ``('G', 'U', 'P')`` (107.4e, 107.4f).
    * ``phyrexian`` -- the color of each plain Phyrexian symbol such as
      ``{B/P}``; ``'C'`` for the colorless ``{C/P}`` (107.4f).
    * ``x`` -- number of variable symbols ``{X}`` (and Un-set ``{Y}``/``{Z}``)
      (107.3).
    * ``snow`` -- number of ``{S}`` symbols (107.4h).
    * ``nonstandard`` -- Un-set/playtest symbols: half mana ``'HW'``,
      ``'L'`` and ``'D'``.
    """

    symbols: tuple[str, ...]
    generic: int = 0
    colored: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    colorless: int = 0
    hybrid: tuple[tuple[str, ...], ...] = ()
    phyrexian: tuple[str, ...] = ()
    x: int = 0
    snow: int = 0
    nonstandard: tuple[str, ...] = ()

    @classmethod
    def from_symbols(cls, symbols: Iterable[str]) -> ManaCost:
        """Build a cost from canonical symbols (as produced by the parser)."""
        syms = tuple(symbols)
        generic = colorless = x = snow = 0
        colored = [0, 0, 0, 0, 0]
        hybrid: list[tuple[str, ...]] = []
        phyrexian: list[str] = []
        nonstandard: list[str] = []
        for sym in syms:
            if sym.isdigit():
                generic += int(sym)
            elif sym in _COLOR_SET:
                colored[COLORS.index(sym)] += 1
            elif sym == "C":
                colorless += 1
            elif sym in _VARIABLES:
                x += 1
            elif sym == "S":
                snow += 1
            elif sym in _NONSTANDARD:
                nonstandard.append(sym)
            else:
                parts = tuple(sym.split("/"))
                if len(parts) == 2 and parts[1] == "P":
                    phyrexian.append(parts[0])
                else:
                    hybrid.append(parts)
        return cls(
            symbols=syms,
            generic=generic,
            colored=(colored[0], colored[1], colored[2], colored[3], colored[4]),
            colorless=colorless,
            hybrid=tuple(hybrid),
            phyrexian=tuple(phyrexian),
            x=x,
            snow=snow,
            nonstandard=tuple(nonstandard),
        )

    @property
    def mana_value(self) -> int:
        """Mana value per rule 202.3.

        X counts 0 (202.3e), a hybrid symbol counts its largest component,
        so ``{2/W}`` is 2 and ``{W/U}`` is 1 (202.3f), and each Phyrexian
        symbol counts 1 (202.3g).  Of the Un-set symbols ``{L}`` counts 1,
        ``{D}`` (not mana) 0, and half mana ½, rounded down in the total.
        """
        value = self.generic + sum(self.colored) + self.colorless + self.snow
        value += len(self.phyrexian)
        value += sum(2 if "2" in parts else 1 for parts in self.hybrid)
        halves = sum(1 for sym in self.nonstandard if sym in _HALF)
        return value + self.nonstandard.count("L") + halves // 2

    @property
    def colors(self) -> frozenset[str]:
        """The colors of this cost's mana symbols (rule 202.2, 202.2d).

        Hybrid and Phyrexian symbols contribute all of their colors; ``{C}``,
        generic, X and snow symbols contribute none (202.2b).
        """
        found = {c for c, n in zip(COLORS, self.colored) if n}
        found.update(p for parts in self.hybrid for p in parts if p in _COLOR_SET)
        found.update(p for p in self.phyrexian if p in _COLOR_SET)
        found.update(sym[1] for sym in self.nonstandard if sym in _HALF)
        return frozenset(found)

    @property
    def is_empty(self) -> bool:
        """True if paying this cost takes nothing: no symbols, or only ``{0}`` (107.4d)."""
        return all(sym == "0" for sym in self.symbols)

    def __str__(self) -> str:
        return "".join("{" + sym + "}" for sym in self.symbols)

    def __add__(self, other: ManaCost) -> ManaCost:
        """Concatenate two costs, e.g. for the combined cost of split-card
        halves (202.3d) or melded faces (202.3c)."""
        if not isinstance(other, ManaCost):
            return NotImplemented
        return ManaCost.from_symbols(self.symbols + other.symbols)


#: The cost with no symbols at all.  (Having *no* mana cost, rule 202.1b, is
#: represented by ``None``, not by this value.)
EMPTY = ManaCost.from_symbols(())


def _canonical(body: str) -> str | None:
    """Return the canonical form of one symbol's body, or None if invalid."""
    if _DIGITS.fullmatch(body):
        return str(int(body))
    if body in _SINGLE or body in _NONSTANDARD:
        return body
    parts = body.split("/")
    if len(parts) == 2:
        first, second = parts
        if second == "P" and (first in _COLOR_SET or first == "C"):
            return body  # Phyrexian, 107.4f
        if second in _COLOR_SET and first != second and (first in _COLOR_SET or first in ("2", "C")):
            return body  # hybrid or monocolored hybrid, 107.4e
    elif len(parts) == 3:
        first, second, third = parts
        if third == "P" and first in _COLOR_SET and second in _COLOR_SET and first != second:
            return body  # hybrid Phyrexian, 107.4f
    return None


@lru_cache(maxsize=4096)
def _tokenize(text: str) -> tuple[str, ...]:
    symbols: list[str] = []
    pos, end = 0, len(text)
    while pos < end:
        char = text[pos]
        if char.isspace():
            pos += 1
            continue
        if char != "{":
            raise ManaCostError(text, char, pos, "expected '{' but found")
        close = text.find("}", pos + 1)
        nested = text.find("{", pos + 1)
        if close < 0 or 0 <= nested < close:
            stop = nested if nested >= 0 else end
            raise ManaCostError(text, text[pos:stop], pos, "unclosed symbol")
        symbol = _canonical(text[pos + 1 : close].upper())
        if symbol is None:
            raise ManaCostError(text, text[pos : close + 1], pos, "unknown mana symbol")
        symbols.append(symbol)
        pos = close + 1
    return tuple(symbols)


@lru_cache(maxsize=4096)
def parse_mana_cost(text: str | None) -> ManaCost | None:
    """Parse a printed mana cost such as ``'{4}{G}{G}'`` (rules 107.4, 202.1).

    ``None`` or a blank string means the object has no mana cost at all
    (rule 202.1b) and gives ``None``; ``'{0}'`` is a real, zero cost.
    Lower-case symbols are accepted.  Raises :class:`ManaCostError`
    naming the bad symbol and its position.
    """
    if text is None or not text.strip():
        return None
    return ManaCost.from_symbols(_tokenize(text))


def parse_mana_symbols(text: str) -> tuple[str, ...]:
    """Parse a run of mana symbols such as ``'{G}{G}'`` or ``'{C}'`` into
    canonical symbols, e.g. for the mana an "Add {G}{G}." ability produces
    (rule 106.1).  An empty string gives ``()``.
    """
    return _tokenize(text)
