import { describe, expect, it } from 'vitest';
import { routeScreens } from './route-screens.ts';

describe('routeScreens', () => {
  it('reads a screen loaded in the route itself, with or without slices', () => {
    const source = `routes: [
      { path: PATHS.documents, feature: 'documents', access: 'private', title: m.documents, screen: lazyScreen(() => import('./list/documents-list-screen.tsx'), ['documents']),
        enter: () => import('./list/documents-list-calls.ts') },
      { path: PATHS.home, access: 'public', title: m.title, screen: preloadableScreen(() => import('./home-screen.tsx').then((m) => m.default)) },
    ]`;
    expect(routeScreens(source)).toEqual([
      { pathKey: 'documents', module: './list/documents-list-screen.tsx', formsFirst: false },
      { pathKey: 'home', module: './home-screen.tsx', formsFirst: false },
    ]);
  });

  it('follows a screen declared once and shared by routes, and sees its first-render forms', () => {
    const source = `const login = lazyScreen(() => import('./login-screen.tsx'), [], [LOGIN_FIRST_RENDER]);
    const users = lazyScreen(() => import('./users-screen.tsx'));
    routes: [
      { path: PATHS.login, access: 'public', title: m.login, screen: login },
      { path: PATHS.users, access: 'private', title: m.users, screen: users, enter: enterUsers },
    ]`;
    expect(routeScreens(source)).toEqual([
      { pathKey: 'login', module: './login-screen.tsx', formsFirst: true },
      { pathKey: 'users', module: './users-screen.tsx', formsFirst: false },
    ]);
  });

  it('does not count a form painted before the engine as loading the engine first', () => {
    const source = `const login = lazyScreen(() => import('./login-screen.tsx'), [], [LOGIN_FIRST_PAINT]);
    routes: [{ path: PATHS.login, access: 'public', title: m.login, screen: login }]`;
    expect(routeScreens(source)).toEqual([{ pathKey: 'login', module: './login-screen.tsx', formsFirst: false }]);
  });

  it('does not take an import of a data call for the screen', () => {
    const source = `{ path: PATHS.payments, feature: 'payments', enter: () => import('./payments-calls.ts') }`;
    expect(routeScreens(source)).toEqual([]);
  });
});
