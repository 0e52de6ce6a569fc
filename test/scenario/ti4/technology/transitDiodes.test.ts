/**
 * Transit Diodes (content/ti4/technologies.generic.ts "td"; technology/generic/transitDiodes.ts): at the
 * start of its owner's turn, exhausted to move up to 4 of their ground forces from the board onto planets
 * they control. Offered only while it can be used; each wrong answer refused with the rule, the state
 * unchanged; an empty answer keeps the card ready; the bot reinforces a threatened planet. The owner is the
 * seat whose turn follows the active player's, reached by that player's quiet tactical action.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { forcesAt, systemOn, unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import { nextTurn } from "../../../../src/engine/ti4/round/actionPhase.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem } from "../../../support/ti4.ts";
import { type Played, refusalOf, send } from "../../../support/ti4Status.ts";
import { HOME, HOME_PLANET, position, put, SEAT } from "../../../support/ti4Tactical.ts";

type Moves = Extract<Ti4Command, { type: "transitDiodes" }>["moves"];

interface Scene {
  at: Played;
  owner: number;
  home: string;
  homePlanet: Ti4PlanetId;
  open: string;
  target: Ti4PlanetId;
}

/**
 * The owner (next to act) holds Transit Diodes, 3 infantry and 1 mech on their first home planet, 1 infantry
 * in their home's space area, and a planet of an open system with nothing on it; the active player's quiet
 * tactical action on 207 then begins the owner's turn.
 */
