import { useState } from 'react';
import { Badge, Button, Card, Link, makeStyles, Spinner, Text, Title3, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportSave, shownText, useWrite } from '@/components/crud';
import { EntityFormDialog } from '@/components/crud/forms';
import { AreaText } from '@/components/widgets/area-select';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { SafeHtml } from '@/components/widgets/safe-html';
import { fileAccessUrl, splitPaths } from '@/components/widgets/upload/upload-model';
import { organizationEntity } from '@/domain/entities';
import { ORGANIZATION_ADDRESS_LIST } from '@/domain/entities/organization';
import { isBlankHtml, webAddress } from '@/domain/validation';
import { resourceKeys } from '@/lib/resource-keys';
import {
  ADDRESS_FORM,
  CONTACT_FORM,
  myInstitutionQuery,
  PORTAL_URLS,
  type PortalInstitution,
  type Address,
} from '../api/institution-api';
import { ContactList, Counts, Facts, LoadError, PORTAL_TEXTS, Section, usePortalStyles } from './portal-parts';

const useStyles = makeStyles({
  logo: {
    width: '64px',
    height: '64px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
  },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
});

type Dialog = { kind: 'contact' } | { kind: 'address'; record?: Address } | null;

function Header({ org, onEdit }: { org: PortalInstitution; onEdit?: () => void }) {
  const styles = { ...usePortalStyles(), ...useStyles() };
  const logo = fileAccessUrl(splitPaths(org.logo ?? undefined)[0]);
  const website = webAddress(org.website);
  return (
    <Card>
      <div className={styles.header}>
        {logo && <img className={styles.logo} src={logo} alt={`${shownText(org, 'orgName')}标志`} />}
        <div className={styles.heading}>
          <Title3 as="h2" className={styles.title}>
            {shownText(org, 'orgName')}
          </Title3>
          <div>{shownText(org, 'orgType') && <Badge appearance="tint">{shownText(org, 'orgType')}</Badge>}</div>
          <Facts
            items={[
              ['所在地区', org.area && <AreaText value={org.area} />],
              ['负责人', shownText(org, 'principal')],
              ['联系电话', shownText(org, 'phone')],
              ['电子邮箱', shownText(org, 'email')],
              [
                '官方网站',
                website && (
                  <Link href={website} target="_blank" rel="noopener noreferrer">
                    {website}
                  </Link>
                ),
              ],
            ]}
          />
          {onEdit && (
            <div>
              <Button icon={<EditRegular />} onClick={onEdit}>
                编辑联系方式
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

function Addresses(props: {
  addresses: Address[];
  canEdit: boolean;
  onEdit: (record?: Address) => void;
  onDelete: (record: Address) => void;
}) {
  const styles = { ...usePortalStyles(), ...useStyles() };
  const { addresses, canEdit } = props;
  return (
    <Section
      title="地址"
      count={addresses.length}
      action={
        canEdit && (
          <Button size="small" icon={<AddRegular />} onClick={() => props.onEdit()}>
            新增地址
          </Button>
        )
      }
    >
      {addresses.length === 0 ? (
        <Text className={styles.muted}>{PORTAL_TEXTS.noAddresses}</Text>
      ) : (
        <ul className={styles.items} aria-label="地址">
          {addresses.map((a) => (
            <li key={a.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Text weight="semibold">
                  {shownText(a, 'addressType')}：{shownText(a, 'detail')}
                </Text>
                {canEdit && (
                  <span className={styles.actions}>
                    <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => props.onEdit(a)}>
                      编辑
                    </Button>
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => props.onDelete(a)}>
                      删除
                    </Button>
                  </span>
                )}
              </div>
              <Facts
                items={[
                  ['所在地区', a.area && <AreaText value={a.area} />],
                  ['邮政编码', shownText(a, 'postcode')],
                  ['联系人', shownText(a, 'receiver')],
                  ['联系电话', shownText(a, 'phone')],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * 机构详情 (customer/InstitutionDetail): the signed-in contact's institution: header, counts, 简介 (sanitised), 地址
 * and 联系人 (院校负责人 first). Its 院校负责人 edits the contact details and the addresses in form dialogs; a
 * refusal leaves the dialog open with what was typed.
 */
export default function InstitutionDetailPage() {
  const styles = usePortalStyles();
  const client = useQueryClient();
  const institution = useQuery(myInstitutionQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const { confirm, element: confirmElement } = useConfirm();
  const writer = useWrite();

  if (institution.isError) return <LoadError error={institution.error} />;
  if (!institution.data) return <Spinner label={PORTAL_TEXTS.loading} />;
  const org = institution.data;
  const canEdit = org.canEdit === true;
  const addresses = org[ORGANIZATION_ADDRESS_LIST] ?? [];
  const intro = org.intro ?? '';
  const saved = () => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: resourceKeys(organizationEntity.name).all() });
  };
  const remove = async (address: Address) => {
    const ok = await confirm({ title: '确认删除', message: `是否删除地址「${shownText(address, 'detail')}」？` });
    if (!ok) return;
    const result = await writer.send({
      method: 'DELETE',
      url: PORTAL_URLS.deleteAddress,
      params: { id: address.id },
      meta: {
        scope: organizationEntity.name,
        kind: 'delete',
        label: `删除 地址「${shownText(address, 'detail')}」`,
        recordIds: [address.id],
      },
    });
    reportSave(result, '删除成功!');
  };

  return (
    <div className={styles.root}>
      <Header org={org} onEdit={canEdit ? () => setDialog({ kind: 'contact' }) : undefined} />
      <Counts
        items={[
          ['学院', org.collegeCount],
          ['学生', org.studentCount],
          ['联系人', org.linkUserCount],
          ['考试', org.testCount],
        ]}
      />
      <Section title="简介">
        {isBlankHtml(intro) ? (
          <Text className={styles.muted}>{PORTAL_TEXTS.noIntro}</Text>
        ) : (
          <SafeHtml className={styles.intro} html={intro} />
        )}
      </Section>
      <Addresses
        addresses={addresses}
        canEdit={canEdit}
        onEdit={(record) => setDialog({ kind: 'address', record })}
        onDelete={(record) => void remove(record)}
      />
      <Section title="联系人" count={org.contacts?.length ?? 0}>
        <ContactList contacts={org.contacts ?? []} label="联系人" />
      </Section>
      {dialog?.kind === 'contact' && (
        <EntityFormDialog
          entity={CONTACT_FORM}
          mode="edit"
          open
          title="编辑联系方式"
          record={org}
          addUrl={null}
          editUrl={PORTAL_URLS.editInstitution}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'address' && (
        <EntityFormDialog
          entity={ADDRESS_FORM}
          mode={dialog.record ? 'edit' : 'add'}
          open
          title={dialog.record ? '编辑地址' : '新增地址'}
          record={dialog.record}
          addUrl={PORTAL_URLS.addAddress}
          editUrl={PORTAL_URLS.editAddress}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {confirmElement}
    </div>
  );
}
