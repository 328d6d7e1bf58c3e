import { useMemo } from 'react';
import { Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { EntityListPage, type FormContext } from '@/components/crud';
import { organizationEntity } from '@/domain/entities/organization';
import { linkUserEntity } from '@/domain/entities/link-user';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { linkUserFormFields, linkUserPayload, linkUserSavedMessage } from '../link-user-form';
import { LinkUserProfessions, linkUserFieldRenderers } from './link-user-fields';

const useStyles = makeStyles({ bar: { marginBottom: '8px' } });

const form = {
  fieldRenderers: linkUserFieldRenderers,
  formFields: linkUserFormFields,
  transformSubmit: linkUserPayload,
  savedMessage: linkUserSavedMessage,
  renderExtra: (context: FormContext) => <LinkUserProfessions context={context} />,
};

/** The institution's name for the filter bar. */
function useInstitutionName(id: string) {
  return useQuery({
    queryKey: resourceKeys(organizationEntity.name).detail(id),
    queryFn: () => fetchResult<{ orgName?: string }>(`${organizationEntity.apiPath}/queryById`, { id }),
    enabled: id !== '',
    select: (org) => org?.orgName ?? '',
  }).data;
}

/**
 * 联系人列表 (cpc/LinkUserList, /linkUser/list): the contacts with their accounts. Opened from an organisation with
 * `?institutionId=`, it lists that institution's contacts and adds new ones to it.
 */
export default function LinkUserListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const institutionId = params.get('institutionId') ?? '';
  const institutionName = useInstitutionName(institutionId);
  const extraParams = useMemo(() => (institutionId ? { institutionId } : undefined), [institutionId]);
  const entity = useMemo(
    () =>
      institutionId
        ? {
            ...linkUserEntity,
            fields: linkUserEntity.fields.map((f) =>
              f.name === 'institutionId' ? { ...f, defaultValue: institutionId } : f,
            ),
          }
        : linkUserEntity,
    [institutionId],
  );
  return (
    <>
      {institutionId && (
        <MessageBar className={styles.bar}>
          <MessageBarBody>仅显示院校「{institutionName || '…'}」的联系人</MessageBarBody>
          <MessageBarActions>
            <Link onClick={() => void navigate('/linkUser/list')}>查看全部联系人</Link>
          </MessageBarActions>
        </MessageBar>
      )}
      <EntityListPage entity={entity} extraParams={extraParams} form={form} />
    </>
  );
}
