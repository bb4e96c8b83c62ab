import http from 'node:http';
import net from 'node:net';
import { randomUUID } from 'node:crypto';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A registration draft sent as a multipart body in two parts: the request is under way (its headers
 * and first field received) until `finish()` sends the company name and the closing boundary.
 */
export function slowDraftUpload(url: string, companyName: string) {
  const boundary = `drain-${randomUUID()}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const req = http.request(`${url}/api/v1/vendors`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> }));
    });
  });
  // Resolves once the headers and the first field are handed to the operating system.
  const sent = new Promise<void>((resolve) => req.write(field('mode', 'DRAFT'), () => resolve()));
  return { answer, sent, finish: () => req.end(`${field('companyName', companyName)}--${boundary}--\r\n`) };
}

/** What a new TCP connection to the portal gets: 'connected' or the error code. */
export function tryConnect(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}
