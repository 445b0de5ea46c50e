"""Effect sentences of oracle text -> effects (the spell or ability's "what it does").

Understood templates (text is lowercase, the card's name replaced by ``cardname``):

* ``[target] creature gets +N/+N until end of turn``; ``... gains <keywords> until end of turn``
* ``cardname deals N damage to any target`` / ``target creature`` / ``target player`` / ...
* ``destroy target <object>``; ``return target <object> to its owner's hand``;
  ``return target creature card from your graveyard to your hand``
* ``[target player|you|each opponent] draw(s) N cards`` / ``gain(s) N life`` / ``lose(s) N life``
  / ``discard(s) N cards [at random]`` / ``mill(s) N cards``
* ``add {G}`` / ``add {C}{C}`` / ``add one mana of any color``
* ``put N +1/+1 counters on <target creature | cardname>``
* ``create N P/T <colors> <subtypes> [artifact] creature token(s) [with <keywords>]``
* ``you may <effect>``; clauses joined by ``and`` sharing a subject
  ("target player draws two cards and loses 2 life").
* ``if this spell was kicked, <effect>`` (an effect only if kicked, 702.33e; its targets are
  chosen only if kicked, 702.33g); ``if this spell was kicked, <effect> instead`` / ``...,
  instead <effect>`` replacing the sentence before; ``<effect> for each time it was kicked``
  (multikicker, 702.33c-d); ``sacrifice cardname``.
* ``copy target <spell>. you may choose new targets for the copy`` (707.10, 707.10c): the second
  sentence lets the copy of the sentence before have new targets.

Anything else raises :class:`NotUnderstood` naming the fragment, so the card is marked
unsupported rather than played without that text.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Callable

from mtgrules import ir as m
from mtgrules.ir.mana_cost import parse_mana_symbols
from mtgrules.cards.keyword_syntax import parse_keyword_line
from mtgrules.cards.delayed import name_tokens, read_delayed, read_reflexive
from mtgrules.cards.delayed_whenever import read_delayed_whenever
from mtgrules.cards.emblems import read_emblem
from mtgrules.cards.if_done import follow, follow_unable
from mtgrules.cards.that_player import bind_that_player
from mtgrules.cards.blocking_it import bind_blocking_it
from mtgrules.cards.durations import read_until_next_turn
from mtgrules.cards.grammar import read_hand_discard, read_sentence
from mtgrules.cards.grammar.amounts import names_its_amount, note_destroyed
from mtgrules.cards.grammar.conditions import condition, read_in
from mtgrules.cards.grammar.becomes import keep_prior_types
from mtgrules.cards.grammar.create import with_abilities
from mtgrules.cards.grammar.exile_to_play import read_exile_to_play
from mtgrules.cards.grammar.for_each_opponent import read_for_each_opponent
from mtgrules.cards.grammar.granted_flashback import read_granted_flashback
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.cards.grammar.search_named import read_search_named
from mtgrules.cards.grammar.self_or_others import read_self_or_others
from mtgrules.cards.grammar.top_cards import read_top_cards
from mtgrules.cards.grammar.top_card_reveal import read_top_card_reveal
from mtgrules.cards.modes import ModeBuilder, NotUnderstood
from mtgrules.cards.phrases import ANY_TARGET, COLOR_WORDS, NUMBER, number, target_spec


def parse_mode(text: str, refs: dict | None = None, granted: tuple = ()) -> m.Mode:
    """All sentences of ``text`` as one mode (targets in order, then effects). ``refs``: words
    such as "that player" that a triggered ability's event gives a meaning to; ``granted``: the
    abilities in quotation marks, written "granted0", "granted1", ... in ``text``."""
    builder = ModeBuilder(refs, granted)
    effects: list = []
    last = 0  # where the effects of the previous sentence begin
    sentences = split_sentences(text)
    skip = 0
    before_if: tuple = (None, False, None)  # what the words named before the last sentence
    for k, sentence in enumerate(sentences):
        if skip:
            skip -= 1
            continue
        builder.acted = bool(effects)
        builder.counted = bool(effects) and names_its_amount(effects[-1])
        if effects:
            note_destroyed(effects[-1], builder)
        run = read_top_cards(sentences, k, builder) or read_exile_to_play(sentences, k, builder) \
            or read_search_named(sentences, k) or read_top_card_reveal(sentences, k, builder) \
            or read_granted_flashback(sentences, k, builder) \
            or read_self_or_others(sentences, k, builder, parse_sentence)
        if run is not None:  # several sentences read as one effect (a library's top cards, ...)
            last = len(effects)
            effects.extend(run[0])
            skip = run[1] - 1
            continue
        if "reveals their hand" in sentence:
            found = read_hand_discard(sentences, k, builder)
            if found is not None:
                last = len(effects)
                effects.extend(found[0])
                skip = found[1] - 1
                continue
        chosen = _CHOOSE_OPPONENT.get(sentence)
        if chosen is not None:  # 608.2d: from now on "that player" is the one chosen
            last = len(effects)
            effects.append(chosen)
            builder.refs = {**builder.refs, **_CHOSEN_PLAYER_WORDS}
            continue
        hit = _TARGET_PER_KICK.fullmatch(sentence)
        if hit and not builder.targets:  # multikicker (702.33c): one more target per kick
            spec = ANY_TARGET if hit.group(1) == "any target" else target_spec(hit.group(1)[len("target "):])
            if spec is None:
                raise NotUnderstood(sentence)
            builder.target(spec)
            builder.per_kick = True
            continue
        that_turn = m.THAT_TURN_RULES.get(sentence)
        if that_turn is not None and last < len(effects) and type(effects[-1]) is m.ExtraTurn:
            # "Take an extra turn after this one. Skip the untap step of that turn." (614.10)
            effects[-1] = dataclasses.replace(effects[-1], that_turn=effects[-1].that_turn + (that_turn,))
            continue
        if _NEW_TARGETS.fullmatch(sentence) and last < len(effects) \
                and type(effects[-1]) is m.CopySpell \
                and (effects[-1].who is None) == sentence.startswith("you "):  # 707.10c: of the
            # copy just made, by the player who made it
            effects[-1] = dataclasses.replace(effects[-1], new_targets=True)
            continue
        if _NEW_TARGETS.fullmatch(sentence) and last < len(effects) \
                and type(effects[-1]) is m.DelayedTrigger and effects[-1].effects \
                and type(effects[-1].effects[-1]) is m.CopySpell:  # the copy it will make
            delayed = effects[-1]
            copy = dataclasses.replace(delayed.effects[-1], new_targets=True)
            effects[-1] = dataclasses.replace(delayed, effects=delayed.effects[:-1] + (copy,))
            continue
        hit = _KICKED_INSTEAD.fullmatch(sentence)
        if hit and last < len(effects):
            effects[last:] = [instead_of(m.WasKicked(), hit.group(1) or hit.group(2),
                                       tuple(effects[last:]), builder, sentence)]
            continue
        instead = state_instead(sentence, builder.refs) if last < len(effects) else None
        if instead is not None:  # "Morbid — ... deals 5 damage instead if a creature died this turn"
            effects[last:] = [instead_of(instead[0], instead[1], tuple(effects[last:]), builder, sentence)]
            continue
        if read_reflexive(". ".join(sentences[k:]), effects, last, builder, parse_mode):
            break  # "When you do, Y. Z.": the rest of the ability is the reflexive one's (603.12)
        granted = _TOKENS_HAVE.fullmatch(sentence)
        if granted and last < len(effects) and type(effects[-1]) is m.CreateToken:
            effects[-1] = with_abilities(effects[-1], granted.group(1), builder)
            continue
        if _STILL.fullmatch(sentence) and last < len(effects) and type(effects[-1]) is m.ApplyChange \
                and "Creature" in (effects[-1].change.types or effects[-1].change.add_types):
            change = effects[-1].change  # "It's still a land." (205.1b; an artifact creature is)
            effects[-1] = dataclasses.replace(
                effects[-1], text=f"{effects[-1].text}. {sentence}",
                change=keep_prior_types(change) if change.types is not None else change)
            continue
        if sentence.startswith("if you win, ") and last < len(effects) \
                and type(effects[-1]) is m.Clash:  # "Clash with an opponent. If you win, ..." (701.30d)
            won = parse_sentence(sentence[len("if you win, "):], builder)
            effects[-1] = dataclasses.replace(effects[-1], won=tuple(won))
            continue
        outcome = re.match(r"if (you|they|the player|that player) (wins?|lose?s?) the flip, ", sentence)
        if outcome and last < len(effects) and type(effects[-1]) is m.FlipCoin \
                and (outcome.group(1) == "you") == (effects[-1].who is None):  # 705.2: its flipper
            if sentence[outcome.end():] == "repeat this process" and not effects[-1].won \
                    and not effects[-1].lost:  # 705: the sentence's effects again
                effects[last:] = [m.RepeatProcess(tuple(effects[last:]), outcome.group(2).startswith("win"))]
                continue
            then = tuple(parse_sentence(sentence[outcome.end():], builder))
            field = "won" if outcome.group(2).startswith("win") else "lost"
            effects[-1] = dataclasses.replace(effects[-1], **{field: then})
            continue
        if sentence.startswith("if you do, "):  # "You may X. If you do, Y." (609.3, 118.12)
            then = lambda: tuple(parse_sentence(sentence[len("if you do, "):], builder))  # noqa: E731
            if last < len(effects) and type(effects[-1]) is m.May:  # "..., then you may X"
                effects[-1] = m.May(effects[-1].effects + then(), effects[-1].prompt)
            else:
                follow(effects, last, then, sentence)
            name_tokens(builder, effects)
            continue
        if sentence.startswith("if you can't, "):  # "Sacrifice a creature. If you can't, ..." (609.3)
            follow_unable(effects, last, lambda: tuple(parse_sentence(sentence[len("if you can't, "):],
                                                                      builder)), sentence)
            continue
        done = _IF_THEY_DO.match(sentence)
        if done and last < len(effects) and type(effects[-1]) is m.May and effects[-1].who is not None \
                and type(effects[-1].who) is not m.You and not effects[-1].otherwise:
            # "They may sacrifice two creatures of their choice. If they do, ..." (609.3)
            effects[-1] = dataclasses.replace(
                effects[-1], effects=effects[-1].effects + tuple(parse_sentence(sentence[done.end():], builder)))
            continue
        if sentence.startswith("otherwise, ") and last < len(effects) and type(effects[-1]) is m.Conditional \
                and not effects[-1].otherwise:  # "If it's a land card, ... Otherwise, draw a card." (608.2c)
            # instead of the "if" branch: its words name what they named before that branch
            builder.last_object, builder.last_gone, builder.revealed = before_if
            effects[-1] = dataclasses.replace(
                effects[-1], otherwise=tuple(parse_sentence(sentence[len("otherwise, "):], builder)))
            continue
        if sentence.startswith(_OF_REVEALED) and last < len(effects) and _reveals_if_chosen(effects[-1]):
            # "You may reveal the top card of your library. If it's a creature card, ...": only
            # a card revealed is one the condition asks about (701.20a)
            effects[-1] = dataclasses.replace(effects[-1], effects=effects[-1].effects
                                              + tuple(parse_sentence(sentence, builder)))
            continue
        unpaid = _IF_NOT.match(sentence)
        if unpaid and last < len(effects) and len(effects) - last == 1:
            # "[Player] may pay {2}. If [that player] doesn't, ..." (118.12, 609.3), also within
            # a delayed trigger ("At the beginning of your next upkeep, pay {2}{B}. If you
            # don't, you lose the game.", 603.7)
            otherwise = _with_otherwise(effects[-1], unpaid.group(1) == "you",
                                        lambda: parse_sentence(sentence[unpaid.end():], builder))
            if otherwise is not None:
                effects[-1] = otherwise
                continue
        last = len(effects)
        mark, before = len(builder.targets), builder.kicked_from
        before_if = builder.last_object, builder.last_gone, builder.revealed
        effects.extend(parse_sentence(sentence, builder))
        name_tokens(builder, effects)
        if before is not None and len(builder.targets) > mark and not _IF_KICKED.fullmatch(sentence):
            raise NotUnderstood(sentence)  # targets for every cast after ones only if kicked
    kicked = 0 if builder.kicked_from is None else len(builder.targets) - builder.kicked_from
    if builder.per_kick and (kicked or len(builder.targets) != 1):
        raise NotUnderstood(text)
    if builder.last_times is not None and (kicked or builder.per_kick or len(builder.targets) != 1):
        raise NotUnderstood(text)  # "up to X target ...": only as the mode's one target
    if builder.per_opponent and (kicked or builder.per_kick or builder.last_times is not None
                                 or len(builder.targets) != builder.per_opponent):
        raise NotUnderstood(text, "targets beside those chosen for each opponent (601.2c)")
    mode = m.Mode(tuple(builder.targets), tuple(effects), text, kicked, builder.per_kick,
                  last_times=builder.last_times, per_opponent=builder.per_opponent)
    return bind_blocking_it(bind_that_player(mode, builder.refs), builder.refs)


_IF_THEY_DO = re.compile(r"if (?:they do|that player does|the player does), ")
_OF_REVEALED = ("if it's ", "if that card is ", "if the revealed card is ")


def _reveals_if_chosen(last) -> bool:
    """Whether ``last`` is a "you may" whose last instruction reveals the top card of your
    library ("[Scry 3, then] you may reveal the top card of your library")."""
    return type(last) is m.May and last.who is None and not last.otherwise and bool(last.effects) \
        and type(last.effects[-1]) is m.TakeFromTop and last.effects[-1].revealed \
        and last.effects[-1].take == 0 and last.effects[-1].count == 1


def _with_otherwise(last, by_you: bool, then: Callable[[], list]):
    """``last`` (a "may" paying, or a delayed trigger ending with one) with ``then()`` as what
    happens if the player doesn't (118.12); None if it has no such "may" (``by_you``: the
    controller's, else another player's)."""
    if type(last) is m.DelayedTrigger and last.effects:
        inner = _with_otherwise(last.effects[-1], by_you, then)
        return None if inner is None else dataclasses.replace(
            last, effects=last.effects[:-1] + (inner,))
    if type(last) is not m.May or last.otherwise or (last.who is None) != by_you:
        return None
    return dataclasses.replace(last, otherwise=tuple(then()))


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text``, without their final periods; a quoted ability (an emblem's,
    114.2) stays within its sentence."""
    parts, start, quoted = [], 0, False
    for hit in _SENTENCE_END.finditer(text):
        if hit.group() == '"':
            quoted = not quoted
        elif not quoted:
            parts.append(text[start:hit.start()])
            start = hit.end()
    parts.append(text[start:])
    return [p.strip().rstrip(".").strip() for p in parts if p.strip().rstrip(".").strip()]


