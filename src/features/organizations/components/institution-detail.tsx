import type { ReactNode } from 'react';
import {
  Badge,
  Card,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { shownText } from '@/components/crud';
import { AreaText } from '@/components/widgets/area-select';
import { SafeHtml } from '@/components/widgets/safe-html';
import { fileAccessUrl, splitPaths } from '@/components/widgets/upload/upload-model';
import { ORG_STATUS, ORGANIZATION_ADDRESS_LIST } from '@/domain/entities/organization';
import { isBlankHtml, webAddress } from '@/domain/validation';
import {
  collegesQuery,
  completeOrganizationQuery,
  linkUsersQuery,
  testsQuery,
  type CompleteOrganization,
  type College,
  type LinkUser,
  type OrganizationAddress,
  type Test,
} from '../api/organization-api';
import { AppLink } from '@/components/widgets/app-link';
import { InstitutionLink, linkUsersPath } from './institution-link';
import { RecordRows, type RowColumn } from './record-rows';

/** Texts of the institution page. */
export const INSTITUTION_TEXTS = {
  back: '返回院校列表',
  loading: '加载中…',
  noIntro: '暂无简介',
  noAddresses: '暂无地址',
  noColleges: '暂无学院',
  noLinkUsers: '暂无联系人',
  manageLinkUsers: '管理联系人',
  noTests: '暂无考试',
  loadFailed: '加载失败',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  header: { display: 'flex', gap: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  logo: {
    width: '72px',
    height: '72px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
  },
  heading: { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0, flex: '1 1 240px' },
  title: { overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', color: tokens.colorNeutralForeground2 },
  fact: { overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: '12px' },
  count: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  sections: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  section: { minWidth: 0 },
  intro: { overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } },
  muted: { color: tokens.colorNeutralForeground3 },
});

const ADDRESS_COLUMNS: RowColumn<OrganizationAddress>[] = [
  { key: 'addressType', label: '类型' },
  { key: 'area', label: '所在地区', render: (r) => <AreaText value={r.area ?? undefined} /> },
  { key: 'detail', label: '详细地址' },
  { key: 'postcode', label: '邮政编码' },
  { key: 'receiver', label: '联系人' },
  { key: 'phone', label: '联系电话' },
];

const COLLEGE_COLUMNS: RowColumn<College>[] = [
  { key: 'collegeName', label: '学院名称' },
  { key: 'collegeCode', label: '学院编码' },
  { key: 'dean', label: '院长' },
  { key: 'phone', label: '联系电话' },
  { key: 'programmeCount', label: '专业数' },
  { key: 'studentCount', label: '学生数' },
];

const TEST_COLUMNS: RowColumn<Test>[] = [
  { key: 'testName', label: '考试名称' },
  { key: 'testCode', label: '考试编码' },
  { key: 'startTime', label: '开考时间' },
  { key: 'status', label: '状态' },
];

const LINK_USER_COLUMNS: RowColumn<LinkUser>[] = [
  { key: 'realname', label: '姓名' },
  { key: 'linkRole', label: '角色' },
  { key: 'collegeId', label: '所属学院' },
  { key: 'username', label: '登录账号' },
  { key: 'Phone', label: '手机号码' },
  { key: 'email', label: '电子邮箱' },
];

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.section} aria-label={title} role="region">
      <Subtitle2 as="h3">
        {title}
        {count !== undefined && ` (${count})`}
      </Subtitle2>
      {children}
    </Card>
  );
}

/** A section's rows once loaded: a spinner, the server's message, the empty text or the rows. */
function Loaded<R extends { id: string }>(props: {
  label: string;
  query: { data?: R[]; isPending: boolean; error: Error | null };
  columns: RowColumn<R>[];
  empty: string;
}) {
  const styles = useStyles();
  const { query } = props;
  if (query.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message || INSTITUTION_TEXTS.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isPending) return <Spinner size="tiny" label={INSTITUTION_TEXTS.loading} />;
  if (!query.data?.length) return <Text className={styles.muted}>{props.empty}</Text>;
  return <RecordRows label={props.label} columns={props.columns} rows={query.data} />;
}

