import { useRef } from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { DictItemsPanel, type DictItemsPanelHandle, type DictRef } from './dict-items-panel';

export { EDIT_MODE } from './dict-items-panel';

export interface DictItemsDrawerProps {
  dict: DictRef;
  onClose: () => void;
}

/**
 * 字典配置: the items of a dictionary in a drawer (DictItemsPanel); closing asks first when 编辑模式 has unsaved
 * changes.
 */
export function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const isPhone = useIsPhone();
  const panel = useRef<DictItemsPanelHandle>(null);
  const close = async () => {
    if (panel.current && !(await panel.current.confirmLeave())) return;
    onClose();
  };
  return (
    <OverlayDrawer
      open
      position="end"
      size={isPhone ? 'full' : 'large'}
      onOpenChange={(_, d) => !d.open && void close()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={() => void close()} />
          }
        >
          字典配置（{dict.dictName} · {dict.dictCode}）
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <DictItemsPanel ref={panel} dict={dict} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
