import { DISBURSEMENT_PERCENT, FUNDING_SHARE_PERCENT } from '@portal/shared';

export type FaqCategory = { id: string; title: string; items: { q: string; a: string }[] };

export const FAQ: FaqCategory[] = [
  {
    id: 'general',
    title: 'General Questions',
    items: [
      {
        q: 'What is the Steel Research & Technology Mission of India?',
        a: 'A society set up by the Ministry of Steel with the major steel producers to fund and coordinate research and development for the Indian iron and steel sector.',
      },
      {
        q: 'Which areas does the mission fund?',
        a: 'Decarbonisation and green steel, circular economy and resource efficiency, advanced and high-performance steels, operational excellence, digital and Industry 4.0, and indigenisation of capital goods.',
      },
      { q: 'How often are proposals evaluated?', a: 'Evaluation is quarterly, by the Project Evaluation Committee.' },
      {
        q: 'How are funds released?',
        a: `${DISBURSEMENT_PERCENT.atApprovalAndAgreements}% at approval and signing of agreements, ${DISBURSEMENT_PERCENT.atValidatedMilestones}% at validated milestones and ${DISBURSEMENT_PERCENT.atCompletion}% at completion.`,
      },
    ],
  },
  {
    id: 'access',
    title: 'User Access',
    items: [
      {
        q: 'How do I register?',
        a: 'Choose Sign in, then Create an account. Enter your name, e-mail, mobile number and a password, and verify your e-mail with the 6-digit code we send.',
      },
      {
        q: 'Why must I complete my profile?',
        a: 'Posting in Steelcollab and applying for funding need your organisation, designation, organisation category, a government-issued ID and an organisation document (or your CV if you are independent), each a PDF of at most 2 MB.',
      },
      {
        q: 'Who approves my account?',
        a: 'The mission’s administrators review each profile. They may ask for a clarification, which you will see under See Clarification on your profile and receive by e-mail.',
      },
      { q: 'I forgot my password.', a: 'Use Forgot Password? on the sign-in page; we will mail you a code to set a new one.' },
    ],
  },
  {
    id: 'challenge',
    title: 'Challenge Method',
    items: [
      {
        q: 'What is a challenge?',
        a: 'A problem of common interest to steel producers, published by the Challenge Identification Committee after consulting the industry.',
      },
      { q: 'How much funding is available?', a: `Up to ${FUNDING_SHARE_PERCENT.challengeMethod}% of the approved project cost.` },
      { q: 'Can I apply after the deadline?', a: 'No. The Apply button closes when a challenge’s application deadline passes or the challenge is closed.' },
    ],
  },
  {
    id: 'open-innovation',
    title: 'Open Innovation Method',
    items: [
      { q: 'What can I propose?', a: 'Any research project in the six focus areas, alone or with partners.' },
      {
        q: 'How much funding is available?',
        a: `Up to ${FUNDING_SHARE_PERCENT.openInnovation}% of the approved project cost; the applicant and partners fund the rest.`,
      },
      { q: 'Must my partners be registered?', a: 'Yes. Every collaborator must be a registered user of the portal.' },
    ],
  },
  {
    id: 'startup',
    title: 'Steel Startup Accelerator',
    items: [
      { q: 'Who can apply?', a: 'Recognised startups with a product, process or digital tool for the steel sector; incubators may apply on their behalf.' },
      {
        q: 'How much funding is available?',
        a: `Up to ${FUNDING_SHARE_PERCENT.startupAccelerator}% of the approved project cost, with mentoring and plant trials.`,
      },
    ],
  },
  {
    id: 'steelcollab',
    title: 'SteelCollab Platform',
    items: [
      {
        q: 'Is Steelcollab a funding scheme?',
        a: 'No. It is a matchmaking space where industry posts problems, researchers post ideas and startups post innovations.',
      },
      {
        q: 'Who can post what?',
        a: 'Industry and MSME members post problem statements; research institutes and academia post research ideas; startups and incubators post solutions.',
      },
      { q: 'How do I contact a poster?', a: 'Open the post and choose Connect. The poster is notified and will contact you.' },
    ],
  },
];
