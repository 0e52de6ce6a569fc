/**
 * TE Galactic Events: Wild, Wild Galaxy (its card [recalled]; actionCards/wildCards.ts): Morale Boost and
 * Flank Speed give 2, Skilled Retreat places no command token, Maneuvering Jets cancels every SPACE CANNON
 * hit, Shields Holding and Direct Hit (on a mech) reach ground combat, and a Sabotage's player takes the
 * card it cancelled. Without the event each card plays as printed (combatCards.test.ts and the others).
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { TI4_COMBAT_CARD_EFFECTS } from "../../../../src/engine/ti4/actionCards/combatCards.ts";
import { flankSpeedBonus } from "../../../../src/engine/ti4/actionCards/inForce.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { actionPhaseAllPlayed, send } from "../../../support/ti4Status.ts";
import { HOME, position, put, SEAT } from "../../../support/ti4Tactical.ts";
import { cardClash, planetOf310, playUntil, rolls } from "../factions/baseClash.ts";

const WILD = ["wild_wild_galaxy"] as const;

/** Seat 0 (Hacan) attacks seat 1 (Nekro) in 310 with these hands; `wild` puts the event in play. */
function scene(
  hands: Partial<Record<number, Ti4ActionCardId[]>>,
  wild: boolean,
  defender = { dreadnought: 2 },
) {
  const state = cardClash({ dreadnought: 2 }, defender, hands);
  if (wild) state.galacticEvents = [...WILD];
  return state;
}

const roundStart = (s: Ti4State) => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4CardWindow" && top.timing === "combatRoundStart";
};
const noCombat = (s: Ti4State) => !s.stack.some((f) => f.kind === "ti4SpaceCombat");
const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };

function replays(start: Ti4State, events: Ti4Event[], end: Ti4State) {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(end);
}

/** An assignment of `hits` from `reason` waiting on seat 1 in 310, with `sustained` just told. */
function assigning(
  state: Ti4State,
  reason: "groundCombat" | "spaceCannonOffense",
  sustained?: object,
): Ti4State {
  const s = structuredClone(state);
  s.stack.push({
    kind: "ti4AssignHits",
    seat: 1,
    place: { position: "310" },
    hits: 3,
    reason,
    ...(sustained ? { sustained } : {}),
  } as never);
  return s;
}

