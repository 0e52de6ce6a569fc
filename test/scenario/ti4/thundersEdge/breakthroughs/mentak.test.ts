/**
 * TE "Breakthroughs and Synergy": The Table's Grace (Mentak Coalition), turned over onto Cruiser II as the
 * Corsair (capacity 2), whose cruisers pass others' ships while the active system holds another player's
 * ships other than fighters (LRR 58.4a) (thundersEdge/breakthroughs/mentak.ts); played, refused with the
 * state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4TechnologyId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import { ti4UnitFor } from "../../../../../src/engine/ti4/units.ts";
import { play } from "../../../../support/ti4.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../../support/ti4Tactical.ts";

const RULE = "TE Breakthroughs and Synergy: The Table's Grace";

/** The Mentak (seat 3) in a Thunder's Edge game: 2 cruisers at home, a ship of seat 0's on the way (207). */
function board(opts: { card?: boolean; cr2?: boolean; defended?: boolean; te?: boolean } = {}): Ti4State {
  const { card = true, cr2 = true, defended = true, te = true } = opts;
  return position((s) => {
    const mentak = s.players[SEAT] as Ti4State["players"][number];
    mentak.faction = "mentak";
    if (te) s.config = { ...s.config, boxes: ["base", "te"] };
    if (card) mentak.breakthrough = "mentakbt";
    if (cr2) mentak.technologies = ["cr2" as Ti4TechnologyId];
    put(s, HOME, { cruiser: 2, carrier: 1, fighter: 2 });
    put(s, "207", { destroyer: 1 }, 0);
    if (defended) put(s, "104", { destroyer: 1 }, 1);
  });
}

function moveInto(s: Ti4State, units: Ti4UnitCounts): Ti4State | [string, string] {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "104" });
  const before = structuredClone(activated.state);
  const moves = [{ from: HOME, units, path: ["207"] }];
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves } as never, CTX);
  if (!moved.ok) {
    expect(activated.state).toEqual(before);
    return [moved.error.code, moved.error.rule];
  }
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return moved.state;
}

describe(`${RULE} (Mentak Coalition)`, () => {
  it("turns Cruiser II into the Corsair: Cruiser II's values with capacity 2", () => {
    const corsair = ti4UnitFor(board(), SEAT, "cruiser");
    expect(corsair).toMatchObject({ id: "mentak_corsair", name: "Corsair", cost: 2, move: 3, capacity: 2 });
    expect(corsair.combat).toEqual({ hitsOn: 6, dice: 1 });
    // Without Cruiser II, without the card, or in a game without Thunder's Edge, cruisers are as printed.
    expect(ti4UnitFor(board({ cr2: false }), SEAT, "cruiser").id).toBe("cruiser");
    expect(ti4UnitFor(board({ card: false }), SEAT, "cruiser").id).toBe("cruiser2");
    expect(ti4UnitFor(board({ te: false }), SEAT, "cruiser").id).toBe("cruiser2");
  });

  it("lets Corsairs pass others' ships into an active system holding another player's ship", () => {
    const moved = moveInto(board(), { cruiser: 2 });
    if (Array.isArray(moved)) throw new Error(moved.join(" "));
    expect(space(moved, "104")).toEqual({ cruiser: 2 });
  });

  it("is refused to other ships, to an active system without another player's ships, and without Cruiser II (state unchanged)", () => {
    expect(moveInto(board(), { cruiser: 2, carrier: 1 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
    expect(moveInto(board({ defended: false }), { cruiser: 2 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
    expect(moveInto(board({ cr2: false }), { cruiser: 2 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
    expect(moveInto(board({ card: false }), { cruiser: 2 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
  });
});
