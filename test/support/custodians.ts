/**
 * The Custodians' lab (SE Option 13, options/custodians.ts): a race with ships next to Mecatol Rex on a
 * cleared board, and dice scripted by choosing the generator's seed before the command that rolls them
 * (the Custodians' own dice come from it too).
 */
import type { OptionId, RaceId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { rollD10, seedRng } from "../../src/engine/rng.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { play } from "./engine.ts";
import { activateAndMove, clearGalaxy, lab, place } from "./tactical.ts";

export const MECATOL = "mecatol-rex" as const;
export const BOTH = ["custodian-fighters", "custodian-ground-forces"];

/** The Hacan (first to act) with these ships next to Mecatol Rex; the Custodians on unless told. */
export function custodiansLab(
  ships: UnitCounts,
  races: RaceId[] = ["hacan", "sol", "letnev"],
  options: OptionId[] = ["custodians"],
) {
  const g = lab(races, { settings: { options } });
  clearGalaxy(g);
  const me = g.seat[races[0] as RaceId] as number;
  const near = neighbourLabels("000")[0] as string;
  place(g, me, near, ships);
  return Object.assign(g, { me, near });
}
export type CustodiansLab = ReturnType<typeof custodiansLab>;

/** A die that hits at `n` or more, or one that misses it. */
export type Die = (value: number) => boolean;
export const hit =
  (n: number): Die =>
  (v) =>
    v >= n;
export const miss =
  (n: number): Die =>
  (v) =>
    v < n;

/** The next dice will hit or miss as told: a generator seed that rolls so is searched for. */
export function script(g: CustodiansLab, dice: Die[]): void {
  for (let i = 0; i < 1_000_000; i++) {
    const rng = seedRng(`custodians-${i}`);
    if (rollD10(rng, dice.length).value.every((v, k) => dice[k]?.(v))) {
      g.state.rng = rng;
      return;
    }
  }
  throw new Error("no seed rolls those dice");
}

/** Moves every ship in, scripts the next dice, and lands these ground units on Mecatol Rex. */
export function invade(g: CustodiansLab, ships: UnitCounts, landing: UnitCounts, dice: Die[]): void {
  activateAndMove(g, g.me, "000", [{ from: g.near, units: ships }]);
  script(g, dice);
  play(g, { type: "landUnits", seat: g.me, landings: [{ planet: MECATOL, units: landing }] });
}

export type Rolled = Extract<GameEvent, { type: "custodiansRolled" }>;
export const custodianDice = (g: CustodiansLab) =>
  g.events.filter((e): e is Rolled => e.type === "custodiansRolled");
export const controller = (g: CustodiansLab) =>
  g.state.players.find((p) => MECATOL in p.planets)?.seat ?? null;
