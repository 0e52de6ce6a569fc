/**
 * The TI4 half of `npm run galaxy -- --ruleset ti4 ...` (scripts/galaxy.ts): builds or reads a TI4 galaxy and
 * returns what the script prints, or the one line it writes to stderr.
 */
import type { Ti4Box } from "../src/content/ti4/common.ts";
import { TI4_BOXES } from "../src/content/ti4/common.ts";
import { autoBuildTi4Galaxy } from "../src/engine/galaxy/ti4/autoBuild.ts";
import { ti4GalaxyBalance } from "../src/engine/galaxy/ti4/balance.ts";
import { ti4RuleBreaks } from "../src/engine/galaxy/ti4/board.ts";
import type { Ti4Galaxy, Ti4Layout, Ti4LayoutId } from "../src/engine/galaxy/ti4/layouts.ts";
import { ti4LayoutIds } from "../src/engine/galaxy/ti4/layouts.ts";
import { exportTi4MapString, importTi4MapString } from "../src/engine/galaxy/ti4/mapString.ts";
import type { RuleError } from "../src/engine/ruleError.ts";
import { isRuleError } from "../src/engine/ruleError.ts";

interface Ti4Options {
  players?: string;
  mode?: string;
  seed?: string;
  map?: string;
  expansions?: string;
  layout?: string;
}

function describe(galaxy: Ti4Galaxy, layout: Ti4Layout, relaxed: readonly string[]) {
  const positions: Record<string, string> = {};
  for (const label of layout.positions) {
    const placed = galaxy[label];
    positions[label] =
      placed === undefined ? "home" : `${placed.tile}${placed.rotation ? ` turned ${placed.rotation}` : ""}`;
  }
  return {
    ruleset: "ti4",
    layout: layout.name,
    layoutId: layout.id,
    mapString: exportTi4MapString(galaxy, layout),
    positions,
    homes: layout.homes,
    balance: ti4GalaxyBalance(galaxy, layout.positions, layout.homes),
    relaxed,
  };
}

function refusal(error: RuleError): string {
  return `${error.code} (${error.rule}): ${error.message}`;
}

/** The JSON to print, or the message for stderr. */
export function runTi4(values: Ti4Options): object | string {
  const players = Number(values.players);
  if (!Number.isInteger(players)) return "--players N is required (3 to 6).";
  const boxes = (values.expansions ?? "base,pok,codex3").split(",").map((b) => b.trim());
  const unknown = boxes.find((b) => !(TI4_BOXES as readonly string[]).includes(b));
  if (unknown !== undefined) return `Unknown TI4 box "${unknown}": use ${TI4_BOXES.join(",")}.`;
  const layouts: readonly string[] = ti4LayoutIds(players);
  if (values.layout !== undefined && !layouts.includes(values.layout)) {
    return `Unknown ${players}-player TI4 layout "${values.layout}": use ${layouts.join(" or ") || "none"}.`;
  }
  const named = values.layout as Ti4LayoutId | undefined;
  const setup = { players, boxes: boxes as Ti4Box[], ...(named ? { layout: named } : {}) };
  if (values.mode === "auto" || values.mode === undefined) {
    const built = autoBuildTi4Galaxy(setup, values.seed ?? "mecatol");
    return isRuleError(built) ? refusal(built) : describe(built.galaxy, built.layout, built.relaxed);
  }
  if (values.mode !== "string") return '--mode must be "auto" or "string".';
  if (values.map === undefined) return "--mode string needs --map STRING.";
  const imported = importTi4MapString(values.map, setup);
  if (isRuleError(imported)) return refusal(imported);
  const { galaxy, layout } = imported;
  return describe(galaxy, layout, ti4RuleBreaks(galaxy, layout.positions));
}
