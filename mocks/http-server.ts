import { createServer } from '@mswjs/http-middleware';
import { createMockBackend } from './handlers';

/**
 * The same mock backend over real HTTP (`npm run mock:api`, port 4000 or `MOCK_API_PORT`),
 * for curl, Postman, browser tests and `contract:verify`. State lives in memory;
 * `POST /__mock/reset` restores the seed.
 */
const port = Number(process.env.MOCK_API_PORT ?? 4000);
const backend = createMockBackend({ cookieMode: 'header' });
const app = createServer(...backend.handlers);
app.listen(port, '127.0.0.1', () => {
  console.log(`Mock API on http://127.0.0.1:${port} (seed: admin@example.com / Admin@123)`);
});
