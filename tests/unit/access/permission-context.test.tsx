import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PermissionResult } from '@/domain/permission-types';
import { Can, PermissionProvider, useCan, useDisabledByAuth } from '@/access/permission-context';

const perms: PermissionResult = {
  menu: [],
  auth: [
    { action: 'user:add', type: '1' },
    { action: 'user:edit', type: '2' },
  ],
  allAuth: [
    { action: 'user:add', type: '1', status: '1' },
    { action: 'user:delete', type: '1', status: '1' },
    { action: 'user:edit', type: '2', status: '1' },
    { action: 'user:freeze', type: '2', status: '1' },
  ],
};

function Probe({ code }: { code: string }) {
  const can = useCan(code);
  const disabled = useDisabledByAuth(code);
  return <button disabled={disabled}>{`${code}:${can ? 'shown' : 'hidden'}`}</button>;
}

describe('<Can>, useCan and useDisabledByAuth', () => {
  it('render children only for granted codes, with an optional fallback', () => {
    render(
      <PermissionProvider value={perms}>
        <Can code="user:add">
          <button>添加</button>
        </Can>
        <Can code="user:delete" fallback={<span>无权限</span>}>
          <button>删除</button>
        </Can>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '添加' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();
  });

  it('disable ungranted type-2 buttons and enable granted ones', () => {
    render(
      <PermissionProvider value={perms}>
        <Probe code="user:edit" />
        <Probe code="user:freeze" />
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: 'user:edit:hidden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'user:freeze:hidden' })).toBeDisabled();
  });

  it('allow nothing before the permissions are loaded', () => {
    render(
      <PermissionProvider value={null}>
        <Probe code="user:add" />
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: 'user:add:hidden' })).toBeInTheDocument();
  });
});
