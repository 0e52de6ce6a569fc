/**
 * The Creuss wormhole tokens (their faction sheet): alpha, beta and gamma, beside the sheet at set-up, put
 * on the board or moved by Wormhole Generator (their faction technology: ACTION, exhaust it, LRR 22) and by
 * the Creuss IFF (their promissory note, at the start of its holder's turn, LRR 69). Either puts or moves a
 * token into a system holding a planet its user controls, or into a non-home system holding no other
 * player's ships. A token is a wormhole of its type in its system for every rule that reads wormholes
 * (board/galaxy.ts wormholesAt, through the hook extraWormholes: adjacency, LRR 6.1 and 101; Quantum
 * Entanglement; Slipstream; Dimensional Splicer). Tokens stay when the Creuss are eliminated (LRR 33).
 *
 * Wormhole Generator is read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying it
 * under a Valefar Assimilator token may use it too (LRR 90.16-90.22), exhausting the assimilator card that
 * carries the copy (`exhaustTechnology`). [Our reading: the card puts or moves "a Creuss wormhole token" and the
 * Nekro have none of their own, so a copy puts or moves one of the Creuss's three tokens, the same ones the
 * Creuss use, into a system that meets the card's condition read for the Nekro (their planets, ships other
 * than theirs). A token so placed is the Creuss's as before: a wormhole for everyone.]
 *
 * The bot uses Wormhole Generator only when its turn would otherwise be passed (policy.ts ranks it after the
 * tactical action) and puts a token it has not placed yet into its home system; with the IFF it does the same.
 */
import type { Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import { seatsWithShips } from "../board/forces.ts";
import { planetsAt, systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import {
  TI4_CREUSS_TOKENS,
  type Ti4CreussToken,
  type Ti4CreussWormholeFrame,
  type Ti4GhostEvent,
} from "./ghost.commands.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const RULE_WG = "LRR 22";
const RULE_IFF = "LRR 69";

/** The Creuss wormhole tokens on the board in a system. */
export function creussWormholesAt(state: Ti4State, position: PositionLabel): readonly Ti4Wormhole[] {
  const placed = state.creussWormholes;
  if (!placed) return [];
  return TI4_CREUSS_TOKENS.filter((token) => placed[token] === position);
}

function isHome(state: Ti4State, position: PositionLabel): boolean {
  return (
    (systemAt(state, position)?.homeOf ?? null) !== null || state.players.some((p) => p.home === position)
  );
}

/** Why `seat` may not put a Creuss wormhole token into `system` (the cards' condition), or undefined. */
function whyNotThere(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
  rule: string,
): RuleError | undefined {
  if (!systemAt(state, system))
    return ruleError("ERR_TI4_NO_SUCH_SYSTEM", rule, `There is no system at ${system}.`, { system });
  const controlled = planetsAt(state, system).some((planet) => state.players[seat]?.planets[planet]);
  if (controlled) return undefined;
  const others = seatsWithShips(state.board[system]).some((s) => s !== seat);
  if (isHome(state, system) || others)
    return ruleError(
      "ERR_TI4_CREUSS_WORMHOLE_PLACE",
      rule,
      `A Creuss wormhole token goes into a system with a planet you control, or a non-home system without other players' ships: ${system} is neither.`,
      { system },
    );
  return undefined;
}

/** The systems `seat` may put a token into now. */
function openSystems(state: Ti4State, seat: Seat): PositionLabel[] {
  return systemPositions(state).filter((p) => !whyNotThere(state, seat, p, RULE_WG));
}

/** Checks the token and the system, then puts the token there. */
function place(
  tx: Ti4Tx,
  seat: Seat,
  token: Ti4CreussToken,
  system: PositionLabel,
  reason: string,
  rule: string,
) {
  const why = whyNotThere(tx.state, seat, system, rule);
  if (why) return why;
  if (tx.state.creussWormholes?.[token] === system)
    return ruleError(
      "ERR_TI4_CREUSS_WORMHOLE_THERE",
      rule,
      `The Creuss ${token} wormhole token is already in ${system}: put it elsewhere or move another one.`,
      { token, system },
    );
  return () => {
    const event: Ti4GhostEvent = { type: "ti4CreussWormholePlaced", seat, token, position: system, reason };
    tx.emit(event);
  };
}

/** Whether `seat` holds Wormhole Generator (the Creuss's card or a Nekro copy) and it is ready. */
function generatorReady(state: Ti4State, seat: Seat): boolean {
  return holdsFactionTechnology(state, seat, "wg") && technologyReady(state, seat, "wg");
}

/** Wormhole Generator is offered on its holder's turn while it is ready. */
export function wormholeGeneratorActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!generatorReady(state, seat)) return [];
  const choices = openSystems(state, seat);
  if (choices.length === 0) return [];
  return [
    {
      kind: "wormholeGenerator",
      seat,
      simultaneous: false,
      prompt: "Wormhole Generator: exhaust it to put or move a Creuss wormhole token",
      choices,
    },
  ];
}

