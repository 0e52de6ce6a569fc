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

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest("The request body is too large.");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
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
