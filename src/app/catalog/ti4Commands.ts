/**
 * /ti4 ...: a Fourth Edition game's own commands. `act` answers any decision the game waits on by its
 * command's name and fields (app/ti4/typedCommand.ts reads them; the engine checks them); the buttons
 * under "waiting for" send the same request for a decision listing its choices. `secrets` shows the
 * asker's own secrets, to them alone.
 */
import { PAYMENT_EXAMPLE } from "../ti4/payment.ts";
import { readTi4CommandPaid, TI4_COMMAND_TYPES } from "../ti4/typedCommand.ts";
import { str } from "./args.ts";
import type { CatalogCommand } from "./types.ts";

export const TI4_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "ti4",
    name: "act",
    description: "Answer what the game asks of you",
    help: `Sends a TI4 command: its name (${TI4_COMMAND_TYPES.join(", ")}) and its fields as key:value words (lists comma-separated) or one JSON object, e.g. command:tacticalAction fields:system:304. A payment goes in payment: planets to exhaust and trade goods, e.g. ${PAYMENT_EXAMPLE}, or none.`,
    options: [
      {
        name: "command",
        description: "e.g. tacticalAction",
        kind: "string",
        value: "text",
        required: true,
        autocomplete: "ti4Command",
      },
      {
        name: "fields",
        description: "key:value words, or JSON",
        kind: "string",
        value: "text",
        autocomplete: "ti4Field",
      },
      {
        name: "payment",
        description: `What you pay, e.g. ${PAYMENT_EXAMPLE}`,
        kind: "string",
        value: "text",
      },
    ],
    build(args) {
      const read = readTi4CommandPaid(
        str(args, "command") ?? "",
        str(args, "fields") ?? "",
        str(args, "payment"),
      );
      return "problem" in read ? { argError: String(read.problem) } : { kind: "ti4Play", command: read };
    },
  },
  {
    group: "ti4",
    name: "secrets",
    description: "Your secret objectives, action cards and notes",
    help: "Shows your own secrets in a TI4 game, to you alone.",
    private: true,
    options: [],
    build: () => ({ kind: "ti4Secrets" }),
  },
];
