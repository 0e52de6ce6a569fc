/**
 * TE "Breakthroughs and Synergy": Visionaria Select (the Deepwrought Scholarate), a component action letting
 * each other player, in turn and for themselves, pay 3 trade goods and a promissory note to research a
 * technology that is neither a faction's nor a unit upgrade, which the Deepwrought gain too
 * (factions/deepwroughtVisionaria.ts); played, refused with the state unchanged, answered by the bot,
 * replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, type Played, refusalOf, send } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Visionaria Select";

/**
 * The Deepwrought (seat 0) to act, holding Visionaria Select when `card`; Sol (seat 1) has 4 trade goods and
 * owns Plasma Scoring; the Hacan (seat 2) have 1 trade good.
 */
function scene(card = true): Played {
  return eventGame(["deepwrought", "sol", "hacan"], [], 0, (s) => {
    const [deepwrought, sol, hacan] = s.players as Ti4State["players"];
    if (!deepwrought || !sol || !hacan) throw new Error("three seats");
    if (card) deepwrought.breakthrough = "deepwroughtbt";
    deepwrought.technologies = ["amd"];
    sol.technologies = ["ps"];
    sol.tradeGoods = 4;
    hacan.tradeGoods = 1;
  });
}

const JOIN: Ti4Command = { type: "visionariaJoin", seat: 1, note: "ceasefire", owner: 1 };

describe(`${RULE} (the Deepwrought Scholarate)`, () => {
  it("is offered as a component action; the card is exhausted and the other players are asked in turn", () => {
    const at = scene();
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "visionariaSelect");
    expect(offered?.seat).toBe(0);
    const used = send(at, { type: "visionariaSelect", seat: 0 });
    expect(used.state.players[0]?.breakthroughExhausted).toBe(true);
    expect(used.state.stack.at(-1)).toEqual({ kind: "teVisionariaSelect", seat: 0, asked: [1, 2] });
    const asked = pendingDecisions<Ti4>(used.state);
    expect(asked.map((d) => [d.kind, d.seat])).toEqual([
      ["visionariaJoin", 1],
      ["visionariaDecline", 1],
    ]);
  });

  it("a player who joins pays 3 trade goods and a note, researches, and the Deepwrought gain it too; replays", () => {
    const used = send(scene(), { type: "visionariaSelect", seat: 0 });
    const joined = send(used, JOIN);
    expect(joined.state.players[1]?.tradeGoods).toBe(1);
    expect(joined.state.players[1]?.secret.promissoryNotes).not.toContain("ceasefire");
    expect(joined.state.players[0]?.secret.promissoryNotes).toContain("ceasefire@1");
    expect(joined.state.stack.at(-1)).toMatchObject({ kind: "ti4Research", seat: 1, genericOnly: true });
    const researched = send(joined, { type: "research", seat: 1, technology: "nm" });
    expect(researched.state.players[1]?.technologies).toContain("nm");
    expect(researched.state.players[0]?.technologies).toContain("nm");
    // The Hacan are asked next, for themselves.
    expect(pendingDecisions<Ti4>(researched.state)[0]).toMatchObject({ kind: "visionariaJoin", seat: 2 });
    const done = send(researched, { type: "visionariaDecline", seat: 2 });
    expect(done.state.stack.some((f) => f.kind === "teVisionariaSelect")).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("a player who declines pays nothing, and nobody gains anything from them", () => {
    const used = send(scene(), { type: "visionariaSelect", seat: 0 });
    const declined = send(used, { type: "visionariaDecline", seat: 1 });
    expect(declined.state.players[1]?.tradeGoods).toBe(4);
    expect(declined.state.players[0]?.technologies).toEqual(["amd"]);
    expect(pendingDecisions<Ti4>(declined.state)[0]).toMatchObject({ kind: "visionariaJoin", seat: 2 });
  });

  it("the research is of a technology neither a faction's nor a unit upgrade: others refused, state unchanged", () => {
    const joined = send(send(scene(), { type: "visionariaSelect", seat: 0 }), JOIN);
    expect(refusalOf(joined.state, { type: "research", seat: 1, technology: "inf2" })).toEqual([
      "ERR_TI4_NOT_GENERIC",
      "TE Breakthroughs and Synergy",
    ]);
    const offered = pendingDecisions<Ti4>(joined.state).find((d) => d.kind === "research");
    expect(offered?.choices).toContain("nm");
    expect(offered?.choices).not.toContain("inf2");
  });

  it("is refused without the ready card, to another seat, out of turn, short of goods or of the note", () => {
    // Not offered without the ready card, nor to another seat: refused before the card's rule is asked.
    expect(refusalOf(scene(false).state, { type: "visionariaSelect", seat: 0 })?.[0]).toBe("ERR_NOT_NOW");
    expect(refusalOf(scene().state, { type: "visionariaSelect", seat: 1 })?.[0]).toBe("ERR_NOT_YOUR_TURN");
    const used = send(scene(), { type: "visionariaSelect", seat: 0 });
    // Nobody answers for another player: the Hacan are not asked while Sol is.
    expect(
      refusalOf(used.state, { type: "visionariaJoin", seat: 2, note: "ceasefire", owner: 2 }),
    ).not.toBeNull();
    expect(refusalOf(used.state, { type: "visionariaDecline", seat: 0 })).not.toBeNull();
    expect(refusalOf(used.state, { ...JOIN, note: "ceasefire", owner: 2 })).toEqual([
      "ERR_TI4_VISIONARIA_NOTE",
      RULE,
    ]);
    const atHacan = send(used, { type: "visionariaDecline", seat: 1 });
    expect(
      refusalOf(atHacan.state, { type: "visionariaJoin", seat: 2, note: "ceasefire", owner: 2 }),
    ).toEqual(["ERR_TI4_VISIONARIA_GOODS", RULE]);
    // Used once, the card is exhausted until the status phase ends.
    const over = send(atHacan, { type: "visionariaDecline", seat: 2 });
    expect(refusalOf(over.state, { type: "visionariaSelect", seat: 0 })).not.toBeNull();
  });

  it("useBreakthrough now says where the card acts", () => {
    const result = applyCommand<Ti4>(scene().state, { type: "useBreakthrough", seat: 0 }, CTX);
    expect(result.ok ? null : result.error.code).toBe("ERR_TI4_BREAKTHROUGH_ELSEWHERE");
  });

  it("the bot joins with 3 trade goods and a cheap note of its own, and declines without the goods", () => {
    const used = send(scene(), { type: "visionariaSelect", seat: 0 });
    const sol = pendingDecisions<Ti4>(used.state).find((d) => d.kind === "visionariaJoin");
    expect(sol && ti4Answers(used.state, sol)[0]).toEqual(JOIN);
    const atHacan = send(used, { type: "visionariaDecline", seat: 1 });
    const hacan = pendingDecisions<Ti4>(atHacan.state).find((d) => d.kind === "visionariaJoin");
    expect(hacan && ti4Answers(atHacan.state, hacan)).toEqual([{ type: "visionariaDecline", seat: 2 }]);
  });
});
