/**
 * Wormhole Research (base game directive). For: each player with ships in a system
 * holding a wormhole may research 1 technology (no cost) [recalled: researched free, as the card names no
 * cost]; once all have, every ship in a system with an alpha or beta wormhole is destroyed. Against: each
 * player who voted Against takes 1 command token off their command sheet, choosing the pool, all at once.
 */

import { TI4_SHIP_TYPES } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { seatsWithShips } from "../board/forces.ts";
import { systemPositions, wormholesAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { pushResearch } from "../technology/research.ts";
import { everyone, type Ti4AgendaEffect, type Ti4Tx, votersFor } from "./effect.ts";
import type { Ti4TokenToReturnFrame, Ti4WormholeShipsFrame } from "./frames.ts";

function wormholeSystems(state: Ti4State, alphaBetaOnly: boolean): string[] {
  return systemPositions(state).filter((p) =>
    wormholesAt(state, p).some((w) => !alphaBetaOnly || w === "alpha" || w === "beta"),
  );
}

function researchFor(tx: Ti4Tx): void {
  const systems = wormholeSystems(tx.state, false);
  const seats = everyone(tx.state).filter((seat) =>
    systems.some((p) => seatsWithShips(tx.state.board[p]).includes(seat)),
  );
  // The destruction waits beneath the research frames, so it comes once every research is done.
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4WormholeShips" } });
  for (const seat of [...seats].reverse())
    pushResearch(tx, { seat, cost: 0, optional: true, reason: "Wormhole Research" });
}

function destroyShips(tx: Tx<Ti4>): void {
  for (const position of wormholeSystems(tx.state, true))
    for (const force of [...(tx.state.board[position]?.space ?? [])]) {
      const units: Ti4UnitCounts = {};
      for (const type of TI4_SHIP_TYPES) if (force.units[type]) units[type] = force.units[type];
      destroyUnitsDirectly(tx, { seat: force.seat, place: { position }, units, cause: "Wormhole Research" });
    }
}

const wormholeShips: FrameRules<Ti4, Ti4WormholeShipsFrame> = {
  decisions: () => [],
  advance(tx) {
    tx.emit({ type: "ti4FramePopped" });
    destroyShips(tx);
    return true;
  },
};

function tokensOnSheet(state: Ti4State, seat: Seat): number {
  const t = state.players[seat]?.tokens;
  return t ? t.tactic + t.fleet + t.strategy : 0;
}

function tokenAgainst(tx: Ti4Tx, r: Parameters<typeof votersFor>[0]): void {
  const waiting = votersFor(r, "against").filter((seat) => tokensOnSheet(tx.state, seat) > 0);
  if (waiting.length > 0) tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4TokenToReturn", waiting } });
}

const tokenToReturn: FrameRules<Ti4, Ti4TokenToReturnFrame> = {
  decisions: (state, frame) =>
    frame.waiting.map((seat) => ({
      kind: "returnCommandToken" as const,
      seat,
      simultaneous: true,
      prompt: "return 1 command token from your command sheet to reinforcements (Wormhole Research)",
      choices: (["tactic", "fleet", "strategy"] as const).filter(
        (pool) => (state.players[seat]?.tokens[pool] ?? 0) > 0,
      ),
    })),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type ReturnToken = Extract<Ti4Command, { type: "returnCommandToken" }>;

function returnCommandToken(tx: Tx<Ti4>, command: ReturnToken): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4TokenToReturn") throw new Error("a token is returned only for Wormhole Research");
  if ((tx.state.players[command.seat]?.tokens[command.pool] ?? 0) === 0)
    return ruleError(
      "ERR_TI4_POOL_EMPTY",
      "Wormhole Research",
      `Your ${command.pool} pool is empty: return a token from a pool that holds one.`,
      { pool: command.pool },
    );
  tx.emit({
    type: "ti4CommandTokensChanged",
    seat: command.seat,
    pools: { [command.pool]: -1 },
    reason: "Wormhole Research",
  });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, waiting: frame.waiting.filter((seat) => seat !== command.seat) },
  });
  return undefined;
}

export const WORMHOLE_RESEARCH_EFFECT: Ti4AgendaEffect = {
  before(tx, r) {
    if (r.outcome === "against") tokenAgainst(tx, r);
  },
  // After the card is discarded: the research and destruction frames go over the agenda phase's.
  after(tx, r) {
    if (r.outcome === "for") researchFor(tx);
  },
};

export const TI4_WORMHOLE_RESEARCH: KernelModule<Ti4> = {
  id: "wormholeResearch",
  commands: { returnCommandToken },
  frames: { ti4WormholeShips: wormholeShips, ti4TokenToReturn: tokenToReturn },
};
