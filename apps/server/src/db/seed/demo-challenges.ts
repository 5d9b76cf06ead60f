import { FUNDING_SHARE_PERCENT, indiaDate, type ChallengeStatus, type FocusArea } from '@portal/shared';
import { arrayContains } from 'drizzle-orm';
import { insertChallenge } from '../../modules/challenges/challenges.repo.js';
import type { Storage } from '../../plugins/storage.js';
import type { Db } from '../client.js';
import { seedMarkers, users } from '../schema/index.js';
import { textPdf, type TextBlock } from './text-pdf.js';

const DAY_MS = 86_400_000;
export const DEMO_CHALLENGES_MARKER = 'demo-challenges';

type DemoChallenge = {
  title: string;
  focusArea: FocusArea[];
  status: ChallengeStatus;
  /** Days from the seed's day: published in the past, deadline ahead (or behind, for the closed one). */
  publishedDaysAgo: number;
  deadlineInDays: number;
  fileName: string;
  brief: TextBlock[];
};

/** Three challenges as the committee might publish them: two open, one closed. Oldest first. */
const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    title: 'Digital twin for predicting hot-metal silicon in blast furnaces',
    focusArea: ['Digital and Industry 4.0', 'Operational Excellence'],
    status: 'CLOSE',
    publishedDaysAgo: 70,
    deadlineInDays: -21,
    fileName: 'challenge-blast-furnace-digital-twin.pdf',
    brief: [
      {
        heading: 'Background',
        text: 'Hot-metal silicon swings of 0.1 to 0.2 per cent cost Indian integrated plants coke, flux and converter time. Operators still rely on experience and lagging laboratory results to adjust the burden and blast parameters.',
      },
      {
        heading: 'The challenge',
        text: 'Build a data-driven and physics-informed model that predicts hot-metal silicon two casts ahead from plant historian data (burden, blast, top gas, thermal loads), with an explanation an operator can act on.',
      },
      {
        heading: 'Expected outcomes',
        text: 'A model validated on at least six months of data from one furnace, a prediction error under 0.05 per cent silicon, and an operator screen tried in a shift for one month.',
      },
    ],
  },
  {
    title: 'Valorisation of steel-making slag into construction-grade aggregates and binders',
    focusArea: ['Circular Economy and Resource Efficiency', 'Operational Excellence'],
    status: 'OPEN',
    publishedDaysAgo: 21,
    deadlineInDays: 70,
    fileName: 'challenge-slag-valorisation.pdf',
    brief: [
      {
        heading: 'Background',
        text: 'Indian steel plants generate about 20 million tonnes of BOF and EAF slag a year. Free lime and volume instability keep much of it out of roads and concrete, and it accumulates in dumps.',
      },
      {
        heading: 'The challenge',
        text: 'Develop a treatment route (weathering, carbonation, hot-stage modification or another) that makes steel slag meet the volume-stability requirements for aggregates and supplementary cementitious materials, at a cost below natural aggregate.',
      },
      {
        heading: 'Expected outcomes',
        text: 'A process demonstrated at pilot scale of at least 100 tonnes, test results against the relevant Bureau of Indian Standards specifications, and a costed plan for a plant-scale unit.',
      },
    ],
  },
  {
    title: 'Hydrogen-based direct reduction of Indian high-alumina iron ore fines',
    focusArea: ['Decarbonization and Green Steel Innovation', 'Advanced and High-Performance Steel Development'],
    status: 'OPEN',
    publishedDaysAgo: 5,
    deadlineInDays: 42,
    fileName: 'challenge-hydrogen-dri.pdf',
    brief: [
      {
        heading: 'Background',
        text: 'Hydrogen direct reduction can cut the carbon intensity of Indian steel sharply, but most Indian ores are fine and high in alumina and silica, which the established shaft processes were not designed for.',
      },
      {
        heading: 'The challenge',
        text: 'Show a reduction route (fluidised bed, shaft with agglomerated feed, or another) that reaches a metallisation above 92 per cent with hydrogen-rich gas on Indian high-alumina fines, and a melting route for the resulting DRI.',
      },
      {
        heading: 'Expected outcomes',
        text: 'Laboratory and bench-scale results on at least two Indian ores, a mass and energy balance for a 0.5 Mtpa module, and a plan for a pilot with an industry partner.',
      },
    ],
  },
];

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function documentFor(demo: DemoChallenge, deadline: string): Promise<Buffer> {
  return textPdf(demo.title, [
    { text: `Published by the Challenge Identification Committee. Last date for applications: ${longDate.format(Date.parse(deadline))}.` },
    ...demo.brief,
    { heading: 'Focus areas', text: demo.focusArea.join('; ') },
    {
      heading: 'Funding and how to apply',
      text: `Proposals under the Challenge Method are funded up to ${FUNDING_SHARE_PERCENT.challengeMethod} per cent. Apply on the portal from this challenge's page with a complete profile; proposals are evaluated quarterly.`,
    },
  ]);
}

/**
 * Creates the demo challenges with their documents, once. The marker row is inserted in the same
 * transaction, so a second start (or a second instance) finds it and does nothing, even after the
 * demo challenges were edited or deleted. Returns whether it created them.
 */
export async function seedDemoChallenges(db: Db, storage: Storage, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.insert(seedMarkers).values({ name: DEMO_CHALLENGES_MARKER }).onConflictDoNothing().returning();
    if (!marker) return false;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.roles, ['ADMIN']))
      .limit(1);
    for (const demo of DEMO_CHALLENGES) {
      const publishedAt = new Date(now.getTime() - demo.publishedDaysAgo * DAY_MS);
      const deadline = indiaDate(new Date(now.getTime() + demo.deadlineInDays * DAY_MS));
      const docFileId = await storage.put(tx, {
        ownerId: admin?.id ?? null,
        purpose: 'challengeDoc',
        originalName: demo.fileName,
        contentType: 'application/pdf',
        data: await documentFor(demo, deadline),
      });
      await insertChallenge(tx, {
        title: demo.title,
        focusArea: demo.focusArea,
        applicationDeadline: deadline,
        status: demo.status,
        docFileId,
        createdBy: admin?.id ?? null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    return true;
  });
}
