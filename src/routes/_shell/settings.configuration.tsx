import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { ConfigurationScreen } from '@/features/settings/components/integration-settings';
import { loadScreenWords } from '@/lib/screen-words';

/** Settings → Configuration: the operator's email, push and SMS providers (credentials sealed on the server). */
export const Route = createFileRoute('/_shell/settings/configuration')({
  beforeLoad: requireModule('configuration'),
  loader: () => loadScreenWords(),
  component: ConfigurationScreen,
});
