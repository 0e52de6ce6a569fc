/**
 * Thunder's Edge action cards that put neutral units on the board (TE rulebook "Neutral Units"; texts in
 * content/ti4/actionCards.te.ts), each a component action (LRR 22). The neutral units are kept as The
 * Fracture's are (thundersEdge/neutral.ts, event `ti4NeutralUnitsPlaced`), and players meet them as any
 * neutral units (combat/neutral.ts).
 * - Mercenary Contract: 2 trade goods spent, 2 neutral infantry on a planet with no units that is neither in
 *   a home system nor the player's own; a player controlling it loses it (its card goes back to the planet
 *   deck, `ti4PlanetReturnedToDeck`).
 * - Pirate Fleet: 3 resources spent, a neutral carrier, cruiser, destroyer and 2 fighters in a system that is
 *   not a home system and holds no ships but neutral ones.
 * - Pirate Contract: 1 neutral destroyer in such a system.
 *
 * Readings [our own]: the neutral pieces are not counted against a supply (none is kept for them); Pirate
 * Fleet's 3 resources are paid the cheapest way (economy/spend.ts `cheapestPayment`), as naming the planets
 * is not offered for a card; a planet lost to Mercenary Contract is lost to nobody, so no "gained" or "lost
 * to another player" moment answers it.
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { controllerOf, countUnits, forcesIn, seatsWithShips } from "../board/forces.ts";
import { systemAt } from "../board/galaxy.ts";
import { cheapestPayment, pay } from "../economy/spend.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { neutralUnitsOn } from "../thundersEdge/neutral.ts";
import {
  isHomeSystem,
  named,
  planetOnBoard,
  refuse,
  type Ti4CardEffect,
  type Ti4CardPlay,
  type Ti4Tx,
} from "./effect.ts";

const MERCENARY = "Mercenary Contract";
const MERCENARY_COST = 2;
const PIRATE_FLEET_COST = 3;

/** Why a system may not take neutral ships from `card`: a home system, or another player's ships there. */
function pirateWaters(state: Ti4State, play: Ti4CardPlay, card: string) {
  const system = named(play, "system", card, "a system");
  if ("error" in system) return system.error;
  if (systemAt(state, system.value) === null) return refuse(card, `there is no system at ${system.value}.`);
  if (isHomeSystem(state, system.value)) return refuse(card, "not in a home system.");
  if (seatsWithShips(state.board[system.value]).length > 0)
    return refuse(card, `${system.value} holds ships that are not neutral.`);
  return undefined;
}

function placeNeutralShips(tx: Ti4Tx, play: Ti4CardPlay, units: Ti4UnitCounts) {
  tx.emit({ type: "ti4NeutralUnitsPlaced", place: { position: play.system as string }, units });
}

const MERCENARY_CONTRACT: Ti4CardEffect = {
  names: ["planet"],
  check(state, seat, play) {
    if ((state.players[seat]?.tradeGoods ?? 0) < MERCENARY_COST)
      return refuse(MERCENARY, `it costs ${MERCENARY_COST} trade goods.`);
    const planet = named(play, "planet", MERCENARY, "a planet");
    if ("error" in planet) return planet.error;
    const at = planetOnBoard(state, planet.value, MERCENARY);
    if ("error" in at) return at.error;
    if (isHomeSystem(state, at.position)) return refuse(MERCENARY, "not on a home planet.");
    if (controllerOf(state, planet.value) === seat) return refuse(MERCENARY, "not on a planet of your own.");
    const system = state.board[at.position];
    const units = forcesIn(system, planet.value).reduce((n, f) => n + countUnits(f.units), 0);
    if (units > 0 || neutralUnitsOn(state, at.position, planet.value))
      return refuse(MERCENARY, `${planet.value} holds units: the planet must hold none.`);
    return undefined;
  },
  resolve(tx, seat, play) {
    const planet = play.planet as Ti4PlanetId;
    const at = planetOnBoard(tx.state, planet, MERCENARY);
    if ("error" in at) return;
    tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -MERCENARY_COST, reason: MERCENARY });
    const owner = controllerOf(tx.state, planet);
    if (owner !== null) tx.emit({ type: "ti4PlanetReturnedToDeck", seat: owner, planet, reason: MERCENARY });
    tx.emit({
      type: "ti4NeutralUnitsPlaced",
      place: { position: at.position, planet },
      units: { infantry: 2 },
    });
  },
};

const PIRATE_FLEET: Ti4CardEffect = {
  names: ["system"],
  check(state, seat, play) {
    if (cheapestPayment(state, seat, "resources", PIRATE_FLEET_COST) === null)
      return refuse("Pirate Fleet", `it costs ${PIRATE_FLEET_COST} resources.`);
    return pirateWaters(state, play, "Pirate Fleet");
  },
  resolve(tx, seat, play) {
    const payment = cheapestPayment(tx.state, seat, "resources", PIRATE_FLEET_COST);
    if (payment === null || pay(tx, seat, payment, "resources", PIRATE_FLEET_COST, "Pirate Fleet")) return;
    placeNeutralShips(tx, play, { carrier: 1, cruiser: 1, destroyer: 1, fighter: 2 });
  },
};

const PIRATE_CONTRACT: Ti4CardEffect = {
  names: ["system"],
  check: (state, _seat, play) => pirateWaters(state, play, "Pirate Contract"),
  resolve(tx, _seat, play) {
    placeNeutralShips(tx, play, { destroyer: 1 });
  },
};

export const TI4_NEUTRAL_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  mercenarycontract: MERCENARY_CONTRACT,
  piratefleet: PIRATE_FLEET,
  piratecontract: PIRATE_CONTRACT,
};

/** The fold of a planet card going back to the planet deck: its controller no longer holds it. */
export function returnPlanetToDeck(draft: Ti4State, e: { seat: Seat; planet: Ti4PlanetId }): void {
  delete draft.players[e.seat]?.planets[e.planet];
}
