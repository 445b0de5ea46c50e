"""pytest plugin: every ``*.scenario.yaml`` file is a test item.

Registered as the ``pytest11`` entry point ``mtgrules_scenarios``. A failing scenario shows the
runner's message (the first expectation that did not hold, or the error) and the game log.
"""
from __future__ import annotations

import pytest

from mtgrules.scenario.runner import SUFFIX, _stem, run_file


def pytest_collect_file(parent, file_path):
    if file_path.name.endswith(SUFFIX):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=_stem(str(self.path)))


class ScenarioFailed(Exception):
    """A scenario did not pass; the message says why."""


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        result = run_file(self.path)
        self.result = result
        if not result.passed:
            text = result.line()
            for extra in result.failures[1:]:
                text += f"\n  also: {extra}"
            for note in result.notes:
                text += f"\n  {note}"
            if result.details:
                text += "\n" + result.details
            if result.log:
                text += "\n  game log:\n" + "\n".join(f"    {line}" for line in result.log[-60:])
            raise ScenarioFailed(text)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"scenario {self.name}"
