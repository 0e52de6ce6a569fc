/**
 * The Yssaril's Transparasteel Plating (faction technology; LRR 2, 3): during a Yssaril turn, players who
 * have passed cannot play action cards. A card window does not ask them, and their play is refused with the
 * state left as it was; replayed from the log (support's `run`).
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { actionCardsBarred, openCardWindow } from "../../../../src/engine/ti4/actionCards/windows.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { refusal, run } from "../../../support/ti4FactionBoard.ts";
import { position, SEAT } from "../../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];
const PASSED = 0;
const PLAYING = 1;

/** The Yssaril (SEAT) on their turn have just played a card; seat 0 has passed, seat 1 has not. */
function cardPlayed(owns: boolean) {
  const state = position((s) => {
    const yssaril = s.players[SEAT] as Player;
    yssaril.faction = "yssaril";
    yssaril.technologies = owns ? ["tp"] : [];
    (s.players[PASSED] as Player).passed = true;
    for (const seat of [PASSED, PLAYING]) (s.players[seat] as Player).secret.actionCards = ["sabo"];
  });
  return run(state, (tx) => {
    const card = state.decks.action.draw[0] as Ti4ActionCardId;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4ActionCardPlay", seat: SEAT, card, play: {}, asAction: true, cancelled: false },
    });
    openCardWindow(tx, "whenActionCardPlayed", SEAT);
  });
}

function awaiting(state: Ti4State): number[] {
  const top = state.stack.at(-1);
  return top?.kind === "ti4CardWindow" ? top.awaiting : [];
}

describe("Transparasteel Plating (Yssaril technology)", () => {
  it("does not ask a passed player during the Yssaril's turn, and refuses their card", () => {
    const played = cardPlayed(true);
    expect(awaiting(played.state)).toEqual([PLAYING]);
    // Not asked, the game does not wait on them; the rule's own sentence says why.
    expect(refusal(played.state, { type: "playActionCard", seat: PASSED, card: "sabo" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    expect(actionCardsBarred(played.state, PASSED)).toMatchObject({
      code: "ERR_TI4_TRANSPARASTEEL",
      rule: "LRR 2",
    });
    expect(actionCardsBarred(played.state, PLAYING)).toBeUndefined();
  });

  it("changes nothing without the technology", () => {
    const played = cardPlayed(false);
    expect(awaiting(played.state)).toEqual([PASSED, PLAYING]);
  });
});
