import { defineConfig } from "vitest/config";

/**
 * `npm test` in two groups, one after the other. The engine's tests (unit, scenario, property) touch no
 * database, port, browser or process, so their files run two at a time (the machines we run on have two
 * cores); the tests of the running service (integration, e2e and the quick fault tests) share the machine
 * with the processes, servers and databases they start, so their files run one at a time, after the first
 * group has finished.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "engine",
          include: ["test/unit/**/*.test.ts", "test/scenario/**/*.test.ts", "test/property/**/*.test.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "service",
          include: ["test/integration/**/*.test.ts", "test/e2e/**/*.test.ts", "test/faults/**/*.test.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
