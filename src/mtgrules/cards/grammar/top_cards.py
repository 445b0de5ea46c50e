"""Sentences about the top cards of a library that are looked at or revealed and then sorted
(rules 701.20a, 701.20e, 401.4). They run over several sentences, read together as one effect:

    run      := look [". " take] [". " rest]    (a look alone: the cards stay where they are)
              | "reveal the top card of" library ". if it's" ["a" | "an"] description ","
                ["you may"] ["reveal it and"] "put it" zone
                [". " ("otherwise," | "if you don't put" ("the card" | "it") zone ",")
                 ["you may"] "put" ("it" | "that card") (rest-zone | "into your hand")]
                 ("you may": on the bottom of the library or into the graveyard, or left there)
              | "reveal cards from the top of your library until you reveal"
                ("a" | "an") description ". put that card" zone
                ("and the rest" | "and all other cards revealed this way") rest-zone
              | ["then"] "each player reveals cards from the top of their library until they
                reveal" ("a" | "an") description ", puts it" ("onto the battlefield" ["tapped"]
                | "into their hand" | "into their graveyard") ", and puts the rest"
                ("on the bottom of their library" ["in a random order" | "in any order"]
                 | "into their graveyard")                  (each player in turn, 608.2e-f)
    look     := ("look at" | "reveal") "the top" (amount "cards" | "card") "of" library
                [", where x is" count]
                [", then put them back in any order" [". you may shuffle"
                                                      | ". you may have that player shuffle"]]
    library  := "your library" | ("target player's" | "target opponent's") "library"
    take     := ["then"] ["you may"] ("reveal" what "from among them and put"
                ("it" | "that card" | "them" | "those cards")
                | "put" what ["from among them"]) zone [("and the rest" | "and the other") rest-zone]
    what     := amount "of" ("them" | "those cards") | "up to" amount "of them"
                | "any number of them" | ["up to" amount | "any number of" | "a" | "an"]
                  description | "all" description "revealed this way"
    zone     := "into your hand" | "onto the battlefield" ["tapped"] | "into your graveyard"
    rest     := ["then"] "put the rest" ["of the cards" | "of those cards"] rest-zone
    rest-zone:= "on the bottom of your library" ["in any order" | "in a random order"]
                | "on the bottom in any order" | "on the bottom in a random order"
                | "into your graveyard" | "back on top of your library in any order"
                | "into your hand"

The model is :class:`mtgrules.ir.TakeFromTop` (or ``RevealUntil``); what the player takes and
the order of the cards put back are decisions made as the effect resolves.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import amount, count
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood

_STARTS = ("look at the top ", "reveal the top ", "reveal cards from the top ",
           "each player reveals cards from the top ", "then each player reveals cards from the top ")
_ONE_REVEALED = "reveal the top card of your library "
_REVEAL_ONE = m.TakeFromTop(m.You(), 1, take=0, revealed=True)

_ZONES = (("into your hand", "hand"), ("onto the battlefield tapped", "battlefield tapped"),
          ("onto the battlefield", "battlefield"), ("into your graveyard", "graveyard"))
_REST = (("on the bottom of your library in any order", "bottom"),
         ("on the bottom of your library in a random order", "bottom random"),
         ("on the bottom of your library", "bottom"), ("on the bottom in any order", "bottom"),
         ("on the bottom in a random order", "bottom random"), ("into your graveyard", "graveyard"),
         ("back on top of your library in any order", "top"),
         ("back on top in any order", "top"), ("on top of your library in any order", "top"),
         ("into your hand", "hand"))
_TAKEN_TO = {"hand": "into your hand", "battlefield": "onto the battlefield", "graveyard": "into your graveyard"}
_LIBRARIES = {"target player's library": "any", "target opponent's library": "opponent"}


def read_top_cards(sentences: list[str], k: int, b) -> tuple[list, int] | None:
    """The effect of the run of sentences beginning at ``sentences[k]`` and how many sentences
    it took, or None if ``sentences[k]`` doesn't begin one; :class:`NotUnderstood` (``b`` then
    unchanged) if it begins one the grammar doesn't cover."""
    if not sentences[k].startswith(_STARTS) or " planar deck" in sentences[k]:
        return None  # a planar deck's cards (901.4): ``grammar/planar``
    mark, last, gone = len(b.targets), b.last_object, b.last_gone
    parsers = [Parser(tokenize(s)) for s in sentences[k:k + 3]]
    for reader in (_reveal_until, _each_reveals_until, _reveal_top_if, _look):
        for q in parsers:
            q.pos = 0
        del b.targets[mark:]
        found = reader(parsers, b)
        if found is not None:
            break
    else:
        del b.targets[mark:]
        b.last_object, b.last_gone = last, gone
        if sentences[k].startswith(_ONE_REVEALED):
            return None  # a card revealed and named later: the sentence grammar's (effects.py)
        # the first sentence understanding stopped in (the others were read to their end)
        stopped = next((i for i, q in enumerate(parsers) if q.far < len(q.tokens)), 0)
        raise NotUnderstood(sentences[k + stopped], parsers[stopped].complaint())
    effects = found[0]
    if len(effects) == 1 and effects[0] == _REVEAL_ONE:
        b.last_object, b.last_gone, b.revealed = m.Revealed(), False, "there"  # "if it's a land card"
    else:
        b.last_object, b.last_gone = None, True  # the cards have moved: "it" names none of them
    return found


