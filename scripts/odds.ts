/**
 * `npm run -s odds -- --attacker "2 cruiser" --defender "1 destroyer" [--invasion] [--json]`: the exact odds
 * of a battle between two typed fleets, for players without race abilities or technologies (app/odds.ts,
 * as /ti odds answers them). `--json` prints { attackerWins, defenderWins, bothDestroyed } only.
 */
import { fleetCounts } from "../src/app/catalog/units.ts";
import { oddsText, typedFleetOdds } from "../src/app/odds.ts";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function fleet(side: "attacker" | "defender") {
  const text = option(side);
  if (text === undefined) fail(`Give --${side}, e.g. --${side} "2 cruiser, 1 dn".`);
  const parsed = fleetCounts(text);
  if ("argError" in parsed) fail(`--${side}: ${parsed.argError}`);
  return parsed;
}

const attacker = fleet("attacker");
const defender = fleet("defender");
const invasion = process.argv.includes("--invasion");
const odds = typedFleetOdds(attacker, defender, invasion);
if ("refused" in odds) fail(odds.refused);
if (process.argv.includes("--json")) {
  const { attackerWins, defenderWins, bothDestroyed } = odds;
  process.stdout.write(`${JSON.stringify({ attackerWins, defenderWins, bothDestroyed })}\n`);
} else {
  const heading = `${invasion ? "Invasion Combat" : "Space Battle"}: ${option("attacker")} attack ${option("defender")}.`;
  process.stdout.write(`${oddsText(heading, ["Attacker", "Defender"], odds)}\n`);
}
