"""Rule 509.1b: "can't be blocked by creatures with greater power", a restriction shared by
skulk (702.118b) and a Ring-bearer (701.54c)."""
from __future__ import annotations


def greater_power_blocks(game, attacker: int, blocker: int, rule: str, what: str) -> tuple[str, str] | None:
    """509.1b: ``attacker`` can't be blocked by creatures with greater power (skulk 702.118b,
    a Ring-bearer 701.54c; ``what`` names which, for the log): why ``blocker`` can't block it,
    or None."""
    power = game.chars(attacker).power or 0
    b = game.chars(blocker)
    if (b.power or 0) > power:
        return rule, (f"{b.name} can't block {game.name(attacker)} ({what}: its power {b.power} "
                      f"is greater than {power})")
    return None
