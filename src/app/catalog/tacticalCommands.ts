/**
 * /ti tactical ...: the steps of a tactical or transfer action after the system is activated (/ti turn
 * tactical): moving fleets in, landing Ground Forces, producing units, and the Diplomats' answer. Fleets,
 * landings and orders are typed as one short text each (the forms are in args.ts and in the help).
 */
import { FACILITY_KINDS, getFacilityCard } from "../../content/index.ts";
import {
  bool,
  int,
  LANDING_FORM,
  landings,
  MOVE_FORM,
  moveOrders,
  PICK_UP_FORM,
  PRODUCTION_FORM,
  pickUps,
  planetNamed,
  planets,
  position,
  productionOrders,
  read,
  seat,
  str,
  withPickUps,
} from "./args.ts";
import {
  LEADERS_ABOARD_FORM,
  LEADERS_LANDING_FORM,
  leaderLandings,
  leaderNamed,
  leadersAboard,
  withLeaders,
} from "./leaders.ts";
import type { CatalogCommand, CatalogOption } from "./types.ts";
import { oneUnit } from "./units.ts";

/** Payment options shared by the commands that spend resources or influence. */
export const PAYMENT_OPTIONS: readonly CatalogOption[] = [
  {
    name: "planets",
    description: "Planets to exhaust",
    kind: "string",
    value: "planets",
    autocomplete: "planet",
  },
  { name: "trade-goods", description: "Trade Goods to spend", kind: "integer", min: 0, max: 52 },
];

