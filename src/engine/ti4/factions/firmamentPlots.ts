/**
 * The Firmament's plots (TE faction sheet; content/ti4/plots.te.ts):
 *  - Plots Within Plots: the Firmament may score a secret objective another player has already scored, if
 *    they meet it, in that objective's own window (LRR 61.4: a status-phase one on their turn of the status
 *    phase's scoring step, an action- or agenda-phase one in that phase). It counts neither against their
 *    secret objective limit (LRR 61.19) nor against one secret per status phase (LRR 61.6); no victory point:
 *    a face-down plot card of their choice goes into their play area with the scorer's control token on it.
 *    Each objective is scored this way once (LRR 61.8 [our reading]). The card chosen stays the Firmament's
 *    secret (TE "Clarifications"); that a plot was placed, and on whom, is public.
 *  - Marionettes (the Obsidian): the players whose tokens lie on a plot are its puppeted players.
 *
 * A secret objective met at a moment of play (a combat won, a last unit destroyed: LRR 61.5) is scored for a
 * plot while that moment waits on the Firmament (firmamentPlotMoments.ts records it and asks them at once);
 * one whose moment no step records yet is refused as it is for its holder (requirements.ts). The plots' own
 * effects once face up: firmamentPlotEffects.ts (standing) and firmamentPlotReveals.ts (as revealed).
 */
import {
  isTePlotId,
  isTi4ObjectiveId,
  TE_PLOT_IDS,
  type TePlotId,
  type Ti4ObjectiveId,
  ti4Objective,
} from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { momentNotCome, TI4_MOMENT_OBJECTIVES } from "../objectives/moments.ts";
import { scoringTurn, whyNotMet } from "../objectives/scoring.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { Ti4FirmamentEvent } from "./firmament.commands.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Plots Within Plots";

/** The plot cards `seat` has in play (public: how many, on whom; faces once turned up). */
export function plotsOf(state: Ti4State, seat: Seat) {
  return state.players[seat]?.plots ?? [];
}

/** Marionettes: the seats puppeted by `seat` (the Obsidian): every seat whose token lies on one of its plots. */
export function puppetedBy(state: Ti4State, seat: Seat): Seat[] {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "obsidian")) return [];
  return [...new Set(plotsOf(state, seat).flatMap((plot) => plot.on))];
}

/** The plot cards `seat` has not yet put in play (their own knowledge). */
export function plotCardsLeft(state: Ti4State, seat: Seat): TePlotId[] {
  const used = state.players[seat]?.secret.plotCards ?? [];
  return TE_PLOT_IDS.filter((id) => !used.includes(id));
}

/** The seat (other than `seat`) who has scored the secret objective `id`, or undefined. */
export function scorerOf(state: Ti4State, seat: Seat, id: Ti4ObjectiveId): Seat | undefined {
  return state.players.find((p) => p.seat !== seat && p.scoredObjectives.includes(id))?.seat;
}

