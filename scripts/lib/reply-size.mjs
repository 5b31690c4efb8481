// The largest reply the contract allows, per operation (issue 28): a server that keeps the
// contract may send any reply its schema admits, and the site reads none past MAX_REPLY_BYTES
// (src/lib/reply.ts, 2 MB). A contract that admits more promises a backend team a reply the site
// refuses; run against Stoplight Prism, one such reply (5.6 MB of deposit channels, 20 methods
// of 20 channels of 100 banks) took Prism 20 s to make and left the deposit panel loading.
//
// The size is counted in characters of compact JSON, every string at its maxLength, every array
// at its maxItems, every number at its longest bound: the reply Prism could make at worst. (A
// string's letters may take up to 4 bytes each in UTF-8; the cap is 2 MB, and the largest reply
// allowed is kept to half of it.)
import { resolveRef } from './contract.mjs';

/** The reply schema of an operation: its 200 reply's JSON body, or null. */
function replySchema(op) {
  const content = op.responses?.['200']?.content ?? {};
  const media = content['application/json'] ?? Object.values(content).find((m) => m?.schema);
  return media?.schema ?? null;
}

const NUMBER = 24; // -1.2345678901234567e+308, rounded: a number with no bound of its own

function numberSize(schema) {
  const bounds = [schema.maximum, schema.minimum, schema.exclusiveMaximum, schema.exclusiveMinimum].filter((b) => typeof b === 'number');
  if (!bounds.length) return NUMBER;
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  // A number between bounds may still have a fraction: 17 significant digits at most.
  return Math.max(...bounds.map((b) => String(b).length)) + (integer ? 0 : 17);
}

/**
 * The largest compact JSON text, in characters, that `node` admits; Infinity where nothing bounds
 * it (an array with no maxItems, a string with no maxLength, a schema that contains itself).
 * `why` collects the unbounded places, by JSON path.
 */
