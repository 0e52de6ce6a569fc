/**
 * The Deepwrought Scholarate (Thunder's Edge faction sheet; content/ti4/factions.te.ts):
 * - Research Team: when ground forces are committed to a planet where the Deepwrought have units, or where
 *   the Deepwrought commit theirs beside another player's, and their units there do not coexist yet, they
 *   choose the planets where their units coexist (frame `teResearchTeam`, command `coexist`; none is a
 *   choice). Coexistence itself is the general rule (thundersEdge/coexist.ts).
 * - Oceanbound: as their units begin coexisting on a planet, they gain an ocean card, readied, while one of
 *   the five is left; whenever they hold more ocean cards than planets with their coexisting units, the
 *   extra cards are discarded [reading: the last gained first; a discarded card may be gained again].
 * - Hydrothermal Mining: as the status phase begins, 1 trade good for each ocean card in play.
 * - Ocean cards are spent in payments as planet cards are (thundersEdge/oceanCards.ts, economy/spend.ts) and
 *   readied as the status phase ends.
 * - Radical Advancement: factions/deepwroughtRadical.ts; the D.W.S. Luminous: factions/deepwroughtLuminous.ts.
 * - Visionaria Select (the breakthrough): factions/deepwroughtVisionaria.ts.
 * Not built yet, each refused or left out with its reason in the faction's tests: the leaders and the Eanautic (PoK components).
 */
import { TE_OCEAN_IDS, type TeOceanId, type Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, listOf } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { beginCoexistence, coexistingPlanetsOf, coexists, othersOn } from "../thundersEdge/coexist.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";

type Ti4Tx = Tx<Ti4>;

export const DEEPWROUGHT_COMMANDS = [
  /** Research Team: the offered planets where the Deepwrought's units coexist (empty: none). */
  command("coexist", { planets: listOf(ti4Id<Ti4PlanetId>("planet")) }),
] as const;

/** Research Team: ground forces committed; the Deepwrought choose where their units coexist. */
export interface TeResearchTeamFrame {
  kind: "teResearchTeam";
  seat: Seat;
  system: PositionLabel;
  /** The committed planets where the Deepwrought's units may begin coexisting. */
  planets: Ti4PlanetId[];
}

export type TeDeepwroughtEvent =
  /** Oceanbound: `seat` gains an ocean card, readied. */
  | { type: "ti4OceanGained"; seat: Seat; ocean: TeOceanId }
  /** Oceanbound: more ocean cards than planets with coexisting units; `ocean` is discarded. */
  | { type: "ti4OceanDiscarded"; seat: Seat; ocean: TeOceanId }
  /** An ocean card spent in a payment is exhausted (thundersEdge/oceanCards.ts). */
  | { type: "ti4OceansExhausted"; seat: Seat; oceans: TeOceanId[] }
  /** The status phase readies `seat`'s exhausted ocean cards (LRR 81.6, as planet cards). */
  | { type: "ti4OceansReadied"; seat: Seat; oceans: TeOceanId[] };

const RESEARCH_TEAM = "TE The Deepwrought Scholarate: Research Team";

function isDeepwrought(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && state.players[seat]?.faction === "deepwrought";
}

function unitsOf(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): number {
  const force = state.board[position]?.planets[planet]?.find((f) => f.seat === seat);
  return force ? countUnits(force.units) : 0;
}

/** Research Team: the committed planets where `seat` (the Deepwrought) may have its units coexist. */
export function researchTeamPlanets(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
  planets: readonly Ti4PlanetId[],
): Ti4PlanetId[] {
  return planets.filter(
    (planet) =>
      unitsOf(state, seat, system, planet) > 0 &&
      othersOn(state, seat, system, planet).length > 0 &&
      !coexists(state, seat, system, planet),
  );
}

/** Research Team, "when ground forces are committed": each Deepwrought seat with planets to choose is asked. */
function groundForcesCommitted(
  tx: Ti4Tx,
  landing: { seat: Seat; system: PositionLabel; planets: readonly Ti4PlanetId[] },
): void {
  for (const player of tx.state.players) {
    if (!isDeepwrought(tx.state, player.seat)) continue;
    const planets = researchTeamPlanets(tx.state, player.seat, landing.system, landing.planets);
    if (planets.length === 0) continue;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "teResearchTeam", seat: player.seat, system: landing.system, planets },
    });
  }
}

const researchTeamFrame: FrameRules<Ti4, TeResearchTeamFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "coexist",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Research Team: choose the planets where your units coexist (or none)",
      choices: frame.planets,
    },
  ],
  advance: () => false,
};

type Coexist = Extract<Ti4Command, { type: "coexist" }>;

