/**
 * Scoring objectives (LRR 61, digest §10). A player scores an objective they meet (requirements.ts):
 *  - public objectives only in the status phase's first step, on their turn in initiative order (LRR 81.1),
 *    or by Imperial's primary (LRR 45.1), and only while they control every planet of their own home
 *    system (LRR 61.16); each player scores each objective once (61.8);
 *  - their own secret objectives, revealed as they are scored (61.21): a status-phase one in that step,
 *    an action-phase one at the moment it is met during the action phase (61.5);
 *  - at most one public and one secret in a status phase (61.6);
 *  - a "spend" objective is paid as it is scored (61.9), through economy/spend.ts `pay`.
 *
 * The action-phase window: `scoreObjective` answers no decision (rulebooks/ti4.ts lists it as always
 * available), so a seat may send it the moment its condition is met, even on another player's turn, as a
 * combat's defender would. An action-phase secret scored at a moment (a combat won, a unit destroyed) is
 * met while that moment waits on its holder (moments.ts asks them at once); one no step records yet is
 * refused with that sentence (requirements.ts). The agenda-phase window works the same way in the agenda
 * phase (agendaMoments.ts offers its moments).
 *
 * LRR 61.19: a player holds at most 3 secret objectives, scored and unscored; over it, a standing check
 * asks them to return one, which is shuffled back into the deck.
 */
import {
  isTi4ObjectiveId,
  TI4_SECRET_OBJECTIVE_LIMIT,
  type Ti4Objective,
  type Ti4ObjectiveId,
  ti4Objective,
} from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { shuffle } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { pay } from "../economy/spend.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import type { Ti4StatusPhaseFrame } from "../status/frames.ts";
import type { Ti4SecretObjectiveLimitFrame } from "./frames.ts";
import { momentNotCome, momentScored, momentsSpent } from "./moments.ts";
import { homePlanets, meetsObjective } from "./requirements.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** When a score is asked for: the status phase's score step, the action phase, or Imperial's primary. */
export type Ti4ScoreWindow = "status" | "action" | "agenda" | "imperial";

/** A galactic event lifting LRR 61.6's one public objective per status phase (Civilized Society). */
export function publicObjectivesUnlimited(state: Ti4State): boolean {
  return hookAnswers(state, "publicObjectivesUnlimited").some((lifted) => lifted(state));
}

/** The status phase's frame when `seat` is the one scoring in its first step (LRR 81.1), else null. */
export function scoringTurn(state: Ti4State, seat: Seat): Ti4StatusPhaseFrame | null {
  const top = state.stack.at(-1);
  if (top?.kind !== "ti4StatusPhase" || top.step !== "score") return null;
  return top.order?.[top.index ?? 0] === seat ? top : null;
}

function publicRefusal(state: Ti4State, seat: Seat, id: Ti4ObjectiveId, window: Ti4ScoreWindow) {
  const name = ti4Objective(id).name;
  if (!state.objectives.some((o) => o.id === id))
    return ruleError(
      "ERR_TI4_OBJECTIVE_NOT_REVEALED",
      "LRR 61.12",
      `${name} has not been revealed: only revealed public objectives are scored.`,
      { objective: id },
    );
  if (window === "action" || window === "agenda")
    return ruleError(
      "ERR_TI4_PUBLIC_IN_STATUS",
      "LRR 61.4",
      `${name} is a public objective: it is scored in the status phase (or by Imperial's primary).`,
      { objective: id },
    );
  const player = state.players[seat];
  if (player?.publicScoringLost)
    return ruleError(
      "ERR_TI4_PUBLIC_SCORING_LOST",
      "TE Relics: The Silver Flame",
      "The Silver Flame purged your home system: you may no longer score public objectives.",
    );
  const missing = homePlanets(state, seat).filter((p) => !player?.planets[p]);
  const waived = hookAnswers(state, "homeControlWaived").some((waive) => waive(state, seat));
  if (missing.length > 0 && !waived)
    return ruleError(
      "ERR_TI4_HOME_NOT_CONTROLLED",
      "LRR 61.16",
      `You do not control ${missing.join(" and ")} of your home system: you cannot score public objectives.`,
      { planets: missing.join(", ") },
    );
  return undefined;
}