export function wormholeGenerator(tx: Ti4Tx, command: CommandOf<"wormholeGenerator">): RuleError | undefined {
  const { seat, token, system } = command;
  if (!generatorReady(tx.state, seat))
    return ruleError(
      "ERR_TI4_WORMHOLE_GENERATOR_NOT_READY",
      RULE_WG,
      "Wormhole Generator must be yours and ready (not exhausted) to be used.",
    );
  const placing = place(tx, seat, token, system, "Wormhole Generator", RULE_WG);
  if (typeof placing !== "function") return placing;
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustTechnology(tx, seat, "wg");
  placing();
  return undefined;
}

export const creussWormholeFrame: FrameRules<Ti4, Ti4CreussWormholeFrame> = {
  decisions: (state, frame) => [
    {
      kind: "placeCreussWormhole",
      seat: frame.seat,
      simultaneous: false,
      prompt: `${frame.reason}: put or move a Creuss wormhole token`,
      choices: openSystems(state, frame.seat),
    },
  ],
};

export function placeCreussWormhole(
  tx: Ti4Tx,
  command: CommandOf<"placeCreussWormhole">,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4CreussWormhole")
    throw new Error("a Creuss wormhole token is put when the game asks");
  const placing = place(tx, command.seat, command.token, command.system, frame.reason, RULE_IFF);
  if (typeof placing !== "function") return placing;
  tx.emit({ type: "ti4FramePopped" });
  placing();
  return undefined;
}

/**
 * The Creuss IFF: at the start of its holder's turn in the action phase; its token is asked once it is
 * played, and the note goes back to the Creuss as it resolves (promissoryNotes.ts).
 */
export const CREUSS_IFF: Ti4NoteRules = {
  moment: "turnStarted",
  playableAt: (state, holder, _owner, window) =>
    window.trigger === holder && state.phase === "action" && openSystems(state, holder).length > 0,
  play(tx, holder) {
    const frame: Ti4CreussWormholeFrame = { kind: "ti4CreussWormhole", seat: holder, reason: "Creuss IFF" };
    tx.emit({ type: "ti4FramePushed", frame });
  },
};

export const CREUSS_WORMHOLE_EVENTS = {
  ti4CreussWormholePlaced(draft: Ti4State, e: Extract<Ti4GhostEvent, { type: "ti4CreussWormholePlaced" }>) {
    draft.creussWormholes = { ...draft.creussWormholes, [e.token]: e.position };
  },
};

/** A token not on the board yet (else the first), into the seat's home system when it may go there. */
function botPlacement(state: Ti4State, d: Decision<Ti4>): { token: Ti4CreussToken; system: PositionLabel }[] {
  const choices = d.choices ?? [];
  const home = state.players[d.seat]?.home;
  const system = home && choices.includes(home) ? home : choices[0];
  if (system === undefined) return [];
  const free = TI4_CREUSS_TOKENS.filter((t) => state.creussWormholes?.[t] === undefined);
  const tokens = [...free, ...TI4_CREUSS_TOKENS.filter((t) => !free.includes(t))];
  return tokens
    .filter((token) => state.creussWormholes?.[token] !== system)
    .map((token) => ({ token, system }));
}

const wormholeGeneratorAnswer: Ti4Answer = (state, d) =>
  botPlacement(state, d).map((p) => ({ type: "wormholeGenerator" as const, seat: d.seat, ...p }));

const placeCreussWormholeAnswer: Ti4Answer = (state, d) =>
  botPlacement(state, d).map((p) => ({ type: "placeCreussWormhole" as const, seat: d.seat, ...p }));

export const CREUSS_WORMHOLE_ANSWERS: Ti4Answers = {
  wormholeGenerator: wormholeGeneratorAnswer,
  placeCreussWormhole: placeCreussWormholeAnswer,
};
