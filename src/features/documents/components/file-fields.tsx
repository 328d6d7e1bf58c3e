import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FieldInputProps, FormContext, FormMode, FormValues } from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { TreePicker, useTreeLoader } from '@/components/widgets/dict';
import { FileUploadInput, type UploadValue } from '@/components/widgets/upload';
import type { FieldDef } from '@/domain/entities/entity-types';
import { FILE_BIZ } from '@/domain/entities/document';
import { valueText } from '@/domain/validation';
import { resourceKeys } from '@/lib/resource-keys';
import { DOCUMENT_TEXTS, fileExists, foldersQuery, FOLDER_URL } from '../api/document-api';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How long typing settles before the exist check asks. */
export const EXIST_CHECK_DELAY_MS = 400;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * 文件名称 with the queryFileExist check: as soon as a name, a year and the institution (empty: every institution)
 * are there, 该文件已存在 shows under it when another file has them (the server refuses such a save too).
 */
function FileNameInput({ p, form }: { p: FieldInputProps; form: FormContext }) {
  const styles = useStyles();
  const fileName = valueText(p.value).trim();
  const year = valueText(form.values.year).trim();
  const organizationId = valueText(form.values.organizationId);
  const id = form.record?.id === undefined ? undefined : String(form.record.id);
  const params = useSettled({ fileName, year, organizationId, id }, EXIST_CHECK_DELAY_MS);
  const exists = useQuery({
    queryKey: resourceKeys('file').part('exist', params),
    queryFn: () => fileExists(params),
    enabled: !p.disabled && params.fileName !== '' && /^\d{4}$/.test(params.year),
    staleTime: 0,
  });
  const shown = exists.data === true && params.fileName === fileName && params.year === year;
  return (
    <div className={styles.wrap}>
      <Input
        value={valueText(p.value)}
        placeholder="请输入文件名称"
        disabled={p.disabled}
        onChange={(_, d) => p.onChange(d.value)}
        onBlur={p.onBlur}
        aria-invalid={shown || undefined}
      />
      {shown && (
        <Text size={200} role="alert" className={styles.error}>
          {DOCUMENT_TEXTS.fileExists}
        </Text>
      )}
    </div>
  );
}

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

/** 所属目录 in the folder tree; a new file starts in the folder chosen beside the list. */
function FolderInput({ p, form, chosen }: { p: FieldInputProps; form: FormContext; chosen: string | null }) {
  const load = useTreeLoader('folder');
  const folders = useQuery(foldersQuery());
  const value = valueText(p.value);
  const [start] = useState(() => (form.mode === 'add' && !value ? chosen : null));
  const change = useRef(p.onChange);
  useEffect(() => {
    if (start) change.current(start);
  }, [start]);
  return (
    <TreePicker
      value={value}
      valueText={folders.data?.find((f) => String(f.id) === value)?.name}
      placeholder="请选择所属目录"
      aria-label="所属目录"
      disabled={p.disabled}
      loadRoots={() => load(`${FOLDER_URL}/tree`)}
      onChange={(next) => {
        p.onChange(next);
        p.onBlur();
      }}
    />
  );
}

/** The file form's own inputs: the name with its exist check, one upload (fills an empty name), the institution. */
export const fileFieldRenderers = (chosenFolder: string | null) => ({
  folderId: (p: FieldInputProps, form: FormContext) => <FolderInput p={p} form={form} chosen={chosenFolder} />,
  fileName: (p: FieldInputProps, form: FormContext) => <FileNameInput p={p} form={form} />,
  filePath: (p: FieldInputProps, form: FormContext) => (
    <FileUploadInput
      value={valueText(p.value)}
      valueFormat="list"
      maxCount={1}
      multiple={false}
      biz={FILE_BIZ}
      aria-label="文件"
      disabled={p.disabled}
      onChange={(value: UploadValue) => {
        const first = Array.isArray(value) ? value[0] : undefined;
        p.onChange(first?.filePath ?? '');
        if (first?.fileName && !valueText(form.values.fileName).trim()) form.setValue('fileName', first.fileName);
        p.onBlur();
      }}
    />
  ),
  organizationId: (p: FieldInputProps) => (
    <Hinted hint={DOCUMENT_TEXTS.institutionHint}>
      <InstitutionPicker
        label="所属院校"
        value={valueText(p.value)}
        disabled={p.disabled}
        onChange={(value) => p.onChange(value)}
      />
    </Hinted>
  ),
});

const FORM_ORDER = ['fileName', 'filePath', 'year', 'organizationId', 'fileCategory', 'folderId', 'description'];

/** The form shows what is typed, in this order (size and downloads are the server's). */
export function fileFormFields(fields: FieldDef[], _values: FormValues, mode: FormMode): FieldDef[] {
  const shown = mode === 'detail' ? [...FORM_ORDER, 'fileSize', 'downloadCount'] : FORM_ORDER;
  return shown.map((name) => fields.find((f) => f.name === name)).filter((f): f is FieldDef => f !== undefined);
}
