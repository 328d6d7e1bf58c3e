import { describe, expect, it } from 'vitest';
import {
  WARN_HOME,
  WARN_LAST,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  openTab,
  refreshTab,
  type PageTab,
} from '@/components/layout/tab-rules';

const HOME = '/dashboard/analysis';
const tab = (key: string, version = 0): PageTab => ({ key, title: key, version });
const keys = (tabs: PageTab[]) => tabs.map((t) => t.key);
const five = [tab(HOME), tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('opening pages', () => {
  it('starts with the home tab first in multi-tab mode', () => {
    expect(keys(initialTabs({ key: '/a', title: 'A' }, HOME, true))).toEqual([HOME, '/a']);
    expect(initialTabs({ key: '/a', title: 'A' }, HOME, true)[0]?.title).toBe('首页');
    expect(keys(initialTabs({ key: HOME, title: '首页' }, HOME, true))).toEqual([HOME]);
    expect(keys(initialTabs({ key: '/a', title: 'A' }, HOME, false))).toEqual(['/a']);
  });

  it('keys tabs by the full path: another query string is another tab', () => {
    let tabs = openTab([tab(HOME)], { key: '/isystem/user', title: '用户管理' }, true);
    tabs = openTab(tabs, { key: '/isystem/user?page=2', title: '用户管理' }, true);
    tabs = openTab(tabs, { key: '/isystem/user', title: '用户管理' }, true);
    expect(keys(tabs)).toEqual([HOME, '/isystem/user', '/isystem/user?page=2']);
  });

  it('updates a known tab in place and keeps its page version', () => {
    const tabs = openTab([tab(HOME), tab('/a', 3)], { key: '/a', title: 'New' }, true);
    expect(tabs[1]).toEqual({ key: '/a', title: 'New', version: 3 });
  });

  it('with multi-tab off leaves only the current page', () => {
    expect(keys(openTab(five, { key: '/x', title: 'X' }, false))).toEqual(['/x']);
    expect(openTab([tab('/a', 2)], { key: '/a', title: 'A' }, false)).toEqual([{ key: '/a', title: 'A', version: 2 }]);
  });
});

describe('closing', () => {
  it('never closes the home tab', () => {
    const result = closeTab({ tabs: five, activeKey: '/b' }, HOME, HOME);
    expect(result.warning).toBe(WARN_HOME);
    expect(result.tabs).toBe(five);
  });

  it('never closes the last tab', () => {
    const result = closeTab({ tabs: [tab('/a')], activeKey: '/a' }, '/a', HOME);
    expect(result.warning).toBe(WARN_LAST);
    expect(keys(result.tabs)).toEqual(['/a']);
  });

  it('closing the active tab activates the tab now at its place, else the last one', () => {
    expect(closeTab({ tabs: five, activeKey: '/b' }, '/b', HOME)).toEqual({
      tabs: [tab(HOME), tab('/a'), tab('/c'), tab('/d')],
      activeKey: '/c',
    });
    expect(closeTab({ tabs: five, activeKey: '/d' }, '/d', HOME).activeKey).toBe('/c');
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab({ tabs: five, activeKey: '/b' }, '/d', HOME).activeKey).toBe('/b');
  });

  it('关闭左侧 keeps the home tab and the tabs from the chosen one on', () => {
    const result = closeLeft({ tabs: five, activeKey: '/a' }, '/c', HOME);
    expect(keys(result.tabs)).toEqual([HOME, '/c', '/d']);
    expect(result.activeKey).toBe('/c');
    expect(closeLeft({ tabs: five, activeKey: '/d' }, '/c', HOME).activeKey).toBe('/d');
  });

  it('关闭右侧 keeps the tabs up to the chosen one', () => {
    const result = closeRight({ tabs: five, activeKey: '/d' }, '/b', HOME);
    expect(keys(result.tabs)).toEqual([HOME, '/a', '/b']);
    expect(result.activeKey).toBe('/b');
    expect(closeRight({ tabs: five, activeKey: '/a' }, '/b', HOME).activeKey).toBe('/a');
  });

  it('关闭其他 keeps the home tab and the chosen one', () => {
    const result = closeOthers({ tabs: five, activeKey: '/d' }, '/b', HOME);
    expect(keys(result.tabs)).toEqual([HOME, '/b']);
    expect(result.activeKey).toBe('/b');
    expect(keys(closeOthers({ tabs: five, activeKey: HOME }, HOME, HOME).tabs)).toEqual([HOME]);
  });

  it('ignores an unknown tab', () => {
    const state = { tabs: five, activeKey: '/a' };
    expect(closeLeft(state, '/nope', HOME)).toBe(state);
    expect(closeRight(state, '/nope', HOME)).toBe(state);
    expect(closeOthers(state, '/nope', HOME)).toBe(state);
  });
});

describe('刷新', () => {
  it('bumps the version of the tab so its page mounts afresh', () => {
    expect(refreshTab(five, '/b').map((t) => t.version)).toEqual([0, 0, 1, 0, 0]);
  });
});
