/** The Universities of Jol-Nar's own command, frame and event: Spatial Conduit Cylinders, used or not. */
import { command, flag } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

export const JOLNAR_COMMANDS = [
  /** Spatial Conduit Cylinders: exhaust it for this activation (true), or keep it ready (false). */
  command("spatialConduit", { use: flag }),
] as const;

/** Jol-Nar just activated `system`, which holds their units, with Spatial Conduit Cylinders ready. */
export interface Ti4SpatialConduitFrame {
  kind: "ti4SpatialConduit";
  seat: Seat;
  system: PositionLabel;
}

/** The tactical action under way is joined by Spatial Conduit Cylinders (its frame's `conduit`). */
export type Ti4JolnarEvent = { type: "ti4ConduitOpened"; seat: Seat; system: PositionLabel };
