/**
 * Builds or checks a galaxy from the command line and prints one JSON object:
 *   npm run galaxy -- --players 6 --mode auto --seed abc [--expansions base,se] [--larger]
 *   npm run galaxy -- --players 6 --mode string --map "MR AF ..." [--preset]
 *   npm run galaxy -- --ruleset ti4 --players 5 --mode auto|string [--seed S] [--map STRING] [--expansions base,pok]
 *     [--layout 5p-base|5p-hyperlanes] (5 players: the default is hyperlanes with Prophecy of Kings, else base)
 * Output: { mapString, positions, homes, balance, relaxed } (TI4 adds layout). A bad map: one line on stderr,
 * exit code 1. The ruleset is ti3 unless --ruleset ti4 is given.
 */
import { parseArgs } from "node:util";
import type { Box } from "../src/content/common.ts";
import { BOXES } from "../src/content/common.ts";
import type { Galaxy } from "../src/engine/galaxy/adjacency.ts";
import { autoBuildGalaxy, galaxyRuleBreaks } from "../src/engine/galaxy/autoBuild.ts";
import { galaxyBalance } from "../src/engine/galaxy/balance.ts";
import type { GalaxyLayout, GalaxySetup } from "../src/engine/galaxy/layouts.ts";
import { exportMapString, importMapString } from "../src/engine/galaxy/mapString.ts";
import type { RuleError } from "../src/engine/ruleError.ts";
import { isRuleError } from "../src/engine/ruleError.ts";
import { runTi4 } from "./galaxy-ti4.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readSetup(values: { players?: string; expansions?: string; larger?: boolean }): GalaxySetup {
  const players = Number(values.players);
  if (!Number.isInteger(players)) fail("--players N is required (3 to 8).");
  const boxes = (values.expansions ?? "base,se").split(",").map((b) => b.trim());
  const unknown = boxes.find((b) => !(BOXES as readonly string[]).includes(b));
  if (unknown !== undefined) fail(`Unknown expansion "${unknown}": use ${BOXES.join(",")}.`);
  return { players, boxes: boxes as Box[], larger: values.larger ?? false };
}

function describe(galaxy: Galaxy, layout: GalaxyLayout, relaxed: readonly string[]) {
  const positions: Record<string, string> = {};
  for (const label of layout.positions) positions[label] = galaxy[label] ?? "home";
  return {
    mapString: exportMapString(galaxy, layout),
    positions,
    homes: layout.homes,
    balance: galaxyBalance(galaxy, layout.homes),
    relaxed,
  };
}

function refuse(error: RuleError): never {
  fail(`${error.code} (${error.rule}): ${error.message}`);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      players: { type: "string" },
      mode: { type: "string", default: "auto" },
      seed: { type: "string" },
      expansions: { type: "string" },
      larger: { type: "boolean" },
      map: { type: "string" },
      preset: { type: "boolean" },
      ruleset: { type: "string", default: "ti3" },
      layout: { type: "string" },
    },
  });
  if (values.ruleset === "ti4") {
    const out = runTi4(values);
    if (typeof out === "string") fail(out);
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  if (values.ruleset !== "ti3") fail('--ruleset must be "ti3" or "ti4".');
  const setup = readSetup(values);
  if (values.mode === "auto") {
    const built = autoBuildGalaxy(setup, values.seed ?? "mecatol");
    if (isRuleError(built)) refuse(built);
    process.stdout.write(`${JSON.stringify(describe(built.galaxy, built.layout, built.relaxed))}\n`);
    return;
  }
  if (values.mode !== "string") fail('--mode must be "auto" or "string".');
  if (values.map === undefined) fail("--mode string needs --map STRING.");
  const imported = importMapString(values.map, setup, values.preset ? "preset" : "standard");
  if (isRuleError(imported)) refuse(imported);
  const { galaxy, layout } = imported;
  process.stdout.write(`${JSON.stringify(describe(galaxy, layout, galaxyRuleBreaks(galaxy)))}\n`);
}

main();
