import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { EntityListPage, QueryFormFrame, useQueryFormStyles, type QueryFormRender } from '@/components/crud';
import { UserPicker } from '@/components/widgets/user-picker';
import { nationalManagerEntity } from '@/domain/entities/national-manager';

/** 管理员账号 is picked with the user picker (the plain form would ask for the account's id). */
function NationalManagerFilters({ onSearch, onReset }: Parameters<QueryFormRender>[0]) {
  const styles = useQueryFormStyles();
  const [userId, setUserId] = useState('');
  return (
    <QueryFormFrame
      onSearch={() => onSearch({ userId })}
      onReset={() => {
        setUserId('');
        onReset();
      }}
    >
      <Field label="管理员账号" className={styles.field}>
        <UserPicker label="管理员账号" value={userId} onChange={(value) => setUserId(value)} />
      </Field>
    </QueryFormFrame>
  );
}

/**
 * 全国管理员 (cpc/NationalManagerList): staff accounts and their provinces. The plain list serves the rest (the user
 * picker for 管理员账号, the 34 provinces as a multiple choice shown by name, 联系电话, 备注); the server refuses a
 * customer account or a contact with its message, and the form keeps what was chosen.
 */
export default function NationalManagerListPage() {
  return <EntityListPage entity={nationalManagerEntity} queryForm={(props) => <NationalManagerFilters {...props} />} />;
}
