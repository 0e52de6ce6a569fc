/**
 * What the kernel knows of a game, whatever its ruleset: a seeded generator, a stack of frames, seated
 * players, a phase and the options it plays. A ruleset (TI3, TI4) brings its own state, commands, events
 * and frames as one `Ruleset` of types; the kernel drives them through the ruleset's book (book.ts)
 * without knowing any rule of Twilight Imperium.
 */
import type { RngState } from "../rng.ts";

/** A seat at the table, 0-based, clockwise. Players are addressed by seat inside the engine. */
export type Seat = number;

/** The rulesets a game may be played by; a game's config names its own (absent: the first, TI3). */
export type RulesetId = "ti3" | "ti4";

export interface KernelPlayer {
  readonly seat: Seat;
  readonly name: string;
  readonly eliminated: boolean;
}

/** One procedure in progress: its kind says which rules answer it (FrameRules). */
export interface KernelFrame {
  readonly kind: string;
}

export interface KernelState {
  readonly config: { readonly ruleset?: RulesetId; readonly options: readonly string[] };
  rng: RngState;
  readonly phase: string;
  readonly players: readonly KernelPlayer[];
  readonly stack: readonly KernelFrame[];
}

export interface KernelCommand {
  readonly type: string;
  readonly seat: Seat;
}

export interface KernelEvent {
  readonly type: string;
}

/** The first event of every game's log: the state it was created with. */
export interface GameCreatedEvent<S> {
  readonly type: "gameCreated";
  readonly state: S;
}

/** The types one ruleset plays with. */
export interface Ruleset {
  state: KernelState;
  command: KernelCommand;
  event: KernelEvent;
  frame: KernelFrame;
}

/** The time of the command, from the caller (the engine has no clock). */
export interface EngineContext {
  now: string;
}
