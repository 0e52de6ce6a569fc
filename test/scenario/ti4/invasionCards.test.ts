/**
 * TI4 action cards of movement and invasion, each in the window its moment opens: Flank Speed, In the
 * Silence of Space and Lost Star Chart right after an activation (LRR 89.1, 58, 6, 101), Experimental
 * Battlestation after another player's ships move in (LRR 58, 77), Bunker and Disable at the start of an
 * invasion (LRR 49, 15, 65, 77), Parley after ground forces are committed (LRR 49.2), Infiltrate when a
 * planet is gained and Reparations after one is lost (LRR 49.5, 25). Each works, is refused where it does
 * not apply, and every scenario replays from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { planetsAt, ti4Neighbours, ti4NeighboursFor } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../support/ti4.ts";
import type { Played } from "../../support/ti4Status.ts";
import { send } from "../../support/ti4Status.ts";
import { CTX, HOME, HOME_PLANET, position, put, SEAT, space, tile } from "../../support/ti4Tactical.ts";

type PlayFields = Omit<Extract<Ti4Command, { type: "playActionCard" }>, "type" | "seat" | "card">;
const OTHER = 0;

/** The position with these hands (everyone else's empty). */
function at(
  hands: Partial<Record<number, Ti4ActionCardId[]>>,
  edit: (s: Ti4State) => void = () => {},
): Played {
  const state = position((s) => {
    for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
    edit(s);
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

function cardPlay(now: Played, seat: number, card: Ti4ActionCardId, fields: PlayFields = {}): Played {
  return send(now, { type: "playActionCard", seat, card, ...fields });
}

function refusal(now: Played, seat: number, card: Ti4ActionCardId, fields: PlayFields = {}) {
  const result = applyCommand<Ti4>(now.state, { type: "playActionCard", seat, card, ...fields }, CTX);
  return result.ok ? null : result.error;
}

/** Every open card window passed by everyone asked (only the Sabotage windows, when `sabotageOnly`). */
function passWindows(now: Played, sabotageOnly = false): Played {
  let out = now;
  for (let i = 0; i < 20; i++) {
    const top = out.state.stack.at(-1);
    if (sabotageOnly && (top?.kind !== "ti4CardWindow" || top.timing !== "whenActionCardPlayed")) return out;
    const pass = pendingDecisions<Ti4>(out.state).find((d) => d.kind === "passCardWindow");
    if (!pass) return out;
    out = send(out, { type: "passCardWindow", seat: pass.seat });
  }
  return out;
}

/** Activates `system` and answers nothing until a card window (or `until`) is reached. */
function quietly(now: Played, system: string, until?: string): Played {
  const result = activateQuietly(now.state, SEAT, system, until);
  return { state: result.state, events: [...now.events, ...result.events] };
}

function replays(now: Played) {
  expect(replayLog<Ti4>(now.events)).toEqual(now.state);
}

function windowOpen(now: Played) {
  return now.state.stack.at(-1);
}

/** A system next to the home with a planet, away from Mecatol Rex and the homes: the invaded one. */
function target(s: Ti4State): { system: string; planet: Ti4PlanetId } {
  const homes = s.players.map((p) => p.home);
  const system = ti4Neighbours(s, HOME).find(
    (p) => p !== "000" && !homes.includes(p) && planetsAt(s, p).length === 1,
  ) as string;
  return { system, planet: planetsAt(s, system)[0] as Ti4PlanetId };
}

/** OTHER holds the target planet with these units on it; SEAT's fleet waits in its space area. */
function invaded(
  s: Ti4State,
  defence: Record<string, number>,
  fleet: Record<string, number> = { carrier: 1, dreadnought: 1, infantry: 2 },
) {
  const { system, planet } = target(s);
  s.board[system] = { space: [], planets: { [planet]: [] }, commandTokens: [] };
  (s.players[OTHER] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  put(s, system, defence, OTHER, planet);
  put(s, system, fleet);
}

describe("TI4 cards right after an activation change the movement (LRR 89.1, 58)", () => {
  it("Flank Speed: the player's ships have +1 move this tactical action (LRR 58.4c)", () => {
    const start = at({ [SEAT]: ["fs"] }, (s) => put(s, HOME, { carrier: 1 }));
    // Not a component action.
    expect(refusal(start, SEAT, "fs")?.code).toBe("ERR_TI4_CARD_TIMING");
    const activated = send(start, { type: "tacticalAction", seat: SEAT, system: "104" });
    expect(windowOpen(activated)).toMatchObject({ kind: "ti4CardWindow", timing: "afterActivation" });
    const played = passWindows(cardPlay(activated, SEAT, "fs"));
    expect(windowOpen(played)?.kind).toBe("ti4Movement");
    // A carrier (move 1) reaches a system two away.
    const moved = send(played, {
      type: "moveShips",
      seat: SEAT,
      moves: [{ from: HOME, units: { carrier: 1 } }],
    });
    expect(space(moved.state, "104")).toEqual({ carrier: 1 });
    replays(moved);
    // Without the card the same move is out of range.
    const without = send(
      at({}, (s) => put(s, HOME, { carrier: 1 })),
      {
        type: "tacticalAction",
        seat: SEAT,
        system: "104",
      },
    );
    const refused = applyCommand<Ti4>(
      without.state,
      { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { carrier: 1 } }] },
      CTX,
    );
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_OUT_OF_RANGE");
  });

  it("In the Silence of Space: ships out of the named system pass others' ships (LRR 58.4a)", () => {
    const blockAll = (s: Ti4State) => {
      put(s, HOME, { cruiser: 1 });
      for (const p of ti4Neighbours(s, HOME))
        if (ti4Neighbours(s, "104").includes(p)) put(s, p, { destroyer: 1 }, OTHER);
    };
    const move: Ti4Command = {
      type: "moveShips",
      seat: SEAT,
      moves: [{ from: HOME, units: { cruiser: 1 } }],
    };
    const blocked = send(at({}, blockAll), { type: "tacticalAction", seat: SEAT, system: "104" });
    expect(applyCommand<Ti4>(blocked.state, move, CTX).ok).toBe(false);
    const activated = send(at({ [SEAT]: ["silence_space"] }, blockAll), {
      type: "tacticalAction",
      seat: SEAT,
      system: "104",
    });
    // It names a system holding the player's ships.
    expect(refusal(activated, SEAT, "silence_space", { system: "207" })?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(refusal(activated, SEAT, "silence_space")?.code).toBe("ERR_TI4_CARD_PLAY");
    const played = passWindows(cardPlay(activated, SEAT, "silence_space", { system: HOME }));
    const moved = send(played, move);
    expect(space(moved.state, "104")).toEqual({ cruiser: 1 });
    replays(moved);
  });

  it("Lost Star Chart: alpha and beta wormhole systems are adjacent until the tactical action ends (LRR 6, 101)", () => {
    const edit = (s: Ti4State) => {
      tile(s, "309", "26"); // Lodor: alpha
      tile(s, "101", "40"); // beta
      put(s, "309", { cruiser: 1 });
    };
    const activated = send(at({ [SEAT]: ["lost_star"] }, edit), {
      type: "tacticalAction",
      seat: SEAT,
      system: "101",
    });
    expect(ti4NeighboursFor(activated.state, SEAT, "309")).not.toContain("101");
    const played = passWindows(cardPlay(activated, SEAT, "lost_star"));
    expect(ti4NeighboursFor(played.state, SEAT, "309")).toContain("101");
    const moved = send(played, {
      type: "moveShips",
      seat: SEAT,
      moves: [{ from: "309", units: { cruiser: 1 }, path: [] }],
    });
    expect(space(moved.state, "101")).toEqual({ cruiser: 1 });
    // The tactical action is over: the chart with it.
    expect(ti4NeighboursFor(moved.state, SEAT, "309")).not.toContain("101");
    replays(moved);
  });
});

describe("TI4 Experimental Battlestation after another player's ships move in (LRR 58, 77)", () => {
  it("a space dock in or next to the active system fires three dice hitting on 5 at the ships there", () => {
    const start = at({ [OTHER]: ["experimental"] }, (s) => {
      invaded(s, { spaceDock: 1 }, {});
      put(s, HOME, { dreadnought: 1 });
    });
    const { system, planet } = target(start.state);
    const activated = send(start, { type: "tacticalAction", seat: SEAT, system });
    // Not asked before the movement; the active player holds no such card.
    expect(windowOpen(activated)?.kind).toBe("ti4Movement");
    const moved = send(activated, {
      type: "moveShips",
      seat: SEAT,
      moves: [{ from: HOME, units: { dreadnought: 1 } }],
    });
    expect(windowOpen(moved)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterMovement",
      awaiting: [OTHER],
    });
    expect(refusal(moved, OTHER, "experimental", { planet: HOME_PLANET as Ti4PlanetId })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    const fired = passWindows(cardPlay(moved, OTHER, "experimental", { planet }));
    const dice = fired.events.find((e) => e.type === "ti4CardDiceRolled");
    expect(dice).toMatchObject({ seat: OTHER, card: "experimental" });
    const rolled = dice as Extract<typeof dice, { type: "ti4CardDiceRolled" }>;
    expect(rolled.rolls).toHaveLength(3);
    expect(rolled.hits).toBe(rolled.rolls.filter((d) => d >= 5).length);
    // Each hit goes to the active player's ships there (the lone dreadnought's assignment is automatic).
    const hurt = fired.events.filter(
      (e) => (e.type === "ti4UnitsRemoved" || e.type === "ti4UnitsDamaged") && e.seat === SEAT,
    );
    expect(hurt.length > 0 || windowOpen(fired)?.kind === "ti4AssignHits").toBe(rolled.hits > 0);
    replays(fired);
  });
});

describe("TI4 cards of an invasion (LRR 49)", () => {
  it("Disable and Bunker at the start of an invasion: no shield nor space cannon for the PDS, bombardment at -4 (LRR 65, 77, 15)", () => {
    const start = at({ [SEAT]: ["disable", "bunker"], [OTHER]: ["bunker"] }, (s) =>
      invaded(s, { infantry: 1, pds: 1 }),
    );
    const { system, planet } = target(start.state);
    // A window at the start of the invasion asks the invader and the planet's owner.
    const starting = quietly(start, system);
    expect(windowOpen(starting)).toMatchObject({ kind: "ti4CardWindow", timing: "invasionStart" });
    expect(refusal(starting, SEAT, "bunker")?.code).toBe("ERR_TI4_CARD_PLAY");
    const disabled = passWindows(cardPlay(starting, SEAT, "disable"), true);
    // The invader's Bunker could not be played on their own invasion: the window waits on the owner alone.
    expect(windowOpen(disabled)).toMatchObject({ timing: "invasionStart", awaiting: [OTHER] });
    const bunkered = passWindows(cardPlay(disabled, OTHER, "bunker"));
    // The PDS shield is down: the dreadnought may bombard.
    expect(pendingDecisions<Ti4>(bunkered.state).map((d) => d.kind)).toContain("bombard");
    const bombarded = send(bunkered, {
      type: "bombard",
      seat: SEAT,
      targets: [{ planet, units: { dreadnought: 1 } }],
    });
    const roll = bombarded.events.find((e) => e.type === "ti4DiceRolled");
    expect(roll).toMatchObject({ roll: "bombardment", groups: [{ modifier: -4 }] });
    replays(bombarded);
  });

  it("Parley sends the ground forces committed to the owner's planet back to space (LRR 49.2)", () => {
    const start = at({ [OTHER]: ["parley"] }, (s) => invaded(s, {}));
    const { system, planet } = target(start.state);
    const committing = quietly(start, system, "ti4Invasion");
    expect(pendingDecisions<Ti4>(committing.state)[0]?.kind).toBe("commitGroundForces");
    const committed = send(committing, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet, infantry: 2 }],
    });
    expect(windowOpen(committed)).toMatchObject({ timing: "afterGroundForcesCommitted", awaiting: [OTHER] });
    expect(refusal(committed, OTHER, "parley", { planet: HOME_PLANET as Ti4PlanetId })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    const parleyed = passWindows(cardPlay(committed, OTHER, "parley", { planet }));
    expect(unitsIn(parleyed.state.board[system], SEAT).infantry).toBe(2);
    expect(parleyed.state.players[OTHER]?.planets[planet]).toBeDefined();
    expect(parleyed.state.stack.some((f) => f.kind === "ti4Invasion")).toBe(false);
    replays(parleyed);
  });

  it("Infiltrate swaps the former owner's space dock for the player's own; Reparations answers the loss (LRR 49.5, 25)", () => {
    const start = at({ [SEAT]: ["infiltrate"], [OTHER]: ["reparations"] }, (s) => {
      invaded(s, { spaceDock: 1 });
      const theirs = Object.keys(s.players[OTHER]?.planets ?? {})[0] as Ti4PlanetId;
      (s.players[OTHER] as Ti4State["players"][number]).planets[theirs] = { exhausted: true };
    });
    const { system, planet } = target(start.state);
    const committing = quietly(start, system, "ti4Invasion");
    const gaining = send(committing, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet, infantry: 1 }],
    });
    expect(windowOpen(gaining)).toMatchObject({ timing: "whenPlanetGained", awaiting: [SEAT] });
    const infiltrated = passWindows(cardPlay(gaining, SEAT, "infiltrate"), true);
    expect(unitsIn(infiltrated.state.board[system], SEAT, planet).spaceDock).toBe(1);
    expect(unitsIn(infiltrated.state.board[system], OTHER, planet).spaceDock ?? 0).toBe(0);
    expect(infiltrated.state.players[SEAT]?.planets[planet]).toBeDefined();
    // The owner who lost the planet is asked next.
    expect(windowOpen(infiltrated)).toMatchObject({ timing: "afterPlanetLost", awaiting: [OTHER] });
    const own = Object.entries(infiltrated.state.players[OTHER]?.planets ?? {}).find(
      ([, c]) => c.exhausted,
    )?.[0];
    expect(own).toBeDefined();
    expect(refusal(infiltrated, OTHER, "reparations", { planet, ownPlanet: own as Ti4PlanetId })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    const repaid = passWindows(
      cardPlay(infiltrated, OTHER, "reparations", {
        planet: HOME_PLANET as Ti4PlanetId,
        ownPlanet: own as Ti4PlanetId,
      }),
    );
    expect(repaid.state.players[SEAT]?.planets[HOME_PLANET as Ti4PlanetId]?.exhausted).toBe(true);
    expect(repaid.state.players[OTHER]?.planets[own as Ti4PlanetId]?.exhausted).toBe(false);
    replays(repaid);
  });
});
