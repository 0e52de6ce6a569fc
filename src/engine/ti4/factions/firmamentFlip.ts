/**
 * The Firmament turning into the Obsidian (TE faction sheets; TE "Clarifications"):
 *  - Puppets of the Blade: while at least 1 plot card lies in their play area, the Firmament may, as a
 *    component action (LRR 22), purge their sheet, leaders, planet cards and promissory note (Black Ops,
 *    wherever it is) and take every Obsidian component (its sheet and note, Malevolency, into their hand).
 *  - The Blade's Orchestra: as the Obsidian come into play their home system turns over (tile 96a to 96b):
 *    units on Cronos go onto Cronos Hollow, units on Tallin onto Tallin Hollow, ships stay in space (TE
 *    "Clarifications"); their two-sided components turn over (Planesplitter and Neural Parasite, the
 *    flagship and mech, whose values are read off the sheet); every plot of theirs in play turns face up;
 *    then Cronos Hollow and Tallin Hollow are readied if they control them.
 *
 * The seat's faction id changes by one event (`ti4FactionFlipped`), so every rule that reads a seat's
 * faction (its sheet, units, notes, abilities, breakthrough face) reads the Obsidian from then on. The planet
 * cards: whoever controlled Cronos (or Tallin) controls its Hollow side, the control token staying with the
 * units on it [our reading: "purge planet cards" takes the Firmament-side cards out of the game, the Hollow
 * side takes their place]. The breakthrough keeps its id (firmamentbt): its face is read from the faction.
 */
import type { FactionId, Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../state.ts";
import { playerOf } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { parseNoteKey } from "../transactions/notes.ts";
import type { Ti4FirmamentEvent } from "./firmament.commands.ts";
import { revealPlots } from "./firmamentPlotReveals.ts";
import { plotsOf } from "./firmamentPlots.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Puppets of the Blade";

/** The Firmament's two-sided pieces and their Obsidian faces. */
const PLANETS: Readonly<Partial<Record<Ti4PlanetId, Ti4PlanetId>>> = {
  cronos: "cronoshollow",
  tallin: "tallinhollow",
};
const TECHNOLOGIES: Readonly<Partial<Record<Ti4TechnologyId, Ti4TechnologyId>>> = {
  "planesplitter-firm": "planesplitter-obs",
  "parasite-firm": "parasite-obs",
};
const HOME_TILES = { firmament: "96a", obsidian: "96b" } as const;

/** Why `seat` may not use Puppets of the Blade now (the turn's action aside), or undefined. */
export function puppetsRefusal(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "firmament"))
    return ruleError("ERR_TI4_PUPPETS", RULE, "Only the Firmament can become the Obsidian.");
  if (plotsOf(state, seat).length === 0)
    return ruleError(
      "ERR_TI4_PUPPETS",
      RULE,
      "Puppets of the Blade needs at least 1 plot card in your play area (score another player's secret objective with Plots Within Plots first).",
    );
  return undefined;
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (puppetsRefusal(state, seat)) return [];
  return [
    {
      kind: "puppetsOfTheBlade",
      seat,
      simultaneous: false,
      prompt: "Puppets of the Blade: become the Obsidian (your home system, components and plots turn over)",
    },
  ];
}

function puppetsOfTheBlade(tx: Ti4Tx, command: Extract<Ti4Command, { type: "puppetsOfTheBlade" }>) {
  const { seat } = command;
  const refused = puppetsRefusal(tx.state, seat);
  if (refused) return refused;
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  const plots = tx.state.players[seat]?.secret.plotCards ?? [];
  tx.emit({ type: "ti4FactionFlipped", seat, from: "firmament", to: "obsidian", plots: [...plots] });
  // The plots turned face up that act as they are revealed (Seethe, Extract): firmamentPlotReveals.ts.
  revealPlots(tx, seat);
  return undefined;
}

function renamePlanets<T>(record: Partial<Record<Ti4PlanetId, T>> | undefined): void {
  if (!record) return;
  for (const [from, to] of Object.entries(PLANETS) as [Ti4PlanetId, Ti4PlanetId][]) {
    if (!(from in record)) continue;
    record[to] = record[from];
    delete record[from];
  }
}

/** Black Ops leaves every hand and play area; Malevolency comes into the Obsidian's hand. */
function swapNotes(draft: Ti4State, seat: Seat): void {
  for (const player of draft.players as Ti4PlayerState[]) {
    player.secret.promissoryNotes = player.secret.promissoryNotes.filter((key) => {
      const ref = parseNoteKey(key, player.seat);
      return !(ref.note === "blackops" && ref.owner === seat);
    });
    if (player.promissoryPlayArea)
      player.promissoryPlayArea = player.promissoryPlayArea.filter(
        (ref) => !(ref.note === "blackops" && ref.owner === seat),
      );
  }
  const obsidian = playerOf(draft, seat);
  if (!obsidian.secret.promissoryNotes.includes("malevolency"))
    obsidian.secret.promissoryNotes.push("malevolency");
}

function flipped(draft: Ti4State, e: Extract<Ti4FirmamentEvent, { type: "ti4FactionFlipped" }>): void {
  const player = playerOf(draft, e.seat);
  player.faction = e.to as FactionId;
  const flip = (id: Ti4TechnologyId) => TECHNOLOGIES[id] ?? id;
  player.technologies = player.technologies.map(flip);
  if (player.exhaustedTechnologies) player.exhaustedTechnologies = player.exhaustedTechnologies.map(flip);
  const home = player.home;
  if (home) {
    const placed = draft.galaxy[home];
    if (placed?.tile === HOME_TILES.firmament)
      draft.galaxy = { ...draft.galaxy, [home]: { ...placed, tile: HOME_TILES.obsidian } };
    const system = draft.board[home];
    if (system) {
      renamePlanets(system.planets);
      renamePlanets(system.neutral?.planets);
    }
  }
  for (const other of draft.players as Ti4PlayerState[]) renamePlanets(other.planets);
  // The Blade's Orchestra: the Hollow planets it controls are readied.
  for (const planet of Object.values(PLANETS) as Ti4PlanetId[]) {
    const card = player.planets[planet];
    if (card) card.exhausted = false;
  }
  swapNotes(draft, e.seat);
  player.plots = (player.plots ?? []).map((plot, i) => {
    const id = e.plots[i];
    return id ? { ...plot, id } : plot;
  });
  delete player.secret.plotCards;
}

export const FIRMAMENT_FLIP_ANSWERS: Ti4Answers = {
  puppetsOfTheBlade: (_state, decision) => [{ type: "puppetsOfTheBlade", seat: decision.seat }],
};

export const TI4_FIRMAMENT_FLIP: Ti4Module = {
  id: "firmamentFlip",
  commands: { puppetsOfTheBlade },
  events: { ti4FactionFlipped: flipped },
  hooks: { componentActions },
};
