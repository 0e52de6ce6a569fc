/**
 * When a card in hand could be played at the moment a window opens (RR §19): the moments a window serves
 * (its own timing and those of `ALSO_OPEN`, and "at any moment"), and, in one table by effect key, what
 * else a card needs then (`PLAYABLE_WHEN`). A window asks only players holding a card playable at its
 * moment (window.ts); the card's own check still decides each play.
 *
 * A precondition is a necessary condition, never a stricter one: it must hold whenever the card's check
 * could accept some play now, whatever the player names.
 * When in doubt it says yes: a player asked for nothing passes, a player not asked loses a play. A card
 * the table does not list is playable whenever its timing matches, so a new card needs no entry to be
 * asked about; adding one only spares the players it cannot serve.
 */
import {
  type ActionCardId,
  type ActionTiming,
  getActionCard,
  getStrategyCard,
} from "../../../content/index.ts";
import { rulebookOf } from "../../rulebook.ts";
import type { GameState, Seat } from "../../state.ts";
import { type Battle, type BattleKind, currentBattle, guardsBattle, opponentIn } from "../combat/battle.ts";
import { SHIP_TYPES, unitsAt } from "../combat/forces.ts";
import { activationUnderWindow, docksInRange } from "../combat/shipsMovedIn.ts";
import { reinforcements } from "../counters.ts";
import { player } from "../players.ts";
import { agreementsOf } from "../trade/agreements.ts";
import { docksInSystem, enemyShipsPresent } from "../units.ts";
import { cardAnswered, casualtiesUnder, minesAboutToRoll, pdsDiceAt } from "./underWindow.ts";

/**
 * Timings a window of another timing also serves, because they describe the same moment: the first
 * window of a phase is also "at any point" of it; the window before a battle is also the one before its
 * first round; after every vote, a card played "right after another player's vote" still applies.
 */
const ALSO_OPEN: Partial<Record<ActionTiming, readonly ActionTiming[]>> = {
  strategyPhaseStart: ["strategyPhase"],
  strategyPhaseEnd: ["strategyPhase"],
  statusPhaseBeforeDraw: ["statusPhase"],
  beforeSpaceBattle: ["beforeCombatRound"],
  beforeInvasionCombat: ["beforeCombatRound"],
  afterVotesCast: ["voting"],
  // Council Dissolved (phaseCards.ts): "right after the Political primary is used" is this window, the
  // one moment before its agenda is drawn; the other cards of that timing refuse it by their checks.
  beforeAgendaDrawn: ["afterStrategyPrimary"],
};

/** The timings a window of `timing` serves. */
export function windowTimings(timing: ActionTiming): ActionTiming[] {
  return [timing, ...(ALSO_OPEN[timing] ?? [])];
}

/** Timings played wherever a play is offered: "at any moment", and Touch of Genius (a copied card's). */
export const PLAYED_ANYWHERE: readonly ActionTiming[] = ["anytime", "asCopiedCard"];

/** What a card needs at this moment besides its timing (`moment`: the timing of the window open). */
export type Playable = (state: GameState, seat: Seat, moment: ActionTiming) => boolean;

/** The battle going on when the player fights in it (of the kind asked), as the combat cards need. */
function fighting(state: GameState, seat: Seat, kind?: BattleKind): Battle | null {
  const battle = currentBattle(state);
  if (!battle || (kind && battle.kind !== kind)) return null;
  return seat === battle.attacker || seat === battle.defender ? battle : null;
}

const inBattle =
  (kind?: BattleKind): Playable =>
  (state, seat) =>
    fighting(state, seat, kind) !== null;

/**
 * In a battle the player fights, or in his fight against the Custodians (SE Option 13): for the cards that
 * act on his own units or dice only (combat/battle.ts guardsBattle).
 */
const inBattleOrGuards: Playable = (state, seat) =>
  fighting(state, seat) !== null || guardsBattle(state)?.attacker === seat;

