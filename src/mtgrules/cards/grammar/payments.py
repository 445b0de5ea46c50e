"""Payments inside effects (rules 118.12, 119.4, 107.14): what an effect asks a player to pay
as it resolves, and "[do something] unless [a player] pays [a cost]", which means "[that
player] may pay [the cost]. If they don't, [do something]" (118.12a).

    payment := mana                      ("{2}{r}"; no X, but for the controller's "you may
                                          pay {X}{R}": X chosen as it is paid, 107.3)
             | N "life"                                           (119.4)
             | energy                    (only by the controller: "{e}{e}", 107.14)
    unless  := clause "unless" payer paying ("or" paying)*     (after any clause; several: the
                                                  player chooses which to make, 118.12)
    paying  := ("pay" | "pays") payment
             | "discard" ("a card" | N "cards")   (by the controller: "unless you discard a
                                                   card or pay 3 life", 701.9a)
    payer   := "you" | "they" | "that player"   (the clause's one player: its subject, else the
                                                  player it deals damage to or names)
             | "its controller"               (the controller of the object the clause named)
    mandatory := "pay" payment            (a sentence: "Pay {2}{G}{G}. If you don't, ...", 118.12)
    offered   := player "may pay" payment ("that player may pay {2}. If the player doesn't, ...")

Each becomes a ``May`` whose first effect is the payment, so "If you do / don't" after it reads
as for any "you may" (609.3).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards import describe_payments  # noqa: F401  (their descriptions)
from mtgrules.cards.grammar import energy
from mtgrules.cards.grammar.amounts import amount
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

#: The references that name exactly one player as the effect happens (not "each opponent").
_ONE_PLAYER = (m.You, m.TargetRef, m.EventObject, m.ControllerOf)


@rule
def payment(p: Parser, who=None, x: bool = False) -> m.Effect | None:
    """The mana, life or energy ``who`` (None: the controller) pays; ``x``: a mana cost with
    {X} is read ("you may pay {X}. If you do, ...": X chosen as it is paid, 107.3)."""
    word = p.peek()
    if word is not None and word.startswith("{") and "{e}" not in word:
        try:
            cost = parse_mana_cost(word.upper())
        except ManaCostError:
            p.miss("a mana cost")
            return None
        if cost.x and not x or cost.snow or cost.nonstandard:
            p.refuse("a payment of this mana (X is given no value here)")
            return None
        p.pos += 1
        return m.PayMana(cost, who)
    if word is not None and "{e}" in word or p.peek(1) == "{e}":
        n = energy.energy(p)
        if n is None or who is not None:  # energy is paid by the controller only
            return None
        return m.PayEnergy(n)
    n = amount(p)
    if type(n) is int and p.take("life"):
        return m.PayLife(n, who)
    p.miss("a payment ('{2}', '2 life')")
    return None


def unless(p: Parser, b, effects: list, subject) -> list | None:
    """``effects`` (one clause's, whose subject is ``subject``) followed by "unless [payer]
    pays [payment]": the payer may pay; if they don't, the effects happen (118.12a). None if
    what follows "unless" isn't read."""
    start = p.pos
    p.take("unless")
    who = _payer(p, b, subject, effects)
    offers = [_paying(p, who)] if who is not None else [None]
    while offers[-1] is not None and p.take("or"):
        offers.append(_paying(p, who))
    if offers[-1] is None or p.at("for", "each"):
        p.pos = start
        p.miss("who pays ('unless its controller pays {1}')")
        return None
    # 118.12: each payment offered in turn; the effects happen only if none is made
    result = tuple(effects)
    for paid in reversed(offers):
        result = (m.May((paid,), _prompt(paid), otherwise=result, who=None if type(who) is m.You else who),)
    return list(result)


def _paying(p: Parser, who) -> m.Effect | None:
    """One payment after "unless <payer>": "pay(s) {1}", "pay 3 life", or the controller's
    "discard a card" (701.9a)."""
    if p.take_any("pays", "pay"):
        return payment(p, None if type(who) is m.You else who)
    if type(who) is m.You and p.take("discard"):
        n = 1 if p.take("a card") else amount(p)
        return m.Discard(m.You(), n) if type(n) is int and (n == 1 or p.take("cards")) else None
    return None


def _payer(p: Parser, b, subject, effects: list):
    if p.take("you"):
        return m.You()
    if p.take_any("they", "that player"):
        if not _one_player(b, subject):  # the player the clause names ("deals 2 damage to
            named = [getattr(e, f, None) for e in effects for f in ("to", "who")]  # that player")
            named = [ref for ref in named if ref is not None and _one_player(b, ref)]
            if len(named) != 1:
                p.refuse("one player who pays")
                return None
            return named[0]
        return subject
    if p.take("its controller"):  # of the object the clause acted on, else the last named
        acted = [getattr(e, "what", None) for e in effects]
        if len(acted) == 1 and acted[0] is not None and type(acted[0]) is not m.EachPermanent:
            return m.ControllerOf(acted[0])
        if b.last_object is None:
            return None
        return m.ControllerOf(b.last_object)
    return None


def _one_player(b, ref) -> bool:
    """Whether ``ref`` names one player (not "each opponent", not a target object)."""
    return type(ref) in _ONE_PLAYER and not (
        type(ref) is m.TargetRef and b.targets[ref.index].objects is not None)


def mandatory(p: Parser) -> list | None:
    """"Pay {2}{B}" as an instruction (118.12): paid from the pool if it can be, else as the
    controller chooses to activate mana abilities for it (118.3c)."""
    paid = payment(p)
    if paid is None or type(paid) is not m.PayMana:
        return None
    paid = m.PayMana(paid.cost, must=True)
    return [m.May((paid,), _prompt(paid))]


def offered(p: Parser, who) -> list | None:
    """After "[player] may pay": that player chooses whether to pay (609.3)."""
    if type(who) not in _ONE_PLAYER or type(who) is m.You:
        return None
    paid = payment(p, who)
    return None if paid is None else [m.May((paid,), _prompt(paid), who=who)]


def _prompt(paid) -> str:
    if type(paid) is m.PayMana:
        return f"pay {paid.cost}"
    if type(paid) is m.PayLife:
        return f"pay {paid.count} life"
    if type(paid) is m.Discard:
        return "discard a card" if paid.count == 1 else f"discard {paid.count} cards"
    return f"pay {'{E}' * paid.count}"
