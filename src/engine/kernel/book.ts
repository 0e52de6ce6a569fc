/**
 * A ruleset's book as the kernel reads it: the command handlers, the frame rules, the event handlers, the
 * standing checks and the form of a well-made command. Books register by ruleset id as their assembly
 * loads (engine/rulebooks/index.ts); the kernel finds a game's book from its config.
 */
import type { RuleError } from "../ruleError.ts";
import type { Decision } from "./decision.ts";
import type { Tx } from "./tx.ts";
import type { Ruleset, RulesetId, Seat } from "./types.ts";

export interface FrameRules<R extends Ruleset, F> {
  decisions(state: R["state"], frame: F): Decision<R>[];
  /** Runs the frame's automatic steps; returns true when it emitted anything. */
  advance?(tx: Tx<R>, frame: F): boolean;
  /**
   * What of the frame a player (null: everyone) may see, where it holds answers given in secret and not
   * told yet (view applies it to the state's stack and to the events that carry the frame).
   */
  seenBy?(frame: F, viewer: Seat | null): F;
}

// The tables are keyed by the ruleset's own unions; the kernel reads them by a value's `type` or `kind`.
// biome-ignore lint/suspicious/noExplicitAny: each entry takes its own member of the ruleset's union
type Entry = any;

export interface KernelBook<R extends Ruleset> {
  readonly ruleset: RulesetId;
  readonly commands: { readonly [type: string]: (tx: Tx<R>, command: Entry) => RuleError | undefined };
  readonly frames: { readonly [kind: string]: FrameRules<R, Entry> };
  readonly events: { readonly [type: string]: (draft: R["state"], event: Entry) => void };
  /** Bookkeeping that reads every event with the state before it (no rule checks). */
  readonly observers: readonly ((draft: R["state"], event: R["event"]) => void)[];
  /** Standing rules checked before every automatic step, in order; true when one acted. */
  readonly standing: readonly ((tx: Tx<R>) => boolean)[];
  /** Commands that answer no decision (corrections, settings): any seated player may send them. */
  readonly alwaysAvailable: ReadonlySet<string>;
  /** Why `command` is not a well-formed command of this ruleset, or undefined (checked before any rule). */
  checkShape(state: R["state"], command: unknown): RuleError | undefined;
  /** An event as emitted, with the marks of the modules the game plays. */
  mark(state: R["state"], event: R["event"]): R["event"];
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds every ruleset's book
type AnyBook = KernelBook<any>;
const BOOKS = new Map<RulesetId, AnyBook>();

export function registerBook<B extends AnyBook>(book: B): B {
  BOOKS.set(book.ruleset, book);
  return book;
}

export function bookFor<R extends Ruleset>(ruleset: RulesetId): KernelBook<R> {
  const book = BOOKS.get(ruleset);
  if (!book) throw new Error(`the ${ruleset} rulebook is not loaded: import it through src/engine/index.ts`);
  return book;
}

/** The book a game is played by: the ruleset its config names (games made before TI4 name none: TI3). */
export function bookOf<R extends Ruleset>(state: R["state"]): KernelBook<R> {
  return bookFor<R>(state.config.ruleset ?? "ti3");
}
