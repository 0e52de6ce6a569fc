/**
 * The built-in player's invasions (LRR 49): it bombards the first planet it may with every bombardment
 * unit, takes the custodians token when it can spend 6 influence (LRR 27), lands on planets that are not
 * yet its own, the best first, where it outnumbers the defenders, and keeps one ground force in space when
 * it has more than it needs; failing that it lands nowhere.
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId, ti4Planet } from "../../../content/ti4/index.ts";
import type { Ti4Answer } from "../answer.ts";
import { isOpponent } from "../board/allies.ts";
import { controllerOf, countUnits } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment } from "../economy/spend.ts";
import type { Ti4State } from "../state.ts";
import { custodiansCostFor } from "./landing.ts";
import {
  bombardablePlanets,
  bombardmentUnits,
  committableInSpace,
  groundForcesInSpace,
  MECATOL_REX,
  neutralDefendersOn,
} from "./reads.ts";

const bombard: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4Invasion") return [];
  const seat = decision.seat;
  const [planet] = bombardablePlanets(state, seat, frame.system);
  const none: Ti4Command = { type: "bombard", seat, targets: [] };
  if (!planet) return [none];
  return [
    { type: "bombard", seat, targets: [{ planet, units: bombardmentUnits(state, seat, frame.system) }] },
    none,
  ];
};

function defenders(state: Ti4State, system: string, seat: number, planet: Ti4PlanetId): number {
  const forces = state.board[system]?.planets[planet] ?? [];
  // TE "Neutral Units": neutral ground forces fight the landing too (a mech counted twice: it sustains).
  const neutral = neutralDefendersOn(state, system, planet);
  return (
    (neutral.infantry ?? 0) +
    2 * (neutral.mech ?? 0) +
    forces
      .filter((f) => isOpponent(state, seat, f.seat))
      .reduce((n, f) => n + countUnits(f.units, TI4_GROUND_FORCE_TYPES), 0)
  );
}

const commitGroundForces: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4Invasion") return [];
  const seat = decision.seat;
  const none: Ti4Command = { type: "commitGroundForces", seat, landings: [] };
  const have = groundForcesInSpace(state, seat, frame.system);
  let infantry = have.infantry ?? 0;
  let mech = have.mech ?? 0;
  const custodians = state.custodiansOnMecatol
    ? cheapestPayment(state, seat, "influence", custodiansCostFor(state, seat))
    : null;
  const targets = planetsAt(state, frame.system)
    // TE "Alliance Game Variant": the seat's ally's planets are not taken (landing there gains nothing).
    .filter((p) => {
      const holder = controllerOf(state, p);
      return holder === null || isOpponent(state, seat, holder);
    })
    .filter((p) => p !== MECATOL_REX || !state.custodiansOnMecatol || custodians !== null)
    .sort(
      (a, b) =>
        ti4Planet(b).resources + ti4Planet(b).influence - ti4Planet(a).resources - ti4Planet(a).influence,
    );
  const landings: { planet: Ti4PlanetId; infantry: number; mech: number; fighter?: number }[] = [];
  for (const planet of targets) {
    const need = defenders(state, frame.system, seat, planet) + 1;
    // Keep one in space when there is more than this planet needs.
    const spare = infantry + mech > need ? infantry + mech - 1 : infantry + mech;
    const send = need > 1 ? spare : Math.min(spare, 2);
    if (send < need) continue;
    const m = Math.min(mech, send);
    landings.push({ planet, infantry: send - m, mech: m });
    infantry -= send - m;
    mech -= m;
  }
  if (landings.length === 0) return [none];
  // The Matriarch: fighters join the first landing that will be fought, as extra dice; they come back after.
  const fighters = committableInSpace(state, seat, frame.system).fighter ?? 0;
  const fought = landings.find((l) => defenders(state, frame.system, seat, l.planet) > 0);
  if (fighters > 0 && fought) Object.assign(fought, { fighter: fighters });
  const toMecatol = landings.some((l) => l.planet === MECATOL_REX) && state.custodiansOnMecatol;
  const command: Ti4Command = {
    type: "commitGroundForces",
    seat,
    landings,
    ...(toMecatol && custodians ? { custodians } : {}),
  };
  return [command, none];
};

export const TI4_INVASION_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  bombard,
  commitGroundForces,
};
