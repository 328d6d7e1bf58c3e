// Renders the app icons from the one source image public/favicon.svg (run after changing it):
// icon-192.png, icon-512.png and a maskable icon with the mark inside the 80 % safe zone.
import { readFileSync } from 'node:fs';
import { launchChromium } from './run-support.mjs';

const root = new URL('..', import.meta.url).pathname;
const svg = readFileSync(`${root}public/favicon.svg`, 'utf8');
const browser = await launchChromium();
const page = await browser.newPage();
const render = async (size, file, maskable) => {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.7) : size;
  const background = maskable ? '#1890FF' : 'transparent';
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
  );
  await page.screenshot({ path: `${root}public/icons/${file}`, omitBackground: !maskable });
};
await render(192, 'icon-192.png', false);
await render(512, 'icon-512.png', false);
await render(512, 'icon-maskable-512.png', true);
await browser.close();
