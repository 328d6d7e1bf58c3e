import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Field, makeStyles, Spinner, Switch, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { FormFieldInput } from '@/components/crud/forms';
import { CellValue } from '@/components/crud/cell-value';
import { FileCell, FilePopupDialog } from '@/components/widgets/upload';
import { UserByDepartPicker } from '@/components/widgets/user-picker';
import { RecordPicker } from '@/components/widgets/record-picker';
import { ProgrammePicker } from '@/components/widgets/business-pickers';
import { PopupField } from '@/components/widgets/popup-field';
import { EllipsisText } from '@/components/widgets/ellipsis-text';
import { SliderCheck } from '@/components/widgets/slider-check';
import { SafeHtml } from '@/components/widgets/safe-html';
import { tenantEntity } from '@/domain/entities/tenant';
import type { FieldDef } from '@/domain/entities/entity-types';
import { valueText } from '@/domain/validation';
import type { ScreenProps } from '@/features/screen-descriptor';
import { GALLERY_FIELDS, SAMPLE_HTML, SAMPLE_TEXT } from './gallery-fields';

// The grid is a chunk of its own (dnd-kit, TanStack Virtual), loaded after the rest of the gallery has rendered.
const EditableGridDemo = lazy(() =>
  import('@/components/widgets/editable-grid/editable-grid-demo').then((m) => ({ default: m.EditableGridDemo })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px 16px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  intro: { display: 'flex', flexDirection: 'column', gap: '4px' },
  sub: { color: tokens.colorNeutralForeground3 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: '16px 24px',
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  demo: { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 },
  value: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
    maxHeight: '6em',
    overflowY: 'auto',
  },
  cell: { display: 'flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap', fontSize: tokens.fontSizeBase200 },
  preview: {
    padding: '8px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '40px',
    overflowX: 'auto',
  },
});

