import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { messages as enMain } from '../locales/en-US/messages';
import { messages as ptMain } from '../locales/pt-PT/messages';
import { loadScreenWords } from './screen-words';

const SAVE = generateMessageId('Save permissions');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the screens catalogue (sub-admins, payouts)', () => {
  it('is not in the start-up catalogue; loading it brings the words of the active language', async () => {
    i18n.loadAndActivate({ locale: 'pt-PT', messages: ptMain });
    expect(SAVE in ptMain).toBe(false);
    await loadScreenWords();
    expect(i18n._(SAVE)).toBe('Guardar permissões');
  });

  it('comes back in the new language after a language change replaced the catalogue', async () => {
    await loadScreenWords();
    i18n.loadAndActivate({ locale: 'en-US', messages: enMain });
    await settle();
    expect(i18n._(SAVE)).toBe('Save permissions');
    i18n.loadAndActivate({ locale: 'pt-PT', messages: ptMain });
    await settle();
    expect(i18n._(SAVE)).toBe('Guardar permissões');
  });
});
