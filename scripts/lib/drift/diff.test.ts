/**
 * contract:diff classes each difference of a published spec: copies of our bundled contract,
 * changed in one way each, are compared with ours. The command itself runs on spec files written
 * to a temporary folder (one single-file spec, one split over two files joined by $ref).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFile, SURFACES } from '../contract.mjs';
import { ErrorEnvelope } from './check';
import { diffContracts } from './diff.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));

// biome-ignore lint/suspicious/noExplicitAny: the tests edit OpenAPI JSON freely.
type Spec = Record<string, any>;
interface Finding {
  severity: string;
  where: string;
  problem: string;
}
interface Row {
  operationId: string;
  findings: Finding[];
}

let bundles: Record<string, Spec>;

beforeAll(async () => {
  // Into a folder of this test's own: .cache/openapi may be rewritten by a parallel run.
  bundles = Object.fromEntries(
    await Promise.all(SURFACES.map(async (s) => [s, await bundleFile(`openapi/${s}.yaml`, join(work, `${s}.json`), { quiet: true })])),
  );
});

const ours = () => SURFACES.map((surface) => ({ surface, bundle: bundles[surface] }));

/** Their spec: a copy of ours with one surface changed by `edit`. */
function diffWith(surface: string, edit: (spec: Spec) => void): Row[] {
  const copy = structuredClone(bundles[surface]!);
  edit(copy);
  const theirs = SURFACES.map((s) => ({ bundle: s === surface ? copy : bundles[s] }));
  return diffContracts(ours(), theirs, 'test').operations.filter((row: Row) => row.findings.length);
}

const schemas = (spec: Spec) => spec.components.schemas as Record<string, Spec>;

