/**
 * Advent of the War Sun (a TE galactic event; its card, as public game aids list it [recalled]): when set-up
 * ends, every player but the Embers of Muaat gains the War Sun unit upgrade; the Muaat purge their faction's
 * promissory note (Fires of the Gashlai, which would only give War Sun away) and place 1 more war sun in
 * their home system. The card also unlocks the Muaat commander, a Prophecy of Kings leader: Mecatol plays no
 * leaders yet, so that part has nothing to act on.
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "advent_of_the_war_sun";
const WAR_SUN = "ws";
const MUAAT_NOTE = "fires";
const REASON = "Advent of the War Sun";

function setupEnds(tx: Tx<Ti4>): void {
  if (!galacticEventInPlay(tx.state, EVENT)) return;
  for (const player of tx.state.players) {
    if (player.faction !== "muaat") {
      if (!player.technologies.includes(WAR_SUN))
        tx.emit({ type: "ti4TechnologiesGained", seat: player.seat, technologies: [WAR_SUN] });
      continue;
    }
    if (player.secret.promissoryNotes.includes(MUAAT_NOTE))
      tx.emit({ type: "ti4PromissoryNotePurged", seat: player.seat, note: MUAAT_NOTE, reason: REASON });
    if (player.home !== null)
      tx.emit({
        type: "ti4UnitsPlaced",
        seat: player.seat,
        place: { position: player.home },
        units: { warSun: 1 },
        reason: REASON,
      });
  }
}

export const TI4_ADVENT_OF_THE_WAR_SUN: Ti4Module = {
  id: "galacticEventAdventOfTheWarSun",
  hooks: { setupEnds },
};
