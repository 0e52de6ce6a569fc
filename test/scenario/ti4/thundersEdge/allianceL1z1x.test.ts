/**
 * The L1Z1X alliance card (thundersEdge/allianceAbilities/l1z1x.ts): PLANETARY SHIELD does not stop its
 * holder's BOMBARDMENT (LRR 65, 15). The active player's dreadnought faces two planets of another player's,
 * one guarded by a PDS.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { CTX } from "../../../support/ti4Tactical.ts";
import { bombardScene } from "../../../support/unitRollScene.ts";

describe("The L1Z1X alliance card: bombardment past PLANETARY SHIELD", () => {
  it("lets its holder bombard the shielded planet; the hits land; replays", () => {
    const { start, active, seat, system, guarded, other } = bombardScene("l1z1x");
    expect(pendingDecisions<Ti4>(active.state)[0]?.choices).toContain(guarded);
    const done = applyCommand<Ti4>(
      active.state,
      { type: "bombard", seat, targets: [{ planet: guarded, units: { dreadnought: 1 } }] },
      CTX,
    );
    if (!done.ok) throw new Error(done.error.message);
    const roll = done.events.find((e) => e.type === "ti4DiceRolled") as { hits: number };
    expect(roll).toMatchObject({ roll: "bombardment" });
    const left = done.state.board[system]?.planets[guarded]?.find((f) => f.seat === other)?.units.infantry;
    expect(left).toBe(1 - roll.hits);
    const log = [{ type: "gameCreated", state: start }, ...active.events, ...done.events] as Ti4Event[];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("does nothing for a player without it: the shield stops the bombardment, refused with its code", () => {
    const { active, seat, guarded, open } = bombardScene("l1z1x", 5);
    expect(pendingDecisions<Ti4>(active.state)[0]?.choices).toEqual([open]);
    const refused = applyCommand<Ti4>(
      active.state,
      { type: "bombard", seat, targets: [{ planet: guarded, units: { dreadnought: 1 } }] },
      CTX,
    );
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual([
      "ERR_TI4_PLANETARY_SHIELD",
      "LRR 65",
    ]);
  });
});
