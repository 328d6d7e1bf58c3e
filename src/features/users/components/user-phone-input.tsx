import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldInputProps, FormContext } from '@/components/crud';
import { FormFieldInput } from '@/components/crud/form-field-input';
import { usePhoneEditable } from '../api/fetch-phone-editable';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: '4px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The user form's 手机号码: a sign-in identity. On edit the server says whether this editor may change it (one's
 * own changes in 个人设置 with an SMS code; another's only by an administrator who may manage that user); when not,
 * the field is disabled and says why.
 */
export function UserPhoneInput({ input, form }: { input: FieldInputProps; form: FormContext }) {
  const styles = useStyles();
  const userId = form.mode === 'edit' && form.record?.id !== undefined ? String(form.record.id) : undefined;
  const check = usePhoneEditable(userId);
  const refusal = check.data && !check.data.editable ? check.data.reason : null;
  // Until the answer comes the field waits; when it cannot come (offline), the server decides on save.
  const waiting = userId !== undefined && check.isPending;
  return (
    <div className={styles.box}>
      <FormFieldInput {...input} disabled={input.disabled || waiting || refusal !== null} />
      {refusal && <Caption1 className={styles.hint}>{refusal}</Caption1>}
    </div>
  );
}
