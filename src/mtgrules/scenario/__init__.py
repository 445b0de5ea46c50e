"""Rules scenarios: YAML files that set up a position, play a short script and check the result.

The format is described in the project documentation (SCENARIOS); ``mtgrules scenario PATH...``
runs files and folders, and the pytest plugin collects every ``*.scenario.yaml`` as a test.

>>> from mtgrules.scenario import parse_scenario, run_scenario
>>> scenario = parse_scenario('''
... name: Lightning Bolt deals 3 damage to a player
... start: {turn: 3, step: precombat_main, A: {battlefield: [Mountain], hand: [Lightning Bolt]}}
... actions: [{player: A, cast: Lightning Bolt, targets: [B]}]
... expect: {B: {life: 17}, A: {graveyard: [Lightning Bolt]}}
... ''')
>>> run_scenario(scenario).line()
'PASS Lightning Bolt deals 3 damage to a player (<scenario>)'
"""
from __future__ import annotations

from mtgrules.scenario.loader import Scenario, load_scenario, parse_scenario
from mtgrules.scenario.runner import Result, main, run_file, run_scenario

__all__ = ["Result", "Scenario", "load_scenario", "main", "parse_scenario", "run_file", "run_scenario"]