def _zone(p: Parser, table) -> str | None:
    for words, zone in table:
        if p.take(words):
            return zone
    return None


def _library(p: Parser, b) -> m.Ref | None:
    """Whose library: yours, or a target player's (115.1)."""
    if p.take("your library"):
        return m.You()
    for words, kind in _LIBRARIES.items():
        if p.take(words):
            return b.target(m.TargetSpec(words.split("'")[0], None, kind))
    return None


def top_of(p: Parser, b) -> tuple | None:
    """"the top four cards of your library", "the top X cards of your library, where X is the
    number of lands you control" -> (count, whose library)."""
    if not p.take("the top"):
        return None
    n = 1 if p.take("card") else amount(p)
    if n is None or (n != 1 or p.tokens[p.pos - 1] != "card") and not p.take("cards"):
        return None
    if not p.take("of"):
        return None
    who = _library(p, b)
    if who is not None and n == "X" and p.take(", where x is"):
        n = count(p, b)
    return None if who is None or n is None else (n, who)


def _look(ps: list[Parser], b) -> tuple[list, int] | None:
    """"Look at the top N cards of your library. [Take some.] [Put the rest ...]"."""
    p = ps[0]
    revealed = p.take("reveal") and True
    if not revealed and not p.take("look at"):
        return None
    top = top_of(p, b)
    if top is None:
        return None
    n, who = top
    base = dict(who=who, count=n, revealed=bool(revealed))
    if p.take(", then put them back in any order") and p.done():
        effects = [m.TakeFromTop(take=0, rest="top", **base)]
        shuffle = _may_shuffle(ps[1], who) if len(ps) > 1 else None
        return (effects + [shuffle], 2) if shuffle is not None else (effects, 1)
    if not p.done():
        p.miss("'. Put ...' (what becomes of the cards)")
        return None
    if len(ps) < 2 or not ps[1].at("put") and not ps[1].at("you", "may") and not ps[1].at("then"):
        return [m.TakeFromTop(take=0, **base)], 1  # only a look (701.20e) or a reveal (701.20a)
    take = _take(ps[1], b)
    if take is None:
        return None
    used = 2
    if take.get("rest") is None:
        rest = _rest(ps[2]) if len(ps) > 2 else None
        if rest is not None:
            take["rest"], used = rest, 3
        else:
            take["rest"] = "stay"
    if type(who) is not m.You and take["to"] != "graveyard":
        ps[1].refuse("cards of another player's library put into your hand or onto the battlefield")
        return None
    return [m.TakeFromTop(**base, **take)], used


def _may_shuffle(p: Parser, who) -> m.May | None:
    """"You may shuffle." / "You may have that player shuffle." (701.24a) after the cards are
    put back."""
    if p.take("you may shuffle") if type(who) is m.You else p.take("you may have that player shuffle"):
        if p.done():
            return m.May((m.Shuffle(who),), "shuffle")
    return None


def _take(p: Parser, b) -> dict | None:
    """The sentence saying which cards are taken and where they go."""
    p.take("then")
    may = bool(p.take("you may"))
    reveal = bool(p.take("reveal"))
    if not reveal and not p.take("put"):
        return None
    what = _what(p)
    if what is None:
        return None
    n, up_to, flt = what
    among = p.take_any("from among them", "from among those cards", "revealed this way")
    if reveal:
        pronouns = ("them", "those cards") if n != 1 else ("it", "that card")
        if not among or not p.take("and put") or not p.take_any(*pronouns):
            return None
    elif flt is not None and not among:
        return None
    to = _zone(p, _ZONES)
    if to is None:
        p.miss("where the cards go ('into your hand')")
        return None
    rest = None
    if p.take_any("and the rest", "and the other"):
        rest = _zone(p, _REST)
        if rest is None:
            return None
    if not p.done():
        p.miss("the end of the sentence")
        return None
    return dict(take=n, up_to=up_to or may, filter=flt, reveal=reveal, to=to.split()[0],
                tapped=to.endswith("tapped"), rest=rest)


def _what(p: Parser) -> tuple | None:
    """Which and how many cards are taken: (count or None for any number, up to, filter)."""
    up_to = bool(p.take("up to"))
    if not up_to and p.take_any("any number of", "all"):
        n, up_to = None, p.tokens[p.pos - 1] == "of"  # "all": every matching card
    else:
        n = amount(p)
        if n is None:
            return None
    if p.take_any("of them", "of those cards") or n is None and p.take_any("them", "those cards"):
        return n, up_to, None
    desc = description(p, "library")
    if desc is None or desc.filter.zone != "library" or desc.plural != (n != 1):
        return None
    flt = desc.filter
    return n, up_to, None if flt == m.Filter(zone="library") else flt


