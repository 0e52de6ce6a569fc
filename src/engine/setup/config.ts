/**
 * Checking the settings a game is created with (RR §3, §24; SE options): player count, boxes, option
 * modules and their dependencies, VP target, galaxy mode, race bans.
 */
import {
  type Box,
  findPresetMap,
  getOption,
  isOptionId,
  isRaceId,
  OPTION_IDS,
  type OptionId,
  optionFitsBoxes,
  presetMapsFor,
  type RaceId,
  racesFor,
  strategyCardSet,
} from "../../content/index.ts";
import { rulebookFor } from "../rulebook.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GalaxyMode, GameConfig, RaceAssignment } from "../state.ts";
import { checkDecksBuilt } from "./decksBuilt.ts";

export interface GameSettings {
  boxes?: readonly Box[];
  options?: readonly string[];
  vpTarget?: number;
  galaxyMode?: GalaxyMode;
  mapString?: string | null;
  largerGalaxy?: boolean;
  raceAssignment?: RaceAssignment;
  bannedRaces?: readonly string[];
  /** SE Preset Maps: the printed map (content/presetMaps.ts); by default the one for the player count. */
  presetMap?: string;
}

/**
 * Which options a creation accepts: those the game's rulebook plays (the default), or, for tests of the
 * finished parts of options still being built, every option. The app never asks for the latter.
 */
export interface CreationChecks {
  readonly unfinishedOptions?: boolean;
}

export function resolveConfig(
  settings: GameSettings,
  playerCount: number,
  checks: CreationChecks = {},
): GameConfig | RuleError {
  const boxes = settings.boxes ?? ["base", "se"];
  if (!boxes.includes("base"))
    return ruleError("ERR_BOXES", "RR §3", "Every game needs the base game's components.");
  const maxPlayers = boxes.includes("se") ? 8 : 6;
  if (!Number.isInteger(playerCount) || playerCount < 3 || playerCount > maxPlayers) {
    return ruleError(
      "ERR_PLAYER_COUNT",
      "RR §3; SE p.8",
      `A game seats 3 to ${maxPlayers} players; this one has ${playerCount}.`,
    );
  }
  const options = checkOptions(settings.options ?? [], boxes, checks);
  if (!Array.isArray(options)) return options as RuleError;
  const notBuilt = checks.unfinishedOptions ? undefined : checkDecksBuilt(boxes, { options, playerCount });
  if (notBuilt) return notBuilt;
  const banned = checkBans(settings.bannedRaces ?? [], boxes, playerCount);
  if (!Array.isArray(banned)) return banned as RuleError;
  const galaxyMode = settings.galaxyMode ?? "auto";
  if (galaxyMode === "mapString" && !settings.mapString) {
    return ruleError("ERR_MAP_STRING", "Mecatol", "Choose a map string when the galaxy comes from one.");
  }
  const presetMap = checkPresetMap(settings, options, playerCount);
  if (typeof presetMap === "object") return presetMap;
  const vpTarget = settings.vpTarget ?? defaultVictoryTarget(options);
  if (!Number.isInteger(vpTarget) || vpTarget < 3 || vpTarget > 20) {
    return ruleError(
      "ERR_VP_TARGET",
      "RR §22",
      `The victory point target must be a whole number from 3 to 20, not ${vpTarget}.`,
    );
  }
  const cards = strategyCardSet({
    variantCards: options.includes("variantCards"),
    imperial2: options.includes("imperial2"),
  });
  return {
    boxes: [...boxes],
    options,
    vpTarget,
    galaxyMode,
    mapString: galaxyMode === "mapString" ? (settings.mapString ?? null) : null,
    largerGalaxy: settings.largerGalaxy ?? false,
    raceAssignment: settings.raceAssignment ?? "random",
    bannedRaces: banned,
    strategyCards: cards.map((c) => c.id),
    ...(presetMap ? { presetMap } : {}),
  };
}

const PRESET_RULE = "SE Optional Rule: Preset Maps";

