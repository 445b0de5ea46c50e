"""Reading Case cards (rule 719): "To solve — [Condition]" and "Solved — [Ability]".

719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and
this Case is not solved, this Case becomes solved." 719.3c: "Solved — [Ability]" is an ability
the Case has while it is solved. The condition is read by the grammar's conditions
(``grammar/conditions.py``).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.cards.classes import gained_statics_problem
from mtgrules.cards.describe import describes
from mtgrules.cards.grammar.conditions import condition
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.ir.cases import UNSOLVED_END_STEP, Solve

_TO_SOLVE = re.compile(r"To solve — (.+)")
_SOLVED = re.compile(r"Solved — (.+)")


def split_case_text(text: str) -> list[tuple[str | None, str | None, str]]:
    """The parts of a Case's text: ("to solve", line, condition text), ("solved", line,
    ability text), and (None, None, text) for the Case's own abilities."""
    parts: list = []
    own: list = []
    for line in text.split("\n"):
        solve, solved = _TO_SOLVE.fullmatch(line.strip()), _SOLVED.fullmatch(line.strip())
        if solve:
            parts.append(("to solve", line, solve.group(1)))
        elif solved:
            parts.append(("solved", line, solved.group(1)))
        else:
            own.append(line)
    return [(None, None, "\n".join(own))] + parts


def to_solve(low: str, line: str) -> tuple[m.TriggeredAbility, str] | str:
    """Rule 719.3a for a condition (lowercase, reminder text removed), as (ability, how it was
    read), or why it is not understood."""
    p = Parser(tokenize(low.rstrip(".")))
    cond = condition(p)
    if cond is None or not p.done():
        return f"the condition to solve it: {p.complaint()}"
    ability = m.TriggeredAbility(UNSOLVED_END_STEP, m.Mode((), (Solve(),), line), line, cond)
    return ability, (f"to solve (719.3a): at the beginning of your end step, if {cond.text} "
                     "and this Case is not solved, it becomes solved")


def solved_abilities(abilities: tuple, keywords: tuple) -> tuple[m.StaticAbility | None, str]:
    """Rule 719.3c: the Case has ``abilities`` as long as it is solved, as (ability, how it was
    read); (None, why not) if they can't be had that way."""
    problem = gained_statics_problem(abilities, "solved")
    if problem is not None:
        return None, problem
    text = "as long as cardname is solved, it has this ability"
    cond = m.StateCondition("solved", text="this Case is solved")
    change = m.Change(abilities=tuple(abilities), keywords=tuple(keywords))
    anthem = m.Anthem(m.Filter(), only_self=True, condition=cond, change=change, text=text)
    return m.StaticAbility(anthem, text), f"solved (719.3c): {text}"


@describes(Solve)
def _describe_solve(e: Solve) -> str:
    return "this Case becomes solved (719.3a)"
