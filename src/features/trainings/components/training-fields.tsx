import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FieldInputProps, FormContext } from '@/components/crud';
import { CollegePicker, InstitutionPicker } from '@/components/widgets/business-pickers';
import { valueText } from '@/domain/validation';

export const TRAINING_TEXTS = {
  allInstitutions: '全部院校',
  institutionHint: '留空表示面向全部院校',
  collegeHint: '先选择面向院校；留空表示面向该院校全部学院',
} as const;

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

function Hinted({ hint, children }: { hint: string; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      {children}
      <Text size={200} className={styles.hint}>
        {hint}
      </Text>
    </div>
  );
}

/** 面向院校 in the institution picker (empty: every institution), 面向学院 among that institution's colleges. */
export const trainingFieldRenderers = {
  organizationId: (p: FieldInputProps, form: FormContext) => (
    <Hinted hint={TRAINING_TEXTS.institutionHint}>
      <InstitutionPicker
        label="面向院校"
        value={valueText(p.value)}
        disabled={p.disabled}
        onChange={(value) => {
          if (value === valueText(p.value)) return;
          p.onChange(value);
          // Another institution has other colleges.
          form.setValue('collegeId', '');
        }}
      />
    </Hinted>
  ),
  collegeId: (p: FieldInputProps, form: FormContext) => {
    const institutionId = valueText(form.values.organizationId);
    return (
      <Hinted hint={TRAINING_TEXTS.collegeHint}>
        <CollegePicker
          label="面向学院"
          institutionId={institutionId || undefined}
          value={valueText(p.value)}
          disabled={p.disabled || !institutionId}
          onChange={(value) => p.onChange(value)}
        />
      </Hinted>
    );
  },
};