/** One widget of the gallery: the widget, the value it gives (what a form saves) and how a list shows it. */
function Demo(props: { title: string; value?: string; cell?: ReactNode; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const { title, value, cell, wide, children } = props;
  return (
    <div className={wide ? `${styles.demo} ${styles.wide}` : styles.demo}>
      {children}
      {value !== undefined && (
        <output className={styles.value} aria-label={`${title}的值`}>
          值：{value === '' ? '（空）' : value}
        </output>
      )}
      {cell && (
        <div className={styles.cell} aria-label={`${title}的列表显示`}>
          列表显示：{cell}
        </div>
      )}
    </div>
  );
}

/** A field type of the entity definitions, rendered as a form and a list render it, with its value. */
function FieldDemo({ field, disabled, wide }: { field: FieldDef; disabled: boolean; wide?: boolean }) {
  const [value, setValue] = useState<unknown>(field.defaultValue ?? '');
  const text = valueText(value);
  return (
    <Demo
      title={field.label}
      value={text}
      wide={wide}
      cell={text && !wide ? <CellValue field={field} record={{ [field.name]: text }} /> : undefined}
    >
      <Field label={field.label} hint={field.placeholder}>
        <FormFieldInput field={field} value={value} onChange={setValue} onBlur={() => {}} disabled={disabled} />
      </Field>
    </Demo>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Title3 as="h2" id={id}>
        {title}
      </Title3>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

function UploadCellsDemo({ disabled }: { disabled: boolean }) {
  const [files, setFiles] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Demo title="文件弹窗" value={files} cell={files ? <FileCell value={files} /> : undefined}>
      <Field label="文件弹窗（表格单元格）" hint="单元格中显示文件名前 5 个字符">
        <div>
          <Button disabled={disabled} onClick={() => setOpen(true)}>
            上传文件
          </Button>
        </div>
      </Field>
      <FilePopupDialog
        open={open}
        value={files}
        title="文件上传"
        onConfirm={(result) => {
          setFiles(result.path);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Demo>
  );
}

function PickerDemos({ disabled }: { disabled: boolean }) {
  const [byDepart, setByDepart] = useState('');
  const [tenants, setTenants] = useState('');
  const [doctorates, setDoctorates] = useState('');
  return (
    <>
      <FieldDemo field={GALLERY_FIELDS.user} disabled={disabled} />
      <FieldDemo field={GALLERY_FIELDS.users} disabled={disabled} />
      <Demo title="按部门选择用户" value={byDepart}>
        <Field label="按部门选择用户">
          <UserByDepartPicker multiple value={byDepart} disabled={disabled} onChange={setByDepart} />
        </Field>
      </Demo>
      <FieldDemo field={GALLERY_FIELDS.depart} disabled={disabled} />
      <FieldDemo field={GALLERY_FIELDS.departs} disabled={disabled} />
      <FieldDemo field={GALLERY_FIELDS.position} disabled={disabled} />
      <FieldDemo field={GALLERY_FIELDS.roles} disabled={disabled} />
      <Demo title="业务记录（租户）" value={tenants}>
        <Field label="业务记录（租户）" hint="通用业务选择器：每页 5 条，可跳页">
          <RecordPicker
            entity={tenantEntity}
            label="租户"
            textKey="name"
            multiple
            value={tenants}
            disabled={disabled}
            onChange={setTenants}
          />
        </Field>
      </Demo>
      <Demo title="一级学科博士点" value={doctorates}>
        <Field label="一级学科博士点" hint="业务选择器：1200 像素宽，可按专业名称查询">
          <ProgrammePicker
            kind="firstDoctor"
            multiple
            value={doctorates}
            disabled={disabled}
            onChange={setDoctorates}
          />
        </Field>
      </Demo>
    </>
  );
}

function RichTextDemo({ disabled }: { disabled: boolean }) {
  const styles = useStyles();
  const [html, setHtml] = useState(SAMPLE_HTML);
  return (
    <Demo title="富文本" value={html} wide>
      <Field label={GALLERY_FIELDS.richText.label}>
        <FormFieldInput
          field={GALLERY_FIELDS.richText}
          value={html}
          onChange={(v) => setHtml(valueText(v))}
          onBlur={() => {}}
          disabled={disabled}
        />
      </Field>
      <Text weight="semibold">显示效果（经过净化）</Text>
      <SafeHtml className={styles.preview} html={html} aria-label="富文本显示效果" />
    </Demo>
  );
}

function OtherDemos({ disabled }: { disabled: boolean }) {
  const [checked, setChecked] = useState(false);
  const [sliderKey, setSliderKey] = useState(0);
  const [popup, setPopup] = useState('');
  const [picked, setPicked] = useState({ orgName: '', orgCode: '' });
  // Mounted on demand: a misconfigured popup announces its problem as soon as it shows.
  const [popupShown, setPopupShown] = useState(false);
  return (
    <>
      <FieldDemo field={GALLERY_FIELDS.switchYN} disabled={disabled} />
      <FieldDemo field={GALLERY_FIELDS.switch10} disabled={disabled} />
      <Demo title="省略文本">
        <Field label="省略文本（默认 25 个字符，悬停或聚焦显示全文）">
          <Text tabIndex={0}>
            <EllipsisText value={SAMPLE_TEXT} />
          </Text>
        </Field>
        <Field label="省略文本（10 个字符）">
          <Text>
            <EllipsisText value={SAMPLE_TEXT} length={10} />
          </Text>
        </Field>
      </Demo>
      <Demo title="滑块验证" value={checked ? '验证通过' : '未验证'}>
        <Field label="滑块验证（可用方向键操作）">
          <SliderCheck key={sliderKey} disabled={disabled} onSuccess={() => setChecked(true)} />
        </Field>
        <div>
          <Button
            size="small"
            onClick={() => {
              setChecked(false);
              setSliderKey((k) => k + 1);
            }}
          >
            重置
          </Button>
        </div>
      </Demo>
      <Demo title="弹出框（报表弹窗）" value={picked.orgCode && `${picked.orgName} ${picked.orgCode}`}>
        <Field label="机构（从报表「机构选择」选取，填入名称和编码）">
          <PopupField
            code="org_pick"
            orgFields="org_name,org_code"
            destFields="orgName,orgCode"
            field="orgName"
            value={picked.orgName}
            onChange={(_, fills) => setPicked({ orgName: fills.orgName ?? '', orgCode: fills.orgCode ?? '' })}
          />
        </Field>
      </Demo>
      <Demo title="弹出框（配置有误）" value={popup}>
        <Field label="弹出框（配置有误时的提示）">
          {popupShown ? (
            <PopupField code="demo_report" orgFields="name,code" destFields="name" value={popup} onChange={setPopup} />
          ) : (
            <div>
              <Button size="small" onClick={() => setPopupShown(true)}>
                显示
              </Button>
            </div>
          )}
        </Field>
      </Demo>
    </>
  );
}

/**
 * 组件示例 (jeecg/SelectDemo): every widget of the form kit with its states and the value it gives, as the entity
 * definitions use them (`type: 'image'`, `'user'`, `'area'`, …), and the editable grid with every column type.
 * Uploads go to the server's `demo` folder.
 */
export default function WidgetGalleryPage(_props: Partial<ScreenProps>) {
  const styles = useStyles();
  const titleId = useId();
  const [disabled, setDisabled] = useState(false);
  return (
    <div className={styles.root}>
      <section className={styles.header} aria-labelledby={titleId}>
        <div className={styles.intro}>
          <Title2 as="h1" id={titleId}>
            组件示例
          </Title2>
          <Text className={styles.sub}>
            表单组件库：上传、选择器、省市区、编辑器和其他组件，每个组件下方显示它给表单的值。
          </Text>
        </div>
        <Switch label="禁用状态" checked={disabled} onChange={(_, d) => setDisabled(d.checked)} />
      </section>
      <Section title="上传">
        <FieldDemo field={GALLERY_FIELDS.files} disabled={disabled} />
        <FieldDemo field={GALLERY_FIELDS.images} disabled={disabled} />
        <FieldDemo field={GALLERY_FIELDS.image} disabled={disabled} />
        <UploadCellsDemo disabled={disabled} />
      </Section>
      <Section title="选择器">
        <PickerDemos disabled={disabled} />
      </Section>
      <Section title="省市区">
        <FieldDemo field={GALLERY_FIELDS.area} disabled={disabled} />
        <FieldDemo field={GALLERY_FIELDS.areaSelect} disabled={disabled} />
      </Section>
      <Section title="编辑器">
        <RichTextDemo disabled={disabled} />
        <FieldDemo field={GALLERY_FIELDS.markdown} disabled={disabled} wide />
        <FieldDemo field={GALLERY_FIELDS.code} disabled={disabled} wide />
      </Section>
      <Section title="其他">
        <OtherDemos disabled={disabled} />
      </Section>
      <Section title="可编辑表格">
        <div className={styles.wide}>
          <Suspense fallback={<Spinner size="small" label="加载中…" />}>
            <EditableGridDemo />
          </Suspense>
        </div>
      </Section>
    </div>
  );
}
