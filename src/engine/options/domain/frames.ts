/**
 * Distant Suns' own procedure as a frame (plain JSON): the natives' fight of a Hostile Locals or Fighter
 * Ambush counter (RR §24.3; SE p.20), round after round until one side is gone.
 */
import type { DomainCounterId, PlanetId } from "../../../content/index.ts";
import type { PositionLabel, Seat } from "../../state.ts";

export interface NativesCombatFrame {
  kind: "nativesCombat";
  /** The player who landed. */
  seat: Seat;
  position: PositionLabel;
  planet: PlanetId;
  counter: DomainCounterId;
  /** Ground: the locals fight the Ground Forces on the planet; space: local Fighters fight the ships. */
  on: "ground" | "space";
  /** Natives still standing. */
  left: number;
  round: number;
}