_SENTENCE_END = re.compile(r'(?<=[.])\s+|(?<=\.")\s+|"')


# "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this token: Add {C}."":
# abilities in quotation marks the tokens are created with (111.3)
_TOKENS_HAVE = re.compile(r"(?:it|they) (?:has|have) (granted\d+(?: and granted\d+)*)")
# "It's still a land." after a permanent becomes a creature: it keeps its prior types (205.1b)
_STILL = re.compile(r"(?:it's|they're) still (?:an? )?(?:land|artifact|enchantment)s?")
_IF_NOT = re.compile(r"if (you|they|the player|that player) (?:don't|doesn't), ")
_IF_KICKED = re.compile(r"if (?:cardname|it) was kicked, (.+)")
_PER_KICK = re.compile(r"(.+) for each time (?:it|cardname) was kicked")
_TARGET_PER_KICK = re.compile(r"choose (any target|target [a-z ]+?), then choose another target(?: [a-z]+)? "
                              r"for each time (?:cardname|it) was kicked")
_KICKED_INSTEAD = re.compile(r"if (?:cardname|it) was kicked, (?:instead (.+)|(.+) instead)")
_NEW_TARGETS = re.compile(r"(you|the player|that player|they) may choose new targets for the copy")
# "Choose an opponent." as a sentence (608.2d, 102.2; 119.1), and the words naming the player
# chosen in the sentences after it
_CHOOSE_OPPONENT = {"choose an opponent": m.ChooseOpponent(),
                    "choose an opponent with the highest life total among your opponents":
                        m.ChooseOpponent(highest_life=True)}
