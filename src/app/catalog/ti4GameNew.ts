/** /ti game new ruleset:ti4: a Fourth Edition game's settings, read from the command's options. */
import { TI4_MAP_PRESETS } from "../../content/ti4/index.ts";
import type { Ti4Settings } from "../../engine/ti4/setup/create.ts";
import { thundersEdgeNotOffered } from "../../engine/ti4/thundersEdge/notBuilt.ts";
import type { AppRequest } from "../types.ts";
import { int, str } from "./args.ts";
import type { ArgError, Args } from "./types.ts";

/** The settings only a Fourth Edition game with Thunder's Edge reads. */
export const TE_ONLY = ["events"];

/** Thunder's Edge's premade maps Mecatol lays out (the others need Prophecy of Kings), offered as presets. */
export const TE_MAPS = TI4_MAP_PRESETS.filter((m) => m.mapString !== undefined);
export const isTeMap = (preset: string | undefined) => TE_MAPS.some((m) => m.id === preset);

/**
 * A Fourth Edition game: the base game, or with Thunder's Edge once its factions are whole (its galactic
 * events and premade maps then), to 10 or 14 points (the engine refuses any other), its galaxy built by the
 * bot or laid out by a premade map. The Third Edition's settings are refused by name rather than silently
 * dropped; the engine checks the events and the map as the game is opened (app/ti4/lobby.ts).
 */
const TI3_ONLY = ["variant-cards", "imperial2", "options", "map", "larger", "races", "bans"];

export function newTi4Game(args: Args): AppRequest | ArgError {
  const ti3 = TI3_ONLY.find((name) => args[name] !== undefined);
  if (ti3) return { argError: `${ti3} is a Third Edition setting: a TI4 game has none of it.` };
  const expansions = str(args, "expansions") ?? "base";
  if (expansions === "se")
    return { argError: "Shattered Empire is a Third Edition expansion: a TI4 game takes base or te." };
  const te = expansions === "te";
  const notOffered = te ? thundersEdgeNotOffered() : undefined;
  if (notOffered) return { argError: notOffered };
  const teOnly = TE_ONLY.find((name) => args[name] !== undefined);
  if (teOnly && !te) return { argError: `${teOnly} comes with Thunder's Edge: add expansions: te.` };
  const events = str(args, "events")
    ?.split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const teMap = str(args, "preset");
  if (teMap !== undefined && !isTeMap(teMap))
    return { argError: `${teMap} is a Third Edition preset map: a TI4 game takes a Thunder's Edge map.` };
  if (teMap && !te) return { argError: "A TI4 preset map comes with Thunder's Edge: add expansions: te." };
  if (teMap && args.galaxy !== undefined)
    return { argError: "A preset map is the whole galaxy: leave the galaxy option out." };
  const galaxy = str(args, "galaxy");
  if (galaxy !== undefined && galaxy !== "auto")
    return {
      argError:
        "A TI4 game's galaxy is built by the bot for now (galaxy: auto), or by a premade map (te-map).",
    };
  // A deadline plays a seat's default answer, TI4's own (app/ti4/defaultAnswer.ts).
  const deadline = int(args, "deadline-hours");
  if (deadline !== undefined && (deadline < 0 || deadline > 168))
    return { argError: "deadline-hours must be from 0 (no deadline) to 168." };
  const vp = int(args, "vp");
  const hours = int(args, "reminder-hours");
  return {
    kind: "newGame",
    settings: {},
    ti4: {
      boxes: te ? ["base", "te"] : ["base"],
      // A premade map is the whole galaxy: no galaxy mode beside it (the engine refuses both at once).
      ...(teMap ? { mapPreset: teMap } : { galaxyMode: "auto" }),
      ...(events && events.length > 0
        ? { galacticEvents: events.length === 1 && events[0] === "random" ? "random" : events }
        : {}),
      ...(vp !== undefined ? { vpTarget: vp as 10 | 14 } : {}),
    } satisfies Ti4Settings,
    ...(hours !== undefined ? { reminderHours: hours } : {}),
    ...(deadline ? { deadlineHours: deadline } : {}),
  };
}
