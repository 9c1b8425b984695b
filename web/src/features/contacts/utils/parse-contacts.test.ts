import { anyUsableEmail, isCsvFile, parseContactLines, parseContactsFile } from './parse-contacts';

describe('typed lines', () => {
  it('reads email, first name, last name and phone, with quoted commas and spaces after commas', () => {
    const lines =
      'robin@example.com, Robin, Lee, 555-0100\n\n"dana@example.com", "Park, Jr.", Dana ,\nno-at-sign';
    expect(parseContactLines(lines)).toEqual([
      { email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee', phone: '555-0100', row: 1 },
      { email: 'dana@example.com', firstName: 'Park, Jr.', lastName: 'Dana', phone: '', row: 3 },
      { email: 'no-at-sign', firstName: '', lastName: '', phone: '', row: 4 },
    ]);
  });

  it('finds nothing in blank lines', () => {
    expect(parseContactLines('\n  \n')).toEqual([]);
  });
});

describe('a CSV file', () => {
  it('skips the header, maps its common names and numbers rows as the file does', () => {
    const file =
      '\uFEFFE-mail,first_name,Surname,Phone Number\r\nrobin@example.com,Robin,"Lee, Jr.",555\r\n,,,\r\nbad,Jo,,\r\n';
    expect(parseContactsFile(file)).toEqual({
      byHeader: true,
      columnsRead: ['E-mail', 'first_name', 'Surname', 'Phone Number'],
      contacts: [
        { email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee, Jr.', phone: '555', row: 2 },
        { email: 'bad', firstName: 'Jo', lastName: '', phone: '', row: 4 },
      ],
    });
  });

  it('splits a single name column and reads semicolon-separated files', () => {
    const { contacts } = parseContactsFile('Name;Email\nRobin van Lee;robin@example.com\n');
    expect(contacts).toEqual([
      { email: 'robin@example.com', firstName: 'Robin', lastName: 'van Lee', phone: '', row: 2 },
    ]);
  });

  it('reads the columns in the typed order when the header names no email column', () => {
    const parsed = parseContactsFile('Address,Given,Family\nrobin@example.com,Robin,Lee\n');
    expect(parsed.byHeader).toBe(false);
    expect(parsed.contacts[0]).toEqual({
      email: 'robin@example.com',
      firstName: 'Robin',
      lastName: 'Lee',
      phone: '',
      row: 2,
    });
  });
});

it('asks of a contact an email with @, and of a file a CSV name or type', () => {
  expect(anyUsableEmail(parseContactLines('nobody\nstill nobody'))).toBe(false);
  expect(anyUsableEmail(parseContactLines('nobody\nrobin@example.com'))).toBe(true);
  expect(isCsvFile(new File([''], 'Contacts.CSV'))).toBe(true);
  expect(isCsvFile(new File([''], 'export', { type: 'text/csv' }))).toBe(true);
  expect(isCsvFile(new File([''], 'contacts.xlsx'))).toBe(false);
});
