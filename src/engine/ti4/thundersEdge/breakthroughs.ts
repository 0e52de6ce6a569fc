/**
 * TE "Breakthroughs and Synergy": who holds which breakthrough. A breakthrough's own ability is a module of
 * its faction's (factions/ or thundersEdge/breakthroughs/), asking `holdsBreakthrough` first; the card's
 * synergy is synergy.ts.
 */
import type { Ti4BreakthroughId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** A breakthrough card's face: its id, or the back of a card that turns over (The Reaping, the Sowing's back). */
export type Ti4BreakthroughFace = Ti4BreakthroughId | "obsidianbt";

/** The face of the breakthrough `seat` holds: the Obsidian read The Sowing's card (`firmamentbt`) as The Reaping. */
export function breakthroughFace(state: Ti4State, seat: Seat): Ti4BreakthroughFace | undefined {
  const player = state.players[seat];
  if (player?.breakthrough === "firmamentbt" && player.faction === "obsidian") return "obsidianbt";
  return player?.breakthrough;
}

/** Whether `seat` holds the breakthrough `id` in a game that plays Thunder's Edge. */
export function holdsBreakthrough(state: Ti4State, seat: Seat, id: Ti4BreakthroughId): boolean {
  return playsThundersEdge(state) && state.players[seat]?.breakthrough === id;
}

/** The seats holding the breakthrough `id` (at most one: each faction has its own card). */
export function breakthroughHolders(state: Ti4State, id: Ti4BreakthroughId): Seat[] {
  return state.players.flatMap((_, seat) => (holdsBreakthrough(state, seat, id) ? [seat] : []));
}

/**
 * The breakthroughs whose own ability Mecatol plays (thundersEdge/breakthroughs/<faction>.ts, or the faction's
 * own files for Thunder's Edge factions), each with
 * how its holder uses it; every other card grants its synergy only, and `useBreakthrough` says so.
 */
export const BREAKTHROUGH_ABILITIES_PLAYED: Partial<Record<Ti4BreakthroughFace, string>> = {
  hacanbt: "it acts by itself each time you produce 3 or more ships other than fighters.",
  l1z1xbt: "it acts by itself each time you gain control of a planet.",
  arborecbt: "it is a component action of its own (psychospore), offered while the card is ready.",
  crimsonbt:
    "its move bonus acts by itself; its action is a component action of its own (resonanceGenerator), offered while the card is ready.",
  sardakkbt: "it is offered by itself each time you win a combat (norrSupremacy).",
  xxchabt: "it acts by itself in each payment: every planet you spend counts its better value.",
  saarbt: "it is a component action of its own (deorbitBarrage), offered while the card is ready.",
  solbt:
    "it acts by itself as you produce: fighters and ground forces up to the capacity of the ships produced do not count against the limit.",
  // TE "Setup" step 3 makes The Icon the Last Bastion's faction ability (factions/bastionIcon.ts): the card adds
  // its synergy, and the ability is played whether or not it is held.
  bastionbt:
    "The Icon is your faction ability (TE Setup step 3), held or not: while it is ready, name the system for your ships as you produce them (produceUnits' shipsTo); it is exhausted then.",
  obsidianbt:
    "it acts by itself: a trade good goes on it each time you win a combat against a puppeted player, and as the status phase begins you gain them and as many again.",
  firmamentbt:
    "The Sowing is offered by itself as you gain it and as each status phase starts (sowTradeGoods): up to 3 of your trade goods go onto the card.",
  winnubt:
    "it acts by itself: +1 to every combat roll you make per Support for the Throne your opponent holds, and one ship +1 move when you activate a legendary system.",
  jolnarbt:
    "name the planet in the research command (research's compounds) as you research through the Technology card: it is exhausted instead of paying.",
  ralnelbt:
    "it acts by itself: others' discarded action cards go onto it while you have not passed, and you take one as you pass (dataSkimmerTake).",
  deepwroughtbt:
    "it is a component action of its own (visionariaSelect), offered while the card is ready; each other player answers it for themselves (visionariaJoin or visionariaDecline).",
  ghostbt:
    "it acts by itself: each wormhole in a system with your ships has PRODUCTION 1 (a production step there, as a unit of yours in space), and what you produce in a system with wormholes costs 1 less per wormhole.",
  naalubt:
    "name a promissory note from your hand in useSecondary (note) as you follow another player's strategy card: it goes to that player instead of your strategy token.",
  letnevbt:
    "it acts by itself: in each round of space combat one of your ships (the one that gains most) adds 1 per type of ship you have there to its dice, and your non-fighter ships moving out of one system share the best move value among the ships moving out with them.",
  mentakbt:
    "it acts by itself once you own Cruiser II: your cruisers are Corsairs (capacity 2), passing others' ships while the active system holds another player's ships other than fighters.",
  muaatbt:
    "it is offered by itself as you gain it (placeAvernus): the Avernus planet token goes next to a planet you control and you gain it ready; after a war sun of yours moves out of or through Avernus's system into a non-home system, you are offered to move the token with it (carryAvernus).",
  nekrobt:
    "name a player in placeZToken where Galactic Threat or Technological Singularity would give you their technology: a Z token goes on their faction sheet instead, and your flagship gains their flagship's text (factions/flagshipText.ts; the Winnu's is refused by name).",
  yssarilbt:
    "lend another player one use of Stall Tactics or Scheming at any time (deepgloomLend): the two of you may then make a transaction that does not count against the turn's limit.",
  yinbt:
    "it acts by itself: as you gain it and each time you score a public objective, you take the alliance card of a random faction nobody plays (Thunder's Edge's own reference cards), placed in your play area.",
};

