import { describe, expect, it } from 'vitest';
import { MAX_REPLY_BYTES } from '../../src/lib/reply';
import { maxJsonSize, oversizedReplies, REPLY_SIZE_LIMIT } from './reply-size.mjs';

const bundle = (schemas: Record<string, unknown>, reply: unknown) => ({
  components: { schemas },
  paths: { '/x': { get: { operationId: 'getX', responses: { '200': { content: { 'application/json': { schema: reply } } } } } } },
});

describe('the largest reply a schema allows', () => {
  it('is the compact JSON of every string at its maxLength and every list at its maxItems', () => {
    const schema = {
      type: 'object',
      properties: { names: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 5 } }, on: { type: 'boolean' } },
    };
    const largest = JSON.stringify({ names: ['aaaaa', 'aaaaa', 'aaaaa'], on: false });
    expect(maxJsonSize({}, schema)).toBe(largest.length);
  });

  it('counts an enum at its longest value and a bounded integer at its longest bound', () => {
    expect(maxJsonSize({}, { type: 'string', enum: ['A', 'LONGEST'] })).toBe('"LONGEST"'.length);
    expect(maxJsonSize({}, { type: 'integer', minimum: -100, maximum: 99 })).toBe(4);
  });

  it('is unbounded where nothing bounds it, and says where', () => {
    const why: string[] = [];
    expect(maxJsonSize({}, { type: 'object', properties: { list: { type: 'array', items: { type: 'string', maxLength: 1 } } } }, '$', why)).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(why).toEqual(['$.list: an array with no maxItems']);
  });

  it('follows a schema that contains itself only as deep as its x-max-depth', () => {
    const node = (depth?: number) => ({
      type: 'object',
      ...(depth ? { 'x-max-depth': depth } : {}),
      properties: { id: { type: 'string', maxLength: 1 }, children: { type: 'array', maxItems: 2, items: { $ref: '#/components/schemas/Node' } } },
    });
    const why: string[] = [];
    expect(maxJsonSize({ components: { schemas: { Node: node() } } }, { $ref: '#/components/schemas/Node' }, '$', why)).toBe(Number.POSITIVE_INFINITY);
    expect(why[0]).toMatch(/contains itself/);
    // Two levels: a node and two children, whose own lists are empty.
    const leaf = '{"id":"a","children":[]}';
    const two = `{"id":"a","children":[${leaf},${leaf}]}`;
    expect(maxJsonSize({ components: { schemas: { Node: node(2) } } }, { $ref: '#/components/schemas/Node' })).toBe(two.length);
  });
});

describe('replies past the limit', () => {
  it('names the operations whose largest reply the site would refuse', () => {
    const big = bundle({}, { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 2000 } });
    const small = bundle({}, { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 2000 } });
    expect(oversizedReplies({ relay: big, wps: small }).map((r) => `${r.surface} ${r.operationId}`)).toEqual(['relay getX']);
  });

  it('is half the site’s reply cap, so a reply at its bounds fits in two-byte letters', () => {
    expect(REPLY_SIZE_LIMIT * 2).toBe(MAX_REPLY_BYTES);
  });
});
