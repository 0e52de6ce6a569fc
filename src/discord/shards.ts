/**
 * Discord's gateway shards spread over the bot's processes. Discord sends a guild's events on shard
 * (guild_id >> 22) % shard_count; process i of P holds the shards s with s % P === i, so together the
 * processes hold every shard once, and each holds at least one (config.ts refuses fewer shards than
 * processes). Without SHARD_COUNT the count is Discord's recommendation for this bot (GET /gateway/bot).
 */
import { type REST, Routes } from "discord.js";
import type { ScalePlan } from "../config.ts";

/** The shard that carries a guild's events. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The shards process `index` of `processes` holds. */
export function shardsOfProcess(index: number, processes: number, shardCount: number): number[] {
  return Array.from({ length: shardCount }, (_, s) => s).filter((s) => s % processes === index);
}

export interface ShardAssignment {
  shardCount: number;
  shards: number[];
}

/**
 * How many shards there are and which of them this process holds; null for one process left to Discord's
 * recommendation (discord.js then connects every shard itself). A string: why the plan cannot run.
 */
export async function assignShards(plan: ScalePlan, rest: REST): Promise<ShardAssignment | null | string> {
  if (plan.processes === 1 && plan.shards === null) return null;
  const shardCount = plan.shards ?? ((await rest.get(Routes.gatewayBot())) as { shards: number }).shards;
  const shards = shardsOfProcess(plan.index ?? 0, plan.processes, shardCount);
  if (shards.length === 0) {
    return `Discord recommends ${shardCount} shard(s) for this bot, fewer than BOT_PROCESSES (${plan.processes}): set SHARD_COUNT to at least ${plan.processes}`;
  }
  return { shardCount, shards };
}
