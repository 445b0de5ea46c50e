"""The card database: oracle data looked up by name (rule 201, card names).

The package ships the card corpus as ``data/cards.jsonl.gz`` (written by
``tools/build_card_bundle.py``).  It is an ordinary multi-member gzip file;
decompressed it reads as newline-separated lines::

    {"format": "mtgrules-cards", "version": 1, "count": N, "block": B, "offsets": [...]}
    <N card names, sorted case-insensitively>
    <N compact JSON card records, same order, without "name" or null fields>

The first gzip member holds the header and the names; each further member
holds ``B`` records, and ``offsets`` gives the members' byte offsets from the
end of the first one.  Loading therefore decompresses only the names and
builds a ``{lower-case name: index}`` map; a card's block is decompressed
and its JSON parsed when the card is first looked up.

Records use MTGJSON's field names (``name``, ``manaCost``, ``type``,
``types``, ``subtypes``, ``supertypes``, ``keywords``, ``power``,
``toughness``, ``loyalty``, ``text``, ``layout``, ``colorIdentity``).  A card
with several faces or halves (split 709, flip 710, double-faced 712,
adventurer 715) is one record named ``'A // B'``: its top-level fields are
those of its first face, and ``faces`` lists every face whose data is known,
in order (front first), each a record of the same fields named by the face's
own name.  The card is found by its full name and by each face's name.
"""

from __future__ import annotations

import gzip
import json
import os
import threading
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from mtgrules.errors import MtgRulesError

__all__ = [
    "BUNDLE_PATH",
    "CORE_FIELDS",
    "ENV_VAR",
    "CardDatabase",
    "UnknownCard",
    "default_database",
    "set_default_database",
]

#: The bundled corpus.
BUNDLE_PATH = Path(__file__).with_name("data") / "cards.jsonl.gz"
BUNDLE_FORMAT = "mtgrules-cards"
BUNDLE_VERSION = 1

#: Environment variable naming an MTGJSON AtomicCards file to use instead of the bundle.
ENV_VAR = "MTGRULES_CARDS"

#: Fields every record returned by :meth:`CardDatabase.raw` has (``None`` if absent).
CORE_FIELDS = (
    "name", "manaCost", "type", "types", "subtypes", "supertypes", "keywords",
    "power", "toughness", "loyalty", "text", "layout", "colorIdentity",
)
#: Further fields kept when a card has them.
EXTRA_FIELDS = ("defense", "colors", "colorIndicator", "side", "faceName", "back", "face", "front",
                "hand", "life")  # a vanguard card's modifiers (902.4, 902.5)
#: Fields kept in each entry of a record's ``faces`` (its name is the face's name).
FACE_FIELDS = (
    "name", "manaCost", "type", "types", "subtypes", "supertypes", "keywords", "power",
    "toughness", "loyalty", "defense", "text", "colorIndicator", "colors",
)

_SPLIT = " // "


def _straighten(text: str) -> str:
    """Replace curly apostrophes with ``'`` (str.replace is far faster than
    str.translate on the joined name list)."""
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u02bc", "'")


def _key(name: str) -> str:
    """Lookup key: curly apostrophes made straight, lower case, trimmed."""
    return _straighten(name).strip().lower()


class UnknownCard(MtgRulesError):
    """No card has the given name; ``suggestions`` lists close names."""

    def __init__(self, name: str, suggestions: Iterable[str] = ()) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        message = f"unknown card {name!r}"
        if self.suggestions:
            message += f"; did you mean: {', '.join(self.suggestions)}?"
        super().__init__(message)


class _Bundle:
    """Lazy reader for the block-compressed bundle described in the module doc."""

    __slots__ = ("_base", "_block", "_blocks", "_data", "_offsets", "names")

    def __init__(self, data: bytes) -> None:
        head = zlib.decompressobj(31)
        lines = head.decompress(data).decode("utf-8").split("\n")
        header = json.loads(lines[0])
        if header.get("format") != BUNDLE_FORMAT or header.get("version") != BUNDLE_VERSION:
            raise ValueError(f"not a version {BUNDLE_VERSION} {BUNDLE_FORMAT} bundle")
        self.names = lines[1 : 1 + header["count"]]
        self._data = data
        self._base = len(data) - len(head.unused_data)
        self._offsets: list[int] = header["offsets"]
        self._block: int = header["block"]
        self._blocks: dict[int, list[str]] = {}

    def record(self, index: int) -> dict[str, Any]:
        number, row = divmod(index, self._block)
        lines = self._blocks.get(number)
        if lines is None:
            start = self._base + self._offsets[number]
            end = self._base + self._offsets[number + 1]
            lines = zlib.decompress(self._data[start:end], 31).decode("utf-8").split("\n")
            self._blocks[number] = lines
        record: dict[str, Any] = json.loads(lines[row])
        return record