def _rest(p: Parser) -> str | None:
    """"Put the rest on the bottom of your library in a random order." -> 'bottom random'."""
    p.take("then")
    if not p.take("put the rest"):
        return None
    p.take_any("of the cards", "of those cards")
    rest = _zone(p, _REST)
    if rest is None or not p.done():
        p.miss("where the rest go ('on the bottom of your library in any order')")
        return None
    return rest


def _reveal_top_if(ps: list[Parser], b) -> tuple[list, int] | None:
    """"Reveal (look at) the top card of your library. If it's a creature card, [you may] put it
    into your hand. [Otherwise, put it into your graveyard.]" (701.20a)."""
    p = ps[0]
    revealed = bool(p.take("reveal"))
    if not revealed and not p.take("look at"):
        return None
    top = top_of(p, b)
    if top is None or top[0] != 1 or not p.done() or len(ps) < 2:
        return None
    q = ps[1]
    if not q.take("if it's"):
        return None
    q.take_any("a", "an")
    desc = description(q, "library")
    if desc is None or desc.plural or desc.filter.zone != "library" or not q.take(","):
        return None
    may = bool(q.take("you may"))
    reveal = bool(q.take("reveal it and"))
    if not q.take("put it"):
        return None
    to = _zone(q, _ZONES)
    if to is None or not q.done():
        return None
    rest, used = "stay", 2
    if len(ps) > 2 and _not_taken(ps[2], to):
        optional = bool(ps[2].take("you may"))  # 609.3: the card stays if they don't
        if not ps[2].take("put") or not ps[2].take_any("it", "that card"):
            return None
        rest = _zone(ps[2], _REST)
        if rest is None or not ps[2].done() or optional and rest not in ("bottom", "graveyard"):
            return None
        rest, used = ("may " if optional else "") + rest, 3
    if type(top[1]) is not m.You and to != "graveyard":
        return None
    return [m.TakeFromTop(top[1], 1, 1, may, desc.filter, reveal, to.split()[0],
                          to.endswith("tapped"), rest, revealed)], used


def _not_taken(p: Parser, to: str) -> bool:
    """"Otherwise," or "If you don't put the card / it <where the card taken goes>," (608.2c):
    what becomes of the card if it isn't taken."""
    if p.take("otherwise ,"):
        return True
    start = p.pos
    if p.take("if you don't put") and p.take_any("the card", "it", "that card") \
            and p.take(_TAKEN_TO[to.split()[0]]) and p.take(","):
        return True
    p.pos = start
    return False


# where each player puts the card revealed and the rest ("their library", "their hand")
_THEIR_ZONES = (("onto the battlefield tapped", "battlefield tapped"), ("onto the battlefield", "battlefield"),
                ("into their hand", "hand"), ("into their graveyard", "graveyard"))
_THEIR_REST = (("on the bottom of their library in a random order", "bottom random"),
               ("on the bottom of their library in any order", "bottom"),
               ("on the bottom of their library", "bottom"), ("into their graveyard", "graveyard"))


def _each_reveals_until(ps: list[Parser], b) -> tuple[list, int] | None:
    """"[Then] each player reveals cards from the top of their library until they reveal a
    permanent card, puts it onto the battlefield, and puts the rest on the bottom of their
    library in a random order." (701.20a; each player in turn, APNAP order, 608.2e-f)."""
    p = ps[0]
    p.take("then")
    if not p.take("each player reveals cards from the top of their library until they reveal") \
            or not p.take_any("a", "an"):
        return None
    desc = description(p, "library")
    if desc is None or desc.plural or desc.filter.zone != "library" or not p.take(", puts it"):
        return None
    to = _zone(p, _THEIR_ZONES)
    if to is None or not p.take(", and puts the rest"):
        return None
    rest = _zone(p, _THEIR_REST)
    if rest is None or not p.done():
        return None
    return [m.RevealUntil(desc.filter, to.split()[0], to.endswith("tapped"), rest, m.EachPlayer())], 1


def _reveal_until(ps: list[Parser], b) -> tuple[list, int] | None:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest into your graveyard." (701.20a)."""
    p = ps[0]
    if not p.take("reveal cards from the top of your library until you reveal") \
            or not p.take_any("a", "an"):
        return None
    desc = description(p, "library")
    if desc is None or desc.plural or desc.filter.zone != "library" or not p.done() or len(ps) < 2:
        return None
    q = ps[1]
    if not q.take("put that card"):
        return None
    to = _zone(q, _ZONES)
    if to is None or not q.take_any("and the rest", "and all other cards revealed this way"):
        return None
    rest = _zone(q, _REST)
    if rest not in ("bottom", "bottom random", "graveyard") or not q.done():
        return None
    return [m.RevealUntil(desc.filter, to.split()[0], to.endswith("tapped"), rest)], 2
