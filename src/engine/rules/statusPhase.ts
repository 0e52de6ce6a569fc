/**
 * The Status Phase (RR §21), in order: players claim objectives one at a time in order of play; then
 * damaged ships are repaired, command counters come off the board and planets refresh; then players may
 * use their planets' refresh abilities (SE p.7, refreshAbilities.ts) and everyone draws an Action Card;
 * then each player gains command counters and redistributes them all at once; then the Strategy Cards
 * return and the next round begins.
 */

import { COMMAND_COUNTERS_PER_RACE, type ObjectiveId, type UnitType } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import type { StatusPhaseFrame } from "../frames.ts";
import { answers } from "../hooks/index.ts";
import { beginPhaseAfter } from "../phases.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, PlanetCard, PositionLabel, Seat, UnitCounts } from "../state.ts";
import type { Tx } from "../tx.ts";
import { drawActionCards } from "./actionCards/draw.ts";
import { openActionWindow } from "./actionCards/window.ts";
import { COUNTER_AREAS, countersOnBoard, countersOnSheet } from "./counters.ts";
import { checkObjectiveClaims, scoreObjectiveClaims } from "./objectives/index.ts";
import { orderOfPlay, player } from "./players.ts";
import { askRefreshAbilities } from "./refreshAbilities.ts";

export function startStatusPhase(tx: Tx): void {
  tx.emit({ type: "phaseStarted", phase: "status", round: tx.state.round });
  // Diplomacy and High Alert end; Prophecy of Ixth may be lost (rules/strategyCards, rules/politics).
  for (const starts of answers(tx.state, "statusPhaseStarts")) starts(tx);
  tx.emit({
    type: "framePushed",
    frame: { kind: "statusPhase", step: "score", awaiting: orderOfPlay(tx.state) },
  });
  // Technology Buy-back (law): pushed now, so it is answered after the window below.
  for (const ask of answers(tx.state, "objectivesAboutToBeClaimed")) ask(tx);
  // RR §19: cards played in the Status Phase, before anyone draws (a window for the whole phase).
  openActionWindow(tx, "statusPhaseBeforeDraw");
  // Shuttle Logistics, Hyper Metabolism (SE), War Funding (law): asked above the window, War Funding first.
  for (const ask of answers(tx.state, "statusPhaseOpens")) ask(tx);
}

/** Command counters gained in the Status Phase (RR §21.5): 2, more for Sol, Hyper Metabolism and laws. */
export function statusIncome(state: GameState, seat: Seat): number {
  let income = 2;
  // Sol (Versatile), Hyper Metabolism (RR §15), Vorhal Peace Prize (RR §20).
  for (const more of answers(state, "statusIncome")) income += more(state, seat);
  return income;
}

/** The total a player redistributes: what is on the sheet plus income, never more than 16 off the board. */
export function redistributionTotal(state: GameState, seat: Seat): number {
  const room = COMMAND_COUNTERS_PER_RACE - countersOnBoard(state, seat);
  return Math.min(room, countersOnSheet(state, seat) + statusIncome(state, seat));
}

