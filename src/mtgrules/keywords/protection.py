"""Protection (rule 702.16), written "Protection from [quality]" (702.16a).

What has protection from a quality can't be (DEBT):
Damaged — 702.16e: damage from sources with the quality is prevented;
Enchanted or Equipped — 702.16c-d: Auras with the quality can't enchant it, Equipment and
Fortifications with the quality can't be attached to it (those already attached are put into
the graveyard / become unattached by the state-based actions of 704.5m-n);
Blocked — 702.16f: an attacking creature with protection can't be blocked by creatures with
the quality;
Targeted — 702.16b: by spells with the quality or abilities from sources with it.
"Protection from A and from B" is two protection abilities (702.16g); "protection from
everything" (702.16j) has every quality. Qualities understood: colors, "multicolored",
"monocolored", "all colors", card types and creature types in the plural ("creatures",
"goblins"), "everything", "the chosen color" of a permanent that chose one as it entered
(607.2d; the layers give it the color chosen, ``engine/layers.py``) and "the color of your
choice" an effect grants, chosen as the effect happens (608.2d, ``engine/effectlib/
resolution_choices.py``). Protection from a player (702.16k) is not supported.
"""
from __future__ import annotations

import re

from mtgrules.ir import CHOSEN_COLOR, COLOR_OF_YOUR_CHOICE, KeywordInstance
from mtgrules.engine.attachment_rules import spared
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.keywords.qualities import has_quality, split_qualities


def _describe(inst) -> str:
    return f"protection from {inst.param}"


class Protection(Keyword):
    name = "protection"
    starts = ("protection",)
    rule = "702.16"
    subrules = {"prevent_damage": "702.16e"}

    def parse(self, low: str, text: str):
        hit = re.fullmatch(r"protection from (.+)", low)
        if not hit:
            return None
        if hit.group(1) in (CHOSEN_COLOR, COLOR_OF_YOUR_CHOICE):  # a color known only in play:
            return (KeywordInstance(self.name, hit.group(1)),)  # engine/chosen.py
        qualities = split_qualities(hit.group(1))
        if qualities is None:
            return None
        return tuple(KeywordInstance(self.name, q) for q in qualities)

    def prevent_damage(self, game, src, recipient: int, amount: int, inst) -> int:
        """702.16e: damage from a source with the quality is prevented."""
        if has_quality(inst.param, src.colors, src.types, src.subtypes):
            return 0
        return amount

    def attach_restriction(self, game, target: int, attachment: int, inst):
        """702.16c-d: no Aura, Equipment or Fortification with the quality."""
        obj = game.objects.get(attachment)
        if obj is None:
            return None
        if obj.zone.name == "BATTLEFIELD":
            c = game.chars(attachment)
            colors, types, subtypes = c.colors, c.types, c.subtypes
        else:
            card = obj.card
            colors, types, subtypes = card.colors, card.types, card.subtypes
        if has_quality(inst.param, colors, types, subtypes):
            if spared(game, target, attachment, inst):
                return None  # "This effect doesn't remove this Aura" (702.16n)
            rule = "702.16c" if "Aura" in subtypes else "702.16d"
            return rule, f"{game.name(target)} can't be enchanted or equipped by {game.name(attachment)} ({_describe(inst)})"
        return None

    def evasion(self, game, attacker: int, blocker: int, inst):
        """702.16f: it can't be blocked by creatures with the quality."""
        c = game.chars(blocker)
        if has_quality(inst.param, c.colors, c.types, c.subtypes):
            return "702.16f", f"{c.name} can't block {game.name(attacker)} ({_describe(inst)})"
        return None

    def targeting(self, game, target: int, source_card, source_controller: int, inst):
        """702.16b: not the target of spells with the quality or abilities from such sources."""
        if source_card is None:
            return None
        if has_quality(inst.param, source_card.colors, source_card.types, source_card.subtypes):
            return "702.16b", (f"{game.name(target)} can't be the target of {source_card.name} "
                               f"({_describe(inst)})")
        return None


register(Protection())
