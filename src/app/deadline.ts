/**
 * A game's deadline: when a seat has kept the game waiting longer than the game's `deadlineHours`, the
 * scheduler answers for it with a default action. The default is always the answer that commits the
 * player to nothing: let a window pass, decline a secondary, abstain, hold fire, stay, assign hits the
 * way the standing automatic preference would, claim nothing, pass the turn when passing is allowed.
 * A decision whose every answer is a strategic choice (which Strategy Card, which system, what to build,
 * how to pay) gets no default: the seat is left to the reminders and, in the end, the stall notice.
 *
 * Pure: `defaultAction` reads the state and returns a command that `apply` accepts, or null.
 */
import { getStrategyCard, type StrategyCardId } from "../content/index.ts";
import type { EngineContext } from "../engine/apply.ts";
import { botCommand } from "../engine/bot/policy.ts";
import type { GameState, Seat } from "../engine/index.ts";
import { apply, type Command, type CommandType, type Decision, decisions } from "../engine/index.ts";
import { cardChoiceOptions } from "../engine/rules/actionCards/choice.ts";
import { autoAssignment } from "../engine/rules/combat/hitPool.ts";

export interface DefaultAction {
  command: Command;
  /** What the seat did, for "<name> timed out: <said>". */
  said: string;
}

interface SafeAnswer {
  /** The commands to try, most wanted first; the first one `apply` accepts is the default. */
  commands(state: GameState, decision: Decision, ctx: EngineContext): Command[];
  said: string | ((state: GameState, command: Command) => string);
}

/**
 * The engine bot answers these kinds the way a player who does not care would (hits cheapest first,
 * counters kept in place); its answer is taken only when it is of the same kind.
 */
const BOT_ANSWERS: readonly CommandType[] = ["assignHits", "redistributeCounters"];

function fromBot(state: GameState, decision: Decision, ctx: EngineContext): Command[] {
  if (!BOT_ANSWERS.includes(decision.kind)) return [];
  const chosen = botCommand(state, decision.seat, ctx);
  return chosen?.type === decision.kind ? [chosen] : [];
}

/** Hits assigned as the standing automatic preference assigns them (RR §12.3; rules/combat/hitPool.ts). */
function automaticHits(state: GameState, decision: Decision, ctx: EngineContext): Command[] {
  const frame = state.stack.at(-1);
  const auto =
    frame?.kind === "casualties"
      ? [
          {
            type: "assignHits",
            seat: decision.seat,
            ...autoAssignment(state, frame, decision.seat),
          } as Command,
        ]
      : [];
  return [...auto, ...fromBot(state, decision, ctx)];
}

function cardInPlay(state: GameState): StrategyCardId | null {
  const frame = state.stack.at(-1);
  return frame?.kind === "strategicAction" ? frame.card : null;
}

const one =
  (make: (seat: Seat, decision: Decision) => Command) =>
  (_state: GameState, decision: Decision): Command[] => [make(decision.seat, decision)];

