/**
 * The game master's correction (corrections.ts): one change to one seat, outside the rules, with who made
 * it and why. It answers no decision and leaves the frame stack alone, so the game goes on where it was;
 * the standing rules still run after it (a correction that brings a player to the target wins the game,
 * LRR 98). Impossible values are refused with a sentence and change nothing: a negative total, more
 * tokens or plastic than the box holds (LRR 20.3a, 23.4), a system, planet, unit type or technology the
 * game does not have. Everything a correction names is public, so its event is read by everyone.
 */
import {
  isTi4TechnologyId,
  TI4_COMMAND_TOKENS_PER_FACTION,
  TI4_STRUCTURE_TYPES,
  TI4_UNIT_LIMITS,
  type Ti4PlanetId,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import { MAX_REASON_LENGTH } from "../../kernel/seatHandOver.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import { addUnits, forcesAt, removeUnits, systemOn, unitsIn } from "../board/forces.ts";
import { planetsAt, positionOfPlanet, systemAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { commodityValue } from "../economy/commodityValue.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../state.ts";
import type { Ti4Correction, Ti4GmEvent } from "./corrections.ts";

const RULE = "Mecatol: game master corrections";
const POOLS: readonly Ti4TokenPool[] = ["tactic", "fleet", "strategy"];

type Of<K extends Ti4Correction["kind"]> = Extract<Ti4Correction, { kind: K }>;
type Check<K extends Ti4Correction["kind"]> = (
  state: Ti4State,
  seat: Seat,
  c: Of<K>,
) => RuleError | undefined;

const refuse = (code: string, message: string, rule = RULE) => ruleError(code, rule, message);

function playerOf(state: Ti4State, seat: Seat): Ti4PlayerState {
  const player = state.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

/** The total an amount correction leaves, or why it may not. */
function checkAmount(name: string, c: { mode: "set" | "add"; amount: number }, current: number) {
  if (c.mode === "set" && c.amount < 0)
    return refuse(
      "ERR_TI4_GM_NEGATIVE",
      `A player cannot have ${c.amount} ${name}: give a total of 0 or more.`,
    );
  if (c.mode === "add" && c.amount === 0)
    return refuse("ERR_TI4_GM_NO_CHANGE", `Adding 0 ${name} changes nothing.`);
  const total = c.mode === "set" ? c.amount : current + c.amount;
  if (total < 0)
    return refuse(
      "ERR_TI4_GM_NEGATIVE",
      `The player has ${current} ${name}: taking ${-c.amount} would leave ${total}, and the least is 0.`,
    );
  if (total === current) return refuse("ERR_TI4_GM_NO_CHANGE", `The player already has ${current} ${name}.`);
  return total;
}

const checkTradeGoods: Check<"tradeGoods"> = (state, seat, c) => {
  const total = checkAmount("trade goods", c, playerOf(state, seat).tradeGoods);
  return typeof total === "number" ? undefined : total;
};

const checkCommodities: Check<"commodities"> = (state, seat, c) => {
  const player = playerOf(state, seat);
  const total = checkAmount("commodities", c, player.commodities);
  if (typeof total !== "number") return total;
  const most = player.faction ? commodityValue(state, seat) : null;
  if (most !== null && total > most)
    return refuse(
      "ERR_TI4_GM_COMMODITIES",
      `${player.name}'s faction holds at most ${most} commodities (LRR 21.2): ${total} is too many.`,
      "LRR 21.2",
    );
  return undefined;
};

function tokensOnBoard(state: Ti4State, seat: Seat): number {
  let n = 0;
  for (const system of Object.values(state.board)) n += system.commandTokens.filter((s) => s === seat).length;
  return n;
}

const checkTokens: Check<"tokens"> = (state, seat, c) => {
  const sheet = playerOf(state, seat).tokens;
  const named = POOLS.filter((pool) => c.tokens[pool] !== undefined);
  if (named.length === 0)
    return refuse("ERR_TI4_GM_NO_CHANGE", "Name at least one pool to set: tactic, fleet or strategy.");
  if (named.every((pool) => c.tokens[pool] === sheet[pool]))
    return refuse("ERR_TI4_GM_NO_CHANGE", "The command sheet already holds those tokens.");
  const used = POOLS.reduce((n, pool) => n + (c.tokens[pool] ?? sheet[pool]), 0) + tokensOnBoard(state, seat);
  if (used > TI4_COMMAND_TOKENS_PER_FACTION)
    return refuse(
      "ERR_TI4_GM_TOKENS",
      `That makes ${used} command tokens on the sheet and the board; a faction has ${TI4_COMMAND_TOKENS_PER_FACTION} (LRR 20.3a).`,
      "LRR 20.3a",
    );
  return undefined;
};

const checkVictoryPoints: Check<"victoryPoints"> = (state, seat, c) => {
  const total = checkAmount("victory points", c, playerOf(state, seat).vp);
  return typeof total === "number" ? undefined : total;
};

function unknownPlanet(state: Ti4State, planet: string): RuleError | undefined {
  return positionOfPlanet(state, planet as Ti4PlanetId) === null
    ? refuse("ERR_TI4_GM_PLANET", `There is no planet "${planet}" in this game's galaxy.`)
    : undefined;
}

const checkPlanet: Check<"planet"> = (state, seat, c) => {
  const unknown = unknownPlanet(state, c.planet);
  if (unknown) return unknown;
  const player = playerOf(state, seat);
  const held = player.planets[c.planet] !== undefined;
  if (c.control && held)
    return refuse("ERR_TI4_GM_NO_CHANGE", `${player.name} already controls ${c.planet}.`);
  if (!c.control && !held)
    return refuse("ERR_TI4_GM_NO_CHANGE", `${player.name} does not control ${c.planet}.`);
  return undefined;
};

const checkPlanetStatus: Check<"planetStatus"> = (state, seat, c) => {
  const unknown = unknownPlanet(state, c.planet);
  if (unknown) return unknown;
  const player = playerOf(state, seat);
  const card = player.planets[c.planet];
  if (!card)
    return refuse(
      "ERR_TI4_GM_NOT_CONTROLLED",
      `${player.name} does not control ${c.planet}: give them the planet first.`,
    );
  if (card.exhausted === c.exhausted)
    return refuse("ERR_TI4_GM_NO_CHANGE", `${c.planet} is already ${c.exhausted ? "exhausted" : "ready"}.`);
  return undefined;
};

/** How many of a type the seat has on the whole board. */
function onBoard(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  let n = 0;
  for (const system of Object.values(state.board)) {
    n += unitsIn(system, seat)[type] ?? 0;
    for (const planet of Object.keys(system.planets) as Ti4PlanetId[])
      n += unitsIn(system, seat, planet)[type] ?? 0;
  }
  return n;
}

const checkUnits: Check<"units"> = (state, seat, c) => {
  if (!systemAt(state, c.position))
    return refuse(
      "ERR_TI4_GM_POSITION",
      `There is no system at position ${c.position} in this game's galaxy.`,
    );
  if (c.planet !== undefined && !planetsAt(state, c.position).includes(c.planet))
    return refuse("ERR_TI4_GM_PLANET", `The planet "${c.planet}" is not in the system at ${c.position}.`);
  const named = Object.entries(c.units).filter(([, n]) => (n ?? 0) > 0) as [Ti4UnitType, number][];
  if (named.length === 0)
    return refuse("ERR_TI4_GM_NO_CHANGE", "Name at least one unit, with a count of 1 or more.");
  const where = c.planet === undefined ? `the space area at ${c.position}` : `${c.planet}`;
  const name = playerOf(state, seat).name;
  if (c.remove) {
    const there = unitsIn(state.board[c.position], seat, c.planet);
    for (const [type, n] of named)
      if ((there[type] ?? 0) < n)
        return refuse(
          "ERR_TI4_GM_UNITS",
          `${name} has ${there[type] ?? 0} ${type} in ${where}, not ${n} to remove.`,
        );
    return undefined;
  }
  for (const [type, n] of named) {
    if (c.planet === undefined && TI4_STRUCTURE_TYPES.includes(type))
      return refuse(
        "ERR_TI4_GM_UNITS",
        `A ${type} stands on a planet, not in space: name the planet.`,
        "LRR 85",
      );
    const limit = TI4_UNIT_LIMITS[type];
    const total = onBoard(state, seat, type) + n;
    if (limit.capped && total > limit.plastic)
      return refuse(
        "ERR_TI4_GM_UNITS",
        `${name} would have ${total} ${type} on the board; the box holds ${limit.plastic} (LRR 23.4).`,
        "LRR 23.4",
      );
  }
  return undefined;
};

const checkTechnology: Check<"technology"> = (state, seat, c) => {
  if (!isTi4TechnologyId(c.technology))
    return refuse("ERR_TI4_GM_TECHNOLOGY", `There is no technology "${c.technology}".`);
  const player = playerOf(state, seat);
  const owned = player.technologies.includes(c.technology);
  if (c.remove && !owned)
    return refuse("ERR_TI4_GM_NO_CHANGE", `${player.name} does not own ${c.technology}.`);
  if (!c.remove && owned)
    return refuse("ERR_TI4_GM_NO_CHANGE", `${player.name} already owns ${c.technology}.`);
  return undefined;
};

const CHECKS: { [K in Ti4Correction["kind"]]: Check<K> } = {
  tradeGoods: checkTradeGoods,
  commodities: checkCommodities,
  tokens: checkTokens,
  victoryPoints: checkVictoryPoints,
  planet: checkPlanet,
  planetStatus: checkPlanetStatus,
  units: checkUnits,
  technology: checkTechnology,
};

function whyNot(state: Ti4State, command: Extract<Ti4Command, { type: "ti4GmCorrection" }>) {
  if (command.reason.trim() === "")
    return refuse("ERR_TI4_GM_REASON", "Give a reason for the correction: the log keeps it.");
  if (command.reason.length > MAX_REASON_LENGTH)
    return refuse("ERR_TI4_GM_REASON", `Keep the reason to ${MAX_REASON_LENGTH} characters or fewer.`);
  if (command.by.trim() === "")
    return refuse("ERR_TI4_GM_WHO", "A correction names the game master who made it.");
  const check = CHECKS[command.correction.kind] as Check<Ti4Correction["kind"]>;
  return check(state, command.seat, command.correction);
}

function ti4GmCorrection(tx: Tx<Ti4>, command: Extract<Ti4Command, { type: "ti4GmCorrection" }>) {
  const refused = whyNot(tx.state, command);
  if (refused) return refused;
  const { seat, by, reason, correction } = command;
  tx.emit({ type: "ti4GmCorrected", seat, by: by.trim(), reason: reason.trim(), correction });
  return undefined;
}

/** What the correction changes (checked already: a fold never refuses). */
function applyCorrection(draft: Ti4State, seat: Seat, c: Ti4Correction): void {
  const player = playerOf(draft, seat);
  switch (c.kind) {
    case "tradeGoods":
      player.tradeGoods = c.mode === "set" ? c.amount : player.tradeGoods + c.amount;
      return;
    case "commodities":
      player.commodities = c.mode === "set" ? c.amount : player.commodities + c.amount;
      return;
    case "tokens":
      for (const pool of POOLS) player.tokens[pool] = c.tokens[pool] ?? player.tokens[pool];
      return;
    case "victoryPoints":
      player.vp = c.mode === "set" ? c.amount : player.vp + c.amount;
      return;
    case "planet":
      for (const other of draft.players) delete other.planets[c.planet];
      if (c.control) player.planets[c.planet] = { exhausted: c.exhausted === true };
      return;
    case "planetStatus": {
      const card = player.planets[c.planet];
      if (!card) throw new Error(`seat ${seat} holds no planet ${c.planet}`);
      card.exhausted = c.exhausted;
      return;
    }
    case "units": {
      const forces = forcesAt(systemOn(draft, c.position), c.planet);
      if (c.remove) removeUnits(forces, seat, c.units);
      else addUnits(forces, seat, c.units);
      return;
    }
    case "technology":
      if (!isTi4TechnologyId(c.technology)) throw new Error(`no technology ${c.technology}`);
      if (c.remove) {
        player.technologies = player.technologies.filter((t) => t !== c.technology);
        if (player.exhaustedTechnologies)
          player.exhaustedTechnologies = player.exhaustedTechnologies.filter((t) => t !== c.technology);
      } else player.technologies.push(c.technology);
      return;
  }
}

export const TI4_GM: KernelModule<Ti4> = {
  id: "gm",
  commands: { ti4GmCorrection },
  events: {
    ti4GmCorrected(draft: Ti4State, e: Ti4GmEvent) {
      applyCorrection(draft, e.seat, e.correction);
    },
  },
};
