"""Seeded random games between random players, checking the engine's invariants after every
action (DESIGN.md, "Tests"; the checks are in ``checks.py``).

Most games use random decks over every supported card (``decks.py``); some use a fixed pool
that packs every effect template and keyword together. Each game is one test, so pytest-xdist
spreads them over workers. ``MTGRULES_FUZZ_GAMES=N`` plays N games of each kind instead of the
default, and ``MTGRULES_FUZZ_FIRST=S`` starts at seed S: a long campaign is
``MTGRULES_FUZZ_GAMES=5000 MTGRULES_FUZZ_FIRST=1000 python -m pytest -n 2 tests/fuzz``.
"""
from __future__ import annotations

import os

import pytest

import mtgrules
from mtgrules.cards.database import CardDatabase, default_database
from mtgrules.engine.actions import PassPriority
from mtgrules.engine.rng import Rng
from mtgrules.players import RandomPlayer

from .checks import Shadows, check_every_action_accepted, check_invariants, check_refusals
from .decks import random_deck, random_planar_deck, random_scheme_deck

# Cards of the fixed pool: every effect template and keyword the engine supports.
POOL = [
    "Llanowar Elves", "Elvish Mystic", "Grizzly Bears", "Runeclaw Bear", "Centaur Courser",
    "Trained Armodon", "Spined Wurm", "Craw Wurm", "Giant Growth", "Titanic Growth",
    "Walking Corpse", "Scathe Zombies", "Ravenous Rats", "Dusk Legion Zealot", "Gravedigger",
    "Murder", "Vicious Hunger", "Sign in Blood", "Mind Rot", "Disfigure", "Doom Blade",
    "Lightning Bolt", "Shock", "Hill Giant", "Gray Ogre", "Divination", "Night's Whisper",
    "Raise Dead", "Glorious Anthem", "Blood Pet", "Blightsoil Druid", "Last Gasp",
    # keyword cards
    "Glistener Elf", "Blightwidow", "Boggart Ram-Gang", "Bilious Skulldweller", "Akrasan Squire",
    "Slaughter Drone", "Changeling Outcast",
    "Typhoid Rats", "Vault Skirge", "Bog Imp", "Vampire Nighthawk", "Giant Spider",
    "Colossal Dreadmaw", "Serra Angel", "Knight of Meadowgrain", "Raging Goblin", "Wall of Stone",
    "Sengir Vampire", "Black Knight", "Highborn Ghoul", "Monastery Swiftspear", "Boggart Brute",
    "Youthful Knight", "Darksteel Myr", "Tomakul Honor Guard", "Benalish Cavalry", "Ornithopter",
    "Devoted Retainer", "Crimson Acolyte", "Soltari Foot Soldier", "Savannah Lions", "Anaconda",
    "Fencing Ace", "Invisible Stalker", "Kavu Titan", "Wolfbriar Elemental",
    # tokens, planeswalkers, additional costs, counters, mill, combat restrictions
    "Dragon Fodder", "Raise the Alarm", "Doomed Traveler", "Jace Beleren", "Bone Splinters",
    "Battlegrowth", "Tormented Soul", "Goblin Brigand", "Glimpse the Unthinkable",
    # Auras and Equipment
    "Holy Strength", "Pacifism", "Dead Weight", "Feebleness", "Serra's Embrace", "Giant Strength",
    "Bonesplitter", "Short Sword", "Loxodon Warhammer", "Lightning Greaves", "Whispersilk Cloak",
    "Curse of Death's Hold", "Curse of the Bloody Tome", "Claustrophobia", "Spreading Seas",
    "Grounded", "Silken Strength", "Inertia Bubble", "Indestructibility", "Obzedat's Aid",
    "Sword of the Animist", "Blackblade Reforged", "Cranial Plating", "Song of the Dryads",
    "Maniacal Rage", "Unstable Mutation", "Ensoul Artifact", "Arrest", "Faith's Fetters",
    "Spectral Flight", "Vulshok Morningstar", "Nahiri's Binding", "Academy Rector",
    # equip costs other than mana, equip planeswalker
    "Nightmare Lash", "Piston Sledge", "Murderer's Axe", "Demonmail Hauberk", "Luxior, Giada's Gift",
    "Team Pennant", "Excalibur II", "Leather Armor", "Shredder's Armor", "Genesis Ultimatum",
    # Vehicles and crew
    "Sky Skiff", "Renegade Freighter", "Ovalchase Dragster", "Hotshot Mechanic", "Giant Ox",
    "Aradara Express", "Ballista Charger", "Smuggler's Copter",
    # reconfigure
    "Lizard Blades", "Rabbit Battery",
    # fortify
    "Darksteel Garrison",
    # bestow
    "Boon Satyr", "Monastery Swiftspear",
    # mass effects, tapping, exile, control
    "Inspired Charge", "Shrivel", "Day of Judgment", "Pyroclasm", "Earthquake", "Pressure Point",
    "Stun", "Falter", "Unmake", "Cremate", "Zombify", "Act of Treason", "Threaten", "Aim High",
    # counterspells, regeneration, prevention
    "Counterspell", "Essence Scatter", "Mana Leak", "Stifle", "Carnage Tyrant", "River Boa",
    "Drudge Skeletons", "Terminate", "Fog", "Healing Salve", "Samite Healer",
    # scry, surveil, search, predefined tokens, "it"
    "Opt", "Preordain", "Consider", "Rampant Growth", "Demonic Tutor", "Evolving Wilds",
    "Burnished Hart", "Wily Goblin", "Bake into a Pie", "Thraben Inspector", "Omen of the Forge",
    "Viashino Firstblade", "Essence Infusion", "Vampiric Tutor",
    # trigger events: combat damage to a player, landfall, each upkeep, enters or attacks, leaves
    "Dimir Cutpurse", "Akoum Hellhound", "Bottomless Pit", "Shroudstomper", "Circuit Mender",
    "Soul Warden", "Akroan Crusader", "Hypnotic Specter",
    # conditional and counting statics, "enters tapped unless", Equipment attaching itself
    "Arctic Aven", "Anurid Barkripper", "Boneclub Berserker", "Grim Strider", "Kor Scythemaster",
    "Ruthless Cullblade", "Aeronaut Tinkerer", "Glacial Fortress", "Blackcleave Cliffs",
    "Mirran Banesplitter", "Bramble Armor",
    "Darkthicket Wolf", "Blinking Spirit",
    # kicker in every form: "instead", targets only if kicked, costs other than mana, "wasn't
    # kicked", two kicker costs; "target player sacrifices"
    "Burst Lightning", "Probe", "Vicious Offering", "Phyrexian Scuta", "Skizzik",
    "Gatekeeper of Malakir", "Goblin Bushwhacker", "Archangel of Wrath", "Diabolic Edict",
    "Everflowing Chalice", "Comet Storm",
    # echo with mana and other costs
    "Deranged Hermit", "Avalanche Riders", "Karmic Guide", "Rakdos Headliner", "Skizzik Surger",
    # flash, and casting as though spells had flash
    "Ambush Viper", "Briarpack Alpha", "Vedalken Orrery", "Shimmer Myr",
    # enlist; an additional cost that taps creatures
    "Coalition Skyknight", "Argivian Cavalier", "Shared Discovery", "Guardian of New Benalia",
    # copying spells, with new targets or not, and a copy of a permanent spell (707.10)
    "Twincast", "Reverberate", "Dualcaster Mage", "Nivix Guildmage", "Drafna, Founder of Lat-Nam",
    "Blaze",
]
LANDS = ["Forest", "Swamp", "Mountain", "Plains", "Island"]

