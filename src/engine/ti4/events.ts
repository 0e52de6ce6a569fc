/**
 * What happens in a TI4 game, as events: the state changes only by folding them (setup/evolve.ts). An
 * event that rolled or shuffled carries the generator's next state. `to` marks an event only its seat may
 * see (a secret objective drawn); everything else is public.
 */
import type {
  FactionId,
  Ti4ObjectiveId,
  Ti4PlanetId,
  Ti4StrategyCardId,
  Ti4SystemId,
  Ti4TechnologyId,
} from "../../content/ti4/index.ts";
import type { PositionLabel } from "../galaxy/hex.ts";
import type { Ti4Galaxy } from "../galaxy/ti4/layouts.ts";
import type { Seat } from "../kernel/types.ts";
import type { RngState } from "../rng.ts";
import type { Ti4ActionDeckEvent } from "./actionCards/deck.ts";
import type { Ti4ActionCardEvent } from "./actionCards/events.ts";
import type { Ti4ExtremeDuressEvent } from "./actionCards/extremeDuress.ts";
import type { Ti4AgendaEvent } from "./agenda/events.ts";
import type { Ti4BoardEvent } from "./board/events.ts";
import type { Ti4CombatEvent } from "./combat/events.ts";
import type { Ti4UnitAbilityRollEvent } from "./combat/unitAbilityRolls.ts";
import type { Ti4ProximaEvent } from "./factions/bastionProxima.ts";
import type { Ti4CrimsonEvent } from "./factions/crimson.commands.ts";
import type { TeDeepwroughtEvent } from "./factions/deepwrought.ts";
import type { TeRadicalAdvancementEvent } from "./factions/deepwroughtRadical.ts";
import type { TeShareKnowledgeEvent } from "./factions/deepwroughtShareKnowledge.ts";
import type { Ti4FirmamentEvent } from "./factions/firmament.commands.ts";
import type { Ti4GhostEvent } from "./factions/ghost.commands.ts";
import type { Ti4HacanEvent } from "./factions/hacanForms.ts";
import type { Ti4InfantryReturnEvent } from "./factions/infantryReturn.ts";
import type { Ti4JolnarEvent } from "./factions/jolnar.commands.ts";
import type { Ti4NekroEvent } from "./factions/nekro.ts";
import type { Ti4SingularityEvent } from "./factions/nekroSingularity.ts";
import type { Ti4ObsidianEvent } from "./factions/obsidian.commands.ts";
import type { TeDataSkimmerEvent } from "./factions/ralnelDataSkimmer.ts";
import type { Ti4YssarilEvent } from "./factions/yssaril.commands.ts";
import type { Ti4Frame } from "./frames.ts";
import type { Ti4GmEvent } from "./gm/corrections.ts";
import type { Ti4InvasionEvent } from "./invasion/events.ts";
import type { Ti4ObjectiveEvent } from "./objectives/events.ts";
import type { Ti4RoundEvent } from "./round/events.ts";
import type { Ti4SecondActionEvent } from "./round/secondAction.ts";
import type { Ti4SeatEvent } from "./seats/handOver.ts";
import type { Ti4Deck, Ti4Phase, Ti4State, Ti4UnitCounts } from "./state.ts";
import type { Ti4StatusEvent } from "./status/events.ts";
import type { Ti4StrategicEvent } from "./strategic/events.ts";
import type { Ti4TacticalEvent } from "./tactical/events.ts";
import type { Ti4TechnologyEvent } from "./technology/events.ts";
import type { Ti4AssaultCannonEvent } from "./technology/generic/assaultCannon.ts";
import type { Ti4DuraniumArmorEvent } from "./technology/generic/duraniumArmor.ts";
import type { Ti4GravitonLaserEvent } from "./technology/generic/gravitonLaser.ts";
import type { Ti4IntegratedEconomyEvent } from "./technology/generic/integratedEconomy.ts";
import type { Ti4MagenDefenseGridEvent } from "./technology/generic/magenDefenseGrid.ts";
import type { Ti4AllianceAbilityEvent } from "./thundersEdge/allianceAbilities/used.ts";
import type { TeYssarilGlimpseEvent } from "./thundersEdge/allianceAbilities/yssaril.ts";
import type { Ti4AllianceCardEvent } from "./thundersEdge/allianceCards.ts";
import type { Ti4AllianceCarryEvent } from "./thundersEdge/allianceCarry.ts";
import type { Ti4AllianceDrawEvent } from "./thundersEdge/allianceDraws.ts";
import type { Ti4AllianceExchangeEvent } from "./thundersEdge/allianceExchange.ts";
import type { Ti4CoexistEvent } from "./thundersEdge/coexist.ts";
import type { Ti4ThundersEdgeEvent } from "./thundersEdge/events.ts";
import type { Ti4TeRelicEvent } from "./thundersEdge/forms.ts";
import type { Ti4FractureEvent } from "./thundersEdge/fracture.ts";
import type { Ti4MercenaryEvent } from "./thundersEdge/galacticEvents/mercenaries.ts";
import type { Ti4MonumentEvent } from "./thundersEdge/galacticEvents/monuments.ts";
import type { Ti4TotalWarEvent } from "./thundersEdge/galacticEvents/totalWar.ts";
import type { Ti4ZealousOrthodoxyEvent } from "./thundersEdge/galacticEvents/zealousOrthodoxy.ts";
import type { Ti4GalacticEventsEvent } from "./thundersEdge/galacticEvents.ts";
import type { Ti4NeutralEvent } from "./thundersEdge/neutral.ts";
import type { Ti4ThundersEdgeSetupEvent } from "./thundersEdge/setup.ts";
import type { TeSilverFlameEvent } from "./thundersEdge/silverFlame.ts";
import type { Ti4TransactionEvent } from "./transactions/events.ts";

