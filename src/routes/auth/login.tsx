import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginScreen } from '@/features/auth/components/login-screen';

export const Route = createFileRoute('/auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) }),
  component: LoginScreen,
});
