/**
 * TE "Breakthroughs and Synergy": Specialist Compounds (Universities of Jol-Nar), a planet of the
 * technology's colour exhausted instead of paying for a research through the Technology card
 * (thundersEdge/breakthroughs/jolnar.ts, technology/research.ts; LRR 90); played, refused with the state
 * unchanged, replayed (answer checks the replay), and used by the bot.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, refusal } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: Specialist Compounds";
const TARMANN = "tarmann" as Ti4PlanetId; // biotic specialty
const MEHAR = "meharxull" as Ti4PlanetId; // warfare specialty

type Player = Ti4State["players"][number];

/** The Jol-Nar (seat 0) asked to research for `cost` for `reason`, Tar'mann and Mehar Xull theirs. */
function researching(options: { card: boolean; reason?: string; cost?: number; tarmannExhausted?: boolean }) {
  return eventGame(["jolnar", "sol", "xxcha"], [], 0, (s) => {
    const jolnar = s.players[0] as Player;
    if (options.card) jolnar.breakthrough = "jolnarbt";
    // No cybernetic technology: the card's synergy (biotic with cybernetic) adds no biotic prerequisite.
    jolnar.technologies = ["nm", "amd", "ps"];
    jolnar.tradeGoods = 0;
    jolnar.planets[TARMANN] = { exhausted: options.tarmannExhausted ?? false } as never;
    jolnar.planets[MEHAR] = { exhausted: false } as never;
    s.stack.push({
      kind: "ti4Research",
      seat: 0,
      cost: options.cost ?? 4,
      optional: false,
      reason: options.reason ?? "technology secondary",
    });
  }).state;
}

const DXA: Ti4Command = { type: "research", seat: 0, technology: "dxa", compounds: TARMANN };

describe(`${RULE} (Universities of Jol-Nar)`, () => {
  it("exhausts a planet of the technology's colour instead of paying the card's cost", () => {
    const state = researching({ card: true });
    const done = answer(state, DXA);
    const jolnar = done.state.players[0] as Player;
    expect(jolnar.technologies).toContain("dxa");
    expect(jolnar.planets[TARMANN]?.exhausted).toBe(true);
    // Nothing else was spent.
    const exhausted = Object.entries(jolnar.planets)
      .filter(([, card]) => card?.exhausted)
      .map(([id]) => id);
    expect(exhausted).toEqual([TARMANN]);
  });

  it("refuses a planet of another colour, an exhausted one, no card, or another research; state unchanged", () => {
    const code = ["ERR_TI4_SPECIALIST_COMPOUNDS", RULE];
    expect(refusal(researching({ card: true }), { ...DXA, compounds: MEHAR })).toEqual(code);
    expect(refusal(researching({ card: true, tarmannExhausted: true }), DXA)).toEqual(code);
    expect(refusal(researching({ card: false }), DXA)).toEqual(code);
    expect(refusal(researching({ card: true, reason: "Focused Research", cost: 0 }), DXA)).toEqual(code);
    // The planet may not both stand for a prerequisite and pay.
    const hm: Ti4Command = {
      type: "research",
      seat: 0,
      technology: "hm",
      compounds: TARMANN,
      specialties: [TARMANN],
    };
    expect(refusal(researching({ card: true }), hm)).toEqual(code);
  });

  it("the bot names a fitting planet instead of paying", () => {
    const state = researching({ card: true });
    const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "research");
    const answers = decision ? ti4Answers(state, decision) : [];
    const first = answers.find((c) => c.type === "research" && c.compounds !== undefined);
    expect(first).toMatchObject({ type: "research", seat: 0 });
    if (first) answer(state, first);
  });
});
