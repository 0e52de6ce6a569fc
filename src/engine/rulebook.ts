/**
 * A rulebook: the modules of one ruleset, assembled into the tables the kernel reads (apply's command
 * handlers, flow's frame rules, evolve's event handlers) and the answers to each hook point. Rulebooks
 * register themselves by ruleset id when their assembly loads (rulebooks/index.ts, which the engine's
 * entry point imports); the kernel finds a game's rulebook from its state.
 */
import type { OptionId } from "../content/index.ts";
import type { ActionCardEffectTable } from "./actionCardEffects.ts";
import type { CardChoiceTable } from "./choices.ts";
import { checkCommandShape } from "./commandShape.ts";
import { ALWAYS_AVAILABLE, type CommandType } from "./commands.ts";
import type { GameEvent } from "./events.ts";
import type { HookPoint, HookPoints } from "./hooks/index.ts";
import { checkModuleIds, mergeTables } from "./kernel/assemble.ts";
import { bookFor, bookOf, type KernelBook, registerBook } from "./kernel/book.ts";
import type { RulesetId } from "./kernel/types.ts";
import type {
  BotCandidates,
  CommandTable,
  EvolveHandlers,
  FrameTable,
  PhaseTable,
  RuleModule,
} from "./module.ts";
import type { GameState } from "./state.ts";
import type { PrimaryTable, SecondaryTable } from "./strategyCards.ts";
import type { Ti3 } from "./ti3.ts";
import type { Tx } from "./tx.ts";

export type { RulesetId };

/** TI3's rulebook: the kernel's tables (kernel/book.ts) and the answers to TI3's hook points. */
export interface Rulebook extends KernelBook<Ti3> {
  readonly modules: readonly RuleModule[];
  readonly commands: CommandTable;
  readonly frames: FrameTable;
  readonly events: EvolveHandlers;
  readonly phases: PhaseTable;
  readonly observers: readonly ((draft: GameState, event: GameEvent) => void)[];
  readonly standing: readonly ((tx: Tx) => boolean)[];
  /** The rule of every card choice, by effect key (choices.ts). */
  readonly choices: CardChoiceTable;
  /** The automated Action Card effects, by effect key (actionCardEffects.ts). */
  readonly actionCards: ActionCardEffectTable;
  /** The Strategy Card abilities carried out by the engine, by effect key (strategyCards.ts). */
  readonly primaries: PrimaryTable;
  readonly secondaries: SecondaryTable;
  /** The built-in bot's candidates by decision kind. */
  readonly bot: Partial<Record<CommandType, BotCandidates>>;
  /** The options some module of this book plays; any other option is refused when a game is created. */
  readonly options: ReadonlySet<OptionId>;
  /** An event as emitted, with the marks of the modules the game plays (RuleModule.mark). */
  mark(state: GameState, event: GameEvent): GameEvent;
  answersFor<K extends HookPoint>(options: readonly OptionId[], point: K): readonly HookPoints[K][];
}

function standingCheck(option: OptionId | undefined, check: (tx: Tx) => boolean): (tx: Tx) => boolean {
  return option === undefined ? check : (tx) => tx.state.config.options.includes(option) && check(tx);
}

export function assembleRulebook(ruleset: RulesetId, modules: readonly RuleModule[]): Rulebook {
  checkModuleIds(ruleset, modules);
  const merge = (part: Parameters<typeof mergeTables<RuleModule>>[1]) => mergeTables(modules, part);
  const byOptions = new Map<string, Map<HookPoint, readonly unknown[]>>();
  const marks = modules.flatMap((m) => (m.mark ? [{ option: m.option, mark: m.mark }] : []));
  return {
    ruleset,
    modules,
    commands: merge("commands") as CommandTable,
    frames: merge("frames") as FrameTable,
    events: merge("events") as EvolveHandlers,
    phases: merge("phases") as PhaseTable,
    choices: merge("choices") as CardChoiceTable,
    actionCards: merge("actionCards") as ActionCardEffectTable,
    primaries: merge("primaries") as PrimaryTable,
    secondaries: merge("secondaries") as SecondaryTable,
    bot: merge("bot") as Partial<Record<CommandType, BotCandidates>>,
    observers: modules.flatMap((m) => (m.observe ? [m.observe] : [])),
    alwaysAvailable: ALWAYS_AVAILABLE,
    checkShape: checkCommandShape,
    // An option module's standing checks run only in games that play the option (two options may share
    // one state, as both Leaders options share the Leaders).
    standing: modules.flatMap((m) => (m.standing ?? []).map((check) => standingCheck(m.option, check))),
    options: new Set(modules.flatMap((m) => (m.option ? [m.option] : []))),
    mark(state, event) {
      let marked = event;
      for (const { option, mark } of marks)
        if (option === undefined || state.config.options.includes(option)) marked = mark(state, marked);
      return marked;
    },
    answersFor(options, point) {
      const key = options.join(",");
      let points = byOptions.get(key);
      if (!points) {
        points = new Map();
        byOptions.set(key, points);
      }
      let found = points.get(point);
      if (!found) {
        found = modules
          .filter((m) => m.option === undefined || options.includes(m.option))
          .flatMap((m) => (m.hooks?.[point] ? [m.hooks[point]] : []));
        points.set(point, found);
      }
      return found as readonly HookPoints[typeof point][];
    },
  };
}

export function registerRulebook(book: Rulebook): Rulebook {
  return registerBook(book);
}

export function rulebookFor(ruleset: RulesetId): Rulebook {
  return bookFor<Ti3>(ruleset) as Rulebook;
}

/** The rulebook a TI3 game is played by (the kernel picks it by the ruleset its config names). */
export function rulebookOf(state: GameState): Rulebook {
  return bookOf<Ti3>(state) as Rulebook;
}
