import { apiUrl } from '@/lib/api-client';

/** What the popup's last page hands back (JeecgBoot's thirdLogin.ftl strings). */
export type ThirdAnswer = { kind: 'failed' } | { kind: 'bind'; ticket: string } | { kind: 'token'; token: string };

export const THIRD_FAILED = '登录失败';
const BIND_PREFIX = '绑定手机号,';

export function readThirdAnswer(data: unknown): ThirdAnswer | null {
  if (typeof data !== 'string' || !data) return null;
  if (data === THIRD_FAILED) return { kind: 'failed' };
  if (data.startsWith(BIND_PREFIX)) return { kind: 'bind', ticket: data.slice(BIND_PREFIX.length) };
  return /^[\w.-]{16,512}$/.test(data) ? { kind: 'token', token: data } : null;
}

const POPUP_FEATURES =
  'height=500,width=500,top=0,left=0,toolbar=no,menubar=no,scrollbars=no,resizable=no,location=no,status=no';

/**
 * Opens `render/{source}` in a 500×500 popup (JeecgBoot's window) and calls `onAnswer` once with what its last
 * page posts — only a message from that popup, at the API's origin, counts. Null when the browser blocked it;
 * otherwise a function that stops listening.
 */
export function openThirdPopup(
  source: string,
  onAnswer: (answer: ThirdAnswer) => void,
  win: Window = window,
): (() => void) | null {
  const url = apiUrl(`/sys/thirdLogin/render/${encodeURIComponent(source)}`);
  const origin = new URL(url, win.location.href).origin;
  const popup = win.open(url, `login ${source}`, POPUP_FEATURES);
  if (!popup) return null;
  const stop = () => win.removeEventListener('message', listener);
  function listener(event: MessageEvent) {
    if (event.origin !== origin || event.source !== popup) return;
    const answer = readThirdAnswer(event.data);
    if (!answer) return;
    stop();
    onAnswer(answer);
  }
  win.addEventListener('message', listener);
  return stop;
}
