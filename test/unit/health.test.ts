/** Readiness (health.ts): ready only when the database answers and, with Discord, the gateway is up. */
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { readiness } from "../../src/health.ts";

const log = pino({ level: "silent" });
const db = (answers: boolean) => ({ ping: async () => answers });

describe("readiness", () => {
  it("is not ready while the database is prepared or does not answer", async () => {
    expect(await readiness({ log, process: 0, database: () => null, discord: () => null })).toMatchObject({
      ready: false,
      database: false,
    });
    expect((await readiness({ log, process: 0, database: () => db(false), discord: () => null })).ready).toBe(
      false,
    );
  });

  it("with Discord, waits for the gateway; without it, the database is enough", async () => {
    const gateway = (up: boolean) => () => ({ connected: () => up, shards: [1, 3] });
    const down = await readiness({ log, process: 1, database: () => db(true), discord: gateway(false) });
    expect(down).toMatchObject({ ready: false, process: 1, discord: { connected: false, shards: [1, 3] } });
    expect(
      (await readiness({ log, process: 1, database: () => db(true), discord: gateway(true) })).ready,
    ).toBe(true);
    expect((await readiness({ log, process: 0, database: () => db(true), discord: () => null })).ready).toBe(
      true,
    );
  });
});
