/**
 * TE "Breakthroughs and Synergy": Stellar Genesis (Embers of Muaat), the Avernus planet token placed as the
 * card is gained, in a non-home system adjacent to a planet its holder controls, and Avernus gained ready
 * (thundersEdge/breakthroughs/muaat.ts); played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { isHomeSystem } from "../../../../../src/engine/ti4/actionCards/effect.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { avernusSystems } from "../../../../../src/engine/ti4/thundersEdge/breakthroughs/muaat.ts";
import { gainBreakthrough } from "../../../../../src/engine/ti4/thundersEdge/expeditionModule.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { run } from "../../../../support/ti4FactionBoard.ts";
import { CTX } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Stellar Genesis";

/** The Muaat (seat 0) gain Stellar Genesis on their turn. */
function gained(): { before: Ti4State; state: Ti4State; events: Ti4Event[] } {
  const at = eventGame(["muaat", "sol", "xxcha"], [], 0);
  const done = run(at.state, (tx) => gainBreakthrough(tx, 0, "test"));
  return { before: at.state, ...done };
}

function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe(`${RULE} (Embers of Muaat)`, () => {
  it("asks where Avernus goes as the card is gained; the system then holds it and the Muaat control it, ready", () => {
    const at = gained();
    const asked = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "placeAvernus");
    const choices = asked?.choices ?? [];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((p) => !isHomeSystem(at.state, p))).toBe(true);
    expect(choices).toEqual(avernusSystems(at.state, 0));
    const answer = asked && ti4Answers(at.state, asked)[0];
    expect(answer).toEqual({ type: "placeAvernus", seat: 0, system: choices[0] });
    const result = applyCommand<Ti4>(at.state, answer as Ti4Command, CTX);
    if (!result.ok) throw new Error(result.error.message);
    const system = choices[0] as string;
    expect(result.state.avernus).toBe(system);
    expect(planetsAt(result.state, system)).toContain("avernus");
    expect(result.state.players[0]?.planets["avernus" as Ti4PlanetId]).toEqual({ exhausted: false });
    expect(pendingDecisions<Ti4>(result.state).some((d) => d.kind === "placeAvernus")).toBe(false);
    const log: Ti4Event[] = [{ type: "gameCreated", state: at.before }, ...at.events, ...result.events];
    expect(replayLog<Ti4>(log)).toEqual(result.state);
  });

  it("is refused in a home system, out of reach, by another player, or when not just gained (state unchanged)", () => {
    const at = gained();
    const home = at.state.players[0]?.home as string;
    expect(refusal(at.state, { type: "placeAvernus", seat: 0, system: home })).toEqual([
      "ERR_TI4_STELLAR_GENESIS",
      RULE,
    ]);
    const far = Object.keys(at.state.galaxy).find(
      (p) => !avernusSystems(at.state, 0).includes(p) && !isHomeSystem(at.state, p),
    ) as string;
    expect(refusal(at.state, { type: "placeAvernus", seat: 0, system: far })).toEqual([
      "ERR_TI4_STELLAR_GENESIS",
      RULE,
    ]);
    expect(refusal(at.state, { type: "placeAvernus", seat: 1, system: far })?.[0]).toBe("ERR_NOT_YOUR_TURN");
    expect(refusal(at.before, { type: "placeAvernus", seat: 0, system: far })?.[0]).toBe("ERR_NOT_NOW");
  });
});
