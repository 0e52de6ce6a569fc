/**
 * Races and colours (RR §3 steps 1-2): dealt at random from the races of the boxes in play (minus any
 * bans), or drafted: from the Speaker clockwise each player takes one of the races left.
 */
import { type RaceId, racesFor } from "../../content/index.ts";
import { shuffle } from "../rng.ts";
import type { RuleError } from "../ruleError.ts";
import { clockwiseFrom } from "../rules/players.ts";
import { PLAYER_COLORS, type PlayerColor, type Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { continueSetup } from "./continueSetup.ts";

/** Seat order picks the colours, so that seat letters and colours stay in one fixed order on the map. */
export function colorOfSeat(seat: Seat): PlayerColor {
  return PLAYER_COLORS[seat] as PlayerColor;
}

export function availableRaces(tx: Tx | { state: Tx["state"] }): RaceId[] {
  const { config, players } = tx.state;
  const taken = new Set(players.map((p) => p.race));
  return racesFor(config.boxes)
    .map((r) => r.id)
    .filter((id) => !config.bannedRaces.includes(id) && !taken.has(id));
}

export function assignRaces(tx: Tx): RuleError | undefined {
  if (tx.state.config.raceAssignment === "draft") {
    const order = clockwiseFrom(tx.state, tx.state.speaker);
    tx.emit({ type: "framePushed", frame: { kind: "raceDraft", order, index: 0 } });
    return undefined;
  }
  const { value, rng } = shuffle(tx.state.rng, availableRaces(tx));
  tx.state.players.forEach((p, i) => {
    tx.emit({
      type: "raceAssigned",
      seat: p.seat,
      race: value[i] as RaceId,
      color: colorOfSeat(p.seat),
      ...(i === 0 ? { rng } : {}),
    });
  });
  return continueSetup(tx);
}
