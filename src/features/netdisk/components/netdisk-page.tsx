import { Fragment, useRef, useState, type DragEvent } from 'react';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  ProgressBar,
  Radio,
  RadioGroup,
  shorthands,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Toolbar,
  ToolbarButton,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowLeftRegular,
  ArrowUploadRegular,
  DeleteRegular,
  DocumentPdfRegular,
  DocumentRegular,
  FolderAddRegular,
  FolderArrowRightRegular,
  FolderRegular,
  ImageRegular,
  MoreHorizontalRegular,
  RenameRegular,
  RecycleRegular,
  TableRegular,
} from '@fluentui/react-icons';
import { saveBlob, useWrite } from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { ScreenProps } from '@/features/screen-descriptor';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import {
  extensionOf,
  fileTypeText,
  formatSize,
  MY_DISK,
  nameProblem,
  NETDISK_API,
  NETDISK_SCOPE,
  ownerParams,
  pathTo,
  previewKind,
  ROOT,
  useFiles,
  useFolders,
  type DiskFile,
  type DiskOwner,
  type ItemKind,
} from '../api/netdisk-api';
import { FolderTree } from './folder-tree';
import { MoveDialog } from './move-dialog';
import { PreviewDialog } from './preview-dialog';
import { RecycleView } from './recycle-view';
import { useDiskUpload } from './use-disk-upload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  owner: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' },
  picker: { minWidth: 0, flexGrow: 1, maxWidth: '420px' },
  body: { display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: '16px', alignItems: 'start' },
  phoneBody: { gridTemplateColumns: 'minmax(0, 1fr)' },
  tree: {
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
    overflowX: 'auto',
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    minWidth: 0,
    minHeight: '240px',
    padding: '4px',
    ...shorthands.border('1px', 'dashed', 'transparent'),
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  toolbar: { flexWrap: 'wrap', paddingLeft: 0, paddingRight: 0 },
  hidden: { display: 'none' },
  name: { display: 'flex', alignItems: 'center', gap: '6px', minWidth: 0 },
  nameButton: { minWidth: 0, textAlign: 'start', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightRegular },
  selectedRow: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  hint: { color: tokens.colorNeutralForeground3 },
  progress: { display: 'flex', flexDirection: 'column', gap: '4px' },
  breadcrumb: { overflowX: 'auto' },
  sizeColumn: { width: '88px' },
  typeColumn: { width: '110px' },
  timeColumn: { width: '170px' },
  actionColumn: { width: '44px' },
});

/** A folder or a file of the current folder. */
interface Item {
  type: ItemKind;
  id: string;
  name: string;
  parentId: string;
  size?: number;
  modified?: string;
  file?: DiskFile;
}

const LABEL: Record<ItemKind, string> = { folder: '文件夹', file: '文件' };

function ItemIcon({ item }: { item: Item }) {
  if (item.type === 'folder') return <FolderRegular aria-hidden />;
  const ext = extensionOf(item.name);
  if (ext === 'pdf') return <DocumentPdfRegular aria-hidden />;
  if (previewKind(item.name) === 'image') return <ImageRegular aria-hidden />;
  if (ext === 'xls' || ext === 'xlsx') return <TableRegular aria-hidden />;
  return <DocumentRegular aria-hidden />;
}

/**
 * 网盘 (cpc/NetworkDisk, /document/disk): my disk or an institution's; the folder tree, a breadcrumb, the folder's
 * sub-folders and files; 上传 (also by dropping files on the list, with progress), 新建文件夹, 重命名, 移动, 删除, 下载,
 * 预览 of images and PDF, and the 回收站. On a phone: the breadcrumb and the list, actions in each row's menu.
 */
