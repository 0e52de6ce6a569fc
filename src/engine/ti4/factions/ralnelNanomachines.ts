/**
 * The Ral Nel Consortium's faction technology Nanomachines (Thunder's Edge): three component actions (LRR
 * 22), each exhausting the card: put 1 PDS from reinforcements on a planet you control; repair every damaged
 * unit of yours; or discard 1 action card and draw 1 (AsyncTI4/TI4_map_generator_bot@0c981a13bc5ee2b5163fd0c01644ed80f67b6c9b:
 * src/main/resources/data/technologies/te_techs.json). Read with `holdsFactionTechnology`, so a Nekro copy
 * answers as the card does.
 *
 * Our readings: the PDS keeps the limits any placed PDS keeps (2 a planet, LRR 63.3; reinforcements, LRR
 * 96.2; no unit on a demilitarized zone), and repairing with no damaged unit, or cycling with no action card,
 * is refused (an ACTION must resolve fully, LRR 22.2).
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, oneOf, orNull } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { drawActionCards } from "../actionCards/deck.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { checkStructures } from "../strategic/construction.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";

type Ti4Tx = Tx<Ti4>;
type NanoCommand = Extract<Ti4Command, { type: "nanomachines" }>;

const SECTION = "TE Ral Nel: Nanomachines";
const USES = ["pds", "repair", "cycle"] as const;

export const RALNEL_NANOMACHINES_COMMANDS = [
  /**
   * Nanomachines: `use` is "pds" (with the planet), "repair", or "cycle" (with the action card discarded);
   * the field a use does not read is null.
   */
  command("nanomachines", {
    use: oneOf(USES),
    planet: orNull(ti4Id<Ti4PlanetId>("planet")),
    discard: orNull(ti4Id<Ti4ActionCardId>("actionCard")),
  }),
] as const;

/** Every place where `seat` has damaged units, with how many of each. */
function damagedPlaces(state: Ti4State, seat: Seat) {
  const out: { position: string; planet?: Ti4PlanetId; units: Ti4UnitCounts }[] = [];
  for (const [position, system] of Object.entries(state.board)) {
    const space = system.space.find((f) => f.seat === seat)?.damaged;
    if (space && countUnits(space) > 0) out.push({ position, units: { ...space } });
    for (const [planet, forces] of Object.entries(system.planets) as [Ti4PlanetId, typeof system.space][]) {
      const damaged = forces?.find((f) => f.seat === seat)?.damaged;
      if (damaged && countUnits(damaged) > 0) out.push({ position, planet, units: { ...damaged } });
    }
  }
  return out;
}

function pdsPlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.filter((planet) => checkStructures(state, seat, [{ planet, unit: "pds" }]) === undefined);
}

function usable(state: Ti4State, seat: Seat): boolean {
  return (
    playsThundersEdge(state) &&
    holdsFactionTechnology(state, seat, "nanomachines") &&
    technologyReady(state, seat, "nanomachines")
  );
}

/** LRR 22: Nanomachines is offered while its holder's card is ready. */
function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!usable(state, seat)) return [];
  return [
    {
      kind: "nanomachines",
      seat,
      simultaneous: false,
      prompt:
        "Nanomachines: exhaust it to put 1 PDS on a planet of yours, repair your units, or swap an action card",
      choices: [...USES],
    },
  ];
}

function whyNot(state: Ti4State, cmd: NanoCommand): RuleError | undefined {
  const { seat } = cmd;
  if (!usable(state, seat))
    return ruleError(
      "ERR_TI4_NANOMACHINES_NOT_READY",
      SECTION,
      "Nanomachines is used by its holder, its card ready, in a game with Thunder's Edge.",
    );
  if (cmd.use === "pds") {
    if (cmd.planet === null)
      return ruleError("ERR_TI4_NANOMACHINES_PLANET", SECTION, "Name the planet the PDS goes on.");
    return checkStructures(state, seat, [{ planet: cmd.planet, unit: "pds" }]);
  }
  if (cmd.use === "repair" && damagedPlaces(state, seat).length === 0)
    return ruleError("ERR_TI4_NANOMACHINES_NOTHING_DAMAGED", "LRR 22.2", "None of your units is damaged.");
  if (cmd.use === "cycle") {
    const hand = state.players[seat]?.secret.actionCards ?? [];
    if (cmd.discard === null || !hand.includes(cmd.discard))
      return ruleError(
        "ERR_TI4_NANOMACHINES_CARD",
        "LRR 22.2",
        "Name an action card in your hand to discard for the one drawn.",
      );
  }
  return undefined;
}

function nanomachines(tx: Ti4Tx, cmd: NanoCommand): RuleError | undefined {
  const problem = whyNot(tx.state, cmd);
  if (problem) return problem;
  const taken = takeComponentAction(tx, cmd.seat);
  if (taken) return taken;
  exhaustTechnology(tx, cmd.seat, "nanomachines");
  if (cmd.use === "pds" && cmd.planet !== null) {
    const position = positionOfPlanet(tx.state, cmd.planet) as string;
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: cmd.seat,
      place: { position, planet: cmd.planet },
      units: { pds: 1 },
      reason: "Nanomachines",
    });
  } else if (cmd.use === "repair") {
    for (const { position, planet, units } of damagedPlaces(tx.state, cmd.seat))
      tx.emit({
        type: "ti4UnitsRepaired",
        seat: cmd.seat,
        place: planet ? { position, planet } : { position },
        units,
      });
  } else if (cmd.discard !== null) {
    tx.emit({
      type: "ti4ActionCardsDiscarded",
      seat: cmd.seat,
      cards: [cmd.discard],
      reason: "Nanomachines",
    });
    drawActionCards(tx, cmd.seat, 1);
  }
  return undefined;
}

export const TI4_RALNEL_NANOMACHINES: Ti4Module = {
  id: "ralnelNanomachines",
  commands: { nanomachines },
  hooks: { componentActions },
};

/** The bot puts a PDS down where it may, else repairs what is damaged [our own choice: it keeps its cards]. */
export const RALNEL_NANOMACHINES_ANSWERS: Ti4Answers = {
  nanomachines: (state, d) => {
    const out: Ti4Command[] = pdsPlanets(state, d.seat).map((planet) => ({
      type: "nanomachines" as const,
      seat: d.seat,
      use: "pds" as const,
      planet,
      discard: null,
    }));
    if (damagedPlaces(state, d.seat).length > 0)
      out.push({ type: "nanomachines", seat: d.seat, use: "repair", planet: null, discard: null });
    return out;
  },
};
