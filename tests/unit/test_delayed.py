"""Delayed triggered abilities (603.7), reflexive ones (603.12) and exile "until" (610.3): what
the compiler reads, and the waiting abilities travelling with copies and saved games."""
from positions import Pos

from mtgrules import actions as a
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.game import Game
from mtgrules.engine.objects import Zone
from mtgrules.engine.steps import Step


def _card(text: str, type_line: str = "Creature — Test"):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "power": "1", "toughness": "1", "text": text})


def test_delayed_sentence_either_way_round():  # rule 603.7
    after = _card("Exile target creature. Return that card to the battlefield under its owner's "
                  "control at the beginning of the next end step.", "Instant")
    before = _card("Exile target creature. At the beginning of the next end step, return that "
                   "card to the battlefield under its owner's control.", "Instant")
    assert after.spell.modes[0].effects == before.spell.modes[0].effects
    delayed = after.spell.modes[0].effects[1]
    assert type(delayed) is m.DelayedTrigger and delayed.when == "end"
    assert delayed.effects == (m.PutOntoBattlefield(m.Moved(m.TargetRef(0))),)


def test_tokens_just_created_are_named():  # rule 111.1
    card = _card("When this creature enters, create a 1/1 red Goblin creature token. Sacrifice "
                 "that token at the beginning of your next upkeep.")
    delayed = card.abilities[0].mode.effects[1]
    assert delayed == m.DelayedTrigger("your_upkeep", (m.SacrificeThat(m.Created()),),
                                       "sacrifice that token")


def test_targets_of_the_delayed_ability_itself_are_refused():
    card = _card("At the beginning of your upkeep, you gain 1 life. At the beginning of the next "
                 "end step, destroy target creature.", "Enchantment")
    assert card.unsupported is not None


def test_when_you_do_needs_you_may():  # rule 603.12
    card = _card("When this creature enters, draw a card. When you do, you gain 1 life.")
    assert card.unsupported is not None
    card = _card("When this creature enters, you may pay {1}. When you do, target creature gets "
                 "+1/+1 until end of turn.")
    may = card.abilities[0].mode.effects[0]
    assert card.abilities[0].mode.targets == ()  # chosen as the reflexive ability triggers
    assert type(may.effects[-1]) is m.Reflexive and len(may.effects[-1].mode.targets) == 1


def test_a_returning_auras_host_is_asked_of_its_owner_and_travels_with_copies():  # 303.4f
    pos = Pos(["Plains"] * 5 + ["Grizzly Bears", "Llanowar Elves"], ["Pacifism"],
              a_hand=["Banishing Light", "Disenchant"], attached={"Pacifism": "Grizzly Bears"})
    pos.cast("Banishing Light")
    pos.resolve()  # its trigger's only target is Pacifism
    game = pos.game
    pos.ids["Banishing Light"] = game.battlefield[-1]  # a new object on the battlefield (400.7)
    pos.cast("Disenchant", "Banishing Light")
    pos.resolve()
    assert game.pending.kind == "returning_aura_host" and game.pending.player == 1
    assert {x.object for x in game.legal_actions()} == {pos["Grizzly Bears"], pos["Llanowar Elves"]}
    for other in (game.copy(), Game.from_json(game.to_json())):
        other.apply(a.ChooseObject(pos["Llanowar Elves"], "Llanowar Elves"))
        aura = next(o for o in other.objects.values() if o.card.name == "Pacifism")
        assert aura.zone is Zone.BATTLEFIELD and aura.attached_to == pos["Llanowar Elves"]
        assert aura.controller == 1
    assert game.pending.kind == "returning_aura_host"  # the original is untouched


def test_waiting_abilities_copy_and_save():  # rule 603.7a
    pos = Pos(["Island", "Plains"], ["Grizzly Bears"], a_hand=["Turn to Mist"])
    pos.cast("Turn to Mist", "Grizzly Bears")
    pos.resolve()
    game = pos.game
    assert len(game.delayed) == 1
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.delayed == game.delayed
        other.apply(other.legal_actions()[0])
    pos.pass_until(Step.END)
    pos.resolve()
    assert game.delayed == ()
    bears = [oid for oid in game.battlefield if game.objects[oid].card.name == "Grizzly Bears"]
    assert len(bears) == 1 and game.controller(bears[0]) == 1


def test_lasting_delayed_ability_triggers_each_time_and_travels_with_saved_games():  # 603.7b
    relic = _card("{1}: Whenever a creature attacks this turn, put a +1/+1 counter on it.", "Artifact")
    lasting = relic.abilities[0].mode.effects[0]
    assert type(lasting) is m.DelayedWhenever and lasting.duration == "end_of_turn"
    assert lasting.ability.event == "attacks" and lasting.ability.subject is not None
    pos = Pos(["Basri, Devoted Paladin", "Grizzly Bears", "Llanowar Elves"], ["Hill Giant"])
    game = pos.game
    game.objects[pos["Basri, Devoted Paladin"]].counters["loyalty"] = 4
    pos.activate("Basri, Devoted Paladin", 1)  # [−1]: Whenever a creature attacks this turn, ...
    pos.resolve()
    assert [w.when for w in game.delayed] == ["lasting:end_of_turn"]
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.delayed == game.delayed
    pos.attack("Grizzly Bears", "Llanowar Elves")
    while game.pending.kind != "priority":  # the order of the two triggered abilities
        game.apply(game.legal_actions()[0])
    assert len(game.stack) == 2
    pos.resolve()
    for name in ("Grizzly Bears", "Llanowar Elves"):
        assert game.objects[pos[name]].counters == {"+1/+1": 1}
    pos.pass_until(Step.END)
    pos.resolve()
    game.apply(a.PassPriority())
    game.apply(a.PassPriority())
    assert game.delayed == ()
    assert "603.7b: the delayed triggered ability of Basri, Devoted Paladin lasting this turn ends" \
        in pos.log()
