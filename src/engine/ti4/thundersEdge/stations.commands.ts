/** Thunder's Edge space stations' command (TE "Space Stations"). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TE_STATION_COMMANDS = [
  /** TE "Space Stations": at any time, exhaust a station you control to turn your commodities into trade goods. */
  command("exhaustStation", { station: ti4Id<Ti4PlanetId>("planet") }),
] as const;
