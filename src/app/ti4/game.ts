/** Telling a TI4 game from a TI3 one, by its stored ruleset or its state's config. */
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { StoredGame } from "../../store/gameStore.ts";

export function isTi4State(state: unknown): state is Ti4State {
  return (state as { config?: { ruleset?: string } } | null)?.config?.ruleset === "ti4";
}

export function isTi4Game(game: Pick<StoredGame, "ruleset">): boolean {
  return game.ruleset === "ti4";
}
