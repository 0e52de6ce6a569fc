/**
 * X-89 Bacterial Weapon (generic biotic technology "x89"), in the printing each game plays
 * (thundersEdge/codex.ts `codexRevisionsInPlay`).
 *
 * As printed (content/ti4/technologies.generic.ts), without Thunder's Edge: "When your bombardment destroys
 * one or more infantry on a planet, you may destroy all of the other players' infantry there."
 * - The moment is the hit assignment of a bombardment on a planet (hook hitsAssigned, reason
 *   "bombardment": a unit's BOMBARDMENT in the invasion step, or the L1Z1X's Harrow in a ground combat
 *   round) that destroyed at least one infantry; the bombarding player is the one whose step made those hits
 *   (objectives/moments.ts `hitsSource`). Every other player's infantry left on that planet is then destroyed
 *   directly (LRR 31: no hits, no sustain damage).
 * - "You may": destroying the other players' infantry never costs the bombarding player anything, so it is
 *   always done, without asking [our choice: no decision is offered for an answer nobody would decline].
 *
 * X-89 Bacterial Weapon ΩΩ (Codex IV, content/ti4/technologies.ts TI4_OMEGA_VARIANTS), played instead with
 * Thunder's Edge: "Each hit your units' BOMBARDMENT and ground combat rolls produce counts twice; each planet
 * you use BOMBARDMENT against is exhausted."
 * - BOMBARDMENT: each hit of the holder's units' roll counts as 2 hits for the defender to assign (hook
 *   unitBombardmentHitFactor, combat/hits.ts `unitBombardmentHits`: a unit's BOMBARDMENT, Harrow; a card's
 *   roll, as Proxima Targeting's, is no unit's). With Conventions of War Abandoned, whose hits each count 3,
 *   the two multiply [our reading]: 6 a hit. A unit with SUSTAIN DAMAGE cancels one of them, as for the event.
 * - Each planet the holder's units use BOMBARDMENT against (hook bombardmentUsedAgainst, dice rolled, hit or
 *   not) is exhausted: its card, whoever controls it, if it is ready; a planet nobody controls has no card.
 * - Ground combat: the hits of the holder's combat roll in each round count twice (hook combatRoundExtraHits
 *   against a player, neutralGroundCombatExtraHits against neutral units: the roll's hits once more); hits
 *   that other abilities add besides the roll (Valkyrie Particle Weave) are not doubled.
 * - Conventions of War Abandoned still purges with it (thundersEdge/galacticEvents/conventionsOfWar.ts):
 *   that event exhausts the card, ΩΩ or printed, which stops none of the abilities above (none exhausts it).
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { destroyUnitsDirectly } from "../../board/destroyed.ts";
import { controllerOf, forcesIn, type Ti4Place } from "../../board/forces.ts";
import type { Ti4HitReason } from "../../combat/frames.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { hitsSource } from "../../objectives/moments.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { codexRevisionsInPlay } from "../../thundersEdge/codex.ts";
import { ownsTechnology } from "../owned.ts";

const X89 = "x89";
const CAUSE = "X-89 Bacterial Weapon";

/** Whether `seat` plays the printed card (a game without Thunder's Edge). */
function holdsPrinted(state: Ti4State, seat: Seat): boolean {
  return !codexRevisionsInPlay(state) && ownsTechnology(state, seat, X89);
}

/** Whether `seat` plays X-89 Bacterial Weapon ΩΩ (a game with Thunder's Edge). */
function holdsOmega(state: Ti4State, seat: Seat): boolean {
  return codexRevisionsInPlay(state) && ownsTechnology(state, seat, X89);
}

/** The printed card: a bombardment that destroyed infantry on a planet destroys every other player's there. */
function purgeInfantry(
  tx: Tx<Ti4>,
  hits: { seat: Seat; place: Ti4Place; reason: Ti4HitReason; destroyed: Ti4UnitCounts },
): void {
  const { place, reason, destroyed } = hits;
  if (reason !== "bombardment" || place.planet === undefined || (destroyed.infantry ?? 0) === 0) return;
  const by = hitsSource(tx.state, hits.seat);
  if (by === undefined || by === hits.seat || !holdsPrinted(tx.state, by)) return;
  for (const force of forcesIn(tx.state.board[place.position], place.planet)) {
    const infantry = force.units.infantry ?? 0;
    if (force.seat === by || infantry === 0) continue;
    const damaged = force.damaged?.infantry ?? 0;
    destroyUnitsDirectly(tx, {
      seat: force.seat,
      place,
      units: { infantry },
      ...(damaged > 0 ? { damaged: { infantry: damaged } } : {}),
      cause: CAUSE,
    });
  }
}

/** ΩΩ: the planet the holder's units bombarded is exhausted, if its card is ready. */
function exhaustBombarded(tx: Tx<Ti4>, used: { seat: Seat; place: Ti4Place }): void {
  const planet = used.place.planet;
  if (planet === undefined || !holdsOmega(tx.state, used.seat)) return;
  const holder = controllerOf(tx.state, planet);
  if (holder === null) return;
  const card = tx.state.players[holder]?.planets[planet];
  if (!card || card.exhausted) return;
  tx.emit({ type: "ti4PlanetsExhausted", seat: holder, planets: [planet] });
}

export const TI4_X89_BACTERIAL_WEAPON: Ti4Module = {
  id: "x89BacterialWeapon",
  hooks: {
    hitsAssigned: purgeInfantry,
    unitBombardmentHitFactor: (state, seat) => (holdsOmega(state, seat) ? 2 : 1),
    bombardmentUsedAgainst: exhaustBombarded,
    // ΩΩ: the roll's hits once more, in ground combat only.
    combatRoundExtraHits: (state, round) =>
      round.combat === "ground" && holdsOmega(state, round.seat) ? round.hits : 0,
    neutralGroundCombatExtraHits: (state, round) => (holdsOmega(state, round.seat) ? round.hits : 0),
  },
};
