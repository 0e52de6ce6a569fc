/**
 * The bot's answers to the abilities that build, move or follow ships outside a tactical action: the
 * productions of Imperial, Imperial II and Production (rules/tactical/cardProduction.ts), Warfare II's
 * Reinforce and High Alert token (tactical/reinforce.ts, strategyCards/highAlert.ts), the refresh
 * abilities of the Status Phase (rules/refreshAbilities.ts) and Salvage Operations (combat/salvage.ts).
 */
import { getUnit, UNIT_TYPES } from "../../content/index.ts";
import type { Command, SecondaryChoice } from "../commands.ts";
import { adjacentPositions } from "../galaxy/adjacency.ts";
import { controlsSystem } from "../rules/tactical/control.ts";
import { type ProductionContext, productionCost, usableDocks } from "../rules/tactical/docks.ts";
import { adjacencyOptions, movementPurpose } from "../rules/tactical/paths.ts";
import { count, spaceUnits, totalUnits } from "../rules/units.ts";
import type { GameState, Seat } from "../state.ts";
import { payFor, resourcesReady } from "./payment.ts";
import type { Candidates } from "./policy.ts";
import { ordersFor, shoppingList } from "./production.ts";

const WITHOUT_ACTIVATION: ProductionContext = { mode: "withoutActivation", docksMoved: 0 };

/** Productions worth making at each system with docks: what the bot would buy, paid, best systems first. */
export function cardProductions(
  state: GameState,
  seat: Seat,
  bonusResources: number,
  maxUnits: number,
): SecondaryChoice[] {
  const out: SecondaryChoice[] = [];
  for (const position of Object.keys(state.board)) {
    const docks = usableDocks(state, seat, position, WITHOUT_ACTIVATION);
    if (docks.length === 0) continue;
    const capacity = Math.min(
      maxUnits,
      docks.reduce((n, d) => n + d.capacity, 0),
    );
    const budget = resourcesReady(state, seat) + bonusResources;
    const basket = shoppingList(state, seat, position, budget, capacity);
    if (totalUnits(basket.units) === 0) continue;
    const payment = payFor(state, seat, Math.max(0, basket.cost - bonusResources));
    if (!payment) continue;
    const orders = ordersFor(state, seat, position, basket.units, WITHOUT_ACTIVATION);
    out.push({ production: { position, orders }, planets: payment.planets, tradeGoods: payment.tradeGoods });
  }
  return out.slice(0, 3);
}

/** Warfare II's Reinforce: one lone warship into an adjacent system the bot controls, a few tries. */
export function reinforceChoices(state: GameState, seat: Seat): SecondaryChoice[] {
  const out: SecondaryChoice[] = [];
  for (const from of Object.keys(state.board)) {
    if (state.board[from]?.commandCounters.includes(seat)) continue;
    const here = spaceUnits(state, from, seat);
    const unit = (["dreadnought", "cruiser", "destroyer"] as const).find((t) => count(here, t) > 0);
    if (!unit) continue;
    const near = adjacentPositions(state.galaxy, from, adjacencyOptions(state), movementPurpose(state));
    const to = near.find((p) => state.board[p] && controlsSystem(state, seat, p));
    if (to !== undefined) out.push({ reinforce: [{ from, to, units: { [unit]: 1 } }] });
    if (out.length >= 3) break;
  }
  return out;
}

/** The High Alert token goes with the ships (they leave to fight or to hold), else it stays. */
export const highAlertCandidates: Candidates = (_state, d) => [
  ...(d.choices ?? [])
    .filter((c) => c !== "stay")
    .map((to): Command => ({ type: "moveHighAlert", seat: d.seat, to })),
  { type: "moveHighAlert", seat: d.seat, to: null },
];

/** Every refresh ability the bot can use, then none. */
export const refreshCandidates: Candidates = (_state, d) => [
  { type: "useRefreshAbilities", seat: d.seat, planets: [...(d.choices ?? [])] as never[] },
  { type: "useRefreshAbilities", seat: d.seat, planets: [] },
];

/** The dearest ship of a type destroyed that the bot can pay for, then none. */
export const salvageCandidates: Candidates = (state, d) => {
  const types = UNIT_TYPES.filter((t) => d.choices?.includes(t)).sort(
    (a, b) => (getUnit(b).cost ?? 0) - (getUnit(a).cost ?? 0),
  );
  const out: Command[] = [];
  for (const unit of types) {
    const payment = payFor(state, d.seat, productionCost(state, d.seat, { [unit]: 1 }, 0, false));
    if (payment) out.push({ type: "salvageShip", seat: d.seat, unit, ...payment });
  }
  return [...out.slice(0, 2), { type: "salvageShip", seat: d.seat, unit: null }];
};
