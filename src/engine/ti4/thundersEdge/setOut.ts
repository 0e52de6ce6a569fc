/** TE set-up step 7 ("Place game board tokens"): the Thunder's Edge token, expedition side up, off the board. */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** Sets the Thunder's Edge token out in the common play area, in a game that plays Thunder's Edge. */
export function setOutThundersEdge(tx: Tx<Ti4>): void {
  if (playsThundersEdge(tx.state)) tx.emit({ type: "ti4ThundersEdgeSetOut" });
}
