/**
 * 注册 and 找回密码 as a visitor does them, on a server of their own on PostgreSQL: the test reads from its database
 * the two codes a person reads off the captcha image and the SMS (the reference server logs SMS codes; captcha images
 * are not machine-readable on purpose). The slider is passed by mouse, by touch and by keyboard. Then the
 * third-party sign-in through the built-in development provider: first time with 绑定手机号, then straight in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../../scripts/run-support.mjs';
import { launchBrowser, screenshot, VIEWPORTS, visible, waitForPath } from './support';

const root = new URL('../..', import.meta.url).pathname;
const dist = process.env.E2E_DIST ? join(root, process.env.E2E_DIST) : join(root, 'dist');
// Without PostgreSQL installed this journey says so and does not run; `.ci/run` installs it (REQUIRE_POSTGRES=1).
const runs = postgresBin() !== null || process.env.REQUIRE_POSTGRES === '1';

let cluster: Awaited<ReturnType<typeof startPostgres>>;
let server: Awaited<ReturnType<typeof startServer>>;
let db: pg.Client;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'exam-e2e-self-'));

beforeAll(async () => {
  if (!runs) return;
  cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE self_service');
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/self_service');
  server = await startServer({
    dataDir,
    staticDir: dist,
    env: { DATABASE_URL: url, THIRD_LOGIN_DEV: 'on' },
    timeoutMs: 120_000,
  });
  db = new pg.Client({ connectionString: url });
  await db.connect();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  if (!runs) return;
  await browser?.close();
  await db?.end();
  await server?.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(viewport: { width: number; height: number }, hasTouch = false) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: server.url, hasTouch });
  return { context, page: await context.newPage() };
}

/** The image captcha shown now: its code, as a person reads it off the image. */
async function captchaAnswer(page: Page, shown: Promise<string>): Promise<string> {
  const key = await shown;
  await visible(page.getByRole('img', { name: '验证码图片' }));
  const { rows } = await db.query<{ code: string }>('select code from sys_captcha where check_key = $1', [key]);
  return rows[0]!.code;
}
const nextCaptchaKey = (page: Page) =>
  page
    .waitForResponse((res) => res.url().includes('/sys/randomImage/'))
    .then((res) => decodeURIComponent(new URL(res.url()).pathname.split('/').pop() ?? ''));

/** The SMS code the number received (the reference server's stand-in for the SMS gateway). */
async function smsCode(mobile: string): Promise<string> {
  await expect
    .poll(async () => (await db.query('select code from sys_sms_code where mobile = $1', [mobile])).rowCount)
    .toBe(1);
  const { rows } = await db.query<{ code: string }>('select code from sys_sms_code where mobile = $1', [mobile]);
  return rows[0]!.code;
}

