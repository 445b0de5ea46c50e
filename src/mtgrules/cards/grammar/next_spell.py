"""A change of the cost of the next spell cast, as an effect (rule 601.2f, 601.2i):

    next-spell := "the next" spell "you cast" ["this turn"] "costs" mana ("less" | "more")
                  "to cast" [", where x is" count ["as this ability resolves"]]
                  (with {X} and no "where X is": the X announced, 107.3)
    this-turn  := spells "you cast this turn cost" mana ("less" | "more") "to cast"
                  (every such spell cast this turn)
    spell      := an object description whose noun is "spell" ("instant or sorcery spell",
                  "noncreature spell", "Dragon creature spell")
    this-turn  := spells "you cast this turn cost" mana ("less" | "more") "to cast"
                  (each such spell cast this turn, 611.2a: "artifact spells you cast this turn
                  cost {2} less to cast")

The change applies to the next such spell its controller casts (``engine/next_spell_costs.py``);
an X is counted as the effect happens (608.2h).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards import describe_next_spell  # noqa: F401  (its description)
from mtgrules.cards.grammar.amounts import count
from mtgrules.cards.grammar.cost_changes import change_mana, spells_subject
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.ir.mana_cost import parse_mana_cost

_ONE = parse_mana_cost("{1}")


@rule
def next_spell_costs(p: Parser, b) -> list | None:
    """"the next instant or sorcery spell you cast this turn costs {1} less to cast"."""
    start = p.pos
    if not p.take("the next"):
        return None
    words_start = p.pos
    while not p.done() and not p.at("you", "cast"):
        p.pos += 1
    words = list(p.tokens[words_start:p.pos])
    if "spell" not in words or not p.take("you cast"):
        return None
    this_turn = bool(p.take("this turn"))
    if not p.take("costs"):
        return None
    mana = change_mana(p)
    more = p.take_any("less", "more") if mana is not None else None
    if more is None or not p.take("to cast"):
        return None
    end = p.pos
    words[words.index("spell")] = "spells"
    subject = spells_subject(p, words_start, words + ["you", "cast"])
    if subject is None or subject[3] is not None:
        return None
    p.pos = end
    amount = None
    if mana.x:  # the X announced for the spell or ability (107.3), or "where X is ..."
        amount = "X"
        if p.at(",", "where", "x", "is"):
            p.pos += 4
            amount = count(p, b)
            if amount is None:
                return None
            p.take("as this ability resolves")  # counted as it resolves anyway (608.2h)
        mana = _ONE
    change = m.CostChange(mana, more == "more", "spells", spells=subject[1], caster=subject[2],
                          text=" ".join(p.tokens[start:p.pos]))
    return [m.NextSpellCosts(change, this_turn, amount)]


#: the words between the spells and the change in "<spells> you cast this turn cost {3} less"
_THIS_TURN = ("you", "cast", "this", "turn", "cost")


@rule
def spells_this_turn_cost(p: Parser) -> list | None:
    """"instant and sorcery spells you cast this turn cost {3} less to cast": every such spell
    its controller casts this turn (601.2f), none used up (601.2i)."""
    start, tokens = p.pos, p.tokens
    cut = next((i for i in range(start, len(tokens)) if tokens[i:i + 5] == _THIS_TURN), None)
    if cut is None or "spells" not in tokens[start:cut]:
        return None
    words = list(tokens[start:cut])
    p.pos = cut + len(_THIS_TURN)
    mana = change_mana(p)
    more = p.take_any("less", "more") if mana is not None and not mana.x else None
    if more is None or not p.take("to cast"):
        return None
    end = p.pos
    subject = spells_subject(p, start, words + ["you", "cast"])
    if subject is None or subject[3] is not None:
        return None
    p.pos = end
    change = m.CostChange(mana, more == "more", "spells", spells=subject[1], caster=subject[2],
                          text=" ".join(tokens[start:end]))
    return [m.NextSpellCosts(change, True, every=True)]
