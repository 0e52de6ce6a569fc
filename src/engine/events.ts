/**
 * Everything that can happen in a game, as data. `evolve` (evolve.ts) applies one event to the state;
 * a replay is a fold of the events over the first one's state. Random draws carry the generator's
 * next state, so replay needs no generator and gives the same dice.
 *
 * Every event is stored for ever, with whatever it carries (a whole state in gameCreated, whole frames in
 * framePushed and frameReplaced): changing the shape of any of it takes an upcaster (upcast.ts).
 */
import type {
  ActionCardId,
  Artifact,
  CustodianToken,
  DomainCounterId,
  FacilityKind,
  ObjectiveId,
  PlanetId,
  PoliticalCardId,
  RaceId,
  StrategyCardId,
  SystemId,
  TechId,
  UnitType,
} from "../content/index.ts";
import type { Command } from "./commands.ts";
import type { Frame } from "./frames.ts";
import type { AssassinationOutcome } from "./options/assassins/attempts.ts";
import type { FleetArrival } from "./options/mineFields/board.ts";
import type { MineDie, MinesEntered } from "./options/spaceMines/board.ts";
import type { RngState } from "./rng.ts";
import type { CombatDie, RollKind, Volley } from "./rules/combat/frames.ts";
import type { PublicCorrection } from "./rules/gm/corrections.ts";
import type {
  ArtifactFace,
  CardEffectInPlay,
  GameState,
  LeaderPlace,
  Phase,
  PlayerColor,
  PositionLabel,
  Seat,
  UnitCounts,
} from "./state.ts";

export type CounterArea = "strategy" | "fleet" | "command";
export type CounterSplit = Partial<Record<CounterArea, number>>;
export type ShuffledDeck = "action" | "political" | "objectives" | "secretObjectives";

