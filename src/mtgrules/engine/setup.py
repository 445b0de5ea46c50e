"""Creating games: from two decklists (rule 103), or from a described position (scenarios)."""
from __future__ import annotations

from typing import Sequence

from mtgrules.ir import CardDef
from mtgrules.cards.database import default_database
from mtgrules.cards.stickers import NotASheet, sticker_sheet
from mtgrules.engine.command_zone import put_vanguard
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.errors import UnsupportedCard


def card_definition(name: str, database=None) -> CardDef:
    """The compiled card called ``name``; raises UnknownCard (with close matches) or
    UnsupportedCard (with the line not understood)."""
    db = database or default_database()
    card = db.get(name)
    if card.unsupported:
        raise UnsupportedCard(card.name, card.unsupported, card.unsupported_reason)
    return card


def new_game(decks: Sequence[Sequence[str]], *, seed: int = 0, starting_player: int = 0,
             database=None, stickers: Sequence[Sequence[str]] | None = None,
             sideboards: Sequence[Sequence[str]] | None = None,
             vanguards: Sequence[str | None] | None = None,
             planar_decks: Sequence[Sequence[str]] | None = None,
             scheme_decks: Sequence[Sequence[str] | None] | None = None,
             conspiracies: Sequence[Sequence[str | Sequence[str]]] | None = None) -> Game:
    """A new game (rule 103) between one player per deck, seated in the order given (seat 0
    plays the first deck): libraries shuffled, seven cards drawn, and the first decision (the
    starting player's mulligan) pending. Two or more decks (rules 100.1, 800.1). ``stickers``:
    for each player, the names of the sticker sheets (cards of type Stickers) they play with,
    every sticker of which they have access to (rules 123.2b-c). ``sideboards``: for each
    player, the names of the cards of their sideboard, which they own outside the game (100.4,
    400.11; learn, 701.48a). ``vanguards``: for each player, the name of their vanguard card
    or None (the Vanguard variant, rule 902): face up in their command zone all game, never
    in the deck, modifying their starting life total and hand size (902.3-902.5).
    ``planar_decks``: a Planechase game (901), two players, each with the names of the plane
    and phenomenon cards of their planar deck (901.3).
    ``scheme_decks``: an Archenemy game (904), for each player the names of the scheme cards of
    their scheme deck (904.3), or None: two players, one of them the archenemy, who takes the
    first turn (904.6); or Supervillain Rumble, every player an archenemy (904.12). An
    archenemy's starting life total is 40 (904.5).
    ``conspiracies``: for each player, their conspiracy cards (315.2, 905.4), put into their
    command zone before the game begins: a name (face up), or a sequence of the name and the
    card names its hidden agenda (one) or double agenda (two) secretly chooses (face down,
    702.106a, 702.106f).

    >>> game = new_game([["Forest"] * 40, ["Swamp"] * 40], seed=1)
    >>> game.actor, [str(a) for a in game.legal_actions()]
    (0, ['keep hand', 'mulligan'])
    """
    _check_arguments(decks, seed)
    if len(decks) < 2:
        raise ValueError(f"a game needs at least two decks (rule 100.1), got {len(decks)}")
    if not 0 <= starting_player < len(decks):
        raise ValueError(f"starting_player must be a seat from 0 to {len(decks) - 1}, "
                         f"got {starting_player}")
    defs = [[card_definition(name, database) for name in deck] for deck in decks]
    if scheme_decks is not None:
        starting_player = _archenemy_first(decks, scheme_decks, starting_player)
    for seat, cards in enumerate(defs):
        vanguard = next((card.name for card in cards if card.vanguard is not None), None)
        if vanguard is not None:
            raise ValueError(f"deck {seat}: {vanguard} is a vanguard card, never put in a deck "
                             f"(rule 902.3): give it with vanguards=")
        conspiracy = next((card.name for card in cards if "Conspiracy" in card.types), None)
        if conspiracy is not None:
            raise ValueError(f"deck {seat}: {conspiracy} is a conspiracy card, never put in a deck "
                             f"(rule 315.3): give it with conspiracies=")
        scheme = next((card.name for card in cards if "Scheme" in card.types), None)
        if scheme is not None:
            raise ValueError(f"deck {seat}: {scheme} is a scheme card, never put in a deck "
                             f"(rules 904.3, 314.2): give it with scheme_decks=")
    game = Game(seed=seed, starting_player=starting_player, seats=len(decks))
    if stickers is not None:
        if len(stickers) != len(decks):
            raise ValueError(f"stickers: one list of sticker sheets per player, got {len(stickers)}")
        for player, sheets in enumerate(stickers):
            game.players[player].sticker_sheets = sticker_sheets(sheets, database)
    if sideboards is not None:
        if len(sideboards) != len(decks):
            raise ValueError(f"sideboards: one list of card names per player, got {len(sideboards)}")
        for player, names in enumerate(sideboards):
            game.players[player].sideboard = tuple(card_definition(name, database) for name in names)
    if vanguards is not None:
        if len(vanguards) != len(decks):
            raise ValueError(f"vanguards: one vanguard card name (or None) per player, got {len(vanguards)}")
        for player, name in enumerate(vanguards):
            if name is not None:
                put_vanguard(game, player, card_definition(name, database))
    if conspiracies is not None:
        _add_conspiracies(game, conspiracies, database)
    for player, cards in enumerate(defs):
        for card in cards:
            game.make_card(card, player, Zone.LIBRARY)
    if planar_decks is not None:
        _add_planar_decks(game, decks, defs, planar_decks, database)
    if scheme_decks is not None:
        _add_scheme_decks(game, scheme_decks, database)
    from mtgrules.engine import mulligan
    mulligan.start(game)
    game.run()
    return game


