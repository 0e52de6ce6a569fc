/**
 * The import rules `npm test` checks (.dependency-cruiser.cjs) catch what they are for: run over a small
 * tree with a runtime cycle, an import across the layers and a base rule that calls a law by name, they
 * report all three, and they ignore a cycle made only of type imports and a module value handing a law
 * to the rulebook. Their second, type-aware pass reports each surface (the scheduler, the playground,
 * Discord) importing the store, for a type as much as for a value, and leaves a surface's import of the
 * app alone.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = process.cwd();
const tree = mkdtempSync(join(tmpdir(), "mecatol-imports-"));

function file(path: string, text: string): void {
  mkdirSync(join(tree, path, ".."), { recursive: true });
  writeFileSync(join(tree, path), text);
}

function violations(config = ".dependency-cruiser.cjs"): string {
  try {
    execFileSync(
      join(root, "node_modules/.bin/depcruise"),
      ["src", "--config", join(root, config), "--output-type", "err"],
      { cwd: tree, encoding: "utf8" },
    );
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("the import rules", () => {
  copyFileSync(join(root, "tsconfig.json"), join(tree, "tsconfig.json"));
  file("src/engine/rules/combat.ts", 'import { law } from "./laws.ts";\nexport const combat = () => law;\n');
  file(
    "src/engine/rules/laws.ts",
    'import { combat } from "./combat.ts";\nexport const law = () => combat;\n',
  );
  file("src/engine/kernel.ts", 'import type { Law } from "./law.ts";\nexport type Kernel = Law;\n');
  file("src/engine/law.ts", 'import type { Kernel } from "./kernel.ts";\nexport type Law = Kernel | 1;\n');
  file("src/store/db.ts", "export const db = 1;\n");
  file("src/render/map.ts", 'import { db } from "../store/db.ts";\nexport const map = db;\n');
  file("src/engine/rules/politics/lawRules.ts", "export const lawBar = () => undefined;\n");
  file(
    "src/engine/rules/tactical/activation.ts",
    'import { lawBar } from "../politics/lawRules.ts";\nexport const a = lawBar;\n',
  );
  file(
    "src/engine/rules/politics/module.ts",
    'import { lawBar } from "./lawRules.ts";\nexport const LAWS = { lawBar };\n',
  );
  file("src/scheduler/clock.ts", 'import type { Db } from "../store/types.ts";\nexport type Clock = Db;\n');
  file("src/store/types.ts", "export type Db = { version: number };\nexport const seat = 1;\n");
  file(
    "src/playground/tables.ts",
    'import type { Db } from "../store/types.ts";\nimport type { Door } from "../app/door.ts";\nexport type T = Db | Door;\n',
  );
  file("src/discord/threads.ts", 'import { seat } from "../store/types.ts";\nexport const thread = seat;\n');
  file("src/app/door.ts", 'import type { Db } from "../store/types.ts";\nexport type Door = Db;\n');
  const found = violations();
  const withTypes = violations(".dependency-cruiser-types.cjs");

  it("fail on a runtime import cycle", () => {
    expect(found).toMatch(/no-cycle: src\/engine\/rules\/(combat|laws)\.ts/);
  });

  it("fail on an import across the layers", () => {
    expect(found).toContain("layer-render: src/render/map.ts → src/store/db.ts");
  });

  it("fail on a base rule that imports a law instead of asking a hook", () => {
    expect(found).toContain("base-asks-hooks-laws: src/engine/rules/tactical/activation.ts");
    expect(found).not.toContain("src/engine/rules/politics/module.ts");
  });

  it("leave a cycle of type imports alone", () => {
    expect(found).not.toMatch(/src\/engine\/(kernel|law)\.ts/);
    expect(withTypes).not.toMatch(/src\/engine\/(kernel|law)\.ts/);
  });

  it("fail on the scheduler importing the store, even for a type (issue #16)", () => {
    expect(withTypes).toContain("scheduler-without-store: src/scheduler/clock.ts → src/store/types.ts");
    // The type-aware pass checks only that rule: the render layer's import is the first pass's.
    expect(withTypes).not.toContain("layer-render");
  });

  it("fail on the playground or Discord importing the store, for a type or a value (issue #16)", () => {
    expect(withTypes).toContain("playground-without-store: src/playground/tables.ts → src/store/types.ts");
    expect(withTypes).toContain("discord-without-store: src/discord/threads.ts → src/store/types.ts");
    // A value import is caught by the first pass too, as a surface reaching past the app.
    expect(found).toContain("discord-without-store: src/discord/threads.ts → src/store/types.ts");
    // The app, which surfaces go through, may read the store, and a surface may import the app.
    expect(withTypes).not.toMatch(/src\/app\/door\.ts →|src\/playground\/tables\.ts → src\/app/);
  });
});
