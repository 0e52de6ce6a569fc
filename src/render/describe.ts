/**
 * The board as plain text: for screen readers, and for a quick read in the channel without opening the
 * image. Same source as the map (the public view), same rule: hidden things are counts, face-down tokens
 * are named by kind only.
 */
import type { TechColor, UnitType } from "../content/index.ts";
import {
  getFacilityCard,
  getObjective,
  getPlanet,
  getRace,
  getStrategyCard,
  getSystem,
  TECHNOLOGIES,
  UNIT_TYPES,
} from "../content/index.ts";
import type { LastMove } from "../engine/lastMove.ts";
import type { Force, Seat, UnitCounts } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import { minesAt } from "./mines.ts";
import {
  type BoardToken,
  hiddenCount,
  type MapSystem,
  type MapView,
  placedLabels,
  planetOwners,
  seatLetter,
  specialObjectivesHeld,
  tokensIn,
} from "./model.ts";
import { faceUpName } from "./tokens.ts";
import { countOf, PHASE_NAMES, TOKEN_KIND_NAMES } from "./words.ts";

const TECH_COLOR_BY_ID = new Map<string, TechColor>(TECHNOLOGIES.map((t) => [t.id, t.color]));

function who(view: MapView, seat: Seat): string {
  const player = view.players.find((p) => p.seat === seat);
  return `${seatLetter(seat)} ${player?.name ?? "?"}`;
}

function unitList(force: Force): string {
  const parts: string[] = [];
  for (const type of UNIT_TYPES as readonly UnitType[]) {
    const n = force.units[type] ?? 0;
    if (n <= 0) continue;
    const damaged = Math.min(force.damaged?.[type] ?? 0, n);
    parts.push(damaged > 0 ? `${countOf(n, type)} (${damaged} damaged)` : countOf(n, type));
  }
  return parts.join(", ");
}

function countsText(units: UnitCounts): string {
  return unitList({ seat: 0, units });
}

