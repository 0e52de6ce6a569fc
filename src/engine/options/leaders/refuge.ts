/**
 * An escaped or freed Leader reaches a planet of its owner's in a system without enemy ships (RR §24.4),
 * which the owner names (a choice, answered with `answerCardChoice` and one planet). With no such planet
 * it is lost. The Home System's planets are listed first: the most cautious answer.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { ruleError } from "../../ruleError.ts";
import { askCardChoice } from "../../rules/actionCards/choice.ts";
import { positionOfPlanet } from "../../rules/units.ts";
import type { Tx } from "../../tx.ts";
import { findLeader, leaderNameToAll, leadersInPlay, refuges } from "./where.ts";

export const REFUGE = "leaderRefuge";

function asked(tx: Tx, leader: string): boolean {
  return tx.state.stack.some(
    (f) => f.kind === "cardChoice" && f.effect === REFUGE && f.data.leader === leader,
  );
}

/** The standing check: each escaping Leader's owner is asked where it goes (or it is lost). */
export function askRefuges(tx: Tx): boolean {
  for (const leader of leadersInPlay(tx.state)) {
    if (leader.at.on !== "escaping" || asked(tx, leader.id)) continue;
    if (refuges(tx.state, leader.seat).length === 0) {
      const reason = "no planet of its owner's to escape to";
      tx.emit({ type: "leaderMoved", seat: leader.seat, leader: leader.id, at: { on: "killed" }, reason });
    } else {
      askCardChoice(tx, {
        effect: REFUGE,
        prompt: `your ${leaderNameToAll(tx.state, leader.id)} escapes: name the planet of yours it reaches`,
        awaiting: [leader.seat],
        data: { leader: leader.id },
      });
    }
    return true;
  }
  return false;
}

export const leaderRefuge: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const [planet, ...more] = answer.planets ?? [];
    if (planet === undefined || more.length > 0 || !refuges(state, seat).includes(planet as PlanetId)) {
      const names = refuges(state, seat)
        .map((p) => getPlanet(p).name)
        .join(", ");
      return ruleError(
        "ERR_LEADER_REFUGE",
        "RR §24.4",
        `Name one planet of yours without enemy ships in its system: ${names}.`,
      );
    }
    return findLeader(state, String(frame.data.leader))?.at.on === "escaping"
      ? undefined
      : ruleError("ERR_LEADER_REFUGE", "RR §24.4", "That Leader is not escaping.");
  },
  resolve(tx, frame, seat, answer) {
    const planet = answer.planets?.[0] as PlanetId;
    const position = positionOfPlanet(tx.state, planet) as string;
    const at = { on: "planet" as const, position, planet };
    tx.emit({ type: "leaderMoved", seat, leader: String(frame.data.leader), at, reason: "reaches safety" });
  },
  options: (state, _frame, seat) => refuges(state, seat).map((planet) => ({ planets: [planet] })),
};
