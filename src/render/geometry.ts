/**
 * Shapes as plain contours (flat [x0, y0, x1, y1, ...] lists, closed implicitly), the one vocabulary both
 * drawing backends understand: the SVG writer turns them into path data, the rasteriser fills them.
 * Every outer contour runs clockwise on screen and every hole counter-clockwise, so shapes can be filled
 * together with the nonzero rule and a stroke is just a ring (an outer contour plus a reversed inner one).
 */

export type Contour = number[];

export function reverse(contour: Contour): Contour {
  const out: Contour = [];
  for (let i = contour.length - 2; i >= 0; i -= 2) out.push(contour[i]!, contour[i + 1]!);
  return out;
}

export function polygon(points: readonly (readonly [number, number])[]): Contour {
  const out: Contour = [];
  for (const [x, y] of points) out.push(x, y);
  return out;
}

/** A regular polygon, corners clockwise from `rotation` degrees (0 = pointing right). */
export function regular(cx: number, cy: number, r: number, sides: number, rotation = 0): Contour {
  const out: Contour = [];
  for (let i = 0; i < sides; i++) {
    const a = ((rotation + (360 / sides) * i) * Math.PI) / 180;
    out.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return out;
}

/** A circle as a polygon fine enough that no facet shows at its size. */
export function circle(cx: number, cy: number, r: number): Contour {
  const sides = Math.max(16, Math.min(72, Math.ceil(r * 1.6)));
  return regular(cx, cy, r, sides, 0);
}

function arc(out: Contour, cx: number, cy: number, r: number, from: number): void {
  const steps = r < 3 ? 2 : r < 8 ? 4 : 6;
  for (let i = 0; i <= steps; i++) {
    const a = ((from + (90 * i) / steps) * Math.PI) / 180;
    out.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
}

/** A rectangle with corners rounded by r (clockwise from the top-left corner's end). */
export function rect(x: number, y: number, w: number, h: number, r = 0): Contour {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  if (k === 0) return [x, y, x + w, y, x + w, y + h, x, y + h];
  const out: Contour = [];
  arc(out, x + w - k, y + k, k, -90);
  arc(out, x + w - k, y + h - k, k, 0);
  arc(out, x + k, y + h - k, k, 90);
  arc(out, x + k, y + k, k, 180);
  return out;
}

/** The stroke of a rounded rectangle, centred on its edge. */
export function rectRing(x: number, y: number, w: number, h: number, r: number, width: number): Contour[] {
  const half = width / 2;
  return [
    rect(x - half, y - half, w + width, h + width, r + half),
    reverse(rect(x + half, y + half, w - width, h - width, Math.max(0, r - half))),
  ];
}

export function circleRing(cx: number, cy: number, r: number, width: number): Contour[] {
  return [circle(cx, cy, r + width / 2), reverse(circle(cx, cy, Math.max(0, r - width / 2)))];
}

/** The stroke of a regular polygon: corners move out and in along their spokes. */
export function regularRing(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  rotation: number,
  width: number,
): Contour[] {
  const spoke = width / 2 / Math.cos(Math.PI / sides);
  return [
    regular(cx, cy, r + spoke, sides, rotation),
    reverse(regular(cx, cy, Math.max(0, r - spoke), sides, rotation)),
  ];
}

/** A polyline of the given width, as one quad per segment plus a square joint at each bend. */
export function strokeLine(points: readonly (readonly [number, number])[], width: number): Contour[] {
  const half = width / 2;
  const out: Contour[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const [nx, ny] = [(-(y1 - y0) / len) * half, ((x1 - x0) / len) * half];
    out.push([x0 - nx, y0 - ny, x1 - nx, y1 - ny, x1 + nx, y1 + ny, x0 + nx, y0 + ny]);
    if (i > 0) out.push(regular(x0, y0, half * 1.2, 8, 22.5));
  }
  return out;
}

/** Moves and scales contours defined in a [-1, 1] box to a centre and a half-size. */
export function place(contours: readonly Contour[], cx: number, cy: number, half: number): Contour[] {
  return contours.map((c) => c.map((v, i) => (i % 2 === 0 ? cx + v * half : cy + v * half)));
}
