import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CategoryTreeSelect,
  isValidTreeCondition,
  TREE_CONDITION_ERROR,
  TreeSelect,
  UrlTreeSelect,
} from '@/components/widgets/dict';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient } from './test-utils';

const bed = useApiTestBed();

const ok = (result: unknown) => HttpResponse.json({ success: true, code: 0, message: '', result });

function serveTree(path: string, byParent: (params: URLSearchParams) => unknown) {
  const asked: URLSearchParams[] = [];
  bed.server.use(
    http.get(api(path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return ok(byParent(params));
    }),
  );
  return asked;
}

describe('TreeSelect (JTreeSelect)', () => {
  it('the condition must be a JSON object string', () => {
    expect(isValidTreeCondition(undefined)).toBe(true);
    expect(isValidTreeCondition('')).toBe(true);
    expect(isValidTreeCondition('{"status":"1"}')).toBe(true);
    expect(isValidTreeCondition('status=1')).toBe(false);
    expect(isValidTreeCondition('"text"')).toBe(false);
    expect(isValidTreeCondition('null')).toBe(false);
    expect(isValidTreeCondition('12')).toBe(false);
  });

  it('a bad condition shows 组件JTreeSelect-condition传值有误，需要一个json字符串! and loads nothing', async () => {
    const asked = serveTree('/sys/dict/loadTreeData', () => []);
    const user = userEvent.setup();
    renderWithClient(
      <TreeSelect
        aria-label="部门"
        dict="sys_depart,depart_name,id"
        condition="status=1"
        value=""
        onChange={vi.fn()}
      />,
    );
    expect(bed.notes).toEqual([{ intent: 'error', message: TREE_CONDITION_ERROR }]);
    expect(TREE_CONDITION_ERROR).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
    await user.click(screen.getByRole('button', { name: '部门' }));
    await waitFor(() => expect(screen.getByRole('tree')).toBeInTheDocument());
    expect(asked).toHaveLength(0);
  });

  it('loads roots and, on expand, children from /sys/dict/loadTreeData; picking one sets the value', async () => {
    const asked = serveTree('/sys/dict/loadTreeData', (p) =>
      p.get('pid') === ''
        ? [{ key: 'A01', title: '总部', leaf: false }]
        : [{ key: 'A01A01', title: '教务处', leaf: true }],
    );
    const onChange = vi.fn();
    function Host() {
      const [value, setValue] = useState('');
      return (
        <TreeSelect
          aria-label="部门"
          dict="sys_depart,depart_name,id"
          pidField="parent_id"
          condition='{"status":"1"}'
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithClient(<Host />);
    await user.click(screen.getByRole('button', { name: '部门' }));
    await user.click(await screen.findByText('总部'));
    expect(await screen.findByText('教务处')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual(
      expect.objectContaining({
        pid: '',
        pidField: 'parent_id',
        condition: '{"status":"1"}',
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
      }),
    );
    expect(asked[1]?.get('pid')).toBe('A01');
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('A01A01');
  });

  it('back-fills the text of its value with loadDictItem', async () => {
    bed.server.use(http.get(api('/sys/dict/loadDictItem/sys_depart,depart_name,id'), () => ok(['教务处'])));
    renderWithClient(
      <TreeSelect aria-label="部门" dict="sys_depart,depart_name,id" value="A01A01" onChange={vi.fn()} />,
    );
    expect(await screen.findByText('教务处')).toBeInTheDocument();
  });
});

describe('CategoryTreeSelect and UrlTreeSelect', () => {
  it('category roots by loadTreeRoot (async, pcode), children by loadTreeChildren', async () => {
    const roots = serveTree('/sys/category/loadTreeRoot', () => [{ key: 'c1', title: '本科', leaf: '0' }]);
    const children = serveTree('/sys/category/loadTreeChildren', () => [{ key: 'c11', title: '工学', leaf: '1' }]);
    const user = userEvent.setup();
    renderWithClient(<CategoryTreeSelect aria-label="学科" pcode="B01" value="" onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '学科' }));
    await user.click(await screen.findByText('本科'));
    expect(await screen.findByText('工学')).toBeInTheDocument();
    expect(roots[0]?.get('pcode')).toBe('B01');
    expect(roots[0]?.get('async')).toBe('true');
    expect(children[0]?.get('pid')).toBe('c1');
  });

  it('with a condition both levels come from loadTreeData; a value is named through loadOne', async () => {
    const data = serveTree('/sys/category/loadTreeData', (p) =>
      p.get('pid') ? [{ key: 'c11', title: '工学', leaf: true }] : [{ key: 'c1', title: '本科', leaf: false }],
    );
    const one = serveTree('/sys/category/loadOne', () => ({ id: 'c11', name: '工学' }));
    const user = userEvent.setup();
    const condition = JSON.stringify({ createBy: 'admin' });
    renderWithClient(<CategoryTreeSelect aria-label="学科" condition={condition} value="c11" onChange={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '学科' })).toHaveTextContent('工学'));
    expect(one[0]?.get('field')).toBe('id');
    expect(one[0]?.get('val')).toBe('c11');
    await user.click(screen.getByRole('button', { name: '学科' }));
    await user.click(await screen.findByText('本科'));
    expect(await screen.findAllByText('工学')).not.toHaveLength(0);
    expect(data.map((p) => [p.get('pcode'), p.get('pid'), p.get('condition')])).toEqual([
      ['0', null, condition],
      [null, 'c1', condition],
    ]);
  });

  it('a field tree loads whole from its address and checks several in multiple mode', async () => {
    serveTree('/sys/sysDepart/queryTreeList', () => [
      { key: 'd1', title: '总部', isLeaf: false, children: [{ key: 'd2', title: '财务部', isLeaf: true }] },
    ]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <UrlTreeSelect
        aria-label="所属部门"
        url="/sys/sysDepart/queryTreeList"
        multiple
        value="d1"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '所属部门' }));
    const tree = await screen.findByRole('tree');
    await user.click(within(tree).getByText('总部'));
    await within(tree).findByText('财务部');
    expect(screen.getByRole('button', { name: '所属部门' })).toHaveTextContent('总部');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes[0]).toBeChecked();
    await user.click(boxes[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('d1,d2');
  });
});