_CHOSEN_PLAYER_WORDS = {"that player": m.ChosenPlayer(), "the chosen player": m.ChosenPlayer()}
_SAME_DAMAGE = re.compile(rf"(?:it|cardname) deals ({NUMBER}) damage")


def parse_sentence(s: str, b: ModeBuilder) -> list:
    """The effects of sentence ``s``: as the grammar reads it, else by the templates below; if
    neither understands it, the grammar's account of where it stopped."""
    each_opponent = read_for_each_opponent(s, b, parse_sentence)  # 608.2c
    if each_opponent is not None:
        return each_opponent
    emblem = read_emblem(s, b)  # 114.2
    if emblem is not None:
        return emblem
    whenever = read_delayed_whenever(s, b)  # 603.7b
    if whenever is not None:
        return whenever
    lasting = read_until_next_turn(s, b, parse_sentence)  # 611.2a
    if lasting is not None:
        return lasting
    delayed = read_delayed(s, b, parse_sentence)  # 603.7, 610.3
    if delayed is not None:
        return delayed
    try:
        return read_sentence(s, b)
    except NotUnderstood as exc:
        try:
            return _by_templates(s, b)
        except NotUnderstood:
            raise exc from None


def _by_templates(s: str, b: ModeBuilder) -> list:
    hit = _IF_KICKED.fullmatch(s)
    if hit:
        return [_if_kicked(hit.group(1), b)]
    hit = _PER_KICK.fullmatch(s)
    if hit:
        return [_per_kick(e, s) for e in parse_sentence(hit.group(1), b)]
    if s.startswith("you may "):
        inner = _clauses(s[len("you may "):], b, m.You())
        return [m.May(tuple(inner), s[len("you may "):])]
    return _clauses(s, b, None)


