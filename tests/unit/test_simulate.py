"""``mtgrules simulate``: results per entrant, repeatable from the seed in one process or
several, seats rotated with ``--alternate``, and one JSON object with ``--json``."""
import json

import pytest

from mtgrules.cli import main
from mtgrules.decks import load_deck
from mtgrules.simulate import Entrant, seating, simulate


def _entrants():
    return [Entrant("greedy", "green", tuple(load_deck("green"))),
            Entrant("random", "black", tuple(load_deck("black")))]


def test_json_output_names_each_entrant_and_counts_every_game(capsys):
    assert main(["simulate", "--games", "4", "--seed", "7", "--jobs", "1", "--json",
                 "--ai", "greedy", "--deck", "green", "--ai", "random", "--deck", "black"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    assert sum(data["wins"]) + data["draws"] == 4
    assert data["entrants"] == [{"ai": "greedy", "deck": "green"}, {"ai": "random", "deck": "black"}]
    assert data["seed"] == 7 and data["decisions"] > 0 and data["decisions_per_second"] > 0
    assert {"elapsed_seconds", "games_per_second", "turns", "jobs", "alternate"} <= set(data)


def test_a_run_is_the_same_in_one_process_or_two():
    one = simulate(_entrants(), 4, seed=11, jobs=1)
    two = simulate(_entrants(), 4, seed=11, jobs=2)
    assert (one.wins, one.draws, one.decisions, one.turns) == (two.wins, two.draws, two.decisions, two.turns)


def test_alternating_rotates_seats_and_keeps_each_entrant_its_wins():
    assert seating(2, 0, True) == [0, 1] and seating(2, 1, True) == [1, 0]
    assert seating(3, 1, True) == [2, 0, 1] and seating(2, 1, False) == [0, 1]
    summary = simulate(_entrants(), 4, seed=5, jobs=1, alternate=True)
    assert summary.wins[0] > summary.wins[1]  # greedy beats random from either seat


def test_the_default_seed_is_printed_so_a_run_can_be_repeated(capsys):
    assert main(["simulate", "--games", "1", "--jobs", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("seed ") and "--seed" in first


@pytest.mark.parametrize("argv, message", [
    (["--ai", "greedy"], "once per entrant"),
    (["--ai", "wizard", "--ai", "greedy"], "--ai 'wizard'"),
    (["--deck", "nosuchdeck", "--deck", "green"], "no deck 'nosuchdeck'"),
])
def test_bad_arguments_are_refused_saying_what(capsys, argv, message):
    assert main(["simulate", "--games", "1", "--jobs", "1"] + argv) == 2
    assert message in capsys.readouterr().err


def test_a_run_as_ray_tasks_on_a_local_instance_is_the_same_as_in_one_process():
    pytest.importorskip("ray")
    local = simulate(_entrants(), 3, seed=13, jobs=1, alternate=True)
    on_ray = simulate(_entrants(), 3, seed=13, jobs=2, alternate=True, ray=True)
    assert on_ray.as_dict()["backend"] == "ray"
    assert (local.wins, local.draws, local.decisions, local.turns) == \
        (on_ray.wins, on_ray.draws, on_ray.decisions, on_ray.turns)


def test_ray_asked_for_without_ray_installed_is_a_clear_error(capsys, monkeypatch):
    import builtins
    real_import = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray":
            raise ImportError("No module named 'ray'")
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", no_ray)
    assert main(["simulate", "--games", "1", "--jobs", "1", "--ray"]) == 2
    assert "pip install 'mtgrules[ray]'" in capsys.readouterr().err
