/**
 * One report shape for the three checks (a live backend, recorded traffic, a published spec):
 * a row per operation with its findings and the screens they break, printed as a table or JSON.
 * Exit code 1 when anything breaks, 0 otherwise.
 */
import type { Finding } from './check';
import { describeImpact, type Impact, type ImpactIndex } from './screens';

export type Outcome = 'ok' | 'breaking' | 'non-breaking' | 'skipped';

export interface OperationResult {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  outcome: Outcome;
  /** The statuses seen, the reason of a skip, or what was compared. */
  detail: string;
  findings: Finding[];
  impact?: Impact;
}

export interface Coverage {
  readonly operationsNeverExercised: readonly string[];
  readonly statusesNeverSeen: Readonly<Record<string, readonly string[]>>;
  readonly optionalFieldsNeverSeen: Readonly<Record<string, readonly string[]>>;
  readonly unknownCalls: readonly string[];
}

export interface Report {
  readonly tool: 'verify' | 'har' | 'diff';
  /** What was checked: a base URL, a HAR file, a spec file. */
  readonly target: string;
  readonly operations: OperationResult[];
  readonly notes: string[];
  coverage?: Coverage;
}

export interface OutcomeOptions {
  /** Undeclared reply fields and newly documented statuses count as non-breaking. */
  readonly allowAdditions?: boolean;
}

export function outcomeOf(findings: readonly Finding[], options: OutcomeOptions = {}): Outcome {
  if (findings.some((f) => f.severity === 'breaking' || (f.severity === 'strict' && !options.allowAdditions))) return 'breaking';
  return findings.length ? 'non-breaking' : 'ok';
}

/** Sets each row's outcome from its findings and attaches the screens of every row with findings. */
export function finishReport(report: Report, impacts: ImpactIndex, options: OutcomeOptions = {}): Report {
  for (const row of report.operations) {
    if (row.outcome !== 'skipped') row.outcome = outcomeOf(row.findings, options);
    if (row.findings.length) row.impact = impacts.impactOf(row.operationId);
  }
  return report;
}

export function exitCodeOf(report: Report): 0 | 1 {
  return report.operations.some((row) => row.outcome === 'breaking') ? 1 : 0;
}

export function summaryOf(report: Report) {
  const count = (outcome: Outcome) => report.operations.filter((row) => row.outcome === outcome).length;
  const skipped: Record<string, number> = {};
  for (const row of report.operations) if (row.outcome === 'skipped') skipped[row.detail] = (skipped[row.detail] ?? 0) + 1;
  return { operations: report.operations.length, ok: count('ok'), breaking: count('breaking'), nonBreaking: count('non-breaking'), skipped };
}

const LABEL: Record<Outcome, string> = { ok: 'ok', breaking: 'BREAKING', 'non-breaking': 'non-breaking', skipped: 'skipped' };
const severityLabel = (f: Finding) => (f.severity === 'strict' ? 'breaking (strict)' : f.severity);

export function toJson(report: Report): string {
  const operations = report.operations.map((row) => ({ ...row, ...(row.impact ? { breaks: describeImpact(row.impact) } : {}) }));
  return JSON.stringify({ ...report, operations, summary: summaryOf(report), exitCode: exitCodeOf(report) }, null, 2);
}

/** The readable table: one line per operation, its findings and the screens they break under it. */
export function toTable(report: Report): string {
  const rows = report.operations;
  const width = (pick: (row: OperationResult) => string, min: number) => Math.max(min, ...rows.map((row) => pick(row).length));
  const idWidth = width((row) => row.operationId, 9);
  const callWidth = width((row) => `${row.method} ${row.path}`, 4);
  const lines = [`${'OPERATION'.padEnd(idWidth)}  ${'CALL'.padEnd(callWidth)}  RESULT`];
  for (const row of rows) {
    lines.push(
      `${row.operationId.padEnd(idWidth)}  ${`${row.method} ${row.path}`.padEnd(callWidth)}  ${LABEL[row.outcome]}${row.detail ? ` (${row.detail})` : ''}`,
    );
    if (!row.findings.length) continue;
    const whereWidth = Math.max(...row.findings.map((f) => f.where.length));
    for (const finding of row.findings) lines.push(`    ${finding.where.padEnd(whereWidth)}  ${severityLabel(finding)}: ${finding.problem}`);
    lines.push(`    breaks: ${describeImpact(row.impact)}`);
  }
  if (report.coverage) {
    const c = report.coverage;
    lines.push('', 'Not exercised by the traffic:');
    lines.push(`  operations (${c.operationsNeverExercised.length}): ${c.operationsNeverExercised.join(', ') || 'none'}`);
    for (const [id, statuses] of Object.entries(c.statusesNeverSeen)) lines.push(`  ${id}: statuses ${statuses.join(', ')} never seen`);
    for (const [id, fields] of Object.entries(c.optionalFieldsNeverSeen)) lines.push(`  ${id}: optional fields never seen: ${fields.join(', ')}`);
    if (c.unknownCalls.length) lines.push(`  calls the contract does not know: ${c.unknownCalls.join(', ')}`);
  }
  for (const note of report.notes) lines.push(`note: ${note}`);
  const s = summaryOf(report);
  const skipped = Object.entries(s.skipped).map(([reason, n]) => `${n} ${reason}`);
  lines.push(
    '',
    `${report.tool === 'diff' ? 'compared' : 'checked'} ${s.operations - Object.values(s.skipped).reduce((a, b) => a + b, 0)} of ${s.operations} operations: ${s.ok} ok, ${s.breaking} breaking, ${s.nonBreaking} non-breaking${skipped.length ? `; skipped: ${skipped.join(', ')}` : ''}`,
    exitCodeOf(report) ? '✖ the API has left the contract (exit 1)' : '✔ nothing breaks the contract (exit 0)',
  );
  return lines.join('\n');
}
