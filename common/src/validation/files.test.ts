import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../constants.js';
import {
  acceptAttribute,
  ATTACHMENT_EXTENSIONS,
  checkFile,
  checkFileName,
  checkFileSize,
  checkRename,
  CONTENT_RULES,
  contentMatchesName,
  contentRuleOf,
  FILE_MESSAGES,
  fileExtension,
  fileTypeOf,
  mimeTypeOf,
  UPLOAD_EXTENSIONS,
} from './files.js';

describe('file messages', () => {
  it('are the spec wording', () => {
    expect(FILE_MESSAGES).toEqual({
      tooLarge: 'File size should be less than or equal to 25MB',
      invalidFormat: 'Invalid file format',
      required: 'File is required',
      nameRequired: 'File Name is required',
    });
  });
});

describe('extension lists', () => {
  it('upload and attachment lists', () => {
    expect([...UPLOAD_EXTENSIONS]).toEqual(['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx']);
    expect([...ATTACHMENT_EXTENSIONS]).toEqual(['pdf', 'xlsx', 'xls', 'doc', 'docx', 'csv', 'ppt', 'jpg', 'jpeg', 'png', 'gif', 'bmp']);
    expect(acceptAttribute(['pdf', 'png'])).toBe('.pdf,.png');
  });

  it('fileExtension', () => {
    expect(fileExtension('W9 2024.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('C:\\fakepath\\refs.docx')).toBe('docx');
    expect(fileExtension('/tmp/x.y/README')).toBeNull();
    expect(fileExtension('.env')).toBeNull();
    expect(fileExtension('name.')).toBeNull();
    expect(fileExtension('')).toBeNull();
    expect(fileExtension(undefined)).toBeNull();
  });
});

describe('checkFileName', () => {
  it('accepts the allowed extensions, case-insensitively', () => {
    for (const ext of UPLOAD_EXTENSIONS) expect(checkFileName(`file.${ext}`)).toBeNull();
    expect(checkFileName('Scan.JPG')).toBeNull();
  });

  it('refuses others with "Invalid file format"', () => {
    for (const name of ['macro.xlsm', 'run.exe', 'data.csv', 'noext', 'pdf', 'evil.pdf.exe']) {
      expect(checkFileName(name), name).toBe('Invalid file format');
    }
  });

  it('uses the list given', () => {
    expect(checkFileName('data.csv', ATTACHMENT_EXTENSIONS)).toBeNull();
    expect(checkFileName('deck.pptx', ATTACHMENT_EXTENSIONS)).toBe('Invalid file format');
    expect(checkFileName('image.bmp', ATTACHMENT_EXTENSIONS)).toBeNull();
  });

  it('a blank name -> "File Name is required"', () => {
    expect(checkFileName('')).toBe('File Name is required');
    expect(checkFileName('   ')).toBe('File Name is required');
    expect(checkFileName(null)).toBe('File Name is required');
  });
});

describe('checkFileSize', () => {
  it('25 MB is the limit, inclusive', () => {
    expect(UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(checkFileSize(1)).toBeNull();
    expect(checkFileSize(UPLOAD_MAX_BYTES)).toBeNull();
    expect(checkFileSize(UPLOAD_MAX_BYTES + 1)).toBe('File size should be less than or equal to 25MB');
  });

  it('no size or an empty file -> "File is required"', () => {
    expect(checkFileSize(0)).toBe('File is required');
    expect(checkFileSize(undefined)).toBe('File is required');
    expect(checkFileSize(Number.NaN)).toBe('File is required');
  });
});

describe('checkFile and checkRename', () => {
  it('required, then format, then size', () => {
    expect(checkFile(null)).toBe('File is required');
    expect(checkFile({ name: '', size: 10 })).toBe('File is required');
    expect(checkFile({ name: 'a.exe', size: UPLOAD_MAX_BYTES + 1 })).toBe('Invalid file format');
    expect(checkFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('File size should be less than or equal to 25MB');
    expect(checkFile({ name: 'a.pdf', size: 1024 })).toBeNull();
  });

  it('rename needs a non-blank name', () => {
    expect(checkRename(' ')).toBe('File Name is required');
    expect(checkRename('W9 2025')).toBeNull();
  });
});

describe('content rules', () => {
  it('cover every known extension', () => {
    for (const ext of [...UPLOAD_EXTENSIONS, ...ATTACHMENT_EXTENSIONS]) expect(CONTENT_RULES[ext], ext).toBeDefined();
  });

  it('OOXML are zip containers, legacy Office is CFB, csv is text', () => {
    expect(contentMatchesName('refs.docx', 'application/zip')).toBe(true);
    expect(contentMatchesName('refs.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true);
    expect(contentMatchesName('deck.pptx', 'application/zip')).toBe(true);
    expect(contentMatchesName('sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(true);
    expect(contentMatchesName('old.doc', 'application/x-cfb')).toBe(true);
    expect(contentMatchesName('old.xls', 'application/x-cfb')).toBe(true);
    expect(contentMatchesName('old.ppt', 'application/x-cfb')).toBe(true);
    expect(contentRuleOf('list.csv')).toEqual({ kind: 'text' });
    expect(contentMatchesName('list.csv', undefined)).toBe(true);
    expect(contentMatchesName('list.csv', 'application/x-msdownload')).toBe(false);
  });

  it('refuses mismatches and unknown extensions', () => {
    expect(contentMatchesName('w9.pdf', 'application/x-msdownload')).toBe(false);
    expect(contentMatchesName('w9.pdf', undefined)).toBe(false);
    expect(contentMatchesName('photo.png', 'image/jpeg')).toBe(false);
    expect(contentMatchesName('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(contentMatchesName('run.exe', 'application/x-msdownload')).toBe(false);
    expect(contentRuleOf('noext')).toBeNull();
    expect(contentRuleOf('x.constructor')).toBeNull();
  });

  it('mimeTypeOf serves the specific type', () => {
    expect(mimeTypeOf('a.pdf')).toBe('application/pdf');
    expect(mimeTypeOf('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mimeTypeOf('a.doc')).toBe('application/msword');
    expect(mimeTypeOf('a.csv')).toBe('text/csv');
    expect(mimeTypeOf('a.exe')).toBe('application/octet-stream');
  });
});

describe('fileTypeOf', () => {
  it('derives the displayed type from the name', () => {
    expect(fileTypeOf('Certificate of Insurance.pdf')).toBe('PDF');
    expect(fileTypeOf('report.final.Docx')).toBe('DOCX');
    expect(fileTypeOf('README')).toBe('FILE');
    expect(fileTypeOf(null)).toBe('FILE');
  });
});
