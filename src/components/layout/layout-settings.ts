/** The settings drawer's choices, their defaults and storage. */
export interface LayoutSettings {
  /** Menu theme. */
  navTheme: 'dark' | 'light';
  primaryColor: string;
  /** Side menu or top navigation. */
  layout: 'sidemenu' | 'topmenu';
  /** Fixed: content 1200 px wide in the middle; Fluid: full width. Fluid only with top navigation. */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  /** Hide the header when scrolling down past 100 px (needs a fixed header). */
  autoHideHeader: boolean;
  /** Side menu stays while the page scrolls (not with top navigation). */
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
  /** The side menu is expanded (not collapsed). */
  sidebarOpen: boolean;
}

export const DEFAULT_PRIMARY_COLOR = '#1890FF';

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = {
  navTheme: 'light',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
  sidebarOpen: true,
};

/** Storage keys, named as in JeecgBoot. */
export const SETTING_KEYS: Readonly<Record<keyof LayoutSettings, string>> = {
  navTheme: 'DEFAULT_THEME',
  primaryColor: 'DEFAULT_COLOR',
  layout: 'DEFAULT_LAYOUT_MODE',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  fixSiderbar: 'DEFAULT_FIXED_SIDEMENU',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  multipage: 'DEFAULT_MULTI_PAGE',
  sidebarOpen: 'SIDEBAR_TYPE',
};

/** The theme colours offered in the drawer (any other hex colour is accepted too). */
export const THEME_COLORS: readonly { name: string; color: string }[] = [
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

const HEX = /^#[0-9a-f]{6}$/i;

/** A theme colour the theme can be built from (#RRGGBB). */
export const isThemeColor = (value: string) => HEX.test(value);

/** Applies the rules between settings: fluid width and top navigation, fixed side menu, auto-hide header. */
export function normalizeSettings(s: LayoutSettings): LayoutSettings {
  const top = s.layout === 'topmenu';
  return {
    ...s,
    contentWidth: top ? s.contentWidth : 'Fixed',
    fixSiderbar: top ? false : s.fixSiderbar,
    autoHideHeader: s.fixedHeader ? s.autoHideHeader : false,
  };
}

/** A stored value if it has the default's type (and is a valid choice), else the default. */
function pick<K extends keyof LayoutSettings>(key: K, raw: unknown): LayoutSettings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  if (typeof raw !== typeof fallback) return fallback;
  const ok =
    (key === 'navTheme' && (raw === 'dark' || raw === 'light')) ||
    (key === 'layout' && (raw === 'sidemenu' || raw === 'topmenu')) ||
    (key === 'contentWidth' && (raw === 'Fixed' || raw === 'Fluid')) ||
    (key === 'primaryColor' && HEX.test(raw as string)) ||
    typeof raw === 'boolean';
  return ok ? (raw as LayoutSettings[K]) : fallback;
}

/** Reads every setting with `read(key)`; what is missing or invalid takes its default. */
export function readSettings(read: (storageKey: string) => unknown): LayoutSettings {
  const entries = (Object.keys(SETTING_KEYS) as (keyof LayoutSettings)[]).map((k) => [
    k,
    pick(k, read(SETTING_KEYS[k])),
  ]);
  return normalizeSettings(Object.fromEntries(entries) as LayoutSettings);
}

/** Writes the settings that differ from `previous` with `write(key, value)`. */
export function writeSettings(
  next: LayoutSettings,
  previous: LayoutSettings | null,
  write: (storageKey: string, value: unknown) => void,
): void {
  for (const k of Object.keys(SETTING_KEYS) as (keyof LayoutSettings)[]) {
    if (!previous || previous[k] !== next[k]) write(SETTING_KEYS[k], next[k]);
  }
}
