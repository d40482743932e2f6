import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { DEMO_DOMAINS, isDevHost } from '@/lib/operator';
import { useOperator } from '@/lib/operator-context';
import { LoginForm } from './login-form';

/** Reload one second after sign-in, so the worker and caches start clean for the new user. */
export const RELOAD_AFTER_LOGIN_MS = 1000;

export function LoginScreen() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const operator = useOperator();
  const host = window.location.hostname;
  const devHost = isDevHost(host);
  const [domain, setDomain] = useState(() => sessionStorage.getItem('login-domain') ?? host);
  const domains = devHost ? [...new Set([host, ...DEMO_DOMAINS])] : undefined;

  return (
    <LoginForm
      domains={domains}
      domain={domain}
      // The push registration code loads only when the operator has web push (never on the page's first load).
      getDeviceToken={async () => {
        const push = operator.config.push;
        if (!push) return undefined;
        const { deviceTokenForLogin } = await import('@/lib/push-registration');
        return deviceTokenForLogin(push);
      }}
      onDomainChange={async (next) => {
        await operator.switchDomain(next);
        sessionStorage.setItem('login-domain', next);
        setDomain(next);
      }}
      onSignedIn={async (data, permissionFailed) => {
        await operator.switchOperator(data.user.operatorId);
        // Back to the page that asked for sign-in, else '/'.
        await navigate({ href: search.redirect ?? '/', replace: true });
        // Spec part 1 §4: reload after 1 s; the fallback path (permission request failed) does not reload.
        if (!permissionFailed) setTimeout(() => window.location.reload(), RELOAD_AFTER_LOGIN_MS);
      }}
    />
  );
}
