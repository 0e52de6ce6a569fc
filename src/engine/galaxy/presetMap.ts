/**
 * Laying a galaxy out from a preset map (SE "Optional Rule: Preset Maps", content/presetMaps.ts): the
 * tiles are sorted into their piles, the systems the diagram names are taken out of them, each pile is
 * shuffled, and from the position above Mecatol Rex clockwise, ring by ring (label order), each position
 * gets the top system of the pile its diagram names. Home areas stay empty until starting positions are
 * drawn. The result is read back by the preset map importer (mapString.ts), which checks the board as
 * it checks any preset map typed by players.
 */
import { type PresetMap, type PresetPileId, presetPileOf, systemsInBoxes } from "../../content/index.ts";
import type { SystemId } from "../../content/systems.ts";
import { type RngState, shuffle } from "../rng.ts";
import { isRuleError, type RuleError, ruleError } from "../ruleError.ts";
import type { Galaxy } from "./adjacency.ts";
import { labelsUpToRing, type PositionLabel } from "./hex.ts";
import type { GalaxySetup } from "./layouts.ts";
import { importMapString } from "./mapString.ts";
import { tileCode, tileOfCode } from "./tiles.ts";

const RULE = "SE Optional Rule: Preset Maps";

const PILE_TOKENS: Readonly<Record<string, PresetPileId>> = {
  R: "special-systems",
  E: "empty-space",
  "1": "single-planet",
  "2": "multi-planet",
  X: "resource-heavy",
};

export interface LaidOutMap {
  /** Mecatol Rex and every system; the Home areas are left empty. */
  readonly galaxy: Galaxy;
  /** The Home areas in the order starting positions are drawn: the top right one first, then clockwise. */
  readonly homes: readonly PositionLabel[];
  readonly rng: RngState;
}

export function diagramTokens(map: PresetMap): string[] {
  return map.diagram.trim().split(/\s+/);
}

/** Each pile's tiles, one entry per copy, without the systems the diagram names. */
function piles(
  map: PresetMap,
  setup: GalaxySetup,
  named: readonly SystemId[],
): Map<PresetPileId, SystemId[]> {
  const out = new Map<PresetPileId, SystemId[]>();
  const left = [...named];
  for (const tile of systemsInBoxes(setup.boxes)) {
    const pile = presetPileOf(tile, map.separateResourceHeavy);
    if (pile === null) continue;
    for (let copy = 0; copy < tile.copies; copy++) {
      const at = left.indexOf(tile.id);
      if (at >= 0) {
        left.splice(at, 1);
        continue;
      }
      out.set(pile, [...(out.get(pile) ?? []), tile.id]);
    }
  }
  return out;
}

/** The map's galaxy for this setup, its tiles drawn with the game's generator. */
export function layOutPresetMap(map: PresetMap, setup: GalaxySetup, rng: RngState): LaidOutMap | RuleError {
  const tokens = diagramTokens(map);
  const named: SystemId[] = [];
  for (const token of tokens) {
    const tile = token in PILE_TOKENS ? null : tileOfCode(token);
    if (tile) named.push(tile.id);
  }
  const drawn = new Map<PresetPileId, SystemId[]>();
  let state = rng;
  for (const [pile, tiles] of piles(map, setup, named)) {
    const shuffled = shuffle(state, tiles);
    drawn.set(pile, shuffled.value);
    state = shuffled.rng;
  }
  const written: string[] = [];
  for (const token of tokens) {
    const pile = PILE_TOKENS[token];
    if (pile === undefined) {
      written.push(token);
      continue;
    }
    const next = drawn.get(pile)?.shift();
    if (next === undefined)
      return ruleError(
        "ERR_PRESET_MAP_PILE",
        RULE,
        `${map.name} asks for more systems than the ${pile} pile holds.`,
      );
    written.push(tileCode(next));
  }
  const imported = importMapString(written.join(" "), setup, "preset");
  if (isRuleError(imported)) return imported;
  const board = labelsUpToRing(imported.layout.rings).filter((label) => imported.galaxy[label] !== undefined);
  const galaxy = Object.fromEntries(board.map((label) => [label, imported.galaxy[label] as SystemId]));
  return { galaxy, homes: imported.homes, rng: state };
}
