// `npm run mock:server [-- --port N] [-- --static dist]`: the mock platform over plain HTTP.
import { register } from 'tsx/esm/api';

register();
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const { startMockHttpServer } = await import('../mocks/server.ts');
const server = await startMockHttpServer({
  port: Number(option('port') ?? process.env.PORT ?? 4010),
  host: option('host') ?? '127.0.0.1',
  staticDir: option('static'),
});
console.log(`Mock platform listening on ${server.url}${option('static') ? ` (serving the site from ${option('static')})` : ''}`);
console.log(`Try: curl -H "Merchant: DEMO" ${server.url}/wps/system/status?host=localhost`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
