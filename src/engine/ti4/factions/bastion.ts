/**
 * The Last Bastion (Thunder's Edge, content/ti4/factions.te.ts): what the engine carries out of their sheet.
 *
 * - Liberate (their sheet): each time they gain control of a planet, the planet is readied when their
 *   infantry on it are at least its resource value; otherwise 1 infantry is put on it. Our readings: it is
 *   not optional (the sheet gives no "may"); a space station (TE "Space Stations") holds no units and is
 *   neither readied nor given infantry by it; mechs do not count (the TE rules' own clarification, as
 *   kept by bradleysigma/tirules F_bastion.php).
 * - The Egeiro, their flagship: bastionEgeiro.ts.
 * - The Icon, their faction ability (TE rulebook, "Setup" step 3): bastionIcon.ts, used through the
 *   production command, with its own exhausted flag readied as the status phase ends.
 * - The Helios space docks' +1/+2 to their planet's resources, and so to the docks' PRODUCTION:
 *   bastionHelios.ts (hook planetResourceBonus); Helios V2 is researched as any unit upgrade.
 *
 * - Galvanize, Phoenix Standard and their promissory note Raise the Standard: bastionGalvanize.ts (the
 *   tokens on the force, the extra die through hook extraDice, the window as a combat ends).
 * - Proxima Targeting V1, their faction technology: bastionProxima.ts (its bombardment hits cancelled by
 *   galvanized units, and its roll as a round of ground combat starts).
 */
import { ti4Planet } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import { unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { bastionEgeiroModifier } from "./bastionEgeiro.ts";
import { heliosResourceBonus } from "./bastionHelios.ts";
import { readyTheIcon, THE_ICON_EVENTS } from "./bastionIcon.ts";

const LIBERATE = "Liberate";

/** Liberate (their sheet): ready the planet gained, or put 1 infantry on it. */
export function liberate(tx: Tx<Ti4>, gain: { seat: number; planet: string }): void {
  const state = tx.state;
  if (!playsThundersEdge(state) || !hasFaction(state, gain.seat, "bastion")) return;
  const planet = ti4Planet(gain.planet as never);
  if (planet.station) return;
  const position = positionOfPlanet(state, planet.id);
  if (position === null) return;
  const infantry = unitsIn(state.board[position], gain.seat, planet.id).infantry ?? 0;
  if (infantry >= planet.resources) {
    if (state.players[gain.seat]?.planets[planet.id]?.exhausted)
      tx.emit({ type: "ti4PlanetsReadied", seat: gain.seat, planets: [planet.id] });
    return;
  }
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: gain.seat,
    place: { position, planet: planet.id },
    units: { infantry: 1 },
    reason: LIBERATE,
  });
}

export const TI4_BASTION: Ti4Module = {
  id: "faction:bastion",
  hooks: {
    planetControlGained: liberate,
    combatRollModifier: bastionEgeiroModifier,
    statusPhaseEnded: readyTheIcon,
    planetResourceBonus: heliosResourceBonus,
  },
  events: THE_ICON_EVENTS,
};
