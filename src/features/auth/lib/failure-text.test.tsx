import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useFailureText } from './failure-text';

function failureText(error: unknown): string {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const { result } = renderHook(() => useFailureText('test call'), { wrapper });
  return result.current(error);
}

describe('useFailureText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks to wait the seconds a 429 gives, 60 when it gives none', () => {
    expect(failureText(new ApiError(429, 'slow down', {}, 12))).toBe(
      'Too many requests. Please wait 12 seconds and try again.',
    );
    expect(failureText(new ApiError(429, 'slow down'))).toBe(
      'Too many requests. Please wait 60 seconds and try again.',
    );
  });

  it('says the server cannot be reached when there was no answer', () => {
    expect(failureText(new ApiError(0, ''))).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it("shows the server's own message, else a generic one and logs the error", () => {
    expect(failureText(new ApiError(409, 'Already decided'))).toBe('Already decided');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureText(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(log).toHaveBeenCalledWith('test call failed', expect.any(Error));
  });
});
