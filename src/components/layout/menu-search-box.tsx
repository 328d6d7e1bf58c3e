import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Combobox, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { MenuItem } from '@/domain/permission-types';
import { filterMenuSearch, menuSearchAction, menuSearchEntries } from './menu-search';

const useStyles = makeStyles({
  box: { minWidth: '0', width: '100%' },
  listbox: { maxHeight: '320px' },
  group: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, marginLeft: '8px' },
});

export interface MenuSearchBoxProps {
  menu: MenuItem[];
  className?: string;
  /** Opened from a button (phones): takes the focus, and calls `onDone` once a page is chosen or focus leaves. */
  focusOnMount?: boolean;
  onDone?: () => void;
}

/** The header's menu search: every visible page of the user's menu; choosing one opens it. */
export function MenuSearchBox({ menu, className, focusOnMount, onDone }: MenuSearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const styles = useStyles();
  const navigate = useNavigate();
  const entries = useMemo(() => menuSearchEntries(menu), [menu]);
  const [query, setQuery] = useState('');
  // Controlled, so text entered without key presses (an input method, paste) opens the list too.
  const [open, setOpen] = useState(false);
  const shown = filterMenuSearch(entries, query);

  const choose = (id: string | undefined) => {
    const entry = entries.find((e) => e.id === id);
    setQuery('');
    setOpen(false);
    onDone?.();
    if (!entry) return;
    const action = menuSearchAction(entry);
    if (action.type === 'open-window') window.open(action.url, '_blank', 'noopener');
    else navigate(action.path);
  };

  return (
    <Combobox
      aria-label="搜索菜单"
      placeholder="搜索菜单"
      className={className ?? styles.box}
      freeform
      ref={input}
      onBlur={(event) => {
        // Focus moving into the list (an option clicked) is not leaving.
        if (!open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onDone?.();
      }}
      value={query}
      selectedOptions={[]}
      expandIcon={{ children: <SearchRegular />, 'aria-label': '展开搜索结果' }}
      listbox={{ className: styles.listbox }}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(e) => {
        setQuery(e.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => choose(data.optionValue)}
    >
      {shown.map((e) => (
        <Option key={e.id} value={e.id} text={e.title}>
          {e.title}
          {e.group && <span className={styles.group}>{e.group}</span>}
        </Option>
      ))}
      {shown.length === 0 && (
        <Option key="none" value="" text="无匹配菜单" disabled>
          无匹配菜单
        </Option>
      )}
    </Combobox>
  );
}
