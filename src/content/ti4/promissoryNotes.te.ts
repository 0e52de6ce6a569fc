/**
 * Thunder's Edge's faction promissory notes (box "te"): ids and effects from
 * shared/data/ti4/thunders_edge.json, in our own words. Listed per faction as its rules are built.
 */
import type { Ti4PromissoryNote } from "./promissoryNotes.ts";

export const TE_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [];
