/**
 * Demo 系统通告, message templates and sent messages. Ids are fixed; times are relative to the first start (the
 * notices look recent, and the scheduled one is a week ahead, so PublishScheduledAnnouncementsJob publishes it then).
 */
import { joinUserIds, MSG_CATEGORY, MSG_TYPE, SEND_STATUS } from '../../src/domain/entities/announcement';
import { SEND_RESULT } from '../../src/domain/entities/message';
import { TEMPLATE_TYPE } from '../../src/domain/entities/message-template';
import { formatDateTime } from '../time';
import { SEED_TIME, seedId } from './ids';
import { USERS, userEmail } from './seed-org';

const DAY = 86_400_000;

function userId(username: string): string {
  const index = USERS.findIndex((u) => u.username === username);
  if (index < 0) throw new Error(`seed: unknown user ${username}`);
  return seedId(1, index + 1);
}

interface NoticeDef {
  titile: string;
  msgAbstract: string;
  msgContent: string;
  msgCategory: string;
  priority: 'L' | 'M' | 'H';
  /** Days from the first start: negative in the past. */
  createdDay: number;
  sendStatus: string;
  /** For USER notices. */
  to?: string[];
  startDay?: number;
  endDay: number;
  openType?: string;
  openPage?: string;
}

const NOTICES: NoticeDef[] = [
  {
    titile: '关于2024年下半年全国考试报名工作的通知',
    msgAbstract: '报名时间、报名方式与缴费说明',
    msgContent:
      '<p>各院校考点：</p><p>2024年下半年全国考试网上报名将于<strong>9月2日至9月20日</strong>进行，考生登录报名系统填写信息并在线缴费。</p><ul><li>报名资格审核：9月2日至9月23日</li><li>准考证打印：考前一周</li></ul><p>请各考点做好宣传与咨询工作。</p><p>考试中心</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'H',
    createdDay: -3,
    sendStatus: SEND_STATUS.published,
    endDay: 90,
  },
  {
    titile: '考试管理系统周末升级维护公告',
    msgAbstract: '周六 22:00 至周日 06:00 暂停服务',
    msgContent:
      '<p>为提升系统性能，考试管理系统将于<strong>本周六 22:00 至周日 06:00</strong>进行升级维护，期间暂停登录与数据提交。</p><p>请提前保存工作内容，给您带来不便敬请谅解。</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'M',
    createdDay: -2,
    sendStatus: SEND_STATUS.published,
    endDay: 30,
  },
  {
    titile: '成绩统计功能上线',
    msgAbstract: '考试成绩菜单新增成绩统计页面',
    msgContent: '<p>“考试成绩 › 成绩统计”现已上线，可按考试查看平均分、及格率与分数段分布，并导出统计表。</p>',
    msgCategory: MSG_CATEGORY.system,
    priority: 'L',
    createdDay: -1,
    sendStatus: SEND_STATUS.published,
    endDay: 60,
  },
  {
    titile: '请审核华东区域考点申报材料',
    msgAbstract: '3 所院校提交了考点申报，请于本周内完成审核',
    msgContent:
      '<p>张晓明老师：</p><p>华东区域有 <strong>3</strong> 所院校提交了新考点申报材料，请于本周五前在“考试管理 › 考试列表”中完成审核。</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'H',
    createdDay: -1,
    sendStatus: SEND_STATUS.published,
    to: ['jeecg'],
    endDay: 14,
    openType: 'url',
    openPage: '/test/manager',
  },
  {
    titile: '2025年上半年考试安排（草稿）',
    msgAbstract: '考试日期与科目安排，待审定',
    msgContent: '<p>2025年上半年考试拟定于3月下旬举行，具体科目安排待考务会议审定后发布。</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'M',
    createdDay: -1,
    sendStatus: SEND_STATUS.draft,
    endDay: 120,
  },
  {
    titile: '关于调整阅卷时间的通知',
    msgAbstract: '阅卷时间调整（已撤销）',
    msgContent: '<p>原定于下周一开始的集中阅卷调整为下周三开始。</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'M',
    createdDay: -5,
    sendStatus: SEND_STATUS.revoked,
    endDay: 20,
  },
  {
    titile: '国庆假期值班安排',
    msgAbstract: '假期值班人员与联系方式',
    msgContent: '<p>国庆假期期间考试中心安排专人值班，值班电话：010-62881000。如遇系统故障请及时联系信息技术部。</p>',
    msgCategory: MSG_CATEGORY.notice,
    priority: 'L',
    createdDay: 0,
    sendStatus: SEND_STATUS.draft,
    startDay: 7,
    endDay: 21,
  },
];

