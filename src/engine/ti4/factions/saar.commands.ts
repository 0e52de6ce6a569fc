/**
 * The Clan of Saar's own commands and frames: Chaos Mapping's production at the start of their turn, and
 * where the holder of Ragh's Call sends the Saar's ground forces.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, orNull, position } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const SAAR_COMMANDS = [
  /** Chaos Mapping: the system where 1 unit is produced, or null to produce nothing this turn. */
  command("chaosMapping", { system: orNull(position) }),
  /** Ragh's Call: the committed planet `from` whose Saar ground forces go to the Saar's planet `to`. */
  command("raghsCall", { from: ti4Id<Ti4PlanetId>("planet"), to: ti4Id<Ti4PlanetId>("planet") }),
] as const;

/** The Saar `seat`'s turn has begun and they own Chaos Mapping: they may produce 1 unit. */
export interface Ti4ChaosMappingFrame {
  kind: "ti4ChaosMapping";
  seat: Seat;
}

/**
 * Ragh's Call was played by `seat`, who committed ground forces in `system`: the Saar (`saar`) ground forces
 * on one of the planets `from` go to a planet the Saar control, as `seat` chooses.
 */
export interface Ti4RaghsCallFrame {
  kind: "ti4RaghsCall";
  seat: Seat;
  saar: Seat;
  system: PositionLabel;
  from: Ti4PlanetId[];
}
