/**
 * The commands of the first tactical steps: the movement (LRR 58, 95) and space cannon offense (LRR 77.2).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, flag, listOf, orNull, position, record, seat } from "../../commands/forms.ts";
import { ti4Id, ti4Units } from "../forms.ts";

/**
 * Units picked up (LRR 95.1): from a system's space area, or from one of its planets; `owner`: the mover's
 * ally whose fighters and ground forces these are (TE "Alliance Movement and Control"; absent: the mover's).
 */
const pickUp = record({
  position,
  planet: ti4Id<Ti4PlanetId>("planet").optional(),
  units: ti4Units,
  owner: seat.optional(),
});

/**
 * One group of ships moving together from `from` into the active system: `units` are the ships moving under
 * their own move value; `path` the systems passed through, in order (absent: the engine finds the
 * shortest legal one, passing as few gravity rifts as it can); `carried` the fighters and ground forces the
 * group transports and where each is picked up; `riftSurge` takes the more move an effect offers ships
 * leaving a gravity rift, at its higher risk (hook riftSurge: Cosmic Phenomenae).
 */
const move = record({
  from: position,
  units: ti4Units,
  path: listOf(position).optional(),
  carried: listOf(pickUp).optional(),
  riftSurge: flag.optional(),
});

export const TI4_TACTICAL_COMMANDS = [
  /** LRR 58: every ship that moves, declared at once; an empty list moves nothing. */
  command("moveShips", { moves: listOf(move) }),
  /** LRR 77.2: fire one's space cannon at a player's ships in the active system, or (null) hold fire. */
  command("fireSpaceCannon", { target: orNull(seat) }),
] as const;
