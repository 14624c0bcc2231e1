import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { parsePartHeaders, type PartHeaders } from './multipart-headers';

export interface MultipartHandlers {
  /** The first part with a file name starts; it may refuse the upload by throwing. */
  onFile(part: PartHeaders): Promise<void>;
  onFileData(chunk: Buffer): Promise<void>;
}

// Part headers and plain fields are small; anything bigger is not what storage-js sends.
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
type Part = { kind: 'file' } | { kind: 'field'; name: string; chunks: Buffer[]; size: number } | { kind: 'skip' };

/**
 * A streaming multipart/form-data reader (RFC 7578): the file part goes to `onFileData` as it arrives,
 * other fields are collected as text. Memory stays bounded whatever the body's size.
 */
export class MultipartParser {
  readonly fields = new Map<string, string>();
  sawFile = false;
  private readonly delimiter: Buffer;
  // A leading CRLF lets the first boundary be found like all the others.
  private buffer: Buffer = Buffer.from('\r\n');
  private state: State = 'preamble';
  private part: Part = { kind: 'skip' };

  constructor(
    boundary: string,
    private readonly handlers: MultipartHandlers,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  async push(chunk: Buffer): Promise<void> {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (await this.step());
  }

  /** Call at the end of the body: a body cut before its closing boundary is refused. */
  end(): void {
    if (this.state !== 'done') throw STORAGE_ERRORS.invalidRequest('Multipart body is incomplete');
  }

  /** Advances as far as the buffered bytes allow; false when more bytes are needed. */
  private async step(): Promise<boolean> {
    switch (this.state) {
      case 'preamble': {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
          this.keepTail();
          return false;
        }
        this.consume(at + this.delimiter.length, 'after-delimiter');
        return true;
      }
      case 'after-delimiter': {
        const lineEnd = this.buffer.indexOf('\r\n');
        if (this.buffer.subarray(0, 2).toString('latin1') === '--') {
          this.state = 'done';
          this.buffer = Buffer.alloc(0);
          return false;
        }
        if (lineEnd < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw STORAGE_ERRORS.malformedMultipart();
          return false;
        }
        // Anything between the boundary and its line end is transport padding.
        this.consume(lineEnd + 2, 'headers');
        return true;
      }
      case 'headers': {
        const at = this.buffer.indexOf(HEADER_END);
        if (at < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw STORAGE_ERRORS.malformedMultipart();
          return false;
        }
        await this.startPart(parsePartHeaders(this.buffer.subarray(0, at).toString('utf8')));
        this.consume(at + HEADER_END.length, 'body');
        return true;
      }
      case 'body': {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
          // Everything but a possible start of the delimiter belongs to this part.
          const safe = this.buffer.length - (this.delimiter.length - 1);
          if (safe > 0) {
            await this.partData(this.buffer.subarray(0, safe));
            this.buffer = this.buffer.subarray(safe);
          }
          return false;
        }
        await this.partData(this.buffer.subarray(0, at));
        this.endPart();
        this.consume(at + this.delimiter.length, 'after-delimiter');
        return true;
      }
      case 'done':
        this.buffer = Buffer.alloc(0);
        return false;
    }
  }

  private consume(bytes: number, next: State): void {
    this.buffer = this.buffer.subarray(bytes);
    this.state = next;
  }

  private keepTail(): void {
    const keep = this.delimiter.length - 1;
    if (this.buffer.length > keep) this.buffer = this.buffer.subarray(this.buffer.length - keep);
  }

  private async startPart(headers: PartHeaders): Promise<void> {
    if (headers.filename !== undefined && !this.sawFile) {
      this.sawFile = true;
      await this.handlers.onFile(headers);
      this.part = { kind: 'file' };
    } else if (headers.filename === undefined) {
      this.part = { kind: 'field', name: headers.name, chunks: [], size: 0 };
    } else {
      this.part = { kind: 'skip' }; // one file per upload, as hosted Storage accepts
    }
  }

  private async partData(data: Buffer): Promise<void> {
    if (data.length === 0) return;
    if (this.part.kind === 'file') {
      await this.handlers.onFileData(data);
    } else if (this.part.kind === 'field') {
      this.part.size += data.length;
      if (this.part.size > MAX_FIELD_BYTES) throw STORAGE_ERRORS.invalidRequest('Multipart field is too large');
      this.part.chunks.push(Buffer.from(data));
    }
  }

  private endPart(): void {
    if (this.part.kind === 'field') this.fields.set(this.part.name, Buffer.concat(this.part.chunks).toString('utf8'));
    this.part = { kind: 'skip' };
  }
}
