"""Games of three and four players (rules 101.4, 102.2, 104.2a, 500.1, 506.2, 508.1b, 509.1,
603.3b, 800.4, 802): turn order, APNAP order, each opponent, one defending player per attacked
player, players leaving the game."""
from __future__ import annotations

import random

import pytest
from inline_cards import card

import mtgrules
from mtgrules.decks import load_deck
from mtgrules.engine import actions as a
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone, player_ref
from mtgrules.engine.steps import Stage, Step
from mtgrules.errors import IllegalAction
from mtgrules.players import RandomPlayer
from positions import apply_built


class Table:
    """A game of ``len(seats)`` players at the precombat main phase of ``active``'s turn, with
    the permanents and hands listed per seat (by card name; ``Name#2`` for a second one)."""

    def __init__(self, battlefield: list[list[str]], hands: list[list[str]] | None = None, *,
                 active: int = 0, life: list[int] | None = None) -> None:
        seats = len(battlefield)
        g = self.game = Game(seed=1, seats=seats)
        g.turn = 5
        g.active = active
        self.ids: dict[str, int] = {}
        for seat in range(seats):
            p = g.players[seat]
            p.kept = True
            p.turn_started = g.turn
            p.life = life[seat] if life else 20
            for name in battlefield[seat]:
                oid = self.ids[self._label(name, seat)] = g.make_permanent(card(name), seat, seat)
                g.objects[oid].control_turn = 0  # nothing is summoning sick
            for name in (hands or [[]] * seats)[seat]:
                self.ids[self._label(name, seat)] = g.make_card(card(name), seat, Zone.HAND)
            for _ in range(10):
                g.make_card(card("Wastes"), seat, Zone.LIBRARY)
        g.step = Step.PRECOMBAT_MAIN
        g.stage = Stage.BEGIN
        g.changed()
        g.run()

    def _label(self, name: str, seat: int) -> str:
        label = f"{'ABCD'[seat]}:{name}"
        n = 2
        while label in self.ids:
            label, n = f"{'ABCD'[seat]}:{name}#{n}", n + 1
        return label

    def __getitem__(self, label: str) -> int:
        return self.ids[label]

    def do(self, action) -> None:
        apply_built(self.game, action)

    def pass_until(self, kind: str, step: Step | None = None) -> list[int]:
        """Every player passes and declares nothing until a decision of ``kind`` (in ``step``);
        returns the seats that received priority on the way, in order."""
        g = self.game
        seen = []
        for _ in range(500):
            pend = g.pending
            if pend.kind == kind and (step is None or g.step is step):
                return seen
            if pend.kind == "priority":
                seen.append(pend.player)
                apply_built(g, a.PassPriority())
            elif pend.kind in ("attackers", "blockers"):
                apply_built(g, a.FinishDeclaration())
            else:
                g.apply(g.legal_actions()[0])
        raise AssertionError(f"never reached a {kind} decision")

    def finish(self, kind: str) -> None:
        """Finish a declaration (the engine finishes it by itself when that is the only option)."""
        if self.game.pending is not None and self.game.pending.kind == kind:
            self.do(a.FinishDeclaration())

    def activate(self, label: str) -> None:
        """Activate the (only) non-mana ability of ``label`` and pay for it."""
        g = self.game
        self.do(next(x for x in g.legal_actions()
                     if isinstance(x, a.ActivateAbility) and x.source == self[label]))
        if g.pending.kind == "pay":
            self.do(a.PayCost())

    def texts(self) -> list[str]:
        return [str(e) for e in self.game.log]


def test_new_game_takes_two_or_more_decks() -> None:
    """Rule 100.1: a game needs at least two players; seats follow the order of the decks."""
    with pytest.raises(ValueError, match="at least two decks"):
        mtgrules.new_game([["Forest"] * 40])
    with pytest.raises(ValueError, match="seat from 0 to 2"):
        mtgrules.new_game([["Forest"] * 40] * 3, starting_player=3)
    game = mtgrules.new_game([["Forest"] * 40, ["Swamp"] * 40, ["Island"] * 40])
    assert [game.objects[p.hand[0]].card.name for p in game.players] == ["Forest", "Swamp", "Island"]


