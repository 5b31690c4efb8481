/**
 * Every call the product spec names is in the contract (issue 28, item 1). The spec's section 7
 * ("Calls") is copied into openapi/spec-calls.md, since CI clones the repository without
 * ../shared; where ../shared/product-spec.md is there, the copy must still match it.
 *
 * What counts as a call the spec names, read from the section's text:
 * - a path (`/wps/...`, `/lgw/...`, `/lotto/...`), with the method written before it in the same
 *   clause (`GET /lgw/vn/games/game_menu and /lgw/vn/games/game_menu/recent`: both GET), or with
 *   none (`wallet transfer via /wps/relay/GCS_walletTransfer`: any method). A path ending in `/`
 *   or `*` (`/wps/relay/MCS2_*`, `/wps/relay/passwordCheck/`) is a family, not a call: the
 *   calls it stands for are described ones (below);
 * - a relay name (`MCSFE_x`, `MCS2_x`, `GCSGAME_x`, `ODSFE2_x`, `GLS2_x`, `GCS_x`, `CSP_x`) not
 *   already inside a path: the path `/wps/relay/NAME` (or `/wps/relay/passwordCheck/NAME`);
 * - a bare name listed after a relay name of a group (`GCSGAME_hotGamesV2, gameList,
 *   getVassGameType, gameVendor`): a call of that group, `/wps/relay/GCSGAME_gameList`, or the
 *   operation whose description says it is the spec's name (`getGameVendors`, "the spec's
 *   `gameVendor`", served by `GCSGAME_newGameVendor` as the platform facts say).
 *
 * That gives 49 named calls: 33 paths (21 under "Auth and member", 4 under "Wallet and points",
 * 7 under "Games", POST /wps/feedback under "Home and other"), 13 relay names outside a path
 * (GCSGAME_hotGamesV2, MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, GCS_recentGame,
 * GLS2_roomList, MCSFE_getListAnnouncements, the four salary and dividend calls,
 * GCS_merchantWallet, ODSFE2_getWinnerBoard, MCS2_claimRafflePromotion) and 3 bare names of the
 * GCSGAME group (gameList, getVassGameType, gameVendor). Issue 28 counts 50: the one more is, as
 * we read it, the PUT of "POST /wps/feedback (feedback also named as PUT in one reading)", the
 * same call under another method, which the contract documents in `submitFeedback` (no PUT
 * operation); it is in DESCRIBED below, so it is checked too.
 * Calls the section describes without a path or name (the permission check, the points calls,
 * the launch service, ...) are in DESCRIBED with the operations that implement them.
 * Section 6 (roles and permissions) names no call; the test checks that too where the spec is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const SPEC = join(root, '..', 'shared', 'product-spec.md');
const COPY = join(root, 'openapi', 'spec-calls.md');
const SURFACES = ['wps', 'relay', 'lgw'] as const;

/** The calls the count above gives; a change to the spec's section 7 changes it. */
const NAMED_CALLS = 49;

/**
 * Calls the section describes without a path or a name, and the operations that implement them
 * (their descriptions say so).
 */
const DESCRIBED: Readonly<Record<string, readonly string[]>> = {
  'Permission check returns maintenance and regionRestriction flags (path not shown)': ['getSystemStatus'],
  'country code list': ['getCountryCodes'],
  'language update (takes the language)': ['updateLanguage'],
  'first-login action': ['firstLoginAction'],
  'set member info': ['setMemberInfo'],
  'A separate SMS call takes mobileNo and countryDialingCode': ['sendResetPasswordSms'],
  'Points under /wps/relay/MCS2_*: balance': ['getPointsBalance'],
  'Points: reward': ['getPointsReward'],
  'Points: redeem list': ['getRedeemList'],
  'Points: config': ['getPointsConfig'],
  'Points: point conversion (via /wps/relay/passwordCheck/)': ['convertPoints'],
  'Points: redeem (via /wps/relay/passwordCheck/)': ['redeemPointReward'],
  'Game-launch service call (gameId or roomId, nodeId, accountType 1, ...; game_url or game_url2)': ['launchGame'],
  'Vietnamese lottery launch (lottoArea VN, launchMode LOTT, ...)': ['launchGame'],
  'feedback also named as PUT in one reading': ['submitFeedback'],
};

