"""Mana costs: parsing, mana value (202.3), colors (202.2), round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtgrules.cards.database import CardDatabase
from mtgrules.ir.mana_cost import (
    COLOR_NAMES,
    COLORS,
    EMPTY,
    ManaCost,
    ManaCostError,
    parse_mana_cost,
    parse_mana_symbols,
)

# text, symbols, mana value, colors
CASES = [
    ("{0}", ("0",), 0, ""),
    ("{1}", ("1",), 1, ""),
    ("{10}", ("10",), 10, ""),
    ("{1000000}", ("1000000",), 1000000, ""),
    ("{G}", ("G",), 1, "G"),
    ("{4}{G}{G}", ("4", "G", "G"), 6, "G"),
    ("{5}{W}{W}", ("5", "W", "W"), 7, "W"),
    ("{W}{U}{B}{R}{G}", ("W", "U", "B", "R", "G"), 5, "WUBRG"),
    ("{X}{R}", ("X", "R"), 1, "R"),
    ("{X}{X}{G}", ("X", "X", "G"), 1, "G"),
    ("{W/U}", ("W/U",), 1, "WU"),
    ("{W/U}{W/U}{W/U}", ("W/U", "W/U", "W/U"), 3, "WU"),
    ("{2/B}", ("2/B",), 2, "B"),
    ("{2/W}{2/U}{2/B}{2/R}{2/G}", ("2/W", "2/U", "2/B", "2/R", "2/G"), 10, "WUBRG"),
    ("{C/W}", ("C/W",), 1, "W"),
    ("{B/P}", ("B/P",), 1, "B"),
    ("{3}{B/P}{B/P}", ("3", "B/P", "B/P"), 5, "B"),
    ("{8}{C/P}{C/P}", ("8", "C/P", "C/P"), 10, ""),
    ("{G/U/P}", ("G/U/P",), 1, "GU"),
    ("{1}{G}{G/W/P}{W}", ("1", "G", "G/W/P", "W"), 4, "GW"),
    ("{C}", ("C",), 1, ""),
    ("{2}{C}{C}", ("2", "C", "C"), 4, ""),
    ("{S}", ("S",), 1, ""),
    ("{1}{S}{S}", ("1", "S", "S"), 3, ""),
    ("{X}{Y}{Z}{R}{R}", ("X", "Y", "Z", "R", "R"), 2, "R"),
    ("{HW}", ("HW",), 0, "W"),
    ("{2}{L}", ("2", "L"), 3, ""),
    ("{2}{R}{D}", ("2", "R", "D"), 3, "R"),
]


@pytest.mark.parametrize(("text", "symbols", "value", "colors"), CASES)
def test_parse_symbols_value_colors(text: str, symbols: tuple[str, ...], value: int, colors: str) -> None:
    cost = parse_mana_cost(text)
    assert cost is not None
    assert cost.symbols == symbols
    assert cost.mana_value == value
    assert cost.colors == frozenset(colors)
    assert str(cost) == text


def test_fields_of_a_mixed_cost() -> None:
    cost = parse_mana_cost("{X}{2}{W}{W}{U/B}{2/R}{G/P}{G/U/P}{C}{S}{1}")
    assert cost == ManaCost(
        symbols=("X", "2", "W", "W", "U/B", "2/R", "G/P", "G/U/P", "C", "S", "1"),
        generic=3,
        colored=(2, 0, 0, 0, 0),
        colorless=1,
        hybrid=(("U", "B"), ("2", "R"), ("G", "U", "P")),
        phyrexian=("G",),
        x=1,
        snow=1,
    )
    # 3 generic + 2 W + 1 hybrid + 2 twobrid + 1 phyrexian + 1 hybrid phyrexian + C + S
    assert cost.mana_value == 12
    assert cost.colors == frozenset("WUBRG")


def test_no_mana_cost_is_none() -> None:
    """Rule 202.1b: an object may have no mana cost at all."""
    assert parse_mana_cost(None) is None
    assert parse_mana_cost("") is None
    assert parse_mana_cost("   ") is None


def test_zero_cost_and_empty() -> None:
    zero = parse_mana_cost("{0}")
    assert zero is not None and zero.is_empty and zero.mana_value == 0
    assert EMPTY.is_empty and EMPTY.symbols == () and str(EMPTY) == ""
    assert EMPTY.mana_value == 0 and EMPTY.colors == frozenset()
    assert not parse_mana_cost("{G}").is_empty  # type: ignore[union-attr]


def test_lower_case_and_spaces_accepted() -> None:
    assert parse_mana_cost("{2}{g}{w/u}{b/p}{x}") == parse_mana_cost("{2}{G}{W/U}{B/P}{X}")
    assert parse_mana_cost(" {1} {R} ") == parse_mana_cost("{1}{R}")
    assert str(parse_mana_cost("{2/b}")) == "{2/B}"


def test_leading_zeros_are_canonicalised() -> None:
    assert parse_mana_cost("{03}").symbols == ("3",)  # type: ignore[union-attr]


def test_results_are_cached() -> None:
    assert parse_mana_cost("{3}{U}{U}") is parse_mana_cost("{3}{U}{U}")


@pytest.mark.parametrize(
    ("text", "symbol", "position"),
    [
        ("{2}{Q}", "{Q}", 3),
        ("{2}G", "G", 3),
        ("G", "G", 0),
        ("{G", "{G", 0),
        ("{2}{{G}", "{", 3),
        ("{}", "{}", 0),
        ("{W/W}", "{W/W}", 0),
        ("{2/P}", "{2/P}", 0),
        ("{W/U/B}", "{W/U/B}", 0),
        ("{1}{G}{T}", "{T}", 6),
        ("{1}{G}}", "}", 6),
    ],
)
def test_errors_name_symbol_and_position(text: str, symbol: str, position: int) -> None:
    with pytest.raises(ManaCostError) as info:
        parse_mana_cost(text)
    error = info.value
    assert isinstance(error, ValueError)
    assert (error.symbol, error.position, error.text) == (symbol, position, text)
    assert repr(symbol) in str(error) and f"position {position}" in str(error)


def test_parse_mana_symbols() -> None:
    assert parse_mana_symbols("{G}{G}") == ("G", "G")
    assert parse_mana_symbols("{C}") == ("C",)
    assert parse_mana_symbols("{w}{u}") == ("W", "U")
    assert parse_mana_symbols("") == ()
    with pytest.raises(ManaCostError):
        parse_mana_symbols("{G}{Q}")


def test_addition_combines_costs() -> None:
    """Split-card halves combine for mana value (202.3d)."""
    fire, ice = parse_mana_cost("{1}{R}"), parse_mana_cost("{1}{U}")
    assert fire is not None and ice is not None
    both = fire + ice
    assert str(both) == "{1}{R}{1}{U}"
    assert both.mana_value == 4 and both.generic == 2
    assert both.colors == frozenset("RU")


def test_color_constants() -> None:
    assert COLORS == ("W", "U", "B", "R", "G")
    assert COLOR_NAMES == {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def test_every_bundled_mana_cost_parses() -> None:
    db = CardDatabase.bundled()
    costs = 0
    for name in db.names():
        text = db.raw(name)["manaCost"]
        cost = parse_mana_cost(text)
        if text is None:
            assert cost is None
            continue
        costs += 1
        assert cost is not None and str(cost) == text, name
        assert cost.mana_value >= 0
    assert costs > 30000


# -- round-trip property ------------------------------------------------

_HYBRID = [f"{a}/{b}" for a in COLORS for b in COLORS if a != b]
_SYMBOLS = (
    list(COLORS)
    + ["C", "X", "S"]
    + _HYBRID
    + [f"2/{c}" for c in COLORS]
    + [f"C/{c}" for c in COLORS]
    + [f"{c}/P" for c in COLORS]
    + [f"{h}/P" for h in _HYBRID]
)
_symbol = st.one_of(st.sampled_from(_SYMBOLS), st.integers(0, 20).map(str))


def _expected_value(symbols: list[str]) -> int:
    total = 0
    for sym in symbols:
        if sym.isdigit():
            total += int(sym)
        elif sym == "X":
            pass
        elif sym.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


@given(st.lists(_symbol, max_size=12))
def test_round_trip_property(symbols: list[str]) -> None:
    text = "".join("{" + s + "}" for s in symbols)
    cost = parse_mana_cost(text)
    if not symbols:
        assert cost is None
        return
    assert cost is not None
    assert str(cost) == text
    assert cost.symbols == tuple(symbols)
    assert parse_mana_cost(text.lower()) == cost
    assert ManaCost.from_symbols(cost.symbols) == cost
    assert cost.mana_value == _expected_value(symbols)
    expected_colors = {p for s in symbols for p in s.split("/") if p in COLORS}
    assert cost.colors == frozenset(expected_colors)
