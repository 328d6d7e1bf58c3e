import { useQuery } from '@tanstack/react-query';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import { DetailList } from '@/components/widgets/detail-list';
import { LoadFailed } from '@/components/widgets/load-failed';
import { LINK_ROLE, linkUserEntity } from '@/domain/entities/link-user';
import type { RecordOf } from '@/domain/entities';
import type { ScreenProps } from '@/features/screen-descriptor';
import { fetchFound, fetchResult } from '@/lib/api-client';
import { portalKeys } from '../../layout/portal-queries';

const LINK = linkUserEntity.apiPath;
export const PROFILE_URLS = {
  own: '/custumer/linkUser/getsysById',
  role: `${LINK}/checkLinkroleByUserId`,
  programmes: `${LINK}/getProfessionNameByids`,
} as const;

type Contact = RecordOf<typeof linkUserEntity>;
interface ContactRole {
  linkRole: string;
  linkRole_dictText?: string;
  isPrincipal: boolean;
}

const useStyles = makeStyles({
  page: {
    maxWidth: '720px',
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
});

const quiet = { meta: { quiet: true }, retry: false } as const;

/** What the contact's data reaches: a 学院联系人 his college, the others the whole institution. */
export function reachText(role: ContactRole | undefined, contact: Contact): string {
  if (!role) return '';
  if (String(role.linkRole) === LINK_ROLE.college) return `仅本学院（${shownText(contact, 'collegeId')}）`;
  return role.isPrincipal ? '本院校全部数据（院校负责人）' : '本院校全部数据';
}

/**
 * 我的资料 (/cpctest/customer/profile, from the user menu): the signed-in contact's own record (getsysById: the server
 * takes him from the token), his role and what it reaches (checkLinkroleByUserId), and his programmes by name
 * (getProfessionNameByids).
 */
export default function MyProfilePage(_props: ScreenProps) {
  const styles = useStyles();
  const own = useQuery({
    queryKey: portalKeys.list({ view: 'profile' }),
    queryFn: () => fetchFound<Contact>(PROFILE_URLS.own),
    ...quiet,
  });
  const role = useQuery({
    queryKey: portalKeys.list({ view: 'profile-role' }),
    queryFn: async () => (await fetchResult<ContactRole>(PROFILE_URLS.role)) ?? undefined,
    ...quiet,
  });
  const ids = String(own.data?.professionIds ?? '');
  const programmes = useQuery({
    queryKey: portalKeys.list({ view: 'profile-programmes', ids }),
    queryFn: async () => (await fetchResult<string>(PROFILE_URLS.programmes, { ids })) ?? '',
    enabled: ids !== '',
    ...quiet,
  });
  if (own.isError && !own.data) return <LoadFailed message="资料加载失败" onRetry={() => void own.refetch()} />;
  if (!own.data) return <Spinner size="tiny" label="加载中…" />;
  const contact = own.data;
  return (
    <section className={styles.page} aria-label="我的资料">
      <DetailList
        columns={2}
        aria-label="基本信息"
        items={[
          ['姓名', contact.realname],
          ['账号', contact.username],
          ['手机号码', contact.Phone],
          ['电子邮箱', contact.email],
          ['联系人角色', role.data?.linkRole_dictText ?? shownText(contact, 'linkRole')],
          ['院校', shownText(contact, 'institutionId')],
          ['学院', shownText(contact, 'collegeId') || '—'],
          ['负责专业', ids ? (programmes.data ?? '…') || '—' : '—'],
          ['数据范围', reachText(role.data, contact)],
        ]}
      />
    </section>
  );
}