/** Every TI4 event: the set-up's and the strategy phase's (here), the table's (board/events.ts) and each area's. */
export type Ti4Event =
  | Ti4SetupEvent
  | Ti4BoardEvent
  | Ti4RoundEvent
  | Ti4CombatEvent
  | Ti4TacticalEvent
  | Ti4InvasionEvent
  | Ti4StrategicEvent
  | Ti4ObjectiveEvent
  | Ti4StatusEvent
  | Ti4ActionDeckEvent
  | Ti4AgendaEvent
  | Ti4TechnologyEvent
  | Ti4ActionCardEvent
  | Ti4ExtremeDuressEvent
  | Ti4TransactionEvent
  | Ti4HacanEvent
  | Ti4NekroEvent
  | Ti4SingularityEvent
  | Ti4JolnarEvent
  | Ti4InfantryReturnEvent
  | Ti4YssarilEvent
  | Ti4GmEvent
  | Ti4GhostEvent
  | Ti4SeatEvent
  | Ti4ThundersEdgeEvent
  | Ti4GalacticEventsEvent
  | Ti4ThundersEdgeSetupEvent
  | Ti4FractureEvent
  | Ti4NeutralEvent
  | Ti4TeRelicEvent
  | Ti4CrimsonEvent
  | Ti4CoexistEvent
  | TeDeepwroughtEvent
  | Ti4FirmamentEvent
  | TeShareKnowledgeEvent
  | Ti4TotalWarEvent
  | Ti4MonumentEvent
  | Ti4ObsidianEvent
  | TeRadicalAdvancementEvent
  | TeDataSkimmerEvent
  | Ti4ProximaEvent
  | TeSilverFlameEvent
  | Ti4AllianceCarryEvent
  | Ti4AllianceExchangeEvent
  | Ti4AllianceCardEvent
  | Ti4AllianceAbilityEvent
  | Ti4UnitAbilityRollEvent
  | TeYssarilGlimpseEvent
  | Ti4AllianceDrawEvent
  | Ti4ZealousOrthodoxyEvent
  | Ti4MercenaryEvent
  | Ti4MagenDefenseGridEvent
  | Ti4IntegratedEconomyEvent
  | Ti4SecondActionEvent
  | Ti4GravitonLaserEvent
  | Ti4AssaultCannonEvent
  | Ti4DuraniumArmorEvent;

