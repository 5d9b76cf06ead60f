import { DISBURSEMENT_PERCENT, FOCUS_AREAS, FUNDING_SHARE_PERCENT, PATHS } from '@portal/shared';
import howItWorks from './how-it-works.json';

export const NEXT_MEETING_NOTICE = 'The date of the next project evaluation committee meeting is to be decided at the upcoming Governing Board meeting.';

export const PROGRAMS_PAGE = {
  title: 'Schemes',
  intro: 'Three ways to obtain funding for steel research, and one space to find partners. Read the guidelines before you apply.',
};

export const CHALLENGE_METHOD = {
  title: 'Challenge Method',
  intro: [
    `The Challenge Identification Committee consults steel producers and publishes challenges of common interest: problems that no single company can solve alone and whose solution benefits the whole sector. Responses are funded up to ${FUNDING_SHARE_PERCENT.challengeMethod}% of the approved project cost.`,
    'Browse the current challenges, read the scheme guidelines and respond with a concept; selected concepts are developed into full proposals with industry partners.',
  ],
  steps: [
    { title: 'Research concept invitation', body: 'Challenges are published on the portal; applicants submit a short research concept.' },
    { title: 'Peer review', body: 'Experts from industry and academia review the concepts and shortlist the strongest.' },
    { title: 'Proposal development', body: 'Shortlisted teams develop full proposals with industry partners and a deployment plan.' },
    { title: 'Project review', body: 'The Project Evaluation Committee reviews the proposals in its quarterly meeting.' },
    { title: 'Funding agreement', body: 'Approved projects sign the agreements; the first release of funds follows.' },
  ],
  focusImage: '/generated/art/focus-areas.svg',
  processImage: '/generated/art/process-challenge.svg',
};

export const OPEN_INNOVATION = {
  title: 'Open Innovation Method',
  intro: [
    `Have an idea that could change how steel is made in India? Propose it. The Open Innovation Method funds projects in any of the six focus areas, up to ${FUNDING_SHARE_PERCENT.openInnovation}% of the approved cost.`,
    // The wizard refuses an Open Innovation proposal without a collaborator (the kinds table: partners always).
    'Every proposal needs at least one partner, and each partner must be registered on this portal before you apply: ask yours to sign up first, then choose them on the Collaborators step.',
    'Projects with an industry partner ready to trial the results are preferred.',
  ],
  howImage: '/generated/art/how-it-works.svg',
};

export const STEEL_STARTUP = {
  title: 'Steel Startup Accelerator',
  intro: [
    `For startups with a product, process or digital tool for the steel sector: funding up to ${FUNDING_SHARE_PERCENT.startupAccelerator}% of the approved cost, mentoring by industry experts, and trials in member plants.`,
    'Incubators may apply on behalf of their startups.',
  ],
  howImage: '/generated/art/how-it-works.svg',
};

/** The words the generated diagrams carry (scripts/content/build-images.mjs), given again as their alt text. */
export const HOW_IT_WORKS_STEPS = howItWorks.map((s) => s.replace(/\{(\w+)\}/g, (_, k: keyof typeof DISBURSEMENT_PERCENT) => String(DISBURSEMENT_PERCENT[k])));
export const FOCUS_AREAS_ALT = `Key focus areas: ${FOCUS_AREAS.join('; ')}`;
export const HOW_IT_WORKS_ALT = `How it works: ${HOW_IT_WORKS_STEPS.join(', ')}`;

export const DISBURSEMENT_TEXT = `Funds are released ${DISBURSEMENT_PERCENT.atApprovalAndAgreements}% at approval and signing of agreements, ${DISBURSEMENT_PERCENT.atValidatedMilestones}% at validated milestones and ${DISBURSEMENT_PERCENT.atCompletion}% at completion.`;

export const STEELCOLLAB_HUB = {
  title: 'Steelcollab',
  intro:
    'A matchmaking space, not a funding route: industry posts problems, researchers post ideas, startups post innovations, and everyone can find a partner.',
  cards: [
    {
      id: 'industry',
      title: 'Industry',
      body: 'Industry and MSME members post the problems their plants face.',
      post: { label: 'Post a problem', href: PATHS.postProblem },
      explore: { label: 'Explore problems', href: PATHS.exploreProblems },
    },
    {
      id: 'academia',
      title: 'Academia and Researchers',
      body: 'Research institutes and academia share research ideas ready for industry partnership.',
      post: { label: 'Post a research idea', href: PATHS.postResearch },
      explore: { label: 'Explore research', href: PATHS.exploreResearch },
    },
    {
      id: 'startup',
      title: 'Startup',
      body: 'Startups and incubators present innovative solutions for steel.',
      post: { label: 'Post a solution', href: PATHS.postSolution },
      explore: { label: 'Innovator showcase', href: PATHS.innovatorShowcase },
    },
  ],
};
