// Reads `npm audit --json` and the allow-list; prints every high or critical advisory of the
// production dependencies and exits 1 when one is not explained in the allow-list, 2 when the
// registry gave no advisories at all (nothing was checked), 0 otherwise.
import { readFileSync } from 'node:fs';

const [reportFile, allowListFile] = process.argv.slice(2);
const severe = new Set(['high', 'critical']);

/** { "GHSA-…": "why it cannot be fixed by a bump, and why it does not reach us" } */
const allowList = JSON.parse(readFileSync(allowListFile, 'utf8'));
let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  report = {};
}

if (!report.vulnerabilities) {
  const why = report.message ?? report.error?.summary ?? 'no answer';
  console.log(`audit: the registry gave no advisories (${why}): nothing was checked.`);
  process.exit(2);
}

/** An advisory's id: its GitHub advisory id when npm names one, else npm's own number. */
const idOf = (advisory) => advisory.url?.match(/GHSA-[\w-]+$/)?.[0] ?? `npm-${advisory.source}`;

const found = new Map();
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const advisory of vulnerability.via) {
    // A string names another package whose own advisories are listed under it.
    if (typeof advisory === 'string' || !severe.has(advisory.severity)) continue;
    found.set(idOf(advisory), {
      name,
      severity: advisory.severity,
      title: advisory.title,
      range: advisory.range,
    });
  }
}

let unexplained = 0;
for (const [id, { name, severity, title, range }] of found) {
  const reason = allowList[id];
  if (!reason) unexplained += 1;
  console.log(
    `${reason ? 'explained  ' : 'UNEXPLAINED'} ${severity.padEnd(8)} ${id} ${name} ${range}: ${title}`,
  );
  if (reason) console.log(`            ${reason}`);
}
for (const id of Object.keys(allowList)) {
  if (!found.has(id)) console.log(`audit: ${id} is no longer reported: remove it from ${allowListFile}.`);
}
const { metadata } = report;
const counts = metadata?.vulnerabilities ?? {};
console.log(
  `audit: ${metadata?.dependencies?.prod ?? '?'} production dependencies; advisories critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}; ${unexplained} high or critical unexplained.`,
);
process.exit(unexplained === 0 ? 0 : 1);
