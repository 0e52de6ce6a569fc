/**
 * The Yin Brotherhood's breakthrough, Yin Ascendant (TE "Breakthroughs and Synergy"; the card's text as public
 * game aids list it [recalled]): when its holder gains it, and each time they score a public objective, they
 * take the alliance card of a random faction no player plays and place it in their play area (TE "Alliance
 * Reference Cards"), where its ability is theirs. The draw is the game's seeded generator, in the log; which
 * cards can come, and what happens when none is left: allianceDraws.ts. A secret objective draws nothing.
 */
import type { Ti4ObjectiveId } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { drawUnusedAllianceCard } from "../allianceDraws.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

const NAME = "Yin Ascendant";

function gained(tx: Tx<Ti4>, seat: Seat): void {
  if (holdsBreakthrough(tx.state, seat, "yinbt")) drawUnusedAllianceCard(tx, seat, NAME);
}

function scored(tx: Tx<Ti4>, seat: Seat, _objective: Ti4ObjectiveId, secret: boolean): void {
  if (!secret && holdsBreakthrough(tx.state, seat, "yinbt")) drawUnusedAllianceCard(tx, seat, NAME);
}

export const TE_YIN_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:yin",
  hooks: { breakthroughGained: gained, objectiveScored: scored },
};
