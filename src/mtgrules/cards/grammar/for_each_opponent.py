""""For each opponent, <instruction>" (rule 608.2c): the instruction is done once for each
opponent, "that player" / "that opponent" naming the opponent of each time, as "they" does in
"target creature they control" (``ir/for_each_opponent.py``). The sentence after the comma is
read as any sentence is (``cards/sentences.parse_sentence``): "exile ... until cardname leaves
the battlefield", "you may ...", "choose up to one target ...".

    sentence := "for each opponent ," sentence

The instruction's targets ("exile up to one target nonland permanent that player controls")
are chosen once per opponent as the spell or ability is put on the stack (601.2c); they must
be the mode's only targets. After it, "those creatures" / "they" / "them" name every target
chosen ("Untap those creatures. They gain haste until end of turn.")."""
from __future__ import annotations

import dataclasses

from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.modes import NotUnderstood
from mtgrules.cards.that_player import THAT_PLAYER, THAT_OPPONENT, THEY
from mtgrules.ir.rewrite import replace_filters

_PREFIX = "for each opponent, "

# the words naming the opponent of each time, as a player
_NAMES = (THAT_PLAYER, THAT_OPPONENT)
# ``Filter.controller`` as the grammar reads "that player controls", "that opponent controls"
# and "they control"
_CONTROLLED = frozenset({THAT_PLAYER, THAT_OPPONENT, THEY})


def read_for_each_opponent(s: str, b, parse: Callable) -> list | None:
    """Sentence ``s``, "for each opponent, <sentence>", as one ``ForEachOpponent`` effect, the
    sentence after the comma read by ``parse`` like any other; None if ``s`` isn't one."""
    if not s.startswith(_PREFIX):
        return None
    if b.targets or b.per_opponent:
        raise NotUnderstood(s, "'for each opponent' after other targets of the ability (601.2c)")
    saved = {word: b.refs.get(word) for word in _NAMES}
    b.refs.update({word: m.ThatOpponent() for word in _NAMES})
    try:
        effects = parse(s[len(_PREFIX):], b)
    finally:
        for word, value in saved.items():
            if value is None:
                b.refs.pop(word, None)
            else:
                b.refs[word] = value
    count = len(b.targets)
    b.targets[:] = [each_time(spec) for spec in b.targets]
    b.per_opponent = count
    if count:  # "those creatures": every target chosen (608.2c), or the permanents the cards
        group = m.EachTarget()  # put onto the battlefield became (400.7j)
        if b.last_gone and _onto_battlefield(effects):
            group, b.last_gone = m.Moved(group), False
        b.last_object, b.last_group, b.last_target = None, group, None
    return [m.ForEachOpponent(tuple(each_time(e) for e in effects), count, s[len(_PREFIX):])]


def _onto_battlefield(effects: list) -> bool:
    """Whether the last instruction of ``effects`` puts its objects onto the battlefield
    ("[you may] put ... onto the battlefield under your control")."""
    last = effects[-1] if effects else None
    if type(last) is m.May and last.effects:
        last = last.effects[-1]
    return type(last) is m.PutOntoBattlefield


def each_time(value):
    """``value`` with its objects "that player controls" / "they control" controlled by the
    opponent of each time (``m.EACH_TIME``)."""
    return replace_filters(value, lambda flt: dataclasses.replace(flt, controller=m.EACH_TIME)
                           if flt.controller in _CONTROLLED else flt)
