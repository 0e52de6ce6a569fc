/** Runs `npm start`'s entry point as a child process, the way a user would, and watches its output. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** tsx's loader, as `npm start` runs it: one process, so a signal reaches the bot itself. */
const TSX = new URL("../../node_modules/tsx/dist/loader.mjs", import.meta.url).href;

export interface BotProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern`'s first capture group. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exit: Promise<number | null>;
}

export function startBot(options: { cwd: string; env?: Record<string, string> }): BotProcess {
  const child = spawn(process.execPath, ["--import", TSX, `${ROOT}/src/main.ts`], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_FORMAT: "json", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const waiters: (() => void)[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters) w();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = out.match(pattern);
          if (match) {
            clearTimeout(timer);
            resolve(match[1] ?? match[0]);
          }
        };
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no output matching ${pattern} within ${timeoutMs} ms\nstdout:\n${out}\nstderr:\n${err}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push(check);
        exit.then(() => check());
        check();
      });
    },
  };
}
