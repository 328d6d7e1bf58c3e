import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

type Shade = keyof BrandVariants;
const SHADES: Shade[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160];

/** Fluent's own web brand ramp: its lightness and chroma curve is the model every generated ramp follows. */
const FLUENT_WEB = [
  '#061724',
  '#082338',
  '#0a2e4a',
  '#0c3b5e',
  '#0e4775',
  '#0f548c',
  '#115ea3',
  '#0f6cbd',
  '#2886de',
  '#479ef5',
  '#62abf5',
  '#77b7f7',
  '#96c6fa',
  '#b4d6fa',
  '#cfe4fa',
  '#ebf3fc',
];

type Rgb = [number, number, number];
interface Oklch {
  l: number;
  c: number;
  h: number;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** '#1890FF' or '#18f' → sRGB channels 0..1, or null when it is not a hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function rgbToOklch([r, g, b]: Rgb): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** OKLCH → linear sRGB (may fall outside 0..1 when the colour is out of gamut). */
function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The colour with the largest chroma up to `color.c` that sRGB can show. */
function clampToGamut(color: Oklch): Rgb {
  if (inGamut(oklchToLinear(color))) return oklchToLinear(color).map(fromLinear) as Rgb;
  let lo = 0;
  let hi = color.c;
  for (let i = 0; i < 20; i += 1) {
    const mid = (lo + hi) / 2;
    if (inGamut(oklchToLinear({ ...color, c: mid }))) lo = mid;
    else hi = mid;
  }
  return oklchToLinear({ ...color, c: lo }).map(fromLinear) as Rgb;
}

const MODEL = FLUENT_WEB.map((hex) => rgbToOklch(parseHex(hex)!));

/**
 * A Fluent brand ramp (shades 10–160) for a theme colour: every shade keeps Fluent's lightness (so text on
 * brand backgrounds keeps its contrast) with the colour's hue and a chroma scaled like Fluent's; the colour
 * itself sits, unchanged, at the shade of nearest lightness.
 */
export function brandRamp(hex: string): BrandVariants {
  const rgb = parseHex(hex) ?? parseHex(FLUENT_WEB[7]!)!;
  const key = rgbToOklch(rgb);
  let anchor = 0;
  MODEL.forEach((m, i) => {
    if (Math.abs(m.l - key.l) < Math.abs(MODEL[anchor]!.l - key.l)) anchor = i;
  });
  const scale = key.c / MODEL[anchor]!.c;
  const ramp = {} as Record<Shade, string>;
  SHADES.forEach((shade, i) => {
    ramp[shade] = i === anchor ? toHex(rgb) : toHex(clampToGamut({ l: MODEL[i]!.l, c: MODEL[i]!.c * scale, h: key.h }));
  });
  return ramp as BrandVariants;
}

/** WCAG relative luminance of a hex colour (for contrast checks). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Text in Chinese first: the usual system fonts for Latin letters, then the Simplified Chinese fonts of Apple,
 * Windows, Android and Linux by name. Left to per-character fallback, a browser may pick Japanese glyph forms, and
 * looking for a font for each character made a cold page's first layout about three times slower.
 */
export const FONT_FAMILY_BASE = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Source Han Sans SC'",
  "'WenQuanYi Micro Hei'",
  "'Helvetica Neue'",
  'Arial',
  'sans-serif',
].join(', ');

/** The app's light theme in one theme colour. */
export function lightTheme(primaryColor: string): Theme {
  return { ...createLightTheme(brandRamp(primaryColor)), fontFamilyBase: FONT_FAMILY_BASE };
}
