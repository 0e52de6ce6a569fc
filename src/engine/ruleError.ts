/**
 * A refusal a player can cause: a value, not an exception. It carries a stable code, the rule it cites
 * and one plain sentence, so every surface can show the same clear message and tests can match the code.
 */
export interface RuleError {
  readonly kind: "ruleError";
  /** Stable, upper snake case with an ERR_ prefix: ERR_FLEET_SUPPLY. */
  readonly code: string;
  /** Where the rule lives: "RR §3.4", "SE p.10", "base overview: Galaxy setup". */
  readonly rule: string;
  /** One sentence a player understands, naming what was wrong and what is expected. */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

export function ruleError(
  code: string,
  rule: string,
  message: string,
  params?: Record<string, string | number | boolean>,
): RuleError {
  return params === undefined
    ? { kind: "ruleError", code, rule, message }
    : { kind: "ruleError", code, rule, message, params };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "ruleError";
}
