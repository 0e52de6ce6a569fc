/**
 * TE "Alliance Movement and Control": "when a game effect allows a player to redistribute command tokens,
 * they may also exchange planet cards with their ally, provided that the receiving player has at least 1
 * ground force or structure on that planet".
 *
 * - When: while the seat's command sheet is to be rearranged (a `ti4CommandTokens` frame with `redistribute`
 *   waiting on them: the status phase, Warfare), before they answer it; the command is available at any
 *   time and refused by name outside that moment, so no decision is added for it and no bot is asked.
 * - What: planet cards the seat gives to their ally and takes from them, in one exchange (either list may be
 *   empty: our reading of "exchange", which names no equal trade); the redistributing player makes it, as the
 *   rule gives the choice to them [our reading].
 * - Each card keeps its ready or exhausted state, and no "gain control of a planet" ability is asked: the
 *   event moves the cards between play areas, nothing else (no `ti4PlanetGained`).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { TI4_GROUND_FORCE_TYPES, TI4_STRUCTURE_TYPES } from "../../../content/ti4/index.ts";
import { command, listOf } from "../../commands/forms.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { allyOf } from "../board/allies.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

const RULE = "TE Alliance Movement and Control";

export type Ti4AllianceExchangeEvent =
  /** `seat` gives `given` planet cards to `ally` and takes `taken` from them, each as it was (ready or exhausted). */
  { type: "ti4AllyPlanetsExchanged"; seat: Seat; ally: Seat; given: Ti4PlanetId[]; taken: Ti4PlanetId[] };

export const ALLIANCE_EXCHANGE_COMMANDS = [
  /** TE "Alliance Movement and Control": planet cards exchanged with the ally while redistributing tokens. */
  command("exchangeAllyPlanets", {
    give: listOf(ti4Id<Ti4PlanetId>("planet")),
    take: listOf(ti4Id<Ti4PlanetId>("planet")),
  }),
] as const;

/** True when `seat` is now redistributing their command tokens (a rearrangement waiting on them). */
export function redistributingNow(state: Ti4State, seat: Seat): boolean {
  const frame = state.stack.at(-1);
  return frame?.kind === "ti4CommandTokens" && frame.redistribute && frame.waiting.includes(seat);
}

/** True when `seat` has at least 1 ground force or structure on `planet`. */
function standsOn(state: Ti4State, seat: Seat, planet: Ti4PlanetId): boolean {
  const position = positionOfPlanet(state, planet);
  if (position === null) return false;
  const units = unitsIn(state.board[position], seat, planet);
  return countUnits(units, [...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES]) > 0;
}

function cardRefused(
  state: Ti4State,
  from: Seat,
  to: Seat,
  planet: Ti4PlanetId,
  seen: Set<Ti4PlanetId>,
): RuleError | undefined {
  if (seen.has(planet))
    return ruleError("ERR_TI4_PLANET_TWICE", RULE, `${planet} is named twice: name each planet once.`, {
      planet,
    });
  seen.add(planet);
  if (!state.players[from]?.planets[planet])
    return ruleError(
      "ERR_TI4_NOT_YOUR_PLANET",
      RULE,
      `Seat ${from} does not hold the planet card ${planet}, so it cannot be exchanged from them.`,
      { planet, seat: from },
    );
  if (!standsOn(state, to, planet))
    return ruleError(
      "ERR_TI4_EXCHANGE_NO_UNITS",
      RULE,
      `Seat ${to} has no ground force or structure on ${planet}: a planet card goes only to an ally with one there.`,
      { planet, seat: to },
    );
  return undefined;
}

type Exchange = Extract<Ti4Command, { type: "exchangeAllyPlanets" }>;

function exchangeAllyPlanets(tx: Tx<Ti4>, cmd: Exchange): RuleError | undefined {
  const { seat } = cmd;
  const ally = allyOf(tx.state, seat);
  if (ally === undefined)
    return ruleError(
      "ERR_TI4_NO_ALLY",
      RULE,
      "Only a player with an ally (the Alliance variant) exchanges planet cards.",
    );
  if (!redistributingNow(tx.state, seat))
    return ruleError(
      "ERR_TI4_NOT_REDISTRIBUTING",
      RULE,
      "Planet cards are exchanged with an ally only while you redistribute your command tokens (the status phase, Warfare), before you arrange your sheet.",
    );
  const seen = new Set<Ti4PlanetId>();
  for (const planet of cmd.give) {
    const refused = cardRefused(tx.state, seat, ally, planet, seen);
    if (refused) return refused;
  }
  for (const planet of cmd.take) {
    const refused = cardRefused(tx.state, ally, seat, planet, seen);
    if (refused) return refused;
  }
  if (cmd.give.length + cmd.take.length === 0)
    return ruleError("ERR_TI4_EMPTY_EXCHANGE", RULE, "Name at least one planet card to give or take.");
  tx.emit({ type: "ti4AllyPlanetsExchanged", seat, ally, given: [...cmd.give], taken: [...cmd.take] });
  return undefined;
}

export const ALLIANCE_EXCHANGE_EVENTS = {
  ti4AllyPlanetsExchanged(draft: Ti4State, e: Ti4AllianceExchangeEvent) {
    const mover = draft.players[e.seat];
    const partner = draft.players[e.ally];
    if (!mover || !partner) return;
    const pass = (from: typeof mover, to: typeof mover, planet: Ti4PlanetId) => {
      const card = from.planets[planet];
      if (!card) return;
      delete from.planets[planet];
      to.planets[planet] = card;
    };
    for (const planet of e.given) pass(mover, partner, planet);
    for (const planet of e.taken) pass(partner, mover, planet);
  },
};

export const ALLIANCE_EXCHANGE_HANDLERS = { exchangeAllyPlanets };
