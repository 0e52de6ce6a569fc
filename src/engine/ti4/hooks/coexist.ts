/** Rule moments of coexistence (TE rulebook "Coexist"): units of two players sharing a planet without combat. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4CoexistHooks {
  /**
   * TE "Coexist": `seat`'s units have just begun coexisting on `planet` (control already settled). Answers
   * act in book order (the Deepwrought's Oceanbound gains an ocean card).
   */
  coexistenceBegan: (tx: Tx<Ti4>, at: { seat: Seat; position: PositionLabel; planet: Ti4PlanetId }) => void;
  /**
   * TE "Coexist": `seat`'s units no longer coexist on `planet` (gone from it, or the only units left and the
   * planet theirs). Answers act in book order (Oceanbound discards ocean cards beyond its planets).
   */
  coexistenceEnded: (tx: Tx<Ti4>, at: { seat: Seat; position: PositionLabel; planet: Ti4PlanetId }) => void;
}
