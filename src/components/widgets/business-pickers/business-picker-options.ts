import { collegeEntity, collegeProgrammeEntity } from '@/domain/entities/college';
import { organizationEntity } from '@/domain/entities/organization';
import type { FieldDef } from '@/domain/entities/entity-types';
import type { RecordPickerOptions } from '@/components/widgets/record-picker/record-picker-options';

/** The fixed filters of a picker, the empty ones left out. */
export const filters = (params: Record<string, string | undefined>): Record<string, string> | undefined => {
  const set = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return set.length ? Object.fromEntries(set) : undefined;
};

/** 机构: the organisation list; the value holds ids, the chips show orgName. */
export const INSTITUTION_PICKER: RecordPickerOptions = {
  entity: organizationEntity,
  columns: ['orgName', 'orgCode', 'orgType', 'area'],
  search: ['orgName', 'orgCode'],
  textKey: 'orgName',
};

/** 学院: the college list (filtered by organizationId); the chips show collegeName. */
export const COLLEGE_PICKER: RecordPickerOptions = {
  entity: collegeEntity,
  columns: ['collegeName', 'collegeCode', 'organizationId', 'dean'],
  search: ['collegeName', 'collegeCode'],
  textKey: 'collegeName',
};

/** The four programme pickers, by programme type. */
export const PROGRAMME_KINDS = {
  undergraduate: { path: 'queryUndergraduateList', label: '本科专业' },
  professionalMaster: { path: 'queryProfessionMasterList', label: '专业硕士' },
  firstMaster: { path: 'queryFirstMasterList', label: '一级学科硕士点' },
  firstDoctor: { path: 'queryFirstDoctorList', label: '一级学科博士点' },
} as const;

export type ProgrammeKind = keyof typeof PROGRAMME_KINDS;

const text = (name: string, label: string): FieldDef => ({ name, label, type: 'string', list: true });

// The server matches `name` as it comes (contains), so the query form sends it without JeecgBoot's *…* wildcards;
// the rows come in catalogue order, not newest first.
const programmeEntity = {
  ...collegeProgrammeEntity,
  defaultSort: { column: 'disciplineCode', order: 'asc' as const },
  fields: collegeProgrammeEntity.fields.map((f) => (f.name === 'name' ? { ...f, search: 'eq' as const } : f)),
};

/** A programme picker (1200 px, item_text column); the value holds ids, the chips show item_text. */
export const programmePicker = (kind: ProgrammeKind): RecordPickerOptions => ({
  entity: programmeEntity,
  listUrl: `${collegeProgrammeEntity.apiPath}/${PROGRAMME_KINDS[kind].path}`,
  columns: [
    text('item_text', '专业名称'),
    text('disciplineCode_dictText', '学科'),
    text('collegeName', '学院'),
    text('orgName', '机构'),
  ],
  search: ['name'],
  textKey: 'item_text',
  width: 1200,
  ellipsis: 25,
});
