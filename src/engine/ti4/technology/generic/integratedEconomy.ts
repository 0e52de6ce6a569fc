/**
 * Integrated Economy (generic cybernetic technology; its card, technologies.generic.ts: "After you take
 * control of a planet, you may produce units on it whose total cost is no more than its resources."):
 * - when its owner gains control of a planet (hook `planetControlGained`, LRR 25), the planet is owed an
 *   offer (`integratedEconomyOwed` on the player, a public fact);
 * - the offer is made at once, before anything else is asked (a standing rule, as the hand limit's): the
 *   moments that gain a planet are many (an invasion's step, a colonist placed, a station claimed at a
 *   tactical action's end) and some are about to pop their own frame, so none pushes a frame itself;
 * - the offer is the ordinary production step (production/), naming itself in `reason`, on that planet:
 *   its `limit` (twice the resources: a pair of fighters or infantry is the cheapest, 1) stands for the
 *   PRODUCTION the units would need, `costAtMost` is the planet's resource value as it stands now
 *   (agenda/laws.ts planetValues), ground forces go on that planet and ships into the space area of its
 *   system [recalled: a ruling; a planet holds no ships], structures having no cost are never produced, and
 *   every other limit holds (reinforcements, fleet pool, capacity, no ships beside another's, LRR 67);
 * - the units are paid as any production is (economy/spend.ts; the planet just gained is exhausted and pays
 *   nothing); producing nothing declines;
 * - the offer is made only when the seat could produce a unit there and pay for it, so a table where
 *   nobody can use it is asked nothing; the bot answers it as any production step (production/bot.ts).
 * A space station is no planet (thundersEdge/stations.ts): gaining one owes nothing.
 */
import { TI4_UNIT_TYPES, type Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { planetValues } from "../../agenda/laws.ts";
import { positionOfPlanet } from "../../board/galaxy.ts";
import { spendable } from "../../economy/spend.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { productionCostIn } from "../../production/cost.ts";
import type { Ti4ProductionFrame } from "../../production/frames.ts";
import { placementsOrDefault, productionRefused } from "../../production/producers.ts";
import type { Ti4 } from "../../ruleset.ts";
import { playerOf, type Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

const REASON = "Integrated Economy";

export type Ti4IntegratedEconomyEvent =
  /** The planets `seat` has gained whose Integrated Economy offer is still to come (empty: none). */
  { type: "ti4IntegratedEconomyOwed"; seat: Seat; planets: Ti4PlanetId[] };

/** The production step Integrated Economy opens on `planet`, or undefined when it is not on the board. */
function offerOn(state: Ti4State, seat: Seat, planet: Ti4PlanetId): Ti4ProductionFrame | undefined {
  const system = positionOfPlanet(state, planet);
  const resources = planetValues(state, planet).resources;
  if (system === null || resources <= 0) return undefined;
  return {
    kind: "ti4Production",
    seat,
    system,
    reason: REASON,
    limit: 2 * resources,
    planet,
    costAtMost: resources,
  };
}

/** Whether, with `frame` on top, the seat may produce at least one unit and pay for it. */
function canProduceAny(state: Ti4State, frame: Ti4ProductionFrame): boolean {
  const offered: Ti4State = { ...state, stack: [...state.stack, frame] };
  const { seat, system } = frame;
  const budget = spendable(offered, seat, "resources").total;
  return TI4_UNIT_TYPES.some((type) => {
    const units = { [type]: 1 };
    const placements = placementsOrDefault(offered, seat, system, units, undefined);
    return (
      productionRefused(offered, seat, system, units, placements) === undefined &&
      productionCostIn(offered, seat, system, units) <= budget
    );
  });
}

/** LRR 25: a planet gained by an owner of the technology is owed its offer. */
function planetGained(tx: Tx<Ti4>, gain: { seat: Seat; planet: Ti4PlanetId }): void {
  // A planet with no resources, or none on the board, is owed nothing.
  if (!ownsTechnology(tx.state, gain.seat, "ie") || !offerOn(tx.state, gain.seat, gain.planet)) return;
  const owed = tx.state.players[gain.seat]?.integratedEconomyOwed ?? [];
  tx.emit({ type: "ti4IntegratedEconomyOwed", seat: gain.seat, planets: [...owed, gain.planet] });
}

/** The first owed offer is made now: pushed when the seat can use it, let go otherwise. */
function offerOwed(tx: Tx<Ti4>): boolean {
  if (tx.state.phase === "finished") return false;
  const player = tx.state.players.find((p) => (p.integratedEconomyOwed ?? []).length > 0);
  const [planet, ...rest] = player?.integratedEconomyOwed ?? [];
  if (!player || planet === undefined) return false;
  // Still theirs, still in play: a planet lost again before its offer came is owed nothing.
  const frame =
    player.planets[planet] && !player.eliminated ? offerOn(tx.state, player.seat, planet) : undefined;
  const offered = frame !== undefined && canProduceAny(tx.state, frame);
  tx.emit({ type: "ti4IntegratedEconomyOwed", seat: player.seat, planets: rest });
  if (frame && offered) tx.emit({ type: "ti4FramePushed", frame });
  return true;
}

export const TI4_INTEGRATED_ECONOMY: Ti4Module = {
  id: "technology:integratedEconomy",
  standing: [offerOwed],
  hooks: { planetControlGained: planetGained },
  events: {
    ti4IntegratedEconomyOwed(draft: Ti4State, e: { seat: Seat; planets: Ti4PlanetId[] }) {
      const player = playerOf(draft, e.seat);
      if (e.planets.length > 0) player.integratedEconomyOwed = [...e.planets];
      else delete player.integratedEconomyOwed;
    },
  },
};
