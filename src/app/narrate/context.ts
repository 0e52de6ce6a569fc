/**
 * What a line may read besides its event: players' names, the systems on the map, and a vote's options
 * as players read them. The types every table of lines shares are here too.
 */
import type { GameEvent, GameEventType } from "../../engine/events.ts";
import type { GameState } from "../../engine/index.ts";
import { componentName, systemName } from "./names.ts";

export interface Ctx {
  state: GameState;
  who(seat: unknown): string;
  /** A position with its system: "203 (Abyz / Fria)". */
  at(position: string): string;
  /** A vote option as players read it: For, Against, a player's name, a planet, a law or objective by name. */
  option(choice: string | null): string;
}

/** The public line of one event type, or null when this event tells nothing worth a sentence. */
export type Line<K extends GameEventType> = (event: Extract<GameEvent, { type: K }>, c: Ctx) => string | null;

/** The lines of every event type; null marks engine bookkeeping that is never narrated. */
export type LineTable = { [K in GameEventType]: Line<K> | null };

/** A vote's sides, as the rules print them (RR §10). */
const SIDES: Readonly<Record<string, string>> = { for: "For", against: "Against" };

export function contextOf(state: GameState): Ctx {
  const who = (seat: unknown) =>
    typeof seat === "number" ? (state.players[seat]?.name ?? `seat ${seat}`) : "";
  const at = (position: string) => {
    const tile = state.galaxy?.[position];
    return tile ? `${position} (${systemName(tile)})` : position;
  };
  const option = (choice: string | null): string =>
    choice === null
      ? "nobody"
      : choice
          .split(",")
          .map((part) => SIDES[part] ?? (/^\d+$/.test(part) ? who(Number(part)) : componentName(part)))
          .join(" and ");
  return { state, who, at, option };
}
