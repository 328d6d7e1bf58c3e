import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import TrainingListPage from '@/features/trainings/components/training-list-page';
import { TRAINING_TEXTS } from '@/features/trainings/components/training-fields';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored } from '../widgets/picker-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    training_type: [item('1', '培训班'), item('2', '讲座'), item('3', '研讨会')],
    valid_status: [item('1', '有效'), item('0', '无效')],
  }),
);

const ORG = '/organizationManager/cpcOrganizationManagement';
const COLLEGE = '/collegeManagement/cpcCollegeManagement';
const TRAINING = '/talnetManager/cpcTelnet';
const INSTITUTIONS = [
  { id: 'o1', orgName: '京华理工大学', orgCode: 'JHLG' },
  { id: 'o2', orgName: '沪江财经大学', orgCode: 'HJCJ' },
];
const COLLEGES = [
  { id: 'c1', collegeName: '计算机学院', collegeCode: 'JHLG01', organizationId: 'o1' },
  { id: 'c2', collegeName: '金融学院', collegeCode: 'HJCJ01', organizationId: 'o2' },
];
const OPEN = {
  id: 'r1',
  title: '2025年考务工作培训班',
  trainingType: '1',
  trainingType_dictText: '培训班',
  organizationId: null,
  startDate: '2025-03-10',
  endDate: '2025-03-12',
  location: '北京',
  quota: 150,
  enrolled: 128,
  status: '1',
  status_dictText: '有效',
  content: '<p>政策<strong>解读</strong></p><script>window.hacked=1</script><a href="javascript:alert(1)">链接</a>',
};
const OWN = {
  ...OPEN,
  id: 'r2',
  title: '京华专项培训',
  organizationId: 'o1',
  organizationId_dictText: '京华理工大学',
  quota: 30,
  enrolled: 10,
  content: '',
};

function serve(answer: () => Response = () => ok(null, '编辑成功!')) {
  const lists: Record<string, string>[] = [];
  const bodies: Record<string, unknown>[] = [];
  const picker =
    (all: Record<string, unknown>[]) =>
    ({ request }: { request: Request }) => {
      const p = new URL(request.url).searchParams;
      const org = p.get('organizationId');
      const rows = org ? all.filter((r) => r.organizationId === org) : all;
      return ok(p.get('id')?.endsWith(',') ? restored(rows, p, 'id') : pageOf(rows, p));
    };
  bed.server.use(
    http.get(api(`${TRAINING}/list`), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ records: [OPEN, OWN], total: 2, size: 10, current: 1, pages: 1 });
    }),
    http.get(api(`${ORG}/list`), picker(INSTITUTIONS)),
    http.get(api(`${COLLEGE}/list`), picker(COLLEGES)),
    http.get(api('/sys/dict/getDictItems/*'), () => ok([])),
    http.put(api(`${TRAINING}/edit`), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return { lists, bodies };
}

function renderPage(...codes: string[]) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={['/talent/training']}>
      <TrainingListPage />
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, name: string) {
  await user.click(within(scope).getByRole('button', { name: `选择${label}` }));
  const picker = await screen.findByRole('dialog', { name: `选择${label}` });
  await user.click(await within(picker).findByRole('radio', { name: `选择 ${name}` }));
  await user.click(within(picker).getByRole('button', { name: '确定' }));
  expect(await within(scope).findByRole('button', { name: `移除 ${name}` })).toBeInTheDocument();
}

const openEdit = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(
    within(await screen.findByRole('group', { name: `${title} 操作` })).getByRole('button', { name: '编辑' }),
  );
  return screen.findByRole('dialog', { name: '编辑' });
};

describe('人才培养', () => {
  it('lists 已报名/名额 in one column and 全部院校 for a training open to all', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('128/150')).toBeInTheDocument();
    expect(screen.getByText('10/30')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /已报名\/名额/ })).toBeInTheDocument();
    expect(screen.getByText(TRAINING_TEXTS.allInstitutions)).toBeInTheDocument();
  });

  it('filters by 名称 and by 面向院校 chosen in the institution picker', { timeout: 30_000 }, async () => {
    const { lists } = serve();
    const user = renderPage();
    await screen.findByText('128/150');
    const form = screen.getByRole('form', { name: '查询条件' });
    await user.type(within(form).getByLabelText('培训名称'), '考务');
    await pick(user, form, '面向院校', '沪江财经大学');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ title: '*考务*', organizationId: 'o2' }));
  });

  it(
    '面向学院 follows 面向院校: disabled without one, cleared when it changes; the help text says empty is all',
    { timeout: 30_000 },
    async () => {
      serve();
      const user = renderPage('cpc:training:edit');
      const dialog = await openEdit(user, '2025年考务工作培训班');
      expect(within(dialog).getByText(TRAINING_TEXTS.institutionHint)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '选择面向学院' })).toBeDisabled();
      await pick(user, dialog, '面向院校', '京华理工大学');
      expect(within(dialog).getByRole('button', { name: '选择面向学院' })).toBeEnabled();
      await pick(user, dialog, '面向学院', '计算机学院');
      await user.click(within(dialog).getByRole('button', { name: '移除 京华理工大学' }));
      await pick(user, dialog, '面向院校', '沪江财经大学');
      expect(within(dialog).queryByRole('button', { name: '移除 计算机学院' })).not.toBeInTheDocument();
    },
  );

  it('a refusal of the server is shown and the form keeps what was typed', async () => {
    const { bodies } = serve(() => refused('结束日期不能早于开始日期'));
    const user = renderPage('cpc:training:edit');
    const dialog = await openEdit(user, '京华专项培训');
    const title = within(dialog).getByLabelText(/培训名称/);
    await user.clear(title);
    await user.type(title, '京华专项培训（二期）');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 'r2', organizationId: 'o1', title: '京华专项培训（二期）' });
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '结束日期不能早于开始日期' })),
    );
    expect(screen.getByRole('dialog', { name: '编辑' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/培训名称/)).toHaveValue('京华专项培训（二期）');
  });

  it('详情 reads the training again by id and shows its facts and the 培训内容 sanitised', async () => {
    serve();
    const asked: (string | null)[] = [];
    bed.server.use(
      http.get(api(`${TRAINING}/queryById`), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id'));
        return ok({ ...OPEN, enrolled: 131 });
      }),
    );
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('group', { name: '2025年考务工作培训班 操作' })).getByRole('button', {
        name: '详情',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '2025年考务工作培训班' });
    expect(await within(dialog).findByText('131/150')).toBeInTheDocument();
    expect(asked).toEqual([OPEN.id]);
    expect(within(dialog).getByText(TRAINING_TEXTS.allInstitutions)).toBeInTheDocument();
    expect(within(dialog).getByText('解读').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('链接').getAttribute('href') ?? '').not.toContain('javascript');
  });
});
