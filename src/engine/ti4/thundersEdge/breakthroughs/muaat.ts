/**
 * The Embers of Muaat's breakthrough, Stellar Genesis (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it, AsyncTI4/TI4_map_generator_bot
 * src/main/resources/data/breakthroughs/te_breakthroughs.json): as its holder gains the card, it places the
 * Avernus planet token in a non-home system adjacent to a planet it controls, and gains the Avernus planet
 * card ready. (Avernus's values: content/ti4/planets.te.ts; its legendary card, The Nucleus, is played by
 * legendaryUses.ts.)
 *
 * Read here: a planet is adjacent to its own system and to the systems adjacent to it (LRR 6 [recalled]), so
 * the token may go into a controlled planet's system too. Avernus is added to that system's planets
 * (board/galaxy.ts `planetsAt`, `state.avernus`). Gaining it is gaining control (LRR 25), ready as the card
 * says; units already on it, if any, stay as they are (a token placed anew holds none).
 *
 * The card's second ability (same source): "After you move one of your war suns out of or through Avernus's
 * system and into a non-home system, you may move the Avernus token with it." Read here: after the movement
 * step's ships have moved (hook point groupsMoved, which gives each group's path and the ships that arrived),
 * a war sun of the holder's that arrived in a non-home active system along a path starting in or passing
 * Avernus's system offers the move (carryAvernus); the token goes into the active system with what stands
 * on the planet [our reading: the units are on the planet, and the planet goes], control unchanged. A war
 * sun removed on the way (a gravity rift) carries nothing. Who controls Avernus does not matter: the card
 * lets its holder move the token.
 */
import { TI4_AVERNUS_PLANET, type Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { boardPlanets, isHomeSystem } from "../../actionCards/effect.ts";
import { planetsAt, systemPositions, ti4Neighbours } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import { hookAnswers, type Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";
import type { Ti4AvernusCarryFrame, Ti4StellarGenesisFrame } from "./frames.ts";

const RULE = "TE Breakthroughs and Synergy: Stellar Genesis";
const AVERNUS = TI4_AVERNUS_PLANET as Ti4PlanetId;

/** The non-home systems holding or adjacent to a planet `seat` controls, in galaxy order. */
export function avernusSystems(state: Ti4State, seat: Seat): string[] {
  const owned = state.players[seat]?.planets ?? {};
  const near = new Set<string>();
  for (const { planet, position } of boardPlanets(state))
    if (owned[planet]) for (const p of [position, ...ti4Neighbours(state, position)]) near.add(p);
  return systemPositions(state).filter((p) => near.has(p) && !isHomeSystem(state, p));
}

/** As the Muaat gain the card (any source), they place Avernus, if it is not on the board yet. */
function gained(tx: Tx<Ti4>, seat: Seat): void {
  if (!holdsBreakthrough(tx.state, seat, "muaatbt") || tx.state.avernus !== undefined) return;
  if (avernusSystems(tx.state, seat).length === 0) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StellarGenesis", seat } });
}

const frame: FrameRules<Ti4, Ti4StellarGenesisFrame> = {
  decisions: (state, f) => [
    {
      kind: "placeAvernus",
      seat: f.seat,
      simultaneous: false,
      prompt:
        "Stellar Genesis: place the Avernus planet token in a non-home system adjacent to a planet you control; you gain Avernus ready",
      choices: avernusSystems(state, f.seat),
    },
  ],
  advance(tx, f) {
    if (avernusSystems(tx.state, f.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function placeAvernus(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "placeAvernus" }>,
): RuleError | undefined {
  const { seat, system } = command;
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4StellarGenesis" || top.seat !== seat)
    return ruleError("ERR_TI4_STELLAR_GENESIS", RULE, "Avernus is placed only as you gain Stellar Genesis.");
  if (!avernusSystems(tx.state, seat).includes(system))
    return ruleError(
      "ERR_TI4_STELLAR_GENESIS",
      RULE,
      `Avernus goes into a non-home system adjacent to a planet you control, and ${system} is not one.`,
      { system },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4AvernusPlaced", seat, position: system });
  tx.emit({ type: "ti4PlanetGained", seat, planet: AVERNUS, exhausted: false, from: null });
  for (const answer of hookAnswers(tx.state, "planetControlGained"))
    answer(tx, { seat, planet: AVERNUS, from: null });
  return undefined;
}

/**
 * After `seat`'s groups moved into `system`: a war sun of theirs that arrived there from or through Avernus's
 * system, a non-home system, offers to move the token with it.
 */
function warSunsMoved(
  tx: Tx<Ti4>,
  seat: Seat,
  system: PositionLabel,
  groups: readonly { chain: readonly PositionLabel[]; ships: Ti4UnitCounts }[],
): void {
  const from = tx.state.avernus;
  if (from === undefined || from === system || !holdsBreakthrough(tx.state, seat, "muaatbt")) return;
  if (!planetsAt(tx.state, from).includes(AVERNUS) || isHomeSystem(tx.state, system)) return;
  const carried = groups.some(
    ({ chain, ships }) => (ships.warSun ?? 0) > 0 && chain.slice(0, -1).includes(from),
  );
  if (carried)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4AvernusCarry", seat, from, to: system } });
}

const carryFrame: FrameRules<Ti4, Ti4AvernusCarryFrame> = {
  decisions: (_state, f) => [
    {
      kind: "carryAvernus",
      seat: f.seat,
      simultaneous: false,
      prompt: `Stellar Genesis: your war sun has left Avernus's system (${f.from}); move the Avernus token with it into ${f.to}, or leave it`,
      choices: ["carry", "leave"],
    },
  ],
};

function carryAvernus(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "carryAvernus" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4AvernusCarry" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_STELLAR_GENESIS",
      RULE,
      "The Avernus token moves only with a war sun of yours that has just moved out of or through its system into a non-home system.",
    );
  tx.emit({ type: "ti4FramePopped" });
  if (command.carry) tx.emit({ type: "ti4AvernusMoved", seat: top.seat, from: top.from, to: top.to });
  return undefined;
}

export const TE_MUAAT_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:muaat",
  commands: { placeAvernus, carryAvernus },
  frames: { ti4StellarGenesis: frame, ti4AvernusCarry: carryFrame },
  events: {
    ti4AvernusMoved(draft: Ti4State, e: { from: string; to: string }) {
      draft.avernus = e.to;
      const from = draft.board[e.from];
      const forces = from?.planets[AVERNUS] ?? [];
      if (from) delete from.planets[AVERNUS];
      const to = draft.board[e.to] ?? { space: [], planets: {}, commandTokens: [] };
      to.planets[AVERNUS] = forces;
      draft.board[e.to] = to;
    },
    ti4AvernusPlaced(draft: Ti4State, e: { position: string }) {
      draft.avernus = e.position;
      const system = draft.board[e.position] ?? { space: [], planets: {}, commandTokens: [] };
      system.planets[AVERNUS] ??= [];
      draft.board[e.position] = system;
    },
  },
  hooks: { breakthroughGained: gained, groupsMoved: warSunsMoved },
};
