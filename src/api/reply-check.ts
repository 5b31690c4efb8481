/**
 * Development and test only (tree-shaken from production): checks a reply against the
 * contract's zod schema, so drift shows up at once. In tests a mismatch throws; in the browser it
 * is reported in the console, since a real backend may drift while a developer works.
 */
export async function checkReply(method: string, pathname: string, reply: unknown): Promise<void> {
  const [{ responseValidators }, { findOperation }] = await Promise.all([import('../generated/validators'), import('../generated/operations')]);
  const operationId = findOperation(method, pathname)?.operationId;
  const schema = operationId ? responseValidators[operationId] : undefined;
  if (!schema) return;
  const result = schema.safeParse(reply);
  if (result.success) return;
  const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  const message = `[contract] reply of ${operationId} does not match the contract: ${detail}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.warn(message);
}
