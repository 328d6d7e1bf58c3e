/**
 * An outline-matching captcha solver, as an attacker would write one against an SVG captcha drawn from a known font:
 * reference outlines of every character from the same font, each text path (or group of overlapping contours) of
 * the captcha compared with them after moving and scaling both to the same box (chamfer distance between points
 * sampled along the outlines), the nearest reference read as the character, left to right.
 */
import { options } from 'svg-captcha';
import type { GlyphFont, PathCommand } from '../../server/services/captcha-image';

interface Point {
  x: number;
  y: number;
}

const font = (options as unknown as { font: GlyphFont }).font;

/** Points along each subpath of an SVG path's data (absolute M, L, Q, C, Z as fonts and captchas write them). */
function subpaths(d: string): Point[][] {
  const out: Point[][] = [];
  let current: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  for (const [, type, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)) {
    const n = (args ?? '').match(/-?\d*\.?\d+(?:e-?\d+)?/gi)?.map(Number) ?? [];
    const up = type!.toUpperCase();
    if (up === 'M') {
      if (current.length) out.push(current);
      at = { x: n[0]!, y: n[1]! };
      current = [at];
    } else if (up === 'L') {
      for (let i = 0; i + 1 < n.length; i += 2) current.push((at = { x: n[i]!, y: n[i + 1]! }));
    } else if (up === 'Q' || up === 'C') {
      const size = up === 'Q' ? 4 : 6;
      for (let i = 0; i + size - 1 < n.length; i += size) {
        const pts = [at, ...Array.from({ length: size / 2 }, (_, k) => ({ x: n[i + 2 * k]!, y: n[i + 2 * k + 1]! }))];
        for (let s = 1; s <= 4; s += 1) current.push(curvePoint(pts, s / 4));
        at = pts.at(-1)!;
      }
    } else if (up === 'Z') {
      if (current.length) out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

function curvePoint(pts: Point[], t: number): Point {
  let level = pts;
  while (level.length > 1)
    level = level
      .slice(1)
      .map((p, i) => ({ x: level[i]!.x + (p.x - level[i]!.x) * t, y: level[i]!.y + (p.y - level[i]!.y) * t }));
  return level[0]!;
}

/** Points every `step` along the polygon through `pts` (closed). */
function resample(pts: Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < pts.length; i += 1) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.ceil(len / step));
    for (let k = 0; k < n; k += 1) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
  }
  return out;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function box(points: Point[]): Box {
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** Outline points moved into a unit box (by height, keeping the aspect), resampled evenly. */
function normalised(contours: Point[][]): Point[] {
  const b = box(contours.flat());
  const scale = Math.max(b.maxY - b.minY, b.maxX - b.minX) || 1;
  const cx = (b.minX + b.maxX) / 2;
  const cy = (b.minY + b.maxY) / 2;
  return contours.flatMap((c) =>
    resample(
      c.map((p) => ({ x: (p.x - cx) / scale, y: (p.y - cy) / scale })),
      0.04,
    ),
  );
}

/** Distances from the cells of a grid over the unit box to the nearest outline point (a chamfer distance map). */
const GRID = 40;
const REACH = 0.6;
function distanceMap(points: Point[]): Float32Array {
  const map = new Float32Array(GRID * GRID);
  for (let gy = 0; gy < GRID; gy += 1)
    for (let gx = 0; gx < GRID; gx += 1) {
      const x = -REACH + ((gx + 0.5) * 2 * REACH) / GRID;
      const y = -REACH + ((gy + 0.5) * 2 * REACH) / GRID;
      let best = Infinity;
      for (const p of points) best = Math.min(best, (p.x - x) ** 2 + (p.y - y) ** 2);
      map[gy * GRID + gx] = Math.sqrt(best);
    }
  return map;
}

function meanDistance(points: Point[], map: Float32Array): number {
  let sum = 0;
  for (const p of points) {
    const gx = Math.min(GRID - 1, Math.max(0, Math.floor(((p.x + REACH) * GRID) / (2 * REACH))));
    const gy = Math.min(GRID - 1, Math.max(0, Math.floor(((p.y + REACH) * GRID) / (2 * REACH))));
    sum += map[gy * GRID + gx]!;
  }
  return sum / points.length;
}

interface Shape {
  points: Point[];
  map: Float32Array;
}

const shape = (points: Point[]): Shape => ({ points, map: distanceMap(points) });
const chamfer = (a: Shape, b: Shape) => meanDistance(a.points, b.map) + meanDistance(b.points, a.map);

const references = new Map<string, { ch: string; shape: Shape }[]>();
function referencesFor(alphabet: string) {
  let refs = references.get(alphabet);
  if (!refs) {
    refs = [...alphabet].map((ch) => ({
      ch,
      shape: shape(normalised(subpaths(font.charToGlyph(ch).getPath(0, 0, 72).commands.map(commandText).join('')))),
    }));
    references.set(alphabet, refs);
  }
  return refs;
}

function commandText(c: PathCommand): string {
  if (c.type === 'Z') return 'Z';
  if (c.type === 'Q') return `Q${c.x1} ${c.y1} ${c.x} ${c.y}`;
  if (c.type === 'C') return `C${c.x1} ${c.y1} ${c.x2} ${c.y2} ${c.x} ${c.y}`;
  return `${c.type}${c.x} ${c.y}`;
}

/** The solver's reading of an SVG captcha of `length` characters from `alphabet`. */
export function solveByOutlines(svg: string, alphabet: string, length: number): string {
  const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 100);
  const filledPaths = [...svg.matchAll(/<path([^>]*)\/>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/fill="none"/.test(attrs))
    .map((attrs) => /d="([^"]*)"/.exec(attrs)?.[1] ?? '');
  // Each filled path is a candidate; a path holding many contours is split into groups that overlap left to right,
  // leaving out contours as wide as the image (noise strokes).
  const groups: Point[][][] = [];
  for (const d of filledPaths) {
    const contours = subpaths(d).filter((c) => c.length > 1);
    const narrow = contours.filter((c) => {
      const b = box(c);
      return b.maxX - b.minX < width * 0.4;
    });
    const sorted = narrow.map((c) => ({ c, b: box(c) })).sort((a, b) => a.b.minX - b.b.minX);
    let group: { contours: Point[][]; maxX: number } | null = null;
    for (const { c, b } of sorted) {
      if (group && b.minX < group.maxX - 2) {
        group.contours.push(c);
        group.maxX = Math.max(group.maxX, b.maxX);
      } else {
        if (group) groups.push(group.contours);
        group = { contours: [c], maxX: b.maxX };
      }
    }
    if (group) groups.push(group.contours);
  }
  const area = (g: Point[][]) => {
    const b = box(g.flat());
    return (b.maxX - b.minX) * (b.maxY - b.minY);
  };
  const chosen = groups
    .sort((a, b) => area(b) - area(a))
    .slice(0, length)
    .sort((a, b) => box(a.flat()).minX - box(b.flat()).minX);
  const refs = referencesFor(alphabet);
  return chosen
    .map((g) => {
      const found = shape(normalised(g));
      let best = { ch: '?', d: Infinity };
      for (const r of refs) {
        const d = chamfer(found, r.shape);
        if (d < best.d) best = { ch: r.ch, d };
      }
      return best.ch;
    })
    .join('');
}
