import { describe, expect, it } from 'vitest';
import { hostsNamedIn } from './settings-hosts.ts';

describe('hosts the settings name', () => {
  it('are the hosts of their http(s) URL fields, once each', () => {
    const settings = {
      brand: { logo: 'https://cdn.maplecrest.example/logo.png', icons: [{ src: 'https://icons.maplecrest.example/a.png' }] },
      terms: { link: 'https://www.maplecrest.example/terms' },
      featuresAndOptions: [{ url: 'https://www.maplecrest.example/roadside' }, { url: 'mailto:a@b.ca' }, { url: '/chat' }],
      widgetOptions: { allowedParentOrigins: ['https://maplecrest.example'] },
      label: 'Visit https is not a URL',
    };
    expect(hostsNamedIn(settings)).toEqual(['cdn.maplecrest.example', 'icons.maplecrest.example', 'maplecrest.example', 'www.maplecrest.example']);
  });

  it('never takes a host from free text, even one that starts with https:// (the banner, a name)', () => {
    const settings = {
      bannerNotification: { bannerMessage: 'https://phish.example/login is where to sign in' },
      brand: { name: 'https://brand-name.example' },
      featuresAndOptions: [{ name: 'https://entry-name.example', url: '/documents' }],
      terms: { link: 'https://www.maplecrest.example/terms' },
    };
    expect(hostsNamedIn(settings)).toEqual(['www.maplecrest.example']);
  });
});
