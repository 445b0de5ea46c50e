"""Seeded random games between random players over the supported card pool, checking the
engine's invariants after every action (DESIGN.md, "Tests")."""
from __future__ import annotations

import pytest

import mtgrules
from mtgrules.cards.database import default_database
from mtgrules.engine import sba
from mtgrules.engine.objects import Zone
from mtgrules.engine.rng import Rng
from mtgrules.players import RandomPlayer

# Cards the fuzz games draw from: every effect template and keyword the engine supports.
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
]
LANDS = ["Forest", "Swamp", "Mountain", "Plains", "Island"]
GAMES = 200
MAX_DECISIONS = 20_000
FULL_CHECK_EVERY = 10  # every tenth decision, every listed action is tried on a copy


def supported_pool() -> list[str]:
    db = default_database()
    return [name for name in POOL if db.get(name).unsupported is None]


def random_deck(rng: Rng, pool: list[str]) -> list[str]:
    spells = [pool[rng.below(len(pool))] for _ in range(8)]
    deck = [spells[rng.below(len(spells))] for _ in range(36)]
    colors = [LANDS[rng.below(len(LANDS))] for _ in range(2)]
    return deck + [colors[i % 2] for i in range(24)]


def check_invariants(game) -> None:
    # zones hold each object exactly once, and every object is in the zone it says
    seen: dict[int, str] = {}

    def place(oid: int, where: str) -> None:
        assert oid not in seen, f"object {oid} is in {seen[oid]} and in {where}"
        seen[oid] = where

    for p in game.players:
        for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND):
            for oid in p.zone_list(zone):
                place(oid, f"{zone.name} of {p.name}")
                obj = game.objects[oid]
                assert obj.zone is zone and obj.owner == p.index
    for oid in game.battlefield:
        place(oid, "battlefield")
        assert game.objects[oid].zone is Zone.BATTLEFIELD
    for oid in game.stack:
        place(oid, "stack")
    assert set(seen) == set(game.objects), "objects table and zones disagree"
    if game.is_over:
        return
    assert game.actor is not None
    legal = game.legal_actions()
    assert legal, f"player {game.actor} has no legal action at {game.pending}"
    if game.pending.kind == "priority":
        # state-based actions have been performed before priority (rule 117.5 / 704.3)
        assert not sba.would_apply(game), "a state-based action was left unperformed"
        for oid in game.battlefield:
            c = game.chars(oid)
            if "Creature" not in c.types:
                continue
            assert c.toughness > 0, f"{c.name} has toughness {c.toughness} at priority"
            if "indestructible" not in c.keyword_names:
                assert game.objects[oid].damage < c.toughness, f"{c.name} has lethal damage at priority"


def play(seed: int, pool: list[str]) -> int:
    rng = Rng(seed)
    decks = [random_deck(rng, pool), random_deck(rng, pool)]
    game = mtgrules.new_game(decks, seed=seed)
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    decisions = 0
    while not game.is_over:
        check_invariants(game)
        if decisions % FULL_CHECK_EVERY == 0:
            for action in game.legal_actions():
                game.copy().apply(action)  # every listed action is accepted
        game.apply(players[game.actor].choose(game))
        decisions += 1
        assert decisions < MAX_DECISIONS, f"seed {seed}: game did not end in {MAX_DECISIONS} decisions"
    check_invariants(game)
    return decisions


@pytest.mark.parametrize("batch", range(10))
def test_random_games_keep_invariants(batch: int) -> None:
    pool = supported_pool()
    assert len(pool) >= len(POOL) - 3, f"unsupported: {sorted(set(POOL) - set(pool))}"
    for seed in range(batch * GAMES // 10, (batch + 1) * GAMES // 10):
        play(seed, pool)
