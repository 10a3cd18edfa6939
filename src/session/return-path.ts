// Where to go after login: the private route that sent the visitor to /auth/login.
const KEY = 'iss:returnTo';

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // No storage: the visitor lands on home after login.
  }
}

export function takeReturnPath(): string | undefined {
  try {
    const path = sessionStorage.getItem(KEY) ?? undefined;
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}
