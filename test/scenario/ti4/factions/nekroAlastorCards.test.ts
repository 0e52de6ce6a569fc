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
import { answer, clash, planetOf310, playOut, refusal, run, type Units, withFactions } from "./baseClash.ts";

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

  it("opens Courageous to the End when an infantry fighting as a ship is destroyed; the dice use its value", () => {
    const { start } = scene({ dreadnought: 4 }, { flagship: 1, infantry: 2 }, []);
    (start.players[1] as Ti4State["players"][number]).secret.actionCards = ["courageous"];
    const at = playOut(start, TACTICAL, (s) => !asked(s));
    const chosen = playOut(
      at.state,
      { type: "alastorGroundForces", seat: 1, units: { infantry: 2 } },
      (s) => !nekroAssigns(s),
    );
    const lost = answer(chosen.state, {
      type: "assignHits",
      seat: 1,
      sustain: {},
      destroy: { infantry: 2 },
    });
    expect(lost.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterShipDestroyed",
      awaiting: [1],
    });
    expect(ti4PlayableCards(lost.state, 1)).toEqual([{ card: "courageous", plays: [{ unit: "infantry" }] }]);
    const courageous = { type: "playActionCard", seat: 1, card: "courageous" } as const;
    expect(refusal(lost.state, { ...courageous, unit: "flagship" })?.[0]).toBe("ERR_TI4_CARD_PLAY");
    const played = answer(lost.state, { ...courageous, unit: "infantry" });
    const dice = played.events.find((e) => e.type === "ti4CardDiceRolled");
    // Two dice against the infantry's combat value, 8.
    expect(dice?.type === "ti4CardDiceRolled" && dice.hits).toBe(
      dice?.type === "ti4CardDiceRolled" ? dice.rolls.filter((d) => d >= 8).length : -1,
    );
    const events: Ti4Event[] = [...at.events, ...chosen.events, ...lost.events, ...played.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(played.state);
  });

  it("makes the Nekro choose Courageous to the End's losses among their infantry fighting as ships too", () => {
    const { start } = scene({ dreadnought: 1 }, { flagship: 1, infantry: 2 }, ["courageous"]);
    const state = structuredClone(start);
    const frame = {
      kind: "ti4SpaceCombat",
      seat: 0,
      system: "310",
      defender: 1,
      round: 1,
      step: "roll",
      asShips: { 1: { infantry: 2 } },
    } as const;
    const losses = run(state, (tx) => {
      tx.emit({ type: "ti4FramePushed", frame });
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4ChosenShipLosses", seat: 1, system: "310", count: 2, by: 0, card: "courageous" },
      });
    });
    // Flagship and two infantry to choose from: the Nekro are asked.
    expect(pendingDecisions<Ti4>(losses.state)[0]).toMatchObject({ kind: "chooseShipLosses", seat: 1 });
    const choose = (ships: Units): Ti4Command => ({ type: "chooseShipLosses", seat: 1, ships });
    expect(refusal(losses.state, choose({ infantry: 3 }))?.[0]).toBe("ERR_TI4_LOSSES_TOO_MANY");
    expect(refusal(losses.state, choose({ mech: 1, infantry: 1 }))?.[0]).toBe("ERR_TI4_LOSSES_NOT_SHIP");
    const done = answer(losses.state, choose({ infantry: 2 }));
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { infantry: 2 },
        reason: "destroyed",
      }),
    );
    // They no longer fight: the combat's frame holds none for the Nekro.
    expect(combatFrame(done.state)).toMatchObject({ asShips: { 1: {} } });
  });

  it("lets the Nekro play Salvage after winning on ground forces fighting as ships", () => {
    const { start } = scene({}, { infantry: 2 }, []);
    (start.players[1] as Ti4State["players"][number]).secret.actionCards = ["salvage"];
    (start.players[0] as Ti4State["players"][number]).commodities = 2;
    const won = run(start, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: {
          kind: "ti4SpaceCombat",
          seat: 0,
          system: "310",
          defender: 1,
          round: 1,
          step: "assigned",
          roundEnded: true,
          opening: { attacker: { dreadnought: 1 }, defender: { flagship: 1 } },
          asShips: { 1: { infantry: 2 } },
        },
      }),
    );
    expect(won.events).toContainEqual({ type: "ti4CombatEnded", place: { position: "310" }, winner: 1 });
    expect(won.state.stack.at(-1)).toMatchObject({ timing: "afterSpaceCombat", awaiting: [1] });
    expect(refusal(won.state, { type: "playActionCard", seat: 0, card: "salvage" })?.[0]).toBeDefined();
    const played = answer(won.state, { type: "playActionCard", seat: 1, card: "salvage" });
    expect(played.events).toContainEqual(
      expect.objectContaining({ type: "ti4TradeGoodsChanged", seat: 1, amount: 2, reason: "Salvage" }),
    );
  });
});
