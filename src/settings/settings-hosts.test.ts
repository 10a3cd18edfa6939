import { describe, expect, it } from 'vitest';
import { hostsNamedIn } from './settings-hosts.ts';

describe('hosts the settings name', () => {
  it('are the hosts of their http(s) URLs, at any place, once each', () => {
    const settings = {
      brand: { logo: 'https://cdn.maplecrest.example/logo.png' },
      termsLink: 'https://www.maplecrest.example/terms',
      featuresAndOptions: [{ url: 'https://www.maplecrest.example/roadside' }, { url: 'mailto:a@b.ca' }, { url: '/chat' }],
      label: 'Visit https is not a URL',
    };
    expect(hostsNamedIn(settings)).toEqual(['cdn.maplecrest.example', 'www.maplecrest.example']);
  });
});
