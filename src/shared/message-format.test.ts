import { describe, expect, it } from 'vitest';
import { interpolate } from './message-format';

describe('interpolate', () => {
  it('replaces each {name} placeholder with its parameter', () => {
    expect(interpolate('{actor} moved booking {booking}', { actor: 'Ana', booking: 'ORD_1234ABCD' })).toBe(
      'Ana moved booking ORD_1234ABCD',
    );
  });

  it('renders numbers as text and repeats a placeholder used twice', () => {
    expect(interpolate('{n} of {n}', { n: 3 })).toBe('3 of 3');
  });

  it('turns a missing or null parameter into an empty string', () => {
    expect(interpolate('[{a}][{b}]', { b: null })).toBe('[][]');
  });

  it('keeps text without placeholders and unbalanced braces as written', () => {
    expect(interpolate('Plain text', {})).toBe('Plain text');
    expect(interpolate('Broken {name', { name: 'x' })).toBe('Broken {name');
    expect(interpolate('{not a placeholder}', {})).toBe('{not a placeholder}');
  });

  it('picks the plural branch for the count, with # as the number and placeholders inside', () => {
    const template = '{count, plural, =0 {No bookings} one {# booking for {name}} other {# bookings for {name}}}';
    expect(interpolate(template, { count: 0, name: 'Ana' })).toBe('No bookings');
    expect(interpolate(template, { count: 1, name: 'Ana' })).toBe('1 booking for Ana');
    expect(interpolate(template, { count: 5, name: 'Ana' })).toBe('5 bookings for Ana');
  });

  it('uses the locale’s plural rules when given one', () => {
    const template = '{n, plural, one {# item} other {# items}}';
    expect(interpolate(template, { n: 0 }, 'en-US')).toBe('0 items');
    expect(interpolate(template, { n: 0 }, 'pt-PT')).toBe('0 items');
    expect(interpolate(template, { n: 1 }, 'zh-CN')).toBe('1 items');
  });
});
