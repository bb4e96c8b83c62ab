import type { LetterContent } from './letter-content.js';

/**
 * Lays the letter out on one US Letter page with the standard Helvetica fonts (nothing to ship). `compress: false`
 * leaves the text streams readable, so tests find the words in the bytes without a PDF parser.
 */
export async function renderLetterPdf(c: LetterContent, options: { compress?: boolean } = {}): Promise<Buffer> {
  // Loaded at the first letter, not at start: pdfkit and its font tables cost every process (each replica, each test
  // worker, each spawned portal in the process tests) about 0.5 s of CPU to load, and only the letter worker uses them.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    compress: options.compress ?? true,
    info: { Title: `Prequalification approval: ${c.companyName}`, Author: c.builderName, Subject: `Prequalification ${c.instance}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(c.builderName);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text('Vendor prequalification').moveDown(1.5);
  doc.fillColor('#000000').fontSize(14).font('Helvetica-Bold').text('Prequalification approval letter').moveDown();

  doc.font('Helvetica').fontSize(11).text(`Date: ${c.approvedOn}`).moveDown();
  doc.font('Helvetica-Bold').text(c.companyName);
  doc.font('Helvetica');
  for (const line of c.address) doc.text(line);
  if (c.maskedTaxId) doc.text(`Tax ID: ${c.maskedTaxId}`);
  doc.moveDown();

  doc.text(
    `${c.builderName} has completed the prequalification of ${c.companyName} (cycle ${c.instance}). Decision: ${c.decision}. ` +
      `This prequalification is valid until ${c.validUntil}.`,
  );
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Categories');
  doc.font('Helvetica');
  for (const cat of c.categories) {
    doc.text(`${cat.name}: ${cat.decision}`, { indent: 12 });
    if (cat.mitigationPlan) doc.fontSize(10).text(`Conditions (risk mitigation): ${cat.mitigationPlan}`, { indent: 24 }).fontSize(11);
  }
  doc.moveDown();

  if (c.limits.length) {
    doc.font('Helvetica-Bold').text('Limits');
    doc.font('Helvetica');
    for (const [name, amount] of c.limits) doc.text(`${name}: ${amount}`, { indent: 12 });
    doc.moveDown();
  }
  if (c.comment) {
    doc.font('Helvetica-Bold').text('Conditions');
    doc.font('Helvetica').text(c.comment, { indent: 12 }).moveDown();
  }

  doc.text(`Approved on ${c.approvedOn}; valid until ${c.validUntil}, when the prequalification is due for renewal.`).moveDown(2);
  doc.text('Approved by');
  doc.font('Helvetica-Bold').text(c.approverName);
  doc.font('Helvetica').text(c.builderName);
  doc.end();
  return done;
}
