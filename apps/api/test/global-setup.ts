import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/**
 * Migrates once per run: a PGlite data dir dumped to a tarball that each test file clones, or a
 * fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.MEJA_TEST_DRIVER;
  if (driver === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'meja-test-'));
  const client = await PGlite.create();
  await migrateDatabase(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `meja_test_${process.pid}_${Date.now()}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 1);
  await migrateDatabase(handle);
  await handle.close();
  project.provide('postgresUrl', url.toString());
  project.provide('pgliteTemplate', '');
  return async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
}
