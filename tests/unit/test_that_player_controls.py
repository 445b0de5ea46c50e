"""Objects "that player controls" in a triggered ability: the player the trigger event names
(603.2), bound by position in the event's data as the ability is read, and by seat as it is put
on the stack (``engine/triggers._with_event_player``)."""
from mtgrules.cards.compiler import compile_card
from mtgrules.engine.triggers import _with_event_player


def _card(text: str, type_line: str = "Creature — Test"):
    return compile_card({"name": "Test Card", "manaCost": "{1}", "type": type_line,
                         "power": "1", "toughness": "1", "text": text})


def test_bound_to_the_event_player_then_to_a_seat():
    card = _card("Whenever this creature deals combat damage to a player, destroy target "
                 "artifact that player controls.")
    ability, = card.abilities
    spec, = ability.mode.targets
    assert spec.objects.controller == "event:1"
    bound = _with_event_player(ability, (7, -2, 3, True))
    assert bound.mode.targets[0].objects.controller == "seat:1"
    assert _with_event_player(bound, (7, -1, 3, True)) is bound  # nothing left to bind


def test_counts_are_bound_too():
    card = _card("Whenever this creature deals combat damage to a player, you gain 1 life for "
                 "each artifact that player controls.")
    ability, = card.abilities
    bound = _with_event_player(ability, (7, -1, 3, True))
    assert "seat:0" in repr(bound.mode.effects)


def test_refused_without_a_trigger_event_player():
    card = _card("Destroy target creature that player controls.", "Instant")
    assert card.unsupported is not None and "that player" in card.unsupported_reason
    card = _card("When this creature enters, destroy target creature that player controls.")
    assert card.unsupported is not None


def test_they_control_is_that_player_when_no_other_player_is_named():
    card = _card("At the beginning of each player's upkeep, this creature deals damage to that "
                 "player equal to the number of artifacts they control.")
    assert card.unsupported is None, card.lines
    assert "event:1" in repr(card.abilities[0].mode.effects)
    for text in ("Each player loses 1 life for each creature they control.",
                 "Whenever a player casts a spell, target opponent loses 1 life for each "
                 "creature they control."):
        assert _card(text, "Sorcery" if text.startswith("Each") else "Creature — Test").unsupported
