import { useMemo, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage } from '@/components/crud';
import { dictEntity, type RecordOf } from '@/domain/entities';
import { useDictSubTables } from '../hooks/use-dict-sub-tables';
import { DictItemsDrawer, type DictItemsDrawerProps } from './dict-items-drawer';
import { RefreshCacheButton } from './refresh-cache-button';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

type DictRef = DictItemsDrawerProps['dict'];

const dictOf = ({ id, dictName, dictCode }: RecordOf<typeof dictEntity>): DictRef => ({ id, dictName, dictCode });

/**
 * 数据字典 (system/DictList): dictionaries, their add / edit form with a 字典项 tab (the items saved with the
 * dictionary), 字典配置 (the items listed, or edited in place) and 刷新缓存.
 */
export default function DictListPage() {
  const styles = useStyles();
  const [itemsOf, setItemsOf] = useState<DictRef | null>(null);
  const subTables = useDictSubTables();
  const form = useMemo(() => ({ subTables }), [subTables]);
  return (
    <>
      <EntityListPage
        entity={dictEntity}
        form={form}
        toolbarExtra={() => <RefreshCacheButton />}
        rowActionsExtra={(record) => (
          <Button
            size="small"
            appearance="transparent"
            className={styles.compact}
            onClick={() => setItemsOf(dictOf(record))}
          >
            字典配置
          </Button>
        )}
      />
      {itemsOf && <DictItemsDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />}
    </>
  );
}
