/**
 * Proxima Targeting V1, the Last Bastion's faction technology (factions/bastionProxima.ts): the holder's
 * galvanized units on a bombarded planet cancel 1 bombardment hit each; as each round of a ground combat it
 * fights starts, it may roll BOMBARDMENT 8 (x3) against its opponent's ground forces and then the same against
 * its own. Played, refused with the state unchanged, replayed (the support's `run` and `answer` replay every
 * event); the bot answers.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { pushHitAssignment } from "../../../../../src/engine/ti4/combat/hits.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { PROXIMA_DICE, PROXIMA_HITS_ON } from "../../../../../src/engine/ti4/factions/bastionProxima.ts";
import { brokenTi4Invariants } from "../../../../../src/engine/ti4/invariants.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4Force, Ti4State } from "../../../../../src/engine/ti4/state.ts";
import {
  TE_FACTION_PARTS_NOT_YET_CARRIED_OUT,
  TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT,
} from "../../../../../src/engine/ti4/thundersEdge/notBuilt.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, emptySystems, learn, put, refusal, run } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Last Bastion: Proxima Targeting V1";
const BASTION = 0;
const OTHER = 1;

type Event = ReturnType<typeof answer>["events"][number];

const BASE = eventGame(["bastion", "sol", "xxcha"], [], BASTION).state;

/** An empty system with a planet, and that planet. */
function battleground(state: Ti4State): { position: string; planet: Ti4PlanetId } {
  for (const position of emptySystems(state)) {
    const planet = planetsAt(state, position)[0];
    if (planet) return { position, planet };
  }
  throw new Error("no empty system with a planet");
}

function forceOn(state: Ti4State, seat: number, position: string, planet: Ti4PlanetId): Ti4Force | undefined {
  return state.board[position]?.planets[planet]?.find((f) => f.seat === seat);
}

/** The Bastion (holding the card unless `without`) and Sol with infantry on one planet, `galvanized` marked. */
function table(opts: { galvanized?: number; without?: boolean; bastion?: number; other?: number } = {}) {
  const state = structuredClone(BASE);
  const { position, planet } = battleground(state);
  if (!opts.without) learn(state, BASTION, "proxima");
  put(state, position, BASTION, { infantry: opts.bastion ?? 4 }, planet);
  put(state, position, OTHER, { infantry: opts.other ?? 4 }, planet);
  if (opts.galvanized)
    (forceOn(state, BASTION, position, planet) as Ti4Force).galvanized = { infantry: opts.galvanized };
  for (const p of state.players) p.secret.actionCards = [];
  return { state, position, planet };
}

/** A ground combat on the table's planet, `attacker` landed: the kernel runs it to its first question. */
function groundCombat(attacker: number, opts: Parameters<typeof table>[0] = {}) {
  const { state, position, planet } = table(opts);
  const at = run(state, (tx) =>
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4GroundCombat", seat: attacker, system: position, planet },
    }),
  );
  return { ...at, position, planet };
}

function asked(state: Ti4State) {
  return pendingDecisions<Ti4>(state).find((d) => d.kind === "proximaTargeting");
}

const roll = (seat: number): Ti4Command => ({ type: "proximaTargeting", seat, answer: "roll" });
const decline = (seat: number): Ti4Command => ({ type: "proximaTargeting", seat, answer: "decline" });

/** The events before the round's own combat dice: what the card's rolls did. */
function beforeCombatDice(events: readonly Event[]): Event[] {
  const at = events.findIndex((e) => e.type === "ti4DiceRolled");
  return at < 0 ? [...events] : events.slice(0, at);
}

/** The infantry `seat` lost in `events`. */
function infantryLost(events: readonly Event[], seat: number): number {
  return events
    .filter((e) => e.type === "ti4UnitsRemoved" && e.seat === seat && e.reason === "destroyed")
    .reduce((sum, e) => sum + ((e as { units: { infantry?: number } }).units.infantry ?? 0), 0);
}

