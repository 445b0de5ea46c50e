"""Casting a face or half of a card with several (rules 709.3, 702.127a, 712.11b, 715.3): what
legal_actions offers, what apply refuses, and that copy() and to_json() carry the face cast and
an Adventure's permission to cast from exile."""
from __future__ import annotations

from inline_cards import CUSTOM, CUSTOM_CARDS
from positions import Pos, apply_built

from mtgrules.cards.compiler import compile_card
from mtgrules.engine import actions as a
from mtgrules.engine.face_casting import adventure_mark
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.errors import IllegalAction
from mtgrules.players.greedy import GreedyPlayer
import pytest


def _faced(full: str, layout: str, *faces: dict):
    """A real card with all its faces, as MTGJSON gives it (the bundled corpus lacks them)."""
    raw = dict(faces[0], name=full, layout=layout, faces=[dict(f) for f in faces])
    card = compile_card(raw)
    assert card.unsupported is None, (card.unsupported, card.unsupported_reason)
    CUSTOM[card.name] = raw
    CUSTOM_CARDS[card.name] = card
    return card


FIRE_ICE = _faced("Fire // Ice", "split",
                  dict(name="Fire", manaCost="{1}{R}", type="Instant",
                       text="Fire deals 2 damage divided as you choose among one or two targets."),
                  dict(name="Ice", manaCost="{1}{U}", type="Instant",
                       text="Tap target permanent.\nDraw a card."))
CONSIGN = _faced("Consign // Oblivion", "aftermath",
                 dict(name="Consign", manaCost="{1}{U}", type="Instant",
                      text="Return target nonland permanent to its owner's hand."),
                 dict(name="Oblivion", manaCost="{4}{B}", type="Sorcery",
                      text="Aftermath (Cast this spell only from your graveyard. Then exile it.)\n"
                           "Target opponent discards two cards."))
BORROWER = _faced("Brazen Borrower // Petty Theft", "adventure",
                  dict(name="Brazen Borrower", manaCost="{1}{U}{U}", type="Creature — Faerie Rogue",
                       power="3", toughness="1",
                       text="Flash\nFlying\nThis creature can block only creatures with flying."),
                  dict(name="Petty Theft", manaCost="{1}{U}", type="Instant — Adventure",
                       text="Return target nonland permanent an opponent controls to its owner's hand."))


def _with(pos: Pos, card, zone: Zone = Zone.HAND, owner: int = 0) -> int:
    oid = pos.game.make_card(card, owner, zone)
    pos.game.changed()
    return oid


def _settle(game) -> None:
    """Pay, choose the first option offered, and pass until the stack is empty."""
    while game.stack or game.pending.kind != "priority":
        kind = game.pending.kind
        game.apply(a.PassPriority() if kind == "priority" else game.legal_actions()[0])


def _casts(pos: Pos, oid: int) -> list:
    return [x for x in pos.legal() if type(x) is a.CastSpell and x.card == oid]


def test_split_card_halves_offered_alone() -> None:
    """709.3, 709.3a: each half is offered by itself, as far as that half can be cast; the
    card is never cast whole; 709.4b: the whole card's mana value is the sum."""
    pos = Pos(["Island", "Island", "Mountain"], ["Grizzly Bears"])
    oid = _with(pos, FIRE_ICE)
    assert FIRE_ICE.mana_value == 4
    assert {(x.name, x.face) for x in _casts(pos, oid)} == {("Fire", 0), ("Ice", 1)}
    pos = Pos(["Island", "Island"], ["Grizzly Bears"])
    oid = _with(pos, FIRE_ICE)
    assert [(x.name, x.face) for x in _casts(pos, oid)] == [("Ice", 1)]
    with pytest.raises(IllegalAction, match="601.2h"):
        pos.game.apply(a.CastSpell(oid, "Fire", face=0))


def test_half_on_the_stack_has_only_its_characteristics() -> None:
    """709.3b: on the stack only the half cast exists (its mana value 2, blue); the spell is
    carried by copy() and to_json() with its face and whole card."""
    pos = Pos(["Island", "Island"], ["Grizzly Bears"])
    oid = _with(pos, FIRE_ICE)
    sid = pos.game.next_id
    apply_built(pos.game, a.CastSpell(oid, "Ice", face=1))
    item = pos.game.objects[sid]
    assert item.card.name == "Ice" and item.face == 1 and item.whole_card is FIRE_ICE
    assert item.card.mana_value == 2 and item.card.colors == {"U"}
    for game in (pos.game.copy(), Game.from_json(pos.game.to_json())):
        other = game.objects[sid]
        assert (other.card.name, other.face, other.whole_card.name) == ("Ice", 1, "Fire // Ice")


def test_aftermath_half_only_from_the_graveyard_then_exiled() -> None:
    """702.127a: the aftermath half is refused from the hand, offered from the graveyard (the
    first half is not), and exiled as it leaves the stack."""
    pos = Pos(["Swamp"] * 5, [], b_hand=["Forest", "Forest"])
    in_hand = _with(pos, CONSIGN)
    in_graveyard = _with(pos, CONSIGN, Zone.GRAVEYARD)
    assert [x.name for x in _casts(pos, in_hand)] == []  # Consign has no target
    with pytest.raises(IllegalAction, match="702.127a"):
        pos.game.apply(a.CastSpell(in_hand, "Oblivion", face=1))
    assert [(x.name, x.face) for x in _casts(pos, in_graveyard)] == [("Oblivion", 1)]
    with pytest.raises(IllegalAction):
        pos.game.apply(a.CastSpell(in_graveyard, "Consign", face=0))
    apply_built(pos.game, a.CastSpell(in_graveyard, "Oblivion", face=1))
    _settle(pos.game)
    assert [pos.game.objects[o].card.name for o in pos.game.players[0].exile] == ["Consign // Oblivion"]
    assert pos.game.players[0].graveyard == []
    assert "702.127a" in [e.rule for e in pos.game.log]


