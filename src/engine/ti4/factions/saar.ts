/**
 * The Clan of Saar (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of their
 * abilities, faction technologies and units. Their space dock floats from set-up (setup/steps.ts places it
 * in space).
 *
 * - Scavenge: each time they gain control of a planet, 1 trade good (LRR 25; the invasion's control step).
 * - Nomadic: they score public objectives without controlling their home planets (LRR 61.16).
 * - Chaos Mapping: other players cannot activate an asteroid field holding Saar ships (LRR 89.1).
 * - Floating Factory II and Son of Ragh's anti-fighter barrage are their sheets' values (units.ts reads them).
 *
 * Not built: Chaos Mapping's "produce 1 unit at the start of your turn" (no start-of-turn moment is asked
 * yet) and the Floating Factory moving and being destroyed by a blockade (movement moves ships only; a
 * space dock in space stays where set-up put it). Both are left undone, not silently half done.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { ruleError } from "../../ruleError.ts";
import { seatsWithShips } from "../board/forces.ts";
import { systemAt } from "../board/galaxy.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";

function owns(state: Ti4State, seat: Seat, technology: string): boolean {
  return (state.players[seat]?.technologies as readonly string[] | undefined)?.includes(technology) ?? false;
}

/** Chaos Mapping: an asteroid field holding ships of a Saar who owns it is closed to others' activation. */
function chaosMapping(state: Ti4State, seat: Seat, position: PositionLabel) {
  if (!systemAt(state, position)?.anomalies.includes("asteroidField")) return undefined;
  const saar = seatsWithShips(state.board[position]).find(
    (s) => s !== seat && hasFaction(state, s, "saar") && owns(state, s, "cm"),
  );
  if (saar === undefined) return undefined;
  return ruleError(
    "ERR_TI4_CHAOS_MAPPING",
    "LRR 89.1",
    `The Clan of Saar's ships in the asteroid field at ${position} make it impossible to activate (Chaos Mapping).`,
    { position },
  );
}

export const TI4_SAAR: Ti4Module = {
  id: "faction:saar",
  hooks: {
    // Scavenge.
    planetControlGained: (tx, gain) => {
      if (hasFaction(tx.state, gain.seat, "saar"))
        tx.emit({ type: "ti4TradeGoodsChanged", seat: gain.seat, amount: 1, reason: "Scavenge" });
    },
    // Nomadic.
    homeControlWaived: (state, seat) => hasFaction(state, seat, "saar"),
    activationRefused: chaosMapping,
  },
};
