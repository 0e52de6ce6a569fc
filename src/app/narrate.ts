/**
 * The channel's narration: a short public line per event, in the game's words, with any dice shown; and
 * for a command whose events tell nothing worth a line (a pass in an Action Card window, a declined
 * ability, "Claim nothing"), a sentence for the command itself, so a change to the game is never told as
 * a bare "Done.". Private events never reach the public lines unredacted (callers pass `viewEvent(e,
 * null)`, and `narrateCommand` does so itself); a hidden event is told only as who did what kind of thing.
 * A player's own settings are confirmed to that player alone (narrate/private.ts).
 *
 * Every event type has an entry in the line tables (narrate/*Lines.ts), typed over the whole events
 * union: an event added to the engine fails to compile here until it gets a line or is listed as silent
 * (null: engine bookkeeping nobody reads, or a line that would flood the channel).
 */
import type { Command, CommandType } from "../engine/commands.ts";
import type { GameEvent, GameEventType } from "../engine/events.ts";
import { type GameState, viewEvent } from "../engine/index.ts";
import type { EventView } from "../engine/view.ts";
import { ASSASSIN_LINES } from "./narrate/assassinLines.ts";
import { BOARD_LINES } from "./narrate/boardLines.ts";
import { BORDERLANDS_LINES } from "./narrate/borderlandsLines.ts";
import { CARD_LINES } from "./narrate/cardLines.ts";
import { CLASSIC_LINES } from "./narrate/classicLines.ts";
import { commandLine, isQuiet, PERSONAL_SETTING_COMMANDS } from "./narrate/commands.ts";
import { contextOf, type Line, type LineTable } from "./narrate/context.ts";
import { DOMAIN_LINES } from "./narrate/domainLines.ts";
import { LEADER_LINES } from "./narrate/leaderLines.ts";
import { MINE_LINES } from "./narrate/mineLines.ts";
import { OPTION_LINES } from "./narrate/optionLines.ts";
import { POLITICS_LINES } from "./narrate/politicsLines.ts";
import { hiddenLine } from "./narrate/private.ts";
import { RELATIONS_LINES } from "./narrate/relationsLines.ts";
import { SPECIAL_OBJECTIVE_LINES } from "./narrate/specialObjectiveLines.ts";
import { TURN_LINES } from "./narrate/turnLines.ts";

export { TOLD_COMMAND_TYPES } from "./narrate/commands.ts";
export { gmHeadline } from "./narrate/gm.ts";
export { unitsText, words } from "./narrate/names.ts";
export { narratePrivate, PERSONAL_SETTING_EVENTS, settingConfirmations } from "./narrate/private.ts";
export { PERSONAL_SETTING_COMMANDS };

const LINES: LineTable = {
  ...TURN_LINES,
  ...BOARD_LINES,
  ...POLITICS_LINES,
  ...CARD_LINES,
  ...DOMAIN_LINES,
  ...SPECIAL_OBJECTIVE_LINES,
  ...MINE_LINES,
  ...BORDERLANDS_LINES,
  ...ASSASSIN_LINES,
  ...OPTION_LINES,
  ...LEADER_LINES,
  ...CLASSIC_LINES,
  ...RELATIONS_LINES,
};

/** Event types never narrated on their own: engine bookkeeping, and lines that would flood the channel. */
export const SILENT_EVENTS: ReadonlySet<GameEventType> = new Set(
  (Object.keys(LINES) as GameEventType[]).filter((type) => LINES[type] === null),
);

/** Every event type the tables know (all of GameEventType, as the table's type demands). */
export const NARRATED_EVENT_TYPES: readonly GameEventType[] = Object.keys(LINES) as GameEventType[];

/** One full stop at a sentence's end, never two (a card's text may bring its own). */
const tidy = (line: string) => line.replace(/(^|[^.])\.\.(?=\s|$)/g, "$1.");

export function narrate(event: EventView, state: GameState): string | null {
  const c = contextOf(state);
  if (event.type === "hidden") {
    const line = event.seat === undefined ? null : hiddenLine(event.of);
    return line === null ? null : `${c.who(event.seat)} ${line}.`;
  }
  const line = LINES[event.type] as Line<GameEventType> | null | undefined;
  // An event type this code does not know (a log written by other code) is told as nothing.
  if (!line) return null;
  const told = line(event as never, c);
  return told === null ? null : tidy(told);
}

export function narrateAll(events: readonly EventView[], state: GameState): string {
  return events
    .map((e) => narrate(e, state))
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** True for a command that changes only its player's own settings (autopass, hits assigned at once). */
export function isPersonalSetting(command: { type: string }): boolean {
  return PERSONAL_SETTING_COMMANDS.has(command.type as CommandType);
}

/**
 * The public account of one command: its events' public lines; its own sentence ("Alice declines the
 * secondary ability of Trade.") when they tell nothing, or before them when its act is one no event
 * tells (a pass in an Action Card window). Never empty for a command the engine accepted, except a
 * personal setting that led to nothing public: null then, and the channel is told nothing (its player
 * is told by `settingConfirmations`).
 */
export function narrateCommand(
  command: Command,
  events: readonly GameEvent[],
  state: GameState,
): string | null {
  const told = narrateAll(
    events.map((e) => viewEvent(e, null)),
    state,
  );
  const own = commandLine(command, contextOf(state));
  if (own === null) return told === "" ? null : told;
  if (told === "") return tidy(own);
  return isQuiet(command) ? `${tidy(own)}\n${told}` : told;
}
