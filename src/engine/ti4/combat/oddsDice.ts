/**
 * The chances of each number of hits a roll scores, for the odds of a TI4 combat (odds.ts): from the dice
 * shapes a unit roll reads (dice.ts ti4DiceShapes), and from space cannon dice (tactical/spaceCannon.ts).
 */
import { hitChances } from "../../rules/combat/odds/chain.ts";
import type { CannonDie } from "../tactical/spaceCannon.ts";
import type { Ti4DiceShape } from "./dice.ts";

/** The chance of each number of hits one die of this shape scores: each face 1 to 10, a miss rolled again. */
function dieHits(shape: Ti4DiceShape): number[] {
  const dist: number[] = [];
  const add = (hits: number, p: number) => {
    dist[hits] = (dist[hits] ?? 0) + p;
  };
  const hit = (face: number) => face + shape.modifier >= shape.hitsOn;
  const hits = (face: number) => (hit(face) ? 1 : 0) + shape.extraHits([face]);
  for (let face = 1; face <= 10; face++) {
    if (hit(face) || !shape.rerolls) add(hits(face), 0.1);
    else for (let again = 1; again <= 10; again++) add(hits(again), 0.01);
  }
  return Array.from(dist, (p) => p ?? 0);
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => {
    b.forEach((q, j) => {
      out[i + j] = (out[i + j] as number) + p * q;
    });
  });
  return out;
}

/** The chance of each number of hits from all the shapes' dice. */
export function rollHits(shapes: readonly Ti4DiceShape[]): number[] {
  let dist = [1];
  for (const shape of shapes) {
    const one = dieHits(shape);
    for (let i = 0; i < shape.dice; i++) dist = convolve(dist, one);
  }
  return dist;
}

/** The chance of each number of hits from space cannon dice, each hitting on its value or more (LRR 77.3). */
export const cannonHits = (dice: readonly CannonDie[]) =>
  hitChances(dice.map((die) => Math.min(1, Math.max(0, (11 - die.hitsOn) / 10))));

/**
 * The dice abilities add to a unit-ability roll (unitAbilityRolls.ts `unitAbilityExtraDice`: Plasma Scoring,
 * the Argent Flight's card), each rolled for the roll's best unit: none when the units roll no die.
 */
export function withExtraCannonDice(dice: readonly CannonDie[], extra: number): CannonDie[] {
  const best = [...dice].sort((a, b) => a.hitsOn - b.hitsOn)[0];
  if (!best || extra <= 0) return [...dice];
  return [...dice, ...Array.from({ length: extra }, () => ({ ...best }))];
}

/** The same for a roll's shapes: `extra` dice of the shape that hits most easily, rolled once, as they are. */
export function withExtraDice(shapes: readonly Ti4DiceShape[], extra: number): Ti4DiceShape[] {
  const need = (s: Ti4DiceShape) => s.hitsOn - s.modifier;
  const best = [...shapes].filter((s) => s.dice > 0).sort((a, b) => need(a) - need(b))[0];
  if (!best || extra <= 0) return [...shapes];
  return [...shapes, { ...best, dice: extra, rerolls: false, extraHits: () => 0 }];
}
