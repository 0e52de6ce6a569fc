/**
 * The setup sequence after seating: races (random or drafted), then the galaxy (built by the bot, read
 * from a map string, or built by the players), then home systems, starting forces, compensation, secret
 * objectives and political hands; then the first Strategy Phase. Each step calls this again when done.
 */
import { homeSystemId } from "../../content/index.ts";
import { compensationTradeGoods, galaxyLayout } from "../galaxy/layouts.ts";
import { answers } from "../hooks/index.ts";
import { beginPhase } from "../phases.ts";
import type { RuleError } from "../ruleError.ts";
import type { Tx } from "../tx.ts";
import { buildGalaxy, layoutOrder } from "./galaxySetup.ts";
import { startingForcesEvent } from "./startingForces.ts";

export function continueSetup(tx: Tx): RuleError | undefined {
  if (tx.state.players.some((p) => p.race === null)) return undefined;
  if (Object.keys(tx.state.galaxy).length === 0) {
    const refused = buildGalaxy(tx);
    if (refused) return refused;
  }
  if (tx.state.stack.some((f) => f.kind === "galaxyBuild")) return undefined;
  // The options' own steps once the map is set up (SE option 5: the Artifacts' planets), each in its frame.
  if (answers(tx.state, "mapSetUp").some((step) => step(tx))) return undefined;
  finishSetup(tx);
  return undefined;
}

function finishSetup(tx: Tx): void {
  const { config } = tx.state;
  const layout = galaxyLayout({
    players: tx.state.players.length,
    boxes: config.boxes,
    larger: config.largerGalaxy,
  });
  layoutOrder(tx.state).forEach((seat, k) => {
    const p = tx.state.players[seat];
    if (!p?.race || !p.home) throw new Error(`seat ${seat} has no race or home at the end of setup`);
    if (tx.state.galaxy[p.home] === undefined) {
      tx.emit({ type: "galaxyTilesPlaced", tiles: { [p.home]: homeSystemId(p.race) } });
    }
    tx.emit(startingForcesEvent(seat, p.race, p.home, config.boxes));
    // Base p.32, SE p.8: the bonus goes by place in the layout, which starts with the Speaker.
    const bonus = "kind" in layout ? 0 : compensationTradeGoods(layout, k);
    if (bonus > 0) tx.emit({ type: "tradeGoodsGained", seat, amount: bonus, reason: "seat compensation" });
  });
  for (const p of tx.state.players) {
    const objective = tx.state.decks.secretObjectives[0];
    if (objective) tx.emit({ type: "secretObjectiveDealt", seat: p.seat, objective });
  }
  if (config.options.includes("variantCards")) {
    // SE p.7 (Assembly): each player starts with a hand of 2 Political Cards.
    for (const p of tx.state.players) {
      tx.emit({
        type: "politicalCardsDrawn",
        seat: p.seat,
        cards: tx.state.decks.political.draw.slice(0, 2),
      });
    }
    // SE Option 2 (setup): once the objective deck is built, its top card is revealed.
    const first = tx.state.decks.objectives[0];
    if (first) tx.emit({ type: "objectiveRevealed", objective: first });
  }
  // Options' tokens on the board (hooks/options.ts: the Custodians on Mecatol Rex; the Leaders, RR §24.4).
  for (const place of answers(tx.state, "boardSetUp")) place(tx);
  beginPhase(tx, "strategy");
}
