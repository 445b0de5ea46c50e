"""The search's fast playout policy blocks as a careful player would (509.1a): a block that
survives, a trade or a double block that kills an attacker worth at least its blockers, and a
chump block only when the unblocked attackers would deal lethal damage."""
from __future__ import annotations

from positions import Pos

from mtgrules.engine import actions as a
from mtgrules.engine.steps import Step
from mtgrules.players import GreedyPlayer
from mtgrules.players.playout import candidates, policy_score


def _at_blocks(attackers, blockers, life: int = 20) -> Pos:
    pos = Pos(attackers, blockers, life=life)
    pos.attack(*attackers)
    pos.pass_until(Step.DECLARE_BLOCKERS, "blockers")
    return pos


def _policy_move(pos: Pos, seat: int):
    """The move the playout policy of ``seat``'s search makes when it doesn't move at random."""
    game, greedy = pos.game, GreedyPlayer()
    options = candidates(game)
    return max(options, key=lambda o: policy_score(game, o, greedy, options, seat))


def _blocks(pos: Pos, seat: int = 1) -> dict:
    """The blocks the policy declares for player B until it finishes the declaration, in a
    search of ``seat`` (player B's own by default)."""
    made = {}
    while pos.game.pending.kind == "blockers":
        move = _policy_move(pos, seat)
        if type(move) is a.FinishDeclaration:
            break
        made[move.blocker] = move.attacker
        pos.game.apply(move)
    return made


def test_it_blocks_with_a_creature_that_survives() -> None:
    pos = _at_blocks(["Grizzly Bears"], ["Scathe Zombies"])  # 2/2 into a 2/3
    assert _blocks(pos) == {pos["Scathe Zombies"]: pos["Grizzly Bears"]}


def test_it_chump_blocks_only_when_the_attack_is_lethal() -> None:
    pos = _at_blocks(["Craw Wurm"], ["Ravenous Rats"])  # 6/4 and a 1/1 at 20 life
    assert _blocks(pos) == {}
    pos = _at_blocks(["Craw Wurm"], ["Ravenous Rats"], life=6)
    assert _blocks(pos) == {pos["Ravenous Rats"]: pos["Craw Wurm"]}


def test_two_creatures_block_together_to_kill_a_bigger_attacker() -> None:
    pos = _at_blocks(["Trained Armodon"], ["Walking Corpse", "Walking Corpse"])  # 3/3, two 2/2
    assert _blocks(pos) == {pos["Walking Corpse"]: pos["Trained Armodon"],
                            pos["Walking Corpse#2"]: pos["Trained Armodon"]}
    alone = _at_blocks(["Trained Armodon"], ["Walking Corpse"])
    assert _blocks(alone) == {}


def test_in_a_search_of_the_attacker_the_defender_blocks_as_the_greedy_player() -> None:
    pos = _at_blocks(["Trained Armodon"], ["Walking Corpse", "Walking Corpse"])
    assert _blocks(pos, seat=0) == {}
    pos = _at_blocks(["Craw Wurm"], ["Ravenous Rats"], life=6)
    assert _blocks(pos, seat=0) == {}


def test_it_trades_only_down_and_adds_no_blocker_to_an_attacker_already_killed() -> None:
    pos = _at_blocks(["Spined Wurm"], ["Craw Wurm"])  # 6/4 for a 5/4: not at 20 life
    assert _blocks(pos) == {}
    pos = _at_blocks(["Craw Wurm"], ["Spined Wurm"])  # 5/4 for a 6/4
    assert _blocks(pos) == {pos["Spined Wurm"]: pos["Craw Wurm"]}
    pos = _at_blocks(["Grizzly Bears"], ["Trained Armodon", "Walking Corpse"])
    assert _blocks(pos) == {pos["Trained Armodon"]: pos["Grizzly Bears"]}
