/** The commands and frame of the Thunder's Edge tiles' rules (TE "Space Stations", "Entropic Scar Anomaly"). */
import type { Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const TE_TILE_COMMANDS = [
  /** TE "Space Stations": at any time, exhaust a station you control to turn your commodities into trade goods. */
  command("exhaustStation", { station: ti4Id<Ti4PlanetId>("planet") }),
  /** TE "Entropic Scar Anomaly": the faction technology gained for a strategy-pool token. */
  command("gainScarTechnology", { technology: ti4Id<Ti4TechnologyId>("technology") }),
  command("declineScarTechnology", {}),
] as const;

/**
 * TE "Entropic Scar Anomaly": at the start of the status phase, a player with ships in an entropic scar may
 * spend a strategy-pool token to gain one of their faction technologies; one frame per such player.
 */
export interface Ti4ScarTechnologyFrame {
  kind: "ti4ScarTechnology";
  seat: Seat;
}
