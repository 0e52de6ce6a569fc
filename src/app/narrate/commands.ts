/**
 * A sentence for every command, told when none of its events has a public line of its own: a pass in an
 * Action Card window, a declined ability, a move of nothing, "Claim nothing". Each reads only what the
 * public may know: a card in a hand, an answer to Synchronicity or a Political Card put back is never
 * named. Typed over the whole commands union: a command added to the engine fails to compile here until
 * it gets a sentence.
 */
import type { Command, CommandType } from "../../engine/commands.ts";
import type { Ctx } from "./context.ts";
import {
  actionName,
  COUNTER_AREAS,
  cardName,
  planetName,
  planetNames,
  plural,
  politicalName,
  raceName,
  reasonText,
  systemName,
  unitsText,
} from "./names.ts";
import { votedFor } from "./politicsLines.ts";

type CommandLine<K extends CommandType> = (command: Extract<Command, { type: K }>, c: Ctx) => string | null;

const producesNothing = (m: Extract<Command, { type: "produceUnits" }>) =>
  m.orders.length === 0 && m.spaceDock === undefined && (m.facilities ?? []).length === 0;

/** null only for a personal setting, which its player alone is told (private.ts). */
const COMMAND_LINES: { [K in CommandType]: CommandLine<K> } = {
  // ---- setup and the round
  pickRace: (m, c) => `${c.who(m.seat)} picks ${raceName(m.race)}.`,
  placeArtifact: (m, c) => `${c.who(m.seat)} chooses ${planetNames([m.planet])} for an Artifact token.`,
  placeGalaxyTile: (m, c) => `${c.who(m.seat)} places ${systemName(m.tile)} at ${m.position}.`,
  claimEarlySystem: (m, c) =>
    m.position === null
      ? `${c.who(m.seat)} claims no second system.`
      : `${c.who(m.seat)} claims ${c.at(m.position)}.`,
  buyEarlyUnits: (m, c) => {
    const units = unitsText(m.units) === "no units" ? "" : unitsText(m.units);
    const bought = [units, m.technology ? "a technology" : ""].filter(Boolean).join(" and ");
    return `${c.who(m.seat)} buys ${bought || "nothing"} before round 1.`;
  },
  placeEarlyUnits: (m, c) =>
    m.placements.length === 0
      ? `${c.who(m.seat)} keeps every unit in their Home System.`
      : `${c.who(m.seat)} places their units before round 1.`,
  pickStrategyCard: (m, c) => `${c.who(m.seat)} takes ${cardName(m.card)}.`,
  strategicAction: (m, c) => `${c.who(m.seat)} takes the strategic action of ${cardName(m.card)}.`,
  tacticalAction: (m, c) => `${c.who(m.seat)} takes a tactical action at ${c.at(m.position)}.`,
  transferAction: (m, c) =>
    `${c.who(m.seat)} takes a transfer action between ${c.at(m.from)} and ${c.at(m.to)}.`,
  pass: (m, c) => `${c.who(m.seat)} passes.`,
  skipTurn: (m, c) => `${c.who(m.seat)} skips this turn.`,
  scoreObjectives: (m, c) =>
    m.publicObjective === null && m.secretObjective === null && !m.morePublicObjectives?.length
      ? `${c.who(m.seat)} scores no objective this round.`
      : `${c.who(m.seat)} claims objectives.`,
  redistributeCounters: (m, c) =>
    `${c.who(m.seat)} arranges command counters: ${m.counters.strategy} Strategy, ${m.counters.fleet} Fleet, ${m.counters.command} Command.`,
  useRefreshAbilities: (m, c) =>
    m.planets.length === 0
      ? `${c.who(m.seat)} uses no refresh ability.`
      : `${c.who(m.seat)} uses the refresh abilities of ${planetNames(m.planets)}.`,
  // ---- Strategy Cards
  resolvePrimary: (m, c) => `${c.who(m.seat)} resolves the primary ability of ${cardName(m.card)}.`,
  answerSecondary: (m, c) =>
    m.follow
      ? `${c.who(m.seat)} follows ${cardName(m.card)}.`
      : `${c.who(m.seat)} declines the secondary ability of ${cardName(m.card)}.`,
  placeCounterFromSheet: (m, c) =>
    `${c.who(m.seat)} gives up a command counter from ${COUNTER_AREAS[m.area]}.`,
  moveHighAlert: (m, c) =>
    m.to === null
      ? `${c.who(m.seat)} leaves the High Alert token where it is.`
      : `${c.who(m.seat)} takes the High Alert token along to ${c.at(m.to)}.`,
  // ---- tactical and transfer actions
  moveUnits: (m, c) =>
    m.moves.length === 0 ? `${c.who(m.seat)} moves no units.` : `${c.who(m.seat)} moves units.`,
  landUnits: (m, c) =>
    m.landings.length === 0 ? `${c.who(m.seat)} lands no units.` : `${c.who(m.seat)} lands units.`,
  produceUnits: (m, c) =>
    producesNothing(m)
      ? `${c.who(m.seat)} produces nothing.`
      : m.orders.length === 0 && m.spaceDock === undefined
        ? `${c.who(m.seat)} builds Facilities.`
        : `${c.who(m.seat)} produces units.`,
  // ---- TI1 Borderlands (classic options)
  declareRelations: (m, c) => {
    const names = (seats: readonly number[]) => seats.map((s) => c.who(s)).join(", ");
    const parts = [
      m.war.length > 0 ? `declares war on ${names(m.war)}` : "",
      m.peace.length > 0 ? `offers peace to ${names(m.peace)}` : "",
    ].filter(Boolean);
    return `${c.who(m.seat)} ${parts.length > 0 ? parts.join(" and ") : "declares neither war nor peace"}.`;
  },
  surpriseAttack: (m, c) => `${c.who(m.seat)} breaks the peace with ${c.who(m.against)}: a surprise attack!`,
  layMineField: (m, c) => `${c.who(m.seat)} lays a Mine Field${m.position ? ` at ${c.at(m.position)}` : ""}.`,
  repairCapitalShips: (m, c) =>
    `${c.who(m.seat)} repairs ${unitsText(m.units)}${m.position ? ` at ${c.at(m.position)}` : ""}.`,
  chooseCapitalPlanet: (m, c) => `${c.who(m.seat)} names ${planetName(m.planet)} the Capital Planet.`,
  sendAssassins: (m, c) =>
    m.targets.length === 0
      ? `${c.who(m.seat)} sends no Assassin.`
      : `${c.who(m.seat)} names the Assassins' targets.`,
  guardAgainstAssassin: (m, c) =>
    m.guard ? `${c.who(m.seat)} stands a bodyguard in.` : `${c.who(m.seat)} stands no bodyguard in.`,
  buyAssassins: (m, c) =>
    m.count === 0 ? `${c.who(m.seat)} hires no Assassin.` : `${c.who(m.seat)} asks to hire Assassins.`,
  laySpaceMine: (m, c) => `${c.who(m.seat)} lays a Space Mine${m.position ? ` at ${c.at(m.position)}` : ""}.`,
  removeSpaceMine: (m, c) =>
    `${c.who(m.seat)} clears ${m.owner === null ? "the neutral" : `${c.who(m.owner)}'s`} Space Mine.`,
  answerActivation: (m, c) =>
    m.cancel
      ? `${c.who(m.seat)} cancels the activation (Diplomats).`
      : `${c.who(m.seat)} lets the activation stand (Diplomats).`,
  finishTurn: (m, c) => `${c.who(m.seat)} ends the turn.`,
  useActionAbility: (m, c) => `${c.who(m.seat)} uses ${reasonText(m.ability)}.`,
  // ---- combat
  firePds: (m, c) => (m.fire ? `${c.who(m.seat)} fires PDS.` : `${c.who(m.seat)} holds PDS fire.`),
  assignHits: (m, c) => `${c.who(m.seat)} assigns the hits.`,
  announceRetreat: (m, c) =>
    m.to === null
      ? `${c.who(m.seat)} does not retreat.`
      : `${c.who(m.seat)} announces a retreat to ${c.at(m.to)}.`,
  bombard: (m, c) =>
    m.dreadnoughts + m.warSuns === 0 ? `${c.who(m.seat)} does not bombard.` : `${c.who(m.seat)} bombards.`,
  useCombatAbility: (m, c) => `${c.who(m.seat)} ${m.use ? "uses" : "does not use"} ${reasonText(m.ability)}.`,
  salvageShip: (m, c) =>
    m.unit === null
      ? `${c.who(m.seat)} salvages no ship.`
      : `${c.who(m.seat)} salvages ${unitsText({ [m.unit]: 1 })} (Salvage Operations).`,
  captureStructures: (m, c) =>
    m.capture ? `${c.who(m.seat)} captures with the Shock Troops.` : `${c.who(m.seat)} captures nothing.`,
  setAutoAssignHits: () => null,
  sabotageRuns: (m, c) =>
    m.runs.length === 0
      ? `${c.who(m.seat)} sends no Fighters on sabotage runs.`
      : `${c.who(m.seat)} sends ${plural(
          m.runs.reduce((a, b) => a + b, 0),
          "Fighter",
        )} on sabotage runs at ${plural(m.runs.length, "War Sun")}.`,
  // ---- politics
  callCouncilVote: (m, c) =>
    m.call
      ? `${c.who(m.seat)} calls a vote for the Voice of the Council.`
      : `${c.who(m.seat)} calls no vote for the Voice of the Council.`,
  castVotes: (m, c) =>
    m.choice === null ? `${c.who(m.seat)} abstains.` : `🗳 ${c.who(m.seat)} votes ${votedFor(m.choice, c)}.`,
  breakTie: (m, c) => `${c.who(m.seat)} breaks the tie: ${c.option(m.choice)}.`,
  vetoAgenda: (m, c) =>
    m.veto ? `${c.who(m.seat)} vetoes the agenda.` : `${c.who(m.seat)} does not veto the agenda.`,
  playPoliticalCard: (m, c) => `${c.who(m.seat)} plays a Political Card.`,
  arrangePoliticalDeck: (m, c) => `${c.who(m.seat)} puts the Political Cards back.`,
  chooseSenateOption: (m, c) =>
    m.option === "a"
      ? `${c.who(m.seat)} takes the Speaker token and names ${c.who(m.target)} to play the agenda (Assembly).`
      : `${c.who(m.seat)} names ${c.who(m.target)} Speaker and plays the agenda (Assembly).`,
  useLaw: (m, c) => `${c.who(m.seat)} ${m.use ? "uses" : "does not use"} ${politicalName(m.card)}.`,
  // ---- Action Cards
  playActionCard: (m, c) => `🃏 ${c.who(m.seat)} plays ${actionName(m.card)}.`,
  passActionWindow: (m, c) => `${c.who(m.seat)} plays no Action Card now.`,
  allowDiplomatPassage: (m, c) =>
    m.allow
      ? `${c.who(m.seat)} lets ${c.who(m.to)}'s Diplomats lead fleets through their ships.`
      : `${c.who(m.seat)} takes back the leave for ${c.who(m.to)}'s Diplomats.`,
  changeLeaderShip: (m, c) => `${c.who(m.seat)} moves a Leader over to another ship.`,
  executeCaptive: (m, c) => `${c.who(m.seat)} executes a captive Leader.`,
  sabotageWithAgent: (m, c) => `${c.who(m.seat)} gives up an Agent to cancel the Action Card just played.`,
  discardDownToLimit: (m, c) => `${c.who(m.seat)} discards down to the hand limit.`,
  confirmByHand: (m, c) => `${c.who(m.seat)} confirms it is carried out.`,
  answerCardChoice: (m, c) => `${c.who(m.seat)} answers the card's choice.`,
  setAutoPassWindows: () => null,
  liftTemporaryStability: (m, c) =>
    `${c.who(m.seat)} discards ${plural(m.cards.length, "Action Card")} to lift Temporary Stability.`,
  // ---- trade
  proposeTradeAgreement: (m, c) => `${c.who(m.seat)} proposes a trade agreement to ${c.who(m.partner)}.`,
  answerTradeProposal: (m, c) =>
    `${c.who(m.seat)} ${m.accept ? "accepts" : "refuses"} trade proposal #${m.proposal}.`,
  approveTradeAgreement: (m, c) =>
    `${c.who(m.seat)} ${m.approve ? "approves" : "vetoes"} trade proposal #${m.proposal}.`,
  finishTrading: (m, c) => `${c.who(m.seat)} is done trading.`,
  breakTradeAgreement: (m, c) => `${c.who(m.seat)} breaks the trade agreement with ${c.who(m.partner)}.`,
  giveTradeGoods: (m, c) => `${c.who(m.seat)} gives ${c.who(m.to)} ${plural(m.amount, "Trade Good")}.`,
  giveActionCards: (m, c) =>
    `${c.who(m.seat)} gives ${c.who(m.to)} ${plural(m.cards.length, "Action Card")}.`,
  // ---- GM corrections (the correction's own event tells what changed)
  gmCorrection: (m, c) => `🛠 GM correction for ${c.who(m.seat)}: ${m.reason}`,
  // Told after the event: the seat already carries the new player's name.
  handOverSeat: (m, c) => `${c.who(m.seat)} takes the seat over: ${m.reason}`,
};

