"""Families of effect templates, one module per family. Each module registers its clause
patterns with ``mtgrules.cards.sentences.clause``; importing this package loads them all."""
from __future__ import annotations

import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_info.name}")
