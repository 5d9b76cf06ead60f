import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The module rules of `npm run lint` (.dependency-cruiser.cjs, decision 222) bite: a copy of the modules
 * with a violation planted is cruised with the project's own configuration, which must report it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const copies: string[] = [];

/** Cruises a copy of apps/server/src/modules with `planted` files (path under modules/ → text) added. */
async function violationsWith(planted: Record<string, string>) {
  const base = mkdtempSync(join(tmpdir(), 'module-rules-'));
  copies.push(base);
  cpSync(join(root, 'apps/server/src/modules'), join(base, 'apps/server/src/modules'), { recursive: true });
  for (const [path, text] of Object.entries(planted)) {
    const file = join(base, 'apps/server/src/modules', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const { output } = await cruise(['apps/server/src'], { ...config.options, baseDir: base, validate: true, ruleSet: { forbidden: config.forbidden } });
  return (output as ICruiseResult).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

afterAll(() => {
  for (const base of copies) rmSync(base, { recursive: true, force: true });
});

describe('module boundaries', () => {
  it('the modules as they are break no rule', async () => {
    expect(await violationsWith({})).toEqual([]);
  });

  it('a file in reviews/operations/ that imports the proposals repo breaks the face rule', async () => {
    const violations = await violationsWith({
      'reviews/operations/planted.ts': "import { lockProposal } from '../../proposals/proposals.repo.js';\nexport const planted = lockProposal;\n",
    });
    expect(violations).toEqual([
      { rule: 'module-face', from: 'apps/server/src/modules/reviews/operations/planted.ts', to: 'apps/server/src/modules/proposals/proposals.repo.ts' },
    ]);
  });

  it('a file nested deeper that imports another module through its face passes', async () => {
    const violations = await violationsWith({
      'reviews/operations/deep/planted.ts': "import { countProposals } from '../../../proposals/index.js';\nexport const planted = countProposals;\n",
    });
    expect(violations).toEqual([]);
  });

  it('a face import that closes a cycle between modules is reported', async () => {
    // proposals imports the users face; users importing the proposals face closes users → proposals → users.
    const violations = await violationsWith({
      'users/planted.ts': "import { countProposals } from '../proposals/index.js';\nexport const planted = countProposals;\n",
    });
    expect(violations.filter((v) => v.rule === 'no-module-cycle').map((v) => [v.from, v.to])).toEqual(
      expect.arrayContaining([
        ['apps/server/src/modules/users', 'apps/server/src/modules/proposals'],
        ['apps/server/src/modules/proposals', 'apps/server/src/modules/users'],
      ]),
    );
    expect(violations.every((v) => v.rule === 'no-module-cycle')).toBe(true);
  });
});

describe("another module's table (eslint.config.js, decision 283)", () => {
  /** The messages of the project's ESLint configuration for `text` as if it were the file at `path`. */
  async function lint(path: string, text: string) {
    const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath: join(root, path) });
    return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
  }

  it('a file in reviews/operations/ importing the proposals table fails lint; its own table and a row type pass', async () => {
    const planted = await lint(
      'apps/server/src/modules/reviews/operations/planted.ts',
      "import { proposals } from '../../../db/schema/index.js';\nexport const planted = proposals;\n",
    );
    expect(planted).toEqual([{ rule: 'no-restricted-imports', message: expect.stringContaining("Another module's table") }]);
    const own = await lint(
      'apps/server/src/modules/reviews/operations/planted.ts',
      "import { type ProposalRecord, reviewAssignments } from '../../../db/schema/index.js';\nexport const planted: [typeof reviewAssignments, ProposalRecord | null] = [reviewAssignments, null];\n",
    );
    expect(own).toEqual([]);
  });
});
