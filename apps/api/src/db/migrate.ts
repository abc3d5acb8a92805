import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Roles are cluster-wide and drizzle-kit cannot create one that may already exist, so the
 * application role is made here, before migrations. Two processes may race: both paths are fine.
 */
const BOOTSTRAP_SQL = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'meja_app') THEN
    CREATE ROLE meja_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'meja_app', 'MEMBER') THEN
    EXECUTE format('GRANT meja_app TO %I', current_user);
  END IF;
END $$;
`;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exec(BOOTSTRAP_SQL);
  await handle.applyMigrations(MIGRATIONS_FOLDER);
}
