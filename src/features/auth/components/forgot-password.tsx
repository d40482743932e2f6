import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Password recovery by OTP arrives with its own issue; until then, the administrator resets it. */
export function ForgotPassword() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Forgot Password</Trans>
      </Title>
      <Text>
        <Trans>Ask your marketplace administrator to reset your password, then sign in with the new one.</Trans>
      </Text>
      <Anchor component={Link} to="/auth/login">
        <Trans>Back to login</Trans>
      </Anchor>
    </Stack>
  );
}
