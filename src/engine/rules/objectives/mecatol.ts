/**
 * The Mecatol Rex objectives. "Control Mecatol Rex" means the planet card; "the Mecatol Rex system" is
 * system control (RR §13.4: all its planets and a non-Fighter ship). Adjacent systems nobody can control
 * (Asteroid Fields, Supernovas) do not count for "every adjacent system" (FAQ, content/objectives.base.ts).
 */
import type { GameState, Seat } from "../../state.ts";
import { controlsSystem } from "../tactical/control.ts";
import { count, GROUND_TYPES, planetUnits, spaceUnits } from "../units.ts";
import {
  allOnBoard,
  dockOnMecatol,
  edgeNeighbours,
  holdsMecatol,
  MECATOL_REX,
  mecatolPosition,
  nonFighterShips,
  uncontrollable,
} from "./board.ts";
import { colorsWithAtLeast } from "./holdings.ts";
import { type Claimant, MET, metIf, notMet, type Outcome, type RequirementChecks } from "./outcome.ts";

/** Mecatol Rex held with your Space Dock on it: the common part of four Secret Objectives. */
function mecatolWithDock(c: Claimant): Outcome {
  if (!holdsMecatol(c.state, c.seat))
    return notMet(c, "Control Mecatol Rex with your Space Dock on it: you do not control Mecatol Rex.");
  if (!dockOnMecatol(c.state, c.seat))
    return notMet(c, "Control Mecatol Rex with your Space Dock on it: you have no Space Dock there.");
  return MET;
}

function garrison(
  state: GameState,
  seat: Seat,
  units: "dreadnought" | "nonFighterShip" | "groundForce",
): number {
  const position = mecatolPosition(state);
  if (position === null) return 0;
  if (units === "dreadnought") return count(spaceUnits(state, position, seat), "dreadnought");
  if (units === "nonFighterShip") return nonFighterShips(state, position, seat);
  const ground = planetUnits(state, position, MECATOL_REX, seat);
  return GROUND_TYPES.reduce((sum, type) => sum + count(ground, type), 0);
}

const GARRISON_NAMES = {
  dreadnought: ["Dreadnoughts", "in its system"],
  nonFighterShip: ["non-Fighter ships", "in its system"],
  groundForce: ["Ground Forces", "on it"],
} as const;

export const MECATOL_CHECKS: Pick<
  RequirementChecks,
  | "holdMecatolAllRound"
  | "controlMecatol"
  | "controlMecatolSystemAndAdjacent"
  | "mecatolDockAndGarrison"
  | "mecatolDockAndTechnologies"
  | "mecatolWithAllDocksAndDreadnoughts"
> = {
  holdMecatolAllRound: (c) => {
    const card = c.state.players[c.seat]?.planets[MECATOL_REX];
    if (!card)
      return notMet(
        c,
        "Hold Mecatol Rex through this round's Strategy and Action Phases: you do not control it.",
      );
    // The planet card records the round it was gained in (rules/tactical): before this round means held throughout.
    if ((card.gainedRound ?? 0) >= c.state.round) {
      return notMet(
        c,
        "Hold Mecatol Rex through this round's Strategy and Action Phases: you took it only this round.",
      );
    }
    return metIf(
      c,
      c.state.phase === "status",
      () =>
        "Hold Mecatol Rex through this round's Strategy and Action Phases: claim it once the Action Phase is over.",
    );
  },
  controlMecatol: (c) =>
    metIf(c, holdsMecatol(c.state, c.seat), () => "Control Mecatol Rex: you do not control it."),
  controlMecatolSystemAndAdjacent: (c, r) => {
    const position = mecatolPosition(c.state);
    if (position === null || !controlsSystem(c.state, c.seat, position)) {
      return notMet(
        c,
        "Control the Mecatol Rex system (the planet and a non-Fighter ship there): you do not.",
      );
    }
    const around = edgeNeighbours(c.state, position).filter((p) => !uncontrollable(c.state, p));
    const held = around.filter((p) => controlsSystem(c.state, c.seat, p)).length;
    const needed = r.adjacent === "all" ? around.length : r.adjacent;
    const what = r.adjacent === "all" ? "every system adjacent to it" : `${needed} systems adjacent to it`;
    return metIf(
      c,
      held >= needed,
      () =>
        `Control the Mecatol Rex system and ${what}: you control ${held} of the ${around.length} around it.`,
    );
  },
  mecatolDockAndGarrison: (c, r) => {
    const base = mecatolWithDock(c);
    if (!base.ok) return base;
    const n = garrison(c.state, c.seat, r.units);
    const [name, where] = GARRISON_NAMES[r.units];
    return metIf(
      c,
      n >= r.count,
      () => `Hold Mecatol Rex with your Space Dock and ${r.count} ${name} ${where}: you have ${n}.`,
    );
  },
  mecatolDockAndTechnologies: (c, r) => {
    const base = mecatolWithDock(c);
    if (!base.ok) return base;
    const n = colorsWithAtLeast(c.state, c.seat, r.each);
    return metIf(
      c,
      n >= r.colors,
      () =>
        `Hold Mecatol Rex with your Space Dock and own ${r.each} technologies in each of ${r.colors} colours: you have ${n} such colours.`,
    );
  },
  mecatolWithAllDocksAndDreadnoughts: (c) => {
    if (!holdsMecatol(c.state, c.seat))
      return notMet(
        c,
        "Hold Mecatol Rex with all your Space Docks and Dreadnoughts on the board: you do not control Mecatol Rex.",
      );
    const docks = allOnBoard(c.state, c.seat, "spaceDock");
    const dreadnoughts = allOnBoard(c.state, c.seat, "dreadnought");
    const missing = [docks ? null : "Space Docks", dreadnoughts ? null : "Dreadnoughts"].filter(Boolean);
    return metIf(
      c,
      missing.length === 0,
      () =>
        `Hold Mecatol Rex while all 3 of your Space Docks and all 5 Dreadnoughts are on the board: some of your ${missing.join(" and ")} are not.`,
    );
  },
};
