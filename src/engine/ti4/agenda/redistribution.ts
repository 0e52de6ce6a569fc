/**
 * Colonial Redistribution (base game directive, elect a planet other than a home planet or Mecatol Rex):
 * every unit on the elected planet is destroyed; its controller then names one of the players with the
 * fewest victory points, who may put 1 infantry from reinforcements on it (`ti4Redistribution`). A named
 * player other than the controller who puts the infantry gains control of the planet, its card exhausted
 * (LRR 25) [recalled: the official ruling gives them the planet]. Only ground forces and structures on the
 * planet are touched: no ship is destroyed or placed, so the fleet pool (LRR 37) is not concerned.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { controllerOf } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { everyone, type Ti4AgendaEffect, type Ti4Tx } from "./effect.ts";
import type { Ti4RedistributionFrame } from "./frames.ts";
import { afterPlanetGained } from "./ministers.ts";

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** The players tied for the fewest victory points. */
export function fewestPoints(state: Ti4State): Seat[] {
  const seats = everyone(state);
  const least = Math.min(...seats.map((seat) => state.players[seat]?.vp ?? 0));
  return seats.filter((seat) => (state.players[seat]?.vp ?? 0) === least);
}

function redistribute(tx: Ti4Tx, planet: Ti4PlanetId): void {
  const position = positionOfPlanet(tx.state, planet);
  if (position === null) return;
  for (const force of [...(tx.state.board[position]?.planets[planet] ?? [])])
    if (Object.values(force.units).some((n) => n))
      tx.emit({
        type: "ti4UnitsRemoved",
        seat: force.seat,
        place: { position, planet },
        units: { ...force.units },
        reason: "destroyed",
      });
  const controller = controllerOf(tx.state, planet);
  if (controller === null) return;
  const [only, ...more] = fewestPoints(tx.state);
  const named = more.length === 0 ? only : undefined;
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4Redistribution", seat: controller, planet, ...(named === undefined ? {} : { named }) },
  });
}

const redistribution: FrameRules<Ti4, Ti4RedistributionFrame> = {
  decisions: (state, frame) =>
    frame.named === undefined
      ? [
          {
            kind: "nameColonist",
            seat: frame.seat,
            simultaneous: false,
            prompt: `name a player with the fewest victory points to put 1 infantry on ${frame.planet} (Colonial Redistribution)`,
            choices: fewestPoints(state).map(String),
          },
        ]
      : [
          {
            kind: "placeColonist",
            seat: frame.named,
            simultaneous: false,
            prompt: `put 1 infantry from your reinforcements on ${frame.planet}, or not (Colonial Redistribution)`,
          },
        ],
  advance: () => false,
};

function redistributionFrame(tx: Ti4Tx): Ti4RedistributionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Redistribution") throw new Error("Colonial Redistribution answers its own frame");
  return frame;
}

function nameColonist(tx: Ti4Tx, command: CommandOf<"nameColonist">): RuleError | undefined {
  const frame = redistributionFrame(tx);
  if (!fewestPoints(tx.state).includes(command.player))
    return ruleError(
      "ERR_TI4_NOT_FEWEST_POINTS",
      "Colonial Redistribution",
      `Name a player with the fewest victory points: ${fewestPoints(tx.state).join(", ")}.`,
      { player: command.player },
    );
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, named: command.player } });
  return undefined;
}

function placeColonist(tx: Ti4Tx, command: CommandOf<"placeColonist">): RuleError | undefined {
  const { planet } = redistributionFrame(tx);
  tx.emit({ type: "ti4FramePopped" });
  const position = positionOfPlanet(tx.state, planet);
  if (!command.place || position === null) return undefined;
  const seat = command.seat;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position, planet },
    units: { infantry: 1 },
    reason: "Colonial Redistribution",
  });
  const from = controllerOf(tx.state, planet);
  if (from !== seat) {
    tx.emit({ type: "ti4PlanetGained", seat, planet, exhausted: true, from });
    afterPlanetGained(tx, seat);
    for (const answer of hookAnswers(tx.state, "planetControlGained")) answer(tx, { seat, planet, from });
  }
  return undefined;
}

export const REDISTRIBUTION_EFFECT: Ti4AgendaEffect = {
  // After the card is discarded, so the controller's choice is asked over the agenda phase.
  after: (tx, r) => redistribute(tx, r.outcome as Ti4PlanetId),
};

export const TI4_REDISTRIBUTION: KernelModule<Ti4> = {
  id: "redistribution",
  commands: { nameColonist, placeColonist },
  frames: { ti4Redistribution: redistribution },
};
