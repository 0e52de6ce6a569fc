/**
 * The Reaping, the Obsidian's breakthrough (content/ti4/breakthroughs.te.ts: the back of The Sowing, whose
 * card keeps its id `firmamentbt` as it turns over, firmamentFlip.ts):
 *  - each time the Obsidian win a combat (LRR 78.9, 42; hooks spaceCombatEnded and groundCombatEnded)
 *    against one of their puppeted players (Marionettes: a seat whose token lies on one of their plots),
 *    1 trade good from the supply goes onto the card;
 *  - at the start of the status phase (LRR 81, hook statusPhaseStarted) they gain every trade good on the
 *    card, and as many again from the supply.
 * It acts by itself: nothing is asked. Text: AsyncTI4/TI4_map_generator_bot SowingReapingService
 * (src/main/resources/data/breakthroughs/te_breakthroughs.json's summary, "earn trade goods for wins against
 * puppeted players, doubled at status phase", agrees).
 *
 * The Obsidian's flagship, Heaven's Hollow, prints no ability (units.te.ts): nothing to carry out there.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playerOf } from "../state.ts";
import { holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";
import { puppetedBy } from "./firmamentPlots.ts";
import type { Ti4ObsidianEvent } from "./obsidian.commands.ts";

type Ti4Tx = Tx<Ti4>;
const REASON = "The Reaping";

/** Whether `seat` holds The Reaping: the Obsidian with their breakthrough card (the Sowing's back). */
export function holdsTheReaping(state: Ti4State, seat: Seat): boolean {
  return hasFaction(state, seat, "obsidian") && holdsBreakthrough(state, seat, "firmamentbt");
}

function combatEnded(tx: Ti4Tx, combat: { attacker: Seat; defender: Seat; winner: Seat | null }): void {
  const { winner } = combat;
  if (winner === null || !holdsTheReaping(tx.state, winner)) return;
  const loser = winner === combat.attacker ? combat.defender : combat.attacker;
  if (!puppetedBy(tx.state, winner).includes(loser)) return;
  tx.emit({ type: "ti4BreakthroughGoodsPlaced", seat: winner, amount: 1, reason: REASON });
}

function statusPhaseStarted(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    const goods = player.breakthroughTradeGoods ?? 0;
    if (goods < 1 || !holdsTheReaping(tx.state, player.seat)) continue;
    tx.emit({ type: "ti4BreakthroughGoodsTaken", seat: player.seat, amount: goods, reason: REASON });
    tx.emit({ type: "ti4TradeGoodsChanged", seat: player.seat, amount: goods * 2, reason: REASON });
  }
}

type GoodsEvent = Extract<
  Ti4ObsidianEvent,
  { type: "ti4BreakthroughGoodsPlaced" | "ti4BreakthroughGoodsTaken" }
>;

export const TI4_OBSIDIAN_REAPING: Ti4Module = {
  id: "obsidianReaping",
  events: {
    ti4BreakthroughGoodsPlaced(draft: Ti4State, e: GoodsEvent) {
      const player = playerOf(draft, e.seat);
      player.breakthroughTradeGoods = (player.breakthroughTradeGoods ?? 0) + e.amount;
    },
    ti4BreakthroughGoodsTaken(draft: Ti4State, e: GoodsEvent) {
      const player = playerOf(draft, e.seat);
      const left = (player.breakthroughTradeGoods ?? 0) - e.amount;
      if (left > 0) player.breakthroughTradeGoods = left;
      else delete player.breakthroughTradeGoods;
    },
  },
  hooks: { spaceCombatEnded: combatEnded, groundCombatEnded: combatEnded, statusPhaseStarted },
};
