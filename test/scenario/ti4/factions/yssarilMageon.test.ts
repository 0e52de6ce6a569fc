/**
 * Mageon Implants (Yssaril faction technology; its card, LRR 22): ACTION: exhaust it to look at another
 * player's action cards and take 1. The look reaches the Yssaril only.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { ti4SeatState } from "../../../../src/engine/ti4/view.ts";
import { answer, refusal } from "../../../support/ti4FactionBoard.ts";
import { learn, position, SEAT } from "../../../support/ti4Tactical.ts";

const VICTIM = 0;

function hand(state: Ti4State, seat: number, n: number): Ti4ActionCardId[] {
  const cards = state.decks.action.draw.splice(0, n);
  (state.players[seat] as Ti4State["players"][number]).secret.actionCards.push(...cards);
  return cards;
}

function yssarilTurn(faction: "yssaril" | "l1z1x" = "yssaril", owned = true) {
  let cards: Ti4ActionCardId[] = [];
  const s = position((draft) => {
    (draft.players[SEAT] as Ti4State["players"][number]).faction = faction;
    if (owned) learn(draft, "mi");
    for (const p of draft.players) p.secret.actionCards = [];
    cards = hand(draft, VICTIM, 2);
  });
  return { s, cards };
}

describe("Mageon Implants (Yssaril)", () => {
  it("is a component action: the hand is shown to the Yssaril alone, who takes 1 card of it", () => {
    const { s, cards } = yssarilTurn();
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "mageonImplants");
    expect(offered?.choices).toEqual([String(VICTIM)]);
    const looked = answer(s, { type: "mageonImplants", seat: SEAT, target: VICTIM });
    expect(looked.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "mi" });
    expect(looked.state.players[SEAT]?.secret.handSeen).toEqual({ seat: VICTIM, cards });
    expect(looked.events.find((e) => e.type === "ti4HandSeen")).toMatchObject({ to: SEAT });
    // Another player's view does not hold what the Yssaril saw.
    expect(JSON.stringify(ti4SeatState(looked.state, 1).players[SEAT])).not.toContain("handSeen");
    const card = cards[1] as Ti4ActionCardId;
    const took = answer(looked.state, { type: "mageonTake", seat: SEAT, card });
    expect(took.state.players[SEAT]?.secret.actionCards).toEqual([card]);
    expect(took.state.players[VICTIM]?.secret.actionCards).toEqual([cards[0]]);
    expect(took.state.players[SEAT]?.secret.handSeen).toBeUndefined();
    expect(took.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
  });

  it("refuses a card not in that hand, a player without cards, and is offered to nobody else", () => {
    const { s } = yssarilTurn();
    expect(refusal(s, { type: "mageonImplants", seat: SEAT, target: 1 })).toEqual([
      "ERR_TI4_MAGEON_TARGET",
      "LRR 22",
    ]);
    const looked = answer(s, { type: "mageonImplants", seat: SEAT, target: VICTIM });
    const other = s.decks.action.draw[0] as Ti4ActionCardId;
    expect(refusal(looked.state, { type: "mageonTake", seat: SEAT, card: other })).toEqual([
      "ERR_TI4_CARD_NOT_IN_HAND",
      "LRR 22",
    ]);
    const kinds = (state: Ti4State) => pendingDecisions<Ti4>(state).map((d) => d.kind);
    expect(kinds(yssarilTurn("l1z1x").s)).not.toContain("mageonImplants");
    expect(kinds(yssarilTurn("yssaril", false).s)).not.toContain("mageonImplants");
    // Not offered without the card: the command answers no decision.
    expect(
      refusal(yssarilTurn("yssaril", false).s, { type: "mageonImplants", seat: SEAT, target: VICTIM }),
    ).toEqual(["ERR_NOT_NOW", "Mecatol"]);
  });

  it("is answered by the bot from its own view", () => {
    const { s, cards } = yssarilTurn();
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "mageonImplants");
    if (!offered) throw new Error("not offered");
    const look = ti4Answers(ti4SeatState(s, SEAT), offered)[0];
    expect(look).toEqual({ type: "mageonImplants", seat: SEAT, target: VICTIM });
    const looked = answer(s, { type: "mageonImplants", seat: SEAT, target: VICTIM });
    const pick = pendingDecisions<Ti4>(looked.state)[0];
    if (!pick) throw new Error("no pick");
    expect(ti4Answers(ti4SeatState(looked.state, SEAT), pick)[0]).toEqual({
      type: "mageonTake",
      seat: SEAT,
      card: cards[0],
    });
  });
});
