/**
 * The Saar alliance card (TE "Alliance Reference Cards"): fighters and infantry its holder produces may be
 * placed at any of their unblockaded space docks (LRR 14.1, 68). The Sol produce at home, a second dock of
 * theirs on a planet elsewhere.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { produce, solProducing } from "../../../../support/allianceProduction.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";

/** A planet outside every home system, with a Sol space dock on it; `enemy`: a foe's cruiser in its space. */
function secondDock(s: Ti4State, enemy: boolean): { position: string; planet: Ti4PlanetId } {
  const homes = s.players.map((p) => homeOf(s, p.seat));
  for (const position of systemPositions(s)) {
    const planet = planetsAt(s, position)[0];
    if (!planet || homes.includes(position) || planet === "mecatolrex") continue;
    (s.players[0] as Ti4State["players"][number]).planets[planet] = { exhausted: false } as never;
    s.board[position] = {
      space: enemy ? [{ seat: 1, units: { cruiser: 1 } }] : [],
      planets: { [planet]: [{ seat: 0, units: { spaceDock: 1 } }] },
      commandTokens: [],
    };
    return { position, planet };
  }
  throw new Error("no planet outside the homes");
}

function scene(cards: boolean, enemy = false) {
  let dock = { position: "", planet: "mecatolrex" as Ti4PlanetId };
  const at = solProducing(cards ? ["saar"] : [], (s) => {
    dock = secondDock(s, enemy);
  });
  return { at, dock };
}

describe("TE alliance card: Saar (fighters and infantry to any unblockaded dock)", () => {
  it("places fighters and infantry at the holder's other dock, the rest at home; the log replays", () => {
    const { at, dock } = scene(true);
    const home = homeOf(at.state, 0);
    const done = produce(at, { carrier: 1, fighter: 2, infantry: 2 }, 10, [
      { ...dock, fighter: 1, infantry: 2 },
    ]);
    if (!done.ok) throw new Error(done.code);
    const system = done.state.board[dock.position];
    expect(unitsIn(system, 0).fighter).toBe(1);
    expect(unitsIn(system, 0, dock.planet).infantry).toBe(2);
    expect(unitsIn(done.state.board[home], 0).fighter).toBe(
      (unitsIn(at.state.board[home], 0).fighter ?? 0) + 1,
    );
  });

  it("refuses it without the card, at a blockaded dock, beyond the room there, and where no dock of theirs stands", () => {
    const bare = scene(false);
    expect(produce(bare.at, { fighter: 2 }, 1, [{ ...bare.dock, fighter: 1 }])).toEqual({
      ok: false,
      code: "ERR_TI4_NO_DOCK_PLACEMENT",
    });
    const blockaded = scene(true, true);
    expect(produce(blockaded.at, { fighter: 2 }, 1, [{ ...blockaded.dock, fighter: 1 }])).toEqual({
      ok: false,
      code: "ERR_TI4_BLOCKADED",
    });
    const crowded = scene(true);
    expect(produce(crowded.at, { fighter: 8 }, 4, [{ ...crowded.dock, fighter: 7 }])).toEqual({
      ok: false,
      code: "ERR_TI4_CAPACITY",
    });
    const held = scene(true);
    const home = homeOf(held.at.state, 0);
    expect(
      produce(held.at, { fighter: 2 }, 1, [{ position: home, planet: held.dock.planet, fighter: 1 }]),
    ).toEqual({ ok: false, code: "ERR_TI4_NO_DOCK_THERE" });
  });
});
