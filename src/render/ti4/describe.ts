/**
 * The TI4 map in words, for screen readers and for search, as the TI3 map's (../describe.ts): the round and
 * target, the table (each player's faction, colour, VP, command sheet pools, trade goods, commodities and
 * strategy cards), the revealed public objectives, the unchosen strategy cards, what a Thunder's Edge table
 * has in play (inPlay.ts), then every system where something is (units by owner, who holds each planet,
 * command tokens, the custodians token, the Creuss wormhole tokens). Only public things: secret objectives, action cards and promissory notes are not named.
 */
import { TI4_UNIT_TYPES, TI4_UNIT_WORDS } from "../../content/ti4/common.ts";
import { ti4Objective } from "../../content/ti4/objectives.ts";
import { ti4Planet } from "../../content/ti4/planets.ts";
import { isTi4MecatolRexTile, ti4System } from "../../content/ti4/systems.ts";
import type { Ti4Force, Ti4PlayerState, Ti4State } from "../../engine/ti4/state.ts";
import { seatLetter } from "../model.ts";
import { ti4PlanetOwners } from "./forces.ts";
import { ti4InPlayLines } from "./inPlay.ts";
import { factionName, strategyCardName, TI4_PHASE_NAMES } from "./panel.ts";
import { ti4FullLayout } from "./renderMap.ts";

function unitList(force: Ti4Force): string {
  const parts: string[] = [];
  for (const type of TI4_UNIT_TYPES) {
    const n = force.units[type] ?? 0;
    if (n <= 0) continue;
    const damaged = Math.min(force.damaged?.[type] ?? 0, n);
    // TE Last Bastion: a galvanize token on a unit (factions/bastionGalvanize.ts).
    const galvanized = Math.min(force.galvanized?.[type] ?? 0, n);
    const marks = [
      ...(damaged > 0 ? [`${damaged} damaged`] : []),
      ...(galvanized > 0 ? [`${galvanized} galvanized`] : []),
    ];
    const words = `${n} ${TI4_UNIT_WORDS[type][n === 1 ? 0 : 1]}`;
    parts.push(marks.length > 0 ? `${words} (${marks.join(", ")})` : words);
  }
  return parts.join(", ");
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function forcesText(forces: readonly Ti4Force[]): string {
  return forces
    .map((f) => [seatLetter(f.seat), unitList(f)] as const)
    .filter(([, units]) => units !== "")
    .map(([seat, units]) => `${seat} ${units}`)
    .join("; ");
}

function playerLine(state: Ti4State, player: Ti4PlayerState): string {
  const cards = player.strategyCards.map((s) => `${strategyCardName(s.card)}${s.played ? " (played)" : ""}`);
  const t = player.tokens;
  const flags = [
    player.seat === state.speaker ? "Speaker" : "",
    player.passed ? "passed" : "",
    player.eliminated ? "eliminated" : "",
  ].filter(Boolean);
  return (
    `${seatLetter(player.seat)} ${player.name} (${factionName(player)}, ${player.color})` +
    `${flags.length > 0 ? ` [${flags.join(", ")}]` : ""}: ${player.vp} of ${state.config.vpTarget} VP; ` +
    `tokens ${t.tactic} tactic, ${t.fleet} fleet, ${t.strategy} strategy; ` +
    `${plural(player.tradeGoods, "trade good", "trade goods")}; ${plural(player.commodities, "commodity", "commodities")}; ` +
    `strategy cards: ${cards.length > 0 ? cards.join(", ") : "none"}.`
  );
}

function systemLine(state: Ti4State, label: string, owners: ReadonlyMap<string, number>): string | null {
  const placed = state.galaxy[label];
  if (!placed) return null;
  const tile = ti4System(placed.tile);
  const system = state.board[label];
  const parts: string[] = [];
  const space = forcesText(system?.space ?? []);
  if (space) parts.push(`Space: ${space}`);
  for (const id of tile.planets) {
    const owner = owners.get(id);
    const exhausted =
      owner !== undefined && state.players.find((p) => p.seat === owner)?.planets[id]?.exhausted
        ? ", exhausted"
        : "";
    const held = owner === undefined ? "" : `, held by ${seatLetter(owner)}${exhausted}`;
    const units = forcesText(system?.planets[id] ?? []);
    if (held || units) parts.push(`${ti4Planet(id).name}${held}${units ? `: ${units}` : ""}`);
  }
  const tokens = [...new Set(system?.commandTokens ?? [])].map(seatLetter);
  if (tokens.length > 0) parts.push(`Command tokens: ${tokens.join(" ")}`);
  if (isTi4MecatolRexTile(tile.id) && state.custodiansOnMecatol) parts.push("The custodians token is on it");
  const creuss = Object.entries(state.creussWormholes ?? {}).filter(([, at]) => at === label);
  if (creuss.length > 0) parts.push(`Creuss wormhole token: ${creuss.map(([token]) => token).join(", ")}`);
  if (parts.length === 0) return null;
  return `${label} ${tile.planets.length > 0 ? tile.planets.map((p) => ti4Planet(p).name).join(", ") : `tile ${tile.id}`}. ${parts.join(". ")}.`;
}

/** The map in words: the table, the objectives and the strategy cards, then each system with something in it. */
export function describeTi4Map(state: Ti4State): string {
  const round = state.round > 0 ? `Round ${state.round}, ` : "";
  const lines = [`${round}${TI4_PHASE_NAMES[state.phase]}. Playing to ${state.config.vpTarget} VP.`];
  lines.push("", "Players:", ...state.players.map((p) => playerLine(state, p)));
  lines.push("", "Public objectives:");
  if (state.objectives.length === 0) lines.push("none revealed yet.");
  for (const revealed of state.objectives) {
    const objective = ti4Objective(revealed.id);
    const scored = revealed.scoredBy.length > 0 ? revealed.scoredBy.map(seatLetter).join(" ") : "nobody";
    const stage = objective.kind === "stage2" ? "Stage II" : "Stage I";
    lines.push(`${objective.name} (${stage}, ${objective.vp} VP): scored by ${scored}.`);
  }
  const pool = state.strategyPool.map(
    (s) =>
      `${strategyCardName(s.card)}${s.tradeGoods > 0 ? ` (${plural(s.tradeGoods, "trade good", "trade goods")})` : ""}`,
  );
  lines.push("", `Strategy cards not held: ${pool.length > 0 ? pool.join(", ") : "none"}.`);
  const inPlay = ti4InPlayLines(state);
  if (inPlay.length > 0)
    lines.push("", "In play:", ...inPlay.map(({ head, items }) => `${head}: ${items.join("; ")}.`));
  lines.push("", "Board:");
  const owners = ti4PlanetOwners(state);
  const labels = [...ti4FullLayout(state).galaxy.centers.keys()].sort((a, b) => Number(a) - Number(b));
  for (const label of labels) {
    const line = systemLine(state, label, owners);
    if (line) lines.push(line);
  }
  return lines.join("\n");
}

/** The close-up in words: the caption's facts, then the active system and its neighbours as on the map. */
export function describeTi4CloseUp(
  state: Ti4State,
  caption: { head: string; facts: readonly string[] },
  near: readonly string[],
): string {
  const owners = ti4PlanetOwners(state);
  const systems = [...near]
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((label) => systemLine(state, label, owners) ?? []);
  return [`${caption.head}: ${caption.facts.join("; ")}.`, ...systems].join("\n");
}
