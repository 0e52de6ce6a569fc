/**
 * TI4 galaxies to draw when there is no game at hand (sample renders, tests, the benchmark): the automatic
 * builder's galaxy for a player count and seed, its Homes filled with base-game factions in seat order.
 * Deterministic: the same arguments give the same galaxy. Also a whole set-up game (ti4SampleGame).
 */
import type { Ti4Box } from "../../content/ti4/common.ts";
import { ti4FactionsFor } from "../../content/ti4/factions.ts";
import { isTi4SystemId, type Ti4SystemId } from "../../content/ti4/systems.ts";
import { autoBuildTi4Galaxy } from "../../engine/galaxy/ti4/autoBuild.ts";
import type { Ti4Galaxy, Ti4LayoutId } from "../../engine/galaxy/ti4/layouts.ts";
import "../../engine/index.ts";
import { applyCommand } from "../../engine/kernel/apply.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import { isRuleError } from "../../engine/ruleError.ts";
import { ti4Answers } from "../../engine/ti4/bot.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import { createTi4Game } from "../../engine/ti4/setup/create.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
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

const SAMPLE_CONTEXT = { now: "2026-12-05T00:00:00.000Z" };

/**
 * A TI4 game for `players` with its set-up finished by the built-in player's first answers (random factions, the
 * automatic galaxy): what a table looks like when round 1 begins.
 */
export function ti4SampleGame(players: number, seed = TI4_SAMPLE_SEED): Ti4State {
  const made = createTi4Game(
    {
      seed,
      players: Array.from({ length: players }, (_, i) => ({
        userId: `sample:${i}`,
        name: `Player ${i + 1}`,
      })),
      settings: {},
    },
    SAMPLE_CONTEXT,
  );
  if (!made.ok) throw new Error(`sample TI4 game refused: ${made.error.message}`);
  let state = made.state;
  for (let i = 0; i < 500 && state.phase === "setup"; i++) {
    const decision = pendingDecisions<Ti4>(state)[0];
    const command = decision ? ti4Answers(state, decision)[0] : undefined;
    if (!command) throw new Error("the sample TI4 set-up has no answer to give");
    const result = applyCommand<Ti4>(state, command, SAMPLE_CONTEXT);
    if (!result.ok) throw new Error(`sample TI4 set-up: ${result.error.message}`);
    state = result.state;
  }
  return state;
}