describe("TE Galactic Events: Wild, Wild Galaxy", () => {
  it("Morale Boost adds 2 to each combat roll of the round", () => {
    const start = scene({ 0: ["mb"] }, true);
    const open = playUntil(start, roundStart, activate);
    const played = play(open.state, { type: "playActionCard", seat: 0, card: "mb" });
    const fought = playUntil(played.state, noCombat);
    // Only seat 0 held a card: the window closed at its play and the round was rolled at once.
    const first = rolls([...played.events, ...fought.events]).find(
      (e) => e.roll === "combat" && e.seat === 0,
    );
    expect(first?.groups[0]?.modifier).toBe(2);
    replays(start, [...open.events, ...played.events, ...fought.events], fought.state);
  });

  it("Skilled Retreat moves the fleet without placing a command token", () => {
    const start = scene({ 1: ["s_retreat"] }, true);
    start.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    const open = playUntil(start, roundStart, activate);
    const done = playUntil(open.state, noCombat, {
      type: "playActionCard",
      seat: 1,
      card: "s_retreat",
      system: "309",
    });
    expect(done.state.board["309"]?.space.find((f) => f.seat === 1)?.units.dreadnought).toBe(2);
    expect(done.state.board["309"]?.commandTokens).toEqual([]);
    expect(done.events.some((e) => e.type === "ti4CommandTokenPlaced")).toBe(false);
    replays(start, [...open.events, ...done.events], done.state);
  });

  it("Flank Speed gives +2 move for each copy; +1 without the event", () => {
    const fs = (wild: boolean) => {
      const state = position((s) => {
        for (const p of s.players) p.secret.actionCards = p.seat === SEAT ? ["fs"] : [];
        put(s, HOME, { carrier: 1 });
        if (wild) s.galacticEvents = [...WILD];
      });
      const at = send(
        { state, events: [{ type: "gameCreated", state: structuredClone(state) }] },
        {
          type: "tacticalAction",
          seat: SEAT,
          system: "104",
        },
      );
      return send(at, { type: "playActionCard", seat: SEAT, card: "fs" });
    };
    expect(flankSpeedBonus(fs(true).state, SEAT, "carrier")).toBe(2);
    expect(flankSpeedBonus(fs(false).state, SEAT, "carrier")).toBe(1);
  });

  it("Maneuvering Jets cancels every SPACE CANNON hit; as printed, one", () => {
    const jets = TI4_COMBAT_CARD_EFFECTS.mjets;
    if (!jets) throw new Error("Maneuvering Jets has no rule");
    for (const [wild, cancelled] of [
      [true, 3],
      [false, 1],
    ] as const) {
      const state = assigning(scene({ 1: ["mjets"] }, wild), "spaceCannonOffense");
      expect(jets.check(state, 1, {})).toBeUndefined();
      const emitted: Ti4Event[] = [];
      jets.resolve({ state, emit: (e: Ti4Event) => emitted.push(e) } as never, 1, {});
      expect(emitted).toEqual([{ type: "ti4HitsCancelled", seat: 1, hits: cancelled, card: "mjets" }]);
    }
  });

  it("Shields Holding may be played before ground combat hits are assigned; as printed it is refused there", () => {
    const shields = TI4_COMBAT_CARD_EFFECTS.sh;
    if (!shields) throw new Error("Shields Holding has no rule");
    expect(shields.check(assigning(scene({}, true), "groundCombat"), 1, {})).toBeUndefined();
    expect(shields.check(assigning(scene({}, false), "groundCombat"), 1, {})?.code).toBe("ERR_TI4_CARD_PLAY");
  });

  it("Direct Hit may destroy a mech that has just sustained damage in ground combat, and nothing else there", () => {
    const hit = TI4_COMBAT_CARD_EFFECTS.dh;
    if (!hit) throw new Error("Direct Hit has no rule");
    const withMech = (wild: boolean) => {
      const s = assigning(scene({}, wild), "groundCombat", { mech: 1 });
      // Players' mechs come with Prophecy of Kings: the sheet read here has one.
      s.config = { ...s.config, boxes: ["base", "pok"] };
      const force = s.board["310"]?.space.find((f) => f.seat === 1);
      if (force) {
        force.units.mech = 1;
        force.damaged = { mech: 1 };
      }
      // The ground combat on 310's planet under the assignment: seat 0 attacking, seat 1 defending.
      const combat = { kind: "ti4GroundCombat", seat: 0, defender: 1, system: "310", planet: planetOf310(s) };
      s.stack.splice(s.stack.length - 1, 0, combat as never);
      return s;
    };
    expect(hit.check(withMech(true), 0, { unit: "mech" })).toBeUndefined();
    expect(hit.check(withMech(true), 0, { unit: "dreadnought" })?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(hit.check(withMech(false), 0, { unit: "mech" })?.code).toBe("ERR_TI4_CARD_PLAY");
  });

  it("a Sabotage's player takes the card it cancelled into their hand; as printed it stays discarded", () => {
    const sabotage = (wild: boolean) => {
      let p = -1;
      const at = actionPhaseAllPlayed(4, (s) => {
        const top = s.stack.findLast((f) => f.kind === "ti4ActionPhase");
        p = top?.kind === "ti4ActionPhase" ? top.current : 0;
        for (const player of s.players) {
          player.technologies = player.technologies.filter((t) => t !== "it");
          player.secret.actionCards = [];
        }
        (s.players[p] as Ti4State["players"][number]).secret.actionCards = ["industrial_initiative"];
        (s.players[(p + 1) % 4] as Ti4State["players"][number]).secret.actionCards = ["sabo"];
        if (wild) s.galacticEvents = [...WILD];
      });
      const played = send(at, { type: "playActionCard", seat: p, card: "industrial_initiative" });
      let now = send(played, { type: "playActionCard", seat: (p + 1) % 4, card: "sabo" });
      for (let i = 0; i < 10; i++) {
        const pass = pendingDecisions<Ti4>(now.state).find((d) => d.kind === "passCardWindow");
        if (!pass) break;
        now = send(now, { type: "passCardWindow", seat: pass.seat });
      }
      return { now, saboteur: (p + 1) % 4 };
    };
    const wild = sabotage(true);
    expect(wild.now.state.players[wild.saboteur]?.secret.actionCards).toEqual(["industrial_initiative"]);
    expect(wild.now.state.decks.action.discard).not.toContain("industrial_initiative");
    expect(wild.now.events).toContainEqual({
      type: "ti4SabotagedCardTaken",
      seat: wild.saboteur,
      card: "industrial_initiative",
    });
    expect(replayLog<Ti4>(wild.now.events)).toEqual(wild.now.state);
    const printed = sabotage(false);
    expect(printed.now.state.players[printed.saboteur]?.secret.actionCards).toEqual([]);
    expect(printed.now.state.decks.action.discard).toContain("industrial_initiative");
  });
});
