import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { brandRamp, FONT_FAMILY_BASE, lightTheme } from './brand-ramp';

// Apart from brand-ramp.ts: only the staff layout has a dark menu, so the portal and the login page never load Fluent's
// dark palette.

export interface AppThemes {
  light: Theme;
  dark: Theme;
}

/** The light theme of the app and the dark theme of a dark menu, both from one theme colour. */
export function themesFor(primaryColor: string): AppThemes {
  const dark = createDarkTheme(brandRamp(primaryColor));
  return {
    light: lightTheme(primaryColor),
    dark: { ...dark, fontFamilyBase: FONT_FAMILY_BASE, colorNeutralBackground1: '#001529' },
  };
}
