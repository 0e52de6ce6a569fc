/**
 * Captive Leaders (RR §24.4; base p.34-35). In each Status Phase the captor decides each captive's fate:
 * keep it, hand it to another player (to its owner: it is freed and goes to one of his planets), or
 * execute it. A player who successfully invades a planet of a captor rolls a die: 9 or 10 takes one of his
 * captives (his own Leader first: freed) [decision: which one, when the rule does not say]; taking the
 * captor's last planet takes them all.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import type { CombatHooks } from "../../hooks/combat.ts";
import type { StatusPhaseHooks } from "../../hooks/statusPhase.ts";
import type { TacticalHooks } from "../../hooks/tactical.ts";
import { pick, rollD10 } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import { askCardChoice } from "../../rules/actionCards/choice.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import type { LeaderInPlay, LeaderPlace, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { captivesOf, findLeader, leaderNameToAll } from "./where.ts";

export const CAPTIVE_FATE = "captiveFate";
const FATES = ["keep", "free", "give", "execute"] as const;

function undecided(tx: Tx): LeaderInPlay | undefined {
  return (tx.state.leaders ?? []).find(
    (l) =>
      l.at.on === "captive" &&
      l.at.decided !== tx.state.round &&
      !tx.state.players[l.at.captor]?.eliminated &&
      !tx.state.stack.some(
        (f) => f.kind === "cardChoice" && f.effect === CAPTIVE_FATE && f.data.leader === l.id,
      ),
  );
}

/** `statusPhaseEnds`: each captor is asked about each captive he has not decided on this Status Phase. */
export const askCaptiveFates: StatusPhaseHooks["statusPhaseEnds"] = (tx) => {
  const leader = undecided(tx);
  if (leader?.at.on !== "captive") return false;
  askCardChoice(tx, {
    effect: CAPTIVE_FATE,
    prompt: `decide the fate of your captive ${leaderNameToAll(tx.state, leader.id)} (${tx.state.players[leader.seat]?.name}'s): keep, free, give (to a player) or execute`,
    awaiting: [leader.at.captor],
    data: { leader: leader.id },
  });
  return true;
};

function fateOf(
  captor: Seat,
  leader: LeaderInPlay,
  round: number,
  fate: string,
  to?: number,
): [LeaderPlace, string] {
  if (fate === "execute") return [{ on: "killed" }, "executed by its captor"];
  const receiver = fate === "free" ? leader.seat : fate === "give" ? (to as Seat) : captor;
  if (receiver === leader.seat) return [{ on: "escaping" }, "freed"];
  if (receiver === captor) return [{ on: "captive", captor, decided: round }, "kept captive"];
  return [{ on: "captive", captor: receiver, decided: round }, "handed over as a captive"];
}

export const captiveFate: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const leader = findLeader(state, String(frame.data.leader));
    if (leader?.at.on !== "captive" || leader.at.captor !== seat) {
      return ruleError("ERR_CAPTIVE", "RR §24.4", "You hold no such captive.");
    }
    if (!(FATES as readonly string[]).includes(answer.choice ?? "")) {
      return ruleError(
        "ERR_CAPTIVE_FATE",
        "RR §24.4",
        'Choose "keep", "free", "give" (with a player) or "execute".',
      );
    }
    const to = answer.target;
    if (
      answer.choice === "give" &&
      (to === undefined || to === seat || !state.players[to] || state.players[to]?.eliminated)
    ) {
      return ruleError(
        "ERR_CAPTIVE_FATE",
        "RR §24.4",
        "Name the player who receives the captive (not yourself).",
      );
    }
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    const leader = findLeader(tx.state, String(frame.data.leader)) as LeaderInPlay;
    const [at, reason] = fateOf(seat, leader, tx.state.round, answer.choice ?? "keep", answer.target);
    tx.emit({ type: "leaderMoved", seat: leader.seat, leader: leader.id, at, reason });
  },
  options: (state, _frame, seat) => [
    { choice: "keep" },
    { choice: "free" },
    { choice: "execute" },
    ...state.players
      .filter((p) => p.seat !== seat && !p.eliminated)
      .map((p) => ({ choice: "give", target: p.seat })),
  ],
};

/**
 * How a rescue is rolled: the lowest die that finds a captive, and whether the captive found is drawn at
 * random among several (otherwise the invader's own Leader first).
 */
export interface RescueRule {
  readonly from: number;
  readonly atRandom: boolean;
}

/** RR §24.4: 9 or 10 finds one, the invader's own first [decision]. */
const RESCUE: RescueRule = { from: 9, atRandom: false };

/** The rescue die, and the captive it would find (drawn at random with the generator's next state). */
function rescueRoll(tx: Tx, seat: Seat, held: readonly LeaderInPlay[], rule: RescueRule) {
  const drawn = rollD10(tx.state.rng, 1);
  const value = drawn.value[0] as number;
  if (!rule.atRandom || value < rule.from) {
    const [first] = [...held].sort((a, b) => Number(b.seat === seat) - Number(a.seat === seat));
    return { value, found: first as LeaderInPlay, rng: drawn.rng };
  }
  const picked = pick(drawn.rng, held);
  return { value, found: picked.value, rng: picked.rng };
}

/** After taking a planet of a captor: a rescue die, or all his captives with his last planet. */
function rescue(tx: Tx, seat: Seat, loser: Seat, rule: RescueRule): void {
  const held = captivesOf(tx.state, loser);
  if (held.length === 0) return;
  const lastPlanet = Object.keys(tx.state.players[loser]?.planets ?? {}).length === 0;
  let taken = held;
  if (!lastPlanet) {
    const { value, found, rng } = rescueRoll(tx, seat, held, rule);
    const outcome = value >= rule.from ? "rescue succeeds" : "rescue fails";
    tx.emit({ type: "leaderDieRolled", seat, leader: found.id, value, outcome, rng });
    taken = value >= rule.from ? [found] : [];
  }
  for (const leader of taken) {
    const at: LeaderPlace = leader.seat === seat ? { on: "escaping" } : { on: "captive", captor: seat };
    tx.emit({
      type: "leaderMoved",
      seat: leader.seat,
      leader: leader.id,
      at,
      reason: leader.seat === seat ? "rescued" : "taken from its captor",
    });
  }
}

/** `combatWon` with a rescue rule: an invader who took the planet. */
export function rescueAfterInvasionWith(rule: RescueRule): CombatHooks["combatWon"] {
  return (tx, victory) => {
    if (victory.kind !== "invasion" || victory.planet === null) return;
    if (controllerOf(tx.state, victory.planet as PlanetId) === victory.winner)
      rescue(tx, victory.winner, victory.loser, rule);
  };
}

/** `planetTaken` with a rescue rule: a planet of a captor's taken by a landing (no defenders left). */
export function rescueAfterLandingWith(rule: RescueRule): TacticalHooks["planetTaken"] {
  return (tx, taken) => {
    if (taken.by === "landing" && taken.from !== null) rescue(tx, taken.seat, taken.from, rule);
  };
}

export const rescueAfterInvasion = rescueAfterInvasionWith(RESCUE);
export const rescueAfterLanding = rescueAfterLandingWith(RESCUE);
