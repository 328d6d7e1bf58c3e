import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab,
  TabList,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowPreviousRegular,
  ArrowNextRegular,
  ChevronDownRegular,
  DismissRegular,
  DismissSquareMultipleRegular,
} from '@fluentui/react-icons';
import type { PageTabsApi } from './use-page-tabs';

const CLOSE_SIZE = 24;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    position: 'relative',
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
  },
  list: { position: 'static', flexWrap: 'nowrap', width: 'max-content', padding: '0 8px' },
  // The minimum width keeps the tab's middle clear of its close button whatever the font's glyph widths.
  tab: {
    paddingRight: `${CLOSE_SIZE + 8}px`,
    minWidth: `${2 * (CLOSE_SIZE + 8)}px`,
    whiteSpace: 'nowrap',
  },
  overflow: { flexShrink: 0, margin: '0 4px' },
  close: {
    position: 'absolute',
    top: '50%',
    marginTop: `-${CLOSE_SIZE / 2}px`,
    minWidth: `${CLOSE_SIZE}px`,
    width: `${CLOSE_SIZE}px`,
    height: `${CLOSE_SIZE}px`,
    padding: 0,
  },
});

/**
 * The page tabs (a Fluent TabList). Each close button sits beside its tab, outside the tablist (a button in a
 * tab would be nested interactive content); it is placed over the room the tab leaves on its right.
 */
export function PageTabBar({ api }: { api: PageTabsApi }) {
  const styles = useStyles();
  const barRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ key: string; target: HTMLElement } | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const tabs = [...bar.querySelectorAll<HTMLElement>('[role="tab"]')];
    const place = () => {
      bar.querySelectorAll<HTMLElement>('[data-tab-close]').forEach((button, i) => {
        const tab = tabs[i];
        if (tab) button.style.left = `${tab.offsetLeft + tab.offsetWidth - CLOSE_SIZE - 6}px`;
      });
      setOverflowing(bar.scrollWidth > bar.clientWidth + 1);
    };
    // The observer first reports after the browser's own layout: placing from here would force one more before it.
    if (typeof ResizeObserver === 'undefined') return place();
    const observer = new ResizeObserver(place);
    observer.observe(bar);
    tabs.forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, [api.tabs]);

  // The open page's tab is always scrolled into sight (a page opened from the menu may sit past the edge). Only an
  // overflowing strip can hide it, and asking would force a layout (on a first render, the whole page's first).
  useLayoutEffect(() => {
    // By value: the tablist marks aria-selected one render later.
    if (!api.activeKey || !overflowing) return;
    const active = barRef.current?.querySelector<HTMLElement>(`[role="tab"][value="${CSS.escape(api.activeKey)}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [api.activeKey, api.tabs, overflowing]);
  const act = (action: (key: string) => void) => () => {
    if (menu) action(menu.key);
  };

  return (
    <div className={styles.row}>
      <div className={styles.bar} ref={barRef}>
        <TabList
          className={styles.list}
          size="small"
          aria-label="页签"
          selectedValue={api.activeKey ?? undefined}
          onTabSelect={(_, data) => api.select(String(data.value))}
        >
          {api.tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              className={styles.tab}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ key: tab.key, target: e.currentTarget });
              }}
            >
              {tab.title}
            </Tab>
          ))}
        </TabList>
        {api.tabs.map((tab) => (
          <Button
            key={tab.key}
            data-tab-close=""
            className={styles.close}
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={`关闭 ${tab.title}`}
            onClick={() => api.close(tab.key)}
          />
        ))}
      </div>
      {overflowing && (
        <Menu
          checkedValues={{ tab: api.activeKey ? [api.activeKey] : [] }}
          onCheckedValueChange={(_, data) => data.checkedItems[0] && api.select(data.checkedItems[0])}
        >
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content="全部页签" relationship="label">
              <Button className={styles.overflow} appearance="subtle" size="small" icon={<ChevronDownRegular />} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {api.tabs.map((tab) => (
                <MenuItemRadio key={tab.key} name="tab" value={tab.key}>
                  {tab.title}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      <Menu
        open={menu !== null}
        onOpenChange={(_, data) => {
          if (!data.open) {
            menu?.target.focus();
            setMenu(null);
          }
        }}
        positioning={{ target: menu?.target ?? null, position: 'below', align: 'start' }}
      >
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowClockwiseRegular />} onClick={act(api.refresh)}>
              刷新
            </MenuItem>
            <MenuItem icon={<ArrowPreviousRegular />} onClick={act(api.closeLeft)}>
              关闭左侧
            </MenuItem>
            <MenuItem icon={<ArrowNextRegular />} onClick={act(api.closeRight)}>
              关闭右侧
            </MenuItem>
            <MenuItem icon={<DismissSquareMultipleRegular />} onClick={act(api.closeOthers)}>
              关闭其他
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
