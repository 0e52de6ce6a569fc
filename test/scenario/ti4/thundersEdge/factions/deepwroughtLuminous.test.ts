/**
 * The D.W.S. Luminous, the Deepwrought's flagship (TE faction sheet; LRR 58.4a, 58.4c): it moves through
 * systems holding its owner's units though other players' ships are there, with +1 move for each.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { play } from "../../../../support/ti4.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../../support/ti4Tactical.ts";

/** Moves `units` from the home system through 207 into 104; the refusal's [code, rule], or the state. */
function moveInto(s: Ti4State, units: object) {
  const before = structuredClone(s);
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "104" });
  const moves = [{ from: HOME, units, path: ["207"] }];
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves } as never, CTX);
  expect(s).toEqual(before);
  if (!moved.ok) return [moved.error.code, moved.error.rule];
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return moved.state;
}

/** The Deepwrought's flagship at home; another player's destroyer in 207; `own`: a Deepwrought cruiser there too. */
function board(own: boolean, faction: "deepwrought" | "yssaril" = "deepwrought", te = true) {
  return position((s) => {
    (s.players[SEAT] as Ti4State["players"][number]).faction = faction;
    if (te) s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    put(s, HOME, { flagship: 1, carrier: 1 });
    put(s, "207", { destroyer: 1 }, 0);
    if (own) put(s, "207", { cruiser: 1 });
  });
}

describe("TE Deepwrought: the D.W.S. Luminous (LRR 58.4a, 58.4c)", () => {
  it("passes a system holding its owner's units and another player's ships, with +1 move for it; replays", () => {
    const moved = moveInto(board(true), { flagship: 1 }) as Ti4State;
    expect(space(moved, "104")).toEqual({ flagship: 1 });
  });

  it("is blocked where its owner has no unit, the state unchanged", () => {
    expect(moveInto(board(false), { flagship: 1 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
  });

  it("takes no other ship through with it", () => {
    expect(moveInto(board(true), { flagship: 1, carrier: 1 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
  });

  it("gains 1 move for a passed system holding its owner's units, none for an empty one", () => {
    const own = position((s) => {
      (s.players[SEAT] as Ti4State["players"][number]).faction = "deepwrought";
      s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
      put(s, HOME, { flagship: 1 });
      put(s, "207", { cruiser: 1 });
    });
    expect(space(moveInto(own, { flagship: 1 }) as Ti4State, "104")).toEqual({ flagship: 1 });
    const empty = position((s) => {
      (s.players[SEAT] as Ti4State["players"][number]).faction = "deepwrought";
      s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
      put(s, HOME, { flagship: 1 });
    });
    expect(moveInto(empty, { flagship: 1 })).toEqual(["ERR_TI4_OUT_OF_RANGE", "LRR 58.4c"]);
  });
});
