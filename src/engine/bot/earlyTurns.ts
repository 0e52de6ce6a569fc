/**
 * The bot's answers in the Simulated Early Turns (SE Option 15, options/earlyTurns/): it claims the richest
 * systems it may, buys a Carrier and Ground Forces with its resources, and sends them to land on the best
 * planet it claimed. Each list ends with an answer the rules always accept (no second claim, nothing bought,
 * everything at home, or a lone Carrier), so a bot game never stops here.
 */
import { getPlanet, getSystem, type PlanetId } from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { EarlyTurnsFrame } from "../frames.ts";
import { earlyBudget } from "../options/earlyTurns/buy.ts";
import { NO_CLAIM } from "../options/earlyTurns/claim.ts";
import { planetsAt } from "../rules/units.ts";
import type { GameState, PositionLabel } from "../state.ts";
import type { Candidates } from "./policy.ts";

function planetWorth(planet: PlanetId): number {
  const p = getPlanet(planet);
  return p.tradeStation ? 0 : p.resources + p.influence;
}

function systemWorth(state: GameState, position: PositionLabel): number {
  const tile = state.galaxy[position];
  return tile ? getSystem(tile).planets.reduce((sum, p) => sum + planetWorth(p.id as PlanetId), 0) : 0;
}

function byWorth(state: GameState, positions: readonly string[]): string[] {
  return [...positions].sort((a, b) => systemWorth(state, b) - systemWorth(state, a));
}

function earlyFrame(state: GameState): EarlyTurnsFrame | null {
  const frame = state.stack.at(-1);
  return frame?.kind === "earlyTurns" ? frame : null;
}

export const EARLY_TURNS_CANDIDATES = {
  claimEarlySystem: (state, d) => [
    ...byWorth(
      state,
      (d.choices ?? []).filter((c) => c !== NO_CLAIM),
    ).map((position) => ({ type: "claimEarlySystem", seat: d.seat, position }) as Command),
    { type: "claimEarlySystem", seat: d.seat, position: null },
  ],
  buyEarlyUnits: (state, d) => {
    const budget = earlyBudget(state, d.seat);
    const landing: Command[] =
      budget >= 5
        ? [
            {
              type: "buyEarlyUnits",
              seat: d.seat,
              units: { carrier: 1, groundForce: 4 + 2 * (budget - 5) },
              technology: null,
            },
          ]
        : [];
    return [...landing, { type: "buyEarlyUnits", seat: d.seat, units: {}, technology: null }];
  },
  placeEarlyUnits: (state, d) => {
    const claims = byWorth(state, earlyFrame(state)?.claims[d.seat] ?? []);
    const out: Command[] = [];
    for (const position of claims) {
      const planet = [...planetsAt(state, position)].sort((a, b) => planetWorth(b) - planetWorth(a))[0];
      if (planet && planetWorth(planet) > 0)
        out.push({
          type: "placeEarlyUnits",
          seat: d.seat,
          placements: [
            { position, units: { carrier: 1 } },
            { position, planet, units: { groundForce: 4 } },
          ],
        });
      out.push({
        type: "placeEarlyUnits",
        seat: d.seat,
        placements: [{ position, units: { carrier: 1, groundForce: 4 } }],
      });
    }
    out.push({ type: "placeEarlyUnits", seat: d.seat, placements: [] });
    for (const position of claims)
      out.push({ type: "placeEarlyUnits", seat: d.seat, placements: [{ position, units: { carrier: 1 } }] });
    return out;
  },
} satisfies Partial<Record<CommandType, Candidates>>;