function forcesText(forces: readonly Force[]): string {
  return forces
    .map((f) => [seatLetter(f.seat), unitList(f)] as const)
    .filter(([, units]) => units !== "")
    .map(([seat, units]) => `${seat} ${units}`)
    .join("; ");
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function tokenText(token: BoardToken): string {
  const kind = TOKEN_KIND_NAMES[token.kind] ?? token.kind;
  // A face-down token is named by its kind only: its id is never read.
  const where = token.planet ? ` on ${getPlanet(token.planet).name}` : "";
  return token.faceUp ? `${kind} ${token.label ?? faceUpName(token)}${where}` : `face-down ${kind}${where}`;
}

function systemLine(
  view: MapView,
  label: string,
  system: MapSystem,
  owners: ReadonlyMap<string, Seat>,
): string | null {
  const tile = getSystem(system.tile);
  const parts: string[] = [];
  const space = forcesText(system.space);
  if (space) parts.push(`Space: ${space}`);
  for (const planet of tile.planets) {
    const owner = owners.get(planet.id);
    const exhausted =
      owner !== undefined && ownerCard(view, owner, planet.id)?.exhausted ? ", exhausted" : "";
    const facility = view.facilities?.[planet.id];
    const built = facility ? `, with a ${getFacilityCard(facility.kind).name}` : "";
    const held = owner === undefined ? "" : `, held by ${seatLetter(owner)}${exhausted}${built}`;
    const units = forcesText(system.planets[planet.id] ?? []);
    if (held || units) parts.push(`${planet.name}${held}${units ? `: ${units}` : ""}`);
  }
  const counters = [...new Set(system.commandCounters)].map(seatLetter);
  if (counters.length > 0) parts.push(`Command counters: ${counters.join(" ")}`);
  const tokens = tokensIn(view, system);
  if (tokens.length > 0) parts.push(`Tokens: ${tokens.map(tokenText).join(", ")}`);
  const mines = minesAt(view, label).map(
    (m) => `${m.owner === null ? "neutral" : seatLetter(m.owner)}${m.count > 1 ? ` ×${m.count}` : ""}`,
  );
  if (mines.length > 0) parts.push(`${view.mineFields ? "Mine Fields" : "Space Mines"}: ${mines.join(", ")}`);
  if (parts.length === 0) return null;
  return `${label} ${tile.name}. ${parts.join(". ")}.`;
}

function ownerCard(view: MapView, seat: Seat, planetId: string) {
  return view.players.find((p) => p.seat === seat)?.planets[getPlanet(planetId).id];
}

function techBreakdown(player: PlayerView): string {
  const counts: Record<TechColor, number> = { red: 0, green: 0, blue: 0, yellow: 0 };
  for (const id of player.technologies) {
    const color = TECH_COLOR_BY_ID.get(id);
    if (color) counts[color]++;
  }
  return `${plural(player.technologies.length, "technology", "technologies")} (${counts.red} red, ${counts.green} green, ${counts.blue} blue, ${counts.yellow} yellow)`;
}

function playerLine(view: MapView, player: PlayerView, waiting: readonly Seat[]): string {
  const race = player.race ? getRace(player.race).shortName : "no race yet";
  const cards = player.strategyCards.map((held) => {
    const card = getStrategyCard(held.card);
    return `${card.initiative} ${card.name}${held.played ? " (played)" : ""}`;
  });
  const c = player.counters;
  const flags = [
    player.seat === view.speaker ? "Speaker" : "",
    player.seat === view.voiceOfTheCouncil ? "Voice of the Council" : "",
    player.passed ? "passed" : "",
    player.eliminated ? "eliminated" : "",
    waiting.includes(player.seat) ? "to move" : "",
  ].filter(Boolean);
  return (
    `${who(view, player.seat)} (${race}, ${player.color ?? "no colour"})${flags.length > 0 ? ` [${flags.join(", ")}]` : ""}: ` +
    `${player.vp} VP; Strategy Cards: ${cards.length > 0 ? cards.join(", ") : "none"}; ` +
    `command counters ${c.strategy} strategy, ${c.command} command, ${c.fleet} fleet; ${plural(player.tradeGoods, "trade good")}; ` +
    `${plural(hiddenCount(player, "actionCards"), "action card")}; ${plural(Object.keys(player.planets).length, "planet")}; ${techBreakdown(player)}.`
  );
}

function systemName(view: MapView, label: string): string {
  const tile = view.galaxy[label];
  return tile ? `${label} (${getSystem(tile).name})` : label;
}

/**
 * The last move in words (what the map marks): who moved, the system they activated, the ships that
 * moved and by which route, each battle and how it ended, what was built and which planets were taken.
 */
export function describeMove(view: MapView, move: LastMove): string {
  const sentences = [
    move.activated
      ? `${who(view, move.seat)} activated ${systemName(view, move.activated)}`
      : `${who(view, move.seat)} acted without activating a system`,
  ];
  for (const moved of move.moves) {
    const via = moved.route.slice(1, -1);
    sentences.push(
      `${countsText(moved.units)} moved from ${moved.from}${via.length > 0 ? ` through ${via.join(", ")}` : ""} to ${moved.to}`,
    );
  }
  for (const battle of move.battles) {
    const where = battle.planet
      ? `Invasion of ${getPlanet(battle.planet).name}`
      : `Space Battle at ${battle.position}`;
    const sides = `${seatLetter(battle.attacker)} against ${seatLetter(battle.defender)}`;
    const retreat = battle.retreated === null ? "" : `, ${seatLetter(battle.retreated)} retreated`;
    const result =
      battle.winner !== null
        ? `won by ${who(view, battle.winner)}`
        : battle.standing.length > 0
          ? "still being fought"
          : "no side left standing";
    sentences.push(`${where} (${sides}${retreat}): ${result}`);
  }
  for (const built of move.built) {
    const where = built.planet ? getPlanet(built.planet).name : built.position;
    sentences.push(`built ${countsText(built.units)} at ${where}`);
  }
  for (const taken of move.taken) {
    const from = taken.from === null ? "" : ` from ${who(view, taken.from)}`;
    sentences.push(`took ${getPlanet(taken.planet).name}${from}`);
  }
  return `Last move: ${sentences.join("; ")}.`;
}

/**
 * Borderlands, Declarations of War and Peace: who is at peace with whom is never secret ("this chart should
 * remain visible"); every other pair is at war.
 */
function relationLines(view: MapView): string[] {
  if (!view.config.options.includes("classic:declarationsOfWar")) return [];
  const peace = view.relations?.peace ?? [];
  const pairs = peace.map(([a, b]) => `${seatLetter(a)}–${seatLetter(b)}`);
  const surprise = view.relations?.surpriseAttacks ?? [];
  return [
    "",
    pairs.length > 0
      ? `At peace: ${pairs.join(", ")}; every other pair is at war.`
      : "Relations: every player is at war with every other.",
    ...(surprise.length > 0 ? [`Surprise attacks made: ${surprise.map(seatLetter).join(", ")}.`] : []),
  ];
}

/** Borderlands' Assassins: who holds how many (public, beside the sheets), and who was struck lately. */
function assassinLines(view: MapView): string[] {
  if (!view.config.options.includes("classic:assassins")) return [];
  const held = Object.entries(view.assassins?.held ?? {}).map(([s, n]) => `${seatLetter(Number(s))} ${n}`);
  const pool = 6 - Object.values(view.assassins?.held ?? {}).reduce((a, b) => a + b, 0);
  const struck = (view.assassins?.struck ?? [])
    .filter((s) => s.round >= view.round - 1)
    .map((s) => `${seatLetter(s.seat)} (through round ${s.round + 1})`);
  return [
    "",
    `Assassins held: ${held.length > 0 ? held.join(", ") : "none"}; ${pool} of 6 left to hire.`,
    ...(struck.length > 0 ? [`Struck by an Assassin, no votes and -2 in attack: ${struck.join(", ")}.`] : []),
  ];
}

/**
 * The board in words: the last move if there is one, the table, the objectives, then every system where
 * something is.
 */
export function describeBoard(view: MapView, waiting: readonly Seat[], move?: LastMove | null): string {
  const round = view.round > 0 ? `Round ${view.round}, ` : "";
  const toMove = waiting.length > 0 ? waiting.map((s) => who(view, s)).join(", ") : "nobody";
  const lines = [
    `${round}${PHASE_NAMES[view.phase]}. Speaker: ${who(view, view.speaker)}. To move: ${toMove}.`,
  ];
  if (move) lines.push(describeMove(view, move));
  if (view.phase === "finished")
    lines.push(`Winner: ${view.winners.map((s) => who(view, s)).join(", ") || "none"}.`);
  lines.push("", "Players:", ...view.players.map((p) => playerLine(view, p, waiting)));
  lines.push(...relationLines(view));
  lines.push(...assassinLines(view));
  lines.push("", "Public objectives:");
  if (view.objectives.length === 0) lines.push("none revealed yet.");
  for (const revealed of view.objectives) {
    const objective = getObjective(revealed.id);
    const scored = revealed.scoredBy.length > 0 ? revealed.scoredBy.map(seatLetter).join(" ") : "nobody";
    const marker = revealed.id === view.turnMarker?.on ? " The turn marker is on this card." : "";
    lines.push(
      objective.endsGame
        ? `${objective.name} (ends the game).${marker}`
        : `${objective.name} (${objective.kind === "stage2" ? "Stage II" : "Stage I"}, ${objective.vp} VP): scored by ${scored}.${marker}`,
    );
  }
  const special = specialObjectivesHeld(view);
  if (special.length > 0) lines.push("", "Special objectives:");
  for (const held of special) {
    const holder = held.holder === null ? "nobody" : seatLetter(held.holder);
    lines.push(`${held.name} (${held.vp} VP): held by ${holder}.`);
  }
  lines.push("", "Board:");
  const owners = planetOwners(view);
  for (const label of placedLabels(view)) {
    const system = view.board[label];
    const line = system ? systemLine(view, label, system, owners) : null;
    if (line) lines.push(line);
  }
  return lines.join("\n");
}

/**
 * The close-up in words: the last move, then every system it shows where something is (the activated
 * one first).
 */
export function describeCloseUp(view: MapView, move: LastMove, labels: readonly string[]): string {
  const owners = planetOwners(view);
  const first = [...labels].sort((a, b) => Number(b === move.activated) - Number(a === move.activated));
  const systems = first
    .map((label) => {
      const system = view.board[label];
      return system ? systemLine(view, label, system, owners) : null;
    })
    .filter((line): line is string => line !== null);
  const at = move.activated ? systemName(view, move.activated) : "the board";
  return [`Close-up of ${at} and the systems around it.`, describeMove(view, move), ...systems].join("\n");
}
