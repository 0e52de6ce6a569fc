/**
 * The TI4 bot plays fair (issues #26, #29), as the TI3 bot does (fairBot.test.ts): for positions taken from
 * seeded TI4 bot games, changing anything the waiting seat may not see never changes the command its bot
 * plays, at every level. What is changed: the other players' action cards, unscored secret objectives,
 * promissory notes and the secret objectives drawn at set-up (dealt again from the same cards with the
 * decks they came from, so counts stay true), the order of every deck, the public objectives still face
 * down, and the generator's state.
 */
import { describe, expect, it } from "vitest";
import { BOT_LEVELS } from "../../src/engine/kernel/bot.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Seat } from "../../src/engine/kernel/types.ts";
import { ti4BotMove, ti4PlayOut } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { type Rand, rand, redeal, shuffled } from "../support/fuzz.ts";
import { create } from "../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const POSITIONS = Number(process.env.MECATOL_FAIR_POSITIONS ?? 12);
const STEP = 23;

/** The same game with everything `seat` may not see changed at random. */
function perturbed(original: Ti4State, seat: Seat, r: Rand): Ti4State {
  const state = structuredClone(original);
  const others = state.players.filter((p) => p.seat !== seat);
  const { decks } = state;
  const [actionDraw, ...hands] = redeal([decks.action.draw, ...others.map((p) => p.secret.actionCards)], r);
  decks.action.draw = actionDraw ?? [];
  const unscored = others.map((p) =>
    p.secret.secretObjectives.filter((o) => !p.scoredObjectives.includes(o)),
  );
  const drawn = others.map((p) => p.secret.secretObjectivesDrawn ?? []);
  const [secretDeck, ...secrets] = redeal([decks.secretObjectives, ...unscored, ...drawn], r);
  decks.secretObjectives = secretDeck ?? [];
  others.forEach((p, i) => {
    p.secret.actionCards = hands[i] ?? [];
    const scored = p.secret.secretObjectives.filter((o) => p.scoredObjectives.includes(o));
    p.secret.secretObjectives = [...scored, ...(secrets[i] ?? [])];
    if (p.secret.secretObjectivesDrawn) p.secret.secretObjectivesDrawn = secrets[others.length + i] ?? [];
    p.secret.promissoryNotes = shuffled(p.secret.promissoryNotes, r);
  });
  decks.agenda.draw = shuffled(decks.agenda.draw, r);
  decks.relics = shuffled(decks.relics, r);
  decks.stageOne = shuffled(decks.stageOne, r);
  decks.stageTwo = shuffled(decks.stageTwo, r);
  state.rng = [r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32)];
  return state;
}

/** Positions every STEP commands of a bot game, as far as the bot plays it. */
function positions(players: number, seed: string): Ti4State[] {
  let state = create(players, {}, seed).state;
  const out: Ti4State[] = [];
  for (let i = 0; i < POSITIONS; i++) {
    const played = ti4PlayOut(state, CTX, STEP);
    if (played.commands.length === 0) break;
    state = played.state;
    if (pendingDecisions<Ti4>(state).length > 0) out.push(state);
    if (played.stuck || state.phase === "finished") break;
  }
  return out;
}

describe("the TI4 bot decides only from what its seat may see", () => {
  for (const players of [3, 6]) {
    it(`at ${players} players, at every level`, () => {
      const r = rand(`ti4-fair-${players}`);
      const found = positions(players, `fair-${players}`);
      expect(found.length).toBeGreaterThan(2);
      for (const state of found) {
        const seat = pendingDecisions<Ti4>(state)[0]?.seat as Seat;
        for (const level of BOT_LEVELS) {
          const mine = ti4BotMove(state, seat, CTX, level)?.command ?? null;
          for (let k = 0; k < 3; k++) {
            const other = ti4BotMove(perturbed(state, seat, r), seat, CTX, level)?.command ?? null;
            expect(other, `${level} at ${state.phase} round ${state.round}`).toEqual(mine);
          }
        }
      }
    });
  }
});
