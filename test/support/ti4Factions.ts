/**
 * TI4 positions for the faction tests: factions drafted seat by seat as asked, the rest of the set-up and the
 * strategy phase answered by the bot, then a copy of the action phase edited by the test (the log starts from
 * the copy), with the turn given to the seat a test names.
 */
import type { FactionId } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "./ti4.ts";
import { botUntil, type Played } from "./ti4Status.ts";

/** The set-up's faction draft answered so that seat i picks `factions[i]`. */
export function draftFactions(made: Played, factions: readonly FactionId[]): Played {
  let state = made.state;
  const events = [...made.events];
  for (let i = 0; i < 50; i++) {
    const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "pickFaction");
    if (!decision) break;
    const result = play(state, {
      type: "pickFaction",
      seat: decision.seat,
      faction: factions[decision.seat] as FactionId,
    });
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** A copy of the action phase reached, `seat` to act, shaped by `edit` (the log starts from the copy). */
export function actionPhaseCopy(picked: Played, seat: number, edit?: (s: Ti4State) => void): Played {
  const copy = structuredClone(picked.state);
  const top = copy.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") {
    top.current = seat;
    top.acted = false;
  }
  edit?.(copy);
  return { state: copy, events: [{ type: "gameCreated", state: structuredClone(copy) }] };
}

/** A game whose seat i plays `factions[i]`, in its action phase, `seat` to act; `edit` shapes the position. */
export function factionGame(
  factions: readonly FactionId[],
  seat: number,
  edit?: (s: Ti4State) => void,
  seed = "factions-1",
): Played {
  const made = create(factions.length, { factionAssignment: "draft" }, seed);
  const ready = finishSetup(draftFactions(made, factions));
  return actionPhaseCopy(
    botUntil(ready, (s) => s.phase === "action"),
    seat,
    edit,
  );
}

/** The seat's home system position. */
export function homeOf(state: Ti4State, seat: number): string {
  const home = state.players[seat]?.home;
  if (!home) throw new Error(`seat ${seat} has no home`);
  return home;
}

/** Every strategy card marked played (an edit): each seat may pass at once. */
export function allCardsPlayed(s: Ti4State): void {
  for (const player of s.players) for (const card of player.strategyCards) card.played = true;
}

/**
 * Everyone passes in turn (the cards played beforehand; the Thunder's Edge expedition, offered at the end
 * of a turn, declined) and the status phase runs with the bot's answers until `until` holds.
 */
export function passToStatus(at: Played, until: (s: Ti4State) => boolean): Played {
  let now = at;
  for (let i = 0; i < 50 && now.state.phase === "action"; i++) {
    const pending = pendingDecisions<Ti4>(now.state);
    const offer = pending.find((d) => d.kind === "declineExpedition");
    const pass = pending.find((d) => d.kind === "pass");
    if (!offer && !pass) break;
    const result = offer
      ? play(now.state, { type: "declineExpedition", seat: offer.seat })
      : play(now.state, { type: "pass", seat: (pass as { seat: number }).seat });
    now = { state: result.state, events: [...now.events, ...result.events] };
  }
  return botUntil(now, until);
}
