import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderControlled } from './test-utils';
import { MarkdownEditor, type MarkdownEditorProps } from '@/components/widgets/markdown-editor';
import { renderMarkdown } from '@/components/widgets/markdown-editor/markdown-render';

const handlerWindow = (globalThis as unknown as { jsdom: { window: Window & { __xss?: () => void } } }).jsdom.window;
const xss = vi.fn();
beforeEach(() => {
  xss.mockReset();
  handlerWindow.__xss = xss;
});
afterEach(() => {
  delete handlerWindow.__xss;
});

function setup(props: Partial<MarkdownEditorProps> = {}, initial = '') {
  const { onValue } = renderControlled(MarkdownEditor, { 'aria-label': '说明', ...props }, initial);
  return { onValue, user: userEvent.setup() };
}

const preview = () => screen.findByRole('region', { name: '预览' });

describe('MarkdownEditor (JMarkdownEditor)', () => {
  it('edits with a live preview, 300 px high by default', async () => {
    const { user, onValue } = setup();
    const text = await screen.findByRole('textbox', { name: '说明' });
    await user.type(text, '# 标题{enter}**粗体** 和 `代码`');
    expect(onValue).toHaveBeenLastCalledWith('# 标题\n**粗体** 和 `代码`');
    const region = await preview();
    expect(region.querySelector('h1')).toHaveTextContent('标题');
    expect(region.querySelector('strong')).toHaveTextContent('粗体');
    expect(region.querySelector('code')).toHaveTextContent('代码');
    expect(region.parentElement).toHaveStyle({ height: '300px' });
  });

  it('is never lower than 200 px', async () => {
    setup({ height: 120 });
    expect((await preview()).parentElement).toHaveStyle({ height: '200px' });
  });

  it('switches between 编辑, 预览 and 分屏', async () => {
    const { user } = setup({}, '正文');
    await user.click(await screen.findByRole('tab', { name: '预览' }));
    expect(screen.queryByRole('textbox', { name: '说明' })).toBeNull();
    expect(await preview()).toHaveTextContent('正文');
    await user.click(screen.getByRole('tab', { name: '编辑' }));
    expect(screen.getByRole('textbox', { name: '说明' })).toHaveValue('正文');
    expect(screen.queryByRole('region', { name: '预览' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '分屏' }));
    expect(screen.getByRole('textbox', { name: '说明' })).toBeInTheDocument();
    expect(await preview()).toBeInTheDocument();
  });

  it('shows HTML written in the text as text, and never a javascript: link or an event handler', async () => {
    setup({}, '<img src=x onerror="window.__xss()">\n\n[点我](javascript:window.__xss())');
    const region = await preview();
    await waitFor(() => expect(region).toHaveTextContent('<img src=x onerror="window.__xss()">'));
    expect(region.querySelector('img')).toBeNull();
    expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    expect(xss).not.toHaveBeenCalled();
    expect(renderMarkdown('![图](https://e.example/a.png)')).toBe(
      '<p><img src="https://e.example/a.png" alt="图"></p>\n',
    );
  });
});
