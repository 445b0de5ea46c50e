"""Reading scenario files (``*.scenario.yaml``): YAML -> validated dataclasses.

Every problem is a :class:`~mtgrules.errors.ScenarioError` naming the file, the key path
(``start.A.battlefield[1].counters``) and what was expected there, so a scenario author can fix
the file without reading this code. Card names in ``start`` are looked up at once (inline
``cards`` first, then the card database): an unknown name fails with close matches, an
unsupported card with the line of its text the engine cannot run.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from mtgrules.ir import CardDef
from mtgrules.engine.objects import seat_name
from mtgrules.engine.steps import STEP_BY_NAME, Step
from mtgrules.errors import MtgRulesError, ScenarioError

PLAYERS = {"A": 0, "B": 1}
ZONES = ("battlefield", "hand", "graveyard", "exile", "library")
VERBS = ("play", "cast", "activate", "attack", "block", "choose", "pass", "check")
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})

_TOP_KEYS = ("name", "rules", "cards", "start", "actions", "stop", "expect")
_START_KEYS = ("turn", "step", "A", "B", "day_night")
DAY_NIGHT = ("day", "night")  # rule 730.1; "neither" only in expectations
_PLAYER_KEYS = ("life", "poison", "tickets", "energy", "stickers", "sideboard", "battlefield", "hand", "graveyard", "exile",
                "library", "vanguard", "planar_deck", "scheme_deck", "conspiracies")
_ENTRY_KEYS = ("card", "name")
_PERMANENT_KEYS = ("card", "name", "tapped", "sick", "counters", "attached_to", "face_down",
                   "transformed", "damage", "kicked", "bestowed", "chosen",
                   "protector")
# optional keys of an action, and the verbs they go with
_OPTIONS = {
    "player": VERBS, "turn": VERBS, "step": VERBS, "combat": VERBS,
    "ability": ("activate",),
    "targets": ("cast", "activate"),
    "x": ("cast", "activate"),
    "kicked": ("cast",),
    "alternative": ("cast", "activate"),
    "enlist": ("attack",),
    "exert": ("attack",),
    "mode": ("cast", "activate"),
    "tap": ("cast", "activate"),
    "sacrifice": ("cast", "activate"),
    "discard": ("cast", "activate"),
    "exile": ("cast", "activate"),
    "return": ("cast", "activate"),
    "reveal": ("cast",),
    "behold": ("cast",),
    "remove": ("cast", "activate"),
    "pay_with": ("cast", "activate"),
    "expect_error": ("play", "cast", "activate", "attack", "block", "choose", "pass"),
}
_STOP_KEYS = ("turn", "step")
_EXPECT_KEYS = ("A", "B", "permanents", "command_zone", "absent", "stack", "over", "winner", "day_night",
                "log")
#: what ``expect.command_zone`` may check about a face-up card of the command zone (122.1)
_COMMAND_ZONE_PROPS = ("counters",)
_EXPECT_PLAYER_KEYS = ("life", "poison", "tickets", "energy", "lost") + ZONES + ("command",)
_PERMANENT_PROPS = ("power", "toughness", "tapped", "controller", "attached_to", "counters",
                    "damage", "keywords", "not_keywords", "types", "subtypes", "not_types",
                    "not_subtypes", "attacking", "blocking", "face_down", "transformed", "colors",
                    "protector")


# --- the scenario as data ----------------------------------------------------------------------

@dataclass
class Entry:
    """One card in a zone of ``start``; ``where`` is its key path (for error messages)."""

    card: str
    where: str
    label: str | None = None
    tapped: bool = False
    sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    face_down: bool = False
    transformed: bool = False  # back face up (712.8e)
    damage: int = 0
    kicked: int | list[int] = 0
    bestowed: bool = False  # a bestowed Aura (702.103b)
    chosen: list[str] = field(default_factory=list)  # chosen as it entered (614.12a): colors, types
    protector: str | None = None  # a battle's protector, A or B (310.8)


@dataclass
class PlayerStart:
    life: int = 20
    poison: int = 0
    tickets: int = 0
    energy: int = 0
    stickers: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    planar_deck: list[str] = field(default_factory=list)
    scheme_deck: list[str] = field(default_factory=list)
    zones: dict[str, list[Entry]] = field(default_factory=dict)
    library_given: bool = False
    vanguard: str | None = None  # their vanguard card (rule 902.3)
    # their conspiracy cards (315.2): (name, the names its agenda chose, 702.106a)
    conspiracies: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    life_given: bool = False


@dataclass
class Start:
    turn: int = 1
    step: Step = Step.UNTAP
    players: tuple[PlayerStart, PlayerStart] = field(
        default_factory=lambda: (PlayerStart(), PlayerStart()))
    day_night: str | None = None  # rule 730.1: neither


@dataclass
class Action:
    """One step of the script: ``verb`` and its ``value``, who acts, when, and the options."""

    index: int
    verb: str
    value: Any
    player: int | None = None
    turn: int | None = None
    step: Step | None = None
    combat: int | None = None  # the turn's Nth combat phase (500.8), with ``step``
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def where(self) -> str:
        return f"actions[{self.index}]"

    @property
    def expect_error(self) -> bool:
        return bool(self.options.get("expect_error"))

    def __str__(self) -> str:
        who = f"{seat_name(self.player)} " if self.player is not None else ""
        if self.verb in ("check", "pass"):
            return f"{self.where} ({who}{self.verb})"
        return f"{self.where} ({who}{self.verb} {_show(self.value)})"


@dataclass
class Stop:
    turn: int | None = None
    step: Step | None = None


@dataclass
class Expect:
    """What must hold: per player (0, 1), per permanent, and about the whole game."""

    players: dict[int, dict[str, Any]] = field(default_factory=dict)
    permanents: dict[str, dict[str, Any]] = field(default_factory=dict)
    # card name -> properties of a face-up card of the command zone (a plane, a scheme: 901.7)
    command_zone: dict[str, dict[str, Any]] = field(default_factory=dict)
    absent: list[str] | None = None
    stack: int | list[str] | None = None
    over: bool | None = None
    winner: str | None = None
    day_night: str | None = None  # "day", "night" or "neither" (730.1)
    log: list[str] | None = None


@dataclass
class Scenario:
    file: str
    name: str
    rules: list[str]
    cards: list[dict[str, Any]]
    start: Start
    actions: list[Action]
    stop: Stop | None
    expect: Expect
    definitions: dict[str, CardDef] = field(default_factory=dict)  # lower-case name -> card
    inline: dict[str, dict[str, Any]] = field(default_factory=dict)  # card name -> raw record

    def card(self, name: str) -> CardDef:
        return self.definitions[name.lower()]


# --- helpers -----------------------------------------------------------------------------------

def _show(value: Any) -> str:
    if isinstance(value, str):
        return repr(value)
    return yaml.safe_dump(value, default_flow_style=True, width=1000).strip().removesuffix("...").strip()


class _Reader:
    """Validation helpers that know the file they read, for error messages."""

    def __init__(self, file: str) -> None:
        self.file = file

    def error(self, path: str, expected: str, got: Any = None, *, show_got: bool = True) -> ScenarioError:
        where = f"{self.file}: {path}: " if path else f"{self.file}: "
        message = f"{where}expected {expected}"
        if show_got:
            message += f", got {_show(got)}"
        return ScenarioError(message)

    def fail(self, path: str, message: str) -> ScenarioError:
        return ScenarioError(f"{self.file}: {path}: {message}" if path else f"{self.file}: {message}")

    def mapping(self, value: Any, path: str, what: str = "a mapping") -> dict:
        if not isinstance(value, dict):
            raise self.error(path, what, value)
        for key in value:
            if not isinstance(key, str):
                raise self.error(path, f"{what} with text keys", key)
        return value

    def keys(self, value: dict, allowed: tuple[str, ...], path: str) -> None:
        for key in value:
            if key not in allowed:
                raise self.fail(f"{path}.{key}" if path else key,
                                f"unknown key {key!r}; expected one of: {', '.join(allowed)}")

    def list_(self, value: Any, path: str, what: str = "a list") -> list:
        if not isinstance(value, list):
            raise self.error(path, what, value)
        return value

    def integer(self, value: Any, path: str, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(path, "an integer" if minimum is None else f"an integer >= {minimum}", value)
        if minimum is not None and value < minimum:
            raise self.error(path, f"an integer >= {minimum}", value)
        return value

    def boolean(self, value: Any, path: str) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("yes", "no", "true", "false"):
            return value.lower() in ("yes", "true")
        raise self.error(path, "true or false", value)

    def text(self, value: Any, path: str, what: str = "a text") -> str:
        if isinstance(value, str) and value.strip():
            return value.strip()
        raise self.error(path, what, value)

    def name(self, value: Any, path: str) -> str:
        """An object name: YAML may read a bare name as a number; names are text."""
        if isinstance(value, bool) or value is None or isinstance(value, (list, dict)):
            raise self.error(path, "the name of a card or object", value)
        text = str(value).strip()
        if not text:
            raise self.error(path, "the name of a card or object", value)
        return text

    def names(self, value: Any, path: str) -> list[str]:
        """A list of names; a single name is accepted as a list of one."""
        if not isinstance(value, list):
            return [self.name(value, path)]
        return [self.name(v, f"{path}[{i}]") for i, v in enumerate(value)]

    def step(self, value: Any, path: str) -> Step:
        if isinstance(value, str) and value.strip().lower() in STEP_BY_NAME:
            return STEP_BY_NAME[value.strip().lower()]
        raise self.error(path, "a step name (one of: " + ", ".join(STEP_BY_NAME) + ")", value)

    def player(self, value: Any, path: str) -> int:
        if isinstance(value, str) and value.strip() in PLAYERS:
            return PLAYERS[value.strip()]
        raise self.error(path, "a player, A or B", value)


# --- parsing -------------------------------------------------------------------------------------

def load_scenario(path: str | Path, database=None) -> Scenario:
    """Read and validate one scenario file; raises ScenarioError."""
    file = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{file}: cannot read the file: {exc.strerror or exc}") from None
    return parse_scenario(text, file, database)


def parse_scenario(text: str, file: str = "<scenario>", database=None) -> Scenario:
    """Validate the YAML ``text`` of a scenario (``file`` names it in errors)."""
    r = _Reader(file)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(f"{file}: not valid YAML{where}: {problem}") from None
    data = r.mapping(data, "", "a mapping with the keys name, start and expect at the top")
    r.keys(data, _TOP_KEYS, "")
    for key in ("name", "start", "expect"):
        if key not in data:
            raise r.fail(key, f"missing required key {key!r}")
    name = r.text(data["name"], "name", "a one-line description of the scenario")
    rules = _rules(r, data.get("rules"))
    cards = _cards(r, data.get("cards"))
    start = _start(r, data["start"])
    actions = _actions(r, data.get("actions"))
    stop = _stop(r, data["stop"]) if data.get("stop") is not None else None
    expect = _expect(r, data["expect"], "expect")
    scenario = Scenario(file, name, rules, cards, start, actions, stop, expect)
    _resolve_cards(r, scenario, database)
    return scenario


def _rules(r: _Reader, value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        value = [value]
    out = []
    for i, rule in enumerate(value):
        if isinstance(rule, bool) or not isinstance(rule, (str, int, float)):
            raise r.error(f"rules[{i}]", "a rule number such as \"702.2b\"", rule)
        out.append(str(rule))
    return out


def _cards(r: _Reader, value: Any) -> list[dict[str, Any]]:
    if value is None:
        return []
    out = []
    for i, raw in enumerate(r.list_(value, "cards", "a list of card definitions")):
        path = f"cards[{i}]"
        raw = dict(r.mapping(raw, path, "a card definition (name, manaCost, type, power, toughness, "
                                        "loyalty, text)"))
        if "name" not in raw:
            raise r.fail(path, "missing required key 'name'")
        raw["name"] = r.name(raw["name"], f"{path}.name")
        if "type" not in raw:
            raise r.fail(path, "missing required key 'type' (the full type line)")
        raw["type"] = r.text(raw["type"], f"{path}.type", "a type line such as \"Creature — Bear\"")
        _card_fields(r, raw, path)
        if raw.get("faces") is not None:
            _faces(r, raw, path)
        out.append(raw)
    return out


def _card_fields(r: _Reader, raw: dict[str, Any], path: str) -> None:
    for key in ("manaCost", "text"):
        if raw.get(key) is not None and not isinstance(raw[key], str):
            raise r.error(f"{path}.{key}", "a text", raw[key])
    for key in ("power", "toughness", "loyalty", "defense"):
        v = raw.get(key)
        if v is not None:
            if isinstance(v, bool) or not isinstance(v, (int, str)):
                raise r.error(f"{path}.{key}", "a number", v)
            raw[key] = str(v)


def _faces(r: _Reader, raw: dict[str, Any], path: str) -> None:
    """An inline card with several faces: its ``layout`` and each face's fields (712.8)."""
    from mtgrules.cards.faces import FACED_LAYOUTS
    if raw.get("layout") not in FACED_LAYOUTS or " // " not in raw["name"]:
        raise r.fail(path, "a card with faces needs a full name 'A // B' and a layout: "
                           + ", ".join(sorted(FACED_LAYOUTS)))
    faces = []
    for i, face in enumerate(r.list_(raw["faces"], f"{path}.faces", "a list of faces")):
        fpath = f"{path}.faces[{i}]"
        face = dict(r.mapping(face, fpath, "a face (name, manaCost, type, power, toughness, text)"))
        for key in ("name", "type"):
            if key not in face:
                raise r.fail(fpath, f"missing required key {key!r}")
        face["name"] = r.name(face["name"], f"{fpath}.name")
        face["type"] = r.text(face["type"], f"{fpath}.type", "a type line")
        _card_fields(r, face, fpath)
        faces.append(face)
    raw["faces"] = faces


