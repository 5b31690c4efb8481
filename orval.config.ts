import { defineConfig } from 'orval';

// One pair of targets per surface of the contract: TanStack Query hooks (with MSW handlers and
// faker data beside them) and zod validators. Inputs are the bundled documents that
// scripts/generate.mjs writes to .cache/openapi/ from openapi/*.yaml.
const surfaces = ['wps', 'relay', 'lgw'] as const;

/** The media type of an `x-encrypted` operation's body before encryption (openapi/README.md). */
const PLAIN_BODY = 'application/vnd.wps.plain-json';

type Json = Record<string, unknown>;

/**
 * The contract declares what travels: an `x-encrypted` operation's `application/json` body is
 * the `EncryptedBody` wire form, and its body before encryption is `application/vnd.wps.plain-json`.
 * The site's code calls the generated hooks with the plain body and the transport
 * (src/api/fetcher.ts) encrypts it, so the hooks, their types and the body validators are
 * generated from the plain body: here it becomes the operation's `application/json` body.
 */
function plainBodies(spec: Json): Json {
  for (const item of Object.values((spec.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(item)) {
      const body = op?.requestBody as { content?: Record<string, unknown> } | undefined;
      const plain = body?.content?.[PLAIN_BODY];
      if (op?.['x-encrypted'] === true && body && plain) body.content = { 'application/json': plain };
    }
  }
  return spec;
}

const input = (surface: (typeof surfaces)[number]) => ({ target: `./.cache/openapi/${surface}.json`, override: { transformer: plainBodies } });

const hooks = (surface: (typeof surfaces)[number]) => ({
  input: input(surface),
  output: {
    mode: 'tags-split' as const,
    target: `./src/generated/${surface}/endpoints`,
    schemas: `./src/generated/${surface}/model`,
    client: 'react-query' as const,
    httpClient: 'fetch' as const,
    clean: true,
    prettier: false,
    mock: {
      generators: [{ type: 'msw' as const, delay: false as const, useExamples: false }],
    },
    override: {
      mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
      fetch: { includeHttpResponseReturnType: false },
      query: { signal: true },
    },
  },
});

const validators = (surface: (typeof surfaces)[number]) => ({
  input: input(surface),
  output: {
    mode: 'tags-split' as const,
    target: `./src/generated/${surface}/zod`,
    client: 'zod' as const,
    fileExtension: '.zod.ts',
    clean: true,
    prettier: false,
    override: {
      zod: {
        version: 4 as const,
        // Not strict: the contract never closes an object (no `additionalProperties: false`), so a
        // reply or body with a property more keeps it, and the validators say what it says. The
        // site's development reply check (src/api/reply-check.ts) and the mock platform's body
        // check then take what the contract allows. The drift checks (scripts/lib/drift/) and
        // the mock platform's contract test still name undeclared properties, with strict
        // copies of these schemas (scripts/lib/drift/strict.ts).
        strict: { response: false, body: false },
        generate: { param: true, query: true, header: false, body: true, response: true },
      },
    },
  },
});

export default defineConfig(
  Object.fromEntries(
    surfaces.flatMap((s) => [
      [`${s}`, hooks(s)],
      [`${s}Zod`, validators(s)],
    ]),
  ),
);
