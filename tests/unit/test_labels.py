"""Ability words (207.2c) and flavor words (207.2d) are labels without rules meaning; labels
that have rules meaning stay part of the line."""
from mtgrules.cards.database import default_database
from mtgrules.cards.labels import without_label


def test_ability_and_flavor_words_are_dropped():
    assert without_label("landfall — whenever a land you control enters, draw a card") \
        == "whenever a land you control enters, draw a card"
    assert without_label("threshold — as long as seven or more cards are in your graveyard, "
                         "cardname gets +1/+1") .startswith("as long as")
    assert without_label("acid breath — when cardname enters, draw a card") \
        == "when cardname enters, draw a card"


def test_labels_with_rules_meaning_are_kept():
    for line in ("i, ii — draw a card", "iii — draw a card", "1—9 | draw a card",
                 "exhaust — {2}: draw a card", "max speed — {t}: draw a card",
                 "to solve — you control three creatures", "boast — {1}: draw a card"):
        assert without_label(line) == line


def test_abilities_behind_labels_are_read():
    """Basking Capybara's "Descend 4 — This creature gets +3/+0 as long as ..." (an ability
    word) and Half-Elf Monk's "Stunning Strike — {1}{W}, {T}: Tap target creature." (a flavor
    word)."""
    for name in ("Basking Capybara", "Half-Elf Monk"):
        card = default_database().get(name)
        assert card.unsupported is None, card.unsupported_reason
