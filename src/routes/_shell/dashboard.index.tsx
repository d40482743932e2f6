import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/route-guards';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_shell/dashboard/')({
  beforeLoad: requireModule('dashboard'),
  component: DashboardScreen,
});
