/**
 * The Xxcha Kingdom (base game faction sheet): Peace Accords (a planet taken after Diplomacy), Quash (an
 * agenda thrown away for a strategy token), Nullification Field (an activation near their ships ends that
 * turn). The Loncara Ssodu's space cannon reaches adjacent systems by its sheet (`reachesAdjacent`, read by
 * tactical/spaceCannon.ts). Instinct Training (an action card cancelled in Sabotage's window) is its own
 * module, xxchaInstinctTraining.ts. Nothing of the sheet is left out.
 *
 * Nullification Field is read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying it
 * with a Valefar Assimilator is asked when a system holding their own ships is activated, spends their own
 * strategy token, and exhausts the assimilator card carrying the copy (LRR 90.16-90.22). The text names no
 * Xxcha, so the copy reads the same. Quash and Peace Accords stay faction abilities.
 */
import type { Ti4AgendaId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, flag, orNull } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { revealAgenda } from "../agenda/module.ts";
import type { Ti4Answers } from "../answer.ts";
import { controllerOf, countUnits, seatsWithShips } from "../board/forces.ts";
import { mecatolPosition, planetsAt, positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

export const XXCHA_COMMANDS = [
  /** Quash: throw away the agenda just revealed (true) or let it be voted on (false). */
  command("quash", { quash: flag }),
  /** Peace Accords: the planet taken, or null to take none. */
  command("peaceAccords", { planet: orNull(ti4Id<Ti4PlanetId>("planet")) }),
  /** Nullification Field: end the active player's turn (true) or let it go on (false). */
  command("nullificationField", { use: flag }),
] as const;

/** Quash's window: `seat` (the Xxcha) may throw away `agenda`, just revealed. */
export interface Ti4QuashFrame {
  kind: "ti4Quash";
  seat: Seat;
  agenda: Ti4AgendaId;
}

/** Peace Accords' window, once `seat` (the Xxcha) has resolved Diplomacy's primary or secondary. */
export interface Ti4PeaceAccordsFrame {
  kind: "ti4PeaceAccords";
  seat: Seat;
}

/**
 * Nullification Field's window: `seat` (the Xxcha, or a Nekro copying the card) may end `active`'s turn, who
 * just activated `system`.
 */
export interface Ti4NullificationFieldFrame {
  kind: "ti4NullificationField";
  seat: Seat;
  active: Seat;
  system: PositionLabel;
}

export type Ti4XxchaFrame = Ti4QuashFrame | Ti4PeaceAccordsFrame | Ti4NullificationFieldFrame;

function xxchaSeats(state: Ti4State): Seat[] {
  return state.players.filter((p) => p.faction === "xxcha" && !p.eliminated).map((p) => p.seat);
}

/** The players holding Nullification Field: its Xxcha owner, and a Nekro copying it (technology/owned.ts). */
function nullifierSeats(state: Ti4State): Seat[] {
  return state.players
    .filter((p) => !p.eliminated && holdsFactionTechnology(state, p.seat, "nf"))
    .map((p) => p.seat);
}

function strategyTokens(state: Ti4State, seat: Seat): number {
  return state.players[seat]?.tokens.strategy ?? 0;
}

function topFrame<K extends Ti4XxchaFrame["kind"]>(tx: Ti4Tx, kind: K): Extract<Ti4XxchaFrame, { kind: K }> {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== kind) throw new Error(`${kind} is answered only in its window`);
  return frame as Extract<Ti4XxchaFrame, { kind: K }>;
}

/**
 * Peace Accords: planets other than Mecatol Rex holding no units, not the Xxcha's already, in a system
 * adjacent to a planet they control (a planet is adjacent to its own system and the systems next to it:
 * digest, adjacency).
 */
export function peaceAccordsPlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const owned = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  const near = new Set<PositionLabel>();
  for (const planet of owned) {
    const at = positionOfPlanet(state, planet);
    if (at === null) continue;
    near.add(at);
    for (const next of ti4Neighbours(state, at)) near.add(next);
  }
  const mecatol = mecatolPosition(state);
  const out: Ti4PlanetId[] = [];
  for (const position of near) {
    if (position === mecatol) continue;
    for (const planet of planetsAt(state, position)) {
      if (controllerOf(state, planet) === seat) continue;
      const forces = state.board[position]?.planets[planet] ?? [];
      if (forces.some((f) => countUnits(f.units) > 0)) continue;
      out.push(planet);
    }
  }
  return out.sort();
}

const quashFrame: FrameRules<Ti4, Ti4QuashFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "quash",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Quash: spend a strategy token to throw away ${frame.agenda} and reveal the next agenda?`,
    },
  ],
};

const peaceAccordsFrame: FrameRules<Ti4, Ti4PeaceAccordsFrame> = {
  decisions: (state, frame) => [
    {
      kind: "peaceAccords",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Peace Accords: take control of a planet without units next to yours (or none)",
      choices: peaceAccordsPlanets(state, frame.seat),
    },
  ],
  advance(tx, frame) {
    if (peaceAccordsPlanets(tx.state, frame.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

const nullificationFrame: FrameRules<Ti4, Ti4NullificationFieldFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "nullificationField",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Nullification Field: exhaust it and spend a strategy token to end seat ${frame.active}'s turn?`,
    },
  ],
};

/** LRR 20: an ability paid with a strategy-pool token is refused while that pool is empty. */
function strategyPoolEmpty(state: Ti4State, seat: Seat, ability: string): RuleError | undefined {
  if (strategyTokens(state, seat) >= 1) return undefined;
  return ruleError(
    "ERR_TI4_NO_STRATEGY_TOKEN",
    "LRR 20",
    `${ability} costs a token from your strategy pool, and it is empty.`,
  );
}

