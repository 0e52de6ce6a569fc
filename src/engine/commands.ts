/**
 * Everything a player can ask of the engine. Apart from the few listed in ALWAYS_AVAILABLE, every command
 * answers a pending decision of the same kind (decisions.ts), which is how "not your turn", "not now" and
 * "already answered" are decided in one place.
 *
 * Each command is declared once, as a zod schema in commands/ (one file per rule area): the types below are
 * inferred from the schemas, and apply checks every command against the same schemas (commandShape.ts).
 */
import { z } from "zod";
import { BORDERLANDS_COMMANDS } from "./commands/borderlands.ts";
import { CARD_COMMANDS } from "./commands/cards.ts";
import { CLASSIC_LEADER_COMMANDS } from "./commands/classicLeaders.ts";
import { COMBAT_COMMANDS } from "./commands/combat.ts";
import { COUNTER_AREAS, type counterSplit, OBJECT_FORM } from "./commands/forms.ts";
import { GM_COMMANDS } from "./commands/gm.ts";
import { LEADER_COMMANDS } from "./commands/leaders.ts";
import { PHASE_COMMANDS } from "./commands/phases.ts";
import { POLITICS_COMMANDS } from "./commands/politics.ts";
import { RELATIONS_COMMANDS } from "./commands/relations.ts";
import { SPACE_MINE_COMMANDS } from "./commands/spaceMines.ts";
import { SPECIAL_OBJECTIVE_COMMANDS } from "./commands/specialObjectives.ts";
import { STRATEGY_CARD_COMMANDS } from "./commands/strategyCards.ts";
import { TACTICAL_COMMANDS } from "./commands/tactical.ts";
import { TECHNOLOGY_COMMANDS } from "./commands/technology.ts";
import { TRADE_COMMANDS } from "./commands/trade.ts";

export type { PrimaryChoice, SecondaryChoice, TechnologyPurchase } from "./commands/strategyCards.ts";
export { ABILITY_COMMAND_IDS, abilityChoice, abilityCommandId } from "./commands/technology.ts";
export type { AbilityCommandId } from "./rules/technology/actionAbilityIds.ts";
export { COUNTER_AREAS };

const COMMANDS = [
  ...PHASE_COMMANDS,
  ...STRATEGY_CARD_COMMANDS,
  ...GM_COMMANDS,
  ...TACTICAL_COMMANDS,
  ...TRADE_COMMANDS,
  ...POLITICS_COMMANDS,
  ...CARD_COMMANDS,
  ...COMBAT_COMMANDS,
  ...TECHNOLOGY_COMMANDS,
  ...SPECIAL_OBJECTIVE_COMMANDS,
  ...SPACE_MINE_COMMANDS,
  ...LEADER_COMMANDS,
  ...CLASSIC_LEADER_COMMANDS,
  ...BORDERLANDS_COMMANDS,
  ...RELATIONS_COMMANDS,
] as const;

const TYPE_FORM = 'the name of a command (such as "pass")';

/**
 * Every command, told apart by its `type`. Something that is not an object is refused as a whole; an
 * object of no known type is refused at `type`; otherwise the command's own schema names the field.
 */
export const commandSchema = z.discriminatedUnion("type", COMMANDS, {
  error: (issue) =>
    issue.code === "invalid_union" ? TYPE_FORM : `${OBJECT_FORM} with a \`type\` and a \`seat\``,
});

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command["type"];

/**
 * How a player takes the Bonus Counters on a Strategy Card: each one a Trade Good or a command counter.
 * The counters named go to their areas; every other bonus counter becomes a Trade Good.
 */
export type BonusSplit = z.infer<typeof counterSplit>;

/** Commands that answer no decision (chat, preferences and hand views live in the app layer). */
const ALWAYS_AVAILABLE_TYPES = [
  // A GM correction (rules/gm) may come at any moment and leaves the frame stack as it was.
  "gmCorrection",
  // A seat handed over (rules/gm/handOver.ts): sent by the app when the table or a GM decides it.
  "handOverSeat",
  // RR §17: Trade Goods may be given to another player at any time.
  "giveTradeGoods",
  // A standing preference (rules/combat): hits on my units are assigned at once.
  "setAutoAssignHits",
  // A standing preference (rules/actionCards/window.ts): Action Card windows do not wait for me.
  "setAutoPassWindows",
  // Temporary Stability: any player may lift it by discarding 3 Action Cards (rules/actionCards).
  "liftTemporaryStability",
  // The Leaders option: leave for another player's Diplomats to lead fleets through one's ships, at any time.
  "allowDiplomatPassage",
  // The Leaders option: a Leader changes ships within its system on its owner's turn (checked there).
  "changeLeaderShip",
  // The classic Leaders (Hope's End 2.3): a captor executes a captive at any time.
  "executeCaptive",
  // Borderlands, Declarations of War and Peace: a surprise attack breaks a peace at any time.
  "surpriseAttack",
] as const satisfies readonly CommandType[];

export const ALWAYS_AVAILABLE: ReadonlySet<CommandType> = new Set<CommandType>(ALWAYS_AVAILABLE_TYPES);

/** The kinds a pending decision may have: every command but those answering none. */
export type DecisionKind = Exclude<CommandType, (typeof ALWAYS_AVAILABLE_TYPES)[number]>;
