import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { LanguageSettingsScreen } from '@/features/settings/components/language-settings';
import { loadScreenWords } from '@/lib/screen-words';

/** Settings → Languages: the languages the operator offers and its default. */
export const Route = createFileRoute('/_shell/settings/languages')({
  beforeLoad: requireModule('languages'),
  loader: () => loadScreenWords(),
  component: LanguageSettingsScreen,
});
