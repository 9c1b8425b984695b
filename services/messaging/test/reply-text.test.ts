import { replyTextOf } from '../src/domain/reply-text';

describe('the words of an e-mail reply', () => {
  it('cuts the quote from its "On … wrote:" line, wrapped or not, and lines quoted with ">"', () => {
    expect(
      replyTextOf(
        'Friday works.\r\nThank you!\r\n\r\nOn Mon, Nov 23, 2026 at 5:00 PM Green Loop <reply+abc@reply.example> wrote:\r\n> Hello Ada,\r\n> We can come Friday.',
      ),
    ).toBe('Friday works.\nThank you!');
    expect(
      replyTextOf(
        'Yes please.\n\nOn Mon, Nov 23, 2026 at 5:00 PM Green Loop Compost <\nreply+abc@reply.example> wrote:\n\nHello',
      ),
    ).toBe('Yes please.');
    expect(replyTextOf('> quoted first\nMy answer\n> quoted again')).toBe('My answer');
  });

  it('cuts an Outlook header block, an "Original Message" line and a signature', () => {
    expect(
      replyTextOf(
        'See you then.\n\n________________________________\nFrom: Green Loop Compost <hello@greenloop.example>\nSent: Monday, November 23, 2026 5:00 PM\nSubject: Re: Bucket',
      ),
    ).toBe('See you then.');
    expect(replyTextOf('Thanks\n-----Original Message-----\nFrom: x')).toBe('Thanks');
    expect(replyTextOf('Thanks\n-- \nAda Birch\n207-555-0100')).toBe('Thanks');
  });

  it('keeps a line that merely starts with "On", and answers nothing for a quote alone', () => {
    expect(replyTextOf('On Friday the bucket was full.\nPlease check.')).toBe(
      'On Friday the bucket was full.\nPlease check.',
    );
    expect(replyTextOf('\n> only the quote\n')).toBe('');
  });
});
