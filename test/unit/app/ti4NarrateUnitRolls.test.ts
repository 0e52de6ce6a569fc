/** The table is told the dice of the moment after a unit-ability roll (combat/unitAbilityRolls.ts). */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../src/app/ti4/narrate.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { create } from "../../support/ti4.ts";

describe("Narrating the moment after a unit-ability roll", () => {
  const { state } = create(4, { boxes: ["base", "te"] });
  const rng = state.rng;
  const name = state.players[0]?.name;

  it("tells rerolled dice, both results, and the extra die the Argent card adds", () => {
    const rerolled: Ti4Event = {
      type: "ti4UnitAbilityDiceRerolled",
      seat: 0,
      ability: "jolnar",
      dice: [0, 1],
      before: [1, 2],
      after: [7, 3],
      rng,
    };
    expect(narrateTi4([rerolled], state)).toContain(`${name} rerolls 2 dice`);
    expect(narrateTi4([rerolled], state)).toContain("[1 2] becomes [7 3]");
    const added: Ti4Event = {
      type: "ti4UnitAbilityDiceAdded",
      seat: 0,
      roll: "spaceCannon",
      place: { position: "207" },
      dice: [{ type: "pds", value: 8, hitsOn: 6 }],
      rng,
    };
    expect(narrateTi4([added], state)).toContain(`${name} rolls 1 extra die for spaceCannon`);
  });
});