export type Ti4SetupEvent =
  | { type: "gameCreated"; state: Ti4State }
  | { type: "ti4FramePushed"; frame: Ti4Frame }
  | { type: "ti4FramePopped" }
  | { type: "ti4FrameUpdated"; frame: Ti4Frame }
  /** LRR setup step 1: the speaker, chosen at random. */
  | { type: "ti4SpeakerChosen"; seat: Seat; rng: RngState }
  /** Factions dealt at random (LRR setup step 2). */
  | { type: "ti4FactionsDealt"; factions: Record<Seat, FactionId>; rng: RngState }
  | { type: "ti4FactionPicked"; seat: Seat; faction: FactionId }
  /** The whole galaxy at once: built by the balanced builder, or read from a map string. */
  | { type: "ti4GalaxyLaidOut"; galaxy: Ti4Galaxy; rng?: RngState }
  /** Tiles dealt to the players to build the galaxy, with Mecatol Rex and the hyperlanes on the board. */
  | { type: "ti4SystemsDealt"; hands: Record<Seat, Ti4SystemId[]>; galaxy: Ti4Galaxy; rng: RngState }
  | { type: "ti4SystemPlaced"; seat: Seat; tile: Ti4SystemId; position: PositionLabel }
  /** LRR setup steps 9-10: the home system, its planets and the starting units. */
  | {
      type: "ti4HomeSettled";
      seat: Seat;
      position: PositionLabel;
      planets: Ti4PlanetId[];
      space: Ti4UnitCounts;
      onPlanets: Partial<Record<Ti4PlanetId, Ti4UnitCounts>>;
    }
  | { type: "ti4TechnologiesGained"; seat: Seat; technologies: Ti4TechnologyId[] }
  | { type: "ti4GroundForcesPlaced"; seat: Seat; onPlanets: Partial<Record<Ti4PlanetId, Ti4UnitCounts>> }
  /** LRR setup step 8: every deck shuffled; what each holds is secret (the view shows sizes). */
  | {
      type: "ti4DecksShuffled";
      decks: {
        action: Ti4Deck<Ti4State["decks"]["action"]["draw"][number]>;
        agenda: Ti4Deck<Ti4State["decks"]["agenda"]["draw"][number]>;
        secretObjectives: Ti4ObjectiveId[];
        relics: Ti4State["decks"]["relics"];
      };
      rng: RngState;
    }
  /** LRR setup step 12: 5 stage I and 5 stage II objectives dealt face down, in reveal order. */
  | {
      type: "ti4PublicObjectivesDealt";
      stageOne: Ti4ObjectiveId[];
      stageTwo: Ti4ObjectiveId[];
      rng: RngState;
    }
  | { type: "ti4ObjectiveRevealed"; objective: Ti4ObjectiveId }
  | { type: "ti4SecretObjectivesDrawn"; seat: Seat; objectives: Ti4ObjectiveId[]; to: Seat }
  | { type: "ti4SecretObjectiveKept"; seat: Seat; objective: Ti4ObjectiveId; to: Seat }
  /** LRR setup step 12: the secret objectives not kept, shuffled back into their deck. */
  | { type: "ti4SecretDeckShuffled"; secretObjectives: Ti4ObjectiveId[]; rng: RngState }
  /** A phase of the round begins (LRR 40): the frame that runs it is pushed by its own rule. */
  | { type: "ti4PhaseBegan"; phase: Ti4Phase }
  /** LRR 84.1: a strategy card taken, with the trade goods that lay on it. */
  | { type: "ti4StrategyCardPicked"; seat: Seat; card: Ti4StrategyCardId; tradeGoods: number }
  /** LRR 84.2: the speaker puts 1 trade good on each card nobody took. */
  | { type: "ti4TradeGoodsOnUnchosenCards"; cards: Ti4StrategyCardId[] }
  /** The set-up is over: the first round's strategy phase is next. */
  | { type: "ti4SetupFinished" }
  /** LRR 40: the next round begins with its strategy phase. */
  | { type: "ti4RoundBegan"; round: number };

export type Ti4EventType = Ti4Event["type"];
