import type { Browser, Page } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real, wide PNG (left half blue, right half orange), so cropping or fitting it to a square is real work. */
function widePng(width = 300, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x < width / 2 ? [30, 64, 175] : [234, 88, 12], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The picture in the header's menu button: its size once loaded, or null while the initials show. */
const headerPicture = (page: Page) =>
  page
    .getByRole('button', { name: 'Open menu' })
    .locator('img')
    .evaluateAll((imgs) => {
      const img = imgs[0] as HTMLImageElement | undefined;
      return img && img.complete && img.naturalWidth > 0 && img.src.startsWith('blob:') ? { w: img.naturalWidth, h: img.naturalHeight } : null;
    });

it(
  'a vendor user uploads a profile picture on Profile, fitted to a square; the header shows it, also after a reload; removing it brings the initials back',
  { timeout: 180_000 },
  async () => {
    const page = await newPage(browser);
    await startSession(page, 'vendor.user@example.com');
    await page.waitForURL(/\/vendor\//);
    await page.goto('/vendor/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect(await headerPicture(page)).toBeNull();
    await expectAccessible(page, { anyImpact: true });

    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: widePng() });
    await page.getByAltText('Preview of the new profile picture').waitFor();
    await page.getByText('Fit the whole picture').click();
    await expectAccessible(page, { anyImpact: true });
    await page.getByRole('button', { name: 'Save Picture' }).click();

    // What was uploaded is the square drawn in the browser (512 px), shown in the header.
    await expect.poll(() => headerPicture(page)).toEqual({ w: 512, h: 512 });
    await expect.poll(() => page.getByAltText('Preview of the new profile picture').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Remove Picture' }).count()).toBe(1);
    await expectAccessible(page, { anyImpact: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await expect.poll(() => headerPicture(page)).toEqual({ w: 512, h: 512 });

    await page.getByRole('button', { name: 'Remove Picture' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Upload Picture' }).count()).toBe(1);
    await expect.poll(() => headerPicture(page)).toBeNull();
    await page.close();
  },
);

it('a picture of another type is refused on the page with a clear message', { timeout: 120_000 }, async () => {
  const page = await newPage(browser);
  await startSession(page, 'prequal.viewer@example.com');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/profile');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The picture must be a PNG, JPEG or WebP image.' }).count()).toBe(1);
  await expectAccessible(page, { anyImpact: true });
  await page.close();
});