def _start(r: _Reader, value: Any) -> Start:
    value = r.mapping(value, "start")
    r.keys(value, _START_KEYS, "start")
    start = Start()
    if value.get("turn") is not None:
        start.turn = r.integer(value["turn"], "start.turn", 1)
    if value.get("step") is not None:
        start.step = r.step(value["step"], "start.step")
    if value.get("day_night") is not None:
        start.day_night = _day_night(r, value["day_night"], "start.day_night", DAY_NIGHT)
    players = []
    for who in ("A", "B"):
        players.append(_player_start(r, value.get(who), f"start.{who}"))
    start.players = (players[0], players[1])
    return start


def _day_night(r: _Reader, value: Any, path: str, allowed: tuple[str, ...]) -> str:
    """``day`` or ``night`` (rule 730.1), or ``neither`` where ``allowed``."""
    if not isinstance(value, str) or value.strip().lower() not in allowed:
        raise r.error(path, " or ".join(allowed) + " (rule 730)", value)
    return value.strip().lower()


def _player_start(r: _Reader, value: Any, path: str) -> PlayerStart:
    ps = PlayerStart()
    ps.zones = {zone: [] for zone in ZONES}
    if value is None:
        return ps
    value = r.mapping(value, path)
    r.keys(value, _PLAYER_KEYS, path)
    if value.get("life") is not None:
        ps.life = r.integer(value["life"], f"{path}.life")
        ps.life_given = True
    if value.get("vanguard") is not None:  # rule 902.3: face up in their command zone
        ps.vanguard = r.name(value["vanguard"], f"{path}.vanguard")
    if value.get("poison") is not None:
        ps.poison = r.integer(value["poison"], f"{path}.poison", 0)
    if value.get("tickets") is not None:  # rule 122.1: ticket counters
        ps.tickets = r.integer(value["tickets"], f"{path}.tickets", 0)
    if value.get("energy") is not None:  # rule 107.14: energy counters
        ps.energy = r.integer(value["energy"], f"{path}.energy", 0)
    if value.get("stickers") is not None:  # rule 123.2: the sticker sheets they play with
        ps.stickers = [r.name(v, f"{path}.stickers[{i}]")
                       for i, v in enumerate(r.list_(value["stickers"], f"{path}.stickers",
                                                     "a list of sticker sheet names"))]
    if value.get("sideboard") is not None:  # rules 100.4, 400.11: cards outside the game
        ps.sideboard = [r.name(v, f"{path}.sideboard[{i}]")
                        for i, v in enumerate(r.list_(value["sideboard"], f"{path}.sideboard",
                                                      "a list of card names"))]
    if value.get("planar_deck") is not None:  # rules 901.3-901.4: Planechase, top first
        ps.planar_deck = [r.name(v, f"{path}.planar_deck[{i}]")
                          for i, v in enumerate(r.list_(value["planar_deck"], f"{path}.planar_deck",
                                                        "a list of plane and phenomenon card names"))]
    if value.get("scheme_deck") is not None:  # rules 904.3-904.4: Archenemy, top first
        ps.scheme_deck = [r.name(v, f"{path}.scheme_deck[{i}]")
                          for i, v in enumerate(r.list_(value["scheme_deck"], f"{path}.scheme_deck",
                                                        "a list of scheme card names"))]
    if value.get("conspiracies") is not None:  # rules 315.2, 905.4: in their command zone
        ps.conspiracies = [_conspiracy(r, v, f"{path}.conspiracies[{i}]")
                           for i, v in enumerate(r.list_(value["conspiracies"], f"{path}.conspiracies",
                                                         "a list of conspiracy cards"))]
    for zone in ZONES:
        if zone not in value:
            continue
        ps.library_given = ps.library_given or zone == "library"
        entries = value[zone]
        if entries is None:
            continue
        zpath = f"{path}.{zone}"
        for i, item in enumerate(r.list_(entries, zpath, "a list of cards")):
            ps.zones[zone].append(_entry(r, item, f"{zpath}[{i}]", zone == "battlefield"))
    return ps


