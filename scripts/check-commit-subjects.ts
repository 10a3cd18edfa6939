// `npm run check-commits`: every commit subject after the rule's start is at most 72 characters
// (details go in the body). Part of `npm test`. Commits before RULE_SINCE are left as they are:
// rewriting published history would break the hashes the notes and decisions cite.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
/** The last commit made before the rule was checked. */
export const RULE_SINCE = '482b576';

export interface Commit {
  hash: string;
  subject: string;
}

/** Subjects longer than MAX_SUBJECT characters (counted as characters, not bytes). */
export function longSubjects(commits: readonly Commit[]): Commit[] {
  return commits.filter((c) => [...c.subject].length > MAX_SUBJECT);
}

/** Parses `git log --format=%h%x00%s` output. */
export function parseLog(text: string): Commit[] {
  return text
    .split('\n')
    .filter((line) => line.includes('\0'))
    .map((line) => {
      const [hash = '', subject = ''] = line.split('\0');
      return { hash, subject };
    });
}

function git(args: string[]): { ok: boolean; out: string } {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return { ok: run.status === 0, out: run.stdout };
}

function main(): number {
  if (!git(['rev-parse', '--git-dir']).ok) {
    console.log('commit subjects: not a git checkout, skipped');
    return 0;
  }
  // A shallow clone may not reach the rule's start: then only the newest commit is checked.
  const full = git(['cat-file', '-e', `${RULE_SINCE}^{commit}`]).ok;
  if (!full) console.log(`commit subjects: ${RULE_SINCE} is not in this (shallow) history; checking HEAD only`);
  const commits = parseLog(git(['log', '--format=%h%x00%s', full ? `${RULE_SINCE}..HEAD` : '-1']).out);
  const long = longSubjects(commits);
  for (const c of long) console.error(`${c.hash} subject is ${[...c.subject].length} characters (max ${MAX_SUBJECT}): ${c.subject}`);
  console.log(`commit subjects: ${commits.length} checked ${full ? `since ${RULE_SINCE}` : 'at HEAD'}, ${long.length} longer than ${MAX_SUBJECT}`);
  return long.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
