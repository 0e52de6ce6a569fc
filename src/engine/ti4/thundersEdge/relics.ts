/**
 * Relics in a Thunder's Edge game (TE rulebook "Relics", "Purge"; LRR 73, 70, 34): the relic deck is
 * shuffled at set-up (setup/steps.ts, `ti4RelicDeck`); a player draws its top card when they first take a
 * planet card with a relic icon from the planet deck, or when an effect says so; relics lie face up in their
 * holder's play area (public), are exhausted to use and readied in the status phase, and a purged relic is
 * removed from the game. An empty deck gives nothing (LRR 73.2 [recalled]).
 */
import {
  isTi4PlanetId,
  TE_RELIC_ICON_PLANETS,
  type Ti4PlanetId,
  type Ti4RelicId,
  ti4Planet,
  ti4Relic,
} from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../state.ts";
import { gainBreakthrough } from "./expeditionModule.ts";
import { playsThundersEdge } from "./inPlay.ts";

type Ti4Tx = Tx<Ti4>;

function holder(draft: Ti4State, seat: Seat): Ti4PlayerState {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

const RELIC_EVENTS = {
  ti4RelicDrawn(draft: Ti4State, e: { seat: Seat; relic: Ti4RelicId | null }) {
    if (e.relic === null) return;
    draft.decks.relics = draft.decks.relics.filter((id) => id !== e.relic);
    const player = holder(draft, e.seat);
    player.relics = [...(player.relics ?? []), { id: e.relic }];
  },
  ti4RelicPlanetClaimed(draft: Ti4State, e: { planet: Ti4PlanetId }) {
    draft.relicPlanetsClaimed = [...(draft.relicPlanetsClaimed ?? []), e.planet];
  },
  ti4RelicExhausted(draft: Ti4State, e: { seat: Seat; relic: Ti4RelicId }) {
    const held = holder(draft, e.seat).relics?.find((r) => r.id === e.relic);
    if (!held) throw new Error(`seat ${e.seat} exhausts ${e.relic}, which it does not hold`);
    held.exhausted = true;
  },
  ti4RelicsReadied(draft: Ti4State, e: { seat: Seat; relics: Ti4RelicId[] }) {
    for (const held of holder(draft, e.seat).relics ?? [])
      if (e.relics.includes(held.id)) delete held.exhausted;
  },
  ti4RelicPurged(draft: Ti4State, e: { seat: Seat; relic: Ti4RelicId }) {
    const player = holder(draft, e.seat);
    player.relics = (player.relics ?? []).filter((r) => r.id !== e.relic);
  },
  // The generator's next state is taken from the event itself (kernel/evolve.ts).
  ti4RelicDiceRolled() {},
};

/** TE "Relics": `seat` draws the top relic of the deck (nothing when it is empty). */
export function drawRelic(tx: Ti4Tx, seat: Seat, reason: string): void {
  const relic = tx.state.decks.relics[0] ?? null;
  tx.emit({ type: "ti4RelicDrawn", seat, relic, reason });
  // Book of Latvinia: on gaining it, its holder researches up to 2 technologies without prerequisites.
  if (relic === "bookoflatvinia") tx.emit({ type: "ti4FramePushed", frame: { kind: "teLatvinia", seat } });
  // The Quantumcore: on gaining it, its holder gains its faction's breakthrough (its synergy: synergy.ts).
  if (relic === "quantumcore") gainBreakthrough(tx, seat, "The Quantumcore");
}

export function exhaustRelic(tx: Ti4Tx, seat: Seat, relic: Ti4RelicId): void {
  tx.emit({ type: "ti4RelicExhausted", seat, relic });
}

/** TE "Purge": the relic is removed from the game. */
export function purgeRelic(tx: Ti4Tx, seat: Seat, relic: Ti4RelicId): void {
  tx.emit({ type: "ti4RelicPurged", seat, relic });
}

/** The relic's name, for prompts and refusals. */
export function relicName(relic: Ti4RelicId): string {
  return ti4Relic(relic).name;
}

/**
 * TE "Relics": a planet card with a relic icon taken from the planet deck draws a relic for its new holder,
 * once (the card does not go back to the deck). Read from the table, so every way of taking a planet counts.
 */
function relicIconPlanetTaken(tx: Ti4Tx): boolean {
  if (!playsThundersEdge(tx.state)) return false;
  const claimed = tx.state.relicPlanetsClaimed ?? [];
  for (const player of tx.state.players)
    for (const planet of Object.keys(player.planets) as Ti4PlanetId[]) {
      if (claimed.includes(planet) || !hasRelicIcon(planet)) continue;
      tx.emit({ type: "ti4RelicPlanetClaimed", planet });
      drawRelic(tx, player.seat, `the relic icon of ${planet}`);
      return true;
    }
  return false;
}

/** The planet card shows a relic icon: the content's flag, or one of The Fracture's planets. */
function hasRelicIcon(planet: Ti4PlanetId): boolean {
  if ((TE_RELIC_ICON_PLANETS as readonly string[]).includes(planet)) return true;
  return isTi4PlanetId(planet) && ti4Planet(planet).relic === true;
}

/** LRR 81 ("ready cards"), LRR 34: every exhausted relic is readied in the status phase. */
function readyRelics(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    const exhausted = (player.relics ?? []).filter((r) => r.exhausted).map((r) => r.id);
    if (exhausted.length > 0) tx.emit({ type: "ti4RelicsReadied", seat: player.seat, relics: exhausted });
  }
}

export const TE_RELICS: Ti4Module = {
  id: "teRelics",
  events: RELIC_EVENTS,
  standing: [relicIconPlanetTaken],
  hooks: { statusPhaseEnded: readyRelics },
};
