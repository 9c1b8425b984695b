/**
 * Path patterns of the routing table: literal segments, `{name}` for exactly one segment, and a
 * final `**` for whatever follows (nothing included), e.g. `/api/tenants/{id}/setup-stripe`,
 * `/api/customers/**`.
 */
type Segment = { kind: 'literal'; value: string } | { kind: 'param' } | { kind: 'rest' };

export interface PathPattern {
  source: string;
  segments: readonly Segment[];
}

export function compilePattern(source: string): PathPattern {
  if (!source.startsWith('/')) throw new Error(`Path pattern "${source}" must start with /`);
  const parts = source.slice(1).split('/');
  const segments = parts.map((part, index): Segment => {
    if (part === '**') {
      if (index !== parts.length - 1) throw new Error(`Path pattern "${source}": ** must come last`);
      return { kind: 'rest' };
    }
    if (/^\{\w+\}$/.test(part)) return { kind: 'param' };
    if (!/^[\w.-]+$/.test(part)) throw new Error(`Path pattern "${source}": bad segment "${part}"`);
    return { kind: 'literal', value: part };
  });
  return { source, segments };
}

/**
 * The segments of a request path, or null for a path no service should see: empty or dot
 * segments could make a service read it differently from the gateway.
 */
export function pathSegments(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const parts = path.slice(1).split('/');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const suspicious = parts.some((part, index) => {
    if (part === '' && !(index === 0 && parts.length === 1)) return true;
    const decoded = safeDecode(part);
    return decoded === null || decoded === '.' || decoded === '..' || decoded.includes('/');
  });
  return suspicious ? null : parts;
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export function matchesPattern(pattern: PathPattern, segments: readonly string[]): boolean {
  const { segments: expected } = pattern;
  for (let i = 0; i < expected.length; i += 1) {
    const segment = expected[i] as Segment;
    if (segment.kind === 'rest') return true;
    const actual = segments[i];
    if (actual === undefined) return false;
    if (segment.kind === 'literal' && segment.value !== actual) return false;
  }
  return segments.length === expected.length;
}

const rank = { literal: 0, param: 1, rest: 2 } as const;

/**
 * Orders two patterns that may match the same path: compared segment by segment, a literal is
 * more specific than a parameter, which is more specific than `**`; where one pattern ends and
 * the other continues with `**`, the one that ends is the more specific. Negative: `a` first.
 */
export function bySpecificity(a: PathPattern, b: PathPattern): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const left = a.segments[i];
    const right = b.segments[i];
    const difference = (left ? rank[left.kind] : -1) - (right ? rank[right.kind] : -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
