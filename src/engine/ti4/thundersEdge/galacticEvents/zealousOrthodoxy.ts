/**
 * Zealous Orthodoxy (a TE galactic event; the rulebook prints no card text, so this follows the card as public
 * game aids list it [recalled]):
 *  - the first player to have scored 2 secret objectives gains 1 victory point (once in the game);
 *  - their faction's alliance ability then belongs to every player: each other player still in the game
 *    places that faction's alliance card in their play area (TE "Alliance Reference Cards"; the Obsidian's
 *    when the Firmament has turned over, the Keleres' one card for their three home systems);
 *  - the card also purges that player's "Alliance" promissory note, a Prophecy of Kings note Mecatol does not
 *    play (Thunder's Edge alone deals no such note): that part has nothing to act on.
 * Our readings: the player's own card is not given to them (it is their own faction's ability, a commander
 * without Prophecy of Kings); the point comes with the second secret, in whatever window it is scored.
 */

import type { Ti4ObjectiveId } from "../../../../content/ti4/index.ts";
import { ti4AllianceCardOf, ti4Objective } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "zealous_orthodoxy";
const NAME = "Zealous Orthodoxy";
/** The secret objectives that win the card. */
export const ZEALOUS_SECRETS = 2;

export type Ti4ZealousOrthodoxyEvent =
  /** Zealous Orthodoxy: `seat` is the first to have scored 2 secret objectives (its point and the cards come by their own events). */
  { type: "ti4ZealousOrthodoxyFulfilled"; seat: Seat };

/** How many secret objectives `seat` has scored. */
export function secretsScored(state: Ti4State, seat: Seat): number {
  return (state.players[seat]?.scoredObjectives ?? []).filter((id) => ti4Objective(id).kind === "secret")
    .length;
}

function scored(tx: Tx<Ti4>, seat: Seat, _objective: Ti4ObjectiveId, secret: boolean): void {
  if (!secret || !galacticEventInPlay(tx.state, EVENT) || tx.state.zealousOrthodoxy !== undefined) return;
  if (secretsScored(tx.state, seat) < ZEALOUS_SECRETS) return;
  const faction = tx.state.players[seat]?.faction;
  tx.emit({ type: "ti4ZealousOrthodoxyFulfilled", seat });
  tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: NAME });
  if (!faction) return;
  const card = ti4AllianceCardOf(faction).id;
  for (const player of tx.state.players)
    if (player.seat !== seat && !player.eliminated)
      tx.emit({ type: "ti4AllianceCardGained", seat: player.seat, card, reason: NAME });
}

export const TI4_ZEALOUS_ORTHODOXY: Ti4Module = {
  id: "galacticEventZealousOrthodoxy",
  events: {
    ti4ZealousOrthodoxyFulfilled(draft: Ti4State, e: Ti4ZealousOrthodoxyEvent) {
      draft.zealousOrthodoxy = e.seat;
    },
  },
  hooks: { objectiveScored: scored },
};