def _if_kicked(text: str, b: ModeBuilder) -> m.Conditional:
    """"If this spell was kicked, <effect>" (702.33e): ``effect`` happens only if it was kicked;
    its own targets are chosen only if it was (702.33g). An effect replacing another ("...
    instead") with no effect before it to replace is not understood."""
    if re.search(r"\binstead\b", text):
        raise NotUnderstood(text)
    mark = len(b.targets)
    inner = parse_sentence(re.sub(r"^it deals ", "cardname deals ", text), b)
    if len(b.targets) != mark and b.kicked_from is None:
        b.kicked_from = mark
    return m.Conditional(m.WasKicked(), tuple(inner), text)


_INSTEAD_IF = (re.compile(r"(.+) instead if (.+)"), re.compile(r"if (.+?), (.+) instead"))


def state_instead(sentence: str, refs: dict | None = None) -> tuple | None:
    """"<effects> instead if <condition>" / "If <condition>, <effects> instead" where the
    condition is one the grammar reads (608.2c), as (condition, effects text); else None.
    ``refs``: what the trigger event names (``conditions.read_in``)."""
    for k, pattern in enumerate(_INSTEAD_IF):
        hit = pattern.fullmatch(sentence)
        if hit is None:
            continue
        text, said = (hit.group(1), hit.group(2)) if k == 0 else (hit.group(2), hit.group(1))
        p = Parser(tokenize(said))
        cond = condition(p)
        cond = read_in(cond, refs or {}) if cond is not None and p.done() else None
        if cond is not None:
            return cond, text
    return None


