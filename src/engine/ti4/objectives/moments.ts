/**
 * The secret objectives scored at a moment of the action phase (LRR 61.5): their condition is not a standing
 * fact of the table but something that happens (a combat won, a last unit destroyed). As it happens, each
 * player holding such an unscored secret and meeting it is told so alone (`ti4ObjectiveMomentMet`, kept
 * under their secrets), and a frame asks them at once to score it or let the moment go; scoring it reveals
 * it (LRR 61.21) through the ordinary `scoreObjective` (scoring.ts, window "action").
 *
 * The moments read from the steps that already exist:
 *  - a hit assignment resolved (hooks `hitsAssigned`): Destroy Their Greatest Ship (a war sun or flagship
 *    destroyed by the seat's hits), Make an Example of Their World (bombardment leaving no ground forces),
 *    Turn Their Fleets to Dust (space cannon offense leaving no ships), Fight with Precision (anti-fighter
 *    barrage leaving no fighters);
 *  - a combat over (`spaceCombatEnded`, `groundCombatEnded`): Spark a Rebellion (the loser had the most
 *    victory points, ties included: LRR 98), Unveil Flagship, Brave the Void, Darken the Skies, Demonstrate
 *    Your Power.
 * Who dealt the hits is read from the step under the assignment: the other side of a combat, the active
 * player bombarding, the seat whose space cannon fired.
 *
 * LRR 61.7: one objective during or after each combat; scoring one lets that seat's other moments go.
 * Each moment is also told to the hook `objectiveMomentCame`, for any seat, holder or not: the Firmament
 * may place a plot for a secret another player has scored (factions/firmamentPlotMoments.ts).
 * The agenda phase's moments (Drive the Debate, Dictate Policy) are read in agendaMoments.ts and offered by
 * the same frame; there no combat limits them, and scoring one leaves the others waiting.
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4ObjectiveId, ti4Objective } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { ruleError } from "../../ruleError.ts";
import { countUnits, type Ti4Place, unitsIn } from "../board/forces.ts";
import { systemAt } from "../board/galaxy.ts";
import type { Ti4Frame } from "../frames.ts";
import { hookAnswers, type Ti4HookPoints, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { codexRevisionsInPlay, objectiveAsPlayed } from "../thundersEdge/codex.ts";
import type { Ti4ObjectiveMomentFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

/** The secret objectives judged at their moment, here or in agendaMoments.ts (requirements.ts reads it). */
export const TI4_MOMENT_OBJECTIVES: ReadonlySet<Ti4ObjectiveId> = new Set<Ti4ObjectiveId>([
  "dtgs",
  "mew",
  "sar",
  "ttfd",
  "uf",
  "btv",
  "dts",
  "dyp",
  "fwp",
  "dtd",
]);

const NON_FIGHTER_SHIPS = ["carrier", "cruiser", "destroyer", "dreadnought", "flagship", "warSun"] as const;

/** A combat's name for LRR 61.7: its system, and its planet for a ground combat. */
function combatKey(place: Ti4Place): string {
  return place.planet === undefined ? place.position : `${place.position} ${place.planet}`;
}

/**
 * Tells `seat` alone that the moment of `objective` has come, if they hold it unscored and have not yet
 * scored an objective in that combat (`combat`, absent outside a combat: LRR 61.7).
 */
export function momentMet(
  tx: Ti4Tx,
  seat: Seat | null | undefined,
  objective: Ti4ObjectiveId,
  combat?: string,
) {
  if (seat === null || seat === undefined) return;
  // The moment has come for the seat whether or not they hold the objective (the Firmament's plots).
  for (const answer of hookAnswers(tx.state, "objectiveMomentCame")) answer(tx, seat, objective);
  const player = tx.state.players[seat];
  if (!player || player.eliminated || !player.secret.secretObjectives.includes(objective)) return;
  if ((player.secret.objectiveMoments ?? []).includes(objective)) return;
  if (combat !== undefined && (player.secret.combatsScored ?? []).includes(combat)) return;
  tx.emit({ type: "ti4ObjectiveMomentMet", seat, objective, ...(combat ? { combat } : {}), to: seat });
}

