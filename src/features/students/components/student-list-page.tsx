import { EntityListPage } from '@/components/crud';
import { studentEntity } from '@/domain/entities/student';
import { ImportTemplateButton } from './import-template-button';
import { StudentFilters } from './student-filters';
import { STUDENT_FORM } from './student-form';

/**
 * 学生列表 (cpc/StudentList): the students with the 院校 → 学院 → 专业 cascade in the query form and the form, sorting
 * by 学号 and filtering done by the server; 导入 takes the export's columns (下载导入模板 gives them empty).
 */
/** 学号 first: it names each row (its actions, its card on a phone). */
const COLUMNS = [
  'studentNo',
  'name',
  'organizationId',
  'collegeId',
  'programmeId',
  'sex',
  'idCardNo',
  'enrollYear',
  'degreeLevel',
  'status',
] as const;

export default function StudentListPage() {
  return (
    <EntityListPage
      entity={studentEntity}
      columns={COLUMNS}
      form={STUDENT_FORM}
      queryForm={(props) => <StudentFilters {...props} />}
      toolbarExtra={() => <ImportTemplateButton />}
    />
  );
}
