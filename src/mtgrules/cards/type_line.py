"""Type lines (rule 205).

A type line reads ``[supertypes] card types [— subtypes]``, e.g.
``'Legendary Artifact Creature — Phyrexian Dragon'``.  Words before the
em dash are supertypes (205.4a) and card types (205.2a); words after it are
subtypes (205.3), kept in printed order.  Subtypes are one word each except
the creature type Time Lord (205.3m) and the planar types, each of which is
the whole text after the dash (205.3n, e.g. ``'Plane — The Dalek Asylum'``).
"""

from __future__ import annotations

from functools import lru_cache

from mtgrules.records import record

__all__ = [
    "CARD_TYPES",
    "SUPERTYPES",
    "TypeLine",
    "TypeLineError",
    "parse_type_line",
]

#: Supertypes of rule 205.4a, plus ``Host`` from Unstable's host cards.
SUPERTYPES: frozenset[str] = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host"})

#: Card types of rule 205.2a, plus ``Tribal``, the former name of Kindred.
CARD_TYPES: frozenset[str] = frozenset(
    {
        "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
        "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker",
        "Scheme", "Sorcery", "Tribal", "Vanguard",
    }
)

#: Subtypes made of more than one word, other than planar types (205.3m).
MULTIWORD_SUBTYPES: frozenset[str] = frozenset({"Time Lord"})

# rule 205.3g: the artifact types; 205.3h: the enchantment types
ARTIFACT_TYPES: frozenset[str] = frozenset({
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone",
    "Spacecraft", "Stone", "Treasure", "Vehicle"})
ENCHANTMENT_TYPES: frozenset[str] = frozenset({
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
    "Shard", "Shrine"})

#: The creature types of rule 205.3m.
CREATURE_TYPES: tuple[str, ...] = tuple(t.strip() for t in """
    Time Lord, Advisor, Aetherborn, Alien, Ally, Angel, Antelope, Ape, Archer, Archon,
    Armadillo, Army, Artificer, Assassin, Assembly-Worker, Astartes, Atog, Aurochs, Avatar,
    Azra, Badger, Balloon, Barbarian, Bard, Basilisk, Bat, Bear, Beast, Beaver, Beeble,
    Beholder, Berserker, Bird, Blinkmoth, Boar, Bringer, Brushwagg, Camarid, Camel,
    Capybara, Caribou, Carrier, Cat, Centaur, Child, Chimera, Citizen, Cleric, Clown,
    Cockatrice, Construct, Coward, Coyote, Crab, Crocodile, C’tan, Custodes, Cyberman,
    Cyclops, Dalek, Dauthi, Demigod, Demon, Deserter, Detective, Devil, Dinosaur, Djinn,
    Doctor, Dog, Dragon, Drake, Dreadnought, Drix, Drone, Druid, Dryad, Dwarf, Echidna,
    Efreet, Egg, Elder, Eldrazi, Elemental, Elephant, Elf, Elk, Employee, Eye, Faerie,
    Ferret, Fish, Flagbearer, Fox, Fractal, Frog, Fungus, Gamer, Gargoyle, Germ, Giant,
    Gith, Glimmer, Gnoll, Gnome, Goat, Goblin, God, Golem, Gorgon, Graveborn, Gremlin,
    Griffin, Guest, Hag, Halfling, Hamster, Harpy, Hedgehog, Hellion, Hero, Hippo,
    Hippogriff, Homarid, Homunculus, Horror, Horse, Human, Hydra, Hyena, Illusion, Imp,
    Incarnation, Inkling, Inquisitor, Insect, Jackal, Jellyfish, Juggernaut, Kavu, Kirin,
    Kithkin, Knight, Kobold, Kor, Kraken, Llama, Lamia, Lammasu, Leech, Leviathan, Lhurgoyf,
    Licid, Lizard, Lobster, Manticore, Masticore, Mercenary, Merfolk, Metathran, Minion,
    Minotaur, Mite, Mole, Monger, Mongoose, Monk, Monkey, Moogle, Moonfolk, Mount, Mouse,
    Mutant, Myr, Mystic, Nautilus, Necron, Nephilim, Nightmare, Nightstalker, Ninja, Noble,
    Noggle, Nomad, Nymph, Octopus, Ogre, Ooze, Orb, Orc, Orgg, Otter, Ouphe, Ox, Oyster,
    Pangolin, Peasant, Pegasus, Pentavite, Performer, Pest, Phelddagrif, Phoenix, Phyrexian,
    Pilot, Pincher, Pirate, Plant, Porcupine, Possum, Praetor, Primarch, Prism, Processor,
    Qu, Rabbit, Raccoon, Ranger, Rat, Rebel, Reflection, Rhino, Rigger, Robot, Rogue, Sable,
    Salamander, Samurai, Sand, Saproling, Satyr, Scarecrow, Scientist, Scion, Scorpion,
    Scout, Sculpture, Seal, Serf, Serpent, Servo, Shade, Shaman, Shapeshifter, Shark, Sheep,
    Siren, Skeleton, Skunk, Slith, Sliver, Sloth, Slug, Snail, Snake, Soldier, Soltari,
    Spawn, Specter, Spellshaper, Sphinx, Spider, Spike, Spirit, Splinter, Sponge, Squid,
    Squirrel, Starfish, Surrakar, Survivor, Symbiote, Synth, Tentacle, Tetravite, Thalakos,
    Thopter, Thrull, Tiefling, Toy, Treefolk, Trilobite, Triskelavite, Troll, Turtle,
    Tyranid, Unicorn, Vampire, Varmint, Vedalken, Villain, Volver, Wall, Walrus, Warlock,
    Warrior, Weasel, Weird, Werewolf, Whale, Wizard, Wolf, Wolverine, Wombat, Worm, Wraith,
    Wurm, Yeti, Zombie, Zubera
""".split(",") if t.strip())


