import { describe, expect, it } from "vitest";
import {
  afterPing,
  DEFAULT_PREFS,
  DEFAULT_REMINDER_SETTINGS,
  isQuiet,
  planReminder,
  reminderText,
  stalledPaceText,
  type UserPrefs,
} from "../../../src/scheduler/policy.ts";

const at = (iso: string) => new Date(iso);
const settings = DEFAULT_REMINDER_SETTINGS;

describe("when a reminder is sent", () => {
  it("reminds at once and schedules the next one an interval later", () => {
    expect(planReminder(at("2026-12-01T12:00:00Z"), 0, settings, DEFAULT_PREFS)).toEqual({
      action: "remind",
      level: 1,
      next: at("2026-12-01T20:00:00Z"),
      stalled: false,
    });
  });

  it("escalates, declares the game stalled after the last reminder, then reminds once a day", () => {
    const now = at("2026-12-01T12:00:00Z");
    expect(planReminder(now, 1, settings, DEFAULT_PREFS)).toMatchObject({ action: "remind", level: 2 });
    expect(planReminder(now, 2, settings, DEFAULT_PREFS)).toMatchObject({ action: "remind", level: 3 });
    expect(planReminder(now, 3, settings, DEFAULT_PREFS)).toEqual({
      action: "stall",
      next: at("2026-12-02T12:00:00Z"),
    });
    expect(planReminder(now, 4, settings, DEFAULT_PREFS)).toEqual({
      action: "remind",
      level: 5,
      next: at("2026-12-02T12:00:00Z"),
      stalled: true,
    });
    // A game reminding every two days is never reminded faster after its stall.
    const slow = { ...settings, intervalHours: 48 };
    expect(planReminder(now, 4, slow, DEFAULT_PREFS)).toMatchObject({ next: at("2026-12-03T12:00:00Z") });
    expect(stalledPaceText(settings)).toBe("once a day");
    expect(stalledPaceText(slow)).toBe("every 48 hours");
    expect(reminderText(3, 3, "pass")).toMatch(/^Last reminder/);
    expect(reminderText(2, 3, "pass")).toMatch(/^Reminder 2/);
    expect(reminderText(5, 3, "pass")).toBe("The game is still stalled, waiting for you to pass.");
  });

  it("holds the stall notice back for no preference: it pings nobody", () => {
    const prefs = { ...DEFAULT_PREFS, vacationUntil: at("2026-12-05T00:00:00Z") };
    expect(planReminder(at("2026-12-01T12:00:00Z"), 3, settings, prefs)).toMatchObject({ action: "stall" });
    expect(planReminder(at("2026-12-01T12:00:00Z"), 4, settings, prefs)).toMatchObject({
      action: "postpone",
      reason: "vacation",
    });
  });

  it("waits for the end of quiet hours in the player's own time zone", () => {
    // 23:30 in Berlin (UTC+1 in December) is 22:30 UTC; quiet 22-7 local ends at 06:00 UTC.
    const prefs: UserPrefs = { ...DEFAULT_PREFS, timeZone: "Europe/Berlin", quietStart: 22, quietEnd: 7 };
    expect(isQuiet(at("2026-12-01T22:30:00Z"), prefs)).toBe(true);
    expect(isQuiet(at("2026-12-01T20:30:00Z"), prefs)).toBe(false);
    expect(planReminder(at("2026-12-01T22:30:00Z"), 0, settings, prefs)).toEqual({
      action: "postpone",
      until: at("2026-12-02T06:00:00Z"),
      reason: "quiet",
    });
  });

  it("sends nothing during a vacation and resumes when it ends", () => {
    const prefs = { ...DEFAULT_PREFS, vacationUntil: at("2026-12-05T00:00:00Z") };
    expect(planReminder(at("2026-12-01T12:00:00Z"), 0, settings, prefs)).toEqual({
      action: "postpone",
      until: at("2026-12-05T00:00:00Z"),
      reason: "vacation",
    });
    expect(planReminder(at("2026-12-06T12:00:00Z"), 0, settings, prefs)).toMatchObject({ action: "remind" });
  });

  it("keeps to the daily ping budget across all games", () => {
    const start = at("2026-12-01T00:00:00Z");
    let prefs: UserPrefs = { ...DEFAULT_PREFS };
    for (let i = 0; i < settings.dailyBudget; i++)
      prefs = { ...prefs, ...afterPing(new Date(start.getTime() + i * 60_000), prefs) };
    expect(prefs.pingsInWindow).toBe(settings.dailyBudget);
    expect(planReminder(at("2026-12-01T10:00:00Z"), 0, settings, prefs)).toEqual({
      action: "postpone",
      until: at("2026-12-02T00:00:00Z"),
      reason: "budget",
    });
    expect(planReminder(at("2026-12-02T00:00:01Z"), 0, settings, prefs)).toMatchObject({ action: "remind" });
    expect(afterPing(at("2026-12-02T01:00:00Z"), prefs)).toEqual({
      windowStart: at("2026-12-02T01:00:00Z"),
      pingsInWindow: 1,
    });
  });
});
