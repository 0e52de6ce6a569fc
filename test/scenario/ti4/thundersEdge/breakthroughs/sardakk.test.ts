/**
 * TE "Breakthroughs and Synergy": N'orr Supremacy (Sardakk N'orr), after a combat won a command token or a
 * unit upgrade (thundersEdge/breakthroughs/sardakk.ts); played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import { ti4Technology } from "../../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, refusal, spaceCombatWon } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: N'orr Supremacy";

/** A space combat seat `winner` has just won (the other side had no ship left); seat 0 is the Sardakk. */
function won(options: { card: boolean; winner?: 0 | 1; edit?: (s: Ti4State) => void }) {
  const winner = options.winner ?? 0;
  const state = eventGame(["sardakk", "sol", "xxcha"], [], 0, (s) => {
    const sardakk = s.players[0] as Ti4State["players"][number];
    if (options.card) sardakk.breakthrough = "sardakkbt";
    // Two warfare technologies: Destroyer II may be researched.
    sardakk.technologies = ["ps", "md"];
    options.edit?.(s);
  }).state;
  return spaceCombatWon(state, winner);
}

function offered(state: Ti4State) {
  return pendingDecisions<Ti4>(state).find((d) => d.kind === "norrSupremacy");
}

describe(`${RULE} (Sardakk N'orr)`, () => {
  it("after a combat won, gains a command token into a pool of the holder's choosing", () => {
    const at = won({ card: true });
    expect(at.state.stack.at(-1)).toEqual({ kind: "ti4NorrSupremacy", seat: 0 });
    expect(offered(at.state)?.choices).toEqual(["commandToken", "unitUpgrade"]);
    const tokens = at.state.players[0]?.tokens as Ti4State["players"][number]["tokens"];
    const chose = answer(at.state, { type: "norrSupremacy", seat: 0, choice: "commandToken" });
    expect(chose.state.stack.at(-1)).toMatchObject({ kind: "ti4CommandTokens", waiting: [0], gain: 1 });
    const placed = answer(chose.state, {
      type: "arrangeCommandTokens",
      seat: 0,
      tactic: tokens.tactic,
      fleet: tokens.fleet + 1,
      strategy: tokens.strategy,
    });
    expect(placed.state.players[0]?.tokens.fleet).toBe(tokens.fleet + 1);
  });

  it("or researches a unit upgrade, and nothing else, without paying; the bot takes the upgrade", () => {
    const at = won({ card: true });
    const decision = offered(at.state);
    expect(decision && ti4Answers(at.state, decision)[0]).toEqual({
      type: "norrSupremacy",
      seat: 0,
      choice: "unitUpgrade",
    });
    const chose = answer(at.state, { type: "norrSupremacy", seat: 0, choice: "unitUpgrade" });
    expect(chose.state.stack.at(-1)).toMatchObject({ kind: "ti4Research", seat: 0, cost: 0 });
    const research = pendingDecisions<Ti4>(chose.state).find((d) => d.kind === "research");
    const choices = research?.choices ?? [];
    expect(choices.length).toBeGreaterThan(0);
    for (const tech of choices) expect(ti4Technology(tech as never).upgrades).not.toBeNull();
    expect(
      refusal(chose.state, {
        type: "research",
        seat: 0,
        technology: "nm",
        payment: { planets: [], tradeGoods: 0 },
      }),
    ).toEqual(["ERR_TI4_NOT_A_UNIT_UPGRADE", "TE Breakthroughs and Synergy"]);
    const upgrade = choices[0] as never;
    const done = answer(chose.state, { type: "research", seat: 0, technology: upgrade });
    expect(done.state.players[0]?.technologies).toContain(upgrade);
  });

  it("acts for nobody without the card, nor for a holder who lost", () => {
    expect(won({ card: false }).state.stack.some((f) => f.kind === "ti4NorrSupremacy")).toBe(false);
    expect(won({ card: true, winner: 1 }).state.stack.some((f) => f.kind === "ti4NorrSupremacy")).toBe(false);
  });

  it("refuses a choice the holder cannot make and an answer out of its moment (state unchanged)", () => {
    const empty = won({
      card: true,
      edit: (s) => {
        const tokens = (s.players[0] as Ti4State["players"][number]).tokens;
        tokens.tactic = 16 - tokens.fleet - tokens.strategy;
      },
    });
    expect(offered(empty.state)?.choices).toEqual(["unitUpgrade"]);
    expect(refusal(empty.state, { type: "norrSupremacy", seat: 0, choice: "commandToken" })).toEqual([
      "ERR_TI4_NORR_SUPREMACY",
      RULE,
    ]);
    const plain = won({ card: false });
    expect(refusal(plain.state, { type: "norrSupremacy", seat: 0, choice: "commandToken" })?.[0]).toBe(
      "ERR_NOT_NOW",
    );
  });
});
