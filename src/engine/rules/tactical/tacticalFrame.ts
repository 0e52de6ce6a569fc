/**
 * The activation sequence of a tactical action (RR §8) as one frame: respond (Diplomats), move, PDS
 * fire, production before the battle (Surprise Assault), space battle, a play window as landings begin,
 * landing, invasion (one planet at a time), production, done. Combat steps are the
 * combat rules' (rules/combat): they push their own frames, and when those pop this frame moves on.
 * Popping the frame ends the turn, unless Fleet Logistics offers a second tactical action (RR §7).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { endTurn } from "../actionPhase.ts";
import { startInvasion, startPdsFire, startSpaceBattle } from "../combat/index.ts";
import { nameOf } from "../players.ts";
import { enemyShipsPresent, hasTechEffect } from "../units.ts";
import {
  controllerOf,
  destroyStrandedSaarDocks,
  settleInvadedPlanet,
  settleTradeStations,
} from "./control.ts";
import { canProduce } from "./docks.ts";
import { canLand, openLandingsWindow, planetTaken } from "./landing.ts";
import { type TacticalActionFrame, tacticalProductionContext } from "./tacticalFrames.ts";

function offersSecondAction(state: GameState, frame: TacticalActionFrame): boolean {
  // Fleet Logistics (tech text): two tactical actions, one after the other, before the turn ends.
  return !frame.second && hasTechEffect(state, frame.seat, "fleetLogistics");
}

function decision(kind: Decision["kind"], frame: TacticalActionFrame, prompt: string): Decision {
  return { kind, seat: frame.seat, simultaneous: false, prompt };
}

export const TACTICAL_ACTION_RULES: FrameRules<TacticalActionFrame> = {
  decisions(state, frame): Decision[] {
    const at = frame.position;
    switch (frame.step) {
      case "respond":
        return frame.responders.map((seat) => ({
          kind: "answerActivation" as const,
          seat,
          simultaneous: true,
          prompt: `cancel ${nameOf(state, frame.seat)}'s activation of ${at} with Diplomats, or let it stand`,
          choices: ["cancel", "allow"],
        }));
      case "move":
        return [decision("moveUnits", frame, `move ships into ${at}, or answer with no moves`)];
      case "landing":
        return [decision("landUnits", frame, `land Ground Forces and PDS on planets of ${at}, or none`)];
      case "assault":
        return [
          decision(
            "produceUnits",
            frame,
            `produce units at your blockaded Space Dock in ${at} before the Space Battle (Surprise Assault), or nothing`,
          ),
        ];
      case "production":
        // Space Mines (SE option 7): a mine may be laid beside the units.
        return [
          ...answers(state, "productionOffers").flatMap((offers) => offers(state, frame.seat, [at])),
          decision("produceUnits", frame, `produce units in ${at}, or nothing`),
        ];
      case "done":
        if (!offersSecondAction(state, frame)) return [];
        return [
          decision("tacticalAction", frame, "take a second tactical action (Fleet Logistics)"),
          decision("finishTurn", frame, "end your turn"),
        ];
      default:
        return [];
    }
  },
  advance(tx, frame) {
    const activation = { seat: frame.seat, position: frame.position };
    switch (frame.step) {
      case "pdsFire":
        replace(tx, frame, { step: assaultAhead(tx.state, frame) ? "assault" : "spaceBattle" });
        startPdsFire(tx, activation);
        return true;
      case "assault":
        // Surprise Assault: produce at the blockaded dock, if it still is, before the Space Battle.
        if (
          enemyShipsPresent(tx.state, frame.position, frame.seat) &&
          canProduce(tx.state, frame.seat, frame.position, tacticalProductionContext(frame))
        )
          return false;
        replace(tx, frame, { step: "spaceBattle" });
        return true;
      case "spaceBattle":
        replace(tx, frame, { step: "beforeLandings" });
        startSpaceBattle(tx, activation);
        return true;
      case "beforeLandings":
        replace(tx, frame, { step: "landing" });
        // RR §19: cards played at the start of the Planetary Landing step (Star of Death).
        openLandingsWindow(tx, frame.position);
        for (const begin of answers(tx.state, "landingsBegin")) begin(tx, frame.seat, frame.position);
        return true;
      case "landing":
        return afterBattle(tx, frame);
      case "invasion":
        return nextInvasion(tx, frame);
      case "production":
        // Units produced before the battle (Surprise Assault) were this activation's production.
        if (
          !frame.producedEarly &&
          canProduce(tx.state, frame.seat, frame.position, tacticalProductionContext(frame))
        )
          return false;
        replace(tx, frame, { step: "done" });
        return true;
      case "done":
        if (offersSecondAction(tx.state, frame)) return false;
        tx.emit({ type: "framePopped" });
        endTurn(tx);
        return true;
      default:
        return false;
    }
  },
};

/** Surprise Assault (an Action Card) was played on this activation: a production comes before the battle. */
function assaultAhead(state: GameState, frame: TacticalActionFrame): boolean {
  return answers(state, "productionBeforeBattle").some((may) => may(state, frame.seat, frame.position));
}

function replace(tx: Tx, frame: TacticalActionFrame, change: Partial<TacticalActionFrame>): void {
  tx.emit({ type: "frameReplaced", frame: { ...frame, ...change } });
}

/** After the battle: stranded Saar docks go, Trade Stations follow the ships; then landings, if any can be made. */
function afterBattle(tx: Tx, frame: TacticalActionFrame): boolean {
  const before = tx.events.length;
  destroyStrandedSaarDocks(tx, frame.position);
  settleTradeStations(tx);
  if (canLand(tx.state, frame.seat, frame.position, false)) return tx.events.length > before;
  replace(tx, frame, { step: "invasion" });
  return true;
}

/** RR §8 step 6: one planet at a time; each settled once its combat frames have popped. */
function nextInvasion(tx: Tx, frame: TacticalActionFrame): boolean {
  if (frame.invading !== null) {
    const before =
      frame.invadingHeldBy === undefined ? controllerOf(tx.state, frame.invading) : frame.invadingHeldBy;
    settleInvadedPlanet(tx, frame.seat, frame.position, frame.invading);
    const { invadingHeldBy: _settled, ...rest } = frame;
    tx.emit({ type: "frameReplaced", frame: { ...rest, invading: null } });
    // A window right after the planet changes hands (Rare Mineral, Reparations).
    if (before !== frame.seat && controllerOf(tx.state, frame.invading) === frame.seat)
      planetTaken(tx, {
        seat: frame.seat,
        position: frame.position,
        planet: frame.invading,
        from: before,
        by: "invasion",
      });
    return true;
  }
  const [planet, ...rest] = frame.invasions;
  if (planet === undefined) {
    replace(tx, frame, { step: "production" });
    return true;
  }
  replace(tx, frame, { invading: planet, invadingHeldBy: controllerOf(tx.state, planet), invasions: rest });
  startInvasion(tx, { seat: frame.seat, position: frame.position }, planet);
  return true;
}

export function finishTurn(
  tx: Tx,
  _command: Extract<Command, { type: "finishTurn" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "tacticalAction" || frame.step !== "done") {
    return ruleError("ERR_NOT_NOW", "RR §7", "Your turn ends on its own when your action is over.");
  }
  tx.emit({ type: "framePopped" });
  endTurn(tx);
  return undefined;
}