export function buildAnnouncements(nowMs: number) {
  const at = (day: number, hour: number) => {
    const date = formatDateTime(new Date(nowMs + day * DAY)).slice(0, 10);
    return `${date} ${String(hour).padStart(2, '0')}:00:00`;
  };
  const announcements = NOTICES.map((n, index) => {
    const created = at(n.createdDay, 9);
    const sent = n.sendStatus === SEND_STATUS.draft ? null : at(n.createdDay, 10);
    return {
      id: seedId(13, index + 1),
      titile: n.titile,
      msgAbstract: n.msgAbstract,
      msgContent: n.msgContent,
      msgCategory: n.msgCategory,
      priority: n.priority,
      msgType: n.to ? MSG_TYPE.user : MSG_TYPE.all,
      userIds: n.to ? joinUserIds(n.to.map(userId)) : null,
      startTime: n.startDay === undefined ? null : at(n.startDay, 8),
      endTime: at(n.endDay, 23),
      sender: 'admin',
      sendStatus: n.sendStatus,
      sendTime: sent,
      cancelTime: n.sendStatus === SEND_STATUS.revoked ? at(n.createdDay, 15) : null,
      openType: n.openType ?? null,
      openPage: n.openPage ?? null,
      delFlag: '0',
      createBy: 'admin',
      createTime: created,
    };
  });
  const sends = NOTICES.flatMap((n, index) =>
    (n.to ?? []).map((username) => ({
      annt: index,
      userId: userId(username),
      createTime: at(n.createdDay, 9),
    })),
  ).map((s, index) => ({
    id: seedId(14, index + 1),
    anntId: seedId(13, s.annt + 1),
    userId: s.userId,
    readFlag: '0',
    createBy: 'admin',
    createTime: s.createTime,
  }));
  return { announcements, sends };
}

export const MESSAGE_TEMPLATES = [
  {
    id: seedId(15, 1),
    templateCode: 'exam_notice',
    templateName: '考试提醒',
    templateType: TEMPLATE_TYPE.text,
    templateContent: '${name}同学，您报名的${exam}将于${date}举行，请携带准考证和身份证提前30分钟到达考点。',
    templateTestJson: '{"name":"王小明","exam":"2024年下半年全国考试","date":"10月26日上午9:00"}',
    useStatus: '1',
  },
  {
    id: seedId(15, 2),
    templateCode: 'grade_published',
    templateName: '成绩发布通知',
    templateType: TEMPLATE_TYPE.richText,
    templateContent:
      '<p>${name}老师：</p><p>${exam}成绩已发布，共 <strong>${count}</strong> 名考生，请登录系统查看成绩统计。</p>',
    templateTestJson: '{"name":"张晓明","exam":"2024年上半年全国考试","count":"1286"}',
    useStatus: '0',
  },
  {
    id: seedId(15, 3),
    templateCode: 'account_audit',
    templateName: '账号审核结果',
    templateType: TEMPLATE_TYPE.text,
    templateContent: '您好，${name}：您提交的院校账号申请已${result}。',
    templateTestJson: '{"name":"李文静","result":"审核通过"}',
    useStatus: '0',
  },
].map((t) => ({ ...t, createBy: 'admin', createTime: SEED_TIME }));

export function buildMessages(nowMs: number) {
  const jeecg = USERS.find((u) => u.username === 'jeecg')!;
  const customer = USERS.find((u) => u.username === 'customer')!;
  const time = (daysAgo: number) => formatDateTime(new Date(nowMs - daysAgo * DAY));
  return [
    {
      esTitle: '考试提醒',
      esType: 'sms',
      esReceiver: jeecg.phone,
      esContent:
        '王小明同学，您报名的2024年下半年全国考试将于10月26日上午9:00举行，请携带准考证和身份证提前30分钟到达考点。',
      esSendStatus: SEND_RESULT.sent,
      esSendNum: 1,
      esSendTime: time(2),
    },
    {
      esTitle: '账号审核结果',
      esType: 'email',
      esReceiver: userEmail(customer),
      esContent: '您好，李文静：您提交的院校账号申请已审核通过。',
      esSendStatus: SEND_RESULT.sent,
      esSendNum: 1,
      esSendTime: time(1),
    },
    {
      esTitle: '成绩发布通知',
      esType: 'email',
      esReceiver: userEmail(USERS.find((u) => u.username === 'songjia')!),
      esContent: '<p>宋佳老师：</p><p>2024年上半年全国考试成绩已发布。</p>',
      esSendStatus: SEND_RESULT.failed,
      esSendNum: 3,
      esResult: '连接邮件服务器超时',
      esSendTime: time(1),
    },
  ].map((m, index) => ({ id: seedId(16, index + 1), createBy: 'admin', createTime: m.esSendTime, ...m }));
}
