// The header the studio page sends its write token in; the server checks it (studio-access.ts).
// A module of its own: the page imports it, and studio-access.ts is Node code.
export const STUDIO_TOKEN_HEADER = 'x-studio-token';
