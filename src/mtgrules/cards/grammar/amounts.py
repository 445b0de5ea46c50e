"""Amounts (rules 107.1, 107.3, 608.2h): numbers, X, and counts read as the effect applies.

    amount  := number word | digits | "x"
    count   := "twice" count | N "plus" count
             | "the number of" description                 (permanents you can see, or cards
                                                             in your hand, your graveyard or
                                                             all graveyards)
             | possessor ("power" | "toughness" | "mana value")
             | "the damage dealt this way" | "that much" | "the life lost this way"
                                                             (what the effect before did)
             | ("that much" | "that many")     (the trigger event's amount: ``that_much``)
             | "your life total" | "the number of opponents you have"     (800.4a)
             | "the number of times you've rolled the planar die this turn"   (901.9)
             | "the" ("lowest" | "highest") "life total among your opponents"  (119.1)
             | "the number of cards in" ("target player's" | "target opponent's" | "that
               player's") "hand"               ("that player": one player named before, 608.2h)
             | "the number of" [kind] "counters on cardname"                (122.1)
             | ("the greatest power among" | "the greatest toughness among"
                | "the greatest mana value among" | "the total power of") description
    possessor := "its" | "cardname's" | "the sacrificed" noun's    (paid as a cost, 601.2h)
             | "that" noun's | "that player or that planeswalker's"
                                                   (the target named before, the event's object)
             | "that spell's"          (the target spell, or the spell cast: "that spell's mana
                                        value" on the stack, X included, 202.3e, or as it last
                                        was there, 608.2h)
             | "your devotion to" color ["and" color]                  (700.5)
             | "the number of basic land types among lands you control"   (domain, 305.6)
    for-each:= "for each" description ["beyond the first"]  (the same count, one at a time;
                                                              all but one)
             | "for each" [kind] "counter on" ("cardname" | "it")    (on the source, 122.1)
             | "for each basic land type among lands you control"
             | "for each mana spent to cast" self | "the amount of mana spent to cast" self
                                                   (its spell's, 601.2h)
             | ("for each" | "the number of") description "that died this turn"  (700.4)
             | ("for each" | "the number of") card-description ("discarded" | "milled" |
               "exiled") "this way"                        (the cards it moved so, 608.2c)
             | ("for each" | "the number of") noun "destroyed this way"   (after an effect that
                                                  destroys: those it destroyed, 701.8a)
             | "for each" description "in their" ("graveyard" | "hand")   (after a target
                                                   player: counted in that player's zone)
             | "for each" description ("target player" | "target opponent") "controls"

"Where X is ..." at the end of a sentence gives its X a count (``with_x``); "for each ..."
multiplies a clause's numbers by one (``per_each``).
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule
from mtgrules.cards.modes import UNNAMED
from mtgrules.cards.phrases import COLOR_WORDS, NUMBERS


def amount(p: Parser) -> int | str | None:
    """"a", "two", "3", "x" (107.3)."""
    word = p.peek()
    if word is not None and word in NUMBERS:
        p.pos += 1
        return NUMBERS[word]
    if word is not None and word.isdigit():
        p.pos += 1
        return int(word)
    p.miss("a number")
    return None


@rule
def count(p: Parser, b) -> object | None:
    """"the number of creatures you control", "its power", "twice that", "1 plus that"
    (608.2h)."""
    if p.take("twice"):  # "twice the number of creatures you control"
        n = _count(p, b)
        return None if n is None else m.Scaled(2, n)
    start = p.pos
    n = amount(p)
    if n is not None and type(n) is int and p.take("plus"):  # "3 plus the number of ..."
        more = _count(p, b)
        return None if more is None else m.Plus(n, more)
    p.pos = start
    return _count(p, b)


_GREATEST = {"the greatest power among": "greatest_power", "the total power of": "total_power",
             "the greatest toughness among": "greatest_toughness",
             "the greatest mana value among": "greatest_mana_value"}


@rule
def _count(p: Parser, b) -> object | None:
    start = p.pos
    known = _player_count(p, b)
    if known is not None:
        return known
    event = that_much(p, b)
    if event is not None:
        return event
    if p.take_any("the damage dealt this way", "that much", "the life lost this way"):
        return m.ThatMuch()  # what the effect before did (608.2h)
    if p.take("your life total"):  # 119.1, as the effect applies (608.2h)
        return m.CountOf("life", text="your life total")
    extreme = p.take_any("the lowest life total among your opponents",
                         "the highest life total among your opponents")
    if extreme is not None:  # 119.1, of the opponents still in the game (800.4a), now (608.2h)
        return m.CountOf("opponents_life", detail=extreme.split()[1], text=extreme)
    if p.take("the number of colors") and _mana_spent(p):  # converge (601.2h)
        return m.CountOf("colors_spent", text=" ".join(p.tokens[start:p.pos]))
    p.pos = start
    if p.take("the amount of mana spent to cast") and _self_cast(p, b):  # 601.2h
        return m.CountOf("mana_spent", text=" ".join(p.tokens[start:p.pos]))
    p.pos = start
    stat = p.take_any(*_GREATEST)
    if stat is not None:  # "the greatest power among creatures you control" (608.2h)
        desc = description(p, "battlefield")
        if desc is None or not desc.may_be_plural():
            return None
        return m.CountOf(_GREATEST[stat], desc.filter, text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of cards in"):  # "... in target player's hand" (608.2h)
        whose = p.take_any("target player's hand", "target opponent's hand")
        if whose is not None:
            spec = m.TargetSpec(whose.removesuffix("'s hand"), None,
                                "any" if "player" in whose else "opponent")
            return m.CountOf("hand", text=" ".join(p.tokens[start:p.pos]), player=b.target(spec))
        player = _target_player_just_named(b) if p.take("their hand") else None
        if player is not None:  # "target player loses life equal to ... in their hand" (608.2c)
            return m.CountOf("hand", text=" ".join(p.tokens[start:p.pos]), player=player)
        named = _that_player(b) if p.take("that player's hand") else None
        if named is not None:  # the one player named before: a target, the event's, the chosen
            return m.CountOf("hand", text=" ".join(p.tokens[start:p.pos]), player=named)
        p.pos = start
    if p.take("the total number of"):  # "... instant and sorcery cards you own in exile and in
        desc = description(p, "graveyard")  # your graveyard" (406.1, 404.1)
        if desc is None or not desc.may_be_plural() or not desc.filter.owner_you or not (
                desc.filter.zone == "exile" and p.take("and in your graveyard")
                or desc.filter.zone == "graveyard" and p.take("in exile and in your graveyard")):
            return None
        what = " ".join(p.tokens[start + 4:p.pos - 6])  # "instant and sorcery cards you own"
        flt = desc.filter if desc.filter.types or desc.filter.subtypes or desc.filter.colors else None
        return m.Plus(m.CountOf("exile", flt, text=f"the number of {what} in exile"),
                      m.CountOf("graveyard", flt, text=f"the number of {what} in your graveyard"))
    if p.take("the number of"):
        destroyed = _destroyed(p, b, start) or _moved_this_way(p, start)
        if destroyed is not None:
            return destroyed
        desc = description(p, "battlefield")
        died = _died(p, desc, start)
        if died is not None:
            return died
        if desc is None or not desc.may_be_plural():
            return None
        return _count_of(desc.filter, " ".join(p.tokens[start:p.pos]))
    before = b.last_object, b.last_gone
    what = possessor(p, b)
    if what is not None:
        stat = p.take_any("power", "toughness", "mana value")
        if stat is not None:
            return _STAT_OF[stat](what)
        b.last_object, b.last_gone = before
    p.miss("a count ('the number of ...')")
    return None


_STAT_OF = {"power": m.PowerOf, "toughness": m.ToughnessOf, "mana value": m.ManaValueOf}


def _self_cast(p: Parser, b) -> bool:
    """After "mana spent to cast": the source's spell ("it" only where it can mean nothing
    else: no object named before, or the source itself)."""
    if p.take_any("cardname", "this spell", "this creature", "this permanent") is not None:
        return True
    return b is not None and (b.last_object is None or type(b.last_object) is m.This) and p.take("it")


def _mana_spent(p: Parser) -> bool:
    """"of mana spent to cast it / this spell / this creature" (the colors counted: those of
    the mana spent on its total cost, 601.2h), after "color" or "the number of colors"."""
    return p.take("of mana spent to cast") and p.take_any(
        "it", "cardname", "this spell", "this creature", "this permanent") is not None

#: The word under which a trigger's references give the amount of its event (the damage
#: dealt, the life gained or lost), which "that much" and "that many" name.
THAT_MUCH = "$that much"


@rule
def that_much(p: Parser, b) -> m.EventAmount | None:
    """"that much", "that many" right after an effect that counted what it did (608.2h:
    ``names_its_amount``): that number; else, in a triggered ability whose event has an amount
    (603.2, 608.2h): that amount, if no effect of the ability was read before it or the words named it
    already ("you gain that much life and attacking player loses that much life"); after
    another effect they could mean what that effect did, so they are not read."""
    if b.counted and p.take_any("that much", "that many"):
        # what the effect just before did (608.2h), which it counted: "that player discards all
        # the cards in their hand, then draws that many cards", whatever the event's amount
        return m.ThatMuch()
    if THAT_MUCH not in b.refs or not p.take_any("that much", "that many"):
        return None
    if b.acted and not b.event_amount_named:
        p.pos -= 2
        p.refuse("'that much' after an earlier effect (the trigger event's amount, or what "
                 "that effect did?)")
        return None
    b.event_amount_named = True
    return b.refs[THAT_MUCH]


def note_destroyed(e, b) -> None:
    """After effect ``e`` was read: if it destroys (701.8a: "destroy all creatures", "destroy
    target artifact"), ``b.destroyed`` becomes the card types of what it destroys (an empty set
    for any permanent), or, after another such effect of other types, a mark no type matches
    ("permanent" still counts them all); within "for each opponent, ...", what it destroys for
    each opponent."""
    if type(e) is m.ForEachOpponent:
        for inner in e.effects:
            note_destroyed(inner, b)
        return
    if type(e) is not m.Destroy:
        return
    what = e.what
    if type(what) is m.EachPermanent:
        flt = what.filter
    elif type(what) is m.TargetRef and what.index < len(b.targets):
        flt = b.targets[what.index].objects
    else:
        flt = None
    types = frozenset({"$unknown"}) if flt is None else frozenset(flt.types)
    b.destroyed = types if b.destroyed in (None, types) else frozenset({"$mixed"})


#: The nouns "<noun> destroyed this way" counts with, and the card type each names.
_DESTROYED_NOUNS = {"permanent": None, "permanents": None, "creature": "Creature",
                    "creatures": "Creature", "artifact": "Artifact", "artifacts": "Artifact",
                    "enchantment": "Enchantment", "enchantments": "Enchantment", "land": "Land",
                    "lands": "Land", "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker"}


#: The references "that player" may stand for in an amount: one player, as the effect happens.
_ONE_PLAYER_REFS = (m.TargetRef, m.EventObject, m.ChosenPlayer, m.Recipient)


def _that_player(b):
    """What "that player" names in an amount ("the number of cards in that player's hand",
    608.2h): the last target only a player can be, else the trigger event's or the chosen
    player, or each player dealt damage ("deals damage to each opponent equal to ...": the
    recipient); None if it would name no one player."""
    if b is None:
        return None
    from mtgrules.cards.grammar.references import last_player_target
    named = last_player_target(b) or b.refs.get("that player")
    return named if type(named) in _ONE_PLAYER_REFS else None


def names_destroyed(b, noun: str) -> bool:
    """Whether ``noun`` ("creature", "permanents") names every permanent the effects read so
    far could destroy (``ModeBuilder.destroyed``; 701.8a)."""
    if b is None or b.destroyed is None or noun not in _DESTROYED_NOUNS:
        return False
    kind = _DESTROYED_NOUNS[noun]
    return kind is None or b.destroyed == {kind}


def _destroyed(p: Parser, b, start: int) -> m.CountOf | None:
    """"[for each / the number of] creature(s) destroyed this way" after an effect that
    destroys (701.8a): the permanents destroyed, if the noun names every one it could
    ("for each permanent" after "destroy all artifacts and enchantments"; "for each creature"
    after "destroy all creatures")."""
    if not names_destroyed(b, p.peek() or "") or not p.at(p.peek(), "destroyed", "this", "way"):
        return None
    p.pos += 4
    return m.CountOf("destroyed", text=" ".join(p.tokens[start:p.pos]))


@rule
def _moved_this_way(p: Parser, start: int) -> m.CountOf | None:
    """"[for each / the number of] land card(s) discarded / milled / exiled this way" (608.2c,
    608.2h): the cards matching the description that the resolving spell or ability moved so,
    judged as the cards they became (``engine/conditions.moved_this_way``)."""
    if "way" not in p.tokens[p.pos:p.pos + 12]:  # no description to read for nothing
        return None
    desc = description(p, "graveyard")
    if desc is None or p.tokens[p.pos - 1] not in ("card", "cards"):
        return None
    verb = p.take_any("discarded", "milled", "exiled")
    if verb is None or not p.take("this way"):
        return None
    return m.CountOf("this_way", desc.filter, verb, text=" ".join(p.tokens[start:p.pos]))


def names_its_amount(e) -> bool:
    """Whether "that much" / "that many" right after effect ``e`` names what it did (608.2h):
    the energy paid in an amount the player chose (107.14), the cards one player's hand held as
    they discarded it (701.9a: one player's, "you", "that player", "defending player"; not each
    player's), the cards one player put from their hand into their library (401.4)."""
    return type(e) is m.PayAnyEnergy or type(e) in (m.DiscardHand, m.PutFromHandInLibrary) \
        and type(e.who) not in _GROUPS


_GROUPS = (m.EachPlayer, m.EachOpponent, m.EachTarget)


@rule
def number_or_that_much(p: Parser, b) -> object | None:
    """"3", "x", or the trigger event's amount: "gain that much life", "draw that many
    cards", "deals that much damage"."""
    n = amount(p)
    return n if n is not None else that_much(p, b)


#: What "the sacrificed creature" may be called (the object sacrificed to pay a cost, 601.2h).
SACRIFICED = "$sacrificed"
_SACRIFICED_NOUNS = ("creature's", "permanent's", "artifact's", "enchantment's", "land's")
_THAT_NOUNS = ("creature's", "permanent's", "land's", "artifact's", "enchantment's",
               "planeswalker's", "source's", "spell's")


def sacrificed_refs(costs) -> dict | None:
    """The word for the one object a spell's or ability's costs sacrifice (``AdditionalCost``
    of kind 'sacrifice', count 1), so that its text may name it; None if there is none."""
    sacrificing = [c for c in costs if c.kind == "sacrifice"]
    if len(sacrificing) != 1 or sacrificing[0].count != 1:
        return None
    return {SACRIFICED: m.Sacrificed()}


@rule
def possessor(p: Parser, b) -> object | None:
    """Whose power, toughness or controller is meant (608.2h): "its", "cardname's", "the
    sacrificed creature's" (when a cost of the ability sacrifices one), "that creature's" (the
    one target an earlier clause named, or the creature the trigger event names)."""
    word = p.take_any("its", "cardname's")
    if word == "its" and b.last_object is None and b.refs.get(UNNAMED):
        p.refuse("what 'its' names: the object the instruction before chose (603.12)")
        return None
    if word is not None:
        return m.This() if word == "cardname's" or b.last_object is None else b.last_object
    if b.revealed is not None and p.take_any("that card's", "the card's", "the revealed card's"):
        return m.Revealed()  # the card revealed, where it is or as it last was (608.2h)
    if p.take("the sacrificed"):
        if SACRIFICED not in b.refs:
            p.refuse("a cost that sacrifices it (601.2h)")
            return None
        if not p.take_any(*_SACRIFICED_NOUNS):
            return None
        # "... equal to the sacrificed creature's power, then you gain life equal to its
        # toughness": "its" is that creature's now, gone from the battlefield (400.7)
        b.last_object, b.last_gone = b.refs[SACRIFICED], True
        return b.last_object
    if p.peek() == "that" and p.peek(1) in _THAT_NOUNS:
        noun = p.peek(1)[:-2]
        named = b.refs.get("that " + noun)
        if named is None:
            named = _last_target(b, lambda spec: _is_a(spec.objects, noun))
        if named is not None:
            p.pos += 2
            return named
    if p.at("that", "player", "or", "that", "planeswalker's"):
        # "target player or planeswalker. That player or that planeswalker's controller ...":
        # the player chosen, or the controller of the planeswalker chosen (115.4)
        named = _last_target(b, lambda spec: spec.players is not None and _is_a(spec.objects, "planeswalker"))
        if named is not None:
            p.pos += 5
            return named
    p.miss("whose ('its', \"that creature's\")")
    return None


def _target_player_just_named(b) -> m.TargetRef | None:
    """The target player named last, when no other target came after it: "their" in "target
    player loses life equal to the number of cards in their hand" (608.2c); else None."""
    if not b.targets:
        return None
    spec = b.targets[-1]
    if spec.objects is not None or spec.players is None or spec.group != 0:
        return None
    return m.TargetRef(len(b.targets) - 1)


def _last_target(b, fits) -> m.TargetRef | None:
    """The last single target of the mode so far whose specification ``fits`` (608.2c: "that
    land" is the land the spell targets)."""
    for index in range(len(b.targets) - 1, -1, -1):
        spec = b.targets[index]
        if fits(spec):
            return m.TargetRef(index) if spec.group == 0 else None
    return None


def _is_a(flt: m.Filter | None, noun: str) -> bool:
    """Whether objects matching ``flt`` are all called ``noun`` ("that land" after "target
    Plains or Island", "that permanent" after any target permanent, "that spell" after any
    target spell)."""
    if flt is None or bool(flt.spell) != (noun == "spell"):
        return False
    if noun in ("permanent", "spell"):  # "that spell" after "target spell" (112.1)
        return True
    kind = noun.capitalize()
    return flt.types == {kind} or not flt.types and bool(flt.subtypes) and kind == "Land" \
        and flt.subtypes <= _LAND_TYPES


_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                         "Lair", "Locus", "Cave", "Sphere", "Town", "Mine", "Power-Plant", "Tower",
                         "Urza's"})


