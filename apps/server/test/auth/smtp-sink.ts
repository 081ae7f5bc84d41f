import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  subject: string;
  /** The text part, quoted-printable decoded. */
  text: string;
  raw: string;
}

/** Decodes a quoted-printable body (nodemailer's choice for long ASCII lines). */
function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): SinkMessage {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  // First text/plain part of a multipart message, or the whole body.
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  const qp = /quoted-printable/i.test(raw);
  const body = part ? part[1] : raw.slice(head.length);
  return { to, subject, text: qp ? decodeQuotedPrintable(body) : body, raw };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no TLS, no auth). */
export class SmtpSink {
  readonly messages: SinkMessage[] = [];
  private server!: SMTPServer;
  url = '';

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.messages.push(
            parse(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
  }

  /** The messages sent to `to`, newest last. */
  to(to: string): SinkMessage[] {
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