/** "Just before a Space Battle": the battle's first round is still to come. */
const beforeSpaceBattle: Playable = (state, seat) => fighting(state, seat, "spaceBattle")?.starting === true;

/** The player's ships of one type in the battle's system. */
function shipsThere(state: GameState, battle: Battle, seat: Seat, type: "dreadnought" | "warSun"): number {
  return unitsAt(state, battle.position, null, seat).units[type] ?? 0;
}

/** The player of the tactical action under way (who activated, who takes planets). */
function activePlayer(state: GameState): Seat | null {
  const action = state.stack.findLast((f) => f.kind === "tacticalAction");
  return action?.kind === "tacticalAction" ? action.seat : null;
}

/** The agenda on the council's table, if any. */
function agendaUp(state: GameState) {
  const agenda = state.stack.findLast((f) => f.kind === "agenda");
  return agenda?.kind === "agenda" ? agenda : null;
}

/** The strategic action under way, if any. */
function strategicAction(state: GameState) {
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  return action?.kind === "strategicAction" ? action : null;
}

/** The player has a damaged Dreadnought or War Sun somewhere on the board (Emergency Repairs). */
function damagedCapitalShip(state: GameState, seat: Seat): boolean {
  return Object.keys(state.board).some((position) => {
    const damaged = unitsAt(state, position, null, seat).damaged;
    return (damaged.dreadnought ?? 0) + (damaged.warSun ?? 0) > 0;
  });
}

/** Friendly Fire: the enemy in the battle has more Fighters than other ships. */
const enemyFighterHeavy: Playable = (state, seat) => {
  const battle = fighting(state, seat, "spaceBattle");
  if (!battle) return false;
  const units = unitsAt(state, battle.position, null, opponentIn(battle, seat)).units;
  const others = SHIP_TYPES.filter((t) => t !== "fighter").reduce((n, t) => n + (units[t] ?? 0), 0);
  return (units.fighter ?? 0) > others;
};

/** The enemy fleet that just moved in, when it is another player's (Minelayers, Battlestation). */
function enemyMovedIn(state: GameState, seat: Seat) {
  const moved = activationUnderWindow(state);
  return moved && moved.seat !== seat ? moved : null;
}

/**
 * Touch of Genius: the discard pile holds another card whose timing this moment serves, which it may repeat
 * (an effect the engine carries out, never Sabotage: phaseCardGenius.ts).
 */
const copiable: Playable = (state, _seat, moment) => {
  const timings = [...windowTimings(moment), "anytime"];
  const automated = rulebookOf(state).actionCards;
  return state.decks.action.discard.some((card) => {
    const copied = getActionCard(card);
    return (
      !["touchOfGenius", "sabotage"].includes(copied.effect) &&
      automated[copied.effect] !== undefined &&
      timings.includes(copied.timing)
    );
  });
};

/**
 * Ruinous Tariffs: a trade partner to take from. Its window asks only the partners of the player who just
 * collected (trade/incomeWindows.ts); the card's check names him. The base card also needs the collection
 * to be the Trade secondary's.
 */
const hasPartner: Playable = (state, seat) => agreementsOf(state, seat).length > 0;

/** The Trade secondary's collections under way (Commerce, RR §6): the moment of the base Ruinous Tariffs. */
export function tradeSecondaryCollects(state: GameState): boolean {
  const action = strategicAction(state);
  return action?.step === "secondaries" && getStrategyCard(action.card).family === "trade";
}

/**
 * The one table of preconditions, by effect key (the cards' `effect` in content/actionCards*.ts). Each
 * names the card it serves and mirrors the part of its check that needs no named target.
 */
