import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { GeneralSettingsScreen } from '@/features/settings/components/general-settings';
import { loadScreenWords } from '@/lib/screen-words';

/** Settings → General: branding, region, currency and support contact of the operator. */
export const Route = createFileRoute('/_shell/settings/general')({
  beforeLoad: requireModule('settings'),
  // The screen's words are a catalogue of their own (src/lib/screen-words.ts): here before it renders.
  loader: () => loadScreenWords(),
  component: GeneralSettingsScreen,
});
