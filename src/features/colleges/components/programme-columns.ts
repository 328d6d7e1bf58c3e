import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn, GridOption, GridRule } from '@/components/widgets/editable-grid/grid-types';
import { collegeProgrammeEntity } from '@/domain/entities/college';

/** The 学院专业 definition's labels and its own checks of a field (the same messages as a form). */
const { label: labelOf, rule: definitionRule } = definitionRules(collegeProgrammeEntity);

export const FIRST_APPROVED_YEAR = 1950;

/** 批准年份: a whole year from 1950 to this year (left empty, unknown). */
const yearRule: GridRule = {
  handler: ({ value }) => {
    if (value === undefined || value === null || value === '') return null;
    const year = Number(value);
    const last = new Date().getFullYear();
    return Number.isInteger(year) && year >= FIRST_APPROVED_YEAR && year <= last
      ? null
      : `批准年份须为 ${FIRST_APPROVED_YEAR} 至 ${last} 年之间的年份`;
  },
};

/**
 * 学院专业 as grid columns: 专业类型 (programme_type), 学科代码 searched by code or name over the 学科目录's codes
 * (`disciplines`, "0812 计算机科学与技术"), 专业名称 and 批准年份.
 */
export const programmeColumns = (disciplines: GridOption[]): GridColumn[] => [
  {
    key: 'programmeType',
    title: labelOf('programmeType'),
    type: 'select',
    dictCode: 'programme_type',
    width: 150,
    validateRules: [{ required: true }],
  },
  {
    key: 'disciplineCode',
    title: labelOf('disciplineCode'),
    type: 'select-search',
    options: disciplines,
    placeholder: '输入代码或名称',
    width: 240,
    validateRules: [{ required: true }],
  },
  {
    key: 'name',
    title: labelOf('name'),
    type: 'input',
    width: 200,
    validateRules: [{ required: true }, definitionRule('name')],
  },
  {
    key: 'approvedYear',
    title: labelOf('approvedYear'),
    type: 'inputNumber',
    width: 110,
    validateRules: [yearRule],
  },
];
