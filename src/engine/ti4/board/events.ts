/**
 * The events every part of a TI4 round uses to change the table: units placed, moved, damaged, repaired
 * and removed, planets gained, lost, exhausted and readied, trade goods, commodities, command tokens and
 * victory points. A rule module emits these rather than inventing its own, so each change to the table is
 * folded in one place (`BOARD_EVENTS`); the module's own events say why (a combat round, a production).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4PlayerState, Ti4State, Ti4UnitCounts } from "../state.ts";
import { addUnits, forcesAt, markGalvanized, removeUnits, systemOn, type Ti4Place } from "./forces.ts";

export type Ti4TokenPool = "tactic" | "fleet" | "strategy";

export type Ti4BoardEvent =
  /** Units taken from reinforcements into a place: produced, or put there by an ability. */
  | { type: "ti4UnitsPlaced"; seat: Seat; place: Ti4Place; units: Ti4UnitCounts; reason: string }
  /** Units leaving the board: destroyed, or returned to reinforcements. `damaged`: how many were damaged. */
  | {
      type: "ti4UnitsRemoved";
      seat: Seat;
      place: Ti4Place;
      units: Ti4UnitCounts;
      damaged?: Ti4UnitCounts;
      reason: "destroyed" | "returned";
    }
  /** Units going from one place to another (a move, a landing, a retreat); damage goes with them. */
  | {
      type: "ti4UnitsMoved";
      seat: Seat;
      from: Ti4Place;
      to: Ti4Place;
      units: Ti4UnitCounts;
      damaged?: Ti4UnitCounts;
      /** TE Galvanize: how many of them carry a galvanize token, which goes with them (absent: none). */
      galvanized?: Ti4UnitCounts;
    }
  /** LRR 87: units sustaining damage (each was undamaged). */
  | { type: "ti4UnitsDamaged"; seat: Seat; place: Ti4Place; units: Ti4UnitCounts }
  /** LRR 87.3, 81.7: damaged units repaired. */
  | { type: "ti4UnitsRepaired"; seat: Seat; place: Ti4Place; units: Ti4UnitCounts }
  /** LRR 25: a planet card taken, from its previous controller when `from` is a seat. */
  | { type: "ti4PlanetGained"; seat: Seat; planet: Ti4PlanetId; exhausted: boolean; from: Seat | null }
  | { type: "ti4PlanetsExhausted"; seat: Seat; planets: Ti4PlanetId[] }
  | { type: "ti4PlanetsReadied"; seat: Seat; planets: Ti4PlanetId[] }
  /** Trade goods gained (amount > 0) or spent (amount < 0), LRR 93. */
  | { type: "ti4TradeGoodsChanged"; seat: Seat; amount: number; reason: string }
  /** Commodities gained (> 0, LRR 21.2 up to the faction's value) or given away or converted (< 0). */
  | { type: "ti4CommoditiesChanged"; seat: Seat; amount: number; reason: string }
  /** Tokens gained into (> 0) or taken from (< 0) the command sheet's pools (LRR 20). */
  | {
      type: "ti4CommandTokensChanged";
      seat: Seat;
      pools: Partial<Record<Ti4TokenPool, number>>;
      reason: string;
    }
  /** A command token put on the board, from a pool or from reinforcements (LRR 20.4, 89.1). */
  | {
      type: "ti4CommandTokenPlaced";
      seat: Seat;
      position: PositionLabel;
      from: Ti4TokenPool | "reinforcements";
    }
  /** Command tokens taken off the board back to reinforcements (LRR 81.4). */
  | { type: "ti4CommandTokensRemoved"; seat: Seat; positions: PositionLabel[] }
  | { type: "ti4VictoryPointsGained"; seat: Seat; points: number; reason: string };

export type Ti4BoardEventType = Ti4BoardEvent["type"];