/** The combat under way at the top of the stack, if any. */
function combatUnderWay(state: Ti4State): string | undefined {
  const frame = [...state.stack].reverse().find((f) => f.kind !== "ti4AssignHits") as Ti4Frame | undefined;
  if (frame?.kind === "ti4SpaceCombat") return combatKey({ position: frame.system });
  if (frame?.kind === "ti4GroundCombat") return combatKey({ position: frame.system, planet: frame.planet });
  return undefined;
}

/** The step that produced the hits just assigned: the top frame that is not another hit assignment. */
export function hitsSource(state: Ti4State, hurt: Seat): Seat | undefined {
  const frame = [...state.stack].reverse().find((f) => f.kind !== "ti4AssignHits") as Ti4Frame | undefined;
  switch (frame?.kind) {
    case "ti4SpaceCombat":
    case "ti4GroundCombat":
      return frame.seat === hurt ? frame.defender : frame.seat;
    case "ti4Invasion":
      return frame.seat;
    case "ti4SpaceCannonOffense": {
      // The firing seat's turn has just been passed on (tactical/spaceCannon.ts).
      const index = (frame.index ?? 1) - 1;
      return frame.order?.[index];
    }
    default:
      return undefined;
  }
}

const hitsAssigned: Ti4HookPoints["hitsAssigned"] = (tx, hits) => {
  const { seat, place, reason, destroyed } = hits;
  if (countUnits(destroyed) === 0) return;
  const by = hitsSource(tx.state, seat);
  if (by === undefined || by === seat) return;
  const left = unitsIn(tx.state.board[place.position], seat, place.planet);
  const combat = combatUnderWay(tx.state);
  // LRR 61.10: any hits that destroy count, never units removed for the fleet pool.
  if ((destroyed.warSun ?? 0) > 0 || (destroyed.flagship ?? 0) > 0) momentMet(tx, by, "dtgs", combat);
  if (codexRevisionsInPlay(tx.state)) {
    codexMoments(tx, hits, by, left, combat);
    return;
  }
  if (reason === "bombardment" && countUnits(left, TI4_GROUND_FORCE_TYPES) === 0) momentMet(tx, by, "mew");
  if (reason === "spaceCannonOffense" && countUnits(left) === 0) momentMet(tx, by, "ttfd");
  if (reason === "antiFighterBarrage" && (left.fighter ?? 0) === 0) momentMet(tx, by, "fwp", combat);
};

/** The system of the tactical action under way, if any. */
function activeSystem(state: Ti4State): string | undefined {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return tactical?.kind === "ti4Tactical" ? tactical.system : undefined;
}

/**
 * The three secrets as Codex III rewords them, played with Thunder's Edge (TE "Expansion Integration";
 * content: the `revision` of mew, ttfd, fwp). Each names a step, not a unit ability: Make an Example of Their
 * World counts any destruction in the invasion's bombardment step (not Harrow's bombardment in a ground
 * combat round); Turn Their Fleets to Dust counts non-fighter ships only, in the active system; Fight with
 * Precision counts the active system's fighters.
 */
