/**
 * Total War (a TE galactic event; the rulebook prints no card text, so this follows the card as public game
 * aids list it [recalled]):
 *  - when a player's units are destroyed by another player's hits (combat, bombardment, space cannon), the
 *    player who destroyed them places commodities from the supply on a planet of their home system, as many
 *    as the destroyed units cost (infantry and fighters 1 each; structures cost nothing). Our reading: on the
 *    first home planet they control, none when they control none [recalled];
 *  - the commodities lie on the planet and serve whoever controls it, so taking a home planet takes its
 *    commodities [recalled: the card's "take" read as the planet's commodities changing hands with it];
 *  - ACTION (LRR 22, a component action): discard 10 of the commodities on planets you control to gain 1
 *    victory point; they are taken first from planets outside your home system, then from your home planets.
 * Units destroyed directly by an ability (LRR 31) count only when the hits were another player's: an ability
 * names no destroyer here [recalled reading].
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../../content/ti4/index.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { controllerOf } from "../../board/forces.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { hitsSource } from "../../objectives/moments.ts";
import { homePlanets } from "../../objectives/requirements.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { ti4UnitFor } from "../../units.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "total_war";
const RULE = "TE Galactic Events: Total War";
/** The commodities one victory point costs. */
export const TOTAL_WAR_PRICE = 10;

export type Ti4TotalWarEvent =
  /** Total War: `commodities` put on `planet` for the units `seat` destroyed. */
  | { type: "ti4TotalWarCommoditiesPlaced"; seat: Seat; planet: Ti4PlanetId; commodities: number }
  /** Total War: `seat` discarded these commodities from its planets (its point comes by its own event). */
  | { type: "ti4TotalWarCommoditiesDiscarded"; seat: Seat; from: Partial<Record<Ti4PlanetId, number>> };

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

/** What destroyed units cost, infantry and fighters 1 each, a unit without a cost nothing. */
export function totalWarWorth(state: Ti4State, owner: Seat, units: Ti4UnitCounts): number {
  let worth = 0;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n) worth += n * (ti4UnitFor(state, owner, type).cost ?? 0);
  return worth;
}

/** The commodities on the planets `seat` controls, those outside its home system first. */
export function totalWarHoldings(
  state: Ti4State,
  seat: Seat,
): { planet: Ti4PlanetId; commodities: number }[] {
  const home = homePlanets(state, seat);
  return (Object.entries(state.totalWar ?? {}) as [Ti4PlanetId, number][])
    .filter(([planet, n]) => n > 0 && controllerOf(state, planet) === seat)
    .map(([planet, commodities]) => ({ planet, commodities }))
    .sort((a, b) => Number(home.includes(a.planet)) - Number(home.includes(b.planet)));
}

function totalHeld(state: Ti4State, seat: Seat): number {
  return totalWarHoldings(state, seat).reduce((n, h) => n + h.commodities, 0);
}

function unitsDestroyed(tx: Tx<Ti4>, owner: Seat, units: Ti4UnitCounts): void {
  if (!inPlay(tx.state)) return;
  const by = hitsSource(tx.state, owner);
  if (by === undefined || by === owner) return;
  const worth = totalWarWorth(tx.state, owner, units);
  const planet = homePlanets(tx.state, by).find((p) => controllerOf(tx.state, p) === by);
  if (worth > 0 && planet)
    tx.emit({ type: "ti4TotalWarCommoditiesPlaced", seat: by, planet, commodities: worth });
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!inPlay(state) || totalHeld(state, seat) < TOTAL_WAR_PRICE) return [];
  return [
    {
      kind: "totalWarPoint",
      seat,
      simultaneous: false,
      prompt: `Total War: discard ${TOTAL_WAR_PRICE} commodities from your planets to gain 1 victory point`,
    },
  ];
}

function totalWarPoint(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "totalWarPoint" }>,
): RuleError | undefined {
  const { seat } = command;
  if (!inPlay(tx.state))
    return ruleError("ERR_TI4_TOTAL_WAR", RULE, "Total War is not in play in this game.");
  const held = totalHeld(tx.state, seat);
  if (held < TOTAL_WAR_PRICE)
    return ruleError(
      "ERR_TI4_TOTAL_WAR",
      RULE,
      `A point costs ${TOTAL_WAR_PRICE} commodities from planets you control, and yours hold ${held}.`,
      { held },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  const from: Partial<Record<Ti4PlanetId, number>> = {};
  let owed = TOTAL_WAR_PRICE;
  for (const { planet, commodities } of totalWarHoldings(tx.state, seat)) {
    if (owed === 0) break;
    const n = Math.min(owed, commodities);
    from[planet] = n;
    owed -= n;
  }
  tx.emit({ type: "ti4TotalWarCommoditiesDiscarded", seat, from });
  tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: "Total War" });
  return undefined;
}

export const TI4_TOTAL_WAR: Ti4Module = {
  id: "galacticEventTotalWar",
  commands: { totalWarPoint },
  events: {
    ti4TotalWarCommoditiesPlaced(
      draft: Ti4State,
      e: Extract<Ti4TotalWarEvent, { type: "ti4TotalWarCommoditiesPlaced" }>,
    ) {
      const all = { ...(draft.totalWar ?? {}) };
      all[e.planet] = (all[e.planet] ?? 0) + e.commodities;
      draft.totalWar = all;
    },
    ti4TotalWarCommoditiesDiscarded(
      draft: Ti4State,
      e: Extract<Ti4TotalWarEvent, { type: "ti4TotalWarCommoditiesDiscarded" }>,
    ) {
      const all = { ...(draft.totalWar ?? {}) };
      for (const [planet, n] of Object.entries(e.from) as [Ti4PlanetId, number][]) {
        const left = (all[planet] ?? 0) - n;
        if (left < 0) throw new Error(`${planet} holds fewer Total War commodities than discarded`);
        if (left === 0) delete all[planet];
        else all[planet] = left;
      }
      draft.totalWar = all;
    },
  },
  hooks: {
    componentActions,
    hitsAssigned: (tx, hits) => unitsDestroyed(tx, hits.seat, hits.destroyed),
  },
};