describe('contract:diff classes each difference', () => {
  it('finds nothing between our contract and itself', () => {
    expect(diffWith('wps', () => {})).toEqual([]);
  });

  it('compares an encrypted body by its plain form, whether their description gives it as ours does, the older way or not at all', () => {
    const login = (spec: Spec) => spec.paths['/wps/session/login'].post.requestBody;
    // The plain body documented as application/json (as ours was before issue 28).
    expect(diffWith('wps', (spec) => (login(spec).content = { 'application/json': login(spec).content['application/vnd.wps.plain-json'] }))).toEqual([]);
    // Only the wire form: nothing to compare beyond it.
    expect(diffWith('wps', (spec) => (login(spec).content = { 'application/json': login(spec).content['application/json'] }))).toEqual([]);
    // A plain body given the older way is still compared.
    const changed = diffWith('wps', (spec) => {
      const plain = structuredClone(schemas(spec).LoginRequest!);
      plain.required = [...plain.required, 'captcha'];
      login(spec).content = { 'application/json': { schema: plain } };
    });
    expect(changed.map((r) => r.operationId)).toEqual(['login']);
    expect(changed[0]!.findings).toContainEqual(expect.objectContaining({ where: 'request.body.captcha', problem: 'newly required in the request' }));
  });

  const cases: {
    name: string;
    surface: string;
    edit: (spec: Spec) => void;
    operationId: string;
    finding: Omit<Partial<Finding>, 'problem'> & { problem: RegExp };
  }[] = [
    {
      name: 'a removed operation',
      surface: 'wps',
      edit: (spec) => delete spec.paths['/wps/member/info'].get,
      operationId: 'getMemberInfo',
      finding: { severity: 'breaking', where: 'operation', problem: /^operation removed$/ },
    },
    {
      name: 'a removed status',
      surface: 'wps',
      edit: (spec) => delete spec.paths['/wps/member/info'].get.responses['401'],
      operationId: 'getMemberInfo',
      finding: { severity: 'breaking', where: 'status 401', problem: /^status removed$/ },
    },
    {
      name: 'a removed reply field',
      surface: 'relay',
      edit: (spec) => delete schemas(spec).WinnerRecord!.properties.username,
      operationId: 'getWinnerBoard',
      finding: { severity: 'breaking', where: 'value.list[].vo.username', problem: /^field removed from the reply \(required in ours\)$/ },
    },
    {
      name: 'a reply field made optional',
      surface: 'relay',
      edit: (spec) => {
        schemas(spec).WinnerRecord!.required = schemas(spec).WinnerRecord!.required.filter((f: string) => f !== 'winAmount');
      },
      operationId: 'getWinnerBoard',
      finding: { severity: 'breaking', where: 'value.list[].vo.winAmount', problem: /^made optional/ },
    },
    {
      name: 'a reply field made nullable',
      surface: 'relay',
      edit: (spec) => {
        schemas(spec).WinnerRecord!.properties.username.type = ['string', 'null'];
      },
      operationId: 'getWinnerBoard',
      finding: { severity: 'breaking', where: 'value.list[].vo.username', problem: /^made nullable/ },
    },
    {
      name: 'a type change',
      surface: 'relay',
      edit: (spec) => {
        schemas(spec).WinnerRecord!.properties.winAmount = { type: 'string' };
      },
      operationId: 'getWinnerBoard',
      finding: { severity: 'breaking', where: 'value.list[].vo.winAmount', problem: /^type changed from number to string$/ },
    },
    {
      name: 'a format change',
      surface: 'relay',
      edit: (spec) => {
        delete findProperty(spec, 'Banner', 'url').format;
      },
      operationId: 'getListAnnouncements',
      finding: { severity: 'breaking', where: 'value.banners[].url', problem: /^format changed from uri to none$/ },
    },
    {
      name: 'a new enum value in a reply',
      surface: 'relay',
      edit: (spec) => {
        findProperty(spec, 'Banner', 'linkageType').enum.push('APP');
      },
      operationId: 'getListAnnouncements',
      finding: { severity: 'breaking', where: 'value.banners[].linkageType', problem: /^new enum value in a reply: "APP"$/ },
    },
    {
      name: 'a request parameter newly required',
      surface: 'relay',
      edit: (spec) => {
        for (const p of spec.paths['/wps/relay/GCSGAME_hotGamesV2'].get.parameters) if (p.name === 'merchant') p.required = true;
      },
      operationId: 'getHotGames',
      finding: { severity: 'breaking', where: 'request.query.merchant', problem: /^newly required parameter$/ },
    },
    {
      name: 'a request body field newly required',
      surface: 'wps',
      edit: (spec) => {
        const body = spec.paths['/wps/session/login'].post.requestBody.content['application/vnd.wps.plain-json'].schema;
        const schema = body.$ref ? schemas(spec)[body.$ref.split('/').at(-1)]! : body;
        schema.required = [...schema.required, 'captcha'];
      },
      operationId: 'login',
      finding: { severity: 'breaking', where: 'request.body.captcha', problem: /^newly required in the request$/ },
    },
    {
      name: 'a changed encryption',
      surface: 'wps',
      edit: (spec) => {
        spec.paths['/wps/session/login'].post['x-encrypted'] = false;
      },
      operationId: 'login',
      finding: { severity: 'breaking', where: 'x-encrypted', problem: /^body encryption changed from true to false$/ },
    },
    {
      name: 'a changed session requirement',
      surface: 'relay',
      edit: (spec) => {
        spec.paths['/wps/relay/GCSGAME_newGameVendor'].get.security = [{ session: [] }];
      },
      operationId: 'getGameVendors',
      finding: { severity: 'breaking', where: 'security', problem: /^session requirement changed from none to required$/ },
    },
    {
      name: 'a new reply field (breaks our strict checking)',
      surface: 'relay',
      edit: (spec) => {
        schemas(spec).WinnerRecord!.properties.currency = { type: 'string' };
      },
      operationId: 'getWinnerBoard',
      finding: { severity: 'strict', where: 'value.list[].vo.currency', problem: /^new reply field our contract does not declare/ },
    },
    {
      name: 'a new optional request field (non-breaking)',
      surface: 'wps',
      edit: (spec) => {
        const body = spec.paths['/wps/session/login'].post.requestBody.content['application/vnd.wps.plain-json'].schema;
        const schema = body.$ref ? schemas(spec)[body.$ref.split('/').at(-1)]! : body;
        schema.properties.deviceId = { type: 'string' };
      },
      operationId: 'login',
      finding: { severity: 'non-breaking', where: 'request.body.deviceId', problem: /^new optional field in the request$/ },
    },
    {
      name: 'an enum value no longer sent in a reply (non-breaking)',
      surface: 'relay',
      edit: (spec) => {
        const prop = findProperty(spec, 'Banner', 'linkageType');
        prop.enum = prop.enum.filter((v: string) => v !== 'G');
      },
      operationId: 'getListAnnouncements',
      finding: { severity: 'non-breaking', where: 'value.banners[].linkageType', problem: /^enum value no longer sent: "G"$/ },
    },
  ];

  it.each(cases)('$name', ({ surface, edit, operationId, finding }) => {
    const rows = diffWith(surface, edit);
    expect(rows.map((r) => r.operationId)).toContain(operationId);
    const row = rows.find((r) => r.operationId === operationId)!;
    expect(row.findings).toContainEqual(expect.objectContaining({ ...finding, problem: expect.stringMatching(finding.problem) }));
    // Each edit is one difference of one kind.
    expect(new Set(row.findings.map((f) => f.severity))).toEqual(new Set([finding.severity]));
  });

  it('lists a new operation as non-breaking', () => {
    const rows = diffWith('lgw', (spec) => {
      spec.paths['/lgw/games/new'] = { get: { ...structuredClone(spec.paths['/lgw/games/popular'].get), operationId: 'getNewLotteryGames' } };
    });
    expect(rows).toEqual([
      expect.objectContaining({
        operationId: 'getNewLotteryGames',
        findings: [expect.objectContaining({ severity: 'non-breaking', problem: 'new operation our contract does not have' })],
      }),
    ]);
  });

  it('keeps the error envelope of the transport checks in step with components.yaml', () => {
    const declared = schemas(bundles.wps!).ErrorEnvelope!;
    expect(Object.keys(ErrorEnvelope.shape).sort()).toEqual(Object.keys(declared.properties).sort());
    const required = Object.entries(ErrorEnvelope.shape)
      .filter(([, s]) => !s.safeParse(undefined).success)
      .map(([k]) => k);
    expect(required.sort()).toEqual([...declared.required].sort());
  });
});

