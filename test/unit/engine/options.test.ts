/**
 * Options are modules (RR §24; SE options 1-15): a game may switch on only the options its rulebook plays.
 * Any other is refused when the game is created, in the players' words, and nothing is created.
 */
import { describe, expect, it } from "vitest";
import { getOption, OPTION_IDS, type OptionId } from "../../../src/content/index.ts";
import { availableOptions, createGame } from "../../../src/engine/index.ts";
import { rulebookFor } from "../../../src/engine/rulebook.ts";
import { CTX } from "../../support/engine.ts";

const seats = [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, name: `P${i + 1}` }));
const create = (options: string[]) =>
  createGame({ seed: "options", players: seats, settings: { options } }, CTX);
const unavailable = OPTION_IDS.filter((id) => !availableOptions().includes(id));

describe("the options a game may switch on", () => {
  it("are the options some module of the TI3 rulebook plays, each module named for its option", () => {
    const book = rulebookFor("ti3");
    expect(new Set(availableOptions())).toEqual(book.options);
    for (const module of book.modules.filter((m) => m.option !== undefined))
      expect(module.id).toBe(`option:${module.option}`);
  });

  it.each(unavailable.map((id) => [id] as [OptionId]))("refuses %s, creating nothing", (id) => {
    const { name, plural, refused } = getOption(id);
    const result = create([id]);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining(
        refused
          ? { code: "ERR_OPTION_REFUSED", message: refused }
          : {
              code: "ERR_OPTION_UNAVAILABLE",
              message: `${name} ${plural ? "are" : "is"} not available yet.`,
            },
      ),
    });
    expect("state" in result).toBe(false);
  });

  it.skipIf(unavailable.length === 0)("refuses an unavailable option among available ones", () => {
    const refused = unavailable[0] as OptionId;
    const result = create(["longWar", refused]);
    expect(!result.ok && result.error.code).toMatch(/^ERR_OPTION_(UNAVAILABLE|REFUSED)$/);
    expect(!result.ok && result.error.message).toContain(`${getOption(refused).name} `);
    // An unknown name is still told first.
    const mixed = create([refused, "noSuchOption"]);
    expect(!mixed.ok && mixed.error.code).toBe("ERR_UNKNOWN_OPTION");
  });

  it("accepts every available option together, but for those the rules keep apart", () => {
    const clash = (id: OptionId, chosen: readonly OptionId[]) =>
      chosen.some(
        (other) => getOption(id).excludes.includes(other) || getOption(other).excludes.includes(id),
      );
    const together: OptionId[] = [];
    // An option whose requirement was kept apart (face-down Leaders without the classic ones) goes too.
    const needsMet = (id: OptionId) => getOption(id).requires.every((need) => together.includes(need));
    for (const id of availableOptions()) if (!clash(id, together) && needsMet(id)) together.push(id);
    const result = create(together);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state.config.options).toEqual(together);
  });

  it("keeps the two Leaders options apart: the same counters under one set of rules", () => {
    for (const chosen of [
      ["leaders", "classic:leaders"],
      ["classic:leaders", "leaders"],
    ] as OptionId[][]) {
      const result = create(chosen);
      expect(!result.ok && result.error.code, chosen.join(" + ")).toBe("ERR_OPTION_EXCLUDES");
    }
  });

  it("accepts every pair of options the rules allow together (with what each requires), and refuses the others", () => {
    const all = availableOptions();
    const withNeeds = (ids: OptionId[]) => [
      ...new Set([...ids, ...ids.flatMap((id) => getOption(id).requires)]),
    ];
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        const chosen = withNeeds([a, b]);
        const apart = chosen.some((x) => chosen.some((y) => getOption(x).excludes.includes(y)));
        const result = create(chosen);
        expect(result.ok, `${chosen.join(" + ")}`).toBe(!apart);
      }
    }
    // Hundreds of games created: more time than one scenario needs, the more so as options are added.
  }, 180_000);

  it("keeps the two Shock Troops options apart (SE Option 6 and Hope's End 2.2), in either order", () => {
    for (const chosen of [
      ["shockTroops", "classic:shockTroops"],
      ["classic:shockTroops", "shockTroops"],
    ]) {
      const result = create(chosen);
      expect(!result.ok && result.error.code).toBe("ERR_OPTION_EXCLUDES");
      expect("state" in result).toBe(false);
    }
    expect(create(["classic:shockTroops"]).ok).toBe(true);
  });
});