def face_record(face: Mapping[str, Any], name: str) -> dict[str, Any]:
    """One entry of a record's ``faces``: the face's own fields, named ``name``."""
    record = {field: face[field] for field in FACE_FIELDS if face.get(field) is not None}
    record["name"] = name
    return record


def _normalise(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Copy a card dict into the record shape: core fields (``None`` when
    missing), kept extras, its faces, and type lists derived from ``type`` if absent."""
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"card needs a non-empty 'name': {dict(raw)!r}")
    record = {field: raw.get(field) for field in CORE_FIELDS}
    record["name"] = name.strip()
    record.update((field, raw[field]) for field in EXTRA_FIELDS if raw.get(field) is not None)
    if raw.get("faces"):
        record["faces"] = [face_record(face, face["name"]) for face in raw["faces"]]
    if record["type"] and any(record[f] is None for f in ("types", "subtypes", "supertypes")):
        from mtgrules.cards.type_line import parse_type_line

        line = parse_type_line(record["type"], strict=False)
        words = list(dict.fromkeys(record["type"].split()))
        record["supertypes"] = [w for w in words if w in line.supertypes]
        record["types"] = [w for w in words if w in line.types]
        record["subtypes"] = list(line.subtypes)
    return record


def _copy(record: dict[str, Any]) -> dict[str, Any]:
    return {
        k: [_copy(x) if isinstance(x, dict) else x for x in v] if isinstance(v, list) else v
        for k, v in record.items()
    }


def _face_names(key: str) -> list[str]:
    """The faces' names in a multi-face card's full name ``'a // b'`` (none for other cards)."""
    return key.split(_SPLIT) if _SPLIT in key else []


class CardDatabase:
    """Cards by name, case-insensitively (rule 201.2: cards are identified by name).

    ``raw`` gives the oracle record; ``get`` the compiled card.  A face's
    name (``'Delver of Secrets'``, ``'Insectile Aberration'``, ``'Ice'``) finds
    its whole card, unless a card has that exact name; cards added with
    :meth:`add` shadow bundled ones of the same name.
    """

    def __init__(self, cards: Iterable[Mapping[str, Any]] = ()) -> None:
        self._names: list[str] = []
        self._keys: list[str] = []
        self._index: dict[str, int] = {}
        self._aliases: dict[str, int] = {}
        self._records: dict[int, dict[str, Any]] = {}
        self._compiled: dict[int, Any] = {}
        self._bundle: _Bundle | None = None
        for card in cards:
            self.add(card)

    # -- construction -------------------------------------------------

    @classmethod
    def bundled(cls, path: str | os.PathLike[str] = BUNDLE_PATH) -> CardDatabase:
        """The card corpus shipped with the package (or another bundle file)."""
        db = cls()
        bundle = _Bundle(Path(path).read_bytes())
        db._bundle = bundle
        db._names = bundle.names
        db._keys = _straighten("\n".join(bundle.names)).lower().split("\n")
        db._index = dict(zip(db._keys, range(len(db._keys))))
        for key in (key for key in db._keys if _SPLIT in key):
            for face in _face_names(key):
                if face not in db._index:
                    db._aliases.setdefault(face, db._index[key])
        return db

    @classmethod
    def from_atomic_cards(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Load MTGJSON's AtomicCards file (``.json`` or gzip-compressed).

        Its shape is ``{"meta": {...}, "data": {"Card Name": [face, ...]}}``;
        a plain JSON list of card records is accepted too.
        A multi-face card keeps its full name, the data of its face with
        side ``'a'`` (or its first face) at the top level, and every face,
        in side order, in ``faces`` (as in the bundle).
        """
        with open(path, "rb") as handle:
            data = handle.read()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        document = json.loads(data)
        if isinstance(document, list):  # a plain list of card records, like the bundle's source
            return cls(sorted(document, key=lambda r: (_key(r["name"]), r["name"])))
        cards: Mapping[str, list[dict[str, Any]]] = document.get("data", document)
        records: list[dict[str, Any]] = []
        for name, faces in cards.items():
            if not faces:
                continue
            faces = sorted(faces, key=lambda f: f.get("side") or "")
            record = dict(faces[0], name=name)
            if len(faces) > 1 or faces[0].get("faceName"):
                record["faces"] = [face_record(f, f.get("faceName") or name) for f in faces]
            records.append(record)
        records.sort(key=lambda r: (_key(r["name"]), r["name"]))
        return cls(records)

    # -- lookup -------------------------------------------------------

    def _resolve(self, name: str) -> int:
        key = _key(name)
        index = self._index.get(key)
        if index is None:
            index = self._aliases.get(key)
        if index is None:
            raise UnknownCard(name, self.suggest(name))
        return index

    def _record(self, index: int) -> dict[str, Any]:
        record = self._records.get(index)
        if record is None:
            assert self._bundle is not None
            stored = self._bundle.record(index)
            record = {field: stored.get(field) for field in CORE_FIELDS}
            record.update(stored)
            record["name"] = self._names[index]
            self._records[index] = record
        return record

    def suggest(self, name: str, limit: int = 5) -> list[str]:
        """Up to ``limit`` card names close to ``name`` (case-insensitive)."""
        import difflib

        matches = difflib.get_close_matches(_key(name), self._keys, n=limit)
        return [self._names[self._index[match]] for match in matches]

    def raw(self, name: str) -> dict[str, Any]:
        """The oracle record of the named card, as a fresh dict.

        The name is matched case-insensitively, with curly apostrophes
        straightened; a double-faced or split card is also found by the
        name of any of its faces.  Raises :class:`UnknownCard`.
        """
        return _copy(self._record(self._resolve(name)))

    def get(self, name: str) -> Any:
        """The compiled card (``mtgrules.cards.compiler.compile_card``), cached per card."""
        index = self._resolve(name)
        compiled = self._compiled.get(index)
        if compiled is None:
            from mtgrules.cards.compiler import compile_card

            compiled = compile_card(_copy(self._record(index)))
            self._compiled[index] = compiled
        return compiled

    def canonical_name(self, name: str) -> str:
        """The full stored name for ``name`` (e.g. the ``'A // B'`` form)."""
        return self._names[self._resolve(name)]

    def names(self) -> list[str]:
        """All card names, in database order (bundle order, then added cards)."""
        return list(self._names)

    def add(self, raw: Mapping[str, Any]) -> str:
        """Register a card (e.g. one written inline in a scenario).

        It replaces any card of the same name, bundled or added, and its
        faces' names (for ``'A // B'``) now find it.  Returns its name.
        """
        record = _normalise(raw)
        name: str = record["name"]
        key = _key(name)
        index = self._index.get(key)
        if index is None:
            index = len(self._names)
            self._names.append(name)
            self._keys.append(key)
            self._index[key] = index
        else:
            self._names[index] = name
        self._records[index] = record
        self._compiled.pop(index, None)
        for face in _face_names(key):
            self._aliases[face] = index
        return name

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        key = _key(name)
        return key in self._index or key in self._aliases

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"<CardDatabase of {len(self)} cards>"


_default: CardDatabase | None = None
_default_lock = threading.Lock()


def default_database() -> CardDatabase:
    """The process-wide database, created on first use.

    It is the bundled corpus, unless the environment variable
    ``MTGRULES_CARDS`` names an MTGJSON AtomicCards file, which is loaded
    instead (a missing file raises ``FileNotFoundError``).
    """
    global _default
    with _default_lock:
        if _default is None:
            path = os.environ.get(ENV_VAR, "").strip()
            _default = CardDatabase.from_atomic_cards(path) if path else CardDatabase.bundled()
        return _default


def set_default_database(db: CardDatabase | None) -> None:
    """Replace the process-wide database (e.g. for ``--cards PATH``);
    ``None`` makes the next :func:`default_database` call load it afresh."""
    global _default
    with _default_lock:
        _default = db
