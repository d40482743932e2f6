import * as v from 'valibot';
import { DialCodeSchema, isValidPhone, phoneParts } from '@/shared/phone';
import { AgentBodySchema, type AgentBody } from '@/shared/schemas/agent-body';
import type { AgentRow } from '@/shared/schemas/agents';

/**
 * The agent dialog's phone is a dial code beside the number, as in every other form (issue 75: it had to be typed
 * with "+91"). The API keeps one full number (`agentPhone`); the dialog sends the two joined.
 */
export const AgentFormSchema = v.pipe(
  v.object({
    ...v.omit(AgentBodySchema, ['agentPhone']).entries,
    countryCode: DialCodeSchema,
    phoneNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(24)),
  }),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phoneNumber']],
      (input) => isValidPhone(input.countryCode, input.phoneNumber),
      'invalid_phone',
    ),
    ['phoneNumber'],
  ),
);

export type AgentFormValues = {
  name: string;
  agentEmail: string;
  countryCode: string;
  phoneNumber: string;
  agentAddress: string;
  agentDisplayAddress: string;
  merchantId: string | null;
};

/** The dialog's values of an agent (edit), or a new agent's with the given dial code (add). */
export function agentFormValues(agent: AgentRow | null, dialCode: string): AgentFormValues {
  const parts = agent?.phone ? phoneParts(null, agent.phone) : null;
  const number = parts && agent?.phone ? agent.phone.replace(/^\s*\+\d+\s*/, '') : (agent?.phone ?? '');
  return {
    name: agent?.name ?? '',
    agentEmail: agent?.email ?? '',
    countryCode: parts?.countryCode ?? dialCode,
    phoneNumber: number,
    agentAddress: agent?.address ?? '',
    agentDisplayAddress: agent?.displayAddress ?? '',
    merchantId: agent?.merchantId ?? null,
  };
}

/** The body the API takes: the number in full (a number typed with its own `+` code is kept as typed). */
export function agentBody({ countryCode, phoneNumber, ...rest }: AgentFormValues): AgentBody {
  const number = phoneNumber.trim();
  const code = countryCode.trim().replace(/^\+?/, '+');
  return { ...rest, agentPhone: number.startsWith('+') ? number : `${code} ${number}` };
}

/** The dialog's field of a server's field error. */
export const agentFieldOf = (field: string) => (field === 'agentPhone' ? 'phoneNumber' : field);
