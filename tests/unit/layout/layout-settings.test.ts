import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  normalizeSettings,
  readSettings,
  writeSettings,
} from '@/components/layout/layout-settings';

describe('defaults', () => {
  it('are #1890FF, light menu, side menu, fixed width, multi-tab on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#1890FF',
      navTheme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
      colorWeak: false,
      sidebarOpen: true,
    });
    expect(readSettings(() => null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('rules between settings', () => {
  it('fluid width only with top navigation', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe(
      'Fluid',
    );
  });
  it('no fixed side menu with top navigation', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, fixSiderbar: true }).fixSiderbar).toBe(true);
  });
  it('auto-hide needs a fixed header', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(
      true,
    );
  });
});

describe('storage', () => {
  it('restores what was stored and ignores invalid values', () => {
    const stored: Record<string, unknown> = {
      [SETTING_KEYS.navTheme]: 'dark',
      [SETTING_KEYS.primaryColor]: '#722ED1',
      [SETTING_KEYS.multipage]: false,
      [SETTING_KEYS.layout]: 'sideways',
      [SETTING_KEYS.fixedHeader]: 'yes',
    };
    const s = readSettings((key) => stored[key] ?? null);
    expect(s).toMatchObject({ navTheme: 'dark', primaryColor: '#722ED1', multipage: false });
    expect(s.layout).toBe('sidemenu');
    expect(s.fixedHeader).toBe(false);
  });

  it('writes only what changed, under the JeecgBoot key names', () => {
    const write = vi.fn();
    writeSettings({ ...DEFAULT_SETTINGS, colorWeak: true }, DEFAULT_SETTINGS, write);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('DEFAULT_COLOR_WEAK', true);
  });
});

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.resetModules()); // the store changed here is not the one later files import

  it('keeps changes in localStorage and restores them on the next load', async () => {
    const first = await import('@/components/layout/settings-store');
    expect(first.getLayoutSettings()).toEqual(DEFAULT_SETTINGS);
    first.updateLayoutSettings({ layout: 'topmenu', contentWidth: 'Fluid', primaryColor: '#13C2C2' });
    expect(JSON.parse(localStorage.getItem('DEFAULT_LAYOUT_MODE')!)).toMatchObject({
      value: 'topmenu',
      expire: null,
    });
    vi.resetModules();
    const second = await import('@/components/layout/settings-store');
    expect(second.getLayoutSettings()).toMatchObject({
      layout: 'topmenu',
      contentWidth: 'Fluid',
      primaryColor: '#13C2C2',
    });
    second.updateLayoutSettings({ layout: 'sidemenu' });
    expect(second.getLayoutSettings().contentWidth).toBe('Fixed');
  });
});
