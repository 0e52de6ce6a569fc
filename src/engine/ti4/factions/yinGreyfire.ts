/**
 * Greyfire Mutagen, the Yin Brotherhood's promissory note (printed base card; content/ti4/
 * promissoryNotes.factions.ts; the Codex Ω text is another card, not played here): after a system is
 * activated (LRR 89.1, the systemActivated window), its holder plays it and the Yin may use no faction
 * ability and no faction technology for the rest of that tactical action; then it goes back to the Yin
 * (LRR 69.3).
 *
 * What is switched off (`greyfireSilenced`, asked by each rule below as it would act for the Yin):
 * - their faction abilities, on their faction sheet: Indoctrination (yinIndoctrination.ts) and Devotion
 *   (yinDevotion.ts);
 * - their faction technologies: Impulse Core (yinImpulseCore.ts) and Yin Spinner (yin.ts).
 * What stays: the Van Hauge's ability (yinImpulseCore.ts), which is its flagship's, printed with the unit
 * and not among the faction abilities the sheet lists [our reading: the card names faction abilities and
 * faction technologies only, and a unit's own text is neither], and everything not the Yin's own (generic
 * technologies, action cards, strategy cards, promissory notes they hold). A Nekro Virus copying Yin Spinner
 * or Impulse Core under a Valefar Assimilator token keeps using it: the card names the Yin, and
 * `greyfireSilenced` is asked for the seat holding the technology, so it is true only for the Yin.
 *
 * Offered when the Yin are the active player or have units in the activated system [our reading: only then
 * can any of those act during that tactical action, and a window at every activation would stall the table].
 * Any holder may play it, whether or not they take part. While in force it lies face up in the holder's
 * play area, and it goes back to the Yin when the tactical action ends (hook `tacticalActionEnded`).
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const GREYFIRE = "greyfire";

export const GREYFIRE_MUTAGEN: Ti4NoteRules = {
  moment: "systemActivated",
  playableAt: (state, _holder, owner, window) =>
    window.system !== undefined && (window.trigger === owner || hasUnitsIn(state, owner, window.system)),
  laidOutWhenPlayed: true,
};

/** True while a Greyfire Mutagen of `seat`'s lies face up: `seat` uses no faction ability or technology. */
export function greyfireSilenced(state: Ti4State, seat: Seat): boolean {
  return state.players.some((p) =>
    (p.promissoryPlayArea ?? []).some((n) => n.note === GREYFIRE && n.owner === seat),
  );
}

export const TI4_GREYFIRE_MUTAGEN: Ti4Module = {
  id: "yinGreyfire",
  hooks: {
    tacticalActionEnded(tx) {
      const laidOut = tx.state.players.flatMap((p) =>
        (p.promissoryPlayArea ?? [])
          .filter((n) => n.note === GREYFIRE)
          .map((n) => [p.seat, n.owner] as const),
      );
      for (const [holder, owner] of laidOut) returnNote(tx, holder, GREYFIRE, owner);
    },
  },
};
