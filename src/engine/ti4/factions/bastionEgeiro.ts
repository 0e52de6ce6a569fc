/**
 * The Egeiro, the Last Bastion's flagship (content/ti4/units.te.ts): +1 to each of its combat rolls for each
 * system other than their home system that holds a planet they control (LRR 18). Our readings, as the TE
 * rules' clarifications (bradleysigma/tirules F_bastion.php) give them: several planets in one system count
 * once; a system whose other planets are someone else's still counts. Combat rolls only (LRR 77.3d, 10).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4UnitRoll } from "../hooks/combat.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

/** The systems other than `seat`'s home holding a planet `seat` controls. */
export function systemsWithPlanetsAway(state: Ti4State, seat: Seat): number {
  const player = state.players[seat];
  if (!player) return 0;
  const systems = new Set<string>();
  for (const planet of Object.keys(player.planets) as Ti4PlanetId[]) {
    const position = positionOfPlanet(state, planet);
    if (position !== null && position !== player.home) systems.add(position);
  }
  return systems.size;
}

/** The hook point combatRollModifier's answer for the Egeiro. */
export function bastionEgeiroModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  if (roll.kind !== "combat" || roll.type !== "flagship") return 0;
  if (!playsThundersEdge(state) || !flagshipHasAbilityOf(state, roll.seat, "bastion")) return 0;
  return systemsWithPlanetsAway(state, roll.seat);
}
