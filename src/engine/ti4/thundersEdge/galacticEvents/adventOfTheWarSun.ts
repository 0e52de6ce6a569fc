/**
 * Advent of the War Sun (a TE galactic event; its card, as public game aids list it [recalled], and the
 * paragraph our rulebook prints in "Setup"): when set-up ends, every player but the Embers of Muaat gains the
 * War Sun unit upgrade; the Muaat purge their faction's promissory note (Fires of the Gashlai, which would
 * only give War Sun away) and place 1 more war sun in their home system (thundersEdge/setup.ts). The card
 * also unlocks the Muaat commander, a Prophecy of Kings leader: Mecatol plays no leaders yet, so that part has
 * nothing to act on.
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";
import { warSunsForAll } from "../setup.ts";

const EVENT = "advent_of_the_war_sun";
const REASON = "Advent of the War Sun";

function setupEnds(tx: Tx<Ti4>): void {
  if (galacticEventInPlay(tx.state, EVENT)) warSunsForAll(tx, REASON);
}

export const TI4_ADVENT_OF_THE_WAR_SUN: Ti4Module = {
  id: "galacticEventAdventOfTheWarSun",
  hooks: { setupEnds },
};
