/**
 * Plots Within Plots for a secret objective met at a moment of play (TE faction sheet; LRR 61.5): the
 * Firmament may score, for a plot, a secret objective another player has already scored, if they meet it.
 * A secret such as Destroy Their Greatest Ship is met only as something happens, so the moment is read
 * where the engine reads it for a holder (objectives/moments.ts, which tells the hook `objectiveMomentCame`
 * for any seat): when it comes for the Firmament, for a secret another player has scored, that they have not
 * yet scored for a plot, with a plot card left, it is recorded (`plotMoments`, public) and a frame asks them
 * at once to place a plot for it (`plotWithinPlots`, checked by firmamentPlots.ts) or let it go
 * (`passPlotMoment`), as LRR 61.5 asks a holder.
 *
 * Our readings: a plot counts against no limit on scoring (the sheet), so LRR 61.7's one objective per
 * combat does not limit plots, several waiting moments may each be placed, and placing one spends none of
 * the Firmament's own objective moments (nor does scoring their own spend these) [our reading].
 */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4HookPoints, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { Ti4FirmamentEvent } from "./firmament.commands.ts";
import type { Ti4PlotMomentFrame } from "./firmament.frames.ts";
import { plotCardsLeft, plotsOf, scorerOf } from "./firmamentPlots.ts";

type Ti4Tx = Tx<Ti4>;
type Event<T extends Ti4FirmamentEvent["type"]> = Extract<Ti4FirmamentEvent, { type: T }>;

/** Whether the moment of `objective` coming for `seat` opens a plot: the Firmament, another's scored secret. */
function opensPlot(state: Ti4State, seat: Seat, objective: Ti4ObjectiveId): boolean {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "firmament")) return false;
  if (state.players[seat]?.eliminated) return false;
  if (scorerOf(state, seat, objective) === undefined) return false;
  if (plotsOf(state, seat).some((p) => p.objective === objective)) return false;
  if ((state.players[seat]?.plotMoments ?? []).includes(objective)) return false;
  return plotCardsLeft(state, seat).length > 0;
}

const objectiveMomentCame: Ti4HookPoints["objectiveMomentCame"] = (tx, seat, objective) => {
  if (opensPlot(tx.state, seat, objective)) tx.emit({ type: "ti4PlotMomentMet", seat, objective });
};

/** Standing check: the first seat with a plot moment waiting is asked, unless it is being asked already. */
function plotMomentToAnswer(tx: Ti4Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (!top || top.kind === "ti4PlotMoment" || tx.state.phase === "finished") return false;
  const waiting = tx.state.players.find((p) => !p.eliminated && (p.plotMoments ?? []).length > 0);
  if (!waiting) return false;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4PlotMoment", seat: waiting.seat } });
  return true;
}

const plotMomentFrame: FrameRules<Ti4, Ti4PlotMomentFrame> = {
  decisions: (state, frame) => [
    {
      kind: "plotWithinPlots",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Plots Within Plots: the moment of a secret objective another player has scored has come for you; place a plot for it (LRR 61.5)",
      choices: [...(state.players[frame.seat]?.plotMoments ?? [])],
    },
    { kind: "passPlotMoment", seat: frame.seat, simultaneous: false, prompt: "let the moment go" },
  ],
  advance(tx, frame) {
    const player = tx.state.players[frame.seat];
    if (player && !player.eliminated && (player.plotMoments ?? []).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function passPlotMoment(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "passPlotMoment" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4PlotMoment" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_NOT_SCORING_TIME",
      "LRR 61.5",
      "No moment of another player's secret objective is waiting on you.",
    );
  tx.emit({ type: "ti4PlotMomentsPassed", seat: command.seat });
  return undefined;
}

export const TI4_FIRMAMENT_PLOT_MOMENTS: Ti4Module = {
  id: "firmamentPlotMoments",
  commands: { passPlotMoment },
  frames: { ti4PlotMoment: plotMomentFrame },
  standing: [plotMomentToAnswer],
  hooks: { objectiveMomentCame },
  events: {
    ti4PlotMomentMet(draft: Ti4State, e: Event<"ti4PlotMomentMet">) {
      const player = playerOf(draft, e.seat);
      player.plotMoments = [...(player.plotMoments ?? []), e.objective];
    },
    ti4PlotMomentsPassed(draft: Ti4State, e: Event<"ti4PlotMomentsPassed">) {
      const player = playerOf(draft, e.seat);
      const left =
        e.objective === undefined ? [] : (player.plotMoments ?? []).filter((id) => id !== e.objective);
      if (left.length > 0) player.plotMoments = left;
      else delete player.plotMoments;
    },
  },
};
