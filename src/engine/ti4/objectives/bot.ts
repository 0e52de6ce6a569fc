/**
 * The built-in player's answers to scoring (LRR 61): in the status phase, score whatever can be scored, the
 * public objective worth most first, then a secret, paying a "spend" objective the cheapest way; end the
 * scoring when nothing is left. Over the secret limit, give back the secret least likely to score
 * (`secretOdds`: one the engine cannot judge yet first), the one drawn last among equals. It reads only the seat's own secrets.
 */
import { type Ti4ObjectiveId, ti4Objective } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment } from "../economy/spend.ts";
import { plotCandidates } from "../factions/firmamentPlots.ts";
import type { Ti4State } from "../state.ts";
import { meetsObjective } from "./requirements.ts";
import { scoreRefusal } from "./scoring.ts";

type Score = Extract<Ti4Command, { type: "scoreObjective" }>;

/** The costs the bot pays for an objective: the cheapest payment, tokens from the fuller pool, the oldest cards. */
function withCosts(state: Ti4State, seat: Seat, objective: Ti4ObjectiveId): Score | null {
  const command: Score = { type: "scoreObjective", seat, objective };
  const r = ti4Objective(objective).requirement;
  const player = state.players[seat];
  if (!player) return null;
  if (r?.kind === "discardActionCards") command.discard = player.secret.actionCards.slice(0, r.count);
  if (r?.kind !== "spend") return command;
  const currency = r.resources ? "resources" : r.influence ? "influence" : null;
  if (currency) {
    const payment = cheapestPayment(state, seat, currency, r[currency] ?? 0);
    if (!payment) return null;
    command.payment = payment;
  }
  if (r.tacticOrStrategyTokens) {
    const tokens = { tactic: 0, strategy: 0 };
    for (let i = 0; i < r.tacticOrStrategyTokens; i++) {
      if (player.tokens.strategy - tokens.strategy > player.tokens.tactic - tokens.tactic)
        tokens.strategy += 1;
      else tokens.tactic += 1;
    }
    command.tokens = tokens;
  }
  return command;
}

const scoreObjective: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const publics = [...(decision.choices ?? [])] as Ti4ObjectiveId[];
  // The most points first; at equal points one that costs nothing, so the planets stay for the next.
  const spends = (id: Ti4ObjectiveId) => (ti4Objective(id).requirement?.kind === "spend" ? 1 : 0);
  publics.sort((a, b) => ti4Objective(b).vp - ti4Objective(a).vp || spends(a) - spends(b));
  // Imperial's primary scores a public objective only (LRR 45.1).
  const imperial = state.stack.at(-1)?.kind === "ti4Imperial";
  const secrets = (imperial ? [] : (state.players[seat]?.secret.secretObjectives ?? [])).filter(
    (id) => !scoreRefusal(state, seat, id, "status"),
  );
  const scores = [...publics, ...secrets].flatMap((id) => withCosts(state, seat, id) ?? []);
  // The Firmament: Plots Within Plots, after their own scores (it counts against no limit).
  const plots = imperial ? [] : plotCandidates(state, seat);
  return [...scores, ...plots, { type: "endScoring", seat }];
};

/**
 * How likely a secret is to score, for keeping one (lower first): met now, then one the engine judges from
 * the table, then the rest (a moment, or what cannot be judged yet).
 */
export function secretOdds(state: Ti4State, seat: Seat, id: Ti4ObjectiveId): number {
  const met = meetsObjective(state, seat, id);
  if (met === true) return 0;
  if (met === false) return ti4Objective(id).requirement ? 1 : 2;
  return 3;
}

const returnSecretObjective: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const held = state.players[seat]?.secret.secretObjectives ?? [];
  // The least likely to score goes back, the one drawn last among equals.
  const pick = [...held].reverse().sort((a, b) => secretOdds(state, seat, b) - secretOdds(state, seat, a))[0];
  return pick ? [{ type: "returnSecretObjective", seat, objective: pick }] : [];
};

export const OBJECTIVE_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  scoreObjective,
  endScoring: (_state, decision) => [{ type: "endScoring", seat: decision.seat }],
  returnSecretObjective,
};
