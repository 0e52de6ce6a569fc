/**
 * The bot's answers to the Firmament's decisions (TE faction sheet): The Sowing takes what the bot holds
 * beyond 3 trade goods it keeps to spend (at most 3); Black Ops always places a plot, on the first plot card
 * the bot has left (a plot is what Puppets of the Blade needs). Seethe and Extract take the first target
 * offered; Seethe's status-phase infantry is the first place found of the first puppeted player listed.
 * Extract's later part: every technology offered is taken, paid the cheapest way [our own choice]. A moment
 * of play for a plot: the plot is placed (it costs nothing and counts against no limit).
 */
import type { Ti4ObjectiveId, Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Ti4Answers } from "../answer.ts";
import { cheapestPayment } from "../economy/spend.ts";
import { EXTRACT_PRICE } from "./firmamentExtract.ts";
import { infantryPlaces } from "./firmamentPlotReveals.ts";
import { plotCardsLeft } from "./firmamentPlots.ts";
import { SOWING_MOST, sowable } from "./firmamentSowing.ts";

/** The trade goods the bot keeps in hand rather than sow. */
const KEPT = 3;

export const FIRMAMENT_ANSWERS: Ti4Answers = {
  sowTradeGoods: (state, decision) => {
    const held = state.players[decision.seat]?.tradeGoods ?? 0;
    const amount = Math.max(0, Math.min(SOWING_MOST, sowable(state, decision.seat), held - KEPT));
    return [{ type: "sowTradeGoods", seat: decision.seat, amount }];
  },
  seethePlanet: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 1)
      .map((planet) => ({ type: "seethePlanet", seat: decision.seat, planet: planet as Ti4PlanetId })),
  extractTechnology: (_state, decision) =>
    (decision.choices ?? []).slice(0, 1).map((technology) => ({
      type: "extractTechnology",
      seat: decision.seat,
      technology: technology as Ti4TechnologyId,
    })),
  seetheInfantry: (state, decision) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4Seethe") return [];
    return frame.puppets.flatMap((of) =>
      infantryPlaces(state, of)
        .slice(0, 1)
        .map((place) => ({ type: "seetheInfantry" as const, seat: decision.seat, of, ...place })),
    );
  },
  blackOpsPlot: (state, decision) => [
    { type: "blackOpsPlot", seat: decision.seat, plot: plotCardsLeft(state, decision.seat)[0] ?? "none" },
  ],
  extractCopy: (state, decision) => {
    const payment = cheapestPayment(state, decision.seat, "resources", EXTRACT_PRICE);
    return [
      ...(payment ? [{ type: "extractCopy" as const, seat: decision.seat, payment }] : []),
      { type: "extractCopy", seat: decision.seat, payment: null },
    ];
  },
  // Plots Within Plots at a moment of play: a plot for the first objective offered, on the first card left.
  plotWithinPlots: (state, decision) => {
    const plot = plotCardsLeft(state, decision.seat)[0];
    if (!plot) return [{ type: "passPlotMoment", seat: decision.seat }];
    const plots = (decision.choices ?? []).map((objective) => ({
      type: "plotWithinPlots" as const,
      seat: decision.seat,
      objective: objective as Ti4ObjectiveId,
      plot,
    }));
    return [...plots, { type: "passPlotMoment", seat: decision.seat }];
  },
  passPlotMoment: (_state, decision) => [{ type: "passPlotMoment", seat: decision.seat }],
};
