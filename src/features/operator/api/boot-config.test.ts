import { describe, expect, it } from 'vitest';
import { SAMPLE_OPERATOR_CONFIG } from '@/test/operator-config';
import { BOOT_ELEMENT_ID, bootConfig } from './operator.queries';

const config = SAMPLE_OPERATOR_CONFIG;

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
