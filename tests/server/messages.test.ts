/**
 * 消息模板 and 消息管理: template rendering (`${name}` from JSON parameters), the template CRUD (unique
 * code, an applied template is only 停用), 发送测试 over each channel — 站内消息 reaching the bell, email and SMS
 * written to the server log — each send recorded in sys_sms, and the permission codes.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import {
  BAD_JSON_MESSAGE,
  parseTemplateParams,
  renderTemplate,
  templatePlaceholders,
} from '../../src/domain/template-render';
import { sysSms, sysSmsTemplate } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ logger: { level: 'info', stream } });
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => server?.close());

describe('rendering a template', () => {
  it('fills ${name} placeholders from the parameters; no parameters sends it as written', () => {
    expect(templatePlaceholders('${name}您好，${ exam }于${date}；${name}')).toEqual(['name', 'exam', 'date']);
    expect(renderTemplate('${name}您好，${ exam }', { name: '张三', exam: '期末考试' })).toEqual({
      ok: true,
      text: '张三您好，期末考试',
    });
    expect(renderTemplate('共${count}人', { count: 12 })).toEqual({ ok: true, text: '共12人' });
    expect(renderTemplate('${name}您好', null)).toEqual({ ok: true, text: '${name}您好' });
    expect(renderTemplate('${name}${date}', { name: 'x' })).toEqual({ ok: false, message: '测试数据缺少参数：date' });
    expect(parseTemplateParams('')).toEqual({ ok: true, params: null });
    expect(parseTemplateParams('{"a":1}')).toEqual({ ok: true, params: { a: 1 } });
    expect(parseTemplateParams('[1]')).toEqual({ ok: false, message: BAD_JSON_MESSAGE });
    expect(parseTemplateParams('{a:1}')).toEqual({ ok: false, message: BAD_JSON_MESSAGE });
  });
});

describe('消息模板 CRUD', () => {
  it('lists the demo templates with their dictionary texts', async () => {
    const list = await admin.get<PageResult<Rec>>('/sys/message/sysMessageTemplate/list', { pageSize: 50 });
    expect(list.body.success).toBe(true);
    const exam = list.body.result.records.find((r) => r.templateCode === 'exam_notice');
    expect(exam).toMatchObject({ templateType: '1', templateType_dictText: '文本', useStatus: '1' });
  });

  it('refuses a second template with the same code', async () => {
    const body = { templateCode: 'dup_code', templateName: '重复', templateType: '1', templateContent: '内容' };
    expect((await admin.post('/sys/message/sysMessageTemplate/add', body)).body.success).toBe(true);
    expect((await admin.post('/sys/message/sysMessageTemplate/add', body)).body).toMatchObject({
      success: false,
      message: '模板CODE「dup_code」已存在',
    });
  });

  it('an applied template is neither edited nor deleted; 停用 then allows both; edit is PUT only', async () => {
    const [row] = await server.opened.db
      .select()
      .from(sysSmsTemplate)
      .where(eq(sysSmsTemplate.templateCode, 'exam_notice'));
    const id = row!.id;
    expect((await admin.put('/sys/message/sysMessageTemplate/edit', { id, templateName: '改名' })).body).toMatchObject({
      success: false,
      message: '此模板已被应用，禁止编辑!',
    });
    // The form sends every field: unchanged ones do not count.
    expect(
      (await admin.put('/sys/message/sysMessageTemplate/edit', { ...row, templateName: row!.templateName })).body
        .success,
    ).toBe(true);
    expect((await admin.del('/sys/message/sysMessageTemplate/delete', { id })).body).toMatchObject({
      success: false,
      message: '该模板已被应用禁止删除!',
    });
    expect((await admin.put('/sys/message/sysMessageTemplate/edit', { id, useStatus: '0' })).body.success).toBe(true);
    expect(
      (await admin.put('/sys/message/sysMessageTemplate/edit', { id, templateName: '考试提醒2' })).body.success,
    ).toBe(true);
    expect((await admin.post('/sys/message/sysMessageTemplate/edit', { id, templateName: 'x' })).status).toBe(405);
    await admin.put('/sys/message/sysMessageTemplate/edit', { id, templateName: '考试提醒', useStatus: '1' });
  });
});

describe('发送测试 (sendMsg)', () => {
  const sendMsg = (body: Rec) => admin.post('/sys/message/sysMessageTemplate/sendMsg', body);
  const records = async (title = '消息发送测试') =>
    server.opened.db.select().from(sysSms).where(eq(sysSms.esTitle, title));

  it('站内消息: a 系统消息 in the receiver’s bell with the rendered text, recorded as sent', async () => {
    const jeecg = client(server.app, await tokenFor(server.app, 'jeecg'));
    const before = (await jeecg.get<{ sysMsgTotal: number }>('/sys/annountCement/listByUser')).body.result.sysMsgTotal;
    const res = await sendMsg({
      templateCode: 'grade_published',
      testData: '{"name":"张晓明","exam":"期中考试","count":"300"}',
      receiver: 'jeecg',
      msgType: 'system',
    });
    expect(res.body).toMatchObject({ success: true, message: '消息发送成功！' });
    const bell = (await jeecg.get<{ sysMsgTotal: number; sysMsgList: Rec[] }>('/sys/annountCement/listByUser')).body
      .result;
    expect(bell.sysMsgTotal).toBe(before + 1);
    expect(bell.sysMsgList[0]).toMatchObject({
      titile: '消息发送测试',
      msgContent:
        '<p>张晓明老师：</p><p>期中考试成绩已发布，共 <strong>300</strong> 名考生，请登录系统查看成绩统计。</p>',
      msgCategory: '2',
      msgType: 'USER',
      priority: 'M',
      sendStatus: '1',
      sender: 'admin',
    });
    expect((await records()).find((r) => r.esType === 'system' && r.esReceiver === 'jeecg')).toMatchObject({
      esSendStatus: '1',
      esSendNum: 1,
      esResult: null,
    });
  });

  it('email and SMS are written to the server log, each receiver recorded', async () => {
    logLines.length = 0;
    const res = await sendMsg({
      templateCode: 'exam_notice',
      testData: '{"name":"王强","exam":"全国考试","date":"周六"}',
      receiver: 'wangqiang,liuyang',
      msgType: 'email',
    });
    expect(res.body.success).toBe(true);
    const log = logLines.join('');
    expect(log).toContain('[邮件] 收件人：wangqiang@exam-center.cn（王强）');
    expect(log).toContain('王强同学，您报名的全国考试将于周六举行');
    expect(
      (await sendMsg({ templateCode: 'exam_notice', testData: '', receiver: 'wangqiang', msgType: 'sms' })).body
        .success,
    ).toBe(true);
    expect(logLines.join('')).toContain('[短信] 接收号码：13912345603（王强） 内容：${name}同学');
    const sent = await records();
    expect(
      sent
        .filter((r) => r.esType === 'email')
        .map((r) => r.esReceiver)
        .sort(),
    ).toEqual(['liuyang@exam-center.cn', 'wangqiang@exam-center.cn']);
    expect(sent.find((r) => r.esType === 'sms')).toMatchObject({ esReceiver: '13912345603', esSendStatus: '1' });
  });

  it('refuses bad test data, a missing parameter, an unknown template or channel; records a failed receiver', async () => {
    const base = { templateCode: 'exam_notice', receiver: 'jeecg', msgType: 'system' };
    expect((await sendMsg({ ...base, testData: '{oops' })).body).toMatchObject({
      success: false,
      message: BAD_JSON_MESSAGE,
    });
    expect((await sendMsg({ ...base, testData: '{"name":"x"}' })).body).toMatchObject({
      success: false,
      message: '测试数据缺少参数：exam、date',
    });
    expect((await sendMsg({ ...base, templateCode: 'nope' })).body).toMatchObject({
      success: false,
      message: '消息模板不存在，模板编码：nope',
    });
    expect((await sendMsg({ ...base, msgType: 'fax' })).body).toMatchObject({
      success: false,
      message: '不支持的消息类型：fax',
    });
    expect((await sendMsg({ ...base, receiver: '' })).body).toMatchObject({
      success: false,
      message: '请选择消息接收方',
    });
    const failed = await sendMsg({ ...base, receiver: 'ghost_user', testData: '' });
    expect(failed.body).toMatchObject({
      success: false,
      message: '发送消息出错！ghost_user：接收人不存在：ghost_user',
    });
    expect((await records()).find((r) => r.esReceiver === 'ghost_user')).toMatchObject({
      esSendStatus: '2',
      esResult: '接收人不存在：ghost_user',
    });
  });
});

describe('消息管理 and the permission codes', () => {
  it('lists the sends with their channel and status texts', async () => {
    const list = await admin.get<PageResult<Rec>>('/sys/message/sysMessage/list', { esType: 'email', pageSize: 50 });
    expect(list.body.success).toBe(true);
    expect(list.body.result.records.length).toBeGreaterThan(0);
    expect(list.body.result.records[0]).toMatchObject({ esType_dictText: '邮件消息' });
    expect(list.body.result.records.some((r) => r.esSendStatus_dictText === '发送成功')).toBe(true);
  });

  it('a user without the buttons reads no templates or messages and sends nothing', async () => {
    const jeecg = client(server.app, await tokenFor(server.app, 'jeecg'));
    expect((await jeecg.get('/sys/message/sysMessageTemplate/list')).body).toMatchObject({ code: 510 });
    expect((await jeecg.get('/sys/message/sysMessage/list')).body).toMatchObject({ code: 510 });
    expect(
      (await jeecg.post('/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'exam_notice', receiver: 'jeecg' }))
        .body,
    ).toMatchObject({ code: 510 });
    const route = server.app.routeTable.find((r) => r.url === '/jeecg-boot/sys/message/sysMessageTemplate/sendMsg');
    expect(route?.permission).toBe('system:messageTemplate:sendMsg');
  });
});
