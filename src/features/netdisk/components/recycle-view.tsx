import {
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteDismissRegular, DocumentRegular, FolderRegular } from '@fluentui/react-icons';
import { useWrite } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { NETDISK_RECYCLE_DAYS } from '@/domain/entities/netdisk';
import {
  formatSize,
  NETDISK_API,
  NETDISK_SCOPE,
  ownerParams,
  useRecycled,
  type DiskOwner,
  type RecycledItem,
} from '../api/netdisk-api';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  name: { display: 'flex', alignItems: 'center', gap: '6px', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  table: { tableLayout: 'auto' },
});

/** 回收站: what was deleted, with 剩余天数, 还原 and 彻底删除. */
export function RecycleView({ owner }: { owner: DiskOwner }) {
  const styles = useStyles();
  const phone = useIsPhone();
  const items = useRecycled(owner, true);
  const { busy, write } = useWrite();
  const { confirm, element } = useConfirm();
  const kindText = (item: RecycledItem) => (item.type === 'folder' ? '文件夹' : '文件');
  const act = (item: RecycledItem, action: 'restore' | 'purge', label: string, done: string) =>
    write(
      {
        method: 'POST',
        url: `${NETDISK_API}/${action}`,
        params: ownerParams(owner),
        data: { type: item.type, id: item.id },
        meta: { scope: NETDISK_SCOPE, kind: 'action', label: `${label}「${item.name}」`, recordIds: [item.id] },
      },
      done,
    );
  const purge = async (item: RecycledItem) => {
    const message = `确定彻底删除${kindText(item)}「${item.name}」吗？${item.type === 'folder' ? '其中的内容将一并删除，' : ''}删除后无法恢复。`;
    if (await confirm({ title: '彻底删除', message, okText: '彻底删除' }))
      await act(item, 'purge', '彻底删除', '已彻底删除');
  };
  if (items.isLoading) return <Spinner label="加载中…" />;
  const rows = items.data ?? [];
  return (
    <section aria-label="回收站">
      <Text as="p" className={styles.hint}>
        删除的文件和文件夹保留 {NETDISK_RECYCLE_DAYS} 天，期间可以还原，之后自动彻底删除。
      </Text>
      {rows.length === 0 ? (
        <Text as="p">回收站是空的</Text>
      ) : (
        <Table aria-label="回收站列表" className={styles.table} size={phone ? 'small' : 'medium'}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>名称</TableHeaderCell>
              {!phone && <TableHeaderCell>大小</TableHeaderCell>}
              {!phone && <TableHeaderCell>删除时间</TableHeaderCell>}
              <TableHeaderCell>剩余天数</TableHeaderCell>
              <TableHeaderCell>操作</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={`${item.type}-${item.id}`}>
                <TableCell>
                  <span className={styles.name}>
                    {item.type === 'folder' ? (
                      <FolderRegular aria-label="文件夹" />
                    ) : (
                      <DocumentRegular aria-label="文件" />
                    )}
                    {item.name}
                  </span>
                </TableCell>
                {!phone && <TableCell>{formatSize(item.fileSize)}</TableCell>}
                {!phone && <TableCell>{item.deletedTime}</TableCell>}
                <TableCell>{item.remainingDays} 天</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      icon={<ArrowUndoRegular />}
                      disabled={busy}
                      aria-label={`还原「${item.name}」`}
                      onClick={() => void act(item, 'restore', '还原', '还原成功')}
                    >
                      还原
                    </Button>
                    <Button
                      size="small"
                      icon={<DeleteDismissRegular />}
                      disabled={busy}
                      aria-label={`彻底删除「${item.name}」`}
                      onClick={() => void purge(item)}
                    >
                      彻底删除
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {element}
    </section>
  );
}
