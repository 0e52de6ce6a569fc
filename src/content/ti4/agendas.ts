/**
 * TI4 agendas: the base game's 50 and Prophecy of Kings' 13. A PoK game's deck holds 50 cards: PoK takes 13
 * base cards out (Shard of the Throne and the two Crowns became relics, the base Representative Government
 * was reprinted, and nine laws attaching to planets gave way to exploration's attachments) and shuffles its
 * own 13 in. Thunder's Edge agendas belong to issue #27.
 *
 * Facts (names, law or directive, what is elected, box, whether in the PoK deck) from
 * shared/data/ti4/agendas.json; the planets an attaching law may elect from two implementations that give
 * the card's restriction where the data says only "planet" (see agendas.baseOnly.ts). Texts are our own.
 */
import { deepFreeze, indexById } from "../common.ts";
import { TI4_BASE_AGENDAS_A_TO_L } from "./agendas.base1.ts";
import { TI4_BASE_AGENDAS_M_TO_Z } from "./agendas.base2.ts";
import { TI4_BASE_ONLY_AGENDAS } from "./agendas.baseOnly.ts";
import { TI4_POK_AGENDAS } from "./agendas.pok.ts";
import type { Ti4Box } from "./common.ts";

/** A law stays in play once its For or Elect outcome passes; a directive resolves once and is discarded. */
export const TI4_AGENDA_KINDS = ["law", "directive"] as const;
export type Ti4AgendaKind = (typeof TI4_AGENDA_KINDS)[number];

/**
 * The planets an "Elect Planet" agenda may name; the elected planet must be controlled by someone
 * (LRR 8.6-8.16).
 */
export const TI4_PLANET_ELECTIONS = [
  "any",
  "nonHomeNotMecatol",
  "cultural",
  "hazardous",
  "industrial",
  "hazardousOrIndustrial",
] as const;
export type Ti4PlanetElection = (typeof TI4_PLANET_ELECTIONS)[number];

/** What the council votes on, with our text for each outcome. */
export const TI4_AGENDA_OUTCOME_KINDS = [
  "forAgainst",
  "electPlayer",
  "electPlanet",
  "electLaw",
  "electScoredSecret",
  "electStrategyCard",
  "outcomesOfNextAgenda",
] as const;
export type Ti4AgendaOutcomeKind = (typeof TI4_AGENDA_OUTCOME_KINDS)[number];

export type Ti4AgendaOutcome =
  | { readonly kind: "forAgainst"; readonly for: string; readonly against: string }
  | { readonly kind: "electPlayer"; readonly elected: string }
  | { readonly kind: "electPlanet"; readonly eligible: Ti4PlanetElection; readonly elected: string }
  | { readonly kind: "electLaw"; readonly elected: string }
  | { readonly kind: "electScoredSecret"; readonly elected: string }
  | { readonly kind: "electStrategyCard"; readonly elected: string }
  /** Covert Legislation: the table votes blind on the outcomes of the next agenda, drawn by the speaker. */
  | { readonly kind: "outcomesOfNextAgenda"; readonly text: string };

/** The shape of a record in the data files, before the box and defaults are filled in. */
export interface Ti4AgendaData {
  readonly id: string;
  readonly name: string;
  readonly kind: Ti4AgendaKind;
  readonly outcome: Ti4AgendaOutcome;
  /** False for the 13 base cards a PoK game leaves out; true for every PoK card. */
  readonly inPokDeck: boolean;
  /**
   * What must be in play when the card is revealed, or it is discarded and the next one revealed:
   * laws to abolish or recount, a scored secret objective to leak.
   */
  readonly needsInPlay?: "law" | "scoredSecret";
}

export type Ti4AgendaId =
  | (typeof TI4_BASE_AGENDAS_A_TO_L)[number]["id"]
  | (typeof TI4_BASE_AGENDAS_M_TO_Z)[number]["id"]
  | (typeof TI4_BASE_ONLY_AGENDAS)[number]["id"]
  | (typeof TI4_POK_AGENDAS)[number]["id"];

export interface Ti4Agenda extends Omit<Ti4AgendaData, "id" | "needsInPlay"> {
  readonly id: Ti4AgendaId;
  readonly box: Ti4Box;
  readonly needsInPlay: "law" | "scoredSecret" | null;
}

function inBox(box: Ti4Box, records: readonly Ti4AgendaData[]): Ti4Agenda[] {
  return records.map((record) => ({
    ...record,
    id: record.id as Ti4AgendaId,
    box,
    needsInPlay: record.needsInPlay ?? null,
  }));
}

export const TI4_AGENDAS: readonly Ti4Agenda[] = deepFreeze([
  ...inBox("base", TI4_BASE_AGENDAS_A_TO_L),
  ...inBox("base", TI4_BASE_AGENDAS_M_TO_Z),
  ...inBox("base", TI4_BASE_ONLY_AGENDAS),
  ...inBox("pok", TI4_POK_AGENDAS),
]);

const BY_ID = indexById(TI4_AGENDAS, "TI4 agenda");

export function isTi4AgendaId(value: string): value is Ti4AgendaId {
  return BY_ID.has(value);
}

export function ti4Agenda(id: Ti4AgendaId): Ti4Agenda {
  return BY_ID.get(id);
}

/**
 * The agenda deck of a game: with Prophecy of Kings, the PoK deck (the base cards it keeps and its own 13);
 * without, the base game's 50. The Codices bring no agendas.
 */
export function ti4AgendaDeck(boxes: readonly Ti4Box[]): readonly Ti4Agenda[] {
  const pok = boxes.includes("pok");
  return TI4_AGENDAS.filter((agenda) => boxes.includes(agenda.box) && (!pok || agenda.inPokDeck));
}