function rolled(events: readonly Event[]) {
  return events.filter((e) => e.type === "ti4ProximaRolled");
}

describe(`${RULE}: the roll as a round of ground combat starts`, () => {
  it("asks the holder, attacker or defender, as the first round starts", () => {
    const attacking = groundCombat(BASTION);
    expect(attacking.state.stack.at(-1)).toMatchObject({
      kind: "ti4ProximaTargeting",
      seat: BASTION,
      opponent: OTHER,
    });
    expect(asked(attacking.state)?.choices).toEqual(["roll", "decline"]);
    const defending = groundCombat(OTHER);
    expect(defending.state.stack.at(-1)).toMatchObject({ kind: "ti4ProximaTargeting", seat: BASTION });
  });

  it("rolls 3 dice on 8 against the opponent, then 3 new dice against the holder's own; each assigns its hits", () => {
    const at = groundCombat(BASTION);
    const done = answer(at.state, roll(BASTION));
    const [first, second] = rolled(done.events) as Extract<Event, { type: "ti4ProximaRolled" }>[];
    expect(first).toMatchObject({ seat: BASTION, against: OTHER, hitsOn: PROXIMA_HITS_ON });
    expect(second).toMatchObject({ seat: BASTION, against: BASTION, hitsOn: PROXIMA_HITS_ON });
    expect(first?.rolls).toHaveLength(PROXIMA_DICE);
    expect(second?.rolls).toHaveLength(PROXIMA_DICE);
    for (const r of [first, second])
      expect(r?.hits).toBe((r?.rolls ?? []).filter((d) => d >= PROXIMA_HITS_ON).length);
    // The dice come from the game's generator, each roll carrying its next state.
    expect(first?.rng).not.toEqual(at.state.rng);
    expect(second?.rng).not.toEqual(first?.rng);
    // Infantry cannot sustain: every hit is a loss, assigned by each side (by the game: only infantry there),
    // before the round's own combat dice.
    const early = beforeCombatDice(done.events);
    expect(infantryLost(early, OTHER)).toBe(first?.hits);
    expect(infantryLost(early, BASTION)).toBe(second?.hits);
    expect(brokenTi4Invariants(done.state)).toEqual([]);
  });

  it("declined, rolls nothing and the round goes on (the card is asked again as the next round starts)", () => {
    const at = groundCombat(BASTION);
    const done = answer(at.state, decline(BASTION));
    expect(rolled(done.events)).toEqual([]);
    expect(done.events.some((e) => e.type === "ti4DiceRolled")).toBe(true);
    const combat = done.state.stack.find((f) => f.kind === "ti4GroundCombat");
    if (combat) {
      expect(combat).toMatchObject({ round: 2 });
      expect(done.state.stack.at(-1)).toMatchObject({ kind: "ti4ProximaTargeting", seat: BASTION });
    }
  });

  it("asks nothing of a faction without the card", () => {
    const at = groundCombat(BASTION, { without: true });
    expect(asked(at.state)).toBeUndefined();
    expect(at.state.stack.some((f) => f.kind === "ti4ProximaTargeting")).toBe(false);
  });

  it("refuses another seat, and the command out of its moment, with the state unchanged", () => {
    const at = groundCombat(BASTION);
    expect(refusal(at.state, roll(OTHER))?.[0]).toBe("ERR_NOT_YOUR_TURN");
    // No ground combat under way: nothing asks for the card.
    const { state } = table();
    expect(refusal(state, roll(BASTION))?.[0]).toMatch(/^ERR_/);
  });

  it("refuses the roll once the planet may not be bombarded (LRR 65: the opponent's planetary shield)", () => {
    const at = groundCombat(BASTION);
    const shielded = structuredClone(at.state);
    put(shielded, at.position, OTHER, { pds: 1 }, at.planet);
    expect(refusal(shielded, roll(BASTION))).toEqual(["ERR_TI4_PROXIMA_TARGETING", RULE]);
    // And a shield up as the round starts means no question at all.
    const { state, position, planet } = table();
    put(state, position, OTHER, { pds: 1 }, planet);
    const none = run(state, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4GroundCombat", seat: BASTION, system: position, planet },
      }),
    );
    expect(asked(none.state)).toBeUndefined();
  });

  it("the bot rolls with galvanized units there or more ground forces, and declines an even trade", () => {
    const galvanized = groundCombat(BASTION, { galvanized: 1 });
    expect(ti4Answers(galvanized.state, asked(galvanized.state) as never)[0]).toEqual(roll(BASTION));
    const more = groundCombat(BASTION, { bastion: 5, other: 2 });
    expect(ti4Answers(more.state, asked(more.state) as never)[0]).toEqual(roll(BASTION));
    const even = groundCombat(BASTION);
    expect(ti4Answers(even.state, asked(even.state) as never)[0]).toEqual(decline(BASTION));
  });
});

