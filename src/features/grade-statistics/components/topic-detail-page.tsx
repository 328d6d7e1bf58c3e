import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { AppLink } from '@/components/widgets/app-link';
import { fetchTopic, figure, percent, statsKeys, type TopicDetail } from '../api/statistics-api';
import { ChartPanel } from '@/components/widgets/charts';
import { DistributionChart, OptionChart } from './charts';
import { StatTable } from '@/components/widgets/stat-table';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
  },
  options: { margin: 0, paddingLeft: tokens.spacingHorizontalL, listStyle: 'none' },
  correct: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The topic as the paper shows it: text (never HTML), options with the correct ones marked, the answer. */
function TopicText({ topic }: { topic: TopicDetail }) {
  const styles = useStyles();
  const letters = Object.entries(topic.optionTexts);
  return (
    <Card>
      <Subtitle1>
        第{topic.topicNo}题【{topic.topicType_dictText}】（{topic.fullScore} 分）
      </Subtitle1>
      <Text>{topic.content}</Text>
      {letters.length > 0 && (
        <ul className={styles.options} aria-label="选项">
          {letters.map(([letter, text]) => {
            const correct = topic.correctAnswer.includes(letter);
            return (
              <li key={letter} className={correct ? styles.correct : undefined}>
                {letter}. {text}
                {correct && '（正确答案）'}
              </li>
            );
          })}
        </ul>
      )}
      <Text className={styles.correct}>答案：{topic.correctAnswer}</Text>
      <div className={styles.figures}>
        <span>知识点：{topic.knowledgePoint ?? ''}</span>
        <span>平均分：{figure(topic.mean)}</span>
        <span>得分率：{percent(topic.scoreRate)}</span>
        <span>难度：{figure(topic.difficulty)}</span>
        <span>区分度：{figure(topic.discrimination)}</span>
      </div>
    </Card>
  );
}

/**
 * 题目详情 (cpc/TestGradeTopicDetail, /grade/topicDetail?testId=&topicId=): the topic, its figures, the score
 * distribution, the option frequencies of a choice topic (correct answer marked) and each institution's score rate.
 */
export default function TopicDetailPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const testId = params.get('testId') ?? '';
  const topicId = params.get('topicId') ?? '';
  const topic = useQuery({
    queryKey: statsKeys.part('topic', testId, topicId),
    queryFn: () => fetchTopic({ testId }, topicId),
    enabled: testId !== '' && topicId !== '',
  });
  if (!testId || !topicId) return <Text className={styles.page}>未指定题目</Text>;
  if (topic.isError) return <Text className={styles.page}>题目统计加载失败</Text>;
  const t = topic.data;
  if (!t) return <Spinner label="加载中…" />;
  return (
    <div className={styles.page}>
      <AppLink to={`/grade/statistics?testId=${encodeURIComponent(testId)}`}>返回成绩统计</AppLink>
      <TopicText topic={t} />
      <div className={styles.charts}>
        <ChartPanel
          title="得分分布"
          chart={() => <DistributionChart topic={t} />}
          table={() => (
            <StatTable
              wide
              label="得分分布表"
              rows={t.distribution}
              rowKey={(d) => String(d.score)}
              columns={[
                { key: 'score', label: '得分', render: (d) => d.score },
                { key: 'count', label: '人数', render: (d) => d.count },
              ]}
            />
          )}
        />
        {t.options && (
          <ChartPanel
            title="选项分布"
            chart={() => <OptionChart topic={t} />}
            table={() => (
              <StatTable
                wide
                label="选项分布表"
                rows={Object.entries(t.options ?? {})}
                rowKey={([letter]) => letter}
                columns={[
                  { key: 'letter', label: '选项', render: ([l]) => (t.correctAnswer.includes(l) ? `${l}（正确）` : l) },
                  { key: 'count', label: '选择人数', render: ([, n]) => n },
                  { key: 'share', label: '占比', render: ([, n]) => percent(t.answered > 0 ? n / t.answered : null) },
                ]}
              />
            )}
          />
        )}
      </div>
      <ChartPanel
        title="各院校得分率"
        table={() => (
          <StatTable
            wide
            label="各院校得分率表"
            rows={t.organizations}
            rowKey={(o) => o.id}
            columns={[
              { key: 'name', label: '院校', render: (o) => o.name },
              { key: 'sat', label: '参考人数', render: (o) => o.sat },
              { key: 'mean', label: '平均分', render: (o) => figure(o.mean) },
              { key: 'scoreRate', label: '得分率', render: (o) => percent(o.scoreRate) },
            ]}
          />
        )}
      />
    </div>
  );
}
