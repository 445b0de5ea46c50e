"""A player's choice between themselves and the other opponents (Archenemy schemes, 608.2d):

    self-or-others := player "chooses self or others" "."
                      "if" ("that player" | "the player") "chooses self ," instructions "."
                      "if" ("that player" | "the player") "chooses others ," instructions
    (in the instructions "that player" / "the player" is the chooser, and "each of your other
    opponents" each opponent but the chooser: ``references.player``)
"""
from __future__ import annotations

import re
from typing import Callable

from mtgrules import ir as m
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.references import player
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.modes import NotUnderstood

_CHOOSES = re.compile(r"(.+) chooses self or others")
_BRANCH = re.compile(r"if (?:that|the) player chooses (self|others), (.+)")
_THE_PLAYER = re.compile(r"\bthe player\b")


def read_self_or_others(sentences: list[str], k: int, b, parse: Callable) -> tuple[list, int] | None:
    """The effect of the three sentences beginning at ``sentences[k]`` and how many it took
    (``parse`` reads one sentence of instructions), or None if ``sentences[k]`` doesn't begin
    the form; NotUnderstood if it begins it but the rest isn't understood."""
    hit = _CHOOSES.fullmatch(sentences[k])
    if hit is None:
        return None
    p = Parser(tokenize(hit.group(1)))
    chooser = player(p, b)
    if chooser is None or not p.done() or type(chooser) is not m.TargetRef:
        raise NotUnderstood(sentences[k], "only a target player chooses self or others")
    branches = {}
    for sentence in sentences[k + 1:k + 3]:
        branch = _BRANCH.fullmatch(sentence)
        if branch is None or branch.group(1) in branches:
            raise NotUnderstood(sentence, "expected 'if that player chooses self / others, ...'")
        # "the player" is the chooser, as "that player" is (608.2c)
        branches[branch.group(1)] = tuple(parse(_THE_PLAYER.sub("that player", branch.group(2)), b))
    if len(branches) != 2:
        raise NotUnderstood(sentences[k], "expected what happens for self and for others")
    return [m.SelfOrOthers(chooser, branches["self"], branches["others"])], 3
