import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { htmlToText } from '@/lib/html-text';
import { SafeHtml } from '@/components/widgets/safe-html';
import { configureApiClient } from '@/lib/api-client';
import { setStored, STORAGE_KEYS } from '@/lib/storage';

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

const ATTACK = '<p>图<img src=x onerror="window.__xss()"></p>';

describe('sanitizeHtml (DOMPurify)', () => {
  it('drops scripts, event handlers and javascript: addresses, keeps the formatting', () => {
    const out = sanitizeHtml(
      '<h1 style="color: red">题目</h1><p><b>粗</b><i>斜</i><u>下</u><s>删</s></p><ul><li>一</li></ul>' +
        '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a>' +
        '<svg><circle onload="alert(4)"></circle></svg><iframe src="https://e.example"></iframe>',
    );
    expect(out).toBe(
      '<h1 style="color: red">题目</h1><p><b>粗</b><i>斜</i><u>下</u><s>删</s></p><ul><li>一</li></ul>' +
        '<img src="x"><a>链接</a>',
    );
  });

  it('a link opening a new tab gets rel="noopener noreferrer"; empty input gives ""', () => {
    expect(sanitizeHtml('<a href="https://e.example" target="_blank">外链</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">外链</a>',
    );
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('this jsdom runs inline handlers: unsanitised HTML would call the spy', () => {
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: ATTACK }} />);
    container.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(xss).toHaveBeenCalledTimes(1);
  });

  it('shows the HTML sanitised: the picture stays, its onerror never runs', () => {
    const { container } = render(<SafeHtml html={ATTACK} className="notice" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'x');
    expect(img).not.toHaveAttribute('onerror');
    img.dispatchEvent(new Event('error'));
    expect(xss).not.toHaveBeenCalled();
    expect(container.querySelector('.notice')).toHaveTextContent('图');
  });
});

describe('SafeHtml pictures stored by this API', () => {
  it('get the token to show (the static route wants a signed-in user); other addresses stay as they are', () => {
    configureApiClient({ baseUrl: 'http://api.test' });
    setStored(STORAGE_KEYS.token, 'tok-9');
    const { container } = render(
      <SafeHtml
        html={
          '<img src="http://api.test/jeecg-boot/sys/common/static/jeditor/a.png"><img src="https://cdn.example/b.png">'
        }
      />,
    );
    const [own, other] = container.querySelectorAll('img');
    expect(own).toHaveAttribute('src', 'http://api.test/jeecg-boot/sys/common/static/jeditor/a.png?token=tok-9');
    expect(other).toHaveAttribute('src', 'https://cdn.example/b.png');
  });
});

describe('htmlToText', () => {
  it('is the text of the HTML, blocks separated, scripts and styles left out', () => {
    expect(
      htmlToText('<h1>标题</h1><p>第一段<br>第二行</p><script>var a = 1</script><style>p{}</style><p>&lt;b&gt;</p>'),
    ).toBe('标题 第一段 第二行 <b>');
    expect(htmlToText(null)).toBe('');
  });
});