describe.skipIf(!runs)('注册 and 找回密码', () => {
  const mobile = '13600009001';

  it('registers on a desktop (slider by mouse), lands on 注册结果 and signs in to a page saying it has no role', async () => {
    const { context, page } = await open(VIEWPORTS.desktop);
    await page.goto('/user/login');
    const firstCaptcha = nextCaptchaKey(page);
    await page.getByRole('link', { name: '注册账户' }).click();
    await waitForPath(page, '/user/register');
    // The page's code loads on the way: until it shows, the login form is still there.
    await visible(page.getByRole('heading', { name: '注册' }));
    await page.getByLabel(/^用户名/).fill('newcomer_01');
    await page.getByLabel(/^密码/).fill('Newcomer1!');
    await visible(page.getByText('强度：强'));
    await page.getByLabel(/^确认密码/).fill('Newcomer1!');
    await page.getByLabel(/^手机号/).fill(mobile);
    const handle = page.getByRole('slider', { name: '滑块验证' });
    const from = (await handle.boundingBox())!;
    const track = (await handle.locator('..').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width, from.y + from.height / 2, { steps: 10 });
    await page.mouse.up();
    await visible(page.getByText('验证通过'));
    await page.getByLabel(/^图形验证码/).fill(await captchaAnswer(page, firstCaptcha));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel(/^短信验证码/).fill(await smsCode(mobile));
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await waitForPath(page, '/user/register-result');
    await visible(page.getByRole('heading', { name: '你的账户：newcomer_01 注册成功' }));
    await screenshot(page, 'register-result-desktop');
    await page.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/user/login');
    await expect.poll(() => page.getByLabel('用户名').inputValue()).toBe('newcomer_01');
    await page.getByLabel('密码').fill('Newcomer1!');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByRole('heading', { name: '账号尚未分配角色' }));
    await context.close();
  });

  it('resets the password on a phone (slider by touch) and signs in with the new one', async () => {
    const { context, page } = await open(VIEWPORTS.phone, true);
    await page.goto('/user/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await waitForPath(page, '/user/alteration');
    await visible(page.getByRole('heading', { name: '找回密码' }));
    await page.getByLabel(/^手机号/).fill(mobile);
    const captcha = nextCaptchaKey(page);
    await page.getByRole('button', { name: '下一步' }).click();
    // The slider by touch: a finger drags the handle to the end of the track.
    const handle = page.getByRole('slider', { name: '滑块验证' });
    const from = (await handle.boundingBox())!;
    const track = (await handle.locator('..').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = from.y + from.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from.x + from.width / 2);
    for (let x = from.x + from.width / 2; x < track.x + track.width; x += 30) await touch('touchMove', x);
    await touch('touchMove', track.x + track.width);
    await touch('touchEnd', 0);
    await visible(page.getByText('验证通过'));
    await page.getByLabel(/^图形验证码/).fill(await captchaAnswer(page, captcha));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel(/^短信验证码/).fill(await smsCode(mobile));
    await page.getByRole('button', { name: '下一步' }).click();
    await visible(page.getByText('账户：newcomer_01'));
    await page.getByLabel(/^新密码/).fill('Changed123');
    await page.getByLabel(/^确认密码/).fill('Changed123');
    await page.getByRole('button', { name: '提交' }).click();
    await visible(page.getByText('更改密码成功'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'alteration-done-phone');
    await page.getByRole('button', { name: '立即登录' }).click();
    await waitForPath(page, '/user/login');
    await page.getByLabel('密码').fill('Changed123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByRole('heading', { name: '账号尚未分配角色' }));
    await context.close();
  });

  it('signs in through the development provider on a phone: binds the phone the first time, then straight in', async () => {
    const throughProvider = async (page: Page) => {
      await page.goto('/user/login');
      const popupOpens = page.waitForEvent('popup');
      await page.getByRole('button', { name: '开发测试身份源' }).click();
      const popup = await popupOpens;
      await visible(popup.getByRole('heading', { name: '开发测试身份源' }));
      await popup.getByLabel('用户标识').fill('e2e.dev');
      await popup.getByLabel('姓名').fill('第三方用户');
      await popup.getByRole('button', { name: '同意授权' }).click();
      await popup.waitForEvent('close');
    };
    const first = await open(VIEWPORTS.phone, true);
    const captcha = nextCaptchaKey(first.page);
    await throughProvider(first.page);
    const dialog = first.page.getByRole('dialog', { name: '绑定手机号' });
    await visible(dialog);
    await dialog.getByLabel(/^手机号/).fill(mobile);
    await dialog.getByLabel(/^图形验证码/).fill(await captchaAnswer(first.page, captcha));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByLabel(/^短信验证码/).fill(await smsCode(mobile));
    expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(first.page, 'third-party-bind-phone');
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(first.page.getByRole('heading', { name: '账号尚未分配角色' }));
    await first.context.close();

    const again = await open(VIEWPORTS.desktop);
    await throughProvider(again.page);
    await visible(again.page.getByRole('heading', { name: '账号尚未分配角色' }));
    const { rows } = await db.query<{ content: string }>(
      "select log_content as content from sys_log where log_content like '%第三方用户%'",
    );
    expect(rows.map((r) => r.content)).toEqual([
      '用户名: newcomer_01,登录成功[第三方用户]！',
      '用户名: newcomer_01,登录成功[第三方用户]！',
    ]);
    await again.context.close();
  });

  it('passes the slider by keyboard', async () => {
    const { context, page } = await open(VIEWPORTS.desktop);
    await page.goto('/user/register');
    await page.getByRole('slider', { name: '滑块验证' }).focus();
    await page.keyboard.press('End');
    await visible(page.getByText('验证通过'));
    await context.close();
  });
});
