import { fileNameOf } from './save-file';

describe('the file name of a download', () => {
  it('reads the quoted, the bare and the encoded forms of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="diversion-2026-11.csv"')).toBe('diversion-2026-11.csv');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf('attachment; filename="plain.csv"; filename*=UTF-8\'\'Caf%C3%A9%20report.csv')).toBe(
      'Café report.csv',
    );
  });

  it('gives nothing when the answer names no file', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
