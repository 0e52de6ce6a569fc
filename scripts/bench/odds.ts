/**
 * Combat odds figures: the median time of `/ti odds` on a typical battle (8 ships a side) and on a fixed
 * large one, for players without race abilities or technologies (app/odds.ts), the table made beforehand.
 */
import { fleetCounts } from "../../src/app/catalog/units.ts";
import { plainTable, typedFleetOdds } from "../../src/app/odds.ts";
import { percentile } from "./engine.ts";

export const ODDS_BATTLES = {
  typical: [
    "2 dreadnought, 2 cruiser, 2 destroyer, 1 carrier, 1 fighter",
    "1 dreadnought, 3 cruiser, 3 destroyer, 1 carrier",
  ],
  large: [
    "1 war sun, 3 dreadnought, 4 cruiser, 3 destroyer, 2 carrier, 6 fighter",
    "4 dreadnought, 4 cruiser, 4 destroyer, 2 carrier, 6 fighter, 3 pds",
  ],
} as const;

export interface OddsFigures {
  typicalP50Ms: number;
  typicalP95Ms: number;
  p50Ms: number;
  p95Ms: number;
  typical: string;
  large: string;
}

function timings(battle: readonly [string, string], runs: number): number[] {
  const [attacker, defender] = battle.map((text) => {
    const fleet = fleetCounts(text);
    if ("argError" in fleet) throw new Error(fleet.argError);
    return fleet;
  }) as [ReturnType<typeof fleetCounts> & object, ReturnType<typeof fleetCounts> & object];
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const odds = typedFleetOdds(attacker as never, defender as never, false);
    if ("refused" in odds) throw new Error(odds.refused);
    if (i >= 3) samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** `p50Ms`: the fixed large battle; `typicalP50Ms`: 8 ships against 8. */
export function benchOdds(quick: boolean): OddsFigures {
  plainTable();
  const runs = quick ? 5 : 40;
  const typical = timings(ODDS_BATTLES.typical, runs);
  const large = timings(ODDS_BATTLES.large, runs);
  return {
    typicalP50Ms: round(percentile(typical, 50)),
    typicalP95Ms: round(percentile(typical, 95)),
    p50Ms: round(percentile(large, 50)),
    p95Ms: round(percentile(large, 95)),
    typical: ODDS_BATTLES.typical.join(" vs "),
    large: ODDS_BATTLES.large.join(" vs "),
  };
}
