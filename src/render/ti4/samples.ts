/**
 * TI4 galaxies to draw when there is no game at hand (sample renders, tests, the benchmark): the automatic
 * builder's galaxy for a player count and seed, its Homes filled with base-game factions in seat order.
 * Deterministic: the same arguments give the same galaxy.
 */
import type { Ti4Box } from "../../content/ti4/common.ts";
import { ti4FactionsFor } from "../../content/ti4/factions.ts";
import { isTi4SystemId, type Ti4SystemId } from "../../content/ti4/systems.ts";
import { autoBuildTi4Galaxy } from "../../engine/galaxy/ti4/autoBuild.ts";
import type { Ti4Galaxy, Ti4LayoutId } from "../../engine/galaxy/ti4/layouts.ts";
import { isRuleError } from "../../engine/ruleError.ts";
import type { Ti4MapInput } from "./renderGalaxy.ts";

export const TI4_SAMPLE_SEED = "mecatol-sample";
const BOXES: readonly Ti4Box[] = ["base", "pok", "codex3"];

/**
 * The builder's galaxy for `players` (and a named layout, else the default), with a base-game faction's
 * home system on every Home position.
 */
export function ti4SampleGalaxy(players: number, seed = TI4_SAMPLE_SEED, layout?: Ti4LayoutId): Ti4MapInput {
  const built = autoBuildTi4Galaxy({ players, boxes: BOXES, ...(layout ? { layout } : {}) }, seed);
  if (isRuleError(built)) throw new Error(`sample TI4 galaxy refused: ${built.message}`);
  const factions = ti4FactionsFor(["base"]);
  const galaxy: Record<string, Ti4Galaxy[string]> = { ...built.galaxy };
  built.layout.homes.forEach((label, seat) => {
    const faction = factions[(seat * 5) % factions.length]!;
    const tile = faction.boardTile ?? faction.homeSystem;
    if (!isTi4SystemId(tile)) throw new Error(`no tile ${tile} for ${faction.id}`);
    galaxy[label] = { tile: tile as Ti4SystemId };
  });
  return { galaxy, homes: built.layout.homes };
}
