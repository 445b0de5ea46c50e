"""The keyword registry: one ``Keyword`` object per keyword ability (rule 702), each defined
in its own module of this package and registered on import.

The engine asks ``implementing(hook)`` which keywords take part in an extension point
(``mtgrules.engine.hooks``), and the oracle compiler asks ``parse_keyword_line`` whether a line
of text is a list of keywords.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
from functools import lru_cache

KEYWORDS: dict = {}
_HOOKS: dict[str, frozenset[str]] = {}
_EMPTY: frozenset[str] = frozenset()
_loaded = False


def register(keyword) -> None:
    """Add a keyword; its ``hooks`` are the extension points it implements."""
    KEYWORDS[keyword.name] = keyword
    for hook in keyword.hooks:
        _HOOKS[hook] = _HOOKS.get(hook, _EMPTY) | {keyword.name}


def load_all() -> None:
    """Import every keyword module of this package (each registers itself)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import mtgrules.keywords as package
    for info in pkgutil.iter_modules(package.__path__):
        if info.name not in ("registry", "base"):
            importlib.import_module(f"mtgrules.keywords.{info.name}")


def implementing(hook: str) -> frozenset[str]:
    return _HOOKS.get(hook, _EMPTY)


@lru_cache(maxsize=None)
def keyword_abilities(keywords: tuple) -> tuple:
    """The abilities keyword instances stand for (e.g. prowess's triggered ability), so that a
    keyword granted by an effect works like a printed one (rule 613.1f, 702.1)."""
    load_all()
    return tuple(a for inst in keywords for a in KEYWORDS[inst.name].expand(inst))


_REMINDER = re.compile(r"\s*\([^()]*\)")


def parse_keyword_line(line: str):
    """If ``line`` is a list of keyword abilities ("Flying, vigilance", "Ward {2}",
    "Protection from black"), the KeywordInstances it holds, else None. Reminder text is
    ignored (rule 207.2)."""
    load_all()
    text = _REMINDER.sub("", line).strip().rstrip(".")
    if not text:
        return None
    whole = parse_keyword(text)  # one keyword whose text has commas ("Ward—{2}, Pay 2 life")
    if whole is not None:
        return tuple(whole)
    parts = [p.strip() for p in re.split(r",\s*|;\s*", text)] if "," in text or ";" in text else [text]
    out = []
    for part in parts:
        inst = parse_keyword(part)
        if inst is None:
            return None
        out.extend(inst)
    return tuple(out)


def parse_keyword(text: str):
    """One keyword with its parameter, as a tuple of KeywordInstances (some keywords, e.g.
    "Protection from white and from blue", give several), or None."""
    load_all()
    low = text.strip().lower()
    for kw in KEYWORDS.values():
        got = kw.parse(low, text.strip())
        if got is not None:
            return got
    return None
