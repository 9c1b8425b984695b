import { splitFullName } from './full-name';

describe('a full name', () => {
  it('splits on the first space: the first word, then the rest', () => {
    expect(splitFullName('  Mary Ann van der Berg ')).toEqual({
      firstName: 'Mary',
      lastName: 'Ann van der Berg',
    });
  });

  it('keeps a one-word name as the first name', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
