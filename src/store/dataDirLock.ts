/**
 * A lock file that keeps two processes from opening the same embedded database folder at once.
 * A lock left behind by a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseUnavailableError } from "./errors.ts";

/** Folders this process holds open; the pid in the lock file cannot tell two opens in one process apart. */
const heldHere = new Set<string>();

export function acquireFolderLock(dir: string): () => void {
  const file = join(dir, "mecatol.lock");
  if (heldHere.has(file)) {
    throw new DatabaseUnavailableError(`the embedded database in ${dir} is already open in this process`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (holder !== process.pid && isRunning(holder)) {
        throw new DatabaseUnavailableError(
          `the embedded database in ${dir} is in use by another Mecatol process (pid ${holder})`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseUnavailableError(`cannot lock the embedded database folder ${dir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
