import { existsSync, readFileSync } from "node:fs";

/**
 * Mecatol's version, from its package.json: the nearest one named "mecatol" above this file, so that a
 * copy bundled elsewhere (the fault tests' worker, under node_modules/.cache) still finds it.
 */
function readVersion(): string {
  for (let dir = new URL("./", import.meta.url); ; dir = new URL("../", dir)) {
    const file = new URL("package.json", dir);
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "mecatol" && pkg.version) return pkg.version;
    }
    if (dir.pathname === "/") return "unknown";
  }
}

export const VERSION: string = readVersion();
