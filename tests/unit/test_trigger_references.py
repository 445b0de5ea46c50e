"""Words of a triggered ability's effect naming the object of a leaves-the-battlefield event:
what it last was can be read ("that creature's controller", 603.10a, 608.2h), but the object is
gone (400.7) and can't be acted on."""
from mtgrules import ir as m
from mtgrules.cards.compiler import compile_card


def _card(text: str):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": "Artifact", "text": text})


def test_what_the_dead_creature_last_was():
    card = _card("Whenever a creature dies, this artifact deals 2 damage to that creature's "
                 "controller.")
    assert card.unsupported is None, card.lines
    effect, = card.abilities[0].mode.effects
    assert effect.to == m.ControllerOf(m.EventObject(0))


def test_the_dead_creature_is_not_acted_on():
    assert _card("Whenever a creature dies, tap that creature.").unsupported is not None
    assert _card("Whenever a land dies, you gain life equal to that creature's power.").unsupported \
        is not None