export type GameEvent =
  // ---- setup
  | { type: "gameCreated"; state: GameState }
  | { type: "deckShuffled"; deck: ShuffledDeck; cards: string[]; rng: RngState }
  | { type: "raceAssigned"; seat: Seat; race: RaceId; color: PlayerColor; rng?: RngState }
  | { type: "speakerChanged"; seat: Seat; rng?: RngState }
  | { type: "galaxyTilesPlaced"; tiles: Record<PositionLabel, SystemId>; seat?: Seat; rng?: RngState }
  | { type: "galaxyTilesDealt"; seat: Seat; tiles: SystemId[]; rng?: RngState }
  | { type: "faceDownSystemsSet"; systems: Record<PositionLabel, SystemId> }
  /** Base p.8: a player placing a second system without planets shows the hand to prove no planet system is left. */
  | { type: "galaxyHandShown"; seat: Seat; tiles: SystemId[] }
  | { type: "homeSystemPlaced"; seat: Seat; position: PositionLabel }
  | {
      type: "startingForcesPlaced";
      seat: Seat;
      position: PositionLabel;
      space: UnitCounts;
      planets: Partial<Record<PlanetId, UnitCounts>>;
      technologies: TechId[];
      counters: Record<CounterArea, number>;
      tradeContracts: [number, number];
    }
  // ---- flow
  | { type: "phaseStarted"; phase: Phase; round: number }
  | { type: "framePushed"; frame: Frame }
  | { type: "frameReplaced"; frame: Frame }
  | { type: "framePopped" }
  // ---- cards and hands
  | { type: "secretObjectiveDealt"; seat: Seat; objective: ObjectiveId }
  | { type: "actionCardsDrawn"; seat: Seat; cards: ActionCardId[] }
  | { type: "actionCardsDiscarded"; seat: Seat; cards: ActionCardId[] }
  | { type: "actionDeckReshuffled"; cards: ActionCardId[]; rng: RngState }
  | { type: "politicalCardsDrawn"; seat: Seat; cards: PoliticalCardId[] }
  // ---- economy
  | { type: "tradeGoodsGained"; seat: Seat; amount: number; reason: string }
  | { type: "tradeGoodsSpent"; seat: Seat; amount: number; reason: string }
  | { type: "commandCountersGained"; seat: Seat; counters: CounterSplit; reason: string }
  | { type: "commandCountersSpent"; seat: Seat; counters: CounterSplit; reason: string }
  | { type: "commandCountersRedistributed"; seat: Seat; counters: Record<CounterArea, number> }
  | { type: "commandCountersRemovedFromBoard" }
  | { type: "planetsExhausted"; seat: Seat; planets: PlanetId[]; reason: string }
  | { type: "planetsRefreshed"; seat: Seat; planets: PlanetId[] }
  /** RR §21 step 2; `kept`: damage not repaired (Borderlands' Capital Ships), absent in older logs. */
  | { type: "unitsRepaired"; kept?: { position: PositionLabel; seat: Seat; damaged: UnitCounts }[] }
  // ---- strategy cards
  | { type: "strategyCardPicked"; seat: Seat; card: StrategyCardId; bonus: number }
  | { type: "bonusCountersPlaced"; cards: StrategyCardId[] }
  | { type: "strategyCardPlayed"; seat: Seat; card: StrategyCardId }
  | { type: "secondaryAnswered"; seat: Seat; card: StrategyCardId; followed: boolean }
  | { type: "strategyCardsReturned" }
  | { type: "playerPassed"; seat: Seat }
  | { type: "turnSkipped"; seat: Seat }
  | { type: "resolvedByHand"; seat: Seat; what: string }
  | { type: "systemCounterRemoved"; seat: Seat; position: PositionLabel }
  // ---- GM corrections (rules/gm): the public record, and an Action Card's move for its holder alone
  | { type: "gmCorrected"; seat: Seat; correction: PublicCorrection; reason: string }
  | { type: "gmActionCardMoved"; seat: Seat; card: ActionCardId; to: "hand" | "discard" }
  /** The seat is played from now on by `userId` (rules/gm/handOver.ts); `previous` names who played it. */
  | { type: "seatHandedOver"; seat: Seat; userId: string; name: string; previous: string; reason: string }
  // ---- technology (rules/technology): a tree or race technology id, and the route it came by
  | { type: "technologyGained"; seat: Seat; technology: string; via: string }
  // ---- trade (rules/trade): values[i] is what seats[i] collects, the partner's contract
  | { type: "tradeProposed"; seat: Seat; proposal: number; partner: Seat; give: number; receive: number }
  | { type: "tradeProposalAnswered"; seat: Seat; proposal: number; accepted: boolean }
  | { type: "tradeProposalApproved"; seat: Seat; proposal: number; approved: boolean }
  | { type: "tradeProposalLapsed"; proposal: number; reason: string }
  | { type: "tradingFinished"; seat: Seat }
  | { type: "tradeAgreementFormed"; seats: [Seat, Seat]; values: [number, number] }
  | { type: "tradeAgreementBroken"; seats: [Seat, Seat]; by: Seat | null; reason: string }
  | { type: "tradeGoodsGiven"; seat: Seat; to: Seat; amount: number }
  | { type: "actionCardsGiven"; seat: Seat; to: Seat; cards: ActionCardId[]; rng?: RngState }
  // ---- strategy card abilities (rules/strategyCards)
  | { type: "diplomaticEnvoySent"; seat: Seat; target: Seat }
  | { type: "diplomacyLifted" }
  | {
      type: "commandCounterPlaced";
      seat: Seat;
      position: PositionLabel;
      from: CounterArea | null;
      reason: string;
    }
  | { type: "highAlertPlaced"; seat: Seat; position: PositionLabel }
  | { type: "highAlertMoved"; position: PositionLabel }
  | { type: "highAlertRemoved" }
  | { type: "objectivesPeeked"; seat: Seat; objectives: ObjectiveId[] }
  | { type: "ancientThroneClaimed"; seat: Seat; round: number }
  // ---- tactical and transfer actions (rules/tactical): units move between space areas and planets
  | { type: "systemActivated"; seat: Seat; position: PositionLabel; from: CounterArea | "reinforcements" }
  | {
      type: "unitsMoved";
      seat: Seat;
      from: PositionLabel;
      to: PositionLabel;
      path: PositionLabel[];
      units: UnitCounts;
      damaged?: UnitCounts;
    }
  | { type: "unitsLifted"; seat: Seat; position: PositionLabel; planet: PlanetId; units: UnitCounts }
  | { type: "unitsLanded"; seat: Seat; position: PositionLabel; planet: PlanetId; units: UnitCounts }
  | { type: "unitsProduced"; seat: Seat; position: PositionLabel; planet?: PlanetId; units: UnitCounts }
  | {
      type: "unitsPlaced";
      seat: Seat;
      position: PositionLabel;
      planet?: PlanetId;
      units: UnitCounts;
      reason: string;
    }
  | {
      type: "unitsRemoved";
      seat: Seat;
      position: PositionLabel;
      planet?: PlanetId;
      units: UnitCounts;
      damaged?: UnitCounts;
      reason: string;
    }
  | {
      type: "planetGained";
      seat: Seat;
      planet: PlanetId;
      from: Seat | null;
      exhausted: boolean;
      round: number;
    }
  | { type: "abilityUsed"; seat: Seat; ability: string; round: number }
  // ---- politics (rules/politics): the agenda under vote is in its frame; `choice` null is an abstention
  | { type: "agendaRevealed"; seat: Seat; card: PoliticalCardId; from: "deck" | "hand" }
  | { type: "agendaCancelled"; seat: Seat; card: PoliticalCardId; reason: string }
  | { type: "votesCast"; seat: Seat; choice: string | null; votes: number }
  | { type: "votesAdded"; seat: Seat; amount: number; reason: string }
  | { type: "voteDiscredited"; seat: Seat; target: Seat }
  | {
      type: "agendaResolved";
      card: PoliticalCardId;
      outcome: string | null;
      passed: boolean;
      tally: Record<string, number>;
    }
  | { type: "lawRepealed"; card: PoliticalCardId; reason: string }
  // ---- economy laws (rules/politics/economyLaws.ts): a technology handed back; a Technological Jihad die
  | { type: "technologyReturned"; seat: Seat; technology: string; reason: string }
  | { type: "technologicalJihadRolled"; seat: Seat; technology: string; die: number; rng: RngState }
  // A law of "Elect a player" changes hands (The Crown of Emphidia): rules/politics/lawEvents.ts
  | { type: "lawHolderChanged"; card: PoliticalCardId; elected: string; reason: string }
  // A directive makes a planet neutral: its card leaves the player (rules/politics/directiveEvents.ts)
  | { type: "planetReleased"; seat: Seat; planet: PlanetId; reason: string }
  // Recognize Accomplishments: a public objective's markers go; `seats` had scored it (they keep their VP)
  | { type: "objectiveMarkersCleared"; objective: ObjectiveId; seats: Seat[] }
  // A directive picks one of several tied players at random (Colonial Redistribution)
  | { type: "directiveLotDrawn"; card: PoliticalCardId; among: Seat[]; seat: Seat; rng: RngState }
  | { type: "politicalCardsDiscarded"; seat: Seat; cards: PoliticalCardId[] }
  | { type: "politicalDeckReshuffled"; cards: PoliticalCardId[]; rng: RngState }
  | { type: "politicalCardsPeeked"; seat: Seat; cards: PoliticalCardId[] }
  | { type: "politicalDeckArranged"; seat: Seat; top: PoliticalCardId; bottom: PoliticalCardId[] }
  // ---- laws and directives that act at their own moments (rules/politics/laws/, directive*.ts)
  /** A Strategy Card handed from `seat` to another player, played or not (Checks and Balances). */
  | { type: "strategyCardGiven"; seat: Seat; to: Seat; card: StrategyCardId; reason: string }
  /** Core Stability: the Status Phase's Action Cards dealt face up; cards naming an absent Strategy Card go to the discard pile. */
  | { type: "actionCardsDealtFaceUp"; cards: ActionCardId[]; discarded: ActionCardId[] }
  | { type: "actionCardTakenFaceUp"; seat: Seat; card: ActionCardId }
  /** The die a directive rolls (Ancient Artifact, Wormhole Research). */
  | { type: "directiveDieRolled"; card: PoliticalCardId; value: number; rng: RngState }
  /** Open the Trade Routes (Against): Trade Goods received handed on to the left neighbour. */
  | { type: "tradeGoodsPassedOn"; seat: Seat; to: Seat; amount: number; reason: string }
  /** Revote: the law leaves play to be put to the vote again (its agenda frame holds it meanwhile). */
  | { type: "lawRevoted"; card: PoliticalCardId }
  // ---- action cards (rules/actionCards)
  | { type: "actionCardPlayed"; seat: Seat; card: ActionCardId; target: Seat | null }
  | { type: "actionCardResolved"; seat: Seat; card: ActionCardId; cancelled: boolean }
  | { type: "actionCardSabotaged"; seat: Seat; card: ActionCardId }
  | { type: "actionWindowPassed"; seat: Seat; timing: string }
  | { type: "actionCardLostAtRandom"; seat: Seat; card: ActionCardId; rng: RngState }
  | { type: "byHandConfirmed"; seat: Seat; what: string }
  | { type: "windowPassPreferenceSet"; seat: Seat; autoPassWindows: boolean }
  // The first window this player is asked in offers to pass every window: once a game (window.ts)
  | { type: "autoPassOffered"; seat: Seat }
  // Disclosure and Synchronicity (rules/actionCards/phaseCardHands.ts): a hand or the deck is looked at in
  // private; a card is taken from the deck in private, and the deck is shuffled unseen.
  | { type: "actionCardsInspected"; seat: Seat; target: Seat; cards: ActionCardId[] }
  /** Yssaril (rules/raceStrategyAbilities.ts): another hand looked at, seen by the Yssaril player only. */
  | { type: "actionCardsPeeked"; seat: Seat; target: Seat; cards: ActionCardId[] }
  | { type: "actionDeckSearched"; seat: Seat; cards: ActionCardId[] }
  | { type: "actionCardTakenFromDeck"; seat: Seat; card: ActionCardId }
  | { type: "actionDrawPileShuffled"; cards: ActionCardId[]; rng: RngState }
  /** Strategic Flexibility: a chosen Strategy Card is swapped for one nobody took (its bonus goes as on a pick). */
  | { type: "strategyCardSwapped"; seat: Seat; gave: StrategyCardId; took: StrategyCardId }
  /**
   * Public Disgrace: the pick just made is undone. The card goes back on the table with the Bonus Counters it
   * carried, and its picker is to pick again (the Strategy Phase's turn steps back to him).
   */
  | { type: "strategyCardPutBack"; seat: Seat; card: StrategyCardId; bonus: number }
  /** Political Stability: a returned Strategy Card stays with its player into the next round. */
  | { type: "strategyCardKept"; seat: Seat; card: StrategyCardId }
  /** Usurper: the card stays in play on Mecatol Rex, out of the discard pile, until it is lost. */
  | { type: "actionCardParked"; seat: Seat; card: ActionCardId; planet: PlanetId }
  | { type: "parkedActionCardDiscarded"; card: ActionCardId; reason: string }
  /** Determine Policy: the Political deck looked through in private; the agenda chosen put on top of it. */
  | { type: "politicalDeckSearched"; seat: Seat; cards: PoliticalCardId[] }
  | { type: "politicalCardPutOnTop"; seat: Seat; card: PoliticalCardId; from: "deck" | "discard" }
  | { type: "politicalDrawPileShuffled"; cards: PoliticalCardId[]; rng: RngState }
  /** Tech Bubble: the holder of the strategic action under way may follow its secondary too. */
  | { type: "secondaryOpened"; seat: Seat; card: StrategyCardId; reason: string }
  /** A card effect that lasts (rules/actionCards/lasting.ts) begins, or ends (the oldest match is removed). */
  | { type: "cardEffectStarted"; effect: CardEffectInPlay }
  | { type: "cardEffectEnded"; effect: string; seat: Seat | null; round: number }
  /** A planet card goes back: the planet turns neutral (board cards, rules/actionCards/boardCardEvents.ts). */
  | { type: "planetLost"; seat: Seat; planet: PlanetId; reason: string }
  /**
   * Master of Fate (rules/actionCards/phaseCardFate.ts): Action Cards drawn from the top of the deck to be
   * dealt, seen by their player alone (`unusable`: cards naming a Strategy Card not in the game, drawn
   * among them and discarded, SE p.9); then each is dealt to one player, seen by the two of them.
   */
  | { type: "actionCardsSetAside"; seat: Seat; cards: ActionCardId[]; unusable: ActionCardId[] }
  | { type: "actionCardDealt"; seat: Seat; to: Seat; card: ActionCardId }
  /** A card just played goes back to its player's hand instead of the discard pile (Strategic Bombardment). */
  | { type: "actionCardReturnedToHand"; seat: Seat; card: ActionCardId }
  /** A player's answer to a card's choice (rules/actionCards/choice.ts), as given. */
  | {
      type: "cardChoiceAnswered";
      seat: Seat;
      effect: string;
      answer: Omit<Extract<Command, { type: "answerCardChoice" }>, "type" | "seat">;
    }
  // ---- combat (rules/combat): every die with the result needed, and the generator's next state
  | {
      type: "combatRolled";
      seat: Seat;
      position: PositionLabel;
      planet: PlanetId | null;
      roll: RollKind;
      dice: CombatDie[];
      hits: number;
      rng: RngState;
    }
  | { type: "unitsDamaged"; seat: Seat; position: PositionLabel; units: UnitCounts }
  | { type: "bombardmentDeclared"; seat: Seat; position: PositionLabel; planet: PlanetId; units: UnitCounts }
  | { type: "hitAssignmentPreferenceSet"; seat: Seat; autoAssignHits: boolean }
  /** Damaged ships of one player in one system are repaired (Emergency Repairs: rules/actionCards/combatCards.ts). */
  | { type: "shipsRepaired"; seat: Seat; position: PositionLabel; units: UnitCounts; reason: string }
  /** The dice waiting for casualties are changed by a card (Recheck, Shields Holding): the volleys as now. */
  | { type: "combatDiceChanged"; seat: Seat; position: PositionLabel; volleys: Volley[]; reason: string }
  // ---- Borderlands, Declarations of War and Peace (options/declarationsOfWar/): `surprise` when a peace
  // is broken by a surprise attack (its maker loses a vote for good)
  | { type: "warDeclared"; by: Seat; against: Seat; surprise: boolean }
  | { type: "peaceMade"; seats: [Seat, Seat] }
  // ---- SE Option 7, Space Mines (options/spaceMines/): `owner` null is the neutral mine (Defend the Jewel)
  | { type: "spaceMineLaid"; position: PositionLabel; owner: Seat | null; produced: boolean; reason: string }
  | { type: "spaceMinesEntered"; seat: Seat; round: number; ships: MinesEntered[] }
  | { type: "spaceMinesRolled"; seat: Seat; position: PositionLabel; dice: MineDie[]; rng: RngState }
  | { type: "spaceMineRemoved"; position: PositionLabel; owner: Seat | null; by: Seat | null; reason: string }
  // ---- TI1 Borderlands' Mine Fields (options/mineFields/)
  | { type: "mineFieldLaid"; seat: Seat; position: PositionLabel }
  /** Where the active player's ships arrived in an activation's movement (any system of it). */
  | { type: "mineFieldFleetMoved"; seat: Seat; round: number; arrived: FleetArrival[] }
  /** One field goes off under `seat`'s incoming fleet and is removed: its two dice, their sum, the hits. */
  | {
      type: "mineFieldDetonated";
      seat: Seat;
      position: PositionLabel;
      dice: number[];
      total: number;
      hits: number;
      rng: RngState;
    }
  // ---- TI1 Borderlands' Capital Planets (options/capitolPlanets/)
  /** Round 3's Status Phase opens: these players name their Capital Planets. */
  | { type: "capitalPlanetsCalled"; seats: Seat[] }
  | { type: "capitalPlanetChosen"; seat: Seat; planet: PlanetId }
  /** `by` took `from`'s Capital Planet: it is a Capital Planet no more. */
  | { type: "capitalPlanetConquered"; planet: PlanetId; from: Seat; by: Seat }
  // ---- TI1 Borderlands' Assassins (options/assassins/)
  /** Assassins sent in the Status Phase, one target each (they leave the sender's hand at once). */
  | { type: "assassinsSent"; seat: Seat; targets: Seat[] }
  /** `seat` spends one of his Assassins as a bodyguard against `against`'s coming die. */
  | { type: "bodyguardSpent"; seat: Seat; against: Seat }
  /** One attempt rolled: the die (face), whether a bodyguard stood in, what the table says. */
  | {
      type: "assassinationRolled";
      seat: Seat;
      target: Seat;
      die: number;
      bodyguard: boolean;
      outcome: AssassinationOutcome;
      rng: RngState;
    }
  /** Assassins bought after the attempts (`asked`: how many were asked for, more when they ran short). */
  | { type: "assassinsBought"; seat: Seat; count: number; asked: number }
  // ---- SE Option 6, Shock Troops (options/shockTroops.ts)
  /** Ground Forces that rolled a 10 in an Invasion Combat round become Shock Troops where they stand. */
  | { type: "shockTroopsPromoted"; seat: Seat; position: PositionLabel; planet: PlanetId; count: number }
  /** Shock Troops left with no plastic Ground Force of theirs become Ground Forces (planet absent: space). */
  | { type: "shockTroopsReverted"; seat: Seat; position: PositionLabel; planet?: PlanetId; count: number }
  /** After a successful invasion the invader's Shock Troops take the defender's structures as his own. */
  | {
      type: "structuresCaptured";
      seat: Seat;
      from: Seat;
      position: PositionLabel;
      planet: PlanetId;
      units: UnitCounts;
    }
  // ---- SE Option 13, the Custodians of Mecatol Rex (options/custodians.ts)
  | { type: "custodiansPosted"; planet: PlanetId; tokens: CustodianToken["id"][] }
  /** The Custodians' own dice, rolled by the engine for them: at the invader's ships or ground units. */
  | {
      type: "custodiansRolled";
      position: PositionLabel;
      planet: PlanetId;
      against: "ships" | "ground";
      dice: CombatDie[];
      hits: number;
      rng: RngState;
    }
  | { type: "custodiansLost"; token: CustodianToken["id"]; count: number; seat: Seat }
  /** The invader failed: the token stays, back at full strength. */
  | { type: "custodiansHeld"; token: CustodianToken["id"]; seat: Seat }
  /** The invader beat the token: it leaves the game. */
  | { type: "custodiansDefeated"; token: CustodianToken["id"]; seat: Seat }
  // ---- SE Option 9, Facilities (options/facilities.ts): a Facility Card tucked under a planet card
  | { type: "facilityBuilt"; seat: Seat; planet: PlanetId; kind: FacilityKind; round: number }
  /** It goes back to the supply: destroyed by an invasion, or its planet turned neutral (seat: who held it). */
  | { type: "facilityRemoved"; seat: Seat | null; planet: PlanetId; kind: FacilityKind; reason: string }
  /** An invasion took the planet, and the facility with it instead of destroying it (Shock Troops). */
  | { type: "facilityCaptured"; seat: Seat; from: Seat; planet: PlanetId; kind: FacilityKind; reason: string }
  // ---- objectives and the end
  | { type: "objectiveRevealed"; objective: ObjectiveId }
  | { type: "objectiveScored"; seat: Seat; objective: ObjectiveId; vp: number }
  | { type: "victoryPointsGained"; seat: Seat; amount: number; reason: string }
  /** VP a player would have gained, withheld and lost (`why`: the Homeworlds variant, RR §24.6). */
  | {
      type: "victoryPointsWithheld";
      seat: Seat;
      amount: number;
      reason: string;
      why: string;
      /** The law whose VP it was (Emperor, the Crown of Emphidia): it takes none back later. */
      law?: PoliticalCardId;
    }
  /** Age of Empire (RR §24.2): the public deck dealt face up in a row up to the game-ending card; the rest boxed. */
  | { type: "objectivesDealtFaceUp"; objectives: ObjectiveId[]; boxed: number }
  /** Age of Empire (RR §24.2): after a Status Phase the turn marker goes onto the next card of the row. */
  | { type: "turnMarkerMoved"; objective: ObjectiveId; round: number }
  | { type: "gameEnded"; winners: Seat[]; reason: string }
  // ---- the Leaders option (RR §24.4; options/leaders/): a Leader placed, moved, taken or killed; its dice
  // `faceDown`: a face-down Leader's (Hope's End's variant, options/classicHiddenLeaders.ts): view.ts tells
  // others which Leader it is not.
  | { type: "leaderMoved"; seat: Seat; leader: string; at: LeaderPlace; reason: string; faceDown?: true }
  | {
      type: "leaderDieRolled";
      seat: Seat;
      leader: string;
      value: number;
      outcome: string;
      rng: RngState;
      faceDown?: true;
      /** A face-down Leader's owner, when another player rolls for it (a rescue). */
      owner?: Seat;
    }
  /** An Agent's owner places his own PDS and Space Dock for the defender's destroyed on a planet invaded. */
  | {
      type: "agentCapturedStructures";
      seat: Seat;
      leader: string;
      position: PositionLabel;
      planet: PlanetId;
      units: UnitCounts;
    }
  /** `seat` lets fleets of `to` led by a Diplomat pass through his ships, or takes that leave back. */
  | { type: "diplomatPassageSet"; seat: Seat; to: Seat; allow: boolean }
  /** A Diplomat turned an invasion of its planet back (not again there this round or the next). */
  | { type: "diplomatShieldRaised"; seat: Seat; leader: string; planet: PlanetId; round: number }
  // ---- elimination (rules/elimination.ts, RR §22)
  | { type: "playerEliminated"; seat: Seat }
  // ---- Distant Suns (RR §24.3, SE options 11-12: options/distantSuns.ts)
  /** The counters dealt face down, by planet: engine bookkeeping that nobody sees. */
  | { type: "domainCountersDealt"; counters: Partial<Record<PlanetId, DomainCounterId>>; rng?: RngState }
  /** The planets that received a face-down counter: what everyone sees of the deal. */
  | { type: "domainCountersPlaced"; planets: PlanetId[] }
  /** Face-down counters looked at in secret (probing, Native Intelligence): seen by the player alone. */
  | { type: "domainCountersSeen"; seat: Seat; counters: Partial<Record<PlanetId, DomainCounterId>> }
  /** A counter turned face up by the player who landed there; `stays`: it remains on its planet. */
  | { type: "domainCounterRevealed"; seat: Seat; planet: PlanetId; counter: DomainCounterId; stays: boolean }
  /** A counter leaves the board: `counter` null when it goes face down, unrevealed. */
  | { type: "domainCounterDiscarded"; planet: PlanetId; counter: DomainCounterId | null; reason: string }
  | { type: "domainPlanetsProbed"; seat: Seat; position: PositionLabel; planets: PlanetId[] }
  /** A Dreadnought or War Sun razes a face-down counter: that ship may not bombard this activation. */
  | { type: "domainCounterRazed"; seat: Seat; position: PositionLabel; planet: PlanetId; ship: UnitType }
  /** Dice a counter or a razing rolls (not combat rolls): every result, and the generator's next state. */
  | { type: "domainDiceRolled"; seat: Seat; planet: PlanetId; reason: string; dice: number[]; rng: RngState }
  | { type: "lazaxSurvivorsTaken"; seat: Seat; planet: PlanetId }
  /** Razed Lazax Survivors: the razer may not vote on the next agenda; lifted once it is decided. */
  | { type: "domainVoteBarred"; seat: Seat }
  | { type: "domainVoteBarLifted"; seats: Seat[] }
  // ---- SE option 5, Artifacts (options/artifacts.ts): a planet chosen at set-up for a token
  | { type: "artifactPlanetChosen"; seat: Seat; planet: PlanetId }
  /** The tokens shuffled and laid face down on the chosen planets: what each is stays unknown to all. */
  | { type: "artifactsDealt"; tokens: Partial<Record<PlanetId, ArtifactFace>>; rng: RngState }
  /** The token turned up by the player who gained its planet; a blank (`artifact` null) is discarded. */
  | { type: "artifactRevealed"; seat: Seat; planet: PlanetId; artifact: Artifact | null }
  /** The artifact's Special Objective and its VP go to `seat` (null: nobody) from `from`. */
  | { type: "artifactHeld"; artifact: Artifact; seat: Seat | null; from: Seat | null }
  /** SE Preset Artifacts (options/presetArtifacts.ts): the four artifacts laid face up where the map marks. */
  | { type: "presetArtifactsLaid"; tokens: Partial<Record<PlanetId, Artifact>>; rng: RngState }
  // ---- SE option 14, the Voice of the Council (options/voiceOfTheCouncil.ts): the vote is in its frame
  | { type: "councilVoteCalled"; seat: Seat; card: StrategyCardId }
  | { type: "councilVotesCast"; seat: Seat; choice: Seat | null; votes: number }
  /**
   * The Objective and its VP go to `seat`, taken from `from` (null: nobody held it; `seat`: kept). `withheld`:
   * why `seat` may not take it (the Homeworlds variant); then nobody holds it.
   */
  | {
      type: "voiceOfTheCouncilElected";
      seat: Seat;
      from: Seat | null;
      tally: Record<string, number>;
      withheld?: string;
    }
  // ---- classic options (TI2 Hope's End)
  /**
   * A ship leaving a Gravity Rift rolled its die: on 1-6 the numbered side it must leave by (`side`);
   * `stays` when that side is not the way it was going, so it stays in the Rift.
   */
  | {
      type: "gravityRiftExitRolled";
      seat: Seat;
      position: PositionLabel;
      unit: UnitType;
      die: number;
      side: number | null;
      stays: boolean;
      rng: RngState;
    }
  /**
   * Hope's End Shock Troops: `seat`'s Ground Forces that rolled a 10 in the Invasion Combat round just over
   * rolled again (`dice`); each 9 or 10 earns a Shock Troop (`shockTroopsPromoted` follows, within the 8).
   */
  | {
      type: "shockTroopsRolledAgain";
      seat: Seat;
      position: PositionLabel;
      planet: PlanetId;
      dice: number[];
      rng: RngState;
    };

