/**
 * The shape of every command, checked at the entry of `apply` before any rule runs. Commands arrive as JSON
 * from buttons, the playground and bots, so a field may be missing, of the wrong type or negative; such a
 * command is refused with ERR_MALFORMED naming the field and the form expected, and the rules behind it
 * only ever see well-formed commands.
 *
 * The forms are the commands' own schemas (commands/), so a command's type and its check cannot drift
 * apart. Whether a well-formed value is legal (a card in the hand, a planet controlled) is for the rule
 * that answers the command; this file checks forms only.
 */
import { SEAT_FORM } from "./commands/forms.ts";
import { type CommandType, commandSchema } from "./commands.ts";
import { type RuleError, ruleError } from "./ruleError.ts";
import type { GameState } from "./state.ts";

/** A discriminated union of command schemas, each with a literal `type` (commands.ts, ti4/commands.ts). */
interface CommandUnion {
  options: readonly { shape: { type: { value: unknown } } }[];
  safeParse(value: unknown): {
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

function malformed(field: string, form: string): RuleError {
  return ruleError("ERR_MALFORMED", "Mecatol", `Malformed command: \`${field}\` must be ${form}.`, {
    field,
    expected: form,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A path as players read it: `moves[0].units.carrier`; the command itself when empty. */
function fieldName(path: readonly PropertyKey[]): string {
  let name = "";
  for (const part of path) {
    if (typeof part === "number") name += `[${part}]`;
    else name += name === "" ? String(part) : `.${String(part)}`;
  }
  return name === "" ? "command" : name;
}

/**
 * The check of a ruleset's commands against their schemas. Each command is parsed by its own schema only
 * (a parse of the whole union would report the first variant's complaint, not this command's).
 */
export function shapeCheck(
  union: CommandUnion,
): (state: { players: readonly unknown[] }, command: unknown) => RuleError | undefined {
  const schemas = new Map<unknown, { safeParse: CommandUnion["safeParse"] }>(
    union.options.map((schema) => [schema.shape.type.value, schema as unknown as CommandUnion]),
  );
  return (state, command) => {
    const known = isRecord(command) ? schemas.get(command.type) : undefined;
    const issue = (known ?? union).safeParse(command).error?.issues[0];
    if (!issue) return undefined;
    const field = fieldName(issue.path);
    // The seat's form names this game's seats. A whole number past the last one is well formed: apply
    // refuses it as ERR_NO_SEAT.
    if (field === "seat" && issue.message === SEAT_FORM) {
      return malformed(field, `${SEAT_FORM}: a whole number from 0 to ${state.players.length - 1}`);
    }
    return malformed(field, issue.message);
  };
}

/** The command types apply knows, for tools that build commands (the fuzzer, forms). */
export const COMMAND_TYPES: readonly CommandType[] = commandSchema.options.map((o) => o.shape.type.value);

/** Why `command` is not a well-formed TI3 command for this game, or undefined when its shape is right. */
export const checkCommandShape: (state: GameState, command: unknown) => RuleError | undefined =
  shapeCheck(commandSchema);
