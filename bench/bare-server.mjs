// The baseline of every load benchmark: a bare Fastify route answering the same kind of JSON. With
// DATABASE_URL, also `POST /bare-tx`: `begin; insert; commit` on a pg pool of Meja's size (10), the
// least any stored order can cost (issue 19's throughput goal is a ratio to it).
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
const items = Array.from({ length: 18 }, (_, i) => ({
  _id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  name: `MENU ${i}`,
  price: 25000,
  effectivePrice: 25000,
  discountPercent: null,
  discountFixed: null,
  imageUrl: `/uploads/x/${i}.webp`,
  category: 'UTAMA',
  isSpecialToday: false,
  isFavorite: false,
}));
app.get('/bare', async () => ({ items }));
app.post('/bare', async (request) => ({ ok: true, echo: request.body }));

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query('create table if not exists bench_bare (id bigserial primary key, body jsonb not null)');
  app.post('/bare-tx', async (request) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query('insert into bench_bare (body) values ($1) returning id', [
        request.body,
      ]);
      await client.query('commit');
      return { ok: true, id: rows[0].id };
    } finally {
      client.release();
    }
  });
}

await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
console.log('bare ready');