function codexMoments(
  tx: Ti4Tx,
  hits: Parameters<Ti4HookPoints["hitsAssigned"]>[1],
  by: Seat,
  left: ReturnType<typeof unitsIn>,
  combat: string | undefined,
): void {
  const { place, reason, destroyed } = hits;
  const step = [...tx.state.stack].reverse().find((f) => f.kind !== "ti4AssignHits") as Ti4Frame | undefined;
  const inActive = place.position === activeSystem(tx.state);
  if (
    step?.kind === "ti4Invasion" &&
    step.step === "bombardment" &&
    place.planet !== undefined &&
    countUnits(destroyed, TI4_GROUND_FORCE_TYPES) > 0 &&
    countUnits(left, TI4_GROUND_FORCE_TYPES) === 0
  )
    momentMet(tx, by, "mew");
  if (
    reason === "spaceCannonOffense" &&
    inActive &&
    countUnits(destroyed, NON_FIGHTER_SHIPS) > 0 &&
    countUnits(left, NON_FIGHTER_SHIPS) === 0
  )
    momentMet(tx, by, "ttfd");
  if (
    reason === "antiFighterBarrage" &&
    inActive &&
    (destroyed.fighter ?? 0) > 0 &&
    (left.fighter ?? 0) === 0
  )
    momentMet(tx, by, "fwp", combat);
}

/** The seats with the most victory points (LRR 98: "most" includes every tied player). */
function leaders(state: Ti4State): Seat[] {
  const standing = state.players.filter((p) => !p.eliminated);
  const most = Math.max(...standing.map((p) => p.vp));
  return standing.filter((p) => p.vp === most).map((p) => p.seat);
}

/** Moments of any combat won: Spark a Rebellion, Brave the Void, Darken the Skies. */
function combatWon(tx: Ti4Tx, place: Ti4Place, winner: Seat | null, loser: Seat): void {
  if (winner === null) return;
  const combat = combatKey(place);
  if (leaders(tx.state).includes(loser)) momentMet(tx, winner, "sar", combat);
  const system = systemAt(tx.state, place.position);
  if ((system?.anomalies.length ?? 0) > 0) momentMet(tx, winner, "btv", combat);
  const homes = tx.state.players.filter((p) => p.seat !== winner && p.home === place.position);
  if (homes.length > 0) momentMet(tx, winner, "dts", combat);
}

function spaceCombatEnded(
  tx: Ti4Tx,
  combat: { system: string; attacker: Seat; defender: Seat; winner: Seat | null },
): void {
  const { system, attacker, defender, winner } = combat;
  const place = { position: system };
  combatWon(tx, place, winner, winner === attacker ? defender : attacker);
  if (winner !== null && (unitsIn(tx.state.board[system], winner).flagship ?? 0) > 0)
    momentMet(tx, winner, "uf", system);
  for (const seat of [attacker, defender])
    if (countUnits(unitsIn(tx.state.board[system], seat), NON_FIGHTER_SHIPS) >= 3)
      momentMet(tx, seat, "dyp", system);
}

/** The first seat (in seat order) with a moment waiting, unless a moment frame is already asking. */
function momentToAnswer(tx: Ti4Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (!top || top.kind === "ti4ObjectiveMoment" || tx.state.phase === "finished") return false;
  const waiting = tx.state.players.find((p) => !p.eliminated && (p.secret.objectiveMoments ?? []).length > 0);
  if (!waiting) return false;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ObjectiveMoment", seat: waiting.seat } });
  return true;
}