export const TACTICAL_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "tactical",
    name: "move",
    description: "Move fleets into the activated system (or none)",
    help: [
      "List every fleet moving into the activated system; leave units empty to move no ships.",
      `units: ${MOVE_FORM}; add "via 103 102" to choose the path and "damaged" before a damaged ship.`,
      `pickup: ${PICK_UP_FORM}; with several fleets, end it with "with 203" for the fleet from 203.`,
      `leaders (Leaders option): ${LEADERS_ABOARD_FORM}; from a moving ship's system or a planet on its way.`,
    ].join("\n"),
    options: [
      {
        name: "units",
        description: "Fleets, e.g. 2 cr, 1 cv from 203; 1 dn from 104",
        kind: "string",
        value: "moves",
      },
      {
        name: "pickup",
        description: "Units taken aboard, e.g. 2 gf from Lodor",
        kind: "string",
        value: "pickUps",
      },
      { name: "conduit", description: "Use the Spatial Conduit Network", kind: "boolean" },
      {
        name: "leaders",
        description: "Leaders aboard, e.g. Harrugh on cv",
        kind: "string",
        value: "leadersAboard",
      },
    ],
    build(args) {
      const moves = moveOrders(str(args, "units"));
      if ("argError" in moves) return moves;
      const aboard = leadersAboard(str(args, "leaders"));
      if ("argError" in aboard) return aboard;
      const typed = pickUps(str(args, "pickup"));
      if ("argError" in typed) return typed;
      const joined = withPickUps(moves, typed);
      if ("argError" in joined) return joined;
      return {
        kind: "play",
        command: {
          type: "moveUnits",
          moves: joined.moves,
          ...(joined.pickUp.length > 0 ? { pickUp: joined.pickUp } : {}),
          ...(bool(args, "conduit") ? { conduit: true } : {}),
          ...(aboard.length > 0 ? { leaders: aboard } : {}),
        },
      };
    },
  },
  {
    group: "tactical",
    name: "land",
    description: "Land Ground Forces and PDS on planets (or none)",
    help: `Invade or reinforce planets of the activated system; leave units empty to land nothing.\nunits: ${LANDING_FORM}.\nleaders (Leaders option): ${LEADERS_LANDING_FORM}.`,
    options: [
      {
        name: "units",
        description: "Landings, e.g. 2 gf on Lodor; 1 st on Quann",
        kind: "string",
        value: "landings",
      },
      {
        name: "leaders",
        description: "Leaders landing, e.g. Harrugh on Lodor",
        kind: "string",
        value: "leaderLandings",
      },
    ],
    build(args) {
      const landed = landings(str(args, "units"));
      if ("argError" in landed) return landed;
      const leaders = leaderLandings(str(args, "leaders"));
      if ("argError" in leaders) return leaders;
      return { kind: "play", command: { type: "landUnits", landings: withLeaders(landed, leaders) } };
    },
  },
  {
    group: "tactical",
    name: "passage",
    description: "Let Diplomats lead fleets through your ships",
    help: "Leaders option: fleets of that player with a Diplomat aboard may pass through systems holding your ships; allow:false takes the leave back. It lasts until you take it back.",
    options: [
      {
        name: "player",
        description: "The other player",
        kind: "string",
        value: "player",
        required: true,
        autocomplete: "player",
      },
      {
        name: "allow",
        description: "false: leave taken back",
        kind: "boolean",
        required: true,
      },
    ],
    build(args) {
      const to = seat(args, "player");
      if (typeof to !== "number") return to;
      const allow = bool(args, "allow");
      return allow === undefined
        ? { argError: "Say allow:true or allow:false." }
        : { kind: "play", command: { type: "allowDiplomatPassage", to, allow } };
    },
  },
  {
    group: "tactical",
    name: "leader-ship",
    description: "Move a Leader to another ship",
    help: "Leaders option: on your turn, while no fight is under way, a Leader aboard your ships goes over to a ship of another type in the same system (e.g. an Admiral onto the Dreadnought, whose die it adds). Classic Leaders: only in the move step of your own tactical action, before you move, and from a planet onto a ship of that system too, whether the ship then moves or stays.",
    options: [
      {
        name: "leader",
        description: "Your Leader, e.g. DeLouis",
        kind: "string",
        value: "leader",
        required: true,
      },
      {
        name: "ship",
        description: "The ship it boards, e.g. dn",
        kind: "string",
        value: "unit",
        required: true,
      },
    ],
    build(args) {
      const leader = leaderNamed(str(args, "leader") ?? "");
      if (typeof leader !== "string") return leader;
      const ship = oneUnit(str(args, "ship") ?? "", "ship");
      return typeof ship === "string"
        ? { kind: "play", command: { type: "changeLeaderShip", leader, ship } }
        : ship;
    },
  },
  {
    group: "tactical",
    name: "produce",
    description: "Produce units at your Space Docks",
    help: [
      "Build units in the activated system and pay with planets and Trade Goods; leave units empty to build nothing.",
      `units: ${PRODUCTION_FORM}; "at" may be left out when dock names the dock; "to 204" sends ships elsewhere (Integrated Economy); "onto <planet>" places Ground Forces and PDS.`,
      "new-dock builds a Space Dock on a planet; position names the system in a transfer action.",
      "colony and refinery (Facilities option) build those Facilities on planets of the system, 1 resource each.",
    ].join("\n"),
    options: [
      { name: "units", description: "Units, e.g. 2 ff, 1 cv at Jord", kind: "string", value: "production" },
      {
        name: "dock",
        description: "The Space Dock's planet",
        kind: "string",
        value: "dock",
        autocomplete: "planet",
      },
      ...PAYMENT_OPTIONS,
      {
        name: "new-dock",
        description: "Planet for a new Space Dock",
        kind: "string",
        value: "planet",
        autocomplete: "planet",
      },
      {
        name: "position",
        description: "System (transfer action only)",
        kind: "string",
        value: "position",
        autocomplete: "position",
      },
      ...FACILITY_KINDS.map(
        (kind): CatalogOption => ({
          name: kind,
          description: `Planets to get a ${getFacilityCard(kind).name}`,
          kind: "string",
          value: "planets",
          autocomplete: "planet",
        }),
      ),
    ],
    build(args) {
      const positionText = str(args, "position");
      const dockText = str(args, "new-dock");
      const named = read({
        newDock: dockText === undefined ? undefined : planetNamed(dockText),
        orders: productionOrders(str(args, "units"), str(args, "dock")),
        paid: planets(str(args, "planets")),
        at: positionText === undefined ? undefined : position(positionText),
        colonies: planets(str(args, "colony")),
        refineries: planets(str(args, "refinery")),
      });
      if ("argError" in named) return named;
      const { orders, paid, at, newDock, colonies, refineries } = named;
      const facilities = [
        ...colonies.map((planet) => ({ planet, kind: "colony" as const })),
        ...refineries.map((planet) => ({ planet, kind: "refinery" as const })),
      ];
      const tradeGoods = int(args, "trade-goods");
      return {
        kind: "play",
        command: {
          type: "produceUnits",
          orders,
          ...(at !== undefined ? { position: at } : {}),
          ...(newDock !== undefined ? { spaceDock: newDock } : {}),
          ...(facilities.length > 0 ? { facilities } : {}),
          ...(paid.length > 0 ? { planets: paid } : {}),
          ...(tradeGoods ? { tradeGoods } : {}),
        },
      };
    },
  },
  {
    group: "tactical",
    name: "cancel",
    description: "Cancel an activation with Diplomats (or allow it)",
    help: "When another player activates a system next to your Diplomats, cancel the activation or let it stand.",
    options: [{ name: "allow", description: "Let the activation stand instead", kind: "boolean" }],
    build: (args) => ({
      kind: "play",
      command: { type: "answerActivation", cancel: !(bool(args, "allow") ?? false) },
    }),
  },
  {
    group: "tactical",
    name: "alert",
    description: "Take the High Alert token along, or leave it",
    help: "Warfare II: when your ships leave the High Alert token's system, it may go with them to a system they reached, or stay.",
    options: [
      {
        name: "to",
        description: "Where it goes, or 'stay'",
        kind: "string",
        value: "retreat",
        required: true,
      },
    ],
    build(args) {
      const text = str(args, "to");
      if (text?.toLowerCase() === "stay")
        return { kind: "play", command: { type: "moveHighAlert", to: null } };
      const to = position(text);
      if (typeof to !== "string") return { argError: `${to.argError.replace(/\.$/, "")}, or "stay".` };
      return { kind: "play", command: { type: "moveHighAlert", to } };
    },
  },
];
