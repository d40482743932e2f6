import type { MessageTable } from './table';

export const CONFIGURATION_MESSAGES = {
  // Settings → Configuration → Integrations (issue 68).
  'configuration.saved': { text: 'Integration saved; its secrets are stored encrypted' },
  'configuration.removed': { text: 'Integration removed' },
  'configuration.not_configured': { text: 'This integration is not configured' },
  'configuration.host': { text: 'Must be a host name such as smtp.example.com' },
  'configuration.sender': { text: 'Must be an address such as Name <no-reply@example.com>' },
  'configuration.project_id': { text: 'Must be a Firebase project id (lowercase letters, digits and dashes)' },
  'configuration.private_key': {
    text: 'Must be the private key of the service account (-----BEGIN PRIVATE KEY----- …)',
  },
  'configuration.https': { text: 'Must be an https:// address' },
  'configuration.internal_host': {
    text: 'This address is inside the server’s own network; use the provider’s public address',
  },
  'configuration.sms_sender': {
    text: 'Must be a phone number such as +351912345678 or a sender name of 3 to 11 letters',
  },
  'configuration.test_mail_sent': { text: 'The SMTP server accepted the test email to {to}' },
  'configuration.test_sms_sent': { text: 'The SMS provider accepted the test SMS to {to}' },
  'configuration.test_firebase_ok': { text: 'Google accepted the service account: pushes can be sent' },
  'configuration.test_auth_refused': { text: 'The server refused the user name or password' },
  'configuration.test_unreachable': { text: 'Could not reach {host}: check the address, the port and the network' },
  'configuration.test_timeout': { text: '{host} did not answer in time' },
  'configuration.test_refused': { text: 'The provider refused the test; its answer is below' },
  'configuration.test_key_invalid': { text: 'The private key could not be read: paste it whole from the JSON file' },
} as const satisfies MessageTable;
