"""``@record`` behaves as ``@dataclass(frozen=True, slots=True)`` does (mtgrules/records.py)."""
from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from mtgrules.records import field_names, init_field_names, record


@record
class Point:
    """A value with every kind of field ``@record`` supports."""

    x: int
    y: int = 0
    tags: list = dataclasses.field(default_factory=list)
    note: str = dataclasses.field(default="", compare=False)
    secret: str = dataclasses.field(default="s", repr=False)
    norm: int = dataclasses.field(init=False, default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "norm", abs(self.x) + abs(self.y))


@record
class Empty:
    """No fields at all."""


def test_construction_defaults_factory_and_post_init():
    p = Point(3, y=-4)
    assert (p.x, p.y, p.tags, p.note, p.secret, p.norm) == (3, -4, [], "", "s", 7)
    assert Point(1).tags is not Point(1).tags  # a new list each time, as default_factory makes
    assert Point(1, tags=[2]).tags == [2]
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, norm=3)  # init=False fields are not parameters


def test_equality_and_hash_use_compared_fields_of_the_same_class():
    assert Point(1, 2, note="a") == Point(1, 2, note="b")
    assert hash(Point(1, 2, note="a", tags=())) == hash(Point(1, 2, note="b", tags=()))
    assert Point(1, 2) != Point(2, 1)
    assert Empty() == Empty() and hash(Empty()) == hash(Empty())
    assert Empty() != Point(0)

    @record
    class Other:
        x: int
        y: int = 0

    @record
    class Same:
        x: int
        y: int = 0

    assert Other(1) != Same(1)


def test_frozen_slotted_and_printed_like_a_dataclass():
    p = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.x
    assert not hasattr(p, "__dict__")
    assert repr(p) == "Point(x=1, y=0, tags=[], note='', norm=1)"


def test_dataclass_functions_pickle_and_copy_work():
    p = Point(1, 2, tags=[3])
    assert dataclasses.is_dataclass(p)
    assert [f.name for f in dataclasses.fields(p)] == ["x", "y", "tags", "note", "secret", "norm"]
    q = dataclasses.replace(p, y=5)
    assert (q.x, q.y, q.norm) == (1, 5, 6)
    for clone in (pickle.loads(pickle.dumps(p)), copy.deepcopy(p), copy.copy(p)):
        assert clone == p and clone.norm == 3 and clone.secret == "s"


def test_field_names_of_records_and_of_other_values():
    """The walkers of the card model ask a record's field names once per type: all of them, or
    those the constructor takes (what ``dataclasses.replace`` may change)."""
    p = Point(1, 2)
    assert field_names(p) == tuple(f.name for f in dataclasses.fields(Point))
    assert init_field_names(p) == tuple(f.name for f in dataclasses.fields(Point) if f.init)
    assert "norm" in field_names(p) and "norm" not in init_field_names(p)
    for other in (Point, "text", 3, (p,), None):  # a class, plain values: no fields
        assert field_names(other) == () and init_field_names(other) == ()
