"""Card data: mana costs, type lines and the bundled card database."""
