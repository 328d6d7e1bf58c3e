import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { SavedQuery } from './query-model';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    minWidth: '180px',
    paddingLeft: '12px',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767.98px)': { borderLeft: 'none', paddingLeft: 0 },
  },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  title: { justifyContent: 'flex-start', flexGrow: 1 },
});

export interface SavedQueryListProps {
  queries: SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onDelete: (query: SavedQuery) => void;
}

/** The saved queries of this page: click one to load it, or delete it. */
export function SavedQueryList({ queries, onLoad, onDelete }: SavedQueryListProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label="保存的查询">
      <Text weight="semibold">保存的查询</Text>
      {queries.length === 0 && <Text size={200}>没有保存任何查询</Text>}
      {queries.map((q) => (
        <div key={q.title} className={styles.item}>
          <Button appearance="subtle" className={styles.title} onClick={() => onLoad(q)}>
            {q.title}
          </Button>
          <Button
            appearance="subtle"
            size="small"
            icon={<DeleteRegular />}
            aria-label={`删除查询 ${q.title}`}
            onClick={() => onDelete(q)}
          />
        </div>
      ))}
    </section>
  );
}
