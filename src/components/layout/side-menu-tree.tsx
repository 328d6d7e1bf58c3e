import { useNavigate, useLocation } from 'react-router';
import { Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';

/** Visible entries only; an alwaysShow entry is a leaf. */
function visibleChildren(item: MenuItem): MenuItem[] {
  if (item.alwaysShow) return [];
  return (item.children ?? []).filter((c) => !c.hidden);
}

function MenuNode({ item, onOpen, activePath }: { item: MenuItem; onOpen: (m: MenuItem) => void; activePath: string }) {
  const children = visibleChildren(item);
  if (children.length === 0) {
    return (
      <TreeItem
        itemType="leaf"
        value={item.id}
        onClick={() => onOpen(item)}
        aria-current={item.path === activePath ? 'page' : undefined}
      >
        <TreeItemLayout style={item.path === activePath ? { fontWeight: 600 } : undefined}>
          {item.meta.title}
        </TreeItemLayout>
      </TreeItem>
    );
  }
  return (
    <TreeItem itemType="branch" value={item.id}>
      <TreeItemLayout>{item.meta.title}</TreeItemLayout>
      <Tree>
        {children.map((c) => (
          <MenuNode key={c.id} item={c} onOpen={onOpen} activePath={activePath} />
        ))}
      </Tree>
    </TreeItem>
  );
}

/** The plain menu of the server's permission tree (the full side menu comes with the layout issue). */
export function SideMenuTree({ menu, onNavigate }: { menu: MenuItem[]; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = (item: MenuItem) => {
    if (item.meta.internalOrExternal && item.meta.url) window.open(item.meta.url, '_blank', 'noopener');
    else navigate(item.path);
    onNavigate?.();
  };
  return (
    <Tree aria-label="菜单">
      {menu
        .filter((m) => !m.hidden)
        .map((m) => (
          <MenuNode key={m.id} item={m} onOpen={open} activePath={pathname} />
        ))}
    </Tree>
  );
}
