/**
 * The agenda phase (LRR 8): pushed by the status phase as `{ kind: "ti4AgendaPhase" }` once the custodians
 * token has left Mecatol Rex (LRR 27.4, 81.8). Its rules and its own fields are the agenda phase's.
 */
export interface Ti4AgendaPhaseFrame {
  kind: "ti4AgendaPhase";
}