def test_adventure_exile_permission_is_carried_and_ends_with_the_card() -> None:
    """715.3d: after the Adventure resolves, its controller may cast the card from exile, not
    as an Adventure; copy() and to_json() keep the permission; casting it ends it."""
    pos = Pos(["Island"] * 5, ["Grizzly Bears"])
    oid = _with(pos, BORROWER)
    offered = {(x.name, x.face) for x in _casts(pos, oid)}
    assert offered == {("Brazen Borrower", 0), ("Petty Theft", 1)}
    apply_built(pos.game, a.CastSpell(oid, "Petty Theft", face=1))
    _settle(pos.game)
    (exiled,) = pos.game.players[0].exile
    assert pos.game.marks[adventure_mark(0)] == {exiled}
    for game in (pos.game, pos.game.copy(), Game.from_json(pos.game.to_json())):
        casts = [x for x in game.legal_actions() if type(x) is a.CastSpell and x.card == exiled]
        assert [(x.name, x.face) for x in casts] == [("Brazen Borrower", 0)]
        with pytest.raises(IllegalAction, match="715.3d"):
            game.apply(a.CastSpell(exiled, "Petty Theft", face=1))
    apply_built(pos.game, a.CastSpell(exiled, "Brazen Borrower"))
    assert adventure_mark(0) not in pos.game.marks
    assert not any(type(x) is a.CastSpell for x in pos.legal())


def test_greedy_player_casts_faces() -> None:
    """The greedy AI scores a face by the face's mana value and plays it like any spell."""
    pos = Pos(["Island"] * 2, ["Grizzly Bears"])
    oid = _with(pos, FIRE_ICE)
    choice = GreedyPlayer().choose(pos.game)
    assert type(choice) is a.CastSpell and (choice.card, choice.face) == (oid, 1)


FAR_AWAY = _faced("Far // Away", "split",
                  dict(name="Far", manaCost="{1}{U}", type="Instant",
                       text="Return target creature to its owner's hand.\n"
                            "Fuse (You may cast one or both halves of this card from your hand.)"),
                  dict(name="Away", manaCost="{2}{B}", type="Instant",
                       text="Target player sacrifices a creature.\n"
                            "Fuse (You may cast one or both halves of this card from your hand.)"))


def test_fuse_offered_from_the_hand_with_both_halves_possible() -> None:
    """702.102a: from the hand only; 702.102c: the total cost is both mana costs; 601.2c: every
    target of both halves must be possible; 702.102b, 709.4d: the fused spell has the combined
    characteristics, carried by copy() and to_json()."""
    pos = Pos(["Island", "Island", "Swamp", "Swamp", "Swamp"], ["Grizzly Bears"])
    oid = _with(pos, FAR_AWAY)
    in_graveyard = _with(pos, FAR_AWAY, Zone.GRAVEYARD)
    casts = {(x.card, x.name, x.face, x.alternative) for x in pos.legal() if type(x) is a.CastSpell}
    assert casts == {(oid, "Far", 0, ""), (oid, "Away", 1, ""), (oid, "Far // Away", 0, "fuse")}
    with pytest.raises(IllegalAction, match="601.2a"):
        pos.game.apply(a.CastSpell(in_graveyard, "Far // Away", "fuse"))
    sid = pos.game.next_id
    apply_built(pos.game, a.CastSpell(oid, "Far // Away", "fuse"))
    for game in (pos.game, pos.game.copy(), Game.from_json(pos.game.to_json())):
        item = game.objects[sid]
        assert item.card.name == "Far // Away" and item.card.mana_value == 5 and item.modes == (0, 1)
        assert item.card.colors == {"U", "B"}
    pos = Pos(["Island", "Island", "Swamp", "Swamp"], ["Grizzly Bears"])  # {2}{B}{1}{U}: 5
    oid = _with(pos, FAR_AWAY)
    with pytest.raises(IllegalAction, match="601.2h"):
        pos.game.apply(a.CastSpell(oid, "Far // Away", "fuse"))


def test_rooms_stay_unsupported() -> None:
    """709.5: a split card with permanent halves (a Room) is refused, naming the rule."""
    room = compile_card(dict(
        name="Bottomless Pool // Locker Room", layout="split", manaCost="{U}",
        type="Enchantment — Room", text="When you unlock this door, return up to one target creature to its owner's hand.",
        faces=[dict(name="Bottomless Pool", manaCost="{U}", type="Enchantment — Room",
                    text="When you unlock this door, return up to one target creature to its owner's hand."),
               dict(name="Locker Room", manaCost="{4}{U}", type="Enchantment — Room",
                    text="Whenever one or more creatures you control deal combat damage to a player, draw a card.")]))
    assert room.unsupported is not None
    assert room.unsupported == "Locker Room (Room)" and "709.5" in room.unsupported_reason
