/**
 * A book assembled from modules: each module brings the commands it answers, the events it folds, the
 * frames it runs and its standing checks; two modules answering the same key is a bug in the book.
 */
import type { RuleError } from "../ruleError.ts";
import type { FrameRules, KernelBook } from "./book.ts";
import type { Tx } from "./tx.ts";
import type { Ruleset, RulesetId } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: each entry takes its own member of the ruleset's union
type Entry = any;

export interface KernelModule<R extends Ruleset> {
  /** Stable and unique in its book: "setup", "tactical". */
  readonly id: string;
  readonly commands?: { readonly [type: string]: (tx: Tx<R>, command: Entry) => RuleError | undefined };
  readonly events?: { readonly [type: string]: (draft: R["state"], event: Entry) => void };
  readonly frames?: { readonly [kind: string]: FrameRules<R, Entry> };
  readonly observe?: (draft: R["state"], event: R["event"]) => void;
  readonly standing?: readonly ((tx: Tx<R>) => boolean)[];
}

type Table = Record<string, unknown>;

/** Merges one table kind of every module, refusing a key given twice. */
export function mergeTables<M extends { readonly id: string }>(
  modules: readonly M[],
  part: keyof M & string,
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

/** Refuses a module listed twice in one book. */
export function checkModuleIds(ruleset: RulesetId, modules: readonly { readonly id: string }[]): void {
  const ids = new Set<string>();
  for (const module of modules) {
    if (ids.has(module.id)) throw new Error(`the module ${module.id} is listed twice in ${ruleset}`);
    ids.add(module.id);
  }
}

export function assembleBook<R extends Ruleset>(
  ruleset: RulesetId,
  modules: readonly KernelModule<R>[],
  commandForms: Pick<KernelBook<R>, "alwaysAvailable" | "checkShape">,
): KernelBook<R> {
  checkModuleIds(ruleset, modules);
  return {
    ruleset,
    commands: mergeTables(modules, "commands") as KernelBook<R>["commands"],
    events: mergeTables(modules, "events") as KernelBook<R>["events"],
    frames: mergeTables(modules, "frames") as KernelBook<R>["frames"],
    observers: modules.flatMap((m) => (m.observe ? [m.observe] : [])),
    standing: modules.flatMap((m) => m.standing ?? []),
    alwaysAvailable: commandForms.alwaysAvailable,
    checkShape: commandForms.checkShape,
    mark: (_state, event) => event,
  };
}
