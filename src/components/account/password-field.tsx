import { Field, Input } from '@fluentui/react-components';
import { PASSWORD_RULE_MESSAGE } from '@/domain/validation';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The field of the new password: it shows the password rule until there is an error to show. */
  showRule?: boolean;
  /** 'current-password' for the old password; new passwords by default. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  disabled?: boolean;
}

/** A required password field of the password dialogs. */
export function PasswordField({ label, value, onChange, error, showRule, autoComplete, ...rest }: PasswordFieldProps) {
  return (
    <Field
      label={label}
      required
      validationMessage={error}
      hint={showRule && !error ? PASSWORD_RULE_MESSAGE : undefined}
    >
      <Input
        {...rest}
        type="password"
        autoComplete={autoComplete ?? 'new-password'}
        value={value}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}
