/**
 * Classic option "classic:hiddenLeaders": Hope's End's variant of its Leaders (ti2-hopes-end.txt, 2.3),
 * played with the classic Leaders (content/options.ts requires them). The counters lie face down: the
 * other players see where each of a player's Leaders is, never which it is, until it uses its skill, when
 * it is shown for that moment only.
 *
 * How: every Leader event is marked face down as it is emitted (`mark`), and the Leader with it once
 * placed (leaders/events.ts). The one gate for hidden information, view.ts, then gives others a
 * face-down Leader in place of its name, in the state and in the log, so the narration, the history and
 * the map (render/leaders.ts: a "?" badge) never learn it. Its owner sees his own, and a captor his
 * captives: he holds the counter. [decision]
 *
 * Shown, by events left unmarked: a Diplomat turning an invasion back (diplomatShieldRaised names it) and
 * an Agent given up to cancel an Action Card. [decision] The skills that only change a number (the
 * Admiral's die and Dreadnoughts, the General's re-roll and -4, the Scientist's resources, the Agent's
 * silenced PDS) show in their effect, told by the fight or the payment; no line names the Leader.
 * A Leader killed stays face down: removed from the game, it uses no skill. [decision]
 */
import type { GameEvent } from "../events.ts";
import type { RuleModule } from "../module.ts";
import type { GameState } from "../state.ts";

/** The reasons of Leader events that are a skill in use: the Leader is shown. */
const SKILLS_SHOWN: ReadonlySet<string> = new Set(["given up as a Sabotage"]);

export function faceDownLeaders(state: GameState, event: GameEvent): GameEvent {
  if (event.type === "leaderMoved" && !SKILLS_SHOWN.has(event.reason)) return { ...event, faceDown: true };
  if (event.type !== "leaderDieRolled") return event;
  // A rescue die is rolled by the invader for another's Leader: he may not see which it is.
  const owner = (state.leaders ?? []).find((l) => l.id === event.leader)?.seat;
  return owner === undefined || owner === event.seat
    ? { ...event, faceDown: true }
    : { ...event, faceDown: true, owner };
}

export const CLASSIC_HIDDEN_LEADERS = {
  id: "option:classic:hiddenLeaders",
  option: "classic:hiddenLeaders",
  mark: faceDownLeaders,
} satisfies RuleModule;
