/**
 * The Winnu (base game): its faction abilities, technologies, flagship and faction units.
 *  - Blood Ties (LRR 27.2): the Winnu take the custodians token without spending influence.
 *  - Reclamation (LRR 89): after a tactical action in which they took Mecatol Rex, they may put 1 PDS and
 *    1 space dock from reinforcements on it (within LRR 85's limits: 2 PDS and 1 space dock on a planet).
 *  - Lazax Gate Folding (faction technology, LRR 101.2): while they do not control Mecatol Rex, its system
 *    holds an alpha and a beta wormhole for the Winnu's movement. Once they control it, its ACTION (LRR 22):
 *    exhaust the card to put 1 infantry from reinforcements on Mecatol Rex (a component action).
 *  - Hegemonic Trade Policy (faction technology, LRR 68): its own module, winnuTradePolicy.ts (a planet's
 *    values swapped for one production's payment).
 *  Both technologies are read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying
 *  one with a Valefar Assimilator has it for its own control of Mecatol Rex and its own infantry, and the
 *  action exhausts the assimilator card carrying the copy (LRR 90.16-90.22). The text names Mecatol Rex, not
 *  the Winnu, so the copy reads the same. Blood Ties and Reclamation stay faction abilities.
 *  - Salai Sai Corian, the flagship: one die per non-fighter ship of the opponent in its system, read by the
 *    combat roll from the sheet (combat/dice.ts `enemyNonFighterShips`).
 */
import type { Ti4PlanetId, Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import { mecatolPosition } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";
import { ti4Reinforcements } from "../units.ts";
import type { Ti4ReclamationFrame } from "./winnu.commands.ts";

type Ti4Tx = Tx<Ti4>;
type Reclaim = Extract<Ti4Command, { type: "reclaimMecatol" }>;

const MECATOL: Ti4PlanetId = "mecatolrex";
/** LRR 85 (digest §9): at most 2 PDS and 1 space dock on a planet. */
const PDS_PER_PLANET = 2;
const DOCKS_PER_PLANET = 1;

/** Blood Ties (LRR 27.2): nothing for the Winnu; the others are not answered for (the base cost stands). */
function custodiansCost(state: Ti4State, seat: Seat): number {
  return hasFaction(state, seat, "winnu") ? 0 : Number.POSITIVE_INFINITY;
}

/** What Reclamation may still put on Mecatol Rex: reinforcements and LRR 85's limits allowing. */
function reclaimable(state: Ti4State, seat: Seat): { pds: boolean; spaceDock: boolean } {
  const position = mecatolPosition(state);
  const there = position ? unitsIn(state.board[position], seat, MECATOL) : {};
  return {
    pds: ti4Reinforcements(state, seat, "pds") > 0 && (there.pds ?? 0) < PDS_PER_PLANET,
    spaceDock: ti4Reinforcements(state, seat, "spaceDock") > 0 && (there.spaceDock ?? 0) < DOCKS_PER_PLANET,
  };
}

/** Reclamation: a tactical action that gave the Winnu Mecatol Rex asks them, once it is over. */
function tacticalActionEnded(
  tx: Ti4Tx,
  action: { seat: Seat; system: PositionLabel; gained: readonly Ti4PlanetId[] },
): void {
  if (!hasFaction(tx.state, action.seat, "winnu") || !action.gained.includes(MECATOL)) return;
  const left = reclaimable(tx.state, action.seat);
  if (!left.pds && !left.spaceDock) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Reclamation", seat: action.seat } });
}

const reclamation: FrameRules<Ti4, Ti4ReclamationFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "reclaimMecatol",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Reclamation: put a PDS and a space dock on Mecatol Rex (either, both or neither)",
    },
  ],
};

