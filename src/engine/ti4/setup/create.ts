/**
 * Creating a TI4 game (LRR "Setup"): the players are seated with their colours and command sheets (3
 * tactic, 3 fleet and 2 strategy tokens), the custodians token is on Mecatol Rex, and the set-up frame
 * runs its steps (steps.ts) until it waits for a player or the first round is next. Everything is an event,
 * so a replay rebuilds the set-up exactly. Settings the rules do not allow, or that no rule of ours plays
 * yet, are refused and create nothing.
 */
import {
  TI4_BOXES,
  TI4_STARTING_COMMAND_SHEET,
  TI4_STRATEGY_CARD_IDS,
  type Ti4Box,
} from "../../../content/ti4/index.ts";
import { ti4GalaxyLayout } from "../../galaxy/ti4/layouts.ts";
import { importTi4MapString } from "../../galaxy/ti4/mapString.ts";
import { advanceFrames } from "../../kernel/flow.ts";
import { beginTx } from "../../kernel/tx.ts";
import type { EngineContext } from "../../kernel/types.ts";
import { seedRng } from "../../rng.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Event } from "../events.ts";
import type { Ti4 } from "../ruleset.ts";
import {
  TI4_PLAYER_COLORS,
  TI4_STATE_FORMAT,
  type Ti4Config,
  type Ti4FactionAssignment,
  type Ti4GalaxyMode,
  type Ti4State,
} from "../state.ts";
import { resolveAlliance, type Ti4AllianceSetting } from "../thundersEdge/alliance.ts";
import { resolveGalacticEvents } from "../thundersEdge/galacticEvents.ts";
import { resolveMapPreset } from "../thundersEdge/mapPresets.ts";

export interface Ti4Settings {
  boxes?: readonly Ti4Box[];
  vpTarget?: number;
  galaxyMode?: Ti4GalaxyMode;
  mapString?: string | null;
  factionAssignment?: Ti4FactionAssignment;
  options?: readonly string[];
  /** TE "Setup" step 1: galactic event ids, or "random" for one drawn among those Mecatol plays. */
  galacticEvents?: readonly string[] | "random";
  /** TE "Map Appendix": one of the rulebook's premade maps, in place of any other way to build the galaxy. */
  mapPreset?: string;
  /** TE "Alliance Game Variant": neighbours paired (true), or the table's own pairs of seats. */
  alliance?: Ti4AllianceSetting;
}

export interface NewTi4GameInput {
  seed: string;
  players: readonly { userId: string; name: string }[];
  settings: Ti4Settings;
}

export type CreateTi4GameResult =
  | { ok: true; state: Ti4State; events: Ti4Event[] }
  | { ok: false; error: RuleError };

const SETUP = "LRR setup";

/** The settings as a config, or the rule that refuses them. */
export function resolveTi4Config(settings: Ti4Settings, players: number): Ti4Config | RuleError {
  const asked: readonly string[] = [...new Set(settings.boxes ?? ["base"])];
  const unknown = asked.find((box) => !(TI4_BOXES as readonly string[]).includes(box));
  if (unknown !== undefined)
    return ruleError(
      "ERR_TI4_BOX",
      SETUP,
      `There is no TI4 box called "${unknown}": use ${TI4_BOXES.join(", ")}.`,
    );
  const boxes = asked as Ti4Box[];
  if (!boxes.includes("base"))
    return ruleError("ERR_TI4_BOX", SETUP, "A TI4 game always plays the base game.");
  const options = settings.options ?? [];
  if (options.length > 0) {
    return ruleError(
      "ERR_TI4_OPTION",
      SETUP,
      `No TI4 option is played by Mecatol yet, so ${options.join(", ")} cannot be switched on.`,
    );
  }
  const alliance = resolveAlliance(settings.alliance, players, boxes, settings.vpTarget);
  if (isRuleError(alliance)) return alliance;
  // TE "Alliance Winning the Game": the "14" side of the victory point track.
  const vpTarget = settings.vpTarget ?? (alliance ? 14 : 10);
  if (vpTarget !== 10 && vpTarget !== 14)
    return ruleError("ERR_TI4_VP_TARGET", "LRR 98.2", "A TI4 game is played to 10 or 14 victory points.");
  const layout = ti4GalaxyLayout({ players, boxes });
  if (isRuleError(layout)) return layout;
  const preset =
    settings.mapPreset === undefined
      ? undefined
      : resolveMapPreset(
          settings.mapPreset,
          players,
          boxes,
          settings.galaxyMode !== undefined || settings.mapString != null,
        );
  if (isRuleError(preset)) return preset;
  const galaxyMode = preset?.galaxyMode ?? settings.galaxyMode ?? "auto";
  const mapString = preset?.mapString ?? (galaxyMode === "mapString" ? (settings.mapString ?? "") : null);
  if (mapString !== null) {
    const imported = importTi4MapString(mapString, { players, boxes });
    if (isRuleError(imported)) return imported;
  }
  const galacticEvents = resolveGalacticEvents(settings.galacticEvents, boxes);
  if (isRuleError(galacticEvents)) return galacticEvents;
  return {
    ruleset: "ti4",
    boxes,
    options,
    vpTarget,
    galaxyMode,
    mapString,
    factionAssignment: settings.factionAssignment ?? "random",
    ...(galacticEvents === undefined ? {} : { galacticEvents }),
    ...(alliance === undefined ? {} : { alliance }),
  };
}

export function createTi4Game(input: NewTi4GameInput, ctx: EngineContext): CreateTi4GameResult {
  const config = resolveTi4Config(input.settings, input.players.length);
  if (isRuleError(config)) return { ok: false, error: config };
  const start = initialTi4State(config, input);
  const tx = beginTx<Ti4>(start, ctx);
  tx.emit({ type: "gameCreated", state: start });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Setup", step: "speaker" } });
  advanceFrames(tx);
  return { ok: true, state: tx.state, events: tx.events };
}

function initialTi4State(config: Ti4Config, input: NewTi4GameInput): Ti4State {
  return {
    format: TI4_STATE_FORMAT,
    config,
    rng: seedRng(input.seed),
    phase: "setup",
    round: 0,
    speaker: 0,
    players: input.players.map((p, seat) => ({
      seat,
      userId: p.userId,
      name: p.name,
      faction: null,
      color: TI4_PLAYER_COLORS[seat] ?? "blue",
      home: null,
      vp: 0,
      tokens: { ...TI4_STARTING_COMMAND_SHEET },
      tradeGoods: 0,
      commodities: 0,
      planets: {},
      technologies: [],
      strategyCards: [],
      passed: false,
      scoredObjectives: [],
      eliminated: false,
      secret: { actionCards: [], secretObjectives: [], promissoryNotes: [] },
    })),
    galaxy: {},
    board: {},
    custodiansOnMecatol: true,
    strategyPool: TI4_STRATEGY_CARD_IDS.map((card) => ({ card, tradeGoods: 0 })),
    decks: {
      action: { draw: [], discard: [] },
      agenda: { draw: [], discard: [] },
      secretObjectives: [],
      relics: [],
      stageOne: [],
      stageTwo: [],
    },
    objectives: [],
    stack: [],
    winners: [],
  };
}
