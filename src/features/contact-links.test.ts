import { describe, expect, it } from 'vitest';
import { directionsHref, mailtoHref, mapHref, telHref, webHref } from './contact-links.ts';

describe('contact links', () => {
  it.each([
    ['905-555-0110', 'tel:9055550110'],
    ['+1 (514) 555-0188', 'tel:+15145550188'],
    ['905-555-0110 ext. 221', 'tel:9055550110,221'],
    ['514-555-0188 poste 12', 'tel:5145550188,12'],
    ['1-888-555-0312', 'tel:18885550312'],
    ['call us', undefined],
    ['', undefined],
  ])('telHref(%s) → %s', (phone, href) => expect(telHref(phone)).toBe(href));

  it('mailto only for an address', () => {
    expect(mailtoHref(' hello@maplecrestinsurance.ca ')).toBe('mailto:hello@maplecrestinsurance.ca');
    expect(mailtoHref('not an address')).toBeUndefined();
    expect(mailtoHref('a@b.ca?subject=x<script>')).toBeUndefined();
  });

  it('maps and directions links are https with encoded parts', () => {
    expect(mapHref('225 Lakeshore Road East, Oakville, ON L6J 1H6')).toBe('https://www.google.com/maps/search/?api=1&query=225%20Lakeshore%20Road%20East%2C%20Oakville%2C%20ON%20L6J%201H6');
    expect(directionsHref(43.4512, -79.6571)).toBe('https://www.google.com/maps/dir/?api=1&destination=43.4512,-79.6571');
  });

  it('web links only http(s)', () => {
    expect(webHref('https://www.maplecrestinsurance.ca')).toBe('https://www.maplecrestinsurance.ca/');
    expect(webHref('javascript:alert(1)')).toBeUndefined();
    expect(webHref('www.example.com')).toBeUndefined();
    expect(webHref(undefined)).toBeUndefined();
  });
});
