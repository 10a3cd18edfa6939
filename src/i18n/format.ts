// Canadian conventions in both languages: CAD with 2 decimals, dates and numbers by locale
// (fr-CA: '1 234,50 $', narrow no-break spaces as Intl gives them).
import type { Language } from '../settings/runtime.ts';
import { LOCALES } from './locale.ts';

export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  return new Intl.NumberFormat(LOCALES[language], fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

export function formatDate(date: Date | string, language: Language, style: 'short' | 'long' = 'long'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], style === 'long' ? { year: 'numeric', month: 'long', day: 'numeric' } : { year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
}

export function formatTime(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit' }).format(value);
}

/** Truncation helpers of SPEC §9: at most 5 words, at most 100 characters, with an ellipsis. */
export function truncateWords(text: string, words = 5): string {
  const parts = text.trim().split(/\s+/);
  return parts.length <= words ? text.trim() : `${parts.slice(0, words).join(' ')}…`;
}

export function truncateChars(text: string, max = 100): string {
  const value = text.trim();
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}