def _add_planar_decks(game, decks, defs, planar_decks, database) -> None:
    """Rules 901.2-901.4: a two-player Planechase game; planar cards only in planar decks
    (311.2, 312.2: they can't be cast)."""
    from mtgrules.engine import planechase
    if len(decks) != 2 or len(planar_decks) != 2:
        raise ValueError("planar_decks: a two-player game with one planar deck per player (901.2-901.3)")
    for seat, cards in enumerate(defs):
        planar = next((c.name for c in cards if planechase.PLANAR_TYPES & set(c.types)), None)
        if planar is not None:
            raise ValueError(f"deck {seat}: {planar} belongs in a planar deck (901.3, 311.2)")
    planar_defs = [[card_definition(name, database) for name in deck] for deck in planar_decks]
    for seat, cards in enumerate(planar_defs):
        planechase.check_planar_deck(seat, cards)
    planechase.add_planar_decks(game, planar_defs)


def _add_conspiracies(game, conspiracies, database) -> None:
    """Rules 315.2, 905.4, 702.106a: each player's conspiracy cards, before the decks are
    shuffled, with the names their agendas chose."""
    from mtgrules.engine import conspiracies as conspiracy_cards
    if len(conspiracies) != len(game.players):
        raise ValueError(f"conspiracies: one list of conspiracy cards per player, got {len(conspiracies)}")
    for seat, given in enumerate(conspiracies):
        cards = []
        for entry in given:
            name, *chosen = (entry,) if isinstance(entry, str) else entry
            cards.append(conspiracy_cards.with_names(card_definition(name, database), chosen))
        conspiracy_cards.put_conspiracies(game, seat, cards)


def _archenemy_first(decks, scheme_decks, starting_player: int) -> int:
    """Rules 904.2, 904.6: the starting player of an Archenemy game: the archenemy, rather than
    a player chosen at random; in Supervillain Rumble, the one given (904.12c)."""
    from mtgrules.engine import archenemy
    archenemies = archenemy.check_seats(len(decks), scheme_decks)
    return archenemies[0] if len(archenemies) == 1 else starting_player


def _add_scheme_decks(game, scheme_decks, database) -> None:
    """Rules 904.3-904.5: the archenemies' scheme decks."""
    from mtgrules.engine import archenemy
    scheme_defs = [None if deck is None else [card_definition(name, database) for name in deck]
                   for deck in scheme_decks]
    for seat, cards in enumerate(scheme_defs):
        if cards is not None:
            archenemy.check_scheme_deck(seat, cards)
    archenemy.add_scheme_decks(game, scheme_defs)


def _check_arguments(decks, seed) -> None:
    """``decks`` a sequence of lists of card names, ``seed`` an int: a ValueError saying which
    argument is wrong otherwise (a deck given as a single string would be read letter by
    letter)."""
    if isinstance(decks, (str, bytes)) or not isinstance(decks, Sequence):
        raise ValueError(f"decks must be a list of decks (each a list of card names), got {decks!r:.60}")
    for seat, deck in enumerate(decks):
        if isinstance(deck, str):
            raise ValueError(f"deck {seat} is the string {deck!r:.40}, not a list of card names "
                             f"(a bundled deck: mtgrules.decks.load_deck({deck!r:.40}))")
        if not isinstance(deck, Sequence) or not all(isinstance(n, str) for n in deck):
            raise ValueError(f"deck {seat} must be a list of card names, got {deck!r:.60}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an int, got {seed!r:.40}")


def sticker_sheets(names: Sequence[str], database=None) -> tuple[str, ...]:
    """Rule 123.2: the sticker sheets named, by their database names; each must be a sticker
    sheet and appear once (123.2a). A ValueError names one that isn't."""
    out: list[str] = []
    for name in names:
        try:
            sticker_sheet(name, database)
        except NotASheet as exc:
            raise ValueError(f"sticker sheet {name!r}: {exc}") from None
        db = database or default_database()
        canonical = db.canonical_name(name)
        if canonical in out:
            raise ValueError(f"sticker sheet {canonical!r} given twice (123.2a: each is unique)")
        out.append(canonical)
    return tuple(out)
