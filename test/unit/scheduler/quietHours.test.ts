/**
 * Quiet hours end at the exact minute, on the player's own wall clock, on the nights daylight saving
 * moves it (issue #28: the end used to be found in 15-minute steps from the moment of the check).
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREFS,
  DEFAULT_REMINDER_SETTINGS,
  isQuiet,
  planReminder,
  quietEndsAt,
  type UserPrefs,
} from "../../../src/scheduler/policy.ts";

const at = (iso: string) => new Date(iso);
const quiet = (timeZone: string, quietStart: number, quietEnd: number): UserPrefs => ({
  ...DEFAULT_PREFS,
  timeZone,
  quietStart,
  quietEnd,
});

describe("the end of quiet hours", () => {
  it("is the exact minute, not the next step of a poll, even with an odd offset and seconds", () => {
    // Kathmandu is UTC+5:45: 22:48:27 local; quiet 22-7 ends at 07:00 local, 01:15:00 UTC.
    const prefs = quiet("Asia/Kathmandu", 22, 7);
    expect(quietEndsAt(at("2026-12-01T17:03:27.250Z"), prefs)).toEqual(at("2026-12-02T01:15:00.000Z"));
    expect(isQuiet(at("2026-12-02T01:14:59.999Z"), prefs)).toBe(true);
    expect(isQuiet(at("2026-12-02T01:15:00.000Z"), prefs)).toBe(false);
  });

  it("moves with Berlin's clocks going forward: 07:00 local is 05:00 UTC that morning, 06:00 the one before", () => {
    const prefs = quiet("Europe/Berlin", 22, 7);
    expect(quietEndsAt(at("2026-03-27T23:07:30Z"), prefs)).toEqual(at("2026-03-28T06:00:00Z"));
    expect(quietEndsAt(at("2026-03-28T23:07:30Z"), prefs)).toEqual(at("2026-03-29T05:00:00Z"));
  });

  it("ends when the clock jumps over an end hour that does not exist that night", () => {
    // Quiet 0-2 in Berlin: at 02:00 CET the clocks go to 03:00 CEST (01:00 UTC); 02:00 never comes.
    const prefs = quiet("Europe/Berlin", 0, 2);
    expect(quietEndsAt(at("2026-03-29T00:10:00Z"), prefs)).toEqual(at("2026-03-29T01:00:00Z"));
  });

  it("waits through an hour lived twice when the clocks go back", () => {
    // Quiet 22-3 in Berlin: 02:15 summer time comes first, then 02:00-03:00 again in winter time;
    // the quiet hours end at 03:00 winter time, 02:00 UTC.
    const prefs = quiet("Europe/Berlin", 22, 3);
    expect(quietEndsAt(at("2026-10-25T00:15:00Z"), prefs)).toEqual(at("2026-10-25T02:00:00Z"));
    expect(isQuiet(at("2026-10-25T01:30:00Z"), prefs)).toBe(true);
  });

  it("follows New York's change too, and a reminder postponed there falls due at that minute", () => {
    const prefs = quiet("America/New_York", 23, 8);
    expect(quietEndsAt(at("2026-03-07T04:20:00Z"), prefs)).toEqual(at("2026-03-07T13:00:00Z"));
    expect(quietEndsAt(at("2026-03-08T04:20:00Z"), prefs)).toEqual(at("2026-03-08T12:00:00Z"));
    expect(planReminder(at("2026-03-08T04:20:00Z"), 0, DEFAULT_REMINDER_SETTINGS, prefs)).toEqual({
      action: "postpone",
      until: at("2026-03-08T12:00:00Z"),
      reason: "quiet",
    });
    // At that minute the reminder goes out.
    expect(planReminder(at("2026-03-08T12:00:00Z"), 0, DEFAULT_REMINDER_SETTINGS, prefs)).toMatchObject({
      action: "remind",
    });
  });

  it("is now when the hours are not quiet, and quiet hours within one day work as well", () => {
    const prefs = quiet("UTC", 13, 15);
    expect(quietEndsAt(at("2026-12-01T12:59:00Z"), prefs)).toEqual(at("2026-12-01T12:59:00Z"));
    expect(quietEndsAt(at("2026-12-01T13:00:00Z"), prefs)).toEqual(at("2026-12-01T15:00:00Z"));
  });
});
