// The upload of `npm run bench:auth`: an anonymous registrant's first save, `POST /api/v1/vendors` as multipart
// with mode=DRAFT and a W-9 (spec: POST /vendors multipart, optional mode DRAFT), built once in memory so both
// servers receive the same bytes. Fields as the registration form sends them (server/test/fixtures/onboarding-fixtures.ts).
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** The start of a real PDF (what the portal's type sniffing recognises), then random bytes up to `size`. */
export function pdfOfSize(size) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

let taxSeq = 0;
function fields() {
  taxSeq += 1;
  return {
    mode: 'DRAFT',
    // A fresh tax ID per draft: a second draft of one tax ID is a duplicate.
    taxId: `7${taxSeq % 10}-${String((process.pid * 1000 + taxSeq) % 10_000_000).padStart(7, '0')}`,
    noOfEmployees: '45',
    companyName: `Bench Upload ${taxSeq} LLC`,
    mailingAddress: 'PO Box 1200, Columbia, MD 21044',
    officeLocationAddress1: '10490 Little Patuxent Pkwy',
    officeLocationCity: 'Columbia',
    officeLocationState: 'Maryland',
    officeLocationZip: '21044',
    officeLocationCountry: 'United States',
    officePhoneNumber: '410-555-0134',
    contacts: JSON.stringify([
      { firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'President', email: `bench.upload.${taxSeq}@example.com`, cellPhone: '443-555-0101' },
    ]),
    regions: ['MDBA', 'DC'],
    referenceName: '',
  };
}

/** A multipart body with the draft's fields and `file` as w9File; { body, contentType }. */
export function registrationBody(file) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields())) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="w9File"; filename="W-9 2026.pdf"\r\ncontent-type: application/pdf\r\n\r\n`));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POSTs a body and resolves { status, ms, text } once the answer is read in full. A request on a kept-alive socket
 * that the server closed as idle just as it was reused (EPIPE or ECONNRESET before any answer, a race every
 * keep-alive client meets; on a loaded machine the gaps between rounds outlast servers' 5 s idle timeout) is sent
 * once more on a new socket, timed from then.
 */
export function post(url, { body, contentType }, agent) {
  return new Promise((resolve, reject) => {
    const send = (retry) => {
      const started = performance.now();
      let answered = false;
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': contentType, 'content-length': body.length } }, (res) => {
        answered = true;
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.on('error', (err) => {
        if (retry && !answered && req.reusedSocket && (err.code === 'EPIPE' || err.code === 'ECONNRESET')) send(false);
        else reject(err);
      });
      req.end(body);
    };
    send(true);
  });
}
