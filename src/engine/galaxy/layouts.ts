/**
 * The shape of the galaxy for each player count: rings, Home System positions (seat order, clockwise),
 * positions left off the board, face-down systems next to Mecatol Rex, how many systems each player is
 * dealt, which systems are removed first, and the Trade Goods that compensate uneven seats. Every number
 * lives in the one table LAYOUT_ROWS below, each row citing its rulebook section.
 *
 * Sources: RR §3.9 and §23 (base removals and deals, Base p.8, p.31-32); SE p.7 ("Game Setup with the New
 * Systems", "Larger-Galaxy Games"); SE p.8 ("The 7- and 8-Player Games"), with the FAQ p.8 errata that drops
 * its "first remove 2 random systems" (55 systems are shuffled); FAQ p.11 as digested by the UTIL source
 * (RR §28): in the larger galaxy the Home Systems keep their 3rd-ring places and the 4th ring surrounds them.
 *
 * The printed diagrams for 3, 4, 5, 7 and 8 players are not in our sources, so their Home positions are OUR
 * design, chosen for symmetry (see each row). Seat numbers are the diagram's "positions": seat 1 is the
 * first Home position clockwise from north, which is where the Trade Goods compensation points.
 */
import type { Box } from "../../content/common.ts";
import type { SystemId } from "../../content/systems.ts";
import type { RuleError } from "../ruleError.ts";
import { ruleError } from "../ruleError.ts";
import type { PositionLabel } from "./hex.ts";
import { clockwiseAngle, hexOf, labelsUpToRing, MECATOL_LABEL, ringOfLabel } from "./hex.ts";

/** What decides the galaxy's shape: the player count, the boxes in play and SE's larger-galaxy option. */
export interface GalaxySetup {
  readonly players: number;
  readonly boxes: readonly Box[];
  /** SE p.7: a fourth ring for 5 or 6 players. */
  readonly larger: boolean;
  /**
   * Tiles an option brings from outside the boxes (Hope's End's Gravity Rift): each is on the board in the
   * place of one Special System the removals kept (dealing.ts), so the layout's counts hold.
   */
  readonly added?: readonly SystemId[];
}

/**
 * Systems set aside unseen before the deal. Categories are drawn at random within their kind: "empty" =
 * no planets and not a Special System, "special" = red border (anomaly), "regular" = with planets.
 */
export interface TileRemoval {
  readonly empty: number;
  readonly special: number;
  readonly regular: number;
  /** Base 3 players: "1 Asteroid Field" named on its own (Base p.31). */
  readonly asteroidFields: number;
  /** Removed at random from what is left, after the kinds above. */
  readonly random: number;
}

interface Deal {
  readonly removal: TileRemoval;
  readonly dealtEach: number;
}

interface LayoutRow {
  readonly players: number;
  readonly larger: boolean;
  readonly rings: number;
  /** Home positions in seat order: seat 1 first, then clockwise. */
  readonly homes: readonly PositionLabel[];
  /** Positions within `rings` that are not part of the board. */
  readonly holes: readonly PositionLabel[];
  /** Random systems the first player places face down next to Mecatol Rex before the deal. */
  readonly faceDown: number;
  /** Trade Goods each seat receives before the game begins (index 0 = seat 1). */
  readonly tradeGoods: readonly number[];
  /** null when the base game alone cannot seat this many (SE brings colours 7 and 8). */
  readonly base: Deal | null;
  readonly se: Deal;
  readonly source: string;
}

function removal(parts: Partial<TileRemoval>): TileRemoval {
  return { empty: 0, special: 0, regular: 0, asteroidFields: 0, random: 0, ...parts };
}

const NONE = removal({});
/** SE p.7: the removal every 4-6 player game with SE systems starts from. */
const SE_STANDARD = { empty: 4, special: 5, regular: 14 };

/** The six corners of ring 3: the "straight line" sides of Mecatol Rex (Base p.8). */
const RING3_CORNERS = ["301", "304", "307", "310", "313", "316"] as const;

