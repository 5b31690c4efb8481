/**
 * Which screens and routes use an operation, from the code's own imports: a small source tree
 * written to a temporary folder, then the project's real one.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src/generated/operations';
import { buildImpactIndex, describeImpact, readableName } from './screens';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'screens-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const generated = `
export const getMemberInfo = async () => ({});
export const getGetMemberInfoQueryOptions = () => ({});
export function useGetMemberInfo() {}
export const useGetFavoriteGames = () => {};
export const useGetFavoriteGamesList = () => {};
export const useLogin = () => {};
`;

const root = tree({
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
  'src/generated/wps/endpoints/member/member.ts': generated,
  'src/main.tsx': `import { App } from './app/App';`,
  'src/app/App.tsx': `import { router } from './router';`,
  'src/app/router.ts': `import { routeTree } from '../routeTree.gen';`,
  'src/routeTree.gen.ts': `import './routes/__root'; import './routes/index'; import './routes/games';`,
  'src/app/lazy-area.tsx': `const importers = {\n  index: () => import('../features/home/HomePage'),\n  games: () => import('../features/games/GamesPage'),\n};\nexport const lazyArea = (name) => importers[name];`,
  'src/routes/__root.tsx': `import { SiteHeader } from '../app/shell/SiteHeader';`,
  'src/routes/index.tsx': `import { createFileRoute } from '@tanstack/react-router';\nimport { lazyArea } from '../app/lazy-area';\nexport const Route = createFileRoute('/index')({ component: lazyArea('index') });`,
  'src/routes/games.tsx': `import { lazyArea } from '../app/lazy-area';\nexport const Route = createFileRoute('/egame')({ component: lazyArea('games') });`,
  'src/app/shell/SiteHeader.tsx': `import { HeaderBalance } from '@/features/wallet/HeaderBalance';`,
  'src/features/wallet/HeaderBalance.tsx': `import { useMember } from '../../state/member';`,
  // A hook wrapper is not a screen: the components using it are.
  'src/state/member.ts': `import { useGetMemberInfo, type GetMemberInfo200 } from '../generated/wps/endpoints/member/member';\nexport const useMember = () => useGetMemberInfo();`,
  'src/features/home/HomePage.tsx': `import * as member from '../../generated/wps/endpoints/member/member';\nexport default () => member.useGetFavoriteGamesList();`,
  'src/features/games/GamesPage.tsx': `import { useGetFavoriteGames } from '../../generated/wps/endpoints/member/member';`,
  'src/features/games/GamesPage.test.tsx': `import { useLogin } from '../../generated/wps/endpoints/member/member';`,
  'src/features/auth/LoginDialog.tsx': `import { useLogin } from '../../generated/wps/endpoints/member/member';`,
});
const ids = ['getMemberInfo', 'getFavoriteGames', 'getFavoriteGamesList', 'login', 'logout'];

describe('the screens an operation breaks', () => {
  const index = buildImpactIndex(root, ids);

  it('walks up from a hook wrapper through the shell to every route', () => {
    const impact = index.impactOf('getMemberInfo');
    expect(impact.screens).toEqual([{ file: 'src/features/wallet/HeaderBalance.tsx', name: 'header balance', feature: 'wallet' }]);
    expect(impact.everyRoute).toBe(true);
    expect(describeImpact(impact)).toBe('header balance [wallet] (routes: every route)');
  });

  it('follows a lazy registry by key only to the routes that load that area', () => {
    expect(describeImpact(index.impactOf('getFavoriteGamesList'))).toBe('home page [home] (routes: /index)');
    expect(describeImpact(index.impactOf('getFavoriteGames'))).toBe('games page [games] (routes: /egame)');
  });

  it('says when a screen has no route yet, and when no screen uses an operation', () => {
    // Tests are not screens; the login dialog is not mounted anywhere yet.
    expect(describeImpact(index.impactOf('login'))).toBe('login dialog [auth] (routes: no route yet)');
    expect(describeImpact(index.impactOf('logout'))).toBe('used by no screen yet');
  });

  it('names screens readably', () => {
    expect(readableName('src/features/auth/LoginDialog.tsx')).toBe('login dialog');
    expect(readableName('src/app/shell/SiteHeader.tsx')).toBe('site header');
    expect(readableName('src/features/point-mall/index.tsx')).toBe('point mall');
  });

  it('finds the screens of the real code base, computed as it is now', () => {
    const impact = buildImpactIndex(
      join(import.meta.dirname, '..', '..', '..'),
      operations.map((op) => op.operationId),
    ).impactOf('getHotGames');
    expect(impact.screens.map((s) => s.file)).toContain('src/features/games/home/HomePageSections.tsx');
    expect(impact.everyRoute || impact.routes.includes('/index')).toBe(true);
  });
});
