import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.ts";

describe("the logger", () => {
  it("writes JSON lines and redacts tokens, passwords and URLs passed by mistake", () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
    const log = createLogger({ logLevel: "info", logFormat: "json" }, out);
    log.info(
      {
        token: "TOKEN-1",
        discord: { token: "TOKEN-2" },
        db: { url: "postgresql://u:pw@h/db", password: "pw" },
      },
      "hello",
    );
    const text = lines.join("");
    const entry = JSON.parse(text);
    expect(entry).toMatchObject({ msg: "hello", token: "[redacted]", discord: { token: "[redacted]" } });
    expect(text).not.toMatch(/TOKEN-1|TOKEN-2|u:pw/);
  });
});
