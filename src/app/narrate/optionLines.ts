/**
 * The public lines of the optional rules' own events: the Custodians of Mecatol Rex (SE Option 13) and
 * their fights; the Custodians' dice are shown like any player's.
 */
import { getCustodianToken } from "../../content/index.ts";
import type { LineTable } from "./context.ts";
import { dieText, planetName, plural } from "./names.ts";

/** "the Custodians' 3 Fighters", "the Custodians' 2 Ground Forces". */
const token = (id: string) =>
  id === "custodian-fighters"
    ? `the Custodians' ${plural(getCustodianToken(id).value, "Fighter")}`
    : `the Custodians' ${plural(getCustodianToken(id).value, "Ground Force")}`;

export const OPTION_LINES = {
  custodiansPosted: (e) =>
    `🛡️ The Custodians guard ${planetName(e.planet)}: ${e.tokens.map(token).join(" and ")} meet any invader.`,
  custodiansRolled: (e) => {
    const needed = e.dice[0]?.needed;
    const dice = `${e.dice.map(dieText).join(" ")}${needed ? ` (hit on ${needed}+)` : ""}`;
    const what = e.against === "ships" ? "Fighters, at the invading ships" : "Ground Forces, on the planet";
    return `🎲 The Custodians' ${what} of ${planetName(e.planet)}: ${dice || "no dice"} → ${plural(e.hits, "hit")}.`;
  },
  custodiansLost: (e, c) =>
    `${c.who(e.seat)} destroys ${plural(e.count, e.token === "custodian-fighters" ? "Fighter" : "Ground Force")} of the Custodians.`,
  custodiansHeld: (e, c) =>
    `🛡️ ${token(e.token).replace(/^t/, "T")} hold against ${c.who(e.seat)} and stand again at full strength.`,
  custodiansDefeated: (e, c) => `${c.who(e.seat)} defeats ${token(e.token)}: the token leaves the game.`,
} satisfies Partial<LineTable>;
