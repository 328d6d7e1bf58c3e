import {
  Button,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  makeStyles,
  mergeClasses,
  tokens,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { ChevronDownRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { MenuItem } from '@/domain/permission-types';
import { visibleChildren, visibleMenu } from './menu-tree';
import { MenuIcon } from './menu-icon';
import { MenuFlyoutItems } from './menu-flyout-items';
import type { MenuState } from './use-menu-state';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0, width: '100%', overflow: 'hidden' },
  box: { flexShrink: 0 },
  item: { whiteSpace: 'nowrap' },
  active: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}`,
    borderRadius: 0,
  },
});

type Select = (item: MenuItem) => void;

function HiddenEntry({
  item,
  activeId,
  onSelect,
}: {
  item: MenuItem;
  activeId?: string | undefined;
  onSelect: Select;
}) {
  return useIsOverflowItemVisible(item.id) ? null : (
    <MenuFlyoutItems items={[item]} activeId={activeId} onSelect={onSelect} />
  );
}

function MoreMenu({
  items,
  activeId,
  onSelect,
}: {
  items: MenuItem[];
  activeId?: string | undefined;
  onSelect: Select;
}) {
  const { ref, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button ref={ref} appearance="subtle" icon={<MoreHorizontalRegular />} aria-label="更多菜单" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <HiddenEntry key={item.id} item={item} activeId={activeId} onSelect={onSelect} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The top navigation: top-level entries in a row (groups open a menu), what does not fit goes under 更多. */
export default function TopMenu({ menu, state }: { menu: MenuItem[]; state: MenuState }) {
  const styles = useStyles();
  const items = visibleMenu(menu);
  return (
    <Overflow minimumVisible={1}>
      <nav className={styles.bar} aria-label="顶部菜单">
        {items.map((item) => {
          const children = visibleChildren(item);
          const className = mergeClasses(styles.item, state.trailIds.includes(item.id) && styles.active);
          return (
            <OverflowItem key={item.id} id={item.id}>
              {/* The overflow manager measures and hides this box (a Menu has no element of its own). */}
              <div className={styles.box}>
                {children.length === 0 ? (
                  <Button
                    appearance="subtle"
                    className={className}
                    icon={<MenuIcon name={item.meta.icon} />}
                    aria-current={item.id === state.activeId ? 'page' : undefined}
                    onClick={() => state.select(item)}
                  >
                    {item.meta.title}
                  </Button>
                ) : (
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        className={className}
                        icon={<MenuIcon name={item.meta.icon} />}
                        iconPosition="before"
                      >
                        {item.meta.title}
                        <ChevronDownRegular aria-hidden="true" />
                      </Button>
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuFlyoutItems items={children} activeId={state.activeId} onSelect={state.select} />
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                )}
              </div>
            </OverflowItem>
          );
        })}
        <MoreMenu items={items} activeId={state.activeId} onSelect={state.select} />
      </nav>
    </Overflow>
  );
}
