import { defineConfig } from 'orval';

// One pair of targets per surface of the contract: TanStack Query hooks (with MSW handlers and
// faker data beside them) and zod validators. Inputs are the bundled documents that
// scripts/generate.mjs writes to .cache/openapi/ from openapi/*.yaml.
const surfaces = ['wps', 'relay', 'lgw'] as const;

const hooks = (surface: (typeof surfaces)[number]) => ({
  input: { target: `./.cache/openapi/${surface}.json` },
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
  input: { target: `./.cache/openapi/${surface}.json` },
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
        strict: { response: true, body: true },
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
