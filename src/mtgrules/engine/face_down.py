"""Face-down spells and permanents (rule 708) and the keywords that make them: morph and
megamorph (702.37), disguise (702.168).

Casting face down (702.37a, 702.37c, 702.168a-b; ``CastSpell(card, alternative="morph")`` or
``"disguise"``): the card is turned face down before it is put on the stack (708.4), so the
spell is a 2/2 colorless creature spell with no text, no name, no subtypes and no mana cost
(708.2a; with ward {2} for disguise, 702.168a): the stack object's ``card`` is that face-down
card (``spell_card``) and ``StackObject.face_down_card`` the card itself, which only its
controller may look at (708.5). Every rule that looks at the spell (timing, "whenever you cast
a creature spell", what may counter it) sees the face-down characteristics; {3} is paid rather
than its mana cost, an alternative cost (118.9). Resolving, it becomes a face-down permanent
(``Permanent.face_down``, with ``Permanent.face_down_as`` the way it was made face down), whose
characteristics are set in layer 1b (613.2b, ``engine/layers.py``) and are its copiable values
(708.2): entering face down, its own enters abilities don't apply (708.3).

Turning face up (702.37e, 702.168d, 116.2b; ``TurnFaceUp``): a special action its controller
may take any time they have priority, paying the morph or disguise cost of the card face up
(X is not supported, 702.37f). Its copiable values revert (708.8), effects already applied to
it still apply, "when this creature is turned face up" triggers and enters abilities don't;
a megamorph cost paid puts a +1/+1 counter on it as it is turned face up (702.37b, 708.11).

Hidden information (708.5, 708.6): the log names a face-down object only as a numbered
face-down spell or creature (``public_name``); it is revealed when it leaves the battlefield or
the stack for another zone, and at the end of the game (708.9).
"""
from __future__ import annotations

from functools import lru_cache

from mtgrules import ir as m
from mtgrules.cards import keyword_syntax
from mtgrules.ir.mana_cost import parse_mana_cost
from mtgrules.engine.objects import Zone, seat_name

MORPH, DISGUISE = "morph", "disguise"
#: keyword actions that put a card onto the battlefield face down (701.40a, 701.58a)
MANIFEST, CLOAK = "manifest", "cloak"
#: the ways whose face-down characteristics have ward {2} (702.168a, 701.58a)
_WARDED = (DISGUISE, CLOAK)
#: the alternative ways to cast a card face down, and the keywords that allow each
ALTERNATIVES = {MORPH: ("morph", "megamorph"), DISGUISE: ("disguise",)}
#: the rule of each way
RULES = {MORPH: "702.37c", DISGUISE: "702.168b"}
#: what is paid rather than the mana cost (702.37a, 702.168a)
FACE_DOWN_COST = parse_mana_cost("{3}")


def spell_card(way: str = "") -> m.CardDef:
    """The characteristics of a face-down object (708.2a): a 2/2 creature with no text, no
    name, no subtypes and no mana cost; made by disguise or cloak, with ward {2} (702.168a,
    701.58a)."""
    return _face_down_card(way in _WARDED)


@lru_cache(maxsize=None)
def _face_down_card(warded: bool) -> m.CardDef:
    keywords = (m.KeywordInstance("ward", "{2}"),) if warded else ()
    return m.CardDef(name="", mana_cost=None, supertypes=frozenset(), types=frozenset({"Creature"}),
                     subtypes=(), colors=frozenset(), power=2, toughness=2, keywords=keywords,
                     abilities=keyword_syntax.keyword_abilities(keywords))


def way_of_characteristics(card: m.CardDef) -> str:
    """The way ("disguise", or "" for the plain 2/2 of 708.2a) that makes face-down
    characteristics ``card``."""
    return DISGUISE if card.keywords else ""


def is_face_down_card(card: m.CardDef) -> bool:
    """Whether ``card`` is the characteristics of a face-down object (a face-down spell's)."""
    return card is _face_down_card(False) or card is _face_down_card(True)


def characteristics(perm) -> m.CardDef:
    """The copiable values of face-down permanent ``perm`` (708.2, layer 1b)."""
    return spell_card(perm.face_down_as)


def enters_face_down(game, perm, characteristics_card: m.CardDef) -> None:
    """Permanent ``perm`` is face down as it enters (708.3), with the characteristics of the
    face-down spell it was (``characteristics_card``, 702.37c: "the same characteristics the
    spell had")."""
    perm.face_down = True
    perm.face_down_as = way_of_characteristics(characteristics_card)
    game.changed()


def ways(card) -> tuple[str, ...]:
    """The ways ``card`` may be cast face down (702.37a, 702.168a)."""
    names = {k.name for k in card.keywords}
    return tuple(way for way, keywords in ALTERNATIVES.items() if names.intersection(keywords))


