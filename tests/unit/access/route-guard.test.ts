import { describe, expect, it } from 'vitest';
import { OPEN_PATHS } from '@/domain/constants';
import { afterPermissionsFailed, afterPermissionsLoaded, decideNavigation } from '@/access/route-guard';

const base = { homePath: '/dashboard/analysis', permissionsLoaded: false };

describe('decideNavigation (the route guard)', () => {
  it.each(OPEN_PATHS)('allows the open path %s without a token', (path) => {
    expect(decideNavigation({ ...base, pathname: path, fullPath: path, hasToken: false })).toEqual({ type: 'allow' });
  });

  it('sends any other path to /user/login without a token, keeping the full path', () => {
    expect(decideNavigation({ ...base, pathname: '/sys/user', fullPath: '/sys/user?page=2', hasToken: false })).toEqual(
      { type: 'redirect', to: '/user/login?redirect=%2Fsys%2Fuser%3Fpage%3D2' },
    );
  });

  it('sends a signed-in visit of /user/login to the home path', () => {
    expect(
      decideNavigation({
        ...base,
        pathname: '/user/login',
        fullPath: '/user/login',
        hasToken: true,
        permissionsLoaded: true,
      }),
    ).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
  });

  it('loads the permissions first when signed in without them', () => {
    expect(decideNavigation({ ...base, pathname: '/sys/user', fullPath: '/sys/user', hasToken: true })).toEqual({
      type: 'load-permissions',
    });
  });

  it('allows any path once the permissions are loaded', () => {
    expect(
      decideNavigation({
        ...base,
        pathname: '/sys/user',
        fullPath: '/sys/user',
        hasToken: true,
        permissionsLoaded: true,
      }),
    ).toEqual({ type: 'allow' });
  });
});

describe('after loading the permissions', () => {
  it('goes to the redirect query value when present', () => {
    expect(afterPermissionsLoaded({ redirectQuery: '/sys/role?x=1', fullPath: '/dashboard/analysis' })).toBe(
      '/sys/role?x=1',
    );
  });

  it('goes to the requested path otherwise', () => {
    expect(afterPermissionsLoaded({ redirectQuery: null, fullPath: '/sys/user?page=2' })).toBe('/sys/user?page=2');
    expect(afterPermissionsLoaded({ redirectQuery: '', fullPath: '/sys/user' })).toBe('/sys/user');
  });

  it('ignores a redirect that leaves the app', () => {
    expect(afterPermissionsLoaded({ redirectQuery: 'https://evil.test', fullPath: '/a' })).toBe('/a');
    expect(afterPermissionsLoaded({ redirectQuery: '//evil.test', fullPath: '/a' })).toBe('/a');
  });

  it('on failure goes to /user/login with the encoded full path', () => {
    expect(afterPermissionsFailed('/sys/user?page=2#top')).toBe('/user/login?redirect=%2Fsys%2Fuser%3Fpage%3D2%23top');
  });
});
