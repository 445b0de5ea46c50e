"""Reinforcement-learning environments: a PettingZoo AEC environment (``env()``, ``raw_env``)
for two agents, and a single-agent Gymnasium environment (``SingleAgentEnv``) against one of
the built-in AIs. Needs the extra ``pip install mtgrules[rl]`` (gymnasium, pettingzoo, numpy).

Observations are what the acting player may know (rule 402.3: their own hand; public zones;
never the opponent's hand or any library's order), encoded as a fixed-size vector
(``observation``), with an ``action_mask`` over a fixed-size action space: action ``i`` is the
``i``-th of ``Game.legal_actions()`` (so the mask's ones are its first ``len(legal_actions())``
entries). Rewards: +1 to the winner, -1 to the loser, 0 for a draw, at the end of the game.
"""
from __future__ import annotations

import numpy as np
from gymnasium import Env, spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from mtgrules.decks import load_deck
from mtgrules.engine.objects import Zone
from mtgrules.engine.setup import new_game
from mtgrules.engine.steps import Step
from mtgrules.players import make_player

#: The size of the action space, above the most legal actions a decision offers (a creature type
#: chosen among the 300-odd of rule 205.3m is the largest).
MAX_ACTIONS = 512
#: Slots for cards: in the acting player's hand, on the battlefield per player, on the stack.
HAND_SLOTS, BATTLEFIELD_SLOTS, STACK_SLOTS = 10, 24, 6
#: The decision kinds told apart in the observation (any other is "other").
DECISION_KINDS = ("priority", "mulligan", "attackers", "blockers", "target", "mode", "x", "pay",
                  "yes_no", "optional", "damage", "order_triggers", "cleanup_discard", "legend",
                  "replacement", "color")
_TYPES = ("Creature", "Land", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery", "Battle")
_COLORS = ("W", "U", "B", "R", "G")
CARD_FEATURES = 1 + 1 + len(_TYPES) + 2 + len(_COLORS) + 7
PLAYER_FEATURES = 6
OBSERVATION_SIZE = (2 * PLAYER_FEATURES + 2 + len(Step) + len(DECISION_KINDS) + 1
                    + (HAND_SLOTS + 2 * BATTLEFIELD_SLOTS + STACK_SLOTS) * CARD_FEATURES)
#: Decisions after which a game is cut short (truncated).
MAX_DECISIONS = 5000


def observation_space() -> spaces.Dict:
    return spaces.Dict({
        "observation": spaces.Box(-1e6, 1e6, (OBSERVATION_SIZE,), np.float32),
        "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8),
    })


def encode(game, seat: int) -> dict:
    """The observation of ``seat``: what that player may know, and the mask of its actions
    (all zero when it isn't the one deciding)."""
    out = np.zeros(OBSERVATION_SIZE, np.float32)
    at = 0
    for player in (game.players[seat], game.players[1 - seat]):
        out[at:at + PLAYER_FEATURES] = (player.life, len(player.library), len(player.hand),
                                        len(player.graveyard), player.poison, player.energy)
        at += PLAYER_FEATURES
    out[at], out[at + 1] = game.turn, game.active == seat
    at += 2
    out[at + int(game.step)] = 1
    at += len(Step)
    if game.pending is not None and game.actor == seat:
        kind = game.pending.kind
        out[at + (DECISION_KINDS.index(kind) if kind in DECISION_KINDS else len(DECISION_KINDS))] = 1
    at += len(DECISION_KINDS) + 1
    slots = ([game.players[seat].hand[:HAND_SLOTS]]
             + [[o for o in game.battlefield if game.chars(o).controller == p][:BATTLEFIELD_SLOTS]
                for p in (seat, 1 - seat)]
             + [list(reversed(game.stack))[:STACK_SLOTS]])
    for ids, size in zip(slots, (HAND_SLOTS, BATTLEFIELD_SLOTS, BATTLEFIELD_SLOTS, STACK_SLOTS)):
        for i, oid in enumerate(ids):
            _card(game, oid, seat, out, at + i * CARD_FEATURES)
        at += size * CARD_FEATURES
    mask = np.zeros(MAX_ACTIONS, np.int8)
    if game.actor == seat:
        mask[:min(MAX_ACTIONS, len(game.legal_actions()))] = 1
    return {"observation": out, "action_mask": mask}


def _card(game, oid: int, seat: int, out, at: int) -> None:
    """One card's features: present, mana value, card types, power and toughness, colors,
    then (on the battlefield) tapped, damage, +1/+1 counters, attacking, blocking, and whether
    the observing player controls it (on the stack too)."""
    obj = game.objects[oid]
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    if on_battlefield:
        chars = game.chars(oid)
        mana_value = chars.mana_value
    else:
        chars = obj.card
        mana_value = chars.mana_cost.mana_value if chars.mana_cost is not None else 0
    values = [1, mana_value]
    values += [t in chars.types for t in _TYPES]
    values += [chars.power or 0, chars.toughness or 0]
    values += [c in chars.colors for c in _COLORS]
    if on_battlefield:
        combat = game.combat
        values += [obj.tapped, obj.damage, obj.counters.get("+1/+1", 0),
                   combat is not None and oid in combat.attackers,
                   combat is not None and oid in combat.blocks,
                   chars.controller == seat, 0]
    else:
        values += [0, 0, 0, 0, 0, getattr(obj, "controller", seat) == seat, obj.zone is Zone.STACK]
    out[at:at + CARD_FEATURES] = values


class raw_env(AECEnv):
    """Two agents, ``player_0`` and ``player_1``, playing one game per episode with ``decks``
    (bundled names or card lists; default the green and black sample decks)."""

    metadata = {"render_modes": ["ansi"], "name": "mtgrules_v0", "is_parallelizable": False}

    def __init__(self, decks=("green", "black"), render_mode: str | None = None) -> None:
        super().__init__()
        self.decks = [load_deck(d) if isinstance(d, str) else list(d) for d in decks]
        self.render_mode = render_mode
        self.possible_agents = ["player_0", "player_1"]
        self._obs_space = observation_space()
        self._act_space = spaces.Discrete(MAX_ACTIONS)
        self.game = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    def reset(self, seed: int | None = None, options=None) -> None:
        seed = int(np.random.SeedSequence(seed).generate_state(1)[0]) if seed is None else seed
        self.game = new_game(self.decks, seed=seed)
        self.decisions = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.actor]

    def observe(self, agent):
        return encode(self.game, self.possible_agents.index(agent))

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self.game.legal_actions()
        self.game.apply(legal[int(action)])
        self.decisions += 1
        self._cumulative_rewards[agent] = 0
        if self.game.is_over or self.decisions >= MAX_DECISIONS:
            winner = self.game.winner if self.game.is_over else None
            for i, a in enumerate(self.agents):
                self.rewards[a] = 0 if winner is None else (1 if i == winner else -1)
                self.terminations[a] = self.game.is_over
                self.truncations[a] = not self.game.is_over
        else:
            self.agent_selection = self.possible_agents[self.game.actor]
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return "\n".join(str(e) for e in self.game.log[-20:])
        return None

    def close(self) -> None:
        pass


