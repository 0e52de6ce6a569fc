/**
 * The map posted with a TI4 game's account: drawn from what the channel may see only. The renderer is
 * given (render/ti4: `renderTi4Map` with `describeTi4Map` as its words) by whoever starts the app, and
 * receives the state with every secret and deck order taken out, so nothing private can reach a picture.
 */
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { Outcome } from "../types.ts";

export type Ti4MapRenderer = (state: Ti4State) => Promise<{ png: Buffer; description: string }>;

/** The state as the channel may see it, in the state's own shape: secrets empty, decks without order. */
export function publicTi4State(state: Ti4State): Ti4State {
  const { rng: _rng, ...rest } = structuredClone(state);
  return {
    ...rest,
    rng: [0, 0, 0, 0],
    players: rest.players.map((p) => ({
      ...p,
      secret: { actionCards: [], secretObjectives: [], promissoryNotes: [] },
    })),
    decks: {
      action: { draw: [], discard: rest.decks.action.discard },
      agenda: { draw: [], discard: rest.decks.agenda.discard },
      secretObjectives: [],
      relics: [],
      stageOne: [],
      stageTwo: [],
    },
  };
}

export async function ti4MapImage(
  render: Ti4MapRenderer | undefined,
  state: Ti4State,
): Promise<Outcome["image"]> {
  if (!render) return undefined;
  const drawn = await render(publicTi4State(state));
  return { png: drawn.png, name: `ti4-map-round-${state.round}.png`, description: drawn.description };
}
