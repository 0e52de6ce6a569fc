/**
 * Legendary planet ability cards in a Thunder's Edge game (TE rulebook "Legendary Planets"; LRR 53, 34):
 * whoever controls a legendary planet holds its ability card, which passes with control and keeps its side
 * (one gained exhausted stays exhausted), so the card's holder is read from the planet's controller and its
 * side is kept by planet (`state.exhaustedLegendary`). The status phase readies the cards. Each card's
 * ability is used in its window (legendaryUses.ts): "at the end of your turn" and "when you pass" open a
 * window above the turn (hooks `turnEnding`, `playerPassed`), in which the holder uses the cards of that
 * moment one at a time, or closes it; "after you activate a system" opens one above the tactical action
 * (hook `afterSystemActivated`: the Ionian Fuel Refinery). A Song Like Marrow (Styx) is a standing rule: its
 * point follows the card.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { teLegendaryAbility } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { controllerOf } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Frame } from "../frames.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { TeLegendaryMoment, TeLegendaryWindowFrame } from "./forms.ts";
import { playsThundersEdge } from "./inPlay.ts";
import {
  LEGENDARY_NOT_BUILT,
  LEGENDARY_PASSIVE,
  LEGENDARY_USES,
  type LegendaryUse,
  tacticalOf,
  targetRefused,
} from "./legendaryUses.ts";

type Ti4Tx = Tx<Ti4>;
type UseLegendary = Extract<Ti4Command, { type: "useLegendaryAbility" }>;

const STYX = "styx" as Ti4PlanetId;
const RULE = "TE Legendary Planets";
const TIMING_WORDS = {
  endOfTurn: "at the end of your turn",
  passing: "as you pass",
  afterActivation: "after you activate a system",
  action: "as an action",
} as const;

/** The legendary planet ability cards `seat` holds: those of the planets it controls. */
export function legendaryCardsOf(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  if (!playsThundersEdge(state)) return [];
  const planets = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.filter((planet) => teLegendaryAbility(planet) !== undefined);
}

/** LRR 34: true when the ability card of `planet` lies ready. */
export function legendaryReady(state: Ti4State, planet: Ti4PlanetId): boolean {
  return !(state.exhaustedLegendary ?? []).includes(planet);
}

/** The cards `seat` may use now in `moment`'s window: held, ready, built, and with something to act on. */
export function usableInWindow(
  state: Ti4State,
  seat: Seat,
  moment: TeLegendaryMoment | "action",
): Ti4PlanetId[] {
  return legendaryCardsOf(state, seat).filter((planet) => {
    const use = LEGENDARY_USES[planet as string];
    return use?.moment === moment && legendaryReady(state, planet) && use.targets(state, seat).length > 0;
  });
}

function windowFrames(state: Ti4State, seat: Seat, moment: TeLegendaryMoment): Ti4Frame[] {
  if (usableInWindow(state, seat, moment).length === 0) return [];
  return [{ kind: "teLegendaryWindow", seat, moment }];
}

