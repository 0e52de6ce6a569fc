/**
 * The Argent Flight alliance card (thundersEdge/allianceAbilities/argent.ts): when its holder's units roll for
 * a unit ability, one of them rolls one extra die, logged and counted with the roll (combat/unitAbilityRolls.ts).
 */
import { describe, expect, it } from "vitest";
import { SEAT } from "../../../support/ti4Tactical.ts";
import { FIRER, fired, holding } from "../../../support/unitRollScene.ts";

describe("The Argent alliance card: one extra die", () => {
  it("rolls one more die for the holder's space cannon, logged, and counted; nothing for others", () => {
    const { events } = fired(holding(FIRER, "argent"));
    const added = events.find((e) => e.type === "ti4UnitAbilityDiceAdded") as {
      dice: { type: string; value: number; hitsOn: number }[];
    };
    expect(added).toMatchObject({ seat: FIRER, roll: "spaceCannon" });
    expect(added.dice.map((d) => [d.type, d.hitsOn])).toEqual([["pds", 6]]);
    const roll = events.find((e) => e.type === "ti4SpaceCannonFired") as { rolls: { roll: number }[] };
    const hits = [...roll.rolls.map((r) => r.roll), ...added.dice.map((d) => d.value)].filter(
      (v) => v >= 6,
    ).length;
    const assigned = events.find((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4AssignHits");
    if (hits > 0) expect(assigned).toMatchObject({ frame: { hits } });
    const other = fired(holding(SEAT, "argent"));
    expect(other.events.map((e) => e.type)).not.toContain("ti4UnitAbilityDiceAdded");
  });
});