function secretRefusal(state: Ti4State, seat: Seat, id: Ti4ObjectiveId, window: Ti4ScoreWindow) {
  const objective = ti4Objective(id);
  if (!state.players[seat]?.secret.secretObjectives.includes(id))
    return ruleError(
      "ERR_TI4_SECRET_NOT_HELD",
      "LRR 61.20",
      `${objective.name} is not one of your secret objectives: only its holder scores a secret objective.`,
      { objective: id },
    );
  if (window === "imperial")
    return ruleError(
      "ERR_TI4_IMPERIAL_PUBLIC",
      "LRR 45.1",
      "Imperial's primary scores a public objective, not a secret one.",
    );
  if (objective.phase !== window)
    return ruleError(
      "ERR_TI4_OBJECTIVE_WRONG_PHASE",
      "LRR 61.4",
      `${objective.name} is scored in the ${objective.phase} phase, not now.`,
      { objective: id, phase: objective.phase },
    );
  return undefined;
}

/**
 * Why `seat` may not score `id` now, or undefined: everything but the payment. Shared by the command, by
 * Imperial's primary and by the choices a decision lists.
 */
export function scoreRefusal(
  state: Ti4State,
  seat: Seat,
  id: string,
  window: Ti4ScoreWindow,
): RuleError | undefined {
  if (!isTi4ObjectiveId(id) || !state.config.boxes.includes(ti4Objective(id).box))
    return ruleError("ERR_TI4_NO_SUCH_OBJECTIVE", "LRR 61", `There is no objective ${id} in this game.`, {
      objective: id,
    });
  const objective = ti4Objective(id);
  if (state.players[seat]?.scoredObjectives.includes(id))
    return ruleError(
      "ERR_TI4_OBJECTIVE_SCORED_TWICE",
      "LRR 61.8",
      `You have already scored ${objective.name}: each objective is scored once by each player.`,
      { objective: id },
    );
  const secret = objective.kind === "secret";
  const refused = secret ? secretRefusal(state, seat, id, window) : publicRefusal(state, seat, id, window);
  if (refused) return refused;
  const kind = secret ? "secret" : "public";
  if (
    window === "status" &&
    scoringTurn(state, seat)?.scored?.includes(kind) &&
    !(kind === "public" && publicObjectivesUnlimited(state))
  )
    return ruleError(
      "ERR_TI4_ONE_PER_STATUS_PHASE",
      "LRR 61.6",
      `You have already scored a ${kind} objective this status phase: one public and one secret at most.`,
    );
  return whyNotMet(state, seat, objective);
}

/** LRR 61.4-61.5: why `seat` does not meet `objective` now (not judged, its moment not come, unmet), or undefined. */
export function whyNotMet(state: Ti4State, seat: Seat, objective: Ti4Objective): RuleError | undefined {
  const id = objective.id;
  const met = meetsObjective(state, seat, id);
  if (typeof met !== "boolean")
    return ruleError("ERR_TI4_OBJECTIVE_NOT_JUDGED", "LRR 61.5", met.unjudged, { objective: id });
  if (met) return undefined;
  if (objective.requirement === null)
    return ruleError("ERR_TI4_OBJECTIVE_NOT_MET", "LRR 61.5", momentNotCome(state, objective.id), {
      objective: id,
    });
  return ruleError(
    "ERR_TI4_OBJECTIVE_NOT_MET",
    "LRR 61.4",
    `You do not meet ${objective.name}: ${objective.text}`,
    {
      objective: id,
    },
  );
}

/** The revealed public objectives `seat` may score now (for a decision's choices and for bots). */
export function scorablePublicObjectives(
  state: Ti4State,
  seat: Seat,
  window: Ti4ScoreWindow,
): Ti4ObjectiveId[] {
  return state.objectives.map((o) => o.id).filter((id) => !scoreRefusal(state, seat, id, window));
}

type ScoreCosts = Pick<CommandOf<"scoreObjective">, "payment" | "tokens" | "discard">;

function payTokens(tx: Ti4Tx, seat: Seat, cost: number, tokens: ScoreCosts["tokens"], name: string) {
  const have = tx.state.players[seat]?.tokens;
  if (!tokens || tokens.tactic + tokens.strategy !== cost)
    return ruleError(
      "ERR_TI4_TOKENS_TO_SPEND",
      "LRR 61.9",
      `${name} costs ${cost} command tokens: name how many come from your tactic and your strategy pool.`,
    );
  if (!have || tokens.tactic > have.tactic || tokens.strategy > have.strategy)
    return ruleError(
      "ERR_TI4_TOKENS_TO_SPEND",
      "LRR 61.9",
      `Your pools hold ${have?.tactic ?? 0} tactic and ${have?.strategy ?? 0} strategy tokens.`,
    );
  tx.emit({
    type: "ti4CommandTokensChanged",
    seat,
    pools: { tactic: -tokens.tactic, strategy: -tokens.strategy },
    reason: `scoring ${name}`,
  });
  return undefined;
}