@rule
def for_each(p: Parser, b=None) -> object | None:
    """"for each creature you control", "for each card in your hand", "for each +1/+1 counter
    on it" (on the source)."""
    start = p.pos
    if not p.take("for each"):
        return None
    if p.take("basic land type among lands you control"):  # domain (305.6)
        return m.CountOf("basic_land_types", text=" ".join(p.tokens[start:p.pos]))
    if p.take("opponent you attacked with a creature this combat"):  # melee (702.121a)
        return m.CountOf("opponents_attacked", text=" ".join(p.tokens[start:p.pos]))
    back = p.pos
    if p.take("color") and _mana_spent(p):  # sunburst (702.44a), converge (601.2h)
        return m.CountOf("colors_spent", text=" ".join(p.tokens[start:p.pos]))
    p.pos = back
    if p.take("mana spent to cast") and _self_cast(p, b):  # 601.2h: each mana, of any kind
        return m.CountOf("mana_spent", text=" ".join(p.tokens[start:p.pos]))
    p.pos = back
    on_source = _counters_on(p, b, "counter", start)
    if on_source is not None:
        return on_source
    p.pos = back
    theirs = _in_their_zone(p, b, start)
    if theirs is not None:
        return theirs
    p.pos = back
    destroyed = _destroyed(p, b, start) or _moved_this_way(p, start)
    if destroyed is not None:
        return destroyed
    desc = description(p, "battlefield")
    died = _died(p, desc, start)
    if died is not None:
        return died
    if desc is None or desc.plural:
        return None
    if b is not None and desc.filter.controller is None and p.at("target") \
            and p.peek(1) in ("player", "opponent") and p.peek(2) == "controls":
        from mtgrules.cards.grammar.references import player
        who = player(p, b)  # "for each creature target opponent controls" (608.2h)
        if who is None or not p.take("controls"):
            return None
        return m.CountOf("permanents", dataclasses.replace(desc.filter, controller="you"),
                         text=" ".join(p.tokens[start:p.pos]), player=who)
    if desc.filter.zone == "battlefield" and p.take("beyond the first"):  # "for each creature
        # blocking it beyond the first": all of them but one (rampage's wording, 702.23a)
        return m.CountOf("permanents", desc.filter, "beyond_first", " ".join(p.tokens[start:p.pos]))
    return _count_of(desc.filter, " ".join(p.tokens[start:p.pos]))


