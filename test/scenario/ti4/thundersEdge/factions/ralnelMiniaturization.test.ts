/**
 * Miniaturization, a Ral Nel Consortium ability (TE faction sheet): any ship of theirs transports their
 * structures without capacity; in a space area a structure uses no unit ability; at the end of their
 * tactical action they may put such structures onto planets they control in the same system. Position: a
 * Thunder's Edge game in its action phase (test/support/ti4Events.ts), seat 0 the Ral Nel to act, with a
 * planet of theirs next to their home.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { TE_RALNEL_MINIATURIZATION } from "../../../../../src/engine/ti4/factions/ralnelMiniaturization.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { cannonDice } from "../../../../../src/engine/ti4/tactical/spaceCannon.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, emptySystems, refusal } from "../../../../support/ti4FactionBoard.ts";
import { botUntil, type Played, send } from "../../../../support/ti4Status.ts";

const RALNEL = 0;

interface Scene {
  at: Played;
  home: string;
  near: string;
  planet: Ti4PlanetId;
}

/** `factions` with `seat` to act; a planet next to seat's home, empty of units, controlled by that seat. */
function scene(factions: FactionId[] = ["ralnel", "sol", "letnev", "hacan"], seat = RALNEL): Scene {
  const found: Partial<Scene> = {};
  const at = eventGame(factions, [], seat, (s) => {
    const home = s.players[seat]?.home as string;
    const empty = emptySystems(s);
    const near = ti4Neighbours(s, home).find(
      (p) => empty.includes(p) && planetsAt(s, p).length > 0,
    ) as string;
    const planet = planetsAt(s, near)[0] as Ti4PlanetId;
    const player = s.players[seat];
    if (player) player.planets[planet] = { exhausted: false };
    Object.assign(found, { home, near, planet });
  });
  return { at, ...(found as Omit<Scene, "at">) };
}

const replays = (at: Played) => expect(replayLog<Ti4>(at.events)).toEqual(at.state);
const topIs = (kind: string) => (s: Ti4State) => s.stack.at(-1)?.kind === kind;

/** The Ral Nel activate the system next to home and move their destroyer in, carrying Rep's PDS. */
function carried(): Scene & { moved: Played } {
  const s = scene();
  const activated = send(s.at, { type: "tacticalAction", seat: RALNEL, system: s.near });
  const ready = botUntil(activated, (st) => pendingDecisions<Ti4>(st)[0]?.kind === "moveShips");
  const moved = send(ready, {
    type: "moveShips",
    seat: RALNEL,
    moves: [
      {
        from: s.home,
        units: { destroyer: 1 },
        carried: [{ position: s.home, planet: "rep", units: { pds: 1 } }],
      },
    ],
  });
  return { ...s, moved };
}

