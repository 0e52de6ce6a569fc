/**
 * The commands of tactical and transfer actions (rules/tactical): moves, landings and production, and the
 * answer to an activation next to Diplomats. The orders are the rules' own types (rules/tactical/orders.ts),
 * which the Warfare and Imperial secondaries reuse (strategyCards.ts).
 */
import { FACILITY_KINDS, type PlanetId, UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type {
  FacilityOrder,
  Landing,
  LeaderAboard,
  MoveOrder,
  PatrolMove,
  PickUp,
  ProductionChoice,
  ProductionOrder,
  ReinforceMove,
} from "../rules/tactical/orders.ts";
import { command, count, declared, flag, id, listOf, oneOf, position, record, units } from "./forms.ts";

const pickUp = declared<PickUp>()(
  record({ planet: id<PlanetId>().optional(), position: position.optional(), units }),
);

const moveOrder = declared<MoveOrder>()(
  record({
    from: position,
    units,
    damaged: units.optional(),
    path: listOf(position).optional(),
    pickUp: listOf(pickUp).optional(),
  }),
);

const landing = declared<Landing>()(
  record({ planet: id<PlanetId>(), units, leaders: listOf(id()).optional() }),
);

const leaderAboard = declared<LeaderAboard>()(
  record({ leader: id(), ship: declared<UnitType>()(oneOf(UNIT_TYPES)) }),
);

/** A dock or a new unit's planet named "space" (Saar, Ground Forces aboard) has the form of an id too. */
export const productionOrder = declared<ProductionOrder>()(
  record({
    dock: id<PlanetId | "space">(),
    units,
    to: position.optional(),
    planet: id<PlanetId | "space">().optional(),
  }),
);

const facilityOrder = declared<FacilityOrder>()(
  record({ planet: id<PlanetId>(), kind: oneOf(FACILITY_KINDS) }),
);

export const productionChoice = declared<ProductionChoice>()(
  record({ position, orders: listOf(productionOrder) }),
);

/** The ship's type is an id in form; rules/tactical/secondaries.ts says that only two types patrol. */
export const patrolMove = declared<PatrolMove>()(
  record({ from: position, to: position, unit: id<"cruiser" | "destroyer">() }),
);

export const reinforceMove = declared<ReinforceMove>()(
  record({ from: position, to: position, units, damaged: units.optional() }),
);

export const TACTICAL_COMMANDS = [
  command("moveUnits", {
    moves: listOf(moveOrder),
    pickUp: listOf(pickUp).optional(),
    conduit: flag.optional(),
    /** Leaders option (RR §24.4): Leaders taken along aboard the moving ships. */
    leaders: listOf(leaderAboard).optional(),
  }),
  command("landUnits", { landings: listOf(landing) }),
  command("produceUnits", {
    /** The system produced in: needed only in a transfer action (one of its two systems). */
    position: position.optional(),
    orders: listOf(productionOrder),
    /** A new Space Dock on this planet (RR §14). */
    spaceDock: id<PlanetId>().optional(),
    /** SE Option 9: Colonies and Refineries built in the system (options/facilities.ts). */
    facilities: listOf(facilityOrder).optional(),
    /** Resources paid, named by planet, plus Trade Goods. */
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
  command("answerActivation", { cancel: flag }),
  command("finishTurn", {}),
] as const;
