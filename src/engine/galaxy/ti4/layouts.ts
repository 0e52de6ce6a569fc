/**
 * The shape of a TI4 galaxy for each player count: Home positions in seat order, positions left off the
 * board, hyperlanes set before the build, and how many blue and red tiles each player is dealt. Every number
 * lives in the one table LAYOUT_ROWS; change a layout there and nothing else.
 *
 * Positions are the labels of ../hex.ts (flat-topped hexes, "000" Mecatol Rex, ring n = n01.. clockwise from
 * north), which is also the order of the community's map strings (mapString.ts).
 *
 * Sources: the deal counts are LRR setup step 6 (rules digest §2, sourced). The digest does not give the
 * diagrams, so the Home positions, the 3-player holes and the hyperlane positions and turns are marked
 * [recalled]: they are the ones the community's table-top tools use, checked only for consistency (every
 * seat count fills the board exactly; every hyperlane lane ends on a system or on the next hyperlane's lane).
 * Layouts used: 3 and 4 players, the base game's (no hyperlanes); 5 players, two variants (below); 6 players,
 * the base game's three rings with the Homes on the outer ring's corners.
 *
 * Five players have two layouts, both in LRR setup step 6 (digest §2: "5p without hyperlanes: 4 + 2" plus one
 * red tile next to Mecatol Rex; "5p with hyperlanes: 3 + 2"): "5p-hyperlanes" (Prophecy of Kings) and
 * "5p-base" (the full three rings). The default follows the rules reference the boxes in play bring: with
 * Prophecy of Kings, its LRR lists hyperlanes for 5-player boards (digest §9, "Hyperlanes for 5- and 7-8-player
 * boards") and its layout needs no trade-goods make-up, so "5p-hyperlanes"; with the base game alone there are
 * no hyperlane tiles and the base game's own layout is the only one, so "5p-base". A setup may name either.
 * A game with Thunder's Edge plays TE's own five-player hyperlane board ("5p-te") by default.
 */
