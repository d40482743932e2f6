import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

export const Route = createFileRoute('/_shell/dashboard/profile')({
  component: ProfileScreen,
});
