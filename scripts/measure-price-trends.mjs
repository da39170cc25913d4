#!/usr/bin/env node
/**
 * Measures how GPU prices moved in the SkyPilot catalog (github.com/skypilot-org/skypilot-catalog),
 * the source of shared/catalog/measured-price-trends.json.
 *
 *   node scripts/measure-price-trends.mjs --mirror <path to the catalog's git directory>
 *   node scripts/measure-price-trends.mjs --snapshot 2022-10-20=aws-v3.csv --snapshot 2025-03-01=aws-v7.csv
 *
 * With --mirror it reads every AWS price list in the catalog's history (catalogs/v3/aws.csv,
 * catalogs/v*\/aws/vms.csv) with `git log` and `git show`, one version a month; with --snapshot it
 * reads dated copies of those files. For each GPU instance type in one region (--region, default
 * us-east-1) it prints the on-demand price and the zones' median spot price of the first and
 * last version, and the change in per cent a year. Prints JSON; reads nothing else, writes nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const TYPES = ['p3.2xlarge', 'p3.8xlarge', 'p3.16xlarge', 'p4d.24xlarge', 'p4de.24xlarge', 'p5.48xlarge', 'g5.xlarge', 'g5.12xlarge', 'g5.48xlarge'];
const AWS_FILE = /^catalogs\/(v3\/aws\.csv|v\d+\/aws\/vms\.csv)$/;
const DAY_MS = 86_400_000;

/** CSV rows as records; quoted fields (the GpuInfo column holds commas) kept whole. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [head, ...body] = rows;
  return body.filter((r) => r.length === head.length).map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

function median(values) {
  const v = values.filter((x) => Number.isFinite(x) && x > 0).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/** On-demand price (the same in every zone) and median spot price per instance type in the region. */
function pricesOf(text, region) {
  const out = {};
  for (const type of TYPES) {
    const rows = parseCsv(text).filter((r) => r.InstanceType === type && r.Region === region);
    if (rows.length === 0) continue;
    out[type] = { onDemand: Number(rows[0].Price) || null, spotMedian: median(rows.map((r) => Number(r.SpotPrice))) };
  }
  return out;
}

function git(dir, ...args) {
  return execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
}

/** One version a month of every AWS price file in the mirror's history, oldest first. */
function mirrorVersions(dir) {
  const files = git(dir, 'log', '--all', '--name-only', '--format=').split('\n').filter((f) => AWS_FILE.test(f));
  const seen = new Set();
  const versions = [];
  for (const file of [...new Set(files)]) {
    for (const line of git(dir, 'log', '--all', '--format=%H %cI', '--', file).trim().split('\n').reverse()) {
      const [commit, date] = line.split(' ');
      const month = `${file} ${date.slice(0, 7)}`;
      if (seen.has(month)) continue;
      seen.add(month);
      versions.push({ date: date.slice(0, 10), label: `${file}@${commit.slice(0, 8)}`, read: () => git(dir, 'show', `${commit}:${file}`) });
    }
  }
  return versions.sort((a, b) => a.date.localeCompare(b.date));
}

const { values } = parseArgs({ options: { mirror: { type: 'string' }, snapshot: { type: 'string', multiple: true }, region: { type: 'string', default: 'us-east-1' } } });
const versions = values.mirror
  ? mirrorVersions(values.mirror)
  : (values.snapshot ?? []).map((s) => {
      const [date, file] = s.split('=');
      return { date, label: file, read: () => readFileSync(file, 'utf8') };
    });
if (versions.length < 2) {
  console.error('needs --mirror <git dir> or at least two --snapshot DATE=FILE');
  process.exit(2);
}
const series = versions.map((v) => ({ date: v.date, version: v.label, prices: pricesOf(v.read(), values.region) }));
const perYear = (a, b, years) => (a && b && years > 0 ? (Math.pow(b / a, 1 / years) - 1) * 100 : null);
const types = TYPES.map((type) => {
  const seen = series.filter((s) => s.prices[type]);
  if (seen.length < 2) return { type, versions: seen.length };
  const first = seen[0];
  const last = seen[seen.length - 1];
  const years = (Date.parse(last.date) - Date.parse(first.date)) / DAY_MS / 365.25;
  return {
    type,
    from: { date: first.date, ...first.prices[type] },
    to: { date: last.date, ...last.prices[type] },
    onDemandPercentPerYear: perYear(first.prices[type].onDemand, last.prices[type].onDemand, years),
    spotPercentPerYear: perYear(first.prices[type].spotMedian, last.prices[type].spotMedian, years),
    onDemandChanges: seen.filter((s, i) => i > 0 && s.prices[type].onDemand !== seen[i - 1].prices[type].onDemand).map((s) => ({ date: s.date, onDemand: s.prices[type].onDemand })),
  };
});
console.log(JSON.stringify({ region: values.region, versions: series.map((s) => ({ date: s.date, version: s.version })), types }, null, 2));
