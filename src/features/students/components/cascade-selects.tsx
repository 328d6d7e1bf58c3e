import { Select, type SelectProps } from '@fluentui/react-components';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { ORGANIZATION_DICT } from '@/domain/entities/college';
import { useCollegeOptions, useProgrammeOptions, type Option } from '../api/student-options';

type Common = Omit<SelectProps, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
};

interface OptionSelectProps extends Common {
  options: Option[] | undefined;
  placeholder: string;
  /** What the current value is called while its options load (the record's _dictText). */
  currentText?: string;
}

/** A native select of options; a value not among them (yet) stays shown by its name. */
function OptionSelect({ options, placeholder, currentText, value, onChange, ...rest }: OptionSelectProps) {
  const known = value === '' || options?.some((o) => o.value === value);
  return (
    <Select {...rest} value={value} onChange={(_, d) => onChange(d.value)}>
      <option value="">{placeholder}</option>
      {!known && <option value={value}>{currentText || value}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </Select>
  );
}

export function InstitutionSelect(props: Common) {
  return <DictSelect {...props} dictCode={ORGANIZATION_DICT} />;
}

/** The chosen institution's colleges only. */
export function CollegeSelect({ organizationId, ...props }: Common & { organizationId: string; currentText?: string }) {
  const { data, isFetching } = useCollegeOptions(organizationId);
  const placeholder = !organizationId ? '请先选择所属院校' : isFetching ? '加载中…' : '请选择';
  return <OptionSelect {...props} options={organizationId ? data : []} placeholder={placeholder} />;
}

/** The chosen college's programmes only. */
export function ProgrammeSelect({ collegeId, ...props }: Common & { collegeId: string; currentText?: string }) {
  const { data, isFetching } = useProgrammeOptions(collegeId);
  const placeholder = !collegeId ? '请先选择所属学院' : isFetching ? '加载中…' : '请选择';
  return <OptionSelect {...props} options={collegeId ? data : []} placeholder={placeholder} />;
}
