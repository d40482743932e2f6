import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/lib/api-client';

/** What the reader sees when a call fails without field errors (rate limit, no connection, anything else). */
export function useFailureText(what: string) {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.status === 429) {
      const seconds = error.retryAfter ?? 60;
      return t`Too many requests. Please wait ${seconds} seconds and try again.`;
    }
    if (error instanceof ApiError && error.isNetwork)
      return t`The server cannot be reached. Check your connection and try again.`;
    if (error instanceof ApiError && error.message) return error.message;
    console.error(`${what} failed`, error);
    return t`Something went wrong. Please try again.`;
  };
}
