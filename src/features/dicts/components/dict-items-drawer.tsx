import { useMemo } from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { EntityListPage, type FormValues } from '@/components/crud';
import { dictItemEntity } from '@/domain/entities';
import { useIsPhone } from '@/components/widgets/use-media-query';

export interface DictItemsDrawerProps {
  dict: { id: string; dictName: string; dictCode: string };
  onClose: () => void;
}

/** 字典配置: the items of a dictionary (name, value, description, sort order, enabled), to add, edit, delete. */
export function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const isPhone = useIsPhone();
  const extraParams = useMemo(() => ({ dictId: dict.id }), [dict.id]);
  const form = useMemo(
    () => ({ transformSubmit: (payload: FormValues) => ({ ...payload, dictId: dict.id }) }),
    [dict.id],
  );
  return (
    <OverlayDrawer open position="end" size={isPhone ? 'full' : 'large'} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
        >
          字典配置（{dict.dictName} · {dict.dictCode}）
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <EntityListPage
          entity={dictItemEntity}
          extraParams={extraParams}
          form={form}
          saveCode="dict-items"
          exportFileName={`${dict.dictName}字典项`}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
