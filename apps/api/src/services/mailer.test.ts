import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test-support/test-database';
import { createMailer, recentOutbox } from './mailer';

/**
 * A small SMTP server on loopback (RFC 5321's happy path), standing in for the mail relay this
 * machine cannot reach: the mailer talks real SMTP to it through nodemailer.
 */
function fakeSmtpServer() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | null = null;
    socket.write('220 mail.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 mail.test\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    received,
    async start() {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return address.port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

let database: DatabaseHandle;
const smtp = fakeSmtpServer();
let port = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  port = await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});

const message = {
  channel: 'email' as const,
  to: 'alice@example.com',
  subject: 'Meridian: reset your password',
  text: 'Open https://www.meridian.example/reset-password?token=T',
  link: 'https://www.meridian.example/reset-password?token=T',
};

describe('mailer (nodemailer to SMTP_URL, outbox first)', () => {
  it('with SMTP_URL: hands the message to the SMTP server and marks it sent in the outbox', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Meridian <no-reply@meridian.example>' });
    expect(mailer.delivers).toBe(true);
    await mailer.send(database.db, message, new Date());
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: alice@example.com');
    expect(smtp.received[0]).toContain('Subject: Meridian: reset your password');
    expect(smtp.received[0]).toContain('reset-password?token=T');
    const [row] = await recentOutbox(database.db, 1);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('a mail server that is down: the message stays unsent in the outbox, the request does not fail', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'Meridian <no-reply@meridian.example>' });
    await expect(mailer.send(database.db, { ...message, to: 'bob@example.com' }, new Date())).resolves.toBeUndefined();
    const [row] = await recentOutbox(database.db, 1);
    expect(row).toMatchObject({ recipient: 'bob@example.com', sentAt: null });
  });

  it('without SMTP_URL: the outbox keeps the message for the development page', async () => {
    const mailer = createMailer({ from: 'Meridian <no-reply@meridian.example>' });
    expect(mailer.delivers).toBe(false);
    await mailer.send(database.db, { ...message, to: 'carol@example.com' }, new Date());
    const [row] = await recentOutbox(database.db, 1);
    expect(row).toMatchObject({ recipient: 'carol@example.com', link: message.link, sentAt: null });
  });
});