def _conspiracy(r: _Reader, value: Any, path: str) -> tuple[str, tuple[str, ...]]:
    """A conspiracy card: its name, or ``{card: NAME, chosen: NAME or [NAME, NAME]}`` for one
    with hidden agenda or double agenda, with the card names it secretly chose (702.106a, f)."""
    if not isinstance(value, dict):
        return r.name(value, path), ()
    r.keys(value, ("card", "chosen"), path)
    chosen = value.get("chosen")
    names = r.names(chosen, f"{path}.chosen") if chosen is not None else []
    return r.name(value.get("card"), f"{path}.card"), tuple(names)


def _entry(r: _Reader, item: Any, path: str, permanent: bool) -> Entry:
    if not isinstance(item, dict):
        return Entry(r.name(item, path), path)
    allowed = _PERMANENT_KEYS if permanent else _ENTRY_KEYS
    r.mapping(item, path, "a card name or a mapping with 'card'")
    r.keys(item, allowed, path)
    if "card" not in item:
        raise r.fail(path, "missing required key 'card' (the card's name)")
    entry = Entry(r.name(item["card"], f"{path}.card"), path)
    if item.get("name") is not None:
        entry.label = r.name(item["name"], f"{path}.name")
    if not permanent:
        return entry
    for key in ("tapped", "sick", "face_down", "transformed", "bestowed"):
        if item.get(key) is not None:
            setattr(entry, key, r.boolean(item[key], f"{path}.{key}"))
    if item.get("damage") is not None:
        entry.damage = r.integer(item["damage"], f"{path}.damage", 0)
    if item.get("attached_to") is not None:
        entry.attached_to = r.name(item["attached_to"], f"{path}.attached_to")
    if item.get("counters") is not None:
        entry.counters = _counters(r, item["counters"], f"{path}.counters")
    if item.get("kicked") is not None:
        entry.kicked = _kicked(r, item["kicked"], f"{path}.kicked")
    if item.get("chosen") is not None:
        values = item["chosen"] if isinstance(item["chosen"], list) else [item["chosen"]]
        entry.chosen = [r.name(v, f"{path}.chosen") for v in values]
    if item.get("protector") is not None:
        r.player(item["protector"], f"{path}.protector")
        entry.protector = item["protector"].strip()
    return entry