function discardCards(tx: Ti4Tx, seat: Seat, count: number, discard: ScoreCosts["discard"], name: string) {
  const hand = tx.state.players[seat]?.secret.actionCards ?? [];
  const cards = discard ?? [];
  const held = [...hand];
  const unheld = cards.filter((c) => {
    const at = held.indexOf(c);
    if (at < 0) return true;
    held.splice(at, 1);
    return false;
  });
  if (cards.length !== count || unheld.length > 0)
    return ruleError(
      "ERR_TI4_CARDS_TO_DISCARD",
      "LRR 61.9",
      `${name} asks you to discard ${count} action cards from your hand: name ${count} that you hold.`,
    );
  tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards: [...cards], reason: `scoring ${name}` });
  return undefined;
}

/** LRR 61.9: what a "spend" or "discard" objective costs, paid as it is scored; a refusal pays nothing. */
function payCosts(tx: Ti4Tx, seat: Seat, id: Ti4ObjectiveId, costs: ScoreCosts): RuleError | undefined {
  const { name, requirement: r } = ti4Objective(id);
  if (r?.kind === "discardActionCards") return discardCards(tx, seat, r.count, costs.discard, name);
  if (r?.kind !== "spend") return undefined;
  const currency = r.resources ? "resources" : r.influence ? "influence" : null;
  if (currency) {
    const cost = r[currency] ?? 0;
    const payment = costs.payment ?? { planets: [], tradeGoods: 0 };
    const refused = pay(tx, seat, payment, currency, cost, name);
    if (refused) return refused;
  }
  if (r.tradeGoods)
    tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -r.tradeGoods, reason: `scoring ${name}` });
  if (r.tacticOrStrategyTokens) return payTokens(tx, seat, r.tacticOrStrategyTokens, costs.tokens, name);
  return undefined;
}

/**
 * Scores `id` for `seat` in a window: checks, pays, reveals and gains the points; a refusal changes nothing
 * (the kernel drops a refused command's transaction). Imperial's primary calls it with "imperial".
 */
export function scoreObjective(
  tx: Ti4Tx,
  seat: Seat,
  id: string,
  window: Ti4ScoreWindow,
  costs: ScoreCosts = {},
): RuleError | undefined {
  const refused = scoreRefusal(tx.state, seat, id, window);
  if (refused) return refused;
  const objective = ti4Objective(id as Ti4ObjectiveId);
  const unpaid = payCosts(tx, seat, objective.id, costs);
  if (unpaid) return unpaid;
  const secret = objective.kind === "secret";
  const frame = window === "status" ? scoringTurn(tx.state, seat) : null;
  if (frame)
    tx.emit({
      type: "ti4FrameUpdated",
      frame: { ...frame, scored: [...(frame.scored ?? []), secret ? "secret" : "public"] },
    });
  tx.emit({ type: "ti4ObjectiveScored", seat, objective: objective.id, secret });
  // LRR 61.7: one objective during or after each combat; the seat's other moments go. The agenda phase
  // has no such limit: only the one scored leaves.
  if (window === "agenda") momentScored(tx, seat, objective.id);
  else if (objective.requirement === null) momentsSpent(tx, seat, true);
  tx.emit({ type: "ti4VictoryPointsGained", seat, points: objective.vp, reason: objective.name });
  for (const answer of hookAnswers(tx.state, "objectiveScored")) answer(tx, seat, objective.id, secret);
  return undefined;
}

function scoreCommand(tx: Ti4Tx, command: CommandOf<"scoreObjective">): RuleError | undefined {
  const { seat } = command;
  const top = tx.state.stack.at(-1);
  let window: Ti4ScoreWindow;
  if (scoringTurn(tx.state, seat)) window = "status";
  else if (top?.kind === "ti4Imperial" && top.seat === seat && !top.resolved) window = "imperial";
  else if (tx.state.phase === "action") window = "action";
  // LRR 61.4-61.5: an agenda-phase secret is scored the moment it is met in the agenda phase.
  else if (tx.state.phase === "agenda") window = "agenda";
  else if (tx.state.stack.at(-1)?.kind === "ti4StatusPhase")
    return ruleError(
      "ERR_TI4_NOT_YOUR_SCORE",
      "LRR 81.1",
      "Objectives are scored in initiative order in the status phase: it is not your turn to score.",
    );
  else
    return ruleError(
      "ERR_TI4_NOT_SCORING_TIME",
      "LRR 61.4",
      "Objectives are scored in the status phase's first step, or when an action-phase objective is met.",
    );
  const { payment, tokens, discard } = command;
  const refused = scoreObjective(tx, seat, command.objective, window, { payment, tokens, discard });
  if (refused) return refused;
  // LRR 45.1: Imperial's one objective scored; its point or secret follows.
  if (top?.kind === "ti4Imperial" && window === "imperial")
    tx.emit({ type: "ti4FrameUpdated", frame: { ...top, resolved: true } });
  return undefined;
}