/**
 * The base factions' breakthroughs whose ability needs a part of Prophecy of Kings, which Mecatol does not
 * play: `useBreakthrough` refuses them with this sentence (their synergy still holds). None today: Yin
 * Ascendant's alliance cards ship with Thunder's Edge itself (TE "Alliance Reference Cards").
 */
export const BREAKTHROUGH_ABILITIES_NEED_POK: Partial<Record<Ti4BreakthroughId, string>> = {};

/** True when `seat` holds the breakthrough `id` and it is not exhausted (LRR 34, as for a relic). */
export function breakthroughReady(state: Ti4State, seat: Seat, id: Ti4BreakthroughId): boolean {
  return holdsBreakthrough(state, seat, id) && state.players[seat]?.breakthroughExhausted !== true;
}

/** `seat` exhausts the breakthrough it holds to use its ability. */
export function exhaustBreakthrough(tx: Tx<Ti4>, seat: Seat): void {
  const held = tx.state.players[seat]?.breakthrough;
  if (!held) throw new Error(`seat ${seat} exhausts a breakthrough it does not hold`);
  tx.emit({ type: "ti4BreakthroughExhausted", seat, breakthrough: held });
}

/** LRR 81 ("ready cards"): every exhausted breakthrough is readied as the status phase ends, as relics are. */
function readyBreakthroughs(tx: Tx<Ti4>): void {
  for (const player of tx.state.players)
    if (player.breakthroughExhausted && player.breakthrough)
      tx.emit({ type: "ti4BreakthroughReadied", seat: player.seat, breakthrough: player.breakthrough });
}

/** The breakthrough card exhausted and readied (TE "Breakthroughs and Synergy"), for the abilities that say so. */
export const TE_BREAKTHROUGH_CARDS: Ti4Module = {
  id: "teBreakthroughCards",
  events: {
    ti4BreakthroughExhausted(draft: Ti4State, e: { seat: Seat }) {
      const player = draft.players[e.seat];
      if (!player?.breakthrough) throw new Error(`seat ${e.seat} exhausts a breakthrough it does not hold`);
      player.breakthroughExhausted = true;
    },
    ti4BreakthroughReadied(draft: Ti4State, e: { seat: Seat }) {
      const player = draft.players[e.seat];
      if (player) delete player.breakthroughExhausted;
    },
  },
  hooks: { statusPhaseEnded: readyBreakthroughs },
};
