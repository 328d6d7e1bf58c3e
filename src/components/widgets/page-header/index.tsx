import { useState, type ReactNode } from 'react';
import { makeStyles, SearchBox, Subtitle1, Tab, TabList } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '8px' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  title: { margin: 0 },
  search: { maxWidth: '360px', width: '100%' },
});

export interface PageHeaderTab<V extends string> {
  value: V;
  label: string;
}

export interface PageHeaderProps<V extends string> {
  title: ReactNode;
  /** Beside the title (buttons, links). */
  actions?: ReactNode;
  /** A search box under the title: Enter (or the clear button) searches. */
  search?: { placeholder: string; onSearch: (text: string) => void };
  /** Tabs under the title. */
  tabs?: { items: readonly PageHeaderTab<V>[]; value: V; onChange: (value: V) => void; 'aria-label': string };
}

/** JeecgBoot's PageHeader: a page's or a panel's title with its actions, an optional search box and tabs. */
export function PageHeader<V extends string>({ title, actions, search, tabs }: PageHeaderProps<V>) {
  const styles = useStyles();
  const [text, setText] = useState('');
  return (
    <header className={styles.root}>
      <div className={styles.row}>
        <Subtitle1 as="h2" className={styles.title}>
          {title}
        </Subtitle1>
        {actions}
      </div>
      {search && (
        <SearchBox
          className={styles.search}
          placeholder={search.placeholder}
          aria-label={search.placeholder}
          value={text}
          onChange={(_, data) => {
            setText(data.value);
            if (!data.value) search.onSearch('');
          }}
          onKeyDown={(event) => event.key === 'Enter' && search.onSearch(text.trim())}
        />
      )}
      {tabs && (
        <TabList
          aria-label={tabs['aria-label']}
          selectedValue={tabs.value}
          onTabSelect={(_, data) => tabs.onChange(data.value as V)}
        >
          {tabs.items.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      )}
    </header>
  );
}
