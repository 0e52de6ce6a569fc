/**
 * The public lines of the Leaders option (RR §24.4): where a Leader goes, its dice, a Diplomat's shield.
 * A face-down Leader (Hope's End's variant) reaches these lines unnamed (view.ts), and is told as such.
 */
import { getLeader } from "../../content/index.ts";
import { FACE_DOWN_LEADER, type GameEvent } from "../../engine/index.ts";
import type { Ctx, LineTable } from "./context.ts";
import { planetName, reasonText, unitsText } from "./names.ts";

const leader = (id: string) => {
  const card = getLeader(id);
  return `${card.name} (${card.type})`;
};

/** "Leader Connor (general)", or "face-down Leader" where the viewer may not see which. */
const named = (id: string) => (id === FACE_DOWN_LEADER ? "face-down Leader" : `Leader ${leader(id)}`);

function place(e: Extract<GameEvent, { type: "leaderMoved" }>, c: Ctx): string {
  const at = e.at;
  switch (at.on) {
    case "planet":
      return `is on ${planetName(at.planet)}`;
    case "ship":
      return `is aboard ${unitsText({ [at.ship]: 1 })} at ${c.at(at.position)}`;
    case "captive":
      return `is held captive by ${c.who(at.captor)}`;
    case "escaping":
      return "escapes, and its owner names the planet it reaches";
    case "killed":
      return "is dead";
  }
}

export const LEADER_LINES = {
  leaderMoved: (e, c) => `🎖️ ${c.who(e.seat)}'s ${named(e.leader)} (${reasonText(e.reason)}) ${place(e, c)}.`,
  leaderDieRolled: (e, c) =>
    `🎲 ${c.who(e.seat)} rolls ${e.value} for ${e.leader === FACE_DOWN_LEADER ? "a face-down Leader" : leader(e.leader)}: ${e.outcome}.`,
  agentCapturedStructures: (e, c) =>
    `🎖️ ${c.who(e.seat)}'s Agent ${leader(e.leader)} takes over ${planetName(e.planet)}'s defences: ${unitsText(e.units)} of ${c.who(e.seat)}'s stand there now.`,
  diplomatPassageSet: (e, c) =>
    e.allow
      ? `🕊️ ${c.who(e.seat)} lets fleets of ${c.who(e.to)} led by a Diplomat pass through their ships.`
      : `${c.who(e.seat)} no longer lets fleets of ${c.who(e.to)} led by a Diplomat pass through their ships.`,
  diplomatShieldRaised: (e, c) =>
    `🕊️ ${c.who(e.seat)}'s Diplomat ${leader(e.leader)} turns the invasion of ${planetName(e.planet)} back.`,
} satisfies Partial<LineTable>;
