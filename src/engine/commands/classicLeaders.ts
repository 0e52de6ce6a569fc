/** The classic Leaders (Hope's End 2.3; options/classicLeaders/): a captor executes a captive at any time. */
import { command, id } from "./forms.ts";

export const CLASSIC_LEADER_COMMANDS = [command("executeCaptive", { leader: id() })] as const;