const RELAY_GROUPS = ['MCSFE', 'MCS2', 'GCSGAME', 'ODSFE2', 'GLS2', 'GCS', 'CSP'];

interface SpecCall {
  /** The method the text gives, or null (any). */
  readonly method: string | null;
  /** A path, or a relay call as GROUP_name. */
  readonly path: string | null;
  readonly relay: string | null;
  /** A bare name of a group (`gameVendor` of GCSGAME). */
  readonly bare?: { readonly group: string; readonly name: string };
  /** How the spec writes it. */
  readonly text: string;
}

/** The calls a section of the spec names (see the top of this file). */
function specCalls(section: string): SpecCall[] {
  const calls: SpecCall[] = [];
  const seen = new Set<string>();
  const add = (call: SpecCall) => {
    const key = `${call.method ?? '*'} ${call.path ?? call.relay}`;
    if (!seen.has(key)) {
      seen.add(key);
      calls.push(call);
    }
  };
  const groups = RELAY_GROUPS.join('|');
  // Clauses end at `;`, a sentence's full stop or a line's end; a method holds until then.
  for (const clause of section.split(/;|\.(?=\s|$)|\n/)) {
    let method: string | null = null;
    for (const m of clause.matchAll(/\b(GET|POST|PUT|DELETE|PATCH)\b|(\/(?:wps|lgw|lotto)\/[A-Za-z0-9_/]*[A-Za-z0-9_])(?![A-Za-z0-9_*/])/g)) {
      if (m[1]) method = m[1];
      else if (m[2]) add({ method, path: m[2], relay: null, text: `${method ? `${method} ` : ''}${m[2]}` });
    }
    for (const m of clause.matchAll(new RegExp(`(?<![/\\w])((${groups})_[A-Za-z0-9]+)((?:,\\s*[a-z][A-Za-z0-9]*(?=\\s*[,(;]|\\s*$))*)`, 'g'))) {
      add({ method: null, path: null, relay: m[1]!, text: m[1]! });
      for (const bare of (m[3] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        add({ method: null, path: null, relay: `${m[2]}_${bare}`, bare: { group: m[2]!, name: bare }, text: bare });
      }
    }
  }
  return calls;
}

interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** The operation's text in its file. */
  readonly text: string;
}

/**
 * The operations of openapi/<surface>.yaml, read from the text (paths at two spaces, methods at
 * four, `operationId` at six: the layout openapi/README.md gives and Redocly's lint keeps).
 */
function contractOperations(): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const surface of SURFACES) {
    const lines = readFileSync(join(root, 'openapi', `${surface}.yaml`), 'utf8').split('\n');
    let inPaths = false;
    let path = '';
    let current: { method: string; path: string; lines: string[] } | null = null;
    const flush = () => {
      if (!current) return;
      const id = current.lines.map((l) => /^ {6}operationId: (\w+)\s*$/.exec(l)?.[1]).find(Boolean);
      if (id) out.push({ operationId: id, method: current.method, path: current.path, text: current.lines.join('\n') });
      current = null;
    };
    for (const line of lines) {
      if (/^\S/.test(line)) {
        flush();
        inPaths = line.startsWith('paths:');
        continue;
      }
      if (!inPaths) continue;
      const p = /^ {2}(\/\S*):\s*$/.exec(line);
      if (p) {
        flush();
        path = p[1]!;
        continue;
      }
      const m = /^ {4}(get|put|post|delete|patch):\s*$/.exec(line);
      if (m) {
        flush();
        current = { method: m[1]!.toUpperCase(), path, lines: [] };
        continue;
      }
      current?.lines.push(line);
    }
    flush();
  }
  return out;
}

