/** The Ral Nel Consortium (Thunder's Edge faction): its set-up. */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../../src/content/ti4/index.ts";
import { systemAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4FactionPool } from "../../../../../src/engine/ti4/setup/steps.ts";
import { ti4UnitFor } from "../../../../../src/engine/ti4/units.ts";
import { eventSetup } from "../../../../support/ti4Events.ts";

const FACTIONS: readonly FactionId[] = ["ralnel", "sol", "letnev", "hacan"];

describe("The Ral Nel Consortium: set-up", () => {
  it("is dealt only in a game with Thunder's Edge", () => {
    expect(ti4FactionPool(["base", "te"])).toContain("ralnel");
    expect(ti4FactionPool(["base"])).not.toContain("ralnel");
  });

  it("starts in tile 93 with its fleet on Mez and Rep, a chosen technology, and its Linkship for a destroyer", () => {
    const { state } = eventSetup(FACTIONS, []);
    const me = state.players[0];
    expect(me?.faction).toBe("ralnel");
    const home = state.board[me?.home as string];
    expect(systemAt(state, me?.home as string)?.id).toBe("93");
    const space = home?.space.find((f) => f.seat === 0)?.units;
    expect(space).toEqual({ carrier: 1, destroyer: 1, dreadnought: 1, fighter: 2 });
    const mez = home?.planets.mez?.find((f) => f.seat === 0)?.units;
    const rep = home?.planets.rep?.find((f) => f.seat === 0)?.units;
    expect(mez).toEqual({ infantry: 2, pds: 1, spaceDock: 1 });
    expect(rep).toEqual({ infantry: 2, pds: 1 });
    expect(me?.technologies).toHaveLength(1);
    expect(["nm", "pa", "ps", "aida"]).toContain(me?.technologies[0]);
    expect(ti4UnitFor(state, 0, "destroyer").id).toBe("ralnel_destroyer");
    expect(ti4UnitFor(state, 0, "flagship").id).toBe("ralnel_flagship");
  });
});
