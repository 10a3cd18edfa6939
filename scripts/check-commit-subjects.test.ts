import { describe, expect, it } from 'vitest';
import { longSubjects, MAX_SUBJECT, parseLog } from './check-commit-subjects.ts';

describe('commit subjects', () => {
  it('refuses a subject of 73 characters and keeps one of 72', () => {
    const ok = { hash: 'a', subject: 'x'.repeat(MAX_SUBJECT) };
    const long = { hash: 'b', subject: 'x'.repeat(MAX_SUBJECT + 1) };
    expect(longSubjects([ok, long])).toEqual([long]);
  });

  it('counts characters, not bytes (French accents, arrows)', () => {
    const accented = { hash: 'c', subject: 'é→'.repeat(36) };
    expect(Buffer.byteLength(accented.subject)).toBeGreaterThan(MAX_SUBJECT);
    expect(longSubjects([accented])).toEqual([]);
  });

  it('reads git log lines of hash NUL subject', () => {
    expect(parseLog('abc1234\0First line\ndef5678\0Second: a, b\n')).toEqual([
      { hash: 'abc1234', subject: 'First line' },
      { hash: 'def5678', subject: 'Second: a, b' },
    ]);
  });
});
