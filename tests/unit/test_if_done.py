""""[Do something]. If you do / When you do, ..." after an instruction that isn't optional
(118.12, 603.12): what the compiler reads and refuses."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.effectlib.if_done import _STARTED


def _spell(text: str):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": "Sorcery", "text": text})


def test_every_instruction_the_compiler_accepts_is_checked_by_the_engine():
    assert {kind.__name__ for kind in _STARTED} == set(m.IF_DONE_ACTIONS)


def test_discard_then_draw():
    card = _spell("Discard a card. If you do, draw a card.")
    assert card.unsupported is None
    assert card.spell.modes[0].effects == (
        m.IfDone(m.Discard(m.You(), 1), (m.Draw(m.You(), 1),)),)


def test_mill_when_you_do_is_a_reflexive_ability():  # 603.12
    card = _spell("Mill two cards. When you do, draw a card.")
    (effect,) = card.spell.modes[0].effects
    assert type(effect) is m.IfDone and effect.action == m.Mill(m.You(), 2)
    assert type(effect.then[0]) is m.Reflexive


def test_instructions_whose_being_done_is_unclear_are_refused():
    # two cards when the hand may hold one; an effect of another kind; a group of objects
    for text in ("Discard two cards. If you do, draw a card.",
                 "Draw a card. If you do, you gain 1 life.",
                 "Exile all creatures. If you do, draw a card."):
        assert _spell(text).unsupported is not None, text


def test_a_you_may_under_a_condition_takes_if_you_do():  # 608.2c, 609.3
    card = _spell("If you control an artifact, you may draw a card. If you do, discard a card.")
    (effect,) = card.spell.modes[0].effects
    assert type(effect) is m.Conditional
    assert effect.effects[0].effects == (m.Draw(m.You(), 1), m.Discard(m.You(), 1))


def test_counters_on_one_object_report_being_done():  # 122.1, 118.12, 603.12
    card = _spell("Put a +1/+1 counter on target creature. When you do, draw a card.")
    (effect,) = card.spell.modes[0].effects
    assert type(effect) is m.IfDone and type(effect.action) is m.PutCounters
    assert type(effect.then[0]) is m.Reflexive
    card = _spell("Remove a +1/+1 counter from target creature. If you do, draw a card.")
    (effect,) = card.spell.modes[0].effects
    assert type(effect) is m.IfDone and type(effect.action) is m.RemoveCounters


def test_counters_counted_as_the_spell_resolves_are_refused():
    text = ("Put a +1/+1 counter on target creature for each card in your hand. "
            "When you do, draw a card.")
    assert _spell(text).unsupported is not None


def _trigger(text: str):
    return compile_card({"name": "Test Beast", "manaCost": "{3}", "type": "Creature — Beast",
                         "power": "2", "toughness": "2", "text": text})


def test_a_reflexive_ability_cant_name_the_object_the_instruction_before_chose():  # 603.12
    # "that creature" / "its" would be the sacrificed or discarded object, which the reflexive
    # ability has no reference to: refused rather than read as the source or the event's object
    for text in ("When this creature enters, you may sacrifice another creature. When you do, "
                 "this creature deals damage equal to that creature's power to any target.",
                 "When this creature enters, you may sacrifice another creature. When you do, "
                 "you gain life equal to its power."):
        assert _trigger(text).unsupported is not None, text
    # a payment chooses no object: "that creature" is still the trigger event's
    card = _trigger("Whenever another creature you control enters, you may pay {2}. When you do, "
                    "that creature deals damage equal to its power to target creature.")
    assert card.unsupported is None
    # a player the trigger event names is still that player
    card = _trigger("Whenever this creature deals combat damage to a player, you may discard a "
                    "card. When you do, destroy target creature that player controls.")
    assert card.unsupported is None
