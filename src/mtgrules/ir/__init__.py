"""The card model: the compiled form of a card, as plain immutable data.

The oracle-text compiler (``mtgrules.cards``) turns a card's text into these values; the engine
interprets them. They are shared by every copy of a game, so nothing here is ever mutated. This
package imports nothing else of the project but ``mtgrules.records`` (the ``@record`` decorator
its classes are made with): it is the bottom of the package layering
(records <- ir <- cards <- engine <- keywords <- players, scenario, cli).
"""

from mtgrules.ir.mana_cost import (  # noqa: F401
    COLORS, COLOR_NAMES, EMPTY, ManaCost, ManaCostError, parse_mana_cost, parse_mana_symbols,
)

from mtgrules.ir.amounts import (  # noqa: F401
    PowerOf, Scaled, ThatMuch, ToughnessOf,
)
from mtgrules.ir.amounts import SpellsCastBefore  # noqa: F401  (702.40a)
from mtgrules.ir.amounts import EventAmount  # noqa: F401  (603.2, 608.2h)
from mtgrules.ir.effects import Cascade, MadnessCast, ReboundCast  # noqa: F401  (702.85a, 702.35a, 702.88a)
from mtgrules.ir.effects import ManaUse  # noqa: F401  (106.6)
from mtgrules.ir.effects import ANY_NUMBER  # noqa: F401  (701.23b)

from mtgrules.ir.refs import (  # noqa: F401
    AttachedTo, Moved, ControllerOf, DefendingPlayer, EachOpponent, EachPermanent, EachPlayer, EachTarget, EventObject, Ref,
    Recipient, TargetRef, This, You,
)

from mtgrules.ir.filters import (  # noqa: F401
    Filter, TargetSpec,
)
from mtgrules.ir.each_chooses import ChosenByThem, EachChooses  # noqa: F401  (101.4, 608.2d)

from mtgrules.ir.conditions import (  # noqa: F401
    Amount, CountOf, KickedCount, StateCondition, WasKicked,
)

from mtgrules.ir.continuous import (  # noqa: F401
    Change, DefinedPT,
    DAMAGE_BY_TOUGHNESS,
    DAMAGE_AS_UNBLOCKED,
    NO_COMBAT_DAMAGE,
)

from mtgrules.ir.counters import (  # noqa: F401  (122.1b-c, 614.1c)
    KEYWORD_COUNTERS, SHIELD, EntersWithChoice, OthersEnterWith, PutCountersOfSource,
    TokensReplaced,
)

from mtgrules.ir.effects import (  # noqa: F401
    AddMana, ApplyChange, Attach, BecomesChosen, BecomesCrewed, CantBeRegenerated, CopySpell, CounteredInstead, Conditional, Counter, CounterUnlessPays, CreateToken, CreateTokenCopy, DealDamage, Destroy, Discard, DiscardChosen, Draw, Effect, EntersUnderYourControl, ExchangeControl, Exile, ExileGraveyard, GainControl, GainLife, GrantKeywords, ImposeCombatRule, LookAtTop, LoseLife, May, Mill, ModifyPT, PayMana, PreventAllCombatDamage, PreventDamage, PutCounters, PutOntoBattlefield, Regenerate, ReturnToHand, Search, Sacrifice, SacrificeRest, ReturnChosen, SacrificeThat, SacrificeUnlessPays, SkipNextStep, SkipNextUntap, Tap, TapOrUntap, UntapChosen, TokenSpec, Transform, Unattach, Unearth,
)

from mtgrules.ir.top_cards import (  # noqa: F401
    PutInLibrary, RevealUntil, SearchNamed, Shuffle, TakeFromTop,
)
from mtgrules.ir.top_cards import ExileTopToPlay, PutFromHand, RevealHand, ShuffleInto  # noqa: F401  (601.3; 400.7; 701.20; 701.24)
from mtgrules.ir.top_cards import PlayExiled  # noqa: F401  (601.3, 116.2a, 611.2a)

from mtgrules.ir.payments import PayLife  # noqa: F401  (119.4, 118.12)
from mtgrules.ir.next_spell import NextSpellCosts  # noqa: F401  (601.2f)
from mtgrules.ir.cast_limits import (AlternativeCost, CastCountLimit, CastOnly,  # noqa: F401  (118.9; 601.3)
                                     CastSharingTopCardType)
