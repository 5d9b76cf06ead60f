/**
 * One catalogue per language, the same keys in each (docs/architecture.md#languages, decision 179): run
 * by the web build and `npm run lint`, this fails when an English catalogue of the web app has no Hindi
 * file beside it, or when a key (a text, a list's entry) is in one language's file and not the other's.
 * Each missing key is named with its file, so a new English key is answered by adding its Hindi text to
 * the file named. Run with `node --conditions=source --import tsx scripts/check-catalogues.ts`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web/src');

type Pair = { en: string; hi: string; read: (en: Record<string, unknown>, hi: Record<string, unknown>) => [unknown, unknown] };

/**
 * The object a catalogue file exports (its texts): the one export named after the file's namespace
 * (`common` in locales/en/common.ts) when there is one, otherwise the single object it exports.
 */
const only = (module: Record<string, unknown>, namespace?: string) => {
  const named = namespace ? module[namespace] : undefined;
  if (named !== null && typeof named === 'object') return named;
  const objects = Object.values(module).filter((v) => v !== null && typeof v === 'object');
  if (objects.length !== 1) throw new Error(`a catalogue file exports one object; found ${objects.length}`);
  return objects[0];
};

function pairs(): Pair[] {
  const found: Pair[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // locales/en/<namespace>.ts beside locales/hi/<namespace>.ts
        if (entry.name === 'en' && dir.endsWith('locales')) {
          for (const file of readdirSync(path)) {
            const namespace = file.replace(/\.ts$/, '');
            found.push({ en: join(path, file), hi: join(dir, 'hi', file), read: (en, hi) => [only(en, namespace), only(hi, namespace)] });
          }
        } else walk(path);
      } else if (entry.name === 'en.ts' && (dir.endsWith('locales') || dir.endsWith('content'))) {
        found.push({ en: path, hi: join(dir, 'hi.ts'), read: (en, hi) => [only(en), only(hi)] });
      }
    }
  };
  walk(WEB);
  // The shared message catalogue (the server's and the forms' texts) has its Hindi in the web app.
  found.push({
    en: join(ROOT, 'packages/shared/src/messages.ts'),
    hi: join(WEB, 'locales/hi/messages.ts'),
    read: (en, hi) => [en.MESSAGES, hi.messages],
  });
  // Peer review's and the projects' answers (decision 197) have theirs in the same file.
  found.push({
    en: join(ROOT, 'packages/shared/src/review-messages.ts'),
    hi: join(WEB, 'locales/hi/messages.ts'),
    read: (en, hi) => [en.REVIEW_MESSAGES, hi.reviewMessages],
  });
  found.push({
    en: join(ROOT, 'packages/shared/src/projects.ts'),
    hi: join(WEB, 'locales/hi/messages.ts'),
    read: (en, hi) => [en.PROJECT_MESSAGES, hi.projectMessages],
  });
  found.push({
    en: join(ROOT, 'packages/shared/src/rounds.ts'),
    hi: join(WEB, 'locales/hi/messages.ts'),
    read: (en, hi) => [en.ROUND_MESSAGES, hi.roundMessages],
  });
  found.push({
    en: join(ROOT, 'packages/shared/src/alerts.ts'),
    hi: join(WEB, 'locales/hi/messages.ts'),
    read: (en, hi) => [en.ALERT_MESSAGES, hi.alertMessages],
  });
  // The application's money as people read it, for the server's receipts and the pages alike.
  found.push({
    en: join(ROOT, 'packages/shared/src/money-labels.ts'),
    hi: join(ROOT, 'packages/shared/src/money-labels-hi.ts'),
    read: (en, hi) => [en.MONEY_LABELS, hi.MONEY_LABELS_HI],
  });
  // The words of a round's minutes, which the server writes in English and in Hindi (decision 284).
  found.push({
    en: join(ROOT, 'packages/shared/src/minutes-words.ts'),
    hi: join(ROOT, 'packages/shared/src/minutes-words-hi.ts'),
    read: (en, hi) => [en.MINUTES_WORDS, hi.MINUTES_WORDS_HI],
  });
  // The shared tables' labels (statuses, kinds, criteria …) have theirs in packages/shared, for the
  // Hindi pages and the server's Hindi mails alike (decisions 182, 197).
  found.push({
    en: join(WEB, 'lib/shared-labels.ts'),
    hi: join(ROOT, 'packages/shared/src/labels-hi.ts'),
    read: (en, hi) => [(en.sharedLabelTexts as () => Record<string, string>)(), hi.SHARED_LABELS_HI],
  });
  return found;
}

/** The keys of a catalogue, as dotted paths ('nav.home', 'helpText.2'). */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const problems: string[] = [];
for (const pair of pairs()) {
  const rel = (p: string) => relative(ROOT, p);
  if (!existsSync(pair.hi)) {
    problems.push(`${rel(pair.hi)}: missing; ${rel(pair.en)} has no Hindi catalogue beside it`);
    continue;
  }
  const [en, hi] = pair.read(await import(pathToFileURL(pair.en).href), await import(pathToFileURL(pair.hi).href));
  const enKeys = new Set(keys(en));
  const hiKeys = new Set(keys(hi));
  for (const key of enKeys) if (!hiKeys.has(key)) problems.push(`${rel(pair.hi)}: missing key "${key}" (in ${rel(pair.en)})`);
  for (const key of hiKeys) if (!enKeys.has(key)) problems.push(`${rel(pair.en)}: missing key "${key}" (in ${rel(pair.hi)})`);
}

if (problems.length) {
  console.error(`Catalogues differ between languages:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('catalogues: every key in English and Hindi');
