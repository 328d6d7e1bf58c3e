import { describe, expect, it } from 'vitest';
import {
  activeMenuId,
  menuTrail,
  nextOpenIds,
  openIdsForTrail,
  visibleChildren,
  visibleMenu,
} from '@/components/layout/menu-tree';
import { MENU } from './menu-fixture';

const ids = (items: { id: string }[]) => items.map((m) => m.id);
const find = (id: string) => {
  const walk = (items: typeof MENU): (typeof MENU)[number] | undefined =>
    items.map((m) => (m.id === id ? m : walk(m.children ?? []))).find(Boolean);
  return walk(MENU)!;
};

describe('what the side menu renders', () => {
  it('leaves out hidden entries', () => {
    expect(ids(visibleMenu(MENU))).toEqual(['home', 'sys', 'monitor', 'link']);
    expect(ids(visibleChildren(find('sys')))).toEqual(['user', 'auth']);
  });

  it('renders an alwaysShow entry as a leaf', () => {
    expect(visibleChildren(find('link'))).toEqual([]);
  });
});

describe('following the route', () => {
  it('finds the trail of a three-level entry and opens its groups', () => {
    const trail = menuTrail(MENU, '/isystem/auth/rule');
    expect(ids(trail)).toEqual(['sys', 'auth', 'rule']);
    expect(openIdsForTrail(trail)).toEqual(['sys', 'auth']);
    expect(activeMenuId(trail)).toBe('rule');
  });

  it('matches the full path first, for parameterised paths', () => {
    const menu = [
      ...MENU,
      { ...find('log'), id: 'log2', path: '/monitor/log?type=2', meta: { ...find('log').meta, title: '登录日志' } },
    ];
    expect(ids(menuTrail(menu, '/monitor/log', '/monitor/log?type=2'))).toEqual(['log2']);
    expect(ids(menuTrail(menu, '/monitor/log', '/monitor/log?type=9'))).toEqual(['monitor', 'log']);
  });

  it('highlights the alwaysShow entry for its child pages', () => {
    const trail = menuTrail(MENU, '/linkUser/list');
    expect(activeMenuId(trail)).toBe('link');
    expect(openIdsForTrail(trail)).toEqual([]);
  });

  it('highlights nothing for a hidden page, but opens its group', () => {
    const trail = menuTrail(MENU, '/isystem/roleUserList');
    expect(activeMenuId(trail)).toBeUndefined();
    expect(openIdsForTrail(trail)).toEqual(['sys']);
  });

  it('is empty for a route outside the menu', () => {
    expect(menuTrail(MENU, '/404')).toEqual([]);
  });
});

describe('one top-level group open at a time', () => {
  const top = ['home', 'sys', 'monitor', 'link'];
  it('opening a top-level group closes the others', () => {
    expect(nextOpenIds(['sys', 'auth'], ['sys', 'auth', 'monitor'], top)).toEqual(['monitor']);
  });
  it('opening a nested group keeps the open ones', () => {
    expect(nextOpenIds(['sys'], ['sys', 'auth'], top)).toEqual(['sys', 'auth']);
  });
  it('closing works as asked', () => {
    expect(nextOpenIds(['sys', 'auth'], ['sys'], top)).toEqual(['sys']);
  });
});