export const STATUS_PHASE_RULES: FrameRules<StatusPhaseFrame> = {
  decisions(state, frame): Decision[] {
    if (frame.step === "score") {
      const seat = frame.awaiting[0];
      if (seat === undefined) return [];
      return [
        {
          kind: "scoreObjectives",
          seat,
          simultaneous: false,
          prompt:
            'claim objectives you meet (one public, your secret), paying for "spend" cards with planets, Trade Goods or counters, or none',
        },
      ];
    }
    const redistribute = frame.awaiting.map((seat) => ({
      kind: "redistributeCounters" as const,
      seat,
      simultaneous: true,
      prompt: `place your ${redistributionTotal(state, seat)} command counters among strategy, fleet and command`,
    }));
    // RR §17, §21: breaking agreements and the Hacan's card trades, offered until a player redistributes.
    const offers = answers(state, "redistributionOffers").flatMap((offer) => offer(state, frame.awaiting));
    return [...redistribute, ...offers];
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    if (frame.step === "score") {
      refreshStep(tx);
      return true;
    }
    if (frame.step === "draw") {
      // The step moves on first: the draw may push a question above it (Core Stability's picks).
      tx.emit({
        type: "frameReplaced",
        frame: { kind: "statusPhase", step: "redistribute", awaiting: orderOfPlay(tx.state) },
      });
      drawStep(tx);
      return true;
    }
    // War Footing, Grand Armada (board cards): ships over Fleet Supply go as the Status Phase ends.
    for (const ends of answers(tx.state, "statusPhaseEnds")) if (ends(tx)) return true;
    tx.emit({ type: "strategyCardsReturned" });
    // Political Stability (Action Card): a card stays with its player.
    for (const returned of answers(tx.state, "strategyCardsReturned")) returned(tx);
    tx.emit({ type: "framePopped" });
    beginPhaseAfter(tx, "status"); // the next round
    return true;
  },
};

/**
 * RR §21 steps 2 to 4: repair, remove counters, refresh planets; then, right after the refresh, the refresh
 * abilities are asked (SE p.7), above this frame, which waits at "draw".
 */
function refreshStep(tx: Tx): void {
  const kept = damageKept(tx.state);
  tx.emit({ type: "unitsRepaired", ...(kept.length > 0 ? { kept } : {}) });
  tx.emit({ type: "commandCountersRemovedFromBoard" });
  for (const seat of orderOfPlay(tx.state)) {
    const planets = Object.entries(player(tx.state, seat).planets as Record<string, PlanetCard>);
    const exhausted = planets.filter(([, card]) => card.exhausted).map(([id]) => id);
    if (exhausted.length > 0) tx.emit({ type: "planetsRefreshed", seat, planets: exhausted as never[] });
  }
  tx.emit({ type: "frameReplaced", frame: { kind: "statusPhase", step: "draw", awaiting: [] } });
  askRefreshAbilities(tx);
}

/** The damage the repair leaves (hook repairWithheld: Borderlands' Capital Ships), system by system. */
function damageKept(state: GameState): { position: PositionLabel; seat: Seat; damaged: UnitCounts }[] {
  const asks = answers(state, "repairWithheld");
  if (asks.length === 0) return [];
  return Object.entries(state.board).flatMap(([position, system]) =>
    system.space.flatMap((force) => {
      const damaged: UnitCounts = {};
      for (const [type, n] of Object.entries(force.damaged ?? {}) as [UnitType, number][])
        if (n > 0 && asks.some((withheld) => withheld(state, force.seat, type))) damaged[type] = n;
      return Object.keys(damaged).length > 0 ? [{ position, seat: force.seat, damaged }] : [];
    }),
  );
}

/** RR §21 step 5 (before the counters): everyone draws Action Cards. */
function drawStep(tx: Tx): void {
  // Neural Motivator (technology) and Minister of Policy (law): one extra Action Card each.
  const owed = orderOfPlay(tx.state).map((seat) => {
    let cards = 1;
    for (const more of answers(tx.state, "statusActionCards")) cards += more(tx.state, seat);
    return { seat, cards };
  });
  // Core Stability (law): the cards are dealt face up and picked instead of drawn.
  if (!answers(tx.state, "statusActionCardsDealt").some((dealt) => dealt(tx, owed)))
    for (const { seat, cards } of owed) drawActionCards(tx, seat, cards);
  // Vorhal Peace Prize, Minister of Commerce (RR §20; politics/economyLaws.ts).
  for (const done of answers(tx.state, "statusCleanUpDone")) done(tx);
}

/**
 * RR §21.1, §22: in order of play, one face-up public objective (any number with Imperial II (a)) and the
 * Secret Objective, each claimed only when its requirement is met (rules/objectives), "spend" cards paid
 * with the planets, Trade Goods and counters named in the command.
 */