const LAYOUT_ROWS: readonly LayoutRow[] = [
  {
    // Our design: three alternate corners (120-degree symmetry); each Home keeps its two ring-3 neighbours,
    // the other nine ring-3 positions are off the board: 18 + 6 systems + 3 Homes = the 24 dealt + 3.
    players: 3,
    larger: false,
    rings: 3,
    homes: ["301", "307", "313"],
    holes: ["303", "304", "305", "309", "310", "311", "315", "316", "317"],
    faceDown: 0,
    tradeGoods: [0, 0, 0],
    base: { removal: removal({ empty: 3, asteroidFields: 1, random: 4 }), dealtEach: 8 },
    se: { removal: removal({ empty: 7, special: 6, regular: 18 }), dealtEach: 8 },
    source: "RR §3.9 and §23 (Base p.31); SE p.7",
  },
  {
    // Our design: four corners, the north and south corners left to systems (mirror symmetric).
    players: 4,
    larger: false,
    rings: 3,
    homes: ["304", "307", "313", "316"],
    holes: [],
    faceDown: 0,
    tradeGoods: [0, 0, 0, 0],
    base: { removal: NONE, dealtEach: 8 },
    se: { removal: removal(SE_STANDARD), dealtEach: 8 },
    source: "RR §3.9 and §23 (Base p.31); SE p.7",
  },
  {
    // Our design: the six-player corners without the south-east one, which a system fills. Numbered from
    // north, the compensation of Base p.32 then lands where the board is tight: seats 2 and 3 flank the
    // open corner, seats 1 and 4 are two corners from it (4 Trade Goods), seat 5 faces it (6 Trade Goods).
    players: 5,
    larger: false,
    rings: 3,
    homes: ["301", "304", "310", "313", "316"],
    holes: [],
    faceDown: 1,
    tradeGoods: [4, 0, 0, 4, 6],
    base: { removal: removal({ random: 1 }), dealtEach: 6 },
    se: { removal: removal({ ...SE_STANDARD, random: 1 }), dealtEach: 6 },
    source: "RR §3.9 and §23 (Base p.32); SE p.7",
  },
  {
    players: 6,
    larger: false,
    rings: 3,
    homes: [...RING3_CORNERS],
    holes: [],
    faceDown: 0,
    tradeGoods: [0, 0, 0, 0, 0, 0],
    base: { removal: removal({ random: 2 }), dealtEach: 5 },
    se: { removal: removal({ ...SE_STANDARD, random: 2 }), dealtEach: 5 },
    source: "RR §3.9 (Base p.8); SE p.7",
  },
  {
    // SE p.7: every system dealt, no face-down system. The Homes keep their 5-player places (FAQ p.11);
    // the SE text is silent on the Trade Goods, and the seats are as uneven as before, so we keep them.
    players: 5,
    larger: true,
    rings: 4,
    homes: ["301", "304", "310", "313", "316"],
    holes: [],
    faceDown: 0,
    tradeGoods: [4, 0, 0, 4, 6],
    base: null,
    se: { removal: NONE, dealtEach: 11 },
    source: "SE p.7 (Larger-Galaxy Games); Base p.32; FAQ p.11",
  },
  {
    players: 6,
    larger: true,
    rings: 4,
    homes: [...RING3_CORNERS],
    holes: [],
    faceDown: 0,
    tradeGoods: [0, 0, 0, 0, 0, 0],
    base: null,
    se: { removal: removal({ random: 1 }), dealtEach: 9 },
    source: "SE p.7 (Larger-Galaxy Games); FAQ p.11",
  },
  {
    // Our design for the missing diagram: Homes on ring 4, three ring positions apart except three gaps of
    // four (403 406 409 412 | 416 420 424). Seats 1-3 are the tight ones, and seat 3 (409) also sits on a
    // corner with only three neighbours on the board: exactly where SE p.8 pays 4, 4 and 6 Trade Goods.
    players: 7,
    larger: false,
    rings: 4,
    homes: ["403", "406", "409", "412", "416", "420", "424"],
    holes: [],
    faceDown: 4,
    tradeGoods: [4, 4, 6, 0, 0, 0, 0],
    base: null,
    se: { removal: removal({ random: 2 }), dealtEach: 7 },
    source: "SE p.8 (The 7- and 8-Player Games); FAQ p.8",
  },
  {
    // Our design for the missing diagram: Homes on ring 4 every third position from the north corner, so
    // neighbours are always 3 apart. The north and south Homes (401, 413) sit on corners with three
    // neighbours on the board instead of four; SE p.8 pays no Trade Goods for 8, and the automatic
    // builder makes up for it with the tiles it puts near them.
    players: 8,
    larger: false,
    rings: 4,
    homes: ["401", "404", "407", "410", "413", "416", "419", "422"],
    holes: [],
    faceDown: 4,
    tradeGoods: [0, 0, 0, 0, 0, 0, 0, 0],
    base: null,
    se: { removal: removal({ random: 3 }), dealtEach: 6 },
    source: "SE p.8 (The 7- and 8-Player Games); FAQ p.8",
  },
];

