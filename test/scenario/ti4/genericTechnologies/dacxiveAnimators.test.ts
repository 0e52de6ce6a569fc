/**
 * Dacxive Animators (technology/generic/dacxiveAnimators.ts): after its holder wins a ground combat, 1
 * infantry from their reinforcements on that planet, against a player or against neutral ground forces; the
 * loser's card, or a combat nobody wins, puts none. Played through the kernel from a real set-up, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4Frame } from "../../../../src/engine/ti4/frames.ts";
import type { Ti4State, Ti4SystemState } from "../../../../src/engine/ti4/state.ts";
import { emptySystems, learn, put, run, withFactions } from "../../../support/ti4FactionBoard.ts";

const ATTACKER = 0;
const DEFENDER = 1;

/** The attacker's `mine` infantry against the defender's `theirs` on a planet of an empty system. */
function battle(opts: { mine: number; theirs: number; holder?: number; neutral?: boolean; te?: boolean }) {
  const state = withFactions("mentak", "nekro", "sol");
  for (const player of state.players) player.technologies = [];
  if (opts.holder !== undefined) learn(state, opts.holder, "dxa");
  if (opts.te) state.config = { ...state.config, boxes: ["base", "te"] };
  const position = emptySystems(state).find((p) => planetsAt(state, p).length > 0) as string;
  const planet = planetsAt(state, position)[0] as Ti4PlanetId;
  put(state, position, ATTACKER, { infantry: opts.mine }, planet);
  if (opts.neutral)
    (state.board[position] as Ti4SystemState).neutral = {
      planets: { [planet]: { units: { infantry: opts.theirs } } },
    };
  else put(state, position, DEFENDER, { infantry: opts.theirs }, planet);
  const frame = { seat: ATTACKER, system: position, planet: planet };
  const combat: Ti4Frame = opts.neutral
    ? { kind: "ti4NeutralGroundCombat", ...frame }
    : { kind: "ti4GroundCombat", ...frame };
  const fought = run(state, (tx) => tx.emit({ type: "ti4FramePushed", frame: combat }));
  const ended = fought.events.find((e) => e.type === "ti4CombatEnded") as { winner: number | null };
  const infantry = (s: Ti4State, seat: number) =>
    s.board[position]?.planets[planet]?.find((f) => f.seat === seat)?.units.infantry ?? 0;
  return {
    ...fought,
    winner: ended.winner,
    position,
    planet,
    left: (seat: number) => infantry(fought.state, seat),
  };
}

function animated(events: readonly Ti4Event[]) {
  return events.filter((e) => e.type === "ti4UnitsPlaced" && e.reason === "Dacxive Animators");
}

/** The infantry the winner lost in the combat, so its survivors are counted without the one put there. */
function lost(events: readonly Ti4Event[], seat: number): number {
  return events
    .filter((e) => e.type === "ti4UnitsRemoved" && e.seat === seat && e.reason === "destroyed")
    .reduce((sum, e) => sum + ((e as { units: { infantry?: number } }).units.infantry ?? 0), 0);
}

describe("Dacxive Animators", () => {
  it("its holder, winning a ground combat, puts 1 infantry from reinforcements on the planet", () => {
    const won = battle({ mine: 8, theirs: 1, holder: ATTACKER });
    expect(won.winner).toBe(ATTACKER);
    expect(animated(won.events)).toEqual([
      {
        type: "ti4UnitsPlaced",
        seat: ATTACKER,
        place: { position: won.position, planet: won.planet },
        units: { infantry: 1 },
        reason: "Dacxive Animators",
      },
    ]);
    // After the combat is over.
    const order = won.events.map((e) => e.type);
    expect(order.lastIndexOf("ti4UnitsPlaced")).toBeGreaterThan(order.indexOf("ti4CombatEnded"));
    expect(won.left(ATTACKER)).toBe(8 - lost(won.events, ATTACKER) + 1);
  });

  it("the defender holding it wins too; the loser's card and a player without it put nothing", () => {
    const defended = battle({ mine: 1, theirs: 8, holder: DEFENDER });
    expect(defended.winner).toBe(DEFENDER);
    expect(animated(defended.events)).toHaveLength(1);
    expect(defended.left(DEFENDER)).toBe(8 - lost(defended.events, DEFENDER) + 1);
    const loser = battle({ mine: 8, theirs: 1, holder: DEFENDER });
    expect(loser.winner).toBe(ATTACKER);
    expect(animated(loser.events)).toEqual([]);
    const nobody = battle({ mine: 8, theirs: 1 });
    expect(animated(nobody.events)).toEqual([]);
    expect(nobody.left(ATTACKER)).toBe(8 - lost(nobody.events, ATTACKER));
  });

  it("against neutral ground forces (Thunder's Edge) a win puts one too", () => {
    const won = battle({ mine: 8, theirs: 1, holder: ATTACKER, neutral: true, te: true });
    expect(won.winner).toBe(ATTACKER);
    expect(animated(won.events)).toHaveLength(1);
    const without = battle({ mine: 8, theirs: 1, neutral: true, te: true });
    expect(animated(without.events)).toEqual([]);
  });
});
