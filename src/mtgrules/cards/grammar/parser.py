"""The parser the grammar rules share: a position in a token sequence, with backtracking, and
the furthest point any rule reached, so that text the grammar does not cover is reported by
where understanding stopped and what was expected there.

A grammar rule is a function ``rule(p: Parser, ...) -> value | None``. It either consumes the
tokens it understands and returns a value, or returns ``None`` with the position unchanged
(decorate it with :func:`rule` to get the restore for free). Rules compose by calling each
other; alternatives are tried in order (the first that succeeds wins, as in a PEG).
"""
from __future__ import annotations

from functools import wraps
from typing import Callable, TypeVar

T = TypeVar("T")


#: phrase -> (its first word, its words, their count, its repr), for ``Parser.take``
_PHRASES: dict[str, tuple[str, tuple[str, ...], int, str]] = {}


class Parser:
    """Tokens, the current position, and the furthest failure (for the error message)."""

    __slots__ = ("tokens", "pos", "far", "expected")

    def __init__(self, tokens: tuple[str, ...]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.far = 0
        self.expected: set[str] = set()

    # -- looking -------------------------------------------------------------------------------

    def peek(self, ahead: int = 0) -> str | None:
        i = self.pos + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def at(self, *words: str) -> bool:
        """Whether the next tokens are ``words`` (nothing consumed)."""
        end = self.pos + len(words)
        return self.tokens[self.pos:end] == words

    def done(self) -> bool:
        return self.pos >= len(self.tokens)

    # -- consuming -----------------------------------------------------------------------------

    def take(self, phrase: str) -> bool:
        """Consume the words of ``phrase`` ("until end of turn") if they come next."""
        found = _PHRASES.get(phrase)
        if found is None:  # the words and how a miss names them, once per phrase
            words = tuple(phrase.split())
            found = _PHRASES[phrase] = (words[0], words, len(words), repr(phrase))
        first, words, count, shown = found
        pos = self.pos
        tokens = self.tokens
        # most misses differ in the first word: compare it before slicing the rest
        if pos < len(tokens) and tokens[pos] == first and (
                count == 1 or tokens[pos:pos + count] == words):
            self.pos = pos + count
            return True
        if pos >= self.far:  # ``miss``, inline: this is the grammar's most frequent call
            if pos > self.far:
                self.far, self.expected = pos, {shown}
            else:
                self.expected.add(shown)
        return False

    def take_any(self, *phrases: str) -> str | None:
        """The first of ``phrases`` that comes next, consumed."""
        for phrase in phrases:
            if self.take(phrase):
                return phrase
        return None

    def lookup(self, table: dict[str, T], what: str) -> T | None:
        """The value of the next token in ``table``, consumed; None (and a miss) if absent."""
        word = self.peek()
        if word is not None and word in table:
            self.pos += 1
            return table[word]
        self.miss(what)
        return None

    def next(self) -> str | None:
        word = self.peek()
        if word is not None:
            self.pos += 1
        return word

    # -- failing -------------------------------------------------------------------------------

    def miss(self, what: str) -> None:
        """Record that ``what`` was expected here (kept only at the furthest position)."""
        if self.pos > self.far:
            self.far, self.expected = self.pos, {what}
        elif self.pos == self.far:
            self.expected.add(what)

    def refuse(self, why: str) -> None:
        """Record that the text read so far can't mean what the card model can say (``why``),
        at the current position, over any lesser expectation recorded there or before."""
        if self.pos >= self.far:
            self.far, self.expected = self.pos, {why}

    def complaint(self) -> str:
        """Where understanding stopped: the text up to there, a marker, and what was expected."""
        before = " ".join(self.tokens[:self.far])
        after = " ".join(self.tokens[self.far:])
        expected = ", ".join(sorted(self.expected)[:6]) or "nothing more"
        if not after:
            return f"read {before!r} to the end, but expected {expected}"
        if not before:
            return f"not understood: {after!r} (expected {expected})"
        return f"not understood from {after!r} (after {before!r}; expected {expected})"


def rule(fn: Callable[..., T | None]) -> Callable[..., T | None]:
    """A grammar rule that leaves the position where it was when it fails."""
    @wraps(fn)
    def attempt(p: Parser, *args, **kwargs):
        start = p.pos
        value = fn(p, *args, **kwargs)
        if value is None:
            p.pos = start
        return value
    return attempt


def sequence(p: Parser, item: Callable[[Parser], T | None]) -> list[T] | None:
    """"A", "A and B", "A, B, and C", "A or B" ... : the items of a list joined by commas and
    "and"/"or" (the joiner is not reported; callers that care read it themselves)."""
    first = item(p)
    if first is None:
        return None
    items = [first]
    while True:
        start = p.pos
        if p.take(","):
            p.take_any("and", "or", "and/or")
        elif not p.take_any("and", "or", "and/or"):
            break
        value = item(p)
        if value is None:
            p.pos = start
            break
        items.append(value)
    return items
