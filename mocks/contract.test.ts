/**
 * The mocks cannot drift from the contract: every operation is called through the real
 * transport with the contract's own example parameters and body, as a visitor and as a logged-in
 * member (agent01 for the agent centre's and the contracts' operations), and every reply must
 * match the contract: a success against the operation's zod schema, made strict so that a field
 * the contract does not declare fails too (the transport checks the schema as it is, which allows
 * extra fields as the contract does), a failure with a status the contract documents and the
 * error envelope.
 */
import { describe, expect, it } from 'vitest';
import { strictSchema } from '../scripts/lib/drift/strict';
import { apiFetch } from '../src/api/fetcher';
import { operationExamples } from '../src/generated/examples';
import { operations } from '../src/generated/operations';
import { responseValidators } from '../src/generated/validators';
import { login } from '../src/generated/wps/endpoints/session/session';
import { ApiError } from '../src/lib/errors';
import { setSessionToken } from '../src/state/session';

function requestFor(operationId: string) {
  const op = operations.find((o) => o.operationId === operationId)!;
  const example = operationExamples[operationId] ?? { query: {} };
  const query = new URLSearchParams(Object.entries(example.query).map(([k, v]) => [k, String(v)]));
  const url = `${op.path}${query.size ? `?${query}` : ''}`;
  const form = op.requestContentType?.includes('form-urlencoded');
  const body =
    example.body === undefined ? undefined : form ? new URLSearchParams(example.body as Record<string, string>).toString() : JSON.stringify(example.body);
  const headers = body === undefined ? undefined : { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
  return { op, url, init: { method: op.method, body, headers } };
}

async function callAndCheck(operationId: string) {
  const { op, url, init } = requestFor(operationId);
  try {
    const reply = await apiFetch<unknown>(url, init);
    const schema = responseValidators[operationId];
    // Strict: our own mock answers exactly what the contract declares, no field more.
    if (schema) expect(strictSchema(schema).safeParse(reply).error?.issues ?? [], `${operationId} reply`).toEqual([]);
    else expect(typeof reply, `${operationId} plain-text reply`).toBe('string');
  } catch (error) {
    expect(error, `${operationId} failed outside the transport: ${String(error)}`).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(op.statuses, `${operationId} replied ${apiError.status} ${apiError.code}, which the contract does not document`).toContain(String(apiError.status));
  }
}

describe('every mock reply matches the contract', () => {
  it('has examples and a reply schema for every JSON operation', () => {
    for (const op of operations) {
      expect(operationExamples[op.operationId], op.operationId).toBeDefined();
      if (op.responseContentType?.includes('json')) expect(responseValidators[op.operationId], op.operationId).toBeDefined();
    }
  });

  it.each(operations.filter((o) => o.session !== 'required').map((o) => o.operationId))('%s, as a visitor', async (operationId) => {
    await callAndCheck(operationId);
  });

  // The agent centre's and the contracts' operations (tags `agent`, `contract`) as agent01, so their replies are the agent's, not `agent.only`.
  it.each(
    operations.filter((o) => o.session !== 'none').map((o) => [o.operationId, o.tag === 'agent' || o.tag === 'contract' ? 'agent01' : 'member01'] as const),
  )('%s, logged in as %s', async (operationId, username) => {
    const { value } = await login({ username, password: username === 'agent01' ? 'Agent123' : 'Member123', type: 'username' });
    setSessionToken(value.token);
    await callAndCheck(operationId);
  });
});
