/**
 * The Clan of Saar (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of their
 * abilities, faction technologies and units. Their space dock floats from set-up (setup/steps.ts places it
 * in space).
 *
 * - Scavenge: each time they gain control of a planet, 1 trade good (LRR 25; the invasion's control step).
 * - Nomadic: they score public objectives without controlling their home planets (LRR 61.16).
 * - Chaos Mapping: other players cannot activate an asteroid field holding Saar ships (LRR 89.1). At the
 *   start of each of their turns in the action phase (LRR 3) they may produce 1 unit in a system holding a
 *   unit of theirs with PRODUCTION: they name the system (or none), then the production step runs there with
 *   a limit of 1 unit (LRR 68), its cost paid as any production's (LRR 67). With that limit, ground forces go
 *   to the space area or a planet of theirs in the system. A Nekro copying it under an assimilator token
 *   holds both halves as the Saar do (technology/owned.ts `holdsFactionTechnology`): the text names nothing
 *   of the Saar's own, so the Nekro's ships close the field and the Nekro's units produce.
 * - Floating Factory II and Son of Ragh's anti-fighter barrage are their sheets' values (units.ts reads them).
 *
 * - Floating Factory (their space dock; its card: placed in a space area instead of on a planet, it can move
 *   and retreat as if it were a ship, and is destroyed if blockaded): it moves as a ship with its sheet's
 *   move value (LRR 58; tactical/moveGroup.ts, `movesAsShip`), and its capacity carries fighters and ground
 *   forces as a ship's does, picked up on its way and kept in its space area (LRR 95, 16; units.ts
 *   `ti4SpaceCapacity`, read by movement, production and the capacity check after combat). When the Saar
 *   retreat from a space combat it goes with their ships and carries what fits (LRR 78.7; combat/retreat.ts).
 *   Construction places a new one in the space area of the planet's system (strategic/construction.ts).
 *   It produces where it stands (production/producers.ts), and is destroyed as soon as it is blockaded,
 *   another player's ships in its system and none of the Saar's (LRR 14; a standing check, below). It is
 *   not a ship otherwise: it neither fights nor counts toward the fleet pool (LRR 37).
 *
 * Left out: a Nekro copy of Floating Factory II (LRR 97.1a). Their space docks stand on planets; the card
 * would make each one a unit of a space area that moves, retreats and dies when blockaded, and the engine
 * neither takes a structure off its planet nor places the Nekro's new docks in space, so ffac2 is not in
 * TI4_ASSIMILABLE_TECHNOLOGIES (technology/owned.ts) and an assimilator is not offered it.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { seatsWithShips, unitsIn } from "../board/forces.ts";
import { systemAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { producersIn } from "../production/producers.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import type { Ti4ChaosMappingFrame } from "./saar.commands.ts";

type Ti4Tx = Tx<Ti4>;

/**
 * Chaos Mapping: an asteroid field holding ships of another player who holds it (the Saar's card, or a Nekro's
 * copy) is closed to others' activation.
 */
function chaosMapping(state: Ti4State, seat: Seat, position: PositionLabel) {
  if (!systemAt(state, position)?.anomalies.includes("asteroidField")) return undefined;
  const holder = seatsWithShips(state.board[position]).find(
    (s) => s !== seat && holdsFactionTechnology(state, s, "cm"),
  );
  if (holder === undefined) return undefined;
  const name = state.players[holder]?.name ?? "Another player";
  return ruleError(
    "ERR_TI4_CHAOS_MAPPING",
    "LRR 89.1",
    `${name}'s ships in the asteroid field at ${position} make it impossible to activate (Chaos Mapping).`,
    { position },
  );
}

/** The systems where the seat has a unit with PRODUCTION (LRR 68): where Chaos Mapping may produce. */
export function chaosMappingSystems(state: Ti4State, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((position) => producersIn(state, seat, position).total > 0);
}

/** Chaos Mapping: at the start of its holder's turn (LRR 3), offered when they have somewhere to produce. */
function turnStarted(tx: Ti4Tx, seat: Seat): void {
  if (!holdsFactionTechnology(tx.state, seat, "cm")) return;
  if (chaosMappingSystems(tx.state, seat).length === 0) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ChaosMapping", seat } });
}

const chaosMappingFrame: FrameRules<Ti4, Ti4ChaosMappingFrame> = {
  decisions: (state, frame) => [
    {
      kind: "chaosMapping",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Chaos Mapping: produce 1 unit in a system holding a unit of yours with PRODUCTION (or none)",
      choices: chaosMappingSystems(state, frame.seat),
    },
  ],
};

function chaosMappingProduce(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "chaosMapping" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ChaosMapping") throw new Error("Chaos Mapping is answered only in its frame");
  const { system } = command;
  if (system !== null && !chaosMappingSystems(tx.state, frame.seat).includes(system))
    return ruleError(
      "ERR_TI4_CHAOS_MAPPING_SYSTEM",
      "LRR 68",
      `Chaos Mapping produces in a system holding a unit of yours with PRODUCTION; ${system} holds none.`,
      { system },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (system !== null)
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Production", seat: frame.seat, system, reason: "Chaos Mapping", limit: 1 },
    });
  return undefined;
}

/**
 * Floating Factory: a Saar space dock in a space area where another player has ships and the Saar have none
 * is destroyed at once (its card). Whenever play stops to ask anyone, no such dock is left on the board.
 */
function floatingFactoryBlockaded(tx: Ti4Tx): boolean {
  if (tx.state.phase === "setup" || tx.state.phase === "finished") return false;
  for (const player of tx.state.players) {
    if (player.faction !== "saar") continue;
    for (const [position, system] of Object.entries(tx.state.board)) {
      const docks = unitsIn(system, player.seat).spaceDock ?? 0;
      if (docks === 0) continue;
      const ships = seatsWithShips(system);
      if (ships.includes(player.seat) || !ships.some((s) => s !== player.seat)) continue;
      tx.emit({
        type: "ti4UnitsRemoved",
        seat: player.seat,
        place: { position },
        units: { spaceDock: docks },
        reason: "destroyed",
      });
      return true;
    }
  }
  return false;
}

/** The built-in player produces in the first system it is offered (the production step then plans the unit). */
export const SAAR_ANSWERS: Ti4Answers = {
  chaosMapping: (_state, d) => [
    ...(d.choices ?? [])
      .slice(0, 1)
      .map((system) => ({ type: "chaosMapping" as const, seat: d.seat, system })),
    { type: "chaosMapping", seat: d.seat, system: null },
  ],
};

export const TI4_SAAR: Ti4Module = {
  id: "faction:saar",
  commands: { chaosMapping: chaosMappingProduce },
  frames: { ti4ChaosMapping: chaosMappingFrame },
  standing: [floatingFactoryBlockaded],
  hooks: {
    // Scavenge.
    planetControlGained: (tx, gain) => {
      if (hasFaction(tx.state, gain.seat, "saar"))
        tx.emit({ type: "ti4TradeGoodsChanged", seat: gain.seat, amount: 1, reason: "Scavenge" });
    },
    // Nomadic.
    homeControlWaived: (state, seat) => hasFaction(state, seat, "saar"),
    activationRefused: chaosMapping,
    turnStarted,
  },
};
