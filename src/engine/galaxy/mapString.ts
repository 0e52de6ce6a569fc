/**
 * Map strings: a whole galaxy in one typeable line, for players importing a layout (or an SE preset map)
 * and for sharing any galaxy.
 *
 * Format (our own): one token per position, separated by spaces (commas also accepted), in label order:
 * 000, 101..106, 201..212, 301..318 (and 401..424 for a four-ring galaxy). A token is a tile code
 * (tiles.ts: MR, AF, E, AST, HSO, ...), "H" for a Home position whose race is not known yet, or "-" for
 * a position that is not part of the board (the 3-player galaxy's missing part, a preset map's impassable
 * spaces). Codes are read in any case and written in upper case, single-spaced, so exporting what was
 * imported gives back the same string. Example, 6 players: "MR AF SUP LO ... H E ... H ...".
 *
 * Two shapes: "standard" checks the string against the layout table (size, holes and Home positions for
 * the player count); "preset" takes holes and Homes from the string itself, for the SE preset maps, whose
 * diagrams we do not hold: then the Homes must number the players and sit on one ring.
 *
 * A bad string gets ONE RuleError, about the first wrong position in label order, naming it.
 */
import type { SystemId, SystemTile } from "../../content/systems.ts";
import type { RuleError } from "../ruleError.ts";
import { isRuleError, ruleError } from "../ruleError.ts";
import type { Galaxy } from "./adjacency.ts";
import type { PositionLabel } from "./hex.ts";
import { labelsUpToRing, MECATOL_LABEL, ringOfLabel } from "./hex.ts";
import type { GalaxyLayout, GalaxySetup } from "./layouts.ts";
import { galaxyLayout, presetLayout } from "./layouts.ts";
import { tileCode, tileOfCode } from "./tiles.ts";

export const HOME_TOKEN = "H";
export const HOLE_TOKEN = "-";
/** Written for a position not filled yet (a galaxy still being built); never accepted on import. */
export const UNFILLED_TOKEN = ".";

export type MapShape = "standard" | "preset";

export interface ImportedMap {
  readonly layout: GalaxyLayout;
  /** Mecatol Rex, every system and the Home tiles the string names (an "H" leaves its position empty). */
  readonly galaxy: Galaxy;
  /** Home positions in seat order. */
  readonly homes: readonly PositionLabel[];
}

/** Board sizes by rings: 1 + 6 + 12 + ... */
const SIZES = [1, 7, 19, 37, 61] as const;

const RULE = "Map strings (RR §3.9; SE preset maps)";

function mapError(code: string, position: PositionLabel, message: string): RuleError {
  return ruleError(code, RULE, message, { position });
}

/** Writes a galaxy as a map string (see the header). */
export function exportMapString(galaxy: Galaxy, layout: GalaxyLayout): string {
  return labelsUpToRing(layout.rings)
    .map((label) => {
      if (!layout.positions.includes(label)) return HOLE_TOKEN;
      const id = galaxy[label];
      if (id !== undefined) return tileCode(id);
      return layout.homes.includes(label) ? HOME_TOKEN : UNFILLED_TOKEN;
    })
    .join(" ");
}

function tokensOf(text: string): string[] {
  return text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .map((t) => t.toUpperCase());
}

function sizeError(tokens: readonly string[], labels: readonly PositionLabel[], who: string): RuleError {
  const last = labels[labels.length - 1] as PositionLabel;
  if (tokens.length < labels.length) {
    const missing = labels[tokens.length] as PositionLabel;
    return mapError(
      "ERR_MAP_SIZE",
      missing,
      `${who} lists ${labels.length} positions (000 to ${last}); this string has ${tokens.length}, so position ${missing} and those after it are missing.`,
    );
  }
  return mapError(
    "ERR_MAP_SIZE",
    last,
    `${who} lists ${labels.length} positions (000 to ${last}); this string has ${tokens.length}, ${tokens.length - labels.length} more than position ${last}, the last one.`,
  );
}

/** Reads a map string for a setup; one RuleError naming the first wrong position if it is not legal. */
export function importMapString(
  text: string,
  setup: GalaxySetup,
  shape: MapShape = "standard",
): ImportedMap | RuleError {
  const layout = galaxyLayout(setup);
  if (isRuleError(layout)) return layout;
  const tokens = tokensOf(text);
  if (shape === "preset") return importPreset(tokens, layout);
  const labels = labelsUpToRing(layout.rings);
  if (tokens.length !== labels.length) return sizeError(tokens, labels, `A ${setup.players}-player galaxy`);
  const read = readTokens(tokens, labels, layout, (label) => positionRole(layout, label));
  if (isRuleError(read)) return read;
  return { layout, galaxy: read, homes: layout.homes };
}

type Role = "mecatol" | "home" | "system" | "hole";

function positionRole(layout: GalaxyLayout, label: PositionLabel): Role {
  if (label === MECATOL_LABEL) return "mecatol";
  if (!layout.positions.includes(label)) return "hole";
  return layout.homes.includes(label) ? "home" : "system";
}

