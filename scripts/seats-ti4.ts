/**
 * `npm run seats:ti4 -- --players 3,4,5,6 --games 6 --seed S [--detail]`: whether TI4's bot games favour a
 * seat (issue #26). Plays seeded games with the bot at every seat and prints, per player count, the wins by
 * seat and by place from the speaker, with the one-sided binomial p-value of the seat that won most often
 * winning that often if every seat had an even share. `--detail` adds a line per game: the speaker, the
 * winner, points, planets and objectives by seat, and the combats fought. Exits 1 when a player count's
 * most-winning seat is that unlikely (p < 0.01), so a run across seeds can stand as a check.
 */
import "../src/engine/index.ts";
import { ti4PlayOut } from "../src/engine/ti4/policy.ts";
import { createTi4Game } from "../src/engine/ti4/setup/create.ts";
import { binomialTail } from "./binomial.ts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const counts = arg("players", "3,4,5,6").split(",").map(Number);
const games = Number(arg("games", "6"));
const seed = arg("seed", "seats");
const detail = process.argv.includes("--detail");
const ctx = { now: "2026-12-01T00:00:00.000Z" };

let unlikely = false;
for (const players of counts) {
  const bySeat = Array<number>(players).fill(0);
  const byPlace = Array<number>(players).fill(0);
  let decided = 0;
  let combats = 0;
  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
    const created = createTi4Game({ seed: `${seed}-${players}-${g}`, players: seats, settings: {} }, ctx);
    if (!created.ok) throw new Error(created.error.message);
    const speaker = created.state.speaker;
    const played = ti4PlayOut(created.state, ctx, 20000);
    const state = played.state;
    const winner = state.winners.length === 1 ? (state.winners[0] as number) : null;
    const fought = played.events.filter((e) => e.type === "ti4CombatEnded").length;
    combats += fought;
    if (winner !== null) {
      decided += 1;
      bySeat[winner] = (bySeat[winner] ?? 0) + 1;
      const place = (winner - speaker + players) % players;
      byPlace[place] = (byPlace[place] ?? 0) + 1;
    }
    if (detail)
      process.stdout.write(
        `${JSON.stringify({
          players,
          game: g,
          speaker,
          factions: state.players.map((p) => p.faction),
          winner,
          round: state.round,
          vp: state.players.map((p) => p.vp),
          planets: state.players.map((p) => Object.keys(p.planets).length),
          objectives: state.players.map((p) => p.scoredObjectives.length),
          combats: fought,
        })}\n`,
      );
  }
  const most = Math.max(...bySeat);
  const p = decided > 0 ? binomialTail(most, decided, 1 / players) : 1;
  if (p < 0.01) unlikely = true;
  process.stdout.write(
    `${JSON.stringify({ players, games, decided, winsBySeat: bySeat, winsByPlaceFromSpeaker: byPlace, combatsPerGame: +(combats / games).toFixed(2), pMostWinningSeat: +p.toPrecision(3) })}\n`,
  );
}
process.exit(unlikely ? 1 : 0);
