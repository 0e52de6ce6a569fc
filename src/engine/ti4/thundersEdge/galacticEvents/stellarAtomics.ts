/**
 * Stellar Atomics (a TE galactic event; its card, as public game aids list it [recalled]):
 *  - during set-up each player puts a control token on the card (here: as set-up ends);
 *  - ACTION (LRR 22, a component action): take your token off the card to destroy every ground force and
 *    structure on any non-home planet (destroyed directly, LRR 31: no hits, no sustain damage);
 *  - a player whose token is no longer on the card casts no votes and plays no action cards during the
 *    agenda phase (LRR 8, 2).
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_STRUCTURE_TYPES,
  type Ti4PlanetId,
} from "../../../../content/ti4/index.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { boardPlanets, isHomeSystem } from "../../actionCards/effect.ts";
import { destroyUnitsDirectly } from "../../board/destroyed.ts";
import { countUnits, forcesIn } from "../../board/forces.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "stellar_atomics";
const RULE = "TE Galactic Events: Stellar Atomics";
const STRIKES = [...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES];

/** True while `seat`'s control token is on the card. */
export function tokenOnStellarAtomics(state: Ti4State, seat: Seat): boolean {
  return galacticEventInPlay(state, EVENT) && (state.stellarAtomics ?? []).includes(seat);
}

/** The non-home planets holding any ground force or structure, with their positions. */
export function stellarAtomicsTargets(state: Ti4State): { planet: Ti4PlanetId; position: string }[] {
  return boardPlanets(state).filter(
    ({ planet, position }) =>
      !isHomeSystem(state, position) &&
      forcesIn(state.board[position], planet).some((f) => countUnits(f.units, STRIKES) > 0),
  );
}

function setupEnds(tx: Tx<Ti4>): void {
  if (!galacticEventInPlay(tx.state, EVENT)) return;
  tx.emit({ type: "ti4StellarAtomicsTokensPlaced", seats: tx.state.players.map((p) => p.seat) });
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!tokenOnStellarAtomics(state, seat)) return [];
  const targets = stellarAtomicsTargets(state);
  if (targets.length === 0) return [];
  return [
    {
      kind: "stellarAtomics",
      seat,
      simultaneous: false,
      prompt:
        "Stellar Atomics: take your token off the card to destroy every ground force and structure on a non-home planet",
      choices: targets.map((t) => t.planet),
    },
  ];
}

function stellarAtomics(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "stellarAtomics" }>,
): RuleError | undefined {
  const { seat, planet } = command;
  if (!tokenOnStellarAtomics(tx.state, seat))
    return ruleError(
      "ERR_TI4_STELLAR_ATOMICS",
      RULE,
      "Stellar Atomics is used by taking your control token off the card, and yours is not on it.",
    );
  const target = boardPlanets(tx.state).find((t) => t.planet === planet);
  if (!target)
    return ruleError("ERR_TI4_STELLAR_ATOMICS", RULE, `${planet} is not on the board.`, { planet });
  if (isHomeSystem(tx.state, target.position))
    return ruleError(
      "ERR_TI4_STELLAR_ATOMICS",
      RULE,
      `Stellar Atomics strikes only a non-home planet, and ${planet} is in a home system.`,
      { planet },
    );
  const forces = forcesIn(tx.state.board[target.position], planet).filter(
    (f) => countUnits(f.units, STRIKES) > 0,
  );
  if (forces.length === 0)
    return ruleError(
      "ERR_TI4_STELLAR_ATOMICS",
      RULE,
      `${planet} holds no ground force or structure for Stellar Atomics to destroy.`,
      { planet },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4StellarAtomicsTokenRemoved", seat });
  for (const force of forces) {
    const units = Object.fromEntries(STRIKES.map((type) => [type, force.units[type] ?? 0]));
    destroyUnitsDirectly(tx, {
      seat: force.seat,
      place: { position: target.position, planet },
      units,
      ...(force.damaged ? { damaged: force.damaged } : {}),
      cause: "Stellar Atomics",
    });
  }
  return undefined;
}

/** LRR 8: without a token on the card, no votes in the agenda phase. */
function castsNoVotes(state: Ti4State, seat: Seat): boolean {
  return galacticEventInPlay(state, EVENT) && !tokenOnStellarAtomics(state, seat);
}

/** LRR 2: without a token on the card, no action cards in the agenda phase. */
function actionCardsBarred(state: Ti4State, seat: Seat): RuleError | undefined {
  if (state.phase !== "agenda" || !castsNoVotes(state, seat)) return undefined;
  return ruleError(
    "ERR_TI4_STELLAR_ATOMICS",
    RULE,
    "Your control token is no longer on Stellar Atomics, so you play no action cards during the agenda phase.",
  );
}

export const TI4_STELLAR_ATOMICS: Ti4Module = {
  id: "galacticEventStellarAtomics",
  commands: { stellarAtomics },
  hooks: { setupEnds, componentActions, castsNoVotes, actionCardsBarred },
};
