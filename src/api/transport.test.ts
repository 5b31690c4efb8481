import { describe, expect, it } from 'vitest';
import { operations } from '../generated/operations';
import { findTransportOperation } from '../generated/transport';

describe('the transport table', () => {
  it('agrees with the contract on every operation', () => {
    for (const op of operations) {
      expect(findTransportOperation(op.method, op.path), op.operationId).toEqual({
        moduleId: op.moduleId,
        session: op.session,
        encrypted: op.encrypted,
        textReply: Boolean(op.responseContentType && !op.responseContentType.includes('json')),
        freePlay: op.operationId === 'freePlayLogin',
      });
    }
    expect(findTransportOperation('GET', '/wps/not-in-the-contract')).toBeUndefined();
  });
});
