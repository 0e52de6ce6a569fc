/**
 * A rulebook: the modules of one ruleset, assembled into the tables the kernel reads (apply's command
 * handlers, flow's frame rules, evolve's event handlers) and the answers to each hook point. Rulebooks
 * register themselves by ruleset id when their assembly loads (rulebooks/index.ts, which the engine's
 * entry point imports); the kernel finds a game's rulebook from its state.
 */
import type { OptionId } from "../content/index.ts";
import type { ActionCardEffectTable } from "./actionCardEffects.ts";
import type { CardChoiceTable } from "./choices.ts";
import type { CommandType } from "./commands.ts";
import type { GameEvent } from "./events.ts";
import type { HookPoint, HookPoints } from "./hooks/index.ts";
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
import type { Tx } from "./tx.ts";

export type RulesetId = "ti3";

export interface Rulebook {
  readonly ruleset: RulesetId;
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

type Table = Record<string, unknown>;

/** Merges one table kind of every module; two modules answering the same key is a bug in the book. */
function merge(
  modules: readonly RuleModule[],
  part:
    | "commands"
    | "events"
    | "frames"
    | "phases"
    | "choices"
    | "actionCards"
    | "primaries"
    | "secondaries"
    | "bot",
): Table {
  const table: Table = {};
  const owner: Record<string, string> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries((module[part] ?? {}) as Table)) {
      if (key in owner) throw new Error(`${part} "${key}" is given by both ${owner[key]} and ${module.id}`);
      owner[key] = module.id;
      table[key] = value;
    }
  }
  return table;
}

function standingCheck(option: OptionId | undefined, check: (tx: Tx) => boolean): (tx: Tx) => boolean {
  return option === undefined ? check : (tx) => tx.state.config.options.includes(option) && check(tx);
}

export function assembleRulebook(ruleset: RulesetId, modules: readonly RuleModule[]): Rulebook {
  const ids = new Set<string>();
  for (const module of modules) {
    if (ids.has(module.id)) throw new Error(`the module ${module.id} is listed twice in ${ruleset}`);
    ids.add(module.id);
  }
  const byOptions = new Map<string, Map<HookPoint, readonly unknown[]>>();
  const marks = modules.flatMap((m) => (m.mark ? [{ option: m.option, mark: m.mark }] : []));
  return {
    ruleset,
    modules,
    commands: merge(modules, "commands") as CommandTable,
    frames: merge(modules, "frames") as FrameTable,
    events: merge(modules, "events") as EvolveHandlers,
    phases: merge(modules, "phases") as PhaseTable,
    choices: merge(modules, "choices") as CardChoiceTable,
    actionCards: merge(modules, "actionCards") as ActionCardEffectTable,
    primaries: merge(modules, "primaries") as PrimaryTable,
    secondaries: merge(modules, "secondaries") as SecondaryTable,
    bot: merge(modules, "bot") as Partial<Record<CommandType, BotCandidates>>,
    observers: modules.flatMap((m) => (m.observe ? [m.observe] : [])),
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

const BOOKS = new Map<RulesetId, Rulebook>();

export function registerRulebook(book: Rulebook): Rulebook {
  BOOKS.set(book.ruleset, book);
  return book;
}

export function rulebookFor(ruleset: RulesetId): Rulebook {
  const book = BOOKS.get(ruleset);
  if (!book) throw new Error(`the ${ruleset} rulebook is not loaded: import it through src/engine/index.ts`);
  return book;
}

/** The rulebook a game is played by (every game so far is TI3). */
export function rulebookOf(_state: GameState): Rulebook {
  return rulebookFor("ti3");
}