def instead_of(cond, text: str, replaced: tuple, b: ModeBuilder, sentence: str) -> m.Conditional:
    """"<effects>. If this spell was kicked, <other effects> instead." (702.33e, 608.2c), and
    "... instead if <condition>": the new effects replace those of the sentence before when
    the condition holds as the spell or ability resolves. "It deals N damage instead" deals the
    new amount to what the sentence before named; the other effects may not add targets
    (702.33g targets are not supported)."""
    same = _SAME_DAMAGE.fullmatch(text)
    if same:
        damage = [e for e in replaced if type(e) is m.DealDamage]
        amount = number(same.group(1))
        if len(damage) != 1 or len(replaced) != 1 or type(amount) is not int:
            raise NotUnderstood(sentence)
        return m.Conditional(cond, (dataclasses.replace(damage[0], amount=amount),),
                             sentence, replaced)
    mark = len(b.targets)
    inner = parse_sentence(re.sub(r"^it deals ", "cardname deals ", text), b)
    if len(b.targets) != mark:
        raise NotUnderstood(sentence)
    if len(inner) == 1 and len(replaced) == 1:
        inner = [_changed_instead(inner[0], replaced[0])]
    return m.Conditional(cond, tuple(inner), sentence, replaced)


_NO_CHANGE = m.Change()


