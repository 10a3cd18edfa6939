// `npm run studio-bench -- [--shots DIR]`: opens the studio on maplecrest in headless Chromium,
// changes brand.brandColor 20 times by keyboard and prints the median time from the last
// keystroke of an edit to every frame repainted with it. With --shots, screenshots of the studio
// and of the app at phone and desktop width go to DIR.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../e2e/chromium.ts';
import { freePort } from '../e2e/global-setup.ts';
import { edit, framesSettled, selectToken } from '../e2e/studio-page.ts';
import { startStudio } from './studio-server.ts';

const EDITS = 20;
const { values } = parseArgs({ options: { shots: { type: 'string' } } });

const port = await freePort();
const studio = await startStudio({ file: 'fixtures/brokerages/maplecrest.json', port, saveTo: join(process.env.TMPDIR ?? '/tmp', `studio-bench-${port}.json`) });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  // The first visit waits for Vite to prepare the studio's and the app's modules.
  await page.goto(studio.url, { timeout: 150_000 });
  await framesSettled(page);
  let colour = '7a1f2b';
  for (let i = 1; i <= EDITS; i += 1) {
    const next = ((0x1b3c5d + i * 0x0d1f07) % 0xffffff).toString(16).padStart(6, '0');
    await edit(page, async () => {
      await selectToken(page, '"brandColor"', `"#${colour}"`);
      await page.keyboard.type(next);
    });
    colour = next;
  }
  const timings = await page.evaluate(() => (window as Window & { studioTimings?: () => { edit: number; ms: number | null }[] }).studioTimings?.() ?? []);
  const measured = timings
    .slice(-EDITS)
    .map((timing) => timing.ms)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  const median = measured.length % 2 === 1 ? measured[(measured.length - 1) / 2] : ((measured[measured.length / 2 - 1] ?? 0) + (measured[measured.length / 2] ?? 0)) / 2;
  console.log(`keystroke → every frame repainted (${measured.length} edits, 3 frames): median ${Math.round(median ?? 0)} ms, min ${Math.round(measured[0] ?? 0)} ms, max ${Math.round(measured[measured.length - 1] ?? 0)} ms`);
  if (values.shots) {
    mkdirSync(values.shots, { recursive: true });
    await page.screenshot({ path: join(values.shots, 'studio.png') });
    for (const [name, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]] as const) {
      const app = await browser.newPage({ viewport: { width, height } });
      await app.goto(studio.url.replace('/studio/', '/'));
      await app.locator('header.app-header').waitFor();
      await app.locator('main h1, main h2').first().waitFor();
      await app.screenshot({ path: join(values.shots, `app-${name}.png`) });
      await app.close();
    }
    console.log(`screenshots in ${values.shots}`);
  }
} finally {
  await browser.close();
  await studio.close();
}
