/**
 * A plain move-and-invade, set up with ordinary engine events: the Hacan act first in the Action Phase;
 * next to their Home System lies Abyz (Sol's, held by one Ground Force), and in another system next to
 * Abyz waits a Carrier of theirs with two Ground Forces aboard. The dice of the coming Invasion Combat are
 * chosen: every die hits, so Sol's Ground Force and one of the Hacan's fall, and Abyz changes hands.
 * `storeScene` saves such a game in a channel, seated by the people given, as if it had been played there.
 */
import type { Place } from "../../src/app/types.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameState } from "../../src/engine/index.ts";
import type { GameStore, Json } from "../../src/store/gameStore.ts";
import type { Scenario } from "./engine.ts";
import { clearGalaxy, homeOf, inward, type Lab, lab, owns, place, scriptDice, tiles } from "./tactical.ts";

export interface InvasionScene extends Lab {
  me: number;
  sol: number;
  home: string;
  /** The system with Abyz, next to the Hacan Home System. */
  target: string;
  /** Where the loaded Carrier waits, next to both. */
  fleetAt: string;
}

export function invasionScene(): InvasionScene {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const home = homeOf(g, me);
  const target = inward(home);
  const fleetAt = neighbourLabels(target).find(
    (p) => p !== home && neighbourLabels(home).includes(p) && g.state.board[p] !== undefined,
  ) as string;
  tiles(g, { [target]: "abyz-fria" });
  owns(g, sol, "abyz");
  place(g, sol, target, { groundForce: 1 }, "abyz");
  place(g, me, fleetAt, { carrier: 1, groundForce: 2 });
  scriptDice(g, [10, 10, 10]);
  return Object.assign(g, { me, sol, home, target, fleetAt });
}

export interface Person {
  userId: string;
  name: string;
}

/** The scene's players become these people, seat by seat (every "user-<n>" the scene holds is replaced). */
function seated<T>(value: T, people: readonly Person[]): T {
  let text = JSON.stringify(value);
  people.forEach((person, seat) => {
    text = text.replaceAll(`"user-${seat}"`, JSON.stringify(person.userId));
    text = text.replaceAll(`"Player ${seat + 1}"`, JSON.stringify(person.name));
  });
  return JSON.parse(text) as T;
}

/** Saves the scene as the running game of a place: its seats, and its log as the first entry. */
export async function storeScene(
  store: GameStore,
  at: Place,
  scene: Scenario,
  people: readonly Person[],
): Promise<{ gameId: string; state: GameState }> {
  const state = seated(scene.state, people);
  const created = await store.createGame({
    guildId: at.guildId,
    channelId: at.channelId,
    ruleset: "ti3",
    options: {},
    seed: "scene",
    createdBy: people[0]?.userId ?? "nobody",
    state: {},
    meta: { settings: {}, reminderHours: 24, deadlineHours: 0 } as unknown as Json,
    status: "lobby",
  });
  if (!created.ok) throw new Error("the channel already holds a game");
  for (const [seatIndex, person] of people.entries())
    await store.addSeat(created.game.id, { ...person, seatIndex });
  const stored = await store.append(created.game.id, created.game.version, {
    actor: people[0]?.userId ?? "nobody",
    command: { type: "start" },
    events: seated(scene.events, people) as unknown as Json,
    state: state as unknown as Json,
    status: "active",
  });
  if (!stored.ok) throw new Error(`the scene was not stored: ${stored.reason}`);
  return { gameId: created.game.id, state };
}
