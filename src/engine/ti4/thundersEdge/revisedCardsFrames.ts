/** The frames of Thunder's Edge's revised strategy cards (TE "Expansion Integration"; construction.ts, warfare.ts). */
import type { Seat } from "../../kernel/types.ts";

/**
 * The revised Construction's questions: `primary` (a structure, or one space dock's PRODUCTION; then a
 * structure), `afterProduction` (the structure that follows the PRODUCTION) and `secondary` (one structure).
 */
export interface Ti4RevisedConstructionFrame {
  kind: "ti4RevisedConstruction";
  seat: Seat;
  part: "primary" | "afterProduction" | "secondary";
}

/**
 * The revised Warfare's primary: `activate` while the holder names the system of its tactical action,
 * `after` while that action runs above it (the command tokens are redistributed once it is over).
 */
export interface Ti4RevisedWarfareFrame {
  kind: "ti4RevisedWarfare";
  seat: Seat;
  stage: "activate" | "after";
}

export type Ti4RevisedCardFrame = Ti4RevisedConstructionFrame | Ti4RevisedWarfareFrame;