def env(**kwargs):
    """The AEC environment with PettingZoo's checks (an illegal action is an error, actions in
    order)."""
    wrapped = raw_env(**kwargs)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class SingleAgentEnv(Env):
    """One agent against one of the built-in AIs (``opponent``: "greedy" or "random"), the
    agent in seat ``seat`` with the first of ``decks``. ``info["action_mask"]`` repeats the
    observation's mask; an action outside it changes nothing (``info["illegal_action"]``) but
    counts toward the ``MAX_DECISIONS`` after which the episode is truncated."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent: str = "greedy", decks=("green", "black"), seat: int = 0,
                 render_mode: str | None = None) -> None:
        self.opponent_kind = opponent
        self.decks = [load_deck(d) if isinstance(d, str) else list(d) for d in decks]
        self.seat = seat
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        self.game = None

    def reset(self, *, seed: int | None = None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2 ** 31))
        decks = self.decks if self.seat == 0 else list(reversed(self.decks))
        self.game = new_game(decks, seed=game_seed)
        self.opponent = make_player(self.opponent_kind, seed=game_seed + 1)
        self.decisions = 0
        self._opponent_moves()
        obs = encode(self.game, self.seat)
        return obs, {"action_mask": obs["action_mask"]}

    def step(self, action):
        legal = self.game.legal_actions()
        illegal = not 0 <= int(action) < len(legal)
        if not illegal:  # an action outside the mask changes nothing (and counts as a step)
            self.game.apply(legal[int(action)])
        self.decisions += 1
        self._opponent_moves()
        obs = encode(self.game, self.seat)
        game = self.game
        terminated = game.is_over
        truncated = not terminated and self.decisions >= MAX_DECISIONS
        reward = 0.0
        if terminated and game.winner is not None:
            reward = 1.0 if game.winner == self.seat else -1.0
        return obs, reward, terminated, truncated, {"action_mask": obs["action_mask"],
                                                    "illegal_action": illegal}

    def _opponent_moves(self) -> None:
        game = self.game
        while not game.is_over and game.actor != self.seat and self.decisions < MAX_DECISIONS:
            game.apply(self.opponent.choose(game))
            self.decisions += 1

    def render(self):
        if self.render_mode == "ansi":
            return "\n".join(str(e) for e in self.game.log[-20:])
        return None
