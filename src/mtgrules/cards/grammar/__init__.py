"""The oracle-text grammar: tokens (``tokens``), a backtracking parser that reports where
understanding stopped (``parser``), and the rules that compose — object descriptions
(``objects``), players, objects and targets (``references``), and effect sentences
(``effects``). Each module's docstring gives its rules in a compact grammar notation; a new
form is added where its part of speech lives, and every sentence built from it follows.
"""
from __future__ import annotations


from mtgrules import ir as m
from mtgrules.cards.grammar.effects import sentence
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.references import player
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import ModeBuilder, NotUnderstood


def read_sentence(text: str, b: ModeBuilder) -> list:
    """The effects of one sentence (without its final period), its targets added to ``b``;
    :class:`NotUnderstood`, saying where understanding stopped, if the grammar doesn't cover
    it (``b`` then unchanged)."""
    p = Parser(tokenize(text))
    mark, last, gone, target = len(b.targets), b.last_object, b.last_gone, b.last_target
    effects = sentence(p, b)
    if effects is None:
        del b.targets[mark:]
        b.last_object, b.last_gone, b.last_target = last, gone, target
        raise NotUnderstood(text, p.complaint())
    return effects


_EXILE_IT = " and exile that card"
_JOINTS = (" reveals their hand and you choose ", " reveals their hand, then you choose ")
_FATES = {"that player discards that card": False, "exile that card": True}


def read_hand_discard(sentences: list[str], k: int, b: ModeBuilder) -> tuple[list, int] | None:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.20a, 701.9b), or "... Exile that card." / "You choose a nonland
    card from it and exile that card." (406.2), from sentence ``k`` on, as (one effect, the
    number of sentences read); None if they are not that (``b`` then unchanged). The first two
    may be one sentence: "Target opponent reveals their hand and you choose a nonland card from
    it." (also ", then you choose")."""
    for joint in _JOINTS:
        if joint in sentences[k]:
            reveal, choose = sentences[k].split(joint, 1)
            found = read_hand_discard([reveal + " reveals their hand", "you choose " + choose] + sentences[k + 1:], 0, b)
            return None if found is None else (found[0], found[1] - 1)
    if k + 1 >= len(sentences):
        return None
    choose = sentences[k + 1]
    if choose.endswith(_EXILE_IT):
        choose, exile, used = choose[:-len(_EXILE_IT)], True, 2
    elif k + 2 < len(sentences) and sentences[k + 2] in _FATES:
        exile, used = _FATES[sentences[k + 2]], 3
    else:
        return None
    mark, last = len(b.targets), b.last_object
    p = Parser(tokenize(sentences[k]))
    who = player(p, b)
    if who is not None and p.take("reveals their hand") and p.done():
        if " from it " in choose:  # "a nonland card from it with mana value 3 or less"
            choose = choose.replace(" from it ", " ") + " from it"
        q = Parser(tokenize(choose))
        if q.take("you choose") and q.take_any("a", "an"):
            desc = description(q, "hand")
            if desc is not None and not desc.plural and q.take("from it") and q.done() \
                    and desc.filter.zone == "hand":
                flt = desc.filter if desc.filter != m.Filter(zone="hand") else None
                return [m.DiscardChosen(who, flt, exile=exile)], used
    del b.targets[mark:]
    b.last_object = last
    return None
