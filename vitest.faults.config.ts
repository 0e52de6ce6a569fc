/**
 * The long fault suite (`npm run test:faults`): 200 process kills, 100,000 fuzzed commands, long storms,
 * outages, a real PostgreSQL restart and three bot processes with one killed. One file at a time: the
 * suite loads the machine and the restart cuts every connection to the server. The quick variants
 * (test/faults/*.quick.test.ts) run in `npm test`.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/faults/long/**/*.faults.ts"],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    env: { FAULTS_VERBOSE: "1" },
  },
});
