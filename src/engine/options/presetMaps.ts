/**
 * SE "Optional Rule: Preset Maps": the galaxy is laid out from a printed map for the player count, chosen
 * when the game is created (setup/config.ts checks the setting), instead of being built. The tiles are
 * drawn from their piles by the map's diagram (galaxy/presetMap.ts), then each player's starting position
 * is drawn at random, from the top right Home area clockwise. A preset map pays no Trade Goods for uneven
 * seats (setup/continueSetup.ts).
 *
 * SE "Preset Artifacts": the systems each map marks are answered to `presetArtifactSystems` (hooks/setup.ts),
 * for the Preset Artifacts option (options/presetArtifacts.ts) to lay the artifacts face up there when a
 * group chooses so.
 */
import { findPresetMap } from "../../content/index.ts";
import { layOutPresetMap } from "../galaxy/presetMap.ts";
import type { RuleModule } from "../module.ts";
import { shuffle } from "../rng.ts";
import { isRuleError, type RuleError, ruleError } from "../ruleError.ts";
import { galaxySetupOf } from "../setup/galaxySetup.ts";
import type { GameState } from "../state.ts";
import type { Tx } from "../tx.ts";

function presetMapOf(state: GameState) {
  const id = state.config.presetMap;
  return id === undefined ? undefined : findPresetMap(id);
}

function layOut(tx: Tx): RuleError | undefined {
  const map = presetMapOf(tx.state);
  if (!map)
    return ruleError("ERR_PRESET_MAP", "SE Optional Rule: Preset Maps", "This game names no preset map.");
  const laid = layOutPresetMap(map, galaxySetupOf(tx.state.config, tx.state.players.length), tx.state.rng);
  if (isRuleError(laid)) return laid;
  // Starting positions: a Control Marker of each player drawn from a bag for each Home area in turn.
  const drawn = shuffle(
    laid.rng,
    tx.state.players.map((p) => p.seat),
  );
  tx.emit({ type: "galaxyTilesPlaced", tiles: { ...laid.galaxy }, rng: drawn.rng });
  laid.homes.forEach((position, k) => {
    const seat = drawn.value[k];
    if (seat !== undefined) tx.emit({ type: "homeSystemPlaced", seat, position });
  });
  return undefined;
}

export const PRESET_MAPS_OPTION: RuleModule = {
  id: "option:presetMaps",
  option: "presetMaps",
  hooks: {
    galaxyLaidOut: layOut,
    presetArtifactSystems: (state) => presetMapOf(state)?.artifacts ?? [],
  },
};
