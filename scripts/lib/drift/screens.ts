/**
 * Which screens and routes use an operation, computed from the code as it is now (never a
 * hand-kept list): an import graph over src/, the files importing a generated export of the
 * operation (useGetMemberInfo, getGetMemberInfoQueryOptions, getMemberInfo, ...), the nearest
 * components (.tsx) above them, and the routes reached from those by walking the imports
 * backwards up to src/routes/. Anything reached from src/routes/__root.tsx, src/main.tsx or src/app/start.tsx is on
 * every route.
 *
 * Lazy registries such as src/app/lazy-area.tsx (`index: () => import('../features/home/HomePage')`)
 * are followed by key: HomePage reaches only the files that call `lazyArea('index')`, not every
 * importer of the registry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Screen {
  /** Path from the repository root, e.g. src/features/home/HomePage.tsx. */
  readonly file: string;
  /** A readable name, e.g. "home page". */
  readonly name: string;
  /** The feature folder under src/features/, if any. */
  readonly feature: string | null;
}

export interface Impact {
  readonly screens: readonly Screen[];
  /** Route paths (e.g. /index), sorted; empty when everyRoute is set. */
  readonly routes: readonly string[];
  readonly everyRoute: boolean;
}

export interface ImpactIndex {
  impactOf(operationId: string): Impact;
}

const SOURCE = /\.(tsx?|mts|jsx?)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

interface Edge {
  readonly target: string;
  /** The key of a lazy registry entry (`key: () => import('...')`), if this edge is one. */
  readonly key?: string;
}

interface SourceFile {
  readonly text: string;
  readonly edges: Edge[];
  /** Imported names by the file they come from. */
  readonly names: Map<string, Set<string>>;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (SOURCE.test(entry)) out.push(path);
  }
  return out;
}

/** The `@/...`-style aliases of tsconfig.json's compilerOptions.paths, if any. */
function readAliases(root: string): [string, string][] {
  try {
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> };
    };
    const base = join(root, tsconfig.compilerOptions?.baseUrl ?? '.');
    return Object.entries(tsconfig.compilerOptions?.paths ?? {}).flatMap(([from, [to]]) =>
      to ? [[from.replace(/\*$/, ''), join(base, to.replace(/\*$/, ''))] as [string, string]] : [],
    );
  } catch {
    return [];
  }
}

function resolveSpecifier(from: string, specifier: string, aliases: [string, string][]): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = join(alias[1], specifier.slice(alias[0].length));
  }
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT_FROM = /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /\bimport\s*['"]([^'"]+)['"]/g;
const KEYED_IMPORT = /['"]?([\w$.-]+)['"]?\s*:\s*\(\s*\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The value names an import clause brings in (type-only imports call nothing). */
function importedNames(clause: string, text: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces?.[1]) {
    for (const part of braces[1].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0]!.trim());
    }
  }
  const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
  if (namespace?.[1]) {
    for (const match of text.matchAll(new RegExp(`\\b${namespace[1]}\\.([\\w$]+)`, 'g'))) names.push(match[1]!);
  }
  return names;
}

function parse(file: string, aliases: [string, string][]): SourceFile {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  const names = new Map<string, Set<string>>();
  const add = (specifier: string, key?: string) => {
    const target = resolveSpecifier(file, specifier, aliases);
    if (target) edges.push(key ? { target, key } : { target });
    return target;
  };
  for (const match of text.matchAll(IMPORT_FROM)) {
    const target = add(match[3]!);
    if (!target || match[1]) continue;
    const set = names.get(target) ?? new Set<string>();
    for (const name of importedNames(match[2]!, text)) set.add(name);
    names.set(target, set);
  }
  for (const match of text.matchAll(BARE_IMPORT)) add(match[1]!);
  const keyed = new Set<string>();
  for (const match of text.matchAll(KEYED_IMPORT)) {
    add(match[2]!, match[1]!);
    keyed.add(match[2]!);
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) if (!keyed.has(match[1]!)) add(match[1]!);
  return { text, edges, names };
}