from mtgrules.ir.combat_limits import CombatCountLimit  # noqa: F401  (508.1c, 509.1b)
from mtgrules.ir.library_play import PlayFromLibraryTop  # noqa: F401  (601.3, 305.1)
from mtgrules.ir.face_down import Manifest  # noqa: F401

from mtgrules.ir.actions import (  # noqa: F401
    Amass, BecomeMonarch, Bolster, Clash, Connive, Evolve, Explore, IncreaseSpeed, DistributeCounters, DoubleCounters, FlipCoin, GetEnergy, GetPoison, PayEnergy, Populate, Proliferate, RemoveCounters, RepeatProcess, RollDie,
)

from mtgrules.ir.statics import (  # noqa: F401
    Anthem, CantBeCountered, CombatRule, CountersReplaced, CrewsAs, EnteringCountersReplaced, EntersAsCopy, EntersTapped, EntersWith, InsteadOfGraveyard,
    CastAsThoughFlash, SkipStep, StaticAbility, MayEnterWith,
    PlayerRule,
    OthersEnterTapped,
)

from mtgrules.ir.cost_changes import CostChange  # noqa: F401

from mtgrules.ir.choices import (  # noqa: F401
    CHOICE_KINDS, CHOSEN_COLOR, CHOSEN_TYPE, COLOR_OF_YOUR_CHOICE, ChooseAsItResolves, ChooseOnEntry,
    ChooseOpponent, ChosenPlayer,
)

from mtgrules.ir.abilities import (  # noqa: F401
    Ability, ActivatedAbility, AdditionalCost, Cost, CostOption, KeywordInstance, Mode, SpellAbility, TriggeredAbility,
)

from mtgrules.ir.damage_rules import (  # noqa: F401
    DamageCantBePrevented, DamageParty, DamageReplaced, DealDividedDamage, PreventAll, PreventsDamage,
    StopPrevention,
)
from mtgrules.ir.damage_rules import DamageRedirected, RedirectNextDamage  # noqa: F401  (614.9)
from mtgrules.ir.damage_rules import PreventDividedDamage  # noqa: F401  (601.2d, 615.7)

from mtgrules.ir.classes import (  # noqa: F401
    GainLevel,
)

from mtgrules.ir.cases import (  # noqa: F401
    Solve,
)

from mtgrules.ir.delayed import (  # noqa: F401
    DELAYED_WHEN, Bound, Created, DelayedTrigger, ExiledBy, ExileUntilLeaves, Reflexive,
)

from mtgrules.ir.lasting_triggers import LASTING, DelayedWhenever  # noqa: F401  (603.7b)

from mtgrules.ir.emblems import (  # noqa: F401
    EmblemSpec, GetEmblem,
)
from mtgrules.ir.vanguard import VanguardModifiers  # noqa: F401  (902.4, 902.5)

from mtgrules.ir.turns import THAT_TURN_RULES, ExtraTurn, SkipTurns  # noqa: F401
from mtgrules.ir.land_plays import AdditionalLandPlays, PlayAdditionalLands  # noqa: F401  (305.2)
from mtgrules.ir.opening_hand import OpeningHandAction  # noqa: F401  (103.6)
from mtgrules.ir.game_results import CantGainLife, ExchangeLifeTotals, LoseGame, SetLife, WinGame  # noqa: F401  (104.2b, 104.3e, 119.5, 119.7, 701.12c)
from mtgrules.ir.lasting_player_rules import PlayerRuleFor  # noqa: F401  (611.2a, 402.2)

from mtgrules.ir.designations import Designate  # noqa: F401

from mtgrules.ir.fights import (  # noqa: F401  (701.14, 614.1a)
    DamagedThisWay, ExileDyingThisTurn, ExileIfDiesThisTurn, Fight)
from mtgrules.ir.untap_rules import UntapsDuring, UntapsSkipped  # noqa: F401  (502.3)
from mtgrules.ir.mana_triggers import TappedForManaAdds  # noqa: F401  (605.1b)
from mtgrules.ir.phasing import PhaseOut  # noqa: F401  (702.26)
from mtgrules.ir.combat_removal import RemoveFromCombat  # noqa: F401  (506.4)
from mtgrules.ir.attacking import Attacking, MyriadCopies  # noqa: F401  (508.4, 702.116a)
from mtgrules.ir.block_requirements import BlocksThis  # noqa: F401  (509.1b-c)
from mtgrules.ir.goad import Goad  # noqa: F401  (701.15)
from mtgrules.ir.for_each_opponent import EACH_TIME, ForEachOpponent, ThatOpponent  # noqa: F401  (608.2c, 601.2c)

