/**
 * A TI4 game's settings checked when it is opened (the player count waits for the start, unless a premade
 * map fixes it).
 */
import { isTi4MapPresetId, ti4MapPreset } from "../../content/ti4/index.ts";
import { isRuleError } from "../../engine/ruleError.ts";
import { resolveTi4Config, type Ti4Settings } from "../../engine/ti4/setup/create.ts";
import { allianceNotOffered } from "../../engine/ti4/thundersEdge/alliance.ts";

/** The fewest players a TI4 galaxy seats (LRR "Setup"): the settings are checked as for them. */
const FEWEST = 3;

export function checkTi4Settings(settings: Ti4Settings): { code: string; message: string } | null {
  // TE "Alliance Game Variant": not offered to a table while parts of it are not carried out.
  const notOffered = settings.alliance === undefined ? undefined : allianceNotOffered();
  if (notOffered) return { code: "ERR_TI4_ALLIANCE_NOT_OFFERED", message: notOffered };
  const preset = settings.mapPreset;
  const players = preset !== undefined && isTi4MapPresetId(preset) ? ti4MapPreset(preset).players : FEWEST;
  const config = resolveTi4Config(settings, players);
  return isRuleError(config) ? { code: config.code, message: config.message } : null;
}
