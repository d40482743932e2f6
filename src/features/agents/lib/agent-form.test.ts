import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AgentRow } from '@/shared/schemas/agents';
import { AgentFormSchema, agentBody, agentFieldOf, agentFormValues } from './agent-form';

const values = {
  name: 'Asha',
  agentEmail: 'asha@agents.test',
  agentAddress: '',
  agentDisplayAddress: '',
  merchantId: null,
};

describe('the agent dialog’s phone', () => {
  it('sends the number typed without its code joined with the dial code', () => {
    expect(agentBody({ ...values, countryCode: '+91', phoneNumber: '98450 12345' }).agentPhone).toBe('+91 98450 12345');
  });

  it('keeps a number typed with its own + code as typed', () => {
    expect(agentBody({ ...values, countryCode: '+91', phoneNumber: '+351 912 345 678' }).agentPhone).toBe(
      '+351 912 345 678',
    );
  });

  it('accepts a valid number for the dial code and refuses an invalid one at the phone number', () => {
    expect(v.safeParse(AgentFormSchema, { ...values, countryCode: '+91', phoneNumber: '98450 12345' }).success).toBe(
      true,
    );
    const refused = v.safeParse(AgentFormSchema, { ...values, countryCode: '+91', phoneNumber: '12345' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['phoneNumber', 'invalid_phone']]);
  });

  it('starts a new agent with the given dial code and splits an agent’s full number to edit it', () => {
    expect(agentFormValues(null, '+351')).toMatchObject({ countryCode: '+351', phoneNumber: '' });
    const agent = { phone: '+91 98450 11111' } as AgentRow;
    expect(agentFormValues(agent, '+351')).toMatchObject({ countryCode: '+91', phoneNumber: '98450 11111' });
  });

  it('puts the server’s refusal of agentPhone on the phone number', () => {
    expect(agentFieldOf('agentPhone')).toBe('phoneNumber');
    expect(agentFieldOf('name')).toBe('name');
  });
});
