import { describe, expect, it } from 'vitest';
import { brokerIdFromHost, DEFAULT_BROKER_ID } from './broker-id.ts';

describe('brokerIdFromHost', () => {
  it.each([
    ['northwind.localhost:5173', 'northwind'],
    ['northwind.localhost', 'northwind'],
    ['acme.example.com', 'acme'],
    ['Acme.Portal.Example.com', 'acme'],
    ['localhost:5173', DEFAULT_BROKER_ID],
    ['localhost', DEFAULT_BROKER_ID],
    ['127.0.0.1:4173', DEFAULT_BROKER_ID],
    ['[::1]:5173', DEFAULT_BROKER_ID],
    ['example.com', DEFAULT_BROKER_ID],
    ['', DEFAULT_BROKER_ID],
  ])('%s → %s', (host, id) => {
    expect(brokerIdFromHost(host)).toBe(id);
  });
});
