/**
 * The action cards of an invasion (LRR 49) and of the movement before it (LRR 58), each played in the
 * window its moment opens (windows.ts): at the start of an invasion (Bunker, Disable), after ground forces
 * are committed (Parley), when a planet is gained (Infiltrate), after a planet is lost (Reparations), and
 * after another player's ships move into a system (Experimental Battlestation). What lasts the invasion is
 * kept on its frame (`ti4CardInForce`; inForce.ts reads it).
 */
import {
  TI4_GROUND_FORCE_TYPES,
  type Ti4ActionCardId,
  type Ti4PlanetId,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { controllerOf, countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt, ti4Neighbours } from "../board/galaxy.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import type { Ti4InvasionFrame } from "../invasion/frames.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { named, planetOnBoard, refuse, shipsOf, type Ti4CardEffect, unitsOnPlanet } from "./effect.ts";
import { solarFlareShields } from "./inForce.ts";

/** Experimental Battlestation: Space Cannon 5, three dice. */
const BATTLESTATION_DICE = 3;
const BATTLESTATION_HITS_ON = 5;

function invasion(state: Ti4State): Ti4InvasionFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4Invasion");
  return frame?.kind === "ti4Invasion" ? frame : null;
}

/** The invasion under way, at the start (before bombardment), or a refusal naming the card. */
function invasionStarting(state: Ti4State, card: string) {
  const frame = invasion(state);
  if (frame?.step !== "start") return { error: refuse(card, "it is played at the start of an invasion.") };
  return { frame };
}

function pdsOfOthers(state: Ti4State, frame: Ti4InvasionFrame): number {
  return planetsAt(state, frame.system).reduce(
    (sum, planet) =>
      sum +
      (state.board[frame.system]?.planets[planet] ?? [])
        .filter((f) => f.seat !== frame.seat)
        .reduce((n, f) => n + (f.units.pds ?? 0), 0),
    0,
  );
}

function groundForcesOf(state: Ti4State, position: PositionLabel, planet: Ti4PlanetId, seat: Seat) {
  const units = unitsIn(state.board[position], seat, planet);
  const out: Ti4UnitCounts = {};
  for (const type of TI4_GROUND_FORCE_TYPES) if ((units[type] ?? 0) > 0) out[type] = units[type];
  return out;
}