describe("TE faction: the Ral Nel's Miniaturization", () => {
  it("a destroyer carries a PDS without capacity; in space it fires no cannon; placed as the action ends; replays", () => {
    const s = carried();
    const space = unitsIn(s.moved.state.board[s.near], RALNEL);
    expect(space).toMatchObject({ destroyer: 1, pds: 1 });
    expect(unitsIn(s.moved.state.board[s.home], RALNEL, "rep").pds ?? 0).toBe(0);
    // In a space area, a structure uses no unit ability (no PRODUCTION), save the SPACE CANNON the
    // destroyer, a Linkship, triggers: one die, the PDS's.
    expect(cannonDice(s.moved.state, RALNEL, s.near).map((d) => d.unit)).toEqual(["pds"]);
    expect(producersIn(s.moved.state, RALNEL, s.near).total).toBe(0);
    const asked = botUntil(s.moved, topIs("teMiniaturization"));
    expect(pendingDecisions<Ti4>(asked.state).map((d) => d.kind)).toEqual([
      "miniaturizationPlace",
      "miniaturizationDone",
    ]);
    expect(pendingDecisions<Ti4>(asked.state)[0]?.choices).toEqual([`${s.near}:pds:${s.planet}`]);
    const placed = send(asked, {
      type: "miniaturizationPlace",
      seat: RALNEL,
      position: s.near,
      unit: "pds",
      planet: s.planet,
    });
    expect(unitsIn(placed.state.board[s.near], RALNEL, s.planet).pds).toBe(1);
    expect(unitsIn(placed.state.board[s.near], RALNEL).pds ?? 0).toBe(0);
    // Nothing left to place: only "done" is asked, and it ends the ability.
    expect(pendingDecisions<Ti4>(placed.state).map((d) => d.kind)).toEqual(["miniaturizationDone"]);
    const done = send(placed, { type: "miniaturizationDone", seat: RALNEL });
    expect(done.state.stack.some((f) => f.kind === "teMiniaturization")).toBe(false);
    replays(done);
  });

  it("refuses a placement off the system or onto a planet not theirs, and one unasked; the state is unchanged", () => {
    const s = carried();
    const asked = botUntil(s.moved, topIs("teMiniaturization"));
    const wrong = {
      type: "miniaturizationPlace",
      seat: RALNEL,
      position: s.home,
      unit: "pds",
      planet: "rep",
    } as const;
    expect(refusal(asked.state, wrong)).not.toBeNull();
    const tx = beginTx<Ti4>(structuredClone(asked.state), CTX);
    expect(TE_RALNEL_MINIATURIZATION.commands?.miniaturizationPlace?.(tx, wrong as never)).toMatchObject({
      code: "ERR_TI4_MINIATURIZATION_PLACE",
      rule: "TE Ral Nel: Miniaturization",
    });
    expect(tx.events).toEqual([]);
    const early = { type: "miniaturizationDone", seat: RALNEL } as const;
    expect(refusal(s.at.state, early)?.[0]).toBe("ERR_NOT_NOW");
    const earlyTx = beginTx<Ti4>(structuredClone(s.at.state), CTX);
    expect(TE_RALNEL_MINIATURIZATION.commands?.miniaturizationDone?.(earlyTx, early as never)).toMatchObject({
      code: "ERR_TI4_MINIATURIZATION_NOT_ASKED",
    });
  });

  it("another faction's ships carry no structure (LRR 95.1)", () => {
    const s = scene(["sol", "ralnel", "letnev", "hacan"], RALNEL);
    const home = s.home;
    const planet = planetsAt(s.at.state, home).find(
      (p) => unitsIn(s.at.state.board[home], RALNEL, p).spaceDock,
    );
    const activated = send(s.at, { type: "tacticalAction", seat: RALNEL, system: s.near });
    const ready = botUntil(activated, (st) => pendingDecisions<Ti4>(st)[0]?.kind === "moveShips");
    const move = {
      type: "moveShips",
      seat: RALNEL,
      moves: [
        { from: home, units: { carrier: 1 }, carried: [{ position: home, planet, units: { spaceDock: 1 } }] },
      ],
    } as const;
    expect(refusal(ready.state, move as never)?.[0]).toBe("ERR_TI4_NOT_TRANSPORTABLE");
  });

  it("the bot places what it can, then is done", () => {
    const s = carried();
    const asked = botUntil(s.moved, topIs("teMiniaturization"));
    const decision = pendingDecisions<Ti4>(asked.state)[0];
    expect(ti4Answers(asked.state, decision as never)[0]).toMatchObject({ type: "miniaturizationPlace" });
    const after = botUntil(asked, (st) => !st.stack.some((f) => f.kind === "teMiniaturization"));
    expect(unitsIn(after.state.board[s.near], RALNEL, s.planet).pds).toBe(1);
    replays(after);
  });
});

describe("TE faction: the Ral Nel's Linkship (its destroyer): a structure's space cannon in its space area", () => {
  /** The near system's space: the Ral Nel's `units` there (any others taken away). */
  const withSpace = (units: Record<string, number>, technologies: string[] = []) => {
    const s = scene();
    const state = structuredClone(s.at.state);
    const system = state.board[s.near] ?? { space: [], planets: {}, commandTokens: [] };
    system.space = [{ seat: RALNEL, units }];
    state.board[s.near] = system;
    state.players[RALNEL]?.technologies.push(...(technologies as never[]));
    return { state, near: s.near };
  };

  it("Linkship I fires one structure's cannon per linkship, each structure once", () => {
    const one = withSpace({ destroyer: 1, pds: 2 });
    expect(cannonDice(one.state, RALNEL, one.near).map((d) => d.unit)).toEqual(["pds"]);
    const two = withSpace({ destroyer: 3, pds: 2 });
    expect(cannonDice(two.state, RALNEL, two.near).map((d) => d.unit)).toEqual(["pds", "pds"]);
    const none = withSpace({ cruiser: 1, pds: 2 });
    expect(cannonDice(none.state, RALNEL, none.near)).toEqual([]);
  });

  it("Linkship II lets every linkship trigger the same structure", () => {
    const upgraded = withSpace({ destroyer: 3, pds: 1 }, ["linkship2"]);
    expect(cannonDice(upgraded.state, RALNEL, upgraded.near).map((d) => d.unit)).toEqual([
      "pds",
      "pds",
      "pds",
    ]);
  });
});
