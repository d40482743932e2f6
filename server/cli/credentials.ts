// `npm run credentials -- rotate`: re-seals every operator's integration credentials with the key in SECRETS_KEY
// (issue 68). The old key is SECRETS_KEY_PREVIOUS, or, when that is not set, the key the server kept in the
// database while SECRETS_KEY was absent (then dropped: nothing is sealed with it any more). One transaction: a
// failure leaves every credential as it was. Run it with the servers stopped, then start them with the new key.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { appSecrets } from '../db/schema';
import { parseEnv } from '../env';
import { sealingKey } from '../lib/sealed';
import { resealCredentials } from '../modules/settings/credentials.service';

async function main(args: string[]): Promise<number> {
  if (args[0] !== 'rotate') {
    console.error(
      'usage: npm run credentials -- rotate   (SECRETS_KEY = the new key, SECRETS_KEY_PREVIOUS = the old one)',
    );
    return 2;
  }
  const env = parseEnv();
  if (!env.secretsKey) {
    console.error('SECRETS_KEY must be set to the new key (openssl rand -base64 32)');
    return 2;
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    const [kept] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'credentials-key'));
    const previous = env.secretsKeyPrevious ?? kept?.value;
    if (!previous) {
      console.error('SECRETS_KEY_PREVIOUS must be set to the key the credentials are sealed with');
      return 2;
    }
    const count = await resealCredentials(database.db, sealingKey(previous), sealingKey(env.secretsKey));
    if (!env.secretsKeyPrevious && kept)
      await database.db.delete(appSecrets).where(eq(appSecrets.name, 'credentials-key'));
    console.log(`${count} credentials re-sealed with key ${sealingKey(env.secretsKey).id}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
