import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { strictSchema } from './strict';

describe('strictSchema', () => {
  const loose = z.object({
    list: z.array(z.object({ id: z.int().min(1).max(9) })).max(2),
    inner: z.object({ name: z.string().max(3) }).optional(),
    either: z.union([z.object({ a: z.string() }), z.null()]),
    byKey: z.record(z.string(), z.object({ n: z.number() })),
    open: z.object({ known: z.string() }).catchall(z.number()),
  });
  const strict = strictSchema(loose);
  const ok = { list: [{ id: 1 }], inner: { name: 'ab' }, either: { a: 'x' }, byKey: { k: { n: 1 } }, open: { known: 'k', more: 2 } };

  it('accepts what the loose schema accepts, with its bounds', () => {
    expect(strict.safeParse(ok).success).toBe(true);
    expect(strict.safeParse({ ...ok, list: [{ id: 10 }] }).success).toBe(false);
    expect(strict.safeParse({ ...ok, list: [{ id: 1 }, { id: 2 }, { id: 3 }] }).success).toBe(false);
    expect(strict.safeParse({ ...ok, inner: { name: 'abcd' } }).success).toBe(false);
  });

  it('refuses undeclared keys at every depth, where the loose schema lets them pass', () => {
    for (const extra of [
      { ...ok, top: 1 },
      { ...ok, list: [{ id: 1, x: 1 }] },
      { ...ok, inner: { name: 'a', x: 1 } },
      { ...ok, either: { a: 'x', x: 1 } },
      { ...ok, byKey: { k: { n: 1, x: 1 } } },
    ]) {
      expect(loose.safeParse(extra).success).toBe(true);
      expect(strict.safeParse(extra).success).toBe(false);
    }
    // An object with a schema for its other keys keeps it.
    expect(strict.safeParse({ ...ok, open: { known: 'k', more: 'text' } }).success).toBe(false);
    expect(strict.safeParse({ ...ok, top: 1 }).error!.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['top'] }));
  });
});