describe(`${RULE}: galvanized units cancel bombardment hits`, () => {
  function bombarded(hits: number, opts: Parameters<typeof table>[0]) {
    const { state, position, planet } = table(opts);
    const place = { position, planet };
    return run(state, (tx) => pushHitAssignment(tx, { seat: BASTION, place, hits, reason: "bombardment" }));
  }

  it("cancels 1 bombardment hit per galvanized unit on the planet, and tells it", () => {
    const at = bombarded(3, { galvanized: 2 });
    expect(at.events).toContainEqual(
      expect.objectContaining({ type: "ti4ProximaHitsCancelled", seat: BASTION, hits: 2 }),
    );
    // The one hit left is assigned (by the game: only infantry there).
    expect(infantryLost(at.events, BASTION)).toBe(1);
  });

  it("cancels every hit when the galvanized units are as many, and nothing without the card or the token", () => {
    const all = bombarded(2, { galvanized: 3 });
    expect(all.events).toContainEqual(expect.objectContaining({ type: "ti4ProximaHitsCancelled", hits: 2 }));
    expect(all.events.some((e) => e.type === "ti4UnitsRemoved")).toBe(false);
    const without = bombarded(2, { galvanized: 3, without: true });
    expect(without.events.some((e) => e.type === "ti4ProximaHitsCancelled")).toBe(false);
    const bare = bombarded(2, {});
    expect(bare.events.some((e) => e.type === "ti4ProximaHitsCancelled")).toBe(false);
  });

  it("leaves other hits alone: only bombardment's are cancelled", () => {
    const { state, position, planet } = table({ galvanized: 2 });
    const place = { position, planet };
    const at = run(state, (tx) =>
      pushHitAssignment(tx, { seat: BASTION, place, hits: 2, reason: "groundCombat" }),
    );
    expect(at.events.some((e) => e.type === "ti4ProximaHitsCancelled")).toBe(false);
  });

  it("cancels the holder's own Proxima roll's hits too, with its galvanized units there", () => {
    // Three galvanized infantry cancel all 3 dice of the roll against the Bastion's own ground forces.
    const at = groundCombat(BASTION, { galvanized: 3 });
    const done = answer(at.state, roll(BASTION));
    const own = rolled(done.events).find((e) => e.against === BASTION);
    const cancelled = done.events.find((e) => e.type === "ti4ProximaHitsCancelled");
    if ((own?.hits ?? 0) > 0) expect(cancelled).toMatchObject({ seat: BASTION, hits: own?.hits });
    expect(infantryLost(beforeCombatDice(done.events), BASTION)).toBe(0);
  });
});

describe(`${RULE}: built`, () => {
  it("is no longer listed as not built, so it may be researched", () => {
    expect(TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT.proxima).toBeUndefined();
    expect(TE_FACTION_PARTS_NOT_YET_CARRIED_OUT.bastion).toBeUndefined();
  });
});