def _changed_instead(new, old):
    """"<it> becomes an artifact creature with base power and toughness 4/3. If ..., it has
    base power and toughness 1/1 instead": a continuous effect on the same object for the same
    duration replaces only the parts of the one before that it names (608.2c); the others
    still apply. Any other effect ``new`` replaces ``old`` whole."""
    if type(new) is not m.ApplyChange or type(old) is not m.ApplyChange or new.what != old.what \
            or new.duration != old.duration:
        return new
    named = {f.name: getattr(new.change, f.name) for f in dataclasses.fields(m.Change)
             if getattr(new.change, f.name) != getattr(_NO_CHANGE, f.name)}
    return dataclasses.replace(new, change=dataclasses.replace(old.change, **named))


def _per_kick(effect, text: str):
    """``effect`` with its fixed number made "that many for each time it was kicked"."""
    for name in ("count", "amount"):
        value = getattr(effect, name, None)
        if type(value) is int:
            return dataclasses.replace(effect, **{name: m.KickedCount(value)})
    raise NotUnderstood(text)


def _clauses(s: str, b: ModeBuilder, subject) -> list:
    """One clause, or clauses joined by "and" / ", then" whose later ones share the subject."""
    mark = len(b.targets)
    try:
        effects, _ = _clause(s, b, subject)
        return effects
    except NotUnderstood:
        del b.targets[mark:]
    for joiner in (", then ", " and "):
        start = 0
        while True:
            i = s.find(joiner, start)
            if i < 0:
                break
            left, right = s[:i], s[i + len(joiner):]
            try:
                effects, subj = _clause(left, b, subject)
                effects = effects + _clauses(right, b, subj)
                return effects
            except NotUnderstood:
                del b.targets[mark:]
            start = i + 1
    raise NotUnderstood(s)


_PLAYER_SUBJECTS = ("you", "target player", "target opponent", "each opponent", "each player",
                    "that player", "its controller", "enchanted player", "enchanted opponent")


def player_ref(word: str, b: ModeBuilder):
    if word in b.refs:
        return b.refs[word]
    if word == "you":
        return m.You()
    if word == "target player":
        return b.target(m.TargetSpec("target player", None, "any"))
    if word == "target opponent":
        return b.target(m.TargetSpec("target opponent", None, "opponent"))
    if word == "each opponent":
        return m.EachOpponent()
    if word == "each player":
        return m.EachPlayer()
    if word in ("enchanted player", "enchanted opponent"):
        return m.AttachedTo()  # 702.5d
    raise NotUnderstood(word)


# --- more templates: effect families register clause patterns from cards/templates/ -------------

CLAUSES: list[tuple[re.Pattern, Callable]] = []
_templates_loaded = False


def clause(pattern: str):
    """Register a clause template: ``pattern`` must match the whole (lowercase) clause, and the
    decorated ``build(match, builder) -> list of effects`` may raise NotUnderstood to decline.
    Families of templates live in ``mtgrules/cards/templates/``, one module per family."""
    compiled = re.compile(pattern)

    def register(build: Callable) -> Callable:
        CLAUSES.append((compiled, build))
        return build
    return register


def load_templates() -> None:
    """Import the template families (each module registers its patterns)."""
    global _templates_loaded
    if not _templates_loaded:
        _templates_loaded = True
        import mtgrules.cards.templates  # noqa: F401


def _registered(s: str, b: ModeBuilder) -> list | None:
    load_templates()
    for pattern, build in CLAUSES:
        hit = pattern.fullmatch(s)
        if hit:
            mark = len(b.targets)
            try:
                return build(hit, b)
            except NotUnderstood:
                del b.targets[mark:]
    return None


