"""Cost increases and reductions (rules 601.2f, 118.7): static abilities changing what a spell
costs to cast or an ability to activate.

    cost-changes := cost-change {("and" | ". it also costs") also}
    also         := mana ("less" | "more") "to cast" [tail]      (one more change of that subject:
                    "{1} less to cast if you control an artifact and {1} less to cast if ...")
    cost-change := ["if" condition "," | during ","] subject ("cost" | "costs") mana ("less" | "more")
                   ("to cast" | "to activate") [tail] [during]
    during      := "during your turn" | "during turns other than yours"
    subject     := "cardname"                                  (this spell, 'self')
                 | "this ability"                              (this activated ability)
                 | ["each"] spells ["you cast" | "your opponents cast"] [with-suffix]
                   ["that target" ("cardname" | "a" description)]
                 | "the" ("first" | "second") spell "you cast"
                   ("each turn" | "during each of your turns")    (the Nth this turn, 601.2i)
    spells      := an object description whose noun is "spells" ("instant and sorcery spells",
                   "Kithkin spells and Soldier spells", "creature spells with flying")
                 | spells "and" spells ...   (alike but for one color each: "black spells and
                                              green spells", spells of either color, 105.2)
    tail        := "for each" description ["on the battlefield"]
                 | "for each target beyond the first"          (this spell only: strive)
                 | "for each creature that attacked this turn"  (508.1)
                 | "for each creature in your party"                      (700.8)
                 | "for each basic land type among lands you control"     (domain, 305.6)
                 | "if" condition
                 | "if it targets" description                (this spell only)
                 | ", where x is" x-count                      (with {X} as the mana)
    x-count     := ("the number of" | "the greatest power among" | "the total power of"
                   | "the total mana value of") description | "your devotion to" color

The changes are applied by ``engine/cost_changes.py`` as the total cost is determined.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import for_each
from mtgrules.cards.grammar.conditions import condition
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood
from mtgrules.cards.phrases import COLOR_WORDS
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

_ONE = parse_mana_cost("{1}")
# counts of their own (700.8 party, 305.6 domain)
_COUNTS = {"for each creature in your party": "party",
           "for each basic land type among lands you control": "basic_land_types",
           "for each target beyond the first": "targets_beyond_first",
           "for each creature that attacked this turn": "attackers"}
_CASTERS = {"you cast": "you", "your opponents cast": "opponent"}


def split_ability_changes(effect_text: str) -> tuple[str, tuple]:
    """An activated ability's effect text without its "This ability costs {1} less to activate
    ..." sentences (601.2f, 602.2b), and those as cost changes; NotUnderstood if such a
    sentence isn't read."""
    marker = " this ability costs "
    if marker not in effect_text:
        return effect_text, ()
    head, _, tail = effect_text.partition(marker)
    sentence, dot, after = ("this ability costs " + tail).partition(".")
    change, why = read_cost_change(sentence)
    if change is None:
        raise NotUnderstood(sentence, why)
    rest, more = split_ability_changes((head + (" " + after.strip() if after.strip() else "")).strip())
    return rest, (change,) + more


def read_cost_change(text: str) -> tuple[m.CostChange | None, str]:
    """``text`` (lowercase, one sentence, the card's name as ``cardname``) as a cost change,
    or (None, where understanding stopped)."""
    # "for each instant and sorcery card": a card of either type
    p = Parser(tokenize(text.rstrip(".").replace("for each instant and sorcery", "for each instant or sorcery")))
    found = cost_change(p)
    if found is not None and p.done():
        return dataclasses.replace(found, text=text.rstrip(".")), ""
    return None, p.complaint()


def read_cost_changes(text: str) -> tuple[tuple, str]:
    """``text`` as one or more cost changes of one subject ("This spell costs {1} less to cast
    if you control a Spirit. It also costs {1} less to cast if you control an enchantment":
    each applies by itself, 601.2f), or ((), where understanding stopped)."""
    # "for each instant and sorcery card": a card of either type
    p = Parser(tokenize(text.rstrip(".").replace("for each instant and sorcery", "for each instant or sorcery")))
    first = cost_change(p)
    if first is None:
        return (), p.complaint()
    found = [dataclasses.replace(first, text=" ".join(p.tokens[:p.pos]))]
    while first.scope == "self" and p.take_any("and", ". it also costs"):
        start = p.pos
        more = _also(p, first)
        if more is None:
            return (), p.complaint()
        found.append(dataclasses.replace(more, text=" ".join(p.tokens[start:p.pos])))
    if not p.done():
        p.miss("the end of the cost change")
        return (), p.complaint()
    if len(found) == 1:
        return (dataclasses.replace(first, text=text.rstrip(".")),), ""
    return tuple(found), ""