import type { Ti4Box } from "../../../content/ti4/common.ts";
import type { Ti4SystemId } from "../../../content/ti4/systems.ts";
import type { RuleError } from "../../ruleError.ts";
import { isRuleError, ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../hex.ts";
import { labelsUpToRing, MECATOL_LABEL } from "../hex.ts";

/** The layouts by name (ti4LayoutIds lists those of a player count). */
export type Ti4LayoutId = "3p" | "4p" | "5p-hyperlanes" | "5p-base" | "5p-te" | "6p";

/** What decides a TI4 galaxy's shape: the player count, the boxes in play and, optionally, the layout. */
export interface Ti4GalaxySetup {
  readonly players: number;
  readonly boxes: readonly Ti4Box[];
  /** A layout for the player count; absent = the default (see the header). */
  readonly layout?: Ti4LayoutId;
}

/** A tile on the board; `rotation` (0-5, steps of 60 degrees clockwise) matters only for hyperlanes. */
export interface Ti4PlacedTile {
  readonly tile: Ti4SystemId;
  readonly rotation?: number;
}

/** A TI4 board: the tile at each position (positions not filled yet, and Homes not known, are absent). */
export type Ti4Galaxy = Readonly<Record<PositionLabel, Ti4PlacedTile>>;

interface LayoutRow {
  readonly id: Ti4LayoutId;
  readonly players: number;
  readonly name: string;
  /** The box the layout needs besides the base game (PoK or TE for their hyperlanes). */
  readonly needs: Ti4Box | null;
  readonly rings: number;
  /** Home positions in seat order: seat 1 first clockwise from north. */
  readonly homes: readonly PositionLabel[];
  /** Positions within `rings` that are not part of the board. */
  readonly holes: readonly PositionLabel[];
  /** Hyperlane tiles set before the build, with their turn. */
  readonly hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>;
  /** Positions that get one red tile from the box before the build (none in most layouts). */
  readonly extraRed: readonly PositionLabel[];
  readonly blueEach: number;
  readonly redEach: number;
  readonly source: string;
}

const CORNERS = ["301", "304", "307", "310", "313", "316"] as const;

const LAYOUT_ROWS: readonly LayoutRow[] = [
  {
    // [recalled] Homes on three alternate corners, each keeping its two ring-3 neighbours; the other nine
    // ring-3 positions are off the board: 6 + 12 + 6 systems = 3 x (6 blue + 2 red).
    id: "3p",
    players: 3,
    name: "base game, 3 players",
    needs: null,
    rings: 3,
    homes: ["304", "310", "316"],
    holes: ["301", "302", "306", "307", "308", "312", "313", "314", "318"],
    hyperlanes: {},
    extraRed: [],
    blueEach: 6,
    redEach: 2,
    source: "LRR setup step 6 (deal); positions [recalled]",
  },
  {
    // [recalled] Homes on the four corners east and west; north and south corners hold systems.
    id: "4p",
    players: 4,
    name: "base game, 4 players",
    needs: null,
    rings: 3,
    homes: ["304", "307", "313", "316"],
    holes: [],
    hyperlanes: {},
    extraRed: [],
    blueEach: 5,
    redEach: 3,
    source: "LRR setup step 6 (deal); positions [recalled]",
  },
  {
    // [recalled] The six-player corners without the south one; the south wedge is hyperlanes 83A-88A
    // (the digest's list), which join the systems on both sides of it.
    id: "5p-hyperlanes",
    players: 5,
    name: "Prophecy of Kings hyperlanes, 5 players",
    needs: "pok",
    rings: 3,
    homes: ["301", "304", "307", "313", "316"],
    holes: [],
    hyperlanes: {
      "104": { tile: "85A", rotation: 0 },
      "206": { tile: "88A", rotation: 0 },
      "208": { tile: "87A", rotation: 0 },
      "309": { tile: "83A", rotation: 0 },
      "310": { tile: "86A", rotation: 0 },
      "311": { tile: "84A", rotation: 3 },
    },
    extraRed: [],
    blueEach: 3,
    redEach: 2,
    source: "LRR setup step 6 (deal, hyperlanes 83A-88A); positions and turns [recalled]",
  },
  {
    // The full three rings: 5 Homes + 5 x (4 blue + 2 red) + 1 extra red = 18 + 12 + 6 positions.
    // [recalled] Homes at 303, 307, 310, 313 and 317, the base game's diagram as the community's map
    // generators give it (KeeganW/ti4, helpers/board_data.py, 5 players "normal"): symmetric about the
    // north-south line, with gaps of 3 ring-3 steps either side of 310 and 4 elsewhere.
    // [recalled] The extra red tile sits at 101, north of Mecatol Rex on that line, between the two seats
    // with the most room (303, 317) and away from the most crowded one (310). It is drawn at random from the
    // red tiles left after the deal and laid before the first placement, so ring 1 keeps one position for
    // each player. The trade goods the base game gives the seats its diagram marks are not part of the
    // galaxy and are not given here.
    id: "5p-base",
    players: 5,
    name: "base game, 5 players",
    needs: null,
    rings: 3,
    homes: ["303", "307", "310", "313", "317"],
    holes: [],
    hyperlanes: {},
    extraRed: ["101"],
    blueEach: 4,
    redEach: 2,
    source: "LRR setup step 6 (deal, extra red tile); positions [recalled]",
  },
  {
    // Thunder's Edge's five-player board (TE rulebook, "Setup Variations": "Five-player setup", "Hyperlane
    // setup"): 3 blue and 2 red tiles each, hyperlanes 119A-124A laid before the build, no trade goods for
    // seats. [recalled] The rulebook's diagram is a picture we could not read, and the lanes of 119A-124A are
    // PoK's 83A-88A (content/ti4/systems.te.ts); so are the positions and turns here: those of "5p-hyperlanes".
    // A game with TE plays this board at five players (it needs no Prophecy of Kings).
    // The four-player TE board is not built: the rulebook keeps it for games that also play Prophecy of Kings
    // and gives its hyperlanes only in a diagram; a four-player TE game uses the base game's 4-player board.
    id: "5p-te",
    players: 5,
    name: "Thunder's Edge hyperlanes, 5 players",
    needs: "te",
    rings: 3,
    homes: ["301", "304", "307", "313", "316"],
    holes: [],
    hyperlanes: {
      "104": { tile: "121A", rotation: 0 },
      "206": { tile: "124A", rotation: 0 },
      "208": { tile: "123A", rotation: 0 },
      "309": { tile: "119A", rotation: 0 },
      "310": { tile: "122A", rotation: 0 },
      "311": { tile: "120A", rotation: 3 },
    },
    extraRed: [],
    blueEach: 3,
    redEach: 2,
    source:
      "TE rulebook, Setup Variations (deal, hyperlanes 119A-124A); positions, turns and lanes [recalled]",
  },
  {
    id: "6p",
    players: 6,
    name: "base game, 6 players",
    needs: null,
    rings: 3,
    homes: [...CORNERS],
    holes: [],
    hyperlanes: {},
    extraRed: [],
    blueEach: 3,
    redEach: 2,
    source: "LRR setup step 6",
  },
];

/** A resolved TI4 galaxy shape. */
export interface Ti4Layout {
  readonly setup: Ti4GalaxySetup;
  readonly name: string;
  readonly rings: number;
  /** Every position on the board (Mecatol Rex, Homes, systems and hyperlanes), in label order. */
  readonly positions: readonly PositionLabel[];
  /** Home positions in seat order. */
  readonly homes: readonly PositionLabel[];
  readonly id: Ti4LayoutId;
  readonly hyperlanes: Readonly<Record<PositionLabel, Ti4PlacedTile>>;
  /** Positions that hold one red tile from the box, laid before the build. */
  readonly extraRed: readonly PositionLabel[];
  /** The positions the players' dealt systems fill: all but Mecatol Rex, the Homes, the hyperlanes and extraRed. */
  readonly systemPositions: readonly PositionLabel[];
  readonly blueEach: number;
  readonly redEach: number;
  readonly source: string;
}

const RULE = "LRR setup step 6";

/** The layout a setup names, or the default for its player count and boxes (see the header). */
function rowFor(setup: Ti4GalaxySetup): LayoutRow | RuleError {
  const rows = LAYOUT_ROWS.filter((r) => r.players === setup.players);
  if (rows.length === 0) {
    return ruleError(
      "ERR_TI4_PLAYER_COUNT",
      RULE,
      "The TI4 galaxy is built here for 3 to 6 players; the 7- and 8-player layouts are not built yet.",
      { players: setup.players },
    );
  }
  if (setup.layout !== undefined) {
    const named = rows.find((r) => r.id === setup.layout);
    if (named) return named;
    return ruleError(
      "ERR_TI4_LAYOUT_UNKNOWN",
      RULE,
      `There is no ${setup.players}-player layout "${setup.layout}"; use ${rows.map((r) => r.id).join(" or ")}.`,
      { players: setup.players, layout: setup.layout },
    );
  }
  // Thunder's Edge's own board comes first in a TE game (TE rulebook, "Setup Variations").
  const te = setup.boxes.includes("te") ? rows.find((r) => r.needs === "te") : undefined;
  return te ?? rows.find((r) => r.needs === null || setup.boxes.includes(r.needs)) ?? (rows[0] as LayoutRow);
}

/**
 * The tile at the centre: Mecatol Rex, in a Thunder's Edge game the TE printing with a legendary planet icon
 * (tile 112; TE rulebook, "Expansion Integration").
 */
export function ti4CentreTile(boxes: readonly Ti4Box[]): Ti4SystemId {
  return boxes.includes("te") ? "112" : "18";
}

/** The galaxy shape for a setup, or the rule that forbids the setup. */
export function ti4GalaxyLayout(setup: Ti4GalaxySetup): Ti4Layout | RuleError {
  const row = rowFor(setup);
  if (isRuleError(row)) return row;
  if (!setup.boxes.includes("base")) {
    return ruleError("ERR_TI4_BASE_GAME", RULE, "A TI4 galaxy needs the base game's tiles.");
  }
  if (row.needs !== null && !setup.boxes.includes(row.needs)) {
    return ruleError(
      "ERR_TI4_LAYOUT_BOX",
      RULE,
      `The ${row.players}-player galaxy (${row.name}) needs ${row.needs === "te" ? "Thunder's Edge" : "Prophecy of Kings"} for its hyperlanes; ` +
        `without it, leave the layout out or name ${ti4LayoutIds(row.players).join(" or ")}.`,
      { players: setup.players },
    );
  }
  const positions = labelsUpToRing(row.rings).filter((label) => !row.holes.includes(label));
  const fixed = new Set<PositionLabel>([
    MECATOL_LABEL,
    ...row.homes,
    ...Object.keys(row.hyperlanes),
    ...row.extraRed,
  ]);
  return {
    setup,
    id: row.id,
    name: row.name,
    rings: row.rings,
    positions,
    homes: row.homes,
    hyperlanes: row.hyperlanes,
    extraRed: row.extraRed,
    systemPositions: positions.filter((label) => !fixed.has(label)),
    blueEach: row.blueEach,
    redEach: row.redEach,
    source: row.source,
  };
}

/** The player counts the table knows, for tests and tools. */
export function ti4PlayerCounts(): number[] {
  return [...new Set(LAYOUT_ROWS.map((row) => row.players))];
}

/** The layouts of a player count, the default first for a game with Prophecy of Kings. */
export function ti4LayoutIds(players: number): Ti4LayoutId[] {
  return LAYOUT_ROWS.filter((row) => row.players === players).map((row) => row.id);
}