// Reclamation (faction ability, after a tactical action).
function reclaimMecatol(tx: Ti4Tx, command: Reclaim): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Reclamation") throw new Error("Reclamation is answered in its own frame");
  const left = reclaimable(tx.state, command.seat);
  if (command.pds && !left.pds)
    return ruleError(
      "ERR_TI4_RECLAMATION_PDS",
      "LRR 85",
      "No PDS may go on Mecatol Rex: none is left in your reinforcements, or it holds 2 of yours already.",
    );
  if (command.spaceDock && !left.spaceDock)
    return ruleError(
      "ERR_TI4_RECLAMATION_DOCK",
      "LRR 85",
      "No space dock may go on Mecatol Rex: none is left in your reinforcements, or it holds yours already.",
    );
  const position = mecatolPosition(tx.state);
  const units = { ...(command.pds ? { pds: 1 } : {}), ...(command.spaceDock ? { spaceDock: 1 } : {}) };
  if (position && Object.keys(units).length > 0)
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: command.seat,
      place: { position, planet: MECATOL },
      units,
      reason: "Reclamation",
    });
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** Why Lazax Gate Folding's ACTION cannot be taken now, or undefined. */
function gateFoldingProblem(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!holdsFactionTechnology(state, seat, "lgf") || !technologyReady(state, seat, "lgf"))
    return ruleError(
      "ERR_TI4_LAZAX_GATE",
      "LRR 22",
      "Lazax Gate Folding must be yours and ready to be used.",
    );
  if (!state.players[seat]?.planets[MECATOL] || !mecatolPosition(state))
    return ruleError(
      "ERR_TI4_LAZAX_GATE",
      "LRR 22",
      "Lazax Gate Folding's action needs you to control Mecatol Rex.",
    );
  if (ti4Reinforcements(state, seat, "infantry") < 1)
    return ruleError("ERR_TI4_LAZAX_GATE", "LRR 22", "You have no infantry left in your reinforcements.");
  return undefined;
}

/** Lazax Gate Folding's ACTION, offered on the turn of its owner while it may be taken. */
function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (gateFoldingProblem(state, seat)) return [];
  return [
    {
      kind: "lazaxGateFolding",
      seat,
      simultaneous: false,
      prompt: "Lazax Gate Folding: exhaust it to put 1 infantry on Mecatol Rex",
    },
  ];
}

// Lazax Gate Folding's ACTION (a component action, LRR 22).
function lazaxGateFolding(tx: Ti4Tx, command: { seat: Seat }): RuleError | undefined {
  const problem = gateFoldingProblem(tx.state, command.seat);
  if (problem) return problem;
  const taken = takeComponentAction(tx, command.seat);
  if (taken) return taken;
  exhaustTechnology(tx, command.seat, "lgf");
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: command.seat,
    place: { position: mecatolPosition(tx.state) as PositionLabel, planet: MECATOL },
    units: { infantry: 1 },
    reason: "Lazax Gate Folding",
  });
  return undefined;
}

/**
 * Lazax Gate Folding (LRR 101.2): Mecatol Rex's system has both wormholes for the card's owner (or a Nekro
 * copying it) without Mecatol Rex.
 */
function movementWormholes(state: Ti4State, seat: Seat, position: PositionLabel): readonly Ti4Wormhole[] {
  if (!holdsFactionTechnology(state, seat, "lgf")) return [];
  if (position !== mecatolPosition(state) || state.players[seat]?.planets[MECATOL]) return [];
  return ["alpha", "beta"];
}

export const TI4_WINNU: Ti4Module = {
  id: "factionWinnu",
  commands: { reclaimMecatol, lazaxGateFolding },
  frames: { ti4Reclamation: reclamation },
  hooks: { custodiansCost, tacticalActionEnded, movementWormholes, componentActions },
};

/** The bot places whatever Reclamation allows, and takes Lazax Gate Folding's infantry whenever offered. */
export const WINNU_ANSWERS: Ti4Answers = {
  lazaxGateFolding: (_state, decision) => [{ type: "lazaxGateFolding", seat: decision.seat }],
  reclaimMecatol: (state, decision) => [
    { type: "reclaimMecatol", seat: decision.seat, ...reclaimable(state, decision.seat) },
  ],
};
