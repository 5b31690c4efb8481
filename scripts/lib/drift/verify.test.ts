/**
 * contract:verify against real servers on loopback: the project's own mock platform passes with
 * nothing reported, and a backend that drifts in one way per test (a tiny proxy in front of the
 * mock platform that changes one reply) is caught: exit 1, the operation, the field path and the
 * screens it breaks. Most tests run the command line's function in this process; the last ones
 * run the command as a process of its own, as a backend team's CI does.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { startMockHttpServer } from '../../../mocks/server';
import { verifyMain } from './verify-cli';

const root = join(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);

interface Row {
  operationId: string;
  outcome: string;
  detail: string;
  findings: { severity: string; where: string; problem: string }[];
  impact?: { screens: { name: string; feature: string | null }[]; routes: string[]; everyRoute: boolean };
  breaks?: string;
}
interface Output {
  operations: Row[];
  exitCode: number;
}

/** contract:verify in this process: the command line's own function, without a process. */
async function verify(args: string[]): Promise<{ code: number; stdout: string; stderr: string; json?: Output }> {
  const { code, stdout, stderr } = await verifyMain(args, {});
  return { code, stdout, stderr, json: args.includes('--json') && stdout ? (JSON.parse(stdout) as Output) : undefined };
}

/** contract:verify as its own process, as a backend team's CI runs it. */
async function verifyProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/contract-verify.mjs', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let platform: Awaited<ReturnType<typeof startMockHttpServer>>;
let baselineBroken: string[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  // These tests talk to real servers over loopback; the in-process msw interception of the unit
  // tests (src/test/setup.ts) would answer in their place.
  mockServer.close();
  platform = await startMockHttpServer();
  const baseline = await verify(['--base-url', platform.url, '--merchant', 'DEMO', '--json']);
  baselineBroken = baseline.json!.operations.filter((r) => r.outcome === 'breaking').map((r) => r.operationId);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await platform.close();
  mockServer.listen(); // src/test/setup.ts closes it after every file
});

interface Reply {
  status: number;
  contentType: string;
  body: string;
}

