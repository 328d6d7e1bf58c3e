import { describe, expect, it } from 'vitest';
import { filterMenuSearch, menuSearchAction, menuSearchEntries } from '@/components/layout/menu-search';
import { MENU } from './menu-fixture';

describe('menu search entries', () => {
  const entries = menuSearchEntries(MENU);

  it('lists every visible non-container entry and alwaysShow leaf, recursing into children', () => {
    expect(entries.map((e) => e.title)).toEqual([
      '首页',
      '用户管理',
      '数据规则',
      '日志管理',
      '开发文档',
      '内嵌报表',
      '联系人管理',
      '个人设置',
    ]);
  });

  it('leaves out hidden entries and groups, names the groups above an entry', () => {
    expect(entries.some((e) => e.title === '角色用户' || e.title === '系统管理' || e.title === '联系人列表')).toBe(
      false,
    );
    expect(entries.find((e) => e.title === '数据规则')?.group).toBe('系统管理 / 权限');
  });

  it('filters by title, group or path', () => {
    expect(filterMenuSearch(entries, '用户').map((e) => e.title)).toEqual(['用户管理']);
    expect(filterMenuSearch(entries, '系统管理').map((e) => e.title)).toEqual(['用户管理', '数据规则']);
    expect(filterMenuSearch(entries, 'LINKUSER').map((e) => e.title)).toEqual(['联系人管理']);
    expect(filterMenuSearch(entries, '  ')).toHaveLength(entries.length);
  });
});

describe('choosing an entry', () => {
  const entries = menuSearchEntries(MENU);
  const byTitle = (t: string) => entries.find((e) => e.title === t)!;

  it('opens an external entry in a new tab', () => {
    expect(menuSearchAction(byTitle('开发文档'))).toEqual({ type: 'open-window', url: 'https://help.jeecg.com' });
  });

  it('opens an iframe page inside the app at its route', () => {
    expect(menuSearchAction(byTitle('内嵌报表'))).toEqual({ type: 'navigate', path: '/a9c3' });
  });

  it('opens any other entry at its path', () => {
    expect(menuSearchAction(byTitle('用户管理'))).toEqual({ type: 'navigate', path: '/isystem/user' });
  });
});
