import { Menu, MenuItem as FluentMenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';
import { visibleChildren } from './menu-tree';

interface Props {
  items: MenuItem[];
  activeId: string | undefined;
  onSelect: (item: MenuItem) => void;
}

/** Menu entries as Fluent menu items; a group opens a nested menu (collapsed side menu, top navigation). */
export function MenuFlyoutItems({ items, activeId, onSelect }: Props) {
  return (
    <>
      {items.map((item) => {
        const children = visibleChildren(item);
        if (children.length === 0)
          return (
            <FluentMenuItem
              key={item.id}
              aria-current={item.id === activeId ? 'page' : undefined}
              onClick={() => onSelect(item)}
            >
              {item.meta.title}
            </FluentMenuItem>
          );
        return (
          <Menu key={item.id}>
            <MenuTrigger disableButtonEnhancement>
              <FluentMenuItem>{item.meta.title}</FluentMenuItem>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuFlyoutItems items={children} activeId={activeId} onSelect={onSelect} />
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </>
  );
}
