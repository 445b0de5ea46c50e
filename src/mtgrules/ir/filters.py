"""Object descriptions (filters) and targets (rule 115)."""
from __future__ import annotations

from mtgrules.records import record

#: Rule 702.106d: "with the chosen name" in a filter, before the hidden agenda names it.
CHOSEN_NAME = "<the chosen name>"


# --- targets ------------------------------------------------------------------------------------

@record
class Filter:
    """Which objects qualify: all listed conditions must hold.

    ``types``: the object must have at least one of these card types (empty: any).
    ``not_colors``: it must have none of these colors ("nonblack").
    ``not_types``: it must have none of these card types ("nonland").
    ``controller``: 'you', 'opponent', 'enchanted' (the player the source is attached to:
    "creatures enchanted player controls", 303.4m), 'defending' (the defending player of the
    source, an attacking creature: "target creature defending player controls", 506.2),
    'event:N' (the player at position N of the trigger event's data: "destroy target artifact
    that player controls", 603.2), 'seat:S' (that player, once known as the ability is put on
    the stack) or None. ``zone``: where the object is.
    ``owner_you``: for cards in graveyards and hands, "your graveyard".
    ``with_keyword`` / ``without_keyword``: the permanent must (not) have that keyword ability
    ("creature with flying", "creature without flying"; rule 702.1); ``without_any``: it must
    have none of these keyword abilities ("creatures without flying or islandwalk").
    ``attached``: only the object the source is attached to ("enchanted creature", "equipped
    creature": rules 301.5f, 303.4m), for static abilities of Auras and Equipment.
    ``spell``: on the stack, True for spells only ("target spell", 112.1), False for abilities
    only ("target activated or triggered ability", 113.1), None for either.
    ``in_combat``: 'attacking', 'blocking', 'attacking or blocking' or 'unblocked attacking' (rules 506.4, 508.1k, 509.1h,
    509.1g): "target attacking or blocking creature".
    ``not_supertypes``: it must have none of these supertypes ("nonbasic lands", 205.4).
    ``colors``: it must have at least one of these colors ("red or green creature", 105.2).
    ``supertypes``: it must have at least one of these supertypes ("legendary creature").
    ``not_subtypes``: it must have none of these subtypes ("non-Human creature").
    ``or_subtypes``: an object with one of these subtypes passes the card-type condition too
    ("creature or Vehicle": a card type or an artifact subtype, 205.3g).
    ``tapped``: True "tapped", False "untapped" (110.5). ``token``: True "token", False
    "nontoken" (111.1). ``compare``: ("power" | "toughness" | "mana value", "<=" | ">=" | "==",
    n) bounds: "with power 2 or less", "with mana value 3 or greater" (202.3); n may be an
    amount ("with mana value X or less"), fixed by the spell or ability that has it
    (``ir/bounds.py``) before the filter is used.
    ``damaged_this_turn``: "that was dealt damage this turn" (120.3: damage dealt to it this
    turn, even if none is still marked).
    ``min_colors``: it must have at least this many colors ("multicolored": two, 105.2a).
    ``face_down``: True "face-down", False "face-up" (a permanent or spell, 708).
    ``chosen``: it must have the value chosen as the source entered ('color': "of the chosen
    color", 'creature type': "of the chosen type"; 607.2d, 614.12a).
    ``all_types``: card types it must have as well as one of ``types`` ("artifact creature":
    an artifact and a creature, 205.2a). ``lesser``: 'power' — its power must be less than the
    source's ("target attacking creature with lesser power", mentor 702.134a).
    ``with_counter``: the permanent must have a counter of that kind on it ("creature with a
    +1/+1 counter on it"; '' any kind: "with counters on them", 122.1).
    ``attached_by``: a permanent of that subtype must be attached to it ('Aura': "enchanted
    creatures", "creatures that are enchanted", 303.4; 'Equipment': "equipped creatures", 301.5);
    ``not_attached_by``: no permanent of that subtype may be attached to it ('Aura': "target
    creature that isn't enchanted", 303.4).
    ``cast_from``: a spell cast from that zone ('hand', 'graveyard', 'exile'), or 'not_hand' from
    anywhere other than its caster's hand ("a spell from your graveyard", 601.2a).
    ``targeting``: a spell or ability with a target that passes this filter ("a spell that
    targets a creature you control", 115.1). ``kicked``: a spell whose kicker cost was paid
    ("a kicked spell", 702.33d).
    ``shares_color``: it must share a color with the source (a spell's conspire cost, "tap two
    untapped creatures you control that each share a color with it", 702.78a, 105.2).
    ``historic``: it must be historic: an artifact, legendary, or a Saga ("a historic spell",
    700.6); one quality across card type, supertype and subtype, checked by ``accepts`` given
    the object's supertypes.
    ``blocking_what``: it must be blocking an object (509.1g, 506.4): 'source' "blocking this
    creature", 'attached' the creature the source is attached to, 'event:N' the object at
    position N of the trigger event's data ("Whenever a Beast becomes blocked, ... for each
    creature blocking it"; 'object:OID' once the ability is put on the stack, 603.2), 'it' as
    the grammar reads "blocking it" before knowing what "it" names.
    ``stickered``: it must have a sticker on it now (123.4: "a stickered permanent").
    ``entered_this_turn``: the permanent entered the battlefield this turn (as the object it
    is now, 400.7: "target creature that entered this turn").
    ``modified``: the permanent is modified (700.9: with counters on it, equipped, or enchanted
    by an Aura its controller controls).
    ``names``: its name must be one of these, in lower case ("a card named Nissa's Chosen",
    201.2); ``CHOSEN_NAME`` there stands for the names a conspiracy's hidden agenda chose
    (702.106d), put in their place when the conspiracy starts the game (``engine/conspiracies``).
    ``same_name_as``: the index of a target of the mode whose name it must have (201.2: "target
    creature and all other creatures with the same name as that creature", the target among
    them); -1 for none. Only a group of permanents read with its target has it (``resolve_ref``).
    """

    types: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    controller: str | None = None
    zone: str = "battlefield"
    owner_you: bool = False
    another: bool = False
    attached: bool = False
    with_keyword: str | None = None
    without_keyword: str | None = None
    without_any: tuple[str, ...] = ()
    spell: bool | None = None
    in_combat: str | None = None
    not_supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    tapped: bool | None = None
    token: bool | None = None
    compare: tuple[tuple[str, str, object], ...] = ()
    or_subtypes: frozenset[str] = frozenset()
    damaged_this_turn: bool = False
    min_colors: int = 0
    face_down: bool | None = None
    chosen: str | None = None
    all_types: frozenset[str] = frozenset()
    lesser: str | None = None
    with_counter: str | None = None
    attached_by: str | None = None
    not_attached_by: str | None = None
    cast_from: str | None = None
    targeting: Filter | None = None
    kicked: bool = False
    shares_color: bool = False
    historic: bool = False
    blocking_what: str | None = None
    names: frozenset[str] = frozenset()
    stickered: bool = False
    # "creatures that attacked this turn": declared as attackers this turn (508.1), as this
    # same object (400.7)
    attacked_this_turn: bool = False
    entered_this_turn: bool = False
    modified: bool = False
    same_name_as: int = -1

    def accepts(self, types, colors, subtypes, supertypes=None, name: str | None = None) -> bool:
        """Whether characteristics pass the type, color and subtype conditions (and "historic",
        700.6, which needs ``supertypes`` too; and ``names``, which needs ``name``: without it,
        a filter asking for a name passes nothing)."""
        if self.names and (name is None or name.lower() not in self.names):
            return False
        if self.historic and not is_historic(types, subtypes, supertypes):
            return False
        if self.all_types and not self.all_types.issubset(types):
            return False
        if self.types and self.types.isdisjoint(types) and (
                not self.or_subtypes or self.or_subtypes.isdisjoint(subtypes)):
            return False
        if self.not_types and not self.not_types.isdisjoint(types):
            return False
        if self.not_colors and not self.not_colors.isdisjoint(colors):
            return False
        if self.subtypes and self.subtypes.isdisjoint(subtypes):
            return False
        if self.colors and self.colors.isdisjoint(colors):
            return False
        if self.min_colors and len(colors) < self.min_colors:
            return False
        if self.not_subtypes and not self.not_subtypes.isdisjoint(subtypes):
            return False
        return True

    def accepts_values(self, supertypes, power, toughness, mana_value, is_token: bool) -> bool:
        """Whether an object passes the supertype, token and number conditions."""
        if self.supertypes and self.supertypes.isdisjoint(supertypes):
            return False
        if self.not_supertypes and not self.not_supertypes.isdisjoint(supertypes):
            return False
        if self.token is not None and self.token != is_token:
            return False
        for stat, op, n in self.compare:
            value = power if stat == "power" else toughness if stat == "toughness" else mana_value
            if value is None:
                return False
            if op == "<=" and value > n or op == ">=" and value < n or op == "==" and value != n:
                return False
        return True