// Quash (faction sheet): when an agenda is revealed, the Xxcha may spend a strategy-pool token to discard
// it; the next agenda is revealed and voted on instead (and may be quashed in its turn).
function quash(tx: Ti4Tx, command: CommandOf<"quash">): RuleError | undefined {
  const frame = topFrame(tx, "ti4Quash");
  if (!command.quash) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  const empty = strategyPoolEmpty(tx.state, frame.seat, "Quash");
  if (empty) return empty;
  tx.emit({ type: "ti4FramePopped" });
  const vote = tx.state.stack.at(-1);
  if (vote?.kind !== "ti4AgendaVote" || vote.agenda !== frame.agenda)
    throw new Error("Quash throws away the agenda under vote");
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4CommandTokensChanged", seat: frame.seat, pools: { strategy: -1 }, reason: "quash" });
  tx.emit({ type: "ti4AgendaDiscarded", agenda: frame.agenda });
  revealAgenda(tx);
  return undefined;
}

// Peace Accords (faction sheet): after resolving Diplomacy's primary or secondary, the Xxcha may take
// control of one planet other than Mecatol Rex that holds no units, in a system adjacent to a planet they
// control. LRR 25: the planet comes exhausted [our reading of gaining a planet outside an invasion: like
// any planet gained, it is exhausted].
function peaceAccords(tx: Ti4Tx, command: CommandOf<"peaceAccords">): RuleError | undefined {
  const frame = topFrame(tx, "ti4PeaceAccords");
  const { planet } = command;
  if (planet !== null && !peaceAccordsPlanets(tx.state, frame.seat).includes(planet))
    return ruleError(
      "ERR_TI4_PEACE_ACCORDS_PLANET",
      "LRR 25",
      `Peace Accords takes a planet other than Mecatol Rex, without units, next to a planet you control; ${planet} is not one.`,
      { planet },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (planet !== null)
    tx.emit({
      type: "ti4PlanetGained",
      seat: frame.seat,
      planet,
      exhausted: true,
      from: controllerOf(tx.state, planet),
    });
  return undefined;
}

// Nullification Field (its card): after another player activates a system holding the Xxcha's ships, the
// Xxcha may exhaust it and spend a strategy-pool token: that player's turn ends at once (the activation's
// token stays, LRR 89.1; no step of the tactical action is taken). Our reading: the windows still open on
// that activation above the tactical action (another holder's Nullification Field, Spatial Conduit
// Cylinders, an action card's window) close unanswered with the turn.
function nullificationField(tx: Ti4Tx, command: CommandOf<"nullificationField">): RuleError | undefined {
  const frame = topFrame(tx, "ti4NullificationField");
  if (!command.use) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  const empty = strategyPoolEmpty(tx.state, frame.seat, "Nullification Field");
  if (empty) return empty;
  const tactical = tx.state.stack.findLastIndex((f) => f.kind === "ti4Tactical");
  if (tactical < 0) throw new Error("Nullification Field ends a tactical action");
  while (tx.state.stack.length > tactical) tx.emit({ type: "ti4FramePopped" });
  exhaustTechnology(tx, frame.seat, "nf");
  tx.emit({
    type: "ti4CommandTokensChanged",
    seat: frame.seat,
    pools: { strategy: -1 },
    reason: "nullification field",
  });
  return undefined;
}

export const TI4_XXCHA: Ti4Module = {
  id: "xxcha",
  commands: { quash, peaceAccords, nullificationField },
  frames: {
    ti4Quash: quashFrame,
    ti4PeaceAccords: peaceAccordsFrame,
    ti4NullificationField: nullificationFrame,
  },
  hooks: {
    afterAgendaRevealed(tx) {
      const vote = tx.state.stack.at(-1);
      if (vote?.kind !== "ti4AgendaVote") return;
      for (const seat of xxchaSeats(tx.state))
        if (strategyTokens(tx.state, seat) > 0)
          tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Quash", seat, agenda: vote.agenda } });
    },
    afterStrategyCardAbility(tx, seat, card) {
      if (card !== "diplomacy" || !xxchaSeats(tx.state).includes(seat)) return;
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4PeaceAccords", seat } });
    },
    afterSystemActivated(tx, active, system) {
      for (const seat of nullifierSeats(tx.state)) {
        if (seat === active || !seatsWithShips(tx.state.board[system]).includes(seat)) continue;
        if (!technologyReady(tx.state, seat, "nf") || strategyTokens(tx.state, seat) < 1) continue;
        tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4NullificationField", seat, active, system } });
      }
    },
  },
};

/**
 * The bot takes the first planet Peace Accords offers, and keeps its strategy tokens rather than quash an
 * agenda or end a turn [our own choice: the bot does not read the table well enough to weigh them].
 */
export const XXCHA_ANSWERS: Ti4Answers = {
  quash: (_state, d) => [
    { type: "quash", seat: d.seat, quash: false },
    { type: "quash", seat: d.seat, quash: true },
  ],
  peaceAccords: (_state, d) => [
    ...((d.choices ?? []) as Ti4PlanetId[]).map((planet) => ({
      type: "peaceAccords" as const,
      seat: d.seat,
      planet,
    })),
    { type: "peaceAccords", seat: d.seat, planet: null },
  ],
  nullificationField: (_state, d) => [
    { type: "nullificationField", seat: d.seat, use: false },
    { type: "nullificationField", seat: d.seat, use: true },
  ],
};
