import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import MessageTemplateListPage from '@/features/messages/components/message-template-list-page';
import { previewOf } from '@/features/messages/hooks/use-send-test-form';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from '../widgets/picker-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    msgType: [item('1', '文本'), item('2', '富文本')],
    messageType: [item('system', '系统消息'), item('email', '邮件消息'), item('sms', '短信消息')],
  });
});

const ADMIN = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export', 'sendMsg'].map(
  (a) => `system:messageTemplate:${a}`,
);
const TEMPLATES = [
  {
    id: 't1',
    templateCode: 'exam_notice',
    templateName: '考试提醒',
    templateType: '1',
    templateType_dictText: '文本',
    templateContent: '${name}同学，${exam}将于${date}举行。',
    templateTestJson: '{"name":"王小明","exam":"全国考试","date":"周六"}',
    useStatus: '1',
  },
  {
    id: 't2',
    templateCode: 'account_audit',
    templateName: '账号审核结果',
    templateType: '1',
    templateType_dictText: '文本',
    templateContent: '您好，${name}：申请已${result}。',
    templateTestJson: '',
    useStatus: '0',
  },
];
const USERS = [
  { id: 'u2', username: 'jeecg', realname: '张晓明' },
  { id: 'u3', username: 'wangqiang', realname: '王强' },
];

function serve() {
  const calls: { path: string; body?: unknown }[] = [];
  bed.server.use(
    http.get(api('/sys/message/sysMessageTemplate/list'), () => page(TEMPLATES)),
    http.put(api('/sys/message/sysMessageTemplate/edit'), async ({ request }) => {
      calls.push({ path: 'edit', body: await request.json() });
      return ok(null, '更新成功！');
    }),
    http.post(api('/sys/message/sysMessageTemplate/sendMsg'), async ({ request }) => {
      calls.push({ path: 'sendMsg', body: await request.json() });
      return ok('消息发送成功！', '消息发送成功！');
    }),
  );
  serveGet(bed.server, '/sys/user/list', (p) =>
    p.get('id')?.endsWith(',') ? restored(USERS, p, 'id') : pageOf(USERS, p),
  );
  return calls;
}

async function renderList(codes = ADMIN) {
  const calls = serve();
  renderWithClient(<MessageTemplateListPage />, grant(...codes));
  await screen.findByText('1-2 共2条');
  return { calls, user: userEvent.setup() };
}

const row = (code: string) => screen.getByRole('group', { name: `${code} 操作` });
const notes = (intent: string) => bed.notes.filter((n) => n.intent === intent).map((n) => n.message);

describe('消息模板: preview', () => {
  it('renders the template with the JSON test data, or says what is wrong', () => {
    expect(previewOf('${name}您好', '{"name":"张三"}')).toEqual({ ok: true, text: '张三您好' });
    expect(previewOf('${name}您好', '')).toEqual({ ok: true, text: '${name}您好' });
    expect(previewOf('${name}您好', '{"nam":1}')).toEqual({ ok: false, message: '测试数据缺少参数：name' });
    expect(previewOf('${name}', 'oops')).toMatchObject({ ok: false });
  });
});

describe('消息模板: the list', () => {
  it('an applied template is refused 编辑 and 删除 with JeecgBoot’s texts, and offers 停用', async () => {
    const { calls, user } = await renderList();
    expect(within(row('exam_notice')).getByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(within(row('account_audit')).getByRole('button', { name: '应用' })).toBeInTheDocument();
    await user.click(within(row('exam_notice')).getByRole('button', { name: '编辑' }));
    await user.click(within(row('exam_notice')).getByRole('button', { name: '删除' }));
    expect(notes('warning')).toEqual(['此模板已被应用，禁止编辑!', '该模板已被应用禁止删除!']);
    expect(screen.queryByRole('dialog', { name: '编辑' })).toBeNull();

    await user.click(within(row('exam_notice')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'edit')?.body).toEqual({ id: 't1', useStatus: '0' }));
  });

  it('发送测试 previews the text and sends the template code, test data, channel and receivers’ usernames', async () => {
    const { calls, user } = await renderList();
    await user.click(within(row('exam_notice')).getByRole('button', { name: '发送测试' }));
    const dialog = await screen.findByRole('dialog', { name: '发送测试' });
    expect(within(dialog).getByText('王小明同学，全国考试将于周六举行。')).toBeInTheDocument();

    const data = within(dialog).getByRole('textbox', { name: '测试数据' });
    await user.clear(data);
    await user.type(data, '{{"name":"李雷"}');
    expect(await within(dialog).findByText('测试数据缺少参数：exam、date')).toBeInTheDocument();
    await user.clear(data);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择消息接收方')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'sendMsg')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '邮件消息' }));
    await user.click(within(dialog).getByRole('button', { name: '选择用户' }));
    const picker = await screen.findByRole('dialog', { name: '选择用户' });
    await user.click(await within(picker).findByRole('checkbox', { name: '选择 jeecg' }));
    await user.click(within(picker).getByRole('checkbox', { name: '选择 wangqiang' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).toBeNull());
    expect(await within(dialog).findByRole('button', { name: '移除 王强' })).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['消息发送成功！']));
    expect(calls.find((c) => c.path === 'sendMsg')?.body).toEqual({
      templateCode: 'exam_notice',
      testData: '',
      receiver: 'jeecg,wangqiang',
      msgType: 'email',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发送测试' })).toBeNull());
  }, 30_000);

  it('without system:messageTemplate:sendMsg there is no 发送测试', async () => {
    await renderList(['system:messageTemplate:edit']);
    expect(within(row('account_audit')).queryByRole('button', { name: '发送测试' })).toBeNull();
    expect(within(row('account_audit')).queryByRole('button', { name: '删除' })).toBeNull();
  });
});
