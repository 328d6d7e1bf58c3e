import { describe, expect, it } from 'vitest';
import { themesFor } from '@/components/layout/app-themes';
import { brandRamp, relativeLuminance } from '@/components/layout/brand-ramp';
import { THEME_COLORS } from '@/components/layout/layout-settings';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const contrast = (a: string, b: string) => {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
};

describe('brand ramp from the theme colour', () => {
  it('has the 16 shades, dark to light, with the colour itself among them', () => {
    const ramp = brandRamp('#1890FF');
    const values = SHADES.map((s) => ramp[s]);
    expect(values.every((v) => /^#[0-9a-f]{6}$/.test(v))).toBe(true);
    expect(values).toContain('#1890ff');
    const lum = values.map(relativeLuminance);
    lum.slice(1).forEach((l, i) => expect(l).toBeGreaterThanOrEqual(lum[i]!));
  });

  it.each(THEME_COLORS.map((c) => [c.name, c.color]))(
    '%s: white text on the brand background stays readable (4.5:1)',
    (_name, color) => {
      const theme = themesFor(color).light;
      expect(contrast(theme.colorBrandBackground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.colorBrandForegroundLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('follows the colour: another hue gives another ramp', () => {
    expect(brandRamp('#F5222D')[80]).not.toBe(brandRamp('#1890FF')[80]);
    const red = brandRamp('#F5222D')[80];
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(red.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g! + 40);
    expect(r).toBeGreaterThan(b! + 40);
  });

  it('names the Simplified Chinese fonts of each platform, in both themes, before the generic family', () => {
    const { light, dark } = themesFor('#1890FF');
    for (const theme of [light, dark]) {
      const fonts = theme.fontFamilyBase.split(', ');
      for (const font of ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'"])
        expect(fonts.indexOf(font)).toBeGreaterThan(-1);
      expect(fonts.at(-1)).toBe('sans-serif');
    }
  });

  it('falls back to Fluent blue for an invalid colour', () => {
    expect(brandRamp('nonsense')[80]).toBe('#0f6cbd');
  });
});
