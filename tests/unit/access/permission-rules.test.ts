import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '@/domain/permission-types';
import {
  filterByAuthPre,
  getNoAuthCodes,
  hasPermission,
  isDisabledByAuth,
  type PermissionSets,
} from '@/access/permission-rules';

const hide = (action: string, status = '1'): AuthEntry => ({ action, type: '1', status });
const disable = (action: string, status = '1'): AuthEntry => ({ action, type: '2', status });
const sets = (auth: AuthEntry[], allAuth: AuthEntry[]): PermissionSets => ({ auth, allAuth });

describe('hasPermission (has-rule)', () => {
  it('keeps the element when the user has the code', () => {
    expect(hasPermission('user:add', sets([hide('user:add')], [hide('user:add')]))).toBe(true);
  });

  it('removes it when the user lacks the code', () => {
    expect(hasPermission('user:delete', sets([hide('user:add')], [hide('user:delete')]))).toBe(false);
  });

  it('removes it when the user has no permissions at all', () => {
    expect(hasPermission('user:add', sets([], [hide('user:add')]))).toBe(false);
  });

  it('keeps it when the allAuth rule is inactive (status 0), even with an empty auth list', () => {
    expect(hasPermission('user:add', sets([], [hide('user:add', '0')]))).toBe(true);
  });

  it('ignores type-2 entries of auth', () => {
    expect(hasPermission('user:edit', sets([disable('user:edit')], [disable('user:edit')]))).toBe(false);
  });

  it('ignores type-2 entries of allAuth (an inactive disable rule does not keep the element)', () => {
    expect(hasPermission('user:edit', sets([], [disable('user:edit', '0')]))).toBe(false);
  });

  it('splits an auth entry holding several codes', () => {
    const perms = sets([hide('user:add,user:edit')], []);
    expect(hasPermission('user:edit', perms)).toBe(true);
    expect(hasPermission('user:delete', perms)).toBe(false);
  });

  it('splits a requested comma list and allows when any part is allowed', () => {
    const perms = sets([hide('user:edit')], []);
    expect(hasPermission('user:add,user:edit', perms)).toBe(true);
    expect(hasPermission('user:add, user:delete', perms)).toBe(false);
  });

  it('in a form, a listed non-type-2 action keeps the element whatever the global sets say', () => {
    expect(hasPermission('bpm:approve', sets([], []), [hide('bpm:approve')])).toBe(true);
  });

  it('in a form, type-2 entries do not count and the global rule decides', () => {
    expect(hasPermission('bpm:approve', sets([], []), [disable('bpm:approve')])).toBe(false);
    expect(hasPermission('bpm:approve', sets([hide('bpm:approve')], []), [disable('bpm:approve')])).toBe(true);
  });

  it('in a form, an unlisted action falls back to the global rule', () => {
    const form = [hide('bpm:other')];
    expect(hasPermission('user:add', sets([hide('user:add')], []), form)).toBe(true);
    expect(hasPermission('user:add', sets([], []), form)).toBe(false);
  });
});

describe('isDisabledByAuth (button rule)', () => {
  it('a form list naming the code as type 2 disables it', () => {
    expect(isDisabledByAuth('bpm:save', sets([disable('bpm:save')], []), [disable('bpm:save')])).toBe(true);
  });

  it('a form list naming it only as type 1 does not decide; the global rule does', () => {
    expect(isDisabledByAuth('bpm:save', sets([], []), [hide('bpm:save')])).toBe(false);
    expect(isDisabledByAuth('bpm:save', sets([], [disable('bpm:save')]), [hide('bpm:save')])).toBe(true);
  });

  it('no rule for the code: enabled', () => {
    expect(isDisabledByAuth('user:edit', sets([], []))).toBe(false);
  });

  it('an inactive rule (status 0): enabled', () => {
    expect(isDisabledByAuth('user:edit', sets([], [disable('user:edit', '0')]))).toBe(false);
  });

  it('an active rule and no own type-2 permissions: disabled', () => {
    expect(isDisabledByAuth('user:edit', sets([hide('user:edit')], [disable('user:edit')]))).toBe(true);
  });

  it('an active rule the user is granted as type 2: enabled', () => {
    expect(isDisabledByAuth('user:edit', sets([disable('user:edit')], [disable('user:edit')]))).toBe(false);
  });

  it('an active rule the user is not granted (other type-2 grants): disabled', () => {
    expect(isDisabledByAuth('user:edit', sets([disable('user:other')], [disable('user:edit')]))).toBe(true);
  });

  it('type-1 rules never disable', () => {
    expect(isDisabledByAuth('user:edit', sets([], [hide('user:edit')]))).toBe(false);
  });
});

describe('getNoAuthCodes and filterByAuthPre (authPre)', () => {
  const perms = sets(
    [hide('user:edit'), disable('user:export')],
    [
      hide('user:add'),
      hide('user:batch_delete'),
      hide('user:edit'),
      hide('user:import', '0'),
      disable('user:export'),
      hide('role:add'),
    ],
  );

  it('lists active type-1 codes under the prefix that the user lacks, without the prefix', () => {
    expect(getNoAuthCodes('user:', perms)).toEqual(['add', 'batch_delete']);
  });

  it('is empty for an empty prefix', () => {
    expect(getNoAuthCodes('', perms)).toEqual([]);
  });

  it('hides the add and batch_delete items, keeps the rest and items without key', () => {
    const toolbar = [{ key: 'add' }, { key: 'batch_delete' }, { key: 'edit' }, { key: 'import' }, {}];
    const kept = filterByAuthPre(toolbar, 'user:', perms, (i: { key?: string }) => i.key);
    expect(kept).toEqual([{ key: 'edit' }, { key: 'import' }, {}]);
  });

  it('keeps everything without a prefix', () => {
    const cols = [{ key: 'add' }];
    expect(filterByAuthPre(cols, undefined, perms, (c) => c.key)).toEqual(cols);
  });
});
