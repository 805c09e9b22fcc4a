import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateArguments } from '@/lib/i18n/message-template';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

describe('message templates filled in the browser', () => {
  it('formats a message with its arguments left as placeholders, then fills them', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'FavoriteControls' });
    const template = t('change', templateArguments('name', 'color', 'reason'));
    expect(template).toBe('Favourite colour of {name}: {color}');
    expect(fillTemplate(template, { name: 'Cocoa & Whale', color: 'Red' })).toBe('Favourite colour of Cocoa & Whale: Red');
  });

  it('works in every language and keeps placeholders it has no value for', () => {
    const t = createTranslator({ locale: 'ja', messages: ja, namespace: 'FavoriteControls' });
    const template = t('renameField', templateArguments('number', 'color'));
    expect(template).toContain('{number}');
    expect(fillTemplate(template, { number: 3 })).not.toContain('{number}');
    expect(fillTemplate(template, { number: 3 })).toContain('{color}');
    expect(fillTemplate('{a} and {a}', { a: '$&' })).toBe('$& and $&');
  });
});
