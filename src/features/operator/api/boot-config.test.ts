import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, bootConfig } from './operator.queries';

const config = {
  operatorId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Onda Serviços',
  title: 'Onda',
  shortName: 'Onda',
  currency: 'EUR',
  languages: ['en-US', 'pt-PT'],
  primaryColor: '#23AEC1',
  logoUrl: null,
  faviconUrl: null,
  modules: ['dashboard', 'bookings'],
  push: null,
};

function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('bootConfig', () => {
  it('reads the operator configuration the page came with', () => {
    expect(bootConfig(page(JSON.stringify(config)))?.operatorId).toBe(config.operatorId);
  });

  it('is null without the block, with broken JSON or with a configuration that does not fit the schema', () => {
    expect(bootConfig(page(null))).toBeNull();
    expect(bootConfig(page('{"operatorId":'))).toBeNull();
    expect(bootConfig(page(JSON.stringify({ ...config, languages: 'all' })))).toBeNull();
  });
});