FIRST = int(os.environ.get("MTGRULES_FUZZ_FIRST", "0"))
ALL_CARD_GAMES = int(os.environ.get("MTGRULES_FUZZ_GAMES", "200"))
POOL_GAMES = int(os.environ.get("MTGRULES_FUZZ_GAMES", "20"))
MAX_DECISIONS = 20_000
ACCEPT_EVERY = 10    # every listed action is tried on a copy
CHECK_EVERY = 100    # actions not listed are refused, the game unchanged; then a copy and a
SHADOW_STEPS = 10    # JSON round trip follow the game for this many decisions


def pool_deck(rng: Rng) -> list[str]:
    db = default_database()
    pool = [name for name in POOL if db.get(name).unsupported is None]
    assert len(pool) >= len(POOL) - 3, f"unsupported: {sorted(set(POOL) - set(pool))}"
    spells = [pool[rng.below(len(pool))] for _ in range(8)]
    deck = [spells[rng.below(len(spells))] for _ in range(36)]
    colors = [LANDS[rng.below(len(LANDS))] for _ in range(2)]
    return deck + [colors[i % 2] for i in range(24)]


class FuzzPlayer(RandomPlayer):
    """A random player that, holding priority, passes half the time and otherwise chooses
    uniformly among all legal actions. Uniform choice alone makes games with an ability that
    costs nothing ("{0}: ...", which a player may activate as often as they like, 602.2, 732)
    run for tens of thousands of decisions."""

    def choose(self, game):
        if game.pending.kind == "priority" and self.rng.below(2):
            return PassPriority()  # always legal (117.3d)
        return super().choose(game)


