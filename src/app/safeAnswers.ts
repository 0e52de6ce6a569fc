/**
 * The answer a deadline gives for a seat that let a decision stay open for the whole deadline, for every
 * kind of decision (checked by the compiler: a new command type does not build until it is listed here).
 * Each default commits the player to as little as the rules allow: let a window pass, decline, abstain,
 * hold fire, stay, claim nothing, pass the turn. Where the rules demand a choice (a Strategy Card, an owed
 * strategic action, a discard over the hand limit) the default is a fixed, stated one; where the card or
 * procedure leaves no cautious answer, the answer Mecatol's bot would give. Each entry says its default in
 * words, for `/ti rules deadline` and the timeout notice.
 */
import {
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
  type StrategyCardId,
} from "../content/index.ts";
import type { EngineContext } from "../engine/apply.ts";
import { lawDeclines } from "../engine/bot/laws.ts";
import type { Command, CommandType, Decision, GameState, Seat } from "../engine/index.ts";
import { defaultCapital } from "../engine/options/capitolPlanets/naming.ts";
import { rulebookOf } from "../engine/rulebook.ts";
import { cardChoiceOptions } from "../engine/rules/actionCards/choice.ts";
import { excessCards } from "../engine/rules/actionCards/handLimit.ts";
import { FORFEIT } from "../engine/rules/actionCards/phaseCardGenius.ts";
import { strategicActionsOwed } from "../engine/rules/actionPhase.ts";
import { autoAssignment } from "../engine/rules/combat/hitPool.ts";
import { reinforcements } from "../engine/rules/counters.ts";
import { statusIncome } from "../engine/rules/statusPhase.ts";
import { planetName } from "./narrate/names.ts";

export interface SafeAnswer {
  /** The commands to try, most wanted first; the first one `apply` accepts is the default. */
  commands(state: GameState, decision: Decision, ctx: EngineContext): Command[];
  /** What the seat did, for "<name> timed out: <said>." */
  said: string | ((state: GameState, command: Command) => string);
  /** The default in the rules' words: "<what is asked>: <the default>". */
  rule: string;
}

/** A choice offered only beside another decision of the same seat, whose default answers for both. */
interface Beside {
  beside: string;
}

/** A command that answers no decision (engine ALWAYS_AVAILABLE): nobody waits for it. */
interface NotAsked {
  notAsked: string;
}

export type Entry = SafeAnswer | Beside | NotAsked;

const one =
  (make: (seat: Seat, decision: Decision) => Command) =>
  (_state: GameState, decision: Decision): Command[] => [make(decision.seat, decision)];

/** The bot's candidates for this decision (engine/bot/), most wanted first. */
function botAnswers(state: GameState, decision: Decision): Command[] {
  return rulebookOf(state).bot[decision.kind]?.(state, decision) ?? [];
}

/** This entry's commands first; then, should the rules refuse all of them, the bot's. */
const orBot =
  (first: SafeAnswer["commands"]): SafeAnswer["commands"] =>
  (state, decision, ctx) => [...first(state, decision, ctx), ...botAnswers(state, decision)];

function cardInPlay(state: GameState): StrategyCardId | null {
  const frame = state.stack.at(-1);
  return frame?.kind === "strategicAction" ? frame.card : null;
}

const initiativeOf = (card: string) => getStrategyCard(card as StrategyCardId).initiative;
const byInitiative = (cards: readonly string[]) =>
  [...cards].sort((a, b) => initiativeOf(a) - initiativeOf(b)) as StrategyCardId[];

/** Hits assigned as the standing automatic preference assigns them (RR §12.3; rules/combat/hitPool.ts). */
function automaticHits(state: GameState, decision: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "casualties") return [];
  return [
    { type: "assignHits", seat: decision.seat, ...autoAssignment(state, frame, decision.seat) } as Command,
  ];
}