function scene(edit: (s: Ti4State, owner: number, open: string) => void = () => {}): Scene {
  const found = { owner: -1, home: "", homePlanet: "" as Ti4PlanetId, open: "", target: "" as Ti4PlanetId };
  const state = position((s) => {
    const owner = nextTurn(s, SEAT) as number;
    const player = s.players[owner] as Ti4State["players"][number];
    const home = player.home as string;
    const homePlanet = planetsAt(s, home)[0] as Ti4PlanetId;
    const open = openSystem(s);
    const target = planetsAt(s, open)[0] as Ti4PlanetId;
    player.technologies.push("td");
    for (const planet of planetsAt(s, home)) forcesAt(systemOn(s, home), planet).length = 0;
    const space = forcesAt(systemOn(s, home)).find((f) => f.seat === owner);
    if (space) {
      delete space.units.infantry;
      delete space.units.mech;
    }
    put(s, home, { infantry: 3, mech: 1 }, owner, homePlanet);
    put(s, home, { infantry: 1 }, owner);
    player.planets[target] = { exhausted: false };
    Object.assign(found, { owner, home, homePlanet, open, target });
    edit(s, owner, open);
  });
  const start: Played = { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
  const acted = activateQuietly(state, SEAT, "207", "none");
  return { at: { state: acted.state, events: [...start.events, ...acted.events] }, ...found };
}

function use(s: Scene, moves: Moves): Played {
  return send(s.at, { type: "transitDiodes", seat: s.owner, moves });
}

describe("Transit Diodes", () => {
  it("is offered at the start of its owner's turn, before the turn's action", () => {
    const s = scene();
    expect(s.at.state.stack.at(-1)).toEqual({ kind: "ti4TransitDiodes", seat: s.owner });
    expect(pendingDecisions<Ti4>(s.at.state).map((d) => [d.kind, d.seat])).toEqual([
      ["transitDiodes", s.owner],
    ]);
    // Not without the card, nor while it is exhausted.
    const without = scene((st, owner) => {
      const p = st.players[owner] as Ti4State["players"][number];
      p.technologies = p.technologies.filter((t) => t !== "td");
    });
    expect(without.at.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: without.owner });
    const exhausted = scene((st, owner) => {
      (st.players[owner] as Ti4State["players"][number]).exhaustedTechnologies = ["td"];
    });
    expect(exhausted.at.state.stack.at(-1)).toMatchObject({
      kind: "ti4ActionPhase",
      current: exhausted.owner,
    });
  });

  it("moves up to 4 ground forces from planets and space areas onto planets its owner controls", () => {
    const s = scene();
    const used = use(s, [
      { position: s.home, planet: s.homePlanet, units: { infantry: 2, mech: 1 }, to: s.target },
      { position: s.home, units: { infantry: 1 }, to: s.target },
    ]);
    expect(unitsIn(used.state.board[s.open], s.owner, s.target)).toEqual({ infantry: 3, mech: 1 });
    expect(unitsIn(used.state.board[s.home], s.owner, s.homePlanet)).toEqual({ infantry: 1 });
    expect(unitsIn(used.state.board[s.home], s.owner).infantry).toBeUndefined();
    expect(used.state.players[s.owner]?.exhaustedTechnologies).toContain("td");
    // Then the turn's action.
    expect(used.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: s.owner, acted: false });
    expect(pendingDecisions<Ti4>(used.state).some((d) => d.kind === "tacticalAction")).toBe(true);
    expect(replayLog<Ti4>(used.events)).toEqual(used.state);
  });

  it("reads a count of 0 as nothing: no unit of that type is placed", () => {
    const s = scene();
    const used = use(s, [
      { position: s.home, planet: s.homePlanet, units: { infantry: 2, mech: 0 }, to: s.target },
    ]);
    expect(used.state.board[s.open]?.planets[s.target]).toEqual([{ seat: s.owner, units: { infantry: 2 } }]);
    expect(replayLog<Ti4>(used.events)).toEqual(used.state);
  });

  it("leaves the card ready when nothing is moved", () => {
    const s = scene();
    const none = use(s, []);
    expect(none.state.players[s.owner]?.exhaustedTechnologies ?? []).not.toContain("td");
    expect(none.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: s.owner });
  });

  it("refuses more than 4, other units, units not there or not theirs, and planets not theirs", () => {
    const s = scene((st) => put(st, HOME, { infantry: 1 }, SEAT, HOME_PLANET));
    const refused = (moves: Moves) => refusalOf(s.at.state, { type: "transitDiodes", seat: s.owner, moves });
    expect(
      refused([
        { position: s.home, planet: s.homePlanet, units: { infantry: 3, mech: 1 }, to: s.target },
        { position: s.home, units: { infantry: 1 }, to: s.target },
      ]),
    ).toEqual(["ERR_TI4_TRANSIT_DIODES_TOO_MANY", "Transit Diodes"]);
    expect(refused([{ position: s.home, units: { carrier: 1 }, to: s.target }])).toEqual([
      "ERR_TI4_TRANSIT_DIODES_NOT_GROUND_FORCES",
      "Transit Diodes",
    ]);
    expect(
      refused([{ position: s.home, planet: s.homePlanet, units: { infantry: 1 }, to: HOME_PLANET }]),
    ).toEqual(["ERR_TI4_TRANSIT_DIODES_PLANET", "Transit Diodes"]);
    expect(
      refused([{ position: s.home, planet: s.homePlanet, units: { infantry: 4 }, to: s.target }]),
    ).toEqual(["ERR_TI4_TRANSIT_DIODES_UNITS", "Transit Diodes"]);
    // Two groups from one place are counted together.
    expect(
      refused([
        { position: s.home, units: { infantry: 1 }, to: s.target },
        { position: s.home, units: { infantry: 1 }, to: s.homePlanet },
      ]),
    ).toEqual(["ERR_TI4_TRANSIT_DIODES_UNITS", "Transit Diodes"]);
    // Another player's infantry (the active player's, on their home planet).
    expect(refused([{ position: HOME, planet: HOME_PLANET, units: { infantry: 1 }, to: s.target }])).toEqual([
      "ERR_TI4_TRANSIT_DIODES_UNITS",
      "Transit Diodes",
    ]);
  });

  it("the bot reinforces a planet another player's ground forces nearby could invade, and skips otherwise", () => {
    const calm = scene();
    const [first] = ti4Answers(calm.at.state, pendingDecisions<Ti4>(calm.at.state)[0] as never);
    expect(first).toEqual({ type: "transitDiodes", seat: calm.owner, moves: [] });
    const threatened = scene((st, _owner, open) => put(st, open, { carrier: 1, infantry: 2 }, SEAT));
    const decision = pendingDecisions<Ti4>(threatened.at.state)[0];
    const [answer] = ti4Answers(threatened.at.state, decision as never);
    const moved = send(threatened.at, answer as Ti4Command);
    expect(unitsIn(moved.state.board[threatened.open], threatened.owner, threatened.target)).toEqual({
      infantry: 3,
    });
    // One ground force stays on the planet they came from.
    expect(unitsIn(moved.state.board[threatened.home], threatened.owner, threatened.homePlanet)).toEqual({
      mech: 1,
    });
    expect(moved.state.players[threatened.owner]?.exhaustedTechnologies).toContain("td");
  });
});
