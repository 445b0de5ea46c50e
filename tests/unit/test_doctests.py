"""The examples in docstrings are run as tests."""
from __future__ import annotations

import doctest

import pytest

import mtgrules
import mtgrules.engine.setup


@pytest.mark.parametrize("module", [mtgrules, mtgrules.engine.setup])
def test_docstring_examples(module) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