/** "HomePage.tsx" → "home page"; "index.tsx" takes its folder's name. */
export function readableName(file: string): string {
  const parts = file.split('/');
  let base = parts.at(-1)!.replace(/\.[^.]+$/, '');
  if (base === 'index' && parts.length > 1) base = parts.at(-2)!;
  return base
    .replace(/[-_.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

/** The path of a route file: its createFileRoute('/x') argument, else from the file name. */
function routePath(file: string, text: string): string {
  const declared = /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(text);
  if (declared?.[1]) return declared[1];
  const name = file
    .split('/')
    .at(-1)!
    .replace(/\.[^.]+$/, '');
  return name === 'index' ? '/' : `/${name.replace(/\[(.*?)\]/g, '$1')}`;
}

/** orval's export names of an operation: getX, useGetX, getGetXQueryOptions, getGetXUrl, ... */
function operationOfExport(name: string, operationIds: readonly string[]): string | null {
  let best: string | null = null;
  for (const id of operationIds) {
    const pascal = id[0]!.toUpperCase() + id.slice(1);
    const matches = name === id || name.startsWith(`use${pascal}`) || name.startsWith(`get${pascal}`) || name.startsWith(`${id}Mutation`);
    if (matches && (!best || id.length > best.length)) best = id;
  }
  return best;
}

export function buildImpactIndex(root: string, operationIds: readonly string[]): ImpactIndex {
  const src = join(root, 'src');
  const generatedDir = join(src, 'generated');
  const routesDir = join(src, 'routes');
  const aliases = readAliases(root);
  const isTest = (f: string) => /\.test\.[jt]sx?$/.test(f) || f.startsWith(`${join(src, 'test')}/`);
  const files = listFiles(src).filter((f) => !isTest(f) && !f.startsWith(`${generatedDir}/`) && !f.endsWith('routeTree.gen.ts'));
  const parsed = new Map(files.map((f) => [f, parse(f, aliases)]));

  // Reverse graph: target → importers (with the registry key, if the edge is a keyed one).
  const importers = new Map<string, Edge[]>();
  for (const [file, info] of parsed) {
    for (const edge of info.edges) {
      const list = importers.get(edge.target) ?? [];
      list.push(edge.key ? { target: file, key: edge.key } : { target: file });
      importers.set(edge.target, list);
    }
  }

  // Files importing a generated export of each operation.
  const users = new Map<string, Set<string>>();
  for (const [file, info] of parsed) {
    for (const [target, names] of info.names) {
      if (!target.startsWith(`${generatedDir}/`)) continue;
      for (const name of names) {
        const id = operationOfExport(name, operationIds);
        if (!id) continue;
        const set = users.get(id) ?? new Set<string>();
        set.add(file);
        users.set(id, set);
      }
    }
  }

  /**
   * The files one step up from `file`. A registry entry (`key: () => import(file)`) leads not to
   * the registry but to the files that import it and call it with that key (`lazyArea('key')`).
   */
  const parents = (file: string): string[] =>
    (importers.get(file) ?? []).flatMap((edge) => {
      if (!edge.key) return [edge.target];
      const call = new RegExp(`\\(\\s*['"]${edge.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]\\s*[,)]`);
      return (importers.get(edge.target) ?? []).filter((e) => !e.key && call.test(parsed.get(e.target)?.text ?? '')).map((e) => e.target);
    });

  /** Every file at or above `start`, not going above the files where `stop` holds. */
  const walkUp = (start: string, stop: (file: string) => boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (!stop(file)) queue.push(...parents(file));
    }
    return seen;
  };

  const rootRoute = join(routesDir, '__root.tsx');
  const isRoute = (f: string) => f.startsWith(`${routesDir}/`);
  const isScreen = (f: string) => f.endsWith('.tsx');
  const rel = (f: string) => relative(root, f).split('\\').join('/');

  return {
    impactOf(operationId) {
      const screens = new Map<string, Screen>();
      for (const user of users.get(operationId) ?? []) {
        // The nearest components at or above the importing file (a hook wrapper is not a screen).
        const isComponent = (f: string) => isScreen(f) || isRoute(f);
        for (const file of walkUp(user, isComponent)) {
          if (!isComponent(file)) continue;
          const path = rel(file);
          const feature = /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
          const name = file === rootRoute ? 'root layout' : isRoute(file) ? `${routePath(file, parsed.get(file)!.text)} route` : readableName(path);
          screens.set(path, { file: path, name, feature });
        }
      }
      const routes = new Set<string>();
      let everyRoute = false;
      for (const screen of screens.values()) {
        for (const file of walkUp(join(root, screen.file), isRoute)) {
          if (file === rootRoute || file === join(src, 'main.tsx') || file === join(src, 'app', 'start.tsx')) everyRoute = true;
          else if (isRoute(file)) routes.add(routePath(file, parsed.get(file)!.text));
        }
      }
      return {
        screens: [...screens.values()].sort((a, b) => a.file.localeCompare(b.file)),
        routes: everyRoute ? [] : [...routes].sort(),
        everyRoute,
      };
    },
  };
}

/** "home page [home], permission gate (routes: every route)", or "used by no screen yet". */
export function describeImpact(impact: Impact | undefined): string {
  if (!impact || impact.screens.length === 0) return 'used by no screen yet';
  const screens = impact.screens.map((s) => (s.feature ? `${s.name} [${s.feature}]` : s.name)).join(', ');
  const routes = impact.everyRoute ? 'every route' : impact.routes.length ? impact.routes.join(', ') : 'no route yet';
  return `${screens} (routes: ${routes})`;
}