#: Creature types whose plural is spelt as the singular ("Other Merfolk you control get +1/+1"):
#: whether such a word names one object or several is told by the verb after it.
INVARIANT_PLURALS = frozenset(w.lower() for w in (
    "Merfolk Kithkin Treefolk Moonfolk Eldrazi Samurai Ninja Myr Kor Kavu Aetherborn Fish Sheep "
    "Spawn Vedalken Nephilim Djinn Jellyfish Starfish Squid Elk Surrakar Soltari Metathran "
    "Thalakos Kirin Gith").split())
# plurals not made by adding "s" or "es"
_IRREGULAR_PLURALS = {"mouse": "mice", "ox": "oxen", "fungus": "fungi", "homunculus": "homunculi",
                      "cyclops": "cyclopes", "pegasus": "pegasi"}


def _plurals(name: str) -> tuple[str, ...]:
    low = name.lower()
    out = [low, low + "s", low + "es"]
    if low in _IRREGULAR_PLURALS:
        out.append(_IRREGULAR_PLURALS[low])  # Mice, Oxen
    if low.endswith("f"):
        out.append(low[:-1] + "ves")  # Elves, Dwarves, Wolves
    if low.endswith("y"):
        out.append(low[:-1] + "ies")  # Allies
    return tuple(out)


#: Lowercase creature type words, singular and plural ("elf", "elves") -> the creature type.
CREATURE_TYPE_WORDS: dict[str, str] = {w: t for t in reversed(CREATURE_TYPES) for w in _plurals(t)}

# Printing order used by ``str(TypeLine)``; words not listed sort after these.
_ORDER = (
    "Basic", "Legendary", "Ongoing", "Snow", "World", "Host",
    "Kindred", "Tribal", "Enchantment", "Artifact", "Land", "Creature", "Battle",
    "Planeswalker", "Instant", "Sorcery",
)
_DASHES = ("\u2014", "\u2013", " - ")


class TypeLineError(ValueError):
    """A type line holds a word that is neither a supertype nor a card type."""

    def __init__(self, text: str, word: str) -> None:
        self.text = text
        self.word = word
        if word:
            reason = f"unknown word {word!r} (not a supertype or card type, rule 205)"
        else:
            reason = "no card type (rule 205.1)"
        super().__init__(f"{reason} in type line {text!r}")


@record
class TypeLine:
    """A parsed type line: supertypes (205.4), card types (205.2) and
    subtypes (205.3) in printed order."""

    supertypes: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()

    def __str__(self) -> str:
        def key(word: str) -> tuple[int, str]:
            return (_ORDER.index(word) if word in _ORDER else len(_ORDER), word)

        left = " ".join(sorted(self.supertypes, key=key) + sorted(self.types, key=key))
        if not self.subtypes:
            return left
        return f"{left} \u2014 {' '.join(self.subtypes)}"


def _split_subtypes(text: str, planar: bool) -> tuple[str, ...]:
    if planar:
        text = " ".join(text.split())
        return (text,) if text else ()
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2])
        if pair in MULTIWORD_SUBTYPES:
            out.append(pair)
            i += 2
        else:
            out.append(words[i])
            i += 1
    return tuple(out)


@lru_cache(maxsize=4096)
def parse_type_line(text: str, *, strict: bool = True) -> TypeLine:
    """Parse a type line such as ``'Legendary Creature — Elf Druid'`` (rule 205).

    Splits on the em dash (an en dash or a spaced hyphen is accepted too).
    With ``strict`` (the default), a word before the dash that is not in
    :data:`SUPERTYPES` or :data:`CARD_TYPES`, or a line with no card type,
    raises :class:`TypeLineError` naming the word.  With ``strict=False``
    such words are taken as card types as printed, which is how the card
    data reads Un-set and pre-modern lines such as ``'Summon Wolf'``.
    """
    left, right = text, ""
    for dash in _DASHES:
        if dash in text:
            left, _, right = text.partition(dash)
            break
    supertypes: set[str] = set()
    types: set[str] = set()
    for word in left.split():
        if word in SUPERTYPES:
            supertypes.add(word)
        elif word in CARD_TYPES or not strict:
            types.add(word)
        else:
            raise TypeLineError(text, word)
    if strict and not types:
        raise TypeLineError(text, "")
    return TypeLine(
        supertypes=frozenset(supertypes),
        types=frozenset(types),
        subtypes=_split_subtypes(right, planar="Plane" in types),
    )
