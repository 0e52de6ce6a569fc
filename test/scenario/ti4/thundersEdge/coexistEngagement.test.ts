/**
 * TE "Coexist", engaging coexisting units (thundersEdge/coexistEngagement.ts): "The activating player may
 * choose not to engage the coexisting units ... they may optionally engage a coexisting player's units after
 * winning a combat against the planet's owner, initiating separate combats"; and "a coexisting player may
 * choose to end their coexistence by activating the coexisting unit's system and committing the coexisting
 * units against the planet ... If they win the ground combat, they cease coexisting and gain control of the
 * planet as normal." Played, refused with the state unchanged, answered by the bot, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { controllerOf } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { coexists } from "../../../../src/engine/ti4/thundersEdge/coexist.ts";
import { activateQuietly, openSystem } from "../../../support/ti4.ts";
import { eventGame } from "../../../support/ti4Events.ts";
import { CTX } from "../../../support/ti4Status.ts";

const RULE = "TE Coexist";

interface Scene {
  start: Ti4State;
  state: Ti4State;
  events: Ti4Event[];
  system: string;
  planet: Ti4PlanetId;
}

/**
 * A Thunder's Edge game (the Deepwrought, Sol, the Hacan): Sol (seat 1) holds an open planet where the
 * Deepwrought's (seat 0) 2 infantry coexist; `edit` adds units; `active` activates the system and the
 * invasion step waits.
 */
function scene(active: number, edit: (s: Ti4State, system: string, planet: Ti4PlanetId) => void): Scene {
  const at = eventGame(["deepwrought", "sol", "hacan"], [], active);
  const start = structuredClone(at.state);
  const system = openSystem(start);
  const planet = planetsAt(start, system)[0] as Ti4PlanetId;
  start.board[system] = {
    space: [],
    planets: { [planet]: [{ seat: 0, units: { infantry: 2 } }] },
    commandTokens: [],
  };
  (start.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  start.coexistence = [{ seat: 0, position: system, planet }];
  edit(start, system, planet);
  const activated = activateQuietly(structuredClone(start), active, system, "ti4Invasion");
  return { start, state: activated.state, events: activated.events, system, planet };
}

function play(at: Scene, command: Ti4Command): Scene {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return { ...at, state: result.state, events: [...at.events, ...result.events] };
}

/** The bot's first legal answer to each decision, until `until` holds or the invasion is over. */
function botUntil(at: Scene, until: (s: Ti4State) => boolean): Scene {
  let now = at;
  for (
    let i = 0;
    i < 100 && !until(now.state) && now.state.stack.some((f) => f.kind === "ti4Invasion");
    i++
  ) {
    const decision = pendingDecisions<Ti4>(now.state)[0];
    if (!decision) break;
    const answer = ti4Answers(now.state, decision).find((c) => applyCommand<Ti4>(now.state, c, CTX).ok);
    if (!answer) throw new Error(`no answer to ${decision.kind}`);
    now = play(now, answer);
  }
  return now;
}

function refusal(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.code;
}

function replays(at: Scene): void {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: at.start }, ...at.events])).toEqual(at.state);
}

/** The Hacan (seat 2) with a carrier and 3 infantry in the system; Sol with `sol` infantry on the planet. */
function hacanInvades(sol: number): Scene {
  return scene(2, (s, system, planet) => {
    const there = s.board[system] as Ti4State["board"][string];
    there.space = [{ seat: 2, units: { carrier: 1, infantry: 3 } }];
    if (sol > 0) there.planets[planet]?.unshift({ seat: 1, units: { infantry: sol } });
  });
}

const asking = (s: Ti4State) => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4Invasion" && top.asking !== undefined;
};

