"""The game's seeded random number generator (determinism: same seed, same actions, same game).

SplitMix64: its whole state is one integer, so copying or saving a game copies it for free.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic generator; all of a game's randomness comes from here."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def copy(self) -> "Rng":
        other = Rng.__new__(Rng)
        other.state = self.state
        return other

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling: no modulo bias)."""
        if n <= 1:
            return 0
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self.next64()
            if z < limit:
                return z % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place (rule 701.24: a random order)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
