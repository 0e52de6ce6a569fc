/**
 * The Ghosts of Creuss (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of
 * their abilities, faction technologies, flagship and promissory note. The Creuss Gate is set-up's
 * (setup/steps.ts homeTile: the gate takes the home's place on the board, and the Creuss home planet is
 * settled there).
 *
 * - Quantum Entanglement: for them, every system with an alpha or beta wormhole is adjacent to every other
 *   one (LRR 6, 101; asked by movement and retreats through ti4NeighboursFor).
 * - Slipstream: on their tactical actions, a ship of theirs starting in their home system or in a system with
 *   an alpha or beta wormhole has +1 move (LRR 58.4c; movement's moveAlong).
 * - Dimensional Splicer: as a space combat begins in a system with a wormhole where they have a ship, 1 hit
 *   on the opponent's ships, the ship chosen by the Creuss (ghostSplicer.ts).
 * - Wormhole Generator and the Creuss IFF: a Creuss wormhole token (alpha, beta, gamma) put on the board or
 *   moved; each token is a wormhole of its system (ghostWormholes.ts).
 * - A Nekro Virus copying Dimensional Splicer or Wormhole Generator under a Valefar Assimilator token uses it
 *   too (those two files read `holdsFactionTechnology`); the abilities above and below stay the Creuss's.
 * - Hil Colish, their flagship: its system holds a delta wormhole (LRR 101), which joins it to the Creuss
 *   Gate. Its "before or after your other ships" timing changes nothing here: a movement is declared whole.
 */
import type { Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { systemPositions, wormholesAt } from "../board/galaxy.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";
import { dimensionalSplice, splice, spliceFrame } from "./ghostSplicer.ts";
import {
  CREUSS_WORMHOLE_EVENTS,
  creussWormholeFrame,
  creussWormholesAt,
  placeCreussWormhole,
  wormholeGenerator,
  wormholeGeneratorActions,
} from "./ghostWormholes.ts";

function alphaOrBeta(state: Ti4State, position: PositionLabel): boolean {
  return wormholesAt(state, position).some((w) => w === "alpha" || w === "beta");
}

/** Quantum Entanglement: the other alpha and beta wormhole systems, when `position` holds one. */
function entangled(state: Ti4State, seat: Seat, position: PositionLabel): PositionLabel[] {
  if (!hasFaction(state, seat, "ghost") || !alphaOrBeta(state, position)) return [];
  return systemPositions(state).filter((other) => other !== position && alphaOrBeta(state, other));
}

/** Slipstream: +1 move from the home system or an alpha or beta wormhole system. */
function slipstream(state: Ti4State, seat: Seat, from: PositionLabel): number {
  if (!hasFaction(state, seat, "ghost")) return 0;
  return from === state.players[seat]?.home || alphaOrBeta(state, from) ? 1 : 0;
}

/** Hil Colish: a delta wormhole wherever a Creuss flagship is. */
function flagshipWormhole(state: Ti4State, position: PositionLabel): Ti4Wormhole[] {
  const here = state.board[position]?.space ?? [];
  const flagship = here.some(
    (f) => (f.units.flagship ?? 0) > 0 && flagshipHasAbilityOf(state, f.seat, "ghost"),
  );
  return flagship ? ["delta"] : [];
}

/** The wormholes the Creuss add to a system: their tokens there, and Hil Colish's delta. */
function creussWormholes(state: Ti4State, position: PositionLabel): Ti4Wormhole[] {
  return [...creussWormholesAt(state, position), ...flagshipWormhole(state, position)];
}

export const TI4_GHOST: Ti4Module = {
  id: "faction:ghost",
  commands: { wormholeGenerator, placeCreussWormhole, dimensionalSplice },
  frames: { ti4CreussWormhole: creussWormholeFrame, ti4Splice: spliceFrame },
  events: CREUSS_WORMHOLE_EVENTS,
  hooks: {
    extraAdjacency: entangled,
    moveBonus: (state, seat, _type, from) => slipstream(state, seat, from),
    spaceCombatStarts: splice,
    extraWormholes: creussWormholes,
    componentActions: wormholeGeneratorActions,
  },
};