def test_mulligans_turns_and_priority_go_around_the_table_in_turn_order() -> None:
    """Rules 103.5 and 101.4e: the mulligan decisions go around from the starting player;
    500.1 / 101.4: each turn goes to the next player in turn order; 117.3d: priority passes to
    the next player in turn order, and 117.4: the step ends when all players pass in succession."""
    game = mtgrules.new_game([["Forest"] * 40] * 4, starting_player=2)
    asked = []
    while game.pending.kind == "mulligan":
        asked.append(game.actor)
        apply_built(game, a.Mulligan(True))
    assert asked == [2, 3, 0, 1]
    actives = {}
    upkeep_priority = []
    while game.turn <= 6:
        actives[game.turn] = game.active
        if game.pending.kind == "priority":
            if game.turn == 2 and game.step is Step.UPKEEP:
                upkeep_priority.append(game.actor)
            apply_built(game, a.PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    assert actives == {1: 2, 2: 3, 3: 0, 4: 1, 5: 2, 6: 3}
    assert upkeep_priority == [3, 0, 1, 2]


def test_turn_order_skips_a_player_who_has_left() -> None:
    """Rules 500.1 and 800.4k: after a player leaves, turns go to the next player still in the game."""
    t = Table([["Swamp"], ["Swamp"], ["Swamp"], ["Swamp"]], active=0)
    g = t.game
    g.players[2].life = 0
    g.changed()
    t.pass_until("priority")
    actives = []
    for _ in range(5):
        turn = g.turn
        while g.turn == turn:
            apply_built(g, a.PassPriority() if g.pending.kind == "priority" else a.FinishDeclaration()
                    if g.pending.kind in ("attackers", "blockers") else g.legal_actions()[0])
        actives.append(g.active)
    assert actives == [1, 3, 0, 1, 3]
    assert "800.4a: player C leaves the game with everything they own" in t.texts()


def test_triggers_go_on_the_stack_in_apnap_order_across_three_players() -> None:
    """Rule 603.3b: the active player puts their triggered abilities on the stack first, then
    each other player in turn order, so the last player's ability resolves first."""
    t = Table([["Soul Warden"], ["Soul Warden", "Forest", "Forest"], ["Soul Warden"]],
              [[], ["Grizzly Bears"], []], active=1)
    g = t.game
    # player B (the active player) casts a creature; every Soul Warden triggers as it enters
    t.pass_until("priority")
    t.do(a.CastSpell(t["B:Grizzly Bears"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    while g.stack and g.objects[g.stack[-1]].is_spell:
        t.do(a.PassPriority())
    assert [g.objects[s].controller for s in g.stack] == [1, 2, 0]  # B's at the bottom
    while g.stack:
        t.do(a.PassPriority())
    gains = [e.text for e in g.log if e.text.startswith("player") and "gains 1 life" in e.text]
    assert gains == ["player A gains 1 life (21)", "player C gains 1 life (21)",
                     "player B gains 1 life (21)"]


def test_each_opponent_loses_life_means_every_opponent() -> None:
    """Rules 102.2-102.3: "each opponent" is every other player in the game."""
    t = Table([["Swamp"], ["Archers' Parapet", "Swamp", "Forest"], ["Swamp"], ["Swamp"]], active=1)
    g = t.game
    t.pass_until("priority")
    t.activate("B:Archers' Parapet")
    while g.stack:
        t.do(a.PassPriority())
    assert [p.life for p in g.players] == [19, 20, 19, 19]


def test_each_player_chooses_discards_in_apnap_order_then_all_discard() -> None:
    """Rule 101.4: for "each player discards", the active player chooses, then each other player
    in turn order; the cards are discarded only after every choice is made (701.9a)."""
    t = Table([["Swamp"], ["Swamp", "Swamp", "Swamp"], ["Swamp"]],
              [["Forest", "Shock"], ["Delirium Skeins", "Grizzly Bears", "Island", "Craw Wurm",
                                     "Mountain"],
               ["Giant Growth", "Plains", "Lightning Bolt", "Mind Rot"]], active=1)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["B:Delirium Skeins"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    while g.pending.kind == "priority":
        t.do(a.PassPriority())
    asked = []
    picks = {1: ["B:Craw Wurm", "B:Island", "B:Mountain"], 2: ["C:Mind Rot", "C:Plains", "C:Giant Growth"]}
    while g.pending is not None and g.pending.kind == "discard":
        player = g.actor
        asked.append(player)
        assert all(len(p.graveyard) == 0 for p in g.players)  # nothing discarded yet
        saved = mtgrules.Game.from_json(g.to_json())  # the choices so far are saved too
        assert saved.actor == g.actor and saved.legal_actions() == g.legal_actions()
        assert g.copy().legal_actions() == g.legal_actions()
        t.do(a.ChooseObject(t[picks[player].pop(0)]))
    assert asked == [1, 1, 1, 2, 2, 2]  # A has only two cards: no choice to make
    assert [g.objects[o].card.name for o in g.players[1].hand] == ["Grizzly Bears"]
    assert [g.objects[o].card.name for o in g.players[2].hand] == ["Lightning Bolt"]
    assert g.players[0].hand == []
    discards = [e.text for e in g.log if e.rule == "701.9a"]
    assert discards[:4] == ["player B discards Craw Wurm", "player B discards Island",
                            "player B discards Mountain", "player C discards Mind Rot"]
    assert discards[-2:] == ["player A discards Forest", "player A discards Shock"]


def test_each_opponent_discards_asks_every_opponent() -> None:
    """Burglar Rat: "each opponent discards a card": each opponent chooses, in APNAP order."""
    t = Table([["Swamp", "Swamp"], ["Swamp"], ["Swamp"]],
              [["Burglar Rat"], ["Forest", "Shock"], ["Island", "Giant Growth"]], active=0)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["A:Burglar Rat"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    asked = []
    for _ in range(20):
        if g.pending.kind == "discard":
            asked.append(g.actor)
            t.do(a.ChooseObject(t["B:Shock"] if g.actor == 1 else t["C:Island"]))
        elif g.stack:
            t.do(a.PassPriority())
        else:
            break
    assert asked == [1, 2]
    assert [g.objects[o].card.name for o in g.players[1].graveyard] == ["Shock"]
    assert [g.objects[o].card.name for o in g.players[2].graveyard] == ["Island"]


def _attack_two_opponents() -> Table:
    t = Table([["Grizzly Bears", "Hill Giant"], ["Craw Wurm"], ["Runeclaw Bear"]], active=0)
    g = t.game
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    legal = g.legal_actions()
    bear_targets = {x.defender for x in legal if isinstance(x, a.DeclareAttacker)
                    and x.creature == t["A:Grizzly Bears"]}
    assert bear_targets == {player_ref(1), player_ref(2)}  # rules 508.1b, 802.2
    t.do(a.DeclareAttacker(t["A:Grizzly Bears"], player_ref(1)))
    t.do(a.DeclareAttacker(t["A:Hill Giant"], player_ref(2)))
    t.finish("attackers")
    return t


def test_attacking_two_opponents_each_declares_blockers_for_their_own_attacker() -> None:
    """Rules 802.2 / 506.2a: every opponent is a defending player; 509.1 / 101.4: they declare
    blockers one after the other in APNAP order; 509.1a: each blocks only a creature attacking
    them."""
    t = _attack_two_opponents()
    g = t.game
    t.pass_until("blockers")
    assert g.actor == 1
    blocks = [(x.blocker, x.attacker) for x in g.legal_actions() if isinstance(x, a.DeclareBlocker)]
    assert blocks == [(t["B:Craw Wurm"], t["A:Grizzly Bears"])]
    with pytest.raises(IllegalAction, match="509.1a"):
        t.do(a.DeclareBlocker(t["B:Craw Wurm"], t["A:Hill Giant"]))
    t.do(a.DeclareBlocker(t["B:Craw Wurm"], t["A:Grizzly Bears"]))
    # B's only option left, finishing, is taken by the engine itself; C declares next
    assert g.actor == 2 and g.pending.kind == "blockers"
    blocks = [(x.blocker, x.attacker) for x in g.legal_actions() if isinstance(x, a.DeclareBlocker)]
    assert blocks == [(t["C:Runeclaw Bear"], t["A:Hill Giant"])]
    t.do(a.FinishDeclaration())
    texts = t.texts()
    assert "509.1: player B blocks: Grizzly Bears is blocked by Craw Wurm" in texts
    assert "509.1: player C declares no blockers" in texts
    t.pass_until("priority", Step.END_OF_COMBAT)
    assert t["A:Grizzly Bears"] not in g.objects  # died blocked by Craw Wurm
    assert [p.life for p in g.players] == [20, 20, 17]  # Hill Giant hit player C


def test_a_player_who_loses_leaves_and_the_game_goes_on() -> None:
    """Rules 104.2a, 800.4a: in a game of more than two players, a player who loses leaves the
    game with everything they own; the others play on, and turns skip them (800.4k)."""
    t = Table([["Grizzly Bears"], ["Craw Wurm", "Swamp"], ["Runeclaw Bear", "Forest"]],
              [[], ["Shock"], ["Island"]], active=0, life=[20, 2, 20])
    g = t.game
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    t.do(a.DeclareAttacker(t["A:Grizzly Bears"], player_ref(1)))
    t.finish("attackers")
    t.pass_until("priority", Step.END_OF_COMBAT)
    assert not g.is_over
    assert g.players[1].lost
    assert t["B:Craw Wurm"] not in g.objects and t["B:Swamp"] not in g.objects
    assert g.players[1].hand == [] and g.players[1].library == []
    assert all(g.objects[oid].owner != 1 for oid in g.objects)
    assert t["C:Runeclaw Bear"] in g.battlefield
    assert "800.4a: player B leaves the game with everything they own" in t.texts()
    while g.turn == 5:
        t.do(a.PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert g.active == 2  # player B takes no more turns


def test_the_game_ends_when_one_player_is_left() -> None:
    """Rule 104.2a: a player still in the game wins once all their opponents have left it;
    players who lose at the same time leave together."""
    t = Table([["Swamp"], ["Archers' Parapet", "Swamp", "Forest"], ["Swamp"], ["Swamp"]],
              active=1, life=[1, 20, 5, 1])
    g = t.game
    t.pass_until("priority")
    t.activate("B:Archers' Parapet")
    while g.stack:
        t.do(a.PassPriority())
    assert not g.is_over and g.players[0].lost and g.players[3].lost
    assert g.remaining() == 2
    g.players[2].life = 0
    g.changed()
    t.do(a.PassPriority())  # state-based actions are checked before C would get priority
    assert g.is_over and g.winner == 1
    assert g.log[-1].text == "player C has lost; player B wins"


def test_a_player_whom_an_effect_makes_lose_leaves_at_once() -> None:
    """Rule 104.3e with 800.4a: "you lose the game" makes its controller lose as it resolves, not
    as a state-based action; with two players left the game goes on, and the spell, whose
    controller has left, ceases to exist."""
    t = Table([["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], ["Swamp"], ["Swamp"]],
              [["One with Death"], [], []], active=0)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["A:One with Death"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    while g.stack:
        t.do(a.PassPriority())
    assert g.players[0].lost and not g.is_over and g.remaining() == 2
    assert t["A:One with Death"] not in g.objects
    assert "104.3e: player A loses the game: an effect says so" in t.texts()


def _random_deck(rng: random.Random) -> list[str]:
    pool = load_deck("green") + load_deck("black")
    return rng.sample(pool, 24)


@pytest.mark.parametrize("seats", [3, 4])
def test_random_multiplayer_games_finish(seats: int) -> None:
    """Seeded random games of three and four players between random players end without an
    exception, every action taken from ``legal_actions()``, and copies agree."""
    for seed in range(12):
        rng = random.Random(seed * 10 + seats)
        game = mtgrules.new_game([_random_deck(rng) for _ in range(seats)], seed=seed,
                                 starting_player=seed % seats)
        players = [RandomPlayer(seed * 10 + i) for i in range(seats)]
        for n in range(20_000):
            if game.is_over:
                break
            if n % 500 == 0:
                assert mtgrules.Game.from_json(game.to_json()).legal_actions() == game.legal_actions()
            game.apply(players[game.actor].choose(game))
        assert game.is_over
        left = [p.index for p in game.players if not p.lost]
        assert left == ([game.winner] if game.winner is not None else [])


def test_control_effects_giving_a_leaving_player_control_end() -> None:
    """Rule 800.4a: when a player leaves, effects giving them control of objects end (the
    creature goes back to its owner rather than leaving with them), and their spells on the
    stack leave the game."""
    t = Table([["Swamp"], ["Craw Wurm"], ["Mountain", "Mountain", "Mountain", "Mountain"]],
              [[], [], ["Act of Treason", "Shock"]], active=2)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["C:Act of Treason"]))
    if g.pending.kind == "target":
        t.do(a.ChooseTarget(t["B:Craw Wurm"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    while g.stack:
        t.do(a.PassPriority())
    assert g.chars(t["B:Craw Wurm"]).controller == 2
    t.do(a.CastSpell(t["C:Shock"]))
    t.do(a.ChooseTarget(player_ref(0)))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    shock = g.stack[-1]
    g.players[2].life = 0
    g.changed()
    t.do(a.PassPriority())  # A would receive priority: state-based actions first (117.5)
    assert g.players[2].lost and not g.is_over
    assert g.chars(t["B:Craw Wurm"]).controller == 1  # back to its owner, not exiled
    assert shock not in g.objects and g.stack == []
    assert g.players[0].life == 20
    assert g.actor == 0  # priority goes on around the players still in the game


def test_a_pass_by_a_player_who_left_does_not_count() -> None:
    """Rule 117.4: the top of the stack resolves when all players still in the game have passed
    in succession; a pass made by a player who then leaves (800.4a) is not one of them."""
    t = Table([["Mountain"], ["Swamp"], ["Swamp"], ["Swamp"]], [["Shock"], [], [], []], active=0)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["A:Shock"]))
    t.do(a.ChooseTarget(player_ref(3)))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    shock = g.stack[-1]
    t.do(a.PassPriority())  # A passes
    g.players[1].life = 0
    g.changed()
    t.do(a.PassPriority())  # B passes, then loses and leaves before C receives priority
    assert g.players[1].lost and g.actor == 2
    t.do(a.PassPriority())  # C passes: A and C have passed, D not yet
    assert g.stack == [shock] and g.actor == 3
    t.do(a.PassPriority())  # D passes: all three players still in the game have passed
    assert g.stack == [] and g.players[3].life == 18


def test_the_stack_resolves_when_the_player_who_would_receive_priority_has_left() -> None:
    """Rules 800.4a / 117.4: the player who would receive priority leaves; if every player
    still in the game has passed since the last action, the top of the stack resolves."""
    t = Table([["Swamp"], ["Mountain"], ["Swamp"]], [[], ["Shock"], []], active=1)
    g = t.game
    t.pass_until("priority")
    t.do(a.CastSpell(t["B:Shock"]))
    t.do(a.ChooseTarget(player_ref(2)))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    t.do(a.PassPriority())  # B passes
    g.players[0].life = 0
    g.changed()
    t.do(a.PassPriority())  # C passes; A would receive priority but loses and leaves first
    assert g.players[0].lost
    assert g.stack == [] and g.players[2].life == 18  # B and C both passed: Shock resolved


def test_legend_rule_choices_are_made_in_apnap_order() -> None:
    """Rules 704.5j and 101.4: players who each control two legendary permanents with the same
    name choose which to keep one after the other, the active player first, then in turn order."""
    isamaru = "Isamaru, Hound of Konda"
    t = Table([[isamaru, isamaru], ["Swamp"], [isamaru, isamaru]], active=1)
    g = t.game
    asked = []
    while g.pending.kind == "legend":
        asked.append(g.actor)
        t.do(g.legal_actions()[-1])
    assert asked == [2, 0]
    assert [len(g.creatures(seat)) for seat in range(3)] == [1, 0, 1]


def test_a_curse_on_a_player_who_leaves_goes_to_its_owners_graveyard() -> None:
    """Rules 303.4c, 704.5m, 702.5d: an Aura enchanting a player who has left the game is put
    into its owner's graveyard; a Curse on another player stays."""
    t = Table([["Grizzly Bears"], ["Craw Wurm"], ["Runeclaw Bear"]], active=0, life=[20, 2, 20])
    g = t.game
    on_b, on_c = (g.make_permanent(card("Curse of the Bloody Tome"), 0, 0) for _ in range(2))
    g.objects[on_b].attached_to = player_ref(1)
    g.objects[on_c].attached_to = player_ref(2)
    g.changed()
    t.pass_until("attackers", Step.DECLARE_ATTACKERS)
    t.do(a.DeclareAttacker(t["A:Grizzly Bears"], player_ref(1)))
    t.finish("attackers")
    t.pass_until("priority", Step.END_OF_COMBAT)
    assert g.players[1].lost and not g.is_over
    assert on_b not in g.battlefield
    assert len([o for o in g.players[0].graveyard if g.objects[o].card.name == "Curse of the Bloody Tome"]) == 1
    assert g.objects[on_c].attached_to == player_ref(2)
    # two Curses of one name: the log names the one that leaves by its id (Game.name, 201.2a)
    assert any(f"704.5m: Curse of the Bloody Tome #{on_b} (A) is put into its owner's graveyard" in text
               for text in t.texts())


def test_the_monarch_leaving_makes_the_active_player_the_monarch() -> None:
    """Rule 724.4: if the monarch leaves the game, the active player becomes the monarch."""
    from mtgrules.engine.effectlib.monarch import become_monarch, monarch
    t = Table([["Swamp"], ["Swamp"], ["Swamp"]], active=0)
    g = t.game
    become_monarch(g, 2)
    g.players[2].life = 0
    g.changed()
    g.apply(a.PassPriority())  # state-based actions as the next player would receive priority
    assert g.players[2].lost and monarch(g) == 0
    assert "724.3: player A becomes the monarch; player C ceases to be the monarch" in t.texts()


def test_extort_gains_the_life_all_opponents_lost() -> None:
    """Rule 702.101a: "each opponent loses 1 life and you gain life equal to the total life lost
    this way": with three opponents, 3 life."""
    t = Table([["Syndic of Tithes", "Plains", "Plains", "Forest", "Forest"], [], [], []],
              [["Grizzly Bears"], [], [], []])
    g = t.game
    t.do(next(x for x in g.legal_actions() if isinstance(x, a.CastSpell) and x.card == t["A:Grizzly Bears"]))
    while g.stack:
        yes = [x for x in g.legal_actions() if isinstance(x, a.ChooseYesNo) and x.yes]
        g.apply(yes[0] if yes else g.legal_actions()[0])
    assert [p.life for p in g.players] == [23, 19, 19, 19]


def test_demonstrate_asks_which_opponent_copies_the_spell() -> None:
    """Rule 702.144a: with several opponents, the demonstrating player chooses the one who copies
    the spell; that player controls the copy (707.10)."""
    t = Table([["Forest", "Forest", "Silverquill Lecturer"], [], []], [["Grizzly Bears"], [], []])
    g = t.game
    t.do(next(x for x in g.legal_actions() if isinstance(x, a.CastSpell) and x.card == t["A:Grizzly Bears"]))
    if g.pending.kind == "pay":
        t.do(a.PayCost())
    t.pass_until("yes_no")
    t.do(a.ChooseYesNo(True))
    assert g.pending.kind == "demonstrate_opponent"
    assert {x.object for x in g.legal_actions()} == {player_ref(1), player_ref(2)}
    t.do(a.ChooseObject(player_ref(2), "player C"))
    assert "702.144a: player A chooses player C to copy Grizzly Bears" in t.texts()
    copies = [g.objects[s] for s in g.stack if g.objects[s].is_copy]
    assert sorted(c.controller for c in copies) == [0, 2]
