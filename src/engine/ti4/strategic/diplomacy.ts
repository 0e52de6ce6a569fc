/**
 * Diplomacy (LRR 32, digest §11). The primary chooses a system other than Mecatol Rex's that holds a
 * planet the holder controls; every other player puts a command token from their reinforcements in it
 * (LRR 32.1), none where they already have one (LRR 20.6); then planets are readied: in the first printing
 * each exhausted planet of the holder's in that system, in the printing the LRR follows (Codex I, the
 * content's `ti4StrategyCardPrinting`) up to 2 exhausted planets of the holder's anywhere (LRR 32.2). The
 * secondary readies up to 2 exhausted planets of the follower's (LRR 32.3).
 *
 * A player whose reinforcements hold no token takes it from their command sheet (LRR 20.3b); the LRR
 * leaves the pool to them, and here it comes from the fullest pool (strategy, then fleet, then tactic on a
 * tie), a choice this table makes for them so that the primary runs without waiting on every player.
 */
import { type Ti4PlanetId, ti4StrategyCardPrinting } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import { mecatolPosition, planetsAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import { commandTokenReinforcements } from "./commandSheet.ts";
import type { Ti4DiplomacyFrame, Ti4ReadyPlanetsFrame } from "./frames.ts";

/** LRR 32.2-32.3: planets readied by the later printing's primary and by the secondary. */
export const PLANETS_READIED = 2;

/** LRR 32.1: the systems Diplomacy's holder may choose. */
export function diplomacySystems(state: Ti4State, seat: Seat): PositionLabel[] {
  const mecatol = mecatolPosition(state);
  const owned = state.players[seat]?.planets ?? {};
  return systemPositions(state).filter(
    (position) => position !== mecatol && planetsAt(state, position).some((planet) => owned[planet]),
  );
}

function exhaustedPlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = state.players[seat]?.planets ?? {};
  return (Object.keys(planets) as Ti4PlanetId[]).filter((id) => planets[id]?.exhausted);
}

function readsFreely(state: Ti4State): boolean {
  return ti4StrategyCardPrinting("diplomacy", state.config.boxes).box !== "base";
}

const choosingSystem: FrameRules<Ti4, Ti4DiplomacyFrame> = {
  decisions: (state, frame) => [
    {
      kind: "chooseDiplomacySystem",
      seat: frame.seat,
      simultaneous: false,
      prompt: "choose a system for Diplomacy",
      choices: diplomacySystems(state, frame.seat),
    },
  ],
  advance(tx, frame) {
    if (diplomacySystems(tx.state, frame.seat).length > 0) return false;
    // No planet outside Mecatol Rex's system: the primary chooses nothing and readies nothing.
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

const readying: FrameRules<Ti4, Ti4ReadyPlanetsFrame> = {
  decisions: (state, frame) => [
    {
      kind: "readyPlanets",
      seat: frame.seat,
      simultaneous: false,
      prompt: `ready up to ${frame.count} exhausted planets`,
      choices: exhaustedPlanets(state, frame.seat),
    },
  ],
  advance(tx, frame) {
    if (exhaustedPlanets(tx.state, frame.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function poolFor(state: Ti4State, seat: Seat): Ti4TokenPool | null {
  const tokens = state.players[seat]?.tokens;
  if (!tokens) return null;
  const pools: Ti4TokenPool[] = ["strategy", "fleet", "tactic"];
  const fullest = pools.reduce((best, pool) => (tokens[pool] > tokens[best] ? pool : best));
  return tokens[fullest] > 0 ? fullest : null;
}

type Choose = Extract<Ti4Command, { type: "chooseDiplomacySystem" }>;

function chooseDiplomacySystem(tx: Tx<Ti4>, command: Choose): RuleError | undefined {
  const { seat, system } = command;
  if (!diplomacySystems(tx.state, seat).includes(system))
    return ruleError(
      "ERR_TI4_DIPLOMACY_SYSTEM",
      "LRR 32.1",
      `Diplomacy chooses a system other than Mecatol Rex's that holds a planet you control; ${system} is not one.`,
      { system },
    );
  tx.emit({ type: "ti4FramePopped" });
  for (const other of tx.state.players) {
    if (other.eliminated || other.seat === seat) continue;
    // LRR 20.6: a player who already has a token there places none.
    if ((tx.state.board[system]?.commandTokens ?? []).includes(other.seat)) continue;
    if (commandTokenReinforcements(tx.state, other.seat) > 0)
      tx.emit({ type: "ti4CommandTokenPlaced", seat: other.seat, position: system, from: "reinforcements" });
    else {
      const pool = poolFor(tx.state, other.seat);
      if (pool) tx.emit({ type: "ti4CommandTokenPlaced", seat: other.seat, position: system, from: pool });
    }
  }
  if (readsFreely(tx.state)) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ReadyPlanets", seat, count: PLANETS_READIED } });
    return undefined;
  }
  const there = planetsAt(tx.state, system);
  const planets = exhaustedPlanets(tx.state, seat).filter((planet) => there.includes(planet));
  if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat, planets });
  return undefined;
}

type Ready = Extract<Ti4Command, { type: "readyPlanets" }>;

function readyPlanets(tx: Tx<Ti4>, command: Ready): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ReadyPlanets") throw new Error("planets are readied in their own frame");
  const { seat, planets } = command;
  if (planets.length > frame.count)
    return ruleError(
      "ERR_TI4_TOO_MANY_PLANETS",
      "LRR 32.3",
      `Diplomacy readies up to ${frame.count} planets, not ${planets.length}.`,
    );
  if (new Set(planets).size !== planets.length)
    return ruleError("ERR_TI4_PLANET_TWICE", "LRR 32.3", "A planet is named twice.");
  const exhausted = exhaustedPlanets(tx.state, seat);
  const wrong = planets.find((planet) => !exhausted.includes(planet));
  if (wrong)
    return ruleError(
      "ERR_TI4_PLANET_NOT_EXHAUSTED",
      "LRR 32.3",
      `${wrong} is not an exhausted planet you control.`,
      { planet: wrong },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat, planets: [...planets] });
  return undefined;
}

export const DIPLOMACY: Ti4StrategyCardRules = {
  card: "diplomacy",
  primary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Diplomacy", seat } });
  },
  secondary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ReadyPlanets", seat, count: PLANETS_READIED } });
  },
  module: {
    commands: { chooseDiplomacySystem, readyPlanets },
    frames: { ti4Diplomacy: choosingSystem, ti4ReadyPlanets: readying },
  },
};
