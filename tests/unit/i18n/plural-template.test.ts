import { describe, expect, it } from 'vitest';
import { fillPlural, pluralTemplates } from '@/lib/i18n/plural-template';

const english = (count: number) => (count === 1 ? `${count} change to send` : `${count} changes to send`);

describe('pluralTemplates and fillPlural', () => {
  it('keeps one template per plural category of the language', () => {
    expect(pluralTemplates('en', english)).toEqual({ one: '{count} change to send', other: '{count} changes to send' });
    expect(pluralTemplates('ja', (count) => `未送信の変更 ${count}件`)).toEqual({ other: '未送信の変更 {count}件' });
  });

  it('fills the count in the category it belongs to, formatted for the language', () => {
    const templates = pluralTemplates('en', english);
    expect(fillPlural(templates, 1, 'en')).toBe('1 change to send');
    expect(fillPlural(templates, 0, 'en')).toBe('0 changes to send');
    expect(fillPlural(templates, 1234, 'en')).toBe('1,234 changes to send');
  });

  it('does not take an exact-number branch for the whole category', () => {
    const withZero = (count: number) => (count === 0 ? 'Nothing to send' : count === 1 ? 'One change to send' : `${count} changes to send`);
    const templates = pluralTemplates('en', withZero);
    expect(fillPlural(templates, 5, 'en')).toBe('5 changes to send');
    expect(fillPlural(templates, 1, 'en')).toBe('One change to send');
  });

  it('keeps a message without the number as it is', () => {
    expect(pluralTemplates('zh', () => '有更改待发送')).toEqual({ other: '有更改待发送' });
  });
});
