/** The moment a game's first round begins (TE "Setup" step 1: galactic events whose set-up asks choices). */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4GameStartHooks {
  /**
   * Set-up has ended and the first strategy phase has begun, before anyone picks a card: answers may emit
   * events and push frames, which sit above the strategy phase and are all answered before the first pick
   * (Rapid Mobilization's space docks and research). Unlike `setupEnds`, this is where choices go.
   */
  gameBegins: (tx: Tx<Ti4>) => void;
}