function importPreset(tokens: readonly string[], base: GalaxyLayout): ImportedMap | RuleError {
  const rings = SIZES.indexOf(tokens.length as (typeof SIZES)[number]);
  if (rings < 1) {
    const labels = labelsUpToRing(SIZES.findIndex((size) => size >= tokens.length));
    return sizeError(tokens, labels.length > 1 ? labels : labelsUpToRing(4), "A preset map of full rings");
  }
  const labels = labelsUpToRing(rings);
  const roleOf = (label: PositionLabel): Role => {
    if (label === MECATOL_LABEL) return "mecatol";
    const token = tokens[labels.indexOf(label)] as string;
    if (token === HOLE_TOKEN) return "hole";
    return token === HOME_TOKEN || tileOfCode(token)?.kind === "home" ? "home" : "system";
  };
  const homes = labels.filter((label) => roleOf(label) === "home");
  const wrongHomes = presetHomesError(homes, base.setup.players);
  if (wrongHomes) return wrongHomes;
  const positions = labels.filter((label) => roleOf(label) !== "hole");
  const layout = presetLayout(base, rings, positions, homes);
  const read = readTokens(tokens, labels, layout, roleOf);
  if (isRuleError(read)) return read;
  return { layout, galaxy: read, homes: layout.homes };
}

function presetHomesError(homes: readonly PositionLabel[], players: number): RuleError | null {
  const first = homes[0];
  if (homes.length !== players || first === undefined) {
    const where = homes[players] ?? homes[homes.length - 1] ?? MECATOL_LABEL;
    return mapError(
      "ERR_MAP_HOME_COUNT",
      where,
      `A ${players}-player map needs ${players} Home positions; this one has ${homes.length}.`,
    );
  }
  const ring = ringOfLabel(first);
  const off = homes.find((home) => ringOfLabel(home) !== ring);
  if (off === undefined) return null;
  return mapError(
    "ERR_MAP_HOME_POSITION",
    off,
    `Every Home System must be as far from Mecatol Rex as the others: ${first} is ${ring} systems out, ${off} is ${ringOfLabel(off)}.`,
  );
}

/** Checks each token against the role of its position and the tile counts of the game's boxes. */
function readTokens(
  tokens: readonly string[],
  labels: readonly PositionLabel[],
  layout: GalaxyLayout,
  roleOf: (label: PositionLabel) => Role,
): Galaxy | RuleError {
  const galaxy: Record<PositionLabel, SystemId> = {};
  const used = new Map<SystemId, number>();
  for (const [i, label] of labels.entries()) {
    const token = tokens[i] as string;
    const tile = tileOfCode(token);
    const wrong = tokenError(token, tile, label, roleOf(label), layout);
    if (wrong) return wrong;
    if (tile === null) continue;
    const count = (used.get(tile.id) ?? 0) + 1;
    if (count > tile.copies) {
      const copies = tile.copies === 1 ? "one copy" : `${tile.copies} copies`;
      return mapError(
        "ERR_MAP_DUPLICATE_TILE",
        label,
        `Position ${label}: ${tile.name} (${token}) has only ${copies} in the game, and it is already used.`,
      );
    }
    used.set(tile.id, count);
    galaxy[label] = tile.id;
  }
  return galaxy;
}

/** The error for one token at one position, or null when the token fits. */
function tokenError(
  token: string,
  tile: SystemTile | null,
  label: PositionLabel,
  role: Role,
  layout: GalaxyLayout,
): RuleError | null {
  const players = `the ${layout.setup.players}-player galaxy`;
  if (token === HOLE_TOKEN) {
    return role === "hole"
      ? null
      : mapError(
          "ERR_MAP_HOLE",
          label,
          `Position ${label} is part of ${players}; it needs a system, not "-".`,
        );
  }
  if (role === "hole")
    return mapError(
      "ERR_MAP_OFF_BOARD",
      label,
      `Position ${label} is not part of ${players}; write "-" there.`,
    );
  if (token === UNFILLED_TOKEN)
    return mapError(
      "ERR_MAP_MISSING_TILE",
      label,
      `Position ${label} has no system ("."); every position must be filled.`,
    );
  if (token === HOME_TOKEN) return role === "home" ? null : homeError(label, role);
  if (tile === null)
    return mapError("ERR_MAP_UNKNOWN_TILE", label, `Position ${label}: "${token}" is not a tile code.`);
  return tileError(tile, token, label, role, layout);
}

function homeError(label: PositionLabel, role: Role): RuleError {
  if (role === "mecatol")
    return mapError("ERR_MAP_MECATOL", label, "Mecatol Rex (MR) must be at the centre, position 000.");
  return mapError(
    "ERR_MAP_HOME_POSITION",
    label,
    `Position ${label} is not a Home System position of this galaxy.`,
  );
}

function tileError(tile: SystemTile, token: string, label: PositionLabel, role: Role, layout: GalaxyLayout) {
  if (!layout.setup.boxes.includes(tile.box) && !layout.setup.added?.includes(tile.id)) {
    return mapError(
      "ERR_MAP_TILE_NOT_IN_GAME",
      label,
      `Position ${label}: ${tile.name} (${token}) comes from a box this game does not use.`,
    );
  }
  if (tile.kind === "wormholeNexus") {
    return mapError(
      "ERR_MAP_NEXUS",
      label,
      `Position ${label}: the Wormhole Nexus is placed off the board (SE p.10), never on it.`,
    );
  }
  if ((role === "mecatol") !== (tile.kind === "mecatolRex")) {
    return mapError(
      "ERR_MAP_MECATOL",
      label,
      "Mecatol Rex (MR) must be at the centre, position 000, and only there.",
    );
  }
  if ((role === "home") !== (tile.kind === "home")) {
    const message =
      role === "home"
        ? `Position ${label} is a Home System position: write H or a Home System code, not ${token}.`
        : `Position ${label} is not a Home System position, so ${tile.name} (${token}) cannot go there.`;
    return mapError("ERR_MAP_HOME_POSITION", label, message);
  }
  return null;
}