export const PLAYABLE_WHEN: Readonly<Record<string, Playable>> = {
  // ---- in a battle the player fights (combat/*.ts: "a battle you are in")
  moraleBoost: inBattleOrGuards,
  recheck: inBattleOrGuards,
  communicationsBreakdown: inBattle("spaceBattle"),
  courageousToTheEnd: inBattle("spaceBattle"),
  destroyDamagedShip: inBattle("spaceBattle"),
  experimentalWeaponry: inBattle("spaceBattle"),
  flankingTactic: inBattle("spaceBattle"),
  militaryForesight: inBattle("spaceBattle"),
  // The moment right after combat dice is judged before their casualties step exists (casualties.ts):
  // whether the enemy's dice hit the player is left to the card's check.
  shieldsHolding: inBattle("spaceBattle"),
  fighterPrototype: beforeSpaceBattle,
  targetTheirFlagship: beforeSpaceBattle,
  // Into the Breach: one of the player's Dreadnoughts leads his fleet.
  intoTheBreach: (state, seat) => {
    const battle = fighting(state, seat, "spaceBattle");
    return battle?.starting === true && shipsThere(state, battle, seat, "dreadnought") > 0;
  },
  ruleByTerror: (state, seat) => {
    const battle = fighting(state, seat, "spaceBattle");
    if (!battle?.starting) return false;
    return (
      shipsThere(state, battle, seat, "warSun") > 0 || shipsThere(state, battle, seat, "dreadnought") >= 2
    );
  },
  friendlyFire: enemyFighterHeavy,
  // Skilled Retreat: a Command Counter from reinforcements goes on the system retreated to.
  skilledRetreat: (state, seat) =>
    fighting(state, seat, "spaceBattle") !== null && reinforcements(state, seat) > 0,
  chemicalWarfare: (state, seat) => {
    const battle = fighting(state, seat, "invasion");
    return (
      battle?.starting === true &&
      battle.attacker === seat &&
      shipsThere(state, battle, seat, "dreadnought") > 0
    );
  },
  dugIn: (state, seat) => fighting(state, seat, "invasion")?.defender === seat,
  // Direct Hit! (base): any player but the owner of the ship just damaged, in a Space Battle.
  destroyDamagedCapitalShip: (state) => currentBattle(state)?.kind === "spaceBattle",
  // ---- right after an enemy fleet moves in (combat/minelayers.ts, combat/experimentalBattlestation.ts)
  minelayers: (state, seat) => {
    const moved = enemyMovedIn(state, seat);
    return moved !== null && (unitsAt(state, moved.position, null, seat).units.cruiser ?? 0) > 0;
  },
  experimentalBattlestation: (state, seat) => {
    const moved = enemyMovedIn(state, seat);
    const range = moved ? docksInRange(state, seat, moved.position) : { own: 0, adjacent: 0 };
    return range.own + range.adjacent > 0;
  },
  // ---- the tactical action's own player, or the one whose planet it takes (boardCardMovement.ts,
  // boardCardTaken.ts; Surprise Assault, boardCardAssault.ts: a dock of his blockaded there)
  flankSpeed: (state, seat) => activePlayer(state) === seat,
  inTheSilenceOfSpace: (state, seat) => activePlayer(state) === seat,
  surpriseAssault: (state, seat) => {
    const action = state.stack.findLast((f) => f.kind === "tacticalAction");
    if (action?.kind !== "tacticalAction" || action.seat !== seat) return false;
    return enemyShipsPresent(state, action.position, seat) && docksInSystem(state, action.position, seat) > 0;
  },
  rareMineral: (state, seat) => activePlayer(state) === seat,
  reparations: (state, seat) => {
    const taker = activePlayer(state);
    return taker !== null && taker !== seat;
  },
  // Star of Death (boardCardRadiation.ts): a War Sun of the player's in the system whose landings begin.
  starOfDeath: (state, seat) => {
    const action = state.stack.findLast((f) => f.kind === "tacticalAction");
    if (action?.kind !== "tacticalAction") return false;
    return (unitsAt(state, action.position, null, seat).units.warSun ?? 0) > 0;
  },
  // ---- at any moment, when there is something to do it to
  emergencyRepairs: damagedCapitalShip,
  masterOfTrade: (state, seat) =>
    agreementsOf(state, seat).length >= 2 &&
    Object.values(player(state, seat).planets).some((p) => p?.exhausted),
  // Faulty Targeting Systems: an opponent's Minelayers just played to void, his PDS dice just rolled at
  // the player, or (Space Mines) a mine about to go off under the player's ships. Whether a window is due
  // after dice is asked before their casualties step is pushed: then the dice cannot be read yet, and it
  // says yes.
  faultyTargetingSystems: (state, seat, moment) => {
    const card = cardAnswered(state, "faultyTargetingSystems");
    const minelayers =
      card !== null && getActionCard(card.card).effect === "minelayers" && card.seat !== seat;
    const diceToCome = moment === "afterCombatRoll" && casualtiesUnder(state) === null;
    const mines = minesAboutToRoll(state, seat) !== null;
    return minelayers || diceToCome || mines || pdsDiceAt(state, seat).length > 0;
  },
  touchOfGenius: copiable,
  // ---- right after a trade partner collects (phaseCardTrade.ts)
  ruinousTariffs: hasPartner,
  ruinousTariffsOriginal: (state, seat, moment) =>
    hasPartner(state, seat, moment) && tradeSecondaryCollects(state),
  // ---- the Strategy Phase and the Strategy Cards (phaseCards.ts, phaseCardStrategy.ts)
  // Public Disgrace (phaseCardDisgrace.ts): on another player's pick, while he still holds the card.
  publicDisgrace: (state, seat) => {
    const phase = state.stack.findLast((f) => f.kind === "strategyPhase");
    const pick = phase?.kind === "strategyPhase" ? phase.lastPick : undefined;
    if (!pick || pick.seat === seat) return false;
    return player(state, pick.seat).strategyCards.some((held) => held.card === pick.card);
  },
  usurper: (state, seat) => "mecatol-rex" in player(state, seat).planets,
  strategicFlexibility: (state, seat) => player(state, seat).strategyCards.length > 0,
  politicalStability: (state, seat) =>
    player(state, seat).strategyCards.some(
      (held) => !["imperial", "initiative"].includes(getStrategyCard(held.card).family),
    ),
  firstStrike: (state, seat) => {
    const phase = state.stack.findLast((f) => f.kind === "actionPhase");
    return phase?.kind === "actionPhase" && phase.order[phase.current] !== seat;
  },
  policyParalysis: (state, seat) => {
    const action = strategicAction(state);
    return action?.step === "secondaries" && action.awaiting.some((s) => s !== seat);
  },
  techBubble: (state, seat) => {
    const action = strategicAction(state);
    return (
      action?.step === "secondaries" &&
      action.seat === seat &&
      getStrategyCard(action.card).family === "technology" &&
      !action.awaiting.includes(seat)
    );
  },
  // ---- the council (phaseCardAgenda.ts, politics/councilCards.ts)
  councilDissolved: (state) => agendaUp(state)?.card === null,
  determinePolicy: (state) => agendaUp(state)?.card === null,
  fantasticRhetoric: (state, seat) => {
    const agenda = agendaUp(state);
    return agenda !== null && !agenda.votes.some((v) => v.seat === seat);
  },
  discredit: (state, seat) => {
    const last = agendaUp(state)?.votes.at(-1);
    return last !== undefined && last.seat !== seat && last.choice !== null;
  },
  bribery: (state, seat) => {
    const own = agendaUp(state)?.votes.find((v) => v.seat === seat);
    return own !== undefined && own.choice !== null && player(state, seat).tradeGoods > 0;
  },
};

/**
 * Whether `seat` could play this card in a window of timing `moment`: the window serves the card's
 * timing (or the card goes anywhere), and the card's precondition, if it has one, holds.
 */
export function playableAt(state: GameState, seat: Seat, card: ActionCardId, moment: ActionTiming): boolean {
  const { timing, effect } = getActionCard(card);
  if (!windowTimings(moment).includes(timing) && !PLAYED_ANYWHERE.includes(timing)) return false;
  const when = PLAYABLE_WHEN[effect];
  return when === undefined || when(state, seat, moment);
}