/** A resolved galaxy shape for one setup. */
export interface GalaxyLayout {
  readonly setup: GalaxySetup;
  readonly rings: number;
  /** Every position on the board, Mecatol Rex ("000") included, in label order. */
  readonly positions: readonly PositionLabel[];
  /** Home positions in seat order (seat 1 first, clockwise). */
  readonly homes: readonly PositionLabel[];
  /** The ring every Home System sits on (its distance from Mecatol Rex). */
  readonly homeRing: number;
  /** The positions the shuffled systems fill: everything but Mecatol Rex and the Homes. */
  readonly systemPositions: readonly PositionLabel[];
  readonly faceDown: number;
  readonly removal: TileRemoval;
  readonly dealtEach: number;
  readonly tradeGoods: readonly number[];
  readonly source: string;
}

/** The galaxy shape for a setup, or the rule that forbids the setup. */
export function galaxyLayout(setup: GalaxySetup): GalaxyLayout | RuleError {
  const withSe = setup.boxes.includes("se");
  if (setup.larger && !(withSe && (setup.players === 5 || setup.players === 6))) {
    return ruleError(
      "ERR_LARGER_GALAXY",
      "SE p.7",
      "The larger galaxy is a Shattered Empire option for 5 or 6 players.",
      {
        players: setup.players,
      },
    );
  }
  const row = LAYOUT_ROWS.find((r) => r.players === setup.players && r.larger === setup.larger);
  const deal = row && (withSe ? row.se : row.base);
  if (!row || !deal) {
    return ruleError(
      "ERR_PLAYER_COUNT",
      "RR §3; SE p.8",
      "The galaxy seats 3 to 6 players, or 7 and 8 with Shattered Empire.",
      { players: setup.players },
    );
  }
  return resolve(setup, row, deal);
}

function resolve(setup: GalaxySetup, row: LayoutRow, deal: Deal): GalaxyLayout {
  const positions = labelsUpToRing(row.rings).filter((label) => !row.holes.includes(label));
  return {
    setup,
    rings: row.rings,
    positions,
    homes: row.homes,
    homeRing: ringOfLabel(row.homes[0] as PositionLabel),
    systemPositions: positions.filter((label) => label !== MECATOL_LABEL && !row.homes.includes(label)),
    faceDown: row.faceDown,
    removal: deal.removal,
    dealtEach: deal.dealtEach,
    tradeGoods: row.tradeGoods,
    source: row.source,
  };
}

/**
 * A layout whose shape comes from a preset map instead of the table (SE "Optional Rule: Preset Maps"):
 * the given positions and Homes, no face-down systems, no deal. The Homes are put in seat order,
 * clockwise from north.
 */
export function presetLayout(
  base: GalaxyLayout,
  rings: number,
  positions: readonly PositionLabel[],
  homes: readonly PositionLabel[],
): GalaxyLayout {
  const seats = [...homes].sort((a, b) => clockwiseAngle(hexOf(a)) - clockwiseAngle(hexOf(b)));
  return {
    ...base,
    rings,
    positions,
    homes: seats,
    homeRing: ringOfLabel(seats[0] as PositionLabel),
    systemPositions: positions.filter((label) => label !== MECATOL_LABEL && !homes.includes(label)),
    faceDown: 0,
    source: "SE Optional Rule: Preset Maps",
  };
}

/** Every setup the table knows, for tests and tools. */
export function allGalaxySetups(): GalaxySetup[] {
  const out: GalaxySetup[] = [];
  for (const row of LAYOUT_ROWS) {
    if (row.base) out.push({ players: row.players, boxes: ["base"], larger: row.larger });
    out.push({ players: row.players, boxes: ["base", "se"], larger: row.larger });
  }
  return out;
}

/** Trade Goods seat `seat` (0-based) receives before the game (Base p.32; SE p.8). */
export function compensationTradeGoods(layout: GalaxyLayout, seat: number): number {
  return layout.tradeGoods[seat] ?? 0;
}
