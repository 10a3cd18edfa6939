import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkTree, githubSlug, markdownProblems, sourceProblems } from './check-doc-anchors.ts';

const RULES = ['# Product rules', '', '## Session', '', '<a id="session-timeout"></a>', '**Auto-logout.** …', '', '## Session', ''].join('\n');
/** Built so that the check, reading this file, does not take these for citations of its own. */
const D = 'do' + 'cs/';
const docs: Record<string, string> = { [`${D}product-rules.md`]: RULES, [`${D}adr/README.md`]: '# Records\n' };
const readDoc = (path: string) => docs[path];
/** Built so that this file does not hold an old citation itself. */
const OLD = 'SPEC' + ' \u00a7' + '4';

describe('doc anchors', () => {
  it('makes GitHub heading slugs', () => {
    expect(githubSlug('Routes and access')).toBe('routes-and-access');
    expect(githubSlug('Equal fields as data: `x-sameAs`')).toBe('equal-fields-as-data-x-sameas');
    expect(githubSlug("Payments: card data, one key per attempt")).toBe('payments-card-data-one-key-per-attempt');
  });

  it('offers heading slugs, numbered repeats and explicit ids, not headings inside code fences', () => {
    const anchors = anchorsOf(RULES + '\n```md\n## Fenced\n```\n');
    expect([...anchors].sort()).toEqual(['product-rules', 'session', 'session-1', 'session-timeout']);
  });

  it('passes a citation whose file and anchor exist', () => {
    expect(sourceProblems('src/a.ts', `// Auto-logout (${D}product-rules.md#session-timeout).\n`, readDoc)).toEqual([]);
    expect(sourceProblems('src/a.ts', `// See ${D}adr/README.md.\n`, readDoc)).toEqual([]);
  });

  it('fails a citation of a missing anchor, a missing file and an old section citation, with their lines', () => {
    const text = [`// ok ${D}product-rules.md#session`, `// (${D}product-rules.md#session-timeuot)`, `// ${D}decisions.md`, `// (${OLD} Session)`].join('\n');
    const problems = sourceProblems('src/a.ts', text, readDoc);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [4, `cites the old specification by section; cite ${D}product-rules.md#<anchor>`],
      [2, `cites ${D}product-rules.md#session-timeuot, but ${D}product-rules.md has no anchor "session-timeuot"`],
      [3, `cites ${D}decisions.md, but ${D}decisions.md does not exist`],
    ]);
  });

  it('checks relative Markdown links from the linking file, leaving web links alone', () => {
    const text = '[a](../product-rules.md#session-timeout) [b](../product-rules.md#nope) [c](https://example.com/x.md#y) [d](0001-x.md)';
    expect(markdownProblems(`${D}adr/README.md`, text, readDoc).map((p) => p.message)).toEqual([
      `cites ../product-rules.md#nope, but ${D}product-rules.md has no anchor "nope"`,
      `cites 0001-x.md, but ${D}adr/0001-x.md does not exist`,
    ]);
  });

  it('reads a tree: a planted bad anchor in src/ fails, the good one passes', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-anchors-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, `${D}product-rules.md`), RULES);
    writeFileSync(join(root, 'src/good.ts'), `// ${D}product-rules.md#session-timeout\n`);
    expect(checkTree(root).problems).toEqual([]);
    writeFileSync(join(root, 'src/bad.ts'), `// ${D}product-rules.md#no-such-rule\n`);
    expect(checkTree(root).problems).toEqual([{ file: 'src/bad.ts', line: 1, message: `cites ${D}product-rules.md#no-such-rule, but ${D}product-rules.md has no anchor "no-such-rule"` }]);
  });
});