describe(`${RULE}: engaging coexisting units`, () => {
  it("with no owner's ground forces to beat, the active player is asked; engaged, a combat of its own; replays", () => {
    const at = hacanInvades(0);
    const committed = play(at, {
      type: "commitGroundForces",
      seat: 2,
      landings: [{ planet: at.planet, infantry: 3 }],
    });
    const asked = botUntil(committed, asking);
    const question = pendingDecisions<Ti4>(asked.state)[0];
    expect(question).toMatchObject({ kind: "engageCoexisting", seat: 2, choices: ["0"] });
    // The bot engages the Deepwrought: 3 infantry against 2.
    expect(ti4Answers(asked.state, question as never)[0]).toEqual({
      type: "engageCoexisting",
      seat: 2,
      planet: at.planet,
      seats: [0],
    });
    const engaged = play(asked, { type: "engageCoexisting", seat: 2, planet: at.planet, seats: [0] });
    const pushed = engaged.events.find(
      (e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4GroundCombat",
    );
    expect(pushed).toMatchObject({ frame: { planet: at.planet, against: 0 } });
    const over = botUntil(engaged, () => false);
    const fought = over.events.filter((e) => e.type === "ti4CombatEnded");
    expect(fought).toHaveLength(1);
    const hacanLeft = (over.state.board[at.system]?.planets[at.planet] ?? []).some((f) => f.seat === 2);
    if (hacanLeft) expect(controllerOf(over.state, at.planet)).toBe(2);
    replays(over);
  });

  it("not engaged, the coexisting units stay coexisting and the active player takes the planet", () => {
    const at = hacanInvades(0);
    const asked = botUntil(
      play(at, { type: "commitGroundForces", seat: 2, landings: [{ planet: at.planet, infantry: 3 }] }),
      asking,
    );
    const declined = play(asked, { type: "engageCoexisting", seat: 2, planet: at.planet, seats: [] });
    const over = botUntil(declined, () => false);
    expect(over.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(false);
    expect(controllerOf(over.state, at.planet)).toBe(2);
    expect(coexists(over.state, 0, at.system, at.planet)).toBe(true);
    replays(over);
  });

  it("the owner's ground forces are fought first; the question comes only after winning that combat", () => {
    const at = hacanInvades(1);
    const committed = play(at, {
      type: "commitGroundForces",
      seat: 2,
      landings: [{ planet: at.planet, infantry: 3 }],
    });
    const asked = botUntil(committed, asking);
    const first = asked.events.find((e) => e.type === "ti4CombatRoundBegan");
    expect(first).toBeDefined();
    const solLeft = (asked.state.board[at.system]?.planets[at.planet] ?? []).some(
      (f) => f.seat === 1 && (f.units.infantry ?? 0) > 0,
    );
    if (asking(asked.state)) expect(solLeft).toBe(false);
    else expect(pendingDecisions<Ti4>(asked.state).some((d) => d.kind === "engageCoexisting")).toBe(false);
  });

  it("is refused out of its moment, for a player not coexisting there, or to another seat, the state unchanged", () => {
    const at = hacanInvades(0);
    const committed = play(at, {
      type: "commitGroundForces",
      seat: 2,
      landings: [{ planet: at.planet, infantry: 3 }],
    });
    // Before the forces are committed, nothing is asked.
    expect(
      refusal(at.state, { type: "engageCoexisting", seat: 2, planet: at.planet, seats: [0] }),
    ).not.toBeNull();
    const asked = botUntil(committed, asking);
    expect(refusal(asked.state, { type: "engageCoexisting", seat: 2, planet: at.planet, seats: [1] })).toBe(
      "ERR_TI4_ENGAGE_SEAT",
    );
    expect(
      refusal(asked.state, { type: "engageCoexisting", seat: 2, planet: at.planet, seats: [0, 0] }),
    ).toBe("ERR_TI4_ENGAGE_SEAT");
    expect(
      refusal(asked.state, { type: "engageCoexisting", seat: 0, planet: at.planet, seats: [] }),
    ).not.toBeNull();
  });
});

/** The Deepwrought (seat 0) activate the system; Sol has a space dock and `sol` infantry on the planet. */
function deepwroughtCommit(sol: number): Scene {
  return scene(0, (s, system, planet) => {
    const units = sol > 0 ? { infantry: sol, spaceDock: 1 } : { spaceDock: 1 };
    s.board[system]?.planets[planet]?.unshift({ seat: 1, units });
    // Oceanbound: the ocean card their coexistence there brought.
    (s.players[0] as Ti4State["players"][number]).oceans = [{ id: "brinepool" }];
  });
}

describe(`${RULE}: a coexisting player ends their coexistence`, () => {
  it("committed against the planet with nothing to fight, they cease coexisting and gain it as normal", () => {
    const at = deepwroughtCommit(0);
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "commitGroundForces", seat: 0 });
    const committed = play(at, {
      type: "commitGroundForces",
      seat: 0,
      landings: [],
      coexisting: [at.planet],
    });
    const over = botUntil(committed, () => false);
    expect(over.events).toContainEqual(
      expect.objectContaining({ type: "ti4CoexistenceEnded", seat: 0, planet: at.planet }),
    );
    expect(coexists(over.state, 0, at.system, at.planet)).toBe(false);
    expect(controllerOf(over.state, at.planet)).toBe(0);
    // LRR 49.5: the former owner's structures there are destroyed.
    expect((over.state.board[at.system]?.planets[at.planet] ?? []).some((f) => f.seat === 1)).toBe(false);
    // Oceanbound: no coexisting planet left, so the ocean card is discarded.
    expect(over.events).toContainEqual({ type: "ti4OceanDiscarded", seat: 0, ocean: "brinepool" });
    replays(over);
  });

  it("committed against the owner's ground forces, a ground combat is fought; winning takes the planet", () => {
    const at = deepwroughtCommit(1);
    const committed = play(at, {
      type: "commitGroundForces",
      seat: 0,
      landings: [],
      coexisting: [at.planet],
    });
    const over = botUntil(committed, () => false);
    expect(over.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(true);
    const mine = (over.state.board[at.system]?.planets[at.planet] ?? []).some(
      (f) => f.seat === 0 && (f.units.infantry ?? 0) > 0,
    );
    expect(controllerOf(over.state, at.planet)).toBe(mine ? 0 : 1);
    if (mine) expect(coexists(over.state, 0, at.system, at.planet)).toBe(false);
    replays(over);
  });

  it("without committing them, the coexisting units fight nobody (the bot lands nowhere)", () => {
    const at = deepwroughtCommit(1);
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision && ti4Answers(at.state, decision)).toEqual([
      { type: "commitGroundForces", seat: 0, landings: [] },
    ]);
  });

  it("is refused on a planet where the player's units do not coexist, the state unchanged", () => {
    const at = deepwroughtCommit(1);
    const other = planetsAt(at.state, at.state.players[0]?.home ?? "")[0] as Ti4PlanetId;
    expect(
      refusal(at.state, { type: "commitGroundForces", seat: 0, landings: [], coexisting: [other] }),
    ).toBe("ERR_TI4_COEXISTING_COMMIT");
    expect(
      refusal(at.state, {
        type: "commitGroundForces",
        seat: 0,
        landings: [],
        coexisting: [at.planet, at.planet],
      }),
    ).toBe("ERR_TI4_COEXISTING_COMMIT");
  });
});
