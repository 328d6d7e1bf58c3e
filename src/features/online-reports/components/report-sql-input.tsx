import { useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { CodeTextRegular } from '@fluentui/react-icons';
import type { FieldInputProps } from '@/components/crud';
import { FormFieldInput } from '@/components/crud/form-field-input';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  actions: { display: 'flex', gap: '8px' },
});

export interface ReportSqlInputProps {
  input: FieldInputProps;
  /** Parses the SQL and fills the form's grids (see useReportSubTables). */
  onParse: (sql: string) => Promise<void>;
}

/** 报表SQL with SQL解析 under it: the typed SELECT's columns and `${…}` parameters fill the form's two tabs. */
export function ReportSqlInput({ input, onParse }: ReportSqlInputProps) {
  const styles = useStyles();
  const [parsing, setParsing] = useState(false);
  const parse = async () => {
    setParsing(true);
    try {
      await onParse(typeof input.value === 'string' ? input.value : '');
    } finally {
      setParsing(false);
    }
  };
  return (
    <div className={styles.box}>
      <FormFieldInput {...input} />
      <div className={styles.actions}>
        <Button icon={<CodeTextRegular />} disabled={input.disabled || parsing} onClick={() => void parse()}>
          SQL解析
        </Button>
      </div>
    </div>
  );
}