function playerOf(draft: Ti4State, seat: Seat): Ti4PlayerState {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

function forcesIn(draft: Ti4State, place: Ti4Place) {
  return forcesAt(systemOn(draft, place.position), place.planet);
}

function markDamaged(draft: Ti4State, seat: Seat, place: Ti4Place, units: Ti4UnitCounts, by: 1 | -1): void {
  const force = forcesIn(draft, place).find((f) => f.seat === seat);
  if (!force) throw new Error(`seat ${seat} has no units at ${place.position} to damage or repair`);
  force.damaged ??= {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    const next = (force.damaged[type] ?? 0) + by * n;
    if (next < 0 || next > (force.units[type] ?? 0))
      throw new Error(`seat ${seat} cannot have ${next} damaged ${type} at ${place.position}`);
    if (next === 0) delete force.damaged[type];
    else force.damaged[type] = next;
  }
  if (Object.keys(force.damaged).length === 0) delete force.damaged;
}

type Handlers = {
  [T in Ti4BoardEventType]: (draft: Ti4State, e: Extract<Ti4BoardEvent, { type: T }>) => void;
};

export const BOARD_EVENTS: Handlers = {
  ti4UnitsPlaced(draft, e) {
    addUnits(forcesIn(draft, e.place), e.seat, e.units);
  },
  ti4UnitsRemoved(draft, e) {
    removeUnits(forcesIn(draft, e.place), e.seat, e.units, e.damaged);
  },
  ti4UnitsMoved(draft, e) {
    removeUnits(forcesIn(draft, e.from), e.seat, e.units, e.damaged, e.galvanized);
    addUnits(forcesIn(draft, e.to), e.seat, e.units);
    if (e.damaged && Object.values(e.damaged).some((n) => n)) markDamaged(draft, e.seat, e.to, e.damaged, 1);
    if (e.galvanized) markGalvanized(forcesIn(draft, e.to), e.seat, e.galvanized);
  },
  ti4UnitsDamaged(draft, e) {
    markDamaged(draft, e.seat, e.place, e.units, 1);
  },
  ti4UnitsRepaired(draft, e) {
    markDamaged(draft, e.seat, e.place, e.units, -1);
  },
  ti4PlanetGained(draft, e) {
    if (e.from !== null) delete playerOf(draft, e.from).planets[e.planet];
    playerOf(draft, e.seat).planets[e.planet] = { exhausted: e.exhausted };
  },
  ti4PlanetsExhausted(draft, e) {
    const player = playerOf(draft, e.seat);
    for (const planet of e.planets) {
      const card = player.planets[planet];
      if (!card) throw new Error(`seat ${e.seat} exhausts ${planet}, which it does not control`);
      card.exhausted = true;
    }
  },
  ti4PlanetsReadied(draft, e) {
    const player = playerOf(draft, e.seat);
    for (const planet of e.planets) {
      const card = player.planets[planet];
      if (card) card.exhausted = false;
    }
  },
  ti4TradeGoodsChanged(draft, e) {
    const player = playerOf(draft, e.seat);
    player.tradeGoods += e.amount;
    if (player.tradeGoods < 0) throw new Error(`seat ${e.seat} spends trade goods it does not have`);
  },
  ti4CommoditiesChanged(draft, e) {
    const player = playerOf(draft, e.seat);
    player.commodities += e.amount;
    if (player.commodities < 0) throw new Error(`seat ${e.seat} gives commodities it does not have`);
  },
  ti4CommandTokensChanged(draft, e) {
    const tokens = playerOf(draft, e.seat).tokens;
    for (const [pool, n] of Object.entries(e.pools) as [Ti4TokenPool, number][]) {
      tokens[pool] += n;
      if (tokens[pool] < 0) throw new Error(`seat ${e.seat} takes a token its ${pool} pool does not hold`);
    }
  },
  ti4CommandTokenPlaced(draft, e) {
    if (e.from !== "reinforcements") {
      const tokens = playerOf(draft, e.seat).tokens;
      tokens[e.from] -= 1;
      if (tokens[e.from] < 0)
        throw new Error(`seat ${e.seat} places a token its ${e.from} pool does not hold`);
    }
    systemOn(draft, e.position).commandTokens.push(e.seat);
  },
  ti4CommandTokensRemoved(draft, e) {
    for (const position of e.positions) {
      const system = draft.board[position];
      if (system) system.commandTokens = system.commandTokens.filter((s) => s !== e.seat);
    }
  },
  ti4VictoryPointsGained(draft, e) {
    playerOf(draft, e.seat).vp += e.points;
  },
};
