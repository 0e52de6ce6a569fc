/**
 * TE "Space Stations". A player gains control of a space station (its card, from the deck or from another
 * player) when they are the only player with ships in its system, and keeps it when those ships leave. The
 * card is gained exhausted and is spent and readied as a planet's. A station raises its controller's
 * commodity value by 1 (economy/commodityValue.ts), lets two players who both control one make
 * transactions though they are not neighbours, and may be exhausted at any time to turn its controller's
 * commodities into trade goods. It is no planet (board/galaxy.ts `planetsAt` leaves it out: no structures
 * or ground forces; agenda/module.ts refuses it as votes; objectives/requirements.ts does not count it).
 *
 * When control is checked: the rulebook's "when they are the only player that has ships in its system" is
 * read at each moment ships arrive or leave a system by the rules built: after a movement, after a space
 * combat, after a production, and at the end of every tactical action (our reading of "when").
 */
import { type Ti4PlanetId, ti4Planet } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { controllerOf, seatsWithShips } from "../board/forces.ts";
import { stationsAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { commodityValue, stationsOf } from "../economy/commodityValue.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { isSpaceStation } from "./stationCard.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Space Stations";

/** The stations in `position` whose control passes to the only seat with ships there, if any. */
function claimsIn(state: Ti4State, position: PositionLabel) {
  const stations = stationsAt(state, position);
  if (stations.length === 0) return [];
  const withShips = seatsWithShips(state.board[position]);
  if (withShips.length !== 1) return [];
  const seat = withShips[0] as Seat;
  return stations
    .map((planet) => ({ seat, planet, from: controllerOf(state, planet) }))
    .filter((claim) => claim.from !== seat);
}

/** TE "Space Stations": each station whose system holds ships of one player only goes to that player. */
export function claimStations(
  tx: Ti4Tx,
  positions: readonly PositionLabel[] = systemPositions(tx.state),
): void {
  if (!playsThundersEdge(tx.state)) return;
  for (const position of positions)
    for (const { seat, planet, from } of claimsIn(tx.state, position)) {
      // Gained exhausted, like a planet taken (TE "Space Stations").
      tx.emit({ type: "ti4PlanetGained", seat, planet, exhausted: true, from });
      for (const answer of hookAnswers(tx.state, "planetControlGained")) answer(tx, { seat, planet, from });
      if (from !== null) trimCommodities(tx, from);
    }
}

/**
 * Our reading: a player who loses a station has a lower commodity value, and commodities above it go back
 * to the supply (the rulebook places a commerce token per station in the pool as its reminder).
 */
function trimCommodities(tx: Ti4Tx, seat: Seat): void {
  const player = tx.state.players[seat];
  if (!player?.faction) return;
  const over = player.commodities - commodityValue(tx.state, seat);
  if (over > 0) tx.emit({ type: "ti4CommoditiesChanged", seat, amount: -over, reason: "space station lost" });
}

type ExhaustStation = Extract<Ti4Command, { type: "exhaustStation" }>;

/** Why `seat` may not exhaust `station` now, or undefined. */
export function whyNotExhaustStation(
  state: Ti4State,
  seat: Seat,
  station: Ti4PlanetId,
): RuleError | undefined {
  if (!playsThundersEdge(state))
    return ruleError(
      "ERR_TI4_NO_THUNDERS_EDGE",
      RULE,
      "Space stations are Thunder's Edge's: this game plays without it.",
    );
  const card = state.players[seat]?.planets[station];
  if (!card || !isSpaceStation(station))
    return ruleError("ERR_TI4_NOT_YOUR_STATION", RULE, `You control no space station named ${station}.`, {
      station,
    });
  if (card.exhausted)
    return ruleError(
      "ERR_TI4_STATION_EXHAUSTED",
      RULE,
      `${ti4Planet(station).name} is exhausted: only a ready station is exhausted to convert commodities.`,
      { station },
    );
  if ((state.players[seat]?.commodities ?? 0) === 0)
    return ruleError("ERR_TI4_NO_COMMODITIES", RULE, "You have no commodities to convert into trade goods.");
  return undefined;
}

function exhaustStation(tx: Ti4Tx, command: ExhaustStation): RuleError | undefined {
  const refused = whyNotExhaustStation(tx.state, command.seat, command.station);
  if (refused) return refused;
  const amount = tx.state.players[command.seat]?.commodities ?? 0;
  const reason = `${ti4Planet(command.station).name} exhausted`;
  tx.emit({ type: "ti4PlanetsExhausted", seat: command.seat, planets: [command.station] });
  tx.emit({ type: "ti4CommoditiesChanged", seat: command.seat, amount: -amount, reason });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: command.seat, amount, reason });
  return undefined;
}

export const TE_SPACE_STATIONS: Ti4Module = {
  id: "te:spaceStations",
  commands: { exhaustStation },
  hooks: {
    afterShipsMoved: (tx, _seat, system) => claimStations(tx, [system]),
    spaceCombatEnded: (tx, combat) => claimStations(tx, [combat.system]),
    afterUnitsProduced: (tx, _seat, system) => claimStations(tx, [system]),
    tacticalActionEnded: (tx) => claimStations(tx),
    // Two players who both control a station trade though they are not neighbours.
    transactionBeyondNeighbours: (state, seat, other) =>
      stationsOf(state, seat).length > 0 && stationsOf(state, other).length > 0,
  },
};
