"""The extension points of keyword abilities (rule 702): the base class every keyword module
(``mtgrules.keywords``) subclasses, and the registry the engine consults.

Each method below is one extension point; its default is the rule the core applies when no
keyword intervenes, so a keyword overrides only what its rules change. The core asks
``engine/hooks.py``, which calls only the keywords whose class overrides that method. A
subclass defining a public method that is not an extension point is an error at class
creation, so a misspelt extension point can't silently do nothing.
"""
from __future__ import annotations

from mtgrules.cards.keyword_syntax import KeywordSyntax, register_syntax


class Keyword(KeywordSyntax):
    """One keyword ability: its oracle-text side (``KeywordSyntax``) and its rules."""

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        for attr, value in vars(cls).items():
            if attr.startswith("_") or not callable(value):
                continue
            if not hasattr(Keyword, attr):
                raise TypeError(f"keyword class {cls.__name__} defines {attr!r}, which is not an "
                                f"extension point of mtgrules.engine.keyword_rules.Keyword")

    # --- attacking and blocking (508, 509) ----------------------------------------------------

    def attack_restriction(self, game, oid: int, inst) -> tuple[str, str] | None:
        """508.1c: why ``oid`` can't attack, as (rule, reason) (defender, 702.3b)."""
        return None

    def ignores_summoning_sickness(self, game, oid: int, inst) -> bool:
        """302.6: whether ``oid`` may attack and use {T} abilities though it came under its
        controller's control this turn (haste, 702.10b)."""
        return False

    def taps_to_attack(self, game, oid: int, inst) -> bool:
        """508.1f: whether ``oid`` becomes tapped as it attacks (vigilance, 702.20b: no)."""
        return True

    def evasion(self, game, attacker: int, blocker: int, inst) -> tuple[str, str] | None:
        """509.1b: why ``blocker`` can't block ``attacker``, because of the attacker's keyword
        (flying 702.9b, fear, intimidate, landwalk ...)."""
        return None

    def blocker_restriction(self, game, blocker: int, attacker: int, inst) -> tuple[str, str] | None:
        """509.1b: why ``blocker`` can't block ``attacker``, because of the blocker's keyword
        (shadow, 702.28b)."""
        return None

    def block_count_restriction(self, game, attacker: int, blockers: list[int],
                                inst) -> tuple[str, str] | None:
        """509.1b: why ``blockers`` can't together block ``attacker`` (menace, 702.111b)."""
        return None

    def blocks_count(self, game, blocker: int, inst) -> int:
        """509.1a: how many attackers ``blocker`` may block."""
        return 1

    def attack_cost_options(self, game, attacker: int, inst) -> list[int] | None:
        """508.1g: the objects one of which may be chosen to pay this keyword's optional cost
        to attack with ``attacker`` (enlist, 702.154a: creatures to tap), or None when the
        keyword has no such cost. Asked once the attackers are chosen; objects already chosen
        for another cost are left out by the caller."""
        return None

    def pay_attack_cost(self, game, attacker: int, chosen: int, inst) -> None:
        """508.1j: pay the optional cost to attack chosen for ``attacker`` with ``chosen``, and
        what paying it causes (enlist's linked triggered ability, 607.2h)."""

    # --- combat damage (510) --------------------------------------------------------------------

    def first_strike(self, game, oid: int, inst) -> bool:
        """510.4: whether ``oid`` deals damage in the first-strike damage step (702.7b)."""
        return False

    def deals_damage_again(self, game, oid: int, inst) -> bool:
        """510.4: whether ``oid``, having dealt first-strike damage, deals damage again in the
        second step (double strike, 702.4b)."""
        return False

    def lethal_damage(self, game, source: int, target: int, needed: int, inst) -> int:
        """120.6 / 510.1c: the damage ``source`` must assign to ``target`` to count as lethal
        (deathtouch, 702.2c: 1)."""
        return needed

    def assign_excess(self, game, oid: int, inst) -> bool:
        """510.1c: whether a blocked ``oid`` may assign excess damage to the player or
        planeswalker it attacks (trample, 702.19b)."""
        return False

    # --- damage (120) ---------------------------------------------------------------------------

    def on_damage(self, game, src, recipient: int, amount: int, combat: bool, inst) -> None:
        """120.3: what happens because the source with this keyword dealt damage (lifelink
        702.15b, deathtouch 702.2b, toxic 702.164c)."""

    def damage_as_counters(self, to_player: bool, inst) -> tuple[str, str] | None:
        """120.3b / 120.3d: the result of damage from a source with this keyword as counters
        instead of life loss or marked damage, as (counter kind, rule) (infect: poison counters
        on a player, -1/-1 counters on a creature; wither), or None (120.3a, 120.3e)."""
        return None

    def prevent_damage(self, game, src, recipient: int, amount: int, inst) -> int:
        """615: the damage left after the recipient's keyword prevents some (protection,
        702.16e)."""
        return amount

    def replace_draw(self, game, oid: int, event, inst):
        """614.11: a replacement of ``event`` (a ``DrawEvent`` of the owner of card ``oid``, in
        their graveyard) by this keyword, as ``apply(game, event)`` returning the events that
        happen instead, or None if it can't apply (dredge, 702.52a-b)."""
        return None

    def state_based_actions(self, game) -> list[tuple[int, str, str]]:
        """704.5: the permanents a state-based action of this keyword destroys, as (object,
        rule, reason), from the marks it keeps in ``game.marks[name]`` (deathtouch, 704.5h).
        Asked of every keyword implementing it, whatever the permanents' own keywords."""
        return []

    def state_based_actions_checked(self, game) -> None:
        """704.3: a check of state-based actions is over; marks that last "since state-based
        actions were last checked" end (704.5h)."""

    def indestructible(self, game, oid: int, inst) -> bool:
        """701.8: whether ``oid`` can't be destroyed (indestructible, 702.12b)."""
        return False

    # --- targets, attachments, timing ----------------------------------------------------------

    def targeting(self, game, target: int, source_card, source_controller: int,
                  inst) -> tuple[str, str] | None:
        """115.4: why ``target`` can't be the target of a spell or ability from
        ``source_card`` (hexproof 702.11b, shroud 702.18a, protection 702.16b)."""
        return None

    def attach_restriction(self, game, target: int, attachment: int, inst) -> tuple[str, str] | None:
        """303.4d / 301.5c: why ``attachment`` can't be attached to ``target``, because of the
        target's keyword (protection, 702.16c-d)."""
        return None

    def attach_limit(self, game, attachment: int, target: int, inst) -> tuple[str, str] | None:
        """303.4a: why ``attachment`` can't be attached to ``target``, because of the
        attachment's own keyword (enchant, 702.5a)."""
        return None

    def timing(self, card, inst) -> bool:
        """307.1: whether ``card`` may be cast any time its owner could cast an instant (flash,
        702.8a)."""
        return False

    def locks_stack(self, inst) -> str | None:
        """117.1: while a spell with this keyword is on the stack, players can't cast other
        spells or activate abilities that aren't mana abilities: the rule that says so (split
        second, 702.61a), or None."""
        return None

    # --- transforming, day and night (701.27, 730) -----------------------------------------------

    def transform_restriction(self, game, oid: int, by: str | None, inst) -> tuple[str, str] | None:
        """701.27a: why ``oid`` can't transform now, ``by`` naming the keyword whose rules
        transform it (None for a spell's or ability's effect): daybound and nightbound allow
        only their own transforming (702.145b, 702.145e)."""
        return None

    def enters_transformed(self, game, card, inst) -> bool:
        """712.14: whether the double-faced ``card`` with this keyword on its front face enters
        the battlefield with its back face up (daybound at night, 702.145b)."""
        return False

    def day_night_check(self, game, oid: int, inst) -> None:
        """730.1: what this keyword of ``oid`` does at once, without using the stack, as it
        becomes day or night and as ``oid`` enters the battlefield (702.145c-d, 702.145f-g)."""


KEYWORDS: dict[str, Keyword] = {}
_EXTENSION_POINTS = tuple(name for name, value in vars(Keyword).items()
                          if not name.startswith("_") and callable(value))
_IMPLEMENTING: dict[str, frozenset[str]] = {point: frozenset() for point in _EXTENSION_POINTS}


def register(keyword: Keyword) -> None:
    """Add a keyword ability; the extension points it takes part in are the methods its class
    overrides."""
    register_syntax(keyword)
    KEYWORDS[keyword.name] = keyword
    for point in _EXTENSION_POINTS:
        if getattr(type(keyword), point) is not getattr(Keyword, point):
            _IMPLEMENTING[point] = _IMPLEMENTING[point] | {keyword.name}


def implementing(point: str) -> frozenset[str]:
    """The names of the keywords that implement extension point ``point`` (a KeyError if
    ``point`` is not one)."""
    return _IMPLEMENTING[point]
