import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { $getRoot, $selectAll, type LexicalEditor } from 'lexical';
import { RichTextEditor, type RichTextEditorProps } from '@/components/widgets/rich-text-editor';
import { TOOLBAR_LABELS } from '@/components/widgets/rich-text-editor/editor-toolbar';
import { signIn, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout, renderControlled } from './test-utils';
import { file, holdUploads, stored, UPLOAD_URL } from './upload-helpers';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => signIn('tok-123'));

declare global {
  interface Window {
    __xss?: () => void;
  }
}
// Inline handlers run in jsdom's own window (vitest's `jsdom` global), not in the test's global object.
const handlerWindow = (globalThis as unknown as { jsdom: { window: Window } }).jsdom.window;
const xss = vi.fn();
beforeEach(() => {
  xss.mockReset();
  handlerWindow.__xss = xss;
});
afterEach(() => {
  delete handlerWindow.__xss;
});

const PASTED: Record<string, string> = {
  'text/html': '<img src="https://e.example/b.png" onerror="window.__xss()"><b>粘贴</b>',
  'text/plain': '粘贴',
};

const STATIC = 'http://api.test/jeecg-boot/sys/common/static';

function setup(props: Partial<RichTextEditorProps> = {}, initial = '') {
  const { onValue } = renderControlled(RichTextEditor, { 'aria-label': '内容', ...props }, initial, (setValue) => (
    <button type="button" onClick={() => setValue('<p>外部的值</p>')}>
      换值
    </button>
  ));
  const user = userEvent.setup({ applyAccept: false });
  const box = () => screen.findByRole('textbox', { name: '内容' });
  const editor = async () => ((await box()) as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  const selectAll = async () => {
    const e = await editor();
    act(() => e.update(() => $selectAll(), { discrete: true }));
  };
  const click = async (name: string) => user.click(screen.getByRole('button', { name }));
  return { onValue, user, box, editor, selectAll, click };
}

describe('RichTextEditor (JEditor)', () => {
  it('is 300 px high with a Chinese toolbar, and shows the value', async () => {
    const { box } = setup({}, '<p>你好<b>世界</b></p>');
    // The value is put into the editor once it has mounted: on a busy machine a moment after the text box shows.
    await waitFor(async () => expect((await box()).textContent).toBe('你好世界'));
    expect(screen.getByTestId('rich-text-editor')).toHaveStyle({ height: '300px' });
    const toolbar = screen.getByRole('toolbar', { name: '编辑工具栏' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      '撤销',
      '重做',
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '标题1',
      '标题2',
      '标题3',
      '引用',
      '无序列表',
      '有序列表',
      '插入链接',
      '插入图片',
    ]);
  });

  it('formats the selection from the toolbar and sends plain HTML (no generated classes or styles)', async () => {
    const { selectAll, click, onValue } = setup({}, '<p>你好</p>');
    await selectAll();
    await click('加粗');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p><b>你好</b></p>'));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await click('标题1');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<h1><b>你好</b></h1>'));
    await click('无序列表');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<ul><li value="1"><b>你好</b></li></ul>'));
    await click('撤销');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<h1><b>你好</b></h1>'));
  });

  it('an outside value replaces the content without being sent back; emptied, it sends an empty string', async () => {
    const { box, onValue, user, editor } = setup({}, '<p>原来的值</p>');
    await user.click(screen.getByRole('button', { name: '换值' }));
    await waitFor(async () => expect((await box()).textContent).toBe('外部的值'));
    expect(onValue).not.toHaveBeenCalled();
    const e = await editor();
    act(() => e.update(() => $getRoot().clear(), { discrete: true }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(''));
  });

  it('uploads a picture with biz=jeditor and jeditor=1 and inserts it by its static address (saved without the token)', async () => {
    const held = holdUploads(bed.server);
    const { user, onValue, box } = setup({}, '<p>图:</p>');
    await user.upload(screen.getByLabelText(TOOLBAR_LABELS.chooseImage), file('猫.png', 'image/png'));
    await waitFor(() => expect(held).toHaveLength(1));
    const upload = held[0]!;
    expect(upload.form.get('biz')).toBe('jeditor');
    expect(upload.form.get('jeditor')).toBe('1');
    expect(upload.form.get('file')).toHaveProperty('type', 'image/png');
    expect(upload.headers.get('X-Access-Token')).toBe('tok-123');
    upload.answer(stored('jeditor/猫_1.png'));
    const src = `${STATIC}/jeditor/%E7%8C%AB_1.png`;
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(`<p>图:<img src="${src}" alt="猫.png"></p>`));
    // Shown with the token (the static route serves signed-in users), saved without it.
    expect(within(await box()).getByRole('img', { name: '猫.png' })).toHaveAttribute('src', `${src}?token=tok-123`);
  });

  it('the answer local embeds the picture itself; a failed upload says so and inserts nothing', async () => {
    bed.server.use(http.post(UPLOAD_URL, () => HttpResponse.json(stored('local'))));
    const { user, onValue } = setup();
    await user.upload(screen.getByLabelText(TOOLBAR_LABELS.chooseImage), file('a.png', 'image/png', 'PNG'));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(expect.stringContaining('src="data:image/png;base64,UE5H"')),
    );
    onValue.mockClear();
    bed.server.use(http.post(UPLOAD_URL, () => HttpResponse.json({ success: false, message: '文件类型不允许' })));
    await user.upload(screen.getByLabelText(TOOLBAR_LABELS.chooseImage), file('b.png', 'image/png'));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'error', message: 'b.png 上传失败.' }));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture without sending it: 请上传图片', async () => {
    const held = holdUploads(bed.server);
    const { user } = setup();
    await user.upload(screen.getByLabelText(TOOLBAR_LABELS.chooseImage), file('说明.txt'));
    expect(bed.notes).toEqual([{ intent: 'warning', message: '请上传图片' }]);
    expect(held).toHaveLength(0);
  });

  it('never runs a handler of a given or pasted <img onerror>, and never sends one', async () => {
    const attack =
      '<p>x<img src="https://e.example/a.png" onerror="window.__xss()"><script>window.__xss()</script></p>';
    const { box, onValue, editor, selectAll, click } = setup({}, attack);
    const img = (await box()).querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://e.example/a.png');
    expect(img).not.toHaveAttribute('onerror');
    img.dispatchEvent(new Event('error'));

    // Pasted HTML goes through the same import (jsdom lacks the event classes Lexical's paste handler names).
    for (const name of ['DragEvent', 'ClipboardEvent'] as const) {
      if (name in globalThis) continue;
      Object.assign(globalThis, { [name]: class extends Event {} });
      onTestFinished(() => void Reflect.deleteProperty(globalThis, name));
    }
    const e = await editor();
    act(() => e.update(() => $getRoot().selectEnd(), { discrete: true }));
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (type: string) => PASTED[type] ?? '',
      },
    });
    act(() => {
      (e.getRootElement() as HTMLElement).dispatchEvent(paste);
    });
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    for (const el of (await box()).querySelectorAll('img')) el.dispatchEvent(new Event('error'));

    await selectAll();
    await click('斜体');
    await waitFor(() => expect(onValue.mock.lastCall?.[0]).toContain('<i>'));
    for (const [html] of onValue.mock.calls) {
      expect(html).not.toMatch(/onerror|<script|__xss/i);
    }
    expect(onValue.mock.lastCall?.[0]).toContain('粘贴');
    expect(xss).not.toHaveBeenCalled();
  });

  it('links only to safe addresses: 请输入正确的网址! otherwise', async () => {
    const { selectAll, click, user, onValue } = setup({}, '<p>官网</p>');
    await selectAll();
    await click('插入链接');
    const address = await screen.findByRole('textbox', { name: '链接地址' });
    await user.type(address, 'javascript:alert(1)');
    await click('确定');
    expect(await screen.findByText('请输入正确的网址!')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'https://example.com/');
    await click('确定');
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith('<p><a href="https://example.com/" rel="noreferrer">官网</a></p>'),
    );
  });

  it('disabled: not editable, the toolbar is off', async () => {
    const { box } = setup({ disabled: true }, '<p>只读</p>');
    expect(await box()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '插入图片' })).toBeDisabled();
  });
});
