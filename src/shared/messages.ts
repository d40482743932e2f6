import type * as v from 'valibot';
import { issueCode } from './issue-code';
import { interpolate, type MessageParams } from './message-format';
import { AGENT_MESSAGES } from './messages/agents';
import { CATALOGUE_MESSAGES } from './messages/catalogue';
import { CONFIGURATION_MESSAGES } from './messages/configuration';
import { CORE_MESSAGES } from './messages/core';
import { CUSTOMER_MESSAGES } from './messages/customers';
import { FAQ_MESSAGES } from './messages/faqs';
import { AREA_MESSAGES } from './messages/areas';
import { MERCHANT_MESSAGES } from './messages/merchants';
import { PAGE_MESSAGES } from './messages/pages';
import { PAYOUT_MESSAGES } from './messages/payouts';
import { PRODUCT_MESSAGES } from './messages/products';
import { PROVIDER_MESSAGES } from './messages/providers';
import { REPORT_MESSAGES } from './messages/reports';
import { SETTINGS_MESSAGES } from './messages/settings';
import { SUB_ADMIN_MESSAGES } from './messages/sub-admins';
import { SUPPORT_MESSAGES } from './messages/support';
import type { MessageEntry, MessageParamKind } from './messages/table';
import { bookingStatusLabel, payoutStatusLabel } from './status-labels';

/**
 * Messages as codes (decision 007): the server never writes a sentence a user reads in one language. Every
 * error, field error and notice it sends carries a `code` and `params` beside an English default; the console
 * words it through Lingui in the reader's language. The tables are the one source of the English text: the
 * catalogues are extracted from them (each code an explicit message id with its table's text;
 * `lingui.config.ts`): the core codes into `server.po`, a module's codes into `screens.po` with its screens.
 * The spec's keys are used where it names them (`validations.required`, `invalid_phone`, …).
 */
export type { MessageParamKind };

/**
 * Every code the server may send: the core table and one table per module (`src/shared/messages/`). A new
 * module adds its file there and one line here. The console never loads this composition: it knows the core
 * codes and gets a module's words with that module's screens (`src/lib/server-messages.ts`).
 */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...CUSTOMER_MESSAGES,
  ...MERCHANT_MESSAGES,
  ...PROVIDER_MESSAGES,
  ...SUB_ADMIN_MESSAGES,
  ...AGENT_MESSAGES,
  ...PAYOUT_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...REPORT_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...PAGE_MESSAGES,
  ...FAQ_MESSAGES,
  ...CONFIGURATION_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...AREA_MESSAGES,
};

export type MessageCode = keyof typeof MESSAGES;
export type { MessageParams };

/** A message as the API sends it: its code, parameters and English text. */
export type CodedMessage = { code: string; params: MessageParams; message: string };

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** The English text of a code with its parameters (statuses by their English labels). */
export function englishMessage(code: MessageCode, params: MessageParams = {}): string {
  const kinds: Readonly<Record<string, MessageParamKind>> = (MESSAGES[code] as MessageEntry).params ?? {};
  const shown = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (value === null) return [name, value];
      if (kinds[name] === 'bookingStatus') return [name, bookingStatusLabel(Number(value))];
      if (kinds[name] === 'payoutStatus') return [name, payoutStatusLabel(Number(value))];
      return [name, value];
    }),
  );
  return interpolate(MESSAGES[code].text, shown);
}

/** `{ code, params, message }` of a code, its English text filled in. */
export function coded(code: MessageCode, params: MessageParams = {}): CodedMessage {
  return { code, params, message: englishMessage(code, params) };
}

/**
 * A valibot issue as the API's message: its code and parameters (`issueCode`, the same in the console's forms)
 * with the English text; an issue without a code keeps the schema's own English as the message.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): CodedMessage {
  const { code, params, own } = issueCode(issue, paramsOf);
  if (own !== undefined) return { code, params, message: own || englishMessage('validations.invalid') };
  return coded(code as MessageCode, params);
}

const paramsOf = (code: string) => (isMessageCode(code) ? ((MESSAGES[code] as MessageEntry).params ?? {}) : undefined);

/** Field errors as the API sends them: `{ field: [English] }` and `{ field: [{ code, params }] }`. */
export type FieldMessages = Record<string, CodedMessage[]>;