def _also(p: Parser, first: m.CostChange) -> m.CostChange | None:
    """After "and": "{1} less to cast if you control an enchantment", one more change of the
    subject of ``first``."""
    mana = change_mana(p)
    if mana is None or mana.x:
        return None
    more = p.take_any("less", "more")
    if more is None or not p.take("to cast"):
        return None
    fields: dict = dict(mana=mana, more=more == "more", scope=first.scope, spells=first.spells,
                        caster=first.caster, condition=None, nth=first.nth)
    if not _tail(p, fields) or fields.pop("x", False):
        return None
    return m.CostChange(**fields)


@rule
def cost_change(p: Parser) -> m.CostChange | None:
    cond = None
    if p.take("if"):
        cond = condition(p)
        if cond is None or not p.take(","):
            return None
    else:
        cond = _during(p)
        if cond is not None and not p.take(","):
            return None
    nth = _ORDINALS.get(p.take_any(*_ORDINALS) or "", 0)
    subject = _subject(p, nth)
    if subject is None:
        return None
    scope, spells, caster, aimed = subject
    if nth and p.take("during each of your turns"):
        if cond is not None:
            return None
        cond = _YOUR_TURN
    if not p.take_any("costs", "cost"):
        return None
    mana = change_mana(p)
    if mana is None:
        return None
    more = p.take_any("less", "more")
    if more is None or not p.take("to activate" if scope == "ability" else "to cast"):
        return None
    fields: dict = dict(mana=mana, more=more == "more", scope=scope, spells=spells, caster=caster,
                        condition=cond, nth=nth)
    if not _tail(p, fields):
        return None
    if aimed is not None:
        if fields["targets"] is not None:
            return None
        fields["targets"], fields["targets_source"] = (None, True) if aimed == "self" else (aimed, False)
    timing = _during(p)
    if timing is not None:
        if fields["condition"] is not None:
            return None
        fields["condition"] = timing
    if bool(mana.x) != fields.pop("x", False):  # {X} goes with "where X is ..." and only with it
        p.refuse("an {X} change with its 'where X is the number of ...'")
        return None
    if mana.x:
        fields["mana"] = _ONE
    return m.CostChange(**fields)


_YOUR_TURN = m.StateCondition("your_turn", text="it's your turn")
_ORDINALS = {"the first": 1, "the second": 2}


def _during(p: Parser) -> m.StateCondition | None:
    """"during your turn", "during turns other than yours" (whose turn it is, 500.1)."""
    timing = p.take_any("during your turn", "during turns other than yours")
    if timing is None:
        return None
    mine = timing == "during your turn"
    return _YOUR_TURN if mine else m.StateCondition("your_turn", negate=True, text="it's not your turn")


def _subject(p: Parser, nth: int = 0):
    """(scope, spells filter, caster) of "cardname", "this ability" or "<spells> you cast";
    after "the first" / "the second" (``nth``), "<spell> you cast each turn" (the words
    "during each of your turns" left to the caller)."""
    if nth:
        return _nth_subject(p)
    if p.take("cardname"):
        return "self", None, "you", None
    if p.take("this ability"):
        return "ability", None, "you", None
    p.take("each")
    start = p.pos
    while not p.done() and p.peek() not in ("cost", "costs"):
        p.pos += 1
    words = list(p.tokens[start:p.pos])
    return spells_subject(p, start, words)


def _nth_subject(p: Parser):
    """After "the first": "creature spell you cast each turn" / "... you cast during each of
    your turns", read as "creature spells you cast" (one of them is the Nth)."""
    start = p.pos
    while not p.done() and not p.at("you", "cast"):
        p.pos += 1
    words = list(p.tokens[start:p.pos])
    if "spell" not in words or not p.take("you cast") or not (
            p.take("each turn") or p.at("during", "each", "of", "your", "turns")):
        p.pos = start
        p.miss("a spell you cast each turn")
        return None
    words[words.index("spell")] = "spells"
    return spells_subject(p, start, words + ["you", "cast"])


def spells_subject(p: Parser, start: int, words: list):
    caster = "any"
    for phrase, who in _CASTERS.items():  # "creature spells [with flying] you cast [with ...]"
        cut = _find(words, phrase.split())
        if cut is not None:
            caster = who
            del words[cut:cut + len(phrase.split())]
            break
    aimed = None
    cut = _find(words, ["that", "target"])
    if cut is not None:  # "... that target this creature", "... that target a Merfolk you control"
        aimed = _aimed_at(words[cut + 2:])
        if aimed is None:
            p.pos = start
            p.miss("what the spells target")
            return None
        del words[cut:]
    # "instant and sorcery spells", "kithkin spells and soldier spells": either kind
    kinds = " ".join(words).replace(" spells and ", " spells or ").replace(" and ", " or ")
    q = Parser(tokenize(kinds))
    desc = description(q) if "spells" in words else None
    flt = desc.filter if desc is not None and q.done() else _of_colors(kinds)
    if flt is None or flt.zone != "stack":
        p.pos = start
        p.miss("a description of spells")
        return None
    if flt.kicked:  # known only once its costs are announced, and not kept with a spell cast
        p.refuse("a change of the cost of kicked spells")
        return None
    return "spells", flt, caster, aimed


