import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { ProgressBar } from '@/components/progress-bar';
import { progress } from './progress';

/** Above every page: the progress bar. */
export function AppRoot() {
  const { t } = useLingui();
  return (
    <>
      <ProgressBar store={progress} label={t`Loading`} />
      <Outlet />
    </>
  );
}
