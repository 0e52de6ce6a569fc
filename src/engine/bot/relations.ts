/**
 * The bot and TI1 Borderlands' classic options. Declarations of War and Peace: it offers peace to the
 * players at war with it who have no more victory points than it has, and declares war on those at peace
 * who have more (a leader is fought); failing that, it declares nothing.
 */
import type { Command } from "../commands.ts";
import { atWarWith, peacefulWith } from "../options/declarationsOfWar/relations.ts";
import { player } from "../rules/players.ts";
import type { Candidates } from "./policy.ts";

export const declareRelationsCandidates: Candidates = (state, d) => {
  const mine = player(state, d.seat).vp;
  const vp = (seat: number) => player(state, seat).vp;
  const war = peacefulWith(state, d.seat).filter((s) => vp(s) > mine);
  const peace = atWarWith(state, d.seat).filter((s) => vp(s) <= mine);
  const none: Command = { type: "declareRelations", seat: d.seat, war: [], peace: [] };
  return war.length + peace.length > 0
    ? [{ type: "declareRelations", seat: d.seat, war, peace }, none]
    : [none];
};
