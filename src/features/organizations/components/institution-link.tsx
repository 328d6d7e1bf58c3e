import type { ReactNode } from 'react';
import { AppLink } from '@/components/widgets/app-link';

/** The route of 院校机构 (menu component cpc/InstitutionList); `?id=` shows one institution. */
export const INSTITUTION_PATH = '/organisation/institution';

export const institutionPath = (id?: string) =>
  id ? `${INSTITUTION_PATH}?id=${encodeURIComponent(id)}` : INSTITUTION_PATH;

/** The route of 联系人列表 (cpc/LinkUserList); `?institutionId=` limits it to one institution. */
export const linkUsersPath = (institutionId: string) =>
  `/linkUser/list?institutionId=${encodeURIComponent(institutionId)}`;

/** A link to an institution's page (or the list). */
export function InstitutionLink({ id, children }: { id?: string; children: ReactNode }) {
  return <AppLink to={institutionPath(id)}>{children}</AppLink>;
}