def is_historic(types, subtypes, supertypes) -> bool:
    """Rule 700.6: artifacts, legendaries and Sagas are historic."""
    if supertypes is None:
        raise ValueError("a historic filter needs the object's supertypes (700.6)")
    return "Artifact" in types or "Legendary" in supertypes or "Saga" in subtypes


@record
class TargetSpec:
    """One instance of the word "target" (rule 115.1): who or what may be chosen.

    ``players``: players may be chosen ('any', 'opponent' or None for none).
    ``objects``: a ``Filter`` for objects, or None when only players may be chosen.
    ``group``: specifications with the same nonzero group come from one instance of the word
    "target" ("two target creatures"): the same object can't be chosen twice among them
    (115.3). ``optional``: "up to N target ...": this one may be left unchosen (601.2c).
    ``also``: filters an object must match as well as ``objects`` (an Aura spell's target must
    follow every one of its enchant abilities, 702.5c). ``single_graveyard``: the cards chosen
    for this word "target" must all be in one player's graveyard ("up to three target cards
    from a single graveyard", 601.2c). ``other_than``: the index of an earlier target of the
    mode this one can't be ("target creature fights another target creature": the same object
    can't be chosen for both words "target", 115.3), or -1.
    """

    text: str
    objects: Filter | None = None
    players: str | None = None
    group: int = 0
    optional: bool = False
    also: tuple[Filter, ...] = ()
    single_graveyard: bool = False
    other_than: int = -1


# --- conditions -----------------------------------------------------------------------------------