/** Imperial (LRR 45.3) and other effects: the top secret objective of the deck goes to `seat`. */
export function drawSecretObjective(tx: Ti4Tx, seat: Seat): void {
  const objective = tx.state.decks.secretObjectives[0];
  if (objective) tx.emit({ type: "ti4SecretObjectiveDrawn", seat, objective, to: seat });
}

/** LRR 61.19: secret objectives held, scored and unscored together. */
export function secretObjectivesHeld(state: Ti4State, seat: Seat): number {
  const player = state.players[seat];
  if (!player) return 0;
  const scored = player.scoredObjectives.filter((id) => ti4Objective(id).kind === "secret").length;
  return scored + player.secret.secretObjectives.length;
}

function overSecretLimit(tx: Ti4Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (!top || top.kind === "ti4SecretObjectiveLimit" || tx.state.phase === "finished") return false;
  const seat = tx.state.players.find(
    (p) => !p.eliminated && secretObjectivesHeld(tx.state, p.seat) > TI4_SECRET_OBJECTIVE_LIMIT,
  )?.seat;
  if (seat === undefined) return false;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4SecretObjectiveLimit", seat } });
  return true;
}

const secretLimit: FrameRules<Ti4, Ti4SecretObjectiveLimitFrame> = {
  // The unscored secrets are the seat's own secret: they are not listed where others could read them.
  decisions: (_state, frame) => [
    {
      kind: "returnSecretObjective",
      seat: frame.seat,
      simultaneous: false,
      prompt: `return a secret objective (you may hold ${TI4_SECRET_OBJECTIVE_LIMIT})`,
    },
  ],
};

function returnSecretObjective(tx: Ti4Tx, command: CommandOf<"returnSecretObjective">) {
  const { seat, objective } = command;
  if (!tx.state.players[seat]?.secret.secretObjectives.includes(objective))
    return ruleError(
      "ERR_TI4_SECRET_NOT_HELD",
      "LRR 61.19",
      `${objective} is not one of your unscored secret objectives: return one of those.`,
    );
  tx.emit({ type: "ti4SecretObjectiveReturned", seat, objective, to: seat });
  const drawn = shuffle(tx.state.rng, tx.state.decks.secretObjectives);
  tx.emit({ type: "ti4SecretDeckShuffled", secretObjectives: drawn.value, rng: drawn.rng });
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TI4_OBJECTIVES_MODULE: KernelModule<Ti4> = {
  id: "objectives",
  commands: { scoreObjective: scoreCommand, returnSecretObjective },
  frames: { ti4SecretObjectiveLimit: secretLimit },
  standing: [overSecretLimit],
  events: {
    ti4ObjectiveScored(draft: Ti4State, e: { seat: Seat; objective: Ti4ObjectiveId; secret: boolean }) {
      const player = playerOf(draft, e.seat);
      player.scoredObjectives.push(e.objective);
      if (e.secret)
        player.secret.secretObjectives = player.secret.secretObjectives.filter((id) => id !== e.objective);
      else draft.objectives.find((o) => o.id === e.objective)?.scoredBy.push(e.seat);
    },
    ti4SecretObjectiveDrawn(draft: Ti4State, e: { seat: Seat; objective: Ti4ObjectiveId }) {
      draft.decks.secretObjectives = draft.decks.secretObjectives.filter((id) => id !== e.objective);
      playerOf(draft, e.seat).secret.secretObjectives.push(e.objective);
    },
    ti4SecretObjectiveReturned(draft: Ti4State, e: { seat: Seat; objective: Ti4ObjectiveId }) {
      const secret = playerOf(draft, e.seat).secret;
      secret.secretObjectives = secret.secretObjectives.filter((id) => id !== e.objective);
      draft.decks.secretObjectives.push(e.objective);
    },
  },
};
