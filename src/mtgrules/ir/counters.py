"""Kinds of counters with rules of their own that the card model names (rule 122.1)."""
from __future__ import annotations

from mtgrules.ir.conditions import Amount
from mtgrules.ir.effects import Effect
from mtgrules.ir.filters import Filter
from mtgrules.ir.refs import Ref
from mtgrules.records import record

# Rule 122.1b: the keywords a keyword counter can be; a permanent with one has that keyword
# (613.1f, layer 6). The kind of counter is the keyword's name ("first strike").
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance",
})

# Rule 122.1c: shield counters protect the permanent from destruction and damage.
SHIELD = "shield"


@record
class OthersEnterWith:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on it."
    (614.1c): a static ability's replacement effect on how other permanents matching ``filter``
    (relative to its controller) enter, with ``count`` more counters of ``kind``; not on its
    own permanent, which it would affect only as one of a general subset (614.12)."""

    filter: Filter
    kind: str
    count: Amount
    text: str = ""


@record
class EntersWithChoice:
    """"This creature enters with your choice of a flying counter or a first strike counter on
    it." (614.1c, 614.12a): as the permanent enters, its controller chooses one of ``choices``,
    (kind, count) pairs, and it enters with those counters."""

    choices: tuple[tuple[str, int], ...]
    text: str = ""


@record
class TokensReplaced:
    """"If one or more tokens would be created under your control, twice that many of those
    tokens are created instead." (rule 614.1a): tokens about to be created (of one of
    ``types``, if any: "creature tokens") under the source's controller's control (``you``) or
    anyone's become ``factor`` times as many."""

    factor: int
    you: bool = True
    types: frozenset = frozenset()
    text: str = ""


@record
class PutCountersOfSource(Effect):
    """"When this creature dies, put its counters on target creature you control.": the
    source's counters (of ``kind``, or of every kind if "") are moved to ``what``; once the
    source has left the battlefield, the same number of each kind it had as it last existed is
    put on ``what`` (122.8)."""

    what: Ref
    kind: str = ""
