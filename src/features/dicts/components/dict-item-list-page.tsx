import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AppLink } from '@/components/widgets/app-link';
import { dictQuery } from '../api/fetch-dict';
import { DictItemsPanel } from './dict-items-panel';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 } });

export const DICT_ITEM_PAGE_TEXT = {
  noDict: '请从「数据字典」中某个字典的「字典配置」打开字典项，或在地址中带上 dictId。',
  back: '返回数据字典',
  notFound: '字典不存在或已删除。',
} as const;

/**
 * 字典项 (system/DictItemList, hidden; `?dictId=` as the VUE2 screen takes the dictionary's id): the items of one
 * dictionary as a page, with the same list and 编辑模式 as 数据字典's 字典配置 drawer.
 */
export default function DictItemListPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const dictId = (params.get('dictId') ?? params.get('id') ?? '').trim();
  const dict = useQuery({ ...dictQuery(dictId), enabled: dictId !== '' });
  if (!dictId || (dict.isError && !dict.data))
    return (
      <MessageBar intent={dictId ? 'warning' : 'info'}>
        <MessageBarBody>
          {dictId ? DICT_ITEM_PAGE_TEXT.notFound : DICT_ITEM_PAGE_TEXT.noDict}{' '}
          <AppLink to="/isystem/dict">{DICT_ITEM_PAGE_TEXT.back}</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  const ref = dict.data ?? { id: dictId, dictName: '', dictCode: '' };
  return (
    <div className={styles.page}>
      {dict.data && (
        <Text weight="semibold">
          字典：{dict.data.dictName} · {dict.data.dictCode}
        </Text>
      )}
      <DictItemsPanel key={dictId} dict={ref} />
    </div>
  );
}
