/**
 * The words of an uncompressed PDF made by pdfkit: its text operators carry hex strings (`[<4163> 10 <6d65>] TJ`),
 * decoded and joined, whitespace runs made one space (a wrapped line reads on). Enough for tests to read a letter without a PDF parser.
 */
export function pdfText(pdf: string): string {
  const lines: string[] = [];
  for (const [, ops] of pdf.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
    lines.push([...ops!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''));
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