/** Commands that only change their player's own settings: told to that player alone, never publicly. */
export const PERSONAL_SETTING_COMMANDS: ReadonlySet<CommandType> = new Set<CommandType>([
  "setAutoPassWindows",
  "setAutoAssignHits",
]);

type Quiet<K extends CommandType> = (command: Extract<Command, { type: K }>) => boolean;

/**
 * Commands whose act no event of theirs tells (a pass in an Action Card window, a decline, a claim of
 * nothing, a strategic action begun): their sentence comes first even when what follows has lines of its
 * own, so the last player to answer is told like the others.
 */
const QUIET: { [K in CommandType]?: Quiet<K> } = {
  strategicAction: () => true,
  passActionWindow: () => true,
  scoreObjectives: (m) =>
    m.publicObjective === null && m.secretObjective === null && !m.morePublicObjectives?.length,
  moveUnits: (m) => m.moves.length === 0,
  landUnits: (m) => m.landings.length === 0,
  produceUnits: (m) => producesNothing(m),
  answerActivation: (m) => !m.cancel,
  firePds: (m) => !m.fire,
  announceRetreat: (m) => m.to === null,
  bombard: (m) => m.dreadnoughts + m.warSuns === 0,
  useCombatAbility: (m) => !m.use,
  useRefreshAbilities: (m) => m.planets.length === 0,
  moveHighAlert: (m) => m.to === null,
  salvageShip: (m) => m.unit === null,
  captureStructures: (m) => !m.capture,
  sabotageRuns: (m) => m.runs.length === 0,
  vetoAgenda: (m) => !m.veto,
  useLaw: (m) => !m.use,
  claimEarlySystem: (m) => m.position === null,
  buyEarlyUnits: () => true,
  declareRelations: () => true,
  // The attempts and the hiring are told when all have answered (assassinsSent, assassinsBought).
  sendAssassins: () => true,
  buyAssassins: () => true,
};

/** True when the command's own act is told by no event, whatever follows it. */
export function isQuiet(command: Command): boolean {
  const quiet = QUIET[command.type] as Quiet<CommandType> | undefined;
  return quiet?.(command as never) === true;
}

/** Every command type the table knows (all of CommandType, as the table's type demands). */
export const TOLD_COMMAND_TYPES: readonly CommandType[] = Object.keys(COMMAND_LINES) as CommandType[];

/**
 * The sentence for a command, when its events told nothing. A command of a type this code does not
 * know (from a log of other code) still names its player.
 */
export function commandLine(command: Command, c: Ctx): string | null {
  const line = COMMAND_LINES[command.type] as CommandLine<CommandType> | undefined;
  return line ? line(command as never, c) : `${c.who(command.seat)} makes a move.`;
}
