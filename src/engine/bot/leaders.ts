/**
 * The bot with the Leaders option (RR §24.4): it takes its Generals and Agents along with Ground Forces
 * going to take planets and its Admirals with warships; it gives up an Agent only to cancel an Action Card
 * aimed at itself; escapes and captives are card choices, answered from their listed answers (table.ts).
 */
import { getLeader, type UnitType } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { LeaderAboard } from "../rules/tactical/orders.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Candidates } from "./policy.ts";

type MoveCommand = Extract<Command, { type: "moveUnits" }>;
type LandCommand = Extract<Command, { type: "landUnits" }>;

export const agentSabotageCandidates: Candidates = (state, d): Command[] => {
  const played = state.stack.findLast((f) => f.kind === "actionCardPlay");
  if (played?.kind !== "actionCardPlay" || played.target !== d.seat) return [];
  // Face-down Leaders (Hope's End): the offer lists none, so the bot finds its own Agent.
  const leader =
    d.choices?.[0] ??
    (state.leaders ?? []).find(
      (l) =>
        l.seat === d.seat && (l.at.on === "planet" || l.at.on === "ship") && getLeader(l.id).type === "agent",
    )?.id;
  return leader === undefined ? [] : [{ type: "sabotageWithAgent", seat: d.seat, leader }];
};

const CARRIERS: readonly UnitType[] = ["carrier", "warSun", "dreadnought", "cruiser", "destroyer", "fighter"];
const WARSHIPS: readonly UnitType[] = ["dreadnought", "warSun", "cruiser", "carrier", "destroyer"];

/** The seat's free Leaders a group leaving `from` could take: aboard there, or on a planet there. */
function leadersAt(state: GameState, seat: Seat, from: PositionLabel): { id: string; type: string }[] {
  return (state.leaders ?? []).flatMap((l) =>
    l.seat === seat && (l.at.on === "ship" || l.at.on === "planet") && l.at.position === from
      ? [{ id: l.id, type: getLeader(l.id).type }]
      : [],
  );
}

/**
 * The bot's move with Leaders along (the Leaders option): Generals and Agents go with Ground Forces, an
 * Admiral with a warship. Null when no Leader would go; tried before the same move without them.
 */
export function moveWithLeaders(state: GameState, command: MoveCommand): MoveCommand | null {
  if (!state.leaders) return null;
  const aboard: LeaderAboard[] = [];
  for (const order of command.moves) {
    const ground =
      (order.units.groundForce ?? 0) +
      (order.pickUp ?? []).reduce((n, p) => n + (p.units.groundForce ?? 0), 0);
    const carrier = CARRIERS.find((t) => (order.units[t] ?? 0) > 0);
    const warship = WARSHIPS.find((t) => (order.units[t] ?? 0) > 0);
    for (const leader of leadersAt(state, command.seat, order.from)) {
      if (aboard.some((a) => a.leader === leader.id)) continue;
      if ((leader.type === "general" || leader.type === "agent") && ground > 0 && carrier)
        aboard.push({ leader: leader.id, ship: carrier });
      else if (leader.type === "admiral" && warship) aboard.push({ leader: leader.id, ship: warship });
    }
  }
  return aboard.length > 0 ? { ...command, leaders: aboard } : null;
}

/** The bot's landings with its Generals and Agents aboard going down on the first planet invaded. */
export function landWithLeaders(
  state: GameState,
  command: LandCommand,
  position: PositionLabel,
): LandCommand | null {
  if (!state.leaders) return null;
  const target = command.landings.find(
    (l) =>
      (l.units.groundForce ?? 0) + (l.units.shockTroop ?? 0) > 0 &&
      state.players[command.seat]?.planets[l.planet] === undefined,
  );
  const going = (state.leaders ?? []).filter(
    (l) =>
      l.seat === command.seat &&
      l.at.on === "ship" &&
      l.at.position === position &&
      ["general", "agent"].includes(getLeader(l.id).type),
  );
  if (!target || going.length === 0) return null;
  const landings = command.landings.map((l) =>
    l === target ? { ...l, leaders: going.map((g) => g.id) } : l,
  );
  return { ...command, landings };
}
