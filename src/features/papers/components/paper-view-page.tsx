import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import type { EntityDef } from '@/domain/entities/entity-types';
import { OPTION_LETTERS, paperEntity, paperTopicEntity, TOPIC_TYPE } from '@/domain/entities/paper';
import { DictText } from '@/components/widgets/dict/dict-text';
import { resourceKeys } from '@/lib/resource-keys';
import { fetchPaper, fetchTopics } from '../api/paper-api';

/** A4 print: only the paper shows (the app's menu, header and tabs stay hidden), without the screen's buttons. */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 15mm; }
  body * { visibility: hidden; }
  .paper-print, .paper-print * { visibility: visible; }
  .paper-print { position: absolute; left: 0; top: 0; width: 100%; }
  .paper-print .paper-no-print { display: none; }
}`;

/** A coded field as text: the server's `_dictText` when it sends one, else its dictionary's text. */
function Coded({ entity, record, name }: { entity: EntityDef; record: Record<string, unknown>; name: string }) {
  const text = record[`${name}_dictText`];
  if (typeof text === 'string' && text) return <>{text}</>;
  const dictCode = entity.fields.find((f) => f.name === name)?.dictCode;
  return dictCode ? <DictText dictCode={dictCode} value={record[name]} /> : <>{String(record[name] ?? '')}</>;
}

const useStyles = makeStyles({
  page: {
    maxWidth: '820px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  title: { textAlign: 'center', margin: `${tokens.spacingVerticalM} 0` },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
  topic: { margin: `${tokens.spacingVerticalM} 0`, breakInside: 'avoid' },
  options: { margin: `${tokens.spacingVerticalXS} 0 0 ${tokens.spacingHorizontalXL}`, padding: 0, listStyle: 'none' },
  answer: { color: tokens.colorPaletteGreenForeground1, marginTop: tokens.spacingVerticalXS },
});

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * 试卷查看 (cpc/PaperView, /paper/view?id=): the paper for reading and printing — title, 科目 / 年份 / 时长 / 总分,
 * the topics numbered with their options; 显示答案 shows each answer; 打印 prints it on A4 without the app around it.
 */
export default function PaperViewPage() {
  const styles = useStyles();
  const id = useSearchParams()[0].get('id') ?? '';
  const [answers, setAnswers] = useState(false);
  const paper = useQuery({
    queryKey: resourceKeys(paperEntity.name).detail(id),
    queryFn: () => fetchPaper(id),
    enabled: id !== '',
  });
  const topics = useQuery({
    queryKey: resourceKeys(paperEntity.name).detail(id, 'topics'),
    queryFn: () => fetchTopics(id),
    enabled: id !== '',
  });
  if (id === '') return <Text>未指定试卷</Text>;
  if (paper.isError || topics.isError) return <Text>试卷加载失败</Text>;
  if (!paper.data || !topics.data) return <Spinner label="加载中…" />;
  const p = paper.data;
  return (
    <article className={`paper-print ${styles.page}`} aria-label={str(p.paperName)}>
      <style>{PRINT_CSS}</style>
      <div className={`paper-no-print ${styles.bar}`}>
        <Switch label="显示答案" checked={answers} onChange={(_, d) => setAnswers(d.checked)} />
        <Button appearance="primary" onClick={() => window.print()}>
          打印
        </Button>
      </div>
      <h1 className={styles.title}>{str(p.paperName)}</h1>
      <div className={styles.meta}>
        <span>
          科目：
          <Coded entity={paperEntity} record={p} name="subject" />
        </span>
        <span>年份：{str(p.year)}</span>
        <span>时长：{str(p.duration)} 分钟</span>
        <span>总分：{str(p.totalScore)} 分</span>
      </div>
      {str(p.description) && <p>{str(p.description)}</p>}
      <ol aria-label="题目" style={{ paddingLeft: 0, listStyle: 'none' }}>
        {topics.data.map((t, index) => {
          const type = str(t.topicType);
          const choice = type === TOPIC_TYPE.single || type === TOPIC_TYPE.multiple;
          return (
            <li key={str(t.id) || index} className={styles.topic}>
              <div>
                {index + 1}. 【<Coded entity={paperTopicEntity} record={t} name="topicType" />】{str(t.content)}（
                {str(t.score)} 分）
              </div>
              {choice && (
                <ul className={styles.options}>
                  {OPTION_LETTERS.filter((l) => str(t[`option${l}`]).trim() !== '').map((l) => (
                    <li key={l}>
                      {l}. {str(t[`option${l}`])}
                    </li>
                  ))}
                </ul>
              )}
              {answers && <div className={styles.answer}>答案：{str(t.answer)}</div>}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
