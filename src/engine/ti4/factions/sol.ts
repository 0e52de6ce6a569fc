/**
 * The Federation of Sol (base game): its faction abilities, its flagship and its faction units.
 *  - Orbital Drop (LRR 22, a component action): spend 1 strategy-pool token, put 2 infantry from
 *    reinforcements on 1 planet you control.
 *  - Versatile (LRR 81.5): gaining command tokens in the status phase, gain 1 more.
 *  - Genesis, the flagship: at the end of the status phase, 1 infantry from reinforcements into its space area.
 *  - Advanced Carrier I/II and Spec Ops I/II are the sheet's values (content/ti4/units.base3.ts, read by
 *    units.ts). Spec Ops II's coming back on a 5 or more is
 *    factions/infantryReturn.ts.
 *  - Military Support, their note: at the start of the Sol's turn its holder plays it; the Sol send 1 token
 *    from their strategy pool back to reinforcements if they have one, then the holder may put 2 infantry
 *    from their reinforcements on a planet they control; then it goes back to the Sol (LRR 69.3).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";
import type { Ti4MilitarySupportFrame } from "./sol.commands.ts";

type Ti4Tx = Tx<Ti4>;
type OrbitalDrop = Extract<Ti4Command, { type: "orbitalDrop" }>;

/** The planets `seat` controls (LRR 25: their cards are in its play area). */
function controlled(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  return Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
}

/** LRR 22: Orbital Drop is offered to the Federation of Sol with a strategy-pool token to spend. */
function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!hasFaction(state, seat, "sol") || (state.players[seat]?.tokens.strategy ?? 0) < 1) return [];
  const planets = controlled(state, seat);
  if (planets.length === 0) return [];
  return [
    {
      kind: "orbitalDrop",
      seat,
      simultaneous: false,
      prompt: "Orbital Drop: 2 infantry onto a planet of yours",
      choices: planets,
    },
  ];
}

// Orbital Drop (faction ability, LRR 22 component action).
function orbitalDrop(tx: Ti4Tx, command: OrbitalDrop): RuleError | undefined {
  const { seat, planet } = command;
  if (!hasFaction(tx.state, seat, "sol"))
    return ruleError(
      "ERR_TI4_NOT_YOUR_ABILITY",
      "LRR 22",
      "Orbital Drop is the Federation of Sol's ability.",
    );
  if ((tx.state.players[seat]?.tokens.strategy ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 22",
      "Orbital Drop spends a token from your strategy pool, and it is empty.",
    );
  const position = positionOfPlanet(tx.state, planet);
  if (!tx.state.players[seat]?.planets[planet] || position === null)
    return ruleError(
      "ERR_TI4_NOT_YOUR_PLANET",
      "LRR 22",
      `Orbital Drop puts infantry on a planet you control; you do not control ${planet}.`,
      { planet },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { strategy: -1 }, reason: "Orbital Drop" });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position, planet },
    units: { infantry: 2 },
    reason: "Orbital Drop",
  });
  return undefined;
}

/** LRR 81.5, Versatile: one command token more in the status phase. */
function statusCommandTokenGain(state: Ti4State, seat: Seat): number {
  return hasFaction(state, seat, "sol") ? 1 : 0;
}

/** Genesis: at the end of the status phase, an infantry joins each Sol flagship in its space area. */
function statusPhaseEnded(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    if (player.eliminated || !flagshipHasAbilityOf(tx.state, player.seat, "sol")) continue;
    for (const [position, system] of Object.entries(tx.state.board))
      if (system.space.some((f) => f.seat === player.seat && (f.units.flagship ?? 0) > 0))
        tx.emit({
          type: "ti4UnitsPlaced",
          seat: player.seat,
          place: { position },
          units: { infantry: 1 },
          reason: "Genesis",
        });
  }
}

/** Military Support: offered at the start of the Sol's turn to a holder who controls a planet. */
export const MILITARY_SUPPORT: Ti4NoteRules = {
  moment: "turnStarted",
  playableAt: (state, holder, owner, window) =>
    window.trigger === owner && controlled(state, holder).length > 0,
  play(tx, holder, owner) {
    if ((tx.state.players[owner]?.tokens.strategy ?? 0) > 0)
      tx.emit({
        type: "ti4CommandTokensChanged",
        seat: owner,
        pools: { strategy: -1 },
        reason: "Military Support",
      });
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4MilitarySupport", seat: holder } });
  },
};

const militarySupportFrame: FrameRules<Ti4, Ti4MilitarySupportFrame> = {
  decisions: (state, frame) => [
    {
      kind: "militarySupport",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Military Support: 2 infantry onto a planet of yours (or none)",
      choices: controlled(state, frame.seat),
    },
  ],
};

function militarySupport(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "militarySupport" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4MilitarySupport") throw new Error("Military Support is answered only in its frame");
  const { planet } = command;
  if (planet !== null) {
    const position = positionOfPlanet(tx.state, planet);
    if (!tx.state.players[frame.seat]?.planets[planet] || position === null)
      return ruleError(
        "ERR_TI4_NOT_YOUR_PLANET",
        "LRR 69",
        `Military Support puts infantry on a planet you control; you do not control ${planet}.`,
        { planet },
      );
    tx.emit({ type: "ti4FramePopped" });
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: frame.seat,
      place: { position, planet },
      units: { infantry: 2 },
      reason: "Military Support",
    });
    return undefined;
  }
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** The built-in player puts the infantry on the first planet it is offered. */
export const SOL_ANSWERS: Ti4Answers = {
  militarySupport: (_state, d) => [
    ...(d.choices ?? []).slice(0, 1).map((planet) => ({
      type: "militarySupport" as const,
      seat: d.seat,
      planet: planet as Ti4PlanetId,
    })),
    { type: "militarySupport", seat: d.seat, planet: null },
  ],
};

export const TI4_SOL: Ti4Module = {
  id: "factionSol",
  commands: { orbitalDrop, militarySupport },
  frames: { ti4MilitarySupport: militarySupportFrame },
  hooks: { componentActions, statusCommandTokenGain, statusPhaseEnded },
};
