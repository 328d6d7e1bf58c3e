import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowPreviousRegular,
  ArrowNextRegular,
  DismissRegular,
  DismissSquareMultipleRegular,
} from '@fluentui/react-icons';
import type { PageTabsApi } from './use-page-tabs';

const CLOSE_SIZE = 24;

const useStyles = makeStyles({
  bar: {
    position: 'relative',
    overflowX: 'auto',
    overflowY: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollbarWidth: 'thin',
  },
  list: { flexWrap: 'nowrap', width: 'max-content', padding: '0 8px' },
  tab: { paddingRight: `${CLOSE_SIZE + 8}px`, whiteSpace: 'nowrap' },
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

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const tabs = [...bar.querySelectorAll<HTMLElement>('[role="tab"]')];
    const place = () => {
      bar.querySelectorAll<HTMLElement>('[data-tab-close]').forEach((button, i) => {
        const tab = tabs[i];
        if (tab) button.style.left = `${tab.offsetLeft + tab.offsetWidth - CLOSE_SIZE - 6}px`;
      });
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    tabs.forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, [api.tabs]);
  const act = (action: (key: string) => void) => () => {
    if (menu) action(menu.key);
  };

  return (
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
