import { useMemo, useRef, useState } from 'react';
import { Button, Link, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { notify } from '@/lib/notifier';
import { EditableGrid } from './editable-grid';
import { GridValidationError } from './grid-controller';
import type { EditableGridHandle, GridColumn, GridRow, SlotContext } from './grid-types';
import {
  DEMO_COLUMNS,
  DEMO_ROWS,
  loadDemoChildren,
  MANY_COLUMNS,
  manyRows,
  TREE_COLUMNS,
  TREE_ROOTS,
} from './demo-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  output: {
    margin: 0,
    maxHeight: '200px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The popup column's report: a page supplies it; the demo answers with a contact at once. */
const openContacts = async (): Promise<GridRow[]> => [{ realname: '赵敏', phone: '13700001111' }];

const columnsWithPopup: GridColumn[] = DEMO_COLUMNS.map((column) =>
  column.type === 'popup' ? { ...column, openPopup: openContacts } : column,
);

const summary = (value: unknown) => JSON.stringify(value, null, 2);

/** The editable grid with every column type, a lazily loaded tree, and 10,000 virtual rows. */
export function EditableGridDemo() {
  const styles = useStyles();
  const grid = useRef<EditableGridHandle>(null);
  const treeGrid = useRef<EditableGridHandle>(null);
  const [output, setOutput] = useState('');
  const [many, setMany] = useState<GridRow[]>([]);
  const treeConfig = useMemo(() => ({ loadChildren: loadDemoChildren, cacheKey: 'demo-colleges' }), []);
  const slots = useMemo(
    () => ({
      action: ({ row, rowId }: SlotContext) => (
        <Link as="button" onClick={() => grid.current?.removeRowsById(rowId)}>
          删除{row.topicName ? '' : '此行'}
        </Link>
      ),
    }),
    [],
  );

  const validateAndRead = async () => {
    try {
      const values = await grid.current?.validateAndGetAll();
      setOutput(summary(values));
      notify({ intent: 'success', message: '校验通过' });
    } catch (error) {
      if (error instanceof GridValidationError) setOutput(summary(error.errors));
      else throw error;
    }
  };

  // A page saves the rows, then tells the other sessions showing the grid (here nothing is stored).
  const saveAndShare = async () => {
    try {
      await grid.current?.validateAndGetAll();
    } catch (error) {
      if (error instanceof GridValidationError) setOutput(summary(error.errors));
      else throw error;
      return;
    }
    const edited = grid.current?.getEditedData() ?? [];
    const sent = grid.current?.broadcastRows(edited) ?? 0;
    notify({ intent: 'success', message: `已同步 ${sent} 行到打开此页的其他窗口` });
  };

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="grid-demo-all">
        <Title3 id="grid-demo-all">行编辑表格 · 全部列类型</Title3>
        <Text className={styles.sub}>
          点击单元格或按回车编辑，Esc 撤销，Tab 下一格；拖动左侧把手排序（orderNum 从 1 重排）；分值列底部合计与平均。
          “保存并同步”把修改的行推送给打开此页的其他窗口，对应的行随即更新并闪烁提示。
        </Text>
        <EditableGrid
          ref={grid}
          aria-label="试卷题目"
          columns={columnsWithPopup}
          dataSource={DEMO_ROWS}
          rowNumber
          rowSelection
          dragSort
          rowExpand
          renderExpand={(row) => <Text>题干：{String(row.content ?? '（无）')}</Text>}
          slots={slots}
          bordered
          socketKey="editable-grid-demo"
        />
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void validateAndRead()}>
            校验并读取
          </Button>
          <Button onClick={() => void saveAndShare()}>保存并同步</Button>
          <Button onClick={() => setOutput(summary(grid.current?.getNewData()))}>新增的行</Button>
          <Button onClick={() => setOutput(summary(grid.current?.getEditedData()))}>修改的行</Button>
          <Button onClick={() => setOutput(summary(grid.current?.getDeleteData()))}>删除的行</Button>
        </div>
        {output && (
          <pre className={styles.output} aria-label="读取结果">
            {output}
          </pre>
        )}
      </section>

      <section className={styles.section} aria-labelledby="grid-demo-tree">
        <Title3 id="grid-demo-tree">树表格 · 院校与专业</Title3>
        <Text className={styles.sub}>
          展开时加载下级（先显示 loading...），没有下级的行变为叶子；已加载的数据缓存在本地。招生计划大于 0
          的行自动选中。
        </Text>
        <EditableGrid
          ref={treeGrid}
          aria-label="院校与专业"
          columns={TREE_COLUMNS}
          dataSource={TREE_ROOTS}
          tree={treeConfig}
          rowSelection
          toolbar={false}
          size="small"
        />
        <div className={styles.actions}>
          <Button onClick={() => treeGrid.current?.clearTreeCache()}>清除树缓存</Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="grid-demo-many">
        <Title3 id="grid-demo-many">一万行 · 虚拟滚动</Title3>
        <Text className={styles.sub}>只渲染可见的行（每行 61 px），一万行照样流畅；也可以分页显示。</Text>
        <div className={styles.actions}>
          <Button onClick={() => setMany(manyRows(10000))}>加载 10000 行</Button>
          <Button onClick={() => setMany([])}>清空</Button>
        </div>
        <EditableGrid aria-label="考生成绩" columns={MANY_COLUMNS} dataSource={many} rowNumber toolbar={false} />
        <EditableGrid
          aria-label="考生成绩（分页）"
          columns={MANY_COLUMNS}
          dataSource={many}
          rowNumber
          rowSelection
          rowSelectionType="radio"
          toolbar={false}
          size="mini"
          pagination={{ pageSize: 10 }}
        />
      </section>
    </div>
  );
}
