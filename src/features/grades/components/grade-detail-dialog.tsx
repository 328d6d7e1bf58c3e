import { shownText } from '@/components/crud';
import {
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
  tokens,
} from '@fluentui/react-components';
import { DetailList } from '@/components/widgets/detail-list';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { useGradeInfo, useGradeTopics, type GradeInfo } from '../api/grade-api';
import { scoreText } from '../grade-view';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  scroll: { overflowX: 'auto' },
  wrong: { color: tokens.colorPaletteRedForeground1 },
});

const shown = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? '—' : String(value);
const text = (info: GradeInfo, field: keyof GradeInfo & string) => shown(shownText(info, field));

/** The facts of the header, in order: [label, text of the grade]. */
const FACTS: [string, (info: GradeInfo) => string][] = [
  ['考试', (i) => shown(i.testName ?? i.testId_dictText)],
  ['试卷', (i) => shown(i.paperName)],
  ['学号', (i) => shown(i.studentNo)],
  ['姓名', (i) => shown(i.studentName)],
  ['性别', (i) => shown(i.sex_dictText)],
  ['院校', (i) => text(i, 'organizationId')],
  ['学院', (i) => text(i, 'collegeId')],
  ['专业', (i) => text(i, 'programmeId')],
  ['培养层次', (i) => shown(i.degreeLevel_dictText)],
  ['总分', (i) => scoreText(i.totalScore, i.fullScore)],
  ['等级', (i) => text(i, 'level')],
  ['缺考', (i) => (i.absent === 'Y' ? '是' : '否')],
  ['排名', (i) => (i.rank ? `${i.rank} / ${shown(i.satCount)}` : '—')],
  ['考试平均分', (i) => shown(i.testMean)],
];

/** 详情 of a grade: who, which test, the total, level and rank, then each topic's score, answer and correct answer. */
export function GradeDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const styles = useStyles();
  const info = useGradeInfo(id);
  const topics = useGradeTopics(id);
  const error = info.error ?? topics.error;
  const rows = topics.data ?? [];
  const showCorrect = rows.some((t) => t.correctAnswer);
  return (
    <ViewDialog title="成绩详情" width="900px" className={styles.content} onClose={onClose}>
      {(info.isLoading || topics.isLoading) && <Spinner size="tiny" label="加载中…" />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {info.data && (
        <DetailList items={FACTS.map(([label, of]) => [label, of(info.data!)])} columns={4} aria-label="成绩信息" />
      )}
      {topics.data && (
        <section aria-label="各题得分">
          <Subtitle2 as="h3">各题得分</Subtitle2>
          <div className={styles.scroll}>
            <Table size="small" aria-label="各题得分">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>题号</TableHeaderCell>
                  <TableHeaderCell>题型</TableHeaderCell>
                  <TableHeaderCell>知识点</TableHeaderCell>
                  <TableHeaderCell>得分</TableHeaderCell>
                  <TableHeaderCell>作答</TableHeaderCell>
                  {showCorrect && <TableHeaderCell>正确答案</TableHeaderCell>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((t) => (
                  <TableRow key={t.topicId}>
                    <TableCell>{t.topicNo}</TableCell>
                    <TableCell>{shown(t.topicType_dictText)}</TableCell>
                    <TableCell>{shown(t.knowledgePoint)}</TableCell>
                    <TableCell className={(t.score ?? 0) < t.fullScore ? styles.wrong : undefined}>
                      {scoreText(t.score ?? 0, t.fullScore)}
                    </TableCell>
                    <TableCell>{shown(t.answer)}</TableCell>
                    {showCorrect && <TableCell>{shown(t.correctAnswer)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
    </ViewDialog>
  );
}
