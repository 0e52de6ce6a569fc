/**
 * Lazax Gate Folding's ACTION (Winnu faction technology; its card, LRR 22): while the Winnu control Mecatol
 * Rex, exhaust it to put 1 infantry from reinforcements on Mecatol Rex.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { mecatolPosition } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { answer, refusal } from "../../../support/ti4FactionBoard.ts";
import { learn, position, SEAT } from "../../../support/ti4Tactical.ts";

function winnuTurn(holdsMecatol = true) {
  return position((draft) => {
    const player = draft.players[SEAT] as Ti4State["players"][number];
    player.faction = "winnu";
    learn(draft, "lgf");
    if (holdsMecatol) player.planets.mecatolrex = { exhausted: false } as never;
  });
}

const infantryOnMecatol = (s: Ti4State) => {
  const position = mecatolPosition(s) as string;
  return (s.board[position]?.planets.mecatolrex ?? []).find((f) => f.seat === SEAT)?.units.infantry ?? 0;
};

describe("Lazax Gate Folding's action (Winnu)", () => {
  it("is a component action while the Winnu control Mecatol Rex: exhausted, 1 infantry placed there", () => {
    const s = winnuTurn();
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "lazaxGateFolding");
    if (!decision) throw new Error("not offered");
    expect(ti4Answers(s, decision)).toEqual([{ type: "lazaxGateFolding", seat: SEAT }]);
    const done = answer(s, { type: "lazaxGateFolding", seat: SEAT });
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "lgf" });
    expect(infantryOnMecatol(done.state)).toBe(1);
    // It was the turn's action, and the card is exhausted: not offered again.
    expect(pendingDecisions<Ti4>(done.state).map((d) => d.kind)).not.toContain("lazaxGateFolding");
  });

  it("is neither offered nor accepted without Mecatol Rex", () => {
    const s = winnuTurn(false);
    expect(pendingDecisions<Ti4>(s).map((d) => d.kind)).not.toContain("lazaxGateFolding");
    expect(refusal(s, { type: "lazaxGateFolding", seat: SEAT })).toEqual(["ERR_NOT_NOW", "Mecatol"]);
  });
});
