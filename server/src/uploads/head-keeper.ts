import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES } from './incoming-file.js';

/** Passes a file's bytes through unchanged, keeping the first HEAD_BYTES of them for its type check. */
export class HeadKeeper extends Transform {
  private readonly start: Buffer[] = [];
  private startBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.startBytes < HEAD_BYTES) {
      // A copy: the chunk's memory belongs to the parser and is reused.
      const kept = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.startBytes));
      this.start.push(kept);
      this.startBytes += kept.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.start);
  }
}