export type GameEventType = GameEvent["type"];

/** Card choices whose answers name a secret card: told to the player who answered alone. */
const PRIVATE_CHOICES: readonly string[] = ["synchronicity", "masterOfFate"];

/** Who may see an event: everyone, only some seats, or nobody (engine bookkeeping such as deck order). */
export type Visibility = "public" | { seats: Seat[] };

export function visibilityOf(event: GameEvent): Visibility {
  switch (event.type) {
    case "gameCreated":
    case "domainCountersDealt":
    case "deckShuffled":
    case "actionDeckReshuffled":
    case "politicalDeckReshuffled":
      return { seats: [] };
    case "faceDownSystemsSet":
    case "artifactsDealt":
      return { seats: [] };
    case "galaxyTilesDealt":
    case "secretObjectiveDealt":
    case "actionCardsDrawn":
    case "politicalCardsDrawn":
    case "politicalCardsPeeked":
    case "politicalDeckArranged":
    case "objectivesPeeked":
    case "gmActionCardMoved":
    case "domainCountersSeen":
    case "actionCardsPeeked": // Yssaril: not even the player looked at sees which cards were seen
      return { seats: [event.seat] };
    case "actionCardsGiven":
    case "actionCardDealt":
      return { seats: [event.seat, event.to] };
    case "actionCardsSetAside":
      return { seats: [event.seat] };
    case "actionCardsInspected":
      return { seats: [event.seat, event.target] };
    case "actionDeckSearched":
    case "actionCardTakenFromDeck":
      return { seats: [event.seat] };
    case "actionDrawPileShuffled":
    case "politicalDrawPileShuffled":
      return { seats: [] };
    case "politicalDeckSearched":
      return { seats: [event.seat] };
    case "cardChoiceAnswered":
      // Synchronicity: the card taken from the deck is its player's secret; Master of Fate: the card dealt.
      return PRIVATE_CHOICES.includes(event.effect) ? { seats: [event.seat] } : "public";
    default:
      return "public";
  }
}