/** SE Preset Maps: the map named (or the one printed for the player count), fit for this game. */
function checkPresetMap(
  settings: GameSettings,
  options: readonly OptionId[],
  players: number,
): string | undefined | RuleError {
  if (!options.includes("presetMaps")) {
    return settings.presetMap === undefined
      ? undefined
      : ruleError(
          "ERR_PRESET_MAP_OPTION",
          PRESET_RULE,
          "A preset map is laid out only with the Preset Maps option.",
        );
  }
  const printed = presetMapsFor(players);
  const choices = printed.map((m) => `${m.id} (${m.name})`).join(", ");
  const named = settings.presetMap === undefined ? printed[0] : findPresetMap(settings.presetMap);
  if (!named || named.players !== players) {
    const offer = printed.length > 0 ? `choose ${choices}` : "no preset map is printed for that many";
    const unknown =
      settings.presetMap === undefined ? "No preset map" : `"${settings.presetMap}" is not a preset map`;
    const what = named
      ? `The ${named.name} is for ${named.players} players, and this game has ${players}`
      : `${unknown} for ${players} players`;
    return ruleError("ERR_PRESET_MAP", PRESET_RULE, `${what}: ${offer}.`);
  }
  if ((settings.galaxyMode ?? "auto") !== "auto" || settings.largerGalaxy)
    return ruleError(
      "ERR_PRESET_MAP_GALAXY",
      PRESET_RULE,
      "A preset map lays the galaxy out: it takes no map string, no player-built galaxy and no larger galaxy.",
    );
  return named.id;
}

/** RR §22: 10 victory points, unless an option in play sets another target (the Long War: 14). */
function defaultVictoryTarget(options: readonly OptionId[]): number {
  return rulebookFor("ti3").answersFor(options, "victoryTarget").at(-1)?.() ?? 10;
}

/** The options a game may switch on: those some module of the TI3 rulebook plays, in content order. */
export function availableOptions(): OptionId[] {
  const playable = rulebookFor("ti3").options;
  return OPTION_IDS.filter((id) => playable.has(id));
}

/**
 * "Simulated Early Turns are not available yet."; an option Mecatol will never play says why (classic
 * Advanced Construction).
 */
function unavailable(id: OptionId): RuleError {
  const { name, plural, refused } = getOption(id);
  if (refused) return ruleError("ERR_OPTION_REFUSED", "Mecatol", refused);
  return ruleError(
    "ERR_OPTION_UNAVAILABLE",
    "Mecatol",
    `${name} ${plural ? "are" : "is"} not available yet.`,
  );
}

function checkOptions(
  ids: readonly string[],
  boxes: readonly Box[],
  checks: CreationChecks,
): OptionId[] | RuleError {
  const options: OptionId[] = [];
  for (const id of ids) {
    if (!isOptionId(id))
      return ruleError("ERR_UNKNOWN_OPTION", "Mecatol", `There is no option called "${id}".`);
    if (!optionFitsBoxes(id, boxes)) {
      return ruleError(
        "ERR_OPTION_BOX",
        "SE",
        `The option ${id} comes with Shattered Empire, which this game does not use.`,
      );
    }
    if (!options.includes(id)) options.push(id);
  }
  const playable = rulebookFor("ti3").options;
  const missing = checks.unfinishedOptions ? undefined : options.find((id) => !playable.has(id));
  if (missing) return unavailable(missing);
  for (const id of options) {
    const option = getOption(id);
    const missing = option.requires.find((other) => !options.includes(other));
    if (missing)
      return ruleError("ERR_OPTION_REQUIRES", "SE", `The option ${id} needs the option ${missing} as well.`);
    const clash = option.excludes.find((other) => options.includes(other));
    if (clash)
      return ruleError(
        "ERR_OPTION_EXCLUDES",
        "SE",
        `The options ${id} and ${clash} cannot be used together.`,
      );
  }
  return options;
}

function checkBans(ids: readonly string[], boxes: readonly Box[], playerCount: number): RaceId[] | RuleError {
  const pool = racesFor(boxes).map((r) => r.id);
  for (const id of ids) {
    if (!isRaceId(id) || !pool.includes(id)) {
      return ruleError(
        "ERR_UNKNOWN_RACE",
        "Mecatol",
        `"${id}" is not a race of this game's boxes (${pool.join(", ")}).`,
      );
    }
  }
  const banned = [...new Set(ids)] as RaceId[];
  if (pool.length - banned.length < playerCount) {
    return ruleError(
      "ERR_TOO_MANY_BANS",
      "Mecatol",
      `With ${banned.length} races banned, too few remain for ${playerCount} players.`,
    );
  }
  return banned;
}
