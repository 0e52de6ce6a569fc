/**
 * The map string TI4 players exchange (the table-top simulator's format, read by the community's tools):
 * tile numbers separated by spaces (commas also read), ring by ring, each ring clockwise from the tile
 * straight north of Mecatol Rex, starting at ring 1 - the label order of ../hex.ts (101..106, 201..212,
 * 301..318). Mecatol Rex (18) is implicit at the centre, or written first in braces: "{18}".
 *
 * Tokens: a tile number ("26", "92new"); "0" for a Home position whose faction is not known (a Home tile's
 * number is also read there); "-1" for a position that is not part of the board (the 3-player galaxy's
 * missing positions). A hyperlane is its number and face, "83A", with an optional turn digit 0-5: "83A2"
 * is the tile turned 2 x 60 degrees clockwise (the lanes' sides move from s to s + 2; see board.ts). That
 * convention is the one under which the hyperlane layouts' lanes join up (layouts.ts and
 * content/ti4/systems.ts); a turn written on a tile that is not a hyperlane is refused. Tile numbers are read
 * in any case; export writes the data's spelling, every hyperlane with its turn digit, single-spaced, without
 * the "{18}" prefix, so exporting an imported string gives back the same string once normalised.
 *
 * A 5-player string is read as the layout it fits: with hyperlanes, or the base game's full rings (layouts.ts).
 * A bad string gets ONE RuleError, about the first wrong position in label order, naming it.
 */