export function scoreObjectives(
  tx: Tx,
  command: Extract<Command, { type: "scoreObjectives" }>,
): RuleError | undefined {
  const { seat, secretObjective } = command;
  const publics = claimedPublics(tx.state, command);
  if (!Array.isArray(publics)) return publics;
  for (const id of publics) {
    const refused = checkPublic(tx.state, seat, id);
    if (refused) return refused;
  }
  if (secretObjective !== null) {
    const refused = checkSecret(tx.state, seat, secretObjective);
    if (refused) return refused;
  }
  const claimed = secretObjective === null ? publics : [...publics, secretObjective];
  const payment = { planets: command.planets, tradeGoods: command.tradeGoods, counters: command.counters };
  const refused = checkObjectiveClaims(tx.state, seat, claimed, payment);
  if (refused) return refused;
  if (scoreObjectiveClaims(tx, seat, claimed, payment)) return undefined;
  const frame = tx.state.stack.at(-1) as StatusPhaseFrame;
  tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== seat) } });
  return undefined;
}

/** The public objectives claimed: one, or more for the holder of Imperial II (a) (SE p.17), each once. */
function claimedPublics(
  state: GameState,
  command: Extract<Command, { type: "scoreObjectives" }>,
): ObjectiveId[] | RuleError {
  const more = command.morePublicObjectives ?? [];
  const lifted = answers(state, "publicObjectiveLimitLifted").some((ask) => ask(state, command.seat));
  if (more.length > 0 && !lifted) {
    return ruleError(
      "ERR_ONE_PUBLIC",
      "RR §22",
      "You may claim only one public objective in a Status Phase.",
    );
  }
  const publics = [command.publicObjective, ...more].filter((id): id is ObjectiveId => id !== null);
  if (new Set(publics).size !== publics.length) {
    return ruleError("ERR_OBJECTIVE_SCORED", "RR §22", "Each objective can be claimed only once.");
  }
  return publics;
}

function checkPublic(state: GameState, seat: Seat, id: ObjectiveId): RuleError | undefined {
  const revealed = state.objectives.find((o) => o.id === id);
  if (!revealed) return ruleError("ERR_OBJECTIVE_NOT_REVEALED", "RR §22", "That objective is not face up.");
  if (revealed.scoredBy.includes(seat)) {
    return ruleError("ERR_OBJECTIVE_SCORED", "RR §22", "You have already scored that objective.");
  }
  return undefined;
}

function checkSecret(state: GameState, seat: Seat, id: ObjectiveId): RuleError | undefined {
  const p = player(state, seat);
  if (!p.secret.secretObjectives.includes(id)) {
    return ruleError("ERR_NOT_YOUR_SECRET", "RR §22", "That is not a Secret Objective in your hand.");
  }
  if (p.scoredObjectives.includes(id)) {
    return ruleError("ERR_OBJECTIVE_SCORED", "RR §22", "You have already scored that Secret Objective.");
  }
  return undefined;
}

export function redistributeCounters(
  tx: Tx,
  command: Extract<Command, { type: "redistributeCounters" }>,
): RuleError | undefined {
  const total = redistributionTotal(tx.state, command.seat);
  const values = COUNTER_AREAS.map((a) => command.counters[a]);
  if (values.some((n) => !Number.isInteger(n) || n < 0) || values.reduce((a, b) => a + b, 0) !== total) {
    return ruleError(
      "ERR_COUNTER_PLACEMENT",
      "RR §21.5-6",
      `Place exactly ${total} command counters among strategy, fleet and command.`,
    );
  }
  // Resource Management (law): the counters on the sheet stay where they are.
  for (const refuses of answers(tx.state, "redistributionRefused")) {
    const refused = refuses(tx.state, command.seat, command.counters);
    if (refused) return refused;
  }
  tx.emit({ type: "commandCountersRedistributed", seat: command.seat, counters: { ...command.counters } });
  const frame = tx.state.stack.at(-1) as StatusPhaseFrame;
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}
