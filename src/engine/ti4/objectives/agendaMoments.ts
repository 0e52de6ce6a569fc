/**
 * The agenda-phase window of secret objectives (LRR 61.4-61.5: an agenda-phase objective is scored the
 * moment its condition is met in the agenda phase, any number of them, LRR 61.7). Its moments are read from
 * the phase's own steps (hooks/agenda.ts):
 *  - the phase's first agenda revealed, and a law put in play: Dictate Policy (3 laws in play) is offered to
 *    whoever holds it unscored and meets it (once let go, its holder may still score it by the command);
 *  - an agenda resolved electing a player, or a planet under a player's control: Drive the Debate.
 * The offer is the one moments.ts makes (its frame, `scoreObjective` or `endScoring`); scoring.ts scores it
 * in the "agenda" window, and only the scored objective leaves the seat's waiting moments.
 */
import { type Ti4PlanetId, ti4Agenda } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { controllerOf } from "../board/forces.ts";
import type { Ti4HookPoints, Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { momentMet } from "./moments.ts";
import { meetsObjective } from "./requirements.ts";

type Ti4Tx = Tx<Ti4>;

/** Dictate Policy offered to each seat that holds it and meets it now. */
function lawsCounted(tx: Ti4Tx): void {
  for (const player of tx.state.players)
    if (player.secret.secretObjectives.includes("dp") && meetsObjective(tx.state, player.seat, "dp") === true)
      momentMet(tx, player.seat, "dp");
}

/** The seat an elect outcome names: the elected player, or the controller of the elected planet. */
function electedSeat(tx: Ti4Tx, kind: string, outcome: string): Seat | null {
  if (kind === "electPlayer") return Number(outcome) as Seat;
  if (kind === "electPlanet") return controllerOf(tx.state, outcome as Ti4PlanetId);
  return null;
}

/** The start of the phase: the first agenda has just been revealed. */
const afterAgendaRevealed: Ti4HookPoints["afterAgendaRevealed"] = (tx) => {
  const phase = tx.state.stack.find((f) => f.kind === "ti4AgendaPhase");
  if (phase?.kind === "ti4AgendaPhase" && (phase.revealed ?? 0) <= 1) lawsCounted(tx);
};

const afterAgendaResolved: Ti4HookPoints["afterAgendaResolved"] = (tx, { agenda, outcome }) => {
  const card = ti4Agenda(agenda);
  const seat = electedSeat(tx, card.outcome.kind, outcome);
  if (seat !== null) momentMet(tx, seat, "dtd");
  if (card.kind === "law" && outcome !== "against") lawsCounted(tx);
};

export const TI4_AGENDA_OBJECTIVE_MOMENTS: Ti4Module = {
  id: "agendaObjectiveMoments",
  hooks: { afterAgendaRevealed, afterAgendaResolved },
};