/** Status Phase: the sheet kept as it is, the new counters into the Command Pool (Fleet Supply at least 1). */
function keepSheet(state: GameState, decision: Decision): Command[] {
  const c = state.players[decision.seat]?.counters;
  if (!c) return [];
  const income = Math.min(statusIncome(state, decision.seat), reinforcements(state, decision.seat));
  const fleet = Math.max(c.fleet, 1);
  const command = Math.max(0, c.strategy + c.fleet + c.command + income - c.strategy - fleet);
  return [
    { type: "redistributeCounters", seat: decision.seat, counters: { strategy: c.strategy, fleet, command } },
  ];
}

/** Over the hand limit: the cards drawn last go (hands keep their cards in the order drawn). */
function discardNewest(state: GameState, decision: Decision): Command[] {
  const hand = state.players[decision.seat]?.secret;
  if (!hand) return [];
  const over = excessCards(state, decision.seat);
  const newest = <T>(cards: readonly T[], n: number) => (n > 0 ? cards.slice(-n) : []);
  return [
    {
      type: "discardDownToLimit",
      seat: decision.seat,
      actionCards: newest(hand.actionCards, over.action),
      politicalCards: newest(hand.politicalCards, over.political),
    } as Command,
  ];
}

/** In a transfer action production names one of its two systems; elsewhere the system is implied. */
function produceNothing(state: GameState, decision: Decision): Command[] {
  const frame = state.stack.at(-1);
  const positions = frame?.kind === "transferAction" ? frame.positions : [];
  return [
    { type: "produceUnits", seat: decision.seat, orders: [] },
    ...positions.map(
      (position): Command => ({ type: "produceUnits", seat: decision.seat, position, orders: [] }),
    ),
  ];
}

const BESIDE_TURN =
  "offered with passing, a strategic action owed or ending the turn, whose default it takes";

/**
 * Every command type: its safe answer, or why it needs none. The safe answers are tried in this order,
 * so a seat asked several things at once gets the most cautious: a window passed before a turn is ended.
 */