function Header({ org }: { org: CompleteOrganization }) {
  const styles = useStyles();
  const logo = fileAccessUrl(splitPaths(org.logo ?? undefined)[0]);
  const website = webAddress(org.website);
  return (
    <Card>
      <div className={styles.header}>
        {logo && <img className={styles.logo} src={logo} alt={`${org.orgName ?? ''}标志`} />}
        <div className={styles.heading}>
          <Title3 as="h2" className={styles.title}>
            {org.orgName}
          </Title3>
          <div className={styles.badges}>
            {shownText(org, 'orgType') && <Badge appearance="tint">{shownText(org, 'orgType')}</Badge>}
            {shownText(org, 'status') && (
              <Badge appearance="tint" color={org.status === ORG_STATUS.valid ? 'success' : 'informative'}>
                {shownText(org, 'status')}
              </Badge>
            )}
            {org.isCustomer === 'Y' && (
              <Badge appearance="tint" color="brand">
                门户客户
              </Badge>
            )}
          </div>
          <div className={styles.facts}>
            <span className={styles.fact}>机构编码：{org.orgCode}</span>
            {org.area && (
              <span className={styles.fact}>
                所在地区：
                <AreaText value={org.area} />
              </span>
            )}
            {org.principal && <span className={styles.fact}>负责人：{org.principal}</span>}
            {org.phone && <span className={styles.fact}>联系电话：{org.phone}</span>}
            {org.email && <span className={styles.fact}>电子邮箱：{org.email}</span>}
            {website && (
              <span className={styles.fact}>
                官方网站：
                <Link href={website} target="_blank" rel="noopener noreferrer">
                  {website}
                </Link>
              </span>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

function Counts({ org }: { org: CompleteOrganization }) {
  const styles = useStyles();
  const items: [string, number | null | undefined][] = [
    ['学院', org.collegeCount],
    ['学生', org.studentCount],
    ['联系人', org.linkUserCount],
    ['考试', org.testCount],
  ];
  return (
    <div className={styles.counts} role="list" aria-label="统计">
      {items.map(([label, n]) => (
        <Card key={label} className={styles.count} role="listitem" aria-label={`${label} ${n ?? 0}`}>
          <Text className={styles.muted}>{label}</Text>
          <span className={styles.number}>{n ?? 0}</span>
        </Card>
      ))}
    </div>
  );
}

/**
 * One institution of 院校机构 (`?id=`): its header (logo, name, code, type, area, status, website), the counts of
 * colleges, students, contacts and tests, then 简介 (sanitised rich text), 地址, 学院, 联系人 and 考试.
 */
export function InstitutionDetail({ id }: { id: string }) {
  const styles = useStyles();
  const org = useQuery(completeOrganizationQuery(id));
  const colleges = useQuery({ ...collegesQuery(id), enabled: org.isSuccess });
  const linkUsers = useQuery({ ...linkUsersQuery(id), enabled: org.isSuccess });
  const tests = useQuery({ ...testsQuery(id), enabled: org.isSuccess });
  const back = (
    <InstitutionLink>
      <ArrowLeftRegular /> {INSTITUTION_TEXTS.back}
    </InstitutionLink>
  );
  if (org.isError) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{org.error.message || INSTITUTION_TEXTS.loadFailed}</MessageBarBody>
        </MessageBar>
        <div>{back}</div>
      </div>
    );
  }
  if (!org.data) return <Spinner label={INSTITUTION_TEXTS.loading} />;
  const data = org.data;
  const addresses = data[ORGANIZATION_ADDRESS_LIST] ?? [];
  const intro = data.intro ?? '';
  return (
    <div className={styles.root}>
      <div>{back}</div>
      <Header org={data} />
      <Counts org={data} />
      <div className={styles.sections}>
        <Section title="简介">
          {isBlankHtml(intro) ? (
            <Text className={styles.muted}>{INSTITUTION_TEXTS.noIntro}</Text>
          ) : (
            <SafeHtml className={styles.intro} html={intro} />
          )}
        </Section>
        <Section title="地址" count={addresses.length}>
          <Loaded
            label="地址"
            query={{ data: addresses, isPending: false, error: null }}
            columns={ADDRESS_COLUMNS}
            empty={INSTITUTION_TEXTS.noAddresses}
          />
        </Section>
        <Section title="学院" count={data.collegeCount ?? 0}>
          <Loaded label="学院" query={colleges} columns={COLLEGE_COLUMNS} empty={INSTITUTION_TEXTS.noColleges} />
        </Section>
        <Section title="联系人" count={data.linkUserCount ?? 0}>
          <div>
            <AppLink to={linkUsersPath(id)}>{INSTITUTION_TEXTS.manageLinkUsers}</AppLink>
          </div>
          <Loaded label="联系人" query={linkUsers} columns={LINK_USER_COLUMNS} empty={INSTITUTION_TEXTS.noLinkUsers} />
        </Section>
        <Section title="考试" count={data.testCount ?? 0}>
          <Loaded label="考试" query={tests} columns={TEST_COLUMNS} empty={INSTITUTION_TEXTS.noTests} />
        </Section>
      </div>
    </div>
  );
}
