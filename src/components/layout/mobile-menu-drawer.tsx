import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { MenuItem } from '@/domain/permission-types';
import { MOBILE_DRAWER_WIDTH } from './breakpoints';
import { MenuTreeView } from './menu-tree-view';
import type { MenuState } from './use-menu-state';

const useStyles = makeStyles({
  drawer: { width: `${MOBILE_DRAWER_WIDTH}px`, maxWidth: '100vw' },
  body: { padding: '0 4px' },
});

interface Props {
  open: boolean;
  onClose: () => void;
  menu: MenuItem[];
  state: MenuState;
}

/** Below 1088 px the menu is a left drawer 200 px wide. */
export function MobileMenuDrawer({ open, onClose, menu, state }: Props) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      position="start"
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      className={styles.drawer}
      aria-label="菜单"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭菜单" icon={<DismissRegular />} onClick={onClose} />}
        >
          菜单
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <MenuTreeView
          menu={menu}
          openIds={state.openIds}
          onOpenIdsChange={state.setOpenIds}
          activeId={state.activeId}
          onSelect={state.select}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