/** Why the Firmament `seat` may not score `id` for `plot` now, or undefined. */
export function plotRefusal(state: Ti4State, seat: Seat, id: string, plot: string): RuleError | undefined {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "firmament"))
    return ruleError(
      "ERR_TI4_PLOT_NOT_FIRMAMENT",
      RULE,
      "Only the Firmament score others' secret objectives for plots.",
    );
  if (!isTi4ObjectiveId(id) || ti4Objective(id).kind !== "secret")
    return ruleError("ERR_TI4_PLOT_OBJECTIVE", RULE, `${id} is not a secret objective.`, { objective: id });
  const objective = ti4Objective(id);
  if (scorerOf(state, seat, id) === undefined)
    return ruleError(
      "ERR_TI4_PLOT_OBJECTIVE",
      RULE,
      `No other player has scored ${objective.name}: only secret objectives others have scored become plots.`,
      { objective: id },
    );
  if (plotsOf(state, seat).some((p) => p.objective === id))
    return ruleError(
      "ERR_TI4_PLOT_OBJECTIVE",
      RULE,
      `You have already scored ${objective.name} for a plot.`,
      {
        objective: id,
      },
    );
  if (!isTePlotId(plot) || !plotCardsLeft(state, seat).includes(plot))
    return ruleError(
      "ERR_TI4_PLOT_CARD",
      RULE,
      plotCardsLeft(state, seat).length === 0
        ? "All 5 of your plot cards are in play."
        : `${plot} is not one of your plot cards out of play (${plotCardsLeft(state, seat).join(", ")}).`,
    );
  const window =
    objective.phase === "status"
      ? scoringTurn(state, seat) !== null
      : state.phase === objective.phase && state.stack.at(-1)?.kind !== "ti4StatusPhase";
  if (!window)
    return ruleError(
      "ERR_TI4_OBJECTIVE_WRONG_PHASE",
      "LRR 61.4",
      objective.phase === "status"
        ? `${objective.name} is scored on your turn of the status phase's scoring step.`
        : `${objective.name} is scored in the ${objective.phase} phase, not now.`,
      { objective: id },
    );
  // LRR 61.5: a moment of play is met while it waits on the Firmament (firmamentPlotMoments.ts).
  if (objective.requirement === null && TI4_MOMENT_OBJECTIVES.has(objective.id))
    return (state.players[seat]?.plotMoments ?? []).includes(objective.id)
      ? undefined
      : ruleError("ERR_TI4_OBJECTIVE_NOT_MET", "LRR 61.5", momentNotCome(state, objective.id), {
          objective: id,
        });
  return whyNotMet(state, seat, objective);
}

function plotWithinPlots(tx: Ti4Tx, command: Extract<Ti4Command, { type: "plotWithinPlots" }>) {
  const { seat, objective, plot } = command;
  const refused = plotRefusal(tx.state, seat, objective, plot);
  if (refused) return refused;
  const on = scorerOf(tx.state, seat, objective) as Seat;
  tx.emit({ type: "ti4PlotPlaced", seat, on, objective, reason: "Plots Within Plots" });
  tx.emit({ type: "ti4PlotCardChosen", seat, plot: plot as TePlotId, to: seat });
  // Its moment of play, if it waited, is spent; any other waiting stays (firmamentPlotMoments.ts).
  if ((tx.state.players[seat]?.plotMoments ?? []).includes(objective as Ti4ObjectiveId))
    tx.emit({ type: "ti4PlotMomentsPassed", seat, objective: objective as Ti4ObjectiveId });
  return undefined;
}

/** The bot's plots: every secret it may score for a plot now, each on the first card it has left. */
export function plotCandidates(state: Ti4State, seat: Seat): Ti4Command[] {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "firmament")) return [];
  const plot = plotCardsLeft(state, seat)[0];
  if (!plot) return [];
  const scored = state.players.filter((p) => p.seat !== seat).flatMap((p) => p.scoredObjectives);
  return scored
    .filter((id) => !plotRefusal(state, seat, id, plot))
    .map((objective) => ({ type: "plotWithinPlots", seat, objective, plot }));
}

type Event<T extends Ti4FirmamentEvent["type"]> = Extract<Ti4FirmamentEvent, { type: T }>;

export const TI4_FIRMAMENT_PLOTS: Ti4Module = {
  id: "firmamentPlots",
  commands: { plotWithinPlots },
  events: {
    ti4PlotPlaced(draft: Ti4State, e: Event<"ti4PlotPlaced">) {
      const player = playerOf(draft, e.seat);
      player.plots = [
        ...(player.plots ?? []),
        { on: [e.on], ...(e.objective ? { objective: e.objective } : {}) },
      ];
    },
    ti4PlotCardChosen(draft: Ti4State, e: Event<"ti4PlotCardChosen">) {
      const player = playerOf(draft, e.seat);
      player.secret.plotCards = [...(player.secret.plotCards ?? []), e.plot];
    },
  },
};
