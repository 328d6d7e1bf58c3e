import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { CRUD_ACTIONS, ENTITIES, permissionCode } from '@/domain/entities';
import { resolveScreen } from '@/app/resolve-screen';
import { entityScreenFor } from '@/app/screen-registry';
import { MENU, menuPages } from '../../../server/db/seed-menu';
import { http, HttpResponse } from 'msw';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient } from '../widgets/test-utils';

const bed = useApiTestBed();

describe('one registration point: the entity definitions', () => {
  it('every seeded CRUD button is the permissionCode of an entity action', () => {
    for (const def of ENTITIES) {
      const codes = menuPages(MENU).flatMap((p) => (p.buttons ?? []).map((b) => b.perms));
      for (const action of CRUD_ACTIONS) expect(codes).toContain(permissionCode(def, action));
      expect(permissionCode(def, 'add')).toBe(`${def.permissionPrefix}:add`);
    }
  });

  it('a definition naming its screen is served at that menu component with no page file', async () => {
    const plain = ENTITIES.filter((def) => def.screen);
    expect(plain.map((def) => def.name).sort()).toEqual(['message', 'position', 'tenant']);
    for (const def of plain) {
      expect(menuPages(MENU).map((p) => p.component)).toContain(def.screen);
      expect((await entityScreenFor(def.screen!))?.component).toBe(def.screen);
    }
  });

  it('the served screen is the list page of the definition', async () => {
    bed.server.use(
      http.get(api('/sys/tenant/list'), () =>
        HttpResponse.json({
          success: true,
          code: 0,
          message: '',
          result: { records: [{ id: 1, name: '考试中心' }], total: 1 },
        }),
      ),
    );
    const Screen = resolveScreen('system/TenantList')!;
    renderWithClient(
      <Suspense fallback="…">
        <Screen title="租户管理" meta={{ title: '租户管理' } as never} />
      </Suspense>,
    );
    expect(await screen.findByRole('textbox', { name: '租户名称' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('考试中心')).toBeInTheDocument();
    cleanup();
  });

  it('a menu component no feature or definition builds shows 正在建设中, not a blank page', async () => {
    const Screen = resolveScreen('system/NotBuiltYetList');
    renderWithClient(
      <Suspense fallback="…">
        <Screen title="未建页面" meta={{ title: '未建页面' } as never} />
      </Suspense>,
    );
    expect(await screen.findByText('「未建页面」页面正在建设中')).toBeInTheDocument();
    cleanup();
  });

  it('once the definitions have arrived, such a route renders in the same pass, without suspending', async () => {
    await entityScreenFor('system/NotBuiltYetList');
    const Screen = resolveScreen('system/AnotherNotBuiltList');
    renderWithClient(
      <Suspense fallback="正在加载">
        <Screen title="另一页面" meta={{ title: '另一页面' } as never} />
      </Suspense>,
    );
    expect(screen.queryByText('正在加载')).not.toBeInTheDocument();
    expect(screen.getByText('「另一页面」页面正在建设中')).toBeInTheDocument();
    cleanup();
  });
});