def play(seed: int, decks: list[list[str]], *, custom: dict | None = None, stickers=None,
         sideboards=None, vanguards=None, planar_decks=None, scheme_decks=None) -> int:
    """Play one game between random players, checking everything; returns its decisions.
    ``custom``: cards made for the test, by name (raw records); ``stickers``: each player's
    sticker sheets; ``sideboards``: the cards each player owns outside the game; ``vanguards``:
    each player's vanguard card or None (902.3); ``planar_decks``, ``scheme_decks``: Planechase
    (901), Archenemy (904)."""
    database = None
    if custom:
        database = CardDatabase.bundled()
        for raw in custom.values():
            database.add(raw)
    game = mtgrules.new_game(decks, seed=seed, database=database, stickers=stickers,
                             sideboards=sideboards, vanguards=vanguards, planar_decks=planar_decks,
                             scheme_decks=scheme_decks)
    game.custom_cards = dict(custom or {})
    players = [FuzzPlayer(seed * 2 + 1), FuzzPlayer(seed * 2 + 2)]
    checks = Rng(seed ^ 0x5EED)
    earlier: list = []  # actions legal at earlier decisions
    shadows: Shadows | None = None
    decisions = 0
    while not game.is_over:
        check_invariants(game)
        checkpoint = decisions % CHECK_EVERY == 0 and shadows is None
        text = game.to_json() if checkpoint else ""
        if decisions % ACCEPT_EVERY == 0:
            check_every_action_accepted(game)
        if checkpoint:  # the state is compared with text: copies share nothing that changes
            check_refusals(game, text, checks, earlier)
            shadows = Shadows(game, text, players, SHADOW_STEPS)
        legal = game.legal_actions()
        earlier.append(legal[checks.below(len(legal))])
        del earlier[:-50]
        action = players[game.actor].choose(game)
        if shadows is not None:
            shadows.follow(game, action)
        game.apply(action)
        if shadows is not None and (shadows.done or game.is_over):
            shadows.compare(game)
            shadows = None
        decisions += 1
        assert decisions < MAX_DECISIONS, f"seed {seed}: game did not end in {MAX_DECISIONS} decisions"
    check_invariants(game)
    return decisions


# The vanguard cards whose modifiers the bundle has and whose abilities are understood (902):
# listing the supported ones takes reading every record, too slow for the test.
VANGUARDS = ["Gerrard", "Maraxus", "Rumbling Slum Avatar", "Serra", "Serra Angel Avatar", "Sidar Kondo",
             "Tahngarth", "Urza"]


def random_vanguards(seed: int) -> list[str | None] | None:
    """For one game in three, each player's random vanguard card (or none)."""
    rng = Rng(seed ^ 0x902)
    if rng.below(3):
        return None
    known = [name for name in VANGUARDS if default_database().get(name).unsupported is None]
    assert known == VANGUARDS, f"unsupported: {sorted(set(VANGUARDS) - set(known))}"
    return [known[rng.below(len(known))] if rng.below(4) else None for _ in range(2)]


@pytest.mark.parametrize("seed", range(FIRST, FIRST + ALL_CARD_GAMES))
def test_random_game_over_all_supported_cards(seed: int) -> None:
    rng = Rng(seed)
    decks = [random_deck(rng), random_deck(rng)]
    play(seed, decks, vanguards=random_vanguards(seed))


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_planechase_game(seed: int) -> None:
    """Planechase (901): random planar decks of supported planes, random decks of all cards."""
    rng = Rng(seed)
    play(seed, [random_deck(rng), random_deck(rng)],
         planar_decks=[random_planar_deck(rng), random_planar_deck(rng)])


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_archenemy_game(seed: int) -> None:
    """Archenemy (904): a random scheme deck of supported schemes for one player (or, one game
    in four, Supervillain Rumble: for both, 904.12), random decks of all cards."""
    rng = Rng(seed)
    decks = [random_deck(rng), random_deck(rng)]
    schemes = [random_scheme_deck(rng), random_scheme_deck(rng) if rng.below(4) == 0 else None]
    play(seed, decks, scheme_decks=schemes)


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES))
def test_random_game_over_the_fixed_pool(seed: int) -> None:
    rng = Rng(seed)
    play(seed, [pool_deck(rng), pool_deck(rng)])