/** The operations that answer a call the spec names (empty: missing). */
function resolve(call: SpecCall, operations: readonly ContractOperation[]): ContractOperation[] {
  if (call.path) return operations.filter((op) => op.path === call.path && (!call.method || op.method === call.method));
  const relay = operations.filter((op) => op.path === `/wps/relay/${call.relay}` || op.path === `/wps/relay/passwordCheck/${call.relay}`);
  if (relay.length || !call.bare) return relay;
  return operations.filter((op) => op.path.startsWith(`/wps/relay/${call.bare!.group}_`) && op.text.includes(`the spec's \`${call.bare!.name}\``));
}

function between(text: string, start: string, end: string): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end, i + start.length);
  if (i < 0 || j < 0) throw new Error(`no "${start}" … "${end}" in the text`);
  return text.slice(i, j);
}

const copied = () =>
  between(readFileSync(COPY, 'utf8'), '<!-- spec section 7: begin -->\n', '<!-- spec section 7: end -->').slice('<!-- spec section 7: begin -->\n'.length);

describe('every call the product spec names is in openapi/', () => {
  const section = copied();
  const calls = specCalls(section);
  const operations = contractOperations();
  const byId = new Map(operations.map((op) => [op.operationId, op]));

  it(`reads the ${NAMED_CALLS} calls section 7 names`, () => {
    expect(calls.map((c) => c.text)).toHaveLength(NAMED_CALLS);
    // A few that show the reading: the method carried over "and", a relay name by itself, bare names.
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/lgw/vn/games/game_menu/recent' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: null, path: '/wps/relay/GCS_walletTransfer' }));
    expect(calls).toContainEqual(expect.objectContaining({ relay: 'MCS2_processDividendReq' }));
    expect(calls).toContainEqual(expect.objectContaining({ relay: 'GCSGAME_gameVendor', bare: { group: 'GCSGAME', name: 'gameVendor' } }));
    // Families are not calls.
    expect(calls.some((c) => c.path?.startsWith('/wps/relay/passwordCheck') || c.relay === 'MCS2_')).toBe(false);
  });

  it('finds an operation for every named call', () => {
    const missing = calls.filter((call) => resolve(call, operations).length === 0).map((call) => call.text);
    expect(missing, `calls the spec names that openapi/ lacks: ${missing.join(', ')}`).toEqual([]);
  });

  it('keeps the spec names the platform replaced, as deprecated operations of their own', () => {
    for (const [name, id] of [
      ['MCS2_processDividendReq', 'processDividendReqSpec'],
      ['MCS2_processDailySalContract', 'processDailySalContractSpec'],
      ['MCS2_processContractHourSalary', 'processContractHourSalarySpec'],
      ['MCS2_claimRafflePromotion', 'claimRafflePromotionSpec'],
    ] as const) {
      const [op] = resolve({ method: null, path: null, relay: name, text: name }, operations);
      expect(op?.operationId, name).toBe(id);
      expect(op!.text, name).toMatch(/^ {6}deprecated: true$/m);
      expect(op!.text, name).toMatch(/^ {6}x-provenance: spec$/m);
    }
  });

  it('maps every call the spec describes without a path to the operations that implement it', () => {
    const missing = Object.entries(DESCRIBED).flatMap(([described, ids]) => ids.filter((id) => !byId.has(id)).map((id) => `${described} → ${id}`));
    expect(missing).toEqual([]);
    // The families the section names by a pattern are served where it says.
    for (const id of ['getPointsBalance', 'getPointsReward', 'getRedeemList', 'getPointsConfig']) expect(byId.get(id)!.path).toMatch(/^\/wps\/relay\/MCS2_/);
    for (const id of ['convertPoints', 'redeemPointReward']) expect(byId.get(id)!.path).toMatch(/^\/wps\/relay\/passwordCheck\/MCS2_/);
  });

  it.runIf(existsSync(SPEC))('the copy in openapi/spec-calls.md still matches ../shared/product-spec.md, whose section 6 names no call', () => {
    const spec = readFileSync(SPEC, 'utf8');
    expect(section, 'openapi/spec-calls.md differs from section 7 of ../shared/product-spec.md: copy it again').toBe(
      between(spec, '## 7. Calls', '## 8. ').replace(/\n+$/, '\n'),
    );
    expect(specCalls(between(spec, '## 6. Roles and permissions', '## 7. Calls'))).toEqual([]);
  });
});