def _counters(r: _Reader, value: Any, path: str) -> dict[str, int]:
    value = r.mapping(value, path, "a mapping counter kind -> number, e.g. {\"+1/+1\": 2}")
    return {str(k): r.integer(v, f"{path}.{k}", 0) for k, v in value.items()}


def _kicked(r: _Reader, value: Any, path: str) -> int | list[int]:
    if isinstance(value, bool):
        return 1 if value else 0
    if isinstance(value, int):
        return r.integer(value, path, 0)
    if isinstance(value, list):
        return [r.integer(v, f"{path}[{i}]", 1) for i, v in enumerate(value)]
    raise r.error(path, "true, a number of times, or a list of kicker cost indexes", value)


def _actions(r: _Reader, value: Any) -> list[Action]:
    if value is None:
        return []
    out = []
    for i, item in enumerate(r.list_(value, "actions", "a list of actions")):
        out.append(_action(r, item, i))
    return out


def _action(r: _Reader, item: Any, index: int) -> Action:
    path = f"actions[{index}]"
    item = r.mapping(item, path, "an action mapping such as {player: A, cast: Shock}")
    verbs = [k for k in item if k in VERBS]
    if len(verbs) != 1:
        found = ", ".join(verbs) if verbs else "none"
        raise r.fail(path, f"expected exactly one verb ({', '.join(VERBS)}), found {found}")
    verb = verbs[0]
    for key in item:
        if key == verb:
            continue
        if key not in _OPTIONS:
            raise r.fail(f"{path}.{key}", f"unknown key {key!r}; expected a verb or one of: "
                                          + ", ".join(_OPTIONS))
        if verb not in _OPTIONS[key]:
            raise r.fail(f"{path}.{key}", f"{key!r} does not go with {verb!r} (it goes with "
                                          + ", ".join(_OPTIONS[key]) + ")")
    action = Action(index, verb, None)
    if verb != "check":
        if item.get("player") is None:
            raise r.fail(path, f"missing required key 'player' (A or B) for {verb!r}")
    if item.get("player") is not None:
        action.player = r.player(item["player"], f"{path}.player")
    if item.get("turn") is not None:
        action.turn = r.integer(item["turn"], f"{path}.turn", 1)
    if item.get("step") is not None:
        action.step = r.step(item["step"], f"{path}.step")
    if item.get("combat") is not None:
        if action.step is None:
            raise r.fail(f"{path}.combat", "'combat' needs a 'step' (the step of that combat phase, "
                                           "or of the phases after it)")
        action.combat = r.integer(item["combat"], f"{path}.combat", 1)
    vpath = f"{path}.{verb}"
    value = item[verb]
    if verb in ("play", "cast", "activate"):
        action.value = r.name(value, vpath)
    elif verb == "attack":
        if isinstance(value, dict):
            action.value = {r.name(k, vpath): r.name(v, f"{vpath}.{k}") for k, v in value.items()}
        else:
            action.value = r.names(r.list_(value, vpath, "a list of attackers, or a mapping "
                                                         "attacker -> player or planeswalker"), vpath)
    elif verb == "block":
        value = r.mapping(value, vpath, "a mapping blocker -> attacker (or list of attackers)")
        action.value = {r.name(k, vpath): r.names(v, f"{vpath}.{k}") for k, v in value.items()}
    elif verb == "choose":
        action.value = _choice(r, value, vpath)
    elif verb == "pass":
        if value is not True:
            raise r.error(vpath, "true", value)
        action.value = True
    else:  # check
        action.value = _expect(r, value, vpath)
    opts = action.options
    for key in item:
        if key in (verb, "player", "turn", "step", "combat"):
            continue
        kpath = f"{path}.{key}"
        v = item[key]
        if key == "ability":
            if isinstance(v, int) and not isinstance(v, bool):
                opts[key] = r.integer(v, kpath, 1)
            else:
                opts[key] = r.text(v, kpath, "a keyword, the ability's text up to its colon, or a 1-based index")
        elif key in ("targets", "tap", "sacrifice", "discard", "exile", "return", "reveal", "remove", "behold",
                     "pay_with"):
            opts[key] = r.names(v, kpath)
        elif key == "x":
            opts[key] = r.integer(v, kpath, 0)
        elif key == "kicked":
            opts[key] = _kicked(r, v, kpath)
        elif key == "alternative":
            opts[key] = r.text(v, kpath, "the name of an alternative way to cast, e.g. flashback").lower()
        elif key == "enlist":
            v = r.mapping(v, kpath, "a mapping attacker -> the creature it enlists")
            opts[key] = {r.name(k, kpath): r.name(x, f"{kpath}.{k}") for k, x in v.items()}
        elif key == "exert":
            opts[key] = r.names(v, kpath)
        elif key == "mode":
            modes = v if isinstance(v, list) else [v]
            opts[key] = [r.integer(m, kpath, 1) for m in modes]
        elif key == "expect_error":
            opts[key] = r.boolean(v, kpath)
    return action


