/**
 * The login captcha's image: an SVG a person reads and a program cannot read by matching the font's outlines.
 * svg-captcha only supplies the glyph outlines of its font (it would draw each one as the font's exact outline,
 * moved by ±0.1 px: matching outlines solves it every time). Here each character
 * - becomes a polygon: its curves are cut into straight pieces, a random number per curve, so no command sequence
 *   is left to compare;
 * - is rotated, scaled and sheared at random on its own, then warped by waves (no affine map leads back to the font);
 * - is drawn in one path with every other character and with decoys: fragments of other characters and thick noise
 *   strokes crossing the text, in random order, so no path or contour stands for one character;
 * - is crossed by thin noise curves of other colours as before.
 */
import { randomInt } from 'node:crypto';

/** A command of a glyph's path (opentype.js). */
export interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}

/** The part of svg-captcha's loaded font (opentype.js) used here. */
export interface GlyphFont {
  unitsPerEm: number;
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: PathCommand[] } };
}

interface Point {
  x: number;
  y: number;
}
type Contour = Point[];

export const CAPTCHA_SIZE = { width: 105, height: 35, length: 4 } as const;
/** Without look-alikes (0/O, 1/l/I). */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FONT_SIZE = 36;
const TEXT_COLORS = ['#2b3a67', '#3d2c5e', '#1f4e5f', '#5a2e2e', '#2e4a2e'];
const NOISE_COLORS = ['#7a8aa8', '#9a7ab0', '#6fa39a', '#b0897a'];

/** A random number in [min, max). */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)]!;
}

/** svg-captcha parses its font when loaded (a few MB): loaded with the first captcha, which most servers never draw. */
let fontLoad: Promise<GlyphFont> | undefined;
function font(): Promise<GlyphFont> {
  fontLoad ??= import('svg-captcha').then((m) => (m.options as unknown as { font: GlyphFont }).font);
  return fontLoad;
}

/** A point on a quadratic (q) or cubic (c) Bézier at t. */
function bezier(p0: Point, c1: Point, c2: Point | null, p1: Point, t: number): Point {
  const u = 1 - t;
  if (!c2)
    return { x: u * u * p0.x + 2 * u * t * c1.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c1.y + t * t * p1.y };
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y };
}

/** The glyph's contours as polygons, curves cut into a random number of straight pieces; origin at the glyph's centre. */
function glyphContours(f: GlyphFont, ch: string): Contour[] {
  const contours: Contour[] = [];
  let current: Contour = [];
  let at: Point = { x: 0, y: 0 };
  for (const cmd of f.charToGlyph(ch).getPath(0, 0, FONT_SIZE).commands) {
    const to = { x: cmd.x ?? 0, y: cmd.y ?? 0 };
    if (cmd.type === 'M') {
      if (current.length > 2) contours.push(current);
      current = [to];
    } else if (cmd.type === 'L') current.push(to);
    else if (cmd.type === 'Q' || cmd.type === 'C') {
      const c1 = { x: cmd.x1 ?? 0, y: cmd.y1 ?? 0 };
      const c2 = cmd.type === 'C' ? { x: cmd.x2 ?? 0, y: cmd.y2 ?? 0 } : null;
      const pieces = randomInt(2, 6);
      for (let i = 1; i <= pieces; i += 1) current.push(bezier(at, c1, c2, to, i / pieces));
    } else {
      if (current.length > 2) contours.push(current);
      current = [];
    }
    if (cmd.type !== 'Z') at = to;
  }
  if (current.length > 2) contours.push(current);
  const points = contours.flat();
  const cx = (Math.min(...points.map((p) => p.x)) + Math.max(...points.map((p) => p.x))) / 2;
  const cy = (Math.min(...points.map((p) => p.y)) + Math.max(...points.map((p) => p.y))) / 2;
  return contours.map((c) => c.map((p) => ({ x: p.x - cx, y: p.y - cy })));
}

/** A random rotation, scale and shear, then a move to (x, y). */
function randomPlacement(x: number, y: number, size: [number, number], turn: number) {
  const angle = rand(-turn, turn);
  const sx = rand(size[0], size[1]);
  const sy = sx * rand(0.8, 1.2);
  const shear = rand(-0.35, 0.35);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (p: Point): Point => {
    const px = (p.x + shear * p.y) * sx;
    const py = p.y * sy;
    return { x: x + px * cos - py * sin, y: y + px * sin + py * cos };
  };
}

