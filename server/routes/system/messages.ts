/**
 * 消息模板 under /sys/message/sysMessageTemplate: the CRUD of its definition (edit is PUT only, as
 * JeecgBoot's; an applied template — useStatus 1 — can only be 停用, never edited or deleted) and `POST sendMsg`
 * (发送测试): the template rendered with the JSON test data and sent to each receiver (usernames) over the chosen
 * channel (system 站内消息 / email / sms, services/message-senders.ts), each send recorded in 消息管理 (sys_sms,
 * whose CRUD is the plain one of its definition).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { messageTemplateEntity, TEMPLATE_IN_USE } from '../../../src/domain/entities/message-template';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import { parseTemplateParams, renderTemplate } from '../../../src/domain/template-render';
import type { AppContext } from '../../context';
import { ENTITY_TABLES } from '../../crud/entity-tables';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { bodyOf } from '../../crud/writes';
import { sysSmsTemplate } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, okMessage } from '../../http/envelope';
import { isChannel, sendMessages } from '../../services/message-senders';
import { routeSchema, text as textValue } from '../../http/route-schemas';
import { READERS } from '../../services/readers';

export const TEMPLATE_TABLE = ENTITY_TABLES.find((et) => et.def === messageTemplateEntity)!;
export const TEST_MESSAGE_TITLE = '消息发送测试';
const FIELDS = new Set<string>(messageTemplateEntity.fields.map((f) => f.name));

const spec: CrudSpec = {
  et: TEMPLATE_TABLE,
  readers: READERS.messageTemplate,
  editMethods: ['PUT'],
  async check(_w, body, existing) {
    if (existing?.useStatus !== TEMPLATE_IN_USE) return;
    const changed = Object.keys(body).filter(
      (key) => FIELDS.has(key) && key !== 'useStatus' && String(body[key] ?? '') !== String(existing[key] ?? ''),
    );
    if (changed.length > 0) throw new BizError('此模板已被应用，禁止编辑!');
  },
  async beforeDelete(_ctx, rows) {
    if (rows.some((r) => r.useStatus === TEMPLATE_IN_USE)) throw new BizError('该模板已被应用禁止删除!');
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

const SEND_MSG = routeSchema({
  body: {
    msgType: textValue('消息类型'),
    templateCode: textValue('模板编码'),
    // The test data is JSON text; an object is taken as its JSON.
    testData: { title: '测试数据', type: ['string', 'object', 'number', 'boolean', 'null'] },
    receiver: textValue('消息接收方'),
  },
});

export async function sysMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, spec);

  app.post(
    '/sys/message/sysMessageTemplate/sendMsg',
    {
      config: {
        permission: permissionCode(messageTemplateEntity, 'sendMsg'),
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
      schema: SEND_MSG,
    },
    async (request) => {
      const body = bodyOf(request);
      const channel = text(body.msgType).trim() || 'system';
      if (!isChannel(channel)) throw new BizError(`不支持的消息类型：${channel.slice(0, 30)}`);
      const code = text(body.templateCode).trim();
      const [template] = code
        ? await ctx.db.select().from(sysSmsTemplate).where(eq(sysSmsTemplate.templateCode, code)).limit(1)
        : [];
      if (!template) throw new BizError(`消息模板不存在，模板编码：${code.slice(0, 32)}`);
      const testData = text(body.testData);
      const parsed = parseTemplateParams(testData);
      if (!parsed.ok) throw new BizError(parsed.message);
      const rendered = renderTemplate(template.templateContent, parsed.params);
      if (!rendered.ok) throw new BizError(rendered.message);
      if (!rendered.text.trim()) throw new BizError('发送消息失败,消息内容为空！');
      const outcomes = await sendMessages(ctx, channel, text(body.receiver).split(','), {
        title: TEST_MESSAGE_TITLE,
        content: rendered.text,
        from: currentUser(request).username,
        param: testData || undefined,
      });
      const failed = outcomes.filter((o) => !o.ok);
      if (failed.length > 0)
        throw new BizError(`发送消息出错！${failed.map((o) => `${o.receiver}：${o.error}`).join('；')}`);
      return okMessage('消息发送成功！');
    },
  );
}
