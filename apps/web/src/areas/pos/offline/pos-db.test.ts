import { describe, expect, it } from 'vitest';
import { openFakePosDb } from './offline-test-support';
import { POS_DB_NAME } from './pos-db';

describe('POS offline database (SPEC §3)', () => {
  it("is 'meja-pos' version 1 with the master data cache and the action queue", async () => {
    const { db } = openFakePosDb();
    await db.dexie.open();
    expect(db.dexie.name).toBe(POS_DB_NAME);
    expect(POS_DB_NAME).toBe('meja-pos');
    expect(db.dexie.verno).toBe(1);
    expect(db.masterData.schema.primKey.keyPath).toBe('name');
    expect(db.actionQueue.schema.primKey.keyPath).toBe('id');
    expect(db.actionQueue.schema.indexes.map((index) => index.name).sort()).toEqual(['createdAt', 'status']);
  });

  it('keeps its data for the next tab that opens it', async () => {
    const { db, factory } = openFakePosDb();
    await db.masterData.put({ name: 'menu:warung', data: { items: [] }, updatedAt: 1 });
    db.dexie.close();
    const reopened = openFakePosDb(factory).db;
    expect(await reopened.masterData.get('menu:warung')).toEqual({
      name: 'menu:warung',
      data: { items: [] },
      updatedAt: 1,
    });
  });
});
