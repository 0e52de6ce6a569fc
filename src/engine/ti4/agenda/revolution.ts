/**
 * Anti-Intellectual Revolution (base game law; the card's text, content/ti4/agendas.base1.ts).
 *  - For, while the law is in play: whenever a player researches a technology (hooks/research.ts
 *    `afterTechnologyResearched`, LRR 90), that player then destroys 1 of their ships other than a fighter,
 *    of their choice (`ti4RevolutionShip`, answered by `loseShipToRevolution`); with none, nothing happens.
 *  - Against, once: when the next strategy phase begins, every player exhausts 1 planet of their choice per
 *    technology they own. The agenda phase remembers it (`revolutionAgainst`); once its planets are readied
 *    (LRR 8.4) and the strategy phase begun, each player with more ready planets than that names them
 *    (`ti4RevolutionPlanets`, answered by `exhaustForRevolution`); the others exhaust all of theirs.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { forcesIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { everyone, forAgainst, type Ti4Tx, updateAgendaPhase } from "./effect.ts";
import type { Ti4RevolutionPlanetsFrame, Ti4RevolutionShipFrame } from "./frames.ts";
import { lawOf } from "./laws.ts";

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

export const REVOLUTION_SHIPS = [
  "destroyer",
  "cruiser",
  "carrier",
  "dreadnought",
  "flagship",
  "warSun",
] as const;
export type Ti4RevolutionShip = (typeof REVOLUTION_SHIPS)[number];

/** The positions where `seat` has a ship other than a fighter in space, with those ships. */
export function shipsToLose(state: Ti4State, seat: Seat): { position: string; ships: Ti4RevolutionShip[] }[] {
  return Object.keys(state.board).flatMap((position) => {
    const force = forcesIn(state.board[position]).find((f) => f.seat === seat);
    const ships = REVOLUTION_SHIPS.filter((type) => (force?.units[type] ?? 0) > 0);
    return ships.length > 0 ? [{ position, ships }] : [];
  });
}

function researched(tx: Ti4Tx, seat: Seat): void {
  const law = lawOf(tx.state, "revolution");
  if (!law || shipsToLose(tx.state, seat).length === 0) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4RevolutionShip", seat } });
}

const revolutionShip: FrameRules<Ti4, Ti4RevolutionShipFrame> = {
  decisions: (state, frame) => [
    {
      kind: "loseShipToRevolution",
      seat: frame.seat,
      simultaneous: false,
      prompt: "destroy 1 of your ships other than a fighter (Anti-Intellectual Revolution)",
      choices: shipsToLose(state, frame.seat).map((s) => s.position),
    },
  ],
};

function loseShipToRevolution(tx: Ti4Tx, command: CommandOf<"loseShipToRevolution">): RuleError | undefined {
  const { seat, position, ship } = command;
  const force = forcesIn(tx.state.board[position]).find((f) => f.seat === seat);
  const there = force?.units[ship] ?? 0;
  if (there === 0)
    return ruleError(
      "ERR_TI4_REVOLUTION_SHIP",
      "Anti-Intellectual Revolution",
      `You have no ${ship} in space in ${position}: destroy one of your ships other than a fighter.`,
      { position, ship },
    );
  // A damaged ship goes last, as with any choice left to its owner.
  const damaged = there - (force?.damaged?.[ship] ?? 0) > 0 ? 0 : 1;
  tx.emit({ type: "ti4FramePopped" });
  destroyUnitsDirectly(tx, {
    seat,
    place: { position },
    units: { [ship]: 1 },
    damaged: { [ship]: damaged },
    cause: "Anti-Intellectual Revolution",
  });
  return undefined;
}

/** How many planets `seat` exhausts for the Against outcome: 1 per technology owned. */
export function planetsOwed(state: Ti4State, seat: Seat): number {
  return state.players[seat]?.technologies.length ?? 0;
}

export function readyPlanetsOf(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const cards = state.players[seat]?.planets ?? {};
  return (Object.keys(cards) as Ti4PlanetId[]).filter((planet) => !cards[planet]?.exhausted);
}

/** Against, as the strategy phase begins: who owes fewer planets than they have names them, others lose all. */
export function revolutionAtStrategyPhase(tx: Ti4Tx): void {
  const waiting: Seat[] = [];
  for (const seat of everyone(tx.state)) {
    const ready = readyPlanetsOf(tx.state, seat);
    const owed = planetsOwed(tx.state, seat);
    if (owed === 0 || ready.length === 0) continue;
    if (owed >= ready.length) tx.emit({ type: "ti4PlanetsExhausted", seat, planets: ready });
    else waiting.push(seat);
  }
  if (waiting.length > 0)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4RevolutionPlanets", waiting } });
}

const revolutionPlanets: FrameRules<Ti4, Ti4RevolutionPlanetsFrame> = {
  decisions: (state, frame) =>
    frame.waiting.map((seat) => ({
      kind: "exhaustForRevolution" as const,
      seat,
      simultaneous: true,
      prompt: `exhaust ${planetsOwed(state, seat)} of your planets, 1 per technology you own (Anti-Intellectual Revolution)`,
      choices: readyPlanetsOf(state, seat),
    })),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function exhaustForRevolution(tx: Ti4Tx, command: CommandOf<"exhaustForRevolution">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4RevolutionPlanets")
    throw new Error("the Revolution's planets answer its own frame");
  const { seat, planets } = command;
  const owed = planetsOwed(tx.state, seat);
  const ready = readyPlanetsOf(tx.state, seat);
  const named = [...new Set(planets)];
  if (!frame.waiting.includes(seat) || named.length !== owed || named.some((p) => !ready.includes(p)))
    return ruleError(
      "ERR_TI4_REVOLUTION_PLANETS",
      "Anti-Intellectual Revolution",
      `Exhaust exactly ${owed} different ready planets of yours, 1 per technology you own.`,
      { owed },
    );
  tx.emit({ type: "ti4PlanetsExhausted", seat, planets: named });
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, waiting: frame.waiting.filter((s) => s !== seat) } });
  return undefined;
}

/** For: the law stays in play, read as research happens. Against: remembered until the phase ends. */
export const REVOLUTION_EFFECT = forAgainst(null, (tx) =>
  updateAgendaPhase(tx, (frame) => ({ ...frame, revolutionAgainst: true })),
);

export const TI4_REVOLUTION: Ti4Module = {
  id: "revolution",
  commands: { loseShipToRevolution, exhaustForRevolution },
  frames: { ti4RevolutionShip: revolutionShip, ti4RevolutionPlanets: revolutionPlanets },
  hooks: { afterTechnologyResearched: (tx, seat) => researched(tx, seat) },
};
