// Adds the Content-Security-Policy <meta> to the built index.html (not in dev: Vite's dev client
// needs inline scripts). The policy itself is hosting/content-security-policy.ts.
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../hosting/content-security-policy.ts';

export function contentSecurityPolicyPlugin(env: { VITE_API_BASE?: string; VITE_ASSET_BASE?: string; VITE_IMAGE_HOSTS?: string }): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ apiBase: env.VITE_API_BASE, assetBase: env.VITE_ASSET_BASE, imageHosts: env.VITE_IMAGE_HOSTS }) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
