import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** Up to two initials of a name, for an avatar without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Verified (approved by the operator) or not, as a badge (filled, so its text keeps AA contrast in both themes). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge
      color="teal"
      variant="filled"
      radius="sm"
      leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
      data-verified="true"
    >
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="filled" radius="sm" data-verified="false">
      <Trans>Unverified</Trans>
    </Badge>
  );
}
