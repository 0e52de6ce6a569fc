/**
 * Directives (RR §20) whose For outcome rolls a die, from the game's seeded generator (the roll is an
 * event): Ancient Artifact and Wormhole Research.
 * - Ancient Artifact, For: 1-5, everything in the Mecatol Rex system is destroyed, and each fleet and each
 *   planet's ground force in the systems next to it takes three shots hitting on 5+; 6-10, every player
 *   gains 2 technologies of his choice, prerequisites applying. Against: discarded.
 * - Wormhole Research, For: 1-3, every ship in a system with a wormhole is destroyed; 4-7, each player
 *   controlling a wormhole system gains 2 Trade Goods; 8-10, each For voter gains a blue technology he
 *   qualifies for. Against: no wormhole may be used for the rest of the round (lawRules.ts movement).
 * Interpretation [recalled]: the shots' hits are assigned by their owner as in combat (RR §12.3, damage
 * sustained where a unit may); "next to" is sharing an edge; a ground force is Ground Forces and Shock
 * Troops; a wormhole controller gains 2 once however many wormhole systems he controls; the technologies
 * are chosen from the tree (not race technologies).
 */
import { type PlanetId, type PoliticalCardId, technologiesFor, UNIT_TYPES } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { neighbourLabels } from "../../galaxy/hex.ts";
import { answers } from "../../hooks/index.ts";
import { rollD10 } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { Force, GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import type { CardChoiceFrame } from "../actionCards/frames.ts";
import { pushCasualties } from "../combat/casualties.ts";
import type { CombatDie } from "../combat/frames.ts";
import { destroyUnits, loseCargo } from "../combat/losses.ts";
import { MECATOL_REX, wormholeSystems } from "../objectives/board.ts";
import { controlsSystem } from "../tactical/control.ts";
import { canResearch } from "../technology/research.ts";
import { count, isShip, onlyTypes, positionOfPlanet, shipsOf, totalUnits } from "../units.ts";
import { type AgendaRule, everyone, forVoters, gainTradeGoods, nothing } from "./agendaTools.ts";
import { thisRound } from "./laws/shared.ts";

const ARTIFACT = "Ancient Artifact";
const RESEARCH = "Wormhole Research";
/** Ancient Artifact: the shots at each force next to Mecatol Rex, and the result they need. */
const ARTIFACT_SHOTS = 3;
const ARTIFACT_HIT = 5;

function rollDie(tx: Tx, card: PoliticalCardId): number {
  const drawn = rollD10(tx.state.rng, 1);
  const value = drawn.value[0] as number;
  tx.emit({ type: "directiveDieRolled", card, value, rng: drawn.rng });
  return value;
}

/** Everything of every player in the system, in space and on its planets, is destroyed. */
function destroyEverything(tx: Tx, position: PositionLabel, reason: string): void {
  const system = tx.state.board[position];
  if (!system) return;
  for (const force of [...system.space]) destroyUnits(tx, force.seat, position, null, force.units, reason);
  for (const [planet, forces] of Object.entries(system.planets))
    for (const force of [...(forces ?? [])])
      destroyUnits(tx, force.seat, position, planet as PlanetId, force.units, reason);
}

/** The seat's Leaders on the planet (the Leaders option): part of its planetary force (SE errata). */
function leadersOn(state: GameState, seat: Seat | null, planet: PlanetId): number {
  return answers(state, "leadersOnPlanet").reduce((n, on) => n + on(state, seat, planet), 0);
}

function groundOn(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId): number {
  const force = state.board[position]?.planets[planet]?.find((f) => f.seat === seat);
  return count(force?.units, "groundForce") + count(force?.units, "shockTroop");
}

/**
 * Three shots at one force; its owner assigns the hits (casualties.ts). On a planet, hits beyond its
 * ground units kill its Leaders (SE errata) [decision: Leaders are taken last].
 */
function shootAt(tx: Tx, seat: Seat, position: PositionLabel, planet: string | null): void {
  const drawn = rollD10(tx.state.rng, ARTIFACT_SHOTS);
  const dice: CombatDie[] = drawn.value.map((value) => ({
    unit: null,
    value,
    needed: ARTIFACT_HIT,
    hit: value >= ARTIFACT_HIT,
  }));
  const hits = dice.filter((d) => d.hit).length;
  const where = { position, planet: planet as PlanetId | null };
  tx.emit({ type: "combatRolled", seat, ...where, roll: "ancientArtifact", dice, hits, rng: drawn.rng });
  const volleys = [{ shooter: seat, target: seat, roll: "ancientArtifact" as const, dice, hits }];
  if (planet !== null) {
    const ground = groundOn(tx.state, seat, position, planet as PlanetId);
    const beyond = hits - ground;
    if (beyond > 0) {
      const blast = { position, planet: planet as PlanetId, seat, count: beyond };
      for (const blasted of answers(tx.state, "leadersBlasted")) blasted(tx, blast, ARTIFACT);
    }
    if (ground === 0) return;
  }
  pushCasualties(tx, { ...where, on: planet === null ? "ships" : "ground", volleys, reason: ARTIFACT });
}

function artifactBlast(tx: Tx): void {
  const mecatol = positionOfPlanet(tx.state, MECATOL_REX);
  if (mecatol === null) return;
  destroyEverything(tx, mecatol, ARTIFACT);
  for (const blasted of answers(tx.state, "leadersBlasted")) blasted(tx, { position: mecatol }, ARTIFACT);
  for (const position of neighbourLabels(mecatol).filter((p) => tx.state.board[p])) {
    const system = tx.state.board[position];
    for (const force of system?.space ?? [])
      if (totalUnits(shipsOf(force.units)) > 0) shootAt(tx, force.seat, position, null);
    for (const [planet, forces] of Object.entries(system?.planets ?? {}) as [PlanetId, Force[]][]) {
      // The forces as they stand, then players with nothing but Leaders there.
      const seats = [
        ...new Set([...(forces ?? []).map((f) => f.seat), ...tx.state.players.map((p) => p.seat)]),
      ];
      for (const seat of seats)
        if (groundOn(tx.state, seat, position, planet) + leadersOn(tx.state, seat, planet) > 0)
          shootAt(tx, seat, position, planet);
    }
  }
}

// ---- technologies chosen (Ancient Artifact 6-10, Wormhole Research 8-10)

/** The tree technologies the player may gain now, of a colour if named (prerequisites applying). */
function researchable(state: GameState, seat: Seat, color: string | null): string[] {
  return technologiesFor(state.config.boxes)
    .filter((t) => color === null || t.color === color)
    .map((t) => t.id as string)
    .filter((id) => canResearch(state, seat, id) === undefined);
}

function askTechnologies(
  tx: Tx,
  effect: string,
  seats: readonly Seat[],
  count: number,
  color: string | null,
) {
  const data: CardChoiceFrame["data"] = { color };
  const awaiting = seats.filter((seat) => researchable(tx.state, seat, color).length > 0);
  for (const seat of awaiting) data[`left${seat}`] = count;
  const what = color === null ? `${count} technologies` : `a ${color} technology`;
  const card = effect === "ancientArtifact" ? ARTIFACT : RESEARCH;
  askCardChoice(tx, {
    effect,
    prompt: `${card}: name ${what} you qualify for, one at a time, to gain`,
    awaiting,
    data,
  });
}

function technologyChoice(card: string): CardChoiceRule {
  const colorOf = (frame: CardChoiceFrame) => (frame.data.color ?? null) as string | null;
  return {
    check(state, frame, seat, answer) {
      const color = colorOf(frame);
      if (answer.choice !== undefined && researchable(state, seat, color).includes(answer.choice))
        return undefined;
      return ruleError(
        "ERR_TECHNOLOGY_CHOICE",
        `RR §20 ${card}`,
        `${card}: name a ${color === null ? "" : `${color} `}technology you qualify for and do not own, by its id.`,
      );
    },
    resolve(tx, frame, seat, answer) {
      const technology = answer.choice as string;
      tx.emit({ type: "technologyGained", seat, technology, via: card });
      for (const then of answers(tx.state, "technologiesGained")) then(tx, seat, [technology]);
      const left = Number(frame.data[`left${seat}`] ?? 1) - 1;
      const now = tx.state.stack.findLast((f) => f.kind === "cardChoice" && f.effect === frame.effect);
      if (
        now?.kind !== "cardChoice" ||
        left <= 0 ||
        researchable(tx.state, seat, colorOf(frame)).length === 0
      )
        return;
      const data = { ...now.data, [`left${seat}`]: left };
      tx.emit({ type: "frameReplaced", frame: { ...now, awaiting: [...now.awaiting, seat], data } });
    },
    // The cheapest first would need prices; the tree's own order (lower tiers first) stands in for it.
    options: (state, frame, seat) => researchable(state, seat, colorOf(frame)).map((choice) => ({ choice })),
  };
}

// ---- Wormhole Research 1-3 and 4-7

function wormholeShipsDestroyed(tx: Tx): void {
  for (const position of wormholeSystems(tx.state)) {
    for (const force of [...(tx.state.board[position]?.space ?? [])]) {
      const ships = onlyTypes(force.units, UNIT_TYPES.filter(isShip));
      destroyUnits(tx, force.seat, position, null, ships, RESEARCH);
      loseCargo(tx, force.seat, position);
    }
  }
}

function wormholeControllersPaid(tx: Tx): void {
  const paid = everyone(tx).filter((seat) =>
    wormholeSystems(tx.state).some((position) => controlsSystem(tx.state, seat, position)),
  );
  gainTradeGoods(tx, paid, 2, RESEARCH);
}

export const DICE_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  ancientArtifact: {
    for: (tx, r) => {
      if (rollDie(tx, r.card) <= 5) artifactBlast(tx);
      else askTechnologies(tx, "ancientArtifact", everyone(tx), 2, null);
    },
    against: nothing,
  },
  wormholeResearch: {
    for: (tx, r) => {
      const die = rollDie(tx, r.card);
      if (die <= 3) wormholeShipsDestroyed(tx);
      else if (die <= 7) wormholeControllersPaid(tx);
      else askTechnologies(tx, "wormholeResearch", forVoters(r), 1, "blue");
    },
    against: thisRound("wormholeResearch"),
  },
};

export const DICE_DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ancientArtifact: technologyChoice(ARTIFACT),
  wormholeResearch: technologyChoice(RESEARCH),
};