def _clause(s: str, b: ModeBuilder, subject):
    """One clause -> (effects, the subject it acted through)."""
    s = s.strip()
    registered = _registered(s, b)
    if registered is not None:
        return registered, None
    # "cardname deals N damage to <recipient>"
    hit = re.fullmatch(rf"cardname deals {NUMBER} damage to (.+)", s)
    if hit:
        return [m.DealDamage(number(hit.group(1)), recipient(hit.group(2), b))], None
    # explicit player subject
    for word in _PLAYER_SUBJECTS:
        if s.startswith(word + " "):
            rest = s[len(word) + 1:]
            if word in ("that player", "its controller") and word not in b.refs:
                raise NotUnderstood(s)
            effect = _player_verb(rest, None)
            if effect is not None:
                ref = player_ref(word, b)
                return [effect(ref)], ref
    # object subject: "target creature gets ...", "cardname gains ..."
    obj = re.fullmatch(rf"(cardname|{ATTACHED}|target [a-z ,'-]+?) (gets|gains|get|gain) (.+)", s)
    if obj:
        return _object_verb(obj.group(1), obj.group(2) + " " + obj.group(3), b), None
    # a clause continuing a subject ("... and loses 2 life")
    if subject is not None:
        effect = _player_verb(s, None)
        if effect is not None:
            return [effect(subject)], subject
    # imperative: the controller does it
    return _imperative(s, b), m.You()


def _player_verb(rest: str, _):
    """A verb phrase whose subject is a player -> a function of the player reference."""
    hit = re.fullmatch(rf"draws? {NUMBER} cards?", rest)
    if hit:
        n = number(hit.group(1))
        return lambda who: m.Draw(who, n)
    hit = re.fullmatch(rf"gains? {NUMBER} life", rest)
    if hit:
        n = number(hit.group(1))
        return lambda who: m.GainLife(who, n)
    hit = re.fullmatch(rf"loses? {NUMBER} life", rest)
    if hit:
        n = number(hit.group(1))
        return lambda who: m.LoseLife(who, n)
    hit = re.fullmatch(rf"mills? {NUMBER} cards?", rest)
    if hit:
        n = number(hit.group(1))
        return lambda who: m.Mill(who, n)
    hit = re.fullmatch(rf"discards? {NUMBER} cards?( at random)?", rest)
    if hit:
        n = number(hit.group(1))
        rnd = bool(hit.group(2))
        return lambda who: m.Discard(who, n, rnd)
    return None


def recipient(text: str, b: ModeBuilder):
    if text in b.refs:
        return b.refs[text]
    if text == "each of them" and b.per_kick:
        return m.EachTarget()
    if text == "any target":
        return b.target(ANY_TARGET)
    if text == "each opponent":
        return m.EachOpponent()
    if text == "you":
        return m.You()
    if text.startswith("target "):
        spec = target_spec(text[len("target "):])
        if spec is not None:
            return b.target(spec)
    raise NotUnderstood(text)


# what an Aura, Equipment or Fortification is attached to (303.4m, 301.5f, 301.6, 702.5d)
ATTACHED = r"(?:enchanted|equipped|fortified) (?:creature|permanent|land|artifact|player|opponent)"


def object_ref(text: str, b: ModeBuilder):
    if text in b.refs:
        return b.refs[text]
    if text == "cardname":
        return m.This()
    if re.fullmatch(ATTACHED, text):
        return m.AttachedTo()
    if text.startswith("target "):
        spec = target_spec(text[len("target "):])
        if spec is not None and spec.objects is not None and spec.players is None:
            return b.target(spec)
    raise NotUnderstood(text)


_PT = r"([+-]\d+)/([+-]\d+)"


def keywords_in(text: str) -> tuple:
    """The keyword abilities in "flying", "flying and trample", "first strike, vigilance";
    NotUnderstood if the text is not a list of keywords."""
    kws = parse_keyword_line(text.replace(" and ", ", "))
    if not kws:
        raise NotUnderstood(text)
    return tuple(kws)


def until_end_of_turn(ref, power: int | None, toughness: int | None, keywords: str | None) -> list:
    """"<ref> gets +P/+T [and gains K] until end of turn" (layer 7c, 613.4c; layer 6, 613.1f);
    ``power`` None for "gains K" alone."""
    effects: list = [] if power is None else [m.ModifyPT(ref, power, toughness)]
    if keywords:
        effects.append(m.GrantKeywords(ref, keywords_in(keywords)))
    return effects


