"""Evaluate a simple agent in the single-agent environment: it picks uniformly among the legal
actions (the ones of the action mask). Run: python examples/rl_masked_random.py [EPISODES]

Replace ``act`` with a policy network's masked argmax or sample to train or evaluate your own
agent; ``mtgrules.env.env()`` is the two-agent PettingZoo environment for self-play.
"""
import sys

import numpy as np

from mtgrules.env import SingleAgentEnv


def act(observation, rng) -> int:
    return int(rng.choice(np.flatnonzero(observation["action_mask"])))


def main(episodes: int) -> None:
    env = SingleAgentEnv(opponent="greedy")
    rng = np.random.default_rng(0)
    results = []
    for episode in range(episodes):
        obs, info = env.reset(seed=episode)
        done, total = False, 0.0
        while not done:
            obs, reward, terminated, truncated, info = env.step(act(obs, rng))
            total += reward
            done = terminated or truncated
        results.append(total)
    wins = sum(r > 0 for r in results)
    print(f"{episodes} episodes against the greedy AI: {wins} won, "
          f"{sum(r < 0 for r in results)} lost, mean reward {np.mean(results):+.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