/** A backend that is the mock platform except for the replies `change` alters. */
async function divergentBackend(change: (pathname: string, reply: Reply) => Reply): Promise<string> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'));
    const upstream = await fetch(`${platform.url}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const original = { status: upstream.status, contentType: upstream.headers.get('content-type') ?? '', body: await upstream.text() };
    const reply = change(new URL(req.url ?? '/', platform.url).pathname, original);
    res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// biome-ignore lint/suspicious/noExplicitAny: the tests edit reply JSON freely.
type Json = Record<string, any>;

/** Changes the JSON value of one operation's reply. */
const onJson =
  (path: string, edit: (value: Json) => void) =>
  (pathname: string, reply: Reply): Reply => {
    if (pathname !== path) return reply;
    const body = JSON.parse(reply.body) as { value: Json };
    edit(body.value);
    return { ...reply, body: JSON.stringify(body) };
  };

const STATUS = '/wps/system/status';
const HOT = '/wps/relay/GCSGAME_hotGamesV2';
const WINNERS = '/wps/relay/ODSFE2_getWinnerBoard';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

describe('contract:verify against the project mock platform', () => {
  it('reports nothing as a visitor: every operation checked or skipped with a reason (exit 0)', async () => {
    const { code, json } = await verify(['--base-url', platform.url, '--merchant', 'DEMO', '--json']);
    expect(code).toBe(0);
    expect(json!.operations.length).toBeGreaterThan(50);
    for (const row of json!.operations) {
      expect(row.findings, row.operationId).toEqual([]);
      expect(['ok', 'skipped'], row.operationId).toContain(row.outcome);
      if (row.outcome === 'skipped') expect(row.detail).toMatch(/^(needs a session|not safe to call)/);
    }
    expect(json!.operations.find((r) => r.operationId === 'getMemberInfo')).toMatchObject({ outcome: 'skipped', detail: 'needs a session' });
  });

  it('checks every session operation too when logged in as member01, and never prints the token', async () => {
    const { code, stdout, json } = await verify([
      '--base-url',
      platform.url,
      '--merchant',
      'DEMO',
      '--username',
      'member01',
      '--password',
      'Member123',
      '--json',
    ]);
    expect(code).toBe(0);
    const rows = json!.operations;
    expect(rows.filter((r) => r.detail === 'needs a session')).toEqual([]);
    expect(rows.find((r) => r.operationId === 'getMemberInfo')).toMatchObject({ outcome: 'ok', detail: '200' });
    expect(rows.find((r) => r.operationId === 'login')).toMatchObject({ outcome: 'ok' });
    for (const row of rows.filter((r) => r.outcome === 'skipped')) expect(row.detail, row.operationId).toMatch(/^not safe to call/);
    const token = Object.keys(platform.store.state.sessions).at(-1)!;
    expect(token.length).toBeGreaterThan(8);
    expect(stdout).not.toContain(token);
  });

  it('calls the writes too with --allow-writes: every money operation answers as the contract says', async () => {
    const { code, json } = await verify([
      '--base-url',
      platform.url,
      '--merchant',
      'DEMO',
      '--username',
      'member01',
      '--password',
      'Member123',
      '--allow-writes',
      '--json',
    ]);
    expect(code).toBe(0);
    const money = [
      'walletTransfer',
      'walletReturn',
      'getTurnoverInfo',
      'getDepositChannels',
      'createDepositOrder',
      'getDepositOrders',
      'cancelDepositOrder',
      'getBanks',
      'getWithdrawAccounts',
      'addBankCard',
      'removeBankCard',
      'hasWithdrawalPassword',
      'setWithdrawalPassword',
      'changeWithdrawalPassword',
      'getWithdrawSettings',
      'withdraw',
      'getWithdrawOrders',
      'getPaymentConfirmationList',
      'processC2CTransaction',
      'transferUpline',
      'transferDownline',
      'getSubordinateSimple',
      'getWalletBalance',
      'getMemberTransactionDetails',
      // The spec's name of the raffle claim, kept beside the observed call (issue 28).
      'claimRafflePromotionSpec',
    ];
    for (const id of money) {
      const row = json!.operations.find((r) => r.operationId === id);
      expect(row, id).toBeDefined();
      expect(row!.findings, id).toEqual([]);
      expect(row!.outcome, id).toBe('ok');
    }
  });

  it('checks the agent centre and the contracts as agent01: every contract operation answers 200 as the contract says', async () => {
    const { code, json } = await verify([
      '--base-url',
      platform.url,
      '--merchant',
      'DEMO',
      '--username',
      'agent01',
      '--password',
      'Agent123',
      '--allow-writes',
      '--json',
    ]);
    expect(code).toBe(0);
    const contracts = [
      'getContractDividendInfo',
      'getContractDailySalInfo',
      'getContractHourSalaryInfo',
      'getRealTimeSalaryContractInfo',
      'getContractHistory',
      'getRealTimeSalary',
      'offerDividendContract',
      'offerDailySalaryContract',
      'offerHourSalaryContract',
      'offerRealTimeSalaryContract',
      'processContractDividend',
      'processDailySalaryContract',
      'processContractHourSalary',
      'processRealTimeSalaryContract',
      'getDividendRecords',
      'getDailySalaryRecords',
      'getHourSalaryRecords',
    ];
    for (const id of contracts) {
      const row = json!.operations.find((r) => r.operationId === id);
      expect(row!.findings, id).toEqual([]);
      expect([row!.outcome, row!.detail], id).toEqual(['ok', '200']);
    }
    // The spec's names of the contract steps are checked too; the observed call went first, so
    // the same example may get a documented refusal (400) here.
    for (const id of ['processDividendReqSpec', 'processDailySalContractSpec', 'processContractHourSalarySpec']) {
      expect(
        json!.operations.find((r) => r.operationId === id),
        id,
      ).toMatchObject({ outcome: 'ok', findings: [] });
    }
    // The example's dividend is not owed by agent01: a documented refusal, still checked.
    expect(json!.operations.find((r) => r.operationId === 'payDividend')).toMatchObject({ outcome: 'ok', findings: [] });
  });

  it('prints a readable table by default', async () => {
    const { code, stdout } = await verify(['--base-url', platform.url, '--merchant', 'DEMO', '--only', 'getSystemStatus,getMemberInfo']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/getSystemStatus\s+GET \/wps\/system\/status\s+ok \(200\)/);
    expect(stdout).toMatch(/getMemberInfo\s+GET \/wps\/member\/info\s+skipped \(needs a session\)/);
    expect(stdout).toContain('nothing breaks the contract (exit 0)');
  });

  it('exits 2 on usage errors and on a refused login', async () => {
    expect((await verify(['--merchant', 'DEMO'])).code).toBe(2);
    expect((await verify(['--base-url', platform.url])).code).toBe(2);
    const refused = await verify(['--base-url', platform.url, '--merchant', 'DEMO', '--username', 'member01', '--password', 'wrong']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('login as member01 was refused: 400');
  });
});

interface Drift {
  name: string;
  change: (pathname: string, reply: Reply) => Reply;
  operationId: string;
  where: string;
  problem: RegExp;
  screen: string;
  route: string;
}

const drifts: Drift[] = [
  {
    name: 'a renamed field',
    change: onJson(STATUS, (v) => {
      v.underMaintenance = v.maintenance;
      delete v.maintenance;
    }),
    operationId: 'getSystemStatus',
    where: 'value.maintenance',
    problem: /missing required field \(expected boolean\); renamed to "underMaintenance"\?/,
    screen: 'permission gate',
    route: 'every route',
  },
  {
    name: 'a changed type',
    change: onJson(HOT, (v) => {
      v.list[0].nodeId = String(v.list[0].nodeId);
    }),
    operationId: 'getHotGames',
    where: 'value.list[0].nodeId',
    problem: /wrong type: expected number, got string "30500"/,
    screen: 'home page sections',
    route: '/index',
  },
  {
    name: 'a dropped required field',
    change: onJson(WINNERS, (v) => {
      delete v.list[1].vo.winAmount;
    }),
    operationId: 'getWinnerBoard',
    where: 'value.list[1].vo.winAmount',
    problem: /missing required field \(expected number\)/,
    screen: 'home page sections',
    route: '/index',
  },
  {
    name: 'an undeclared field',
    change: onJson(ANNOUNCEMENTS, (v) => {
      v.banners[0].badge = 'NEW';
    }),
    operationId: 'getListAnnouncements',
    where: 'value.banners[0].badge',
    problem: /field the contract does not declare/,
    screen: 'home page',
    route: '/index',
  },
  {
    name: 'an undeclared status',
    change: (pathname, reply) =>
      pathname === HOT ? { ...reply, status: 403, body: JSON.stringify({ success: false, code: 'forbidden', message: 'No' }) } : reply,
    operationId: 'getHotGames',
    where: 'status',
    problem: /replied 403, which the contract does not document \(documents 200, 500\)/,
    screen: 'home page sections',
    route: '/index',
  },
  {
    name: 'a new enum value',
    change: onJson(ANNOUNCEMENTS, (v) => {
      v.banners[1].linkageType = 'APP';
    }),
    operationId: 'getListAnnouncements',
    where: 'value.banners[1].linkageType',
    problem: /value outside the enum: got "APP", allowed "URL", "P", "G"/,
    screen: 'home page',
    route: '/index',
  },
  {
    name: 'a null where none is allowed',
    change: onJson(WINNERS, (v) => {
      v.list[0].vo.username = null;
    }),
    operationId: 'getWinnerBoard',
    where: 'value.list[0].vo.username',
    problem: /null where the contract allows none \(expected string\)/,
    screen: 'home page sections',
    route: '/index',
  },
  {
    name: 'a wrong content type',
    change: (pathname, reply) => (pathname === WINNERS ? { ...reply, contentType: 'text/html; charset=utf-8' } : reply),
    operationId: 'getWinnerBoard',
    where: 'content-type',
    problem: /replied text\/html; charset=utf-8 with 200, the contract says application\/json/,
    screen: 'home page sections',
    route: '/index',
  },
  {
    name: 'a wrong format',
    change: onJson(ANNOUNCEMENTS, (v) => {
      v.banners[2].url = 'banners/app.svg';
    }),
    operationId: 'getListAnnouncements',
    where: 'value.banners[2].url',
    problem: /wrong format: expected url, got "banners\/app.svg"/,
    screen: 'home page',
    route: '/index',
  },
];

describe('contract:verify catches a backend that left the contract', () => {
  it.concurrent.each(drifts)('$name: exit 1, the operation, the field path and the screens', async (drift) => {
    const url = await divergentBackend(drift.change);
    const { code, json } = await verify(['--base-url', url, '--merchant', 'DEMO', '--json']);
    expect(code).toBe(1);
    expect(json!.exitCode).toBe(1);
    const broken = json!.operations.filter((r) => r.outcome === 'breaking').map((r) => r.operationId);
    // Nothing else breaks (beyond what the plain mock platform breaks, which the test above shows).
    expect(broken.filter((id) => id !== drift.operationId && !baselineBroken.includes(id))).toEqual([]);
    const row = json!.operations.find((r) => r.operationId === drift.operationId)!;
    expect(row.outcome).toBe('breaking');
    expect(row.findings).toContainEqual(expect.objectContaining({ where: drift.where, problem: expect.stringMatching(drift.problem) }));
    expect(row.impact!.screens.map((s) => s.name)).toContain(drift.screen);
    if (drift.route === 'every route') expect(row.impact!.everyRoute).toBe(true);
    else expect(row.impact!.everyRoute || row.impact!.routes.includes(drift.route), `${drift.route} in ${row.breaks}`).toBe(true);
    expect(row.breaks).toContain(drift.screen);
  });

  it('names the drift in the readable table', async () => {
    const url = await divergentBackend(drifts[0]!.change);
    const { code, stdout } = await verify(['--base-url', url, '--merchant', 'DEMO', '--only', 'getSystemStatus']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/getSystemStatus\s+GET \/wps\/system\/status\s+BREAKING \(200\)/);
    expect(stdout).toMatch(/value\.maintenance\s+breaking: missing required field/);
    expect(stdout).toMatch(/value\.underMaintenance\s+breaking \(strict\): field the contract does not declare/);
    expect(stdout).toMatch(/breaks: .*permission gate.*\(routes: every route\)/);
    expect(stdout).toContain('the API has left the contract (exit 1)');
  });

  it('--allow-additions lets an undeclared field pass, but nothing else', async () => {
    const added = await verify([
      '--base-url',
      await divergentBackend(drifts[3]!.change),
      '--merchant',
      'DEMO',
      '--only',
      'getListAnnouncements',
      '--allow-additions',
      '--json',
    ]);
    expect(added.code).toBe(0);
    expect(added.json!.operations[0]).toMatchObject({ outcome: 'non-breaking' });
    const renamed = await verify([
      '--base-url',
      await divergentBackend(drifts[0]!.change),
      '--merchant',
      'DEMO',
      '--only',
      'getSystemStatus',
      '--allow-additions',
    ]);
    expect(renamed.code).toBe(1);
  });
});

const WALLET = '/wps/v2/wallets/balance';
const BETS = '/wps/relay/ODSFE2_getBetRecords';

/** A bet of the betting record as the contract describes it. */
const BET = {
  betId: 'PG2611200001',
  betTime: 1795177925000,
  gameType: 'RNG',
  vassalage: 'PG',
  vendorName: 'PG Soft',
  gameName: 'Mahjong Ways 2',
  stake: 20000,
  validBet: 20000,
  payout: 0,
  winLoss: -20000,
  status: 'SETTLED',
  settledAt: 1795177926000,
};

interface OutOfBounds {
  name: string;
  change: (pathname: string, reply: Reply) => Reply;
  operationId: string;
  where: string;
  problem: RegExp;
  screen: string;
}

/** Values the types allow but the contract's bounds do not (issue 28): each is drift. */
const outOfBounds: OutOfBounds[] = [
  {
    name: 'a balance of −9.8 billion',
    change: onJson(WALLET, (v) => {
      v.sumBalance = -9_800_000_000;
    }),
    operationId: 'getWalletBalance',
    where: 'value.sumBalance',
    problem: /out of range: expected number to be >=0, got -9800000000/,
    screen: 'wallet panel',
  },
  {
    name: 'a bet time in 2099',
    change: onJson(BETS, (v) => {
      v.list = [{ ...BET, betTime: Date.UTC(2099, 0, 1) }, ...v.list.slice(1)];
    }),
    operationId: 'getBetRecords',
    where: 'value.list[0].betTime',
    problem: /out of range: expected number to be <=1893456000000, got 4070908800000/,
    screen: 'bet record panel',
  },
  {
    name: 'a list of 5,000 rows',
    change: onJson(BETS, (v) => {
      v.list = Array.from({ length: 5000 }, (_, i) => ({ ...BET, betId: `PG${String(i).padStart(10, '0')}` }));
    }),
    operationId: 'getBetRecords',
    where: 'value.list',
    problem: /out of range: expected array to have <=100 items/,
    screen: 'bet record panel',
  },
];

describe("contract:verify names a value outside the contract's bounds as drift", () => {
  it.concurrent.each(outOfBounds)('$name: exit 1, the operation, the field path and the screens', async (drift) => {
    const url = await divergentBackend(drift.change);
    const login = ['--username', 'member01', '--password', 'Member123'];
    const { code, json } = await verify(['--base-url', url, '--merchant', 'DEMO', ...login, '--only', drift.operationId, '--json']);
    expect(code).toBe(1);
    expect(json!.exitCode).toBe(1);
    const row = json!.operations.find((r) => r.operationId === drift.operationId)!;
    expect(row.outcome).toBe('breaking');
    expect(row.findings).toContainEqual(expect.objectContaining({ severity: 'breaking', where: drift.where, problem: expect.stringMatching(drift.problem) }));
    expect(row.impact!.screens.map((s) => s.name)).toContain(drift.screen);
    expect(row.breaks).toContain(drift.screen);
  });
});

describe('contract:verify as a process', () => {
  it('exits 0 on the mock platform with a login, 1 on a drifted backend, 2 on a usage error', async () => {
    const [clean, drifted, misused] = await Promise.all([
      verifyProcess(['--base-url', platform.url, '--merchant', 'DEMO', '--username', 'member01', '--password', 'Member123']),
      divergentBackend(drifts[1]!.change).then((url) => verifyProcess(['--base-url', url, '--merchant', 'DEMO'])),
      verifyProcess(['--base-url', platform.url]),
    ]);
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stdout).toContain('nothing breaks the contract (exit 0)');
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toMatch(/value\.list\[0\]\.nodeId\s+breaking: wrong type: expected number, got string "30500"/);
    expect(drifted.stdout).toMatch(/breaks: .*home page sections \[games\]/);
    expect(misused.code).toBe(2);
    expect(misused.stderr).toContain('--merchant CODE is required');
  });
});