def _object_verb(subject: str, verb: str, b: ModeBuilder) -> list:
    ref = object_ref(subject, b)
    hit = re.fullmatch(rf"gets? {_PT}(?: and gains? (.+))? until end of turn", verb)
    if hit:
        return until_end_of_turn(ref, int(hit.group(1)), int(hit.group(2)), hit.group(3))
    hit = re.fullmatch(r"gains? (.+) until end of turn", verb)
    if hit:
        return until_end_of_turn(ref, None, None, hit.group(1))
    raise NotUnderstood(f"{subject} {verb}")


_COLOR = r"(?:white|blue|black|red|green|colorless)"
_TOKEN = re.compile(rf"create {NUMBER} (\d+)/(\d+) ({_COLOR}(?:(?:, | and ){_COLOR})*) ([a-z ]+?) "
                    r"(artifact )?creature tokens?(?: with (.+))?")


def _create_token(s: str) -> m.CreateToken | None:
    """"create two 1/1 white Soldier creature tokens [with flying]" (rules 111.1, 111.4)."""
    hit = _TOKEN.fullmatch(s)
    if not hit:
        return None
    count, power, toughness, colors, subtypes, artifact, keywords = hit.groups()
    kws: tuple = ()
    if keywords:
        kws = parse_keyword_line(keywords.replace(" and ", ", ")) or ()
        if not kws:
            return None
    color_set = frozenset(COLOR_WORDS[c] for c in re.split(r", | and ", colors) if c != "colorless")
    sub = tuple(word.capitalize() for word in subtypes.split())
    types = frozenset({"Creature", "Artifact"} if artifact else {"Creature"})
    spec = m.TokenSpec(" ".join(sub) + " Token", int(power), int(toughness), color_set, types, sub, kws)
    return m.CreateToken(number(count), spec)


def _imperative(s: str, b: ModeBuilder) -> list:
    hit = re.fullmatch(rf"put {NUMBER} ([+-]\d+/[+-]\d+) counters? on (cardname|target .+)", s)
    if hit:
        return [m.PutCounters(object_ref(hit.group(3), b), hit.group(2), number(hit.group(1)))]
    token = _create_token(s)
    if token is not None:
        return [token]
    if s == "sacrifice cardname":
        return [m.SacrificeThat(m.This())]
    hit = re.fullmatch(r"destroy (target .+)", s)
    if hit:
        return [m.Destroy(object_ref(hit.group(1), b))]
    hit = re.fullmatch(r"return (cardname|target .+?) to (its owner's|your) hand", s)
    if hit:
        return [m.ReturnToHand(object_ref(hit.group(1), b))]
    hit = re.fullmatch(r"choose a (color|creature type)", s)
    if hit:  # its later sentences refer to "the chosen color / type" (608.2d, 607.2d)
        return [m.ChooseAsItResolves(hit.group(1))]
    hit = re.fullmatch(r"add one mana of any color", s)
    if hit:
        return [m.AddMana((), 1)]
    hit = re.fullmatch(rf"add {NUMBER} mana of the chosen color", s)
    if hit and type(number(hit.group(1))) is int:  # linked to "choose a color" (607.2d)
        return [m.AddMana(chosen_color=number(hit.group(1)))]
    hit = re.fullmatch(rf"add {NUMBER} mana (of any one color|in any combination of colors)", s)
    if hit and type(number(hit.group(1))) is int:  # 106.1: one color chosen, or one for each
        n = number(hit.group(1))
        return [m.AddMana((), n)] if hit.group(2) == "of any one color" else [m.AddMana((), 1)] * n
    hit = re.fullmatch(r"add ((?:\{[wubrgc]\}(?:, | or |, or ))+\{[wubrgc]\})", s)
    if hit:
        return [m.AddMana(one_of=parse_mana_symbols(re.sub(r",? or |, ", "", hit.group(1)).upper()))]
    hit = re.fullmatch(r"add ((?:\{[wubrgc]\})+) for each ([a-z]+) counter on cardname", s)
    if hit:
        return [m.AddMana(parse_mana_symbols(hit.group(1).upper()), per_counter=hit.group(2))]
    hit = re.fullmatch(r"add ((?:\{[wubrgc]\})+)", s)
    if hit:
        return [m.AddMana(parse_mana_symbols(hit.group(1).upper()))]
    verb = _player_verb(s, None)
    if verb is not None:
        return [verb(m.You())]
    raise NotUnderstood(s)
