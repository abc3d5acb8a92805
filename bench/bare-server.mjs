// The baseline of every load benchmark: a bare Fastify route answering the same kind of JSON.
import Fastify from 'fastify';

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
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
console.log('bare ready');
