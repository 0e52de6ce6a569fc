/**
 * TE "Map Appendix": a table may name one of the rulebook's premade maps at creation (`mapPreset`), and the
 * galaxy is laid out from it as from a map string (content/ti4/mapPresets.te.ts holds the layouts). The map
 * must be one Mecatol plays, in a game with Thunder's Edge and the preset's player count; naming a preset and
 * another galaxy at once is refused, so a value is never read as something the table did not choose.
 */
import { isTi4MapPresetId, TI4_MAP_PRESETS, type Ti4Box, ti4MapPreset } from "../../../content/ti4/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";

const RULE = "TE Map Appendix";

/** The galaxy a preset lays out, or why it cannot be played in this game. */
export function resolveMapPreset(
  name: string,
  players: number,
  boxes: readonly Ti4Box[],
  otherGalaxy: boolean,
): { galaxyMode: "mapString"; mapString: string } | RuleError {
  const names = TI4_MAP_PRESETS.map((p) => p.id).join(", ");
  if (!isTi4MapPresetId(name))
    return ruleError(
      "ERR_TI4_MAP_PRESET",
      RULE,
      `There is no premade map "${name}": the rulebook's are ${names}.`,
      {
        preset: name,
      },
    );
  const preset = ti4MapPreset(name);
  if (!boxes.includes("te"))
    return ruleError(
      "ERR_TI4_MAP_PRESET",
      RULE,
      `"${preset.name}" is one of Thunder's Edge's premade maps: it needs a game with Thunder's Edge.`,
      { preset: name },
    );
  if (otherGalaxy)
    return ruleError(
      "ERR_TI4_MAP_PRESET",
      RULE,
      `A premade map is the whole galaxy: name "${preset.name}" or another way to build the galaxy, not both.`,
      { preset: name },
    );
  if (preset.mapString === undefined)
    return ruleError(
      "ERR_TI4_MAP_PRESET",
      RULE,
      `"${preset.name}" cannot be played yet: ${preset.whyNotPlayed ?? "its layout is not recorded"}.`,
      { preset: name },
    );
  if (players !== preset.players)
    return ruleError(
      "ERR_TI4_MAP_PRESET",
      RULE,
      `"${preset.name}" is a map for ${preset.players} players; this game has ${players}.`,
      { preset: name },
    );
  return { galaxyMode: "mapString", mapString: preset.mapString };
}
