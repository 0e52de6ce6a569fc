/**
 * The bot and TI1 Borderlands' Assassins. It keeps one Assassin as a bodyguard and sends the others at the
 * player with the most victory points it may reach (the leader is the one worth slowing), the last one too
 * when that leader is 2 points ahead; it stands a bodyguard in whenever it holds one; it hires one
 * Assassin, up to two held, whenever what it has at hand as the Status Phase opens pays for one.
 */
import type { Command } from "../commands.ts";
import { ASSASSIN_COST, heldBy } from "../options/assassins/board.ts";
import { player } from "../rules/players.ts";
import { payFor, resourcesReady } from "./payment.ts";
import type { Candidates } from "./policy.ts";

export const sendAssassinsCandidates: Candidates = (state, d) => {
  const none: Command = { type: "sendAssassins", seat: d.seat, targets: [] };
  const held = heldBy(state, d.seat);
  const mine = player(state, d.seat).vp;
  const leader = (d.choices ?? [])
    .map(Number)
    .filter((s) => player(state, s).vp > mine)
    .sort((a, b) => player(state, b).vp - player(state, a).vp)[0];
  if (leader === undefined) return [none];
  // A lone Assassin is kept as a bodyguard, unless the leader is well ahead.
  const spare = held > 1 ? held - 1 : player(state, leader).vp >= mine + 2 ? held : 0;
  if (spare <= 0) return [none];
  return [
    { type: "sendAssassins", seat: d.seat, targets: Array.from({ length: spare }, () => leader) },
    none,
  ];
};

export const guardAgainstAssassinCandidates: Candidates = (_state, d) => [
  { type: "guardAgainstAssassin", seat: d.seat, guard: true },
  { type: "guardAgainstAssassin", seat: d.seat, guard: false },
];

export const buyAssassinsCandidates: Candidates = (state, d) => {
  const none: Command = { type: "buyAssassins", seat: d.seat, count: 0 };
  // The Status Phase opens with most planets spent: what is still at hand may as well hire one.
  if (heldBy(state, d.seat) >= 2 || resourcesReady(state, d.seat) < ASSASSIN_COST) return [none];
  const payment = payFor(state, d.seat, ASSASSIN_COST);
  return payment ? [{ type: "buyAssassins", seat: d.seat, count: 1, ...payment }, none] : [none];
};