def _in_their_zone(p: Parser, b, start: int) -> m.CountOf | None:
    """"[for each] creature card in their graveyard", "card in their hand", where "their" is
    the one player the target named last is (608.2h): counted in that player's zone."""
    ahead = p.tokens[p.pos:p.pos + 8]
    zone = next((z for z in ("graveyard", "hand") if " ".join(ahead).find(f"in their {z}") >= 0), None)
    if zone is None or b is None or not b.targets:
        return None
    last = b.targets[-1]
    if last.objects is not None or last.players is None or last.group:
        return None
    desc = description(p, zone)
    if desc is None or desc.plural or not p.take(f"in their {zone}"):
        return None
    flt = desc.filter
    typed = flt.types or flt.subtypes or flt.not_types or flt.colors
    return m.CountOf(zone, flt if typed else None, text=" ".join(p.tokens[start:p.pos]),
                     player=m.TargetRef(len(b.targets) - 1))


@rule
def _player_count(p: Parser, b=None) -> m.CountOf | None:
    """Counts about the player's permanents as a whole: "your devotion to black [and red]"
    (700.5, a symbol of either color counted once), "the number of basic land types among
    lands you control" (domain, 305.6)."""
    start = p.pos
    if p.take("your devotion to"):
        colors = []
        while p.peek() in COLOR_WORDS:
            colors.append(COLOR_WORDS[p.next()])
            if not (p.peek() == "and" and p.peek(1) in COLOR_WORDS):
                break
            p.pos += 1
        if not colors:
            return None
        return m.CountOf("devotion", detail="".join(colors), text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of basic land types among lands you control"):
        return m.CountOf("basic_land_types", text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of opponents you have"):  # still in the game (800.4a)
        return m.CountOf("opponents", text=" ".join(p.tokens[start:p.pos]))
    if p.take("the number of times you've rolled the planar die this turn"):  # 901.9
        return m.CountOf("planar_rolls", text=" ".join(p.tokens[start:p.pos]))
    return _counters_on_source(p, b)


def _counters_on_source(p: Parser, b=None) -> m.CountOf | None:
    """"the number of +1/+1 counters on cardname", "the number of counters on cardname" (122.1;
    on it as it last existed if it has left the battlefield, 608.2h)."""
    start = p.pos
    if not p.take("the number of"):
        return None
    found = _counters_on(p, b, "counters", start)
    if found is None:
        p.pos = start
    return found


def _counters_on(p: Parser, b, noun: str, start: int) -> m.CountOf | None:
    """"[kind] counter(s) on cardname" — or "on it" where "it" is the source (a trigger on
    the source itself) — as the count of those counters on the source (122.1)."""
    kind = ""
    if p.peek(1) == noun and (p.peek() in ("+1/+1", "-1/-1") or (p.peek() or "").isalpha()):
        kind = p.next()
    if not p.take(noun) or not p.take("on"):
        return None
    if not p.take("cardname") and not (b is not None and type(b.last_object) is m.This
                                       and p.take("it")):
        return None
    text = " ".join(p.tokens[start:p.pos - 1]) + " this object"
    return m.CountOf("counters", detail=kind, text=text)


# what a creature that died is remembered by (``TurnState.creatures_died``): its characteristics
_DIED_FIELDS = ("types", "not_types", "colors", "not_colors", "subtypes", "not_subtypes",
                "or_subtypes", "all_types", "supertypes", "not_supertypes", "token", "compare",
                "min_colors", "historic")
_ANY = m.Filter()


@rule
def _died(p: Parser, desc, start: int) -> m.CountOf | None:
    """"[for each / the number of] Zubera that died this turn" (700.4): the creatures put into
    a graveyard from the battlefield this turn that fit the description as they last existed
    (603.10a), so one asking only about their characteristics."""
    if desc is None or not p.take("that died this turn"):
        return None
    flt = died_filter(desc.filter)
    return None if flt is None else m.CountOf("died", flt, text=" ".join(p.tokens[start:p.pos]))


def died_filter(flt: m.Filter) -> m.Filter | None:
    """``flt`` if it asks only what a creature that died is remembered by (its characteristics
    as it last existed: ``TurnState.creatures_died``), else None."""
    if dataclasses.replace(flt, **{f: getattr(_ANY, f) for f in _DIED_FIELDS}) != _ANY:
        return None
    return flt if not flt.types or "Creature" in flt.types else None


def _count_of(flt: m.Filter, text: str) -> m.CountOf | None:
    if flt.attacked_this_turn:  # those that attacked and have left count too: not read here
        return None
    if flt.zone == "battlefield":
        return m.CountOf("permanents", flt, text=text)
    if flt.zone in ("hand", "graveyard") and flt.owner_you:
        typed = flt.types or flt.subtypes or flt.not_types or flt.colors
        return m.CountOf(flt.zone, flt if typed else None, text=text)
    if flt.zone == "graveyard" and text.endswith(" in all graveyards"):  # every player's (404.1)
        return m.CountOf("all_graveyards", flt, text=text)
    return None


_NUMBER_FIELDS = ("amount", "count", "power", "toughness")


def with_x(effects: list, value) -> list | None:
    """``effects`` with each X replaced by ``value`` ("... +X/+X, where X is ...", also in the
    bounds of their object descriptions); None if they have no X."""
    found = False

    def fix(v):
        nonlocal found
        if v == "X":
            found = True
            return value
        if type(v) is m.Scaled:
            return m.Scaled(v.factor, fix(v.amount))
        if type(v) in (m.May, m.Conditional):
            return dataclasses.replace(v, effects=tuple(fix(e) for e in v.effects))
        if isinstance(v, m.Effect):
            fields = v.__dataclass_fields__  # not a property of the same name (AddMana.amount)
            return dataclasses.replace(v, **{f: fix(getattr(v, f)) for f in _NUMBER_FIELDS
                                             if f in fields})
        return v

    def bound(n):  # "... with mana value X or less, where X is ..." (ir/bounds.py)
        nonlocal found
        found = found or n == "X"
        return value if n == "X" else n
    out = [m.bind_bounds(fix(e), bound) for e in effects]
    return out if found else None


def per_each(effects: list, per) -> list | None:
    """``effects`` with each fixed number n made "n for each ..." (None if there is none)."""
    found = False

    def fix(e):
        nonlocal found
        if type(e) in (m.May, m.Conditional):
            return dataclasses.replace(e, effects=tuple(fix(x) for x in e.effects))
        changes = {}
        fields = e.__dataclass_fields__  # not a property of the same name (AddMana.amount)
        for f in _NUMBER_FIELDS:
            v = getattr(e, f, None) if f in fields else None
            if type(v) is int and v != 0:
                changes[f] = m.Scaled(v, per)
        found = found or bool(changes)
        return dataclasses.replace(e, **changes) if changes else e
    out = [fix(e) for e in effects]
    return out if found else None
