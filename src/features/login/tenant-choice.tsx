import { Button, Field, Select } from '@fluentui/react-components';
import type { Tenant } from '@/domain/session-types';
import LoginAlert from './login-alert';

/** The tenant of this sign-in, for an account in several tenants. */
export default function TenantChoice(props: {
  tenants: Tenant[];
  value: string;
  onChange: (v: string) => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <LoginAlert intent="info">您的账号属于多个租户，请选择本次登录的租户。</LoginAlert>
      <Field label="租户" required>
        <Select value={props.value} onChange={(_, d) => props.onChange(d.value)}>
          {props.tenants.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button appearance="primary" onClick={props.onConfirm}>
        确定
      </Button>
    </>
  );
}
