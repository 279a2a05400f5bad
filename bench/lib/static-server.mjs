// The baseline: the plainest Node file server there is. Usage: static-server.mjs <file> (PORT env).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.argv[2];
const { size } = statSync(file);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
  createReadStream(file).pipe(res);
}).listen(Number(process.env.PORT), '127.0.0.1');