from mtgrules.ir.card import (  # noqa: F401
    CardDef, PERMANENT_TYPES,
)

from mtgrules.ir.earlier import ManaValueOf, Plus, Sacrificed  # noqa: F401  (608.2h)

from mtgrules.ir.keyword_effects import (  # noqa: F401  (701.57a, 701.53a, 702.165a, 122.5, 702.89a, 601.2b)
    CostPaid, Discover, IfAnother, Incubate, MoveCounters, TimesPaid, UmbraArmor,
)
from mtgrules.ir.keyword_effects import Encore, EnterAttacking, ExileWarped  # noqa: F401  (702.141a, 702.49a, 702.185a-b)
from mtgrules.ir.keyword_effects import CipherCast, Encode, Learn, MiracleCast  # noqa: F401  (702.99a, 701.48a, 702.94a)
from mtgrules.ir.outside_game import RevealFromOutside  # noqa: F401  (400.11a)
from mtgrules.ir.effects import ExileTop  # noqa: F401  (406.3, 702.115a)
from mtgrules.ir.suspend import RemoveTimeCounter, SuspendCast  # noqa: F401  (702.62a)
from mtgrules.ir.bounds import bind_bounds, dynamic_bounds, without_bounds  # noqa: F401  (107.3, 608.2h)
from mtgrules.ir.entry_reveal import RevealOrEnterTapped  # noqa: F401  (614.1c, 701.20a)
from mtgrules.ir.evasion_rules import BlockedAsThoughWithout  # noqa: F401  (702.14c)
from mtgrules.ir.attachment_rules import SparedByOwnProtection  # noqa: F401  (702.16n)
from mtgrules.ir.targeting_rules import CantBeTargeted  # noqa: F401  (601.2c, 611.3)
from mtgrules.ir.sequencing import IF_DONE_ACTIONS, IfDone  # noqa: F401  (118.12, 603.12)
from mtgrules.ir.energy_paid import PayAnyEnergy  # noqa: F401  (107.14, 608.2h)
from mtgrules.ir.whole_hand import DiscardHand, ShuffleZonesInto  # noqa: F401  (701.9a, 701.24a)
from mtgrules.ir.library_position import PutTopOrBottom  # noqa: F401  (401, 608.2d)
from mtgrules.ir.graveyard_return import ReturnCardChosen  # noqa: F401  (400.7, 608.2d)
from mtgrules.ir.top_cards import Revealed  # noqa: F401  (701.20a, 608.2h)
from mtgrules.ir.top_cards import EachMayPutFromHand, PutFromHandInLibrary  # noqa: F401  (401.4, 400.7)
from mtgrules.ir.granted_flashback import GainFlashback  # noqa: F401  (702.34a, 611.2a)
from mtgrules.ir.zone_keywords import ZoneKeywords  # noqa: F401  (613.1f, 611.3)
from mtgrules.ir.demonstrate import OpponentCopies  # noqa: F401  (702.144a)
from mtgrules.ir.permanent_actions import Endure, RingTempts  # noqa: F401  (701.63, 701.54)
from mtgrules.ir.flash_sacrifice import ControllerSacrifices, SacrificedIfFlashed  # noqa: F401  (307.1, 514.3a)
from mtgrules.ir.planechase import (  # noqa: F401  (311.7, 701.31, 901.8, 101.4)
    ChaosEnsues, LastingPlanarRule, Planeswalk, PlaneswalkToRevealed, PutRevealedPlanar, RevealedChaosTriggers, RevealPlanarCards,
    ReverseTurnOrder)
from mtgrules.ir.turns import AdditionalCombat  # noqa: F401  (500.8)
from mtgrules.ir.archenemy import Abandon, OtherOpponents, SelfOrOthers, SetInMotion  # noqa: F401  (701.33, 904.11)
from mtgrules.ir.life_replacement import LIFE_GAIN_OUTCOMES, LifeGainReplaced  # noqa: F401  (614.1a, 119.3)
from mtgrules.ir.battles import LAST_DEFENSE_REMOVED, SIEGE, ChooseProtector, SiegeDefeated  # noqa: F401  (310)
