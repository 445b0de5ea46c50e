"""Objects moved to the battlefield or into a library (rule 400.7: each becomes a new object):

    onto     := ("to" | "onto") "the battlefield" ["tapped" ["and attacking"]] ["transformed"]
                ["under your control" | "under" ("its" | "her" | "his") "owner's control"]
                                                  (cards in a graveyard, or the one object a
                                                   pronoun names; 110.2: else its owner's;
                                                   712.14a: "transformed", its back face up;
                                                   508.4: "and attacking")
                ["with" ["an additional"] counters ("and" counters)* "on it"]      (122.6)
    library  := ("on top of" | "on the bottom of") ("its owner's library" | "your library")
                | "on your choice of the top or bottom of its owner's library"    (608.2d)
                                                  (one permanent or card; "your": of your own)

after "return <objects> to" / "put <objects>" (``effects``), the object phrase already read.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.counters import entering_counters
from mtgrules.cards.grammar.parser import Parser, rule


@rule
def onto_battlefield(p: Parser, found) -> list | None:
    """"[return target creature card from your graveyard to] the battlefield tapped under your
    control"."""
    ref, desc = found
    if desc is not None and desc.filter.zone != "graveyard":
        p.miss("a card in a graveyard")
        return None
    p.take("onto")
    if not p.take("the battlefield"):
        return None
    tapped = bool(p.take("tapped"))
    attacking = tapped and p.take("and attacking")  # 508.4
    transformed = bool(p.take("transformed"))
    mine = bool(p.take("under your control"))
    if not mine:
        p.take_any("under its owner's control", "under her owner's control",
                   "under his owner's control")
    counters = ()
    if p.at("with"):  # "... with a +1/+1 counter on it" (122.6)
        counters = entering_counters(p)
        if counters is None:
            return None
    put = m.PutOntoBattlefield(ref, mine, tapped, counters=counters, transformed=transformed)
    return [put, m.Attacking(m.Moved(ref))] if attacking else [put]


@rule
def into_library(p: Parser, found) -> list | None:
    """"[put target creature] on top of its owner's library", "[put target card from your
    graveyard] on the bottom of your library"."""
    ref, desc = found
    if p.take("on your choice of the top or bottom of its owner's library"):  # 608.2d
        if desc is not None and desc.plural or type(ref) is m.EachPermanent:
            return None
        return [m.PutTopOrBottom(ref, by_owner=False)]
    where = p.take_any("on top of", "on the bottom of")
    if where is None or desc is not None and desc.plural:
        return None  # several cards at once would be ordered by their owner (401.4)
    own = desc is not None and desc.filter.owner_you
    if not (p.take("its owner's library") or own and p.take("your library")):
        return None
    return [m.PutInLibrary(ref, where == "on the bottom of")]
