"""Keyword abilities (rule 702): one module per keyword, named after it.

Each module defines a subclass of ``mtgrules.engine.keyword_rules.Keyword`` overriding only the
extension points its rules change, and registers it. Importing this package imports every
keyword module (``import mtgrules`` does it), so the compiler and the engine know them all.
"""
from __future__ import annotations

import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    if _info.name != "qualities":
        importlib.import_module(f"{__name__}.{_info.name}")
