import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import PhoneLoginForm from '@/features/login/phone-login-form';
import { api, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();

const envelope = (result: unknown, success = true, message = '') =>
  HttpResponse.json({ success, code: success ? 0 : 500, message, result, timestamp: 1 });

describe('phone sign-in: the SMS code needs the image captcha', () => {
  it('asks for 图形验证码 first, then sends it with its checkKey and draws a new image', async () => {
    const images: string[] = [];
    const sent: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/randomImage/:key'), ({ params }) => {
        images.push(String(params.key));
        return envelope(`data:image/svg+xml;base64,${btoa(`<svg>${images.length}</svg>`)}`);
      }),
      http.post(api('/sys/sms'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return envelope(null);
      }),
    );
    render(<PhoneLoginForm onLoggedIn={() => undefined} />);
    const user = userEvent.setup();
    await screen.findByRole('img', { name: '验证码图片' });
    await user.type(screen.getByLabelText(/^手机号/), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/^图形验证码/), 'ab3d');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ mobile: '13800000002', smsmode: '0', captcha: 'ab3d', checkKey: images[0] });
    // Each image serves one request: a new one is drawn and the field is emptied.
    await waitFor(() => expect(images).toHaveLength(2));
    expect(screen.getByLabelText(/^图形验证码/)).toHaveValue('');
  });
});
