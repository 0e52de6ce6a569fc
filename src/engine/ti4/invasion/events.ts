/** What the invasion step adds to the log: the custodians token taken from Mecatol Rex (LRR 27). */
import type { Seat } from "../../kernel/types.ts";

export type Ti4InvasionEvent =
  /** LRR 27.2-27.4: the custodians token removed (6 influence spent); the agenda phase is played from now on. */
  { type: "ti4CustodiansRemoved"; seat: Seat };
