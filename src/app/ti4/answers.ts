/**
 * The waiting decisions of a TI4 game as the surfaces draw them (app/pending.ts's Pending, marked
 * `ruleset: "ti4"`), and a pressed button read back into the player's command. A decision listing its
 * `choices` gets a button (or a menu) per choice when one choice is the whole answer (the command has
 * one field, not a list); a decision whose command has no field (pass) gets one button; any other is
 * answered by typing `/ti4 act`. A choice naming one of the seat's secrets is never drawn in public.
 */
import { z } from "zod";
import {
  type FactionId,
  type Ti4ObjectiveId,
  type Ti4StrategyCardId,
  ti4Faction,
  ti4Objective,
  ti4StrategyCard,
} from "../../content/ti4/index.ts";
import { position } from "../../engine/commands/forms.ts";
import type { Decision } from "../../engine/kernel/decision.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import { TI4_COMMANDS } from "../../engine/ti4/commands.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { AppRequest } from "../types.ts";
import { systemWords } from "./names.ts";
import { PAYMENT_EXAMPLE } from "./payment.ts";
import { paymentFields, typedFields } from "./typedCommand.ts";

/** The answer of a button for a command with no field. */
export const GO = "go";

/** The one field a single choice fills, or null when a choice is not a whole answer. */
function choiceField(kind: string): string | null {
  const [name, ...more] = typedFields(kind);
  if (name === undefined || more.length > 0) return null;
  const schema = TI4_COMMANDS.find((s) => s.shape.type.value === kind);
  const field = (schema?.shape as Record<string, unknown> | undefined)?.[name];
  return field instanceof z.ZodArray ? null : name;
}

/** True when a kind's one choice is a map position (a tactical action's system). */
function choosesPosition(kind: string): boolean {
  const name = choiceField(kind);
  const schema = TI4_COMMANDS.find((s) => s.shape.type.value === kind);
  return name !== null && (schema?.shape as Record<string, unknown> | undefined)?.[name] === position;
}

/**
 * The systems the waiting decisions offer, each position in words ("Wellon, Vefut II", "nebula",
 * "empty"), so a button names the system it activates and not its position alone.
 */
export function ti4Places(state: Ti4State, decisions: readonly Decision<Ti4>[]): Record<string, string> {
  const places: Record<string, string> = {};
  for (const d of decisions)
    if (choosesPosition(d.kind)) for (const p of d.choices ?? []) places[p] ??= systemWords(state, p);
  return places;
}

/** What a seat holds in secret: choices naming one of these stay off the public buttons. */
function secretsOf(state: Ti4State, seat: number): Set<string> {
  const secret = state.players[seat]?.secret;
  if (!secret) return new Set();
  return new Set<string>([
    ...secret.actionCards,
    ...secret.secretObjectives,
    ...secret.promissoryNotes,
    ...(secret.secretObjectivesDrawn ?? []),
  ]);
}

function publicDecision(state: Ti4State, decision: Decision<Ti4>): Decision<Ti4> {
  if (!decision.choices) return decision;
  const secrets = secretsOf(state, decision.seat);
  const { choices, ...rest } = decision;
  return choices.some((c) => secrets.has(c)) ? rest : decision;
}

/** A TI4 game's waiting decisions as the channel may see them (app/pending.ts draws them). */
export function ti4Decisions(state: Ti4State): Decision<Ti4>[] {
  return pendingDecisions<Ti4>(state).map((d) => publicDecision(state, d));
}

/**
 * Kinds whose fields only add to the plain answer, so the bare command is a whole answer and gets its button
 * (a secondary followed with a token; Mindsieve's note is the typed form).
 */
const WHOLE_WITHOUT_FIELDS: ReadonlySet<string> = new Set(["useSecondary"]);

/** The answers a button may carry for one TI4 decision. */
export function ti4Offered(decision: { kind: string; choices?: readonly string[] }): string[] {
  if (typedFields(decision.kind).length === 0 || WHOLE_WITHOUT_FIELDS.has(decision.kind)) return [GO];
  return choiceField(decision.kind) ? [...(decision.choices ?? [])] : [];
}

function nameOf(kind: string, answer: string): string {
  try {
    if (kind === "pickFaction") return ti4Faction(answer as FactionId).name;
    if (kind === "pickStrategyCard" || kind === "strategicAction") {
      const card = ti4StrategyCard(answer as Ti4StrategyCardId);
      return `${card.initiative} ${card.name}`;
    }
    if (kind === "keepSecretObjective") return ti4Objective(answer as Ti4ObjectiveId).name;
  } catch {
    // An id the content does not know is shown as it is.
  }
  return answer;
}

const VERBS: Readonly<Record<string, string>> = {
  pickFaction: "Pick",
  pickStrategyCard: "Take",
  strategicAction: "Play",
  tacticalAction: "Activate",
  pass: "Pass",
};

/** A command's name as words: "declineSecondary" reads "Decline secondary". */
function kindInWords(kind: string): string {
  const words = kind.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Discord's longest button label. */
const LABEL_LIMIT = 80;

/**
 * A TI4 answer's label: what the button does, naming what it acts on; a map position with the system
 * there in words (`places`, from ti4Places: "Activate 26 · Lodor"), cut to fit a button.
 */
export function ti4AnswerLabel(
  kind: string,
  answer: string,
  places?: Readonly<Record<string, string>>,
): string {
  const verb = VERBS[kind] ?? kindInWords(kind);
  if (answer === GO) return verb;
  const label = `${verb} ${nameOf(kind, answer)}`;
  const place = places?.[answer];
  if (place === undefined) return label;
  const room = LABEL_LIMIT - label.length - 3;
  return `${label} · ${place.length <= room ? place : `${place.slice(0, room - 1)}…`}`;
}

/**
 * The typed command that answers a decision, its fields to fill in (the playground's command box); a
 * command paying resources or influence ends with the payment option, typed as words.
 */
export function ti4CommandLine(kind: string): string {
  const paid = paymentFields(kind);
  const fields = typedFields(kind).filter((f) => !(paid.length === 1 && f === paid[0]));
  if (paid.length === 1 && fields.length === 0) return `/ti4 act command:${kind} payment:`;
  return `/ti4 act command:${kind}${fields.length > 0 ? ` fields:${fields[0]}:` : " "}`;
}

/** The line telling how to type the answer to a decision no button gives. */
export function ti4HowTo(kind: string): string {
  const paid = paymentFields(kind);
  const fields = typedFields(kind).filter((f) => !(paid.length === 1 && f === paid[0]));
  const form = fields.map((f) => `${f}:…`).join(" ");
  const payment = paid.length === 1 ? ` payment:${PAYMENT_EXAMPLE}` : "";
  return `Type /ti4 act command:${kind}${form ? ` fields:${form}` : ""}${payment} (fields as key:value words, or one JSON object${payment ? "; the payment as planets= and tg=" : ""}).`;
}

/** The request a TI4 answer stands for: the player's command with the chosen value in its one field. */
export function ti4Request(kind: string, chosen: string): AppRequest {
  const field = choiceField(kind);
  const command = chosen === GO || !field ? { type: kind } : { type: kind, [field]: chosen };
  return { kind: "ti4Play", command };
}
