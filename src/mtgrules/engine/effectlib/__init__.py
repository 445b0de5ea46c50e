"""Handlers of effect families, one module per family (the counterpart of
``mtgrules.cards.templates``). Each registers its handlers with ``engine.effects.effect``;
importing this package loads them all."""
from __future__ import annotations

import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_info.name}")