const legendaryWindow: FrameRules<Ti4, TeLegendaryWindowFrame> = {
  decisions(state, frame): Decision<Ti4>[] {
    const planets = usableInWindow(state, frame.seat, frame.moment);
    const close: Decision<Ti4> = {
      kind: "closeLegendaryWindow",
      seat: frame.seat,
      simultaneous: false,
      prompt: "use no (more) legendary planet abilities",
    };
    if (planets.length === 0) return [close];
    const names = planets.map((p) => teLegendaryAbility(p)?.name).join(", ");
    return [
      {
        kind: "useLegendaryAbility",
        seat: frame.seat,
        simultaneous: false,
        prompt: `use a legendary planet ability (${names})`,
        choices: planets,
      },
      close,
    ];
  },
  // An empty window closes by itself (its last card used).
  advance(tx, frame) {
    if (usableInWindow(tx.state, frame.seat, frame.moment).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/** The cards used "as an action" (a component action, LRR 22) `seat` may use on its turn. */
function actionCards(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  const planets = usableInWindow(state, seat, "action");
  if (planets.length === 0) return [];
  return [
    {
      kind: "useLegendaryAbility",
      seat,
      simultaneous: false,
      prompt: `as an action, use ${planets.map((p) => teLegendaryAbility(p)?.name).join(", ")}`,
      choices: planets,
    },
  ];
}

/** Why `seat` may not use the card of `planet` now, or undefined. */
function useRefused(state: Ti4State, command: UseLegendary): RuleError | undefined {
  const { seat, planet } = command;
  const card = teLegendaryAbility(planet);
  if (!card || !playsThundersEdge(state))
    return ruleError("ERR_TI4_LEGENDARY", RULE, `${planet} has no legendary planet ability card.`);
  const missing = LEGENDARY_NOT_BUILT[planet as string];
  if (missing) return ruleError("ERR_TI4_LEGENDARY_NOT_BUILT", RULE, missing);
  const passive = LEGENDARY_PASSIVE[planet as string];
  if (passive) return ruleError("ERR_TI4_LEGENDARY_PASSIVE", RULE, passive);
  if (controllerOf(state, planet) !== seat)
    return ruleError(
      "ERR_TI4_LEGENDARY",
      RULE,
      `${card.name} is held by whoever controls ${planet}, and you do not.`,
    );
  if (!legendaryReady(state, planet))
    return ruleError(
      "ERR_TI4_LEGENDARY",
      "LRR 34",
      `${card.name} is exhausted until the status phase readies it.`,
    );
  return undefined;
}

function useLegendaryAbility(tx: Ti4Tx, command: UseLegendary): RuleError | undefined {
  const refused = useRefused(tx.state, command);
  if (refused) return refused;
  const use = LEGENDARY_USES[command.planet as string] as LegendaryUse;
  const top = tx.state.stack.at(-1);
  const moment = top?.kind === "teLegendaryWindow" ? top.moment : "action";
  if (use.moment !== moment)
    return ruleError(
      "ERR_TI4_LEGENDARY_TIMING",
      RULE,
      `${teLegendaryAbility(command.planet)?.name} is used ${TIMING_WORDS[use.moment]}, not now.`,
    );
  const problem = targetRefused(use, tx.state, command.seat, command.planet, command.target);
  if (problem) return problem;
  tx.emit({ type: "ti4LegendaryExhausted", seat: command.seat, planet: command.planet });
  return use.resolve(tx, command.seat, command.target);
}

function closeLegendaryWindow(tx: Ti4Tx): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teLegendaryWindow") throw new Error("closeLegendaryWindow answers its own frame");
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/**
 * A Song Like Marrow (TE "Legendary Planets"): gaining the card gains its holder 1 victory point and losing it
 * loses 1, so the point follows Styx's controller, however control changed (a standing rule).
 */
function songLikeMarrow(tx: Ti4Tx): boolean {
  if (!playsThundersEdge(tx.state)) return false;
  const holder = controllerOf(tx.state, STYX);
  const credited = tx.state.songLikeMarrow ?? null;
  if (holder === credited) return false;
  const reason = "A Song Like Marrow";
  if (credited !== null && (tx.state.players[credited]?.vp ?? 0) > 0)
    tx.emit({ type: "ti4VictoryPointsGained", seat: credited, points: -1, reason });
  tx.emit({ type: "ti4SongLikeMarrowCredited", seat: holder });
  if (holder !== null) tx.emit({ type: "ti4VictoryPointsGained", seat: holder, points: 1, reason });
  return true;
}

/** Hook oneShipMoveBonuses: the Ionian Fuel Refinery's +1 for one ship of the tactical action it was used on. */
function ionianMove(state: Ti4State, seat: Seat, active: PositionLabel): number {
  const tactical = tacticalOf(state, seat);
  return tactical?.system === active && tactical.ionianFuelRefinery ? 1 : 0;
}

/** LRR 81 ("ready cards"): every exhausted legendary planet ability card is readied. */
function readyLegendary(tx: Ti4Tx): void {
  const exhausted = tx.state.exhaustedLegendary ?? [];
  if (exhausted.length > 0) tx.emit({ type: "ti4LegendaryReadied", planets: [...exhausted] });
}

export const TE_LEGENDARY: Ti4Module = {
  id: "teLegendary",
  commands: { useLegendaryAbility, closeLegendaryWindow },
  frames: { teLegendaryWindow: legendaryWindow },
  events: {
    ti4LegendaryExhausted(draft: Ti4State, e: { planet: Ti4PlanetId }) {
      draft.exhaustedLegendary = [...(draft.exhaustedLegendary ?? []), e.planet];
    },
    ti4LegendaryReadied(draft: Ti4State, e: { planets: Ti4PlanetId[] }) {
      const left = (draft.exhaustedLegendary ?? []).filter((p) => !e.planets.includes(p));
      if (left.length > 0) draft.exhaustedLegendary = left;
      else delete draft.exhaustedLegendary;
    },
    ti4SongLikeMarrowCredited(draft: Ti4State, e: { seat: Seat | null }) {
      if (e.seat === null) delete draft.songLikeMarrow;
      else draft.songLikeMarrow = e.seat;
    },
    teIonianRefineryUsed(draft: Ti4State, e: { seat: Seat }) {
      const tactical = draft.stack.findLast((f) => f.kind === "ti4Tactical");
      if (tactical?.kind !== "ti4Tactical" || tactical.seat !== e.seat)
        throw new Error("the Ionian Fuel Refinery is used on its holder's tactical action");
      tactical.ionianFuelRefinery = true;
    },
  },
  standing: [songLikeMarrow],
  hooks: {
    statusPhaseEnded: readyLegendary,
    componentActions: actionCards,
    turnEnding: (state, seat) => {
      const frames = windowFrames(state, seat, "endOfTurn");
      if (frames.length === 0) return undefined;
      return (tx) => {
        for (const frame of frames) tx.emit({ type: "ti4FramePushed", frame });
      };
    },
    playerPassed: (tx, seat) => {
      for (const frame of windowFrames(tx.state, seat, "passing")) tx.emit({ type: "ti4FramePushed", frame });
    },
    afterSystemActivated: (tx, seat) => {
      for (const frame of windowFrames(tx.state, seat, "afterActivation"))
        tx.emit({ type: "ti4FramePushed", frame });
    },
    oneShipMoveBonuses: ionianMove,
  },
};
