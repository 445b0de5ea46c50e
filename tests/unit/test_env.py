"""The RL environments pass PettingZoo's API test and Gymnasium's environment checker; the
observation never shows the opponent's hand; action i is the i-th legal action."""
import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from mtgrules.env import MAX_ACTIONS, SingleAgentEnv, encode, env, raw_env  # noqa: E402


def test_pettingzoo_api_test():
    api_test(env(), num_cycles=300)


def test_gymnasium_env_checker():
    check_env(SingleAgentEnv(opponent="random"), skip_render_check=True)


def test_the_mask_marks_the_legal_actions_and_action_i_is_the_ith():
    e = raw_env()
    e.reset(seed=3)
    game = e.game
    obs = e.observe(e.agent_selection)
    legal = game.legal_actions()
    assert obs["action_mask"].sum() == len(legal) and obs["action_mask"][:len(legal)].all()
    other = e.observe([a for a in e.possible_agents if a != e.agent_selection][0])
    assert other["action_mask"].sum() == 0
    before = len(game.log)
    e.step(1)  # the second legal action: a mulligan
    assert "mulligan" in str(game.log[before:]).lower()


def test_the_opponents_hand_is_not_in_the_observation():
    e = raw_env()
    e.reset(seed=5)
    seat = e.game.actor
    hidden = e.game.players[1 - seat]
    first = encode(e.game, seat)["observation"].copy()
    hidden.hand.reverse()  # another order of the same cards, and then other cards
    assert np.array_equal(first, encode(e.game, seat)["observation"])
    hidden.hand[:], hidden.library[:7] = hidden.library[:7], hidden.hand[:]
    assert np.array_equal(first, encode(e.game, seat)["observation"])


def test_a_single_agent_episode_ends_with_a_reward():
    e = SingleAgentEnv(opponent="random")
    obs, info = e.reset(seed=1)
    total, done = 0.0, False
    rng = np.random.default_rng(0)
    while not done:
        mask = info["action_mask"]
        assert mask.shape == (MAX_ACTIONS,)
        action = int(rng.choice(np.flatnonzero(mask)))
        obs, reward, terminated, truncated, info = e.step(action)
        total += reward
        done = terminated or truncated
    assert total in (-1.0, 0.0, 1.0)
