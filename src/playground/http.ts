/** Small HTTP helpers for the playground: JSON in and out, with a size limit on what is read. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** A command line or a game form is a few hundred bytes; a map string a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024;

export class BadRequest extends Error {}

export function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, "application/json; charset=utf-8", JSON.stringify(value));
}

/** A request body as text, refused past `limit` bytes (a game file for import is larger than a command). */
export async function readText(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequest("The request body is too large.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  let value: unknown;
  try {
    value = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest("The request body is not JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new BadRequest("The request body must be a JSON object.");
  return value as Record<string, unknown>;
}
