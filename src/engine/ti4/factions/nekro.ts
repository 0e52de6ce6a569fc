/**
 * The Nekro Virus (base game faction sheet): Propagation (no research; 3 command tokens instead) and
 * Galactic Threat (no votes; a prediction on an agenda, a technology taken from its voters when it comes
 * true). Technological Singularity is in
 * nekroSingularity.ts, the Valefar Assimilators in nekroAssimilators.ts, the Alastor (flagship) in
 * nekroAlastor.ts.
 */
import type { Ti4AgendaId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import { command, orNull, text } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { agendaOutcomes } from "../agenda/outcomes.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { pushTokenArrangement } from "../strategic/commandSheet.ts";
import {
  ASSIMILATOR_EVENTS,
  assimilatorField,
  botAssimilator,
  checkAssimilator,
  gainableFrom,
  gainOrAssimilate,
  notAssimilable,
  type Ti4AssimilatorEvent,
} from "./nekroAssimilators.ts";
import { type Ti4FlagshipZEvent, zTokenOffer } from "./nekroFlagshipZ.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** Propagation: the command tokens gained each time the Nekro would research. */
export const PROPAGATION_TOKENS = 3;

export const NEKRO_COMMANDS = [
  /** Galactic Threat: the outcome the Nekro predict for the agenda just revealed, or null for none. */
  command("predictOutcome", { outcome: orNull(text) }),
  /**
   * Galactic Threat come true: the technology taken from a player who voted as predicted; a faction
   * technology is copied under the assimilator named (or the first not placed).
   */
  command("takeTechnology", {
    technology: ti4Id<Ti4TechnologyId>("technology"),
    assimilator: assimilatorField,
  }),
] as const;

/** Galactic Threat's prediction, made once an agenda phase (the round tells which). */
export interface Ti4GalacticThreat {
  seat: Seat;
  round: number;
  agenda: Ti4AgendaId;
  outcome: string;
}

export type Ti4NekroEvent =
  | { type: "ti4OutcomePredicted"; prediction: Ti4GalacticThreat }
  | Ti4AssimilatorEvent
  | Ti4FlagshipZEvent;

/** The window to predict, once `agenda` is revealed. */
export interface Ti4PredictionFrame {
  kind: "ti4GalacticThreat";
  seat: Seat;
  agenda: Ti4AgendaId;
}

/** The prediction came true: `seat` takes one of `technologies`. */
export interface Ti4PredictionPaidFrame {
  kind: "ti4GalacticThreatPaid";
  seat: Seat;
  technologies: Ti4TechnologyId[];
  /** The players who voted as predicted (Valefar Assimilator Z's sheets); absent in frames from before. */
  voters?: Seat[];
}

export type Ti4NekroFrame = Ti4PredictionFrame | Ti4PredictionPaidFrame;

function nekroSeats(state: Ti4State): Seat[] {
  return state.players.filter((p) => p.faction === "nekro" && !p.eliminated).map((p) => p.seat);
}

function propagate(seat: Seat) {
  return (tx: Ti4Tx) =>
    pushTokenArrangement(tx, {
      seats: [seat],
      gain: PROPAGATION_TOKENS,
      redistribute: false,
      reason: "propagation",
    });
}

/**
 * Galactic Threat's payment: the technologies owned by the players who voted for the predicted outcome that
 * the Nekro do not own; a faction technology only for an assimilator to copy (LRR 90: another faction's
 * comes only through the Valefar Assimilators; nekroAssimilators.ts).
 */
export function technologiesOfVoters(
  state: Ti4State,
  seat: Seat,
  voters: readonly Seat[],
): Ti4TechnologyId[] {
  return gainableFrom(state, seat, voters);
}

const predictionFrame: FrameRules<Ti4, Ti4PredictionFrame> = {
  decisions: (state, frame) => [
    {
      kind: "predictOutcome",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Galactic Threat: predict the outcome of this agenda (or not)",
      choices: agendaOutcomes(state, frame.agenda),
    },
  ],
};

const paidFrame: FrameRules<Ti4, Ti4PredictionPaidFrame> = {
  decisions: (state, frame) => [
    {
      kind: "takeTechnology",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Galactic Threat: take a technology of a player who voted as you predicted",
      choices: frame.technologies,
    },
    ...zTokenOffer(state, frame.seat),
  ],
};

// Galactic Threat (faction sheet; LRR 8.22: a prediction is made after the agenda is revealed and before
// anyone votes, and names a possible outcome).
function predictOutcome(tx: Ti4Tx, command: CommandOf<"predictOutcome">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4GalacticThreat") throw new Error("a prediction is made in its window");
  const { outcome } = command;
  if (outcome !== null && !agendaOutcomes(tx.state, frame.agenda).includes(outcome))
    return ruleError(
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.22",
      `A prediction names an outcome of this agenda; "${outcome}" is not one.`,
      { outcome },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (outcome !== null)
    tx.emit({
      type: "ti4OutcomePredicted",
      prediction: { seat: frame.seat, round: tx.state.round, agenda: frame.agenda, outcome },
    });
  return undefined;
}

function takeTechnology(tx: Ti4Tx, command: CommandOf<"takeTechnology">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4GalacticThreatPaid") throw new Error("a technology is taken in its window");
  const copyRefused = notAssimilable(command.technology);
  if (copyRefused) return copyRefused;
  if (!frame.technologies.includes(command.technology))
    return ruleError(
      "ERR_TI4_NOT_THEIR_TECHNOLOGY",
      "LRR 90",
      `${command.technology} is not a technology of a player who voted as you predicted that you could gain.`,
      { technology: command.technology },
    );
  const refused = checkAssimilator(tx.state, frame.seat, command.technology, command.assimilator);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  gainOrAssimilate(tx, frame.seat, command.technology, command.assimilator);
  return undefined;
}

export const TI4_NEKRO: Ti4Module = {
  id: "nekro",
  commands: { predictOutcome, takeTechnology },
  frames: { ti4GalacticThreat: predictionFrame, ti4GalacticThreatPaid: paidFrame },
  events: {
    ti4OutcomePredicted(draft: Ti4State, e: { prediction: Ti4GalacticThreat }) {
      draft.galacticThreat = e.prediction;
    },
    ...ASSIMILATOR_EVENTS,
  },
  hooks: {
    // Propagation (faction sheet): the Nekro cannot research; each time they would, they gain 3 command
    // tokens instead, placed in the pools they choose (LRR 20.2), reinforcements allowing (LRR 20.3a). A
    // research that costs resources and is not optional (Technology's secondary) costs nothing then
    // [recalled: the Nekro do not pay for a research they do not make]. A research the player may decline
    // and pays for (Technology's second, 6 resources) is not offered to them [our reading, kept simple].
    researchReplaced: (state, seat, research) => {
      if (!hasFaction(state, seat, "nekro")) return undefined;
      return research.optional ? () => {} : propagate(seat);
    },
    // Galactic Threat (faction sheet): the Nekro cast no votes on agendas (LRR 8.16: barred, they are not
    // asked).
    castsNoVotes: (state, seat) => hasFaction(state, seat, "nekro"),
    // Galactic Threat: once each agenda phase, after an agenda is revealed, the Nekro may predict its outcome.
    afterAgendaRevealed(tx) {
      const vote = tx.state.stack.at(-1);
      if (vote?.kind !== "ti4AgendaVote") return;
      for (const seat of nekroSeats(tx.state)) {
        if (tx.state.galacticThreat?.round === tx.state.round) continue;
        tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GalacticThreat", seat, agenda: vote.agenda } });
      }
    },
    // A prediction come true: a technology of a player who voted for that outcome.
    afterAgendaResolved(tx, { agenda, outcome, votes }) {
      const prediction = tx.state.galacticThreat;
      if (!prediction || prediction.round !== tx.state.round || prediction.agenda !== agenda) return;
      if (prediction.outcome !== outcome) return;
      const voters = votes.filter((v) => v.outcome === outcome && v.votes > 0).map((v) => v.seat);
      const technologies = technologiesOfVoters(tx.state, prediction.seat, voters);
      if (technologies.length === 0) return;
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4GalacticThreatPaid", seat: prediction.seat, technologies, voters },
      });
    },
  },
};

/**
 * The bot predicts nothing [our own choice], and takes the first technology a prediction pays, a faction
 * technology copied under the token not placed yet (or X's, moved).
 */
export const NEKRO_ANSWERS: Ti4Answers = {
  predictOutcome: (_state, d) => [{ type: "predictOutcome", seat: d.seat, outcome: null }],
  takeTechnology: (state, d) =>
    ((d.choices ?? []) as Ti4TechnologyId[]).map((technology) => ({
      type: "takeTechnology" as const,
      seat: d.seat,
      technology,
      ...botAssimilator(state, d.seat, technology),
    })),
};
