/**
 * `npm run bot:strength -- --games 200 --players 6 --pair normal:easy [--seed S]`: how much stronger one bot
 * level is than another (issue #29). Plays seeded games with the seats split evenly between the two levels
 * (alternating, turned one seat each game so no seat favours a level), then prints a table: games, wins per
 * level, win rate, and the one-sided exact binomial p-value of the first level winning that often if it
 * won no more than its share of the seats. Games without a single winner are counted apart.
 */
import { type BotLevel, isBotLevel } from "../src/engine/bot/levels.ts";
import { playOut } from "../src/engine/bot/policy.ts";
import { createGame } from "../src/engine/index.ts";
import { binomialTail } from "./binomial.ts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const players = Number(arg("players", "6"));
const games = Number(arg("games", "200"));
const seed = arg("seed", "strength");
const maxCommands = Number(arg("max-commands", "20000"));
const pair = arg("pair", "normal:easy").split(":");
const [first, second] = pair;
if (pair.length !== 2 || !first || !second || !isBotLevel(first) || !isBotLevel(second) || first === second) {
  console.error("--pair needs two different levels, such as normal:easy");
  process.exit(1);
}
const ctx = { now: "2026-12-01T00:00:00.000Z" };

const levelAt = (g: number, seat: number): BotLevel => ((seat + g) % 2 === 0 ? first : second);
const share =
  Array.from({ length: players }, (_, s) => levelAt(0, s)).filter((l) => l === first).length / players;
const wins: Record<string, number> = { [first]: 0, [second]: 0 };
let undecided = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
  const created = createGame(
    { seed: `${seed}-${g}`, players: seats, settings: { boxes: ["base", "se"] } },
    ctx,
  );
  if (!created.ok) {
    console.error(`game ${g}: ${created.error.message}`);
    process.exit(1);
  }
  const result = playOut(created.state, ctx, maxCommands, (seat) => levelAt(g, seat));
  const winner = result.state.winners.length === 1 ? result.state.winners[0] : undefined;
  if (result.stuck || winner === undefined) undecided += 1;
  else wins[levelAt(g, winner)] = (wins[levelAt(g, winner)] ?? 0) + 1;
  if (process.argv.includes("--progress"))
    process.stderr.write(`${g + 1}/${games} ${JSON.stringify(wins)}\n`);
}
const decided = games - undecided;
const won = wins[first] ?? 0;
const msPerGame = Math.round((performance.now() - started) / Math.max(1, games));
const rows = [
  ["pair", `${first}:${second}`],
  ["players", String(players)],
  ["games", `${games} (${undecided} without a single winner)`],
  [`wins ${first}`, String(won)],
  [`wins ${second}`, String(wins[second] ?? 0)],
  [`win rate ${first}`, decided > 0 ? (won / decided).toFixed(3) : "-"],
  [`null rate (seat share)`, share.toFixed(3)],
  ["p-value (one-sided, exact)", decided > 0 ? binomialTail(won, decided, share).toExponential(2) : "-"],
  ["ms per game", String(msPerGame)],
];
for (const [k, v] of rows) process.stdout.write(`${(k ?? "").padEnd(28)} ${v}\n`);
