// The form engine runs without a markdown parser (renderers/markdown-as-text.tsx): that holds only
// while no form asks for markdown, so every uiSchema and every source file is checked here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownAsText } from './markdown-as-text.tsx';

const MARKDOWN_OPTIONS = /enableMarkdownIn(Description|Help)/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('form engine without markdown', () => {
  it('no uiSchema of any form asks for markdown descriptions or help', () => {
    const uiSchemas = filesUnder('schemas', (name) => name.endsWith('.ui.json'));
    expect(uiSchemas.length).toBeGreaterThan(3);
    expect(uiSchemas.filter((file) => MARKDOWN_OPTIONS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('no source file sets the markdown options either', () => {
    const sources = ['src', 'renderers'].flatMap((dir) => filesUnder(dir, (name) => /\.(ts|tsx|json)$/.test(name) && name !== 'markdown-as-text.test.ts' && name !== 'markdown-as-text.tsx'));
    expect(sources.filter((file) => MARKDOWN_OPTIONS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('keeps the text of the engine messages and drops their marks', () => {
    expect(markdownAsText('**photo.jpg** (image/jpeg, 1024 bytes)')).toBe('photo.jpg (image/jpeg, 1024 bytes)');
    expect(markdownAsText('Unsupported field schema for field `root_x`: _Unknown field type_.')).toBe('Unsupported field schema for field root_x: Unknown field type.');
    expect(markdownAsText('snake_case_name stays')).toBe('snake_case_name stays');
  });
});
