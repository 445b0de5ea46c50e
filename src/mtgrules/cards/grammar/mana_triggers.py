"""Triggered mana abilities (rules 605.1b, 106.12a): mana added whenever a permanent is
tapped for mana.

    mana-trigger := "whenever" tapped "is tapped for mana" [if] ", its controller adds" mana
                  | "whenever you tap" object "for mana" [if] ", add" mana
                  | "whenever" ("a player" | "an opponent") "taps" object "for mana" [if] ","
                    "that player adds" mana
    if           := "while" condition | ", if" condition          (checked as it triggers, 603.4)
    tapped       := "enchanted" ("land" | basic-land-type) | object
    object       := ("a" | "an") description                  (a permanent: "a nonbasic land")
    mana         := "an additional" (mana-symbols ["for each" description] | "one mana of any color"
                    | "two mana in any combination of colors"                     (106.1a)
                    | "one mana of the chosen color")                             (607.2d)
                  | "one mana of any type that" ("land" | "permanent" | "artifact" ["token"])
                    "produced"                                                    (106.12a)

Only a permanent's controller can activate its mana abilities (602.2), so the player who taps
it for mana is its controller: "you" / "an opponent" are the controller of the permanent
tapped, relative to the ability's controller.
"""
from __future__ import annotations

import dataclasses
import re

from mtgrules import ir as m
from mtgrules.cards.grammar.amounts import for_each
from mtgrules.cards.grammar.conditions import condition
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.ir.mana_cost import parse_mana_symbols

_MANA = (r"(?P<mana>an additional (?:(?P<symbols>(?:\{[wubrgc]\})+)(?P<per> for each .+)?|(?P<any>one mana of any color"
         r"|two mana in any combination of colors)|(?P<chosen>one mana of the chosen color))"
         r"|one mana of any type that (?P<noun>land|permanent|artifact token|artifact) produced)")
# "enchanted land", "enchanted Forest": what the Aura enchants (303.4a; its enchant ability
# says what that may be, 702.5a)
_ENCHANTED = re.compile(r"enchanted (?:land|forest|plains|island|swamp|mountain)")
# mana of any color the player chooses, each (106.1a)
_ANY = {None: 0, "one mana of any color": 1, "two mana in any combination of colors": 2}
# an intervening "if" (603.4), or "while" after the trigger condition, on the game's state
_IF = r"(?: while (?P<while>[^,]+))?, (?:if (?P<if>[^,]+), )?"
_FORMS = (re.compile(r"whenever (?P<what>.+?) is tapped for mana" + _IF + "its controller adds " + _MANA),
          re.compile(r"whenever (?P<who>you) tap (?P<what>.+?) for mana" + _IF + "add " + _MANA),
          re.compile(r"whenever (?P<who>a player|an opponent) taps (?P<what>.+?) for mana" + _IF
                     + "that player adds " + _MANA))
# whose permanent the tapping player taps (602.2), relative to the ability's controller
_TAPPER = {"you": "you", "a player": None, "an opponent": "opponent"}


def read_mana_trigger(low: str) -> m.TappedForManaAdds | None:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}." as
    a ``TappedForManaAdds``, or None if the line isn't one."""
    text = low.rstrip(".")
    for form in _FORMS:
        found = form.fullmatch(text)
        if found is None:
            continue
        produced = found["noun"] is not None
        symbols = parse_mana_symbols(found["symbols"].upper()) if found["symbols"] else ()
        any_color = _ANY[found["any"]]
        what, who = found["what"], found.groupdict().get("who")
        chosen = found["chosen"] is not None
        cond = _condition(found["while"] or found["if"])
        if cond is False:
            return None
        per = None
        if found["per"]:  # "{G} for each Elf on the battlefield" (608.2h)
            q = Parser(tokenize(found["per"].strip()))
            per = for_each(q)
            if per is None or not q.done():
                return None
        if _ENCHANTED.fullmatch(what) and who is None:  # the permanent the Aura is attached to
            return m.TappedForManaAdds(None, symbols, text, produced, any_color, per, chosen, cond)
        flt = _tapped(what, who)
        if flt is None or not _names(found["noun"], flt):
            return None
        return m.TappedForManaAdds(flt, symbols, text, produced, any_color, per, chosen, cond)
    return None


def _condition(text: str | None):
    """The condition of "while you're the monarch" / "if this creature is tapped" (None: none;
    False: one not read)."""
    if text is None:
        return None
    p = Parser(tokenize(text))
    cond = condition(p)
    return cond if cond is not None and p.done() else False


def _names(noun: str | None, flt: m.Filter) -> bool:
    """Whether "that ``noun``" ("that land", "that artifact token") names the permanent
    ``flt`` describes (one described by subtypes only, "a Mountain, Forest, or Plains", by its
    type too)."""
    if noun is None or noun == "permanent":
        return True
    kind, _, token = noun.partition(" ")
    return (kind.capitalize() in flt.types or not flt.types) and (not token or bool(flt.token))


def _tapped(what: str, who: str | None) -> m.Filter | None:
    """The permanent tapped for mana, "a Forest", "a nonbasic land", with its controller the
    one ``who`` taps it (None: the "is tapped for mana" form, anyone's)."""
    p = Parser(tokenize(what))
    if not p.take_any("a", "an"):
        return None
    desc = description(p)
    if desc is None or not p.done() or desc.filter.zone != "battlefield" or desc.plural:
        return None
    flt = desc.filter
    if who is None:
        return flt
    if flt.controller not in (None, _TAPPER[who]):  # "you tap a land an opponent controls"
        return None
    return dataclasses.replace(flt, controller=_TAPPER[who])


def adds_mana(value) -> bool:
    """Whether an effect inside ``value`` (a mode, a record, a tuple of them) adds mana: an
    ability on a permanent being tapped for mana that does is a triggered mana ability
    (605.1b), read only by :func:`read_mana_trigger`."""
    if type(value) is m.AddMana:
        return True
    if type(value) is tuple:
        return any(adds_mana(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(adds_mana(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init)
    return False
