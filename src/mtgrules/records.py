"""``@record``: an immutable value class, as ``@dataclass(frozen=True, slots=True)`` makes one, for a
fraction of the cost of creating the class.

The card model, actions, decisions and game events are about 110 frozen dataclasses. On the
Python versions mtgrules supports, ``dataclass`` compiles six generated methods per class from
source as the class is created (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``, ``__delattr__``): that was most of the time ``import mtgrules`` took. A record
is a real dataclass (``dataclasses.fields``, ``replace`` and ``is_dataclass`` work on it) whose
comparison, hashing, printing and immutability are shared functions, and whose ``__init__`` is
generated, exactly as ``dataclass`` writes it, the first time the class is instantiated, so only
classes a program uses pay for it.

Semantics are those of ``@dataclass(frozen=True, slots=True)``: keyword and positional
construction with defaults and ``default_factory``, ``__post_init__``, fields with
``compare=False`` left out of equality and hashing, ``repr=False`` out of the printed form,
``init=False`` out of the constructor, assignment raising ``dataclasses.FrozenInstanceError``,
and pickling.
"""
from __future__ import annotations

import dataclasses
from operator import attrgetter

__all__ = ["record", "field_names", "init_field_names"]


def record(cls: type) -> type:
    """Make ``cls`` an immutable dataclass with slots (see the module docstring)."""
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=True)
    fields = dataclasses.fields(cls)
    compared = tuple(f.name for f in fields if f.compare)
    shown = tuple(f.name for f in fields if f.repr)
    key = attrgetter(*compared) if compared else (lambda self: ())
    body = cls.__dict__
    if "__init__" not in body:
        cls.__init__ = _first_init(cls)
    for name, method in (("__repr__", _repr_of(shown)), ("__eq__", _eq_of(key)),
                         ("__hash__", _hash_of(key)), ("__setattr__", _frozen_setattr),
                         ("__delattr__", _frozen_delattr), ("__getstate__", _getstate),
                         ("__setstate__", _setstate)):
        if name not in body or (name == "__hash__" and body[name] is None):
            setattr(cls, name, method)
    return cls


def _first_init(cls: type):
    """An ``__init__`` that writes the class's real ``__init__`` on its first call."""
    def __init__(self, *args, **kwargs) -> None:
        real = _init_of(cls)
        cls.__init__ = real
        real(self, *args, **kwargs)
    return __init__


def _init_of(cls: type):
    """The ``__init__`` that ``dataclass(frozen=True)`` would write for ``cls``."""
    params, lines = [], []
    scope: dict = {"_set": object.__setattr__, "_FACTORY": _FACTORY}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default
        if f.default_factory is not dataclasses.MISSING:
            scope[f"_factory_{f.name}"] = f.default_factory
        if not f.init:
            if f.default is not dataclasses.MISSING:
                lines.append(f"_set(self, {f.name!r}, _default_{f.name})")
            elif f.default_factory is not dataclasses.MISSING:
                lines.append(f"_set(self, {f.name!r}, _factory_{f.name}())")
            continue
        if f.default is not dataclasses.MISSING:
            params.append(f"{f.name}=_default_{f.name}")
            lines.append(f"_set(self, {f.name!r}, {f.name})")
        elif f.default_factory is not dataclasses.MISSING:
            params.append(f"{f.name}=_FACTORY")
            lines.append(f"_set(self, {f.name!r}, _factory_{f.name}() "
                         f"if {f.name} is _FACTORY else {f.name})")
        else:
            params.append(f.name)
            lines.append(f"_set(self, {f.name!r}, {f.name})")
    if hasattr(cls, "__post_init__"):
        lines.append("self.__post_init__()")
    source = (f"def __init__(self, {', '.join(params)}):\n    "
              + "\n    ".join(lines or ["pass"]) + "\n")
    exec(source, scope)  # noqa: S102 - the source is built above from field names only
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


class _Factory:
    """The default of a parameter whose field has a ``default_factory``."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _repr_of(shown: tuple[str, ...]):
    def __repr__(self) -> str:
        parts = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({parts})"
    return __repr__


def _eq_of(key):
    def __eq__(self, other) -> bool:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented
    return __eq__


def _hash_of(key):
    def __hash__(self) -> int:
        return hash(key(self))
    return __hash__


def _frozen_setattr(self, name: str, value) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self) -> list:
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self, state: list) -> None:
    for f, value in zip(dataclasses.fields(self), state):
        object.__setattr__(self, f.name, value)


#: a type -> the names of its fields, and of those its constructor takes ((), () if not a dataclass)
_FIELD_NAMES: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _names_of(kind: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    names = _FIELD_NAMES.get(kind)
    if names is None:
        fields = dataclasses.fields(kind) if dataclasses.is_dataclass(kind) else ()
        names = _FIELD_NAMES[kind] = (tuple(f.name for f in fields),
                                      tuple(f.name for f in fields if f.init))
    return names


def field_names(value) -> tuple[str, ...]:
    """The names of the fields of ``value``, a record or other dataclass instance; () for any
    other value (a class, a string, a number). For code walking the card model: looked up once
    per type, where ``dataclasses.fields`` builds its answer on every call."""
    return _names_of(type(value))[0]


def init_field_names(value) -> tuple[str, ...]:
    """The names of the fields of ``value`` its constructor takes (``init``), as
    :func:`field_names`: those ``dataclasses.replace`` may change."""
    return _names_of(type(value))[1]
