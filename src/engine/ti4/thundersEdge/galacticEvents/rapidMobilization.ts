/**
 * Rapid Mobilization (a TE galactic event; the rulebook prints no card text, so this follows the card as
 * public game aids summarize it [recalled]). After set-up, before the first strategy card is picked:
 *  - The Fracture comes into play; the speaker places its ingress tokens, as the player whose roll brings it
 *    in would (our reading: nobody rolls, so the speaker is the one) [recalled];
 *  - each player, from the speaker clockwise, gains every planet in the systems next to their home (LRR 6)
 *    that nobody controls and no unit stands on, and puts 1 infantry from reinforcements on each; a planet
 *    next to two homes goes to the first of them in that order [our reading];
 *  - each player gains their faction's breakthrough;
 *  - each player places a space dock on one of the planets gained so, with their flagship and 3 fighters in
 *    that system's space (a player who gained none places nothing [our reading]); everyone chooses at once;
 *  - each player researches a technology without paying for it [our reading of "researches"].
 * Planets are gained exhausted, as any planet gained is (our reading). The choices are frames pushed
 * once the strategy phase has begun (hook `gameBegins`), so they are answered before the first pick.
 */
import { type Ti4PlanetId, ti4Planet } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { controllerOf, forcesIn } from "../../board/forces.ts";
import { planetsAt, positionOfPlanet, ti4Neighbours } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import { hookAnswers, type Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { pushResearch } from "../../technology/research.ts";
import { ti4Reinforcements } from "../../units.ts";
import { gainBreakthrough } from "../expeditionModule.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";
import { fractureComesIntoPlay } from "../ingress.ts";

const EVENT = "rapid_mobilization";
const RULE = "TE Galactic Events: Rapid Mobilization";
const REASON = "Rapid Mobilization";
/** The fighters placed with the flagship beside the new space dock. */
export const MOBILIZATION_FIGHTERS = 3;

/** Every seat still waiting to place its Rapid Mobilization space dock, each choosing among `planets`. */
export interface Ti4RapidMobilizationFrame {
  kind: "teRapidMobilization";
  waiting: Seat[];
  planets: Record<string, Ti4PlanetId[]>;
}

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

function fromSpeaker(state: Ti4State): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => ((state.speaker + i) % n) as Seat);
}

/** The planets next to `seat`'s home that nobody controls and no unit stands on. */
function freePlanetsNextToHome(
  state: Ti4State,
  seat: Seat,
): { planet: Ti4PlanetId; position: PositionLabel }[] {
  const home = state.players[seat]?.home;
  if (!home) return [];
  return ti4Neighbours(state, home).flatMap((position) =>
    planetsAt(state, position)
      .filter((planet) => controllerOf(state, planet) === null)
      .filter((planet) => forcesIn(state.board[position], planet).length === 0)
      .map((planet) => ({ planet, position })),
  );
}

function takePlanets(tx: Tx<Ti4>, seat: Seat): Ti4PlanetId[] {
  const taken: Ti4PlanetId[] = [];
  for (const { planet, position } of freePlanetsNextToHome(tx.state, seat)) {
    tx.emit({ type: "ti4PlanetGained", seat, planet, exhausted: true, from: null });
    for (const answer of hookAnswers(tx.state, "planetControlGained"))
      answer(tx, { seat, planet, from: null });
    if (ti4Reinforcements(tx.state, seat, "infantry") > 0)
      tx.emit({
        type: "ti4UnitsPlaced",
        seat,
        place: { position, planet },
        units: { infantry: 1 },
        reason: REASON,
      });
    taken.push(planet);
  }
  return taken;
}

/** Hook `gameBegins`: the event's set-up, its choices pushed above the strategy phase just begun. */
function gameBegins(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  const order = fromSpeaker(tx.state).filter((seat) => !tx.state.players[seat]?.eliminated);
  // The Fracture first: with it in play, gaining a breakthrough below rolls for nothing. Frames resolve last
  // pushed first: the space docks (all at once), then each research from the speaker, then the ingress.
  if (!tx.state.fracture && order[0] !== undefined) fractureComesIntoPlay(tx, order[0]);
  const planets: Record<string, Ti4PlanetId[]> = {};
  for (const seat of order) planets[String(seat)] = takePlanets(tx, seat);
  for (const seat of order) gainBreakthrough(tx, seat, REASON);
  for (const seat of [...order].reverse())
    pushResearch(tx, { seat, cost: 0, optional: false, reason: REASON });
  const waiting = order.filter((seat) => (planets[String(seat)] ?? []).length > 0);
  if (waiting.length > 0)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "teRapidMobilization", waiting, planets } });
}

const mobilizationFrame: FrameRules<Ti4, Ti4RapidMobilizationFrame> = {
  decisions: (_state, frame) =>
    frame.waiting.map((seat) => ({
      kind: "placeMobilizationDock",
      seat,
      simultaneous: true,
      prompt:
        "Rapid Mobilization: name the planet for your space dock (your flagship and 3 fighters join it)",
      choices: [...(frame.planets[String(seat)] ?? [])],
    })),
};

function placeMobilizationDock(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "placeMobilizationDock" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  const { seat, planet } = command;
  if (frame?.kind !== "teRapidMobilization" || !frame.waiting.includes(seat))
    return ruleError("ERR_TI4_NOT_ASKED", RULE, "Rapid Mobilization asks nothing of you now.");
  const offered = frame.planets[String(seat)] ?? [];
  if (!offered.includes(planet) || controllerOf(tx.state, planet) !== seat)
    return ruleError(
      "ERR_TI4_MOBILIZATION_PLANET",
      RULE,
      `The space dock goes on a planet you gained by Rapid Mobilization: ${offered.map((p) => ti4Planet(p).name).join(", ")}; not ${planet}.`,
      { planet },
    );
  const position = positionOfPlanet(tx.state, planet) as PositionLabel;
  const waiting = frame.waiting.filter((s) => s !== seat);
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, waiting } });
  if (ti4Reinforcements(tx.state, seat, "spaceDock") > 0)
    tx.emit({
      type: "ti4UnitsPlaced",
      seat,
      place: { position, planet },
      units: { spaceDock: 1 },
      reason: REASON,
    });
  const ships = {
    ...(ti4Reinforcements(tx.state, seat, "flagship") > 0 ? { flagship: 1 } : {}),
    fighter: Math.min(MOBILIZATION_FIGHTERS, ti4Reinforcements(tx.state, seat, "fighter")),
  };
  tx.emit({ type: "ti4UnitsPlaced", seat, place: { position }, units: ships, reason: REASON });
  if (waiting.length === 0) tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** The bot's dock: on the planet with the most resources (ties: the first offered). */
export function mobilizationDockChoice(choices: readonly string[]): Ti4PlanetId | undefined {
  return [...(choices as Ti4PlanetId[])].sort((a, b) => ti4Planet(b).resources - ti4Planet(a).resources)[0];
}

export const TI4_RAPID_MOBILIZATION: Ti4Module = {
  id: "galacticEventRapidMobilization",
  commands: { placeMobilizationDock },
  frames: { teRapidMobilization: mobilizationFrame },
  hooks: { gameBegins },
};