/** A property of a named schema, following a $ref to the schema it names if there is one. */
function findProperty(spec: Spec, schema: string, property: string): Spec {
  const prop = schemas(spec)[schema]!.properties[property];
  return prop.$ref ? schemas(spec)[prop.$ref.split('/').at(-1)]! : prop;
}

async function diffCommand(args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/contract-diff.mjs', ...args], { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run contract:diff', () => {
  it('exits 1 on a breaking change of a single-file spec, naming the screens it breaks', async () => {
    const spec = structuredClone(bundles.relay!);
    schemas(spec).WinnerRecord!.properties.winAmount = { type: 'string' };
    const file = join(work, 'relay-changed.json');
    writeFileSync(file, JSON.stringify(spec));
    const { code, stdout } = await diffCommand(['--surface', 'relay', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/getWinnerBoard\s+GET \/wps\/relay\/ODSFE2_getWinnerBoard\s+BREAKING/);
    expect(stdout).toMatch(/value\.list\[\]\.vo\.winAmount\s+breaking: type changed from number to string/);
    expect(stdout).toMatch(/breaks: .*home page sections \[games\]/);
  });

  it('bundles a spec split over files, and exits 0 when only non-breaking things were added', async () => {
    const spec = structuredClone(bundles.lgw!);
    // The schemas live in a second file the first one points to by $ref.
    writeFileSync(join(work, 'lgw-schemas.json'), JSON.stringify({ components: { schemas: spec.components.schemas } }));
    const text = JSON.stringify(spec).replaceAll('"#/components/schemas/', '"./lgw-schemas.json#/components/schemas/');
    const split = JSON.parse(text) as Spec;
    delete split.components.schemas;
    split.paths['/lgw/games/new'] = { get: { ...structuredClone(split.paths['/lgw/games/popular'].get), operationId: 'getNewLotteryGames' } };
    writeFileSync(join(work, 'lgw-root.json'), JSON.stringify(split));
    const { code, stdout } = await diffCommand(['--surface', 'lgw', '--json', join(work, 'lgw-root.json')]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { operations: (Row & { outcome: string })[]; exitCode: number };
    expect(report.exitCode).toBe(0);
    expect(report.operations.filter((r) => r.outcome !== 'ok').map((r) => [r.operationId, r.outcome])).toEqual([['getNewLotteryGames', 'non-breaking']]);
  });

  it('exits 2 on a file it cannot read', async () => {
    expect((await diffCommand([join(work, 'missing.yaml')])).code).toBe(2);
    expect((await diffCommand([])).code).toBe(2);
  });
});
