/** Reading typed option values into engine terms, with a sentence naming the expected form when wrong. */
import {
  isRaceId,
  isStrategyCardId,
  isSystemId,
  OBJECTIVES,
  PLANETS,
  type PlanetId,
  RACES,
  STRATEGY_CARDS,
  SYSTEMS,
} from "../../content/index.ts";
import { parseLabel } from "../../engine/galaxy/hex.ts";
import type { ArgError, Args } from "./types.ts";

export const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Finds an id by id or by name, ignoring case, spaces and punctuation. */
function byIdOrName<T extends { id: string; name: string }>(
  items: readonly T[],
  text: string,
): T | undefined {
  const key = norm(text);
  return items.find((item) => norm(item.id) === key) ?? items.find((item) => norm(item.name) === key);
}

export function str(args: Args, name: string): string | undefined {
  const v = args[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

export function int(args: Args, name: string): number | undefined {
  const v = args[name];
  return typeof v === "number"
    ? v
    : typeof v === "string" && /^-?\d+$/.test(v.trim())
      ? Number(v)
      : undefined;
}

export function bool(args: Args, name: string): boolean | undefined {
  const v = args[name];
  return typeof v === "boolean" ? v : v === "true" ? true : v === "false" ? false : undefined;
}

export function strategyCard(text: string | undefined): string | ArgError {
  const card = text === undefined ? undefined : byIdOrName(STRATEGY_CARDS, text);
  if (card && isStrategyCardId(card.id)) return card.id;
  return {
    argError: `Name a Strategy Card, e.g. ${STRATEGY_CARDS.slice(0, 3)
      .map((c) => c.name)
      .join(", ")}.`,
  };
}

export function race(text: string | undefined): string | ArgError {
  const found =
    text === undefined
      ? undefined
      : (byIdOrName(RACES, text) ?? RACES.find((r) => norm(r.shortName) === norm(text)));
  if (found && isRaceId(found.id)) return found.id;
  return {
    argError: `Name a race, e.g. ${RACES.slice(0, 3)
      .map((r) => r.shortName)
      .join(", ")}.`,
  };
}

export function position(text: string | undefined): string | ArgError {
  const label = text === undefined ? null : parseLabel(text);
  return (
    label ?? { argError: 'Give a map position as printed on the map, e.g. "000" for Mecatol Rex or "204".' }
  );
}

export function system(text: string | undefined): string | ArgError {
  const found = text === undefined ? undefined : byIdOrName(SYSTEMS, text);
  if (found && isSystemId(found.id)) return found.id;
  return { argError: "Name a system tile from your hand, e.g. Abyz / Fria." };
}

export function objective(text: string | undefined): string | null | ArgError {
  if (text === undefined) return null;
  const found = byIdOrName(OBJECTIVES, text);
  return found ? found.id : { argError: `There is no objective called "${text}".` };
}

/** A comma-separated list of planets, by id or name. */
export function planets(text: string | undefined): PlanetId[] | ArgError {
  if (text === undefined) return [];
  const out: PlanetId[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const found = byIdOrName(PLANETS, part);
    if (!found) return { argError: `There is no planet called "${part}"; separate planets with commas.` };
    out.push(found.id);
  }
  return out;
}

/** Counters placed in the three areas, from the options strategy / fleet / command. */
export function counters(args: Args): { strategy: number; fleet: number; command: number } {
  return {
    strategy: int(args, "strategy") ?? 0,
    fleet: int(args, "fleet") ?? 0,
    command: int(args, "command") ?? 0,
  };
}

export function firstError(...values: unknown[]): ArgError | undefined {
  return values.find((v): v is ArgError => typeof v === "object" && v !== null && "argError" in v);
}
