/**
 * The shape of every command, checked at the entry of `apply` before any rule runs: the seat is a whole
 * number naming a seat of this game, and each field has the primitive type or array shape its command
 * declares (commands.ts). Commands arrive as JSON from buttons, the playground and bots, so a field may be
 * missing, of the wrong type or negative; such a command is refused with ERR_MALFORMED naming the field
 * and the form expected, and the rules behind it only ever see well-formed commands.
 *
 * One table entry per command type. Whether a well-formed value is legal (a card in the hand, a planet
 * controlled) is for the rule that answers the command; this file checks forms only.
 */
import { UNIT_TYPES } from "../content/index.ts";
import type { CommandType } from "./commands.ts";
import { type RuleError, ruleError } from "./ruleError.ts";
import { CORRECTION_KINDS } from "./rules/gm/corrections.ts";
import { ACTION_ABILITIES, STRATEGY_PHASE_ABILITIES } from "./rules/technology/actionAbilityIds.ts";
import type { GameState } from "./state.ts";

/** A checked form: `check` returns the path and expected form of the first part that does not fit. */
interface Shape {
  form: string;
  check(value: unknown, path: string): { path: string; form: string } | undefined;
}

function leaf(form: string, test: (value: unknown) => boolean): Shape {
  return { form, check: (value, path) => (test(value) ? undefined : { path, form }) };
}

const count = leaf(
  "a whole number, 0 or more",
  (v) => typeof v === "number" && Number.isInteger(v) && v >= 0,
);
const text = leaf("a text", (v) => typeof v === "string");
/**
 * Content ids are kebab-case (a content test keeps them so). The form alone also keeps out names that
 * a plain object inherits ("constructor"), which a lookup by id would otherwise find.
 */
const id = leaf(
  'an id such as "mecatol-rex"',
  (v) => typeof v === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && !(v in Object.prototype),
);
/** A map position label: "000" for Mecatol Rex, otherwise ring and index such as "304" (galaxy/hex.ts). */
/** A card's choice: a content id ("war-sun") or a unit type ("warSun"), never an inherited name. */
const word = leaf(
  'an id such as "dreadnought", "groundForce" or "warfare"',
  (v) => typeof v === "string" && /^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/.test(v) && !(v in Object.prototype),
);
const position = leaf('a map position such as "304"', (v) => typeof v === "string" && /^[0-9]{3}$/.test(v));
const flag = leaf("true or false", (v) => typeof v === "boolean");

function oneOf(values: readonly string[]): Shape {
  return leaf(`one of ${values.map((v) => `"${v}"`).join(", ")}`, (v) => values.includes(v as string));
}

function nullable(shape: Shape): Shape {
  return {
    form: `${shape.form}, or null`,
    check: (value, path) => (value === null ? undefined : shape.check(value, path)),
  };
}