export const TI4_INVASION_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Bunker (LRR 15): this invasion, bombardment dice against the player's planets are rolled at -4.
  bunker: {
    names: [],
    check(state, seat) {
      const at = invasionStarting(state, "Bunker");
      if ("error" in at) return at.error;
      if (at.frame.seat === seat)
        return refuse("Bunker", "it protects your planets from another player's invasion.");
      if (!planetsAt(state, at.frame.system).some((p) => controllerOf(state, p) === seat))
        return refuse("Bunker", `you control no planet in ${at.frame.system}.`);
      return undefined;
    },
    resolve: (tx, seat) =>
      tx.emit({ type: "ti4CardInForce", until: "invasion", effect: { card: "bunker", seat } }),
  },
  // Disable (LRR 65, 77): this invasion, the opponents' PDS have neither Planetary Shield nor Space Cannon.
  disable: {
    names: [],
    check(state, seat) {
      const at = invasionStarting(state, "Disable");
      if ("error" in at) return at.error;
      if (at.frame.seat !== seat) return refuse("Disable", "it is played by the player who invades.");
      if (pdsOfOthers(state, at.frame) === 0)
        return refuse("Disable", `no other player has a PDS in ${at.frame.system}.`);
      return undefined;
    },
    resolve: (tx, seat) =>
      tx.emit({ type: "ti4CardInForce", until: "invasion", effect: { card: "disable", seat } }),
  },
  // Parley (LRR 49.2): the ground forces committed to the player's planet go back to the space area.
  parley: {
    names: ["planet"],
    check(state, seat, play) {
      const frame = invasion(state);
      if (frame?.step !== "spaceCannonDefense")
        return refuse("Parley", "it is played right after ground forces are committed.");
      const planet = named(play, "planet", "Parley", "your planet ground forces were committed to");
      if ("error" in planet) return planet.error;
      if (!(frame.committed ?? []).includes(planet.value) || controllerOf(state, planet.value) !== seat)
        return refuse("Parley", `no ground force was committed to a planet of yours named ${planet.value}.`);
      if (countUnits(groundForcesOf(state, frame.system, planet.value, frame.seat)) === 0)
        return refuse("Parley", `no invading ground force is on ${ti4Planet(planet.value).name}.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const frame = invasion(tx.state) as Ti4InvasionFrame;
      const planet = play.planet as Ti4PlanetId;
      const units = groundForcesOf(tx.state, frame.system, planet, frame.seat);
      const force = tx.state.board[frame.system]?.planets[planet]?.find((f) => f.seat === frame.seat);
      const damaged: Ti4UnitCounts = {};
      for (const type of TI4_GROUND_FORCE_TYPES)
        if ((force?.damaged?.[type] ?? 0) > 0) damaged[type] = force?.damaged?.[type];
      tx.emit({
        type: "ti4UnitsMoved",
        seat: frame.seat,
        from: { position: frame.system, planet },
        to: { position: frame.system },
        units,
        ...(countUnits(damaged) > 0 ? { damaged } : {}),
      });
    },
  },
  // Infiltrate (LRR 49.5): the former owner's PDS and space docks on the planet become the player's own.
  infiltrate: {
    names: [],
    check(state, seat) {
      const frame = invasion(state);
      const planet = frame?.gaining;
      if (!frame || planet === undefined || frame.seat !== seat)
        return refuse("Infiltrate", "it is played when you gain control of a planet.");
      const owner = controllerOf(state, planet);
      const structures =
        owner === null
          ? 0
          : unitsOnPlanet(state, frame.system, planet, owner, "pds") +
            unitsOnPlanet(state, frame.system, planet, owner, "spaceDock");
      if (structures === 0)
        return refuse(
          "Infiltrate",
          `the former owner has no PDS nor space dock on ${ti4Planet(planet).name}.`,
        );
      return undefined;
    },
    resolve(tx, seat) {
      const planet = invasion(tx.state)?.gaining;
      tx.emit({ type: "ti4CardInForce", until: "invasion", effect: { card: "infiltrate", seat, planet } });
    },
  },
  // Reparations (LRR 25): one planet of the player who took yours exhausted, one of your own readied.
  reparations: {
    names: ["planet", "ownPlanet"],
    check(state, seat, play) {
      const frame = invasion(state);
      if (!frame || frame.taken?.from !== seat)
        return refuse("Reparations", "it is played right after another player takes control of your planet.");
      const theirs = named(play, "planet", "Reparations", "a readied planet of the player who took yours");
      if ("error" in theirs) return theirs.error;
      if (state.players[frame.seat]?.planets[theirs.value]?.exhausted !== false)
        return refuse("Reparations", `${theirs.value} is not a readied planet of the player who took yours.`);
      const mine = named(play, "ownPlanet", "Reparations", "an exhausted planet of yours to ready");
      if ("error" in mine) return mine.error;
      if (state.players[seat]?.planets[mine.value]?.exhausted !== true)
        return refuse("Reparations", `${mine.value} is not an exhausted planet of yours.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const taker = (invasion(tx.state) as Ti4InvasionFrame).seat;
      tx.emit({ type: "ti4PlanetsExhausted", seat: taker, planets: [play.planet as Ti4PlanetId] });
      tx.emit({ type: "ti4PlanetsReadied", seat, planets: [play.ownPlanet as Ti4PlanetId] });
    },
  },
  // Experimental Battlestation (LRR 77): a space dock of the player's, in or next to the system another
  // player's ships just moved into, fires Space Cannon 5 three times at those ships.
  experimental: {
    names: ["planet"],
    check(state, seat, play) {
      const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
      if (tactical?.kind !== "ti4Tactical" || tactical.seat === seat)
        return refuse("Experimental Battlestation", "it is played after another player's ships move.");
      const planet = named(play, "planet", "Experimental Battlestation", "the planet of your space dock");
      if ("error" in planet) return planet.error;
      const at = planetOnBoard(state, planet.value, "Experimental Battlestation");
      if ("error" in at) return at.error;
      if (unitsOnPlanet(state, at.position, planet.value, seat, "spaceDock") === 0)
        return refuse(
          "Experimental Battlestation",
          `you have no space dock on ${ti4Planet(planet.value).name}.`,
        );
      if (at.position !== tactical.system && !ti4Neighbours(state, tactical.system).includes(at.position))
        return refuse(
          "Experimental Battlestation",
          `that space dock is neither in ${tactical.system} nor next to it.`,
        );
      if (shipsOf(state, tactical.system, tactical.seat) === 0)
        return refuse("Experimental Battlestation", `no ship of the active player is in ${tactical.system}.`);
      // Codex Solar Flare: no other player's Space Cannon reaches the active player's ships this movement.
      if (solarFlareShields(state, tactical.seat))
        return refuse(
          "Experimental Battlestation",
          "Solar Flare keeps Space Cannon off those ships this movement.",
        );
      return undefined;
    },
    resolve(tx, seat) {
      const tactical = tx.state.stack.findLast((f) => f.kind === "ti4Tactical");
      if (tactical?.kind !== "ti4Tactical") return;
      const drawn = rollD10(tx.state.rng, BATTLESTATION_DICE);
      const hits = drawn.value.filter((d) => d >= BATTLESTATION_HITS_ON).length;
      tx.emit({
        type: "ti4CardDiceRolled",
        seat,
        card: "experimental",
        rolls: drawn.value,
        hits,
        rng: drawn.rng,
      });
      const place = { position: tactical.system };
      pushHitAssignment(tx, { seat: tactical.seat, place, hits, reason: "spaceCannonOffense" });
    },
  },
};
