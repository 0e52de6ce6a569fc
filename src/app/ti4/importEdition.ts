/**
 * `/ti game import` for a Fourth Edition game file (app/importGame.ts): the record is replayed with the
 * TI4 book (verifyRecord.ts here), the table compared with the file's public view (engine/ti4/view.ts
 * `ti4View`), and the game set down with the TI4 ruleset, so it plays on with /ti4 as any TI4 game. Its
 * reminders move by TI4's questions (clocks.ts) and its map is drawn from the public state (map.ts). A
 * seat's secrets stay in the database: each player is told where to read them again.
 */
import type { Ti4Settings } from "../../engine/ti4/setup/create.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { ti4View } from "../../engine/ti4/view.ts";
import type { ImportEdition } from "../importGame.ts";
import { isBotUser } from "../types.ts";
import { ti4ReminderClocks } from "./clocks.ts";
import { ti4MapImage } from "./map.ts";
import { ti4StatusText, ti4WaitedHumans } from "./queries.ts";
import { replayTi4Record } from "./verifyRecord.ts";

const ti4 = (state: unknown) => state as Ti4State;

export const TI4_IMPORT: ImportEdition = {
  ruleset: "ti4",
  replay: (seed, settings, entries) => replayTi4Record(seed, settings as Ti4Settings, entries),
  publicView: (state) => ti4View(ti4(state), null),
  statusText: (state) => ti4StatusText(ti4(state)),
  seats: (state) => ti4(state).players.map((p) => ({ userId: p.userId, name: p.name, seatIndex: p.seat })),
  reminders: (state, now, hours) => ti4ReminderClocks(new Map(), ti4(state), now, hours),
  privateMessages: (state) =>
    ti4(state).phase === "finished"
      ? []
      : ti4(state)
          .players.filter((p) => !isBotUser(p.userId) && !p.eliminated)
          .map((p) => ({
            userId: p.userId,
            text: "The game is here now; your secret objectives, action cards and promissory notes came with it (/ti4 secrets).",
          })),
  waited: (state) => ti4WaitedHumans(ti4(state)),
  image: (deps, _game, state) => ti4MapImage(deps.renderTi4Map, ti4(state)),
};