# No bundled card has sticker kicker (702.33h): games with stickers use this one, with real
# sticker sheets (123.2), a third of each deck.
STICKY_BEAR = {"name": "Sticky Bear", "manaCost": "{1}{G}", "type": "Creature — Bear", "power": "2",
               "toughness": "2", "text": "Sticker kicker {1}"}
STICKER_SHEETS = [["Contortionist Otter Storm", "Ancestral Hot Dog Minotaur"],
                  ["Carnival Elephant Meteor", "Cool Fluffy Loxodon"]]


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_game_with_stickers(seed: int) -> None:
    rng = Rng(seed)
    decks = [[STICKY_BEAR["name"] if i % 3 == 0 else card for i, card in enumerate(pool_deck(rng))]
             for _ in range(2)]
    play(seed, decks, custom={STICKY_BEAR["name"]: STICKY_BEAR}, stickers=STICKER_SHEETS)


# Spells to copy and the cards that copy them (707.10): random players seldom hold a copy
# effect while a spell is on the stack in the pool games, so these decks are made of them.
COPY_DECK = ["Twincast", "Reverberate", "Dualcaster Mage", "Nivix Guildmage",
             "Drafna, Founder of Lat-Nam", "Burst Lightning", "Blaze", "Giant Growth", "Shock",
             "Comet Storm", "Ornithopter", "Counterspell", "Everflowing Chalice"]


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_game_copying_spells(seed: int) -> None:
    rng = Rng(seed)
    lands = ["Island", "Mountain", "Forest"]
    decks = [[COPY_DECK[rng.below(len(COPY_DECK))] for _ in range(36)]
             + [lands[i % 3] for i in range(24)] for _ in range(2)]
    play(seed, decks)


def _faced_cards() -> dict:
    """The cards with faces cast one by one (split, aftermath, fuse, Adventures, modal
    double-faced back faces) that the scenarios define inline (the bundled corpus lacks their
    other faces), by the name the compiled card has."""
    import pathlib

    import yaml

    from mtgrules.cards.compiler import compile_card
    root = pathlib.Path(__file__).parents[1] / "scenarios"
    out = {}
    for folder in ("split_cards", "adventures", "faces"):
        for path in sorted((root / folder).glob("*.scenario.yaml")):
            for raw in yaml.safe_load(path.read_text()).get("cards") or ():
                if raw.get("layout") in ("split", "aftermath", "adventure", "modal_dfc"):
                    out[compile_card(raw).name] = raw
    return out


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_game_with_faced_cards(seed: int) -> None:
    """709.3, 702.102, 702.127, 712.11b, 715.3: a third of each deck are cards whose faces are
    cast one by one, with lands of every color."""
    rng = Rng(seed)
    faced = _faced_cards()
    names = sorted(faced)
    decks = [[names[rng.below(len(names))] if i % 3 == 0 else LANDS[i % 5] if i % 3 == 1 else card
              for i, card in enumerate(pool_deck(rng))] for _ in range(2)]
    play(seed, decks, custom=faced)


# Casting keywords: alternative costs with a creature (emerge, harmonize, web-slinging) or allowed
# by combat damage (prowl, freerunning), escalate, assist, miracle, cipher, recover, transmute,
# learn (with Lesson cards outside the game), with creatures to pay and attack with.
CASTING_KEYWORDS = [
    "Wretched Gryff", "Vexing Scuttler", "Mammoth Bellow", "Channeled Dragonfire", "Spider-UK",
    "Thieves' Fortune", "Morsel Theft", "Eagle Vision", "Blessed Alliance", "Collective Brutality",
    "Collective Effort", "Skystreamer", "Gang Up", "Thunderous Wrath", "Banishing Stroke",
    "Shadow Slice", "Hands of Binding", "Grim Harvest", "Icefall", "Dimir Infiltrator",
    "Shred Memory", "Pop Quiz", "Academic Dispute", "Krovikan Scoundrel",
    "Black Widow, Natasha Romanoff", "Grizzly Bears", "Craw Wurm", "Hill Giant", "Llanowar Elves",
]
LESSONS = ["Environmental Sciences", "Expanded Anatomy", "Introduction to Prophecy"]


@pytest.mark.parametrize("seed", range(FIRST, FIRST + POOL_GAMES // 2))
def test_random_game_with_casting_keywords(seed: int) -> None:
    rng = Rng(seed)

    def deck() -> list[str]:
        spells = [CASTING_KEYWORDS[rng.below(len(CASTING_KEYWORDS))] for _ in range(36)]
        return spells + [LANDS[i % len(LANDS)] for i in range(24)]
    play(seed, [deck(), deck()], sideboards=[LESSONS, LESSONS])