/** Waves (`amplitude` px, `frequency` radians per px): no straight line of the font stays straight. */
function randomWarp(amplitude: [number, number], frequency: [number, number]) {
  const [ax, ay] = [rand(...amplitude), rand(...amplitude)];
  const [fx, fy] = [rand(...frequency), rand(...frequency)];
  const [px, py] = [rand(0, Math.PI * 2), rand(0, Math.PI * 2)];
  return (p: Point): Point => ({ x: p.x + ax * Math.sin(p.y * fx + px), y: p.y + ay * Math.sin(p.x * fy + py) });
}

/** A thick stroke along a random curve, as a closed polygon (its two sides), so it fills like the text. */
function strokeContour(from: Point, via: Point, to: Point, width: number): Contour {
  const steps = randomInt(8, 14);
  const centre = Array.from({ length: steps + 1 }, (_, i) => bezier(from, via, null, to, i / steps));
  const side = (sign: number) =>
    centre.map((p, i) => {
      const next = centre[Math.min(i + 1, steps)]!;
      const prev = centre[Math.max(i - 1, 0)]!;
      const dx = next.x - prev.x;
      const dy = next.y - prev.y;
      const len = Math.hypot(dx, dy) || 1;
      const w = (width / 2) * rand(0.7, 1.2);
      return { x: p.x - (sign * dy * w) / len, y: p.y + (sign * dx * w) / len };
    });
  return [...side(1), ...side(-1).reverse()];
}

const num = (n: number) => (Math.round(n * 10) / 10).toString();
const contourPath = (c: Contour) => `M${c.map((p) => `${num(p.x)} ${num(p.y)}`).join('L')}Z`;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A new code and its image. */
export async function drawCaptcha(): Promise<{ code: string; svg: string }> {
  const f = await font();
  const { width, height, length } = CAPTCHA_SIZE;
  const code = Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
  const warp = randomWarp([0.8, 1.6], [0.12, 0.3]);
  const filled: Contour[] = [];
  const spacing = (width - 10) / length;
  const centres = [...code].map((ch, i) => {
    const x = 5 + spacing * (i + 0.5) + rand(-2, 2);
    const place = randomPlacement(x, height / 2 + rand(-2.5, 2.5), [0.9, 1.05], 0.35);
    // Each character its own waves too.
    const own = randomWarp([0.6, 1.2], [0.15, 0.3]);
    for (const c of glyphContours(f, ch)) filled.push(c.map((p) => warp(place(own(p)))));
    return x;
  });
  // Decoys: one contour of another character here and there, smaller, overlapping the text.
  for (let i = 0; i < randomInt(2, 4); i += 1) {
    const contours = glyphContours(f, pick([...CAPTCHA_ALPHABET]));
    const place = randomPlacement(rand(8, width - 8), rand(6, height - 6), [0.3, 0.5], Math.PI);
    filled.push(pick(contours).map((p) => warp(place(p))));
  }
  // Thick strokes filled with the text: one or two across it, two short ones through characters.
  for (let i = 0; i < randomInt(1, 3); i += 1) {
    const from = { x: rand(0, 15), y: rand(4, height - 4) };
    const via = { x: rand(width / 3, (2 * width) / 3), y: rand(0, height) };
    const to = { x: rand(width - 15, width), y: rand(4, height - 4) };
    filled.push(strokeContour(from, via, to, rand(0.9, 1.3)).map(warp));
  }
  for (let i = 0; i < 2; i += 1) {
    const x = pick(centres);
    const from = { x: x - rand(6, 10), y: rand(6, height - 6) };
    const to = { x: x + rand(6, 10), y: rand(6, height - 6) };
    const via = { x: x + rand(-4, 4), y: rand(4, height - 4) };
    filled.push(strokeContour(from, via, to, rand(0.9, 1.3)).map(warp));
  }
  const lines = Array.from({ length: 2 }, () => {
    const y = () => num(rand(1, height - 1));
    const d = `M${num(rand(0, 20))} ${y()}C${num(rand(30, 50))} ${y()},${num(rand(55, 75))} ${y()},${num(rand(85, width))} ${y()}`;
    return `<path d="${d}" stroke="${pick(NOISE_COLORS)}" stroke-width="${num(rand(0.8, 1.4))}" fill="none"/>`;
  });
  const text = `<path fill="${pick(TEXT_COLORS)}" d="${shuffle(filled).map(contourPath).join('')}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0,0,${width},${height}">` +
    `<rect width="100%" height="100%" fill="#f3f6fa"/>${shuffle([text, ...lines]).join('')}</svg>`;
  return { code, svg };
}
