#!/usr/bin/env node
/**
 * The repository stands on its own: run by `npm run lint`, this fails when a tracked file cites a
 * document that is not in the repository (the specification and architecture pages the project was
 * started from, or a section sign into them), when a link into docs/ names a missing file or heading,
 * when a file names a decision record that does not exist, or when a decision record lacks its
 * `Status:` line or its row in docs/decisions/README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = 'docs/decisions';
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|css|html|ya?ml|sql|txt)$/;
const SKIP = new Set(['package-lock.json', 'scripts/check-docs.mjs']);

/** Citations of documents that live outside the repository. */
const OUTSIDE = [
  { pattern: /\b(?:ARCHITECTURE|CONVENTIONS)\.md\b/g, what: 'a document outside the repository' },
  { pattern: /§\s*\d/g, what: 'a section of the outside specification' },
];
/** `docs/x.md#anchor` from anywhere, and relative links inside docs/. */
const DOCS_REF = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
const MD_LINK = /\]\(([^)\s]+?\.md)(#[\w-]+)?\)/g;
const DECISION_REF = /\bdecisions? (\d{3})\b/gi;

/** The anchors GitHub gives a page's headings. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

export function checkRepository(root = ROOT) {
  const problems = [];
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && TEXT_FILE.test(f) && !SKIP.has(f) && existsSync(join(root, f)));
  const anchorsOf = new Map();
  const anchors = (doc) => {
    if (!anchorsOf.has(doc)) anchorsOf.set(doc, headingAnchors(readFileSync(join(root, doc), 'utf8')));
    return anchorsOf.get(doc);
  };
  const records = readdirSync(join(root, DECISIONS)).filter((f) => /^\d{3}-.*\.md$/.test(f));
  const numbers = new Set(records.map((f) => f.slice(0, 3)));

  const checkLink = (file, lineNo, doc, anchor) => {
    if (!existsSync(join(root, doc))) problems.push(`${file}:${lineNo}: links to ${doc}, which is not in the repository`);
    else if (anchor && doc.endsWith('.md') && !anchors(doc).has(anchor.slice(1))) {
      problems.push(`${file}:${lineNo}: ${doc} has no heading for ${anchor}`);
    }
  };

  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const at = i + 1;
      for (const { pattern, what } of OUTSIDE) {
        for (const m of line.matchAll(pattern)) problems.push(`${file}:${at}: cites ${what} ('${m[0]}'); cite docs/ instead`);
      }
      for (const m of line.matchAll(DOCS_REF)) {
        const [doc, anchor] = m[0].split('#');
        checkLink(file, at, doc, anchor ? `#${anchor}` : undefined);
      }
      if (file.endsWith('.md')) {
        for (const m of line.matchAll(MD_LINK)) {
          if (/^[a-z]+:/.test(m[1])) continue;
          checkLink(file, at, normalize(relative(root, join(root, dirname(file), m[1]))), m[2]);
        }
      }
      for (const m of line.matchAll(DECISION_REF)) {
        if (!numbers.has(m[1])) problems.push(`${file}:${at}: names decision ${m[1]}, which has no record in ${DECISIONS}`);
      }
    });
  }

  const index = readFileSync(join(root, DECISIONS, 'README.md'), 'utf8');
  for (const record of records) {
    const text = readFileSync(join(root, DECISIONS, record), 'utf8');
    if (!/^Status: \S/m.test(text)) problems.push(`${DECISIONS}/${record}: no 'Status:' line`);
    if (!index.includes(`](${record})`)) problems.push(`${DECISIONS}/README.md: no row for ${record}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkRepository();
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
