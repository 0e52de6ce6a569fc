/** /ti-me ...: a player's reminder settings, which hold across all their games. */
import { MAX_VACATION_DAYS, VACATION_DAYS_A_YEAR } from "../preferences.ts";
import { bool, int, str } from "./args.ts";
import type { CatalogCommand } from "./types.ts";

export const ME_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "me",
    name: "reminders",
    description: "Your time zone and quiet hours for reminders",
    help: "Reminders wait until your quiet hours are over, in your own time zone.",
    private: true,
    options: [
      {
        name: "timezone",
        description: "An IANA time zone, e.g. Europe/Berlin",
        kind: "string",
        value: "timeZone",
      },
      {
        name: "quiet-start",
        description: "Hour (0-23) your quiet hours begin",
        kind: "integer",
        min: 0,
        max: 23,
      },
      {
        name: "quiet-end",
        description: "Hour (0-23) your quiet hours end",
        kind: "integer",
        min: 0,
        max: 23,
      },
      { name: "no-quiet", description: "Remove your quiet hours", kind: "boolean" },
    ],
    build(args) {
      const start = int(args, "quiet-start");
      const end = int(args, "quiet-end");
      if ((start === undefined) !== (end === undefined))
        return { argError: "Give both quiet-start and quiet-end." };
      const timeZone = str(args, "timezone");
      const clear = bool(args, "no-quiet") === true;
      return {
        kind: "preferences",
        ...(timeZone ? { timeZone } : {}),
        ...(clear
          ? { quietStart: null, quietEnd: null }
          : start !== undefined
            ? { quietStart: start, quietEnd: end }
            : {}),
      };
    },
  },
  {
    group: "me",
    name: "vacation",
    description: "No reminders for some days (0 ends your vacation)",
    help: `While on vacation you get no reminders from any game and your time banks wait for you. ${VACATION_DAYS_A_YEAR} days a year across all your games; ending early gives back the days not begun (/ti rules vacation).`,
    private: true,
    options: [
      {
        name: "days",
        description: `Days away (0 to ${MAX_VACATION_DAYS})`,
        kind: "integer",
        required: true,
        min: 0,
        max: MAX_VACATION_DAYS,
      },
    ],
    build(args) {
      const days = int(args, "days");
      if (days === undefined || days < 0 || days > MAX_VACATION_DAYS)
        return { argError: `days must be a whole number from 0 to ${MAX_VACATION_DAYS}.` };
      return { kind: "preferences", vacationDays: days };
    },
  },
];
