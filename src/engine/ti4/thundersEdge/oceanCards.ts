/**
 * The Deepwrought's ocean cards spent in a payment (TE faction sheet, Oceanbound; content/ti4/oceans.te.ts):
 * a ready ocean card is exhausted to spend its resources or its influence, as a planet card is, and the status
 * phase readies it (factions/deepwrought.ts). A payment names them (economy/spend.ts, `oceans`).
 * Our reading [recalled]: each card prints 1 resource and 1 influence (scottmk/ti4-reference's faction page);
 * it pays what planets pay but casts no votes (votes are cast by exhausting planets) and is no planet for any
 * other rule.
 */
import { type TeOceanId, teOceanCard } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";

const RULE = "TE The Deepwrought Scholarate: Oceanbound";

/** What the named ocean cards are worth in one currency. */
export function oceansWorth(oceans: readonly TeOceanId[], currency: "resources" | "influence"): number {
  return oceans.reduce((sum, id) => sum + teOceanCard(id)[currency], 0);
}

/** The ocean cards `seat` holds ready, in the order gained. */
export function readyOceans(state: Ti4State, seat: Seat): TeOceanId[] {
  return (state.players[seat]?.oceans ?? []).filter((c) => !c.exhausted).map((c) => c.id);
}

/** Why `seat` cannot spend these ocean cards now, or undefined. */
export function oceansRefusal(
  state: Ti4State,
  seat: Seat,
  oceans: readonly TeOceanId[],
): RuleError | undefined {
  if (new Set(oceans).size !== oceans.length)
    return ruleError("ERR_TI4_OCEAN", RULE, "Each ocean card is exhausted once: one is named twice.");
  const held = state.players[seat]?.oceans ?? [];
  for (const ocean of oceans) {
    const card = held.find((c) => c.id === ocean);
    if (!card) return ruleError("ERR_TI4_OCEAN", RULE, `You do not hold the ocean card ${ocean}.`, { ocean });
    if (card.exhausted)
      return ruleError(
        "ERR_TI4_OCEAN",
        RULE,
        `The ocean card ${ocean} is exhausted: like a planet card, it pays only while ready.`,
        { ocean },
      );
  }
  return undefined;
}
