/**
 * The table panel's vertical rhythm, shared by the layout (which sizes the image) and the panel (which
 * draws it). The panel has room for every seat and up to MAX_OBJECTIVE_LINES objectives whatever the
 * state holds, so the image size, and with it the cached galaxy layer, depends only on the table. Its
 * text is at least 17 px (bold tags 14 px), so that it still reads with the image shown at half size.
 */
export const PANEL_PAD = 16;
export const HEADER_HEIGHT = 120;
export const PLAYER_HEIGHT = 134;
export const OBJECTIVE_TITLE = 36;
export const OBJECTIVE_LINE = 31;
export const MAX_OBJECTIVE_LINES = 10;
export const LEGEND_HEIGHT = 168;

export function panelHeight(players: number): number {
  return (
    PANEL_PAD +
    HEADER_HEIGHT +
    players * PLAYER_HEIGHT +
    PANEL_PAD +
    OBJECTIVE_TITLE +
    MAX_OBJECTIVE_LINES * OBJECTIVE_LINE +
    PANEL_PAD +
    LEGEND_HEIGHT +
    PANEL_PAD
  );
}