export function maxJsonSize(bundle, node, path = '$', why = [], seen = new Map()) {
  if (!node || typeof node !== 'object') return NUMBER;
  if (typeof node.$ref === 'string') {
    const target = resolveRef(bundle, node);
    const depth = seen.get(node.$ref) ?? 0;
    // A schema that contains itself is bounded only by its `x-max-depth` (levels of itself).
    const limit = typeof target['x-max-depth'] === 'number' ? target['x-max-depth'] : 1;
    if (depth >= limit) {
      if (limit > 1) return 0; // no deeper level: the list that would hold it is empty (below)
      why.push(`${path}: contains itself (${node.$ref}) with no x-max-depth`);
      return Number.POSITIVE_INFINITY;
    }
    return maxJsonSize(bundle, target, path, why, new Map(seen).set(node.$ref, depth + 1));
  }
  const alternatives = [...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  if (alternatives.length) return Math.max(...alternatives.map((s, i) => maxJsonSize(bundle, s, `${path}<${i}>`, why, seen)));
  if (node.allOf?.length) {
    // The parts' properties merge into one object: their sizes add, less each part's braces.
    const parts = node.allOf.map((s, i) => maxJsonSize(bundle, s, `${path}<${i}>`, why, seen));
    return parts.reduce((sum, size) => sum + size - 2, 2) + Math.max(0, parts.length - 1);
  }
  if (node.const !== undefined) return JSON.stringify(node.const).length;
  if (Array.isArray(node.enum)) return Math.max(...node.enum.map((v) => JSON.stringify(v).length));
  const types = Array.isArray(node.type) ? node.type : [node.type ?? (node.properties ? 'object' : node.items ? 'array' : undefined)];
  return Math.max(
    ...types.map((type) => {
      switch (type) {
        case 'null':
          return 4;
        case 'boolean':
          return 5;
        case 'integer':
        case 'number':
          return numberSize(node);
        case 'string':
          if (typeof node.maxLength === 'number') return node.maxLength + 2;
          if (node.format === 'date-time') return 32;
          if (node.format === 'date') return 12;
          why.push(`${path}: a string with no maxLength`);
          return Number.POSITIVE_INFINITY;
        case 'array': {
          if (typeof node.maxItems !== 'number') {
            why.push(`${path}: an array with no maxItems`);
            return Number.POSITIVE_INFINITY;
          }
          const item = node.maxItems === 0 ? 0 : maxJsonSize(bundle, node.items ?? {}, `${path}[]`, why, seen);
          // 0: no item can be there (none, or a level past its schema's x-max-depth).
          return item === 0 ? 2 : 2 + node.maxItems * (item + 1) - 1;
        }
        case 'object': {
          let size = 2;
          let members = 0;
          for (const [key, value] of Object.entries(node.properties ?? {})) {
            size += JSON.stringify(key).length + 1 + maxJsonSize(bundle, value, `${path}.${key}`, why, seen);
            members += 1;
          }
          const extra = node.additionalProperties;
          if (extra && typeof extra === 'object' && Object.keys(extra).length) {
            if (typeof node.maxProperties !== 'number') {
              why.push(`${path}: a map with no maxProperties`);
              return Number.POSITIVE_INFINITY;
            }
            const key = typeof node.propertyNames?.maxLength === 'number' ? node.propertyNames.maxLength + 2 : 66;
            const value = maxJsonSize(bundle, extra, `${path}.*`, why, seen);
            size += node.maxProperties * (key + 1 + value);
            members += node.maxProperties;
          }
          return size + Math.max(0, members - 1);
        }
        default:
          // A schema with no type admits any value: nothing bounds it.
          why.push(`${path}: a value of any type`);
          return Number.POSITIVE_INFINITY;
      }
    }),
  );
}

/** Each operation's largest reply: { operationId, method, path, size, why } for every one with a JSON reply. */
export function replySizes(bundle) {
  const sizes = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method];
      const schema = op && replySchema(op);
      if (!schema) continue;
      const why = [];
      const size = maxJsonSize(bundle, schema, '$', why);
      sizes.push({ operationId: op.operationId, method: method.toUpperCase(), path, size, why: [...new Set(why)] });
    }
  }
  return sizes;
}

/** The properties of a schema that make most of its size, largest first: where to look when it is too large. */
export function largestParts(bundle, node, path = '$', depth = 0, seen = new Set()) {
  const schema = resolveRef(bundle, node);
  if (depth > 6 || !schema || typeof schema !== 'object') return [];
  const parts = [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([k, v]) => [`${path}.${k}`, v, 1]),
    ...(schema.items ? [[`${path}[]`, schema.items, schema.maxItems ?? 1]] : []),
    ...(schema.allOf ?? []).map((v) => [path, v, 1]),
    ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((v, i) => [`${path}<${i}>`, v, 1]),
  ];
  for (const [childPath, child, times] of children) {
    const ref = child?.$ref;
    if (ref && seen.has(ref)) continue;
    const next = ref ? new Set(seen).add(ref) : seen;
    const size = maxJsonSize(bundle, child, childPath, []) * times;
    parts.push({ path: childPath, size }, ...largestParts(bundle, child, childPath, depth + 1, next));
  }
  return parts;
}

/**
 * The largest reply the contract may allow, in characters: half the site's cap (MAX_REPLY_BYTES,
 * src/lib/reply.ts; a test keeps the two together), so a reply at its bounds still fits when its
 * letters take two bytes each (Vietnamese, Thai and Burmese take two or three).
 */
export const REPLY_SIZE_LIMIT = 1024 * 1024;

/** Operations whose largest reply passes `limit`, largest first, each with why. */
export function oversizedReplies(bundles, limit = REPLY_SIZE_LIMIT) {
  return Object.entries(bundles)
    .flatMap(([surface, bundle]) => replySizes(bundle).map((r) => ({ surface, ...r })))
    .filter((r) => r.size > limit)
    .sort((a, b) => b.size - a.size);
}
