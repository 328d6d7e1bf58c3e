import { DetailList } from '@/components/widgets/detail-list';
import { useEffect, useRef } from 'react';
import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { shownText } from '@/components/crud';
import type { RecordOf } from '@/domain/entities';
import { AppLink } from '@/components/widgets/app-link';
import { gradeEntity } from '@/domain/entities/grade';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { useStudent, type Student } from '../api/fetch-student';

/** A grade of the student, with its test's full score. */
type StudentGrade = RecordOf<typeof gradeEntity> & { fullScore?: number | null };

const useStyles = makeStyles({
  card: { marginBottom: '16px' },
  scroll: { overflowX: 'auto' },
});

/** The facts shown, in order: [label, field] (a dictionary field shows its _dictText). */
const FACTS: [string, keyof Student & string][] = [
  ['姓名', 'name'],
  ['学号', 'studentNo'],
  ['性别', 'sex'],
  ['身份证号', 'idCardNo'],
  ['出生日期', 'birthday'],
  ['所属院校', 'organizationId'],
  ['所属学院', 'collegeId'],
  ['所学专业', 'programmeId'],
  ['培养层次', 'degreeLevel'],
  ['入学年份', 'enrollYear'],
  ['学籍状态', 'status'],
  ['手机号码', 'phone'],
  ['电子邮箱', 'email'],
];

const factText = (student: Student, field: keyof Student & string) => shownText(student, field) || '—';

/** The student's grades, newest test first. */
const useStudentGrades = (studentId: string) =>
  useQuery({
    queryKey: resourceKeys(gradeEntity.name).part('by-student', studentId),
    queryFn: async () =>
      (await fetchResult<StudentGrade[]>(
        `${gradeEntity.apiPath}/queryGradesByStudentId`,
        { studentId },
        { fallback: '成绩记录加载失败' },
      )) ?? [],
  });

/** 成绩列表 showing one grade's 详情. */
function GradeDetailLink({ grade }: { grade: StudentGrade }) {
  const to = `/grade/list?testId=${encodeURIComponent(grade.testId)}&gradeId=${encodeURIComponent(grade.id)}`;
  return (
    <AppLink to={to} aria-label={`${grade.testId_dictText ?? ''} 成绩详情`}>
      详情
    </AppLink>
  );
}

const total = (g: StudentGrade) =>
  `${g.totalScore}${g.fullScore === undefined || g.fullScore === null ? '' : ` / ${g.fullScore}`}`;

/** 成绩记录: 考试, 总分 / 满分, 等级, 缺考 and a link to the grade's 详情; 暂无成绩记录 when there are none. */
function StudentGrades({ studentId }: { studentId: string }) {
  const styles = useStyles();
  const { data, isLoading, error } = useStudentGrades(studentId);
  if (isLoading) return <Spinner size="tiny" label="加载中…" />;
  if (error) return <Text block>{error.message}</Text>;
  if (!data?.length) return <Text block>暂无成绩记录</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label="成绩记录">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>考试</TableHeaderCell>
            <TableHeaderCell>总分</TableHeaderCell>
            <TableHeaderCell>等级</TableHeaderCell>
            <TableHeaderCell>缺考</TableHeaderCell>
            <TableHeaderCell>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((g) => (
            <TableRow key={g.id}>
              <TableCell>{shownText(g, 'testId')}</TableCell>
              <TableCell>{total(g)}</TableCell>
              <TableCell>{shownText(g, 'level')}</TableCell>
              <TableCell>{g.absent === 'Y' ? '是' : '否'}</TableCell>
              <TableCell>
                <GradeDetailLink grade={g} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * A student's facts (queryById: the ID number masked for those without 学生身份证号查看) and 成绩记录: the student's
 * test grades, each linking to its 详情 in 成绩列表.
 */
export function StudentGradePanel({ id, onClose }: { id: string; onClose: () => void }) {
  const styles = useStyles();
  const { data: student, isLoading, error } = useStudent(id);
  const ref = useRef<HTMLElement>(null);
  // Braces: a browser may answer scrolls with a Promise, which React must not take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [id]);
  const title = student ? `${factText(student, 'name')}（${factText(student, 'studentNo')}）` : '学生信息';
  return (
    <Card className={styles.card} ref={ref as never} role="region" aria-label="学生成绩">
      <CardHeader
        header={<Subtitle2>{title}</Subtitle2>}
        action={<Button appearance="subtle" icon={<DismissRegular />} aria-label="关闭" onClick={onClose} />}
      />
      {isLoading && <Spinner size="tiny" label="加载中…" />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      {student && (
        <DetailList items={FACTS.map(([label, field]) => [label, factText(student, field)])} aria-label="学生信息" />
      )}
      <section aria-label="成绩记录">
        <Subtitle2 as="h3">成绩记录</Subtitle2>
        <StudentGrades studentId={id} />
      </section>
    </Card>
  );
}