def _of_colors(kinds: str) -> m.Filter | None:
    """"black spells or green spells", "red creature spells or green creature spells": spells
    described alike but for their color, as one description of spells of any of those colors
    (105.2); None if ``kinds`` isn't that."""
    parts = kinds.split(" spells or ")
    if len(parts) < 2 or not parts[-1].endswith(" spells"):
        return None
    parts = [part.removesuffix(" spells") + " spells" for part in parts]
    filters = []
    for part in parts:
        q = Parser(tokenize(part))
        desc = description(q)
        if desc is None or not q.done() or len(desc.filter.colors) != 1:
            return None
        filters.append(desc.filter)
    colors = frozenset().union(*(f.colors for f in filters))
    if len({dataclasses.replace(f, colors=frozenset()) for f in filters}) != 1 or len(colors) != len(filters):
        return None
    return dataclasses.replace(filters[0], colors=colors)


def _aimed_at(words: list):
    """'self' for "cardname", else the filter of "a creature or planeswalker you control"."""
    if words == ["cardname"]:
        return "self"
    q = Parser(tokenize(" ".join(words)))
    if not q.take_any("a", "an"):
        return None
    desc = description(q)
    if desc is None or not q.done() or desc.plural or desc.filter.zone != "battlefield":
        return None
    return desc.filter


def _find(words: list, phrase: list) -> int | None:
    for i in range(len(words) - len(phrase) + 1):
        if words[i:i + len(phrase)] == phrase:
            return i
    return None


def change_mana(p: Parser) -> m.ManaCost | None:
    word = p.peek()
    if word is None or not word.startswith("{"):
        p.miss("a mana symbol")
        return None
    try:
        cost = parse_mana_cost(word.upper())
    except ManaCostError:
        p.miss("a mana symbol")
        return None
    if cost.hybrid or cost.phyrexian or cost.snow or cost.nonstandard or cost.colorless:
        p.refuse("a change by this mana symbol")
        return None
    p.pos += 1
    return cost


_X_COUNTS = {"the number of": "permanents", "the greatest power among": "greatest_power",
             "the total power of": "total_power", "the total mana value of": "total_mana_value"}


@rule
def _x_count(p: Parser) -> m.CountOf | None:
    """What X is: "the number of / the greatest power among / the total power of / the total
    mana value of <objects>", "your devotion to <color>" (700.5)."""
    if p.take("your devotion to"):
        color = p.lookup(COLOR_WORDS, "a color")
        return m.CountOf("devotion", detail=color) if color is not None else None
    which = p.take_any(*_X_COUNTS)
    if which is None:
        return None
    desc = description(p)
    if desc is None or not desc.plural or desc.filter.zone != "battlefield":
        return None
    return m.CountOf(_X_COUNTS[which], desc.filter)


def _tail(p: Parser, fields: dict) -> bool:
    """The amount or condition after "to cast": "for each ...", "if ...", "if it targets ...",
    ", where X is the number of ..."; True if it was read (or there is none)."""
    fields["per"] = None
    fields["targets"] = None
    special = p.take_any(*_COUNTS)
    if special is not None:
        if _COUNTS[special] == "targets_beyond_first" and fields["scope"] != "self":
            p.refuse("a count of the targets of other spells")
            return False
        fields["per"] = m.CountOf(_COUNTS[special], text=special)
        return True
    if p.at("for", "each"):
        per = for_each(p)
        if per is None:
            return False
        if per.kind == "hand":  # the spell itself leaves the hand as it is cast (601.2a)
            p.refuse("a count of cards in hand")
            return False
        p.take("on the battlefield")
        fields["per"] = per
        return True
    if p.at(",", "where", "x", "is"):
        start = p.pos + 4
        p.pos += 4
        per = _x_count(p)
        if per is None:
            return False
        fields["per"] = dataclasses.replace(per, text=" ".join(p.tokens[start:p.pos]))
        fields["x"] = True
        return True
    if p.take("if it targets"):
        desc = description(p) if p.take_any("a", "an") else None
        if desc is None or fields["scope"] != "self" or desc.plural:
            return False
        fields["targets"] = desc.filter
        return True
    if p.at("if") and fields["condition"] is None:
        p.pos += 1
        cond = condition(p)
        if cond is None:
            return False
        fields["condition"] = cond
    return True
