// The texts files beside a settings file that an integrator previews (`npm run preview -- --config
// FILE`, the studio): `<folder>/<language>/<name>.json`, the layout of the fixture brokerages
// (fixtures/brokerages/fr/lakeshore.json beside fixtures/brokerages/lakeshore.json). The fixture
// backend in the page asks for them at PREVIEW_TEXTS_PATH/<language>.json and answers the
// settings in the language the app shows (docs/product-rules.md#tenant-texts).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join } from 'node:path';

export const PREVIEW_TEXTS_PATH = '/__preview/texts';
const LANGUAGES = ['en', 'fr'] as const;

/** The texts file of `language` beside `settingsFile`, whether or not it exists. */
export function textsFileBeside(settingsFile: string, language: (typeof LANGUAGES)[number]): string {
  return join(dirname(settingsFile), language, basename(settingsFile));
}

/** The texts files that exist beside `settingsFile`, by language. */
export function textsFilesBeside(settingsFile: string): { language: (typeof LANGUAGES)[number]; file: string }[] {
  return LANGUAGES.map((language) => ({ language, file: textsFileBeside(settingsFile, language) })).filter(({ file }) => existsSync(file));
}

/**
 * Answers `<PREVIEW_TEXTS_PATH>/<language>.json` (`path` is what follows PREVIEW_TEXTS_PATH) with
 * the texts file beside the settings file. Only the two languages are names: no other file can be
 * asked for.
 */
export function answerPreviewTexts(settingsFile: string | undefined, path: string, res: ServerResponse): void {
  const language = LANGUAGES.find((candidate) => path === `/${candidate}.json`);
  answerJsonFile(res, settingsFile && language ? textsFileBeside(settingsFile, language) : undefined);
}

/**
 * A preview file as JSON, read on every request so an integrator's edit shows on reload; "no
 * content" when there is none (rather than an error in every visitor's console).
 */
export function answerJsonFile(res: ServerResponse, file: string | undefined): void {
  if (!file || !existsSync(file)) {
    res.statusCode = 204;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(readFileSync(file, 'utf8'));
}

/** The path after PREVIEW_TEXTS_PATH of a request under it (query left out). */
export function previewTextsPath(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}