/** The safe answer per decision kind, in the order a seat's decisions are tried. */
const SAFE_ANSWERS: readonly [CommandType, SafeAnswer][] = [
  ["passActionWindow", { commands: one((seat) => ({ type: "passActionWindow", seat })), said: "passed" }],
  [
    "answerSecondary",
    {
      commands: (state, d) => {
        const card = cardInPlay(state);
        return card ? [{ type: "answerSecondary", seat: d.seat, card, follow: false }] : [];
      },
      said: (state) => {
        const card = cardInPlay(state);
        return `declined the secondary${card ? ` of ${getStrategyCard(card).name}` : ""}`;
      },
    },
  ],
  ["castVotes", { commands: one((seat) => ({ type: "castVotes", seat, choice: null })), said: "abstained" }],
  [
    "vetoAgenda",
    { commands: one((seat) => ({ type: "vetoAgenda", seat, veto: false })), said: "did not veto" },
  ],
  ["firePds", { commands: one((seat) => ({ type: "firePds", seat, fire: false })), said: "held PDS fire" }],
  [
    "answerActivation",
    {
      commands: one((seat) => ({ type: "answerActivation", seat, cancel: false })),
      said: "let the activation stand",
    },
  ],
  [
    "announceRetreat",
    { commands: one((seat) => ({ type: "announceRetreat", seat, to: null })), said: "did not retreat" },
  ],
  [
    "useCombatAbility",
    {
      commands: (_state, d) =>
        (d.choices ?? []).map(
          (ability) => ({ type: "useCombatAbility", seat: d.seat, ability, use: false }) as Command,
        ),
      said: "did not use the combat ability",
    },
  ],
  [
    "bombard",
    {
      commands: one((seat) => ({ type: "bombard", seat, dreadnoughts: 0, warSuns: 0 })),
      said: "did not bombard",
    },
  ],
  ["assignHits", { commands: automaticHits, said: "hits assigned automatically (cheapest units first)" }],
  [
    "answerTradeProposal",
    {
      commands: (_state, d) =>
        (d.choices ?? []).map((id) => ({
          type: "answerTradeProposal",
          seat: d.seat,
          proposal: Number(id),
          accept: false,
        })),
      said: "refused the trade proposal",
    },
  ],
  ["finishTrading", { commands: one((seat) => ({ type: "finishTrading", seat })), said: "finished trading" }],
  [
    "scoreObjectives",
    {
      commands: one((seat) => ({
        type: "scoreObjectives",
        seat,
        publicObjective: null,
        secretObjective: null,
      })),
      said: "claimed no objectives",
    },
  ],
  [
    "redistributeCounters",
    { commands: fromBot, said: "kept the command sheet, new counters to the Command Pool" },
  ],
  [
    "moveUnits",
    { commands: one((seat) => ({ type: "moveUnits", seat, moves: [] })), said: "moved no ships" },
  ],
  [
    "landUnits",
    { commands: one((seat) => ({ type: "landUnits", seat, landings: [] })), said: "landed nothing" },
  ],
  [
    "produceUnits",
    { commands: one((seat) => ({ type: "produceUnits", seat, orders: [] })), said: "produced nothing" },
  ],
  [
    "answerCardChoice",
    {
      // The card's rule lists its legal answers, the most cautious first (rules/actionCards/choice.ts).
      commands: (state, d) => cardChoiceOptions(state, d.seat),
      said: "gave the most cautious answer the card allows",
    },
  ],
  ["finishTurn", { commands: one((seat) => ({ type: "finishTurn", seat })), said: "ended the turn" }],
  // RR §7.5: passing is refused while a strategic action is owed; then there is no default.
  ["pass", { commands: one((seat) => ({ type: "pass", seat })), said: "passed" }],
  ["skipTurn", { commands: one((seat) => ({ type: "skipTurn", seat })), said: "skipped the turn" }],
];

/** Every decision kind with a default answer. */
export const DEFAULT_KINDS: readonly CommandType[] = SAFE_ANSWERS.map(([kind]) => kind);

/** `now` only stamps events; it never decides what is legal, so trying candidates needs no clock. */
const TRYING: EngineContext = { now: "1970-01-01T00:00:00.000Z" };

/**
 * The default action for a seat the game waits on, or null when the seat has no decision with a safe
 * answer (or the game is not waiting on it).
 */
export function defaultAction(
  state: GameState,
  seat: Seat,
  ctx: EngineContext = TRYING,
): DefaultAction | null {
  const mine = decisions(state).filter((d) => d.seat === seat);
  for (const [kind, safe] of SAFE_ANSWERS) {
    for (const decision of mine.filter((d) => d.kind === kind)) {
      for (const command of safe.commands(state, decision, ctx)) {
        if (!apply(state, command, ctx).ok) continue;
        const said = typeof safe.said === "string" ? safe.said : safe.said(state, command);
        return { command, said };
      }
    }
  }
  return null;
}

/** The seats the game waits on that have a default answer, in seat order. */
export function seatsWithDefault(state: GameState): Seat[] {
  const seats = [...new Set(decisions(state).map((d) => d.seat))].sort((a, b) => a - b);
  return seats.filter((seat) => defaultAction(state, seat) !== null);
}

const HOUR = 3_600_000;

/** True once `since` lies more than `deadlineHours` before `now`; a deadline of 0 (or less) is off. */
export function isOverdue(now: Date, since: Date, deadlineHours: number): boolean {
  return deadlineHours > 0 && now.getTime() - since.getTime() >= deadlineHours * HOUR;
}

export function timeoutText(name: string, said: string): string {
  return `${name} timed out: ${said}.`;
}