def _choice(r: _Reader, value: Any, path: str) -> Any:
    """A ``choose`` value: yes/no, a name, a color, a number, a list, or a damage division."""
    if isinstance(value, dict):
        return {r.name(k, path): r.integer(v, f"{path}.{k}", 0) for k, v in value.items()}
    if isinstance(value, list):
        return [_choice(r, v, f"{path}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, (bool, int)):
        return value
    if value is None:
        raise r.error(path, "an answer (yes/no, a name, a color, a number, a list or a mapping)", value)
    return r.name(value, path)


def _stop(r: _Reader, value: Any) -> Stop:
    value = r.mapping(value, "stop", "a mapping with turn and/or step")
    r.keys(value, _STOP_KEYS, "stop")
    stop = Stop()
    if value.get("turn") is not None:
        stop.turn = r.integer(value["turn"], "stop.turn", 1)
    if value.get("step") is not None:
        stop.step = r.step(value["step"], "stop.step")
    return stop


def _zone_expect(r: _Reader, value: Any, path: str) -> int | list[str]:
    if isinstance(value, int) and not isinstance(value, bool):
        return r.integer(value, path, 0)
    if value is None:
        return []
    if not isinstance(value, list):
        raise r.error(path, "a list of names or a number of cards", value)
    return r.names(value, path)


def _expect(r: _Reader, value: Any, path: str) -> Expect:
    value = r.mapping(value, path)
    r.keys(value, _EXPECT_KEYS, path)
    ex = Expect()
    for who in ("A", "B"):
        if value.get(who) is None:
            continue
        ppath = f"{path}.{who}"
        pv = r.mapping(value[who], ppath)
        r.keys(pv, _EXPECT_PLAYER_KEYS, ppath)
        checks: dict[str, Any] = {}
        for key, v in pv.items():
            kpath = f"{ppath}.{key}"
            if key in ("life", "poison", "tickets", "energy"):
                checks[key] = r.integer(v, kpath)
            elif key == "lost":
                checks[key] = r.boolean(v, kpath)
            else:
                checks[key] = _zone_expect(r, v, kpath)
        ex.players[PLAYERS[who]] = checks
    if value.get("permanents") is not None:
        ex.permanents = _objects_props(r, value["permanents"], f"{path}.permanents",
                                       "a mapping object -> properties", _PERMANENT_PROPS)
    if value.get("command_zone") is not None:
        ex.command_zone = _objects_props(r, value["command_zone"], f"{path}.command_zone",
                                         "a mapping card name -> properties", _COMMAND_ZONE_PROPS)
    if "absent" in value:
        ex.absent = r.names(value["absent"], f"{path}.absent") if value["absent"] is not None else []
    if "stack" in value:
        ex.stack = _zone_expect(r, value["stack"], f"{path}.stack")
    if value.get("over") is not None:
        ex.over = r.boolean(value["over"], f"{path}.over")
    if value.get("winner") is not None:
        w = value["winner"]
        if not (isinstance(w, str) and w.strip() in ("A", "B", "draw")):
            raise r.error(f"{path}.winner", "A, B or draw", w)
        ex.winner = w.strip()
    if value.get("day_night") is not None:
        ex.day_night = _day_night(r, value["day_night"], f"{path}.day_night", DAY_NIGHT + ("neither",))
    if value.get("log") is not None:
        lines = value["log"] if isinstance(value["log"], list) else [value["log"]]
        ex.log = [r.name(s, f"{path}.log[{i}]") for i, s in enumerate(lines)]
    return ex


def _objects_props(r: _Reader, value, path: str, what: str, allowed) -> dict[str, dict[str, Any]]:
    """A mapping of object (or card) names to the properties expected of each (``allowed``
    keys), read from ``value`` at ``path``."""
    out: dict[str, dict[str, Any]] = {}
    for obj, props in r.mapping(value, path, what).items():
        opath = f"{path}.{obj}"
        props = r.mapping(props if props is not None else {}, opath, "a mapping of properties")
        r.keys(props, allowed, opath)
        out[r.name(obj, path)] = _props(r, props, opath)
    return out


def _props(r: _Reader, props: dict, path: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, v in props.items():
        kpath = f"{path}.{key}"
        if key in ("power", "toughness"):
            out[key] = r.integer(v, kpath)
        elif key == "damage":
            out[key] = r.integer(v, kpath, 0)
        elif key in ("tapped", "face_down", "blocking", "transformed"):
            out[key] = r.boolean(v, kpath)
        elif key == "colors":
            out[key] = _colors(r, v, kpath)
        elif key == "attacking":
            out[key] = v if isinstance(v, str) and v.strip() not in ("yes", "no", "true", "false") \
                else r.boolean(v, kpath)
        elif key in ("controller", "protector"):
            r.player(v, kpath)
            out[key] = v.strip()
        elif key == "attached_to":
            out[key] = None if v is None else r.name(v, kpath)
        elif key == "counters":
            out[key] = _counters(r, v, kpath)
        else:  # keywords, not_keywords, types, subtypes, not_types, not_subtypes
            out[key] = [] if v is None else r.names(v, kpath)
    return out


def _colors(r: _Reader, value: Any, path: str) -> frozenset[str]:
    """A list of color names (``[blue]``; ``[]`` for colorless) as color letters (105.1)."""
    words = [] if value is None else r.names(value, path)
    bad = [w for w in words if w.lower() not in COLORS]
    if bad:
        raise r.error(path, "a list of colors (white, blue, black, red, green)", bad[0])
    return frozenset(COLORS[w.lower()] for w in words)


# --- cards -----------------------------------------------------------------------------------------

def _resolve_cards(r: _Reader, scenario: Scenario, database) -> None:
    """Compile the inline cards and look up every card named in ``start``."""
    from mtgrules.cards.compiler import compile_card
    for i, raw in enumerate(scenario.cards):
        card = compile_card(raw)
        if card.unsupported:
            raise r.fail(f"cards[{i}]", f"card {card.name!r} is not supported: cannot understand "
                                        f"{card.unsupported!r}" + (f" ({card.unsupported_reason})"
                                                                   if card.unsupported_reason else ""))
        for name in {card.name, raw["name"], *(face.name for face in card.faces[:1])}:
            scenario.definitions[name.lower()] = card  # a card with faces: full or front name
        scenario.inline[card.name] = raw
    for ps, who in zip(scenario.start.players, "AB"):
        for zone in ZONES:
            for entry in ps.zones[zone]:
                lookup_card(r, scenario, entry.card, f"{entry.where}", database)
    if any(not ps.library_given for ps in scenario.start.players):
        lookup_card(r, scenario, "Wastes", "start (default library: 40 Wastes)", database)


def lookup_card(r: _Reader | str, scenario: Scenario, name: str, path: str, database=None) -> CardDef:
    """The card called ``name`` for this scenario: inline first, then the database."""
    if isinstance(r, str):
        r = _Reader(r)
    key = name.lower()
    card = scenario.definitions.get(key)
    if card is not None:
        return card
    from mtgrules.cards.database import UnknownCard, default_database
    from mtgrules.engine.setup import card_definition
    try:
        _front_or_full_name(r, name, (database or default_database()).get(name), path)
        card = card_definition(name, database)
    except UnknownCard as exc:
        hint = f" (did you mean: {', '.join(exc.suggestions)}?)" if exc.suggestions else ""
        raise r.fail(path, f"expected a card name the engine knows, got unknown card {name!r}{hint}") from None
    except MtgRulesError as exc:
        raise r.fail(path, str(exc)) from None
    scenario.definitions[key] = card
    return card


def _front_or_full_name(r: _Reader, name: str, card: CardDef, path: str) -> None:
    """A card with several faces is named in ``start`` by its full name or its front face's
    name, the name it has outside the battlefield and the stack (712.8a)."""
    key = name.lower()
    if any(f.name.lower() == key for f in card.faces[1:]) and key != card.name.lower():
        raise r.fail(path, f"{name!r} is a face of {card.name!r} other than its front face: a card "
                           "is named by its full name or its front face's name (712.8a); for a "
                           "permanent with its back face up, add transformed: true")
