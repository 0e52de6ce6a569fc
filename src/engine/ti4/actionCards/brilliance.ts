/**
 * Brilliance (Thunder's Edge action card, timed "action"; text in content/ti4/actionCards.te.ts; TE
 * "Breakthroughs and Synergy"): as a component action, either
 * - ready one of the player's exhausted planets that has a technology specialty (`ownPlanet`), or
 * - name a player (`target`, the card's player too [our reading: "a player"]) who gains their faction's
 *   breakthrough (thundersEdge/expeditionModule.ts `gainBreakthrough`).
 * A play names exactly one of the two. One that would do nothing (a readied planet, a player already holding
 * their breakthrough or whose faction has none) is refused (LRR 22: a card is played only if it can be
 * carried out).
 */
import { ti4BreakthroughOf, ti4Planet } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { gainBreakthrough } from "../thundersEdge/expeditionModule.ts";
import { refuse, type Ti4CardEffect, type Ti4CardPlay } from "./effect.ts";

const CARD = "Brilliance";

/** Whether `seat` may gain their breakthrough: in the game, with a faction that has one not yet held. */
function mayGainBreakthrough(state: Ti4State, seat: Seat): boolean {
  const player = state.players[seat];
  if (!player || player.eliminated || player.breakthrough) return false;
  return !!player.faction && ti4BreakthroughOf(player.faction) !== undefined;
}

function checkBrilliance(state: Ti4State, seat: Seat, play: Ti4CardPlay) {
  const { ownPlanet, target } = play;
  if ((ownPlanet === undefined) === (target === undefined))
    return refuse(
      CARD,
      "name either a planet of yours to ready or a player to gain their breakthrough, not both.",
    );
  if (ownPlanet !== undefined) {
    const held = state.players[seat]?.planets[ownPlanet];
    if (!held) return refuse(CARD, `${ownPlanet} is not a planet of yours.`);
    if (ti4Planet(ownPlanet).specialties.length === 0)
      return refuse(CARD, `${ownPlanet} has no technology specialty.`);
    if (!held.exhausted) return refuse(CARD, `${ownPlanet} is readied already.`);
    return undefined;
  }
  if (!mayGainBreakthrough(state, target as Seat))
    return refuse(
      CARD,
      "that player is not in the game, holds their breakthrough already, or their faction has none.",
    );
  return undefined;
}

export const BRILLIANCE: Ti4CardEffect = {
  names: ["ownPlanet", "target"],
  mayOmit: ["ownPlanet", "target"],
  check: checkBrilliance,
  resolve(tx, seat, play) {
    if (play.ownPlanet !== undefined) tx.emit({ type: "ti4PlanetsReadied", seat, planets: [play.ownPlanet] });
    else if (play.target !== undefined) gainBreakthrough(tx, play.target, CARD);
  },
};

/**
 * The bot plays it for its own breakthrough when it may gain it, else to ready a planet of 2 resources or
 * more [our own threshold: a turn is worth more than a small planet].
 */
export function brilliancePlay(_state: Ti4State, seat: Seat, plays: Ti4CardPlay[]): Ti4CardPlay | null {
  const own = plays.find((p) => p.target === seat);
  if (own) return own;
  const planets = plays.filter((p) => p.ownPlanet !== undefined).sort((a, b) => worth(b) - worth(a));
  const best = planets[0];
  return best && worth(best) >= 2 ? best : null;
}

function worth(play: Ti4CardPlay): number {
  return play.ownPlanet === undefined ? 0 : ti4Planet(play.ownPlanet).resources;
}
