/**
 * contract:verify --har: a HAR built from real calls to the mock platform keeps the contract and
 * says what it never exercised; the same HAR with one reply or request changed does not.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { startMockHttpServer } from '../../../mocks/server';
import { operationExamples } from '../../../src/generated/examples';
import { operations } from '../../../src/generated/operations';
import { checkHar, type Har, type HarEntry } from './har';
import { exitCodeOf } from './report';

const root = join(import.meta.dirname, '..', '..', '..');
let platform: Awaited<ReturnType<typeof startMockHttpServer>>;
let har: Har;

/** Calls an operation of the mock platform as the site does and records it as a HAR entry. */
async function record(operationId: string, token?: string): Promise<HarEntry> {
  const op = operations.find((o) => o.operationId === operationId)!;
  const query = new URLSearchParams(Object.entries(operationExamples[operationId]!.query).map(([k, v]) => [k, String(v)]));
  const url = `${platform.url}${op.path}${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    Merchant: 'DEMO',
    Language: 'EN',
    ...(op.moduleId ? { ModuleId: op.moduleId } : {}),
    ...(token ? { Authorization: token } : {}),
  };
  const response = await fetch(url, { method: op.method, headers });
  const text = await response.text();
  return {
    request: { method: op.method, url, headers: Object.entries(headers).map(([name, value]) => ({ name, value })) },
    response: {
      status: response.status,
      headers: [...response.headers].map(([name, value]) => ({ name, value })),
      content: { mimeType: response.headers.get('content-type') ?? '', text: Buffer.from(text).toString('base64'), encoding: 'base64' },
    },
  };
}

beforeAll(async () => {
  mockServer.close(); // real loopback calls, not msw's in-process answers
  platform = await startMockHttpServer();
  const token = await signIn();
  const entries = [
    await record('getHotGames'),
    await record('getWinnerBoard'),
    await record('getMemberInfo'), // 401 without a session
    await record('getMemberInfo', token),
    await record('getWalletBalance', token),
  ];
  // A static asset and an image from the CDN are not API calls and are left alone.
  entries.push({
    request: { method: 'GET', url: `${platform.url}/assets/index.js`, headers: [] },
    response: { status: 200, headers: [], content: { text: '' } },
  });
  har = { log: { entries } };
});
afterAll(async () => {
  await platform.close();
  mockServer.listen(); // src/test/setup.ts closes it after every file
});

/** A session for member01 through the real login (encrypted body), via contract:verify's code. */
async function signIn(): Promise<string> {
  const { verifyBackend } = await import('./verify');
  await verifyBackend({ baseUrl: platform.url, merchant: 'DEMO', username: 'member01', password: 'Member123', only: ['getRsaKey'] });
  return Object.keys(platform.store.state.sessions).at(-1)!;
}

const edited = (index: number, edit: (entry: HarEntry) => void): Har => {
  const copy = structuredClone(har);
  edit(copy.log.entries[index]!);
  return copy;
};

describe('contract:verify --har', () => {
  it('passes recorded traffic that keeps the contract, operation by operation', () => {
    const report = checkHar(har);
    expect(report.operations.map((r) => [r.operationId, r.outcome, r.detail])).toEqual([
      // The visitor's call went without a token: the client's slip, noted but not breaking.
      ['getMemberInfo', 'non-breaking', '2 calls, 200, 401'],
      ['getWalletBalance', 'ok', '1 call, 200'],
      ['getHotGames', 'ok', '1 call, 200'],
      ['getWinnerBoard', 'ok', '1 call, 200'],
    ]);
    expect(exitCodeOf(report)).toBe(0);
  });

  it('says what the traffic never exercised: operations, statuses, optional reply fields', () => {
    const { coverage } = checkHar(har);
    expect(coverage!.operationsNeverExercised).toContain('getSystemStatus');
    expect(coverage!.operationsNeverExercised).not.toContain('getHotGames');
    expect(coverage!.operationsNeverExercised).toHaveLength(operations.length - 4);
    expect(coverage!.statusesNeverSeen.getMemberInfo).toEqual(['500']);
    expect(coverage!.statusesNeverSeen.getHotGames).toEqual(['500']);
    expect(coverage!.optionalFieldsNeverSeen.getHotGames).toEqual(['value.list[].defaultPlayType']);
    expect(coverage!.optionalFieldsNeverSeen.getMemberInfo).toBeUndefined();
    // A member without a club: the club is never seen, and the fields inside it go unsaid.
    const withoutClub = checkHar(
      edited(3, (entry) => {
        const body = JSON.parse(Buffer.from(entry.response.content!.text!, 'base64').toString()) as { value: Record<string, unknown> };
        delete body.value.clubLabel;
        entry.response.content = { mimeType: 'application/json', text: JSON.stringify(body) };
      }),
    );
    expect(withoutClub.coverage!.optionalFieldsNeverSeen.getMemberInfo).toEqual(['value.clubLabel']);
  });

  it('catches a reply that left the contract, with the field path and the screens', () => {
    const report = checkHar(
      edited(0, (entry) => {
        const body = JSON.parse(Buffer.from(entry.response.content!.text!, 'base64').toString()) as { value: { list: { nodeId: unknown }[] } };
        body.value.list[0]!.nodeId = 'x';
        entry.response.content = { mimeType: 'application/json', text: JSON.stringify(body) };
      }),
    );
    const row = report.operations.find((r) => r.operationId === 'getHotGames')!;
    expect(row.outcome).toBe('breaking');
    expect(row.findings).toEqual([{ severity: 'breaking', where: 'value.list[0].nodeId', problem: 'wrong type: expected number, got string "x"' }]);
    expect(exitCodeOf(report)).toBe(1);
  });

  it('checks the requests too: module id, session token, query', () => {
    const report = checkHar(
      edited(3, (entry) => {
        entry.request.headers = entry.request.headers
          .filter((h) => h.name !== 'Authorization')
          .map((h) => (h.name === 'ModuleId' ? { ...h, value: 'GAMELO3' } : h));
      }),
    );
    const row = report.operations.find((r) => r.operationId === 'getMemberInfo')!;
    expect(row.outcome).toBe('breaking');
    expect(row.findings).toEqual([
      expect.objectContaining({
        severity: 'non-breaking',
        where: 'request.header.Authorization',
        problem: 'no session token on an operation that needs a session',
      }),
      expect.objectContaining({ severity: 'breaking', where: 'request.header.ModuleId', problem: 'sent "GAMELO3", the contract says COMM3' }),
    ]);
    const query = checkHar(
      edited(0, (entry) => {
        entry.request.url = `${platform.url}/wps/relay/GCSGAME_hotGamesV2?platform=mobile`;
      }),
    );
    expect(query.operations.find((r) => r.operationId === 'getHotGames')!.findings).toEqual([
      expect.objectContaining({ where: 'request.query.platform', problem: 'value outside the enum: got "mobile", allowed "html5-desktop"' }),
    ]);
  });

  it('lists calls the contract does not know, matched by method and path', () => {
    const report = checkHar(
      edited(0, (entry) => {
        entry.request.url = `${platform.url}/wps/relay/GCSGAME_coldGames`;
      }),
    );
    expect(report.coverage!.unknownCalls).toEqual(['GET /wps/relay/GCSGAME_coldGames']);
  });

  it('runs from the command line on a HAR file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'har-')), 'site.har');
    writeFileSync(file, JSON.stringify(har));
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/contract-verify.mjs', '--har', file], { cwd: root });
    expect(stdout).toMatch(/getHotGames\s+GET \/wps\/relay\/GCSGAME_hotGamesV2\s+ok \(1 call, 200\)/);
    expect(stdout).toContain('Not exercised by the traffic:');
    expect(stdout).toContain('nothing breaks the contract (exit 0)');
  });
});
