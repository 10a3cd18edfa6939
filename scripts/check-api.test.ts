// check-api against the fixture HTTP server (the reference implementation): no problem, signed in
// or not, reads and (--writes) every write call's example; against a server whose answers break
// the contract, or that serves files without the token: each problem printed, exit code 1.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/global-setup.ts';
import { apiProblem } from './api-probe.ts';
import { checkApi } from './check-api.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';

let fixture: FixtureServer;
let broken: Server;
let brokenBase: string;

beforeAll(async () => {
  fixture = await startFixtureServer({ port: await freePort() });
  // Every answer wrapped in data as the contract says, but empty (staff members: a list, not an object).
  broken = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: path.endsWith('/chat/staffMembers') ? [] : {} }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => broken.listen(port, '127.0.0.1', resolve));
  brokenBase = `http://127.0.0.1:${port}/api`;
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  await new Promise((resolve) => broken?.close(resolve));
});

describe('check-api', () => {
  it('finds no problem on the fixture server, signed in: every read-only call checked', async () => {
    const lines: string[] = [];
    const result = await checkApi({ api: fixture.apiBase, email: 'emilie.tremblay@example.ca', pin: '123456', print: (line) => lines.push(line) });
    expect(result.problems).toEqual([]);
    expect(result.skipped).toEqual([]);
    // 29 reads (the Google save link among them), the files call's file and the Apple pass.
    expect(result.checked).toBe(31);
    expect(lines).toEqual([]);
  }, 120_000);

  it('with --writes, sends every write call\'s example to the fixture server and finds no problem', async () => {
    const lines: string[] = [];
    const result = await checkApi({ api: fixture.apiBase, email: 'emilie.tremblay@example.ca', pin: '123456', writes: true, print: (line) => lines.push(line) });
    expect(result.problems).toEqual([]);
    expect(result.skipped).toEqual([]);
    // Every call of the table: 31 reads, the sign-in's answer and 30 more writes, the sign-out last
    // (earlier, the signed-in writes after it would have failed with 401).
    expect(result.checked).toBe(62);
    expect(lines).toEqual([]);
  }, 120_000);

  it('checks the public calls only for a visitor', async () => {
    const result = await checkApi({ api: fixture.apiBase, print: () => undefined });
    expect(result.problems).toEqual([]);
    expect(result.skipped).toContain('documents.getEdocs (needs --email and --pin)');
    expect(result.checked).toBeGreaterThan(5);
  }, 120_000);

  it('prints each off-contract answer as call: /pointer: message and exits 1', async () => {
    // Not spawnSync: the broken server answers from this process's event loop.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-api.ts', '--api', brokenBase]);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const run = { status, stdout };
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('chat.getStaffMembers: /: must be object\n');
    expect(run.stdout).toContain("weather.get: /temperature: must have required property 'temperature'\n");
    // A file served to anyone who holds its url.
    expect(run.stdout).toContain('files.get: answers HTTP 200 without the bearer token: a file must need it (401)\n');
    expect(run.stdout).toMatch(/\d+ answer\(s\) checked, \d+ call\(s\) skipped, [1-9]\d* problem\(s\)/);
  }, 120_000);

  it('says clearly when the API cannot be reached', async () => {
    const closed = await freePort();
    expect(await apiProblem(`http://127.0.0.1:${closed}/api`)).toMatch(new RegExp(`^the API at http://127.0.0.1:${closed}/api cannot be reached \\(ECONNREFUSED\\)$`));
    expect(await apiProblem('fixture-server')).toMatch(/is not a URL/);
  });
});