function coexist(tx: Ti4Tx, command: Coexist): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teResearchTeam" || frame.seat !== command.seat)
    return ruleError(
      "ERR_TI4_NO_RESEARCH_TEAM",
      RESEARCH_TEAM,
      "Research Team is used when ground forces are committed to a planet where your units may coexist: none is now.",
    );
  const chosen = command.planets as Ti4PlanetId[];
  const stranger = chosen.find((planet) => !frame.planets.includes(planet));
  if (stranger !== undefined || new Set(chosen).size !== chosen.length)
    return ruleError(
      "ERR_TI4_COEXIST_PLANET",
      RESEARCH_TEAM,
      `Your units may begin coexisting on ${frame.planets.join(", ")} only, each named once: not ${stranger ?? "a planet twice"}.`,
      { planet: stranger ?? "" },
    );
  tx.emit({ type: "ti4FramePopped" });
  for (const planet of chosen) beginCoexistence(tx, command.seat, frame.system, planet);
  return undefined;
}

/** The ocean cards in play (every player's: only the Deepwrought hold any). */
export function oceansInPlay(state: Ti4State): number {
  return state.players.reduce((sum, p) => sum + (p.oceans?.length ?? 0), 0);
}

/** Oceanbound: discard ocean cards beyond the planets holding the seat's coexisting units. */
function discardExtraOceans(tx: Ti4Tx, seat: Seat): void {
  const held = tx.state.players[seat]?.oceans ?? [];
  const room = new Set(coexistingPlanetsOf(tx.state, seat)).size;
  for (const card of held.slice(room).reverse()) tx.emit({ type: "ti4OceanDiscarded", seat, ocean: card.id });
}

export const TE_DEEPWROUGHT_EVENTS = {
  ti4OceanGained(draft: Ti4State, e: Extract<TeDeepwroughtEvent, { type: "ti4OceanGained" }>) {
    const player = playerOf(draft, e.seat);
    player.oceans = [...(player.oceans ?? []), { id: e.ocean }];
  },
  ti4OceanDiscarded(draft: Ti4State, e: Extract<TeDeepwroughtEvent, { type: "ti4OceanDiscarded" }>) {
    const player = playerOf(draft, e.seat);
    const left = (player.oceans ?? []).filter((c) => c.id !== e.ocean);
    if (left.length > 0) player.oceans = left;
    else delete player.oceans;
  },
  ti4OceansExhausted(draft: Ti4State, e: Extract<TeDeepwroughtEvent, { type: "ti4OceansExhausted" }>) {
    for (const card of playerOf(draft, e.seat).oceans ?? [])
      if (e.oceans.includes(card.id)) card.exhausted = true;
  },
  ti4OceansReadied(draft: Ti4State, e: Extract<TeDeepwroughtEvent, { type: "ti4OceansReadied" }>) {
    for (const card of playerOf(draft, e.seat).oceans ?? [])
      if (e.oceans.includes(card.id)) delete card.exhausted;
  },
};

/** LRR 81.6 with Oceanbound: the status phase readies exhausted ocean cards, as it readies planet cards. */
function readyOceanCards(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    const exhausted = (player.oceans ?? []).filter((c) => c.exhausted).map((c) => c.id);
    if (exhausted.length > 0) tx.emit({ type: "ti4OceansReadied", seat: player.seat, oceans: exhausted });
  }
}

export const TE_DEEPWROUGHT: Ti4Module = {
  id: "teDeepwrought",
  commands: { coexist },
  frames: { teResearchTeam: researchTeamFrame },
  events: TE_DEEPWROUGHT_EVENTS,
  hooks: {
    groundForcesCommitted,
    // Oceanbound: an ocean card, readied, as the Deepwrought's units begin coexisting.
    coexistenceBegan(tx, { seat }) {
      if (!isDeepwrought(tx.state, seat)) return;
      const held = (tx.state.players[seat]?.oceans ?? []).map((c) => c.id);
      const next = TE_OCEAN_IDS.find((id) => !held.includes(id));
      if (next !== undefined) tx.emit({ type: "ti4OceanGained", seat, ocean: next });
      discardExtraOceans(tx, seat);
    },
    // Oceanbound: no more ocean cards than planets with coexisting units.
    coexistenceEnded(tx, { seat }) {
      if (isDeepwrought(tx.state, seat)) discardExtraOceans(tx, seat);
    },
    statusPhaseEnded: readyOceanCards,
    // Hydrothermal Mining: as the status phase begins, 1 trade good per ocean card in play.
    statusPhaseStarted(tx) {
      if (!playsThundersEdge(tx.state)) return;
      const oceans = oceansInPlay(tx.state);
      if (oceans === 0) return;
      for (const player of tx.state.players)
        if (holdsFactionTechnology(tx.state, player.seat, "hydrothermal"))
          tx.emit({
            type: "ti4TradeGoodsChanged",
            seat: player.seat,
            amount: oceans,
            reason: "Hydrothermal Mining",
          });
    },
  },
};

/** The bot coexists wherever Research Team offers it: each coexistence brings an ocean card. */
export const DEEPWROUGHT_ANSWERS: Ti4Answers = {
  coexist: (state, decision) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "teResearchTeam") return [];
    return [
      { type: "coexist", seat: decision.seat, planets: [...frame.planets] },
      { type: "coexist", seat: decision.seat, planets: [] },
    ];
  },
};
