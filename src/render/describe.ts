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
import type { Force, Seat } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import {
  type BoardToken,
  hiddenCount,
  type MapSystem,
  type MapView,
  placedLabels,
  planetOwners,
  seatLetter,
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
  return token.faceUp ? `${kind} ${faceUpName(token)}` : `face-down ${kind}`;
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
  const tokens = system.tokens ?? [];
  if (tokens.length > 0) parts.push(`Tokens: ${tokens.map(tokenText).join(", ")}`);
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

/** The board in words: the table, the objectives, then every system where something is. */
export function describeBoard(view: MapView, waiting: readonly Seat[]): string {
  const round = view.round > 0 ? `Round ${view.round}, ` : "";
  const toMove = waiting.length > 0 ? waiting.map((s) => who(view, s)).join(", ") : "nobody";
  const lines = [
    `${round}${PHASE_NAMES[view.phase]}. Speaker: ${who(view, view.speaker)}. To move: ${toMove}.`,
  ];
  if (view.phase === "finished")
    lines.push(`Winner: ${view.winners.map((s) => who(view, s)).join(", ") || "none"}.`);
  lines.push("", "Players:", ...view.players.map((p) => playerLine(view, p, waiting)));
  lines.push("", "Public objectives:");
  if (view.objectives.length === 0) lines.push("none revealed yet.");
  for (const revealed of view.objectives) {
    const objective = getObjective(revealed.id);
    const scored = revealed.scoredBy.length > 0 ? revealed.scoredBy.map(seatLetter).join(" ") : "nobody";
    lines.push(
      `${objective.name} (${objective.kind === "stage2" ? "Stage II" : "Stage I"}, ${objective.vp} VP): scored by ${scored}.`,
    );
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