function listOf(item: Shape): Shape {
  return {
    form: `a list of ${item.form}`,
    check(value, path) {
      if (!Array.isArray(value)) return { path, form: `a list of ${item.form}` };
      for (let i = 0; i < value.length; i++) {
        const wrong = item.check(value[i], `${path}[${i}]`);
        if (wrong) return wrong;
      }
      return undefined;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fields ending in "?" may be left out (undefined); every other field must be present. */
type Fields = Record<string, Shape | (() => Shape)>;

function object(fields: Fields, form = "an object"): Shape {
  return {
    form,
    check(value, path) {
      if (!isRecord(value)) return { path, form };
      for (const [key, spec] of Object.entries(fields)) {
        const optional = key.endsWith("?");
        const name = optional ? key.slice(0, -1) : key;
        const field = value[name];
        const at = path === "" ? name : `${path}.${name}`;
        if (field === undefined) {
          if (optional) continue;
          const shape = typeof spec === "function" ? spec() : spec;
          return { path: at, form: shape.form };
        }
        const shape = typeof spec === "function" ? spec() : spec;
        const wrong = shape.check(field, at);
        if (wrong) return wrong;
      }
      return undefined;
    },
  };
}

/** A record whose keys are taken from `keys` and whose values are counts (unit counts, counter splits). */
function countsBy(keys: readonly string[], what: string): Shape {
  const form = `${what}: each a whole number, 0 or more`;
  return {
    form,
    check(value, path) {
      if (!isRecord(value)) return { path, form };
      for (const [key, n] of Object.entries(value)) {
        if (!keys.includes(key)) return { path: `${path}.${key}`, form: `one of ${keys.join(", ")}` };
        if (n === undefined) continue;
        const wrong = count.check(n, `${path}.${key}`);
        if (wrong) return wrong;
      }
      return undefined;
    },
  };
}

const AREAS = ["strategy", "fleet", "command"] as const;
const units = countsBy(UNIT_TYPES, "unit counts by unit type");
const counterSplit = countsBy(AREAS, "counters by area (strategy, fleet, command)");
const seatPair = leaf(
  "a pair of seats such as [0, 2]",
  (v) =>
    Array.isArray(v) &&
    v.length === 2 &&
    v.every((s) => typeof s === "number" && Number.isInteger(s) && s >= 0),
);

const pickUp = object({ "planet?": id, "position?": position, units });
const productionOrder = object({ dock: id, units, "to?": position, "planet?": id });

const primaryChoice = (): Shape =>
  object({
    "target?": count,
    "option?": text,
    "counters?": counterSplit,
    "technology?": id,
    "planets?": listOf(id),
    "tradeGoods?": count,
    "purchase?": object({ technology: id, "planets?": listOf(id), "tradeGoods?": count }),
    "position?": position,
    "agreements?": listOf(seatPair),
    "objective?": id,
    "claim?": nullable(id),
    "secondary?": secondaryChoice,
  });

const secondaryChoice = (): Shape =>
  object({
    "counters?": counterSplit,
    "planets?": listOf(id),
    "tradeGoods?": count,
    "technology?": id,
    "withPrimary?": primaryChoice,
    "refresh?": listOf(id),
    "annex?": id,
    "primaryInstead?": primaryChoice,
    "patrols?": listOf(object({ from: position, to: position, unit: id })),
    "production?": object({ position, orders: listOf(productionOrder) }),
  });

/** The fields of each command type besides `type` and `seat`. */
const COMMAND_FIELDS: { [T in CommandType]: Fields } = {
  pickRace: { race: id },
  placeGalaxyTile: { tile: id, position },
  pickStrategyCard: { card: id, "bonus?": counterSplit },
  strategicAction: { card: id },
  tacticalAction: { position },
  transferAction: { from: position, to: position },
  pass: {},
  skipTurn: {},
  resolvePrimary: { card: id, choice: primaryChoice },
  answerSecondary: { card: id, follow: flag, "choice?": secondaryChoice },
  scoreObjectives: {
    publicObjective: nullable(id),
    secretObjective: nullable(id),
    "morePublicObjectives?": listOf(id),
    "planets?": listOf(id),
    "tradeGoods?": count,
    "counters?": counterSplit,
  },
  redistributeCounters: { counters: object({ strategy: count, fleet: count, command: count }) },
  // Each kind's own fields are checked by rules/gm/shape.ts.
  gmCorrection: { correction: object({ kind: oneOf(CORRECTION_KINDS) }), reason: text },
  moveUnits: {
    moves: listOf(
      object({
        from: position,
        units,
        "damaged?": units,
        "path?": listOf(position),
        "pickUp?": listOf(pickUp),
      }),
    ),
    "pickUp?": listOf(pickUp),
    "conduit?": flag,
  },
  landUnits: { landings: listOf(object({ planet: id, units })) },
  produceUnits: {
    "position?": position,
    orders: listOf(productionOrder),
    "spaceDock?": id,
    "planets?": listOf(id),
    "tradeGoods?": count,
  },
  answerActivation: { cancel: flag },
  finishTurn: {},
  proposeTradeAgreement: { partner: count, give: count, receive: count },
  answerTradeProposal: { proposal: count, accept: flag },
  approveTradeAgreement: { proposal: count, approve: flag },
  finishTrading: {},
  breakTradeAgreement: { partner: count },
  giveTradeGoods: { to: count, amount: count },
  giveActionCards: { to: count, cards: listOf(id) },
  placeCounterFromSheet: { area: oneOf(AREAS) },
  castVotes: { choice: nullable(text), "votes?": count, "tradeGoods?": count },
  breakTie: { choice: text },
  vetoAgenda: { veto: flag },
  playPoliticalCard: { card: id },
  arrangePoliticalDeck: { top: id },
  chooseSenateOption: { option: oneOf(["a", "b"]), target: count },
  playActionCard: {
    card: id,
    "target?": count,
    "tradeGoods?": count,
    "planets?": listOf(id),
    "system?": position,
    "choice?": word,
    "amount?": count,
  },
  passActionWindow: {},
  discardDownToLimit: { "actionCards?": listOf(id), "politicalCards?": listOf(id) },
  confirmByHand: {},
  answerCardChoice: {
    "target?": count,
    "planets?": listOf(id),
    "system?": position,
    "choice?": word,
    "amount?": count,
    "units?": units,
  },
  firePds: { fire: flag, "target?": count },
  assignHits: { destroy: units, "damage?": units },
  announceRetreat: { to: nullable(position), "tactical?": flag },
  bombard: { dreadnoughts: count, warSuns: count, "x89?": oneOf(["dreadnought", "warSun"]) },
  useCombatAbility: {
    ability: oneOf(["jolnarReroll", "letnevWarFunding", "yinDevotion", "gravitonNegatorFighters"]),
    use: flag,
    "die?": count,
    "count?": count,
    "unit?": oneOf(UNIT_TYPES),
    "target?": oneOf(UNIT_TYPES),
  },
  setAutoAssignHits: { on: flag },
  useActionAbility: {
    ability: oneOf([...ACTION_ABILITIES, ...STRATEGY_PHASE_ABILITIES]),
    "from?": id,
    "to?": id,
    "count?": count,
    "planet?": id,
    "target?": count,
    "targets?": listOf(count),
    "card?": id,
    "choice?": oneOf(["trade-goods", "strategy", "fleet", "command", "fighters", "destroyer"]),
    "system?": position,
  },
  setAutoPassWindows: { on: flag },
};

/** The command types apply knows, for tools that build commands (the fuzzer, forms). */
export const COMMAND_TYPES = Object.keys(COMMAND_FIELDS) as CommandType[];

function malformed(field: string, form: string): RuleError {
  return ruleError("ERR_MALFORMED", "Mecatol", `Malformed command: \`${field}\` must be ${form}.`, {
    field,
    expected: form,
  });
}

/** Why `command` is not a well-formed command for this game, or undefined when its shape is right. */
export function checkCommandShape(state: GameState, command: unknown): RuleError | undefined {
  if (!isRecord(command)) return malformed("command", "an object with a `type` and a `seat`");
  const type = command.type;
  if (typeof type !== "string" || !Object.hasOwn(COMMAND_FIELDS, type)) {
    return malformed("type", 'the name of a command (such as "pass")');
  }
  // A whole number past the last seat is well formed: apply refuses it as ERR_NO_SEAT.
  const seat = command.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0) {
    return malformed("seat", `a seat of this game: a whole number from 0 to ${state.players.length - 1}`);
  }
  const wrong = object(COMMAND_FIELDS[type as CommandType]).check(command, "");
  return wrong ? malformed(wrong.path, wrong.form) : undefined;
}
