"""What a keyword ability's line of oracle text means as card data (rule 702.1).

Each keyword module (``mtgrules.keywords``) defines one ``Keyword`` object; the part of it the
compiler needs is this base class: how its line is recognised (``parse``), the abilities it
stands for (``expand``: prowess's triggered ability, 702.108a), the characteristics it defines
(``defines_characteristics``: devoid, changeling, 604.3), the optional costs it offers as its
spell is cast (``optional_costs``: kicker, 702.33a) and the targets it gives a permanent spell
(``spell_targets``: an Aura's enchant, 702.5a). The engine's rules for the keyword are the
subclass ``mtgrules.engine.keyword_rules.Keyword``.

Keywords register themselves when the package ``mtgrules.keywords`` is imported, which
``import mtgrules`` does; this module holds the registry the compiler reads.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from mtgrules.ir import KeywordInstance, ManaCost
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost


class OptionalCost(NamedTuple):
    """An optional additional cost a spell's controller may announce as they cast it (rules
    118.8b, 601.2b): ``label`` for the log ("kicker {2}{R}"), the mana ``cost`` added to the
    total cost each time it is paid (601.2f; None: no mana), how many times it may be paid
    (``max_times``; None: any number, as multikicker), the rule to cite, whether paying it makes
    the spell "kicked" (``kicks``: a kicker cost, 702.33d), the costs other than mana paid
    with it (``extra``: ``AdditionalCost`` values, "Kicker—Sacrifice a land", 601.2h),
    whether paying it brings a ticket counter and a sticker (``sticker``: sticker kicker,
    702.33h), and whether paying it puts the spell into its owner's hand as it resolves
    (``returns``: buyback, 702.27a), and whether paying it chooses all the spell's modes
    (``all_modes``: entwine, 702.42a). ``per_extra_mode``: not announced but paid once for each
    mode chosen beyond the first (escalate, 702.120a)."""

    label: str
    cost: ManaCost | None
    max_times: int | None = 1
    rule: str = "601.2b"
    kicks: bool = False
    extra: tuple = ()
    sticker: bool = False
    returns: bool = False
    all_modes: bool = False
    per_extra_mode: bool = False


_MANA_PARAM = re.compile(r" (?:\{[0-9wubrgcs/]+\})+")
_DASHED_PARAM = re.compile(r" ?— ?.+")


class KeywordSyntax:
    """The card-data side of one keyword ability. ``name`` is lowercase; ``rule`` its rule
    (e.g. "702.9"); ``subrules`` maps an extension point to the subrule cited when it changes
    what happens (e.g. {"indestructible": "702.12b"}); ``numbered``: the keyword is written
    with a number, its parameter ("Bushido 2", "Toxic 1", "Dredge 3"); ``costed``: with a mana
    cost ("Fortify {3}", "Reconfigure {2}", "Bestow {3}{W}"), ``x_allowed`` False where an X
    in it would have no value; ``cost_reader``: with a mana cost or costs after a dash, the
    parameter being valid when ``cost_reader(param)`` isn't None (a ``staticmethod``: echo,
    flashback, buyback, cumulative upkeep); a mana cost may hold {S} (107.4h)."""

    name: str = ""
    rule: str = ""
    subrules: dict[str, str] = {}
    numbered: bool = False
    costed: bool = False
    x_allowed: bool = True
    cost_reader = None
    #: for a keyword with a ``parse`` of its own, how the texts it reads begin ("ward" for
    #: "Ward {2}" and "Ward—Pay 3 life"): it is tried only on a text whose first word begins
    #: so; None: tried on every text
    starts: tuple[str, ...] | None = None

    def cite(self, hook: str) -> str:
        """The rule to cite when ``hook`` changes what happens (a subrule, else the keyword's rule)."""
        return self.subrules.get(hook, self.rule)

    def parse(self, low: str, text: str) -> tuple[KeywordInstance, ...] | None:
        """Recognise ``low`` (the lowercase line without reminder text); the default recognises
        the bare keyword name, or the name and a number when the keyword is ``numbered``."""
        if self.numbered:
            word, _, n = low.partition(" ")
            return (KeywordInstance(self.name, n),) if word == self.name and n.isdigit() else None
        if self.cost_reader is not None:  # "Echo {3}{G}" or "Echo—Discard a card."
            param = self.cost_param(low, text)
            if param is None or self.cost_reader(param) is None:
                return None
            return (KeywordInstance(self.name, param),)
        if self.costed:
            found = self._costed(low)
            return None if found is None or not self.x_allowed and "X" in found[0].param else found
        if low == self.name:
            return (KeywordInstance(self.name),)
        return None

    def cost_param(self, low: str, text: str) -> str | None:
        """The cost after the keyword as its parameter: mana ("Flashback {1}{R}" -> "{1}{R}")
        or, after a dash, costs other than mana as printed ("Echo—Discard a card." ->
        "—Discard a card."); None if ``low`` is not the keyword with a cost."""
        if not low.startswith(self.name):
            return None
        rest = low[len(self.name):]
        if _MANA_PARAM.fullmatch(rest):
            return rest.strip().upper()
        if _DASHED_PARAM.fullmatch(rest):
            return "—" + text.split("—", 1)[1].strip()
        return None

    def _costed(self, low: str) -> tuple[KeywordInstance, ...] | None:
        """"<name> <mana cost>": the keyword with its cost as its parameter."""
        if not low.startswith(self.name + " {") or not low.endswith("}"):
            return None
        try:
            cost = parse_mana_cost(low[len(self.name) + 1:].upper())
        except ManaCostError:
            return None
        return (KeywordInstance(self.name, str(cost)),)

    def label(self, inst: KeywordInstance) -> str:
        """The keyword as ``cards show`` names it (its printed form)."""
        return str(inst)

    def meaning(self, inst: KeywordInstance) -> str:
        """What the keyword means, in rules English, for ``cards show`` ("" when its name says
        enough)."""
        return ""

    def expand(self, inst: KeywordInstance) -> tuple:
        """The abilities the keyword stands for, added to the card's (702.1)."""
        return ()

    #: the keyword grants the abilities printed after its line to another object (backup,
    #: 702.165a): the compiler calls ``expand_following`` once the card is read, and refuses
    #: the card if one of them is of a kind the engine can't grant (113.10)
    grants_following: bool = False

    def expand_following(self, inst: KeywordInstance, keywords: tuple, abilities: tuple) -> tuple:
        """The abilities of a keyword that ``grants_following``, given the ``keywords`` and the
        other ``abilities`` printed after its line."""
        return self.expand(inst)

    def defines_characteristics(self, colors: frozenset, subtypes: tuple,
                                inst: KeywordInstance) -> tuple[frozenset, tuple]:
        """Rule 604.3: a characteristic-defining keyword sets colors and subtypes."""
        return colors, subtypes

    def optional_costs(self, card, inst: KeywordInstance) -> tuple[OptionalCost, ...]:
        """Rule 601.2b: the optional additional costs the keyword offers as its spell is cast."""
        return ()

    def spell_targets(self, instances: tuple[KeywordInstance, ...]) -> tuple:
        """Rule 601.2c: targets (``TargetSpec``) the keyword gives a permanent spell, from all
        its ``instances`` on the card together (702.5c: several enchant abilities)."""
        return ()


SYNTAX: dict[str, KeywordSyntax] = {}


def register_syntax(keyword: KeywordSyntax) -> None:
    SYNTAX[keyword.name] = keyword


@lru_cache(maxsize=None)
def keyword_abilities(keywords: tuple) -> tuple:
    """The abilities keyword instances stand for (e.g. prowess's triggered ability), so that a
    keyword granted by an effect works like a printed one (rule 613.1f, 702.1)."""
    return tuple(a for inst in keywords for a in SYNTAX[inst.name].expand(inst))


def defined_characteristics(keywords: tuple, colors: frozenset, subtypes: tuple) -> tuple:
    """Rule 604.3: characteristic-defining keywords (devoid 702.114a: no color; changeling
    702.73a: every creature type) set an object's colors and subtypes in every zone, before
    other effects (613.3). Returns (colors, subtypes)."""
    for inst in keywords:
        colors, subtypes = SYNTAX[inst.name].defines_characteristics(colors, subtypes, inst)
    return colors, subtypes


def optional_costs(card) -> tuple[OptionalCost, ...]:
    """Rules 118.8b / 601.2b: the optional additional costs the caster of ``card`` may announce
    (kicker 702.33a, multikicker 702.33c), in the order of the card's keywords; a cost's index
    here is its index in the record of optional costs paid for the spell."""
    return tuple(c for inst in card.keywords for c in SYNTAX[inst.name].optional_costs(card, inst))


def times_kicked(card, paid: tuple[int, ...]) -> int:
    """Rule 702.33d: how many times a spell (or the permanent it became) was kicked, from the
    record ``paid`` of how many times each of its optional costs was paid."""
    if not paid:
        return 0
    return sum(times for cost, times in zip(optional_costs(card), paid) if cost.kicks)


def times_paid(card, paid: tuple[int, ...], label: str) -> int:
    """How many times the optional cost labelled ``label`` ("squad {2}") was paid for a spell
    (or the permanent it became), from the record ``paid`` (702.157a, 702.175a)."""
    if not paid:
        return 0
    return sum(times for cost, times in zip(optional_costs(card), paid) if cost.label == label)


def sticker_kicked(card, paid: tuple[int, ...]) -> bool:
    """Rule 702.33h: whether a sticker kicker cost of the spell was paid."""
    return bool(paid) and any(times and cost.sticker for cost, times in zip(optional_costs(card), paid))


def bought_back(card, paid: tuple[int, ...]) -> bool:
    """Rule 702.27a: whether a buyback cost of the spell was paid."""
    return bool(paid) and any(times and cost.returns for cost, times in zip(optional_costs(card), paid))


def spell_targets(card) -> tuple:
    """Rules 601.2c / 303.4a: the targets (``TargetSpec`` values) a permanent spell has because
    of its keywords — an Aura spell targets what its enchant abilities let it enchant, one
    target that all of them allow (702.5a, 702.5c). Empty for most permanent spells (608.3a); instants and
    sorceries take theirs from their text."""
    return _spell_targets(card.keywords) if card.keywords else ()


def keyword_targets(keywords: tuple) -> tuple:
    """The spell targets the keyword instances ``keywords`` give (a bestowed Aura spell's
    enchant creature, 702.103b)."""
    return _spell_targets(keywords)


@lru_cache(maxsize=None)
def _spell_targets(keywords: tuple) -> tuple:
    out: list = []
    seen: set = set()
    for inst in keywords:
        if inst.name not in seen:
            seen.add(inst.name)
            out.extend(SYNTAX[inst.name].spell_targets(tuple(k for k in keywords if k.name == inst.name)))
    return tuple(out)


_REMINDER = re.compile(r"\s*\([^()]*\)")


def parse_keyword_line(line: str) -> tuple[KeywordInstance, ...] | None:
    """If ``line`` is a list of keyword abilities ("Flying, vigilance", "Ward {2}",
    "Protection from black"), the KeywordInstances it holds, else None. Reminder text is
    ignored (rule 207.2)."""
    text = _REMINDER.sub("", line).strip().rstrip(".")
    if not text:
        return None
    whole = parse_keyword(text)  # one keyword whose text has commas ("Ward—{2}, Pay 2 life")
    if whole is not None:
        return tuple(whole)
    parts = [p.strip() for p in re.split(r",\s*|;\s*", text)] if "," in text or ";" in text else [text]
    out: list[KeywordInstance] = []
    for part in parts:
        inst = parse_keyword(part)
        if inst is None:
            return None
        out.extend(inst)
    return tuple(out)


def parse_keyword(text: str) -> tuple[KeywordInstance, ...] | None:
    """One keyword with its parameter, as a tuple of KeywordInstances (some keywords, e.g.
    "Protection from white and from blue", give several), or None."""
    low = text.strip().lower()
    for kw in _candidates(_first_word(low)):
        got = kw.parse(low, text.strip())
        if got is not None:
            return got
    return None


_WORD = re.compile(r"[a-z'!-]*")
# first word -> the keywords that could read a text beginning with it, in ``SYNTAX`` order
_BY_FIRST: dict[str, tuple] = {}
# the index those are made from, made again when a keyword is registered (keyed by how many
# there are): [count, first word of a name -> [(position, keyword)] for keywords read by the
# default ``parse``, [(position, keyword)] of those reading their own way]
_INDEX: list = [0, {}, []]


def _first_word(low: str) -> str:
    return _WORD.match(low).group()


def _candidates(word: str) -> tuple:
    """The keywords that could read a text whose first word is ``word``: those read by the
    default ``KeywordSyntax.parse`` only when their name begins the text, and those reading
    their own way when the word begins as their ``starts`` says (or always, without it)."""
    if _INDEX[0] != len(SYNTAX):
        by_name: dict[str, list] = {}
        own = []
        for position, kw in enumerate(SYNTAX.values()):
            if type(kw).parse is KeywordSyntax.parse:
                by_name.setdefault(_first_word(kw.name), []).append((position, kw))
            else:
                own.append((position, kw))
        _INDEX[:] = [len(SYNTAX), by_name, own]
        _BY_FIRST.clear()
    found = _BY_FIRST.get(word)
    if found is None:
        _, by_name, own = _INDEX
        found = _BY_FIRST[word] = tuple(kw for _, kw in sorted(
            by_name.get(word, []) + [(position, kw) for position, kw in own
                                     if kw.starts is None or word.startswith(kw.starts)],
            key=lambda item: item[0]))
    return found