export default function NetdiskPage(_props: Partial<ScreenProps>) {
  const styles = useStyles();
  const phone = useIsPhone();
  const [owner, setOwner] = useState<DiskOwner>(MY_DISK);
  const [openId, setFolderId] = useState(ROOT);
  const [recycle, setRecycle] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [moving, setMoving] = useState<Item | null>(null);
  const [previewing, setPreviewing] = useState<DiskFile | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const folders = useFolders(owner);
  // The folder opened was deleted or moved away (here or elsewhere): the root is shown.
  const gone = openId !== ROOT && folders.isSuccess && !folders.data.some((f) => f.id === openId);
  const folderId = gone ? ROOT : openId;
  const files = useFiles(owner, folderId);
  const { busy, write } = useWrite();
  const { confirm, prompt, element } = useConfirm();
  const { progress, upload } = useDiskUpload(owner, folderId);
  const allFolders = folders.data ?? [];
  const ready = owner.type === 'user' || Boolean(owner.id);

  const items: Item[] = [
    ...allFolders
      .filter((f) => f.parentId === folderId)
      .map((f) => ({ type: 'folder' as const, id: f.id, name: f.name, parentId: f.parentId, modified: f.updateTime })),
    ...(files.data ?? []).map((f) => ({
      type: 'file' as const,
      id: f.id,
      name: f.fileName,
      parentId: f.folderId,
      size: f.fileSize,
      modified: f.updateTime,
      file: f,
    })),
  ];
  const selected = items.find((i) => `${i.type}-${i.id}` === selectedId) ?? null;

  const go = (id: string) => {
    setFolderId(id);
    setSelectedId(null);
    setRecycle(false);
  };
  const switchOwner = (next: DiskOwner) => {
    setOwner(next);
    go(ROOT);
  };

  const send = (action: string, data: Record<string, unknown>, label: string, done: string, ids: string[] = []) =>
    write(
      {
        method: 'POST',
        url: `${NETDISK_API}/${action}`,
        params: ownerParams(owner),
        data,
        meta: { scope: NETDISK_SCOPE, kind: 'action', label, recordIds: ids },
      },
      done,
    );

  /** Asks for a name until the server takes it or the user cancels (a refusal keeps what was typed). */
  const askName = async (title: string, label: string, initial: string, save: (name: string) => Promise<boolean>) => {
    let value: string | null = initial;
    for (;;) {
      value = await prompt({ title, label, initialValue: value, validate: (v) => nameProblem(v, label) });
      if (value === null || (await save(value.trim()))) return;
    }
  };

  const newFolder = () =>
    askName('新建文件夹', '文件夹名称', '', (name) =>
      send('add', { name, parentId: folderId }, `新建文件夹「${name}」`, '新建文件夹成功'),
    );

  const rename = (item: Item) =>
    askName(`重命名${LABEL[item.type]}`, `${LABEL[item.type]}名称`, item.name, (name) =>
      send('rename', { type: item.type, id: item.id, name }, `重命名「${item.name}」为「${name}」`, '重命名成功', [
        item.id,
      ]),
    );

  const remove = async (item: Item) => {
    const extra = item.type === 'folder' ? '其中的内容将一并移入回收站，' : '';
    const message = `确定删除${LABEL[item.type]}「${item.name}」吗？${extra}30 天内可在回收站还原。`;
    if (!(await confirm({ title: '删除', message, okText: '删除' }))) return;
    if (await send('delete', { type: item.type, id: item.id }, `删除「${item.name}」`, '已移入回收站', [item.id]))
      setSelectedId(null);
  };

  const move = async (item: Item, targetId: string) => {
    const ok = await send('move', { type: item.type, id: item.id, targetId }, `移动「${item.name}」`, '移动成功', [
      item.id,
    ]);
    if (ok) setMoving(null);
  };

  const download = async (file: DiskFile) => {
    try {
      const { blob } = await downloadFile(`${NETDISK_API}/download`, { ...ownerParams(owner), id: file.id });
      saveBlob(blob, file.fileName);
    } catch {
      notify({ intent: 'warning', message: '文件下载失败' });
    }
  };

  const open = (item: Item) => {
    if (item.type === 'folder') go(item.id);
    else if (item.file && previewKind(item.name)) setPreviewing(item.file);
    else if (item.file) void download(item.file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!recycle && ready) void upload(event.dataTransfer.files);
  };

  const rowMenu = (item: Item) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="small"
          icon={<MoreHorizontalRegular />}
          aria-label={`「${item.name}」的操作`}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => open(item)}>
            {item.type === 'folder' ? '打开' : previewKind(item.name) ? '预览' : '下载'}
          </MenuItem>
          {item.file && previewKind(item.name) && <MenuItem onClick={() => void download(item.file!)}>下载</MenuItem>}
          <MenuItem onClick={() => void rename(item)}>重命名</MenuItem>
          <MenuItem onClick={() => setMoving(item)}>移动</MenuItem>
          <MenuItem onClick={() => void remove(item)}>删除</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );

  const path = pathTo(allFolders, folderId);
  const rootName = owner.type === 'org' ? `${owner.name ?? '院校'}网盘` : '我的网盘';
  const list = (
    <div
      className={mergeClasses(styles.content, dragging && styles.dragging)}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="netdisk-drop"
    >
      <Breadcrumb aria-label="当前位置" className={styles.breadcrumb} size="small">
        <BreadcrumbItem>
          <BreadcrumbButton current={folderId === ROOT} onClick={() => go(ROOT)}>
            {rootName}
          </BreadcrumbButton>
        </BreadcrumbItem>
        {path.map((f, i) => (
          <Fragment key={f.id}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              <BreadcrumbButton current={i === path.length - 1} onClick={() => go(f.id)}>
                {f.name}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        ))}
      </Breadcrumb>
      {progress && (
        <div className={styles.progress} role="status">
          <Text>
            正在上传「{progress.name}」（{progress.index}/{progress.total}）{progress.percent}%
          </Text>
          <ProgressBar value={progress.percent / 100} aria-label="上传进度" />
        </div>
      )}
      {files.isLoading || folders.isLoading ? (
        <Spinner label="加载中…" />
      ) : items.length === 0 ? (
        <Text as="p" className={styles.hint}>
          此文件夹是空的，可将文件拖到这里上传
        </Text>
      ) : (
        <Table aria-label="文件列表" size={phone ? 'small' : 'medium'}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>名称</TableHeaderCell>
              <TableHeaderCell className={styles.sizeColumn}>大小</TableHeaderCell>
              {!phone && <TableHeaderCell className={styles.typeColumn}>类型</TableHeaderCell>}
              {!phone && <TableHeaderCell className={styles.timeColumn}>修改时间</TableHeaderCell>}
              <TableHeaderCell className={styles.actionColumn}>
                <span className={styles.hidden}>操作</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const key = `${item.type}-${item.id}`;
              return (
                <TableRow
                  key={key}
                  aria-selected={key === selectedId}
                  className={mergeClasses(key === selectedId && styles.selectedRow)}
                  onClick={() => setSelectedId(key)}
                >
                  <TableCell>
                    <span className={styles.name}>
                      <ItemIcon item={item} />
                      <Button
                        appearance="transparent"
                        size="small"
                        className={styles.nameButton}
                        onFocus={() => setSelectedId(key)}
                        onClick={() => open(item)}
                      >
                        {item.name}
                      </Button>
                    </span>
                  </TableCell>
                  <TableCell>{item.type === 'file' ? formatSize(item.size) : ''}</TableCell>
                  {!phone && <TableCell>{item.type === 'folder' ? '文件夹' : fileTypeText(item.name)}</TableCell>}
                  {!phone && <TableCell>{item.modified ?? ''}</TableCell>}
                  <TableCell>{rowMenu(item)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );

  return (
    <div className={styles.root}>
      <RadioGroup
        layout="horizontal"
        aria-label="网盘"
        className={styles.owner}
        value={owner.type}
        onChange={(_, d) => switchOwner(d.value === 'org' ? { type: 'org' } : MY_DISK)}
      >
        <Radio value="user" label="我的网盘" />
        <Radio value="org" label="院校网盘" />
      </RadioGroup>
      {owner.type === 'org' && (
        <div className={styles.picker}>
          <InstitutionPicker
            label="院校"
            value={owner.id}
            onChange={(value, records) =>
              switchOwner({ type: 'org', id: value || undefined, name: String(records[0]?.orgName ?? '') || undefined })
            }
          />
        </div>
      )}
      {!ready ? (
        <Text className={styles.hint}>请选择院校</Text>
      ) : (
        <>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            multiple
            aria-label="选择上传文件"
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = '';
            }}
          />
          <Toolbar aria-label="网盘操作" className={styles.toolbar}>
            {recycle ? (
              <ToolbarButton icon={<ArrowLeftRegular />} onClick={() => setRecycle(false)}>
                返回网盘
              </ToolbarButton>
            ) : (
              <>
                <ToolbarButton
                  appearance="primary"
                  icon={<ArrowUploadRegular />}
                  disabled={Boolean(progress)}
                  onClick={() => input.current?.click()}
                >
                  上传
                </ToolbarButton>
                <ToolbarButton icon={<FolderAddRegular />} disabled={busy} onClick={() => void newFolder()}>
                  新建文件夹
                </ToolbarButton>
                {!phone && (
                  <>
                    <ToolbarButton
                      icon={<RenameRegular />}
                      disabled={!selected || busy}
                      onClick={() => selected && void rename(selected)}
                    >
                      重命名
                    </ToolbarButton>
                    <ToolbarButton
                      icon={<FolderArrowRightRegular />}
                      disabled={!selected || busy}
                      onClick={() => setMoving(selected)}
                    >
                      移动
                    </ToolbarButton>
                    <ToolbarButton
                      icon={<DeleteRegular />}
                      disabled={!selected || busy}
                      onClick={() => selected && void remove(selected)}
                    >
                      删除
                    </ToolbarButton>
                    <ToolbarButton
                      icon={<ArrowDownloadRegular />}
                      disabled={!selected?.file}
                      onClick={() => selected?.file && void download(selected.file)}
                    >
                      下载
                    </ToolbarButton>
                  </>
                )}
                <ToolbarButton icon={<RecycleRegular />} onClick={() => setRecycle(true)}>
                  回收站
                </ToolbarButton>
              </>
            )}
          </Toolbar>
          {recycle ? (
            <RecycleView owner={owner} />
          ) : (
            <div className={mergeClasses(styles.body, phone && styles.phoneBody)}>
              {!phone && (
                <nav className={styles.tree} aria-label="文件夹">
                  <FolderTree
                    key={`${owner.type}:${owner.id ?? ''}:${allFolders.length}`}
                    folders={allFolders}
                    selectedId={folderId}
                    onSelect={go}
                    label="文件夹树"
                    rootName={rootName}
                  />
                </nav>
              )}
              {list}
            </div>
          )}
        </>
      )}
      {moving && (
        <MoveDialog
          folders={allFolders}
          item={moving}
          rootName={rootName}
          saving={busy}
          onMove={(targetId) => move(moving, targetId)}
          onClose={() => setMoving(null)}
        />
      )}
      {previewing && (
        <PreviewDialog
          owner={owner}
          file={previewing}
          onDownload={() => void download(previewing)}
          onClose={() => setPreviewing(null)}
        />
      )}
      {element}
    </div>
  );
}
