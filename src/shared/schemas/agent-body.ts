import * as v from 'valibot';
import { FullPhoneSchema } from '../phone';
import { freeText } from './common';

/**
 * An agent as the Add Agent / Edit Agent dialog sends it (spec part 1 §2: name, agentEmail, agentPhone,
 * agentAddress, agentDisplayAddress and the merchant). The merchant is one of the operator's merchants, sent
 * as `merchantId` (the server stores its name); null = no merchant. The same schema validates the form in the
 * browser and the request on the server, so both word a problem the same way (decision 007).
 */
export const AgentBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  agentEmail: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email('invalid_email'), v.toLowerCase()),
  agentPhone: v.pipe(v.string(), v.trim(), v.nonEmpty(), FullPhoneSchema),
  agentAddress: v.nullish(freeText(500)),
  agentDisplayAddress: v.nullish(freeText(100)),
  merchantId: v.nullish(v.pipe(v.string(), v.uuid('agent.unknown_merchant'))),
});
export type AgentBody = v.InferInput<typeof AgentBodySchema>;