export const SAFE_ANSWERS: { readonly [K in CommandType]: Entry } = {
  // Answers within a procedure: nothing is committed.
  passActionWindow: {
    commands: one((seat) => ({ type: "passActionWindow", seat })),
    said: "passed",
    rule: "an Action Card window: passed",
  },
  answerSecondary: {
    commands: (state, d) => {
      const card = cardInPlay(state);
      return card ? [{ type: "answerSecondary", seat: d.seat, card, follow: false }] : [];
    },
    said: (state) => {
      const card = cardInPlay(state);
      return `declined the secondary${card ? ` of ${getStrategyCard(card).name}` : ""}`;
    },
    rule: "a secondary ability: declined",
  },
  castVotes: {
    commands: one((seat) => ({ type: "castVotes", seat, choice: null })),
    said: "abstained",
    rule: "a vote: abstained",
  },
  vetoAgenda: {
    commands: one((seat) => ({ type: "vetoAgenda", seat, veto: false })),
    said: "did not veto",
    rule: "a veto: not used",
  },
  useLaw: { commands: lawDeclines, said: "did not use the law", rule: "a Minister asked: not used" },
  firePds: {
    commands: one((seat) => ({ type: "firePds", seat, fire: false })),
    said: "held PDS fire",
    rule: "PDS fire: held",
  },
  answerActivation: {
    commands: one((seat) => ({ type: "answerActivation", seat, cancel: false })),
    said: "let the activation stand",
    rule: "an activation that may be cancelled: let stand",
  },
  announceRetreat: {
    commands: one((seat) => ({ type: "announceRetreat", seat, to: null })),
    said: "did not retreat",
    rule: "a retreat: none announced",
  },
  useCombatAbility: {
    commands: (_state, d) =>
      (d.choices ?? []).map(
        (ability) => ({ type: "useCombatAbility", seat: d.seat, ability, use: false }) as Command,
      ),
    said: "did not use the combat ability",
    rule: "a combat ability: not used",
  },
  sabotageRuns: {
    commands: one((seat) => ({ type: "sabotageRuns", seat, runs: [] })),
    said: "sent no Fighters on sabotage runs",
    rule: "Sabotage Runs: no Fighters sent",
  },
  bombard: {
    commands: one((seat) => ({ type: "bombard", seat, dreadnoughts: 0, warSuns: 0 })),
    said: "did not bombard",
    rule: "bombardment: none",
  },
  assignHits: {
    commands: orBot(automaticHits),
    said: "hits assigned automatically (cheapest units first)",
    rule: "hits: assigned as the automatic preference does, cheapest units first",
  },
  answerTradeProposal: {
    commands: (_state, d) =>
      (d.choices ?? []).map((id) => ({
        type: "answerTradeProposal",
        seat: d.seat,
        proposal: Number(id),
        accept: false,
      })),
    said: "refused the trade proposal",
    rule: "a trade proposal: refused",
  },
  approveTradeAgreement: {
    commands: (_state, d) =>
      (d.choices ?? []).map((id) => ({
        type: "approveTradeAgreement",
        seat: d.seat,
        proposal: Number(id),
        approve: false,
      })),
    said: "did not approve the trade agreement",
    rule: "approving others' trade agreement: not approved",
  },
  finishTrading: {
    commands: one((seat) => ({ type: "finishTrading", seat })),
    said: "finished trading",
    rule: "trade negotiations: finished",
  },
  moveHighAlert: {
    commands: one((seat) => ({ type: "moveHighAlert", seat, to: null })),
    said: "left the High Alert token where it was",
    rule: "the High Alert token after ships leave its system: left where it is",
  },
  declareRelations: {
    commands: one((seat) => ({ type: "declareRelations", seat, war: [], peace: [] })),
    said: "declared neither war nor peace",
    rule: "declarations of war and peace (Status Phase, Borderlands): none",
  },
  // TI1 Borderlands' Assassins: none sent, no bodyguard spent, none hired; what is held stays held.
  sendAssassins: {
    commands: one((seat) => ({ type: "sendAssassins", seat, targets: [] })),
    said: "sent no Assassin",
    rule: "Assassins sent (Status Phase, Borderlands): none",
  },
  guardAgainstAssassin: {
    commands: one((seat) => ({ type: "guardAgainstAssassin", seat, guard: false })),
    said: "stood no bodyguard in",
    rule: "a bodyguard against an Assassin (Borderlands): none, the Assassin kept",
  },
  buyAssassins: {
    commands: one((seat) => ({ type: "buyAssassins", seat, count: 0 })),
    said: "hired no Assassin",
    rule: "Assassins hired (Status Phase, Borderlands): none",
  },
  useRefreshAbilities: {
    commands: one((seat) => ({ type: "useRefreshAbilities", seat, planets: [] })),
    said: "used no refresh ability",
    rule: "refresh abilities (Status Phase): none used",
  },
  salvageShip: {
    commands: one((seat) => ({ type: "salvageShip", seat, unit: null })),
    said: "salvaged no ship",
    rule: "Salvage Operations' purchase: none",
  },
  // SE option 7: the active player's ships cleared one of several owners' mines; no choice is safer.
  removeSpaceMine: {
    commands: orBot(() => []),
    said: (state, command) =>
      command.type === "removeSpaceMine" && command.owner !== null
        ? `cleared ${state.players[command.owner]?.name ?? "a player"}'s Space Mine, the first listed`
        : "cleared the neutral Space Mine, the first listed",
    rule: "whose Space Mine is cleared: the first owner listed",
  },
  // TI1 Borderlands: the richest planet of the Home System (options/capitolPlanets/naming.ts).
  chooseCapitalPlanet: {
    commands: (state, decision) => {
      const planet = defaultCapital(state, decision.seat) ?? decision.choices?.[0];
      return planet === undefined ? [] : [{ type: "chooseCapitalPlanet", seat: decision.seat, planet }];
    },
    said: (_state, command) =>
      command.type === "chooseCapitalPlanet"
        ? `named ${planetName(command.planet)} the Capital Planet`
        : "named a Capital Planet",
    rule: "the Capital Planet (Borderlands): the richest planet of one's Home System still held",
  },
  captureStructures: {
    commands: one((seat) => ({ type: "captureStructures", seat, capture: false })),
    said: "captured nothing with the Shock Troops",
    rule: "Shock Troops' capture after an invasion: nothing captured, the Space Docks and PDS destroyed",
  },
  scoreObjectives: {
    commands: one((seat) => ({
      type: "scoreObjectives",
      seat,
      publicObjective: null,
      secretObjective: null,
    })),
    said: "claimed no objectives",
    rule: "scoring objectives: none claimed",
  },
  redistributeCounters: {
    commands: orBot(keepSheet),
    said: "kept the command sheet, new counters to the Command Pool",
    rule: "redistributing command counters: the sheet kept, new counters to the Command Pool",
  },
  answerCardChoice: {
    // The card's rule lists its legal answers, the most cautious first (rules/actionCards/choice.ts);
    // Touch of Genius lists its payments before forfeiting, which spends nothing, so that goes first here.
    commands: (state, d) => {
      const options = cardChoiceOptions(state, d.seat);
      const forfeit = options.filter((o) => "choice" in o && o.choice === FORFEIT);
      return [...forfeit, ...options.filter((o) => !forfeit.includes(o))];
    },
    said: "gave the most cautious answer the card allows",
    rule: "a card's question: the most cautious answer the card allows",
  },
  confirmByHand: {
    commands: one((seat) => ({ type: "confirmByHand", seat })),
    said: "confirmed the effect done by hand as it stands",
    rule: "an effect done by hand: confirmed as it stands",
  },
  arrangePoliticalDeck: {
    commands: orBot((state, d) => {
      const top = state.players[d.seat]?.secret.politicalPeek?.[0];
      return top ? [{ type: "arrangePoliticalDeck", seat: d.seat, top }] : [];
    }),
    said: "put the first Political Card they looked at back on top",
    rule: "Political Cards looked at: the first one back on top",
  },
  moveUnits: {
    commands: one((seat) => ({ type: "moveUnits", seat, moves: [] })),
    said: "moved no ships",
    rule: "movement: no ships moved",
  },
  landUnits: {
    commands: one((seat) => ({ type: "landUnits", seat, landings: [] })),
    said: "landed nothing",
    rule: "landing: nothing landed",
  },
  produceUnits: {
    commands: produceNothing,
    said: "produced nothing",
    rule: "production: nothing produced",
  },
  finishTurn: {
    commands: one((seat) => ({ type: "finishTurn", seat })),
    said: "ended the turn",
    rule: "the rest of a turn: ended",
  },
  // The Yssaril keep every option by skipping (never twice running); passing gives up the round.
  skipTurn: {
    commands: one((seat) => ({ type: "skipTurn", seat })),
    said: "skipped the turn",
    rule: "a turn the Yssaril may skip: skipped",
  },
  // RR §7.5: passing is refused while a strategic action is owed; the strategic action below then plays.
  pass: {
    commands: one((seat) => ({ type: "pass", seat })),
    said: "passed",
    rule: "any other turn in the Action Phase: passed",
  },
  // Choices the rules demand: a fixed answer, stated.
  strategicAction: {
    commands: (state, d) =>
      byInitiative(strategicActionsOwed(state, d.seat).map((h) => h.card)).map((card) => ({
        type: "strategicAction",
        seat: d.seat,
        card,
      })),
    said: (_state, command) =>
      command.type === "strategicAction"
        ? `took the strategic action of ${getStrategyCard(command.card).name}, owed before passing`
        : "took the strategic action owed",
    rule: "a strategic action owed: the lowest-numbered card owed (its primary then has its own deadline)",
  },
  pickStrategyCard: {
    commands: (_state, d) =>
      byInitiative(d.choices ?? []).map((card) => ({ type: "pickStrategyCard", seat: d.seat, card })),
    said: (state, command) => {
      if (command.type !== "pickStrategyCard") return "picked a Strategy Card";
      const picked = `picked ${getStrategyCard(command.card).name}, the lowest-numbered card available`;
      const bonus = state.strategyPool.find((p) => p.card === command.card)?.bonus ?? 0;
      return bonus > 0 ? `${picked}, and took its ${bonus} Trade Good${bonus === 1 ? "" : "s"}` : picked;
    },
    rule: "a Strategy Card: the lowest-numbered card available, its bonus taken as Trade Goods",
  },
  discardDownToLimit: {
    commands: orBot(discardNewest),
    said: "discarded the cards drawn last, down to the hand limit",
    rule: "a hand over its limit: the cards drawn last discarded",
  },
  breakTie: {
    commands: orBot((_state, d) =>
      (d.choices ?? []).slice(0, 1).map((choice) => ({ type: "breakTie", seat: d.seat, choice })),
    ),
    said: "broke the tie for the first outcome listed",
    rule: "a tie the Speaker breaks: the first outcome listed",
  },
  pickRace: {
    commands: orBot((_state, d) =>
      (d.choices ?? []).map((race) => ({ type: "pickRace", seat: d.seat, race }) as Command),
    ),
    said: (_state, command) =>
      command.type === "pickRace"
        ? `took ${getRace(command.race).name}, the first race offered`
        : "took a race",
    rule: "a race in the draft: the first race offered",
  },
  placeGalaxyTile: {
    commands: orBot(() => []),
    said: (_state, command) =>
      command.type === "placeGalaxyTile"
        ? `placed ${getSystem(command.tile).name} at ${command.position}, the first placement offered`
        : "placed a system",
    rule: "a system placed in the galaxy: the first system and position offered",
  },
  // SE Option 15, Simulated Early Turns: the least the rules allow.
  claimEarlySystem: {
    commands: orBot((_state, d) => [
      { type: "claimEarlySystem", seat: d.seat, position: null },
      ...(d.choices ?? [])
        .slice(0, 1)
        .map((position) => ({ type: "claimEarlySystem", seat: d.seat, position }) as Command),
    ]),
    said: (_state, command) =>
      command.type === "claimEarlySystem" && command.position !== null
        ? `claimed ${command.position}, the first system offered`
        : "claimed no second system",
    rule: "a claim before round 1: no second system; a first one, the first system offered",
  },
  buyEarlyUnits: {
    commands: orBot((_state, d) => [{ type: "buyEarlyUnits", seat: d.seat, units: {}, technology: null }]),
    said: "bought nothing",
    rule: "buying before round 1: nothing bought",
  },
  placeEarlyUnits: {
    commands: orBot((_state, d) => [{ type: "placeEarlyUnits", seat: d.seat, placements: [] }]),
    said: (_state, command) =>
      command.type === "placeEarlyUnits" && command.placements.length === 0
        ? "kept every unit in their Home System"
        : "placed their units as Mecatol's bot would",
    rule: "placing units before round 1: everything in the Home System, or as Mecatol's bot would when it does not fit",
  },
  // Where no answer is more cautious than another: as Mecatol's bot plays it (engine/bot/).
  resolvePrimary: {
    commands: (state, d) => {
      const card = cardInPlay(state);
      const nothing: Command[] = card ? [{ type: "resolvePrimary", seat: d.seat, card, choice: {} }] : [];
      return [...nothing, ...botAnswers(state, d)];
    },
    said: (state, command) => {
      const card = cardInPlay(state);
      const primary = `resolved the primary of ${card ? getStrategyCard(card).name : "their Strategy Card"}`;
      const none = command.type === "resolvePrimary" && Object.keys(command.choice).length === 0;
      return none ? `${primary}, choosing nothing` : `${primary} as Mecatol's bot would`;
    },
    rule: "a primary ability: with no choice where the card allows none, otherwise as Mecatol's bot would",
  },
  playPoliticalCard: {
    commands: orBot(() => []),
    said: (_state, command) =>
      command.type === "playPoliticalCard"
        ? `played ${getPoliticalCard(command.card).name}, the first card in hand`
        : "played a Political Card",
    rule: "a Political Card to play as the agenda: the first in hand",
  },
  chooseSenateOption: {
    commands: orBot(() => []),
    said: "chose for the Assembly as Mecatol's bot would",
    rule: "the Assembly's choice: as Mecatol's bot would",
  },
  placeArtifact: {
    commands: orBot(() => []),
    said: (_state, command) =>
      command.type === "placeArtifact"
        ? `chose ${getPlanet(command.planet).name} for an Artifact token, as Mecatol's bot would`
        : "chose a planet for an Artifact token",
    rule: "a planet for an Artifact token: as Mecatol's bot would (the nearest to its Home System)",
  },
  callCouncilVote: {
    commands: one((seat) => ({ type: "callCouncilVote", seat, call: false })),
    said: "called no vote for the Voice of the Council",
    rule: "calling a vote for the Voice of the Council: no vote is called",
  },
  placeCounterFromSheet: {
    commands: orBot(() => []),
    said: "gave up a counter from the fullest area of the command sheet",
    rule: "a counter from the sheet (Diplomacy II): from its fullest area",
  },
  // Offered only beside a decision above.
  tacticalAction: { beside: BESIDE_TURN },
  transferAction: { beside: BESIDE_TURN },
  useActionAbility: { beside: BESIDE_TURN },
  playActionCard: { beside: "offered with a window, a turn, a vote or a secondary, whose default it takes" },
  sabotageWithAgent: {
    beside: "offered with passing the window after an Action Card, whose default it takes",
  },
  proposeTradeAgreement: { beside: "offered with finishing the negotiations" },
  breakTradeAgreement: { beside: "offered with redistributing counters in the Status Phase" },
  laySpaceMine: { beside: "offered with the production step, whose default (nothing produced) lays no mine" },
  layMineField: {
    beside: "offered with the production step, whose default (nothing produced) lays no field",
  },
  repairCapitalShips: {
    beside: "offered with the production step, whose default (nothing produced) repairs nothing",
  },
  giveActionCards: { beside: "offered with redistributing counters in the Status Phase" },
  // Sent at any moment; nobody waits for them.
  gmCorrection: { notAsked: "a game master's correction" },
  handOverSeat: { notAsked: "a seat handed over by the table's vote or a game master" },
  giveTradeGoods: { notAsked: "Trade Goods may be given at any time" },
  surpriseAttack: { notAsked: "a surprise attack breaks a peace at any time (Borderlands)" },
  setAutoAssignHits: { notAsked: "a standing preference" },
  allowDiplomatPassage: { notAsked: "leave for Diplomat-led fleets, given at any time" },
  changeLeaderShip: { notAsked: "a Leader changing ships on its owner's turn" },
  executeCaptive: { notAsked: "a captive executed by its captor, at any time (classic Leaders)" },
  setAutoPassWindows: { notAsked: "a standing preference" },
  liftTemporaryStability: { notAsked: "Temporary Stability may be lifted at any time" },
};

export function isSafeAnswer(entry: Entry): entry is SafeAnswer {
  return "commands" in entry;
}

/**
 * The kinds only ever offered beside a seat's real question (an Action Card it may play, a trade it may
 * propose): their coming and going does not change what the seat is asked (app/reminders.ts).
 */
export const OFFERED_BESIDE: ReadonlySet<CommandType> = new Set(
  (Object.entries(SAFE_ANSWERS) as [CommandType, Entry][])
    .filter(([, entry]) => "beside" in entry)
    .map(([kind]) => kind),
);