def is_face_down(obj) -> bool:
    """Whether ``obj`` (a permanent or a stack object) is face down."""
    return bool(getattr(obj, "face_down", False)) or getattr(obj, "face_down_card", None) is not None


def public_name(obj) -> str:
    """What every player may know of face-down ``obj``: that it is a face-down spell or
    creature, told apart by its number (708.5, 708.6)."""
    what = "spell" if obj.zone is Zone.STACK else "creature"
    return f"face-down {what} #{obj.id}"


# --- turning face up (116.2b, 702.37e, 702.168d) ------------------------------------------

#: what each way of turning face up is called in the log, and its rule
_BY = {"morph": ("morph cost", "702.37e"), "megamorph": ("megamorph cost", "702.37e"),
       "disguise": ("disguise cost", "702.168d"), "mana cost": ("mana cost", "701.40b")}


def turn_up_costs(perm) -> list[tuple[str, m.ManaCost]]:
    """The ways face-down ``perm`` may be turned face up, as (way, cost): the morph, megamorph
    or disguise cost it would have face up (702.37e, 702.168d; a manifested or cloaked card's
    too, 701.40c-d, 701.58c-d) and, if it was manifested or cloaked and is a creature card, its
    mana cost (701.40b, 701.58b; without X)."""
    card = perm.card
    out = [(inst.name, parse_mana_cost(inst.param)) for inst in card.keywords if inst.name in _BY]
    if perm.face_down_as in (MANIFEST, CLOAK) and "Creature" in card.types and \
            card.mana_cost is not None and not card.mana_cost.x:
        out.append(("mana cost", card.mana_cost))
    return out


def why_cannot_turn_up(game, player: int, oid: int, by: str = "") -> tuple[str, str] | None:
    """None if ``player`` may turn permanent ``oid`` face up now paying its ``by`` cost ("morph",
    "megamorph", "disguise", "mana cost"), else (rule, reason)."""
    from mtgrules.engine import mana
    perm = game.objects.get(oid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.face_down:
        return "708.7", f"{game.name(oid)} is not a face-down permanent"
    if game.controller(oid) != player:
        return "702.37e", (f"player {seat_name(player)} doesn't control {game.name(oid)}: only its "
                           "controller may turn it face up")
    cost = dict(turn_up_costs(perm)).get(by)
    if cost is None:
        return _BY.get(by, ("", "702.37e"))[1], (
            f"{game.name(oid)} would have no {by or 'morph or disguise'} cost to turn it face up "
            "this way")
    if mana.find_payment(game, player, mana.Requirement.of([cost])) is None:
        return "601.2h", f"player {seat_name(player)} can't pay {cost} to turn {game.name(oid)} face up"
    return None


def face_down_permanents(game, player: int) -> list[int]:
    """The face-down permanents ``player`` controls."""
    objects = game.objects
    down = [oid for oid in game.battlefield if objects[oid].face_down]
    return [oid for oid in down if game.controller(oid) == player] if down else down


def turn_face_up(game, player: int, oid: int, by: str) -> None:
    """Rules 116.2b, 702.37e, 702.168d, 701.40b: show the cost, pay it, turn the permanent face
    up: its copiable values revert (708.8); a megamorph cost paid puts a +1/+1 counter on it as
    it is turned face up (702.37b, 708.11); "when ... is turned face up" abilities trigger."""
    from mtgrules.engine import mana, triggers
    perm = game.objects[oid]
    cost = dict(turn_up_costs(perm))[by]
    hidden = public_name(perm)
    mana.execute_payment(game, player, mana.find_payment(game, player, mana.Requirement.of([cost])))
    perm.face_down = False
    perm.face_down_as = ""
    game.changed()
    words, rule = _BY[by]
    game.event(rule, f"player {seat_name(player)} pays {cost} ({words}) and turns {hidden} face up: "
                     f"it is {perm.card.name} (116.2b)")
    if by == "megamorph":
        perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + 1
        game.event("702.37b", f"{perm.card.name} is turned face up with a +1/+1 counter on it "
                              "(its megamorph cost was paid)")
    triggers.fire(game, "turned_face_up", (oid,))


# --- revealing (708.9) ---------------------------------------------------------------------

def reveal_leaving(game, obj, card, zone: Zone) -> None:
    """Rule 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving
    the stack for another zone than the battlefield, is revealed to all players."""
    where = "the battlefield" if obj.zone is Zone.BATTLEFIELD else "the stack"
    game.event("708.9", f"{public_name(obj)} leaves {where} and is revealed: it is {card.name}")


def reveal_all(game) -> None:
    """Rule 708.9: at the end of the game, every face-down permanent and spell is revealed."""
    objects = game.objects
    for oid in list(game.battlefield) + list(game.stack):
        obj = objects[oid]
        if is_face_down(obj):
            card = obj.card if obj.zone is Zone.BATTLEFIELD else obj.face_down_card
            game.event("708.9", f"at the end of the game, {public_name(obj)} is revealed: it is {card.name}")
