/**
 * The base game's laws the engine carries out: what each does when resolved (LRR 7.3-7.6). A law passed
 * For or elected stays in play and its lasting effect is a query of laws.ts; an Against outcome is
 * resolved here once and the card discarded. The texts are the cards'; see content/ti4/agendas.base*.ts.
 */
import {
  type Ti4AgendaId,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import { pick } from "../../rng.ts";
import { seatsWithShips } from "../board/forces.ts";
import { systemAt, systemPositions, ti4Neighbours, wormholesAt } from "../board/galaxy.ts";
import { commandTokenReinforcements } from "../strategic/commandSheet.ts";
import { pushFleetExcess } from "../strategic/fleetExcess.ts";
import {
  discardHand,
  everyone,
  forAgainst,
  LASTING_ONLY,
  type Ti4AgendaEffect,
  type Ti4Tx,
  updateAgendaPhase,
  votersFor,
} from "./effect.ts";

/** Conventions of War Against, Unconventional Measures...: the voters of one outcome lose their hands. */
function votersDiscard(outcome: string) {
  return (tx: Ti4Tx, r: Parameters<typeof votersFor>[0]) => {
    for (const seat of votersFor(r, outcome)) discardHand(tx, seat);
  };
}

/** Enforced Travel Ban Against: every PDS in or adjacent to a system with a wormhole destroyed. */
function travelBanAgainst(tx: Ti4Tx): void {
  const withWormhole = systemPositions(tx.state).filter((p) => wormholesAt(tx.state, p).length > 0);
  const hit = new Set(withWormhole.flatMap((p) => [p, ...ti4Neighbours(tx.state, p)]));
  for (const position of hit) {
    for (const planet of systemAt(tx.state, position)?.planets ?? []) {
      for (const force of [...(tx.state.board[position]?.planets[planet] ?? [])]) {
        const pds = force.units.pds ?? 0;
        if (pds === 0) continue;
        tx.emit({
          type: "ti4UnitsRemoved",
          seat: force.seat,
          place: { position, planet },
          units: { pds },
          reason: "destroyed",
        });
      }
    }
  }
}

/**
 * Wormhole Reconstruction Against: in each system with a wormhole where they have ships, every player puts
 * a command token from reinforcements (none left, none placed: LRR 20.3a; one there already, none more).
 */
function wormholeReconAgainst(tx: Ti4Tx): void {
  for (const position of systemPositions(tx.state)) {
    if (wormholesAt(tx.state, position).length === 0) continue;
    for (const seat of seatsWithShips(tx.state.board[position])) {
      if (tx.state.players[seat]?.eliminated || commandTokenReinforcements(tx.state, seat) === 0) continue;
      if ((tx.state.board[position]?.commandTokens ?? []).includes(seat)) continue;
      tx.emit({ type: "ti4CommandTokenPlaced", seat, position, from: "reinforcements" });
    }
  }
}

/** Executive Sanctions Against: each player discards one action card at random. */
function sanctionsAgainst(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state)) {
    const hand = tx.state.players[seat]?.secret.actionCards ?? [];
    if (hand.length === 0) continue;
    const drawn = pick(tx.state.rng, hand);
    tx.emit({
      type: "ti4ActionCardsDiscarded",
      seat,
      cards: [drawn.value],
      reason: "Executive Sanctions",
      rng: drawn.rng,
    });
  }
}

/** Fleet Regulations For: tokens over 4 in a fleet pool go back to reinforcements. */
function regulationsFor(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state)) {
    const excess = (tx.state.players[seat]?.tokens.fleet ?? 0) - 4;
    if (excess > 0)
      tx.emit({
        type: "ti4CommandTokensChanged",
        seat,
        pools: { fleet: -excess },
        reason: "Fleet Regulations",
      });
    // LRR 37: ships over the smaller pool are removed by their owner.
    if (excess > 0) pushFleetExcess(tx, seat);
  }
}

/** Fleet Regulations Against: 1 token from reinforcements into each fleet pool (none left: none, LRR 20.3a). */
function regulationsAgainst(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state))
    if (commandTokenReinforcements(tx.state, seat) > 0)
      tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet: 1 }, reason: "Fleet Regulations" });
}

/** Shared Research Against: a token from reinforcements in each home system, if able (LRR 20.3, 20.6). */
function sharedResearchAgainst(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state)) {
    const home = tx.state.players[seat]?.home;
    if (!home || commandTokenReinforcements(tx.state, seat) === 0) continue;
    if ((tx.state.board[home]?.commandTokens ?? []).includes(seat)) continue;
    tx.emit({ type: "ti4CommandTokenPlaced", seat, position: home, from: "reinforcements" });
  }
}

/** Representative Government Against: the voters Against exhaust their cultural planets next strategy phase. */
function representativeAgainst(tx: Ti4Tx, r: Parameters<typeof votersFor>[0]): void {
  const later = votersFor(r, "against").map((seat) => ({
    seat,
    planets: (Object.keys(tx.state.players[seat]?.planets ?? {}) as Ti4PlanetId[]).filter((planet) =>
      ti4Planet(planet).traits.includes("cultural"),
    ),
  }));
  updateAgendaPhase(tx, (frame) => ({
    ...frame,
    exhaustAtStrategyPhase: [...(frame.exhaustAtStrategyPhase ?? []), ...later],
  }));
}

/** Classified Document Leaks: the secret objective elected becomes a public one, already scored by its scorers. */
function leak(tx: Ti4Tx, objective: Ti4ObjectiveId): void {
  const scoredBy = tx.state.players.filter((p) => p.scoredObjectives.includes(objective)).map((p) => p.seat);
  tx.emit({ type: "ti4SecretObjectiveLeaked", objective, scoredBy });
}

export const LAW_EFFECTS: Partial<Record<Ti4AgendaId, Ti4AgendaEffect>> = {
  conventions: forAgainst(null, votersDiscard("against")),
  travel_ban: forAgainst(null, travelBanAgainst),
  sanctions: forAgainst(null, sanctionsAgainst),
  regulations: forAgainst(regulationsFor, regulationsAgainst),
  schematics: forAgainst(null, (tx) => {
    for (const player of tx.state.players)
      if (!player.eliminated && player.technologies.includes("ws")) discardHand(tx, player.seat);
  }),
  conscription: LASTING_ONLY,
  // For: every alpha and beta wormhole joined (board/galaxy.ts ti4Neighbours reads wormholesAllJoined).
  wormhole_recon: forAgainst(null, wormholeReconAgainst),
  shared_research: forAgainst(null, sharedResearchAgainst),
  representative_government: forAgainst(null, representativeAgainst),
  classified: { before: (tx, r) => leak(tx, r.outcome as Ti4ObjectiveId) },
  minister_commerce: LASTING_ONLY,
  minister_exploration: LASTING_ONLY,
  minister_industry: LASTING_ONLY,
  minister_policy: LASTING_ONLY,
  minister_sciences: LASTING_ONLY,
  prophecy: LASTING_ONLY,
  // Committee Formation: its owner's choice before an election is the agenda phase's own (module.ts).
  committee: LASTING_ONLY,
};
