import { createContext, useContext } from 'react';
import type { Locale } from '@/shared/locales';
import type { OperatorConfig } from '@/shared/schemas/operators';

export type OperatorContextValue = {
  config: OperatorConfig;
  locale: Locale;
  setLocale(locale: Locale): Promise<void>;
  /** Domain selector: look the domain up and switch branding, languages and config. */
  switchDomain(domain: string): Promise<void>;
  /** After sign-in, the user's own operator becomes the console's operator. */
  switchOperator(operatorId: string): Promise<void>;
  /** Fetch this operator's configuration again and apply it (settings saved here or in another console). */
  refreshConfig(): Promise<void>;
};

export const OperatorContext = createContext<OperatorContextValue | null>(null);

export function useOperator(): OperatorContextValue {
  const value = useContext(OperatorContext);
  if (!value) throw new Error('useOperator outside OperatorContext');
  return value;
}
