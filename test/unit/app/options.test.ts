/**
 * The surfaces offer only the options the engine plays: /ti game new (and the playground's form, built
 * from it), the option autocomplete, and the lobby's check of a new game's settings.
 */
import { describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS, suggest } from "../../../src/app/autocomplete.ts";
import { findCommand } from "../../../src/app/catalog/index.ts";
import { checkSettings } from "../../../src/app/lobby.ts";
import { lookUpRules } from "../../../src/app/rulesLookup.ts";
import { OPTION_IDS, OPTIONS } from "../../../src/content/index.ts";
import { availableOptions } from "../../../src/engine/index.ts";

const noGame = { loadByChannel: async () => null } as never;
const place = { guildId: "guild", channelId: "channel" };
const actor = { userId: "u1", name: "Alice" };
const unavailable = OPTION_IDS.filter((id) => !availableOptions().includes(id));

describe("only available options are offered", () => {
  it("/ti game new has no switch for an option the engine does not play", () => {
    const names = findCommand("game", "new")?.options.map((o) => o.name) ?? [];
    expect(names).toContain("options");
    // The variant Strategy Cards and Imperial II (with Age of Empire) are played: each has its switch.
    expect(names).toContain("variant-cards");
    expect(names).toContain("imperial2");
    const described = findCommand("game", "new")?.options.find((o) => o.name === "options")?.description;
    for (const id of unavailable) expect(described).not.toContain(id);
  });

  it("suggests exactly the available options, as many as Discord shows, the rest as the name is typed", async () => {
    const found = await suggest(noGame, place, actor, "option", "");
    expect(found.map((s) => s.value)).toEqual(availableOptions().slice(0, MAX_SUGGESTIONS));
    for (const id of availableOptions()) {
      const typed = await suggest(noGame, place, actor, "option", id);
      expect(typed.map((s) => s.value)).toContain(id);
    }
  });

  // An option refused for good (content/options.ts `refused`) says why with a code of its own.
  const notYet = unavailable.filter((id) => OPTIONS[id].refused === undefined);
  it.skipIf(notYet.length === 0)("refuses an unavailable option when the game is opened", () => {
    const refused = notYet[0] as (typeof notYet)[number];
    expect(checkSettings({ options: [refused] })).toMatchObject({ code: "ERR_OPTION_UNAVAILABLE" });
  });

  it("refuses an option it does not know, and opens a game with those it plays", () => {
    expect(checkSettings({ options: ["spaceMine"] })).toEqual({
      code: "ERR_UNKNOWN_OPTION",
      message: 'There is no option called "spaceMine".',
    });
    expect(checkSettings({ options: ["longWar", "tacticalRetreats", "simulatedEarlyTurns"] })).toBeNull();
  });
});

describe("/ti rules knows every optional rule", () => {
  it("tells an available option's rule and says it can be switched on", () => {
    const text = lookUpRules("Long War");
    expect(text).toContain("14 victory points");
    expect(text).toContain("can switch it on");
  });

  it.skipIf(unavailable.length === 0)("says an option Mecatol does not play is not played, and why", () => {
    for (const id of unavailable) {
      const name = OPTIONS[id].name.replace(/^The /, "");
      // A rule with no TI3 reading is refused for good; the others are not built yet.
      expect(lookUpRules(name), id).toContain(
        OPTIONS[id].refused ? "refused by Mecatol" : "not played by Mecatol yet",
      );
    }
  });
});
