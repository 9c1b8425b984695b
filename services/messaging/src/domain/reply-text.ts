/**
 * What a person wrote in an e-mail reply, without what their mail program quoted under it. No
 * maintained library for this is among the project's dependencies, so the standard cuts are made
 * here: everything from the first attribution line of the quote ("On … wrote:", which mail programs
 * may wrap onto a second line), an "-----Original Message-----" line, Outlook's "From: … / Sent: …"
 * header block (and the rule of underscores above it), or the signature delimiter "-- "; and any line
 * quoted with ">".
 */

const lineBreaks = /\r\n?/g;
const attributionStart = /^On\s.+/;
const attributionEnd = /\bwrote:\s*$/;
const originalMessage = /^-{2,}\s*Original Message\s*-{2,}$/i;
const outlookFrom = /^From:\s/;
const outlookSentOrDate = /^(Sent|Date):\s/;
const outlookRule = /^_{10,}$/;
const signatureDelimiter = /^-- ?$/;

/** Where the quoted part starts: its first line's index, or the text's length. */
function quoteStart(lines: readonly string[]): number {
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]?.trim() ?? '';
    const next = lines[at + 1]?.trim() ?? '';
    if (attributionStart.test(line) && (attributionEnd.test(line) || attributionEnd.test(next))) return at;
    if (originalMessage.test(line) || signatureDelimiter.test(lines[at] ?? '')) return at;
    if (outlookFrom.test(line) && outlookSentOrDate.test(next)) return at;
    if (outlookRule.test(line) && outlookFrom.test(next)) return at;
  }
  return lines.length;
}

/** The reply's own words, trimmed; empty when it holds nothing but the quote. */
export function replyTextOf(text: string): string {
  const lines = text.replace(lineBreaks, '\n').split('\n');
  return lines
    .slice(0, quoteStart(lines))
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
