import {
  Button,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';
import { visibleChildren, visibleMenu } from './menu-tree';
import { MenuIcon } from './menu-icon';
import { MenuFlyoutItems } from './menu-flyout-items';

const useStyles = makeStyles({
  rail: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4px', padding: '8px 0', margin: 0 },
  button: { width: '44px', height: '40px' },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
});

interface Props {
  menu: MenuItem[];
  /** Ids of the route's trail, to mark the top-level entry that holds the current page. */
  trailIds: string[];
  activeId: string | undefined;
  onSelect: (item: MenuItem) => void;
}

/** The collapsed side menu: one icon button per top-level entry; a group opens its entries in a flyout menu. */
export function CollapsedMenu({ menu, trailIds, activeId, onSelect }: Props) {
  const styles = useStyles();
  return (
    <ul className={styles.rail} aria-label="菜单">
      {visibleMenu(menu).map((item) => {
        const children = visibleChildren(item);
        const className = trailIds.includes(item.id) ? `${styles.button} ${styles.active}` : styles.button;
        const button = (
          <Button
            appearance="subtle"
            className={className}
            icon={<MenuIcon name={item.meta.icon} />}
            aria-label={item.meta.title}
            aria-current={item.id === activeId ? 'page' : undefined}
            onClick={children.length === 0 ? () => onSelect(item) : undefined}
          />
        );
        return (
          <li key={item.id} style={{ listStyle: 'none' }}>
            {children.length === 0 ? (
              <Tooltip content={item.meta.title} relationship="description" positioning="after">
                {button}
              </Tooltip>
            ) : (
              <Menu positioning="after">
                <MenuTrigger disableButtonEnhancement>
                  <Tooltip content={item.meta.title} relationship="description" positioning="after">
                    {button}
                  </Tooltip>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuFlyoutItems items={children} activeId={activeId} onSelect={onSelect} />
                  </MenuList>
                </MenuPopover>
              </Menu>
            )}
          </li>
        );
      })}
    </ul>
  );
}
