import { defineEntity } from './entity-types';

/** The body key of a college's programmes on add / edit and in queryByIdToDetail. */
export const COLLEGE_PROGRAMME_LIST = 'cpcCollegeProgrammeList';

/** programme_type: 1 本科专业, 2 专业硕士, 3 一级学科硕士点, 4 一级学科博士点. */
export const PROGRAMME_TYPE = {
  undergraduate: '1',
  professionalMaster: '2',
  firstMaster: '3',
  firstDoctor: '4',
} as const;

/** The code of the 学科目录 category tree's root (sys_category); its descendants carry the national codes. */
export const DISCIPLINE_ROOT_CODE = 'XKML';

/** The table dictionary naming organisations (lists, exports, imports by name). */
export const ORGANIZATION_DICT = 'cpc_organization,org_name,id';
/** The table dictionary naming colleges. */
export const COLLEGE_DICT = 'cpc_college,college_name,id';
/** The table dictionary naming programmes. */
export const PROGRAMME_DICT = 'cpc_college_programme,name,id';

/**
 * 学院 (cpc_college): a college of an organisation. `collegeCode` is unique within its organisation.
 * Its programmes are a sub-table (collegeProgrammeEntity), saved with the college as `cpcCollegeProgrammeList`.
 */
export const collegeEntity = defineEntity({
  name: 'college',
  title: '学院',
  table: 'cpc_college',
  apiPath: '/collegeManagement/cpcCollegeManagement',
  permissionPrefix: 'cpc:college',
  exportFileName: '学院信息',
  defaultSort: { column: 'collegeCode', order: 'asc' },
  fields: [
    {
      name: 'organizationId',
      label: '所属机构',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'collegeName',
      label: '学院名称',
      type: 'string',
      required: true,
      maxLength: 100,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'collegeCode',
      label: '学院编码',
      type: 'string',
      required: true,
      rules: ['code20'],
      maxLength: 20,
      list: { sorter: true },
      search: 'like',
    },
    { name: 'dean', label: '院长', type: 'string', maxLength: 50, list: true, search: 'like' },
    { name: 'phone', label: '联系电话', type: 'string', maxLength: 30, list: true },
    { name: 'intro', label: '学院简介', type: 'textarea' },
    {
      name: 'sortNo',
      label: '排序',
      type: 'integer',
      min: 0,
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      list: { sorter: true },
    },
    {
      name: 'programmeCount',
      label: '专业数',
      type: 'integer',
      virtual: true,
      readOnly: true,
      form: false,
      list: true,
    },
    { name: 'studentCount', label: '学生数', type: 'integer', virtual: true, readOnly: true, form: false, list: true },
  ],
});

/**
 * 学院专业 (cpc_college_programme): a row of a college's programmes sub-table, edited in the editable grid of the
 * college form. `disciplineCode` is a national code of the 学科目录 category tree (08 工学 › 0812 计算机科学与技术),
 * picked from the tree the server answers at `tree.url` (key = the code). Not in ENTITIES: its reads are the college's
 * (queryByIdToDetail and the programme pickers).
 */
export const collegeProgrammeEntity = defineEntity({
  name: 'collegeProgramme',
  title: '学院专业',
  table: 'cpc_college_programme',
  apiPath: '/collegeManagement/cpcCollegeManagement',
  permissionPrefix: 'cpc:college',
  fields: [
    { name: 'collegeId', label: '学院', type: 'string', required: true, maxLength: 32, form: false },
    {
      name: 'programmeType',
      label: '专业类型',
      type: 'select',
      dictCode: 'programme_type',
      required: true,
      column: { length: 10 },
      list: true,
    },
    {
      name: 'disciplineCode',
      label: '学科代码',
      type: 'treeSelect',
      tree: { url: '/collegeManagement/cpcCollegeManagement/disciplineTree', resource: 'discipline' },
      dictCode: 'sys_category,name,code',
      required: true,
      column: { length: 20 },
      list: true,
    },
    { name: 'name', label: '专业名称', type: 'string', required: true, maxLength: 100, list: true },
    { name: 'approvedYear', label: '批准年份', type: 'integer', min: 1950, max: 2100, list: true },
  ],
});
