/**
 * The Alastor's ground forces are ships in its space combat for card effects too [recalled: public
 * rulings: "as if they were ships" holds for all purposes during that combat] (LRR 78, 87, 2): a mech
 * fighting as a ship from its planet that sustains damage opens the moment for Direct Hit, which names
 * the planet and destroys it there. Refusals; every stretch replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4PlayableCards } from "../../../../src/engine/ti4/actionCards/play.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { answer, clash, planetOf310, playOut, refusal, type Units, withFactions } from "./baseClash.ts";

const TACTICAL: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };
const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "alastorGroundForces");
const nekroAssigns = (s: Ti4State) =>
  pendingDecisions<Ti4>(s).some((d) => d.kind === "assignHits" && d.seat === 1);
const combatFrame = (s: Ti4State) => s.stack.findLast((f) => f.kind === "ti4SpaceCombat");

/** Sol (seat 0, holding `hand`) attacks the Nekro (seat 1) at 310, with a Nekro mech on 310's planet (a
 * Prophecy of Kings game, for mechs). */
function scene(attacker: Units, nekro: Units, hand: Ti4State["players"][number]["secret"]["actionCards"]) {
  const start = clash(withFactions("sol", "nekro"), attacker, nekro);
  // Mechs are on the sheets of Prophecy of Kings.
  start.config = { ...start.config, boxes: ["base", "pok"] };
  for (const p of start.players) p.secret.actionCards = p.seat === 0 ? [...hand] : [];
  const planet = planetOf310(start);
  const force = start.board["310"]?.planets[planet]?.find((f) => f.seat === 1);
  if (!force) throw new Error("no Nekro force on 310's planet");
  force.units.mech = 1;
  return { start, planet };
}

describe("The Alastor's ground forces are ships for card effects in its combat", () => {
  it("lets Direct Hit destroy a mech that sustained damage as a ship on its planet", () => {
    const { start, planet } = scene({ dreadnought: 4 }, { flagship: 1 }, ["dh"]);
    const at = playOut(start, TACTICAL, (s) => !asked(s));
    const chosen = playOut(
      at.state,
      { type: "alastorGroundForces", seat: 1, units: {}, planets: [{ planet, units: { mech: 1 } }] },
      (s) => !nekroAssigns(s),
    );
    const assignment = chosen.state.stack.at(-1);
    const hits = assignment?.kind === "ti4AssignHits" ? assignment.hits : 0;
    // Seeded dice: Sol's dreadnoughts score 2 hits; the flagship and the mech each sustain one.
    expect(hits).toBe(2);
    const sustained = answer(chosen.state, {
      type: "assignHits",
      seat: 1,
      sustain: { flagship: 1 },
      destroy: {},
      onPlanets: [{ planet, sustain: { mech: 1 } }],
    });
    // LRR 87: the moment a unit sustained damage is told for the planet too; one window asks Sol.
    const windows = sustained.events.filter(
      (e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4CardWindow",
    );
    expect(windows).toHaveLength(1);
    expect(sustained.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "sustainDamageUsed",
      awaiting: [0],
    });
    expect(ti4PlayableCards(sustained.state, 0)).toEqual([
      { card: "dh", plays: [{ unit: "mech", planet }, { unit: "flagship" }] },
    ]);
    // The mech is named with its planet: without it, Direct Hit looks in the space area and is refused.
    const dh = { type: "playActionCard", seat: 0, card: "dh" } as const;
    expect(refusal(sustained.state, { ...dh, unit: "mech" })?.[0]).toBe("ERR_TI4_CARD_PLAY");
    expect(refusal(sustained.state, { ...dh, unit: "flagship", planet })?.[0]).toBe("ERR_TI4_CARD_PLAY");

    const hit = answer(sustained.state, { ...dh, unit: "mech", planet });
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        place: { position: "310", planet },
        units: { mech: 1 },
        damaged: { mech: 1 },
        reason: "destroyed",
      }),
    );
    expect(hit.state.board["310"]?.planets[planet]?.find((f) => f.seat === 1)?.units.mech ?? 0).toBe(0);
    // It no longer fights as a ship: the combat's frame holds no ground force on that planet.
    expect(combatFrame(hit.state)?.kind === "ti4SpaceCombat" && combatFrame(hit.state)).not.toMatchObject({
      asShipsOnPlanets: { 1: { [planet]: expect.anything() } },
    });
    const events: Ti4Event[] = [...at.events, ...chosen.events, ...sustained.events, ...hit.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(hit.state);
  });
});
