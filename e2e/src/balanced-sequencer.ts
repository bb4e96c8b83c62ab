import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec took on a fresh clone (npm test, 2 cores, November 2026). Only the shards' balance depends on
 * them: a spec not listed, or one that grew, still runs, in the shard with less to do.
 */
const SPEC_SECONDS: Record<string, number> = {
  'axe-every-route.e2e.ts': 330,
  'axe-dialogs.e2e.ts': 90,
  'review-pipeline.e2e.ts': 76,
  'sso-mfa.e2e.ts': 73,
  'company-workflow.e2e.ts': 68,
  'sign-in.e2e.ts': 61,
  'onboarding.e2e.ts': 54,
  'responsive.e2e.ts': 53,
  'prequal-forms.e2e.ts': 50,
  'insurance.e2e.ts': 49,
  'sign-in-first-paint.e2e.ts': 49,
  'users.e2e.ts': 47,
  'prequal-score.e2e.ts': 45,
  'onboarding-dead-ends.e2e.ts': 44,
  'return-notice.e2e.ts': 34,
  'axe-at-rest.e2e.ts': 30,
};
const UNLISTED_SECONDS = 15;

/**
 * `vitest run --shard=i/n` with shards of about equal time instead of equal file counts (vitest's own split put the
 * 5-minute axe-every-route beside half the other specs). Each shard is its own vitest process with its own portal
 * and database (global-setup.ts), so npm test runs two side by side: the specs mostly wait on the browser.
 */
export class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as TestSpecification[] }));
    const weighed = files
      .map((file) => ({ file, seconds: SPEC_SECONDS[path.basename(file.moduleId)] ?? UNLISTED_SECONDS }))
      .sort((a, b) => b.seconds - a.seconds || a.file.moduleId.localeCompare(b.file.moduleId));
    for (const { file, seconds } of weighed) {
      const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
      lightest.files.push(file);
      lightest.seconds += seconds;
    }
    return shards[index - 1]!.files;
  }
}
