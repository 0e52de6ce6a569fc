/**
 * Graviton Laser System (technology/generic/gravitonLaser.ts): its owner, about to roll space cannon offense
 * at ships that are fighters and non-fighter ships, may exhaust it; that roll's hits then go to non-fighter
 * ships first (LRR 78.6's rule for such hits, combat/hits.ts). Asked only where it counts.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4AssignHitsFrame } from "../../../../src/engine/ti4/combat/frames.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { HOME, learnFor, position, put, SEAT } from "../../../support/ti4Tactical.ts";
import { answer, FIRER, refusal } from "../../../support/unitRollScene.ts";

/** `ships` moved from seat 3's home into 207, where seat 0 has six PDS on Tequran; seat 0 fires. */
function firing(ships: Ti4UnitCounts, edit: (s: Ti4State) => void = () => {}) {
  const s = position((s) => {
    put(s, HOME, ships);
    put(s, "207", { pds: 6 }, FIRER, "tequran");
    edit(s);
  });
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
  const { fighter, ...own } = ships;
  const carried = fighter ? [{ position: HOME, units: { fighter } }] : [];
  const moves = [{ from: HOME, units: own, carried }];
  const moved = play(activated.state, { type: "moveShips", seat: SEAT, moves });
  return play(moved.state, { type: "fireSpaceCannon", seat: FIRER, target: SEAT });
}

const owning = (s: Ti4State) => learnFor(s, FIRER, "gls");
const MIXED = { carrier: 1, cruiser: 1, fighter: 2 };

function assignment(events: readonly Ti4Event[]): Ti4AssignHitsFrame | undefined {
  for (const e of events) if (e.type === "ti4FramePushed" && e.frame.kind === "ti4AssignHits") return e.frame;
  return undefined;
}

describe("Graviton Laser System: space cannon hits on non-fighter ships first", () => {
  it("asks its owner before the roll, and exhausted, sends every hit to non-fighter ships first", () => {
    const asked = firing(MIXED, owning);
    // The roll waits on the answer.
    expect(asked.events.map((e) => e.type)).not.toContain("ti4SpaceCannonFired");
    expect(pendingDecisions<Ti4>(asked.state)).toMatchObject([
      { kind: "gravitonLaser", seat: FIRER, choices: ["exhaust", "decline"] },
    ]);
    const used = answer(asked.state, { type: "gravitonLaser", seat: FIRER, use: "exhaust" });
    const types = used.events.map((e) => e.type);
    expect(types.indexOf("ti4TechnologyExhausted")).toBeLessThan(types.indexOf("ti4SpaceCannonFired"));
    expect(used.state.players[FIRER]?.exhaustedTechnologies).toContain("gls");
    const frame = assignment(used.events);
    // Six PDS hitting on 6: this seed's roll scores 2 hits, for the carrier and the cruiser, not the fighters.
    expect(frame).toMatchObject({ seat: SEAT, hits: 2, nonFightersFirst: 2 });
    expect(pendingDecisions<Ti4>(used.state)[0]).toMatchObject({ kind: "assignHits", seat: SEAT });
    const onFighters = { type: "assignHits" as const, seat: SEAT, sustain: {}, destroy: { fighter: 2 } };
    expect(refusal(used.state, onFighters)).toEqual(["ERR_TI4_HITS_NON_FIGHTERS_FIRST", "LRR 77.5"]);
    const onShips = answer(used.state, { ...onFighters, destroy: { carrier: 1, cruiser: 1 } });
    expect(onShips.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsRemoved", seat: SEAT, units: { carrier: 1, cruiser: 1 } }),
    );
  });

  it("declined, the roll is made as any other and the card stays ready", () => {
    const asked = firing(MIXED, owning);
    const declined = answer(asked.state, { type: "gravitonLaser", seat: FIRER, use: "decline" });
    expect(declined.events.map((e) => e.type)).toContain("ti4SpaceCannonFired");
    expect(declined.events.map((e) => e.type)).not.toContain("ti4TechnologyExhausted");
    expect(assignment(declined.events)?.nonFightersFirst).toBeUndefined();
  });

  it("is not asked of a player without it, with it exhausted, or where the target has no fighters", () => {
    const kinds = (r: { state: Ti4State }) => pendingDecisions<Ti4>(r.state).map((d) => d.kind);
    const without = firing(MIXED);
    expect(without.events.map((e) => e.type)).toContain("ti4SpaceCannonFired");
    expect(kinds(without)).not.toContain("gravitonLaser");
    expect(assignment(without.events)?.nonFightersFirst).toBeUndefined();
    const exhausted = firing(MIXED, (s) => {
      owning(s);
      (s.players[FIRER] as Ti4State["players"][number]).exhaustedTechnologies = ["gls"];
    });
    expect(kinds(exhausted)).not.toContain("gravitonLaser");
    const noFighters = firing({ carrier: 1, cruiser: 1 }, owning);
    expect(noFighters.events.map((e) => e.type)).toContain("ti4SpaceCannonFired");
    expect(kinds(noFighters)).not.toContain("gravitonLaser");
  });

  it("is used by the bot whenever asked", () => {
    const asked = firing(MIXED, owning);
    const decision = pendingDecisions<Ti4>(asked.state)[0];
    if (!decision) throw new Error("nothing asked");
    expect(ti4Answers(asked.state, decision)[0]).toEqual({
      type: "gravitonLaser",
      seat: FIRER,
      use: "exhaust",
    });
  });
});
