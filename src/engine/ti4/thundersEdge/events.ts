/**
 * What Thunder's Edge adds to the log (TE rulebook, "Thunder's Edge Expedition", "Breakthroughs and
 * Synergy"): the token set out at set-up, a slice claimed, a breakthrough gained, the planet placed.
 */
import type { Ti4BreakthroughId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4UnitCounts } from "../state.ts";
import type { Ti4ExpeditionSlice } from "./expedition.ts";

export type Ti4ThundersEdgeEvent =
  /** TE set-up step 7: the Thunder's Edge token in the common play area, expedition side up. */
  | { type: "ti4ThundersEdgeSetOut" }
  /** A slice of the expedition claimed: `seat`'s control token on it, its cost paid. */
  | { type: "ti4ExpeditionSliceClaimed"; seat: Seat; slice: Ti4ExpeditionSlice }
  /** `seat` gains its faction's breakthrough (the first slice it claims, or another ability: `reason`). */
  | { type: "ti4BreakthroughGained"; seat: Seat; breakthrough: Ti4BreakthroughId; reason: string }
  /** The expedition complete: Thunder's Edge turned planet side up and placed in a system by `seat`. */
  | { type: "ti4ThundersEdgePlaced"; seat: Seat; position: PositionLabel }
  /** `seat` exhausts its breakthrough to use its ability (TE "Breakthroughs and Synergy"). */
  | { type: "ti4BreakthroughExhausted"; seat: Seat; breakthrough: Ti4BreakthroughId }
  /** LRR 81 ("ready cards"): `seat`'s exhausted breakthrough readied in the status phase. */
  | { type: "ti4BreakthroughReadied"; seat: Seat; breakthrough: Ti4BreakthroughId }
  /** Deorbit Barrage (the Clan of Saar's breakthrough): `seat` rolled `dice` at `planet`, scoring `hits`. */
  | {
      type: "ti4DeorbitBarrageRolled";
      seat: Seat;
      planet: Ti4PlanetId;
      dice: number[];
      hits: number;
      rng: RngState;
    }
  /** The Icon (the Last Bastion's faction ability, TE "Setup" step 3): `seat` exhausts it to place ships. */
  | { type: "ti4IconExhausted"; seat: Seat }
  /** LRR 81 ("ready cards"): `seat`'s exhausted The Icon readied as the status phase ends. */
  | { type: "ti4IconReadied"; seat: Seat }
  /** TE Galvanize (the Last Bastion): a galvanize token put under `units` of `seat`'s at `place`, by `reason`. */
  | { type: "ti4UnitsGalvanized"; seat: Seat; place: Ti4Place; units: Ti4UnitCounts; reason: string }
  /** Deepgloom Executable (the Yssaril's breakthrough): `seat` lends `to` one use of its `ability`. */
  | { type: "ti4DeepgloomLent"; seat: Seat; to: Seat; ability: "stallTactics" | "scheming" }
  /** Deepgloom Executable: the use of `ability` lent to `to` comes back to `seat` (spent, or the status phase ended). */
  | { type: "ti4DeepgloomReturned"; seat: Seat; to: Seat; ability: "stallTactics" | "scheming" }
  /** Deepgloom Executable: the transaction `seat`'s loan opened with `to` is made. */
  | { type: "ti4DeepgloomTradeMade"; seat: Seat; to: Seat }
  /** Stellar Genesis (the Embers of Muaat's breakthrough): the Avernus planet token placed in `position`. */
  | { type: "ti4AvernusPlaced"; seat: Seat; position: PositionLabel }
  /** Stellar Genesis: `seat` moves the Avernus token, with whatever is on the planet, from `from` to `to`. */
  | { type: "ti4AvernusMoved"; seat: Seat; from: PositionLabel; to: PositionLabel };
