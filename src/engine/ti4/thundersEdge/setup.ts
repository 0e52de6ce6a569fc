/**
 * War suns for all at the end of set-up: every player but the Embers of Muaat gains the War Sun unit
 * upgrade; the Muaat player purges their faction promissory note (TE "Purge": removed from the game,
 * `state.purged`) and places 1 more War Sun in their home system.
 *
 * Our rulebook prints this paragraph in its "Setup" section, right after saying that some galactic events
 * modify set-up; public game aids give the same words as the galactic event Advent of the War Sun. We read
 * the paragraph as that card's text shown as the example, not as a change to every game (decided on
 * purpose: a Thunder's Edge game without the event would otherwise hand every player the War Sun). So
 * it runs when the event is in play (galacticEvents/adventOfTheWarSun.ts); to make it part of every
 * Thunder's Edge set-up instead, call it from the set-up's last step (setup/steps.ts).
 */
import { ti4Faction } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

/** The events Thunder's Edge's set-up adds. */
export type Ti4ThundersEdgeSetupEvent =
  /**
   * TE "Purge": a promissory note of `owner`'s colour leaves `seat`'s hand (or play area) and the game for
   * good. Public: the rulebook has it purged in front of everyone.
   */
  { type: "ti4PromissoryNotePurged"; seat: Seat; note: string; owner: Seat; reason: string };

const MUAAT = "muaat";

/** War suns for all but the Muaat, who purge their note and build a second one (`reason` says why). */
export function warSunsForAll(tx: Tx<Ti4>, reason: string): void {
  for (const player of tx.state.players) {
    if (player.faction === MUAAT) {
      muaatPurgesAndBuilds(tx, player.seat, reason);
      continue;
    }
    if (!player.technologies.includes("ws"))
      tx.emit({ type: "ti4TechnologiesGained", seat: player.seat, technologies: ["ws"] });
  }
}

function muaatPurgesAndBuilds(tx: Tx<Ti4>, seat: Seat, reason: string): void {
  const player = tx.state.players[seat];
  if (!player?.home) throw new Error("Thunder's Edge's set-up ends before the Muaat have a home");
  for (const note of ti4Faction(MUAAT).promissoryNotes)
    if (player.secret.promissoryNotes.includes(note))
      tx.emit({
        type: "ti4PromissoryNotePurged",
        seat,
        note,
        owner: seat,
        reason,
      });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position: player.home },
    units: { warSun: 1 },
    reason,
  });
}

export const TI4_THUNDERS_EDGE_SETUP: KernelModule<Ti4> = {
  id: "thundersEdgeSetup",
  events: {
    ti4PromissoryNotePurged(draft, e) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat} in this game`);
      const key = e.owner === e.seat ? e.note : `${e.note}@${e.owner}`;
      player.secret.promissoryNotes = player.secret.promissoryNotes.filter((k) => k !== key);
      if (player.promissoryPlayArea)
        player.promissoryPlayArea = player.promissoryPlayArea.filter(
          (n) => !(n.note === e.note && n.owner === e.owner),
        );
      const purged = draft.purged ?? {};
      purged.promissoryNotes = [...(purged.promissoryNotes ?? []), { note: e.note, owner: e.owner }];
      draft.purged = purged;
    },
  },
};
