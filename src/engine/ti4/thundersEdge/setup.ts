/**
 * Thunder's Edge's additions to the end of set-up (TE rulebook, "Setup"): every player but the Embers of
 * Muaat gains the War Sun unit upgrade; the Muaat player purges their faction promissory note (TE "Purge":
 * removed from the game, `state.purged`) and places 1 more War Sun in their home system. Run by the set-up's
 * last step (setup/steps.ts) only when the game plays Thunder's Edge, so a base game sets up as before.
 */
import { ti4Faction } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** The events Thunder's Edge's set-up adds. */
export type Ti4ThundersEdgeSetupEvent =
  /**
   * TE "Purge": a promissory note of `owner`'s colour leaves `seat`'s hand (or play area) and the game for
   * good. Public: the rulebook has it purged in front of everyone.
   */
  { type: "ti4PromissoryNotePurged"; seat: Seat; note: string; owner: Seat; reason: string };

const MUAAT = "muaat";

/** TE "Setup": what the end of set-up adds; nothing in a game without Thunder's Edge. */
export function thundersEdgeSetupEnd(tx: Tx<Ti4>): void {
  if (!playsThundersEdge(tx.state)) return;
  for (const player of tx.state.players) {
    if (player.faction === MUAAT) {
      muaatPurgesAndBuilds(tx, player.seat);
      continue;
    }
    if (!player.technologies.includes("ws"))
      tx.emit({ type: "ti4TechnologiesGained", seat: player.seat, technologies: ["ws"] });
  }
}

function muaatPurgesAndBuilds(tx: Tx<Ti4>, seat: Seat): void {
  const player = tx.state.players[seat];
  if (!player?.home) throw new Error("Thunder's Edge's set-up ends before the Muaat have a home");
  for (const note of ti4Faction(MUAAT).promissoryNotes)
    if (player.secret.promissoryNotes.includes(note))
      tx.emit({
        type: "ti4PromissoryNotePurged",
        seat,
        note,
        owner: seat,
        reason: "Thunder's Edge set-up",
      });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position: player.home },
    units: { warSun: 1 },
    reason: "Thunder's Edge set-up",
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
