import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_shell/dashboard/')({
  component: DashboardScreen,
});
