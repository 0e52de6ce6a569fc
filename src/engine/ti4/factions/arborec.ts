/**
 * The Arborec (base game): their faction ability, technologies, flagship and faction units.
 *  - Mitosis (LRR 81): as the status phase begins, put 1 infantry from reinforcements on a planet you
 *    control; the Arborec's space docks produce no infantry (production/producers.ts, LRR 68.1d).
 *  - Letani Warrior I/II: PRODUCTION 1 and 2 from the sheet (content/ti4/units.base1.ts, read by units.ts).
 *    Letani Warrior II's coming back on a 6 or more is factions/infantryReturn.ts.
 *  - Duha Menaimon, the flagship (LRR 89.1, 68): after its system is activated, produce up to 5 units there
 *    (a production step of its own, `limit` 5, before the movement).
 *  - Bioplasmosis (faction technology, end of the status phase): its owner may move infantry between planets
 *    they control, in the same system or adjacent ones (LRR 6). A Nekro copying it under an assimilator token
 *    is asked as the Arborec are (technology/owned.ts `holdsFactionTechnology`); the text names nothing of
 *    the Arborec's own, so the copy moves the Nekro's infantry between the Nekro's planets.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import type { Ti4BioplasmosisFrame, Ti4MitosisFrame } from "./arborec.commands.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

type Ti4Tx = Tx<Ti4>;

function controlled(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  return Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
}

/** Mitosis: as the status phase begins, each Arborec seat with a planet is asked where its infantry goes. */
function statusPhaseStarted(tx: Ti4Tx): void {
  for (const player of tx.state.players)
    if (
      !player.eliminated &&
      hasFaction(tx.state, player.seat, "arborec") &&
      controlled(tx.state, player.seat).length > 0
    )
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Mitosis", seat: player.seat } });
}

const mitosisFrame: FrameRules<Ti4, Ti4MitosisFrame> = {
  decisions: (state, frame) => [
    {
      kind: "mitosis",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Mitosis: put 1 infantry on a planet you control",
      choices: controlled(state, frame.seat),
    },
  ],
};

// Mitosis (faction ability, start of the status phase).
function mitosis(tx: Ti4Tx, command: Extract<Ti4Command, { type: "mitosis" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Mitosis") throw new Error("Mitosis is answered in its own frame");
  const { seat, planet } = command;
  const position = positionOfPlanet(tx.state, planet);
  if (!tx.state.players[seat]?.planets[planet] || position === null)
    return ruleError(
      "ERR_TI4_NOT_YOUR_PLANET",
      "LRR 81",
      `Mitosis puts its infantry on a planet you control; you do not control ${planet}.`,
      { planet },
    );
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position, planet },
    units: { infantry: 1 },
    reason: "Mitosis",
  });
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** Bioplasmosis: as the status phase ends, its holders (owned or copied) with infantry on a planet are asked. */
function statusPhaseEnded(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    if (player.eliminated || !holdsFactionTechnology(tx.state, player.seat, "bio")) continue;
    const withInfantry = controlled(tx.state, player.seat).some(
      (p) => infantryOn(tx.state, player.seat, p) > 0,
    );
    if (withInfantry)
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Bioplasmosis", seat: player.seat } });
  }
}

function infantryOn(state: Ti4State, seat: Seat, planet: Ti4PlanetId): number {
  const position = positionOfPlanet(state, planet);
  if (position === null) return 0;
  return state.board[position]?.planets[planet]?.find((f) => f.seat === seat)?.units.infantry ?? 0;
}

const bioplasmosisFrame: FrameRules<Ti4, Ti4BioplasmosisFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "bioplasmosis",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Bioplasmosis: move infantry between your planets in the same or adjacent systems (or none)",
    },
  ],
};

// Bioplasmosis (faction technology, end of the status phase).
function bioplasmosis(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "bioplasmosis" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Bioplasmosis") throw new Error("Bioplasmosis is answered in its own frame");
  const { seat } = command;
  const left = new Map<Ti4PlanetId, number>();
  for (const move of command.moves) {
    const from = positionOfPlanet(tx.state, move.from);
    const to = positionOfPlanet(tx.state, move.to);
    if (
      !tx.state.players[seat]?.planets[move.from] ||
      !tx.state.players[seat]?.planets[move.to] ||
      !from ||
      !to
    )
      return ruleError(
        "ERR_TI4_NOT_YOUR_PLANET",
        "Bioplasmosis",
        `Bioplasmosis moves infantry between planets you control; ${move.from} or ${move.to} is not yours.`,
      );
    if (from !== to && !ti4Neighbours(tx.state, from).includes(to))
      return ruleError(
        "ERR_TI4_NOT_ADJACENT",
        "LRR 6",
        `${move.from} and ${move.to} are neither in one system nor in adjacent ones.`,
      );
    const have = left.get(move.from) ?? infantryOn(tx.state, seat, move.from);
    if (move.infantry > have)
      return ruleError(
        "ERR_TI4_NOT_ENOUGH_UNITS",
        "Bioplasmosis",
        `Only ${have} of your infantry are on ${move.from} to move.`,
      );
    left.set(move.from, have - move.infantry);
  }
  for (const move of command.moves) {
    if (move.infantry === 0 || move.from === move.to) continue;
    tx.emit({
      type: "ti4UnitsMoved",
      seat,
      from: { position: positionOfPlanet(tx.state, move.from) as PositionLabel, planet: move.from },
      to: { position: positionOfPlanet(tx.state, move.to) as PositionLabel, planet: move.to },
      units: { infantry: move.infantry },
    });
  }
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** Duha Menaimon: activating the system holding it lets the Arborec produce up to 5 units there. */
function afterSystemActivated(tx: Ti4Tx, seat: Seat, system: PositionLabel): void {
  if (!flagshipHasAbilityOf(tx.state, seat, "arborec")) return;
  const flagship = tx.state.board[system]?.space.some((f) => f.seat === seat && (f.units.flagship ?? 0) > 0);
  if (!flagship) return;
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4Production", seat, system, reason: "Duha Menaimon", limit: DUHA_MENAIMON_LIMIT },
  });
}

/** Duha Menaimon: how many units its production makes at most. */
const DUHA_MENAIMON_LIMIT = 5;

export const TI4_ARBOREC: Ti4Module = {
  id: "factionArborec",
  commands: { mitosis, bioplasmosis },
  frames: { ti4Mitosis: mitosisFrame, ti4Bioplasmosis: bioplasmosisFrame },
  hooks: { statusPhaseStarted, statusPhaseEnded, afterSystemActivated },
};

/** The bot puts Mitosis's infantry on its first planet, and moves nothing with Bioplasmosis. */
export const ARBOREC_ANSWERS: Ti4Answers = {
  bioplasmosis: (_state, decision) => [{ type: "bioplasmosis", seat: decision.seat, moves: [] }],
  mitosis: (state, decision) =>
    controlled(state, decision.seat)
      .slice(0, 1)
      .map((planet) => ({ type: "mitosis", seat: decision.seat, planet })),
};