import type { Ti4System, Ti4SystemId } from "../../../content/ti4/systems.ts";
import {
  isTi4MecatolRexTile,
  TI4_SYSTEM_IDS,
  ti4HyperlanePiece,
  ti4System,
} from "../../../content/ti4/systems.ts";
import type { RuleError } from "../../ruleError.ts";
import { isRuleError, ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../hex.ts";
import { labelsUpToRing, MECATOL_LABEL } from "../hex.ts";
import { hyperlanesOf, isHyperlane, looseLaneEnds } from "./board.ts";
import type { Ti4Galaxy, Ti4GalaxySetup, Ti4Layout, Ti4PlacedTile } from "./layouts.ts";
import { ti4CentreTile, ti4GalaxyLayout, ti4LayoutIds } from "./layouts.ts";

export const TI4_HOME_TOKEN = "0";
export const TI4_HOLE_TOKEN = "-1";

export interface Ti4ImportedMap {
  readonly layout: Ti4Layout;
  /** Mecatol Rex, the systems, hyperlanes and Home tiles the string names ("0" leaves a Home empty). */
  readonly galaxy: Ti4Galaxy;
}

const RULE = "Map strings (LRR setup step 6)";

function mapError(code: string, position: PositionLabel, message: string): RuleError {
  return ruleError(code, RULE, message, { position });
}

const BY_LOWER: ReadonlyMap<string, Ti4SystemId> = new Map(
  TI4_SYSTEM_IDS.map((id) => [id.toLowerCase(), id]),
);

function tokenOf(placed: Ti4PlacedTile): string {
  return isHyperlane(placed) ? `${placed.tile}${placed.rotation ?? 0}` : placed.tile;
}

/** Writes a galaxy as a map string (see the header). */
export function exportTi4MapString(galaxy: Ti4Galaxy, layout: Ti4Layout): string {
  return labelsUpToRing(layout.rings)
    .filter((label) => label !== MECATOL_LABEL)
    .map((label) => {
      if (!layout.positions.includes(label)) return TI4_HOLE_TOKEN;
      const placed = galaxy[label];
      if (placed !== undefined) return tokenOf(placed);
      if (layout.homes.includes(label)) return TI4_HOME_TOKEN;
      throw new Error(`Cannot write an unfinished galaxy: position ${label} is empty`);
    })
    .join(" ");
}

/** A token read as a tile: the tile and its turn, or a sentence saying why it is not one. */
function readTile(token: string): Ti4PlacedTile | string {
  const exact = BY_LOWER.get(token.toLowerCase());
  if (exact !== undefined) return { tile: exact, ...(isHyperlaneId(exact) ? { rotation: 0 } : {}) };
  const turned = /^(.*?)([0-5])$/.exec(token);
  const base = turned ? BY_LOWER.get((turned[1] as string).toLowerCase()) : undefined;
  if (turned && base !== undefined) {
    if (!isHyperlaneId(base)) {
      const reading = `read as tile ${base} turned ${turned[2]}`;
      return `"${token}" is not a tile number (${reading}: only hyperlanes take a turn digit)`;
    }
    return { tile: base, rotation: Number(turned[2]) };
  }
  return `"${token}" is not a TI4 tile number of the base game, Prophecy of Kings or Codex III`;
}

function isHyperlaneId(id: Ti4SystemId): boolean {
  return ti4System(id).back === "hyperlane";
}

function tokensOf(text: string, boxes: Ti4GalaxySetup["boxes"]): string[] | RuleError {
  const tokens = text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
  const first = tokens[0];
  if (first?.startsWith("{")) {
    // The centre is written as the game's own Mecatol Rex tile, or as the base game's {18} every map tool
    // writes: a Thunder's Edge game still lays its own tile 112 there (ti4CentreTile).
    const centre = /^\{(\w+)\}$/.exec(first)?.[1];
    if (centre !== "18" && centre !== ti4CentreTile(boxes)) {
      const written = boxes.includes("te") ? "{18}, {112}" : "{18}";
      return mapError(
        "ERR_TI4_MAP_CENTRE",
        MECATOL_LABEL,
        `The centre must be Mecatol Rex, written ${written} or left out; this string has ${first}.`,
      );
    }
    tokens.shift();
  }
  return tokens;
}

/**
 * Reads a map string for a setup; one RuleError naming the first wrong position if it is not legal. A setup
 * that names no layout reads the string as its default layout, else as the first other layout of the player
 * count it fits (a 5-player string without hyperlanes is the base layout); the error is the default's.
 */
export function importTi4MapString(text: string, setup: Ti4GalaxySetup): Ti4ImportedMap | RuleError {
  const read = importAs(text, setup);
  if (!isRuleError(read) || setup.layout !== undefined) return read;
  for (const layout of ti4LayoutIds(setup.players)) {
    const other = importAs(text, { ...setup, layout });
    if (!isRuleError(other)) return other;
  }
  return read;
}

function importAs(text: string, setup: Ti4GalaxySetup): Ti4ImportedMap | RuleError {
  const layout = ti4GalaxyLayout(setup);
  if (isRuleError(layout)) return layout;
  const tokens = tokensOf(text, setup.boxes);
  if (isRuleError(tokens)) return tokens;
  const labels = labelsUpToRing(layout.rings).filter((label) => label !== MECATOL_LABEL);
  if (tokens.length !== labels.length) return sizeError(tokens.length, labels, setup.players);
  const galaxy: Record<PositionLabel, Ti4PlacedTile> = {
    [MECATOL_LABEL]: { tile: ti4CentreTile(setup.boxes) },
  };
  const used = new Map<string, PositionLabel>();
  for (const [i, label] of labels.entries()) {
    const token = tokens[i] as string;
    const read = readPosition(token, label, layout);
    if (isRuleError(read)) return read;
    if (read === null) continue;
    const piece = ti4HyperlanePiece(ti4System(read.tile)) ?? read.tile;
    const before = used.get(piece);
    if (before !== undefined) {
      return mapError(
        "ERR_TI4_MAP_DUPLICATE_TILE",
        label,
        `Position ${label}: tile ${piece} is already on the board at ${before}; each tile exists once.`,
      );
    }
    used.set(piece, label);
    galaxy[label] = read;
  }
  const loose = looseLaneEnds(layout.positions, hyperlanesOf(galaxy));
  if (loose.length > 0) {
    const at = (loose[0] as string).slice(0, 3);
    return mapError("ERR_TI4_MAP_HYPERLANE", at, `A hyperlane lane leads nowhere: ${loose[0]} (LRR 44).`);
  }
  return { layout, galaxy };
}

function sizeError(count: number, labels: readonly PositionLabel[], players: number): RuleError {
  const last = labels[labels.length - 1] as PositionLabel;
  const missing = labels[count] ?? last;
  const tail =
    count < labels.length
      ? `position ${missing} and those after it are missing`
      : `${count - labels.length} more than position ${last}, the last one`;
  return mapError(
    "ERR_TI4_MAP_SIZE",
    missing,
    `A ${players}-player galaxy lists ${labels.length} positions (101 to ${last}) after Mecatol Rex; ` +
      `this string has ${count}: ${tail}.`,
  );
}

/** One token at one position: the tile it puts there, null for an empty Home or a hole, or the error. */
function readPosition(
  token: string,
  label: PositionLabel,
  layout: Ti4Layout,
): Ti4PlacedTile | null | RuleError {
  const galaxy = `the ${layout.setup.players}-player galaxy (${layout.name})`;
  const onBoard = layout.positions.includes(label);
  if (token === TI4_HOLE_TOKEN) {
    return onBoard
      ? mapError(
          "ERR_TI4_MAP_HOLE",
          label,
          `Position ${label} is part of ${galaxy}; it needs a tile, not -1.`,
        )
      : null;
  }
  if (!onBoard) {
    return mapError(
      "ERR_TI4_MAP_OFF_BOARD",
      label,
      `Position ${label} is not part of ${galaxy}; write -1 there.`,
    );
  }
  const isHome = layout.homes.includes(label);
  if (token === TI4_HOME_TOKEN) {
    return isHome
      ? null
      : mapError(
          "ERR_TI4_MAP_HOME_POSITION",
          label,
          `Position ${label} is not a Home position of ${galaxy}.`,
        );
  }
  const read = readTile(token);
  if (typeof read === "string")
    return mapError("ERR_TI4_MAP_UNKNOWN_TILE", label, `Position ${label}: ${read}.`);
  return tileError(ti4System(read.tile), label, layout, isHome) ?? read;
}

function tileError(
  tile: Ti4System,
  label: PositionLabel,
  layout: Ti4Layout,
  isHome: boolean,
): RuleError | null {
  if (!layout.setup.boxes.includes(tile.box)) {
    return mapError(
      "ERR_TI4_MAP_TILE_NOT_IN_GAME",
      label,
      `Position ${label}: tile ${tile.id} comes from a box this game does not use.`,
    );
  }
  if (isTi4MecatolRexTile(tile.id)) {
    return mapError(
      "ERR_TI4_MAP_CENTRE",
      label,
      `Position ${label}: Mecatol Rex (${tile.id}) belongs at the centre only.`,
    );
  }
  if (isHome !== (tile.back === "green")) {
    const message = isHome
      ? `Position ${label} is a Home position: write 0 or a Home tile, not ${tile.id}.`
      : `Position ${label} is not a Home position, so Home tile ${tile.id} cannot go there.`;
    return mapError("ERR_TI4_MAP_HOME_POSITION", label, message);
  }
  const lane = label in layout.hyperlanes;
  if (lane !== (tile.back === "hyperlane")) {
    const message = lane
      ? `Position ${label} holds a hyperlane in ${layout.name}, not tile ${tile.id}.`
      : `Position ${label} is a system position; hyperlane ${tile.id} cannot go there.`;
    return mapError("ERR_TI4_MAP_HYPERLANE", label, message);
  }
  if (tile.id === "81" || tile.id === "82") {
    const why =
      tile.id === "82"
        ? "the wormhole nexus stays off the board, LRR 100.1"
        : "it comes only with Muaat's hero";
    return mapError(
      "ERR_TI4_MAP_OFF_BOARD_TILE",
      label,
      `Position ${label}: tile ${tile.id} is never part of the built galaxy (${why}).`,
    );
  }
  return null;
}