const momentFrame: FrameRules<Ti4, Ti4ObjectiveMomentFrame> = {
  // The choices are the seat's own secrets: another seat's view holds none of them.
  decisions: (state, frame) => [
    {
      kind: "scoreObjective",
      seat: frame.seat,
      simultaneous: false,
      prompt: "score the secret objective whose moment has come (LRR 61.5)",
      choices: [...(state.players[frame.seat]?.secret.objectiveMoments ?? [])],
    },
    { kind: "endScoring", seat: frame.seat, simultaneous: false, prompt: "let the moment go" },
  ],
  advance(tx, frame) {
    const player = tx.state.players[frame.seat];
    if (player && !player.eliminated && (player.secret.objectiveMoments ?? []).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/**
 * Scoring.ts calls this once a moment objective is scored (`scored`): LRR 61.7, the seat's other moments
 * go, and no other objective is scored in that combat; `letMomentGo` calls it when they pass.
 */
export function momentsSpent(tx: Ti4Tx, seat: Seat, scored = false): void {
  const secret = tx.state.players[seat]?.secret;
  if ((secret?.objectiveMoments ?? []).length === 0) return;
  const scoredIn = scored ? secret?.momentCombat : undefined;
  tx.emit({ type: "ti4ObjectiveMomentsPassed", seat, ...(scoredIn ? { scoredIn } : {}), to: seat });
}

/** LRR 61.7: the limit of one objective per combat lasts until the tactical action ends. */
const tacticalActionEnded: Ti4HookPoints["tacticalActionEnded"] = (tx) => {
  for (const p of tx.state.players)
    if ((p.secret.combatsScored ?? []).length > 0)
      tx.emit({ type: "ti4ObjectiveCombatsCleared", seat: p.seat, to: p.seat });
};

/** LRR 61.7 does not limit the agenda phase: only the objective scored (`objective`) leaves the waiting ones. */
export function momentScored(tx: Ti4Tx, seat: Seat, objective: Ti4ObjectiveId): void {
  if (!(tx.state.players[seat]?.secret.objectiveMoments ?? []).includes(objective)) return;
  tx.emit({ type: "ti4ObjectiveMomentsPassed", seat, objective, to: seat });
}

/** `endScoring` answering a moment frame: the seat lets its moments go unscored. */
export function letMomentGo(tx: Ti4Tx, seat: Seat) {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4ObjectiveMoment" || top.seat !== seat)
    return ruleError("ERR_TI4_NOT_SCORING_TIME", "LRR 61.5", "No objective's moment is waiting on you.");
  momentsSpent(tx, seat);
  return undefined;
}

/** The moments' name, for a refusal: what must happen before the objective may be scored. */
export function momentNotCome(state: Pick<Ti4State, "config">, id: Ti4ObjectiveId): string {
  // With Thunder's Edge, the Codex III wording of the three reworded secrets (thundersEdge/codex.ts).
  const { name, text } = objectiveAsPlayed(state, ti4Objective(id));
  return `${name} is scored at the moment its condition happens (LRR 61.5), and that moment has not come for you: ${text}`;
}

export const TI4_OBJECTIVE_MOMENTS: Ti4Module = {
  id: "objectiveMoments",
  frames: { ti4ObjectiveMoment: momentFrame },
  standing: [momentToAnswer],
  hooks: {
    hitsAssigned,
    spaceCombatEnded,
    tacticalActionEnded,
    groundCombatEnded: (tx, c) =>
      combatWon(tx, c.place, c.winner, c.winner === c.attacker ? c.defender : c.attacker),
  },
  events: {
    ti4ObjectiveMomentMet(draft: Ti4State, e: { seat: Seat; objective: Ti4ObjectiveId; combat?: string }) {
      const secret = draft.players[e.seat]?.secret;
      if (!secret) return;
      secret.objectiveMoments = [...(secret.objectiveMoments ?? []), e.objective];
      if (e.combat) secret.momentCombat = e.combat;
    },
    ti4ObjectiveMomentsPassed(
      draft: Ti4State,
      e: { seat: Seat; scoredIn?: string; objective?: Ti4ObjectiveId },
    ) {
      const secret = draft.players[e.seat]?.secret;
      if (!secret) return;
      if (e.objective !== undefined) {
        const left = (secret.objectiveMoments ?? []).filter((id) => id !== e.objective);
        if (left.length > 0) secret.objectiveMoments = left;
        else delete secret.objectiveMoments;
        return;
      }
      delete secret.objectiveMoments;
      delete secret.momentCombat;
      if (e.scoredIn) secret.combatsScored = [...(secret.combatsScored ?? []), e.scoredIn];
    },
    ti4ObjectiveCombatsCleared(draft: Ti4State, e: { seat: Seat }) {
      const secret = draft.players[e.seat]?.secret;
      if (secret) delete secret.combatsScored;
    },
  },
};
